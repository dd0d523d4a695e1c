package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"

	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/swapworker"
)

// twoDevChains starts dev chains 1337 ("a") and 31337 ("b"), each with its own
// vault; they close with the test.
func twoDevChains(t *testing.T) (a, b *devchain.Chain) {
	t.Helper()
	a, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", VaultKey: devchain.RandomVaultKey()})
	require.NoError(t, err)
	t.Cleanup(func() { _ = a.Close() })
	b, err = devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", VaultKey: devchain.RandomVaultKey(), ChainID: 31337})
	require.NoError(t, err)
	t.Cleanup(func() { _ = b.Close() })
	return a, b
}

// oneChainFile writes a chains file in dir naming only chain c as name.
func oneChainFile(t *testing.T, dir, name string, c *devchain.Chain) string {
	t.Helper()
	path := filepath.Join(dir, name+".yaml")
	require.NoError(t, os.WriteFile(path, []byte(fmt.Sprintf(`chains:
  - name: %s
    chainId: %d
    rpc: [{url: "%s"}]
    finality: {depth: 2}
    vault: {address: "%s", startBlock: %d}
`, name, c.ChainID().Uint64(), c.RPCURL(), c.Vault().Hex(), c.VaultBlock())), 0o600))
	return path
}

// startChainsWorker starts a worker of e serving the chains file at path
// through cl, and returns its stop (also run at the end of the test).
func (e *env) startChainsWorker(t *testing.T, path string, cl client.Client) func() {
	t.Helper()
	cfg := e.workerConfig()
	cfg.ChainsFile, cfg.ShutdownGrace = path, 5*time.Second
	require.NoError(t, cfg.Validate())
	cfg.DatabaseURL = ""
	deps, closeDeps, err := swapworker.Open(context.Background(), cfg, cl)
	require.NoError(t, err)
	deps.DB = e.pool
	w, _, err := swapworker.New(cfg, deps)
	require.NoError(t, err)
	require.NoError(t, w.Start())
	stopped := false
	stop := func() {
		if !stopped {
			stopped = true
			w.Stop()
			closeDeps()
		}
	}
	t.Cleanup(stop)
	return stop
}
