package devcli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/swapengine/swapengine/internal/harness/scanbench"
	"github.com/swapengine/swapengine/internal/harness/soak"
	"github.com/swapengine/swapengine/internal/harness/swapbench"
	"github.com/swapengine/swapengine/internal/swapclient"
)

// BenchOps hands the benchmark the operator's own ways to start, confirm and
// inspect swaps.
func BenchOps() swapbench.Ops {
	return swapbench.Ops{StartOptions: swapclient.StartOptions, Confirm: swapclient.Confirm, Status: swapclient.Status}
}

func runBench(ctx context.Context, args []string, out io.Writer) error {
	o := swapbench.Options{Ops: BenchOps()}
	var sizes, workers, scanSizes, scanDepths, report, chart, workerArgs string
	fs := newFlags("bench", out)
	fs.StringVar(&sizes, "sizes", "50,100,200", "swaps per trial (the chart's N); the largest is measured with every -workers count")
	fs.StringVar(&workers, "workers", "1,3", "worker processes on one task queue, one figure each")
	fs.IntVar(&o.Trials, "trials", 3, "alternated trials (swaps, ceiling) per figure; the median is reported")
	fs.IntVar(&o.Concurrency, "concurrency", 50, "swaps (and ceiling workflows) driven at once")
	fs.IntVar(&o.Activities, "ceiling-activities", 6, "no-op activities of the ceiling workflow: as many as a swap runs (exchange, payout, 4 webhooks)")
	fs.IntVar(&o.Flood, "flood", 10_000, "flood deliveries of each kind (duplicate, new ID) per channel (signal, update) into one swap; 0: no flood")
	fs.IntVar(&o.CheckoutPollers, "checkout-pollers", 100, "customers polling the checkout status of swaps made through the API, each from its own address, after the API figure; 0: none")
	fs.DurationVar(&o.CheckoutSeconds, "checkout-duration", 10*time.Second, "how long the checkout pollers poll")
	fs.IntVar(&o.APISwaps, "api-swaps", 200, "swaps per trial created through the swap API (`starter serve`, a real API key) and, alternated, directly with Temporal; 0: no API figure")
	fs.IntVar(&o.PayoutLatency, "payout-latency", 50, "swaps, one at a time, timed from their deposit's final block to the on-chain payout's broadcast; 0: no payout figure")
	fs.BoolVar(&o.PayoutLatencyPlain, "payout-latency-plain", false, "pay the payout-latency swaps by a plain transfer to their deposit address (issue 27) instead of a vault call")
	fs.IntVar(&o.DexLatency, "dex-latency", 0, "swaps, one at a time, timed on the DEX route (issue 28): final block → the trade on the dev chain's Uniswap v3 pool, its block and one more, → the payout's broadcast, and the gas of the two transactions; then as many from a fixed quote, traded and paid in one transaction; 0: no DEX figure")
	fs.DurationVar(&o.PayoutBlockTime, "payout-block-time", 500*time.Millisecond, "spacing of the blocks the bench mines for each payout-latency deposit")
	fs.IntVar(&o.Scan.Blocks, "scan-blocks", 10_000, "scanner catch-up chain length (as bench-scan -blocks); 0: no scanner figure")
	fs.IntVar(&o.Scan.Deposits, "scan-deposits", 50_000, "Deposited logs in those blocks (as bench-scan -deposits)")
	fs.IntVar(&o.Scan.Runs, "scan-runs", 3, "scanner catch-ups measured (as bench-scan -runs)")
	fs.StringVar(&scanSizes, "scan-sizes", "1000,2500,5000,10000", "scanner chain sizes of the catch-up table (as bench-scan -sizes)")
	fs.StringVar(&scanDepths, "scan-depths", "1,2,4,8,16,32", "reorg depths whose recovery requests are counted (as bench-scan -depths)")
	sparseFlags(fs, "scan-", &o.Scan)
	fs.StringVar(&workerArgs, "worker-args", "", "extra flags for every worker process, space-separated (e.g. -log-level=warn)")
	fs.StringVar(&report, "o", "bench-report.json", "where to write the JSON report")
	fs.StringVar(&chart, "chart", "", "where to write the PNG chart of throughput and ratio against N (e.g. docs/swap-throughput.png; empty: none)")
	if err := parse(fs, args); err != nil {
		return err
	}
	var err error
	if o.Sizes, err = posList("bench", "sizes", sizes); err != nil {
		return err
	}
	if o.Workers, err = posList("bench", "workers", workers); err != nil {
		return err
	}
	if o.Scan.Blocks > 0 {
		if o.Scan.Sizes, err = posList("bench", "scan-sizes", scanSizes); err != nil {
			return err
		}
		if o.Scan.Depths, err = posList("bench", "scan-depths", scanDepths); err != nil {
			return err
		}
		switch {
		case o.Scan.Deposits < o.Scan.Blocks || o.Scan.Deposits%o.Scan.Blocks != 0:
			return usagef("bench: -scan-deposits %d must be a positive multiple of -scan-blocks %d", o.Scan.Deposits, o.Scan.Blocks)
		case o.Scan.Runs < 3:
			return usagef("bench: -scan-runs must be at least 3 (the median of three or more is reported)")
		}
	}
	if err := o.Validate(); err != nil {
		return usagef("bench: -%v", err)
	}
	if report == "" {
		return usagef("bench: -o must name the report's file")
	}
	o.WorkerArgs = strings.Fields(workerArgs)

	stack, err := startEmbeddedStack(ctx, "bench", out)
	if err != nil {
		return err
	}
	defer stack.Stop()
	dir, err := os.MkdirTemp("", "swapengine-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	fmt.Fprintln(out, "· building the worker and the ceiling worker …")
	if o.WorkerBin, err = soak.BuildWorker(ctx, dir); err != nil {
		return err
	}
	if o.CeilingBin, err = swapbench.BuildCeilingWorker(ctx, dir); err != nil {
		return err
	}
	if o.APISwaps > 0 {
		if o.StarterBin, err = swapbench.BuildStarter(ctx, dir); err != nil {
			return err
		}
	}
	o.DatabaseURL, o.Temporal, o.Dir, o.Out, o.ServerPID = stack.DatabaseURL, stack.Temporal, dir, out, stack.TemporalPID
	rep, err := swapbench.Bench(ctx, o)
	if err != nil {
		return err
	}
	data, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(report, append(data, '\n'), 0o644); err != nil {
		return err
	}
	fmt.Fprintln(out)
	fmt.Fprint(out, BenchReport(rep))
	fmt.Fprintf(out, "\nreport written to %s\n", report)
	if chart != "" {
		var buf bytes.Buffer
		if err := BenchChart(&buf, rep); err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(chart), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(chart, buf.Bytes(), 0o644); err != nil {
			return err
		}
		fmt.Fprintf(out, "chart written to %s\n", chart)
	}
	return nil
}

func posList(cmd, name, s string) ([]int, error) {
	l, err := intList(name, s)
	if err != nil {
		return nil, usagef("%s: -%s: %q is not a list of positive integers", cmd, name, s)
	}
	return l, nil
}

// BenchReport renders the report as the markdown tables of docs/benchmarks.md.
func BenchReport(r *swapbench.Report) string {
	var b strings.Builder
	m := r.Machine
	fmt.Fprintf(&b, "%d CPUs (%s), %s %s; load average %s → %s; took %s\n\n", m.CPUs, m.Model, m.GoVersion, m.OSArch,
		strings.Join(m.LoadBefore[:], " "), strings.Join(m.LoadAfter[:], " "), (time.Duration(float64(r.Took) * float64(time.Second))).Round(time.Second))
	b.WriteString("| workers | swaps | swaps/s (trials) | ceiling workflows/s (trials) | ratio | confirm → last webhook p50 / p99 | worker peak RSS | CPU ms / swap: worker, server, bench | CPU ms / ceiling workflow: worker, server, bench |\n")
	b.WriteString("|---:|---:|---|---|---:|---|---:|---|---|\n")
	for _, f := range r.Pipeline {
		var st, ct []string
		for _, t := range f.Trials {
			st, ct = append(st, fmt.Sprintf("%.1f", t.SwapsPerSec)), append(ct, fmt.Sprintf("%.1f", t.CeilingPerSec))
		}
		fmt.Fprintf(&b, "| %d | %d | **%.1f** (%s) | **%.1f** (%s) | **%.2f** | %.0f / %.0f ms | %.1f MiB | %.1f, %.1f, %.1f | %.1f, %.1f, %.1f |\n",
			f.Workers, f.Swaps, f.SwapsPerSec, strings.Join(st, ", "), f.CeilingPerSec, strings.Join(ct, ", "), f.Ratio,
			f.LatencyP50Ms, f.LatencyP99Ms, mib(f.WorkerPeakRSS), f.WorkerCPUMsPerSwap, f.ServerCPUMsPerSwap, f.BenchCPUMsPerSwap,
			f.CeilingCPUMsPerWorkflw, f.ServerCPUMsPerCeiling, f.BenchCPUMsPerCeiling)
	}
	if r.API != nil {
		b.WriteString(r.API.Markdown())
	}
	if fl := r.Flood; fl != nil {
		b.WriteString("\n| flood phase | deliveries | deliveries/s | µs / delivery | worker CPU µs / delivery | sink deliveries/s | ratio | outcomes |\n")
		b.WriteString("|---|---:|---:|---:|---:|---:|---:|---|\n")
		for _, p := range fl.Phases {
			outcomes := ""
			if len(p.Outcomes) > 0 {
				o, _ := json.Marshal(p.Outcomes)
				outcomes = string(o)
			}
			fmt.Fprintf(&b, "| %s, %s | %d | %.0f | %.0f | %.0f | %.0f | %.2f | %s |\n", p.Channel, p.Kind, p.Deliveries, p.PerSec, p.MicrosPer, p.WorkerCPUMicrosPer, p.CeilingPerSec, p.Ratio, outcomes)
		}
		fmt.Fprintf(&b, "\nFlood swap: %s; ledger applied %d, duplicates %d, already applied %d; effects %v; %d runs, at most %d events and %d signals per run (server limits %d, %d); sink %d runs, at most %d events, %d signals; worker peak RSS %.1f MiB.\n",
			fl.Status, fl.Applied, fl.Duplicates, fl.AlreadyApplied, fl.Effects, fl.Runs, fl.MaxEventsPerRun, fl.MaxSignalsPerRun, fl.ServerEvents, fl.ServerSignals,
			fl.SinkRuns, fl.SinkMaxEvents, fl.SinkMaxSignals, mib(fl.WorkerPeakRSS))
	}
	if p := r.Payout; p != nil {
		var head, task, exch, sign []float64
		for _, s := range p.Physical {
			head, task, exch, sign = append(head, s.HeadMs), append(task, s.TaskMs), append(exch, s.ExchangeMs), append(sign, s.SignMs)
		}
		fmt.Fprintf(&b, "\nOn-chain payout, deposit's final block → payout broadcast at the node (%d swaps one at a time, scanner depth %d, blocks %s apart, newHeads over -ws-url):\n\n", p.Swaps, p.FinalityDepth, time.Duration(float64(p.BlockTime)*float64(time.Second)))
		b.WriteString("| path | p50 | p99 |\n|---|---:|---:|\n")
		fmt.Fprintf(&b, "| real: final block → eth_sendRawTransaction | %.0f ms | %.0f ms |\n", p.P50Ms, p.P99Ms)
		fmt.Fprintf(&b, "| physical: head notification + one workflow task + exchange call + signing | %.1f ms | %.1f ms |\n", p.PhysicalP50Ms, p.PhysicalP99Ms)
		fmt.Fprintf(&b, "| ratio | %.1f× | %.1f× |\n", p.RatioP50, p.RatioP99)
		fmt.Fprintf(&b, "\nPhysical parts, medians: head notification %.1f ms, workflow task %.1f ms, exchange call %.1f ms, signing %.2f ms; %d broadcasts; worker peak RSS %.1f MiB.\n",
			medianOf(head), medianOf(task), medianOf(exch), medianOf(sign), p.Broadcasts, mib(p.WorkerPeakRSS))
	}
	if p := r.Dex; p != nil {
		fmt.Fprintf(&b, "\nDEX route, deposit's final block → payout broadcast (%d swaps one at a time, ETH → USDC traded on the dev chain's Uniswap v3 pool, the trade mined and final at depth 1 before the payout, worker -payout-poll %.0f ms):\n\n", p.Swaps, p.PollMs)
		b.WriteString("| path | p50 | p99 |\n|---|---:|---:|\n")
		fmt.Fprintf(&b, "| real: final block → the payout's eth_sendRawTransaction | %.0f ms | %.0f ms |\n", p.P50Ms, p.P99Ms)
		fmt.Fprintf(&b, "| physical, twice (the trade's path, then the payout's) | %.1f ms | %.1f ms |\n", p.PhysicalP50Ms, p.PhysicalP99Ms)
		fmt.Fprintf(&b, "| ratio | %.1f× | %.1f× |\n", p.RatioP50, p.RatioP99)
		fmt.Fprintf(&b, "\nParts, medians: final block → the trade's broadcast %.0f ms; the trade's final block → the payout's broadcast %.0f ms. Gas, medians: the trade %d, the payout %d, %d for the swap in two transactions; %d broadcasts.\n",
			p.TradeP50Ms, p.PayoutP50Ms, p.TradeGas, p.PayoutGas, p.TradeGas+p.PayoutGas, p.Broadcasts)
		if p.OneTxGas > 0 {
			fmt.Fprintf(&b, "\nThe same swaps from a fixed quote (%d), traded and paid in one transaction (tradeAndPay), final block → its broadcast:\n\n", len(p.OneTxFinalToBroadcastMs))
			b.WriteString("| path | p50 | p99 |\n|---|---:|---:|\n")
			fmt.Fprintf(&b, "| real: final block → the trade-and-payout's eth_sendRawTransaction | %.0f ms | %.0f ms |\n", p.OneTxP50Ms, p.OneTxP99Ms)
			fmt.Fprintf(&b, "| physical, once | %.1f ms | %.1f ms |\n", p.OneTxPhysicalP50Ms, p.OneTxPhysicalP99Ms)
			fmt.Fprintf(&b, "| ratio | %.1f× | %.1f× |\n", p.OneTxRatioP50, p.OneTxRatioP99)
			fmt.Fprintf(&b, "\nGas per swap, medians: one transaction %d against two %d (ratio %.2f).\n",
				p.OneTxGas, p.TradeGas+p.PayoutGas, float64(p.OneTxGas)/float64(p.TradeGas+p.PayoutGas))
		}
	}
	if s := r.Scanner; s != nil {
		b.WriteString("\nScanner catch-up (the same code as `swapdev bench-scan`):\n\n")
		b.WriteString(Report(s.Result))
	}
	return b.String()
}

func medianOf(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

func mib(n int64) float64 { return float64(n) / (1 << 20) }

// BenchChart draws, for the first worker count, throughput of the swaps and
// of the ceiling against N, and below it their ratio.
func BenchChart(w io.Writer, r *swapbench.Report) error {
	if len(r.Pipeline) == 0 {
		return fmt.Errorf("no pipeline figures to draw")
	}
	k := r.Pipeline[0].Workers
	swaps := scanbench.Series{Name: "swaps/s (real path)", Color: color.RGBA{31, 119, 180, 255}}
	ceil := scanbench.Series{Name: "ceiling workflows/s (same shape, no-op)", Color: color.RGBA{150, 150, 150, 255}}
	ratio := scanbench.Series{Name: "ratio, swaps/s per ceiling/s", Color: color.RGBA{214, 39, 40, 255}}
	for _, f := range r.Pipeline {
		if f.Workers != k {
			continue
		}
		x := float64(f.Swaps)
		swaps.X, swaps.Y = append(swaps.X, x), append(swaps.Y, f.SwapsPerSec)
		ceil.X, ceil.Y = append(ceil.X, x), append(ceil.Y, f.CeilingPerSec)
		ratio.X, ratio.Y = append(ratio.X, x), append(ratio.Y, f.Ratio)
	}
	var top, bottom bytes.Buffer
	if err := scanbench.Chart(&top, fmt.Sprintf("swap pipeline vs engine ceiling, %d worker(s)", k), "swaps per trial (N)", "per second", []scanbench.Series{ceil, swaps}); err != nil {
		return err
	}
	target := scanbench.Series{Name: "target 0.9", Color: color.RGBA{44, 160, 44, 255}, X: ratio.X, Y: make([]float64, len(ratio.X))}
	for i := range target.Y {
		target.Y[i] = 0.9
	}
	if err := scanbench.Chart(&bottom, "ratio of medians", "swaps per trial (N)", "ratio", []scanbench.Series{target, ratio}); err != nil {
		return err
	}
	a, err := png.Decode(&top)
	if err != nil {
		return err
	}
	c, err := png.Decode(&bottom)
	if err != nil {
		return err
	}
	img := image.NewRGBA(image.Rect(0, 0, max(a.Bounds().Dx(), c.Bounds().Dx()), a.Bounds().Dy()+c.Bounds().Dy()))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	draw.Draw(img, a.Bounds(), a, a.Bounds().Min, draw.Src)
	draw.Draw(img, c.Bounds().Add(image.Pt(0, a.Bounds().Dy())), c, c.Bounds().Min, draw.Src)
	return png.Encode(w, img)
}
