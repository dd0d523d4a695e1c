package workflows

import (
	"context"
	"time"

	"github.com/stretchr/testify/mock"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/swap"
)

// Review P5: a payout handed to a person (an item) and paid by hand must not
// be paid again by the chain. "dismiss" (made by hand) is refused while the
// sender says something signed under the key can still land, and accepted,
// with the sender's word in the log, once it cannot.
func (s *swapSuite) TestDismissOfAPayoutWaitsUntilTheChainCannotPayIt() {
	s.payoutErr = func() error {
		return temporal.NewNonRetryableApplicationError("on-chain payout refused (payer-underfunded)", activities.ErrPaymentBlocked, nil)
	}
	asked, first, second := s.dismissTwice(swap.PayoutKey(swapID), "paid by hand, tx 0xabc",
		activities.HandoverResult{Settled: false, Detail: "its signed transaction under nonce 7 can land until a final transaction uses that nonce"},
		activities.HandoverResult{Settled: true, Detail: "never sent (every broadcast was refused); its nonces are used by final transactions: it can never land"})
	s.Require().Error(first, "dismissed while a signed payout could still land")
	s.Contains(first.Error(), "can land until")
	s.NoError(second)
	s.Require().Len(asked, 2)
	s.Equal(activities.HandoverRequest{Key: swap.PayoutKey(swapID), ChainID: 1337}, asked[0])
	s.Equal(swap.StatusSuccess, s.query().Status)
}

// An exchange item dismissed as "not filled" refunds the deposit: on the
// DEX route a trade signed under the key can still land — taking the
// deposit and, from a fixed quote, paying the payout in its own
// transaction — so the dismissal waits, as a payout's does, until the
// sender says nothing signed can land; then the deposit is refunded.
func (s *swapSuite) TestDismissOfAnExchangeWaitsUntilNoTradeCanLand() {
	s.exchangeErr = func() error {
		return temporal.NewNonRetryableApplicationError("on-chain exchange refused (reverted)", activities.ErrPaymentRefused, nil)
	}
	asked, first, second := s.dismissTwice(swap.ExchangeKey(swapID), "no trade landed: checked the executor",
		activities.HandoverResult{Settled: false, Detail: "trade start-exchange:" + swapID + "#trade-1: a signed transaction for this key can still land (state sent, nonce 9)"},
		activities.HandoverResult{Settled: true, Detail: "start-exchange:" + swapID + "#trade-1: sent once; its nonces are used by final transactions: it can never land"})
	s.Require().Error(first, "dismissed while a signed trade could still land")
	s.Contains(first.Error(), "can still land")
	s.NoError(second)
	s.Require().Len(asked, 2)
	s.Equal(activities.HandoverRequest{Key: swap.ExchangeKey(swapID), ChainID: 1337}, asked[0])
	s.Equal(swap.StatusRefunded, s.query().Status)
}

// dismissTwice runs a swap on chain 1337 whose deposit is final, and asks to
// dismiss the item under key an hour in and again two hours in, the sender
// answering the hand-over first and then second: what the workflow asked
// the sender, and how each dismissal ended.
func (s *swapSuite) dismissTwice(key, note string, first, second activities.HandoverResult) (asked []activities.HandoverRequest, firstErr, secondErr error) {
	answers := []activities.HandoverResult{first, second}
	s.env.OnActivity(a.PaymentHandover, mock.Anything, mock.Anything).Return(
		func(_ context.Context, req activities.HandoverRequest) (activities.HandoverResult, error) {
			asked = append(asked, req)
			r := answers[0]
			answers = answers[1:]
			return r, nil
		})
	in := input()
	in.Terms.ChainID = 1337
	s.depositArrivesAndIsFinal()
	s.resolve(time.Hour, ResolveHoldRequest{Action: swap.ResolveDismiss, Key: key, Note: note}, func(_ swap.Result, err error) { firstErr = err })
	s.resolve(2*time.Hour, ResolveHoldRequest{Action: swap.ResolveDismiss, Key: key, Note: note}, func(_ swap.Result, err error) { secondErr = err })
	s.env.ExecuteWorkflow(SwapWorkflow, in)
	s.NoError(s.env.GetWorkflowError())
	return asked, firstErr, secondErr
}
