package devcli

import (
	"context"
	"flag"
	"fmt"
	"io"

	"github.com/swapengine/swapengine/internal/harness/soak"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/swapclient"
)

// SoakOps hands the soak the operator's own ways to start, confirm and inspect swaps and the
// scanner (the soak package cannot import this one: this one imports it).
func SoakOps() soak.Ops {
	return soak.Ops{StartOptions: swapclient.StartOptions, Confirm: swapclient.Confirm, Status: swapclient.Status, Resolve: swapclient.Resolve, StartScanner: operator.StartScanner, ScannerStatus: operator.ScannerStatus,
		Starter: operator.Main}
}

// soakFlags registers the soak's flags over cfg.
func soakFlags(cfg *soak.Config, keep *bool, out io.Writer) *flag.FlagSet {
	fs := newFlags("soak", out)
	fs.IntVar(&cfg.Swaps, "swaps", cfg.Swaps, "swaps to run (from 500 on, the chaos is scaled up: see docs/reliability.md)")
	fs.IntVar(&cfg.Concurrency, "concurrency", cfg.Concurrency, "swaps driven at once")
	fs.IntVar(&cfg.Chains, "chains", cfg.Chains, "dev chains served (1 or 2), each with its own chain ID, vault v2, RPC fault proxy and scanner; chain swaps take them in turn; on-chain payouts on the first only, the second's go to the HTTP receivers")
	fs.Int64Var(&cfg.Seed, "seed", cfg.Seed, "seed of the plans, the kills, the reorgs and the receivers' faults")
	fs.DurationVar(&cfg.KillEvery, "kill-every", cfg.KillEvery, "SIGKILL a random worker this often (±50%) and restart it; 0 disables")
	fs.IntVar(&cfg.MaxKills, "max-kills", cfg.MaxKills, "at most this many worker kills")
	fs.IntVar(&cfg.Workers, "workers", cfg.Workers, "worker subprocesses on the task queue")
	fs.IntVar(&cfg.ChainWorkers, "chain-workers", cfg.ChainWorkers, "of the workers, how many serve every chain (-chains FILE: the scanners); the others serve the payer's chain alone, whose payouts and trades every worker makes (database, hot key, the node through the fault proxy, its DEX route)")
	fs.Float64Var(&cfg.FailRate, "fail-rate", cfg.FailRate, "fraction of provider requests answered 503 before anything is done")
	fs.Float64Var(&cfg.LoseRate, "lose-rate", cfg.LoseRate, "fraction of provider effects whose response is lost after commit")
	fs.IntVar(&cfg.Reorgs, "reorgs", cfg.Reorgs, "chain reorgs at the tip, each under a tentative deposit")
	fs.IntVar(&cfg.PaymentReorgs, "payment-reorgs", cfg.PaymentReorgs, "chain reorgs at the tip, each under a payout or refund transaction that is mined but not final")
	fs.IntVar(&cfg.Storms, "storms", cfg.Storms, "reorg storms: bursts of reorgs at random depths 1 … finality-2")
	fs.IntVar(&cfg.StormSize, "storm-size", cfg.StormSize, "at most this many reorgs in one storm")
	fs.DurationVar(&cfg.StormEvery, "storm-every", cfg.StormEvery, "a storm this often (±50%)")
	fs.IntVar(&cfg.PGRestarts, "pg-restarts", cfg.PGRestarts, "Postgres crashes (pg_ctl stop -m immediate) and restarts of the soak's own cluster")
	fs.DurationVar(&cfg.PGEvery, "pg-every", cfg.PGEvery, "a Postgres crash this often (±50%)")
	fs.DurationVar(&cfg.PGOutage, "pg-outage", cfg.PGOutage, "how long Postgres stays down")
	fs.IntVar(&cfg.RPCFaults, "rpc-faults", cfg.RPCFaults, "RPC fault episodes between scanner and chain (timeout, 429, range limit, garbled JSON, head backwards, lagging node, in turn)")
	fs.DurationVar(&cfg.RPCEvery, "rpc-every", cfg.RPCEvery, "an RPC fault episode this often (±50%)")
	fs.DurationVar(&cfg.PassTimeout, "pass-timeout", cfg.PassTimeout, "a scan pass's timeout (the RPC timeout episode answers slower)")
	fs.IntVar(&cfg.ByHand, "by-hand", cfg.ByHand, "payer-chain payouts over the per-payment cap (set by -tight-caps): each becomes an item for a person, which the soak pays by hand and dismisses; none may be paid again")
	fs.BoolVar(&cfg.TightCaps, "tight-caps", cfg.TightCaps, "set the payer chain's per-day payout caps from the plan: customer payouts just fit, stranger refunds would not if they shared the window")
	fs.BoolVar(&cfg.FullChaos, "full-chaos", cfg.FullChaos, "keep driving until every kill, storm, Postgres crash, RPC episode and outage has been injected")
	fs.IntVar(&cfg.Outages, "outages", cfg.Outages, "receiver outages (exchange, payout and refund, webhooks, in turn)")
	fs.DurationVar(&cfg.OutageEvery, "outage-every", cfg.OutageEvery, "an outage this often (±50%)")
	fs.DurationVar(&cfg.OutageLen, "outage", cfg.OutageLen, "how long a receiver outage lasts")
	fs.Float64Var(&cfg.StrangerShare, "stranger-share", cfg.StrangerShare, "fraction of chain swaps that also get dust or a wrong amount from a stranger's key")
	fs.Float64Var(&cfg.FloodShare, "flood-share", cfg.FloodShare, "fraction of the open direct swaps flooded with duplicate and new-ID deliveries")
	fs.IntVar(&cfg.FloodSize, "flood-size", cfg.FloodSize, "duplicate and new-ID deliveries per flooded swap (each)")
	fs.IntVar(&cfg.PayoutBatchSize, "payout-batch-size", cfg.PayoutBatchSize, "the workers' -payout-batch-size: above 1, payouts on the payer chain go through the vault's payBatch")
	fs.Float64Var(&cfg.FixedQuoteShare, "fixed-quote-share", cfg.FixedQuoteShare, "fraction of the payer chain's ETH → USDC swaps created from a fixed quote (the pool's own): traded and paid in one transaction on the DEX route")
	fs.Float64Var(&cfg.PlainShare, "plain-share", cfg.PlainShare, "fraction of the payer chain's swaps paid by a plain transfer (21,000-gas native, or a token transfer) to their deposit address, swept into the vault by the workers")
	fs.Float64Var(&cfg.HostileShare, "hostile-share", cfg.HostileShare, "fraction of the payer chain's native payouts sent to a recipient that refuses coin (gas burner, reverting contract, contract without receive)")
	fs.IntVar(&cfg.DryWallets, "dry-wallets", cfg.DryWallets, "times the payer wallet runs dry (it starts short; each time it is topped up after -dry-for)")
	fs.DurationVar(&cfg.DryFor, "dry-for", cfg.DryFor, "how long the payer wallet stays dry once a payment was refused for it")
	fs.BoolVar(&cfg.FlakyEndpoint, "flaky-endpoint", cfg.FlakyEndpoint, "give each chain a second RPC endpoint, the scanner's first, that leaves out logs and answers stale block hashes at random")
	fs.DurationVar(&cfg.FlakyEvery, "flaky-every", cfg.FlakyEvery, "a lie of the flaky endpoint this often (±50%)")
	fs.Float64Var(&cfg.ChainShare, "chain-share", cfg.ChainShare, "fraction of swaps paid on chain (the rest by direct signals/updates)")
	fs.Float64Var(&cfg.TokenShare, "token-share", cfg.TokenShare, "fraction of chain swaps paid in the soak's USDC (paid out in ETH; the others the other way round)")
	fs.Float64Var(&cfg.SecondShare, "second-share", cfg.SecondShare, "fraction of direct swaps that also get a second deposit, to be refunded")
	fs.DurationVar(&cfg.Timeout, "timeout", cfg.Timeout, "deadline for the whole run; swaps not finished by then are violations")
	fs.DurationVar(&cfg.SwapDeadline, "swap-deadline", cfg.SwapDeadline, "how long one swap may take from its start; longer is a violation")
	fs.DurationVar(&cfg.BlockTime, "block-time", cfg.BlockTime, "a block this often")
	fs.Uint64Var(&cfg.FinalityDepth, "finality-depth", cfg.FinalityDepth, "confirmations that make a deposit final")
	fs.StringVar(&cfg.WorkerBinary, "worker-bin", "", "worker binary to run (default: go build ./worker)")
	fs.BoolVar(keep, "keep", false, "leave the stack running after the report, until Ctrl-C")
	return fs
}

