package swapbench

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"go.temporal.io/sdk/client"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/txsender"
	"github.com/swapengine/swapengine/webhook"
	"github.com/swapengine/swapengine/workflows"
)

// PayoutLatencyFigure is the on-chain payout's latency: from the block that
// makes a swap's deposit final to the payout transaction's broadcast (the
// moment eth_sendRawTransaction reaches the node), one swap at a time, on
// the dev chain served over HTTP and WebSocket (the worker's -ws-url, so
// newHeads wakes the scanner), against the physical path measured on the
// same blocks: the head notification reaching a subscriber, one workflow
// task, the exchange call, signing.
type PayoutLatencyFigure struct {
	Swaps int `json:"swaps"`
	// Deposit is how each swap is paid: "vault call", or "plain transfer"
	// to its deposit address (read by the scanner at final blocks).
	Deposit       string `json:"deposit"`
	FinalityDepth uint64 `json:"scannerFinalityDepth"`
	// BlockTime is the bench's spacing of the deposit's blocks.
	BlockTime Seconds `json:"blockTimeSeconds"`
	// FinalToBroadcastMs is each swap's latency, in the order run.
	FinalToBroadcastMs []float64 `json:"finalToBroadcastMs"`
	P50Ms              float64   `json:"p50Ms"`
	P99Ms              float64   `json:"p99Ms"`
	// Physical path: each sample is the sum of its four parts, one of each
	// per swap, measured right after that swap's broadcast.
	Physical      []PhysicalSample `json:"physical"`
	PhysicalP50Ms float64          `json:"physicalP50Ms"`
	PhysicalP99Ms float64          `json:"physicalP99Ms"`
	// Ratios of the real path's quantiles to the physical path's.
	RatioP50 float64 `json:"ratioP50"`
	RatioP99 float64 `json:"ratioP99"`
	// Broadcasts of the payer seen by the node (one per swap when nothing
	// was stuck or replaced).
	Broadcasts    int   `json:"broadcasts"`
	WorkerPeakRSS int64 `json:"workerPeakRSSBytes"`

	// The DEX route (issue 28), when Route is "dex": the exchange is a
	// trade on the dev chain's Uniswap v3 pool, mined (one block) and final
	// (one more) before the payout; FinalToBroadcastMs is then final block →
	// the payout's broadcast, and the physical path is counted twice (the
	// trade's, then the payout's). The bench mines the trade's two blocks as
	// soon as its broadcast reaches the node; the worker sees them within
	// its -payout-poll (PollMs).
	Route                   string    `json:"route,omitempty"`
	PollMs                  float64   `json:"payoutPollMs,omitempty"`
	FinalToTradeMs          []float64 `json:"finalToTradeBroadcastMs,omitempty"`
	TradeFinalToPayoutMs    []float64 `json:"tradeFinalToPayoutBroadcastMs,omitempty"`
	TradeP50Ms, PayoutP50Ms float64   `json:",omitempty"`
	TradeGas, PayoutGas     uint64    `json:",omitempty"` // medians, from the receipts

	// The same number of swaps from a fixed quote on the DEX route, after
	// those above: the trade pays the quote's promise in its own
	// transaction (DexExecutor.tradeAndPay). OneTxFinalToBroadcastMs is
	// final block → that transaction's broadcast (the payout's too), its
	// physical path counted once; OneTxGas the median gas of the one
	// transaction, against TradeGas+PayoutGas.
	OneTxFinalToBroadcastMs                []float64 `json:"oneTxFinalToBroadcastMs,omitempty"`
	OneTxP50Ms, OneTxP99Ms                 float64   `json:",omitempty"`
	OneTxPhysicalP50Ms, OneTxPhysicalP99Ms float64   `json:",omitempty"`
	OneTxRatioP50, OneTxRatioP99           float64   `json:",omitempty"`
	OneTxGas                               uint64    `json:",omitempty"`
}

// PhysicalSample is one measurement of the physical path, in milliseconds.
type PhysicalSample struct {
	HeadMs     float64 `json:"headNotificationMs"` // the final block's Mine call → its newHeads notification at a subscriber
	TaskMs     float64 `json:"workflowTaskMs"`     // SignalWithStart of a workflow that completes in its first task → its result
	ExchangeMs float64 `json:"exchangeCallMs"`     // one POST /v1/exchanges with a new key to the same simulator
	SignMs     float64 `json:"signMs"`             // signing and encoding a vault payment with the payer key
	TotalMs    float64 `json:"totalMs"`
}

