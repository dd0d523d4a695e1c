package operator

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/rpcproxy"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
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
		append([]string{"scanner-checkpoint", "-database-url", "postgres://nobody@127.0.0.1:1/none"}, common...), // a proposal
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
// scanner commands take the existing scanner's: internal/harness/e2e).
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

// Without -number and -hash, scanner-checkpoint proposes the block to trust
// and the command that trusts it, and changes nothing (it does not even reach
// Temporal: nothing listens at its address).
func TestScannerCheckpointProposesABlock(t *testing.T) {
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0"})
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	dbURL := testenv.MigratedPostgresURL(t)
	pool, err := store.Open(context.Background(), dbURL)
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	cfg := chain.Config{ChainID: c.ChainID().Uint64(), Contract: c.Vault(), Finality: chain.Finality{Depth: 2}}
	rc, err := chain.Dial(context.Background(), c.RPCURL())
	require.NoError(t, err)
	t.Cleanup(rc.Close)
	s, err := chain.New(cfg, rc, &store.Scans{DB: pool})
	require.NoError(t, err)
	_, err = c.Mine(6)
	require.NoError(t, err)
	_, err = s.Pass(context.Background())
	require.NoError(t, err)
	scans := &store.Scans{DB: pool}
	before, _, err := scans.Load(context.Background(), cfg.ID())
	require.NoError(t, err)

	var out bytes.Buffer
	err = Main(context.Background(), []string{"scanner-checkpoint", "-contract", c.Vault().Hex(), "-chain-id", "1337", "-rpc-url", c.RPCURL(),
		"-database-url", dbURL, "-finality-depth", "2", "-temporal-address", "127.0.0.1:1"}, &out)
	require.NoError(t, err)
	want := before.Cursor.Number - 2
	h, err := c.Client().HeaderByNumber(context.Background(), new(big.Int).SetUint64(want))
	require.NoError(t, err)
	hash := strings.ToLower(h.Hash().Hex())
	assert.Contains(t, out.String(), fmt.Sprintf("proposed checkpoint #%d %s", want, hash))
	assert.Contains(t, out.String(), "nothing was changed")
	assert.Contains(t, out.String(), fmt.Sprintf("-number %d -hash %s", want, hash))
	after, _, err := scans.Load(context.Background(), cfg.ID())
	require.NoError(t, err)
	assert.Equal(t, before, after)
}
