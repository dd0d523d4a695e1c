package e2e

import (
	"bufio"
	"bytes"
	"context"
	"encoding/hex"
	"fmt"
	"io"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/testtoken"
)

// Issue 26, "done when": the go-live rehearsal of docs/go-live.md, run as a
// newcomer runs it — scripts/rehearse-go-live.sh, nothing but the product's
// commands, clef and the dev chain's wallet — reaches a swap paid out on
// chain from the vault it deployed, signed by clef, and the worker that
// paid never held the payer's key: not in its arguments, not in its
// environment, not anywhere in its memory.
func TestTheGoLiveRehearsalPaysARealSwapWithTheKeyOnlyInClef(t *testing.T) {
	root, err := filepath.Abs("../../..")
	require.NoError(t, err)
	dir, err := os.MkdirTemp("", "golive") // short: Postgres's socket path lies under it
	require.NoError(t, err)
	t.Cleanup(func() { os.RemoveAll(dir) })
	require.NoError(t, os.Chmod(dir, 0o755)) // Postgres may run as its own user (as root, the dev services do)
	ports := make([]string, 3)
	for i := range ports {
		_, ports[i], _ = strings.Cut(freeAddr(t), ":")
	}
	var env []string
	for _, kv := range os.Environ() {
		// Its own Postgres and Temporal dev server, as on a fresh machine.
		if k, _, _ := strings.Cut(kv, "="); k != "DATABASE_URL" && k != "TEMPORAL_ADDRESS" && k != "RPC_URL" {
			env = append(env, kv)
		}
	}
	env = append(env, "CHAIN_PORT="+ports[0], "PROVIDERS_PORT="+ports[1], "CLEF_PORT="+ports[2], "TIMELOCK_DELAY=2s")
	script := filepath.Join(root, "scripts", "rehearse-go-live.sh")
	t.Cleanup(func() {
		stop := exec.Command("bash", script, "stop", dir)
		stop.Env = env
		_ = stop.Run()
	})
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Minute)
	defer cancel()
	run := exec.CommandContext(ctx, "bash", script, "start", dir)
	run.Env = env
	var out bytes.Buffer
	run.Stdout, run.Stderr = &out, &out
	if err := run.Run(); err != nil {
		logs, _ := filepath.Glob(filepath.Join(dir, "logs", "*.log"))
		for _, l := range logs {
			b, _ := os.ReadFile(l)
			t.Logf("%s:\n%s", filepath.Base(l), tailLines(string(b), 15))
		}
		t.Fatalf("the rehearsal failed: %v\n%s", err, out.String())
	}
	for _, want := range []string{"deployed in block", "this build's DepositVaultV2", "scheduled on timelock", "executing: grant the payer role",
		"revoke the payer role", "fund the vault with 1000000000 USDC", ": success", "pause the vault", "executing: sweep 1000000 USDC",
		"deposit address factory", "(gas 21000)"} {
		assert.Contains(t, out.String(), want)
	}

	// On chain: the customer got 3 USDC from the deployed vault, in one
	// Paid, sent by clef's account.
	t.Setenv("DEV_RPC_URL", "http://127.0.0.1:"+ports[0]) // the chains file's endpoint
	f, err := chainconf.Load(filepath.Join(dir, "chains.yaml"))
	require.NoError(t, err)
	c, ok := f.Chain("dev")
	require.True(t, ok)
	vault := common.HexToAddress(c.Vault.Address)
	cl, err := ethclient.Dial("http://127.0.0.1:" + ports[0])
	require.NoError(t, err)
	defer cl.Close()
	payer, customer := crypto.PubkeyToAddress(devchain.DevKey(3).PublicKey), crypto.PubkeyToAddress(devchain.DevKey(10).PublicKey)
	usdc := common.HexToAddress(c.Tokens[0].Address)
	u := testtoken.NewTestUSDC()
	raw, err := cl.CallContract(ctx, ethereum.CallMsg{To: &usdc, Data: u.PackBalanceOf(customer)}, nil)
	require.NoError(t, err)
	bal, err := u.UnpackBalanceOf(raw)
	require.NoError(t, err)
	paid, err := cl.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(c.Vault.StartBlock), Addresses: []common.Address{vault},
		Topics: [][]common.Hash{{vaultv2.NewDepositVaultV2().GetABI().Events[vaultv2.DepositVaultV2PaidEventName].ID}}})
	require.NoError(t, err)
	require.Len(t, paid, 2, "Paid events of the deployed vault: the swap paid by calling it, the swap paid at its deposit address")
	assert.Equal(t, "6000000", bal.String(), "the customer's USDC: 3 for each swap")
	for _, p := range paid {
		tx, _, err := cl.TransactionByHash(ctx, p.TxHash)
		require.NoError(t, err)
		from, err := types.Sender(types.LatestSignerForChainID(tx.ChainId()), tx)
		require.NoError(t, err)
		assert.Equal(t, payer, from, "the payout is signed by clef's account")
	}
	// The deposit address was swept into the vault, by a sweep clef signed.
	raw, err = os.ReadFile(filepath.Join(dir, "deposit-address"))
	require.NoError(t, err)
	depositAddress := common.HexToAddress(strings.TrimSpace(string(raw)))
	left, err := cl.BalanceAt(ctx, depositAddress, nil)
	require.NoError(t, err)
	assert.Zero(t, left.Sign(), "the deposit address was swept")
	swept, err := cl.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(c.Vault.StartBlock), Addresses: []common.Address{vault},
		Topics: [][]common.Hash{{vaultv2.NewDepositVaultV2().GetABI().Events[vaultv2.DepositVaultV2DepositedEventName].ID}, nil, nil, {common.BytesToHash(depositAddress.Bytes())}}})
	require.NoError(t, err)
	require.Len(t, swept, 1, "one sweep of the deposit address into the vault")
	tx, _, err := cl.TransactionByHash(ctx, swept[0].TxHash)
	require.NoError(t, err)
	from, err := types.Sender(types.LatestSignerForChainID(tx.ChainId()), tx)
	require.NoError(t, err)
	assert.Equal(t, payer, from, "the sweep is signed by clef's account")

	// The worker that paid: its arguments, environment and memory hold no
	// private key of the rehearsal — not the payer's, not the operator's or
	// the guardian's.
	pidText, err := os.ReadFile(filepath.Join(dir, "pids", "worker.pid"))
	require.NoError(t, err)
	pid, err := strconv.Atoi(strings.TrimSpace(string(pidText)))
	require.NoError(t, err)
	for i, name := range map[int]string{3: "payer", 1: "operator", 2: "guardian"} {
		key := crypto.FromECDSA(devchain.DevKey(i))
		for _, file := range []string{"cmdline", "environ"} {
			b, err := os.ReadFile(fmt.Sprintf("/proc/%d/%s", pid, file))
			require.NoError(t, err)
			assert.False(t, holdsKey(b, key), "the worker's %s holds the %s key", file, name)
		}
		found, scanned := memoryHoldsKey(t, pid, key)
		assert.False(t, found, "the worker's memory holds the %s key", name)
		assert.Greater(t, scanned, int64(1<<20), "bytes of the worker's memory read")
	}
}

