package workflows

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/suite"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/workflow"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/webhook"
)

const (
	swapID = "swap-42"
	ref    = "evm:1337:0xdeposit:7"
	amount = "12500000"
)

type swapSuite struct {
	suite.Suite
	testsuite.WorkflowTestSuite
	env      *testsuite.TestWorkflowEnvironment
	keys     []string // activity keys in call order
	webhooks []activities.WebhookRequest
	statuses []string // statuses in webhook order
	// exchangeErr and payoutErr, when set, make those activities fail.
	exchangeErr, payoutErr func() error
	// fillUnits, when set, is the exchange's fill (default 25000000 USDC).
	fillUnits string
	// webhookErr, when set, answers each NotifyWebhook attempt (attempt counts
	// from 1 per key); nil delivers. webhookCalls holds every attempt.
	webhookErr   func(req activities.WebhookRequest, attempt int) error
	webhookCalls []webhookCall
	updates      int
	// refundErr, when set, answers each Refund attempt; exchanges and payouts
	// are the requests the receivers got, in order.
	refundErr func(activities.RefundRequest) error
	exchanges []activities.ExchangeRequest
	// exchangeSlow, when set, runs inside the exchange activity with its context.
	exchangeSlow func(ctx context.Context) error
	payouts      []activities.PayoutRequest
	// payoutInfo is each SendPayout attempt's activity info (its timeouts).
	payoutInfo []activity.Info
}

// webhookCall is one NotifyWebhook attempt and the test clock when it ran.
type webhookCall struct {
	key string
	at  time.Time
}

func TestSwapWorkflow(t *testing.T) { suite.Run(t, new(swapSuite)) }

// quoteFor is what StartExchange takes before the fill when the request needs
// a quote: the exchange's expected amount, 1 % either side.
func quoteFor(req activities.ExchangeRequest, out string) *swap.Quote {
	if !req.NeedsQuote {
		return nil
	}
	return &swap.Quote{ID: "qt_1", Source: "exchange", Kind: swap.QuoteFloating, Asset: "USDC",
		ExpectedOutUnits: out, MinOutUnits: "24750000", MaxOutUnits: "25250000"}
}

func (s *swapSuite) SetupTest() {
	s.keys, s.webhooks, s.statuses = nil, nil, nil
	s.exchangeErr, s.payoutErr, s.fillUnits = nil, nil, ""
	s.webhookErr, s.webhookCalls = nil, nil
	s.refundErr, s.exchanges, s.payouts, s.exchangeSlow, s.payoutInfo = nil, nil, nil, nil, nil
	s.env = s.NewTestWorkflowEnvironment()
	s.env.SetStartWorkflowOptions(client.StartWorkflowOptions{ID: swapID})
	s.env.RegisterActivity(&activities.Activities{})
	s.env.OnActivity(a.StartExchange, mock.Anything, mock.Anything).Return(
		func(ctx context.Context, req activities.ExchangeRequest) (activities.ExchangeResult, error) {
			s.exchanges = append(s.exchanges, req)
			if s.exchangeSlow != nil {
				if err := s.exchangeSlow(ctx); err != nil {
					return activities.ExchangeResult{}, err
				}
			}
			if s.exchangeErr != nil {
				if err := s.exchangeErr(); err != nil {
					return activities.ExchangeResult{}, err
				}
			}
			s.keys = append(s.keys, req.Key)
			return activities.ExchangeResult{ExchangeID: "ex_1", AmountOutUnits: cmp.Or(s.fillUnits, "25000000"), QuoteAsset: "USDC", Quote: quoteFor(req, "25000000")}, nil
		}).Maybe()
	s.env.OnActivity(a.SendPayout, mock.Anything, mock.Anything).Return(
		func(ctx context.Context, req activities.PayoutRequest) (activities.PayoutResult, error) {
			s.payouts = append(s.payouts, req)
			s.payoutInfo = append(s.payoutInfo, activity.GetInfo(ctx))
			if s.payoutErr != nil {
				if err := s.payoutErr(); err != nil {
					return activities.PayoutResult{}, err
				}
			}
			s.keys = append(s.keys, req.Key)
			s.Equal("25000000", req.AmountUnits, "payout must send the exchanged amount")
			s.Equal("USDC", req.Asset, "payout must send the filled asset")
			s.Equal("ex_1", req.ExchangeID, "payout must name the fill")
			return activities.PayoutResult{PayoutID: "po_1"}, nil
		}).Maybe()
	s.env.OnActivity(a.Refund, mock.Anything, mock.Anything).Return(
		func(_ context.Context, req activities.RefundRequest) (activities.RefundResult, error) {
			if s.refundErr != nil {
				if err := s.refundErr(req); err != nil {
					return activities.RefundResult{}, err
				}
			}
			s.keys = append(s.keys, req.Key)
			return activities.RefundResult{RefundID: "rf_1"}, nil
		}).Maybe()
	s.env.OnActivity(a.NotifyWebhook, mock.Anything, mock.Anything).Return(
		func(_ context.Context, req activities.WebhookRequest) error {
			s.webhookCalls = append(s.webhookCalls, webhookCall{key: req.Key, at: s.env.Now()})
			if s.webhookErr != nil {
				if err := s.webhookErr(req, len(s.attemptTimes(req.Key))); err != nil {
					return err
				}
			}
			s.webhooks = append(s.webhooks, req)
			s.statuses = append(s.statuses, req.Payload.Status)
			return nil
		}).Maybe()
}

func input() SwapInput {
	return SwapInput{
		Terms: swap.Terms{SwapID: swapID, AmountUnits: amount, Asset: "ETH", ChainID: 1337,
			PayoutAddress: "0x00000000000000000000000000000000000000aa"},
		WebhookURL: "http://merchant.invalid/hook",
	}
}

func ev(id string, typ swap.EventType) swap.Event {
	return swap.Event{EventID: id, SwapID: swapID, Type: typ, DepositRef: ref, AmountUnits: amount}
}

