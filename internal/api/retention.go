package api

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// Retention: webhook events and their attempts are kept EventRetention
// (what GET /v1/events reaches, and what a redelivery can send), dashboard
// sessions until they expire. `serve` prunes the rest every PruneEvery, in
// batches, so that no statement holds many rows or long locks; several
// API processes pruning at once delete each row once.

// PruneEvery is how often `serve` prunes.
const PruneEvery = time.Hour

// pruneBatch bounds the rows one statement deletes; pruneBreather is the
// pause between two full batches.
const (
	pruneBatch    = 5000
	pruneBreather = 200 * time.Millisecond
)

// Pruned counts what one Prune deleted.
type Pruned struct {
	Events, Attempts, Sessions int64
}

// Prune deletes the webhook events and attempts older than EventRetention
// and the expired dashboard sessions.
func Prune(ctx context.Context, db *pgxpool.Pool) (Pruned, error) {
	var p Pruned
	keep := fmt.Sprintf("%d seconds", int(EventRetention.Seconds()))
	for _, step := range []struct {
		what  string
		sql   string
		args  []any
		count *int64
	}{
		// Attempts first: an attempt is listed under its event only.
		{"webhook attempts", `DELETE FROM webhook_attempts WHERE id IN (
			SELECT id FROM webhook_attempts WHERE at < now() - $1::interval LIMIT $2)`, []any{keep, pruneBatch}, &p.Attempts},
		{"webhook events", `DELETE FROM webhook_events WHERE webhook_id IN (
			SELECT webhook_id FROM webhook_events WHERE created_at < now() - $1::interval LIMIT $2)`, []any{keep, pruneBatch}, &p.Events},
		{"dashboard sessions", `DELETE FROM dashboard_sessions WHERE token_hash IN (
			SELECT token_hash FROM dashboard_sessions WHERE expires_at < now() LIMIT $1)`, []any{pruneBatch}, &p.Sessions},
	} {
		for {
			tag, err := db.Exec(ctx, step.sql, step.args...)
			if err != nil {
				return p, fmt.Errorf("prune %s: %w", step.what, err)
			}
			*step.count += tag.RowsAffected()
			if tag.RowsAffected() < pruneBatch {
				break
			}
			// A backlog goes in steps, leaving room between them for the
			// worker's writes to the same tables.
			select {
			case <-ctx.Done():
				return p, ctx.Err()
			case <-time.After(pruneBreather):
			}
		}
	}
	return p, nil
}

// pruneLoop prunes at once and then every PruneEvery until ctx ends; a
// failed pass is logged and tried again at the next.
func pruneLoop(ctx context.Context, db *pgxpool.Pool, logger *slog.Logger) {
	t := time.NewTicker(PruneEvery)
	defer t.Stop()
	for {
		p, err := Prune(ctx, db)
		switch {
		case ctx.Err() != nil:
			return
		case err != nil:
			logger.Warn("retention: prune failed; trying again next time", "error", err)
		case p != (Pruned{}):
			logger.Info("retention: pruned", "webhookEvents", p.Events, "webhookAttempts", p.Attempts, "dashboardSessions", p.Sessions)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
