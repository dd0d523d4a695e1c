package chain_test

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/store"
)

// Finding 1: the chain ID and the vault's code are checked on every pass, in
// the same JSON-RPC batch as the head: an idle pass is one HTTP request.
func TestChainIdentityIsCheckedOnEveryPassInTheHeadBatch(t *testing.T) {
	r := newRig(t, chain.Config{})
	s := r.scanner()
	r.catchUp(s)
	r.proxy.Reset()
	for range 3 {
		_, err := s.Pass(context.Background())
		require.NoError(t, err)
	}
	assert.Equal(t, 3, r.proxy.Calls("eth_chainId"))
	assert.Equal(t, 3, r.proxy.Calls("eth_getCode"))
	assert.Equal(t, 3, r.proxy.Stats().Requests, "the identity check costs no round trip of its own")
}

// Finding 1: the endpoint behind the URL switched to another chain mid-run.
// The pass says wrong chain and names both IDs, never reorg; nothing is
// written, the cursor does not move and the checkpoint the old message asked
// for is refused through the same URL.
func TestChainSwitchedMidRunIsAWrongChainNotAReorg(t *testing.T) {
	r := newRig(t, chain.Config{})
	s := r.scanner()
	r.deposit("swap-1337", 10)
	r.mine(1)
	r.catchUp(s)
	before, rows := r.state(), len(r.outbox())

	other, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0"})
	require.NoError(t, err)
	t.Cleanup(func() { _ = other.Close() })
	tx, err := other.Deposit(context.Background(), 0, "swap-1338", big.NewInt(10))
	require.NoError(t, err)
	_, err = other.Mine(20)
	require.NoError(t, err)
	_, err = other.MineUntilReceipt(context.Background(), tx.Hash(), 0) // mined, not assumed
	require.NoError(t, err)
	r.proxy.SetUpstream(other.RPCURL())
	r.proxy.SetWrongChainID(big.NewInt(1338))

	for range 3 {
		_, err = s.Pass(context.Background())
		require.ErrorIs(t, err, chain.ErrWrongChain)
		assert.Contains(t, err.Error(), "wrong chain")
		assert.Contains(t, err.Error(), "configured chain ID 1337")
		assert.Contains(t, err.Error(), "chain ID 1338")
		assert.NotContains(t, err.Error(), "reorg")
	}
	assert.Equal(t, before.Cursor, r.state().Cursor)
	assert.Empty(t, r.state().Halted, "a wrong chain is fixed by fixing the URL, not by a checkpoint")
	assert.Len(t, r.outbox(), rows)
	assert.Contains(t, r.state().LastError, "wrong chain", "status shows why the scanner is not moving")

	_, err = s.Checkpoint(context.Background(), 1, r.canonicalOf(other, 1), chain.CheckpointOptions{})
	require.ErrorIs(t, err, chain.ErrWrongChain)
	assert.Equal(t, before.Cursor, r.state().Cursor)

	// Back on the right chain, the scanner goes on as if nothing happened.
	r.proxy.SetUpstream(r.chain.RPCURL())
	r.proxy.SetWrongChainID(nil)
	r.mine(1)
	r.catchUp(s)
	assert.Equal(t, []string{"deposit-observed swap-1337"}, kinds(r.outbox()))
}

func (r *rig) canonicalOf(c *devchain.Chain, n uint64) string {
	r.t.Helper()
	h, err := c.Client().HeaderByNumber(context.Background(), new(big.Int).SetUint64(n))
	require.NoError(r.t, err)
	return strings.ToLower(h.Hash().Hex())
}

