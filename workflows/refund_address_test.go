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
	s.env.RegisterDelayedCallback(func() {
		s.env.UpdateWorkflow(UpdateSetRefundAddress, id, &testsuite.TestUpdateCallback{
			OnAccept: func() {},
			OnReject: func(err error) { check(StatusView{}, err) },
			OnComplete: func(v interface{}, err error) {
				r, _ := v.(StatusView)
				check(r, err)
			},
		}, RefundAddressRequest{RefundAddress: addr})
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
