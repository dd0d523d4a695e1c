package swapworker

import (
	"context"
	"log/slog"
	"net"
	"testing"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/swapengine/swapengine/internal/txsender"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 15 item 7: the worker's RPC and WebSocket URLs carry API keys; the
// errors that name them (a refused setting, a failed dial) name the scheme
// and host only.
func TestWorkerErrorsDoNotCarryRPCSecrets(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	require.NoError(t, ln.Close())
	secrets := []string{"alice", "s3cr3t-pw", "0123456789abcdef0123456789abcdef", "KEY-7f3a9c2e"}
	path := "alice:s3cr3t-pw@" + addr + "/v3/0123456789abcdef0123456789abcdef?apikey=KEY-7f3a9c2e"

	c := validConfig(current)
	c.RPCURL, c.DatabaseURL, c.WSURL = "http://127.0.0.1:8545", "postgres://x", "https://"+path
	err = c.Validate()
	require.ErrorContains(t, err, "must start with ws:// or wss://")
	t.Logf("%v", err)
	for _, s := range secrets {
		assert.NotContains(t, err.Error(), s)
	}

	c = validConfig(current)
	c.RPCURL = "ws://" + path // a WebSocket RPC URL is dialled at once
	_, closeAll, err := Open(context.Background(), c, nil)
	closeAll()
	require.Error(t, err)
	t.Logf("%v", err)
	assert.Contains(t, err.Error(), addr)
	for _, s := range secrets {
		assert.NotContains(t, err.Error(), s)
	}
}

// Review 2026-12-02 (hidden drill): a worker whose payout RPC URL carries a
// user name, a password, a key in the path and one in the query printed
// them all in "txsender: eth_chainId: Post …". Every error of the payer's
// start names the host only.
func TestPayerErrorsDoNotCarryRPCSecrets(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	require.NoError(t, ln.Close()) // nothing listens: every call fails with the URL in its error
	secrets := []string{"alice", "s3cr3t-pw", "0123456789abcdef0123456789abcdef", "KEY-7f3a9c2e"}
	for _, raw := range []string{
		"http://alice:s3cr3t-pw@" + addr + "/v2/0123456789abcdef0123456789abcdef?apikey=KEY-7f3a9c2e",
		"http://" + addr + "/?apikey=KEY-7f3a9c2e&user=alice&pw=s3cr3t-pw",
	} {
		for _, viaWorkerURL := range []bool{false, true} {
			t.Setenv(EnvPayerKey, "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")
			c := validConfig(current)
			c.Payer = Payer{ChainID: 1337, Vault: "0x00000000000000000000000000000000000000a1", Tokens: tokenFlag{"ETH": {}},
				FinalityDepth: 12, MaxFeeGwei: 500}
			var node *ethclient.Client
			if viaWorkerURL {
				c.RPCURL = raw
				rc, err := rpc.Dial(raw)
				require.NoError(t, err)
				defer rc.Close()
				node = ethclient.NewClient(rc)
			} else {
				c.Payer.RPCURL = raw
			}
			pool, err := pgxpool.New(t.Context(), "postgres://nobody@127.0.0.1:1/none") // never reached
			require.NoError(t, err)
			var n txsender.Client
			if node != nil {
				n = node
			}
			_, _, err = openPayer(t.Context(), c, pool, n, nil, slog.New(slog.DiscardHandler))
			pool.Close()
			require.Error(t, err)
			t.Logf("%v", err)
			assert.Contains(t, err.Error(), "127.0.0.1")
			for _, s := range secrets {
				assert.NotContains(t, err.Error(), s)
			}
		}
	}
}
