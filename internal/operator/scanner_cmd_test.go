package operator

import (
	"bytes"
	"context"
	"math/big"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"swapengine/internal/chain"
	"swapengine/internal/chain/rpcproxy"
	"swapengine/internal/devchain"
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
	common := []string{"-contract", c.Vault().Hex(), "-rpc-url", srv.URL, "-temporal-address", "127.0.0.1:1"}
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