func (s *swapSuite) signal(at time.Duration, e swap.Event) {
	s.env.RegisterDelayedCallback(func() { s.env.SignalWorkflow(string(e.Type), e) }, at)
}

// depositArrivesAndIsFinal observes the expected deposit at minute 1 and
// confirms it at minute 2.
func (s *swapSuite) depositArrivesAndIsFinal() {
	s.signal(time.Minute, ev("obs-1", swap.DepositObserved))
	s.signal(2*time.Minute, ev("conf-1", swap.DepositConfirmed))
}

func (s *swapSuite) query() StatusView {
	v, err := s.env.QueryWorkflow(QueryStatus)
	s.Require().NoError(err)
	var out StatusView
	s.Require().NoError(v.Get(&out))
	return out
}

func (s *swapSuite) update(at time.Duration, e swap.Event, check func(swap.Result, error)) {
	// Update IDs are unique per call: reusing the event ID would let Temporal's
	// own update dedup answer a conflicting payload with the first result.
	s.updates++
	id := fmt.Sprintf("update-%d", s.updates)
	s.env.RegisterDelayedCallback(func() {
		s.env.UpdateWorkflow(UpdateConfirmDeposit, id, &testsuite.TestUpdateCallback{
			OnAccept: func() {},
			OnReject: func(err error) { check(swap.Result{}, err) },
			OnComplete: func(v interface{}, err error) {
				r, _ := v.(swap.Result)
				check(r, err)
			},
		}, e)
	}, at)
}

func (s *swapSuite) TestHappyPathRunsEachEffectOnceInOrder() {
	s.depositArrivesAndIsFinal()
	s.env.ExecuteWorkflow(SwapWorkflow, input())

	s.True(s.env.IsWorkflowCompleted())
	s.NoError(s.env.GetWorkflowError())
	s.Equal([]string{"start-exchange:swap-42", "send-payout:swap-42"}, s.keys)
	s.Equal([]string{"deposit", "exchange", "sending", "success"}, s.statuses)
	for i, w := range s.webhooks {
		s.Equal(int64(i+1), w.Payload.Seq)
		s.Equal("webhook:swap-42:"+string(rune('1'+i)), w.Key)
	}
	v := s.query()
	s.Equal(swap.StatusSuccess, v.Status)
	s.Equal(int64(4), v.Revision)
	s.Equal(2, v.Ledger.Applied)
}

func (s *swapSuite) TestDeliveriesAreDeduplicated() {
	s.signal(time.Minute, ev("obs-1", swap.DepositObserved))
	s.signal(2*time.Minute, ev("obs-1", swap.DepositObserved)) // replay
	conflicting := ev("obs-1", swap.DepositObserved)
	conflicting.AmountUnits = "999"
	s.signal(3*time.Minute, conflicting) // same ID, other payload
	var results []swap.Result
	collect := func(r swap.Result, err error) { s.NoError(err); results = append(results, r) }
	// All three in one callback: the swap finishes as soon as the first applies.
	s.update(4*time.Minute, ev("conf-1", swap.DepositConfirmed), collect)
	s.update(4*time.Minute, ev("conf-1", swap.DepositConfirmed), collect)
	s.update(4*time.Minute, ev("conf-2", swap.DepositConfirmed), collect)
	s.env.ExecuteWorkflow(SwapWorkflow, input())

	s.NoError(s.env.GetWorkflowError())
	s.Require().Len(results, 3)
	s.Equal(swap.Applied, results[0].Outcome)
	s.Equal(swap.DuplicateDelivery, results[1].Outcome)
	s.Equal(swap.AlreadyApplied, results[2].Outcome)
	s.Equal([]string{"start-exchange:swap-42", "send-payout:swap-42"}, s.keys)
	v := s.query()
	s.Equal(1, v.Ledger.ConflictsTotal)
	s.Equal("999", v.Ledger.Conflicts[0].AmountUnits)
	s.Equal(2, v.Ledger.Duplicates, "the signal replay and the update replay")
}

func (s *swapSuite) TestUpdateValidatorRefusesMalformedInput() {
	var errs []error
	for i, e := range []swap.Event{
		{EventID: "", SwapID: swapID, DepositRef: ref, AmountUnits: amount},
		{EventID: "x1", SwapID: swapID, DepositRef: ref, AmountUnits: "01"},
		{EventID: "x2", SwapID: "swap-other", DepositRef: ref, AmountUnits: amount},
		{EventID: "x3", SwapID: swapID, Type: swap.DepositObserved, DepositRef: ref, AmountUnits: amount},
	} {
		s.update(time.Duration(i+1)*time.Minute, e, func(_ swap.Result, err error) { errs = append(errs, err) })
	}
	s.env.RegisterDelayedCallback(func() {
		v := s.query()
		s.Equal(swap.StatusWaiting, v.Status)
		s.Equal(0, v.Ledger.RejectedTotal, "refused updates never reach workflow state")
		s.env.CancelWorkflow()
	}, 10*time.Minute)
	s.env.ExecuteWorkflow(SwapWorkflow, input())

	s.Require().Len(errs, 4)
	for i, field := range []string{"eventId", "amountUnits", "swapId", "type"} {
		s.Require().Error(errs[i])
		s.Contains(errs[i].Error(), field)
	}
}

