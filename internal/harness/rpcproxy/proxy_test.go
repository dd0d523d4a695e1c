package rpcproxy_test

import (
	"errors"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/rpcproxy"
)

type env struct {
	chain  *devchain.Chain
	proxy  *rpcproxy.Proxy
	direct *ethclient.Client // straight to the chain
	ec     *ethclient.Client // through the proxy
	url    string            // the proxy's URL
	// depositBlocks are the heights holding deposits: two logs in the
	// first, one in the second.
	depositBlocks [2]uint64
}

func newEnv(t *testing.T) *env {
	t.Helper()
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	p := rpcproxy.New(c.RPCURL())
	srv := httptest.NewServer(p)
	t.Cleanup(srv.Close)

	e := &env{chain: c, proxy: p, url: srv.URL}
	if e.direct, err = ethclient.Dial(c.RPCURL()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(e.direct.Close)
	if e.ec, err = ethclient.Dial(srv.URL); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(e.ec.Close)

	ctx := t.Context()
	mine := func(n int) {
		if _, err := c.Mine(n); err != nil {
			t.Fatal(err)
		}
	}
	deposit := func(from int, swap string) common.Hash {
		tx, err := c.Deposit(ctx, from, swap, big.NewInt(1000))
		if err != nil {
			t.Fatal(err)
		}
		return tx.Hash()
	}
	// The block of a deposit is read from its receipt, never assumed.
	blockOf := func(tx common.Hash) uint64 {
		r, err := c.MineUntilReceipt(ctx, tx, 0)
		if err != nil {
			t.Fatal(err)
		}
		return r.BlockNumber.Uint64()
	}
	mine(3)
	a, b := deposit(0, "swap-a"), deposit(1, "swap-b")
	mine(1)
	e.depositBlocks[0] = blockOf(a)
	if blockOf(b) != e.depositBlocks[0] {
		t.Fatal("swap-a and swap-b must share a block: the tests need two logs in one block")
	}
	mine(4)
	cTx := deposit(2, "swap-c")
	mine(1)
	e.depositBlocks[1] = blockOf(cTx)
	mine(10)
	return e
}

func (e *env) filter(from, to uint64) ethereum.FilterQuery {
	return ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from),
		ToBlock:   new(big.Int).SetUint64(to),
		Addresses: []common.Address{e.chain.Vault()},
	}
}

func rpcCode(t *testing.T, err error) (int, string) {
	t.Helper()
	var re rpc.Error
	if !errors.As(err, &re) {
		t.Fatalf("error %v (%T) is not a JSON-RPC error", err, err)
	}
	return re.ErrorCode(), re.Error()
}

func TestPassThrough(t *testing.T) {
	e := newEnv(t)
	ctx := t.Context()
	id, err := e.ec.ChainID(ctx)
	if err != nil || id.Int64() != 1337 {
		t.Fatalf("chain ID through proxy: %v, %v", id, err)
	}
	head, err := e.ec.BlockNumber(ctx)
	if err != nil || head != e.chain.Head() {
		t.Fatalf("head through proxy %d (%v), chain %d", head, err, e.chain.Head())
	}
	logs, err := e.ec.FilterLogs(ctx, e.filter(0, head))
	if err != nil {
		t.Fatal(err)
	}
	want, err := e.direct.FilterLogs(ctx, e.filter(0, head))
	if err != nil {
		t.Fatal(err)
	}
	if len(logs) != 3 || len(want) != 3 {
		t.Fatalf("got %d logs through proxy, %d direct, want 3", len(logs), len(want))
	}
	for i := range logs {
		if logs[i].BlockHash != want[i].BlockHash || logs[i].Index != want[i].Index || logs[i].TxHash != want[i].TxHash {
			t.Errorf("log %d differs: %+v vs %+v", i, logs[i], want[i])
		}
	}
	if got := e.proxy.Calls("eth_chainId"); got != 1 {
		t.Errorf("eth_chainId calls = %d, want 1", got)
	}
	if got := e.proxy.Calls("eth_getLogs"); got != 1 {
		t.Errorf("eth_getLogs calls = %d, want 1", got)
	}
	if c := e.proxy.CallCounts(); c["eth_blockNumber"] != 1 || len(c) != 3 {
		t.Errorf("counts %v", c)
	}
	if s := e.proxy.Stats(); s.Requests != 3 || s.Batches != 0 {
		t.Errorf("stats %+v", s)
	}

	// Non-POST is refused; an unparsable body is forwarded and answered by the node.
	resp, err := http.Get(e.url)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("GET = %d", resp.StatusCode)
	}
}

