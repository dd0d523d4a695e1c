package swap

import (
	"strings"
	"testing"
)

const (
	blockA = "0xaaaa000000000000000000000000000000000000000000000000000000000001"
	blockB = "0xbbbb000000000000000000000000000000000000000000000000000000000002"
)

func inBlock(id string, typ EventType, block string) Event {
	ev := event(id, typ)
	ev.BlockHash, ev.BlockNumber = block, 17
	return ev
}

func blockAware(t *testing.T) *Swap {
	return newSwap(t)
}

// A deposit re-mined in another block: the scanner sends the reorg of the old
// block and the observation in the new one. Signals that reach the workflow
// in one task are applied by kind — observations before reorgs — so the swap
// sees the new observation first. The reorg of the old block must not remove
// the deposit, or its confirmation would never apply.
func TestReorgOfTheOldBlockKeepsAReminedDeposit(t *testing.T) {
	s := blockAware(t)
	mustOutcome(t, s.Deliver(inBlock("obs-a", DepositObserved, blockA)), Applied)
	mustOutcome(t, s.Deliver(inBlock("obs-b", DepositObserved, blockB)), AlreadyApplied)
	mustOutcome(t, s.Deliver(inBlock("reorg-a", DepositReorged, blockA)), AlreadyApplied)
	if s.Status != StatusDeposit || s.Deposit == nil || s.Deposit.BlockHash != blockB {
		t.Fatalf("status %s, deposit %+v: the re-mined deposit was removed", s.Status, s.Deposit)
	}
	mustOutcome(t, s.Deliver(inBlock("conf-b", DepositConfirmed, blockB)), Applied)
	if s.Status != StatusExchange {
		t.Fatalf("status = %s, want exchange", s.Status)
	}

}

// In the order they were sent the result is the same.
func TestReorgThenReobservationInOrder(t *testing.T) {
	s := blockAware(t)
	mustOutcome(t, s.Deliver(inBlock("obs-a", DepositObserved, blockA)), Applied)
	mustOutcome(t, s.Deliver(inBlock("reorg-a", DepositReorged, blockA)), Applied)
	if s.Status != StatusWaiting {
		t.Fatalf("status = %s, want waiting", s.Status)
	}
	mustOutcome(t, s.Deliver(inBlock("obs-b", DepositObserved, blockB)), Applied)
	mustOutcome(t, s.Deliver(inBlock("conf-b", DepositConfirmed, blockB)), Applied)
	if s.Status != StatusExchange || s.Deposit.BlockHash != blockB {
		t.Fatalf("status %s deposit %+v", s.Status, s.Deposit)
	}
}

// A reorg that removes a deposit the swap already treated as final is a
// finality violation: the swap is held for a person, naming the deposit and
// the block, and the violation stays in the state — never only a line in the
// rejection log.
func TestReorgOfAFinalDepositHoldsTheSwap(t *testing.T) {
	s := blockAware(t)
	s.Deliver(inBlock("obs-a", DepositObserved, blockA))
	s.Deliver(inBlock("conf-a", DepositConfirmed, blockA))
	if s.Status != StatusExchange {
		t.Fatalf("status = %s", s.Status)
	}
	r := s.Deliver(inBlock("reorg-a", DepositReorged, blockA))
	mustOutcome(t, r, Rejected)
	if s.Status != StatusHeld || !strings.Contains(s.HoldReason, "finality violation") || !strings.Contains(s.HoldReason, blockA) {
		t.Fatalf("status %s, hold %q", s.Status, s.HoldReason)
	}
	if len(s.Violations) != 1 || !strings.Contains(s.Violations[0], ref) {
		t.Fatalf("violations %q", s.Violations)
	}
	// Recorded, not refused: a redelivery is a duplicate, not a second violation.
	mustOutcome(t, s.Deliver(inBlock("reorg-a", DepositReorged, blockA)), DuplicateDelivery)
	if len(s.Violations) != 1 {
		t.Fatalf("violations %q", s.Violations)
	}
}

func TestFinalityViolationAfterTheSwapEndedIsRecorded(t *testing.T) {
	s := blockAware(t)
	s.Deliver(inBlock("obs-a", DepositObserved, blockA))
	s.Deliver(inBlock("conf-a", DepositConfirmed, blockA))
	s.Status = StatusSuccess // the effects ran
	mustOutcome(t, s.Deliver(inBlock("reorg-a", DepositReorged, blockA)), Rejected)
	if s.Status != StatusSuccess || len(s.Violations) != 1 {
		t.Fatalf("status %s violations %q", s.Status, s.Violations)
	}
	for i := range 3 * maxViolations {
		s.Deliver(inBlock("reorg-x-"+string(rune('a'+i)), DepositReorged, blockA))
	}
	if len(s.Violations) > maxViolations {
		t.Fatalf("%d violations kept, bound %d", len(s.Violations), maxViolations)
	}
}
