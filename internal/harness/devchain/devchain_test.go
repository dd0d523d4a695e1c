package devchain_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/depositvault"
	"github.com/swapengine/swapengine/internal/harness/devchain"
)

var vaultABI = depositvault.NewDepositVault()

func start(t *testing.T, opts devchain.Options) *devchain.Chain {
	t.Helper()
	c, err := devchain.Start(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := c.Close(); err != nil {
			t.Errorf("close: %v", err)
		}
	})
	return c
}

func dial(t *testing.T, url string) *ethclient.Client {
	t.Helper()
	ec, err := ethclient.Dial(url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(ec.Close)
	return ec
}

// deposits returns the vault's Deposited logs in [from, to].
func deposits(t *testing.T, ec *ethclient.Client, vault common.Address, from, to uint64) []types.Log {
	t.Helper()
	logs, err := ec.FilterLogs(t.Context(), ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from),
		ToBlock:   new(big.Int).SetUint64(to),
		Addresses: []common.Address{vault},
		Topics:    [][]common.Hash{{vaultABI.GetABI().Events[depositvault.DepositVaultDepositedEventName].ID}},
	})
	if err != nil {
		t.Fatalf("eth_getLogs [%d, %d]: %v", from, to, err)
	}
	return logs
}

func headerAt(t *testing.T, ec *ethclient.Client, n uint64) *types.Header {
	t.Helper()
	h, err := ec.HeaderByNumber(t.Context(), new(big.Int).SetUint64(n))
	if err != nil {
		t.Fatalf("header %d: %v", n, err)
	}
	return h
}

func mine(t *testing.T, c *devchain.Chain, n int) []common.Hash {
	t.Helper()
	hashes, err := c.Mine(n)
	if err != nil {
		t.Fatal(err)
	}
	if len(hashes) != n {
		t.Fatalf("Mine(%d) returned %d hashes", n, len(hashes))
	}
	return hashes
}

func TestDeterministicAccounts(t *testing.T) {
	c := start(t, devchain.Options{Accounts: 3})
	keys := c.Accounts()
	if len(keys) != 3 || len(c.Addresses()) != 3 {
		t.Fatalf("got %d keys, %d addresses, want 3", len(keys), len(c.Addresses()))
	}
	// Pinned: scripts and docs may name these addresses.
	want := []common.Address{
		common.HexToAddress("0x02F63669B0DA3dF9746612A040c1625826281ABf"),
		common.HexToAddress("0xF36d13D39F8090E240C961A8CF7B2D7b2113FaDd"),
		common.HexToAddress("0x89e73A44389De1739bE015f9CD1CD4b9e730C6b6"),
	}
	for i, k := range keys {
		addr := crypto.PubkeyToAddress(k.PublicKey)
		if addr != want[i] {
			t.Errorf("account %d is %s, pinned %s", i, addr, want[i])
		}
		if addr != c.Addresses()[i] || addr != crypto.PubkeyToAddress(devchain.DevKey(i).PublicKey) {
			t.Fatalf("account %d: key and address disagree", i)
		}
		bal, err := c.Client().BalanceAt(t.Context(), addr, big.NewInt(0))
		if err != nil {
			t.Fatal(err)
		}
		if bal.Cmp(devchain.AccountBalance) != 0 {
			t.Errorf("account %d genesis balance %s, want %s", i, bal, devchain.AccountBalance)
		}
		t.Logf("account %d: %s", i, addr)
	}
	// Same seeds, same chain: a second chain has the same accounts and vault.
	c2 := start(t, devchain.Options{})
	if len(c2.Accounts()) != devchain.DefaultAccounts {
		t.Errorf("default accounts = %d, want %d", len(c2.Accounts()), devchain.DefaultAccounts)
	}
	if c2.Addresses()[0] != c.Addresses()[0] || c2.Vault() != c.Vault() {
		t.Errorf("second chain: account 0 %s vault %s, first chain %s %s", c2.Addresses()[0], c2.Vault(), c.Addresses()[0], c.Vault())
	}
	if c.Vault() != crypto.CreateAddress(c.Addresses()[0], 0) {
		t.Errorf("vault %s, want account 0's first contract address", c.Vault())
	}
	if c.Head() != 1 || c.VaultBlock() != 1 {
		t.Errorf("fresh chain head %d, vault block %d; want 1, 1", c.Head(), c.VaultBlock())
	}
	if c.RPCURL() != "" || c.AdminURL() != "" {
		t.Errorf("unserved chain has URLs %q %q", c.RPCURL(), c.AdminURL())
	}
}

