// Package payoutbench measures on-chain payouts through one hot key: the
// durable transaction sender (internal/txsender) against its ceiling, raw
// signed sends of the same vault payments, in the same run, on the same
// simulated chain (docs/benchmarks.md, "Payouts through one hot key").
//
// Both sides pay N payments of TestUSDC from the dev vault v2 to N fresh
// addresses, and both end when the chain holds the last payment: the
// ceiling when its last transaction's receipt is in a block, the sender when
// the vault has paid out every payment (its token balance, read from the
// chain as an outsider would). The ceiling signs every transaction with
// consecutive nonces and sends them all, nothing stored; the sender steps
// every payment as the payout activity does — all in flight at once, each
// stepped again PollInterval after its last step until it says mined — and
// so reserves, stores, checks, signs and broadcasts as it would in a worker.
// A miner commits a block whenever the pool holds transactions, for both
// sides alike, so the figure is the sender's own cost, not a block time.
// The trial then waits until every payment's own step has recorded it
// (Result.RecordedPerSec), so nothing the sender must write is skipped.
package payoutbench

import (
	"cmp"
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/jackc/pgx/v5/pgxpool"
	"golang.org/x/sync/errgroup"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/txsender"
)

// DefaultPollInterval is Options.PollInterval's default.
const DefaultPollInterval = 200 * time.Millisecond

// Options of one benchmark.
type Options struct {
	DatabaseURL string
	Payments    int // per trial
	Trials      int // alternated (sender, ceiling) pairs; the median is reported
	// BatchSize is the sender's (txsender.Config.BatchSize): above 1 it pays
	// through the vault's payBatch, many payments per transaction.
	BatchSize int
	// MaxFeeGwei is the sender's MaxFeePerGas in gwei (default 500, the
	// worker's): with batches, it bounds their size (a batch's gas at that
	// fee must be within the node's 1-ether fee cap).
	MaxFeeGwei int64
	// PollInterval is the wait between two steps of one payment, as the
	// payout activity's (default 200 ms, the soak's and the demo's; the
	// worker's default is 2 s).
	PollInterval time.Duration
	Out          io.Writer
}

// Result is the figures of a run.
type Result struct {
	Payments   int   `json:"payments"`
	Trials     int   `json:"trials"`
	BatchSize  int   `json:"batchSize"`
	MaxFeeGwei int64 `json:"maxFeeGwei"`
	PollMillis int64 `json:"pollMillis"`
	// SenderPerSec and CeilingPerSec are the medians of the trials: payments
	// on chain per second.
	SenderPerSec  float64 `json:"senderPerSec"`
	CeilingPerSec float64 `json:"ceilingPerSec"`
	// RecordedPerSec is the sender's median over the time until every
	// payment's step said it is mined (its poll interval included).
	RecordedPerSec float64 `json:"recordedPerSec"`
	// Ratio is the median of the trials' own ratios (each sender trial
	// against the ceiling trial run right after it, on a machine in the
	// same state), not the ratio of the two medians.
	Ratio float64 `json:"ratio"`
	// PeakHeapMiB is the largest Go heap of this process during the sender's
	// trials: the sender and, in process, the simulated chain it pays on.
	PeakHeapMiB float64 `json:"peakHeapMiB"`
	// PeakRSSMiB is the peak resident set (VmHWM of /proc/self/status) of
	// this process during the sender's trials — the sender runs in the
	// bench's own process, beside the in-process simulated chain it pays on,
	// so this is an upper bound on the sender's own. The peak is reset
	// before each sender trial (clear_refs); when the kernel refuses that,
	// RSSReset is false and the figure covers the process's life so far.
	PeakRSSMiB float64 `json:"peakRSSMiB"`
	RSSReset   bool    `json:"rssReset"`
	// Broadcasts and Rows are what the sender did in its last trial: one
	// broadcast and one row per payment when nothing went wrong.
	Broadcasts int `json:"broadcasts"`
	Rows       int `json:"rows"`
	// Batches is how many payBatch transactions paid them (0 unbatched).
	Batches int `json:"batches"`
	// RPCCalls is every JSON-RPC call the sender made in its last trial
	// (New's eth_chainId included), receipt polls too: with every payment
	// stepped every 2 ms until mined, it depends on how long the chain
	// takes, unlike Broadcasts.
	RPCCalls int `json:"rpcCalls"`
	// FirstStepRPCs is the most and least JSON-RPC calls one payment's
	// first Step made in the last trial (vet, reserve, sign, store,
	// broadcast): the sender's own round trips per payment.
	FirstStepRPCsMin int `json:"firstStepRPCsMin"`
	FirstStepRPCsMax int `json:"firstStepRPCsMax"`
}

