package workflows

import (
	"fmt"
	"testing"
	"time"

	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/swap"
)

// Issue 15 item 8: a receiver's 401/403 is an item for a person — the effect
// failed, not retried in rounds, and not a decline that would refund.
func TestAuthenticationFailureEndsTheEffectAsFailedNotRejected(t *testing.T) {
	err := fmt.Errorf("activity error: %w", temporal.NewNonRetryableApplicationError(
		"exchange receiver http://ex answered 401 Unauthorized for key k: an authentication problem", activities.ErrProviderAuth, nil))
	if retryable(err) {
		t.Error("an authentication failure is retried in rounds")
	}
	if e := effectOf(err, ""); e.Result != swap.EffectFailed {
		t.Errorf("effect %s, want %s (an item for a person)", e.Result, swap.EffectFailed)
	}
}

// A receiver's Retry-After reaches the workflow as NextRetryDelay: the next
// round waits at least that long.
func TestNextRoundWaitsForRetryAfter(t *testing.T) {
	busy := func(d time.Duration) error {
		return fmt.Errorf("activity error: %w", temporal.NewApplicationErrorWithOptions("429", "ProviderUnavailable",
			temporal.ApplicationErrorOptions{NextRetryDelay: d}))
	}
	var tn Tuning
	for _, c := range []struct {
		rounds int
		err    error
		want   time.Duration
	}{
		{0, busy(0), time.Minute},
		{0, busy(7 * time.Minute), 7 * time.Minute},
		{3, busy(7 * time.Minute), 8 * time.Minute}, // the round delay is longer already
		{0, fmt.Errorf("timeout"), time.Minute},
	} {
		if got := roundWait(tn, c.rounds, c.err); got != c.want {
			t.Errorf("after %d rounds, %v: wait %s, want %s", c.rounds, c.err, got, c.want)
		}
	}
}

// Issue 16, bad input: an on-chain payment the sender refuses (bad address,
// cap, token, chain) or cannot make yet (payer or vault underfunded, vault
// paused) is an item for a person — failed, not retried in rounds, and never
// a decline that would refund or fail the swap. A payment still on its way
// to finality is retried.
func TestOnChainRefusalsAreItemsNotRejections(t *testing.T) {
	for _, typ := range []string{activities.ErrPaymentRefused, activities.ErrPaymentBlocked} {
		err := fmt.Errorf("activity error: %w", temporal.NewNonRetryableApplicationError(
			"on-chain payout (key k) refused (cap-exceeded): field amountUnits (amount): over the cap", typ, nil))
		if retryable(err) {
			t.Errorf("%s is retried in rounds", typ)
		}
		if e := effectOf(err, ""); e.Result != swap.EffectFailed {
			t.Errorf("%s: effect %s, want %s (an item for a person)", typ, e.Result, swap.EffectFailed)
		}
	}
	pending := fmt.Errorf("activity error: %w", temporal.NewApplicationError("on-chain payout (key k) not final yet", activities.ErrPaymentPending))
	if !retryable(pending) {
		t.Error("a payment on its way to finality is not retried")
	}
}
