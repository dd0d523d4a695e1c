package chain_test

import (
	"context"
	"math/big"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/rpcproxy"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
)

func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }

type rig struct {
	t     *testing.T
	chain *devchain.Chain
	scans *store.Scans
	cfg   chain.Config
	proxy *rpcproxy.Proxy
	url   string
	// sent are transactions sent since the last mine: mine checks that each
	// is in a block with a successful receipt, so a test never goes on
	// assuming a transaction was mined (it fails naming the transaction).
	sent []common.Hash
}

// newRig starts a served simulated chain with the vault, a fresh database and
// a faulty-proxy in front of the chain (faults off until a test turns them on).
func newRig(t *testing.T, cfg chain.Config) *rig {
	t.Helper()
	return newRigWith(t, devchain.Options{}, cfg)
}

// newRigWith is newRig on a chain started with opts (HTTPAddr is set here).
func newRigWith(t *testing.T, opts devchain.Options, cfg chain.Config) *rig {
	t.Helper()
	opts.HTTPAddr = "127.0.0.1:0"
	c, err := devchain.Start(opts)
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	pool, err := store.Open(context.Background(), testenv.MigratedPostgresURL(t))
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	proxy := rpcproxy.New(c.RPCURL())
	srv := httptest.NewServer(proxy)
	t.Cleanup(srv.Close)
	cfg.ChainID = c.ChainID().Uint64()
	if cfg.Contract == (common.Address{}) {
		cfg.Contract = c.Vault()
	}
	if cfg.Finality == (chain.Finality{}) {
		cfg.Finality.Depth = 3
	}
	return &rig{t: t, chain: c, scans: &store.Scans{DB: pool}, cfg: cfg, proxy: proxy, url: srv.URL}
}

func (r *rig) scanner() *chain.Scanner {
	r.t.Helper()
	client, err := chain.Dial(context.Background(), r.url)
	require.NoError(r.t, err)
	r.t.Cleanup(client.Close)
	s, err := chain.New(r.cfg, client, r.scans)
	require.NoError(r.t, err)
	return s
}

func (r *rig) deposit(swapID string, wei int64) {
	r.t.Helper()
	r.track(r.chain.Deposit(context.Background(), 0, swapID, big.NewInt(wei)))
}

// track remembers a sent transaction for the next mine's check.
func (r *rig) track(tx *types.Transaction, err error) {
	r.t.Helper()
	require.NoError(r.t, err)
	r.sent = append(r.sent, tx.Hash())
}

func (r *rig) mine(n int) {
	r.t.Helper()
	_, err := r.chain.Mine(n)
	require.NoError(r.t, err)
	for _, h := range r.sent {
		rcpt, err := r.chain.MineUntilReceipt(context.Background(), h, 0)
		require.NoError(r.t, err, "a sent transaction is not in the blocks just mined")
		require.Equal(r.t, types.ReceiptStatusSuccessful, rcpt.Status, "transaction %s failed", h)
	}
	r.sent = nil
}

// catchUp runs passes until the cursor reaches the head.
func (r *rig) catchUp(s *chain.Scanner) chain.Report {
	r.t.Helper()
	var rep chain.Report
	for range 50 {
		var err error
		rep, err = s.Pass(context.Background())
		require.NoError(r.t, err)
		if rep.Reorg == nil && rep.Cursor.Number == rep.Head {
			return rep
		}
	}
	r.t.Fatalf("scanner did not catch up: %+v", rep)
	return rep
}

type outboxRow struct {
	Kind, SwapID, EventID, State string
}

func (r *rig) outbox() []outboxRow {
	r.t.Helper()
	rows, err := r.scans.DB.Query(context.Background(), `SELECT kind, swap_id, event_id, state FROM outbox ORDER BY id`)
	require.NoError(r.t, err)
	defer rows.Close()
	var out []outboxRow
	for rows.Next() {
		var o outboxRow
		require.NoError(r.t, rows.Scan(&o.Kind, &o.SwapID, &o.EventID, &o.State))
		out = append(out, o)
	}
	return out
}

func kinds(rows []outboxRow) []string {
	var k []string
	for _, o := range rows {
		k = append(k, o.Kind+" "+o.SwapID)
	}
	return k
}

func (r *rig) state() store.ScannerState {
	st, ok, err := r.scans.Load(context.Background(), r.cfg.ID())
	require.NoError(r.t, err)
	require.True(r.t, ok)
	return st
}

