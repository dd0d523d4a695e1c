package workflows

import (
	"context"
	"fmt"
	"strings"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"

	"github.com/swapengine/swapengine/internal/swap"
)

// Hold means hold (issue 15 items 1, 4 and 7), at the workflow level.

func inBlock(e swap.Event) swap.Event { e.BlockHash, e.BlockNumber = "0xaaa", 7; return e }

// A reorg removes the final deposit while the exchange waits for its next
// round: the round must not start, and nothing is paid until a person
// resumes with force.
func (s *swapSuite) TestAFinalityViolationPaysNothingUntilResumedWithForce() {
	calls := 0
	s.exchangeErr = func() error {
		if calls++; calls <= roundAttempts {
			return temporal.NewApplicationError("exchange answered 503", "ProviderUnavailable")
		}
		return nil
	}
	in := input()
	in.Tuning.RoundDelay = time.Hour
	s.signal(time.Minute, inBlock(ev("obs-1", swap.DepositObserved)))
	s.signal(2*time.Minute, inBlock(ev("conf-1", swap.DepositConfirmed)))
	s.signal(30*time.Minute, inBlock(ev("reorg-1", swap.DepositReorged)))
	var held StatusView
	s.env.RegisterDelayedCallback(func() { held = s.query() }, 5*time.Hour)
	s.resolve(5*time.Hour, ResolveHoldRequest{Action: swap.ResolveResume, Note: "checked"}, func(_ swap.Result, err error) {
		s.ErrorContains(err, "force")
	})
	s.resolve(6*time.Hour, ResolveHoldRequest{Action: swap.ResolveResume, Force: true, Note: "deposit re-mined in 0xbbb"}, func(r swap.Result, err error) {
		s.NoError(err)
	})
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	s.Equal(swap.StatusHeld, held.Status)
	s.Equal(swap.HoldFinalityViolation, held.HoldCode)
	s.Len(held.Pending, 1, "the exchange stays pending, paused")
	s.Equal(roundAttempts, len(s.exchanges)-1, "no exchange round ran during the hold")
	s.Equal([]string{"start-exchange:" + swapID, "send-payout:" + swapID}, s.keys, "effects run only after the forced resume")
	for _, w := range s.webhooks {
		if w.Payload.Status == string(swap.StatusHeld) {
			s.Equal(string(swap.HoldFinalityViolation), w.Payload.HoldCode)
			s.NotContains(w.Payload.HoldReason, "0xaaa", "the merchant gets the fixed text, not the operator's reason")
		}
	}
	s.True(s.env.IsWorkflowCompleted())
	s.NoError(s.env.GetWorkflowError())
}

// The exchange is in flight when the violation arrives: its fill is
// recorded, the swap stays held, and no payout is scheduled.
func (s *swapSuite) TestAnExchangeInFlightDuringAViolationMovesNothing() {
	s.signal(time.Minute, inBlock(ev("obs-1", swap.DepositObserved)))
	s.signal(2*time.Minute, inBlock(ev("conf-1", swap.DepositConfirmed)))
	s.exchangeSlow = func(context.Context) error {
		e := inBlock(ev("reorg-1", swap.DepositReorged))
		s.env.SignalWorkflow(string(e.Type), e)
		return nil
	}
	var v StatusView
	s.env.RegisterDelayedCallback(func() { v = s.query() }, time.Hour)
	s.env.RegisterDelayedCallback(func() { s.env.CancelWorkflow() }, 2*time.Hour)
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.Equal(swap.StatusHeld, v.Status)
	s.Equal(swap.HoldFinalityViolation, v.HoldCode)
	s.NotNil(v.Fill, "the fill made during the hold is recorded")
	s.Empty(v.Pending)
	s.Empty(s.payouts)
}

// The expiry runs again whenever the swap goes back to overdue without a
// deposit: a tentative deposit bound at the first expiry and reorged later
// no longer leaves the swap overdue for good.
func (s *swapSuite) TestAnOverdueSwapWhoseDepositLeftLaterStillExpires() {
	in := input()
	in.DepositDeadline = s.env.Now().Add(time.Hour)
	s.signal(30*time.Minute, ev("obs-1", swap.DepositObserved)) // on time, tentative
	s.signal(26*time.Hour, ev("reorg-1", swap.DepositReorged))  // after deadline + 24 h
	var at30d StatusView
	s.env.RegisterDelayedCallback(func() { at30d = s.query() }, 30*24*time.Hour)
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	s.True(s.env.IsWorkflowCompleted())
	s.NoError(s.env.GetWorkflowError())
	s.Equal(swap.StatusExpired, s.query().Status)
	s.NotEqual(swap.StatusOverdue, at30d.Status)
	// It was given a new grace period from the reorg, in case the deposit is re-mined.
	var expiredAt time.Time
	for _, c := range s.webhookCalls {
		expiredAt = c.at
	}
	s.False(expiredAt.Before(in.DepositDeadline.Add(25*time.Hour+swap.ExpiryGrace)), "expired at %v", expiredAt)
}

