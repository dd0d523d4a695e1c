package operator

import (
	"bytes"
	"context"
	"fmt"
	"math/big"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/rpcproxy"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
)

type auditRig struct {
	t     *testing.T
	c     *devchain.Chain
	dbURL string
	scans *store.Scans
	cfg   chain.Config
	s     *chain.Scanner
}

func newAuditRig(t *testing.T) *auditRig { return newAuditRigOn(t, "") }

// newAuditRigOn is newAuditRig on a vault of the version given ("": v1).
func newAuditRigOn(t *testing.T, vault string) *auditRig {
	t.Helper()
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", Vault: vault})
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	dbURL := testenv.MigratedPostgresURL(t)
	pool, err := store.Open(context.Background(), dbURL)
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	cfg := chain.Config{ChainID: c.ChainID().Uint64(), Contract: c.Vault(), Finality: chain.Finality{Depth: 4}, Retain: 8, MaxRange: 40}
	if vault == devchain.VaultV2 {
		cfg.Vault = chain.VaultV2
	}
	rc, err := chain.Dial(context.Background(), c.RPCURL())
	require.NoError(t, err)
	t.Cleanup(rc.Close)
	scans := &store.Scans{DB: pool}
	s, err := chain.New(cfg, rc, scans)
	require.NoError(t, err)
	return &auditRig{t: t, c: c, dbURL: dbURL, scans: scans, cfg: cfg, s: s}
}

func (r *auditRig) deposit(swapID string, blocksAfter int) {
	r.t.Helper()
	var tx *types.Transaction
	if r.cfg.Vault == chain.VaultV2 {
		d, err := r.c.DepositNative(context.Background(), 0, swapID, big.NewInt(5))
		require.NoError(r.t, err)
		tx = d.Tx
	} else {
		var err error
		tx, err = r.c.Deposit(context.Background(), 0, swapID, big.NewInt(5))
		require.NoError(r.t, err)
	}
	rcpt, err := r.c.MineUntilReceipt(context.Background(), tx.Hash(), 3)
	require.NoError(r.t, err)
	require.Equal(r.t, uint64(1), rcpt.Status)
	r.mine(blocksAfter)
}

func (r *auditRig) mine(n int) {
	r.t.Helper()
	if n > 0 {
		_, err := r.c.Mine(n)
		require.NoError(r.t, err)
	}
}

func (r *auditRig) catchUp() {
	r.t.Helper()
	for range 50 {
		rep, err := r.s.Pass(context.Background())
		require.NoError(r.t, err)
		if rep.Reorg == nil && rep.Cursor.Number == rep.Head {
			return
		}
	}
	r.t.Fatal("no catch-up")
}

func (r *auditRig) audit(args ...string) (string, error) {
	var out bytes.Buffer
	err := Main(context.Background(), append([]string{"scanner-audit", "-database-url", r.dbURL}, args...), &out)
	return out.String(), err
}

func (r *auditRig) exec(sql string, args ...any) {
	r.t.Helper()
	tag, err := r.scans.DB.Exec(context.Background(), sql, args...)
	require.NoError(r.t, err)
	require.Positive(r.t, tag.RowsAffected(), sql)
}

