package workflows

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/workflow"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/swap"
)

// continued decodes the input a run continued as new with.
func (s *swapSuite) continued() SwapInput {
	s.T().Helper()
	var can *workflow.ContinueAsNewError
	s.Require().True(errors.As(s.env.GetWorkflowError(), &can), "got %v", s.env.GetWorkflowError())
	var next SwapInput
	s.Require().NoError(converter.GetDefaultDataConverter().FromPayloads(can.Input, &next))
	return next
}

func (s *swapSuite) resolve(at time.Duration, req ResolveHoldRequest, check func(swap.Result, error)) {
	s.updates++
	id := fmt.Sprintf("resolve-%d", s.updates)
	s.env.RegisterDelayedCallback(func() {
		s.env.UpdateWorkflow(UpdateResolveHold, id, &testsuite.TestUpdateCallback{
			OnAccept: func() {},
			OnReject: func(err error) { check(swap.Result{}, err) },
			OnComplete: func(v any, err error) {
				r, _ := v.(swap.Result)
				check(r, err)
			},
		}, req)
	}, at)
}

func (s *swapSuite) TestAStartCannotSmuggleState() {
	forged, err := swap.New(input().Terms)
	s.Require().NoError(err)
	forged.Status = swap.StatusSending
	forged.Pending = []swap.Action{{Kind: swap.ActionSendPayout, Key: "send-payout:swap-42", AmountUnits: "25000000", Asset: "USDC", Address: "0xattacker"}}
	in := input()
	in.State = forged
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	err = s.env.GetWorkflowError()
	s.Require().Error(err)
	s.Contains(err.Error(), "state: a start takes terms and options only")
	s.Empty(s.payouts, "no payout without a deposit")

	for _, edit := range []func(*SwapInput){
		func(in *SwapInput) { in.Runs = 3 },
		func(in *SwapInput) { in.WebhookGoneURL = "http://x" },
	} {
		s.SetupTest()
		in := input()
		edit(&in)
		s.env.ExecuteWorkflow(SwapWorkflow, in)
		s.Require().ErrorContains(s.env.GetWorkflowError(), "state:")
	}
}

func (s *swapSuite) TestTuningIsBoundedNamingTheField() {
	for field, edit := range map[string]func(*Tuning){
		"tuning.continueAsNewAfter": func(t *Tuning) { t.ContinueAsNewAfter = 1 },
		"tuning.maxAttempts":        func(t *Tuning) { t.MaxAttempts = -1 },
		"tuning.activityTimeout":    func(t *Tuning) { t.ActivityTimeout = time.Millisecond },
		"tuning.webhookSchedule[1]": func(t *Tuning) { t.WebhookSchedule = []time.Duration{0, 48 * time.Hour} },
	} {
		s.SetupTest()
		in := input()
		edit(&in.Tuning)
		s.env.ExecuteWorkflow(SwapWorkflow, in)
		err := s.env.GetWorkflowError()
		s.Require().Error(err, field)
		s.Contains(err.Error(), field)
		var appErr *temporal.ApplicationError
		s.True(errors.As(err, &appErr) && appErr.NonRetryable() && appErr.Type() == ErrInvalidInput, "%s: %v", field, err)
	}
}