func TestServedChainDepositsAndLogs(t *testing.T) {
	c := start(t, devchain.Options{HTTPAddr: "127.0.0.1:0"})
	if !strings.HasPrefix(c.RPCURL(), "http://127.0.0.1:") {
		t.Fatalf("RPCURL = %q", c.RPCURL())
	}
	ec := dial(t, c.RPCURL())
	admin := devchain.Admin{URL: c.AdminURL()}
	ctx := t.Context()

	id, err := ec.ChainID(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if id.Int64() != devchain.ChainID || c.ChainID().Int64() != devchain.ChainID {
		t.Fatalf("chain ID over HTTP %s, in-process %s, want 1337", id, c.ChainID())
	}
	code, err := ec.CodeAt(ctx, c.Vault(), nil)
	if err != nil || len(code) == 0 {
		t.Fatalf("vault code at %s: %d bytes, %v", c.Vault(), len(code), err)
	}

	info, err := admin.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if info.ChainID != 1337 || info.Vault != c.Vault() || info.Head != c.Head() || info.RPCURL != c.RPCURL() ||
		len(info.Accounts) != devchain.DefaultAccounts || info.Accounts[1] != c.Addresses()[1] || info.VaultBlock != 1 {
		t.Fatalf("info = %+v", info)
	}

	// One deposit in-process, one through the admin API; neither is mined yet.
	tx1, err := c.Deposit(ctx, 0, "swap-in-process", big.NewInt(12_500_000))
	if err != nil {
		t.Fatal(err)
	}
	tx2hash, err := admin.Deposit(ctx, 1, "swap-over-http", big.NewInt(7))
	if err != nil {
		t.Fatal(err)
	}
	// A fresh node may answer "indexing in progress" for any unknown
	// transaction until its indexer has started: also no receipt.
	if _, err := ec.TransactionReceipt(ctx, tx1.Hash()); !errors.Is(err, ethereum.NotFound) && !strings.Contains(fmt.Sprint(err), "transaction indexing is in progress") {
		t.Fatalf("receipt before mining: %v, want not found", err)
	}
	if tx1.Gas() < 100_000 {
		t.Errorf("deposit gas limit %d: expected an estimate (~135k for a first deposit)", tx1.Gas())
	}

	hashes, err := admin.Mine(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(hashes) != 1 || c.Head() != 2 {
		t.Fatalf("admin mine: %v, head %d", hashes, c.Head())
	}
	if h := headerAt(t, ec, 2); h.Hash() != hashes[0] {
		t.Fatalf("block 2 is %s, Mine returned %s", h.Hash(), hashes[0])
	}
	// Where each deposit landed, mining more if the block just mined missed it.
	minedIn := map[common.Hash]common.Hash{}
	if r, err := c.MineUntilReceipt(ctx, tx1.Hash(), 3); err != nil || r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("in-process deposit: %v", err)
	} else {
		minedIn[tx1.Hash()] = r.BlockHash
	}
	if r, err := admin.MineUntilReceipt(ctx, tx2hash, 3); err != nil || r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("deposit over HTTP: %v", err)
	} else {
		minedIn[tx2hash] = r.BlockHash
	}

	logs := deposits(t, ec, c.Vault(), 0, c.Head())
	if len(logs) != 2 {
		t.Fatalf("got %d logs, want 2", len(logs))
	}
	type want struct {
		swap   string
		payer  common.Address
		amount int64
	}
	wants := map[common.Hash]want{
		tx1.Hash(): {"swap-in-process", c.Addresses()[0], 12_500_000},
		tx2hash:    {"swap-over-http", c.Addresses()[1], 7},
	}
	for i := range logs {
		ev, err := vaultABI.UnpackDepositedEvent(&logs[i])
		if err != nil {
			t.Fatal(err)
		}
		swap, err := chain.SwapIDFromBytes32(ev.SwapId)
		if err != nil {
			t.Fatal(err)
		}
		w, ok := wants[logs[i].TxHash]
		if !ok || swap != w.swap || ev.Payer != w.payer || ev.Amount.Int64() != w.amount || ev.DepositId.Int64() != int64(i+1) {
			t.Errorf("log %d (tx %s): swap %q payer %s amount %s id %s", i, logs[i].TxHash, swap, ev.Payer, ev.Amount, ev.DepositId)
		}
		if logs[i].BlockHash != minedIn[logs[i].TxHash] || logs[i].Removed {
			t.Errorf("log %d: block %s (receipt says %s) removed %v", i, logs[i].BlockHash, minedIn[logs[i].TxHash], logs[i].Removed)
		}
	}

	// toBlock beyond the head is an error (a fact the scanner relies on).
	if _, err := ec.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(0), ToBlock: big.NewInt(int64(c.Head() + 5))}); err == nil {
		t.Error("eth_getLogs beyond head succeeded")
	}

	// Admin errors are 400s that match ErrInvalidArgument.
	for name, call := range map[string]func() error{
		"bad account":  func() error { _, err := admin.Deposit(ctx, 99, "swap-x", big.NewInt(1)); return err },
		"zero amount":  func() error { _, err := admin.Deposit(ctx, 0, "swap-x", big.NewInt(0)); return err },
		"long swap ID": func() error { _, err := admin.Deposit(ctx, 0, strings.Repeat("x", 33), big.NewInt(1)); return err },
		"mine 0":       func() error { _, err := admin.Mine(ctx, 0); return err },
		"reorg 0":      func() error { _, err := admin.Reorg(ctx, 0, false); return err },
		"reorg vault":  func() error { _, err := admin.Reorg(ctx, int(c.Head()), false); return err },
	} {
		if err := call(); !errors.Is(err, devchain.ErrInvalidArgument) {
			t.Errorf("%s: error %v, want ErrInvalidArgument", name, err)
		}
	}
	resp, err := http.Post(c.AdminURL()+"/admin/deposit", "application/json", strings.NewReader(`{"from":0,"swapId":"s","amountWei":"1.5"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusBadRequest {
		t.Errorf("fractional amount: status %d, want 400", resp.StatusCode)
	}
}

// The deposit is mined at height d; the reorg replaces blocks d and d+1.
func setupReorg(t *testing.T) (c *devchain.Chain, ec *ethclient.Client, tx *types.Transaction, d uint64, old []common.Hash) {
	t.Helper()
	c = start(t, devchain.Options{HTTPAddr: "127.0.0.1:0"})
	ec = dial(t, c.RPCURL())
	mine(t, c, 3)
	tx, err := c.Deposit(t.Context(), 2, "swap-reorg", big.NewInt(1_000))
	if err != nil {
		t.Fatal(err)
	}
	r, err := c.MineUntilReceipt(t.Context(), tx.Hash(), 3)
	if err != nil {
		t.Fatal(err)
	}
	d = r.BlockNumber.Uint64()
	old = append([]common.Hash{r.BlockHash}, mine(t, c, 1)...)
	logs := deposits(t, ec, c.Vault(), 0, c.Head())
	if len(logs) != 1 || logs[0].BlockNumber != d || logs[0].BlockHash != old[0] || logs[0].TxHash != tx.Hash() {
		t.Fatalf("before reorg: logs %+v, want one at %d in %s", logs, d, old[0])
	}
	return c, ec, tx, d, old
}

func TestReorgDropsDeposit(t *testing.T) {
	c, ec, tx, d, old := setupReorg(t)
	ctx := t.Context()
	headBefore := c.Head()

	if err := c.Reorg(2, false); err != nil {
		t.Fatal(err)
	}
	if c.Head() != headBefore+1 {
		t.Fatalf("head after Reorg(2) = %d, want %d", c.Head(), headBefore+1)
	}
	for i, n := range []uint64{d, d + 1} {
		if h := headerAt(t, ec, n); h.Hash() == old[i] {
			t.Errorf("block %d still %s after reorg", n, old[i])
		}
	}
	if h := headerAt(t, ec, d-1); h.ParentHash == (common.Hash{}) || headerAt(t, ec, d).ParentHash != h.Hash() {
		t.Errorf("new block %d does not build on %d", d, d-1)
	}
	if logs := deposits(t, ec, c.Vault(), 0, c.Head()); len(logs) != 0 {
		t.Fatalf("after dropping reorg: %d logs, want 0: %+v", len(logs), logs)
	}
	if _, err := ec.TransactionReceipt(ctx, tx.Hash()); !errors.Is(err, ethereum.NotFound) {
		t.Errorf("receipt of dropped tx: %v, want not found", err)
	}
	// A query by the orphaned block's hash still answers its log, and never
	// says Removed: reorgs must be detected by comparing canonical hashes.
	orphan, err := ec.FilterLogs(ctx, ethereum.FilterQuery{BlockHash: &old[0], Addresses: []common.Address{c.Vault()}})
	if err != nil {
		t.Fatal(err)
	}
	if len(orphan) != 1 || orphan[0].Removed {
		t.Errorf("logs by orphaned block hash: %+v", orphan)
	}

	// The dropped transaction is gone for good: not re-mined later.
	mine(t, c, 2)
	if logs := deposits(t, ec, c.Vault(), 0, c.Head()); len(logs) != 0 {
		t.Fatalf("dropped deposit re-mined: %+v", logs)
	}
	// The payer's nonce went back, so a new deposit works.
	again, err := c.Deposit(ctx, 2, "swap-reorg", big.NewInt(1_000))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.MineUntilReceipt(ctx, again.Hash(), 3); err != nil {
		t.Fatal(err)
	}
	logs := deposits(t, ec, c.Vault(), 0, c.Head())
	if len(logs) != 1 {
		t.Fatalf("after new deposit: %d logs", len(logs))
	}
	if ev, _ := vaultABI.UnpackDepositedEvent(&logs[0]); ev.DepositId.Int64() != 1 {
		t.Errorf("new deposit has depositId %s, want 1 (the dropped one never happened)", ev.DepositId)
	}
}

func TestReorgKeepsDeposit(t *testing.T) {
	c, ec, tx, d, old := setupReorg(t)
	headBefore := c.Head()

	admin := devchain.Admin{URL: c.AdminURL()}
	res, err := admin.Reorg(t.Context(), 2, true)
	if err != nil {
		t.Fatal(err)
	}
	if res.Head != headBefore+1 || res.HeadHash != headerAt(t, ec, res.Head).Hash() {
		t.Fatalf("reorg answer %+v, head now %d", res, c.Head())
	}
	logs := deposits(t, ec, c.Vault(), 0, c.Head())
	if len(logs) != 1 {
		t.Fatalf("after keeping reorg: %d logs, want 1", len(logs))
	}
	l := logs[0]
	canon := headerAt(t, ec, l.BlockNumber)
	if l.TxHash != tx.Hash() || l.BlockNumber != d || l.BlockHash == old[0] || l.BlockHash != canon.Hash() {
		t.Fatalf("re-mined log: tx %s block %d %s; want tx %s at %d in a new block (old %s, canonical %s)",
			l.TxHash, l.BlockNumber, l.BlockHash, tx.Hash(), d, old[0], canon.Hash())
	}
	if h := headerAt(t, ec, d+1); h.Hash() == old[1] {
		t.Errorf("block %d unchanged", d+1)
	}
	r, err := ec.TransactionReceipt(t.Context(), tx.Hash())
	if err != nil {
		t.Fatal(err)
	}
	if r.BlockHash != l.BlockHash {
		t.Errorf("receipt in %s, log in %s", r.BlockHash, l.BlockHash)
	}
	if ev, _ := vaultABI.UnpackDepositedEvent(&l); ev.DepositId.Int64() != 1 {
		t.Errorf("depositId %s, want 1", ev.DepositId)
	}
	t.Logf("block %d: %s -> %s (same tx, new block)", d, old[0], l.BlockHash)
}

func TestReorgRefusals(t *testing.T) {
	c := start(t, devchain.Options{})
	if err := c.Reorg(1, false); !errors.Is(err, devchain.ErrInvalidArgument) {
		t.Errorf("reorg of the vault block: %v", err)
	}
	mine(t, c, 2)
	if err := c.Reorg(0, true); !errors.Is(err, devchain.ErrInvalidArgument) {
		t.Errorf("depth 0: %v", err)
	}
	// A pending deposit is mined first, into the block the reorg replaces.
	tx, err := c.Deposit(t.Context(), 0, "pending", big.NewInt(1))
	if err != nil {
		t.Fatal(err)
	}
	h := c.Head()
	if err := c.Reorg(1, false); err != nil {
		t.Fatalf("reorg with a pending tx: %v", err)
	}
	if c.Head() != h+2 {
		t.Errorf("head %d after Reorg(1) with a pending tx at head %d, want %d", c.Head(), h, h+2)
	}
	if _, err := c.Client().TransactionReceipt(t.Context(), tx.Hash()); !errors.Is(err, ethereum.NotFound) {
		t.Errorf("pending deposit survived a dropping reorg: %v", err)
	}
	if err := c.Reorg(2, true); err != nil {
		t.Errorf("second reorg: %v", err)
	}
	// Deep reorgs go below "finalized" (floor(head/32)*32) if asked.
	mine(t, c, 40)
	fin, err := c.Client().HeaderByNumber(t.Context(), big.NewInt(int64(rpc.FinalizedBlockNumber)))
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Reorg(int(c.Head()-fin.Number.Uint64())+2, false); err != nil {
		t.Errorf("reorg below finalized %d: %v", fin.Number, err)
	}
}

func TestAutoMine(t *testing.T) {
	c := start(t, devchain.Options{BlockTime: 20 * time.Millisecond})
	tx, err := c.Deposit(t.Context(), 0, "swap-auto", big.NewInt(5))
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		r, err := c.Client().TransactionReceipt(t.Context(), tx.Hash())
		if err == nil {
			if r.Status != types.ReceiptStatusSuccessful {
				t.Fatalf("auto-mined deposit failed")
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("deposit not auto-mined; head %d", c.Head())
		}
		time.Sleep(10 * time.Millisecond)
	}
	// Manual mining and reorgs interleave with the auto-miner.
	h := c.Head()
	if _, err := c.Mine(2); err != nil {
		t.Fatal(err)
	}
	if err := c.Reorg(2, true); err != nil {
		t.Fatal(err)
	}
	if c.Head() < h+3 {
		t.Errorf("head %d, want >= %d", c.Head(), h+3)
	}
}

func TestConcurrentUse(t *testing.T) {
	c := start(t, devchain.Options{HTTPAddr: "127.0.0.1:0", Accounts: 3})
	admin := devchain.Admin{URL: c.AdminURL()}
	ctx := t.Context()
	const per = 5
	var wg sync.WaitGroup
	errs := make(chan error, 100)
	sent := make(chan common.Hash, 3*per)
	for acct := range 3 {
		wg.Go(func() {
			for i := range per {
				var h common.Hash
				var err error
				if i%2 == 0 {
					var tx *types.Transaction
					if tx, err = c.Deposit(ctx, acct, "swap-conc", big.NewInt(int64(i+1))); err == nil {
						h = tx.Hash()
					}
				} else {
					h, err = admin.Deposit(ctx, acct, "swap-conc", big.NewInt(int64(i+1)))
				}
				if err != nil {
					errs <- err
					continue
				}
				sent <- h
			}
		})
	}
	wg.Go(func() {
		for range 5 {
			if _, err := c.Mine(1); err != nil {
				errs <- err
			}
			_ = c.Head()
		}
	})
	wg.Wait()
	close(errs)
	close(sent)
	for err := range errs {
		t.Error(err)
	}
	for h := range sent {
		if _, err := c.MineUntilReceipt(ctx, h, 3); err != nil {
			t.Error(err)
		}
	}
	ec := dial(t, c.RPCURL())
	if logs := deposits(t, ec, c.Vault(), 0, c.Head()); len(logs) != 3*per {
		t.Errorf("got %d deposits, want %d", len(logs), 3*per)
	}
}

// rawRPC posts body to url and returns the decoded answer.
func rawRPC(t *testing.T, url, body string) (int, any) {
	t.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	var v any
	if resp.StatusCode == http.StatusOK && len(bytes.TrimSpace(data)) > 0 {
		if err := json.Unmarshal(data, &v); err != nil {
			t.Fatalf("answer %q: %v", data, err)
		}
	}
	return resp.StatusCode, v
}

func TestJSONRPCOverHTTP(t *testing.T) {
	c := start(t, devchain.Options{HTTPAddr: "127.0.0.1:0"})
	url := c.RPCURL()

	// Batch: order kept, ids echoed, notifications unanswered, namespaces filtered.
	_, v := rawRPC(t, url, `[
		{"jsonrpc":"2.0","id":7,"method":"eth_chainId"},
		{"jsonrpc":"2.0","method":"eth_blockNumber"},
		{"jsonrpc":"2.0","id":"b","method":"eth_getBlockByNumber","params":["0x1",false]},
		{"jsonrpc":"2.0","id":9,"method":"debug_setHead","params":["0x0"]},
		{"jsonrpc":"2.0","id":10,"method":"eth_subscribe","params":["newHeads"]},
		{"jsonrpc":"2.0","id":11,"method":"eth_getBlockByNumber","params":{"x":1}},
		{"jsonrpc":"2.0","id":12,"method":"eth_getTransactionReceipt","params":["0x0000000000000000000000000000000000000000000000000000000000000000"]}
	]`)
	arr, ok := v.([]any)
	if !ok || len(arr) != 6 {
		t.Fatalf("batch answer %v", v)
	}
	get := func(i int) map[string]any { return arr[i].(map[string]any) }
	if get(0)["id"] != 7.0 || get(0)["result"] != "0x539" {
		t.Errorf("chainId answer %v", get(0))
	}
	if blk, _ := get(1)["result"].(map[string]any); get(1)["id"] != "b" || blk["number"] != "0x1" {
		t.Errorf("block answer %v", get(1))
	}
	for i, code := range []float64{-32601, -32001, -32602} {
		e, _ := get(2 + i)["error"].(map[string]any)
		if e == nil || e["code"] != code {
			t.Errorf("answer %d: %v, want error code %v", 2+i, get(2+i), code)
		}
	}
	// A fresh node may answer "indexing in progress" for an unknown
	// transaction until its indexer has started: also no receipt.
	if e, _ := get(5)["error"].(map[string]any); e != nil {
		if e["data"] != "transaction indexing is in progress" {
			t.Errorf("unknown receipt answer %v, want result null", get(5))
		}
	} else if r, has := get(5)["result"]; !has || r != nil {
		t.Errorf("unknown receipt answer %v, want result null", get(5))
	}
	if c.Head() != 1 {
		t.Errorf("debug_setHead got through: head %d", c.Head())
	}

	// Errors keep code and data: an estimate that reverts carries the revert data.
	_, v = rawRPC(t, url, `{"jsonrpc":"2.0","id":1,"method":"eth_estimateGas","params":[{"from":"`+c.Addresses()[0].Hex()+`","to":"`+c.Vault().Hex()+`","data":"0xb214faa50000000000000000000000000000000000000000000000000000000000000001"}]}`)
	e, _ := v.(map[string]any)["error"].(map[string]any)
	if e == nil || e["code"] != 3.0 || !strings.HasPrefix(e["data"].(string), "0x") {
		t.Errorf("reverting estimate: %v", v)
	}

	// Health check and unknown paths.
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("GET / = %d", resp.StatusCode)
	}
	if code, _ := rawRPC(t, url+"/nope", `{}`); code != http.StatusNotFound {
		t.Errorf("POST /nope = %d", code)
	}
	if _, v := rawRPC(t, url, `[]`); v.(map[string]any)["error"] == nil {
		t.Errorf("empty batch: %v", v)
	}
	if _, v := rawRPC(t, url, `{"jsonrpc":"2.0","id":1,`); v.(map[string]any)["error"].(map[string]any)["code"] != -32700.0 {
		t.Errorf("bad JSON: %v", v)
	}
}

func TestHandlerWithoutListener(t *testing.T) {
	c := start(t, devchain.Options{})
	if c.Handler() == nil {
		t.Fatal("no handler")
	}
	ctx, cancel := context.WithTimeout(t.Context(), time.Second)
	defer cancel()
	if _, err := c.Client().BlockNumber(ctx); err != nil {
		t.Fatal(err)
	}
}

func TestSwapIDBytes(t *testing.T) {
	b, err := devchain.SwapIDBytes("swap-42")
	if err != nil {
		t.Fatal(err)
	}
	want, _ := chain.SwapIDToBytes32("swap-42")
	if b != want {
		t.Errorf("devchain and chain encode differently: %x vs %x", b, want)
	}
	// Lenient on purpose: tests can deposit IDs the scanner must refuse.
	if b, err := devchain.SwapIDBytes("bad\x00id"); err != nil {
		t.Error(err)
	} else if _, err := chain.SwapIDFromBytes32(b); err == nil {
		t.Error("decoder accepted an interior NUL")
	}
	for _, bad := range []string{"", strings.Repeat("x", 33)} {
		if _, err := devchain.SwapIDBytes(bad); !errors.Is(err, devchain.ErrInvalidArgument) {
			t.Errorf("SwapIDBytes(%q) = %v", bad, err)
		}
	}
}

// The pool promotes transactions asynchronously, so the pending nonce can lag
// right after a send; Deposit tracks nonces itself.
func TestRapidDepositsFromOneAccount(t *testing.T) {
	c := start(t, devchain.Options{})
	const n = 20
	var sent []*types.Transaction
	for i := range n {
		tx, err := c.Deposit(t.Context(), 0, "swap-rapid", big.NewInt(int64(i+1)))
		if err != nil {
			t.Fatalf("deposit %d: %v", i, err)
		}
		sent = append(sent, tx)
	}
	for i, tx := range sent {
		if r, err := c.MineUntilReceipt(t.Context(), tx.Hash(), 3); err != nil || r.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("deposit %d (nonce %d): %v", i, tx.Nonce(), err)
		}
	}
	// After a dropping reorg the nonces are reused.
	mine(t, c, 1)
	dropped, err := c.Deposit(t.Context(), 0, "swap-rapid", big.NewInt(1))
	if err != nil {
		t.Fatal(err)
	}
	// MineUntilReceipt stops at the block holding it: the head, which Reorg(1) replaces.
	if _, err := c.MineUntilReceipt(t.Context(), dropped.Hash(), 3); err != nil {
		t.Fatal(err)
	}
	if err := c.Reorg(1, false); err != nil {
		t.Fatal(err)
	}
	tx, err := c.Deposit(t.Context(), 0, "swap-rapid", big.NewInt(1))
	if err != nil {
		t.Fatal(err)
	}
	if tx.Nonce() != dropped.Nonce() || tx.Nonce() != n+1 { // account 0's nonce 0 deployed the vault
		t.Errorf("nonce after dropping reorg %d, want the dropped %d", tx.Nonce(), dropped.Nonce())
	}
	if r, err := c.MineUntilReceipt(t.Context(), tx.Hash(), 3); err != nil || r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("deposit after reorg: %v", err)
	}
}
