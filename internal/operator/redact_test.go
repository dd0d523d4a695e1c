package operator

import (
	"bytes"
	"context"
	"net"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
)

// Issue 15 item 7: an operator command's error names the node by scheme and
// host, never the RPC URL's userinfo or the key in its path or query.
func TestScannerCommandErrorsDoNotCarryRPCSecrets(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	require.NoError(t, ln.Close()) // nothing listens there now
	secret := "http://alice:s3cr3t-pw@" + addr + "/v3/0123456789abcdef0123456789abcdef?apikey=KEY-7f3a9c2e"
	vault := "0x000000000000000000000000000000000000dEaD"
	for _, args := range [][]string{
		{"scanner-start", "-contract", vault, "-rpc-url", secret, "-temporal-address", "127.0.0.1:1"},                   // the chain ID from the node
		{"scanner-start", "-contract", vault, "-rpc-url", secret, "-temporal-address", "127.0.0.1:1", "-chain-id", "1"}, // VerifyChain
	} {
		var out bytes.Buffer
		err := Main(context.Background(), args, &out)
		require.Error(t, err)
		t.Logf("%s", err)
		for _, s := range []string{"alice", "s3cr3t-pw", "0123456789abcdef0123456789abcdef", "KEY-7f3a9c2e"} {
			assert.NotContains(t, err.Error(), s)
			assert.NotContains(t, out.String(), s)
		}
		assert.Contains(t, err.Error(), addr, "the host is named")
	}
}

// The proposal prints the command that trusts it: with the RPC URL's
// secrets left out, as with the database URL.
func TestCheckpointProposalDoesNotPrintRPCSecrets(t *testing.T) {
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0"})
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	dbURL := testenv.MigratedPostgresURL(t)
	pool, err := store.Open(context.Background(), dbURL)
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	rc, err := chain.Dial(context.Background(), c.RPCURL())
	require.NoError(t, err)
	t.Cleanup(rc.Close)
	s, err := chain.New(chain.Config{ChainID: c.ChainID().Uint64(), Contract: c.Vault(), Finality: chain.Finality{Depth: 2}}, rc, &store.Scans{DB: pool})
	require.NoError(t, err)
	_, err = c.Mine(6)
	require.NoError(t, err)
	_, err = s.Pass(context.Background())
	require.NoError(t, err)

	// The dev chain serves JSON-RPC on any path and ignores the query.
	secret := "http://alice:s3cr3t-pw@" + strings.TrimPrefix(strings.TrimSuffix(c.RPCURL(), "/"), "http://") + "/?apikey=KEY-7f3a9c2e"
	var out bytes.Buffer
	err = Main(context.Background(), []string{"scanner-checkpoint", "-contract", c.Vault().Hex(), "-chain-id", "1337", "-rpc-url", secret,
		"-database-url", dbURL, "-finality-depth", "2", "-temporal-address", "127.0.0.1:1"}, &out)
	require.NoError(t, err)
	assert.Contains(t, out.String(), "nothing was changed")
	for _, s := range []string{"alice", "s3cr3t-pw", "KEY-7f3a9c2e"} {
		assert.NotContains(t, out.String(), s)
	}
}