func (s *swapSuite) TestMalformedSignalsAreRecordedAndIgnored() {
	s.env.RegisterDelayedCallback(func() {
		s.env.SignalWorkflow(SignalDepositConfirmed, map[string]any{"eventId": "m1", "swapId": swapID, "depositRef": ref, "amountUnits": 12500000})
		s.env.SignalWorkflow(SignalDepositObserved, map[string]any{"eventId": "m2", "swapId": swapID, "depositRef": ref, "amount": amount})
		s.env.SignalWorkflow(SignalDepositObserved, ev("m3", swap.DepositConfirmed))
		s.env.SignalWorkflow(SignalDepositObserved, swap.Event{EventID: "m4", SwapID: swapID, DepositRef: ref, AmountUnits: "1.5"})
		s.env.SignalWorkflow(SignalDepositConfirmed, ev("early", swap.DepositConfirmed)) // out of order
	}, time.Minute)
	s.env.RegisterDelayedCallback(func() {
		v := s.query()
		s.Equal(swap.StatusWaiting, v.Status)
		s.Equal(5, v.Ledger.RejectedTotal)
		reasons := ""
		for _, r := range v.Ledger.Rejections {
			reasons += r.Reason + "\n"
		}
		for _, want := range []string{"amountUnits: must be a JSON string, got number", "amount: unknown field", "sent on signal deposit-observed", "must be a positive integer", "has not been observed"} {
			s.Contains(reasons, want)
		}
		// One refusal format: the field, and the event ID even when the payload did not decode.
		var fields, ids []string
		for _, r := range v.Ledger.Rejections {
			fields, ids = append(fields, r.Field), append(ids, r.EventID)
		}
		s.Equal([]string{"amountUnits", "amount", "type", "amountUnits", ""}, fields)
		s.Equal([]string{"m1", "m2", "m3", "m4", "early"}, ids)
		s.env.CancelWorkflow()
	}, 2*time.Minute)
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.Empty(s.keys)
}

func (s *swapSuite) TestConfirmationCannotJumpFromWaiting() {
	s.signal(time.Minute, ev("conf-1", swap.DepositConfirmed))
	s.signal(2*time.Minute, ev("obs-1", swap.DepositObserved))
	s.signal(3*time.Minute, ev("conf-1", swap.DepositConfirmed)) // redelivered after the observation: applies
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.NoError(s.env.GetWorkflowError())
	s.Equal([]string{"start-exchange:swap-42", "send-payout:swap-42"}, s.keys)
	s.Equal(1, s.query().Ledger.RejectedTotal)
}

func (s *swapSuite) TestDeadlineMakesSwapOverdueAndLateDepositIsRefunded() {
	in := input()
	in.DepositDeadline = s.env.Now().Add(time.Hour)
	s.signal(2*time.Hour, ev("obs-1", swap.DepositObserved))
	s.env.RegisterDelayedCallback(func() {
		s.Equal(swap.StatusOverdue, s.query().Status)
		s.Empty(s.keys, "a tentative late deposit is not refunded")
	}, 3*time.Hour)
	s.signal(4*time.Hour, ev("conf-1", swap.DepositConfirmed))
	s.env.ExecuteWorkflow(SwapWorkflow, in)

	s.NoError(s.env.GetWorkflowError())
	s.Equal([]string{"refund:swap-42:" + ref}, s.keys)
	s.Equal([]string{"overdue", "refunding", "refunded"}, s.statuses)
}

func (s *swapSuite) TestReorgSendsDepositBackToWaiting() {
	s.signal(time.Minute, ev("obs-1", swap.DepositObserved))
	s.signal(2*time.Minute, ev("reorg-1", swap.DepositReorged))
	s.env.RegisterDelayedCallback(func() {
		v := s.query()
		s.Equal(swap.StatusWaiting, v.Status)
		s.Nil(v.Deposit)
	}, 3*time.Minute)
	s.signal(4*time.Minute, ev("conf-1", swap.DepositConfirmed)) // the orphan's confirmation: refused
	s.signal(5*time.Minute, ev("obs-2", swap.DepositObserved))   // re-mined
	s.signal(6*time.Minute, ev("conf-2", swap.DepositConfirmed))
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.NoError(s.env.GetWorkflowError())
	s.Equal([]string{"deposit", "waiting", "deposit", "exchange", "sending", "success"}, s.statuses)
	s.Equal([]string{"start-exchange:swap-42", "send-payout:swap-42"}, s.keys)
}

// An underpayment never binds: it is refunded once final and the swap keeps
// waiting for the deposit its terms name, which then goes through.
func (s *swapSuite) TestUnderpaidDepositNeverBindsAndIsRefunded() {
	bad := ev("obs-1", swap.DepositObserved)
	bad.AmountUnits, bad.DepositRef = "12499999", "evm:1337:0xdeposit:6"
	s.signal(time.Minute, bad)
	bad.EventID, bad.Type = "conf-1", swap.DepositConfirmed
	s.signal(2*time.Minute, bad)
	s.env.RegisterDelayedCallback(func() {
		v := s.query()
		s.Equal(swap.StatusWaiting, v.Status)
		s.Require().Len(v.Extra, 1)
		s.Contains(v.Extra[0].Reason, "underpaid")
	}, time.Hour)
	s.signal(2*time.Hour, ev("obs-2", swap.DepositObserved))
	s.signal(3*time.Hour, ev("conf-2", swap.DepositConfirmed))
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.NoError(s.env.GetWorkflowError())
	s.Equal([]string{"refund:swap-42:evm:1337:0xdeposit:6", "start-exchange:swap-42", "send-payout:swap-42"}, s.keys)
	s.Equal([]string{"deposit", "exchange", "sending", "success"}, s.statuses)
}

func (s *swapSuite) TestSecondDepositIsRefunded() {
	second := swap.Event{EventID: "obs-2", SwapID: swapID, Type: swap.DepositObserved, DepositRef: "evm:1337:0xdeposit:8", AmountUnits: "500000"}
	s.signal(time.Minute, ev("obs-1", swap.DepositObserved))
	s.signal(2*time.Minute, second)
	second.EventID, second.Type = "conf-2", swap.DepositConfirmed
	s.signal(3*time.Minute, second)
	s.signal(4*time.Minute, ev("conf-1", swap.DepositConfirmed))
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.NoError(s.env.GetWorkflowError())
	s.ElementsMatch([]string{"refund:swap-42:evm:1337:0xdeposit:8", "start-exchange:swap-42", "send-payout:swap-42"}, s.keys)
	s.Equal(swap.StatusSuccess, s.query().Status)
}

