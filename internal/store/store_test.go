package store_test

import (
	"context"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sync/errgroup"

	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
)

func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }

// Several processes migrate the same database at start-up; the advisory lock must make that
// safe: every call succeeds and the schema is applied once.
func TestMigrateConcurrentlyIsSafe(t *testing.T) {
	ctx := context.Background()
	url := testenv.PostgresURL(t)

	var g errgroup.Group
	for range 4 {
		g.Go(func() error { return store.Migrate(ctx, url) })
	}
	require.NoError(t, g.Wait())
	require.NoError(t, store.Migrate(ctx, url), "migrating an up-to-date database is a no-op")

	pool, err := store.Open(ctx, url)
	require.NoError(t, err)
	defer pool.Close()

	for _, table := range []string{"idempotency_keys", "effects", "webhook_deliveries"} {
		var exists bool
		require.NoError(t, pool.QueryRow(ctx, `SELECT to_regclass($1) IS NOT NULL`, table).Scan(&exists))
		assert.True(t, exists, table)
	}
	var applied int
	require.NoError(t, pool.QueryRow(ctx,
		`SELECT count(*) FROM goose_db_version WHERE version_id = 1 AND is_applied`).Scan(&applied))
	assert.Equal(t, 1, applied, "migration 1 recorded exactly once")
}

func TestOpenRejectsBadURL(t *testing.T) {
	_, err := store.Open(context.Background(), "postgres://nobody@127.0.0.1:1/none?connect_timeout=2")
	require.Error(t, err)
}

// effects must be able to show a duplicate: uniqueness there would hide a broken contract.
func TestEffectsAllowsDuplicateKeys(t *testing.T) {
	ctx := context.Background()
	pool, err := store.Open(ctx, testenv.PostgresURL(t))
	require.NoError(t, err)
	defer pool.Close()
	for range 2 {
		_, err := pool.Exec(ctx, `INSERT INTO effects (receiver, idem_key, swap_id, request, response)
			VALUES ('exchange', 'k', 'swap-1', '{}', '{}')`)
		require.NoError(t, err)
	}
}