// Finding 2: after a halt for a reorg deeper than the window, a checkpoint
// above the fork must neither confirm the dropped branch's deposits below it
// nor leave the new branch's blocks between the fork and the checkpoint unread.
func TestCheckpointAboveTheForkReverifiesAndRescans(t *testing.T) {
	r := newRig(t, chain.Config{Retain: 20, Finality: chain.Finality{Depth: 20}})
	s := r.scanner()
	r.mine(15)
	r.deposit("swap-deep", 77)
	r.mine(10) // the deposit is 10 blocks below the head
	r.catchUp(s)
	require.Equal(t, []string{"deposit-observed swap-deep"}, kinds(r.outbox()))

	// Deeper than the window (which may not be shorter than the finality
	// depth); the replaced blocks hold nothing final.
	require.NoError(t, r.chain.Reorg(22, true)) // re-mined in another block of the new branch
	_, err := s.Pass(context.Background())
	var halt *chain.HaltError
	require.ErrorAs(t, err, &halt)
	assert.Contains(t, halt.Reason, "deeper than the retained window")
	assert.Contains(t, halt.Reason, "scanner-checkpoint")

	// The operator picks a recent canonical block, above the fork.
	head := r.chain.Head()
	rep, err := s.Checkpoint(context.Background(), head-2, r.canonical(head-2), chain.CheckpointOptions{})
	require.NoError(t, err)
	assert.Equal(t, 1, rep.Orphaned, "the dropped branch's observation below the checkpoint is orphaned")
	assert.LessOrEqual(t, rep.Resume.Number, head-22, "the rescan starts below the fork")
	r.catchUp(s)
	r.mine(25)
	r.catchUp(s)

	assert.Equal(t, []string{"deposit-observed swap-deep", "deposit-reorged swap-deep", "deposit-observed swap-deep", "deposit-confirmed swap-deep"},
		kinds(r.outbox()))
	var finals, orphaned int
	require.NoError(t, r.scans.DB.QueryRow(context.Background(),
		`SELECT count(*) FILTER (WHERE state = 'final'), count(*) FILTER (WHERE state = 'orphaned') FROM observations`).Scan(&finals, &orphaned))
	assert.Equal(t, []int{1, 1}, []int{finals, orphaned}, "only the canonical observation became final")
}