// countingClient counts the sender's JSON-RPC round trips, and its
// broadcasts among them.
type countingClient struct {
	txsender.Client
	sends atomic.Int64
	calls atomic.Int64
}

// stepCalls is a context key: a step whose context holds an *atomic.Int64
// under it counts its own calls there too.
type stepCalls struct{}

func (c *countingClient) count(ctx context.Context) {
	c.calls.Add(1)
	if n, ok := ctx.Value(stepCalls{}).(*atomic.Int64); ok {
		n.Add(1)
	}
}

func (c *countingClient) ChainID(ctx context.Context) (*big.Int, error) {
	c.count(ctx)
	return c.Client.ChainID(ctx)
}

func (c *countingClient) HeaderByNumber(ctx context.Context, n *big.Int) (*types.Header, error) {
	c.count(ctx)
	return c.Client.HeaderByNumber(ctx, n)
}

func (c *countingClient) NonceAt(ctx context.Context, a common.Address, n *big.Int) (uint64, error) {
	c.count(ctx)
	return c.Client.NonceAt(ctx, a, n)
}

func (c *countingClient) PendingNonceAt(ctx context.Context, a common.Address) (uint64, error) {
	c.count(ctx)
	return c.Client.PendingNonceAt(ctx, a)
}

func (c *countingClient) BalanceAt(ctx context.Context, a common.Address, n *big.Int) (*big.Int, error) {
	c.count(ctx)
	return c.Client.BalanceAt(ctx, a, n)
}

func (c *countingClient) CodeAt(ctx context.Context, a common.Address, n *big.Int) ([]byte, error) {
	c.count(ctx)
	return c.Client.CodeAt(ctx, a, n)
}

func (c *countingClient) SuggestGasTipCap(ctx context.Context) (*big.Int, error) {
	c.count(ctx)
	return c.Client.SuggestGasTipCap(ctx)
}

func (c *countingClient) EstimateGas(ctx context.Context, m ethereum.CallMsg) (uint64, error) {
	c.count(ctx)
	return c.Client.EstimateGas(ctx, m)
}

func (c *countingClient) CallContract(ctx context.Context, m ethereum.CallMsg, n *big.Int) ([]byte, error) {
	c.count(ctx)
	return c.Client.CallContract(ctx, m, n)
}

func (c *countingClient) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	c.count(ctx)
	c.sends.Add(1)
	return c.Client.SendTransaction(ctx, tx)
}

func (c *countingClient) TransactionReceipt(ctx context.Context, h common.Hash) (*types.Receipt, error) {
	c.count(ctx)
	return c.Client.TransactionReceipt(ctx, h)
}

func (c *countingClient) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	c.count(ctx)
	return c.Client.FilterLogs(ctx, q)
}

