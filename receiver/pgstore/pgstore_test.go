package pgstore

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/receiver"
)

func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }

// newStore returns a Store over a fresh database whose table CreateTable
// made, and the effects table its OnComplete writes into.
func newStore(t *testing.T, onComplete func(ctx context.Context, tx pgx.Tx, c receiver.Completion) error) (*Store, *pgxpool.Pool) {
	t.Helper()
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, testenv.PostgresURL(t))
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	s := New(pool, Options{Table: "adapter_keys", OnComplete: onComplete})
	require.NoError(t, s.CreateTable(ctx))
	require.NoError(t, s.CreateTable(ctx), "idempotent")
	_, err = pool.Exec(ctx, `CREATE TABLE effects (key text NOT NULL, status int NOT NULL)`)
	require.NoError(t, err)
	return s, pool
}

func recordEffect(ctx context.Context, tx pgx.Tx, c receiver.Completion) error {
	_, err := tx.Exec(ctx, `INSERT INTO effects (key, status) VALUES ($1, $2)`, c.Key, c.Response.Status)
	return err
}

func count(t *testing.T, pool *pgxpool.Pool, sql string, args ...any) int {
	t.Helper()
	var n int
	require.NoError(t, pool.QueryRow(context.Background(), sql, args...).Scan(&n))
	return n
}

func serve(t *testing.T, s receiver.Store, opts receiver.Options, h http.HandlerFunc) func(key, body string) *httptest.ResponseRecorder {
	mw, err := receiver.Idempotent(s, opts)
	require.NoError(t, err)
	handler := mw(h)
	return func(key, body string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodPost, "/v1/payouts", strings.NewReader(body))
		req.Header.Set(receiver.HeaderIdempotencyKey, key)
		rec := httptest.NewRecorder()
		handler.ServeHTTP(rec, req)
		return rec
	}
}

