package swap

import (
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

const ref = "btc-mainnet:tx-abc:vout-0"

func terms() Terms {
	return Terms{SwapID: "swap-42", AmountUnits: "12500000", Asset: "ETH", PayoutAddress: "0x00000000000000000000000000000000000000aa"}
}

// floating is the quote an exchange step takes before its fill: expected
// out, 1 % either side.
func floating(asset, out string) *Quote {
	n, _ := new(big.Int).SetString(out, 10)
	pct := new(big.Int).Quo(n, big.NewInt(100))
	return &Quote{ID: "q-" + out, Source: "exchange", Kind: QuoteFloating, Asset: asset, ExpectedOutUnits: out,
		MinOutUnits: new(big.Int).Sub(n, pct).String(), MaxOutUnits: new(big.Int).Add(n, pct).String()}
}

func event(id string, typ EventType) Event {
	return Event{EventID: id, SwapID: "swap-42", Type: typ, DepositRef: ref, AmountUnits: "12500000"}
}

func newSwap(t *testing.T) *Swap {
	t.Helper()
	s, err := New(terms())
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// inDeposit is the write-up's starting point: funds observed, not yet final.
func inDeposit(t *testing.T) *Swap {
	s := newSwap(t)
	mustOutcome(t, s.Deliver(event("watcher:obs-1", DepositObserved)), Applied)
	if s.Status != StatusDeposit {
		t.Fatalf("status = %s, want deposit", s.Status)
	}
	return s
}

func mustOutcome(t *testing.T, r Result, want Outcome) {
	t.Helper()
	if r.Outcome != want {
		t.Fatalf("outcome = %s (%s), want %s", r.Outcome, r.Reason, want)
	}
}

func pendingKeys(s *Swap) []string {
	var keys []string
	for _, a := range s.Pending {
		keys = append(keys, a.Key)
	}
	return keys
}

// The write-up's tests, ported one by one.

func TestReplayedEventDoesNotCreateAnotherOperation(t *testing.T) {
	s := inDeposit(t)
	ev := event("chain-watcher:event-001", DepositConfirmed)
	mustOutcome(t, s.Deliver(ev), Applied)
	mustOutcome(t, s.Deliver(ev), DuplicateDelivery)
	if got := pendingKeys(s); len(got) != 1 || got[0] != "start-exchange:swap-42" {
		t.Fatalf("pending = %v, want exactly start-exchange:swap-42", got)
	}
	if s.Ledger.Duplicates != 1 {
		t.Fatalf("duplicates = %d", s.Ledger.Duplicates)
	}
}

func TestNewEventIDCannotRepeatTheTransition(t *testing.T) {
	s := inDeposit(t)
	mustOutcome(t, s.Deliver(event("chain-watcher:event-001", DepositConfirmed)), Applied)
	rev := s.Revision
	mustOutcome(t, s.Deliver(event("chain-watcher:event-002", DepositConfirmed)), AlreadyApplied)
	if s.Revision != rev || len(s.Pending) != 1 {
		t.Fatalf("revision %d→%d, pending %v", rev, s.Revision, pendingKeys(s))
	}
}

func TestTwentyFiveDeliveriesInAnyOrderScheduleOneOperation(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		s := inDeposit(t)
		evs := make([]Event, 25)
		for i := range evs {
			evs[i] = event(fmt.Sprintf("source:event-%d", i), DepositConfirmed)
		}
		rand.New(rand.NewPCG(seed, seed)).Shuffle(len(evs), func(i, j int) { evs[i], evs[j] = evs[j], evs[i] })
		counts := map[Outcome]int{}
		for _, ev := range evs {
			counts[s.Deliver(ev).Outcome]++
		}
		if counts[Applied] != 1 || counts[AlreadyApplied] != 24 || len(s.Pending) != 1 {
			t.Fatalf("seed %d: outcomes %v, pending %v", seed, counts, pendingKeys(s))
		}
	}
}

func TestEventForAnotherSwapIsRefusedNamingTheField(t *testing.T) {
	s := inDeposit(t)
	ev := event("e1", DepositConfirmed)
	ev.SwapID = "swap-unknown"
	r := s.Deliver(ev)
	mustOutcome(t, r, Rejected)
	if !strings.Contains(r.Reason, "swapId") {
		t.Fatalf("reason %q does not name swapId", r.Reason)
	}
	var fe *FieldError
	if err := s.Check(ev); !errors.As(err, &fe) || fe.Field != "swapId" {
		t.Fatalf("Check = %v", err)
	}
	if s.Status != StatusDeposit || len(s.Pending) != 0 {
		t.Fatal("state changed")
	}
}

// heldOnConfirmedAmount is a swap held because its deposit was confirmed with
// another amount than observed (the chain's answers disagree).
func heldOnConfirmedAmount(t *testing.T) *Swap {
	t.Helper()
	s := inDeposit(t)
	c := event("c1", DepositConfirmed)
	c.AmountUnits = "12500001"
	mustOutcome(t, s.Deliver(c), Rejected)
	if s.Status != StatusHeld || len(s.Pending) != 0 || !strings.Contains(s.HoldReason, "amountUnits mismatch") {
		t.Fatalf("status %s hold %q pending %v", s.Status, s.HoldReason, pendingKeys(s))
	}
	return s
}

func TestResolvingAHold(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	s := heldOnConfirmedAmount(t)
	var fe *FieldError
	if err := s.CheckResolve(Request{Action: ResolveRefund}, now); !errors.As(err, &fe) || !strings.Contains(fe.Reason, "not final") {
		t.Fatalf("refund of a tentative deposit: %v", err)
	}
	if err := s.CheckResolve(Request{Action: ResolveRetry}, now); err == nil {
		t.Fatal("retry without a failed effect must be refused")
	}
	if err := s.CheckResolve(Request{Action: "shrug"}, now); !errors.As(err, &fe) || fe.Field != "action" {
		t.Fatalf("unknown resolution: %v", err)
	}
	mustOutcome(t, s.Deliver(event("c2", DepositConfirmed)), Applied)
	rev := s.Revision
	if err := s.ResolveHold(Request{Action: ResolveRefund, Note: "customer asked"}, now); err != nil {
		t.Fatal(err)
	}
	if s.Status != StatusRefunding || s.Revision != rev+1 || s.Pending[0].Key != "refund:swap-42:"+ref || !strings.Contains(s.FailureReason, "customer asked") {
		t.Fatalf("after refund resolution: %+v", s)
	}
	if err := s.ResolveHold(Request{Action: ResolveRefund}, now); err == nil {
		t.Fatal("resolving a swap that is no longer held must fail")
	}

	// A failed effect can be retried under the same key.
	s = inDeposit(t)
	s.Deliver(event("c1", DepositConfirmed))
	s.Attempting("start-exchange:swap-42", now)
	s.Complete("start-exchange:swap-42", Effect{Result: EffectFailed, Detail: "503"})
	if err := s.ResolveHold(Request{Action: ResolveRetry}, now); err != nil {
		t.Fatal(err)
	}
	if s.Status != StatusExchange || len(s.Pending) != 1 || s.Pending[0].Key != "start-exchange:swap-42" || s.HoldReason != "" || len(s.Items) != 0 {
		t.Fatalf("after retry: %+v", s)
	}
	s.Complete("start-exchange:swap-42", Effect{Result: EffectSucceeded, Detail: "ex_1", AmountOutUnits: "1", Asset: "USDC", Quote: floating("USDC", "1")})
	s.Attempting("send-payout:swap-42", now)
	s.Complete("send-payout:swap-42", Effect{Result: EffectFailed, Detail: "timeout"})
	if err := s.CheckResolve(Request{Action: ResolveRefund}, now); err == nil || !strings.Contains(err.Error(), "exchange already filled") {
		t.Fatalf("refund after a fill: %v", err)
	}
	if err := s.ResolveHold(Request{Action: ResolveRetry, Key: "send-payout:swap-42"}, now); err != nil || s.Status != StatusSending {
		t.Fatalf("payout retry: %v %s", err, s.Status)
	}
}

func TestChangedAmountHoldsForReview(t *testing.T) {
	// A confirmation whose amount differs from the observation holds.
	heldOnConfirmedAmount(t)
}
func TestConfirmationCannotJumpFromWaitingOrOverdue(t *testing.T) {
	for _, overdue := range []bool{false, true} {
		s := newSwap(t)
		if overdue {
			s.DeadlineReached()
		}
		before := s.Status
		r := s.Deliver(event("c1", DepositConfirmed))
		mustOutcome(t, r, Rejected)
		if !strings.Contains(r.Reason, "from status "+string(before)) || s.Status != before || len(s.Pending) != 0 {
			t.Fatalf("%s: %+v", before, r)
		}
	}
}

func TestAlreadyAppliedFromLaterStates(t *testing.T) {
	s := inDeposit(t)
	mustOutcome(t, s.Deliver(event("c1", DepositConfirmed)), Applied)
	for _, st := range []struct {
		status Status
		step   func()
	}{
		{StatusExchange, func() {}},
		{StatusSending, func() {
			s.Complete("start-exchange:swap-42", Effect{Result: EffectSucceeded, AmountOutUnits: "12500000", Asset: "USDC", Quote: floating("USDC", "12500000")})
		}},
		{StatusSuccess, func() { s.Complete("send-payout:swap-42", Effect{Result: EffectSucceeded}) }},
	} {
		st.step()
		if s.Status != st.status {
			t.Fatalf("status %s, want %s", s.Status, st.status)
		}
		mustOutcome(t, s.Deliver(event("c-"+string(st.status), DepositConfirmed)), AlreadyApplied)
		mustOutcome(t, s.Deliver(event("o-"+string(st.status), DepositObserved)), AlreadyApplied)
	}
	if !s.Done() {
		t.Fatal("a successful swap should be done")
	}
}

func TestConflictingEventIDIsAnIntegrityConflict(t *testing.T) {
	s := inDeposit(t)
	mustOutcome(t, s.Deliver(event("e1", DepositConfirmed)), Applied)
	rev := s.Revision
	for _, change := range []func(*Event){
		func(e *Event) { e.AmountUnits = "99" },
		func(e *Event) { e.DepositRef = "other" },
		func(e *Event) { e.Type = DepositReorged },
	} {
		ev := event("e1", DepositConfirmed)
		change(&ev)
		mustOutcome(t, s.Deliver(ev), IntegrityConflict)
	}
	if s.Revision != rev || s.Ledger.ConflictsTotal != 3 || len(s.Ledger.Conflicts) != 3 || s.Ledger.Conflicts[0].AmountUnits != "99" {
		t.Fatalf("revision %d→%d, ledger %+v", rev, s.Revision, s.Ledger)
	}
	// The original payload is still a plain duplicate.
	mustOutcome(t, s.Deliver(event("e1", DepositConfirmed)), DuplicateDelivery)
}

// The write-up rolls a failed transaction back so the receipt is not stored;
// here a refused delivery is not consumed, so the same ID applies later.
func TestRefusedDeliveryChangesNothingAndCanApplyLater(t *testing.T) {
	s := newSwap(t)
	c := event("c1", DepositConfirmed)
	mustOutcome(t, s.Deliver(c), Rejected)
	if s.Revision != 0 || len(s.Ledger.Entries) != 0 || s.Ledger.RejectedTotal != 1 {
		t.Fatalf("state changed by a refused delivery: %+v", s)
	}
	mustOutcome(t, s.Deliver(event("o1", DepositObserved)), Applied)
	mustOutcome(t, s.Deliver(c), Applied)
	if s.Status != StatusExchange {
		t.Fatalf("status %s", s.Status)
	}
}

func TestMalformedEventsAreRecordedAndChangeNothing(t *testing.T) {
	s := inDeposit(t)
	for _, tc := range []struct {
		field string
		edit  func(*Event)
	}{
		{"eventId", func(e *Event) { e.EventID = "" }},
		{"eventId", func(e *Event) { e.EventID = "   " }},
		{"swapId", func(e *Event) { e.SwapID = "" }},
		{"depositRef", func(e *Event) { e.DepositRef = "" }},
		{"amountUnits", func(e *Event) { e.AmountUnits = "" }},
		{"amountUnits", func(e *Event) { e.AmountUnits = "0" }},
		{"amountUnits", func(e *Event) { e.AmountUnits = "012" }},
		{"amountUnits", func(e *Event) { e.AmountUnits = "-12" }},
		{"amountUnits", func(e *Event) { e.AmountUnits = "+12" }},
		{"amountUnits", func(e *Event) { e.AmountUnits = "12.5" }},
		{"amountUnits", func(e *Event) { e.AmountUnits = "1e6" }},
		{"amountUnits", func(e *Event) { e.AmountUnits = " 12" }},
		{"amountUnits", func(e *Event) { e.AmountUnits = strings.Repeat("9", 79) }},
		{"type", func(e *Event) { e.Type = "" }},
		{"type", func(e *Event) { e.Type = "DEPOSIT_CONFIRMED" }},
	} {
		ev := event("bad", DepositConfirmed)
		tc.edit(&ev)
		var fe *FieldError
		if err := ev.Validate(); !errors.As(err, &fe) || fe.Field != tc.field {
			t.Errorf("%+v: Validate() = %v, want field %s", ev, err, tc.field)
		}
		r := s.Deliver(ev)
		if r.Outcome != Rejected || !strings.Contains(r.Reason, tc.field) {
			t.Errorf("%+v: %+v", ev, r)
		}
	}
	if s.Status != StatusDeposit || len(s.Pending) != 0 || s.Ledger.RejectedTotal != 15 {
		t.Fatalf("status %s pending %v rejected %d", s.Status, pendingKeys(s), s.Ledger.RejectedTotal)
	}
	if _, err := ParseAmount("amountUnits", strings.Repeat("9", 78)); err != nil {
		t.Fatalf("78 digits must be accepted: %v", err)
	}
}

func TestFingerprintIsStableAcrossReleases(t *testing.T) {
	// A change here breaks every running workflow's ledger: bump the version tag instead.
	const want = "8c715285c9f8f9976d8b603e5215ea35b6bccc8a03fc2e76412723bcef992b57"
	got := event("e1", DepositConfirmed).Fingerprint()
	if got != want {
		t.Fatalf("fingerprint = %s, want %s", got, want)
	}
	a := Event{Type: DepositConfirmed, SwapID: "ab", DepositRef: "c", AmountUnits: "1"}
	b := Event{Type: DepositConfirmed, SwapID: "a", DepositRef: "bc", AmountUnits: "1"}
	if a.Fingerprint() == b.Fingerprint() {
		t.Fatal("field boundaries are not part of the fingerprint")
	}
	c := event("other-id", DepositConfirmed)
	c.BlockHash = "0xabc"
	if c.Fingerprint() != got {
		t.Fatal("event ID or chain coordinates leaked into the fingerprint")
	}
}

func TestReorgSendsDepositBackToWaiting(t *testing.T) {
	s := inDeposit(t)
	mustOutcome(t, s.Deliver(event("r1", DepositReorged)), Applied)
	if s.Status != StatusWaiting || s.Deposit != nil {
		t.Fatalf("status %s deposit %+v", s.Status, s.Deposit)
	}
	// The confirmation of the orphaned deposit must not move the swap now.
	mustOutcome(t, s.Deliver(event("c1", DepositConfirmed)), Rejected)
	// Re-mined in another block: observed again under a new event ID, then final.
	mustOutcome(t, s.Deliver(event("obs-2", DepositObserved)), Applied)
	mustOutcome(t, s.Deliver(event("c1", DepositConfirmed)), Applied)
	if got := pendingKeys(s); len(got) != 1 {
		t.Fatalf("pending %v", got)
	}
	// A reorg after finality is a finality violation: the swap is held for
	// a person, its exchange not started.
	mustOutcome(t, s.Deliver(event("r2", DepositReorged)), Rejected)
	if s.Status != StatusHeld || s.HoldCode != HoldFinalityViolation || s.MayStart(pendingKeys(s)[0]) {
		t.Fatalf("status %s hold %q", s.Status, s.HoldCode)
	}
}

func TestReorgAfterDeadlineGoesOverdue(t *testing.T) {
	s := inDeposit(t)
	s.DeadlineReached()
	if s.Status != StatusDeposit {
		t.Fatal("a deposit observed in time must not go overdue")
	}
	mustOutcome(t, s.Deliver(event("r1", DepositReorged)), Applied)
	if s.Status != StatusOverdue {
		t.Fatalf("status %s", s.Status)
	}
}

func TestLateDepositIsRefunded(t *testing.T) {
	s := newSwap(t)
	s.DeadlineReached()
	mustOutcome(t, s.Deliver(event("o1", DepositObserved)), Applied)
	if s.Status != StatusOverdue || len(s.Pending) != 0 {
		t.Fatal("a tentative late deposit must not be refunded before finality")
	}
	mustOutcome(t, s.Deliver(event("c1", DepositConfirmed)), Applied)
	if s.Status != StatusRefunding || len(s.Pending) != 1 || s.Pending[0].Key != "refund:swap-42:"+ref {
		t.Fatalf("status %s pending %v", s.Status, pendingKeys(s))
	}
	s.Complete(s.Pending[0].Key, Effect{Result: EffectSucceeded})
	if s.Status != StatusRefunded || !s.Done() {
		t.Fatalf("status %s", s.Status)
	}
}

func TestSecondDepositIsRefundedOnceFinal(t *testing.T) {
	s := inDeposit(t)
	mustOutcome(t, s.Deliver(event("c1", DepositConfirmed)), Applied)
	second := Event{EventID: "o2", SwapID: "swap-42", Type: DepositObserved, DepositRef: "btc-mainnet:tx-def:vout-1", AmountUnits: "500000"}
	mustOutcome(t, s.Deliver(second), Applied)
	second.EventID = "o3"
	mustOutcome(t, s.Deliver(second), AlreadyApplied)
	second.EventID, second.Type = "c2", DepositConfirmed
	mustOutcome(t, s.Deliver(second), Applied)
	second.EventID = "c3"
	mustOutcome(t, s.Deliver(second), AlreadyApplied)
	if got := pendingKeys(s); len(got) != 2 || got[1] != "refund:swap-42:btc-mainnet:tx-def:vout-1" {
		t.Fatalf("pending %v", got)
	}
	if s.Pending[1].AmountUnits != "500000" {
		t.Fatalf("refund amount %s", s.Pending[1].AmountUnits)
	}
}

func TestProviderRejections(t *testing.T) {
	s := inDeposit(t)
	s.Deliver(event("c1", DepositConfirmed))
	s.Complete("start-exchange:swap-42", Effect{Result: EffectRejected, Detail: "unsupported asset"})
	if s.Status != StatusRefunding || !strings.Contains(s.FailureReason, "unsupported asset") || s.Pending[0].Kind != ActionRefund {
		t.Fatalf("after exchange rejection: %+v", s)
	}
	s.Complete(s.Pending[0].Key, Effect{Result: EffectSucceeded})
	if s.Status != StatusRefunded {
		t.Fatalf("status %s", s.Status)
	}

	s = inDeposit(t)
	s.Deliver(event("c1", DepositConfirmed))
	s.Complete("start-exchange:swap-42", Effect{Result: EffectSucceeded, Detail: "ex_7", AmountOutUnits: "7", Asset: "USDC", Quote: floating("USDC", "7")})
	if s.Pending[0].AmountUnits != "7" {
		t.Fatalf("payout of %s, want the exchanged amount", s.Pending[0].AmountUnits)
	}
	s.Complete("send-payout:swap-42", Effect{Result: EffectRejected, Detail: "address denied"})
	if s.Status != StatusFailed || !strings.Contains(s.FailureReason, "address denied") || !s.Done() {
		t.Fatalf("after payout rejection: %+v", s)
	}

	s = inDeposit(t)
	s.Deliver(event("c1", DepositConfirmed))
	s.Complete("start-exchange:swap-42", Effect{Result: EffectFailed, Detail: "retries exhausted"})
	if s.Status != StatusHeld || !strings.Contains(s.HoldReason, "start-exchange:swap-42") || s.Done() {
		t.Fatalf("after exhausted retries: %+v", s)
	}
	if err := s.Complete("send-payout:swap-42", Effect{}); err == nil {
		t.Fatal("completing an action that is not pending must fail")
	}
}

func TestTermsValidationNamesTheField(t *testing.T) {
	for field, edit := range map[string]func(*Terms){
		"swapId":        func(t *Terms) { t.SwapID = "" },
		"amountUnits":   func(t *Terms) { t.AmountUnits = "1.5" },
		"asset":         func(t *Terms) { t.Asset = "" },
		"payoutAddress": func(t *Terms) { t.PayoutAddress = "" },
		"depositRef":    func(t *Terms) { t.DepositRef = "has space" },
	} {
		tm := terms()
		edit(&tm)
		var fe *FieldError
		if _, err := New(tm); !errors.As(err, &fe) || fe.Field != field {
			t.Errorf("%s: %v", field, err)
		}
	}
}

func TestRejectionLogIsBounded(t *testing.T) {
	s := newSwap(t)
	for i := 0; i < 3*maxRejections; i++ {
		s.Deliver(event(fmt.Sprintf("c%d", i), DepositConfirmed))
	}
	if s.Ledger.RejectedTotal != 3*maxRejections || len(s.Ledger.Rejections) != maxRejections {
		t.Fatalf("total %d kept %d", s.Ledger.RejectedTotal, len(s.Ledger.Rejections))
	}
	if last := s.Ledger.Rejections[maxRejections-1].EventID; last != fmt.Sprintf("c%d", 3*maxRejections-1) {
		t.Fatalf("kept the wrong end: %s", last)
	}
}