// Finding 3: a checkpoint above the cursor would skip blocks never scanned.
func TestCheckpointAboveTheCursorIsRefusedUnlessForced(t *testing.T) {
	r := newRig(t, chain.Config{})
	s := r.scanner()
	r.catchUp(s)
	cursor := r.state().Cursor
	r.deposit("swap-skipped", 5)
	r.mine(8) // the deposit is in cursor+1
	cp := cursor.Number + 8

	_, err := s.Checkpoint(context.Background(), cp, r.canonical(cp), chain.CheckpointOptions{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "above the scanner's last verified cursor")
	assert.Contains(t, err.Error(), "-force")
	assert.Equal(t, cursor, r.state().Cursor)
	r.catchUp(s)
	assert.Equal(t, []string{"deposit-observed swap-skipped", "deposit-confirmed swap-skipped"}, kinds(r.outbox()), "the deposit is scanned after all")

	// Forced: the skip is recorded and reported.
	r2 := newRig(t, chain.Config{})
	s2 := r2.scanner()
	r2.catchUp(s2)
	c2 := r2.state().Cursor.Number
	r2.deposit("swap-skipped", 5)
	r2.mine(8)
	rep, err := s2.Checkpoint(context.Background(), c2+8, r2.canonical(c2+8), chain.CheckpointOptions{Force: true})
	require.NoError(t, err)
	require.NotNil(t, rep.Skip)
	assert.Equal(t, []uint64{c2 + 1, c2 + 8}, []uint64{rep.Skip.From, rep.Skip.To})
	st := r2.state()
	require.Len(t, st.Skips, 1)
	assert.Equal(t, c2+1, st.Skips[0].From)
	pass, err := s2.Pass(context.Background())
	require.NoError(t, err)
	require.Len(t, pass.Skips, 1, "every report (and so scanner-status) shows the skip")
}

// Finding 9: a reorg that drops a final deposit is a finality violation that
// names the deposit in the halt, the last-reorg record and the checkpoint,
// reaches the swap as deposit-reorged, and a re-mined copy that becomes
// final too is reported as a doubly final deposit.
func TestFinalityViolationIsNamedAndReachesTheSwap(t *testing.T) {
	r := newRig(t, chain.Config{Finality: chain.Finality{Depth: 2}})
	s := r.scanner()
	r.mine(3)
	r.deposit("swap-paid", 900)
	r.mine(4)
	r.catchUp(s)
	require.Equal(t, []string{"deposit-observed swap-paid", "deposit-confirmed swap-paid"}, kinds(r.outbox()))
	var ref string
	require.NoError(t, r.scans.DB.QueryRow(context.Background(), `SELECT deposit_ref FROM observations`).Scan(&ref))

	require.NoError(t, r.chain.Reorg(5, true))
	_, err := s.Pass(context.Background())
	var halt *chain.HaltError
	require.ErrorAs(t, err, &halt)
	assert.Contains(t, halt.Reason, "finality violated")
	assert.Contains(t, halt.Reason, ref)
	assert.Contains(t, halt.Reason, "swap-paid")
	st := r.state()
	require.NotNil(t, st.LastReorg)
	assert.True(t, st.LastReorg.Halted)
	require.Len(t, st.LastReorg.Violations, 1)
	assert.Equal(t, ref, st.LastReorg.Violations[0].DepositRef)

	rep, err := s.Checkpoint(context.Background(), st.LastReorg.Ancestor.Number, st.LastReorg.Ancestor.Hash, chain.CheckpointOptions{})
	require.NoError(t, err)
	require.Len(t, rep.Violations, 1)
	assert.Equal(t, "swap-paid", rep.Violations[0].SwapID)
	assert.Equal(t, []string{"deposit-observed swap-paid", "deposit-confirmed swap-paid", "deposit-reorged swap-paid"}, kinds(r.outbox()))
	require.Len(t, r.state().LastReorg.Violations, 1, "the last-reorg record names the violation")

	var doubles []string
	for range 20 {
		rep, err := s.Pass(context.Background())
		require.NoError(t, err)
		doubles = append(doubles, rep.DoubleFinal...)
		if rep.Cursor.Number == rep.Head {
			break
		}
	}
	r.mine(3)
	rep2 := r.catchUp(s)
	doubles = append(doubles, rep2.DoubleFinal...)
	assert.Contains(t, doubles, ref, "the re-mined deposit is final a second time: reported")
}

// Finding 4: logs answered by a lagging log index (or from before a reorg)
// and headers from the current chain: the bloom of a header names the
// vault's event, the range answer had no log there, so the block is read
// again by hash; the cursor never moves over an unread deposit.
func TestBloomProofCatchesLogsMissingFromTheRange(t *testing.T) {
	r := newRig(t, chain.Config{})
	s := r.scanner()
	r.catchUp(s)
	before := r.state().Cursor
	r.deposit("swap-lagged", 3)
	r.mine(1)
	r.proxy.SetLogsLag(1) // the log index has not seen the newest block
	_, err := s.Pass(context.Background())
	require.Error(t, err)
	assert.Contains(t, err.Error(), "not one snapshot")
	assert.Equal(t, before, r.state().Cursor, "the cursor does not move over the unread block")
	assert.Positive(t, r.proxy.Calls("eth_getLogs")-1, "the block was read again by hash")

	r.proxy.SetLogsLag(0)
	r.catchUp(s)
	assert.Equal(t, []string{"deposit-observed swap-lagged"}, kinds(r.outbox()))
}

// A lagging range answer whose block-hash query is answered by a node that
// has the block: the re-read log is used in the same pass.
func TestBloomRereadRecoversTheLog(t *testing.T) {
	r := newRig(t, chain.Config{})
	s := r.scanner()
	r.catchUp(s)
	r.deposit("swap-reread", 4)
	r.mine(1)
	// A range answer with the log removed: the proxy's logs lag on range
	// queries only while the hash query reaches the upstream.
	r.proxy.SetLogsLag(1)
	r.proxy.SetLogsLagRangeOnly(true)
	rep, err := s.Pass(context.Background())
	require.NoError(t, err)
	assert.Equal(t, 1, rep.Rereads)
	assert.Equal(t, 1, rep.Observed)
	assert.Equal(t, []string{"deposit-observed swap-reread"}, kinds(r.outbox()))
}

// Finding 5: a node behind the cursor is waited for, not taken for a reorg,
// even when it lags by more than the finality depth.
func TestLaggingNodeIsNotAReorg(t *testing.T) {
	r := newRig(t, chain.Config{Finality: chain.Finality{Depth: 2}})
	s := r.scanner()
	r.deposit("swap-tip", 8)
	r.mine(1)
	r.catchUp(s)
	before := r.state()
	for _, back := range []uint64{1, 2, 5} {
		r.proxy.SetHeadBack(back)
		rep, err := s.Pass(context.Background())
		require.NoError(t, err, "behind by %d", back)
		assert.True(t, rep.Behind)
		assert.Nil(t, rep.Reorg)
		assert.Equal(t, before.Cursor, r.state().Cursor)
		assert.Empty(t, r.state().Halted)
	}
	assert.Equal(t, []string{"deposit-observed swap-tip"}, kinds(r.outbox()), "no false deposit-reorged")
	r.proxy.SetHeadBack(0)
	r.mine(3)
	r.catchUp(s)
	assert.Equal(t, []string{"deposit-observed swap-tip", "deposit-confirmed swap-tip"}, kinds(r.outbox()))
}

// Finding 11: reorg recovery reads depth + 3 headers at most, from detection
// until the cursor is back on the head, whatever the retained window.
func TestReorgRecoveryCostsTheDepthNotTheWindow(t *testing.T) {
	for _, window := range []uint64{128, 64} { // at least the finality depth
		for _, depth := range []int{1, 2, 4, 8, 16, 32} {
			t.Run(fmt.Sprintf("window-%d-depth-%d", window, depth), func(t *testing.T) {
				r := newRig(t, chain.Config{Retain: window, Finality: chain.Finality{Depth: 64}})
				s := r.scanner()
				r.mine(36)
				r.deposit("swap-recover", 1)
				r.mine(depth)
				r.catchUp(s)
				require.NoError(t, r.chain.Reorg(depth, false))
				r.proxy.Reset()
				rep := r.recover(s)
				assert.Equal(t, uint64(depth), rep.Reorg.Depth)
				headers := r.proxy.Calls("eth_getBlockByNumber")
				t.Logf("depth %d, window %d: %d header requests", depth, window, headers)
				assert.LessOrEqual(t, headers, depth+3)
				assert.Contains(t, kinds(r.outbox()), "deposit-reorged swap-recover")
			})
		}
	}
}

// recover runs passes from the one that detects a reorg until the cursor is
// back on the head, and returns the detecting pass's report.
func (r *rig) recover(s *chain.Scanner) chain.Report {
	r.t.Helper()
	var first chain.Report
	for i := range 10 {
		rep, err := s.Pass(context.Background())
		require.NoError(r.t, err)
		if i == 0 {
			require.NotNil(r.t, rep.Reorg, "the first pass notices the reorg")
			first = rep
		}
		if rep.Cursor.Number == rep.Head {
			return first
		}
	}
	r.t.Fatal("not back on the head")
	return first
}

// Finding 12: a pass writes its rows in a fixed number of statements,
// whatever the number of logs.
func TestPassWritesInBulk(t *testing.T) {
	r := newRig(t, chain.Config{Finality: chain.Finality{Depth: 1}})
	ids := make([]string, 40)
	amounts := make([]*big.Int, 40)
	for i := range ids {
		ids[i], amounts[i] = fmt.Sprintf("swap-bulk-%d", i), big.NewInt(int64(i+1))
	}
	for range 3 {
		r.track(r.chain.DepositBatch(context.Background(), 0, ids, amounts))
		r.mine(1)
	}
	r.mine(2)

	var statements atomic.Int64
	cfg, err := pgxpool.ParseConfig(r.scans.DB.Config().ConnString())
	require.NoError(t, err)
	cfg.ConnConfig.Tracer = countingTracer{&statements}
	pool, err := pgxpool.NewWithConfig(context.Background(), cfg)
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	r.scans = &store.Scans{DB: pool}
	s := r.scanner()
	rep := r.catchUp(s)
	assert.Equal(t, 120, len(r.outbox())/2, "120 deposits observed and confirmed")
	t.Logf("%d statements for %d observations (last pass %+v)", statements.Load(), 120, rep)
	assert.LessOrEqual(t, statements.Load(), int64(30), "a few statements per pass, not per log")
}

type countingTracer struct{ n *atomic.Int64 }

func (c countingTracer) TraceQueryStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceQueryStartData) context.Context {
	c.n.Add(1)
	return ctx
}
func (countingTracer) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}