func TestWrongChainID(t *testing.T) {
	e := newEnv(t)
	ctx := t.Context()
	e.proxy.SetWrongChainID(big.NewInt(5))
	id, err := e.ec.ChainID(ctx)
	if err != nil || id.Int64() != 5 {
		t.Fatalf("chain ID = %v, %v; want 5", id, err)
	}
	nid, err := e.ec.NetworkID(ctx)
	if err != nil || nid.Int64() != 5 {
		t.Fatalf("network ID = %v, %v; want 5", nid, err)
	}
	e.proxy.SetWrongChainID(nil)
	if id, err := e.ec.ChainID(ctx); err != nil || id.Int64() != 1337 {
		t.Fatalf("chain ID after clearing = %v, %v", id, err)
	}
	if got := e.proxy.Calls("eth_chainId"); got != 2 {
		t.Errorf("eth_chainId calls = %d, want 2", got)
	}
}

func TestMaxLogRange(t *testing.T) {
	e := newEnv(t)
	ctx := t.Context()
	e.proxy.SetMaxLogRange(5)

	logs, err := e.ec.FilterLogs(ctx, e.filter(e.depositBlocks[0]-2, e.depositBlocks[0]+2)) // 5 blocks
	if err != nil || len(logs) != 2 {
		t.Fatalf("5-block range: %d logs, %v", len(logs), err)
	}

	// Refusals rotate through the common provider forms.
	want := []rpcproxy.RPCError{rpcproxy.ErrTooManyResults, rpcproxy.ErrRangeTooLarge, rpcproxy.ErrExceedsLimit, rpcproxy.ErrTooManyResults}
	for i, w := range want {
		_, err := e.ec.FilterLogs(ctx, e.filter(1, 6)) // 6 blocks
		if err == nil {
			t.Fatalf("refusal %d: 6-block range succeeded", i)
		}
		code, msg := rpcCode(t, err)
		if code != w.Code || msg != w.Message {
			t.Errorf("refusal %d: %d %q, want %d %q", i, code, msg, w.Code, w.Message)
		}
	}

	// Tags are resolved at the upstream: [head-5, latest] is 6 blocks.
	head := e.chain.Head()
	q := e.filter(head-5, 0)
	q.ToBlock = nil // "latest"
	if _, err := e.ec.FilterLogs(ctx, q); err == nil {
		t.Error("[head-5, latest] succeeded")
	}
	q.FromBlock = new(big.Int).SetUint64(head - 4)
	if _, err := e.ec.FilterLogs(ctx, q); err != nil {
		t.Errorf("[head-4, latest]: %v", err)
	}
	// Queries by block hash are not ranges.
	hdr, err := e.direct.HeaderByNumber(ctx, new(big.Int).SetUint64(e.depositBlocks[0]))
	if err != nil {
		t.Fatal(err)
	}
	bh := hdr.Hash()
	if logs, err := e.ec.FilterLogs(ctx, ethereum.FilterQuery{BlockHash: &bh}); err != nil || len(logs) != 2 {
		t.Errorf("by block hash: %d logs, %v", len(logs), err)
	}

	// One configured form only.
	e.proxy.SetLogRangeErrors(rpcproxy.ErrExceedsLimit)
	for range 2 {
		_, err := e.ec.FilterLogs(ctx, e.filter(0, head))
		if code, _ := rpcCode(t, err); code != -32000 {
			t.Errorf("configured form: code %d", code)
		}
	}
	if s := e.proxy.Stats(); s.RangeRefusals != 7 || e.proxy.Rejected() != 7 {
		t.Errorf("range refusals %d / %d, want 7", s.RangeRefusals, e.proxy.Rejected())
	}

	e.proxy.SetMaxLogRange(0)
	if logs, err := e.ec.FilterLogs(ctx, e.filter(0, head)); err != nil || len(logs) != 3 {
		t.Errorf("unlimited again: %d logs, %v", len(logs), err)
	}
}