func (s *swapSuite) TestExchangeRejectionRefunds() {
	s.exchangeErr = func() error {
		return temporal.NewNonRetryableApplicationError("unsupported asset ETH", activities.ErrProviderRejected, nil)
	}
	s.depositArrivesAndIsFinal()
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.NoError(s.env.GetWorkflowError())
	v := s.query()
	s.Equal(swap.StatusRefunded, v.Status)
	s.Contains(v.FailureReason, "unsupported asset ETH")
	s.Equal([]string{"refund:swap-42:" + ref}, s.keys)
}

func (s *swapSuite) TestPayoutRejectionFails() {
	s.payoutErr = func() error {
		return temporal.NewNonRetryableApplicationError("address denied", activities.ErrProviderRejected, nil)
	}
	s.depositArrivesAndIsFinal()
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.NoError(s.env.GetWorkflowError())
	v := s.query()
	s.Equal(swap.StatusFailed, v.Status)
	s.Contains(v.FailureReason, "address denied")
}

// Issue 16: an on-chain payout the sender refuses (here over the vault's
// cap) is an item for a person that holds the swap — not a decline that
// would fail it — and is not retried in rounds. The payout names the
// swap's chain (the route) and may wait for finality in one attempt: a
// long start-to-close, the old attempt timeout as heartbeat timeout.
func (s *swapSuite) TestARefusedOnChainPayoutIsAnItemNotAFailure() {
	s.payoutErr = func() error {
		return temporal.NewNonRetryableApplicationError(
			"on-chain payout (key send-payout:swap-42) refused (cap-exceeded): field amountUnits (amount): over the cap",
			activities.ErrPaymentRefused, nil)
	}
	in := input()
	in.Terms.ChainID = 1337
	s.depositArrivesAndIsFinal()
	s.env.RegisterDelayedCallback(func() {
		v := s.query()
		s.Equal(swap.StatusHeld, v.Status, "held for a person, not failed")
		s.Require().Len(v.Items, 1)
		s.Equal("send-payout:swap-42", v.Items[0].Key)
		s.Equal(swap.EffectFailed, v.Items[0].Result)
		s.Contains(v.Items[0].Detail, "field amountUnits")
		s.env.CancelWorkflow()
	}, time.Hour)
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	s.Require().Len(s.payouts, 1, "a refusal is not retried")
	s.Equal(uint64(1337), s.payouts[0].ChainID)
	s.Equal(defaultActivityTimeout, s.payoutInfo[0].HeartbeatTimeout)
	s.Equal(paymentAttemptTimeout, s.payoutInfo[0].StartToCloseTimeout)
}

func (s *swapSuite) TestExhaustedRetriesHoldTheSwap() {
	attempts := 0
	s.exchangeErr = func() error {
		attempts++
		return errors.New("exchange unavailable (503)")
	}
	in := input()
	in.Tuning.MaxAttempts = 3
	s.depositArrivesAndIsFinal()
	s.env.RegisterDelayedCallback(func() {
		v := s.query()
		s.Equal(swap.StatusHeld, v.Status)
		s.Contains(v.HoldReason, "start-exchange:swap-42 failed")
		s.env.CancelWorkflow()
	}, time.Hour)
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	s.Equal(3, attempts)
}

func (s *swapSuite) TestLedgerSurvivesContinueAsNew() {
	in := input()
	s.signal(time.Minute, ev("obs-1", swap.DepositObserved))
	for i := 0; i < 30; i++ {
		s.signal(time.Duration(2+i)*time.Minute, ev("obs-1", swap.DepositObserved))
	}
	s.env.RegisterDelayedCallback(func() { s.env.SetContinueAsNewSuggested(true) }, time.Hour)
	s.env.ExecuteWorkflow(SwapWorkflow, in)

	var can *workflow.ContinueAsNewError
	s.Require().True(errors.As(s.env.GetWorkflowError(), &can), "got %v", s.env.GetWorkflowError())
	var next SwapInput
	s.Require().NoError(converter.GetDefaultDataConverter().FromPayloads(can.Input, &next))
	s.Require().NotNil(next.State)
	s.Equal(swap.StatusDeposit, next.State.Status)
	s.Contains(next.State.Ledger.Entries, "obs-1")
	s.Positive(next.State.Ledger.Duplicates)
	s.Equal(1, next.Runs)

	// The next run picks up where the last one left: the replay stays a duplicate.
	s.SetupTest()
	s.env.SetContinuedExecutionRunID("run-1")
	s.depositArrivesAndIsFinal()
	s.env.ExecuteWorkflow(SwapWorkflow, next)
	s.NoError(s.env.GetWorkflowError())
	v := s.query()
	s.Equal(swap.StatusSuccess, v.Status)
	s.Equal(2, v.Runs)
	s.Equal([]string{"start-exchange:swap-42", "send-payout:swap-42"}, s.keys)
}

func (s *swapSuite) TestWorkflowIDMustBeTheSwapID() {
	in := input()
	in.Terms.SwapID = "swap-other"
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	err := s.env.GetWorkflowError()
	s.Require().Error(err)
	s.True(strings.Contains(err.Error(), "terms.swapId"), err.Error())
}

func (s *swapSuite) TestInvalidTermsNameTheField() {
	in := input()
	in.Terms.AmountUnits = "1e6"
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	s.Require().ErrorContains(s.env.GetWorkflowError(), "amountUnits")
}

// Webhook delivery: the schedule, its end, 410 and ordering, all on the test
// environment's clock — the day-long schedule runs in milliseconds.

const hookURL = "http://merchant.invalid/hook"

func hookKey(seq int) string { return fmt.Sprintf("webhook:%s:%d", swapID, seq) }

// attemptTimes is when each attempt of one webhook ran.
func (s *swapSuite) attemptTimes(key string) []time.Time {
	var at []time.Time
	for _, c := range s.webhookCalls {
		if c.key == key {
			at = append(at, c.at)
		}
	}
	return at
}

// gaps are the waits between consecutive attempts.
func gaps(at []time.Time) []time.Duration {
	var out []time.Duration
	for i := 1; i < len(at); i++ {
		out = append(out, at[i].Sub(at[i-1]))
	}
	return out
}