// Issue 17 item 6: on a clean run (a historical sync, the window at the
// tip, a reorg rewound and rescanned) the audit passes; it fails, naming
// the property, on a tampered hash chain, a gap in the scanned ranges and
// an observation whose block is not the one recorded canonical; and each
// time the tampering is undone it passes again.
func TestScannerAudit(t *testing.T) {
	r := newAuditRig(t)
	for i := range 4 {
		r.deposit(fmt.Sprintf("swap-audit-%d", i), 60)
	}
	r.catchUp() // historical below the final height, then the full window
	r.deposit("swap-audit-tip", 1)
	r.catchUp()
	require.NoError(t, r.c.Reorg(2, true))
	r.catchUp()
	r.mine(6)
	r.catchUp()

	out, err := r.audit("-contract", r.cfg.Contract.Hex())
	require.NoError(t, err, out)
	t.Log(out)
	assert.Contains(t, out, "OK: scanner "+r.cfg.ID())
	var live int
	require.NoError(t, r.scans.DB.QueryRow(context.Background(), `SELECT count(*) FROM observations WHERE state <> 'orphaned'`).Scan(&live))
	assert.Equal(t, 5, live)
	assert.Contains(t, out, "5 live observations")

	st, _, err := r.scans.Load(context.Background(), r.cfg.ID())
	require.NoError(t, err)
	cursor := st.Cursor.Number
	id := []string{"-scanner", r.cfg.ID()}

	// A hash in the middle of the window replaced.
	var kept string
	require.NoError(t, r.scans.DB.QueryRow(context.Background(), `SELECT hash FROM block_hashes WHERE scanner_id = $1 AND number = $2`, r.cfg.ID(), cursor-3).Scan(&kept))
	r.exec(`UPDATE block_hashes SET hash = $3 WHERE scanner_id = $1 AND number = $2`, r.cfg.ID(), cursor-3, "0x"+strings.Repeat("ab", 32))
	out, err = r.audit(id...)
	require.Error(t, err)
	assert.Contains(t, out, fmt.Sprintf("FAIL: window: hash chain broken at #%d", cursor-2))
	r.exec(`UPDATE block_hashes SET hash = $3 WHERE scanner_id = $1 AND number = $2`, r.cfg.ID(), cursor-3, kept)
	_, err = r.audit(id...)
	require.NoError(t, err)

	// A gap in the coverage: blocks 100..104 never read.
	var from, to int64
	require.NoError(t, r.scans.DB.QueryRow(context.Background(), `SELECT from_number, to_number FROM scanned_ranges WHERE scanner_id = $1 AND to_number >= from_number`, r.cfg.ID()).Scan(&from, &to))
	require.Less(t, from, int64(100))
	r.exec(`UPDATE scanned_ranges SET to_number = 99 WHERE scanner_id = $1 AND from_number = $2`, r.cfg.ID(), from)
	r.exec(`INSERT INTO scanned_ranges (scanner_id, from_number, to_number) VALUES ($1, 105, $2)`, r.cfg.ID(), to)
	out, err = r.audit(id...)
	require.Error(t, err)
	assert.Contains(t, out, "FAIL: coverage: gap: blocks #100..#104 were never scanned")
	r.exec(`DELETE FROM scanned_ranges WHERE scanner_id = $1 AND from_number = 105`, r.cfg.ID())
	r.exec(`UPDATE scanned_ranges SET to_number = $3 WHERE scanner_id = $1 AND from_number = $2`, r.cfg.ID(), from, to)
	_, err = r.audit(id...)
	require.NoError(t, err)

	// An observation moved off the canonical chain.
	var num int64
	var hash string
	require.NoError(t, r.scans.DB.QueryRow(context.Background(), `SELECT block_number, block_hash FROM observations WHERE scanner_id = $1 AND swap_id = 'swap-audit-1'`, r.cfg.ID()).Scan(&num, &hash))
	fork := "0x" + strings.Repeat("cd", 32)
	r.exec(`UPDATE observations SET block_hash = $2 WHERE block_hash = $1`, hash, fork)
	out, err = r.audit(id...)
	require.Error(t, err)
	assert.Contains(t, out, fmt.Sprintf("FAIL: observations: final observation of swap swap-audit-1 sits on block #%d %s", num, fork))
	assert.Contains(t, out, "but the block recorded as canonical there is "+hash)
	r.exec(`UPDATE observations SET block_hash = $2 WHERE block_hash = $1`, fork, hash)
	_, err = r.audit(id...)
	require.NoError(t, err)

	// A coverage demanded from below the scanner's start fails.
	out, err = r.audit(append(id, "-start-block", "0")...)
	if from > 0 {
		require.Error(t, err)
		assert.Contains(t, out, fmt.Sprintf("gap: blocks #0..#%d", from-1))
	}
}

