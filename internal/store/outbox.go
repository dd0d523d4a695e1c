package store

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"
)

// OutboxRow is one pending delivery to a swap workflow.
type OutboxRow struct {
	ID       int64
	Kind     string
	SwapID   string
	EventID  string
	Payload  []byte
	Attempts int
}

// ClaimOutbox leases up to limit pending rows, oldest first, to owner. SKIP
// LOCKED lets several dispatchers share the table; an expired lease (a
// dispatcher that died) makes the row claimable again.
func (s *Scans) ClaimOutbox(ctx context.Context, owner string, limit int, lease time.Duration) ([]OutboxRow, error) {
	rows, err := s.DB.Query(ctx, `UPDATE outbox SET lease_owner = $1, lease_until = now() + $3 * interval '1 millisecond'
		WHERE id IN (
			SELECT id FROM outbox o
			WHERE state = 'pending' AND (lease_until IS NULL OR lease_until < now())
			  -- deliveries of one swap go out in order: not past an older row
			  -- that is leased elsewhere or waiting for its retry
			  AND NOT EXISTS (SELECT 1 FROM outbox older WHERE older.swap_id = o.swap_id AND older.state = 'pending'
			                  AND older.id < o.id AND older.lease_until >= now())
			ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
		RETURNING id, kind, swap_id, event_id, payload, attempts`, owner, limit, lease.Milliseconds())
	if err != nil {
		return nil, fmt.Errorf("claim outbox: %w", err)
	}
	claimed, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (OutboxRow, error) {
		var o OutboxRow
		return o, r.Scan(&o.ID, &o.Kind, &o.SwapID, &o.EventID, &o.Payload, &o.Attempts)
	})
	if err != nil {
		return nil, fmt.Errorf("claim outbox: %w", err)
	}
	// UPDATE … RETURNING does not keep the subquery's order; deliveries of one
	// swap must go out in the order they were written.
	slices.SortFunc(claimed, func(a, b OutboxRow) int { return cmp.Compare(a.ID, b.ID) })
	return claimed, nil
}

// MarkDelivered completes a row this owner still holds.
func (s *Scans) MarkDelivered(ctx context.Context, id int64, owner string) error {
	tag, err := s.DB.Exec(ctx, `UPDATE outbox SET state = 'done', done_at = now(), lease_owner = NULL, lease_until = NULL,
		attempts = attempts + 1 WHERE id = $1 AND lease_owner = $2 AND state = 'pending'`, id, owner)
	if err != nil {
		return fmt.Errorf("mark outbox %d delivered: %w", id, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("mark outbox %d delivered: lease lost", id)
	}
	return nil
}

// MarkFailed records a failed attempt. After maxAttempts the row becomes
// 'unmatched': kept and visible for reconciliation, no longer retried.
// Otherwise it is retried after backoff.
func (s *Scans) MarkFailed(ctx context.Context, id int64, owner, reason string, backoff time.Duration, maxAttempts int) (unmatched bool, err error) {
	err = s.DB.QueryRow(ctx, `UPDATE outbox SET attempts = attempts + 1, last_error = $3,
			state = CASE WHEN attempts + 1 >= $5 THEN 'unmatched' ELSE 'pending' END,
			lease_owner = NULL, lease_until = now() + $4 * interval '1 millisecond'
		WHERE id = $1 AND lease_owner = $2 RETURNING state = 'unmatched'`, id, owner, reason, backoff.Milliseconds(), maxAttempts).Scan(&unmatched)
	if err != nil {
		return false, fmt.Errorf("mark outbox %d failed: %w", id, err)
	}
	return unmatched, nil
}

// OutboxCounts reports rows per state, for status and tests.
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

// Release gives a claimed row back untouched, to be claimed again at once.
func (s *Scans) Release(ctx context.Context, id int64, owner string) error {
	_, err := s.DB.Exec(ctx, `UPDATE outbox SET lease_owner = NULL, lease_until = NULL WHERE id = $1 AND lease_owner = $2`, id, owner)
	if err != nil {
		return fmt.Errorf("release outbox %d: %w", id, err)
	}
	return nil
}

// MarkClosed parks a row whose swap workflow has already ended.
func (s *Scans) MarkClosed(ctx context.Context, id int64, owner, reason string) error {
	tag, err := s.DB.Exec(ctx, `UPDATE outbox SET state = 'closed', last_error = $3, attempts = attempts + 1,
		lease_owner = NULL, lease_until = NULL WHERE id = $1 AND lease_owner = $2`, id, owner, reason)
	if err != nil {
		return fmt.Errorf("mark outbox %d closed: %w", id, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("mark outbox %d closed: lease lost", id)
	}
	return nil
}
