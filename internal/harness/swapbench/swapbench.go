// Package swapbench is `swapdev bench`: in one run it measures the swap
// pipeline through the real worker against the engine's ceiling of the same
// shape (alternated trials, 1 and 3 workers), a flood of duplicate and
// new-ID deliveries into one swap against a sink of the same shape, swap
// creation through the swap API against the same creates made directly with
// Temporal, and the scanner's catch-up (internal/harness/scanbench), each
// figure a ratio against a ceiling measured in the same run, with the
// workers' peak RSS. It writes a
// JSON report; docs/benchmarks.md holds the figures of a recorded run.
package swapbench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/sdk/client"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/harness/scanbench"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/tclient"
	"github.com/swapengine/swapengine/webhook"
	"github.com/swapengine/swapengine/workflows"
)

// Ops are the operator's own ways to start and confirm a swap (this package
// cannot import internal/operator, which imports it).
type Ops struct {
	StartOptions func(swapID string) client.StartWorkflowOptions
	Confirm      func(ctx context.Context, cl client.Client, ev swap.Event) (swap.Result, error)
	Status       func(ctx context.Context, cl client.Client, swapID string) (workflows.StatusView, error)
}

// Options configure one run.
type Options struct {
	Sizes       []int // swaps per trial, the chart's N; the largest is measured with every worker count
	Workers     []int // worker processes on one task queue
	Trials      int   // alternated trial pairs per figure (median reported), at least 3
	Concurrency int   // swaps (or ceiling workflows) driven at once
	Activities  int   // the ceiling's no-op activities: as many as a swap runs
	Flood       int   // deliveries of each kind (duplicate, new ID) on each channel (signal, update); 0: no flood
	// APISwaps is how many swaps each trial creates through the swap API
	// and, alternated, directly with Temporal; 0: no API figure.
	APISwaps int
	// CheckoutPollers poll the checkout status of swaps made through the
	// API for CheckoutSeconds, after the API figure; 0: none.
	CheckoutPollers int
	CheckoutSeconds time.Duration
	// PayoutLatency is how many swaps, one at a time, measure the on-chain
	// payout's latency (final block → broadcast); 0: none.
	PayoutLatency int
	// PayoutLatencyPlain pays those swaps by a plain 21,000-gas transfer to
	// each swap's deposit address instead of a vault call (issue 27).
	PayoutLatencyPlain bool
	// DexLatency is how many swaps, one at a time, measure the DEX route:
	// final block → the trade, its two blocks, the payout's broadcast, and
	// the gas of the two transactions (issue 28).
	DexLatency int
	// PayoutBlockTime spaces the blocks of each deposit in that figure: a
	// scanner still busy with the previous block when the final one comes
	// adds its cycle to the figure. Default 500 ms.
	PayoutBlockTime time.Duration
	// Scan configures the scanner catch-up (scanbench); Blocks 0: none.
	Scan scanbench.Options

	DatabaseURL string // a server URL; the bench creates its own database on it
	Temporal    tclient.Config
	WorkerBin   string // ./worker
	CeilingBin  string // ./internal/harness/swapbench/ceilingworker
	StarterBin  string // ./starter, for the API figure (`starter serve`)
	WorkerArgs  []string
	// ServerPID is the Temporal dev server's process, whose CPU per swap the
	// report shows beside the worker's; 0: not measured.
	ServerPID int
	Dir       string // logs
	Out       io.Writer
	Ops       Ops
}

