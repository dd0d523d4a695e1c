package swapworker

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/activities"
)

func TestEffectOutcomeNamesEachWayAnAttemptEnds(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{nil, "done"},
		{temporal.NewNonRetryableApplicationError("declined", activities.ErrProviderRejected, nil), "rejected"},
		{temporal.NewNonRetryableApplicationError("422", activities.ErrIdempotencyConflict, nil), "conflict"},
		{temporal.NewNonRetryableApplicationError("400", activities.ErrBadRequest, nil), "bad_request"},
		{temporal.NewNonRetryableApplicationError("401", activities.ErrProviderAuth, nil), "auth"},
		{temporal.NewNonRetryableApplicationError("410", activities.ErrEndpointGone, nil), "gone"},
		{temporal.NewApplicationErrorWithCause("stopped", ErrWorkerShutdown, context.Canceled), "interrupted"},
		{fmt.Errorf("POST: %w", context.Canceled), "cancelled"},
		{temporal.NewApplicationError("503", "ProviderUnavailable"), "retry"},
		{errors.New("connection refused"), "retry"},
	} {
		if got := EffectOutcome(c.err); got != c.want {
			t.Errorf("%v: outcome %q, want %q", c.err, got, c.want)
		}
	}
}

func TestKeyOfFindsTheIdempotencyKey(t *testing.T) {
	for want, args := range map[string][]any{
		"start-exchange:s1": {activities.ExchangeRequest{Key: "start-exchange:s1"}},
		"send-payout:s1":    {activities.PayoutRequest{Key: "send-payout:s1"}},
		"refund:s1:ref":     {activities.RefundRequest{Key: "refund:s1:ref"}},
		"webhook:s1:3":      {activities.WebhookRequest{Key: "webhook:s1:3"}},
		"":                  {"not a request"},
	} {
		if got := keyOf(args); got != want {
			t.Errorf("keyOf(%v) = %q, want %q", args, got, want)
		}
	}
}