// Run runs the trials and returns the medians.
func Run(ctx context.Context, o Options) (Result, error) {
	if o.Payments < 1 || o.Trials < 1 {
		return Result{}, errors.New("payoutbench: payments and trials must be at least 1")
	}
	if o.Out == nil {
		o.Out = io.Discard
	}
	o.PollInterval = cmp.Or(o.PollInterval, DefaultPollInterval)
	res := Result{Payments: o.Payments, Trials: o.Trials, BatchSize: o.BatchSize, MaxFeeGwei: cmp.Or(o.MaxFeeGwei, 500), PollMillis: o.PollInterval.Milliseconds()}
	var sender, recorded, ceiling []float64
	var peak atomic.Uint64
	res.RSSReset = true
	for trial := range o.Trials {
		// A fresh chain per trial: the same starting state for both sides.
		r, rec, err := senderTrial(ctx, o, trial, &peak, &res)
		if err != nil {
			return res, fmt.Errorf("sender trial %d: %w", trial+1, err)
		}
		c, err := ceilingTrial(ctx, o)
		if err != nil {
			return res, fmt.Errorf("ceiling trial %d: %w", trial+1, err)
		}
		sender, recorded, ceiling = append(sender, r), append(recorded, rec), append(ceiling, c)
		fmt.Fprintf(o.Out, "trial %d: sender %.1f payouts/s, ceiling %.1f/s\n", trial+1, r, c)
	}
	res.SenderPerSec, res.RecordedPerSec, res.CeilingPerSec = median(sender), median(recorded), median(ceiling)
	ratios := make([]float64, len(sender))
	for i := range sender {
		ratios[i] = sender[i] / ceiling[i]
	}
	res.Ratio = median(ratios)
	res.PeakHeapMiB = float64(peak.Load()) / (1 << 20)
	return res, nil
}

// miner commits a block whenever the pool holds a transaction.
func miner(ctx context.Context, c *devchain.Chain) func() {
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		payer := crypto.PubkeyToAddress(devchain.PayerKey().PublicKey)
		for ctx.Err() == nil {
			pending, err1 := c.Client().PendingNonceAt(ctx, payer)
			mined, err2 := c.Client().NonceAt(ctx, payer, nil)
			if err1 == nil && err2 == nil && pending > mined {
				_, _ = c.Mine(1)
				continue
			}
			time.Sleep(time.Millisecond)
		}
	}()
	return func() { cancel(); <-done }
}

func payments(c *devchain.Chain, n int, tag string) []txsender.Payment {
	out := make([]txsender.Payment, n)
	for i := range out {
		var to common.Address
		copy(to[:], crypto.Keccak256([]byte(fmt.Sprintf("%s-%d", tag, i)))[12:])
		out[i] = txsender.Payment{Key: fmt.Sprintf("bench:%s:%d", tag, i), ChainID: c.ChainID().Uint64(), Vault: c.Vault(),
			Token: c.USDC(), To: to, Amount: big.NewInt(1_000_000)}
	}
	return out
}

