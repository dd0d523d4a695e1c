package chain_test

import (
	"context"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/store"
)

// sparseRig mines a history of blocks with k deposits spread over it, the
// last one gap blocks below the head.
func sparseRig(t *testing.T, cfg chain.Config, k, gap int) *rig {
	t.Helper()
	r := newRig(t, cfg)
	for i := range k {
		r.deposit(fmt.Sprintf("swap-sparse-%d", i), int64(100+i))
		r.mine(gap)
	}
	return r
}

// window is the retained hashes, lowest first, checked to be one unbroken
// hash chain ending at the cursor.
func (r *rig) window() []store.Block {
	r.t.Helper()
	st := r.state()
	rows, err := r.scans.DB.Query(context.Background(), `SELECT number, hash, COALESCE(parent_hash, '') FROM block_hashes WHERE scanner_id = $1 ORDER BY number`, r.cfg.ID())
	require.NoError(r.t, err)
	defer rows.Close()
	var out []store.Block
	var parents []string
	for rows.Next() {
		var b store.Block
		var parent string
		require.NoError(r.t, rows.Scan(&b.Number, &b.Hash, &parent))
		out, parents = append(out, b), append(parents, parent)
	}
	require.NotEmpty(r.t, out)
	for i := 1; i < len(out); i++ {
		require.Equal(r.t, out[i-1].Number+1, out[i].Number, "the window has no hole")
		require.Equal(r.t, out[i-1].Hash, parents[i], "block #%d links to the one below", out[i].Number)
	}
	require.Equal(r.t, st.Cursor, out[len(out)-1], "the window ends at the cursor")
	return out
}

// Issue 17 item 5: a catch-up of N blocks holding k deposits below the
// final height reads the logs, the headers of the k blocks with deposits and
// of each segment's end, and the full header chain only for the retained
// window below the final height and the unfinalized blocks above it.
func TestHistoricalSyncReadsOnlyTheHeadersOfDepositBlocks(t *testing.T) {
	const (
		k, gap        = 6, 150
		retain, depth = 16, 8
	)
	r := sparseRig(t, chain.Config{Retain: retain, Finality: chain.Finality{Depth: depth}, MaxRange: 100}, k, gap)
	r.proxy.Reset()
	s := r.scanner()
	passes := 0
	var rep chain.Report
	for rep.Cursor.Number == 0 || rep.Cursor.Number < rep.Head {
		var err error
		rep, err = s.Pass(context.Background())
		require.NoError(t, err)
		passes++
		require.Less(t, passes, 50)
	}
	head := r.chain.Head()
	require.Equal(t, head, rep.Cursor.Number)
	calls := r.proxy.CallCounts()
	t.Logf("%d blocks, %d deposits, %d passes: %v, %d HTTP requests", head, k, passes, calls, r.proxy.Stats().Requests)

	count := map[string]int{}
	for _, o := range r.outbox() {
		count[o.Kind]++
	}
	assert.Equal(t, k, count["deposit-observed"])
	assert.Equal(t, k, count["deposit-confirmed"], "every deposit is final: the last sits %d blocks below the head", gap)

	// Headers: every pass's probe (head, the block at the cursor), one per
	// deposit block, one per segment's end, and the full chain of the
	// window below the final height and the blocks above it.
	full := retain + depth
	bound := 2*passes + k + passes + full
	assert.LessOrEqual(t, calls["eth_getBlockByNumber"], bound)
	assert.Less(t, calls["eth_getBlockByNumber"], int(head)/10, "not one header per block")
	// Logs: one range query per 100 blocks at most, and one query by hash
	// per block with deposits.
	assert.LessOrEqual(t, calls["eth_getLogs"], int(head)/100+2*passes+k)

	w := r.window()
	assert.Len(t, w, retain+1, "the retained window is whole again once the scanner is on the head")
}

// The same history read through Run: segments of ranges, one round trip per
// range, with the next segment read while the last commits; what is
// recorded is the same as pass by pass.
func TestHistoricalSyncThroughRun(t *testing.T) {
	r := sparseRig(t, chain.Config{Retain: 16, Finality: chain.Finality{Depth: 8}, MaxRange: 50}, 5, 200)
	r.proxy.Reset()
	s := r.scanner()
	var rep chain.Report
	for range 20 {
		var err error
		rep, err = s.Run(context.Background(), time.Now().Add(time.Minute))
		require.NoError(t, err)
		if rep.Lag == 0 {
			break
		}
	}
	require.Zero(t, rep.Lag)
	ranges := int(r.chain.Head())/50 + 1
	st := r.proxy.Stats()
	t.Logf("%d blocks: %v, %d HTTP requests for about %d log ranges", r.chain.Head(), r.proxy.CallCounts(), st.Requests, ranges)
	assert.Less(t, r.proxy.Calls("eth_getBlockByNumber"), 80)
	assert.LessOrEqual(t, st.Requests, ranges+ranges/4, "about one round trip per log range")
	count := map[string]int{}
	for _, o := range r.outbox() {
		count[o.Kind]++
	}
	assert.Equal(t, map[string]int{"deposit-observed": 5, "deposit-confirmed": 5}, count)
	r.window()
}

