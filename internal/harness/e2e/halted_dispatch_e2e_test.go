package e2e

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/harness/rpcproxy"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapworker"
	"github.com/swapengine/swapengine/workflows"
)

// Issue 15 item 9 on the real server: a scanner halted (here: a wrong chain
// behind the URL from its first pass) still runs dispatch rounds while it
// waits, and the resume signal brings it back. With RECORD_HISTORY_DIR set
// the run is recorded for the replay tests (the scanner-halted-dispatch
// path); a long poll keeps that history short.
func TestHaltedScannerDispatchesOnTheServer(t *testing.T) {
	e := newEnv(t, providers.Config{})
	ctx := context.Background()
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", VaultKey: devchain.RandomVaultKey()})
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	proxy := rpcproxy.New(c.RPCURL())
	srv := httptest.NewServer(proxy)
	t.Cleanup(srv.Close)

	rc, err := chain.Dial(ctx, srv.URL)
	require.NoError(t, err)
	t.Cleanup(rc.Close)
	cfg := e.workerConfig()
	cfg.RPCURL = srv.URL
	w, _, err := swapworker.New(cfg, swapworker.Deps{Temporal: e.cl, DB: e.pool, RPC: rc})
	require.NoError(t, err)
	require.NoError(t, w.Start())
	t.Cleanup(w.Stop)
	// After the worker read the chain ID for its chain task queue.
	proxy.SetWrongChainID(big.NewInt(1338))

	in := workflows.ScannerInput{
		Config: chain.Config{ChainID: c.ChainID().Uint64(), Contract: c.Vault(),
			Finality: chain.Finality{Depth: 2}, StartBlock: c.VaultBlock()},
		PollInterval: time.Hour, DispatchMaxAttempts: 3, DispatchLease: 2 * time.Second,
	}
	// A delivery already in the outbox, for a swap the halt does not
	// concern (none runs under that ID: it is retried, then parked).
	payload, err := json.Marshal(swap.Event{EventID: "halted-other/observed", SwapID: "halted-other", Type: swap.DepositObserved,
		DepositRef: "evm:1337:0x01:1", AmountUnits: "5", ChainID: 1337, BlockNumber: 1, BlockHash: "0x" + strings.Repeat("ab", 32)})
	require.NoError(t, err)
	_, err = e.pool.Exec(ctx, `INSERT INTO outbox (scanner_id, kind, swap_id, event_id, payload) VALUES ($1, 'deposit-observed', 'halted-other', 'halted-other/observed', $2)`,
		in.Config.ID(), payload)
	require.NoError(t, err)

	run, err := operator.StartScanner(ctx, e.cl, e.taskQueue, in)
	require.NoError(t, err)
	id := workflows.ScannerWorkflowID(in.Config)
	t.Cleanup(func() {
		_ = e.cl.TerminateWorkflow(context.Background(), id, "", "test over")
		if dir := os.Getenv("RECORD_HISTORY_DIR"); dir != "" && !t.Failed() {
			e.recordRun(id, run.GetRunID(), dir)
		}
	})

	// Halted, and a dispatch round ran while halted: the view shows its
	// result, the open row it left.
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		sv, err := operator.ScannerStatus(ctx, e.cl, in.Config)
		if assert.NoError(col, err) {
			assert.Equal(col, workflows.ScannerHalted, sv.State)
			assert.Contains(col, sv.Halted, "wrong chain")
			assert.Empty(col, sv.DispatchError)
			assert.NotEmpty(col, sv.Dispatch.Outbox, "a dispatch round reported the open row")
		}
	}, 60*time.Second, 200*time.Millisecond)

	proxy.SetWrongChainID(nil)
	require.NoError(t, e.cl.SignalWorkflow(ctx, id, "", workflows.SignalScannerResume, nil))
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		sv, err := operator.ScannerStatus(ctx, e.cl, in.Config)
		if assert.NoError(col, err) {
			assert.Equal(col, workflows.ScannerRunning, sv.State)
			assert.Positive(col, sv.Passes)
			assert.Zero(col, sv.Lag)
		}
	}, 60*time.Second, 200*time.Millisecond)
}
