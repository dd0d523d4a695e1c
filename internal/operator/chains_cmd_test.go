package operator

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/rpcproxy"
)

// scanner-start -chains FILE -chain NAME takes the chain's settings from the
// chains file and verifies it through the chain's endpoints.
func TestScannerStartTakesAChainFromTheChainsFile(t *testing.T) {
	a, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0"})
	require.NoError(t, err)
	t.Cleanup(func() { _ = a.Close() })
	b, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", ChainID: 31337})
	require.NoError(t, err)
	t.Cleanup(func() { _ = b.Close() })
	proxy := rpcproxy.New(b.RPCURL())
	srv := httptest.NewServer(proxy)
	t.Cleanup(srv.Close)
	path := filepath.Join(t.TempDir(), "chains.yaml")
	require.NoError(t, os.WriteFile(path, []byte(fmt.Sprintf(`chains:
  - name: dev
    chainId: 1337
    rpc: [{url: "%s"}]
    vault: {address: "%s"}
  - name: other
    chainId: 31337
    rpc: [{url: "%s/v3/SECRETKEY123"}]
    finality: {depth: 3}
    vault: {address: "%s"}
`, a.RPCURL(), a.Vault().Hex(), srv.URL, b.Vault().Hex())), 0o600))
	run := func(args ...string) error {
		var out bytes.Buffer
		return Main(context.Background(), append([]string{"scanner-start", "-temporal-address", "127.0.0.1:1"}, args...), &out)
	}
	var usage *UsageError

	// Verified through the chain's endpoints, the command goes on to Temporal
	// (nothing listens there).
	err = run("-chains", path, "-chain", "other")
	require.Error(t, err)
	assert.False(t, errors.As(err, &usage), "%v", err)
	assert.Contains(t, err.Error(), "127.0.0.1:1")

	// The endpoint now serves another chain: refused, named, never quoted.
	proxy.SetWrongChainID(big.NewInt(1))
	err = run("-chains", path, "-chain", "other")
	require.ErrorIs(t, err, chain.ErrWrongChain)
	assert.Contains(t, err.Error(), "chains.other.rpc[0]")
	assert.NotContains(t, err.Error(), "SECRETKEY123")

	err = run("-chains", path, "-chain", "nope")
	require.ErrorAs(t, err, &usage)
	assert.Contains(t, err.Error(), `no chain "nope"`)
	assert.Contains(t, err.Error(), "chains: dev, other")

	err = run("-chains", path, "-chain", "dev", "-contract", a.Vault().Hex())
	require.ErrorAs(t, err, &usage)
	assert.Contains(t, err.Error(), "-contract and -chain")

	t.Setenv("CHAINS_CONFIG", "")
	err = run("-chain", "dev")
	require.ErrorAs(t, err, &usage)
	assert.Contains(t, err.Error(), "-chain needs -chains")
}

// Every scanner command names a chain by -chains FILE -chain NAME, with the
// same refusals as scanner-start; those that read the chain verify it
// through the chain's endpoints first.
func TestEveryScannerCommandTakesAChainByName(t *testing.T) {
	b, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", ChainID: 31337})
	require.NoError(t, err)
	t.Cleanup(func() { _ = b.Close() })
	proxy := rpcproxy.New(b.RPCURL())
	srv := httptest.NewServer(proxy)
	t.Cleanup(srv.Close)
	path := filepath.Join(t.TempDir(), "chains.yaml")
	require.NoError(t, os.WriteFile(path, []byte(fmt.Sprintf(`chains:
  - name: other
    chainId: 31337
    rpc: [{url: "%s/v3/SECRETKEY123"}]
    finality: {depth: 3}
    vault: {address: "%s"}
`, srv.URL, b.Vault().Hex())), 0o600))
	t.Setenv("CHAINS_CONFIG", "")
	run := func(cmd []string, args ...string) error {
		var out bytes.Buffer
		full := append([]string{}, cmd...)
		if cmd[0] != "outbox" {
			full = append(full, "-temporal-address", "127.0.0.1:1")
		}
		if cmd[0] != "scanner-status" && cmd[0] != "scanner-resume" {
			full = append(full, "-database-url", "postgres://127.0.0.1:1/none")
		}
		return Main(context.Background(), append(full, args...), &out)
	}
	var usage *UsageError
	for _, cmd := range [][]string{{"scanner-status"}, {"scanner-resume"}, {"scanner-checkpoint"}, {"outbox", "list"}, {"outbox", "redrive", "-state", "unmatched"}} {
		name := cmd[0]
		if len(cmd) > 1 {
			name = cmd[1]
		}
		t.Run(name, func(t *testing.T) {
			err := run(cmd, "-chains", path, "-chain", "nope")
			require.ErrorAs(t, err, &usage)
			assert.Contains(t, err.Error(), `-chain: no chain "nope"`)
			assert.Contains(t, err.Error(), "chains: other")

			err = run(cmd, "-chains", path, "-chain", "other", "-contract", b.Vault().Hex())
			require.ErrorAs(t, err, &usage)
			assert.Contains(t, err.Error(), "-contract and -chain")

			err = run(cmd, "-chain", "other")
			require.ErrorAs(t, err, &usage)
			assert.Contains(t, err.Error(), "-chain needs -chains")

			// Past the chain's name, the command goes on to Temporal or
			// Postgres (nothing listens at either).
			err = run(cmd, "-chains", path, "-chain", "other")
			require.Error(t, err)
			assert.False(t, errors.As(err, &usage), "%v", err)
			assert.Contains(t, err.Error(), "127.0.0.1:1")
		})
	}
	// Commands that read the chain refuse an endpoint serving another chain,
	// naming it and never quoting its URL.
	proxy.SetWrongChainID(big.NewInt(1))
	for _, cmd := range []string{"scanner-resume", "scanner-checkpoint"} {
		err := run([]string{cmd}, "-chains", path, "-chain", "other")
		require.ErrorIs(t, err, chain.ErrWrongChain, cmd)
		assert.Contains(t, err.Error(), "chains.other.rpc[0]", cmd)
		assert.NotContains(t, err.Error(), "SECRETKEY123", cmd)
	}
}