// Faults through the proxy: latency beyond the deadline, 429 with
// Retry-After, truncated JSON. None writes anything half; each is followed
// by a clean catch-up with every deposit exactly once.
func TestRPCFaults(t *testing.T) {
	r := newRig(t, chain.Config{})
	s := r.scanner()
	r.catchUp(s)
	cursor := r.state().Cursor
	r.deposit("swap-fault", 6)
	r.mine(1)

	r.proxy.SetLatency(200 * time.Millisecond)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	_, err := s.Pass(ctx)
	cancel()
	require.Error(t, err, "a node slower than the deadline times the pass out")
	assert.Equal(t, cursor, r.state().Cursor)
	assert.NotEmpty(t, r.state().LastError, "the timeout is visible in status")
	r.proxy.SetLatency(0)

	r.proxy.FailHTTPNext(2, 429, "0")
	rep, err := s.Pass(context.Background())
	require.NoError(t, err, "429 with Retry-After is waited out and retried")
	assert.Equal(t, 1, rep.Observed)
	assert.Empty(t, r.state().LastError, "a good pass clears the last error")

	r.deposit("swap-fault-2", 7)
	r.mine(1)
	r.proxy.GarbleNext(1)
	_, err = s.Pass(context.Background())
	require.Error(t, err, "truncated JSON is an error, not an empty answer")
	r.catchUp(s)
	assert.Equal(t, []string{"deposit-observed swap-fault", "deposit-observed swap-fault-2"}, kinds(r.outbox()))
}

