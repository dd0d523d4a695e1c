package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Routes pins each payout and refund key to the route it was first sent by
// (payment_routes).
type Routes struct{ DB *pgxpool.Pool }

// Claim records route for key unless the key has one, and returns the key's
// route: the one given, or the one it was first sent by.
func (r *Routes) Claim(ctx context.Context, key, route string) (string, error) {
	var got string
	err := r.DB.QueryRow(ctx, `WITH ins AS (
		INSERT INTO payment_routes (key, route) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING route
	) SELECT route FROM ins UNION ALL SELECT route FROM payment_routes WHERE key = $1 LIMIT 1`, key, route).Scan(&got)
	if errors.Is(err, pgx.ErrNoRows) {
		// Another worker inserted the key while this statement ran: its row
		// is committed now, though not in this statement's snapshot.
		err = r.DB.QueryRow(ctx, `SELECT route FROM payment_routes WHERE key = $1`, key).Scan(&got)
	}
	if err != nil {
		return "", fmt.Errorf("route of %s: %w", key, err)
	}
	return got, nil
}

// Route returns the route key was first sent by; ok is false when it was
// never sent by either.
func (r *Routes) Route(ctx context.Context, key string) (route string, ok bool, err error) {
	err = r.DB.QueryRow(ctx, `SELECT route FROM payment_routes WHERE key = $1`, key).Scan(&route)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("route of %s: %w", key, err)
	}
	return route, true, nil
}
