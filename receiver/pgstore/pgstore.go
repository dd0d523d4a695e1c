// Package pgstore is a receiver.Store in Postgres (pgx): idempotency keys
// that survive restarts and are shared by every replica of an adapter, the
// claim made atomic by the primary key and row locks.
//
// An adapter whose effect is itself a row in the same database records it in
// OnComplete, inside the transaction that completes the key, so a completed
// key and its effect can never disagree.
package pgstore

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/swapengine/swapengine/receiver"
)

// DefaultTable is the table Store uses unless Options.Table names another.
const DefaultTable = "idempotency_keys"

// Schema is the table Store needs, for an adapter's own migrations (%[1]s is
// the quoted table name, %[2]s the quoted name of its index; CreateTable
// applies it). The scope is stored in column
// receiver. The content type of answers is not stored: replays carry
// Options.ContentType.
const Schema = `
CREATE TABLE IF NOT EXISTS %[1]s (
    receiver            text        NOT NULL,
    idem_key            text        NOT NULL CHECK (length(idem_key) BETWEEN 1 AND 255),
    request_fingerprint text        NOT NULL,
    state               text        NOT NULL CHECK (state IN ('in_progress', 'completed')),
    locked_at           timestamptz NOT NULL,
    response_status     int,
    response_body       bytea,
    created_at          timestamptz NOT NULL DEFAULT now(),
    completed_at        timestamptz,
    PRIMARY KEY (receiver, idem_key),
    CHECK (state = 'in_progress'
           OR (response_status IS NOT NULL AND response_body IS NOT NULL AND completed_at IS NOT NULL))
);
CREATE INDEX IF NOT EXISTS %[2]s ON %[1]s (completed_at) WHERE state = 'completed';
`

// Options configure a Store.
type Options struct {
	// Table is the keys table; default DefaultTable.
	Table string
	// ContentType is what replayed answers carry; default
	// "application/json", the receiver contract's.
	ContentType string
	// OnComplete, when set, runs inside the transaction that completes a
	// key, after the key's row is updated: record the effect there and the
	// two commit together. An error rolls both back (the key is then
	// released by the middleware and the call answered 503).
	OnComplete func(ctx context.Context, tx pgx.Tx, c receiver.Completion) error
}

// Store is a receiver.Store over a pgx pool. Time is the database's clock,
// shared by every replica.
type Store struct {
	pool  *pgxpool.Pool
	opts  Options
	table string // quoted
}

var _ receiver.Store = (*Store)(nil)

// New returns a Store over pool; the table must exist (Schema).
func New(pool *pgxpool.Pool, opts Options) *Store {
	if opts.Table == "" {
		opts.Table = DefaultTable
	}
	if opts.ContentType == "" {
		opts.ContentType = "application/json"
	}
	return &Store{pool: pool, opts: opts, table: pgx.Identifier{opts.Table}.Sanitize()}
}

// CreateTable creates the table and its index if they do not exist.
func (s *Store) CreateTable(ctx context.Context) error {
	index := pgx.Identifier{s.opts.Table + "_completed_at"}.Sanitize()
	if _, err := s.pool.Exec(ctx, fmt.Sprintf(Schema, s.table, index)); err != nil {
		return fmt.Errorf("pgstore: create table %s: %w", s.opts.Table, err)
	}
	return nil
}

// tokens are the locked_at of the claim, written with clock_timestamp(), so
// that successive owners of one key hold different tokens.
func formatToken(t time.Time) string { return t.UTC().Format(time.RFC3339Nano) }

func parseToken(token string) (time.Time, error) {
	t, err := time.Parse(time.RFC3339Nano, token)
	if err != nil {
		return time.Time{}, fmt.Errorf("pgstore: malformed claim token: %w", err)
	}
	return t, nil
}