// scheduled is what the workflow must wait before attempts 1…n-1 of key.
func scheduled(schedule []time.Duration, key string, n int) []time.Duration {
	var out []time.Duration
	for attempt := 1; attempt < n; attempt++ {
		d, ok := webhook.Delay(schedule, key, attempt)
		if !ok {
			panic("schedule exhausted")
		}
		out = append(out, d)
	}
	return out
}

func effectFor(v StatusView, key string) swap.Effect {
	for _, e := range v.Effects {
		if e.Key == key {
			return e
		}
	}
	return swap.Effect{}
}

func unavailable(activities.WebhookRequest, int) error { return errors.New("receiver answered 503") }

func (s *swapSuite) happyPath() {
	s.depositArrivesAndIsFinal()
}

func (s *swapSuite) TestWebhookRetriesFollowTheScheduleUntilA2xx() {
	s.webhookErr = func(req activities.WebhookRequest, attempt int) error {
		if req.Key == hookKey(1) && attempt <= 3 {
			return unavailable(req, attempt)
		}
		return nil
	}
	s.happyPath()
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.NoError(s.env.GetWorkflowError())

	at := s.attemptTimes(hookKey(1))
	s.Require().Len(at, 4, "three failures, then the 2xx ends the delivery")
	want := scheduled(webhook.DefaultSchedule(), hookKey(1), 4)
	s.Equal(want, gaps(at))
	// The jitter is really there: the waits are not the bare schedule…
	s.NotEqual([]time.Duration{5 * time.Second, 5 * time.Minute, 30 * time.Minute}, gaps(at))
	// …and stays within ±10 % of it.
	for i, d := range []time.Duration{5 * time.Second, 5 * time.Minute, 30 * time.Minute} {
		s.InDelta(float64(d), float64(gaps(at)[i]), float64(d)/10)
	}
	v := s.query()
	s.Equal(swap.StatusSuccess, v.Status)
	s.Equal(swap.Effect{Key: hookKey(1), Kind: "webhook", Result: swap.EffectSucceeded}, effectFor(v, hookKey(1)))
	s.Equal([]string{"deposit", "exchange", "sending", "success"}, s.statuses)
	for seq := 2; seq <= 4; seq++ {
		s.Len(s.attemptTimes(hookKey(seq)), 1)
	}
}

// Issue 29: a merchant's Retry-After is honoured within the schedule: a
// 429 asking for 7 min before an attempt the schedule would make after
// 5 s waits 7 min; one asking for a day waits the schedule's longest
// interval, not a day.
func (s *swapSuite) TestWebhookRetriesHonourTheMerchantsRetryAfter() {
	pause := func(d time.Duration) error {
		return temporal.NewApplicationErrorWithOptions("receiver answered 429 (retry after)", activities.ErrWebhookRetryAfter,
			temporal.ApplicationErrorOptions{NextRetryDelay: d})
	}
	s.webhookErr = func(req activities.WebhookRequest, attempt int) error {
		switch {
		case req.Key == hookKey(1) && attempt == 1:
			return pause(7 * time.Minute)
		case req.Key == hookKey(1) && attempt == 2:
			return pause(24 * time.Hour)
		}
		return nil
	}
	s.happyPath()
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.NoError(s.env.GetWorkflowError())

	at := s.attemptTimes(hookKey(1))
	s.Require().Len(at, 3)
	g := gaps(at)
	s.Equal(7*time.Minute, g[0], "the 7 min asked for, over the schedule's 5 s")
	s.Equal(slices.Max(webhook.DefaultSchedule()), g[1], "a day asked for: the schedule's longest interval")
	s.Equal(swap.StatusSuccess, s.query().Status)
}

func (s *swapSuite) TestWebhookGivesUpAfterTheScheduleAndTheSwapStillSucceeds() {
	s.webhookErr = func(req activities.WebhookRequest, attempt int) error {
		if req.Key == hookKey(1) {
			return unavailable(req, attempt)
		}
		return nil
	}
	s.happyPath()
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.NoError(s.env.GetWorkflowError(), "a failed webhook never fails the swap")

	at := s.attemptTimes(hookKey(1))
	s.Require().Len(at, 8, "the spec's eight attempts")
	s.Equal(scheduled(webhook.DefaultSchedule(), hookKey(1), 8), gaps(at))
	total := at[7].Sub(at[0])
	s.InDelta(float64(27*time.Hour+35*time.Minute+5*time.Second), float64(total), float64(3*time.Hour))

	v := s.query()
	s.Equal(swap.StatusSuccess, v.Status)
	e := effectFor(v, hookKey(1))
	s.Equal(swap.EffectFailed, e.Result)
	s.Contains(e.Detail, "gave up after 8 attempts")
	s.Contains(e.Detail, "503")
	s.Equal([]string{"exchange", "sending", "success"}, s.statuses, "the later webhooks are still delivered")
	s.Equal([]string{hookKey(2), hookKey(3), hookKey(4)}, keysOf(s.webhookCalls[8:]), "…but only after the first gave up")
	s.False(s.attemptTimes(hookKey(2))[0].Before(at[7]))
	s.Zero(v.WebhooksQueued)
}

func (s *swapSuite) TestWebhooksStayInSeqOrderWhileAnEarlyOneRetries() {
	s.webhookErr = func(req activities.WebhookRequest, attempt int) error {
		if req.Key == hookKey(1) && attempt <= 2 {
			return unavailable(req, attempt)
		}
		return nil
	}
	s.happyPath()
	// The swap is done long before the first webhook is through.
	s.env.RegisterDelayedCallback(func() {
		v := s.query()
		s.Equal(swap.StatusSuccess, v.Status)
		s.Equal(4, v.WebhooksQueued)
		s.Equal([]string{hookKey(1), hookKey(1)}, keysOf(s.webhookCalls), "nothing overtakes seq 1")
	}, 3*time.Minute)
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.NoError(s.env.GetWorkflowError())

	s.Equal([]string{hookKey(1), hookKey(1), hookKey(1), hookKey(2), hookKey(3), hookKey(4)}, keysOf(s.webhookCalls))
	for i, w := range s.webhooks {
		s.Equal(int64(i+1), w.Payload.Seq)
	}
	s.Equal([]string{"deposit", "exchange", "sending", "success"}, s.statuses)
}

