package devcli

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/rpc"
	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/sdk/client"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/internal/swapworker"
	"github.com/swapengine/swapengine/workflows"
)

// runChainDemo is the demo's second part: a local chain served over HTTP
// JSON-RPC, a worker that scans it, one deposit that drives a swap to success
// and one that a reorg takes away before it is final.
func runChainDemo(ctx context.Context, out io.Writer, cl client.Client, pool *pgxpool.Pool, wcfg swapworker.Config) ([]string, error) {
	fmt.Fprintln(out, "\n── part 2: deposits on a local chain, a reorg ──")
	// A random deployer key: another vault address, so another scanner ID, each run
	// (tests on the same Temporal server then never meet this scanner).
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", VaultKey: devchain.RandomVaultKey()})
	if err != nil {
		return nil, err
	}
	defer c.Close()
	fmt.Fprintf(out, "chain %s at %s (newHeads at %s), deposit vault %s\n", c.ChainID(), c.RPCURL(), c.WSURL(), c.Vault().Hex())

	// The scanning worker reaches the chain only through its RPC URL, as it
	// would any EVM node.
	rc, err := rpc.DialContext(ctx, c.RPCURL())
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	wcfg.TaskQueue = workflows.TaskQueue + "-chain"
	wcfg.RPCURL, wcfg.WSURL = c.RPCURL(), c.WSURL()
	// newHeads over the chain's WebSocket endpoint wakes the scanner at each block.
	heads := chain.WatchHeads(ctx, c.WSURL(), nil)
	var paused atomic.Bool
	stop, err := startDemoWorker(wcfg, swapworker.Deps{Temporal: cl, DB: pool, RPC: rc, Heads: heads}, c, &paused)
	if err != nil {
		return nil, err
	}
	defer stop()

	scanner := workflows.ScannerInput{
		Config: chain.Config{ChainID: c.ChainID().Uint64(), Contract: c.Vault(),
			Finality: chain.Finality{Depth: 5}, StartBlock: c.VaultBlock()},
		PollInterval: 200 * time.Millisecond,
	}
	if _, err := operator.StartScanner(ctx, cl, wcfg.TaskQueue, scanner); err != nil {
		return nil, err
	}
	defer func() {
		_ = cl.TerminateWorkflow(context.Background(), workflows.ScannerWorkflowID(scanner.Config), "", "demo over")
	}()
	fmt.Fprintf(out, "scanner %s: finality 5 blocks, a block every 200 ms\n", workflows.ScannerWorkflowID(scanner.Config))

	printer := &statusPrinter{out: out, cl: cl, last: map[string]swap.Status{}}
	stamp := time.Now().Unix()
	okID, reorgID := fmt.Sprintf("demo-chain-%d", stamp), fmt.Sprintf("demo-reorg-%d", stamp)
	const wei = 1_000_000_000_000_000 // 0.001 ETH
	start := func(id string) (client.WorkflowRun, error) {
		opts := swapclient.StartOptions(id)
		opts.TaskQueue = wcfg.TaskQueue
		return cl.ExecuteWorkflow(ctx, opts, workflows.SwapWorkflow, workflows.SwapInput{
			Terms:           swap.Terms{SwapID: id, AmountUnits: fmt.Sprint(wei), Asset: "ETH", ChainID: c.ChainID().Uint64(), PayoutAddress: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8"},
			WebhookURL:      wcfg.ExchangeURL + "/v1/webhooks",
			DepositDeadline: time.Now().Add(time.Hour).UTC().Truncate(time.Second),
		})
	}

	// A deposit that goes all the way.
	run, err := start(okID)
	if err != nil {
		return nil, err
	}
	if _, err := c.Deposit(ctx, 0, okID, big.NewInt(wei)); err != nil {
		return nil, err
	}
	fmt.Fprintf(out, "\n%s: deposit of %d wei sent to the vault\n", okID, wei)
	if err := printer.follow(ctx, okID, run); err != nil {
		return nil, err
	}

	// A deposit that a reorg removes while it is still tentative.
	run, err = start(reorgID)
	if err != nil {
		return nil, err
	}
	paused.Store(true)
	tx, err := c.Deposit(ctx, 0, reorgID, big.NewInt(wei))
	if err != nil {
		return nil, err
	}
	rcpt, err := c.MineUntilReceipt(ctx, tx.Hash(), 5)
	if err != nil {
		return nil, err
	}
	depositBlock := rcpt.BlockNumber.Uint64()
	fmt.Fprintf(out, "\n%s: deposit mined in block #%d\n", reorgID, depositBlock)
	if err := printer.waitFor(ctx, reorgID, swap.StatusDeposit); err != nil {
		return nil, err
	}
	depth := int(c.Head() - depositBlock + 1)
	if err := c.Reorg(depth, false); err != nil {
		return nil, err
	}
	fmt.Fprintf(out, "%s: reorg of depth %d replaced block #%d and dropped the deposit\n", reorgID, depth, depositBlock)
	paused.Store(false)
	if err := printer.waitFor(ctx, reorgID, swap.StatusWaiting); err != nil {
		return nil, err
	}
	if _, err := c.Deposit(ctx, 0, reorgID, big.NewInt(wei)); err != nil {
		return nil, err
	}
	fmt.Fprintf(out, "%s: paid again\n", reorgID)
	if err := printer.follow(ctx, reorgID, run); err != nil {
		return nil, err
	}

	sv, err := operator.ScannerStatus(ctx, cl, scanner.Config)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(out, "\nscanner: cursor #%d, head #%d, final #%d, lag %d, %d passes", sv.Cursor, sv.Head, sv.Final, sv.Lag, sv.Passes)
	if sv.LastReorg != nil && sv.LastReorg.Reorg != nil {
		r := sv.LastReorg.Reorg
		fmt.Fprintf(out, "; last reorg: depth %d, rewound from #%d to #%d, %d tentative observation(s) orphaned", r.Depth, r.From.Number, r.Ancestor.Number, r.Orphaned)
	}
	fmt.Fprintln(out)
	for _, id := range []string{okID, reorgID} {
		fmt.Fprintf(out, "\n%s ", id)
		if err := printEffects(ctx, out, pool, id); err != nil {
			return nil, err
		}
	}
	return []string{okID, reorgID, workflows.ScannerWorkflowID(scanner.Config)}, nil
}

// startDemoWorker runs a worker with deps on wcfg's task queue and mines a
// block of c every 200 ms unless paused; the returned func stops both.
func startDemoWorker(wcfg swapworker.Config, deps swapworker.Deps, c *devchain.Chain, paused *atomic.Bool) (func(), error) {
	w, _, err := swapworker.New(wcfg, deps)
	if err != nil {
		return nil, err
	}
	if err := w.Start(); err != nil {
		return nil, err
	}
	stopMiner := mineEvery(c, 200*time.Millisecond, paused)
	return func() { stopMiner(); w.Stop() }, nil
}

// mineEvery mines a block per interval unless paused; the returned func stops it.
func mineEvery(c *devchain.Chain, every time.Duration, paused *atomic.Bool) func() {
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				if !paused.Load() {
					_, _ = c.Mine(1)
				}
			}
		}
	}()
	return func() { close(stop); wg.Wait() }
}

// statusPrinter follows swaps and prints each status they pass through,
// remembering the last one shown so that following a swap again repeats nothing.
type statusPrinter struct {
	out  io.Writer
	cl   client.Client
	last map[string]swap.Status
}

// waitFor prints each status the swap passes through until it reaches want.
func (p *statusPrinter) waitFor(ctx context.Context, id string, want swap.Status) error {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	for {
		v, err := swapclient.Status(ctx, p.cl, id)
		if err == nil && v.Status != p.last[id] {
			p.last[id] = v.Status
			fmt.Fprintf(p.out, "  %s → %s\n", id, v.Status)
		}
		last := p.last[id]
		if last == want {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("swap %s did not reach %s (last %s): %w", id, want, last, ctx.Err())
		case <-time.After(100 * time.Millisecond):
		}
	}
}

func (p *statusPrinter) follow(ctx context.Context, id string, run client.WorkflowRun) error {
	if err := p.waitFor(ctx, id, swap.StatusSuccess); err != nil {
		return err
	}
	return run.Get(ctx, nil)
}
