package swap

import (
	"strings"
	"testing"
)

func TestRefundAddressChangesUntilARefundIsUnderWay(t *testing.T) {
	s := newSwap(t)
	if err := s.SetRefundAddress("0x a"); err == nil || !strings.HasPrefix(err.Error(), "refundAddress: ") {
		t.Fatalf("bad address: err = %v, want a refundAddress refusal", err)
	}
	if err := s.SetRefundAddress("0xbb"); err != nil {
		t.Fatal(err)
	}
	if s.Terms.RefundAddress != "0xbb" || s.refundAddress() != "0xbb" {
		t.Fatalf("refund address = %q", s.Terms.RefundAddress)
	}
	rev := s.Revision
	s.DeadlineReached()
	mustOutcome(t, s.Deliver(event("obs-1", DepositObserved)), Applied)
	mustOutcome(t, s.Deliver(event("conf-1", DepositConfirmed)), Applied) // late: refunded
	if len(s.Pending) != 1 || s.Pending[0].Kind != ActionRefund || s.Pending[0].Address != "0xbb" {
		t.Fatalf("pending = %+v, want one refund to 0xbb", s.Pending)
	}
	err := s.CheckRefundAddress("0xcc")
	if err == nil || !strings.HasPrefix(err.Error(), "refundAddress: cannot change") {
		t.Fatalf("with a refund under way: err = %v", err)
	}
	if rev == s.Revision {
		t.Fatal("the deadline and the late deposit should have moved the revision")
	}
}
