package chain

import (
	"testing"
	"time"
)

// Found by the suite under -race: an identity check begun before an
// endpoint came back failed after a later check had passed, and the
// endpoint showed verified with the old error (a periodic check and a
// pass's own check run concurrently). Of a failure and a pass, the one whose
// call began later decides; a failure's answer arriving late is still the
// last failure for status.
func TestAnOlderCallsFailureDoesNotUndoANewerCheck(t *testing.T) {
	t0 := time.Date(2026, 12, 3, 12, 0, 0, 0, time.UTC)
	at := func(ms int) time.Time { return t0.Add(time.Duration(ms) * time.Millisecond) }

	var ep endpoint
	ep.passed(at(10), 7)                                 // a check begun at 10 passes
	if ep.failed("identity check: EOF", at(0), at(20)) { // a call begun at 0 fails at 20
		t.Fatal("a failure of a call begun before a check that passed made the endpoint fail")
	}
	if !ep.verified || ep.lastErr != "" {
		t.Fatalf("verified %v, lastErr %q: want verified, no current error", ep.verified, ep.lastErr)
	}
	if ep.failure != "identity check: EOF" || !ep.failedAt.Equal(at(20)) {
		t.Errorf("last failure %q at %v: want it kept for status", ep.failure, ep.failedAt)
	}

	// A call begun after the check failed: the endpoint is failing.
	if !ep.failed("read: timeout", at(30), at(40)) || ep.verified || ep.lastErr != "read: timeout" {
		t.Fatalf("a newer failure: verified %v, lastErr %q", ep.verified, ep.lastErr)
	}
	// A check begun before that call passes late: the newer failure stands.
	ep.passed(at(25), 8)
	if ep.verified || ep.lastErr != "read: timeout" {
		t.Errorf("a check begun before the failing call: verified %v, lastErr %q; want the failure to stand", ep.verified, ep.lastErr)
	}
	// One begun after it clears it.
	ep.passed(at(50), 9)
	if !ep.verified || ep.lastErr != "" {
		t.Errorf("a check begun after the failure: verified %v, lastErr %q", ep.verified, ep.lastErr)
	}
}
