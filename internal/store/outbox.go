package store

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"
)

// Outbox row states. A row is pending until one of the others settles it.
const (
	OutboxPending    = "pending"
	OutboxDone       = "done"
	OutboxUnmatched  = "unmatched"   // no workflow has the swap ID (yet): re-driven when one starts
	OutboxClosed     = "closed"      // the swap had finished and nothing is owed
	OutboxLateRefund = "late-refund" // a new deposit for a finished swap: a refund workflow runs
	OutboxReview     = "review"      // a person must decide
)

// OutboxStates lists every row state, pending first.
var OutboxStates = []string{OutboxPending, OutboxDone, OutboxUnmatched, OutboxClosed, OutboxLateRefund, OutboxReview}

// ErrLeaseLost means another dispatcher took the swap over (this one's lease
// expired): stop delivering its rows, the new owner sends them again.
var ErrLeaseLost = errors.New("outbox lease lost")

// OutboxRow is one pending delivery to a swap workflow.
type OutboxRow struct {
	ID        int64
	Kind      string
	SwapID    string
	EventID   string
	Payload   []byte
	Attempts  int
	CreatedAt time.Time
}

// ClaimedSwap is a swap this dispatcher now holds, with its pending rows in
// the order they were written.
type ClaimedSwap struct {
	SwapID string
	// Misses counts deliveries in a row that found no workflow for the swap.
	Misses int
	// Attempts counts failed rounds in a row, for the backoff.
	Attempts int
	// LastKind is the kind of the last signal delivered to the swap, if the
	// swap may not have taken it yet.
	LastKind string
	// SeenWorkflow: a workflow took one of the swap's deliveries once, so a
	// swap with no workflow now has been removed, not never started.
	SeenWorkflow bool
	Rows         []OutboxRow
}

// ClaimSwaps leases up to limit swaps of this scanner that have rows due, the
// longest-waiting first, with up to perSwap of their pending rows each. Only
// one dispatcher holds a swap at a time, so its rows go out in order however
// many dispatchers run; an expired lease (a dispatcher that died) makes the
// swap due again. The claim reads an index of due swaps only: its cost does
// not grow with rows waiting for a retry or parked.
func (s *Scans) ClaimSwaps(ctx context.Context, scannerID, owner string, limit, perSwap int, lease time.Duration) ([]ClaimedSwap, error) {
	rows, err := s.DB.Query(ctx, claimSwapsSQL, scannerID, owner, limit, lease.Milliseconds())
	if err != nil {
		return nil, fmt.Errorf("claim outbox swaps of %s: %w", scannerID, err)
	}
	claimed, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (ClaimedSwap, error) {
		var c ClaimedSwap
		return c, r.Scan(&c.SwapID, &c.Misses, &c.Attempts, &c.LastKind, &c.SeenWorkflow)
	})
	if err != nil || len(claimed) == 0 {
		return nil, wrapErr("claim outbox swaps of "+scannerID, err)
	}
	ids := make([]string, len(claimed))
	index := make(map[string]int, len(claimed))
	for i, c := range claimed {
		ids[i], index[c.SwapID] = c.SwapID, i
	}
	rows, err = s.DB.Query(ctx, `SELECT o.id, o.kind, o.swap_id, o.event_id, o.payload, o.attempts, o.created_at
		FROM unnest($2::text[]) AS c(swap_id)
		CROSS JOIN LATERAL (SELECT * FROM outbox WHERE scanner_id = $1 AND swap_id = c.swap_id AND state = 'pending'
		                    ORDER BY id LIMIT $3) o`, scannerID, ids, perSwap)
	if err != nil {
		return nil, fmt.Errorf("claim outbox rows of %s: %w", scannerID, err)
	}
	var o OutboxRow
	_, err = pgx.ForEachRow(rows, []any{&o.ID, &o.Kind, &o.SwapID, &o.EventID, &o.Payload, &o.Attempts, &o.CreatedAt}, func() error {
		c := &claimed[index[o.SwapID]]
		row := o
		row.Payload = slices.Clone(o.Payload)
		c.Rows = append(c.Rows, row)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("claim outbox rows of %s: %w", scannerID, err)
	}
	for i := range claimed {
		slices.SortFunc(claimed[i].Rows, func(a, b OutboxRow) int { return cmp.Compare(a.ID, b.ID) })
	}
	return claimed, nil
}