// broadcastStamp is the payer's RPC endpoint: it forwards every request to
// the chain and stamps each eth_sendRawTransaction with its arrival time,
// before forwarding it, keyed by the vault key of the pay() it carries.
type broadcastStamp struct {
	chain string
	mu    sync.Mutex
	at    map[common.Hash]time.Time   // vault key → first broadcast
	tx    map[common.Hash]common.Hash // vault key → that broadcast's transaction
	n     int
	srv   *http.Server
	url   string
}

func newBroadcastStamp(chainURL string) (*broadcastStamp, error) {
	s := &broadcastStamp{chain: chainURL, at: map[common.Hash]time.Time{}, tx: map[common.Hash]common.Hash{}}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	s.srv = &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = s.srv.Serve(ln) }()
	s.url = "http://" + ln.Addr().String()
	return s, nil
}

// paidKeys are the vault keys a payment transaction's call data pays:
// pay(bytes32 key, …)'s one, or every key of payBatch(bytes32[] keys, …)
// (the worker's -payout-batch-size); the executor's trade(bytes32 key, …)
// its key, and tradeAndPay both the trade's and the payout's.
func paidKeys(data []byte) []common.Hash {
	if m, ok := vaultMethods["payBatch"]; ok && bytes.Equal(data[:4], m.ID) {
		args, err := m.Inputs.Unpack(data[4:])
		if err != nil || len(args) == 0 {
			return nil
		}
		keys, _ := args[0].([][32]byte)
		out := make([]common.Hash, len(keys))
		for i, k := range keys {
			out[i] = k
		}
		return out
	}
	if m, ok := executorMethods["tradeAndPay"]; ok && bytes.Equal(data[:4], m.ID) && len(data) >= 4+8*32 {
		// The trade's key, then the payout's (the first word of the
		// payout tuple, the eighth argument, inlined: all static).
		return []common.Hash{common.BytesToHash(data[4:36]), common.BytesToHash(data[4+7*32 : 4+8*32])}
	}
	return []common.Hash{common.BytesToHash(data[4:36])}
}

var (
	vaultMethods    = vaultv2.NewDepositVaultV2().GetABI().Methods
	executorMethods = vaultv2.NewDexExecutor().GetABI().Methods
)

func (s *broadcastStamp) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	now := time.Now()
	body, _ := io.ReadAll(r.Body)
	var msg struct {
		Method string   `json:"method"`
		Params []string `json:"params"`
	}
	if json.Unmarshal(body, &msg) == nil && msg.Method == "eth_sendRawTransaction" && len(msg.Params) == 1 {
		var tx types.Transaction
		if raw, err := hexutil.Decode(msg.Params[0]); err == nil && tx.UnmarshalBinary(raw) == nil && len(tx.Data()) >= 36 {
			s.mu.Lock()
			s.n++
			for _, key := range paidKeys(tx.Data()) {
				if _, ok := s.at[key]; !ok {
					s.at[key], s.tx[key] = now, tx.Hash()
				}
			}
			s.mu.Unlock()
		}
	}
	resp, err := http.Post(s.chain, "application/json", bytes.NewReader(body))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(resp.StatusCode)
	_, _ = io.Copy(w, resp.Body)
}

