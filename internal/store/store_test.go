package store_test

import (
	"context"
	"fmt"
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
	pool, err := store.Open(ctx, testenv.MigratedPostgresURL(t))
	require.NoError(t, err)
	defer pool.Close()
	for range 2 {
		_, err := pool.Exec(ctx, `INSERT INTO effects (receiver, idem_key, swap_id, request, response)
			VALUES ('exchange', 'k', 'swap-1', '{}', '{}')`)
		require.NoError(t, err)
	}
}

// A process that needs a newer schema refuses it, naming the command that fixes it, and leaves
// the schema as it found it; the version it needs is the newest embedded migration's.
func TestOpenRefusesAnOlderSchemaAndNeverMigrates(t *testing.T) {
	ctx := context.Background()
	url := testenv.PostgresURL(t)
	all := store.Migrations()
	require.Equal(t, all[len(all)-1].Version, store.RequiredVersion())

	_, err := store.Open(ctx, url)
	var old *store.SchemaTooOldError
	require.ErrorAs(t, err, &old, "an empty database")
	assert.Equal(t, int64(0), old.Current)
	assert.Len(t, old.Pending, len(all))
	assert.Contains(t, err.Error(), "run `starter migrate up`")

	applied, err := store.MigrateUp(ctx, url, store.RequiredVersion()-1)
	require.NoError(t, err)
	require.Len(t, applied, len(all)-1)
	_, err = store.Open(ctx, url)
	require.ErrorAs(t, err, &old)
	assert.EqualError(t, err, fmt.Sprintf("database schema is at version %d, this build needs %d (pending: %s): run `starter migrate up` against this database first",
		store.RequiredVersion()-1, store.RequiredVersion(), all[len(all)-1].Name))

	pool, err := store.Connect(ctx, url)
	require.NoError(t, err)
	defer pool.Close()
	st, err := store.Status(ctx, pool)
	require.NoError(t, err)
	assert.Equal(t, store.RequiredVersion()-1, st.Current, "Open left the schema as it was")

	require.NoError(t, store.Migrate(ctx, url))
	p2, err := store.Open(ctx, url)
	require.NoError(t, err)
	p2.Close()

	// A newer build's migration, recorded as goose records it: a rollback to this build must
	// still start.
	_, err = pool.Exec(ctx, `INSERT INTO goose_db_version (version_id, is_applied) VALUES ($1, true)`, store.RequiredVersion()+1)
	require.NoError(t, err)
	p3, err := store.Open(ctx, url)
	require.NoError(t, err, "a schema ahead of this build")
	p3.Close()
	st, err = store.Status(ctx, pool)
	require.NoError(t, err)
	assert.Equal(t, []int64{store.RequiredVersion() + 1}, st.Unknown)
	assert.Empty(t, st.Pending)
}