// claimSwapsSQL: the lease is due_at pushed past now, so a held swap is simply
// not due; SKIP LOCKED passes over swaps another claim is taking right now.
// The chosen swaps are an array, so the update finds them by primary key
// rather than joining (which the planner does by reading the whole table).
const claimSwapsSQL = `UPDATE outbox_swaps s SET lease_owner = $2, due_at = now() + $4 * interval '1 millisecond'
	WHERE s.scanner_id = $1 AND s.swap_id = ANY(ARRAY(
		SELECT swap_id FROM outbox_swaps
		WHERE scanner_id = $1 AND state = 'pending' AND due_at <= now()
		ORDER BY due_at LIMIT $3 FOR UPDATE SKIP LOCKED))
	RETURNING s.swap_id, s.misses, s.attempts, coalesce(s.last_kind, ''), s.seen_workflow`

// ExplainClaim returns the plan of the claim query with its actual costs (for tests).
func (s *Scans) ExplainClaim(ctx context.Context, scannerID string, limit int) ([]byte, error) {
	var plan []byte
	err := pgx.BeginFunc(ctx, s.DB, func(tx pgx.Tx) error {
		if err := tx.QueryRow(ctx, `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) `+claimSwapsSQL, scannerID, "explain", limit, int64(1)).Scan(&plan); err != nil {
			return err
		}
		return errRollback
	})
	if errors.Is(err, errRollback) {
		err = nil
	}
	return plan, err
}

var errRollback = errors.New("rollback")

// Settle is how one delivery of a held swap ended.
type Settle struct {
	// State is done, closed, late-refund or review; pending means the row is
	// tried again (its attempts grow).
	State string
	Note  string
	// Signal is the kind of signal that delivered the row, empty when the
	// swap's answer was read (an update): then it has taken every signal before.
	Signal string
}