// wait blocks until a broadcast under key arrived, at most 2 min.
func (s *broadcastStamp) wait(key common.Hash, what string) (time.Time, common.Hash, error) {
	for deadline := time.Now().Add(2 * time.Minute); ; {
		s.mu.Lock()
		t, ok := s.at[key]
		h := s.tx[key]
		s.mu.Unlock()
		if ok {
			return t, h, nil
		}
		if time.Now().After(deadline) {
			return time.Time{}, common.Hash{}, fmt.Errorf("no %s broadcast within 2 min", what)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// headTimes records when each block number's newHeads notification
// arrived at the bench's own subscription.
type headTimes struct {
	mu sync.Mutex
	at map[uint64]time.Time
}

func (h *headTimes) get(n uint64) (time.Time, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	t, ok := h.at[n]
	return t, ok
}

const payoutLatencyDepth = 2 // the scanner's finality depth in this figure

// dexPoll is the worker's -payout-poll on the DEX route figure.
const dexPoll = 50 * time.Millisecond

func (b *bench) payoutLatency(ctx context.Context, n int, blockTime time.Duration, plain, onDex bool) (*PayoutLatencyFigure, error) {
	fig := &PayoutLatencyFigure{Swaps: n, Deposit: "vault call", FinalityDepth: payoutLatencyDepth, BlockTime: secs(blockTime)}
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", Vault: devchain.VaultV2, VaultKey: devchain.RandomVaultKey()})
	if err != nil {
		return nil, err
	}
	defer c.Close()
	var chainsFile string
	var dx *devchain.Dex
	if onDex {
		// Uniswap v3 as published and a chains file whose DEX route trades
		// ETH → USDC on its pool.
		if dx, err = c.DeployDex(ctx, 3000); err != nil {
			return nil, err
		}
		fig.Route, fig.PollMs = "dex", ms(dexPoll)
		chainsFile = filepath.Join(b.o.Dir, "dex-chains.yaml")
		if err := os.WriteFile(chainsFile, []byte(fmt.Sprintf(`chains:
  - name: dev
    chainId: %d
    rpc: [{url: %q}]
    ws: {url: %q}
    finality: {depth: %d}
    vault: {address: %q, version: v2, startBlock: %d}
    tokens: [{address: %q, symbol: USDC, decimals: 6}]
    dex: {executor: %q, quoter: %q, pairs: [{in: ETH, out: USDC, fee: %d}]}
`, c.ChainID().Uint64(), c.RPCURL(), c.WSURL(), payoutLatencyDepth, c.Vault().Hex(), c.VaultBlock(), c.USDC().Hex(), dx.Executor.Hex(), dx.Quoter.Hex(), dx.Fee)), 0o600); err != nil {
			return nil, err
		}
	}
	var factory common.Address
	if plain {
		fig.Deposit = "plain transfer"
		if factory, err = deployDepositFactory(ctx, c); err != nil {
			return nil, err
		}
	}
	// A fresh chain: the sender's rows and nonces of an earlier one (a
	// DATABASE_URL reused) would name nonces this chain never saw.
	if _, err := b.pool.Exec(ctx, `TRUNCATE tx_attempts, tx_sends, tx_nonces`); err != nil {
		return nil, err
	}
	stamp, err := newBroadcastStamp(c.RPCURL())
	if err != nil {
		return nil, err
	}
	defer func() { _ = stamp.srv.Close() }()

	// The exchange simulator with the pair the chain pays: 0.001 ETH → 3 USDC.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	prov := &http.Server{ReadHeaderTimeout: 10 * time.Second, Handler: providers.New(b.pool, b.secrets.Apply(providers.Config{
		QuoteAssets: []string{"USDC"}, SupportedAssets: []string{"ETH"},
		PairRates: map[string]providers.Rate{"ETH/USDC": {Num: 3, Den: 1_000_000_000}},
	})).Handler()}
	go func() { _ = prov.Serve(ln) }()
	defer func() { _ = prov.Close() }()
	provURL := "http://" + ln.Addr().String()

	queue := fmt.Sprintf("bench-payout-%s", b.runID)
	ceilQueue := queue + "-ceiling"
	conn := []string{"-temporal-address", b.o.Temporal.Address, "-namespace", b.o.Temporal.Namespace}
	args := append(slices.Clone(conn), "-task-queue", queue, "-database-url", b.o.DatabaseURL,
		"-exchange-url", provURL, "-payout-url", provURL, "-rpc-url", c.RPCURL(), "-ws-url", c.WSURL(),
		"-payout-chain-id", c.ChainID().String(), "-payout-vault", c.Vault().Hex(), "-payout-token", "USDC="+c.USDC().Hex(),
		"-payout-rpc-url", stamp.url, "-payout-finality-depth", "1", "-payout-vault-from-block", fmt.Sprint(c.VaultBlock()))
	if onDex {
		// The chains file names the endpoints (the worker takes one or the other).
		args = slices.DeleteFunc(args, func(a string) bool { return a == "-rpc-url" || a == c.RPCURL() || a == "-ws-url" || a == c.WSURL() })
		args = append(args, "-chains", chainsFile, "-payout-poll", dexPoll.String(), "-payout-token", "ETH=native")
	}
	args = append(args, b.o.WorkerArgs...)
	env := append(b.secrets.WorkerEnv(), "PAYER_KEY="+hex.EncodeToString(crypto.FromECDSA(devchain.PayerKey())))
	fmt.Fprintf(b.o.Out, "· payout latency: %d swaps, one at a time, a worker with -ws-url and the on-chain payer%s …\n", n, map[bool]string{true: ", the exchange on the DEX route"}[onDex])
	worker, err := startProcs(ctx, b.cl, b.o.WorkerBin, args, env, b.o.Dir, "payout-worker", queue, 1)
	if err != nil {
		return nil, err
	}
	defer worker.stop()
	ceil, err := startProcs(ctx, b.cl, b.o.CeilingBin, append(slices.Clone(conn), "-task-queue", ceilQueue), nil, b.o.Dir, "payout-ceiling", ceilQueue, 1)
	if err != nil {
		return nil, err
	}
	defer ceil.stop()

	cfg := chain.Config{ChainID: c.ChainID().Uint64(), Contract: c.Vault(), Finality: chain.Finality{Depth: payoutLatencyDepth},
		StartBlock: c.VaultBlock(), Vault: chain.VaultV2, Tokens: []chain.Token{{Address: c.USDC().Hex(), Asset: "USDC"}}, DepositFactory: factory}
	scanID := workflows.ScannerWorkflowID(cfg)
	// The default poll interval (2 s) stays: newHeads is what must wake the scanner.
	if _, err := b.cl.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: scanID, TaskQueue: queue}, workflows.ScannerWorkflow,
		workflows.ScannerInput{Config: cfg}); err != nil {
		return nil, fmt.Errorf("start the scanner: %w", err)
	}
	defer func() { _ = b.cl.TerminateWorkflow(context.WithoutCancel(ctx), scanID, "", "bench over") }()

	ec, err := ethclient.DialContext(ctx, c.WSURL())
	if err != nil {
		return nil, err
	}
	defer ec.Close()
	heads := make(chan *types.Header, 256)
	sub, err := ec.SubscribeNewHead(ctx, heads)
	if err != nil {
		return nil, err
	}
	defer sub.Unsubscribe()
	ht := &headTimes{at: map[uint64]time.Time{}}
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		for {
			select {
			case h := <-heads:
				now := time.Now()
				ht.mu.Lock()
				ht.at[h.Number.Uint64()] = now
				ht.mu.Unlock()
			case <-stop:
				return
			}
		}
	}()

	var lats, phys, trades, payouts []time.Duration
	var tradeGas, payoutGas []float64
	for i := range n {
		if err := worker.alive(); err != nil {
			return nil, err
		}
		id := fmt.Sprintf("bench-payout-%s-%d", b.runID, i)
		var lat time.Duration
		var final finalMark
		var err error
		if onDex {
			var ds dexSample
			ds, final, err = b.dexOnce(ctx, c, stamp, queue, id, blockTime)
			lat = ds.total
			trades, payouts = append(trades, ds.toTrade), append(payouts, ds.toPayout)
			tradeGas, payoutGas = append(tradeGas, float64(ds.tradeGas)), append(payoutGas, float64(ds.payoutGas))
			fig.FinalToTradeMs, fig.TradeFinalToPayoutMs = append(fig.FinalToTradeMs, ms(ds.toTrade)), append(fig.TradeFinalToPayoutMs, ms(ds.toPayout))
		} else {
			lat, final, err = b.payoutOnce(ctx, c, stamp, queue, id, blockTime, factory)
		}
		if err != nil {
			return nil, err
		}
		p, err := b.physical(ctx, c, ht, final, ceilQueue, provURL, id)
		if err != nil {
			return nil, err
		}
		if onDex {
			p.TotalMs *= 2 // the trade's path, then the payout's
		}
		lats, phys = append(lats, lat), append(phys, time.Duration(p.TotalMs*float64(time.Millisecond)))
		fig.FinalToBroadcastMs, fig.Physical = append(fig.FinalToBroadcastMs, ms(lat)), append(fig.Physical, p)
	}
	if onDex {
		fig.TradeP50Ms, fig.PayoutP50Ms = ms(quantile(trades, 0.5)), ms(quantile(payouts, 0.5))
		slices.Sort(tradeGas)
		slices.Sort(payoutGas)
		fig.TradeGas, fig.PayoutGas = uint64(tradeGas[len(tradeGas)/2]), uint64(payoutGas[len(payoutGas)/2])

		// The same swaps from a fixed quote: traded and paid in one
		// transaction; its physical path counted once.
		var oneLats, onePhys []time.Duration
		var oneGas []float64
		for i := range n {
			if err := worker.alive(); err != nil {
				return nil, err
			}
			id := fmt.Sprintf("bench-payout-%s-f%d", b.runID, i) // a swap ID fits in 32 bytes
			lat, gas, final, err := b.dexOneTxOnce(ctx, c, dx, stamp, queue, id, blockTime)
			if err != nil {
				return nil, err
			}
			p, err := b.physical(ctx, c, ht, final, ceilQueue, provURL, id)
			if err != nil {
				return nil, err
			}
			oneLats, onePhys, oneGas = append(oneLats, lat), append(onePhys, time.Duration(p.TotalMs*float64(time.Millisecond))), append(oneGas, float64(gas))
			fig.OneTxFinalToBroadcastMs = append(fig.OneTxFinalToBroadcastMs, ms(lat))
		}
		slices.Sort(oneGas)
		fig.OneTxGas = uint64(oneGas[len(oneGas)/2])
		fig.OneTxP50Ms, fig.OneTxP99Ms = ms(quantile(oneLats, 0.5)), ms(quantile(oneLats, 0.99))
		fig.OneTxPhysicalP50Ms, fig.OneTxPhysicalP99Ms = ms(quantile(onePhys, 0.5)), ms(quantile(onePhys, 0.99))
		if fig.OneTxPhysicalP50Ms > 0 && fig.OneTxPhysicalP99Ms > 0 {
			fig.OneTxRatioP50, fig.OneTxRatioP99 = fig.OneTxP50Ms/fig.OneTxPhysicalP50Ms, fig.OneTxP99Ms/fig.OneTxPhysicalP99Ms
		}
	}
	fig.P50Ms, fig.P99Ms = ms(quantile(lats, 0.5)), ms(quantile(lats, 0.99))
	fig.PhysicalP50Ms, fig.PhysicalP99Ms = ms(quantile(phys, 0.5)), ms(quantile(phys, 0.99))
	if fig.PhysicalP50Ms > 0 && fig.PhysicalP99Ms > 0 {
		fig.RatioP50, fig.RatioP99 = fig.P50Ms/fig.PhysicalP50Ms, fig.P99Ms/fig.PhysicalP99Ms
	}
	stamp.mu.Lock()
	fig.Broadcasts = stamp.n
	stamp.mu.Unlock()
	fig.WorkerPeakRSS = worker.peakRSS()
	return fig, nil
}