// Claim implements receiver.Store.
func (s *Store) Claim(ctx context.Context, req receiver.ClaimRequest) (receiver.ClaimResult, error) {
	var res receiver.ClaimResult
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var locked time.Time
		err := tx.QueryRow(ctx, `
			INSERT INTO `+s.table+` (receiver, idem_key, request_fingerprint, state, locked_at)
			VALUES ($1, $2, $3, 'in_progress', clock_timestamp())
			ON CONFLICT (receiver, idem_key) DO NOTHING
			RETURNING locked_at`,
			req.Scope, req.Key, req.Fingerprint).Scan(&locked)
		if err == nil {
			res.Outcome, res.Token = receiver.Claimed, formatToken(locked)
			return nil
		}
		if !errors.Is(err, pgx.ErrNoRows) {
			return fmt.Errorf("insert key: %w", err)
		}

		var (
			storedFP, state string
			status          *int32
			fresh, expired  bool
		)
		err = tx.QueryRow(ctx, `
			SELECT request_fingerprint, state, response_status, response_body,
			       locked_at > clock_timestamp() - $3::bigint * interval '1 microsecond',
			       $4::bigint > 0 AND state = 'completed'
			         AND completed_at <= clock_timestamp() - $4::bigint * interval '1 microsecond'
			FROM `+s.table+`
			WHERE receiver = $1 AND idem_key = $2
			FOR UPDATE`,
			req.Scope, req.Key, req.LockTimeout.Microseconds(), req.Retention.Microseconds()).
			Scan(&storedFP, &state, &status, &res.Response.Body, &fresh, &expired)
		if errors.Is(err, pgx.ErrNoRows) {
			// Released or pruned between the two statements: let the caller retry.
			res.Outcome = receiver.InProgress
			return nil
		}
		if err != nil {
			return fmt.Errorf("read key: %w", err)
		}
		switch {
		case expired:
			// Past retention the key is forgotten: this is a new request.
			return s.takeOver(ctx, tx, req, &res, false)
		case storedFP != req.Fingerprint:
			res.Outcome, res.Response = receiver.Mismatch, receiver.Response{}
		case state == "completed":
			res.Outcome = receiver.Completed
			res.Response.Status, res.Response.ContentType = int(*status), s.opts.ContentType
		case fresh:
			res.Outcome = receiver.InProgress
		default:
			// Held longer than the lock timeout without finishing: its owner
			// is presumed dead. Its Complete no longer matches the token.
			return s.takeOver(ctx, tx, req, &res, true)
		}
		return nil
	})
	return res, err
}

func (s *Store) takeOver(ctx context.Context, tx pgx.Tx, req receiver.ClaimRequest, res *receiver.ClaimResult, takenOver bool) error {
	var locked time.Time
	if err := tx.QueryRow(ctx, `
		UPDATE `+s.table+`
		SET request_fingerprint = $3, state = 'in_progress', locked_at = clock_timestamp(),
		    response_status = NULL, response_body = NULL, completed_at = NULL
		WHERE receiver = $1 AND idem_key = $2
		RETURNING locked_at`,
		req.Scope, req.Key, req.Fingerprint).Scan(&locked); err != nil {
		return fmt.Errorf("take over key: %w", err)
	}
	*res = receiver.ClaimResult{Outcome: receiver.Claimed, Token: formatToken(locked), TakenOver: takenOver}
	return nil
}

// Complete implements receiver.Store.
func (s *Store) Complete(ctx context.Context, c receiver.Completion) error {
	token, err := parseToken(c.Token)
	if err != nil {
		return err
	}
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `
			UPDATE `+s.table+`
			SET state = 'completed', response_status = $4, response_body = $5, completed_at = clock_timestamp()
			WHERE receiver = $1 AND idem_key = $2 AND state = 'in_progress' AND locked_at = $3`,
			c.Scope, c.Key, token, c.Response.Status, c.Response.Body)
		if err != nil {
			return fmt.Errorf("complete key: %w", err)
		}
		if tag.RowsAffected() != 1 {
			return receiver.ErrClaimLost
		}
		if s.opts.OnComplete != nil {
			return s.opts.OnComplete(ctx, tx, c)
		}
		return nil
	})
}

// Release implements receiver.Store.
func (s *Store) Release(ctx context.Context, scope, key, token string) error {
	t, err := parseToken(token)
	if err != nil {
		return err
	}
	if _, err := s.pool.Exec(ctx, `
		DELETE FROM `+s.table+`
		WHERE receiver = $1 AND idem_key = $2 AND state = 'in_progress' AND locked_at = $3`,
		scope, key, t); err != nil {
		return fmt.Errorf("release key: %w", err)
	}
	return nil
}

// Prune deletes completed keys older than olderThan (which Claim already
// treats as forgotten) and returns how many. In-progress keys are left to
// the lock timeout.
func (s *Store) Prune(ctx context.Context, olderThan time.Duration) (int64, error) {
	tag, err := s.pool.Exec(ctx, `
		DELETE FROM `+s.table+`
		WHERE state = 'completed'
		  AND completed_at <= clock_timestamp() - $1::bigint * interval '1 microsecond'`,
		olderThan.Microseconds())
	if err != nil {
		return 0, fmt.Errorf("prune idempotency keys: %w", err)
	}
	return tag.RowsAffected(), nil
}
