package swap

import (
	"strconv"
	"testing"
)

// The domain runs inside the workflow on every delivery and on every replay of
// its history, so its cost per event bounds how fast a worker can replay a
// long-lived swap. These benchmarks measure it; they assert outcomes (so a
// benchmark never measures the wrong path) but never time.

// maxUint256 is the largest amount a deposit can carry: 78 decimal digits.
const maxUint256 = "115792089237316195423570985008687907853269984665640564039457584007913129639935"

var (
	sinkString string
	sinkErr    error
	sinkResult Result
)

func benchEvent() Event {
	return Event{
		EventID:     "evm:1337:0x9f2c4e1a7b3d5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8:7",
		SwapID:      "swap-42",
		Type:        DepositConfirmed,
		DepositRef:  "evm:1337:0x5fbdb2315678afecb367f032d93f642f64180aa3:42",
		AmountUnits: "12500000",
	}
}

// benchSwapInExchange returns a swap whose deposit is final (status exchange),
// with both deliveries that got it there in the ledger.
func benchSwapInExchange(b *testing.B) (*Swap, Event) {
	b.Helper()
	s, err := New(terms())
	if err != nil {
		b.Fatal(err)
	}
	ev := event("bench:observed", DepositObserved)
	if r := s.Deliver(ev); r.Outcome != Applied {
		b.Fatalf("observe: %s (%s)", r.Outcome, r.Reason)
	}
	ev.EventID, ev.Type = "bench:confirmed", DepositConfirmed
	if r := s.Deliver(ev); r.Outcome != Applied || s.Status != StatusExchange {
		b.Fatalf("confirm: %s (%s), status %s", r.Outcome, r.Reason, s.Status)
	}
	return s, ev
}

func BenchmarkFingerprint(b *testing.B) {
	ev := benchEvent()
	b.ReportAllocs()
	for b.Loop() {
		sinkString = ev.Fingerprint()
	}
}

func BenchmarkValidate(b *testing.B) {
	ev := benchEvent()
	if err := ev.Validate(); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		sinkErr = ev.Validate()
	}
}

func BenchmarkParseAmount78Digits(b *testing.B) {
	if _, err := ParseAmount("amountUnits", maxUint256); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		_, sinkErr = ParseAmount("amountUnits", maxUint256)
	}
}

// BenchmarkDeliverDuplicate is a replayed delivery: the same event ID with the
// same payload, answered from the ledger (validate, fingerprint, map hit).
func BenchmarkDeliverDuplicate(b *testing.B) {
	s, ev := benchSwapInExchange(b)
	entries := len(s.Ledger.Entries)
	b.ReportAllocs()
	for b.Loop() {
		sinkResult = s.Deliver(ev)
	}
	if sinkResult.Outcome != DuplicateDelivery || len(s.Ledger.Entries) != entries {
		b.Fatalf("outcome %s, ledger %d entries (want %s, %d)", sinkResult.Outcome, len(s.Ledger.Entries), DuplicateDelivery, entries)
	}
}

// BenchmarkDeliverNewEventAlreadyApplied is a fresh event ID for a transition
// the swap already made (another watcher, a rescan): validated, fingerprinted,
// missed in the ledger, classified already-applied and recorded. Every
// iteration adds a ledger entry, so the figure includes amortised map growth
// and the formatting of the event ID (one allocation); the final ledger size
// is reported as ledger-entries.
func BenchmarkDeliverNewEventAlreadyApplied(b *testing.B) {
	s, ev := benchSwapInExchange(b)
	rev := s.Revision
	id := []byte("watcher-b:event-")
	prefix := len(id)
	var i int64
	b.ReportAllocs()
	for b.Loop() {
		i++
		ev.EventID = string(strconv.AppendInt(id[:prefix], i, 10))
		sinkResult = s.Deliver(ev)
	}
	if sinkResult.Outcome != AlreadyApplied || s.Revision != rev || len(s.Pending) != 1 {
		b.Fatalf("outcome %s (%s), revision %d→%d, %d pending", sinkResult.Outcome, sinkResult.Reason, rev, s.Revision, len(s.Pending))
	}
	b.ReportMetric(float64(len(s.Ledger.Entries)), "ledger-entries")
}