// senderTrial returns the payments per second on chain and recorded by
// their steps.
func senderTrial(ctx context.Context, o Options, trial int, peak *atomic.Uint64, res *Result) (onChain, recorded float64, err error) {
	c, err := devchain.Start(devchain.Options{Vault: devchain.VaultV2})
	if err != nil {
		return 0, 0, err
	}
	defer c.Close()
	if err := store.Migrate(ctx, o.DatabaseURL); err != nil { // the deploy's migrate step
		return 0, 0, err
	}
	pool, err := store.Open(ctx, o.DatabaseURL)
	if err != nil {
		return 0, 0, err
	}
	defer pool.Close()
	if err := clean(ctx, pool); err != nil {
		return 0, 0, err
	}
	cl := &countingClient{Client: c.Client()}
	s, err := txsender.New(ctx, txsender.Config{
		ChainID: c.ChainID().Uint64(), Client: cl, Signer: txsender.NewKey(devchain.PayerKey()), DB: pool,
		FinalityDepth: 1, PaidSearchFrom: c.VaultBlock(), MaxFeePerGas: new(big.Int).Mul(big.NewInt(cmp.Or(o.MaxFeeGwei, 500)), big.NewInt(1e9)),
		Logger: slog.New(slog.DiscardHandler), BatchSize: o.BatchSize,
	})
	if err != nil {
		return 0, 0, err
	}
	ps := payments(c, o.Payments, fmt.Sprintf("sender-%d-%d", time.Now().UnixNano(), trial))
	if err := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0); err != nil {
		res.RSSReset = false // the peak then includes what ran before this trial
	}
	stopSampling := sampleHeap(peak)
	defer stopSampling()
	defer func() { res.PeakRSSMiB = max(res.PeakRSSMiB, float64(vmHWM())/(1<<20)) }()
	vaultHeld, err := usdcBalance(ctx, c, c.Vault())
	if err != nil {
		return 0, 0, err
	}
	paidOut := new(big.Int)
	for _, p := range ps {
		paidOut.Add(paidOut, p.Amount)
	}
	stopMiner := miner(ctx, c)
	defer stopMiner()
	start := time.Now()
	onChainAt := make(chan time.Duration, 1)
	watchCtx, stopWatch := context.WithCancel(ctx)
	defer stopWatch()
	go func() { onChainAt <- watchPaidOut(watchCtx, c, new(big.Int).Sub(vaultHeld, paidOut), start) }()
	g, gctx := errgroup.WithContext(ctx)
	first := make([]int64, len(ps))
	for i, p := range ps {
		g.Go(func() error {
			var calls atomic.Int64
			for step := 0; ; step++ {
				sctx := gctx
				if step == 0 {
					sctx = context.WithValue(gctx, stepCalls{}, &calls)
				}
				st, err := s.Step(sctx, p)
				if step == 0 {
					first[i] = calls.Load()
				}
				if err != nil {
					return fmt.Errorf("%s: %w", p.Key, err)
				}
				if st.State == txsender.StateMined || st.State == txsender.StateFinal {
					return nil
				}
				select {
				case <-gctx.Done():
					return gctx.Err()
				case <-time.After(o.PollInterval):
				}
			}
		})
	}
	if err := g.Wait(); err != nil {
		return 0, 0, err
	}
	elapsed := time.Since(start)
	onChainTook := <-onChainAt
	if onChainTook == 0 {
		return 0, 0, errors.New("every payment was recorded mined, and the vault never paid them all out")
	}
	res.Broadcasts = int(cl.sends.Load())
	res.RPCCalls = int(cl.calls.Load())
	res.FirstStepRPCsMin, res.FirstStepRPCsMax = int(slices.Min(first)), int(slices.Max(first))
	if err := pool.QueryRow(ctx, `SELECT count(*) FILTER (WHERE kind = 'pay'), count(*) FILTER (WHERE kind = 'batch') FROM tx_sends`).Scan(&res.Rows, &res.Batches); err != nil {
		return 0, 0, err
	}
	return float64(o.Payments) / onChainTook.Seconds(), float64(o.Payments) / elapsed.Seconds(), nil
}

// clean empties the sender's tables: each trial runs on a fresh chain, whose
// nonces start at the vault setup's again.
// usdcBalance is holder's TestUSDC balance at the head.
func usdcBalance(ctx context.Context, c *devchain.Chain, holder common.Address) (*big.Int, error) {
	usdc := c.USDC()
	out, err := c.Client().CallContract(ctx, ethereum.CallMsg{To: &usdc, Data: append(common.FromHex("0x70a08231"), common.LeftPadBytes(holder.Bytes(), 32)...)}, nil)
	if err != nil {
		return nil, fmt.Errorf("balanceOf %s: %w", holder, err)
	}
	return new(big.Int).SetBytes(out), nil
}

// watchPaidOut reads the vault's TestUSDC balance every millisecond (as the
// ceiling polls its last receipt) and returns how long after start it first
// was at most left: every payment paid out. 0 when ctx ends first.
func watchPaidOut(ctx context.Context, c *devchain.Chain, left *big.Int, start time.Time) time.Duration {
	err := untilABlockShows(ctx, c, func() (bool, error) {
		b, err := usdcBalance(ctx, c, c.Vault())
		return err == nil && b.Cmp(left) <= 0, nil
	})
	if err != nil {
		return 0
	}
	return time.Since(start)
}