// A range answer that holds part of a block's logs is caught below the
// final height too: every block with logs is read again by hash.
func TestHistoricalPartialAnswerIsCompleted(t *testing.T) {
	r := newRig(t, chain.Config{Retain: 8, Finality: chain.Finality{Depth: 4}})
	r.deposit("swap-first", 5)
	r.deposit("swap-second", 6)
	r.mine(1)
	r.deposit("swap-alone", 7)
	r.mine(100)
	r.proxy.SetPartialLogs(true)
	s := r.scanner()
	rep, err := s.Pass(context.Background())
	require.NoError(t, err)
	assert.Equal(t, 3, rep.Observed)
	assert.Equal(t, 1, rep.Rereads, "one block's range answer missed a log")
	assert.LessOrEqual(t, rep.Cursor.Number, rep.Head-12, "the pass was a historical one")
	assert.ElementsMatch(t, []string{"deposit-observed swap-first", "deposit-confirmed swap-first", "deposit-observed swap-second",
		"deposit-confirmed swap-second", "deposit-observed swap-alone", "deposit-confirmed swap-alone"}, kinds(r.outbox()))
}

// A range answered from another fork (log block hashes that are not the
// canonical ones) is read again, below the final height as above it.
func TestHistoricalStaleAnswerIsReadAgain(t *testing.T) {
	r := newRig(t, chain.Config{Retain: 8, Finality: chain.Finality{Depth: 4}})
	r.deposit("swap-stale", 5)
	r.mine(100)
	r.proxy.SetStaleLogs(1)
	s := r.scanner()
	rep, err := s.Pass(context.Background())
	require.NoError(t, err)
	assert.Equal(t, 1, r.proxy.Stats().StaleAnswers)
	assert.Equal(t, 1, rep.Observed)
	r.catchUp(s)
	assert.Equal(t, []string{"deposit-observed swap-stale", "deposit-confirmed swap-stale"}, kinds(r.outbox()))
}

// After a historical sync the window below the final height is a full hash
// chain: a reorg reaching below the final height is walked back to its
// common ancestor and halts as a finality violation naming the deposit.
func TestFinalityViolationAfterHistoricalSync(t *testing.T) {
	r := newRig(t, chain.Config{Retain: 16, Finality: chain.Finality{Depth: 4}})
	r.mine(200)
	r.deposit("swap-paid", 900)
	r.mine(8)
	s := r.scanner()
	r.catchUp(s)
	require.Equal(t, []string{"deposit-observed swap-paid", "deposit-confirmed swap-paid"}, kinds(r.outbox()))
	require.NoError(t, r.chain.Reorg(10, true))
	_, err := s.Pass(context.Background())
	var halt *chain.HaltError
	require.ErrorAs(t, err, &halt)
	assert.Contains(t, halt.Reason, "finality violated")
	assert.Contains(t, halt.Reason, "swap-paid")
	st := r.state()
	require.NotNil(t, st.LastReorg)
	assert.Equal(t, uint64(10), st.LastReorg.Depth, "the common ancestor was found in the retained window")
	require.Len(t, st.LastReorg.Violations, 1)
}

// A dense history: every block holds deposits, so the first historical
// step proves more blocks than one batch holds, the segment ends there and
// the rest below the final height is read in full (faster when nearly every
// block must be proven anyway); every deposit is recorded once, final, and
// the window is whole at the head.
func TestDenseHistoryFallsBackToTheFullRead(t *testing.T) {
	r := newRig(t, chain.Config{Retain: 8, Finality: chain.Finality{Depth: 2}, MaxRange: 64})
	ids, amounts := make([]string, 3), make([]*big.Int, 3)
	for b := range 100 {
		for i := range ids {
			ids[i], amounts[i] = fmt.Sprintf("swap-dense-%d-%d", b, i), big.NewInt(int64(1+i))
		}
		r.track(r.chain.DepositBatch(context.Background(), b%4, ids, amounts))
		r.mine(1)
	}
	r.mine(12)
	r.proxy.Reset()
	s := r.scanner()
	var rep chain.Report
	for range 20 {
		var err error
		rep, err = s.Run(context.Background(), time.Now().Add(time.Minute))
		require.NoError(t, err)
		if rep.Lag == 0 {
			break
		}
	}
	require.Zero(t, rep.Lag)
	t.Logf("%v, %d HTTP requests", r.proxy.CallCounts(), r.proxy.Stats().Requests)
	var finals, total int
	require.NoError(t, r.scans.DB.QueryRow(context.Background(), `SELECT count(*) FILTER (WHERE state = 'final'), count(*) FROM observations`).Scan(&finals, &total))
	assert.Equal(t, 300, total)
	assert.Equal(t, 300, finals)
	assert.Len(t, r.outbox(), 600)
	r.window()
}