func TestStaleLogs(t *testing.T) {
	e := newEnv(t)
	ctx := t.Context()
	head := e.chain.Head()
	e.proxy.SetStaleLogs(1)

	// An answer without logs has nothing to corrupt and leaves the count.
	if logs, err := e.ec.FilterLogs(ctx, e.filter(head-2, head)); err != nil || len(logs) != 0 {
		t.Fatalf("empty range: %d logs, %v", len(logs), err)
	}
	if e.proxy.StaleLogsLeft() != 1 {
		t.Fatalf("stale count used by an empty answer")
	}

	stale, err := e.ec.FilterLogs(ctx, e.filter(0, head))
	if err != nil || len(stale) != 3 {
		t.Fatalf("stale answer: %d logs, %v", len(stale), err)
	}
	for _, l := range stale {
		canon, err := e.direct.HeaderByNumber(ctx, new(big.Int).SetUint64(l.BlockNumber))
		if err != nil {
			t.Fatal(err)
		}
		if l.BlockHash == canon.Hash() || l.BlockHash != rpcproxy.StaleHash(canon.Hash()) {
			t.Errorf("log at %d: block hash %s, canonical %s", l.BlockNumber, l.BlockHash, canon.Hash())
		}
	}
	if stale[0].BlockHash != stale[1].BlockHash || stale[1].BlockHash == stale[2].BlockHash {
		t.Errorf("stale hashes not per block: %s %s %s", stale[0].BlockHash, stale[1].BlockHash, stale[2].BlockHash)
	}

	fresh, err := e.ec.FilterLogs(ctx, e.filter(0, head))
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range fresh {
		canon, _ := e.direct.HeaderByNumber(ctx, new(big.Int).SetUint64(l.BlockNumber))
		if l.BlockHash != canon.Hash() {
			t.Errorf("log %d after the stale answer: %s, canonical %s", i, l.BlockHash, canon.Hash())
		}
	}
	if e.proxy.StaleLogsLeft() != 0 || e.proxy.Stats().StaleAnswers != 1 {
		t.Errorf("left %d, served %d", e.proxy.StaleLogsLeft(), e.proxy.Stats().StaleAnswers)
	}
}

func TestBatch(t *testing.T) {
	e := newEnv(t)
	ctx := t.Context()
	e.proxy.SetWrongChainID(big.NewInt(10))
	e.proxy.SetMaxLogRange(3)
	e.proxy.SetStaleLogs(1)

	d := e.depositBlocks[0]
	logArgs := func(from, to uint64) map[string]any {
		return map[string]any{"fromBlock": hexutil.Uint64(from), "toBlock": hexutil.Uint64(to), "address": e.chain.Vault()}
	}
	var (
		chainID hexutil.Big
		block   *types.Header
		tooWide []types.Log
		inRange []types.Log
		headers = make([]*types.Header, 3)
	)
	batch := []rpc.BatchElem{
		{Method: "eth_chainId", Result: &chainID},
		{Method: "eth_getLogs", Args: []any{logArgs(0, d)}, Result: &tooWide},
		{Method: "eth_getBlockByNumber", Args: []any{hexutil.Uint64(d), false}, Result: &block},
		{Method: "eth_getLogs", Args: []any{logArgs(d-1, d+1)}, Result: &inRange},
	}
	for i := range headers {
		batch = append(batch, rpc.BatchElem{Method: "eth_getBlockByNumber", Args: []any{hexutil.Uint64(d - 1 + uint64(i)), false}, Result: &headers[i]})
	}
	if err := e.ec.Client().BatchCallContext(ctx, batch); err != nil {
		t.Fatal(err)
	}
	if batch[0].Error != nil || chainID.ToInt().Int64() != 10 {
		t.Errorf("chainId in batch: %v, %v", chainID.ToInt(), batch[0].Error)
	}
	if batch[1].Error == nil {
		t.Errorf("over-range getLogs in batch succeeded")
	} else if code, _ := rpcCode(t, batch[1].Error); code != -32005 {
		t.Errorf("over-range getLogs code %d", code)
	}
	if batch[2].Error != nil || block == nil || block.Number.Uint64() != d {
		t.Fatalf("block in batch: %v, %v", block, batch[2].Error)
	}
	if batch[3].Error != nil || len(inRange) != 2 {
		t.Fatalf("in-range logs in batch: %d, %v", len(inRange), batch[3].Error)
	}
	if inRange[0].BlockHash != rpcproxy.StaleHash(block.Hash()) {
		t.Errorf("batched logs not stale: %s (block %s)", inRange[0].BlockHash, block.Hash())
	}
	for i, h := range headers {
		if batch[4+i].Error != nil || h == nil || h.Number.Uint64() != d-1+uint64(i) {
			t.Errorf("header %d in batch: %v %v", i, h, batch[4+i].Error)
		}
	}
	if e.proxy.Calls("eth_getBlockByNumber") != 4 || e.proxy.Calls("eth_getLogs") != 2 {
		t.Errorf("counts %v", e.proxy.CallCounts())
	}
	if s := e.proxy.Stats(); s.Batches != 1 || s.Requests != 1 {
		t.Errorf("stats %+v", s)
	}

	// A batch that no fault touches goes through untouched.
	e.proxy.Reset()
	batch = batch[2:3]
	if err := e.ec.Client().BatchCallContext(ctx, batch); err != nil || batch[0].Error != nil {
		t.Fatalf("plain batch: %v %v", err, batch[0].Error)
	}
	if s := e.proxy.Stats(); s.Batches != 1 || e.proxy.Calls("eth_getBlockByNumber") != 1 {
		t.Errorf("after reset: %+v %v", s, e.proxy.CallCounts())
	}
}

