package operator

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/rpcproxy"
	"github.com/swapengine/swapengine/internal/devchain"
)

// Finding 1: every scanner command checks the chain ID and the vault's code
// through the RPC URL before it touches Temporal or Postgres.
func TestScannerCommandsVerifyTheChain(t *testing.T) {
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0"})
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	proxy := rpcproxy.New(c.RPCURL())
	srv := httptest.NewServer(proxy)
	t.Cleanup(srv.Close)
	proxy.SetWrongChainID(big.NewInt(1338))
	// Nothing listens on these: reaching them would be a different error.
	// The operator names the chain they mean; the node must serve it.
	common := []string{"-contract", c.Vault().Hex(), "-rpc-url", srv.URL, "-temporal-address", "127.0.0.1:1", "-chain-id", "1337"}
	for _, args := range [][]string{
		append([]string{"scanner-start"}, common...),
		append([]string{"scanner-resume"}, common...),
		append([]string{"scanner-checkpoint", "-database-url", "postgres://nobody@127.0.0.1:1/none", "-number", "1", "-hash", "0x" + strings.Repeat("ab", 32)}, common...),
	} {
		var out bytes.Buffer
		err := Main(context.Background(), args, &out)
		require.ErrorIs(t, err, chain.ErrWrongChain, args[0])
		assert.Contains(t, err.Error(), "configured chain ID 1337")
		assert.Contains(t, err.Error(), "chain ID 1338")
	}
	proxy.SetWrongChainID(nil)
	var out bytes.Buffer
	err = Main(context.Background(), append([]string{"scanner-start", "-contract", "0x000000000000000000000000000000000000dEaD"}, common[2:]...), &out)
	require.ErrorIs(t, err, chain.ErrNoCode)
}

// scanner-start without -chain-id takes the node's own chain ID (the other
// scanner commands take the existing scanner's: internal/e2e).
func TestScannerStartReadsTheChainIDFromTheNode(t *testing.T) {
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0"})
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	var out bytes.Buffer
	var usage *UsageError
	err = Main(context.Background(), []string{"scanner-start", "-contract", c.Vault().Hex(), "-temporal-address", "127.0.0.1:1"}, &out)
	require.ErrorAs(t, err, &usage)
	assert.Contains(t, err.Error(), "-chain-id or -rpc-url is required")

	// Read from the node, the chain checks pass and the command goes on to
	// Temporal (nothing listens there).
	err = Main(context.Background(), []string{"scanner-start", "-contract", c.Vault().Hex(), "-rpc-url", c.RPCURL(), "-temporal-address", "127.0.0.1:1"}, &out)
	require.Error(t, err)
	assert.NotErrorIs(t, err, chain.ErrWrongChain)
	assert.False(t, errors.As(err, &usage), "%v", err)
	assert.Contains(t, err.Error(), "127.0.0.1:1")
}
