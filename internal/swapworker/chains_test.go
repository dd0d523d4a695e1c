package swapworker

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/big"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/rpcproxy"
	"github.com/swapengine/swapengine/internal/harness/testenv"
)

func TestChainsFileIsValidatedAtStart(t *testing.T) {
	c := validConfig(current)
	c.ChainsFile, c.RPCURL = "chains.yaml", "http://127.0.0.1:8545"
	assert.ErrorContains(t, c.Validate(), "chains and rpc-url/ws-url: give one")
	c.RPCURL = ""
	assert.ErrorContains(t, c.Validate(), "chains needs database-url")
	c.DatabaseURL = "postgres://x"
	path := filepath.Join(t.TempDir(), "chains.yaml")
	require.NoError(t, os.WriteFile(path, []byte("chains:\n  - name: dev\n    chainId: 1337\n    rpc: [{urlEnv: CHAINS_TEST_UNSET}]\n"), 0o600))
	c.ChainsFile = path
	assert.ErrorContains(t, c.Validate(), "chains.dev.rpc[0].urlEnv: CHAINS_TEST_UNSET is not set")

	var parsed Config
	t.Setenv("CHAINS_CONFIG", path)
	fs := flag.NewFlagSet("worker", flag.ContinueOnError)
	parsed.RegisterFlags(fs)
	require.NoError(t, fs.Parse(nil))
	assert.Equal(t, path, parsed.ChainsFile, "env CHAINS_CONFIG")
}

// One worker, two dev chains with different chain IDs served at once: each
// chain's scan reads its own endpoints, picked by the config's chain ID.
func TestWorkerServesTwoChainsFromAChainsFile(t *testing.T) {
	ctx := context.Background()
	a, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0"})
	require.NoError(t, err)
	t.Cleanup(func() { _ = a.Close() })
	b, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", ChainID: 31337})
	require.NoError(t, err)
	t.Cleanup(func() { _ = b.Close() })
	second := httptest.NewServer(rpcproxy.New(a.RPCURL()))
	t.Cleanup(second.Close)

	path := filepath.Join(t.TempDir(), "chains.yaml")
	require.NoError(t, os.WriteFile(path, []byte(fmt.Sprintf(`chains:
  - name: dev
    chainId: 1337
    rpc: [{urlEnv: CHAINS_TEST_DEV_1}, {urlEnv: CHAINS_TEST_DEV_2}]
    vault: {address: "%s", startBlock: %d}
  - name: other
    chainId: 31337
    rpc: [{url: "%s"}]
    finality: {depth: 3}
    vault: {address: "%s", startBlock: %d}
`, a.Vault().Hex(), a.VaultBlock(), b.RPCURL(), b.Vault().Hex(), b.VaultBlock())), 0o600))
	t.Setenv("CHAINS_TEST_DEV_1", a.RPCURL())
	t.Setenv("CHAINS_TEST_DEV_2", second.URL)

	c := validConfig(current)
	c.ChainsFile, c.DatabaseURL = path, testenv.MigratedPostgresURL(t)
	require.NoError(t, c.Validate())
	cl, _, _ := unreachableDeps(t)
	d, closeDeps, err := Open(ctx, c, cl)
	require.NoError(t, err)
	t.Cleanup(closeDeps)
	w, acts, err := New(c, d)
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{"swaps-chain-1337", "swaps-chain-31337"}, w.chainQueues(), "one chain task queue per chain")

	for _, ch := range []*devchain.Chain{a, b} {
		_, err := ch.Deposit(ctx, 0, fmt.Sprintf("swap-on-%d", ch.ChainID()), big.NewInt(1000))
		require.NoError(t, err)
		_, err = ch.Mine(6)
		require.NoError(t, err)
	}
	file, err := chainconf.Load(path)
	require.NoError(t, err)
	var s testsuite.WorkflowTestSuite
	env := s.NewTestActivityEnvironment()
	env.RegisterActivity(acts)
	for _, name := range []string{"dev", "other"} {
		cc, _ := file.Chain(name)
		cfg := cc.ScannerConfig()
		var got chain.Report
		for range 10 {
			val, err := env.ExecuteActivity(acts.ScanChain, cfg)
			require.NoError(t, err, name)
			var rep chain.Report
			require.NoError(t, val.Get(&rep))
			got.Observed += rep.Observed
			got.Confirmed += rep.Confirmed
			got.Held, got.Endpoints = rep.Held, rep.Endpoints
			if rep.Lag == 0 {
				break
			}
		}
		assert.Equal(t, 1, got.Observed, name)
		assert.Equal(t, 1, got.Confirmed, "%s: final (on dev, after the cross-check)", name)
		assert.Empty(t, got.Held, name)
		require.NotEmpty(t, got.Endpoints, "%s: the report names the endpoints", name)
		assert.Equal(t, "chains."+name+".rpc[0]", got.Endpoints[0].Name)
		assert.True(t, got.Endpoints[0].Current)
	}
	assert.True(t, d.Chains[1337].Reader.(*chain.Endpoints).CrossChecks(), "two endpoints: cross-checked by default")

	// A chain this worker does not serve: a clear, retryable error.
	other, _ := file.Chain("other")
	cfg := other.ScannerConfig()
	cfg.ChainID = 10
	_, err = env.ExecuteActivity(acts.ScanChain, cfg)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "this worker serves chain IDs [1337 31337], not chain 10")
	var appErr *temporal.ApplicationError
	if errors.As(err, &appErr) {
		assert.False(t, appErr.NonRetryable(), "never a halt")
	}
}