// Finding 4: while the exchange receiver is down the run hands over between
// two rounds of attempts; the next run waits out the same round delay and
// sends the same key again.
func (s *swapSuite) TestContinueAsNewBetweenRoundsOfASlowEffect() {
	down := true
	attempts := 0
	s.exchangeErr = func() error {
		attempts++
		if down {
			return errors.New("exchange unavailable (503)")
		}
		return nil
	}
	s.depositArrivesAndIsFinal()
	// The first round (3 attempts) ends within seconds; the next is due a minute later.
	s.env.RegisterDelayedCallback(func() {
		v := s.query()
		s.Equal(swap.StatusExchange, v.Status)
		s.Require().Len(v.Pending, 1)
		s.Equal(1, v.Pending[0].Rounds)
		s.env.SetContinueAsNewSuggested(true)
	}, 2*time.Minute+30*time.Second)
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	next := s.continued()
	s.Equal(3, attempts, "one round")
	s.Require().Len(next.State.Pending, 1)
	act := next.State.Pending[0]
	s.Equal("start-exchange:swap-42", act.Key)
	s.Equal(1, act.Rounds)
	s.False(act.FirstAttemptAt.IsZero())
	s.Contains(act.LastError, "503")
	handover := s.env.Now()

	s.SetupTest()
	s.env.SetContinuedExecutionRunID("run-1")
	s.env.SetStartTime(handover)
	s.exchangeErr = func() error { attempts++; return nil }
	s.env.ExecuteWorkflow(SwapWorkflow, next)
	s.NoError(s.env.GetWorkflowError())
	s.Equal(4, attempts)
	s.Equal([]string{"start-exchange:swap-42", "send-payout:swap-42"}, s.keys)
	s.Require().Len(s.exchanges, 1)
	s.Equal("start-exchange:swap-42", s.exchanges[0].Key)
	s.Equal(swap.StatusSuccess, s.query().Status)
}

// A round in flight does not hold the run back either: it is cancelled and
// the next run sends the same key.
func (s *swapSuite) TestContinueAsNewCancelsARoundInFlight() {
	s.env.SetTestTimeout(time.Minute)
	// The receiver hangs until the workflow cancels the round. While it runs,
	// the test clock follows the wall clock: 100 ms into the round the server
	// suggests continue-as-new and a duplicate delivery wakes the workflow.
	returned := make(chan struct{})
	s.exchangeSlow = func(ctx context.Context) error {
		defer close(returned)
		// It heartbeats, as an on-chain trade does: the cancellation of the
		// round reaches it through the heartbeat (its attempt may last as
		// long as a payment's, withPaymentTimeouts).
		for ctx.Err() == nil {
			activity.RecordHeartbeat(ctx)
			time.Sleep(50 * time.Millisecond)
		}
		return ctx.Err()
	}
	s.depositArrivesAndIsFinal()
	s.env.RegisterDelayedCallback(func() {
		s.env.SetContinueAsNewSuggested(true)
		s.env.SignalWorkflow(SignalDepositObserved, ev("obs-1", swap.DepositObserved))
	}, 2*time.Minute+100*time.Millisecond)
	in := input()
	in.Tuning.ActivityTimeout = time.Second
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	next := s.continued()
	s.Require().Len(next.State.Pending, 1)
	s.Equal("start-exchange:swap-42", next.State.Pending[0].Key)
	s.Equal(0, next.State.Pending[0].Rounds, "a cancelled round is not a failed one")
	s.Equal(swap.StatusExchange, next.State.Status)
	<-returned // the abandoned attempt has ended before the next test reuses the suite
}

// A run hands over once it has taken the ServerSignalsPerRun signals the
// server lets a run take (history.go), having applied every one: finding 4,
// a run hands over long before the server's 10,000 signals, whatever else is
// going on.
func (s *swapSuite) TestContinueAsNewAtTheServersSignalCount() {
	in := input()
	s.signal(time.Minute, ev("obs-1", swap.DepositObserved))
	s.env.RegisterDelayedCallback(func() {
		for i := range ServerSignalsPerRun - 1 {
			s.env.SignalWorkflow(SignalDepositObserved, ev(fmt.Sprintf("dup-%d", i), swap.DepositObserved))
		}
	}, 2*time.Minute)
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	next := s.continued()
	s.Equal(swap.StatusDeposit, next.State.Status)
	l := next.State.Ledger
	s.Equal(ServerSignalsPerRun, l.Applied+l.AlreadyApplied, "the run handed over at its 8th signal, every one applied")
}