func keysOf(calls []webhookCall) []string {
	var out []string
	for _, c := range calls {
		out = append(out, c.key)
	}
	return out
}

func gone(req activities.WebhookRequest) error {
	return temporal.NewNonRetryableApplicationError("webhook endpoint "+req.URL+" is gone (410)", activities.ErrEndpointGone, nil)
}

func (s *swapSuite) TestEndpointGoneDisablesLaterWebhooks() {
	s.webhookErr = func(req activities.WebhookRequest, _ int) error {
		if req.Key == hookKey(2) {
			return gone(req)
		}
		return nil
	}
	s.happyPath()
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.NoError(s.env.GetWorkflowError())

	s.Equal([]string{hookKey(1), hookKey(2)}, keysOf(s.webhookCalls), "one attempt at the 410, none after")
	v := s.query()
	s.Equal(swap.StatusSuccess, v.Status)
	s.Equal(swap.EffectSucceeded, effectFor(v, hookKey(1)).Result)
	s.Equal(swap.Effect{Key: hookKey(2), Kind: "webhook", Result: swap.EffectFailed, Detail: WebhookEndpointGone}, effectFor(v, hookKey(2)))
	for seq := 3; seq <= 4; seq++ {
		s.Equal(swap.Effect{Key: hookKey(seq), Kind: "webhook", Result: WebhookSkipped, Detail: WebhookEndpointGone}, effectFor(v, hookKey(seq)))
	}
}

func (s *swapSuite) TestEndpointGoneSurvivesContinueAsNew() {
	s.webhookErr = func(req activities.WebhookRequest, _ int) error { return gone(req) }
	s.signal(time.Minute, ev("obs-1", swap.DepositObserved))
	s.env.RegisterDelayedCallback(func() { s.env.SetContinueAsNewSuggested(true) }, time.Hour)
	s.env.ExecuteWorkflow(SwapWorkflow, input())

	var can *workflow.ContinueAsNewError
	s.Require().True(errors.As(s.env.GetWorkflowError(), &can), "got %v", s.env.GetWorkflowError())
	var next SwapInput
	s.Require().NoError(converter.GetDefaultDataConverter().FromPayloads(can.Input, &next))
	s.Equal(hookURL, next.WebhookGoneURL)
	s.Nil(next.WebhookRetry)
	s.Empty(next.WebhooksQueue)

	s.SetupTest()
	s.env.SetContinuedExecutionRunID("run-1")
	s.signal(time.Minute, ev("conf-1", swap.DepositConfirmed))
	s.env.ExecuteWorkflow(SwapWorkflow, next)
	s.NoError(s.env.GetWorkflowError())
	s.Empty(s.webhookCalls, "the next run sends nothing to the gone endpoint")
	v := s.query()
	s.Equal(swap.StatusSuccess, v.Status)
	s.Equal(WebhookEndpointGone, effectFor(v, hookKey(1)).Detail)
	for seq := 2; seq <= 4; seq++ {
		s.Equal(WebhookSkipped, effectFor(v, hookKey(seq)).Result)
	}
}

func (s *swapSuite) TestWebhookRetryResumesAfterContinueAsNew() {
	s.webhookErr = func(req activities.WebhookRequest, attempt int) error { return unavailable(req, attempt) }
	s.signal(time.Minute, ev("obs-1", swap.DepositObserved))
	// Three attempts fail by ~6 min; the fourth is due ~30 min after the third.
	s.env.RegisterDelayedCallback(func() { s.env.SetContinueAsNewSuggested(true) }, 20*time.Minute)
	s.env.ExecuteWorkflow(SwapWorkflow, input())

	var can *workflow.ContinueAsNewError
	s.Require().True(errors.As(s.env.GetWorkflowError(), &can), "got %v", s.env.GetWorkflowError())
	var next SwapInput
	s.Require().NoError(converter.GetDefaultDataConverter().FromPayloads(can.Input, &next))
	at := s.attemptTimes(hookKey(1))
	s.Require().Len(at, 3)
	s.Require().NotNil(next.WebhookRetry)
	wait := scheduled(webhook.DefaultSchedule(), hookKey(1), 4)[2]
	r := *next.WebhookRetry
	s.True(at[2].Add(wait).Equal(r.NextAttemptAt), "next attempt %v, want %v", r.NextAttemptAt, at[2].Add(wait))
	r.NextAttemptAt = time.Time{}
	s.Equal(WebhookRetry{Key: hookKey(1), Attempts: 3, LastError: "receiver answered 503"}, r)
	s.Require().Len(next.WebhooksQueue, 1)
	handover := s.env.Now()

	// The next run waits out the same timer, then goes on with attempt four.
	s.SetupTest()
	s.env.SetContinuedExecutionRunID("run-1")
	s.env.SetStartTime(handover)
	s.webhookErr = func(req activities.WebhookRequest, attempt int) error { return unavailable(req, attempt) }
	s.signal(time.Minute, ev("conf-1", swap.DepositConfirmed))
	s.env.ExecuteWorkflow(SwapWorkflow, next)
	s.NoError(s.env.GetWorkflowError())
	resumed := s.attemptTimes(hookKey(1))
	s.Require().Len(resumed, 5, "attempts four to eight")
	s.True(next.WebhookRetry.NextAttemptAt.Equal(resumed[0]), "resumed at %v, want %v", resumed[0], next.WebhookRetry.NextAttemptAt)
	s.Equal(scheduled(webhook.DefaultSchedule(), hookKey(1), 8)[3:], gaps(resumed))
	v := s.query()
	s.Equal(swap.StatusSuccess, v.Status)
	s.Contains(effectFor(v, hookKey(1)).Detail, "gave up after 8 attempts")
}