// Validate names the first bad setting.
func (o Options) Validate() error {
	switch {
	case len(o.Sizes) == 0:
		return errors.New("sizes: at least one swap count is required")
	case len(o.Workers) == 0:
		return errors.New("workers: at least one worker count is required")
	case o.Trials < 3:
		return fmt.Errorf("trials %d: at least 3 (the median of three or more is reported)", o.Trials)
	case o.Concurrency < 1:
		return fmt.Errorf("concurrency %d must be at least 1", o.Concurrency)
	case o.Activities < 1:
		return fmt.Errorf("activities %d must be at least 1", o.Activities)
	case o.Flood < 0:
		return fmt.Errorf("flood %d must not be negative", o.Flood)
	case o.DexLatency < 0:
		return fmt.Errorf("dex-latency %d must not be negative", o.DexLatency)
	case o.PayoutLatency < 0:
		return fmt.Errorf("payout-latency %d must not be negative", o.PayoutLatency)
	case o.APISwaps < 0 || o.APISwaps > 100_000:
		return fmt.Errorf("api-swaps %d is not within 0–100000", o.APISwaps)
	case o.CheckoutPollers < 0 || o.CheckoutPollers > 1000:
		return fmt.Errorf("checkout-pollers %d is not within 0–1000", o.CheckoutPollers)
	case o.CheckoutPollers > 0 && o.CheckoutSeconds <= 0:
		return fmt.Errorf("checkout-seconds %s must be positive", o.CheckoutSeconds)
	}
	for _, n := range o.Sizes {
		if n < 1 || n > 100_000 {
			return fmt.Errorf("sizes: %d swaps is not within 1–100000", n)
		}
	}
	for _, n := range o.Workers {
		if n < 1 || n > 16 {
			return fmt.Errorf("workers: %d is not within 1–16", n)
		}
	}
	return nil
}

// Report is the JSON the command writes.
type Report struct {
	Started  time.Time            `json:"started"`
	Took     Seconds              `json:"tookSeconds"`
	Machine  Machine              `json:"machine"`
	Settings Settings             `json:"settings"`
	Pipeline []PipelineFigure     `json:"pipeline"`
	API      *APICreateFigure     `json:"apiCreate,omitempty"`
	Flood    *FloodFigure         `json:"flood,omitempty"`
	Payout   *PayoutLatencyFigure `json:"payoutLatency,omitempty"`
	Dex      *PayoutLatencyFigure `json:"dexLatency,omitempty"`
	Scanner  *ScannerFigure       `json:"scanner,omitempty"`
}

// Seconds is a duration written as seconds.
type Seconds float64

func secs(d time.Duration) Seconds { return Seconds(d.Seconds()) }

// Machine is where the figures were measured.
type Machine struct {
	CPUs       int       `json:"cpus"`
	Model      string    `json:"cpuModel"`
	GoVersion  string    `json:"goVersion"`
	OSArch     string    `json:"osArch"`
	LoadBefore [3]string `json:"loadAverageBefore"`
	LoadAfter  [3]string `json:"loadAverageAfter"`
}

// Settings echo the options that shape the figures.
type Settings struct {
	Sizes       []int `json:"sizes"`
	Workers     []int `json:"workers"`
	Trials      int   `json:"trials"`
	Concurrency int   `json:"concurrency"`
	Activities  int   `json:"ceilingActivities"`
	Flood       int   `json:"floodDeliveriesPerKind"`
	APISwaps    int   `json:"apiSwapsPerTrial"`
}

// ScannerFigure is the scanner's catch-up from internal/harness/scanbench.
type ScannerFigure struct {
	Blocks, Deposits int
	Median           scanbench.Run   `json:"median"`
	Runs             []scanbench.Run `json:"runs"`
	Sizes            []scanbench.Run `json:"sizes"`
	Reorg            map[int]int     `json:"reorgHeaderRequests"`
	// Sparse is the sparse catch-up through a slow RPC (nil: not run).
	Sparse *scanbench.SparseResult `json:"sparse,omitempty"`
	Result *scanbench.Result       `json:"-"`
}