// Large ranges go through COPY; a re-read of them (a checkpoint back to
// genesis) takes the INSERT that skips what exists: nothing is enqueued twice.
func TestBulkRangeReplayAddsNothing(t *testing.T) {
	r := newRig(t, chain.Config{Finality: chain.Finality{Depth: 1}})
	for b := range 7 {
		ids := make([]string, 100)
		amounts := make([]*big.Int, 100)
		for i := range ids {
			ids[i], amounts[i] = fmt.Sprintf("swap-copy-%d-%d", b, i), big.NewInt(int64(i+1))
		}
		r.track(r.chain.DepositBatch(context.Background(), b%4, ids, amounts))
		r.mine(1)
	}
	r.mine(2)
	r.catchUp(r.scanner())
	rows := len(r.outbox())
	require.Equal(t, 1400, rows, "700 deposits observed and confirmed")
	require.NoError(t, checkpoint(r.scanner(), 0, r.genesisHash()))
	r.catchUp(r.scanner())
	assert.Len(t, r.outbox(), rows)
	var n int
	require.NoError(t, r.scans.DB.QueryRow(context.Background(), `SELECT count(*) FROM observations WHERE state = 'final'`).Scan(&n))
	assert.Equal(t, 700, n)
}

// Run commits range after range with the next read overlapping the
// commit; a read left running at its deadline is used by the next Run only
// if the cursor has not moved meanwhile. Either way every deposit is
// recorded once and none is skipped.
func TestRunCarriesTheNextReadAcrossActivities(t *testing.T) {
	r := newRig(t, chain.Config{MaxRange: 4, Finality: chain.Finality{Depth: 2}})
	for i := range 12 {
		r.deposit(fmt.Sprintf("swap-run-%d", i), int64(1+i))
		r.mine(2)
	}
	r.mine(2) // the last deposit final too
	s := r.scanner()
	ctx := context.Background()
	past := time.Now().Add(-time.Second) // no new range inside a Run: each stops after one commit
	rep, err := s.Run(ctx, past)
	require.NoError(t, err)
	require.Positive(t, rep.Lag)
	rep, err = s.Run(ctx, past)
	require.NoError(t, err)
	assert.Equal(t, 1, rep.Ranges, "the carried read was committed")

	// The cursor moves under the carried read (an operator's checkpoint): it is dropped.
	require.NoError(t, checkpoint(r.scanner(), 0, r.genesisHash()))
	for range 40 {
		rep, err = s.Run(ctx, time.Now().Add(time.Minute))
		require.NoError(t, err)
		if rep.Lag == 0 && rep.Reorg == nil {
			break
		}
	}
	require.Zero(t, rep.Lag)
	count := map[string]int{}
	for _, o := range r.outbox() {
		count[o.Kind]++
	}
	assert.Equal(t, 12, count["deposit-observed"])
	assert.Equal(t, 12, count["deposit-confirmed"])
	assert.Equal(t, r.chain.Head(), r.state().Cursor.Number)
}
