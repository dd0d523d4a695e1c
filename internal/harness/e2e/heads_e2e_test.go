package e2e

import (
	"context"
	"math/big"
	"net/http/httptest"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/harness/rpcproxy"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/workflows"
)

// The worker binary with -ws-url: at the head its scan activity waits for the
// node's newHeads notice instead of the workflow polling. The scanner's poll
// interval is an hour, so without wake-ups the swap would wait on the
// activity's own wait timeout; every block here is announced over the
// devchain's WebSocket endpoint and the pass that reads it says it was woken.
func TestWorkerScansOnNewHeads(t *testing.T) {
	e := newEnv(t, providers.Config{})
	ctx := context.Background()
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", VaultKey: devchain.RandomVaultKey()})
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	proxy := rpcproxy.New(c.RPCURL()) // reads over HTTP, counted
	srv := httptest.NewServer(proxy)
	t.Cleanup(srv.Close)
	e.workerProcess("-rpc-url", srv.URL, "-ws-url", c.WSURL())

	in := workflows.ScannerInput{
		Config: chain.Config{ChainID: c.ChainID().Uint64(), Contract: c.Vault(),
			Finality: chain.Finality{Depth: 2}, StartBlock: c.VaultBlock()},
		PollInterval: time.Hour, DispatchMaxAttempts: 3, DispatchLease: 2 * time.Second,
	}
	_, err = operator.StartScanner(ctx, e.cl, e.taskQueue, in)
	require.NoError(t, err)
	id := workflows.ScannerWorkflowID(in.Config)
	t.Cleanup(func() {
		_ = e.cl.TerminateWorkflow(context.Background(), id, "", "test over")
		if dir := os.Getenv("RECORD_HISTORY_DIR"); dir != "" && !t.Failed() {
			e.recordRun(id, "", dir) // the scanner-heads-wait path, for the replay tests
		}
	})

	// At the head, subscribed, waiting.
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		sv, err := operator.ScannerStatus(ctx, e.cl, in.Config)
		if assert.NoError(col, err) && assert.NotNil(col, sv.Last) {
			assert.Equal(col, uint64(0), sv.Lag)
			assert.True(col, sv.Last.Waited)
			if assert.NotNil(col, sv.Last.Heads) {
				assert.True(col, sv.Last.Heads.Connected)
			}
		}
	}, 60*time.Second, 100*time.Millisecond)

	swapID := "ws-heads-" + time.Now().Format("150405.000000")
	swapIn := swapInput(swapID)
	swapIn.Terms.AmountUnits = "1000"
	e.startSwap(swapIn)
	tx, err := c.Deposit(ctx, 0, swapID, big.NewInt(1000))
	require.NoError(t, err)
	_, err = c.MineUntilReceipt(ctx, tx.Hash(), 3)
	require.NoError(t, err)
	// Finality 2: two more blocks, each announced. Each is mined once the
	// scanner has read the one before, so each wakes its own pass (two
	// blocks announced during one pass are read by it, one wake-up).
	before := e.waitScannedTo(in.Config, c.Head())
	for range 2 {
		_, err = c.Mine(1)
		require.NoError(t, err)
		e.waitScannedTo(in.Config, c.Head())
	}
	e.waitSuccess(swapID)

	sv, err := operator.ScannerStatus(ctx, e.cl, in.Config)
	require.NoError(t, err)
	require.NotNil(t, sv.Last)
	require.NotNil(t, sv.Last.Heads)
	assert.GreaterOrEqual(t, sv.WokenPasses, before.WokenPasses+2, "the passes that read the blocks were woken by them, not by a wait timeout")
	assert.GreaterOrEqual(t, sv.Last.Heads.Wakeups, before.Last.Heads.Wakeups+2, "each mined block is a wake-up")
	assert.Zero(t, sv.Last.Heads.Reconnects)
}

// waitScannedTo waits until the scanner's cursor has reached height n and
// returns its view.
func (e *env) waitScannedTo(cfg chain.Config, n uint64) workflows.ScannerView {
	e.t.Helper()
	var v workflows.ScannerView
	require.EventuallyWithT(e.t, func(col *assert.CollectT) {
		sv, err := operator.ScannerStatus(context.Background(), e.cl, cfg)
		if assert.NoError(col, err) {
			assert.GreaterOrEqual(col, sv.Cursor, n)
			v = sv
		}
	}, 60*time.Second, 50*time.Millisecond)
	return v
}