func (s *swapSuite) TestWebhookScheduleIsConfigurable() {
	s.webhookErr = func(req activities.WebhookRequest, attempt int) error {
		if req.Key == hookKey(1) {
			return unavailable(req, attempt)
		}
		return nil
	}
	in := input()
	in.Tuning.WebhookSchedule = []time.Duration{0, time.Minute, 10 * time.Minute}
	s.happyPath()
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	s.NoError(s.env.GetWorkflowError())

	at := s.attemptTimes(hookKey(1))
	s.Require().Len(at, 3)
	s.Equal(scheduled(in.Tuning.WebhookSchedule, hookKey(1), 3), gaps(at))
	s.Contains(effectFor(s.query(), hookKey(1)).Detail, "gave up after 3 attempts")
}

func (s *swapSuite) TestOperatorResolvesAHoldByRetryingUnderTheSameKey() {
	attempts := 0
	s.exchangeErr = func() error {
		attempts++
		if attempts <= 3 {
			return errors.New("exchange unavailable (503)")
		}
		return nil
	}
	in := input()
	in.Tuning.MaxAttempts = 3
	s.depositArrivesAndIsFinal()
	var refused, resolved error
	var result swap.Result
	s.env.RegisterDelayedCallback(func() {
		s.Equal(swap.StatusHeld, s.query().Status)
		s.env.UpdateWorkflow(UpdateResolveHold, "r1", &testsuite.TestUpdateCallback{
			OnAccept: func() {}, OnReject: func(err error) { refused = err }, OnComplete: func(any, error) {},
		}, ResolveHoldRequest{Action: "shrug"})
		s.env.UpdateWorkflow(UpdateResolveHold, "r2", &testsuite.TestUpdateCallback{
			OnAccept: func() {}, OnReject: func(err error) { resolved = err },
			OnComplete: func(v any, err error) { resolved = err; result, _ = v.(swap.Result) },
		}, ResolveHoldRequest{Action: swap.ResolveRetry, Note: "exchange is back"})
	}, time.Hour)
	s.env.ExecuteWorkflow(SwapWorkflow, in)

	s.NoError(s.env.GetWorkflowError())
	s.Require().Error(refused)
	s.Contains(refused.Error(), "unknown resolution")
	s.NoError(resolved)
	s.Equal(swap.StatusExchange, result.Status)
	s.Equal(4, attempts, "the retry sent the same effect once more")
	s.Equal([]string{"start-exchange:swap-42", "send-payout:swap-42"}, s.keys)
	s.Equal(swap.StatusSuccess, s.query().Status)
}

// A deposit re-mined in another block: the reorg of the old block and the
// observation in the new one reach the swap in one workflow task, where
// signals are applied by name (observations before reorgs), not in the order
// sent. The swap must keep the deposit and finish on its confirmation.
func (s *swapSuite) TestReminedDepositSurvivesSignalsAppliedByKind() {
	const oldBlock, newBlock = "0x00000000000000000000000000000000000000000000000000000000000000a1", "0x00000000000000000000000000000000000000000000000000000000000000b2"
	inBlock := func(id string, typ swap.EventType, block string) swap.Event {
		e := ev(id, typ)
		e.BlockHash = block
		return e
	}
	s.signal(time.Minute, inBlock("obs-a", swap.DepositObserved, oldBlock))
	// One callback: both signals are in the same workflow task.
	s.env.RegisterDelayedCallback(func() {
		s.env.SignalWorkflow(string(swap.DepositReorged), inBlock("reorg-a", swap.DepositReorged, oldBlock))
		s.env.SignalWorkflow(string(swap.DepositObserved), inBlock("obs-b", swap.DepositObserved, newBlock))
	}, 2*time.Minute)
	s.env.RegisterDelayedCallback(func() {
		v := s.query()
		s.Equal(swap.StatusDeposit, v.Status, "the re-mined deposit must stay bound")
		s.Require().NotNil(v.Deposit)
		s.Equal(newBlock, v.Deposit.BlockHash)
	}, 3*time.Minute)
	s.signal(4*time.Minute, inBlock("conf-b", swap.DepositConfirmed, newBlock))
	s.env.ExecuteWorkflow(SwapWorkflow, input())

	s.NoError(s.env.GetWorkflowError())
	s.Equal([]string{"start-exchange:swap-42", "send-payout:swap-42"}, s.keys)
}

// A swap of a swap API merchant names the merchant only: no URL, no secret
// in history; the activity looks both up. Its events are typed, numbered per
// send, and the completion carries the payout.
func (s *swapSuite) TestAMerchantsSwapSendsTypedEventsByMerchantID() {
	s.webhookErr = func(req activities.WebhookRequest, attempt int) error {
		if req.Key == hookKey(1) && attempt <= 1 {
			return unavailable(req, attempt)
		}
		return nil
	}
	s.happyPath()
	in := input()
	in.WebhookURL, in.MerchantID = "", "mer_shop"
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	s.NoError(s.env.GetWorkflowError())

	var types []string
	for _, w := range s.webhooks {
		s.Equal("mer_shop", w.MerchantID)
		s.Empty(w.URL, "the merchant's URL is looked up at delivery")
		s.False(w.Redelivery)
		types = append(types, w.Payload.Type)
	}
	s.Equal([]string{webhook.TypeDepositDetected, webhook.TypeDepositConfirmed, webhook.TypePayoutSending, webhook.TypeSwapCompleted}, types)
	s.Equal(2, s.webhooks[0].Attempt, "delivered at the second attempt")
	s.Equal(1, s.webhooks[1].Attempt)
	s.Nil(s.webhooks[1].Payload.Payout, "no fill yet")
	s.Equal(&activities.WebhookPayout{Asset: "USDC", AmountUnits: "25000000"}, s.webhooks[2].Payload.Payout)
	s.Equal(&activities.WebhookPayout{Asset: "USDC", AmountUnits: "25000000", Reference: "po_1"}, s.webhooks[3].Payload.Payout)
}

