package devcli

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"image/color"
	"io"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/swapengine/swapengine/internal/harness/scanbench"
	"github.com/swapengine/swapengine/internal/harness/soak"
)

func runBenchScan(ctx context.Context, args []string, out io.Writer) error {
	var (
		o            scanbench.Options
		sizes, chart string
		depths       string
	)
	fs := newFlags("bench-scan", out)
	fs.IntVar(&o.Blocks, "blocks", 10_000, "blocks in the benchmark chain")
	fs.IntVar(&o.Deposits, "deposits", 50_000, "Deposited logs in those blocks (a multiple of -blocks)")
	fs.IntVar(&o.Runs, "runs", 3, "full catch-ups measured; the median is reported")
	fs.StringVar(&sizes, "sizes", "1000,2500,5000,10000", "chain sizes (blocks) of the throughput chart")
	fs.StringVar(&depths, "depths", "1,2,4,8,16,32", "reorg depths whose recovery requests are counted")
	fs.StringVar(&chart, "chart", "docs/scanner-throughput.png", "where to write the PNG chart of throughput against chain size (empty: none)")
	twoChains := fs.Bool("two-chains", false, "instead: the two-chain catch-up (chains 1337 and 31337 of -blocks and -deposits each, two endpoints each from a chains file): "+
		"both at once against each alone and the read ceiling of both, RPC calls per block with failover on, the cross-check's extra calls per final block")
	sparseFlags(fs, "", &o)
	fs.BoolVar(&o.NoDrain, "no-drain", false, "do not wait, after each full catch-up, for the scanner's dispatcher to drain the outbox (every deposit names a swap with no workflow: all are parked)")
	if err := parse(fs, args); err != nil {
		return err
	}
	var err error
	if o.Sizes, err = intList("sizes", sizes); err != nil {
		return err
	}
	if o.Depths, err = intList("depths", depths); err != nil {
		return err
	}
	switch {
	case o.Blocks < 1:
		return usagef("bench-scan: -blocks must be at least 1")
	case o.Deposits < o.Blocks || o.Deposits%o.Blocks != 0:
		return usagef("bench-scan: -deposits %d must be a positive multiple of -blocks %d", o.Deposits, o.Blocks)
	case o.Runs < 3:
		return usagef("bench-scan: -runs must be at least 3 (the median of three or more is reported)")
	}
	stack, err := startEmbeddedStack(ctx, "bench-scan", out)
	if err != nil {
		return err
	}
	defer stack.Stop()
	dir, err := os.MkdirTemp("", "swapengine-bench-scan-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	fmt.Fprintln(out, "· building the worker …")
	if o.WorkerBin, err = soak.BuildWorker(ctx, dir); err != nil {
		return err
	}
	if *twoChains {
		r, err := scanbench.TwoChains(ctx, scanbench.TwoChainOptions{Blocks: o.Blocks, Deposits: o.Deposits,
			DatabaseURL: stack.DatabaseURL, Temporal: stack.Temporal, WorkerBin: o.WorkerBin, Dir: dir, Out: out})
		if err != nil {
			return err
		}
		fmt.Fprintln(out)
		fmt.Fprint(out, TwoChainReport(r))
		return nil
	}
	o.DatabaseURL, o.Temporal, o.Dir, o.Out = stack.DatabaseURL, stack.Temporal, dir, out
	res, err := scanbench.Bench(ctx, o)
	if err != nil {
		return err
	}
	fmt.Fprintln(out)
	fmt.Fprint(out, Report(res))
	if chart != "" && !o.SparseOnly {
		var buf bytes.Buffer
		if err := ThroughputChart(&buf, res); err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(chart), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(chart, buf.Bytes(), 0o644); err != nil {
			return err
		}
		fmt.Fprintf(out, "\nchart written to %s\n", chart)
	}
	return nil
}

// TwoChainReport is the two-chain figure as docs/benchmarks.md shows it.
func TwoChainReport(r *scanbench.TwoChainResult) string {
	var b strings.Builder
	ms := func(d time.Duration) string { return d.Round(time.Millisecond).String() }
	fmt.Fprintf(&b, "Two-chain catch-up: chains 1337 and 31337, %d blocks and %d deposits each, two endpoints each (failover on)\n\n", r.Blocks, r.Deposits)
	fmt.Fprintf(&b, "| catch-up | time | read ceiling | ratio |\n|---|---|---|---|\n")
	for i, id := range []int{1337, 31337} {
		fmt.Fprintf(&b, "| chain %d alone | %s | %s | %.2f× |\n", id, ms(r.Alone[i]), ms(r.Ceiling[i]), r.Alone[i].Seconds()/r.Ceiling[i].Seconds())
	}
	fmt.Fprintf(&b, "| both at once, one worker | %s | %s (both read at once) | %.2f× |\n", ms(r.Both), ms(r.CeilingBoth), r.Both.Seconds()/r.CeilingBoth.Seconds())
	fmt.Fprintf(&b, "\nBoth at once took %.2f× the slower chain alone and %.2f× the two alone one after the other.\n",
		r.Both.Seconds()/max(r.Alone[0], r.Alone[1]).Seconds(), r.Both.Seconds()/(r.Alone[0]+r.Alone[1]).Seconds())
	fmt.Fprintf(&b, "RPC per block scanned (chain 1337, both endpoints, cross-check off): %.2f calls in %.2f HTTP requests.\n", r.Calls, r.Requests)
	fmt.Fprintf(&b, "Cross-check: %+.2f calls and %+.2f HTTP requests per final block (%d final blocks).\n", r.CrossCheckCalls, r.CrossCheckRequests, r.FinalBlocks)
	return b.String()
}

func intList(name, s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 {
			return nil, usagef("bench-scan: -%s: %q is not a positive integer", name, f)
		}
		out = append(out, n)
	}
	return out, nil
}

