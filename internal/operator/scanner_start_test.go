package operator

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/tclient"
	"github.com/swapengine/swapengine/workflows"
)

// Issue 15 item 9 (review D16): scanner-start on a scanner that already runs
// kept the running one's settings and said nothing. The same settings are
// idempotent (it says the scanner is already running, exit 0); other
// settings are an error naming each difference, and the running scanner is
// left as it was.
func TestScannerStartComparesTheRunningScanner(t *testing.T) {
	addr := testenv.TemporalAddress(t)
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0"})
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	ctx := context.Background()
	args := func(extra ...string) []string {
		return append([]string{"scanner-start", "-contract", c.Vault().Hex(), "-rpc-url", c.RPCURL(), "-temporal-address", addr}, extra...)
	}
	cl, err := tclient.Dial(tclient.Config{Address: addr, Namespace: "default"}, slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	defer cl.Close()
	id := workflows.ScannerWorkflowID(chain.Config{ChainID: c.ChainID().Uint64(), Contract: c.Vault()})
	t.Cleanup(func() { _ = cl.TerminateWorkflow(context.Background(), id, "", "test done") })

	var out bytes.Buffer
	require.NoError(t, Main(ctx, args(), &out))
	assert.Contains(t, out.String(), "scanner "+id+" running")
	first, err := cl.DescribeWorkflowExecution(ctx, id, "")
	require.NoError(t, err)

	out.Reset()
	require.NoError(t, Main(ctx, args(), &out), "the same settings: idempotent")
	assert.Contains(t, out.String(), "already running")

	out.Reset()
	err = Main(ctx, args("-poll", "5s", "-retain", "256"), &out)
	require.Error(t, err, "other settings must not be dropped silently")
	assert.Contains(t, err.Error(), "already running with other settings")
	assert.Contains(t, err.Error(), "poll 2s (asked 5s)")
	assert.Contains(t, err.Error(), "retain 128 (asked 256)")
	assert.NotContains(t, err.Error(), "max-range", "only what differs is named")
	assert.Equal(t, 1, Run(args("-poll", "5s")), "exit code")

	now, err := cl.DescribeWorkflowExecution(ctx, id, "")
	require.NoError(t, err)
	assert.Equal(t, first.GetWorkflowExecutionInfo().GetExecution().GetRunId(),
		now.GetWorkflowExecutionInfo().GetExecution().GetRunId(), "the running scanner is untouched")
}

// scanner-start on a vault v2 chain with -vault-version v2 and -token: the
// same settings (tokens in another case) are idempotent; another token map
// is refused naming it; -vault-version v1 on the v2 vault is refused before
// anything starts.
func TestScannerStartVaultV2Settings(t *testing.T) {
	addr := testenv.TemporalAddress(t)
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", Vault: devchain.VaultV2, VaultKey: devchain.RandomVaultKey()})
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	ctx := context.Background()
	usdc := c.USDC().Hex()
	args := func(extra ...string) []string {
		return append([]string{"scanner-start", "-contract", c.Vault().Hex(), "-rpc-url", c.RPCURL(), "-temporal-address", addr}, extra...)
	}
	cl, err := tclient.Dial(tclient.Config{Address: addr, Namespace: "default"}, slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	defer cl.Close()
	id := workflows.ScannerWorkflowID(chain.Config{ChainID: c.ChainID().Uint64(), Contract: c.Vault()})
	t.Cleanup(func() { _ = cl.TerminateWorkflow(context.Background(), id, "", "test done") })

	var out bytes.Buffer
	err = Main(ctx, args(), &out)
	require.ErrorContains(t, err, "wrong vault version", "a v1 scanner on a v2 vault")
	require.NoError(t, Main(ctx, args("-vault-version", "v2", "-token", usdc+"=USDC"), &out))
	assert.Contains(t, out.String(), "scanner "+id+" running")
	out.Reset()
	require.NoError(t, Main(ctx, args("-vault-version", "v2", "-token", strings.ToLower(usdc)+"=USDC"), &out))
	assert.Contains(t, out.String(), "already running")
	err = Main(ctx, args("-vault-version", "v2", "-token", usdc+"=USDC2"), &out)
	require.ErrorContains(t, err, "already running with other settings")
	assert.Contains(t, err.Error(), `token "`+strings.ToLower(usdc)+`=USDC" (asked "`+strings.ToLower(usdc)+`=USDC2")`)

	// Commands about the running scanner check the vault's code against the
	// version it reads, not against v1.
	out.Reset()
	require.NoError(t, Main(ctx, []string{"scanner-resume", "-contract", c.Vault().Hex(), "-rpc-url", c.RPCURL(), "-temporal-address", addr}, &out))
}
