package store_test

import (
	"context"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
)

// Issue 26's production drill: a worker on a read-only role passed its
// start checks, made itself the current build, and failed only at its first
// write. The check refuses a role that can read but not write, and a
// read-only session, naming the role; the owner passes.
func TestARoleThatCannotWriteIsRefusedAtStartNamingIt(t *testing.T) {
	ctx := context.Background()
	dbURL := testenv.MigratedPostgresURL(t)
	owner, err := store.Open(ctx, dbURL)
	require.NoError(t, err)
	defer owner.Close()
	require.NoError(t, store.CheckWritable(ctx, owner), "the owner writes")

	readerURL, role := testenv.ReaderURL(t, dbURL)
	reader, err := store.Open(ctx, readerURL)
	require.NoError(t, err, "a reader passes the schema check")
	defer reader.Close()
	err = store.CheckWritable(ctx, reader)
	require.Error(t, err)
	assert.Contains(t, err.Error(), role)
	assert.Contains(t, err.Error(), "tx_sends (INSERT, UPDATE)")

	// The owner, in a session that may not write (a standby answers so).
	ro, err := url.Parse(dbURL)
	require.NoError(t, err)
	q := ro.Query()
	q.Set("default_transaction_read_only", "on")
	ro.RawQuery = q.Encode()
	session, err := store.Open(ctx, ro.String())
	require.NoError(t, err)
	defer session.Close()
	err = store.CheckWritable(ctx, session)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "read-only session")
}