// sparseFlags registers the sparse catch-up's flags, prefixed for `bench`.
func sparseFlags(fs *flag.FlagSet, prefix string, o *scanbench.Options) {
	fs.IntVar(&o.Sparse.Blocks, prefix+"sparse-blocks", 20_000, "sparse catch-up: blocks (0: no sparse figure); 200,000 takes about 9 min to mine on the simulated chain")
	fs.IntVar(&o.Sparse.Deposits, prefix+"sparse-deposits", 200, "sparse catch-up: deposits spread evenly over those blocks")
	fs.Uint64Var(&o.Sparse.MaxRange, prefix+"sparse-max-range", 0, "sparse catch-up: blocks per eth_getLogs (0: blocks/100, the 100 ranges of 200,000 blocks at 2,000)")
	fs.DurationVar(&o.Sparse.Latency, prefix+"sparse-latency", 50*time.Millisecond, "sparse catch-up: latency added to every RPC request")
	fs.BoolVar(&o.SparseOnly, prefix+"sparse-only", false, "run the sparse catch-up only")
}

// Report renders the result as the markdown of docs/benchmarks.md.
func Report(r *scanbench.Result) string {
	var b strings.Builder
	if r.Sparse != nil {
		b.WriteString(SparseReport(r.Sparse))
		if len(r.Runs) == 0 {
			return b.String()
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "%d blocks, %d deposits (mined in %s)\n\n", r.Blocks, r.Deposits, r.MineTime.Round(time.Second))
	b.WriteString("| run | catch-up (real path) | read ceiling | ratio | worker peak RSS | outbox rows | outbox drained after | parked |\n|---|---:|---:|---:|---:|---:|---:|---:|\n")
	for i, run := range r.Runs {
		fmt.Fprintf(&b, "| %d | %.2f s | %.2f s | %.2f× | %.1f MiB | %d | %.1f s | %d |\n", i+1, run.CatchUp.Seconds(), run.Ceiling.Seconds(), run.Ratio,
			float64(run.PeakRSS)/(1<<20), run.Rows, run.Drain.Seconds(), run.Parked)
	}
	m := r.Median
	fmt.Fprintf(&b, "| **median** | **%.2f s** | **%.2f s** | **%.2f×** | **%.1f MiB** (max) | | **%.1f s** | |\n\n", m.CatchUp.Seconds(), m.Ceiling.Seconds(), m.Ratio,
		float64(m.PeakRSS)/(1<<20), m.Drain.Seconds())
	t := m.Took
	fmt.Fprintf(&b, "Median run, the scanner's own account of its %d activities (ms summed over ranges; reads of range k+1 overlap the commit of range k): "+
		"probe %.0f, eth_getLogs %.0f, headers + proof %.0f (read at the same time as the logs), decode %.0f, commit %.0f.\n\n", m.Passes, t.Probe, t.Logs, t.Headers, t.Decode, t.Commit)
	if m.BusyCores > 0 {
		fmt.Fprintf(&b, "Machine CPU busy (from /proc/stat, %d cores): %.2f cores during the median catch-up, %.2f during the ceiling's reads.\n\n",
			runtime.NumCPU(), m.BusyCores, m.CeilingBusyCores)
	}
	b.WriteString("| chain size | catch-up | blocks/s | deposits/s | read ceiling | ceiling blocks/s |\n|---:|---:|---:|---:|---:|---:|\n")
	for _, s := range r.Sizes {
		fmt.Fprintf(&b, "| %d | %.2f s | %.0f | %.0f | %.2f s | %.0f |\n", s.Blocks, s.CatchUp.Seconds(), float64(s.Blocks)/s.CatchUp.Seconds(),
			float64(s.Deposits)/s.CatchUp.Seconds(), s.Ceiling.Seconds(), float64(s.Blocks)/s.Ceiling.Seconds())
	}
	b.WriteString("\n| reorg depth | header requests, detection to head | bound (depth + 3) |\n|---:|---:|---:|\n")
	for _, d := range sortedKeys(r.Reorg) {
		fmt.Fprintf(&b, "| %d | %d | %d |\n", d, r.Reorg[d], d+3)
	}
	return b.String()
}

func sortedKeys(m map[int]int) []int {
	return slices.Sorted(maps.Keys(m))
}

// ThroughputChart draws blocks/s of the real path and the read ceiling
// against chain size.
func ThroughputChart(w io.Writer, r *scanbench.Result) error {
	real := scanbench.Series{Name: "real path (worker, workflow, Postgres)", Color: color.RGBA{31, 119, 180, 255}}
	ceil := scanbench.Series{Name: "read ceiling (same reads, nothing stored)", Color: color.RGBA{150, 150, 150, 255}}
	for _, s := range r.Sizes {
		real.X, real.Y = append(real.X, float64(s.Blocks)), append(real.Y, float64(s.Deposits)/s.CatchUp.Seconds())
		ceil.X, ceil.Y = append(ceil.X, float64(s.Blocks)), append(ceil.Y, float64(s.Deposits)/s.Ceiling.Seconds())
	}
	return scanbench.Chart(w, fmt.Sprintf("scanner catch-up throughput, %d deposits per block", r.Deposits/r.Blocks),
		"chain size (blocks)", "deposits/s", []scanbench.Series{ceil, real})
}

// SparseReport renders the sparse catch-up as the markdown of
// docs/benchmarks.md.
func SparseReport(r *scanbench.SparseResult) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Sparse catch-up: %d blocks holding %d deposits (mined in %s), eth_getLogs ranges of %d blocks (%d ranges), %s added to every HTTP request\n\n",
		r.Blocks, r.Deposits, r.MineTime.Round(time.Second), r.MaxRange, (r.Blocks+int(r.MaxRange)-1)/int(r.MaxRange), r.Latency)
	b.WriteString("| reader | HTTP requests | calls | eth_getLogs | eth_getBlockByNumber | other calls | wall |\n|---|---:|---:|---:|---:|---:|---:|\n")
	row := func(name string, x scanbench.Reads) {
		other := x.Total - x.Calls["eth_getLogs"] - x.Calls["eth_getBlockByNumber"]
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %d | %d | %.2f s |\n", name, x.Requests, x.Total, x.Calls["eth_getLogs"], x.Calls["eth_getBlockByNumber"], other, x.Wall.Seconds())
	}
	row("scanner", r.Scanner)
	row("ceiling (fewest requests)", r.Ceiling)
	fmt.Fprintf(&b, "| **ratio** | **%.2f×** | **%.2f×** | | | | **%.2f×** |\n\n", r.RequestRatio, r.CallRatio, r.WallRatio)
	fmt.Fprintf(&b, "Latency bound of the ceiling (its %d round trips one after another × %s): %.2f s; the scanner's wall time is %.2f× of it.\n",
		r.Ceiling.Requests, r.Latency, r.LatencyBound.Seconds(), r.Scanner.Wall.Seconds()/r.LatencyBound.Seconds())
	return b.String()
}