// Finding 2 on the workflow: 100 dust deposits, then the right one, all
// through the dispatcher's deliver-deposit update (which, unlike a signal,
// the server does not count toward a run's signals).
func (s *swapSuite) TestDustFloodThenTheRightDeposit() {
	applied := func(r swap.Result, err error) { s.NoError(err); s.Equal(swap.Applied, r.Outcome, r.Reason) }
	for i := range 100 {
		d := swap.Event{EventID: fmt.Sprintf("dust-%d", i), SwapID: swapID, Type: swap.DepositObserved, DepositRef: fmt.Sprintf("evm:1337:0xvault:%d", 100+i), AmountUnits: "1"}
		s.deliver(time.Minute, d, applied)
		d.EventID, d.Type = d.EventID+"/c", swap.DepositConfirmed
		s.deliver(time.Minute, d, applied)
	}
	s.signal(2*time.Minute, ev("obs-1", swap.DepositObserved))
	s.signal(3*time.Minute, ev("conf-1", swap.DepositConfirmed))
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.NoError(s.env.GetWorkflowError())
	s.Equal([]string{"start-exchange:swap-42", "send-payout:swap-42"}, s.keys, "one exchange, one payout, no refund of dust")
	v := s.query()
	s.Equal(swap.StatusSuccess, v.Status)
	s.Equal(100, v.Dust.Final)
	s.Equal("100", v.Dust.FinalUnits)
	s.Equal([]string{"deposit", "exchange", "sending", "success"}, s.statuses)
}

// Finding 1: the exchange learns the payout asset; the payout carries the
// fill's asset, amount and exchange ID (the mock asserts them).
func (s *swapSuite) TestPayoutIsTheFill() {
	in := input()
	in.Terms.PayoutAsset = "USDC"
	s.depositArrivesAndIsFinal()
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	s.NoError(s.env.GetWorkflowError())
	s.Require().Len(s.exchanges, 1)
	s.Equal("USDC", s.exchanges[0].PayoutAsset)
	s.Equal("ETH", s.exchanges[0].Asset)
	s.Require().Len(s.payouts, 1)
	v := s.query()
	s.Equal(&swap.Fill{ExchangeID: "ex_1", AmountOutUnits: "25000000", Asset: "USDC", Quote: quoteFor(s.exchanges[0], "25000000"), PayoutUnits: "25000000"}, v.Fill)
	s.NotNil(v.Fill.Quote, "the fill records the quote it was checked against")
}

func (s *swapSuite) TestFillInAnotherAssetIsHeldNotPaid() {
	in := input()
	in.Terms.PayoutAsset = "DAI"
	s.depositArrivesAndIsFinal()
	s.env.RegisterDelayedCallback(func() {
		v := s.query()
		s.Equal(swap.StatusHeld, v.Status)
		s.Contains(v.HoldReason, "filled USDC, the terms name DAI")
		s.env.CancelWorkflow()
	}, time.Hour)
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	s.Empty(s.payouts)
}

// Finding 6: a failed refund of an extra deposit is its own item; the swap
// stays successful, the workflow stays open until the item is settled.
func (s *swapSuite) TestFailedExtraRefundIsItsOwnItem() {
	extraRef := "evm:1337:0xdeposit:9"
	failing := true
	s.refundErr = func(req activities.RefundRequest) error {
		if failing {
			return temporal.NewNonRetryableApplicationError("key conflict (422)", activities.ErrIdempotencyConflict, nil)
		}
		return nil
	}
	s.depositArrivesAndIsFinal()
	extra := swap.Event{EventID: "x-conf", SwapID: swapID, Type: swap.DepositConfirmed, DepositRef: extraRef, AmountUnits: "700000"}
	s.signal(90*time.Second, extra)
	var refused, resolved error
	s.env.RegisterDelayedCallback(func() {
		v := s.query()
		s.Equal(swap.StatusSuccess, v.Status, "the side item never overwrites the main status")
		s.Require().Len(v.Items, 1)
		s.Equal("refund:swap-42:"+extraRef, v.Items[0].Key)
		s.False(v.Items[0].Main)
		s.False(s.env.IsWorkflowCompleted())
		failing = false
	}, time.Hour)
	s.resolve(time.Hour+time.Minute, ResolveHoldRequest{Action: swap.ResolveRetry, Key: "refund:swap-42:nope"}, func(_ swap.Result, err error) { refused = err })
	s.resolve(time.Hour+2*time.Minute, ResolveHoldRequest{Action: swap.ResolveRetry, Key: "refund:swap-42:" + extraRef}, func(_ swap.Result, err error) { resolved = err })
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.NoError(s.env.GetWorkflowError())
	s.Require().Error(refused)
	s.Contains(refused.Error(), "key: no open item")
	s.NoError(resolved)
	v := s.query()
	s.Equal(swap.StatusSuccess, v.Status)
	s.Empty(v.Items)
	s.Contains(s.keys, "refund:swap-42:"+extraRef)
	s.Equal([]string{"deposit", "exchange", "sending", "success"}, s.statuses, "no held from a side item")
}