// The write-up's replay drill on a real chain: observed before a reorg, the
// replacement at the same height, promoted after finality, replayed after a
// restart — one confirmed effect, for the surviving observation.
func TestReplayDrill(t *testing.T) {
	r := newRig(t, chain.Config{})
	s := r.scanner()
	r.deposit("swap-drill", 1000)
	r.mine(1)
	r.catchUp(s)
	require.Equal(t, []string{"deposit-observed swap-drill"}, kinds(r.outbox()))
	first := r.outbox()[0].EventID

	require.NoError(t, r.chain.Reorg(1, true)) // the same deposit, re-mined in another block
	r.catchUp(s)
	r.mine(3)
	rep := r.catchUp(s)
	assert.GreaterOrEqual(t, rep.Final, rep.Cursor.Number-3)

	rows := r.outbox()
	assert.Equal(t, []string{"deposit-observed swap-drill", "deposit-reorged swap-drill", "deposit-observed swap-drill", "deposit-confirmed swap-drill"}, kinds(rows))
	assert.True(t, strings.HasPrefix(rows[1].EventID, strings.TrimSuffix(first, "/observed")), "the reorg names the orphaned observation")
	surviving := strings.TrimSuffix(rows[2].EventID, "/observed")
	assert.NotEqual(t, strings.TrimSuffix(first, "/observed"), surviving)
	assert.Equal(t, surviving+"/confirmed", rows[3].EventID, "confirmed is keyed by the surviving observation")

	// Replay after restart: a new scanner over the same database and a cursor
	// put back by an operator re-reads everything and enqueues nothing.
	before := len(r.outbox())
	require.NoError(t, checkpoint(r.scanner(), 0, r.genesisHash()))
	r.catchUp(r.scanner())
	assert.Len(t, r.outbox(), before, "a replayed range must not enqueue again")
}

func (r *rig) genesisHash() string {
	r.t.Helper()
	var b struct {
		Hash common.Hash `json:"hash"`
	}
	client, err := rpc.Dial(r.chain.RPCURL())
	require.NoError(r.t, err)
	defer client.Close()
	require.NoError(r.t, client.Call(&b, "eth_getBlockByNumber", "0x0", false))
	return strings.ToLower(b.Hash.Hex())
}

func TestEmptyBlocksAdvanceTheCursor(t *testing.T) {
	r := newRig(t, chain.Config{})
	s := r.scanner()
	r.catchUp(s)
	start := r.state().Cursor.Number
	r.mine(5)
	rep := r.catchUp(s)
	assert.Equal(t, start+5, rep.Cursor.Number)
	assert.Equal(t, r.chain.Head(), r.state().Cursor.Number)
	assert.Empty(t, r.outbox())
}

func TestReorgAtTheTip(t *testing.T) {
	for depth := 1; depth <= 5; depth++ {
		for _, keep := range []bool{true, false} {
			name := map[bool]string{true: "re-mined", false: "dropped"}[keep]
			t.Run(name+"-depth-"+string(rune('0'+depth)), func(t *testing.T) {
				r := newRig(t, chain.Config{Finality: chain.Finality{Depth: 8}})
				s := r.scanner()
				r.deposit("swap-reorg", 5000)
				r.mine(depth) // the deposit sits `depth` blocks below the head
				r.catchUp(s)
				require.Equal(t, []string{"deposit-observed swap-reorg"}, kinds(r.outbox()))

				require.NoError(t, r.chain.Reorg(depth, keep))
				rep, err := s.Pass(context.Background())
				require.NoError(t, err)
				require.NotNil(t, rep.Reorg, "the pass must notice the reorg")
				assert.Equal(t, uint64(depth), rep.Reorg.Depth)
				r.catchUp(s)
				r.mine(10)
				r.catchUp(s)

				var confirmed, observed, reorged int
				for _, o := range r.outbox() {
					switch o.Kind {
					case "deposit-confirmed":
						confirmed++
					case "deposit-observed":
						observed++
					case "deposit-reorged":
						reorged++
					}
				}
				assert.Equal(t, 1, reorged)
				if keep {
					assert.Equal(t, 2, observed)
					assert.Equal(t, 1, confirmed, "exactly one confirmation, for the surviving observation")
				} else {
					assert.Equal(t, 1, observed)
					assert.Equal(t, 0, confirmed, "a dropped deposit is never confirmed")
				}
			})
		}
	}
}

