package operator

import (
	"context"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/swapengine/swapengine/internal/devstack"
	"github.com/swapengine/swapengine/internal/soak"
)

// SoakOps hands the soak the operator's own ways to start, confirm and inspect swaps and the
// scanner (the soak package cannot import this one: this one imports it).
func SoakOps() soak.Ops {
	return soak.Ops{StartOptions: StartOptions, Confirm: Confirm, Status: Status, StartScanner: StartScanner, ScannerStatus: ScannerStatus}
}

func runSoak(ctx context.Context, args []string, out io.Writer) (err error) {
	cfg := soak.DefaultConfig()
	var keep bool
	fs := newFlags("soak", out)
	fs.IntVar(&cfg.Swaps, "swaps", cfg.Swaps, "swaps to run")
	fs.IntVar(&cfg.Concurrency, "concurrency", cfg.Concurrency, "swaps driven at once")
	fs.Int64Var(&cfg.Seed, "seed", cfg.Seed, "seed of the plans, the kills, the reorgs and the receivers' faults")
	fs.DurationVar(&cfg.KillEvery, "kill-every", cfg.KillEvery, "SIGKILL a random worker this often (±50%) and restart it; 0 disables")
	fs.IntVar(&cfg.MaxKills, "max-kills", cfg.MaxKills, "at most this many worker kills")
	fs.IntVar(&cfg.Workers, "workers", cfg.Workers, "worker subprocesses on the task queue")
	fs.Float64Var(&cfg.FailRate, "fail-rate", cfg.FailRate, "fraction of provider requests answered 503 before anything is done")
	fs.Float64Var(&cfg.LoseRate, "lose-rate", cfg.LoseRate, "fraction of provider effects whose response is lost after commit")
	fs.IntVar(&cfg.Reorgs, "reorgs", cfg.Reorgs, "chain reorgs at the tip, each under a tentative deposit")
	fs.Float64Var(&cfg.ChainShare, "chain-share", cfg.ChainShare, "fraction of swaps paid on chain (the rest by direct signals/updates)")
	fs.Float64Var(&cfg.SecondShare, "second-share", cfg.SecondShare, "fraction of direct swaps that also get a second deposit, to be refunded")
	fs.DurationVar(&cfg.Timeout, "timeout", cfg.Timeout, "deadline for the whole run; swaps not finished by then are violations")
	fs.DurationVar(&cfg.SwapDeadline, "swap-deadline", cfg.SwapDeadline, "how long one swap may take from its start; longer is a violation")
	fs.DurationVar(&cfg.BlockTime, "block-time", cfg.BlockTime, "a block this often")
	fs.Uint64Var(&cfg.FinalityDepth, "finality-depth", cfg.FinalityDepth, "confirmations that make a deposit final")
	fs.StringVar(&cfg.WorkerBinary, "worker-bin", "", "worker binary to run (default: go build ./worker)")
	fs.BoolVar(&keep, "keep", false, "leave the stack running after the report, until Ctrl-C")
	if err := parse(fs, args); err != nil {
		return err
	}
	check := cfg // the stack is not up yet: validate the flags alone
	check.Temporal.Address, check.DatabaseURL = "-", "-"
	if err := check.Validate(); err != nil {
		return usagef("soak: %v", err)
	}

	stack, err := startEmbeddedStack(ctx, "soak-stack", out)
	if err != nil {
		return err
	}
	defer stack.Stop()
	cfg.Temporal = stack.Temporal
	cfg.DatabaseURL = stack.DatabaseURL
	if os.Getenv("DATABASE_URL") != "" {
		// The soak reads whole tables: give it a database of its own on that server, dropped
		// after a clean run and kept for inspection otherwise.
		name := fmt.Sprintf("soak_%d", time.Now().UnixNano())
		if cfg.DatabaseURL, err = devstack.NewDatabase(ctx, stack.DatabaseURL, name); err != nil {
			return fmt.Errorf("soak: create database %s on the DATABASE_URL server: %w", name, err)
		}
		fmt.Fprintf(out, "· using a new database %s on the DATABASE_URL server\n", name)
		clean := false
		defer func() {
			if !clean || keep {
				fmt.Fprintf(out, "· database %s kept\n", name)
				return
			}
			dctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			_ = devstack.DropDatabase(dctx, stack.DatabaseURL, name)
		}()
		defer func() { clean = err == nil }()
	}
	cfg.Out, cfg.Progress = out, out
	if keep {
		cfg.Hold = func(i soak.Info) {
			fmt.Fprintf(out, "\nstack kept running until Ctrl-C: Temporal %s (task queue %s, swaps %s-*)", stack.Temporal.Address, i.TaskQueue, i.SwapPrefix)
			if stack.UIURL != "" {
				fmt.Fprintf(out, ", Temporal Web %s", stack.UIURL)
			}
			fmt.Fprintf(out, "\n  Postgres %s\n  providers %s, chain %s (vault %s)\n  scanner %s, worker logs %s\n",
				cfg.DatabaseURL, i.ProvidersURL, i.ChainRPCURL, i.Vault, i.ScannerID, i.Dir)
			<-ctx.Done()
		}
	}
	fmt.Fprintf(out, "· soak: %d swaps, concurrency %d, seed %d, kill every %s, fail %.2f, lose %.2f, %d reorgs\n",
		cfg.Swaps, cfg.Concurrency, cfg.Seed, cfg.KillEvery, cfg.FailRate, cfg.LoseRate, cfg.Reorgs)
	rep, err := soak.Run(ctx, cfg, SoakOps())
	if err != nil {
		return err
	}
	if rep.Violations > 0 {
		return fmt.Errorf("soak: %d invariant violations", rep.Violations)
	}
	return nil
}