// The memory check can fail: a process given a key in its environment is
// caught holding it.
func TestTheMemoryCheckFindsAKeyAProcessHolds(t *testing.T) {
	key := crypto.FromECDSA(devchain.DevKey(3))
	cmd := exec.Command("sleep", "60")
	cmd.Env = []string{"PAYER_KEY=" + hex.EncodeToString(key)}
	require.NoError(t, cmd.Start())
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	found, _ := memoryHoldsKey(t, cmd.Process.Pid, key)
	assert.True(t, found)
}

// holdsKey: the key's 32 bytes, or its hex in either case.
func holdsKey(b, key []byte) bool {
	h := hex.EncodeToString(key)
	return bytes.Contains(b, key) || bytes.Contains(b, []byte(h)) || bytes.Contains(b, []byte(strings.ToUpper(h)))
}

// memoryHoldsKey reads every readable mapping of process pid through
// /proc/pid/mem (the test is its ancestor, or of the same user without
// Yama's ptrace restriction) and says whether any holds the key, and how
// many bytes it read.
func memoryHoldsKey(t *testing.T, pid int, key []byte) (bool, int64) {
	t.Helper()
	maps, err := os.Open(fmt.Sprintf("/proc/%d/maps", pid))
	require.NoError(t, err)
	defer maps.Close()
	mem, err := os.Open(fmt.Sprintf("/proc/%d/mem", pid))
	require.NoError(t, err, "reading the process's memory")
	defer mem.Close()
	var scanned int64
	overlap := 2 * len(hex.EncodeToString(key))
	buf := make([]byte, 1<<20)
	sc := bufio.NewScanner(maps)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 2 || fields[1][0] != 'r' {
			continue
		}
		if len(fields) >= 6 && (fields[5] == "[vvar]" || fields[5] == "[vsyscall]") {
			continue
		}
		lo, hi, _ := strings.Cut(fields[0], "-")
		start, err1 := strconv.ParseUint(lo, 16, 64)
		end, err2 := strconv.ParseUint(hi, 16, 64)
		require.NoError(t, err1)
		require.NoError(t, err2)
		var carry []byte
		for off := start; off < end; {
			n := min(uint64(len(buf)), end-off)
			got, err := mem.ReadAt(buf[:n], int64(off))
			if got == 0 && err != nil && err != io.EOF {
				break // a guard page or a mapping gone since maps was read
			}
			scanned += int64(got)
			window := append(carry, buf[:got]...)
			if holdsKey(window, key) {
				return true, scanned
			}
			carry = append([]byte(nil), window[max(0, len(window)-overlap):]...)
			off += uint64(got)
		}
	}
	require.NoError(t, sc.Err())
	return false, scanned
}

func tailLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}