// Finding 8: no refund while the exchange may have filled.
func (s *swapSuite) TestRefundRefusedWhileTheExchangeOutcomeIsUnknown() {
	s.exchangeErr = func() error { return errors.New("timeout") }
	in := input()
	in.Tuning.MaxAttempts = 3
	s.depositArrivesAndIsFinal()
	var refused error
	s.resolve(time.Hour, ResolveHoldRequest{Action: swap.ResolveRefund}, func(_ swap.Result, err error) { refused = err })
	s.env.RegisterDelayedCallback(func() { s.env.CancelWorkflow() }, 2*time.Hour)
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	s.Require().Error(refused)
	s.Contains(refused.Error(), "outcome is unknown")
	var appErr *temporal.ApplicationError
	s.True(errors.As(refused, &appErr) && appErr.NonRetryable() && appErr.Type() == ErrInvalidInput, "%v", refused)
	s.Empty(s.keys, "no refund")
}

// Finding 7: a deposit mined before the deadline but delivered after it goes through.
func (s *swapSuite) TestOnTimeDepositDeliveredLateGoesThrough() {
	in := input()
	in.DepositDeadline = s.env.Now().Add(time.Hour)
	obs := ev("obs-1", swap.DepositObserved)
	obs.BlockTime = in.DepositDeadline.Add(-time.Minute).Unix()
	s.signal(3*time.Hour, obs)
	s.signal(4*time.Hour, ev("conf-1", swap.DepositConfirmed))
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	s.NoError(s.env.GetWorkflowError())
	s.Equal([]string{"start-exchange:swap-42", "send-payout:swap-42"}, s.keys)
	s.Equal([]string{"overdue", "deposit", "exchange", "sending", "success"}, s.statuses)
}

// Finding 8/9: an overdue swap without a deposit ends after the grace period.
func (s *swapSuite) TestOverdueSwapExpires() {
	in := input()
	in.DepositDeadline = s.env.Now().Add(time.Hour)
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	s.NoError(s.env.GetWorkflowError())
	s.True(s.env.IsWorkflowCompleted())
	s.Equal(swap.StatusExpired, s.query().Status)
	s.Equal([]string{"overdue", "expired"}, s.statuses)
	s.Empty(s.keys)
}

// Finding 9: an unknown signal name is visible as a rejection.
func (s *swapSuite) TestUnknownSignalNameIsARejection() {
	s.env.RegisterDelayedCallback(func() {
		s.env.SignalWorkflow("deposit-confrimed", ev("typo-1", swap.DepositConfirmed))
	}, time.Minute)
	s.env.RegisterDelayedCallback(func() {
		v := s.query()
		s.Equal(1, v.Ledger.RejectedTotal)
		s.Require().Len(v.Ledger.Rejections, 1)
		r := v.Ledger.Rejections[0]
		s.Equal("typo-1", r.EventID)
		s.Equal("signal", r.Field)
		s.Contains(r.Reason, `unknown signal name "deposit-confrimed"`)
		s.env.CancelWorkflow()
	}, 2*time.Minute)
	s.env.ExecuteWorkflow(SwapWorkflow, input())
}