// finalMark is the final block of one swap's deposit and when the bench
// called Mine for it.
type finalMark struct {
	block uint64
	at    time.Time
}

// payoutOnce runs one swap: started, paid 0.001 ETH on chain, the deposit's
// block and payoutLatencyDepth more mined blockTime apart (the last one
// makes it final), then nothing mined until the payout's broadcast reaches
// the node; then blocks until the swap has finished.
func (b *bench) payoutOnce(ctx context.Context, c *devchain.Chain, stamp *broadcastStamp, queue, id string, blockTime time.Duration, factory common.Address) (time.Duration, finalMark, error) {
	run, mark, err := b.depositToFinal(ctx, c, queue, id, blockTime, factory, nil)
	if err != nil {
		return 0, finalMark{}, err
	}
	sent, _, err := stamp.wait(txsender.VaultKey(c.ChainID().Uint64(), c.Vault(), swap.PayoutKey(id)), "payout")
	if err != nil {
		return 0, finalMark{}, fmt.Errorf("swap %s: %w", id, err)
	}
	if err := b.finish(ctx, c, id, run); err != nil {
		return 0, finalMark{}, err
	}
	return sent.Sub(mark.at), mark, nil
}

// dexSample is one swap on the DEX route: final block → the trade's
// broadcast, the block that makes the trade final → the payout's
// broadcast, the whole, and the gas of the two transactions.
type dexSample struct {
	toTrade, toPayout, total time.Duration
	tradeGas, payoutGas      uint64
}