// Bench runs everything the options ask for.
func Bench(ctx context.Context, o Options) (*Report, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	if o.Out == nil {
		o.Out = io.Discard
	}
	rep := &Report{Started: time.Now().UTC(), Machine: machine(),
		Settings: Settings{Sizes: o.Sizes, Workers: o.Workers, Trials: o.Trials, Concurrency: o.Concurrency, Activities: o.Activities, Flood: o.Flood, APISwaps: o.APISwaps}}
	rep.Machine.LoadBefore = loadAvg()

	b, err := newBench(ctx, o)
	if err != nil {
		return nil, err
	}
	defer b.close()
	sizes := slices.Sorted(slices.Values(o.Sizes))
	largest := sizes[len(sizes)-1]
	for _, k := range o.Workers {
		set, err := b.startWorkers(ctx, k)
		if err != nil {
			return nil, err
		}
		for _, n := range sizes {
			if n != largest && k != o.Workers[0] {
				continue // the chart is drawn for the first worker count
			}
			fig, err := b.pipeline(ctx, set, n)
			if err != nil {
				set.stop()
				return nil, err
			}
			rep.Pipeline = append(rep.Pipeline, fig)
		}
		if o.APISwaps > 0 && k == o.Workers[0] {
			if o.StarterBin == "" {
				set.stop()
				return nil, errors.New("the API figure needs the starter binary (StarterBin)")
			}
			fig, err := b.apiCreate(ctx, set, o.APISwaps)
			if err != nil {
				set.stop()
				return nil, fmt.Errorf("swap API creation: %w", err)
			}
			rep.API = fig
		}
		if o.Flood > 0 && k == o.Workers[0] {
			fig, err := b.flood(ctx, set, o.Flood)
			if err != nil {
				set.stop()
				return nil, err
			}
			rep.Flood = fig
		}
		set.stop()
	}
	if o.PayoutLatency > 0 {
		bt := o.PayoutBlockTime
		if bt <= 0 {
			bt = 500 * time.Millisecond
		}
		fig, err := b.payoutLatency(ctx, o.PayoutLatency, bt, o.PayoutLatencyPlain, false)
		if err != nil {
			return nil, fmt.Errorf("payout latency: %w", err)
		}
		rep.Payout = fig
	}
	if o.DexLatency > 0 {
		bt := o.PayoutBlockTime
		if bt <= 0 {
			bt = 500 * time.Millisecond
		}
		fig, err := b.payoutLatency(ctx, o.DexLatency, bt, false, true)
		if err != nil {
			return nil, fmt.Errorf("DEX route latency: %w", err)
		}
		rep.Dex = fig
	}
	if o.Scan.Blocks > 0 {
		s := o.Scan
		s.DatabaseURL, s.Temporal, s.WorkerBin, s.Dir, s.Out = o.DatabaseURL, o.Temporal, o.WorkerBin, o.Dir, o.Out
		fmt.Fprintf(o.Out, "· scanner catch-up: %d blocks, %d deposits, %d runs\n", s.Blocks, s.Deposits, s.Runs)
		res, err := scanbench.Bench(ctx, s)
		if err != nil {
			return nil, fmt.Errorf("scanner catch-up: %w", err)
		}
		rep.Scanner = &ScannerFigure{Blocks: res.Blocks, Deposits: res.Deposits, Median: res.Median, Runs: res.Runs, Sizes: res.Sizes, Reorg: res.Reorg, Sparse: res.Sparse, Result: res}
	}
	rep.Machine.LoadAfter = loadAvg()
	rep.Took = secs(time.Since(rep.Started))
	return rep, nil
}

// bench holds what every figure shares: the database, the providers (real
// HTTP + Postgres, in this process), the Temporal client.
type bench struct {
	o       Options
	cl      client.Client
	pool    *pgxpool.Pool
	srv     *http.Server
	url     string
	secrets providers.Secrets
	// exchangeSigners sign the physical path's exchange call, parsed once
	// as the worker parses its secrets once at start.
	exchangeSigners []*standardwebhooks.Webhook
	runID           string
	gate            gate
	closers         []func()
}