func runSoak(ctx context.Context, args []string, out io.Writer) (err error) {
	// The chaos's defaults depend on -swaps: read it first, then parse for real over the
	// defaults scaled to it (flags given explicitly still win).
	var keep bool
	first := soak.DefaultConfig()
	probe := soakFlags(&first, &keep, io.Discard)
	probe.Usage = func() {}
	_ = probe.Parse(args)
	cfg := soak.DefaultConfig()
	cfg.Swaps = first.Swaps
	cfg.ScaleChaos()
	fs := soakFlags(&cfg, &keep, out)
	if err := parse(fs, args); err != nil {
		return err
	}
	check := cfg // the stack is not up yet: validate the flags alone
	check.Temporal.Address = "-"
	if err := check.Validate(); err != nil {
		return usagef("soak: %v", err)
	}

	// Temporal: the embedded dev server unless TEMPORAL_ADDRESS names one. Postgres is the
	// soak's own cluster, always: it crashes and restarts it (DATABASE_URL is not used).
	stack, err := startStack(ctx, "soak-stack", out, false)
	if err != nil {
		return err
	}
	defer stack.Stop()
	cfg.Temporal = stack.Temporal
	cfg.DatabaseURL = ""
	cfg.Out, cfg.Progress = out, out
	if keep {
		cfg.Hold = func(i soak.Info) {
			fmt.Fprintf(out, "\nstack kept running until Ctrl-C: Temporal %s (task queue %s, swaps %s-*)", stack.Temporal.Address, i.TaskQueue, i.SwapPrefix)
			if stack.UIURL != "" {
				fmt.Fprintf(out, ", Temporal Web %s", stack.UIURL)
			}
			fmt.Fprintf(out, "\n  Postgres %s\n  providers %s, worker logs %s\n", i.DatabaseURL, i.ProvidersURL, i.Dir)
			for _, c := range i.Chains {
				fmt.Fprintf(out, "  chain %s (ID %d) %s (vault %s, USDC %s), RPC proxy %s, scanner %s\n",
					c.Name, c.ChainID, c.RPCURL, c.Vault, c.USDC, c.ProxyURL, c.Scanner)
			}
			<-ctx.Done()
		}
	}
	fmt.Fprintf(out, "· soak: %d swaps, concurrency %d, seed %d, %d chains, %d workers (%d with the chains); kill every %s (max %d), fail %.2f, lose %.2f; "+
		"%d reorgs, %d storms; %d Postgres crashes; %d RPC fault episodes; %d receiver outages of %s; strangers %.2f, floods %.2f × %d; "+
		"hostile recipients %.2f, %d dry wallets, flaky endpoint %v\n",
		cfg.Swaps, cfg.Concurrency, cfg.Seed, cfg.Chains, cfg.Workers, cfg.ChainWorkers, cfg.KillEvery, cfg.MaxKills, cfg.FailRate, cfg.LoseRate,
		cfg.Reorgs, cfg.Storms, cfg.PGRestarts, cfg.RPCFaults, cfg.Outages, cfg.OutageLen, cfg.StrangerShare, cfg.FloodShare, cfg.FloodSize,
		cfg.HostileShare, cfg.DryWallets, cfg.FlakyEndpoint)
	rep, err := soak.Run(ctx, cfg, SoakOps())
	if err != nil {
		return err
	}
	if rep.Violations > 0 {
		return fmt.Errorf("soak: %d invariant violations", rep.Violations)
	}
	return nil
}