// dexOnce runs one swap on the DEX route: as payoutOnce until the deposit
// is final; then, as soon as the trade's broadcast reaches the node, the
// bench mines its block and one more (the payer's finality depth, 1), and
// waits for the payout's broadcast.
func (b *bench) dexOnce(ctx context.Context, c *devchain.Chain, stamp *broadcastStamp, queue, id string, blockTime time.Duration) (dexSample, finalMark, error) {
	var ds dexSample
	run, mark, err := b.depositToFinal(ctx, c, queue, id, blockTime, common.Address{}, nil)
	if err != nil {
		return ds, mark, err
	}
	chainID := c.ChainID().Uint64()
	tradeAt, tradeTx, err := stamp.wait(txsender.VaultKey(chainID, c.Vault(), swap.ExchangeKey(id)), "trade")
	if err != nil {
		return ds, mark, fmt.Errorf("swap %s: %w", id, err)
	}
	if ds.tradeGas, err = mineUntilMined(ctx, c, tradeTx); err != nil {
		return ds, mark, err
	}
	tradeFinal := time.Now()
	if _, err := c.Mine(1); err != nil {
		return ds, mark, err
	}
	payoutAt, payoutTx, err := stamp.wait(txsender.VaultKey(chainID, c.Vault(), swap.PayoutKey(id)), "payout")
	if err != nil {
		return ds, mark, fmt.Errorf("swap %s: %w", id, err)
	}
	if err := b.finish(ctx, c, id, run); err != nil {
		return ds, mark, err
	}
	rc, err := c.Client().TransactionReceipt(ctx, payoutTx)
	if err != nil {
		return ds, mark, fmt.Errorf("swap %s: the payout's receipt: %w", id, err)
	}
	ds.payoutGas = rc.GasUsed
	ds.toTrade, ds.toPayout, ds.total = tradeAt.Sub(mark.at), payoutAt.Sub(tradeFinal), payoutAt.Sub(mark.at)
	return ds, mark, nil
}