// SettleRow records how one delivery of a held swap ended. It renews the
// swap's lease, and fails with ErrLeaseLost when the swap is no longer this
// owner's.
func (s *Scans) SettleRow(ctx context.Context, scannerID, swapID, owner string, id int64, st Settle, lease time.Duration) error {
	state, note := st.State, st.Note
	if !slices.Contains(OutboxStates, state) {
		return fmt.Errorf("settle outbox %d: unknown state %q", id, state)
	}
	tag, err := s.DB.Exec(ctx, `WITH held AS (
			UPDATE outbox_swaps SET due_at = now() + $7 * interval '1 millisecond',
				last_kind = CASE WHEN $5 = 'done' THEN NULLIF($8, '') ELSE last_kind END,
				seen_workflow = seen_workflow OR $5 IN ('done', 'closed', 'late-refund')
			WHERE scanner_id = $1 AND swap_id = $2 AND lease_owner = $3 RETURNING 1)
		UPDATE outbox SET state = $5, attempts = attempts + 1, last_error = NULLIF($6, ''),
			done_at = CASE WHEN $5 = 'pending' THEN NULL ELSE now() END
		WHERE id = $4 AND state = 'pending' AND EXISTS (SELECT 1 FROM held)`,
		scannerID, swapID, owner, id, state, note, lease.Milliseconds(), st.Signal)
	if err != nil {
		return fmt.Errorf("settle outbox %d as %s: %w", id, state, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("settle outbox %d as %s: %w", id, state, ErrLeaseLost)
	}
	return nil
}

// SignalsTaken records that the swap has taken every signal sent so far.
func (s *Scans) SignalsTaken(ctx context.Context, scannerID, swapID, owner string) error {
	_, err := s.DB.Exec(ctx, `UPDATE outbox_swaps SET last_kind = NULL WHERE scanner_id = $1 AND swap_id = $2 AND lease_owner = $3`,
		scannerID, swapID, owner)
	if err != nil {
		return fmt.Errorf("outbox swap %s: %w", swapID, err)
	}
	return nil
}

// SwapRound is how one round of a held swap ended.
type SwapRound struct {
	// RetryIn delays the swap's next round (0: as soon as it has rows).
	RetryIn time.Duration
	// Failed: the round met an error or a too-early refusal (backoff grows);
	// otherwise the backoff resets.
	Failed bool
	// Missed: no workflow had the swap ID.
	Missed bool
	Error  string
}

// FinishSwap gives a held swap back: pending again if it still has rows
// (after RetryIn), idle otherwise. The swap's row is locked before looking for
// rows, so a row another transaction is adding for it either is seen here or
// wakes the swap itself once this commits: none is left behind.
func (s *Scans) FinishSwap(ctx context.Context, scannerID, swapID, owner string, r SwapRound) error {
	return pgx.BeginFunc(ctx, s.DB, func(tx pgx.Tx) error {
		var held bool
		err := tx.QueryRow(ctx, `SELECT true FROM outbox_swaps WHERE scanner_id = $1 AND swap_id = $2 AND lease_owner = $3 FOR UPDATE`,
			scannerID, swapID, owner).Scan(&held)
		if errors.Is(err, pgx.ErrNoRows) {
			return nil // taken over after our lease expired: the new owner decides
		}
		if err != nil {
			return fmt.Errorf("finish outbox swap %s: %w", swapID, err)
		}
		_, err = tx.Exec(ctx, `UPDATE outbox_swaps SET lease_owner = NULL,
				state = CASE WHEN EXISTS (SELECT 1 FROM outbox WHERE scanner_id = $1 AND swap_id = $2 AND state = 'pending')
				             THEN 'pending' ELSE 'idle' END,
				due_at = now() + $3 * interval '1 millisecond',
				attempts = CASE WHEN $4 THEN attempts + 1 ELSE 0 END,
				misses = CASE WHEN $5 THEN misses + 1 ELSE 0 END,
				last_error = NULLIF($6, '')
			WHERE scanner_id = $1 AND swap_id = $2`, scannerID, swapID, r.RetryIn.Milliseconds(), r.Failed, r.Missed, r.Error)
		if err != nil {
			return fmt.Errorf("finish outbox swap %s: %w", swapID, err)
		}
		return nil
	})
}

// ParkSwaps parks held swaps that have no workflow, all their pending rows
// with them, in one transaction: once a swap is known missing, its rows stop
// costing deliveries. They stay visible as unmatched and go out again, in
// order, when the swap starts, when a new row for it arrives, or on a redrive.
// It returns the rows parked.
func (s *Scans) ParkSwaps(ctx context.Context, scannerID, owner string, swapIDs []string, reason string) (int, error) {
	if len(swapIDs) == 0 {
		return 0, nil
	}
	var parked int64
	err := pgx.BeginFunc(ctx, s.DB, func(tx pgx.Tx) error {
		ids, err := lockSwaps(ctx, tx, `SELECT swap_id FROM outbox_swaps WHERE scanner_id = $1 AND swap_id = ANY($2) AND lease_owner = $3
			ORDER BY swap_id FOR UPDATE`, scannerID, swapIDs, owner)
		if err != nil || len(ids) == 0 {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE outbox_swaps SET state = 'unmatched', lease_owner = NULL, parked_at = now(),
				misses = misses + 1, last_error = 'no workflow for swap ' || swap_id || ': ' || $3
			WHERE scanner_id = $1 AND swap_id = ANY($2)`, scannerID, ids, reason); err != nil {
			return err
		}
		tag, err := tx.Exec(ctx, `UPDATE outbox SET state = 'unmatched', attempts = attempts + 1,
				last_error = 'no workflow for swap ' || swap_id || ': ' || $3
			WHERE scanner_id = $1 AND swap_id = ANY($2) AND state = 'pending'`, scannerID, ids, reason)
		parked = tag.RowsAffected()
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("park outbox swaps of %s: %w", scannerID, err)
	}
	return int(parked), nil
}

// Missed is a held swap that had no workflow, to be tried again.
type Missed struct {
	SwapID  string
	RetryIn time.Duration
}

// MissedSwaps gives back held swaps whose first row found no workflow, each
// due again after its backoff, in one transaction. Their rows all stay
// pending, so no swap turns idle here.
func (s *Scans) MissedSwaps(ctx context.Context, scannerID, owner string, missed []Missed, reason string) error {
	if len(missed) == 0 {
		return nil
	}
	ids, waits := make([]string, len(missed)), make([]int64, len(missed))
	for i, m := range missed {
		ids[i], waits[i] = m.SwapID, m.RetryIn.Milliseconds()
	}
	err := pgx.BeginFunc(ctx, s.DB, func(tx pgx.Tx) error {
		held, err := lockSwaps(ctx, tx, `SELECT swap_id FROM outbox_swaps WHERE scanner_id = $1 AND swap_id = ANY($2) AND lease_owner = $3
			ORDER BY swap_id FOR UPDATE`, scannerID, ids, owner)
		if err != nil || len(held) == 0 {
			return err
		}
		_, err = tx.Exec(ctx, `UPDATE outbox_swaps s SET lease_owner = NULL, due_at = now() + m.wait * interval '1 millisecond',
				misses = s.misses + 1, attempts = s.attempts + 1, last_error = $4
			FROM unnest($2::text[], $3::bigint[]) AS m(swap_id, wait)
			WHERE s.scanner_id = $1 AND s.swap_id = m.swap_id AND s.swap_id = ANY($5)`, scannerID, ids, waits, reason, held)
		return err
	})
	if err != nil {
		return fmt.Errorf("back off outbox swaps of %s: %w", scannerID, err)
	}
	return nil
}

// RedriveParked sends the parked rows of these swaps again (they have a
// workflow now), in order, and returns how many rows it re-queued.
func (s *Scans) RedriveParked(ctx context.Context, scannerID string, swapIDs []string) (int, error) {
	if len(swapIDs) == 0 {
		return 0, nil
	}
	var n int64
	err := pgx.BeginFunc(ctx, s.DB, func(tx pgx.Tx) error {
		ids, err := lockSwaps(ctx, tx, `SELECT swap_id FROM outbox_swaps WHERE scanner_id = $1 AND swap_id = ANY($2) AND state = 'unmatched'
			ORDER BY swap_id FOR UPDATE`, scannerID, swapIDs)
		if err != nil || len(ids) == 0 {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE outbox_swaps SET state = 'pending', due_at = now(), misses = 0, attempts = 0, parked_at = NULL
			WHERE scanner_id = $1 AND swap_id = ANY($2)`, scannerID, ids); err != nil {
			return err
		}
		tag, err := tx.Exec(ctx, `UPDATE outbox SET state = 'pending' WHERE scanner_id = $1 AND swap_id = ANY($2) AND state = 'unmatched'`, scannerID, ids)
		n = tag.RowsAffected()
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("redrive parked swaps of %s: %w", scannerID, err)
	}
	return int(n), nil
}

func lockSwaps(ctx context.Context, tx pgx.Tx, sql string, args ...any) ([]string, error) {
	rows, err := tx.Query(ctx, sql, args...)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowTo[string])
}

// HasParked says whether the scanner has swaps parked as unmatched, and since
// when the oldest is parked.
func (s *Scans) HasParked(ctx context.Context, scannerID string) (bool, time.Time, error) {
	var oldest *time.Time
	err := s.DB.QueryRow(ctx, `SELECT min(parked_at) FROM outbox_swaps WHERE scanner_id = $1 AND state = 'unmatched'`, scannerID).Scan(&oldest)
	if err != nil {
		return false, time.Time{}, fmt.Errorf("parked swaps of %s: %w", scannerID, err)
	}
	if oldest == nil {
		return false, time.Time{}, nil
	}
	return true, *oldest, nil
}

// WatchDue takes the turn to look for swaps started since deposits for them
// were parked, at most once per every across all dispatchers of the scanner.
// It returns the start time to look from — the first time first (the oldest
// parking, less a margin), then what WatchDone recorded — and false when it
// is not this caller's turn.
func (s *Scans) WatchDue(ctx context.Context, scannerID string, every time.Duration, first time.Time) (time.Time, bool, error) {
	var since time.Time
	err := s.DB.QueryRow(ctx, `INSERT INTO outbox_watch AS w (scanner_id, since, checked_at) VALUES ($1, $3, now())
		ON CONFLICT (scanner_id) DO UPDATE SET checked_at = now()
			WHERE w.checked_at <= now() - $2 * interval '1 millisecond'
		RETURNING w.since`, scannerID, every.Milliseconds(), first).Scan(&since)
	if errors.Is(err, pgx.ErrNoRows) {
		return time.Time{}, false, nil
	}
	if err != nil {
		return time.Time{}, false, fmt.Errorf("outbox watch of %s: %w", scannerID, err)
	}
	return since, true, nil
}

// WatchDone records that swaps started from since on have been looked at.
func (s *Scans) WatchDone(ctx context.Context, scannerID string, since time.Time) error {
	_, err := s.DB.Exec(ctx, `UPDATE outbox_watch SET since = $2 WHERE scanner_id = $1`, scannerID, since)
	if err != nil {
		return fmt.Errorf("outbox watch of %s: %w", scannerID, err)
	}
	return nil
}

// StateDepth is how many rows are in one state and since when the oldest waits.
type StateDepth struct {
	Rows   int       `json:"rows"`
	Oldest time.Time `json:"oldest"`
}

// OutboxDepth reports the scanner's open (not done) rows by state, from an
// index of open rows only: done rows, however many, cost nothing here.
func (s *Scans) OutboxDepth(ctx context.Context, scannerID string) (map[string]StateDepth, error) {
	rows, err := s.DB.Query(ctx, `SELECT state, count(*), min(created_at) FROM outbox
		WHERE scanner_id = $1 AND state <> 'done' GROUP BY state`, scannerID)
	if err != nil {
		return nil, fmt.Errorf("outbox depth of %s: %w", scannerID, err)
	}
	depth := map[string]StateDepth{}
	var state string
	var d StateDepth
	_, err = pgx.ForEachRow(rows, []any{&state, &d.Rows, &d.Oldest}, func() error { depth[state] = d; return nil })
	if err != nil {
		return nil, fmt.Errorf("outbox depth of %s: %w", scannerID, err)
	}
	return depth, nil
}

// OutboxCounts reports rows per state, done included, for status and tests.
func (s *Scans) OutboxCounts(ctx context.Context, scannerID string) (map[string]int, error) {
	rows, err := s.DB.Query(ctx, `SELECT state, count(*) FROM outbox WHERE scanner_id = $1 GROUP BY state`, scannerID)
	if err != nil {
		return nil, err
	}
	counts := map[string]int{}
	var state string
	var n int
	_, err = pgx.ForEachRow(rows, []any{&state, &n}, func() error { counts[state] = n; return nil })
	return counts, err
}

// OutboxFilter selects rows for the operator's list and redrive. Empty fields
// match everything.
type OutboxFilter struct {
	ScannerID string
	SwapID    string
	States    []string
	// Limit bounds a list (required there, at most MaxOutboxList).
	Limit int
	// AfterID pages a list: rows with a greater ID only.
	AfterID int64
}

// MaxOutboxList bounds one page of `starter outbox list`.
const MaxOutboxList = 10_000

// OutboxEntry is one row as the operator sees it.
type OutboxEntry struct {
	ID        int64      `json:"id"`
	ScannerID string     `json:"scannerId"`
	Kind      string     `json:"kind"`
	SwapID    string     `json:"swapId"`
	EventID   string     `json:"eventId"`
	State     string     `json:"state"`
	Attempts  int        `json:"attempts"`
	LastError string     `json:"lastError,omitempty"`
	CreatedAt time.Time  `json:"createdAt"`
	DoneAt    *time.Time `json:"doneAt,omitempty"`
}

func (f OutboxFilter) validate() error {
	for _, st := range f.States {
		if !slices.Contains(OutboxStates, st) {
			return fmt.Errorf("state %q is not one of %v", st, OutboxStates)
		}
	}
	return nil
}

// ListOutbox returns rows in ID order, at most f.Limit.
func (s *Scans) ListOutbox(ctx context.Context, f OutboxFilter) ([]OutboxEntry, error) {
	if err := f.validate(); err != nil {
		return nil, err
	}
	if f.Limit <= 0 || f.Limit > MaxOutboxList {
		return nil, fmt.Errorf("limit %d is not between 1 and %d", f.Limit, MaxOutboxList)
	}
	rows, err := s.DB.Query(ctx, `SELECT id, scanner_id, kind, swap_id, event_id, state, attempts, coalesce(last_error, ''), created_at, done_at
		FROM outbox WHERE ($1 = '' OR scanner_id = $1) AND ($2 = '' OR swap_id = $2)
		  AND (coalesce(cardinality($3::text[]), 0) = 0 OR state = ANY($3)) AND id > $4
		ORDER BY id LIMIT $5`, f.ScannerID, f.SwapID, f.States, f.AfterID, f.Limit)
	if err != nil {
		return nil, fmt.Errorf("list outbox: %w", err)
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (OutboxEntry, error) {
		var e OutboxEntry
		return e, r.Scan(&e.ID, &e.ScannerID, &e.Kind, &e.SwapID, &e.EventID, &e.State, &e.Attempts, &e.LastError, &e.CreatedAt, &e.DoneAt)
	})
}

// RedriveStates are the states an operator may send again: parked rows,
// and pending rows to skip their backoff. Done, late-refund rows are settled.
var RedriveStates = []string{OutboxPending, OutboxUnmatched, OutboxClosed, OutboxReview}

// Redrive makes the matching rows pending and their swaps due now, with
// their backoff and miss counts reset; the dispatcher's next round sends
// them in order. It returns rows and swaps re-queued.
func (s *Scans) Redrive(ctx context.Context, f OutboxFilter, note string) (rowsN, swapsN int, err error) {
	if err := f.validate(); err != nil {
		return 0, 0, err
	}
	if len(f.States) == 0 {
		f.States = RedriveStates[1:]
	}
	for _, st := range f.States {
		if !slices.Contains(RedriveStates, st) {
			return 0, 0, fmt.Errorf("state %q cannot be redriven (only %v)", st, RedriveStates)
		}
	}
	err = pgx.BeginFunc(ctx, s.DB, func(tx pgx.Tx) error {
		// Swaps first, in order, as everyone else locks them; all in SQL, so a
		// redrive of every parked row holds no list of them here.
		tag, err := tx.Exec(ctx, `INSERT INTO outbox_swaps AS s (scanner_id, swap_id, state, due_at)
				SELECT DISTINCT scanner_id, swap_id, 'pending', now() FROM outbox
				WHERE ($1 = '' OR scanner_id = $1) AND ($2 = '' OR swap_id = $2) AND state = ANY($3)
				ORDER BY scanner_id, swap_id
			ON CONFLICT (scanner_id, swap_id) DO UPDATE SET state = 'pending', misses = 0, attempts = 0, parked_at = NULL,
				due_at = CASE WHEN s.lease_owner IS NULL OR s.due_at <= now() THEN now() ELSE s.due_at END`,
			f.ScannerID, f.SwapID, f.States)
		if err != nil {
			return err
		}
		swapsN = int(tag.RowsAffected())
		tag, err = tx.Exec(ctx, `UPDATE outbox SET state = 'pending', done_at = NULL,
				last_error = left($4 || coalesce(' (was ' || state || ': ' || last_error || ')', ' (was ' || state || ')'), 2000)
			WHERE ($1 = '' OR scanner_id = $1) AND ($2 = '' OR swap_id = $2) AND state = ANY($3)`,
			f.ScannerID, f.SwapID, f.States, note)
		rowsN = int(tag.RowsAffected())
		return err
	})
	if err != nil {
		return 0, 0, fmt.Errorf("redrive outbox: %w", err)
	}
	return rowsN, swapsN, nil
}

func wrapErr(what string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", what, err)
}

// PayerOf is the address that paid a deposit, as its observation recorded
// it, or "" when the scanner has no observation of it on the canonical chain.
// A ref is reused by another deposit on another fork (the vault numbers
// deposits per branch), so orphaned observations never name the payer; a
// final one is preferred to a tentative one.
func (s *Scans) PayerOf(ctx context.Context, scannerID, depositRef string) (string, error) {
	var payer string
	err := s.DB.QueryRow(ctx, `SELECT payer FROM observations WHERE scanner_id = $1 AND deposit_ref = $2 AND state <> 'orphaned'
		ORDER BY state = 'final' DESC, block_number DESC LIMIT 1`,
		scannerID, depositRef).Scan(&payer)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("payer of %s: %w", depositRef, err)
	}
	return payer, nil
}

