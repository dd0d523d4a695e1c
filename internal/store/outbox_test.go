package store_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sync/errgroup"

	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
)

const scannerID = "evm:1337:0xabababababababababababababababababababab"

func outboxDB(t *testing.T) (*pgxpool.Pool, *store.Scans) {
	t.Helper()
	ctx := context.Background()
	pool, err := store.Open(ctx, testenv.MigratedPostgresURL(t))
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	scans := &store.Scans{DB: pool}
	require.NoError(t, scans.Init(ctx, store.ScannerState{ID: scannerID, ChainID: 1337,
		Contract: "0x" + strings.Repeat("ab", 20), Cursor: store.Block{Hash: "0x" + strings.Repeat("00", 32)}}))
	return pool, scans
}

// insertRows writes n rows for each swap in one statement, as a bulk pass does.
func insertRows(t *testing.T, pool *pgxpool.Pool, swaps []string, n int, tag string) {
	t.Helper()
	_, err := pool.Exec(context.Background(), `INSERT INTO outbox (scanner_id, kind, swap_id, event_id, payload)
		SELECT $1, 'deposit-observed', s, s || '/' || $4 || '/' || i, '{}'
		FROM unnest($2::text[]) s, generate_series(1, $3) i ORDER BY s, i`, scannerID, swaps, n, tag)
	require.NoError(t, err)
}

func swapIDs(prefix string, n int) []string {
	ids := make([]string, n)
	for i := range ids {
		ids[i] = fmt.Sprintf("%s-%06d", prefix, i)
	}
	return ids
}

// Finding 13: the old claim walked every pending row (313 ms at ~100k rows
// returning none). The claim reads the index of due swaps only: with 100 or
// 20,000 swaps waiting for a retry, it touches the same few pages.
func TestClaimCostDoesNotGrowWithBacklog(t *testing.T) {
	pool, scans := outboxDB(t)
	ctx := context.Background()
	buffers := func(large bool) int {
		t.Helper()
		// Vacuumed as autovacuum would: each backoff leaves a dead index entry
		// behind until then (and the first scan over one marks it dead).
		_, err := pool.Exec(ctx, `VACUUM ANALYZE outbox_swaps`)
		require.NoError(t, err)
		raw, err := scans.ExplainClaim(ctx, scannerID, 100)
		require.NoError(t, err)
		var plan []struct {
			Plan map[string]any `json:"Plan"`
		}
		require.NoError(t, json.Unmarshal(raw, &plan))
		if large {
			// (A table of 100 rows is read whole; that is the planner's choice.)
			assert.NotContains(t, string(raw), `"Seq Scan"`, "the claim must not scan a table")
			assert.Contains(t, string(raw), `"outbox_swaps_due"`, "the claim reads the index of due swaps")
		}
		return int(plan[0].Plan["Shared Hit Blocks"].(float64) + plan[0].Plan["Shared Read Blocks"].(float64))
	}
	backOff := func() {
		// Everything written so far waits for a retry, as a backfill for unknown swaps does.
		_, err := pool.Exec(ctx, `UPDATE outbox_swaps SET due_at = now() + interval '1 hour'`)
		require.NoError(t, err)
	}
	insertRows(t, pool, swapIDs("small", 100), 2, "a")
	backOff()
	small := buffers(false)
	insertRows(t, pool, swapIDs("large", 20_000), 2, "a")
	backOff()
	large := buffers(true)
	t.Logf("claim with nothing due: %d buffers at 200 rows, %d at 40,200 rows", small, large)
	assert.LessOrEqual(t, large, small+3, "the claim's cost grew with the backlog")

	// And it takes what is due, oldest first, a limit's worth.
	insertRows(t, pool, []string{"due-1", "due-2"}, 1, "b")
	claimed, err := scans.ClaimSwaps(ctx, scannerID, "me", 1, 10, time.Minute)
	require.NoError(t, err)
	require.Len(t, claimed, 1)
	assert.Equal(t, "due-1", claimed[0].SwapID)
}