// dexOneTxOnce runs one swap from a fixed quote (the pool's quote now, 1 %
// either side, an hour to expire) on the DEX route: as dexOnce until the
// deposit is final; then the trade's broadcast, which must carry the
// payout too, is timed, its block and one more are mined, and the swap
// must end with the payout in that transaction.
func (b *bench) dexOneTxOnce(ctx context.Context, c *devchain.Chain, dx *devchain.Dex, stamp *broadcastStamp, queue, id string, blockTime time.Duration) (time.Duration, uint64, finalMark, error) {
	chainID := c.ChainID().Uint64()
	quote, err := dx.PoolQuote(ctx, c.Client(), chainID, c.USDC(), big.NewInt(1_000_000_000_000_000), "bench-"+id, swap.QuoteFixed, time.Now().Add(time.Hour))
	if err != nil {
		return 0, 0, finalMark{}, err
	}
	run, mark, err := b.depositToFinal(ctx, c, queue, id, blockTime, common.Address{}, quote)
	if err != nil {
		return 0, 0, mark, err
	}
	tradeAt, tradeTx, err := stamp.wait(txsender.VaultKey(chainID, c.Vault(), swap.ExchangeKey(id)), "trade")
	if err != nil {
		return 0, 0, mark, fmt.Errorf("swap %s: %w", id, err)
	}
	payoutAt, payoutTx, err := stamp.wait(txsender.VaultKey(chainID, c.Vault(), swap.PayoutKey(id)), "payout")
	if err != nil || payoutTx != tradeTx || !payoutAt.Equal(tradeAt) {
		return 0, 0, mark, fmt.Errorf("swap %s: the payout was not in the trade's transaction %s (%s, %v)", id, tradeTx.Hex(), payoutTx.Hex(), err)
	}
	gas, err := mineUntilMined(ctx, c, tradeTx)
	if err != nil {
		return 0, 0, mark, err
	}
	if _, err := c.Mine(1); err != nil {
		return 0, 0, mark, err
	}
	if err := b.finish(ctx, c, id, run); err != nil {
		return 0, 0, mark, err
	}
	return tradeAt.Sub(mark.at), gas, mark, nil
}

