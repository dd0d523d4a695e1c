package swapworker

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/tclient"
)

// A worker of a build whose migrations have not been applied refuses to start, and says which
// command to run: it must neither migrate under the previous build's workers nor run against
// tables it does not know.
func TestWorkerRefusesAnOlderSchema(t *testing.T) {
	dbURL := testenv.PostgresURL(t)
	_, err := store.MigrateUp(t.Context(), dbURL, store.RequiredVersion()-1)
	require.NoError(t, err)
	c := validConfig(current)
	c.Temporal = tclient.Config{Address: testenv.TemporalAddress(t), Namespace: "default"}
	c.TaskQueue = "schema-check-" + strings.ToLower(t.Name())
	c.DatabaseURL = dbURL
	c.ShutdownGrace = time.Second
	require.NoError(t, c.Validate())
	// A worker that started would run until this ends and return nil.
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	defer cancel()
	err = Run(ctx, c, slog.New(slog.NewTextHandler(io.Discard, nil)))
	require.Error(t, err, "the worker started on an older schema")
	require.Contains(t, err.Error(), "run `starter migrate up`")
	var old *store.SchemaTooOldError
	require.ErrorAs(t, err, &old)
	require.Equal(t, store.RequiredVersion()-1, old.Current)
}