func newBench(ctx context.Context, o Options) (*bench, error) {
	b := &bench{o: o, secrets: providers.NewSecrets(), runID: strconv.FormatInt(time.Now().UnixNano(), 36)}
	var err error
	if b.exchangeSigners, err = webhook.LoadSecrets("exchange-secrets", b.secrets.Exchange); err != nil {
		return nil, err
	}
	// The deploy's migrate step: the workers the bench starts only check the schema.
	if err := store.Migrate(ctx, o.DatabaseURL); err != nil {
		return nil, err
	}
	if b.pool, err = store.Open(ctx, o.DatabaseURL); err != nil {
		return nil, fmt.Errorf("open Postgres: %w", err)
	}
	b.closers = append(b.closers, b.pool.Close)
	if b.cl, err = tclient.Dial(o.Temporal, nil); err != nil {
		b.close()
		return nil, err
	}
	b.closers = append(b.closers, b.cl.Close)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.close()
		return nil, err
	}
	b.gate.next = providers.New(b.pool, b.secrets.Apply(providers.Config{})).Handler()
	b.srv = &http.Server{Handler: &b.gate, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = b.srv.Serve(ln) }()
	b.closers = append(b.closers, func() { _ = b.srv.Close() })
	b.url = "http://" + ln.Addr().String()
	return b, nil
}

func (b *bench) close() {
	for i := len(b.closers) - 1; i >= 0; i-- {
		b.closers[i]()
	}
	b.closers = nil
}

// workerSet is k real workers and k ceiling workers, each kind on its own task queue.
type workerSet struct {
	k                    int
	swapQueue, ceilQueue string
	swaps, ceiling       *procs
}

func (w *workerSet) stop() {
	w.swaps.stop()
	w.ceiling.stop()
}

func (b *bench) startWorkers(ctx context.Context, k int) (*workerSet, error) {
	w := &workerSet{k: k, swapQueue: fmt.Sprintf("bench-swaps-%s-%d", b.runID, k), ceilQueue: fmt.Sprintf("bench-ceiling-%s-%d", b.runID, k)}
	conn := []string{"-temporal-address", b.o.Temporal.Address, "-namespace", b.o.Temporal.Namespace}
	args := append(slices.Clone(conn), "-task-queue", w.swapQueue, "-exchange-url", b.url, "-payout-url", b.url, "-webhook-allow-private")
	env := b.secrets.WorkerEnv()
	args = append(args, b.o.WorkerArgs...)
	fmt.Fprintf(b.o.Out, "· starting %d worker(s) and %d ceiling worker(s) …\n", k, k)
	var err error
	if w.swaps, err = startProcs(ctx, b.cl, b.o.WorkerBin, args, env, b.o.Dir, fmt.Sprintf("worker-k%d", k), w.swapQueue, k); err != nil {
		return nil, err
	}
	if w.ceiling, err = startProcs(ctx, b.cl, b.o.CeilingBin, append(conn, "-task-queue", w.ceilQueue), nil, b.o.Dir, fmt.Sprintf("ceiling-k%d", k), w.ceilQueue, k); err != nil {
		w.swaps.stop()
		return nil, err
	}
	return w, nil
}

func machine() Machine {
	m := Machine{CPUs: runtime.NumCPU(), GoVersion: runtime.Version(), OSArch: runtime.GOOS + "/" + runtime.GOARCH}
	if data, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, line := range strings.Split(string(data), "\n") {
			if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
				m.Model = strings.TrimSpace(v)
				break
			}
		}
	}
	return m
}

func loadAvg() [3]string {
	var out [3]string
	if data, err := os.ReadFile("/proc/loadavg"); err == nil {
		f := strings.Fields(string(data))
		for i := range min(3, len(f)) {
			out[i] = f[i]
		}
	}
	return out
}

// gate is the providers' front: while down is set for a swap, its exchange
// answers 503 before anything is done (the flood holds its swap in exchange
// this way, as an exchange outage would).
type gate struct {
	next http.Handler
	down atomicString
}

func (g *gate) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if id := g.down.Load(); id != "" && r.URL.Path == providers.PathExchanges && r.Header.Get("Idempotency-Key") == "start-exchange:"+id {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte(`{"error":"exchange held down by the benchmark's flood"}`))
		return
	}
	g.next.ServeHTTP(w, r)
}
