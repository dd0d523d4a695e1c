package workflows

import (
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"

	"github.com/swapengine/swapengine/activities"
)

// setRefundAddress sends the set-refund-address update at a test time and
// hands its refusal (validator or handler) or its status view to check.
func (s *swapSuite) setRefundAddress(at time.Duration, id, addr string, check func(StatusView, error)) {
	s.sendRefundAddress(at, id, RefundAddressRequest{RefundAddress: addr}, check)
}

func (s *swapSuite) sendRefundAddress(at time.Duration, id string, req RefundAddressRequest, check func(StatusView, error)) {
	s.env.RegisterDelayedCallback(func() {
		s.env.UpdateWorkflow(UpdateSetRefundAddress, id, &testsuite.TestUpdateCallback{
			OnAccept: func() {},
			OnReject: func(err error) { check(StatusView{}, err) },
			OnComplete: func(v interface{}, err error) {
				r, _ := v.(StatusView)
				check(r, err)
			},
		}, req)
	}, at)
}

// A refund address set on a running swap is where its deposit's refund goes;
// a bad address is refused by the validator (internal/swap tests the refusal
// once a refund is under way).
func (s *swapSuite) TestSetRefundAddressRecordsWhereTheRefundGoes() {
	var refunds []activities.RefundRequest
	s.refundErr = func(req activities.RefundRequest) error { refunds = append(refunds, req); return nil }
	s.exchangeErr = func() error {
		return temporal.NewNonRetryableApplicationError("unsupported asset ETH", activities.ErrProviderRejected, nil)
	}
	var refusedBad, accepted error
	var view StatusView
	s.setRefundAddress(30*time.Second, "bad", "0x a", func(_ StatusView, err error) { refusedBad = err })
	s.setRefundAddress(40*time.Second, "good", "0x00000000000000000000000000000000000000bb", func(v StatusView, err error) {
		view, accepted = v, err
	})
	s.depositArrivesAndIsFinal()
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.NoError(s.env.GetWorkflowError())

	s.Require().Error(refusedBad)
	s.Contains(refusedBad.Error(), "refundAddress: must not contain whitespace")
	s.NoError(accepted)
	s.Equal("0x00000000000000000000000000000000000000bb", view.Terms.RefundAddress)
	s.Require().Len(refunds, 1)
	s.Equal("0x00000000000000000000000000000000000000bb", refunds[0].Address)
}

// Issue 27: the customer gives a refund address on the checkout page
// (OnlyIfNone): taken while the swap has none, refused once it has one —
// the checkout link cannot replace the merchant's address, or redirect a
// refund another holder of the link gave.
func (s *swapSuite) TestTheCustomersRefundAddressNeverReplacesOne() {
	var refunds []activities.RefundRequest
	s.refundErr = func(req activities.RefundRequest) error { refunds = append(refunds, req); return nil }
	s.exchangeErr = func() error {
		return temporal.NewNonRetryableApplicationError("unsupported asset ETH", activities.ErrProviderRejected, nil)
	}
	var first, second error
	s.sendRefundAddress(30*time.Second, "customer", RefundAddressRequest{RefundAddress: "0x00000000000000000000000000000000000000bb", OnlyIfNone: true},
		func(_ StatusView, err error) { first = err })
	s.sendRefundAddress(35*time.Second, "someone", RefundAddressRequest{RefundAddress: "0x00000000000000000000000000000000000000ee", OnlyIfNone: true},
		func(_ StatusView, err error) { second = err })
	s.depositArrivesAndIsFinal()
	s.env.ExecuteWorkflow(SwapWorkflow, input())
	s.NoError(s.env.GetWorkflowError())

	s.NoError(first)
	s.Require().Error(second)
	s.Contains(second.Error(), "refundAddress: is already given")
	s.Require().Len(refunds, 1)
	s.Equal("0x00000000000000000000000000000000000000bb", refunds[0].Address)
}