// Finding 7: two dispatchers must never hold one swap at once, and every row
// goes out once, in the order written, while the scanner keeps adding rows
// (which must never be left behind by a swap turning idle).
func TestTwoDispatchersNeverHoldOneSwap(t *testing.T) {
	pool, scans := outboxDB(t)
	ctx := context.Background()
	swaps := swapIDs("swap", 40)
	insertRows(t, pool, swaps, 3, "first")

	var (
		mu        sync.Mutex
		holder    = map[string]string{}
		delivered = map[string][]string{}
		overlaps  int
	)
	writerDone := make(chan struct{})
	var g errgroup.Group
	g.Go(func() error {
		defer close(writerDone)
		for i := range 20 {
			if _, err := pool.Exec(ctx, `INSERT INTO outbox (scanner_id, kind, swap_id, event_id, payload)
				SELECT $1, 'deposit-observed', s, s || '/more/' || $3::int, '{}' FROM unnest($2::text[]) s ORDER BY s`,
				scannerID, swaps[i%len(swaps):], i); err != nil {
				return err
			}
		}
		return nil
	})
	for _, owner := range []string{"a", "b"} {
		g.Go(func() error {
			for {
				claimed, err := scans.ClaimSwaps(ctx, scannerID, owner, 3, 2, time.Minute)
				if err != nil {
					return err
				}
				if len(claimed) == 0 {
					select {
					case <-writerDone:
						var pending int
						if err := pool.QueryRow(ctx, `SELECT count(*) FROM outbox WHERE state = 'pending'`).Scan(&pending); err != nil {
							return err
						}
						if pending == 0 {
							return nil
						}
					default:
					}
					continue
				}
				for _, c := range claimed {
					mu.Lock()
					if holder[c.SwapID] != "" {
						overlaps++
					}
					holder[c.SwapID] = owner
					mu.Unlock()
					for _, r := range c.Rows {
						if err := scans.SettleRow(ctx, scannerID, c.SwapID, owner, r.ID, store.Settle{State: store.OutboxDone}, time.Minute); err != nil {
							return err
						}
						mu.Lock()
						delivered[c.SwapID] = append(delivered[c.SwapID], fmt.Sprintf("%09d", r.ID))
						mu.Unlock()
					}
					mu.Lock()
					holder[c.SwapID] = ""
					mu.Unlock()
					if err := scans.FinishSwap(ctx, scannerID, c.SwapID, owner, store.SwapRound{}); err != nil {
						return err
					}
				}
			}
		})
	}
	require.NoError(t, g.Wait())
	assert.Zero(t, overlaps, "a swap was held by both dispatchers at once")
	var total int
	require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM outbox`).Scan(&total))
	got := 0
	for swap, ids := range delivered {
		got += len(ids)
		assert.IsIncreasing(t, ids, "swap %s: rows out of order", swap)
	}
	assert.Equal(t, total, got, "every row delivered exactly once")
}

// A swap's rows never split between parked and pending: a new row for a
// parked swap brings the parked ones back, and they are claimed first.
func TestNewRowForParkedSwapSendsAllInOrder(t *testing.T) {
	pool, scans := outboxDB(t)
	ctx := context.Background()
	insertRows(t, pool, []string{"ghost"}, 3, "old")
	claimed, err := scans.ClaimSwaps(ctx, scannerID, "me", 10, 10, time.Minute)
	require.NoError(t, err)
	require.Len(t, claimed, 1)
	parked, err := scans.ParkSwaps(ctx, scannerID, "me", []string{"ghost"}, "none")
	require.NoError(t, err)
	assert.Equal(t, 3, parked)
	claimed, err = scans.ClaimSwaps(ctx, scannerID, "me", 10, 10, time.Minute)
	require.NoError(t, err)
	assert.Empty(t, claimed, "a parked swap is not claimed")

	insertRows(t, pool, []string{"ghost"}, 1, "new")
	claimed, err = scans.ClaimSwaps(ctx, scannerID, "me", 10, 10, time.Minute)
	require.NoError(t, err)
	require.Len(t, claimed, 1)
	var events []string
	for _, r := range claimed[0].Rows {
		events = append(events, r.EventID)
	}
	assert.Equal(t, []string{"ghost/old/1", "ghost/old/2", "ghost/old/3", "ghost/new/1"}, events)
	assert.Equal(t, 1, claimed[0].Misses, "the swap is still known missing: the next miss parks it at once")
}

func TestRedriveAndListFilters(t *testing.T) {
	pool, scans := outboxDB(t)
	ctx := context.Background()
	insertRows(t, pool, []string{"a", "b"}, 2, "x")
	claimed, err := scans.ClaimSwaps(ctx, scannerID, "me", 10, 10, time.Minute)
	require.NoError(t, err)
	require.Len(t, claimed, 2)
	_, err = scans.ParkSwaps(ctx, scannerID, "me", []string{"a", "b"}, "none")
	require.NoError(t, err)

	_, err = scans.ListOutbox(ctx, store.OutboxFilter{States: []string{"parked"}, Limit: 10})
	assert.ErrorContains(t, err, `state "parked"`)
	_, err = scans.ListOutbox(ctx, store.OutboxFilter{Limit: store.MaxOutboxList + 1})
	assert.ErrorContains(t, err, "limit")
	_, _, err = scans.Redrive(ctx, store.OutboxFilter{States: []string{store.OutboxDone}}, "x")
	assert.ErrorContains(t, err, `state "done" cannot be redriven`)

	rows, swaps, err := scans.Redrive(ctx, store.OutboxFilter{SwapID: "a"}, "redriven by test")
	require.NoError(t, err)
	assert.Equal(t, 2, rows)
	assert.Equal(t, 1, swaps)
	list, err := scans.ListOutbox(ctx, store.OutboxFilter{States: []string{store.OutboxPending}, Limit: 10})
	require.NoError(t, err)
	require.Len(t, list, 2)
	assert.Equal(t, "a", list[0].SwapID)
	assert.Contains(t, list[0].LastError, "redriven by test (was unmatched")
	claimed, err = scans.ClaimSwaps(ctx, scannerID, "me", 10, 10, time.Minute)
	require.NoError(t, err)
	require.Len(t, claimed, 1)
	assert.Zero(t, claimed[0].Misses, "a redrive starts the swap's count afresh")
}

// The look for started swaps begins at the oldest parking, then moves on:
// it never lists again what it has listed.
func TestWatchMovesOn(t *testing.T) {
	_, scans := outboxDB(t)
	ctx := context.Background()
	first := time.Now().Add(-time.Hour).UTC().Truncate(time.Microsecond)
	since, due, err := scans.WatchDue(ctx, scannerID, 0, first)
	require.NoError(t, err)
	require.True(t, due)
	assert.True(t, since.Equal(first), "%s", since)
	later := time.Now().Add(-time.Minute).UTC().Truncate(time.Microsecond)
	require.NoError(t, scans.WatchDone(ctx, scannerID, later))
	since, due, err = scans.WatchDue(ctx, scannerID, 0, first)
	require.NoError(t, err)
	require.True(t, due)
	assert.True(t, since.Equal(later), "%s", since)
	_, due, err = scans.WatchDue(ctx, scannerID, time.Hour, first)
	require.NoError(t, err)
	assert.False(t, due, "another dispatcher looked less than an hour ago")
}