func TestFailNext(t *testing.T) {
	e := newEnv(t)
	ctx := t.Context()
	e.proxy.FailNext("eth_blockNumber", 2, rpcproxy.RPCError{Code: -32603, Message: "upstream timeout"})
	for i := range 2 {
		_, err := e.ec.BlockNumber(ctx)
		if code, msg := rpcCode(t, err); code != -32603 || !strings.Contains(msg, "timeout") {
			t.Errorf("call %d: %d %q", i, code, msg)
		}
	}
	if _, err := e.ec.BlockNumber(ctx); err != nil {
		t.Errorf("third call: %v", err)
	}
	if e.proxy.Calls("eth_blockNumber") != 3 {
		t.Errorf("calls %d", e.proxy.Calls("eth_blockNumber"))
	}
}

func TestConcurrentFaults(t *testing.T) {
	e := newEnv(t)
	ctx := t.Context()
	head := e.chain.Head()
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for range 20 {
				_, _ = e.ec.FilterLogs(ctx, e.filter(0, head))
				_, _ = e.ec.ChainID(ctx)
			}
		})
	}
	wg.Go(func() {
		for i := range 40 {
			e.proxy.SetMaxLogRange(uint64(i % 3 * 10))
			e.proxy.SetStaleLogs(i % 2)
			if i%5 == 0 {
				e.proxy.SetWrongChainID(big.NewInt(int64(i)))
			} else {
				e.proxy.SetWrongChainID(nil)
			}
			_ = e.proxy.CallCounts()
			_ = e.proxy.Stats()
		}
	})
	wg.Wait()
	if got := e.proxy.Calls("eth_getLogs"); got != 80 {
		t.Errorf("eth_getLogs calls %d, want 80", got)
	}
}

func TestPartialLogs(t *testing.T) {
	e := newEnv(t)
	ctx := t.Context()
	head, err := e.direct.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	e.proxy.SetPartialLogs(true)
	got, err := e.ec.FilterLogs(ctx, e.filter(0, head))
	if err != nil {
		t.Fatal(err)
	}
	// Two logs in the first deposit block, one in the second: the first
	// block's last log is left out.
	if len(got) != 2 || got[0].BlockNumber != e.depositBlocks[0] || got[1].BlockNumber != e.depositBlocks[1] {
		t.Fatalf("partial range answer: %+v", got)
	}
	hash := got[0].BlockHash
	full, err := e.ec.FilterLogs(ctx, ethereum.FilterQuery{BlockHash: &hash, Addresses: []common.Address{e.chain.Vault()}})
	if err != nil || len(full) != 2 {
		t.Fatalf("a query by block hash is answered in full: %d logs, %v", len(full), err)
	}
	e.proxy.SetPartialLogs(false)
	if got, err = e.ec.FilterLogs(ctx, e.filter(0, head)); err != nil || len(got) != 3 {
		t.Fatalf("switched off: %d logs, %v", len(got), err)
	}
}

// SetOmitLogs empties every log answer, by range and by block hash, and counts
// only the answers that held logs.
func TestOmitLogs(t *testing.T) {
	e := newEnv(t)
	ctx := t.Context()
	head, err := e.direct.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	full, err := e.ec.FilterLogs(ctx, e.filter(0, head))
	if err != nil || len(full) != 3 {
		t.Fatalf("honest answer: %d logs, %v", len(full), err)
	}
	e.proxy.SetOmitLogs(true)
	if got, err := e.ec.FilterLogs(ctx, e.filter(0, head)); err != nil || len(got) != 0 {
		t.Fatalf("range answer with logs omitted: %d logs, %v", len(got), err)
	}
	hash := full[0].BlockHash
	if got, err := e.ec.FilterLogs(ctx, ethereum.FilterQuery{BlockHash: &hash, Addresses: []common.Address{e.chain.Vault()}}); err != nil || len(got) != 0 {
		t.Fatalf("by-hash answer with logs omitted: %d logs, %v", len(got), err)
	}
	// A range with no logs has nothing to omit.
	if _, err := e.ec.FilterLogs(ctx, e.filter(head, head)); err != nil {
		t.Fatal(err)
	}
	if n := e.proxy.Stats().OmittedAnswers; n != 2 {
		t.Errorf("omitted answers = %d, want 2", n)
	}
	e.proxy.SetOmitLogs(false)
	if got, err := e.ec.FilterLogs(ctx, e.filter(0, head)); err != nil || len(got) != 3 {
		t.Fatalf("switched off: %d logs, %v", len(got), err)
	}
}