// A swap of the API is known to the engine by a workflow ID derived from the
// merchant's own swap ID: its webhooks name the swap as the merchant knows
// it, and tell the activity the engine's ID (for the events it records).
func (s *swapSuite) TestAMerchantsWebhooksNameTheSwapByTheMerchantsID() {
	s.happyPath()
	in := input()
	in.WebhookURL, in.MerchantID, in.MerchantSwapID = "", "mer_shop", "order-1001"
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	s.NoError(s.env.GetWorkflowError())
	s.NotEmpty(s.webhooks)
	for _, w := range s.webhooks {
		s.Equal("order-1001", w.Payload.SwapID)
		s.Equal(in.Terms.SwapID, w.SwapID)
		s.Equal(in.Terms.SwapID, w.EngineSwapID())
	}
	for _, bad := range []string{"order 1001", "caf\u00e9", strings.Repeat("x", swap.MaxIDLen+1)} {
		in.MerchantSwapID = bad
		s.Error(in.validateOptions(), "%q", bad)
	}
}

// A 410 from a merchant's endpoint does not silence the swap's later
// webhooks: the next send looks the merchant's URL up again, and the
// merchant may have moved.
func (s *swapSuite) TestAMerchantsGoneEndpointIsAskedAgainNextTime() {
	s.webhookErr = func(req activities.WebhookRequest, _ int) error {
		if req.Key == hookKey(2) {
			return gone(req)
		}
		return nil
	}
	s.happyPath()
	in := input()
	in.WebhookURL, in.MerchantID = "", "mer_shop"
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	s.NoError(s.env.GetWorkflowError())
	s.Equal([]string{hookKey(1), hookKey(2), hookKey(3), hookKey(4)}, keysOf(s.webhookCalls))
	v := s.query()
	s.Equal(swap.Effect{Key: hookKey(2), Kind: "webhook", Result: swap.EffectFailed, Detail: WebhookEndpointGone}, effectFor(v, hookKey(2)))
	s.Equal(swap.EffectSucceeded, effectFor(v, hookKey(4)).Result)
}

// The on-chain payout's reference is its transaction hash: the payload
// names it as such.
func TestWebhookPayoutNamesTheTransaction(t *testing.T) {
	hash := "0x" + strings.Repeat("0f", 32)
	sw := &swap.Swap{Terms: swap.Terms{PayoutAsset: "USDC"}, Fill: &swap.Fill{AmountOutUnits: "7"},
		Effects: []swap.Effect{{Key: "send-payout:x", Kind: swap.ActionSendPayout, Result: swap.EffectSucceeded, Detail: hash}}}
	assert.Equal(t, &activities.WebhookPayout{Asset: "USDC", AmountUnits: "7", TxHash: hash}, webhookPayout(sw))
	sw.Effects[0].Result = swap.EffectFailed
	assert.Equal(t, &activities.WebhookPayout{Asset: "USDC", AmountUnits: "7"}, webhookPayout(sw), "no transaction until the payout succeeded")
	assert.Nil(t, webhookPayout(&swap.Swap{}))
}

// A merchant without a webhook URL takes no webhooks: each event is tried
// once and recorded as skipped, not retried for a day; the swap is unaffected.
func (s *swapSuite) TestAMerchantWithoutAnEndpointHasItsEventsSkipped() {
	s.webhookErr = func(req activities.WebhookRequest, _ int) error {
		return temporal.NewNonRetryableApplicationError("merchant has no webhook URL", activities.ErrMerchantNoEndpoint, nil)
	}
	s.happyPath()
	in := input()
	in.WebhookURL, in.MerchantID = "", "mer_quiet"
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	s.NoError(s.env.GetWorkflowError())
	s.Equal([]string{hookKey(1), hookKey(2), hookKey(3), hookKey(4)}, keysOf(s.webhookCalls), "one attempt each")
	v := s.query()
	s.Equal(swap.StatusSuccess, v.Status)
	for seq := 1; seq <= 4; seq++ {
		s.Equal(swap.Effect{Key: hookKey(seq), Kind: "webhook", Result: WebhookSkipped, Detail: WebhookNoEndpoint}, effectFor(v, hookKey(seq)))
	}
}

// Issue 28: a notification names the swap's quote and, fixed, its expiry;
// its payout amount is what is paid (a fixed quote's promise), not the fill.
func TestWebhookNamesTheQuoteAndThePromisePaid(t *testing.T) {
	q := &swap.Quote{ID: "qt_1", Source: "feed:x", Kind: swap.QuoteFixed, Asset: "USDC", ExpectedOutUnits: "10", MinOutUnits: "9", MaxOutUnits: "11", ExpiresAt: 1_800_000_000}
	expires := time.Unix(1_800_000_000, 0).UTC()
	assert.Equal(t, &activities.WebhookQuote{ID: "qt_1", Source: "feed:x", Kind: "fixed", PayoutAsset: "USDC", ExpectedOutUnits: "10", MinOutUnits: "9", MaxOutUnits: "11",
		ExpiresAt: &expires}, PublicQuote(q))
	assert.Nil(t, PublicQuote(nil))
	sw := &swap.Swap{Terms: swap.Terms{PayoutAsset: "USDC", Quote: q}, Fill: &swap.Fill{AmountOutUnits: "9", PayoutUnits: "10"}}
	assert.Equal(t, "10", webhookPayout(sw).AmountUnits, "the promise, not the fill of 9")
}

// Issue 29: the merchant's metadata rides on every webhook of the swap,
// across continue-as-new.
func (s *swapSuite) TestEveryWebhookCarriesTheMerchantsMetadata() {
	s.happyPath()
	in := input()
	in.Metadata = map[string]string{"order": "A-1042", "shop": "north"}
	in.Tuning.ContinueAsNewAfter = 14
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	s.Require().True(s.env.IsWorkflowCompleted())
	s.Require().NotEmpty(s.webhooks)
	for _, req := range s.webhooks {
		s.Equal(in.Metadata, req.Payload.Metadata, req.Key)
	}
}
