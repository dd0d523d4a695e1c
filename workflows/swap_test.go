package workflows

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/suite"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/workflow"

	"swapengine/activities"
	"swapengine/internal/swap"
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
	updates                int
}

func TestSwapWorkflow(t *testing.T) { suite.Run(t, new(swapSuite)) }

func (s *swapSuite) SetupTest() {
	s.keys, s.webhooks, s.statuses = nil, nil, nil
	s.exchangeErr, s.payoutErr = nil, nil
	s.env = s.NewTestWorkflowEnvironment()
	s.env.SetStartWorkflowOptions(client.StartWorkflowOptions{ID: swapID})
	s.env.RegisterActivity(&activities.Activities{})
	s.env.OnActivity(a.StartExchange, mock.Anything, mock.Anything).Return(
		func(_ context.Context, req activities.ExchangeRequest) (activities.ExchangeResult, error) {
			if s.exchangeErr != nil {
				return activities.ExchangeResult{}, s.exchangeErr()
			}
			s.keys = append(s.keys, req.Key)
			return activities.ExchangeResult{ExchangeID: "ex_1", AmountOutUnits: "25000000"}, nil
		}).Maybe()
	s.env.OnActivity(a.SendPayout, mock.Anything, mock.Anything).Return(
		func(_ context.Context, req activities.PayoutRequest) (activities.PayoutResult, error) {
			if s.payoutErr != nil {
				return activities.PayoutResult{}, s.payoutErr()
			}
			s.keys = append(s.keys, req.Key)
			s.Equal("25000000", req.AmountUnits, "payout must send the exchanged amount")
			return activities.PayoutResult{PayoutID: "po_1"}, nil
		}).Maybe()
	s.env.OnActivity(a.Refund, mock.Anything, mock.Anything).Return(
		func(_ context.Context, req activities.RefundRequest) (activities.RefundResult, error) {
			s.keys = append(s.keys, req.Key)
			return activities.RefundResult{RefundID: "rf_1"}, nil
		}).Maybe()
	s.env.OnActivity(a.NotifyWebhook, mock.Anything, mock.Anything).Return(
		func(_ context.Context, req activities.WebhookRequest) error {
			s.webhooks = append(s.webhooks, req)
			s.statuses = append(s.statuses, req.Payload.Status)
			return nil
		}).Maybe()
}

func input() SwapInput {
	return SwapInput{
		Terms: swap.Terms{SwapID: swapID, AmountUnits: amount, Asset: "ETH",
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
	s.signal(time.Minute, ev("obs-1", swap.DepositObserved))
	s.signal(2*time.Minute, ev("conf-1", swap.DepositConfirmed))
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
		for _, want := range []string{"amountUnits", "unknown field \"amount\"", "sent on signal deposit-observed", "must be a positive integer", "has not been observed"} {
			s.Contains(reasons, want)
		}
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

func (s *swapSuite) TestAmountMismatchHoldsWithReason() {
	bad := ev("obs-1", swap.DepositObserved)
	bad.AmountUnits = "12499999"
	s.signal(time.Minute, bad)
	s.signal(2*time.Minute, ev("conf-1", swap.DepositConfirmed))
	s.env.RegisterDelayedCallback(func() {
		v := s.query()
		s.Equal(swap.StatusHeld, v.Status)
		s.Contains(v.HoldReason, "amountUnits mismatch")
		s.env.CancelWorkflow()
	}, time.Hour)
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.Empty(s.keys)
	s.Equal([]string{"held"}, s.statuses)
}

func (s *swapSuite) TestSecondDepositIsRefunded() {
	second := swap.Event{EventID: "obs-2", SwapID: swapID, Type: swap.DepositObserved, DepositRef: "evm:1337:0xdeposit:8", AmountUnits: "5"}
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
	s.signal(time.Minute, ev("obs-1", swap.DepositObserved))
	s.signal(2*time.Minute, ev("conf-1", swap.DepositConfirmed))
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
	s.signal(time.Minute, ev("obs-1", swap.DepositObserved))
	s.signal(2*time.Minute, ev("conf-1", swap.DepositConfirmed))
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.NoError(s.env.GetWorkflowError())
	v := s.query()
	s.Equal(swap.StatusFailed, v.Status)
	s.Contains(v.FailureReason, "address denied")
}

func (s *swapSuite) TestExhaustedRetriesHoldTheSwap() {
	attempts := 0
	s.exchangeErr = func() error {
		attempts++
		return errors.New("exchange unavailable (503)")
	}
	in := input()
	in.Tuning.MaxAttempts = 3
	s.signal(time.Minute, ev("obs-1", swap.DepositObserved))
	s.signal(2*time.Minute, ev("conf-1", swap.DepositConfirmed))
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
	s.signal(time.Minute, ev("obs-1", swap.DepositObserved))
	s.signal(2*time.Minute, ev("conf-1", swap.DepositConfirmed))
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
