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
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/harness/rpcproxy"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/swapworker"
	"github.com/swapengine/swapengine/workflows"
)

// One worker started with a chains file serves two dev chains with
// different chain IDs: a swap on each is paid by a deposit on its own chain.
// Chain A is read through three endpoints; the one in use dies mid-run and
// the scanner moves on (the cross-check keeps a witness among the others).
func TestOneWorkerServesTwoChainsFromAChainsFile(t *testing.T) {
	e := newEnv(t, providers.Config{})
	ctx := context.Background()
	a, b := twoDevChains(t)
	var urls []string
	var first *httptest.Server
	for i := range 3 {
		srv := httptest.NewServer(rpcproxy.New(a.RPCURL()))
		t.Cleanup(srv.Close)
		urls = append(urls, srv.URL)
		if i == 0 {
			first = srv
		}
	}
	path := filepath.Join(t.TempDir(), "chains.yaml")
	require.NoError(t, os.WriteFile(path, []byte(fmt.Sprintf(`chains:
  - name: dev
    chainId: 1337
    rpc: [{url: "%s"}, {url: "%s"}, {url: "%s"}]
    finality: {depth: 2}
    vault: {address: "%s", startBlock: %d}
  - name: other
    chainId: 31337
    rpc: [{url: "%s"}]
    finality: {depth: 2}
    vault: {address: "%s", startBlock: %d}
`, urls[0], urls[1], urls[2], a.Vault().Hex(), a.VaultBlock(), b.RPCURL(), b.Vault().Hex(), b.VaultBlock())), 0o600))

	cfg := e.workerConfig()
	cfg.ChainsFile = path
	require.NoError(t, cfg.Validate())
	cfg.DatabaseURL = "" // the harness's pool below
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
		in := workflows.ScannerInput{Config: c.ScannerConfig(), PollInterval: 100 * time.Millisecond, DispatchMaxAttempts: 3,
			DispatchLease: 2 * time.Second, ScheduleToStart: 2 * time.Second}
		_, err := operator.StartScanner(ctx, e.cl, e.taskQueue, in)
		require.NoError(t, err)
		id := workflows.ScannerWorkflowID(in.Config)
		t.Cleanup(func() { _ = e.cl.TerminateWorkflow(context.Background(), id, "", "test over") })
		ins[name] = in
	}
	stopA, stopB := mine(a, 50*time.Millisecond), mine(b, 50*time.Millisecond)
	t.Cleanup(stopA)
	t.Cleanup(stopB)
	// Chain A's scanner reads through its first endpoint; then it dies.
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		sv, err := operator.ScannerStatus(ctx, e.cl, ins["dev"].Config)
		if assert.NoError(col, err) {
			assert.Greater(col, sv.Cursor, a.VaultBlock())
		}
	}, 60*time.Second, 100*time.Millisecond)
	first.CloseClientConnections()
	first.Close()

	stamp := time.Now().Format("150405.000000")
	var ids []string
	for _, tc := range []struct {
		c       *devchain.Chain
		chainID uint64
	}{{a, 1337}, {b, 31337}} {
		id := fmt.Sprintf("two-chains-%d-%s", tc.chainID, stamp)
		in := swapInput(id)
		in.Terms.AmountUnits, in.Terms.ChainID = "1000", tc.chainID
		e.startSwap(in)
		_, err := tc.c.Deposit(ctx, 0, id, big.NewInt(1000))
		require.NoError(t, err)
		ids = append(ids, id)
	}
	for _, id := range ids {
		e.waitSuccess(id)
	}
	// The scanner's report names the dead endpoint and reads from another.
	sv, err := operator.ScannerStatus(ctx, e.cl, ins["dev"].Config)
	require.NoError(t, err)
	require.NotNil(t, sv.Last)
	require.Len(t, sv.Last.Endpoints, 3)
	assert.False(t, sv.Last.Endpoints[0].Current)
	assert.NotEmpty(t, sv.Last.Endpoints[0].LastError)
	assert.Equal(t, "chains.dev.rpc[0]", sv.Last.Endpoints[0].Name)
}