// A forced checkpoint's skip is named by the audit, which still passes:
// an operator accepted it; a hole that no skip explains fails.
func TestScannerAuditNamesAForcedSkip(t *testing.T) {
	r := newAuditRig(t)
	r.mine(30)
	r.catchUp()
	st, _, err := r.scans.Load(context.Background(), r.cfg.ID())
	require.NoError(t, err)
	c := st.Cursor.Number
	r.deposit("swap-skipped", 12)
	h, err := r.c.Client().HeaderByNumber(context.Background(), new(big.Int).SetUint64(c+8))
	require.NoError(t, err)
	rep, err := r.s.Checkpoint(context.Background(), c+8, strings.ToLower(h.Hash().Hex()), chain.CheckpointOptions{Force: true})
	require.NoError(t, err)
	require.NotNil(t, rep.Skip)
	r.catchUp()

	out, err := r.audit("-contract", r.cfg.Contract.Hex(), "-chain-id", fmt.Sprint(r.cfg.ChainID))
	require.NoError(t, err, out)
	assert.Contains(t, out, fmt.Sprintf("SKIPPED: blocks #%d..#%d were never scanned: a forced checkpoint", c+1, c+8))
	assert.Contains(t, out, "1 forced skip(s) named above")

	// By name, from a chains file naming this scanner's chain and vault.
	chains := filepath.Join(t.TempDir(), "chains.yaml")
	require.NoError(t, os.WriteFile(chains, []byte(fmt.Sprintf(`chains:
  - name: dev
    chainId: %d
    rpc: [{url: "http://127.0.0.1:1"}]
    finality: {depth: 3}
    vault: {address: "%s"}
`, r.cfg.ChainID, r.cfg.Contract.Hex())), 0o600))
	out, err = r.audit("-chains", chains, "-chain", "dev")
	require.NoError(t, err, out)
	assert.Contains(t, out, "1 forced skip(s) named above")

	_, err = r.audit("-chain", "base")
	var usage *UsageError
	require.ErrorAs(t, err, &usage, "a chain name needs the chains file")
	assert.ErrorContains(t, err, "-chain needs -chains")
	_, err = r.audit("-chains", chains, "-chain", "dev", "-contract", r.cfg.Contract.Hex())
	require.ErrorAs(t, err, &usage, "-chain beside the flags the file gives")
	_, err = r.audit("-scanner", "evm:1:0x0000000000000000000000000000000000000001")
	require.ErrorAs(t, err, &usage)
}

// Issue 30: a chain scanned through one endpoint that leaves a deposit out
// of both its answers (no second endpoint to catch it). scanner-audit
// -reread-url reads the blocks again from another provider and names the
// deposit the scanner never saw; with nothing missed it passes.
func TestScannerAuditRereadsFromAnotherURL(t *testing.T) {
	for _, vault := range []string{devchain.VaultV1, devchain.VaultV2} {
		t.Run("vault "+vault, func(t *testing.T) { rereadsFromAnotherURL(t, vault) })
	}
}

// The soak found -reread-url refusing every vault v2: it checked the chain
// with the scanner's configuration before it had read the vault's version.
func rereadsFromAnotherURL(t *testing.T, vault string) {
	r := newAuditRigOn(t, vault)
	liar := rpcproxy.New(r.c.RPCURL())
	srv := httptest.NewServer(liar)
	t.Cleanup(srv.Close)
	rc, err := chain.Dial(context.Background(), srv.URL)
	require.NoError(t, err)
	t.Cleanup(rc.Close)
	r.s, err = chain.New(r.cfg, rc, r.scans)
	require.NoError(t, err)

	r.deposit("swap-seen", 3)
	r.catchUp()
	out, err := r.audit("-contract", r.cfg.Contract.Hex(), "-reread-url", r.c.RPCURL())
	require.NoError(t, err, out)

	liar.SetOmitLogs(true)
	r.deposit("swap-left-out", 3)
	r.catchUp()
	out, err = r.audit("-contract", r.cfg.Contract.Hex(), "-reread-url", r.c.RPCURL())
	require.Error(t, err, out)
	assert.Contains(t, out, "deposit never seen by the scanner")
	assert.Contains(t, out, "swap swap-left-out")
	assert.NotContains(t, out, "swap swap-seen")
}