// mineUntilMined mines a block at a time until tx (stamped at the gate) is
// in one, and returns the gas it used.
func mineUntilMined(ctx context.Context, c *devchain.Chain, tx common.Hash) (uint64, error) {
	for {
		if _, err := c.Mine(1); err != nil {
			return 0, err
		}
		if rc, err := c.Client().TransactionReceipt(ctx, tx); err == nil {
			return rc.GasUsed, nil
		}
		time.Sleep(time.Millisecond) // the gate forwards the broadcast after stamping it
	}
}

// depositToFinal starts swap id (0.001 ETH → USDC), pays it on chain and
// mines the deposit's block and payoutLatencyDepth more, blockTime apart;
// mark is the Mine call that made it final.
func (b *bench) depositToFinal(ctx context.Context, c *devchain.Chain, queue, id string, blockTime time.Duration, factory common.Address, quote *swap.Quote) (client.WorkflowRun, finalMark, error) {
	opts := b.o.Ops.StartOptions(id)
	opts.TaskQueue = queue
	to := common.BytesToAddress(crypto.Keccak256([]byte(id))[12:])
	in := workflows.SwapInput{
		Terms: swap.Terms{SwapID: id, AmountUnits: "1000000000000000", Asset: "ETH", PayoutAsset: "USDC",
			ChainID: c.ChainID().Uint64(), PayoutAddress: to.Hex(), Quote: quote},
		DepositDeadline: time.Now().Add(time.Hour).UTC().Truncate(time.Second),
	}
	run, err := b.cl.ExecuteWorkflow(ctx, opts, workflows.SwapWorkflow, in)
	if err != nil {
		return nil, finalMark{}, fmt.Errorf("start %s: %w", id, err)
	}
	if factory != (common.Address{}) {
		// Watched from its creation, as the API does, then paid by a plain
		// transfer, as from an exchange.
		swapID, err := chain.SwapIDToBytes32(id)
		if err != nil {
			return nil, finalMark{}, err
		}
		addr := vaultv2.DepositAddress(factory, swapID)
		if err := (&store.Scans{DB: b.pool}).RegisterDepositAddress(ctx, store.DepositAddress{ChainID: c.ChainID().Uint64(), Address: addr,
			Factory: factory, SwapID: id, WatchUntil: in.DepositDeadline.Add(store.DefaultDepositAddressWatch)}); err != nil {
			return nil, finalMark{}, err
		}
		if err := plainTransfer(ctx, c, addr, big.NewInt(1_000_000_000_000_000)); err != nil {
			return nil, finalMark{}, fmt.Errorf("deposit %s: %w", id, err)
		}
	} else if _, err := c.DepositNative(ctx, 0, id, big.NewInt(1_000_000_000_000_000)); err != nil {
		return nil, finalMark{}, fmt.Errorf("deposit %s: %w", id, err)
	}
	var mark finalMark
	for range payoutLatencyDepth + 1 { // the deposit's block, then depth more
		time.Sleep(blockTime)
		mark.at = time.Now()
		if _, err := c.Mine(1); err != nil {
			return nil, finalMark{}, err
		}
	}
	mark.block = c.Head()
	return run, mark, nil
}

// finish mines a block every 50 ms until swap id has finished, and checks
// that it succeeded.
func (b *bench) finish(ctx context.Context, c *devchain.Chain, id string, run client.WorkflowRun) error {
	done := make(chan error, 1)
	go func() { done <- b.cl.GetWorkflow(ctx, id, run.GetRunID()).Get(ctx, nil) }()
	giveUp := time.After(2 * time.Minute)
	for {
		select {
		case err := <-done:
			if err != nil {
				return fmt.Errorf("swap %s: %w", id, err)
			}
			v, err := b.o.Ops.Status(ctx, b.cl, id)
			if err != nil {
				return err
			}
			if v.Status != swap.StatusSuccess {
				return fmt.Errorf("swap %s ended %s, want success", id, v.Status)
			}
			return nil
		case <-time.After(50 * time.Millisecond):
			if _, err := c.Mine(1); err != nil {
				return err
			}
		case <-giveUp:
			return fmt.Errorf("swap %s did not finish within 2 min of its payout's broadcast", id)
		}
	}
}

