package swap

import (
	"sort"
)

// Outcome is what one delivery did to a swap.
type Outcome string

const (
	// Applied: the delivery moved the swap (or recorded a new deposit fact).
	Applied Outcome = "applied"
	// DuplicateDelivery: the same event ID with the same payload was seen before.
	DuplicateDelivery Outcome = "duplicate-delivery"
	// AlreadyApplied: a new event ID for a transition the swap has already made.
	AlreadyApplied Outcome = "already-applied"
	// Rejected: the delivery was refused; Reason says why.
	Rejected Outcome = "rejected"
	// IntegrityConflict: an event ID was reused with another payload.
	IntegrityConflict Outcome = "integrity-conflict"
)

// maxRejections bounds the rejection log kept in workflow state; RejectedTotal
// still counts every one, so a flood of bad input is visible without growing
// history without bound.
const maxRejections = 50

// Entry is what the ledger remembers of an event ID it consumed.
type Entry struct {
	Fingerprint string    `json:"fingerprint"`
	Type        EventType `json:"type"`
	Outcome     Outcome   `json:"outcome"`
	Reason      string    `json:"reason,omitempty"`
	// Seq orders entries for retirement (oldest first); an entry with 0
	// retires first.
	Seq int64 `json:"seq,omitempty"`
}

// Conflict records an event ID that came back with a different payload.
type Conflict struct {
	EventID             string    `json:"eventId"`
	StoredFingerprint   string    `json:"storedFingerprint"`
	ReceivedFingerprint string    `json:"receivedFingerprint"`
	Type                EventType `json:"type"`
	DepositRef          string    `json:"depositRef"`
	AmountUnits         string    `json:"amountUnits"`
}

// Rejection records a delivery that was refused without being consumed: the
// same event ID may be delivered again later (e.g. a confirmation that arrived
// before its observation) and then be applied. It is the one refusal format of
// signals and updates: the field at fault (when one is), the reason, and the
// event ID when one could be read — all truncated to the state budget.
type Rejection struct {
	EventID string    `json:"eventId"`
	Type    EventType `json:"type"`
	Field   string    `json:"field,omitempty"`
	Reason  string    `json:"reason"`
}

// Ledger is the dedup record kept in workflow state and carried across
// continue-as-new. Only consumed deliveries enter Entries; refused ones go to
// Rejections so they never mask a later valid delivery of the same ID.
// Entries keeps the last LedgerWindow consumed IDs exactly; Retired counts
// those retired beyond it.
type Ledger struct {
	Entries        map[string]Entry `json:"entries"`
	Seq            int64            `json:"seq,omitempty"`
	Retired        int              `json:"retired,omitempty"`
	Applied        int              `json:"applied"`
	AlreadyApplied int              `json:"alreadyApplied"`
	Duplicates     int              `json:"duplicates"`
	Conflicts      []Conflict       `json:"conflicts,omitempty"`
	ConflictsTotal int              `json:"conflictsTotal"`
	Rejections     []Rejection      `json:"rejections,omitempty"`
	RejectedTotal  int              `json:"rejectedTotal"`
}

// classify looks an event up by ID. ok is false when the ID is new.
func (l *Ledger) classify(ev Event, fp string) (Result, bool) {
	prev, seen := l.Entries[ev.EventID]
	if !seen {
		return Result{}, false
	}
	if prev.Fingerprint != fp {
		l.ConflictsTotal++
		l.Conflicts = appendBounded(l.Conflicts, Conflict{
			EventID: ev.EventID, StoredFingerprint: prev.Fingerprint, ReceivedFingerprint: fp,
			Type: ev.Type, DepositRef: ev.DepositRef, AmountUnits: ev.AmountUnits,
		})
		return Result{Outcome: IntegrityConflict, Reason: "eventId " + ev.EventID + " was already used with a different payload"}, true
	}
	l.Duplicates++
	return Result{Outcome: DuplicateDelivery, Reason: "first delivery was " + string(prev.Outcome)}, true
}

func (l *Ledger) record(ev Event, fp string, r Result) {
	if l.Entries == nil {
		l.Entries = map[string]Entry{}
	}
	l.Seq++
	l.Entries[ev.EventID] = Entry{Fingerprint: fp, Type: ev.Type, Outcome: r.Outcome, Reason: Truncate(r.Reason, 120), Seq: l.Seq}
	switch r.Outcome {
	case Applied:
		l.Applied++
	case AlreadyApplied:
		l.AlreadyApplied++
	}
	if len(l.Entries) > LedgerWindow+ledgerSlack {
		l.retire()
	}
}

// retire drops the oldest entries down to LedgerWindow. The order is by Seq,
// then event ID, never by map iteration, so every replay retires the same IDs.
func (l *Ledger) retire() {
	type kv struct {
		id  string
		seq int64
	}
	all := make([]kv, 0, len(l.Entries))
	// Sorted below, so the map's order is never used.
	//workflowcheck:ignore
	for id, e := range l.Entries {
		all = append(all, kv{id, e.Seq})
	}
	sort.Slice(all, func(i, j int) bool {
		if all[i].seq != all[j].seq {
			return all[i].seq < all[j].seq
		}
		return all[i].id < all[j].id
	})
	for _, e := range all[:len(all)-LedgerWindow] {
		delete(l.Entries, e.id)
		l.Retired++
	}
}

func (l *Ledger) reject(ev Event, field, reason string) {
	l.RejectedTotal++
	l.Rejections = appendBounded(l.Rejections, Rejection{
		EventID: Truncate(ev.EventID, MaxIDLen), Type: EventType(Truncate(string(ev.Type), maxTypeLen)),
		Field: Truncate(field, maxTypeLen), Reason: Truncate(reason, maxReasonLen),
	})
}

func appendBounded[T any](s []T, v T) []T {
	s = append(s, v)
	if len(s) > maxRejections {
		s = append(s[:0:0], s[len(s)-maxRejections:]...)
	}
	return s
}
