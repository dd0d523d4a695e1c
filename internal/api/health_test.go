package api

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"

	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
)

// Issue 26 (compose's serve service needs a health check) and issue 29's
// first item: the API says it is alive, and ready only while Postgres and
// Temporal both answer; a dependency that does not is named, its error
// (which may name a host) only logged.
func TestHealthAndReadiness(t *testing.T) {
	s := newStack(t)
	code, body := s.call("", http.MethodGet, "/healthz", nil)
	assert.Equal(t, http.StatusOK, code)
	assert.Equal(t, "ok\n", string(body))
	code, body = s.call("", http.MethodGet, "/readyz", nil)
	assert.Equal(t, http.StatusOK, code, string(body))

	ready := func(cfg Config) (int, string) {
		t.Helper()
		var logged strings.Builder
		cfg.Logger = slog.New(slog.NewTextHandler(&logged, nil))
		rec := httptest.NewRecorder()
		New(cfg).Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/readyz", nil))
		b, _ := io.ReadAll(rec.Body)
		assert.NotEmpty(t, logged.String(), "the cause was not logged")
		return rec.Code, string(b)
	}
	gone, err := store.Open(context.Background(), testenv.MigratedPostgresURL(t))
	require.NoError(t, err)
	gone.Close()
	code, text := ready(Config{DB: gone, Temporal: s.cl})
	assert.Equal(t, http.StatusServiceUnavailable, code)
	assert.Equal(t, "not ready: postgres does not answer\n", text)

	dead, err := client.NewLazyClient(client.Options{HostPort: "127.0.0.1:1"})
	require.NoError(t, err)
	defer dead.Close()
	code, text = ready(Config{DB: s.pool, Temporal: dead})
	assert.Equal(t, http.StatusServiceUnavailable, code)
	assert.Equal(t, "not ready: temporal does not answer\n", text)
}
