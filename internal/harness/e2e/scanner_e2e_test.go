package e2e

import (
	"bytes"
	"context"
	"math/big"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/api/workflowservice/v1"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/harness/rpcproxy"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/swapworker"
	"github.com/swapengine/swapengine/workflows"
)

// Findings 6 and 10 on the real server: a worker without RPC settings on
// the shared task queue never takes a scan (the scanner reports it stalled:
// no worker polls the chain's queue; it does not halt); a worker with the chain
// then runs it. A wrong chain behind the URL makes the scanner halted and
// filterable by ScannerState in Temporal's visibility; once the URL serves
// the right chain again `starter scanner-resume` brings it back.
func TestScannerRunsOnlyOnWorkersWithTheChain(t *testing.T) {
	e := newEnv(t, providers.Config{})
	ctx := context.Background()
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", VaultKey: devchain.RandomVaultKey()})
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	proxy := rpcproxy.New(c.RPCURL())
	srv := httptest.NewServer(proxy)
	t.Cleanup(srv.Close)

	e.startWorker() // no RPC URL: the shared task queue only
	in := workflows.ScannerInput{
		Config: chain.Config{ChainID: c.ChainID().Uint64(), Contract: c.Vault(),
			Finality: chain.Finality{Depth: 2}, StartBlock: c.VaultBlock()},
		PollInterval: 100 * time.Millisecond, DispatchMaxAttempts: 3, DispatchLease: 2 * time.Second,
		ScheduleToStart: 2 * time.Second,
	}
	_, err = operator.StartScanner(ctx, e.cl, e.taskQueue, in)
	require.NoError(t, err)
	id := workflows.ScannerWorkflowID(in.Config)
	t.Cleanup(func() { _ = e.cl.TerminateWorkflow(context.Background(), id, "", "test over") })

	require.EventuallyWithT(t, func(col *assert.CollectT) {
		sv, err := operator.ScannerStatus(ctx, e.cl, in.Config)
		if !assert.NoError(col, err) {
			return
		}
		assert.Empty(col, sv.Halted, "a worker without the chain must not halt the scanner")
		assert.Equal(col, workflows.ScannerStalled, sv.State)
		assert.Contains(col, sv.Stalled, "no worker serves chain 1337")
		assert.Contains(col, sv.LastError, "no worker polls "+workflows.ChainTaskQueue(e.taskQueue, 1337))
	}, 60*time.Second, 200*time.Millisecond)

	// The worker with the chain, through the proxy.
	rc, err := chain.Dial(ctx, srv.URL)
	require.NoError(t, err)
	t.Cleanup(rc.Close)
	cfg := e.workerConfig()
	cfg.RPCURL = srv.URL
	w, _, err := swapworker.New(cfg, swapworker.Deps{Temporal: e.cl, DB: e.pool, RPC: rc})
	require.NoError(t, err)
	require.NoError(t, w.Start())
	t.Cleanup(w.Stop)

	swapID := "scan-queue-" + time.Now().Format("150405.000000")
	swapIn := swapInput(swapID)
	swapIn.Terms.AmountUnits = "1000"
	e.startSwap(swapIn)
	_, err = c.Deposit(ctx, 0, swapID, big.NewInt(1000))
	require.NoError(t, err)
	stopMining := mine(c, 50*time.Millisecond)
	t.Cleanup(stopMining)
	e.waitSuccess(swapID)

	// The endpoint switches chain: halted, wrong chain, filterable.
	proxy.SetWrongChainID(big.NewInt(1338))
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		sv, err := operator.ScannerStatus(ctx, e.cl, in.Config)
		if !assert.NoError(col, err) {
			return
		}
		assert.Equal(col, workflows.ScannerHalted, sv.State)
		assert.Contains(col, sv.Halted, "wrong chain")
		assert.Contains(col, sv.Halted, "1338")
		assert.NotContains(col, sv.Halted, "retryable")
		assert.NotContains(col, sv.Halted, "reorg")
		assert.Contains(col, sv.Halted, "scanner-resume")
	}, 60*time.Second, 200*time.Millisecond)
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		n, err := e.cl.CountWorkflow(ctx, &workflowservice.CountWorkflowExecutionsRequest{
			Namespace: "default", Query: `ScannerState = "halted" AND WorkflowId = "` + id + `"`})
		if assert.NoError(col, err) {
			assert.Equal(col, int64(1), n.GetCount())
		}
	}, 30*time.Second, 200*time.Millisecond)

	// resume refuses while the node still serves the wrong chain…
	var out bytes.Buffer
	args := []string{"scanner-resume", "-temporal-address", e.tc.Address, "-contract", c.Vault().Hex(), "-rpc-url", srv.URL}
	err = operator.Main(ctx, args, &out)
	require.ErrorIs(t, err, chain.ErrWrongChain)
	// …and brings the scanner back once it is fixed.
	proxy.SetWrongChainID(nil)
	out.Reset()
	require.NoError(t, operator.Main(ctx, args, &out), out.String())
	// Without -chain-id a scanner command finds the existing scanner's chain.
	out.Reset()
	require.NoError(t, operator.Main(ctx, []string{"scanner-status", "-temporal-address", e.tc.Address, "-contract", c.Vault().Hex()}, &out))
	assert.Contains(t, out.String(), `"scannerId": "evm:1337:`)
	swap2 := swapID + "-2"
	in2 := swapInput(swap2)
	in2.Terms.AmountUnits = "1000"
	e.startSwap(in2)
	_, err = c.Deposit(ctx, 0, swap2, big.NewInt(1000))
	require.NoError(t, err)
	e.waitSuccess(swap2)
	sv, err := operator.ScannerStatus(ctx, e.cl, in.Config)
	require.NoError(t, err)
	assert.Equal(t, workflows.ScannerRunning, sv.State)
	assert.NotEmpty(t, sv.SinceLastPass)
	stopMining()
}

// mine mines a block every interval until the returned stop is called.
func mine(c *devchain.Chain, every time.Duration) func() {
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				_, _ = c.Mine(1)
			}
		}
	}()
	var once bool
	return func() {
		if !once {
			once = true
			close(stop)
			<-done
		}
	}
}
