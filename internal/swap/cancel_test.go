package swap

import (
	"strings"
	"testing"
)

// A merchant cancels a swap only while it waits and nothing was paid into
// it: it then ends as expired, code cancelled, and a deposit seen first
// (even a tentative one, even while overdue) keeps it going.
func TestACancelEndsOnlyASwapNothingWasPaidInto(t *testing.T) {
	s := newSwap(t)
	if err := s.Cancel(); err != nil {
		t.Fatal(err)
	}
	if s.Status != StatusExpired || s.FailureCode != FailureCancelled || !s.Done() {
		t.Fatalf("after cancel: status %s, code %s, done %v", s.Status, s.FailureCode, s.Done())
	}
	if code, text := s.PublicFailure(); code != "cancelled" || !strings.Contains(text, "cancelled by the merchant") {
		t.Fatalf("public failure %q %q", code, text)
	}
	if err := s.Cancel(); err == nil || !strings.HasPrefix(err.Error(), "status: is expired") {
		t.Fatalf("a second cancel: %v", err)
	}

	overdue := newSwap(t)
	overdue.DeadlineReached()
	if err := overdue.Cancel(); err != nil || overdue.Status != StatusExpired {
		t.Fatalf("an overdue swap with nothing paid: %v, %s", err, overdue.Status)
	}

	raced := newSwap(t)
	mustOutcome(t, raced.Deliver(event("obs-1", DepositObserved)), Applied)
	err := raced.Cancel()
	if err == nil || !strings.Contains(err.Error(), "a deposit has been seen") {
		t.Fatalf("a swap whose deposit was seen: %v", err)
	}
	if raced.Status != StatusDeposit {
		t.Fatalf("a refused cancel changed the swap: %s", raced.Status)
	}
	mustOutcome(t, raced.Deliver(event("conf-1", DepositConfirmed)), Applied)
	if raced.Status != StatusExchange {
		t.Fatalf("the deposit the cancel lost to goes on: %s", raced.Status)
	}
}