// Finding 11: update refusals in the one format, non-retryable.
func (s *swapSuite) TestUpdateRefusalsNameTheFieldOnceWithTheEventID() {
	var errs []error
	for i, payload := range []any{
		map[string]any{"eventId": "n1", "swapId": swapID, "depositRef": ref, "amountUnits": 12500000},
		map[string]any{"eventId": "n2", "swapId": swapID, "depositRef": ref, "amount": amount},
		map[string]any{"eventId": "n3", "swapId": swapID, "depositRef": ref, "amountUnits": "01"},
	} {
		s.updates++
		id := fmt.Sprintf("u-%d", i)
		s.env.RegisterDelayedCallback(func() {
			s.env.UpdateWorkflow(UpdateConfirmDeposit, id, &testsuite.TestUpdateCallback{
				OnAccept: func() {}, OnReject: func(err error) { errs = append(errs, err) }, OnComplete: func(any, error) {},
			}, payload)
		}, time.Duration(i+1)*time.Minute)
	}
	s.env.RegisterDelayedCallback(func() { s.env.CancelWorkflow() }, time.Hour)
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.Require().Len(errs, 3)
	for i, want := range []string{
		"amountUnits: must be a JSON string, got number (eventId n1)",
		"amount: unknown field",
		"amountUnits: must not have leading zeros (eventId n3)",
	} {
		var appErr *temporal.ApplicationError
		s.Require().True(errors.As(errs[i], &appErr), "%v", errs[i])
		s.True(appErr.NonRetryable())
		s.Equal(ErrInvalidInput, appErr.Type())
		s.Contains(appErr.Message(), want)
		s.NotContains(appErr.Message(), "amountUnits: is required")
	}
}

// A swap started before the bounds keeps running: a continued run brings its
// tuning within them instead of refusing it.
func (s *swapSuite) TestContinuedRunClampsOldTuning() {
	st, err := swap.New(input().Terms)
	s.Require().NoError(err)
	in := input()
	in.State, in.Runs = st, 1
	in.Tuning.ContinueAsNewAfter = 1
	s.env.SetContinuedExecutionRunID("run-1")
	s.depositArrivesAndIsFinal()
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	err = s.env.GetWorkflowError()
	var can *workflow.ContinueAsNewError
	s.True(err == nil || errors.As(err, &can), "a continued run must not be refused: %v", err)
	if errors.As(err, &can) {
		next := s.continued()
		s.Equal(minContinueAsNewAfter, next.Tuning.ContinueAsNewAfter, "the handover carries the clamped tuning")
	}
}

// A payload far larger than any event is refused undecoded, still naming its
// event ID, and costs the run no more than its truncated record.
func (s *swapSuite) TestOversizedSignalPayloadIsRefusedUndecoded() {
	huge := strings.Repeat("x", 1<<20)
	s.env.RegisterDelayedCallback(func() {
		s.env.SignalWorkflow(SignalDepositObserved, map[string]any{"eventId": "big-1", "swapId": swapID, "depositRef": ref, "amountUnits": amount, "txHash": huge})
	}, time.Minute)
	s.env.RegisterDelayedCallback(func() {
		v := s.query()
		s.Require().Len(v.Ledger.Rejections, 1)
		r := v.Ledger.Rejections[0]
		s.Equal("big-1", r.EventID)
		s.Equal("payload", r.Field)
		s.Contains(r.Reason, "more than 16384")
		s.env.CancelWorkflow()
	}, 2*time.Minute)
	s.env.ExecuteWorkflow(SwapWorkflow, input())
}

// A deposit ref of another chain is refused by a new run (deposit-chain-check),
// naming the field; the swap's own chain's deposit still binds.
func (s *swapSuite) TestADepositOnAnotherChainIsRefused() {
	in := input()
	in.Terms.ChainID = 1337
	foreign := ev("foreign-obs", swap.DepositObserved)
	foreign.DepositRef = "evm:1338:0xdeposit:7"
	s.signal(time.Minute, foreign)
	s.env.RegisterDelayedCallback(func() {
		v := s.query()
		s.Equal(swap.StatusWaiting, v.Status)
		s.Require().Len(v.Ledger.Rejections, 1)
		r := v.Ledger.Rejections[0]
		s.Equal("foreign-obs", r.EventID)
		s.Equal("depositRef", r.Field)
		s.Contains(r.Reason, "names chain 1338")
	}, 2*time.Minute)
	s.signal(3*time.Minute, ev("own-obs", swap.DepositObserved))
	s.env.RegisterDelayedCallback(func() {
		s.Equal(swap.StatusDeposit, s.query().Status)
		s.env.CancelWorkflow()
	}, 4*time.Minute)
	s.env.ExecuteWorkflow(SwapWorkflow, in)
}
