package swapworker

import (
	"context"
	"net"
	"testing"

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