// LateRefunds counts the deposits of this swap that the dispatcher sent to a
// late refund: the late-deposit policy caps them like a running swap's extras.
func (s *Scans) LateRefunds(ctx context.Context, scannerID, swapID string) (int, error) {
	var n int
	err := s.DB.QueryRow(ctx, `SELECT count(*) FROM outbox WHERE scanner_id = $1 AND state = 'late-refund' AND swap_id = $2`,
		scannerID, swapID).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("late refunds of swap %s: %w", swapID, err)
	}
	return n, nil
}

// FinalDeposit is a deposit as the scanner recorded it final on the
// canonical chain.
type FinalDeposit struct {
	SwapID, Payer, AmountUnits, Asset string
	// Token is the lower-case token address ('' on rows recorded before it
	// was kept); TxHash, BlockHash and LogIndex name the Deposited log.
	Token, TxHash, BlockHash string
	LogIndex                 uint64
}

// FinalDeposit returns the final observation of the deposit with this ref,
// on any scanner, or found false when the scanner saw no such final deposit.
func (s *Scans) FinalDeposit(ctx context.Context, depositRef string) (d FinalDeposit, found bool, err error) {
	err = s.DB.QueryRow(ctx, `SELECT swap_id, payer, amount_units, asset, token, tx_hash, block_hash, log_index FROM observations
		WHERE deposit_ref = $1 AND state = 'final' ORDER BY block_number DESC LIMIT 1`, depositRef).
		Scan(&d.SwapID, &d.Payer, &d.AmountUnits, &d.Asset, &d.Token, &d.TxHash, &d.BlockHash, &d.LogIndex)
	if errors.Is(err, pgx.ErrNoRows) {
		return d, false, nil
	}
	if err != nil {
		return d, false, fmt.Errorf("final deposit %s: %w", depositRef, err)
	}
	return d, true, nil
}
