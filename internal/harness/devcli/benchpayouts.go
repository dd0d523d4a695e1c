package devcli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/pprof"

	"github.com/swapengine/swapengine/internal/harness/devstack"
	"github.com/swapengine/swapengine/internal/harness/payoutbench"
)

// runBenchPayouts measures on-chain payouts through one hot key against raw
// signed sends of the same payments (docs/benchmarks.md).
func runBenchPayouts(ctx context.Context, args []string, out io.Writer) error {
	o := payoutbench.Options{Out: out}
	var report string
	fs := newFlags("bench-payouts", out)
	fs.IntVar(&o.Payments, "payments", 500, "payouts per trial, all in flight at once")
	fs.IntVar(&o.Trials, "trials", 3, "alternated trials (sender, ceiling); the median is reported")
	fs.IntVar(&o.BatchSize, "batch-size", 0, "the sender's batch size (-payout-batch-size): above 1, payments go through the vault's payBatch, many per transaction")
	fs.Int64Var(&o.MaxFeeGwei, "max-fee-gwei", 500, "the sender's maxFeePerGas cap in gwei (-payout-max-fee-gwei); with batches it bounds their size under the node's 1-ether fee cap")
	fs.DurationVar(&o.PollInterval, "poll", payoutbench.DefaultPollInterval, "the wait between two steps of one payment, as the payout activity's (the worker's default is 2s)")
	fs.StringVar(&report, "o", "", "where to write the JSON report (empty: none)")
	var cpuProfile string
	fs.StringVar(&cpuProfile, "cpuprofile", "", "write a CPU profile of the whole run (both sides, the in-process chain included) to this file")
	if err := parse(fs, args); err != nil {
		return err
	}
	if cpuProfile != "" {
		f, err := os.Create(cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	if o.Payments < 1 || o.Trials < 1 {
		return usagef("bench-payouts: -payments and -trials must be at least 1")
	}
	// Postgres only: the sender needs no Temporal.
	if o.DatabaseURL = os.Getenv("DATABASE_URL"); o.DatabaseURL == "" {
		dir, err := os.MkdirTemp("", "swapengine-bench-payouts-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		if err := os.Chmod(dir, 0o755); err != nil { // Postgres runs as its own user when we are root
			return err
		}
		fmt.Fprintln(out, "· starting a throw-away Postgres cluster …")
		pg, err := devstack.StartPostgres(ctx, filepath.Join(dir, "postgres"), nil)
		if err != nil {
			return err
		}
		defer func() { _ = pg.Stop() }()
		o.DatabaseURL = pg.URL
	}
	res, err := payoutbench.Run(ctx, o)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "\n%d payouts through one hot key, median of %d trials:\n", res.Payments, res.Trials)
	fmt.Fprintf(out, "  sender   %8.1f payouts/s on chain (%d rows, %d broadcasts, %d batches in the last trial; batch size %d, max fee %d gwei)\n", res.SenderPerSec, res.Rows, res.Broadcasts, res.Batches, res.BatchSize, res.MaxFeeGwei)
	fmt.Fprintf(out, "           %8.1f payouts/s recorded mined by their own steps (each stepped every %d ms)\n", res.RecordedPerSec, res.PollMillis)
	fmt.Fprintf(out, "  ceiling  %8.1f payouts/s on chain (raw signed sends of the same payments)\n", res.CeilingPerSec)
	firstStep := "vet, reserve, sign, store, broadcast"
	if res.BatchSize > 1 {
		firstStep = "queue; the step that forms counts every batch it forms and sends"
	}
	fmt.Fprintf(out, "  JSON-RPC calls of one payment's first step (%s): %d–%d; %d calls in the last trial, receipt polls included\n",
		firstStep, res.FirstStepRPCsMin, res.FirstStepRPCsMax, res.RPCCalls)
	fmt.Fprintf(out, "  ratio    %8.2f\n", res.Ratio)
	reset := "reset before each sender trial"
	if !res.RSSReset {
		reset = "NOT reset: the kernel refused clear_refs, so it covers the whole run"
	}
	fmt.Fprintf(out, "  peak RSS (VmHWM) of this process during the sender's trials: %.1f MiB (%s; the sender runs in this process beside the in-process chain)\n", res.PeakRSSMiB, reset)
	fmt.Fprintf(out, "  peak Go heap of the process (sender and the in-process chain): %.0f MiB\n", res.PeakHeapMiB)
	if report != "" {
		b, err := json.MarshalIndent(res, "", "  ")
		if err != nil {
			return err
		}
		return os.WriteFile(report, append(b, '\n'), 0o644)
	}
	return nil
}
