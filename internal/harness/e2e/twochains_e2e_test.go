package e2e

import (
	"context"
	"fmt"
	"math/big"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/harness/rpcproxy"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/internal/swapworker"
	"github.com/swapengine/swapengine/workflows"
)

// Issue 17, "Done when": two dev chains with different chain IDs served at
// once by one worker from a chains file, swaps on each and deposits on both.
// Chain "dev" (1337) reorgs a deposit away, loses its RPC endpoint for a
// while, then reorgs below its final height and halts, while chain "other"
// (31337) keeps confirming and paying throughout. A deposit on dev naming a swap whose terms are on other is
// never exchanged.
func TestTwoChainsAReorgAndAHaltOnOneLeaveTheOtherPaying(t *testing.T) {
	e := newEnv(t, providers.Config{})
	ctx := context.Background()
	a, b := twoDevChains(t)
	// dev is read through a proxy, to take its endpoint away.
	devRPC := rpcproxy.New(a.RPCURL())
	devSrv := httptest.NewServer(devRPC)
	t.Cleanup(devSrv.Close)
	path := filepath.Join(t.TempDir(), "chains.yaml")
	require.NoError(t, os.WriteFile(path, []byte(fmt.Sprintf(`chains:
  - name: dev
    chainId: 1337
    rpc: [{url: "%s"}]
    finality: {depth: 3}
    vault: {address: "%s", startBlock: %d}
  - name: other
    chainId: 31337
    rpc: [{url: "%s"}]
    finality: {depth: 3}
    vault: {address: "%s", startBlock: %d}
`, devSrv.URL, a.Vault().Hex(), a.VaultBlock(), b.RPCURL(), b.Vault().Hex(), b.VaultBlock())), 0o600))

	cfg := e.workerConfig()
	cfg.ChainsFile = path
	require.NoError(t, cfg.Validate())
	cfg.DatabaseURL = ""
	deps, closeDeps, err := swapworker.Open(ctx, cfg, e.cl)
	require.NoError(t, err)
	t.Cleanup(closeDeps)
	deps.DB = e.pool
	w, _, err := swapworker.New(cfg, deps)
	require.NoError(t, err)
	require.NoError(t, w.Start())
	t.Cleanup(w.Stop)

	file, err := chainconf.Load(path)
	require.NoError(t, err)
	ins := map[string]workflows.ScannerInput{}
	for _, name := range file.Names() {
		c, _ := file.Chain(name)
		in := workflows.ScannerInput{Config: c.ScannerConfig(), ChainName: name, PollInterval: 100 * time.Millisecond, DispatchMaxAttempts: 3,
			DispatchLease: 2 * time.Second, PassTimeout: 5 * time.Second, ScheduleToStart: 2 * time.Second}
		_, err := operator.StartScanner(ctx, e.cl, e.taskQueue, in)
		require.NoError(t, err)
		id := workflows.ScannerWorkflowID(in.Config)
		t.Cleanup(func() { _ = e.cl.TerminateWorkflow(context.Background(), id, "", "test over") })
		ins[name] = in
	}
	dev, other := ins["dev"].Config, ins["other"].Config
	// Chain other mines on its own; dev is mined by hand, step by step.
	stopB := mine(b, 50*time.Millisecond)
	t.Cleanup(stopB)

	stamp := time.Now().Format("150405.000000")
	onChain := func(id string, chainID uint64, amount string) string {
		in := swapInput(id)
		in.Terms.AmountUnits, in.Terms.ChainID = amount, chainID
		e.startSwap(in)
		return id
	}
	sA := onChain("two-dev-"+stamp, 1337, "777")
	sB1 := onChain("two-other-1-"+stamp, 31337, "1000")
	sB2 := onChain("two-other-2-"+stamp, 31337, "1000")
	sB3 := onChain("two-other-3-"+stamp, 31337, "1000")
	sX := onChain("two-cross-"+stamp, 31337, "1000") // its terms on other, paid on dev

	// 1. dev: a deposit seen, not final; other: a deposit paid.
	tx, err := a.Deposit(ctx, 0, sA, big.NewInt(777))
	require.NoError(t, err)
	rcpt, err := a.MineUntilReceipt(ctx, tx.Hash(), 5)
	require.NoError(t, err)
	depositBlock := rcpt.BlockNumber.Uint64()
	_, err = b.Deposit(ctx, 0, sB1, big.NewInt(1000))
	require.NoError(t, err)
	e.waitStatus(sA, swap.StatusDeposit)

	// 2. dev reorgs the deposit away above its final height: its swap waits
	// again; other's swap is paid meanwhile.
	require.NoError(t, a.Reorg(int(a.Head()-depositBlock+1), false))
	e.waitStatus(sA, swap.StatusWaiting)
	e.waitSuccess(sB1)
	sv, err := operator.ScannerStatus(ctx, e.cl, dev)
	require.NoError(t, err)
	require.NotNil(t, sv.LastReorg)
	assert.Equal(t, workflows.ScannerRunning, sv.State)

	// 3. dev's endpoint goes away: dev's scanner fails, other pays on.
	devRPC.SetUpstream("http://127.0.0.1:1")
	_, err = b.Deposit(ctx, 0, sB3, big.NewInt(1000))
	require.NoError(t, err)
	e.waitSuccess(sB3)
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		sv, err := operator.ScannerStatus(ctx, e.cl, dev)
		if assert.NoError(col, err) {
			assert.Equal(col, workflows.ScannerFailing, sv.State)
			assert.NotEmpty(col, sv.LastError)
			assert.NotContains(col, sv.LastError, devSrv.URL)
		}
	}, 60*time.Second, 100*time.Millisecond)
	devRPC.SetUpstream(a.RPCURL())

	// 4. dev: the swap paid again, and a deposit naming other's swap.
	_, err = a.Deposit(ctx, 0, sA, big.NewInt(777))
	require.NoError(t, err)
	_, err = a.Deposit(ctx, 1, sX, big.NewInt(1000))
	require.NoError(t, err)
	stopA := mine(a, 50*time.Millisecond)
	e.waitSuccess(sA)
	scans := &store.Scans{DB: e.pool}
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		rows, err := scans.ListOutbox(ctx, store.OutboxFilter{SwapID: sX, Limit: 10})
		if !assert.NoError(col, err) {
			return
		}
		var states []string
		for _, r := range rows {
			assert.Equal(col, dev.ID(), r.ScannerID)
			states = append(states, r.State)
		}
		assert.Contains(col, states, store.OutboxReview, "the confirmation on the wrong chain goes to a person")
		assert.NotContains(col, states, store.OutboxDone)
		assert.NotContains(col, states, store.OutboxPending)
	}, 60*time.Second, 200*time.Millisecond)
	stopA()
	vx, err := swapclient.Status(ctx, e.cl, sX)
	require.NoError(t, err)
	assert.Equal(t, swap.StatusWaiting, vx.Status, "a deposit on another chain than the terms' binds nothing")
	for k := range e.effects() {
		assert.NotContains(t, k, "start-exchange:"+sX, "never exchanged")
	}

	// 5. dev reorgs below its final height: halted. other goes on.
	_, err = a.Mine(12)
	require.NoError(t, err)
	head := a.Head()
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		sv, err := operator.ScannerStatus(ctx, e.cl, dev)
		if assert.NoError(col, err) {
			assert.GreaterOrEqual(col, sv.Cursor, head)
			assert.GreaterOrEqual(col, sv.Final, head-3)
		}
	}, 60*time.Second, 100*time.Millisecond)
	require.NoError(t, a.Reorg(8, false))
	_, err = a.Mine(2)
	require.NoError(t, err)
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		sv, err := operator.ScannerStatus(ctx, e.cl, dev)
		if assert.NoError(col, err) {
			assert.Equal(col, workflows.ScannerHalted, sv.State)
			assert.NotEmpty(col, sv.Halted)
		}
	}, 60*time.Second, 100*time.Millisecond)

	ov, err := operator.ScannerStatus(ctx, e.cl, other)
	require.NoError(t, err)
	passes := ov.Passes
	_, err = b.Deposit(ctx, 0, sB2, big.NewInt(1000))
	require.NoError(t, err)
	e.waitSuccess(sB2)
	e.wantOneEffectPerKey(sB1, 4)
	e.wantOneEffectPerKey(sB2, 4)
	e.wantOneEffectPerKey(sB3, 4)

	sv, err = operator.ScannerStatus(ctx, e.cl, dev)
	require.NoError(t, err)
	assert.Equal(t, workflows.ScannerHalted, sv.State, "dev stays halted until an operator acts")
	ov, err = operator.ScannerStatus(ctx, e.cl, other)
	require.NoError(t, err)
	assert.Equal(t, workflows.ScannerRunning, ov.State)
	assert.Empty(t, ov.Halted)
	assert.Empty(t, ov.Stalled)
	assert.Greater(t, ov.Passes, passes)
	assert.False(t, slices.Contains([]string{ov.Chain, sv.Chain}, ""), "the views name their chains")

	// The operator CLI addresses each chain by its name in the chains file.
	cli := func(args ...string) string {
		t.Helper()
		var out strings.Builder
		require.NoError(t, operator.Main(ctx, args, &out))
		return out.String()
	}
	status := cli("scanner-status", "-temporal-address", e.tc.Address, "-chains", path, "-chain", "dev")
	assert.Contains(t, status, `"state": "halted"`)
	assert.Contains(t, status, `"chain": "dev"`)
	assert.Contains(t, cli("scanner-status", "-temporal-address", e.tc.Address, "-chains", path, "-chain", "other"), `"state": "running"`)
	onDev := cli("outbox", "list", "-database-url", e.dbURL, "-chains", path, "-chain", "dev", "-swap-id", sX)
	assert.Equal(t, 2, strings.Count(onDev, "review  deposit-"), "observed and confirmed on dev, for review: %s", onDev)
	assert.NotContains(t, cli("outbox", "list", "-database-url", e.dbURL, "-chains", path, "-chain", "other", "-swap-id", sX), sX, "none on other's scanner")
}