// physical measures the physical path once: the final block's head
// notification (already recorded by the subscription), one workflow task,
// the exchange call and signing.
func (b *bench) physical(ctx context.Context, c *devchain.Chain, ht *headTimes, final finalMark, ceilQueue, provURL, id string) (PhysicalSample, error) {
	var p PhysicalSample
	for deadline := time.Now().Add(10 * time.Second); ; {
		if t, ok := ht.get(final.block); ok {
			p.HeadMs = ms(t.Sub(final.at))
			break
		}
		if time.Now().After(deadline) {
			return p, fmt.Errorf("no newHeads notification for block %d", final.block)
		}
		time.Sleep(time.Millisecond)
	}

	start := time.Now()
	run, err := b.cl.SignalWithStartWorkflow(ctx, "phys-"+id, ceilingSignal, nil,
		client.StartWorkflowOptions{TaskQueue: ceilQueue}, CeilingWorkflowName, CeilingInput{Activities: 0})
	if err != nil {
		return p, fmt.Errorf("physical path, workflow task: %w", err)
	}
	if err := run.Get(ctx, nil); err != nil {
		return p, fmt.Errorf("physical path, workflow task: %w", err)
	}
	p.TaskMs = ms(time.Since(start))

	body, _ := json.Marshal(providers.ExchangeRequest{SwapID: "phys-" + id, Asset: "ETH", AmountUnits: "1000000000000000",
		DepositRef: "evm:1337:0xphysical:" + id, PayoutAsset: "USDC"})
	start = time.Now()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, provURL+providers.PathExchanges, bytes.NewReader(body))
	if err != nil {
		return p, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Idempotency-Key", "phys-exchange:"+id)
	// Signed as the worker signs it: the HMAC is part of the physical path.
	if err := webhook.Sign(req.Header, b.exchangeSigners, "phys-exchange:"+id, time.Now(), body); err != nil {
		return p, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return p, fmt.Errorf("physical path, exchange call: %w", err)
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return p, fmt.Errorf("physical path, exchange call: HTTP %d", resp.StatusCode)
	}
	p.ExchangeMs = ms(time.Since(start))

	start = time.Now()
	vault := c.Vault()
	tx, err := types.SignNewTx(devchain.PayerKey(), types.LatestSignerForChainID(c.ChainID()), &types.DynamicFeeTx{
		ChainID: c.ChainID(), Nonce: 1 << 40, To: &vault, Gas: 200_000, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(2e9),
		Data: append(crypto.Keccak256([]byte("pay(bytes32,address,address,uint256)"))[:4], make([]byte, 128)...),
	})
	if err != nil {
		return p, err
	}
	if _, err := tx.MarshalBinary(); err != nil {
		return p, err
	}
	p.SignMs = ms(time.Since(start))
	p.TotalMs = p.HeadMs + p.TaskMs + p.ExchangeMs + p.SignMs
	return p, nil
}

// deployDepositFactory deploys the chain's vault's DepositAddressFactory
// from dev account 3, mined.
func deployDepositFactory(ctx context.Context, c *devchain.Chain) (common.Address, error) {
	opts := bind.NewKeyedTransactor(devchain.DevKey(3), c.ChainID())
	opts.Context = ctx
	addr, tx, err := bind.DeployContract(opts, common.FromHex(vaultv2.DepositAddressFactoryMetaData.Bin), c.Client(),
		vaultv2.NewDepositAddressFactory().PackConstructor(c.Vault()))
	if err != nil {
		return common.Address{}, fmt.Errorf("deploy the deposit address factory: %w", err)
	}
	if _, err := c.MineUntilReceipt(ctx, tx.Hash(), 5); err != nil {
		return common.Address{}, fmt.Errorf("deploy the deposit address factory: %w", err)
	}
	return addr, nil
}

// plainTransfer sends wei to `to` from dev account 2 with a 21,000 gas
// limit and no data, not mined.
func plainTransfer(ctx context.Context, c *devchain.Chain, to common.Address, wei *big.Int) error {
	key := devchain.DevKey(2)
	ec := c.Client()
	nonce, err := ec.PendingNonceAt(ctx, crypto.PubkeyToAddress(key.PublicKey))
	if err != nil {
		return err
	}
	head, err := ec.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(c.ChainID()), &types.DynamicFeeTx{ChainID: c.ChainID(), Nonce: nonce,
		GasTipCap: big.NewInt(1e9), GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), big.NewInt(1e9)),
		Gas: 21_000, To: &to, Value: wei})
	if err != nil {
		return err
	}
	return ec.SendTransaction(ctx, tx)
}