// The contract over Postgres: one effect row per key, committed with the
// key; replay byte for byte; another body 422; concurrent duplicates (from
// several "replicas", i.e. goroutines sharing only the database) one effect.
func TestContractOverPostgres(t *testing.T) {
	s, pool := newStore(t, recordEffect)
	var runs atomic.Int64
	call := serve(t, s, receiver.Options{Scope: "payout"}, func(w http.ResponseWriter, r *http.Request) {
		n := runs.Add(1)
		time.Sleep(50 * time.Millisecond)
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"status":"sent","run":%d}`, n)
	})

	first := call("k1", `{"a":1}`)
	require.Equal(t, http.StatusOK, first.Code, first.Body.String())
	again := call("k1", `{"a":1}`)
	assert.Equal(t, first.Body.String(), again.Body.String())
	assert.Equal(t, "true", again.Header().Get(receiver.HeaderIdempotentReplayed))
	assert.Equal(t, "application/json", again.Header().Get("Content-Type"))
	assert.Equal(t, http.StatusUnprocessableEntity, call("k1", `{"a":2}`).Code)
	assert.Equal(t, 1, count(t, pool, `SELECT count(*) FROM effects WHERE key = 'k1'`))

	const n = 12
	codes := make([]int, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() { defer wg.Done(); codes[i] = call("k2", `{"a":1}`).Code }()
	}
	wg.Wait()
	for i, c := range codes {
		assert.Contains(t, []int{http.StatusOK, http.StatusConflict}, c, "call %d", i)
	}
	assert.Equal(t, 1, count(t, pool, `SELECT count(*) FROM effects WHERE key = 'k2'`))
	assert.EqualValues(t, 2, runs.Load(), "one run per key")
}

// OnComplete failing rolls the key back with it: nothing is stored, the
// key is free, and the call is answered 503 (retry with the same key).
func TestOnCompleteFailureStoresNothing(t *testing.T) {
	var fail atomic.Bool
	fail.Store(true)
	s, pool := newStore(t, func(ctx context.Context, tx pgx.Tx, c receiver.Completion) error {
		if err := recordEffect(ctx, tx, c); err != nil {
			return err
		}
		if fail.Load() {
			return errors.New("ledger full")
		}
		return nil
	})
	call := serve(t, s, receiver.Options{}, func(w http.ResponseWriter, _ *http.Request) { fmt.Fprint(w, "{}") })
	r := call("k", `{}`)
	assert.Equal(t, http.StatusServiceUnavailable, r.Code)
	assert.NotContains(t, r.Body.String(), "ledger full", "store errors stay in the log")
	assert.Zero(t, count(t, pool, `SELECT count(*) FROM effects`))
	assert.Zero(t, count(t, pool, `SELECT count(*) FROM adapter_keys`))
	fail.Store(false)
	assert.Equal(t, http.StatusOK, call("k", `{}`).Code)
	assert.Equal(t, 1, count(t, pool, `SELECT count(*) FROM effects`))
}

func TestRetentionTakeoverAndPrune(t *testing.T) {
	s, pool := newStore(t, nil)
	ctx := context.Background()
	req := receiver.ClaimRequest{Scope: "x", Key: "k", Fingerprint: "f1", LockTimeout: time.Hour, Retention: time.Hour}

	c, err := s.Claim(ctx, req)
	require.NoError(t, err)
	require.Equal(t, receiver.Claimed, c.Outcome)
	busy, err := s.Claim(ctx, req)
	require.NoError(t, err)
	assert.Equal(t, receiver.InProgress, busy.Outcome)

	// Abandoned: locked longer ago than the lock timeout.
	_, err = pool.Exec(ctx, `UPDATE adapter_keys SET locked_at = locked_at - interval '2 hours'`)
	require.NoError(t, err)
	took, err := s.Claim(ctx, req)
	require.NoError(t, err)
	require.Equal(t, receiver.Claimed, took.Outcome)
	assert.True(t, took.TakenOver)
	assert.ErrorIs(t, s.Complete(ctx, receiver.Completion{Scope: "x", Key: "k", Token: c.Token, Response: receiver.Response{Status: 200, Body: []byte("old")}}), receiver.ErrClaimLost)
	require.NoError(t, s.Complete(ctx, receiver.Completion{Scope: "x", Key: "k", Token: took.Token, Response: receiver.Response{Status: 200, Body: []byte("new")}}))

	done, err := s.Claim(ctx, req)
	require.NoError(t, err)
	assert.Equal(t, receiver.Completed, done.Outcome)
	assert.Equal(t, "new", string(done.Response.Body))

	n, err := s.Prune(ctx, time.Hour)
	require.NoError(t, err)
	assert.Zero(t, n, "inside retention")

	// Past retention the key is forgotten, even before it is pruned.
	_, err = pool.Exec(ctx, `UPDATE adapter_keys SET completed_at = completed_at - interval '61 minutes'`)
	require.NoError(t, err)
	other := req
	other.Fingerprint = "f2"
	fresh, err := s.Claim(ctx, other)
	require.NoError(t, err)
	assert.Equal(t, receiver.Claimed, fresh.Outcome)
	assert.False(t, fresh.TakenOver)
	require.NoError(t, s.Release(ctx, "x", "k", fresh.Token))
	assert.Zero(t, count(t, pool, `SELECT count(*) FROM adapter_keys`))

	// Prune removes completed keys past the window.
	c, err = s.Claim(ctx, req)
	require.NoError(t, err)
	require.NoError(t, s.Complete(ctx, receiver.Completion{Scope: "x", Key: "k", Token: c.Token, Response: receiver.Response{Status: 200, Body: []byte("{}")}}))
	_, err = pool.Exec(ctx, `UPDATE adapter_keys SET completed_at = completed_at - interval '2 hours'`)
	require.NoError(t, err)
	n, err = s.Prune(ctx, time.Hour)
	require.NoError(t, err)
	assert.EqualValues(t, 1, n)
}
