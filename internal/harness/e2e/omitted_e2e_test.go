package e2e

import (
	"context"
	"fmt"
	"math/big"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/harness/rpcproxy"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/workflows"
)

// Issue 30, end to end with a real worker: the endpoint in use leaves a
// deposit's log out of both its range and its by-hash answers. The scanner
// holds its cursor before that block (the second endpoint has the log),
// the swap waits with nothing lost, and once the endpoint heals the
// deposit is credited and the swap paid, once.
func TestADepositTheEndpointInUseLeavesOutIsPaidOnceItHeals(t *testing.T) {
	e := newEnv(t, providers.Config{})
	ctx := context.Background()
	a, _ := twoDevChains(t)
	inUse, witness := rpcproxy.New(a.RPCURL()), rpcproxy.New(a.RPCURL())
	s0, s1 := httptest.NewServer(inUse), httptest.NewServer(witness)
	t.Cleanup(s0.Close)
	t.Cleanup(s1.Close)
	path := filepath.Join(t.TempDir(), "chains.yaml")
	require.NoError(t, os.WriteFile(path, []byte(fmt.Sprintf(`chains:
  - name: dev
    chainId: 1337
    rpc: [{url: "%s"}, {url: "%s"}]
    finality: {depth: 2}
    vault: {address: "%s", startBlock: %d}
`, s0.URL, s1.URL, a.Vault().Hex(), a.VaultBlock())), 0o600))
	e.startChainsWorker(t, path, e.cl)
	file, err := chainconf.Load(path)
	require.NoError(t, err)
	c, _ := file.Chain("dev")
	in := workflows.ScannerInput{Config: c.ScannerConfig(), PollInterval: 100 * time.Millisecond, DispatchMaxAttempts: 3,
		DispatchLease: 2 * time.Second, ScheduleToStart: 2 * time.Second}
	_, err = operator.StartScanner(ctx, e.cl, e.taskQueue, in)
	require.NoError(t, err)
	t.Cleanup(func() {
		_ = e.cl.TerminateWorkflow(context.Background(), workflows.ScannerWorkflowID(in.Config), "", "test over")
	})
	stop := mine(a, 50*time.Millisecond)
	t.Cleanup(stop)
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		sv, err := operator.ScannerStatus(ctx, e.cl, in.Config)
		if assert.NoError(col, err) {
			assert.Greater(col, sv.Cursor, a.VaultBlock())
		}
	}, 60*time.Second, 100*time.Millisecond)

	inUse.SetOmitLogs(true)
	id := "omitted-" + time.Now().Format("150405.000000")
	sw := swapInput(id)
	sw.Terms.AmountUnits, sw.Terms.ChainID = "1000", 1337
	e.startSwap(sw)
	_, err = a.Deposit(ctx, 0, id, big.NewInt(1000))
	require.NoError(t, err)
	var held uint64
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		sv, err := operator.ScannerStatus(ctx, e.cl, in.Config)
		if assert.NoError(col, err) && assert.NotNil(col, sv.Last) {
			assert.Contains(col, sv.Last.Held, "cursor held before block #")
			assert.Contains(col, sv.Last.Held, "witness chains.dev.rpc[1] has 1 vault log")
			held = sv.Cursor
		}
	}, 60*time.Second, 100*time.Millisecond)
	time.Sleep(2 * time.Second) // blocks go on being mined: the cursor stays
	sv, err := operator.ScannerStatus(ctx, e.cl, in.Config)
	require.NoError(t, err)
	assert.Equal(t, held, sv.Cursor, "the cursor passed the block the witness has a deposit in")
	v, err := swapclient.Status(ctx, e.cl, id)
	require.NoError(t, err)
	assert.Equal(t, swap.StatusWaiting, v.Status)

	inUse.SetOmitLogs(false)
	e.waitSuccess(id)
	assert.Equal(t, 1, e.effects()[providers.ReceiverPayout+"/"+swap.PayoutKey(id)], "paid once: %v", e.effects())
}