func TestReorgDeeperThanTheWindowHalts(t *testing.T) {
	// The window may not be shorter than the finality depth, so a reorg
	// deeper than the window also reaches below the final height; nothing
	// final is in the replaced blocks here.
	r := newRig(t, chain.Config{Retain: 4, Finality: chain.Finality{Depth: 4}})
	s := r.scanner()
	r.mine(10)
	r.catchUp(s)
	before := r.state().Cursor

	require.NoError(t, r.chain.Reorg(8, false))
	for range 2 {
		_, err := s.Pass(context.Background())
		var halt *chain.HaltError
		require.ErrorAs(t, err, &halt)
		assert.Contains(t, halt.Reason, "deeper than the retained window")
		assert.Contains(t, halt.Reason, before.Hash)
		assert.Equal(t, before, r.state().Cursor, "the cursor never moves over the gap")
	}
	// A fresh scanner (a restarted worker) stays halted too.
	_, err := r.scanner().Pass(context.Background())
	require.Error(t, err)

	// The operator's trusted checkpoint: a canonical block below the fork.
	cp := r.canonical(1)
	require.Error(t, checkpoint(s, 1, "0x"+strings.Repeat("ab", 32)), "a non-canonical checkpoint is refused")
	require.NoError(t, checkpoint(s, 1, cp))
	r.deposit("swap-after", 7)
	r.mine(1)
	rep := r.catchUp(s)
	assert.Equal(t, r.chain.Head(), rep.Cursor.Number)
	assert.Equal(t, []string{"deposit-observed swap-after"}, kinds(r.outbox()))
}

func (r *rig) canonical(n uint64) string {
	r.t.Helper()
	client, err := rpc.Dial(r.chain.RPCURL())
	require.NoError(r.t, err)
	defer client.Close()
	var b struct {
		Hash common.Hash `json:"hash"`
	}
	require.NoError(r.t, client.Call(&b, "eth_getBlockByNumber", "0x"+big.NewInt(int64(n)).Text(16), false))
	return strings.ToLower(b.Hash.Hex())
}

func TestReorgBelowFinalityHalts(t *testing.T) {
	r := newRig(t, chain.Config{Finality: chain.Finality{Depth: 1}})
	s := r.scanner()
	r.deposit("swap-final", 9)
	r.mine(3)
	r.catchUp(s)
	require.NoError(t, r.chain.Reorg(3, false))
	_, err := s.Pass(context.Background())
	var halt *chain.HaltError
	require.ErrorAs(t, err, &halt)
	assert.Contains(t, halt.Reason, "finality boundary")
}

func TestWrongChainAndMissingCodeAreRefused(t *testing.T) {
	r := newRig(t, chain.Config{})
	r.cfg.ChainID = 5
	_, err := r.scanner().Pass(context.Background())
	require.ErrorIs(t, err, chain.ErrWrongChain)
	assert.Contains(t, err.Error(), "configured chain ID 5")
	assert.Contains(t, err.Error(), "chain ID 1337")

	r = newRig(t, chain.Config{Contract: common.HexToAddress("0x000000000000000000000000000000000000dEaD")})
	_, err = r.scanner().Pass(context.Background())
	require.ErrorIs(t, err, chain.ErrNoCode)
	assert.Contains(t, err.Error(), "0x000000000000000000000000000000000000dEaD")

	r = newRig(t, chain.Config{})
	r.proxy.SetWrongChainID(big.NewInt(1))
	_, err = r.scanner().Pass(context.Background())
	require.ErrorIs(t, err, chain.ErrWrongChain)
	assert.Empty(t, r.outbox())
}

func TestRangeLimitErrorsShrinkTheRange(t *testing.T) {
	r := newRig(t, chain.Config{MaxRange: 64})
	for i := range 6 {
		r.deposit("swap-range-"+string(rune('a'+i)), int64(100+i))
		r.mine(3)
	}
	r.mine(3) // the last deposit final too
	r.proxy.SetMaxLogRange(4)
	r.catchUp(r.scanner())
	assert.Len(t, r.outbox(), 6+6, "every deposit observed (and confirmed) despite the limit")
	assert.Positive(t, r.proxy.Rejected(), "the proxy refused some ranges")
}

func TestInconsistentAnswersAreReadAgain(t *testing.T) {
	r := newRig(t, chain.Config{})
	s := r.scanner()
	r.deposit("swap-stale", 11)
	r.mine(1)
	r.proxy.SetStaleLogs(1) // one answer from "another fork"
	r.catchUp(s)
	require.Equal(t, []string{"deposit-observed swap-stale"}, kinds(r.outbox()))

	r.deposit("swap-stale-2", 12)
	r.mine(1)
	before := r.state().Cursor
	r.proxy.SetStaleLogs(100) // never consistent
	_, err := s.Pass(context.Background())
	require.Error(t, err)
	assert.Contains(t, err.Error(), "not one snapshot")
	assert.Equal(t, before, r.state().Cursor, "nothing half-written")
}