// untilABlockShows asks done after each new block (the head is read every
// millisecond) until it says so. Both sides are clocked by it: asking once
// a block costs the chain next to nothing, where asking every millisecond
// ran the vault's code a thousand times a second beside the side timed.
func untilABlockShows(ctx context.Context, c *devchain.Chain, done func() (bool, error)) error {
	last := uint64(0)
	for {
		if h := c.Head(); h != last {
			last = h
			if ok, err := done(); err != nil || ok {
				return err
			}
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		time.Sleep(time.Millisecond)
	}
}

func clean(ctx context.Context, pool *pgxpool.Pool) error {
	_, err := pool.Exec(ctx, `TRUNCATE tx_attempts, tx_sends, tx_nonces`)
	return err
}

// ceilingTrial signs the same payments with consecutive nonces and sends
// them all, then waits for the last receipt: no database, no checks.
func ceilingTrial(ctx context.Context, o Options) (float64, error) {
	c, err := devchain.Start(devchain.Options{Vault: devchain.VaultV2})
	if err != nil {
		return 0, err
	}
	defer c.Close()
	ps := payments(c, o.Payments, fmt.Sprintf("ceiling-%d", time.Now().UnixNano()))
	key := devchain.PayerKey()
	stopMiner := miner(ctx, c)
	defer stopMiner()
	start := time.Now()
	txs, err := signAll(ctx, c, key, ps)
	if err != nil {
		return 0, err
	}
	for _, tx := range txs {
		if err := c.Client().SendTransaction(ctx, tx); err != nil {
			return 0, err
		}
	}
	last := txs[len(txs)-1].Hash()
	err = untilABlockShows(ctx, c, func() (bool, error) {
		r, err := c.Client().TransactionReceipt(ctx, last)
		if err != nil || r == nil {
			return false, nil
		}
		if r.Status != types.ReceiptStatusSuccessful {
			return false, errors.New("a ceiling payment reverted")
		}
		return true, nil
	})
	if err != nil {
		return 0, err
	}
	return float64(o.Payments) / time.Since(start).Seconds(), nil
}

// signAll signs the vault payments as the sender would (the same vault key,
// gas estimated once, both fees above the base fee), nonce after nonce.
func signAll(ctx context.Context, c *devchain.Chain, key *ecdsa.PrivateKey, ps []txsender.Payment) ([]*types.Transaction, error) {
	cl := c.Client()
	from := crypto.PubkeyToAddress(key.PublicKey)
	nonce, err := cl.PendingNonceAt(ctx, from)
	if err != nil {
		return nil, err
	}
	head, err := cl.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	tip, err := cl.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, err
	}
	v := vaultv2.NewDepositVaultV2()
	signer := types.LatestSignerForChainID(c.ChainID())
	vault := c.Vault()
	var gas uint64
	txs := make([]*types.Transaction, len(ps))
	for i, p := range ps {
		data := v.PackPay(txsender.VaultKey(p.ChainID, p.Vault, p.Key), p.Token, p.To, p.Amount)
		if gas == 0 {
			if gas, err = cl.EstimateGas(ctx, callMsg(from, vault, data)); err != nil {
				return nil, err
			}
			gas = gas * 12 / 10
		}
		tx, err := types.SignNewTx(key, signer, &types.DynamicFeeTx{
			ChainID: c.ChainID(), Nonce: nonce + uint64(i), To: &vault, Gas: gas, GasTipCap: tip,
			GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip), Data: data,
		})
		if err != nil {
			return nil, err
		}
		txs[i] = tx
	}
	return txs, nil
}

// sampleHeap records the largest heap seen until the returned func is called.
func sampleHeap(peak *atomic.Uint64) func() {
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			if m.HeapAlloc > peak.Load() {
				peak.Store(m.HeapAlloc)
			}
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()
	var once sync.Once
	return func() { once.Do(func() { close(stop); <-done }) }
}

// vmHWM is this process's peak resident set in bytes (0 if unreadable).
func vmHWM() int64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

func callMsg(from, to common.Address, data []byte) ethereum.CallMsg {
	return ethereum.CallMsg{From: from, To: &to, Data: data}
}
