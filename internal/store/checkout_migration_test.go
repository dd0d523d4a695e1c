package store_test

import (
	"context"
	"regexp"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/database"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
)

// Migration 00014 gives the API swaps created before it a checkout token of
// the shape new ones get (co_ and 22 base64url characters: the checkout
// page looks up nothing else), each its own, and from then on requires one.
func TestCheckoutMigrationGivesOlderSwapsTokens(t *testing.T) {
	ctx := context.Background()
	url := testenv.PostgresURL(t)
	cfg, err := pgx.ParseConfig(url)
	require.NoError(t, err)
	db := stdlib.OpenDB(*cfg)
	defer db.Close()
	p, err := goose.NewProvider(database.DialectPostgres, db, store.MigrationsFS())
	require.NoError(t, err)
	defer p.Close()
	_, err = p.UpTo(ctx, 12)
	require.NoError(t, err)
	_, err = db.ExecContext(ctx, `INSERT INTO merchants (id, name) VALUES ('mer_old', 'old')`)
	require.NoError(t, err)
	for _, id := range []string{"old-1", "old-2"} {
		_, err = db.ExecContext(ctx, `INSERT INTO api_swaps (swap_id, merchant_id, request, input) VALUES ($1, 'mer_old', '{}', '{}')`, id)
		require.NoError(t, err)
	}
	_, err = p.UpTo(ctx, 14)
	require.NoError(t, err)

	rows, err := db.QueryContext(ctx, `SELECT checkout_id FROM api_swaps ORDER BY swap_id`)
	require.NoError(t, err)
	var tokens []string
	for rows.Next() {
		var tok string
		require.NoError(t, rows.Scan(&tok))
		tokens = append(tokens, tok)
	}
	require.NoError(t, rows.Err())
	require.Len(t, tokens, 2)
	shape := regexp.MustCompile(`^co_[A-Za-z0-9_-]{22}$`)
	for _, tok := range tokens {
		assert.Regexp(t, shape, tok)
	}
	assert.NotEqual(t, tokens[0], tokens[1])
	_, err = db.ExecContext(ctx, `INSERT INTO api_swaps (swap_id, merchant_id, request, input) VALUES ('new', 'mer_old', '{}', '{}')`)
	assert.ErrorContains(t, err, "checkout_id", "a swap without a token is refused")
	_, err = db.ExecContext(ctx, `INSERT INTO api_swaps (swap_id, merchant_id, request, input, checkout_id) VALUES ('dup', 'mer_old', '{}', '{}', $1)`, tokens[0])
	assert.ErrorContains(t, err, "api_swaps_checkout_id_key", "tokens are unique")
}