// A provider's error text (a URL with credentials, its internal error) is
// the operator's detail; the merchant's webhook carries the fixed code.
func (s *swapSuite) TestAMerchantIsSentAFixedHoldCode() {
	s.exchangeErr = func() error {
		return temporal.NewApplicationError("exchange http://svc:s3cr3t@exchange.internal answered 503: pg-primary-3.internal timeout", "ProviderUnavailable")
	}
	s.depositArrivesAndIsFinal()
	in := input()
	in.Tuning.MaxAttempts = 1
	s.env.RegisterDelayedCallback(func() { s.env.CancelWorkflow() }, 24*time.Hour)
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	var held bool
	for _, w := range s.webhooks {
		body := w.Payload.HoldReason + " " + w.Payload.FailureReason
		s.NotContains(body, "s3cr3t")
		s.NotContains(body, "pg-primary")
		if w.Payload.Status == string(swap.StatusHeld) {
			held = true
			s.Equal(string(swap.HoldEffectFailed), w.Payload.HoldCode)
			s.True(strings.HasPrefix(w.Payload.HoldReason, "held for review"), w.Payload.HoldReason)
		}
	}
	s.True(held, "statuses %v", s.statuses)
}

// deliver sends one event through deliver-deposit at the given time.
func (s *swapSuite) deliver(at time.Duration, e any, check func(swap.Result, error)) {
	s.updates++
	id := fmt.Sprintf("deliver-%d", s.updates)
	s.env.RegisterDelayedCallback(func() {
		s.env.UpdateWorkflow(UpdateDeliverDeposit, id, &testsuite.TestUpdateCallback{
			OnAccept:   func() {},
			OnReject:   func(err error) { check(swap.Result{}, err) },
			OnComplete: func(v any, err error) { r, _ := v.(swap.Result); check(r, err) },
		}, e)
	}, at)
}

// The dispatcher delivers every kind of deposit event through the
// deliver-deposit update: applied in order, and a malformed one refused by
// the validator (so it never enters history), naming the field.
func (s *swapSuite) TestDeliverDepositTakesEveryKind() {
	var outcomes []swap.Outcome
	ok := func(r swap.Result, err error) { s.NoError(err); outcomes = append(outcomes, r.Outcome) }
	s.deliver(time.Minute, ev("obs-1", swap.DepositObserved), ok)
	s.deliver(2*time.Minute, ev("reorg-1", swap.DepositReorged), ok)
	s.deliver(3*time.Minute, ev("obs-2", swap.DepositObserved), ok)
	s.deliver(4*time.Minute, map[string]any{"eventId": "x", "swapId": swapID, "depositRef": ref, "amountUnits": amount}, func(_ swap.Result, err error) {
		s.ErrorContains(err, "type: is required")
	})
	s.deliver(5*time.Minute, map[string]any{"eventId": "y", "swapId": swapID, "type": "deposit-observed", "depositRef": ref, "amountUnits": "-1"}, func(_ swap.Result, err error) {
		s.ErrorContains(err, "amountUnits")
	})
	s.deliver(6*time.Minute, ev("conf-2", swap.DepositConfirmed), ok)
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.NoError(s.env.GetWorkflowError())
	s.Equal([]swap.Outcome{swap.Applied, swap.Applied, swap.Applied, swap.Applied}, outcomes)
	s.Equal([]string{"start-exchange:" + swapID, "send-payout:" + swapID}, s.keys)
	s.Zero(s.query().Ledger.RejectedTotal, "refused deliveries leave no trace in the swap")
}

// Review P7 at the workflow level: the exchange reports its fill in the
// wrong decimals (10^12 too large). The quote the exchange step took before
// the fill bounds it: the swap is held on a fixed code and no payout runs.
func (s *swapSuite) TestAFillOutsideTheQuoteIsHeldAndNeverPaid() {
	s.fillUnits = "25000000000000000000"
	s.depositArrivesAndIsFinal()
	var held StatusView
	s.env.RegisterDelayedCallback(func() { held = s.query() }, time.Hour)
	s.env.RegisterDelayedCallback(func() { s.env.CancelWorkflow() }, 2*time.Hour)
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.Require().Len(s.exchanges, 1)
	s.True(s.exchanges[0].NeedsQuote, "terms without a quote ask the exchange step for one")
	s.Equal([]string{"start-exchange:" + swapID}, s.keys, "no payout after a fill outside the quote")
	s.Equal(swap.StatusHeld, held.Status)
	s.Equal(swap.HoldFillOutsideQuote, held.HoldCode)
	var sent bool
	for _, w := range s.webhooks {
		if w.Payload.Status == string(swap.StatusHeld) {
			sent = true
			s.Equal(string(swap.HoldFillOutsideQuote), w.Payload.HoldCode)
		}
	}
	s.True(sent, "statuses %v", s.statuses)
}

// A swap whose terms carry a quote does not ask the exchange for another.
func (s *swapSuite) TestTermsWithAQuoteAreNotQuotedAgain() {
	s.depositArrivesAndIsFinal()
	in := input()
	in.Terms.PayoutAsset = "USDC"
	in.Terms.Quote = &swap.Quote{ID: "qt_terms", Source: "api", Kind: swap.QuoteFloating, Asset: "USDC",
		ExpectedOutUnits: "25000000", MinOutUnits: "24000000", MaxOutUnits: "26000000"}
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	s.Require().Len(s.exchanges, 1)
	s.False(s.exchanges[0].NeedsQuote)
	s.Equal([]string{"start-exchange:" + swapID, "send-payout:" + swapID}, s.keys)
	s.NoError(s.env.GetWorkflowError())
}