func TestFailedTransactionWritesNothing(t *testing.T) {
	r := newRig(t, chain.Config{})
	s := r.scanner()
	r.catchUp(s)
	st := r.state()
	bad := store.Pass{ScannerID: st.ID, From: st.Cursor, Cursor: store.Block{Number: st.Cursor.Number + 1, Hash: "0x01"},
		Observations: []store.Observation{
			{Key: "k1", ChainID: 1337, BlockHash: "0x" + strings.Repeat("1", 64), LogIndex: 0, SwapID: "a", TxHash: "0xt"},
			{Key: "k2", ChainID: 1337, BlockHash: "not-a-hash", LogIndex: 1, SwapID: "b", TxHash: "0xt"},
		}}
	_, err := r.scans.CommitPass(context.Background(), bad, func(k, kind string, g int) string { return k + kind },
		func(o store.Observation, kind, id string) ([]byte, error) { return []byte(`{}`), nil })
	require.Error(t, err)
	assert.Equal(t, st.Cursor, r.state().Cursor)
	assert.Empty(t, r.outbox())
	var n int
	require.NoError(t, r.scans.DB.QueryRow(context.Background(), `SELECT count(*) FROM observations`).Scan(&n))
	assert.Zero(t, n)
	// and the next real pass goes on from where it was
	r.mine(1)
	r.catchUp(s)
}

// Two logs of one transaction are two observations: same transaction and
// block, distinct keys (the log index), two deposits with their own refs.
func TestTwoLogsOfOneTransactionStayTwo(t *testing.T) {
	r := newRig(t, chain.Config{})
	s := r.scanner()
	tx, err := r.chain.DepositBatch(context.Background(), 0, []string{"swap-batch-a", "swap-batch-b"}, []*big.Int{big.NewInt(5), big.NewInt(6)})
	r.track(tx, err)
	r.mine(1)
	r.catchUp(s)
	rows := r.outbox()
	require.Equal(t, []string{"deposit-observed swap-batch-a", "deposit-observed swap-batch-b"}, kinds(rows))
	assert.NotEqual(t, rows[0].EventID, rows[1].EventID)

	var txs, refs, keys int
	require.NoError(t, r.scans.DB.QueryRow(context.Background(),
		`SELECT count(DISTINCT tx_hash), count(DISTINCT deposit_ref), count(DISTINCT (block_hash, log_index)) FROM observations`).
		Scan(&txs, &refs, &keys))
	assert.Equal(t, []int{1, 2, 2}, []int{txs, refs, keys})
	var txHash string
	require.NoError(t, r.scans.DB.QueryRow(context.Background(), `SELECT DISTINCT tx_hash FROM observations`).Scan(&txHash))
	assert.Equal(t, strings.ToLower(tx.Hash().Hex()), txHash)

	// Replaying the same range (a restarted scanner from an earlier cursor) adds nothing.
	require.NoError(t, checkpoint(r.scanner(), 0, r.genesisHash()))
	r.catchUp(r.scanner())
	assert.Len(t, r.outbox(), 2)
}

// With a tag, finality is the node's word: on the simulated chain "finalized"
// is floor(head/32)*32 and "safe" is the head.
func TestFinalityByTag(t *testing.T) {
	r := newRig(t, chain.Config{Finality: chain.Finality{Tag: "finalized"}})
	s := r.scanner()
	r.deposit("swap-tag", 3)
	r.mine(10)
	rep := r.catchUp(s)
	assert.Zero(t, rep.Final, "nothing finalized before block 32")
	assert.Equal(t, []string{"deposit-observed swap-tag"}, kinds(r.outbox()))
	r.mine(40)
	rep = r.catchUp(s)
	assert.Equal(t, rep.Head/32*32, rep.Final)
	assert.Less(t, rep.Final, rep.Cursor.Number, "scanned and final heights are tracked separately")
	assert.Equal(t, []string{"deposit-observed swap-tag", "deposit-confirmed swap-tag"}, kinds(r.outbox()))

	r = newRig(t, chain.Config{Finality: chain.Finality{Tag: "safe"}})
	r.deposit("swap-safe", 3)
	r.mine(1)
	r.catchUp(r.scanner())
	assert.Equal(t, []string{"deposit-observed swap-safe", "deposit-confirmed swap-safe"}, kinds(r.outbox()))
}

// checkpoint runs an unforced checkpoint with the default rescan start.
func checkpoint(s *chain.Scanner, number uint64, hash string) error {
	_, err := s.Checkpoint(context.Background(), number, hash, chain.CheckpointOptions{})
	return err
}
