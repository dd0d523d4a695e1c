// Package scanbench measures the chain scanner's catch-up through the real
// path (the worker binary, the scanner workflow on Temporal, Postgres)
// against the read ceiling (the same RPC reads, nothing stored), plus the
// worker's peak RSS, throughput against chain size and reorg recovery
// request counts. `swapdev bench-scan` runs it; docs/benchmarks.md has the
// figures.
package scanbench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/devstack"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/tclient"
	"github.com/swapengine/swapengine/workflows"
)

// Options configure one benchmark run.
type Options struct {
	Blocks   int   // chain length scanned (default 10,000)
	Deposits int   // Deposited logs in those blocks (default 50,000)
	Runs     int   // catch-ups measured, the median reported (default 3)
	Sizes    []int // chain sizes of the throughput chart (blocks; default 1,000 2,500 5,000 10,000)
	Depths   []int // reorg depths whose recovery requests are counted (default 1 2 4 8 16 32)
	// NoDrain skips waiting, after each full catch-up, for the outbox to drain.
	NoDrain bool
	// Sparse configures the sparse catch-up through a slow RPC (sparse.go);
	// Blocks 0: none. SparseOnly skips everything else.
	Sparse     SparseOptions
	SparseOnly bool

	DatabaseURL string // a server URL; one fresh database per catch-up is created on it
	Temporal    tclient.Config
	WorkerBin   string // the worker binary
	Dir         string // logs
	Out         io.Writer
}

func (o *Options) defaults() {
	if o.Blocks <= 0 {
		o.Blocks = 10_000
	}
	if o.Deposits <= 0 {
		o.Deposits = 50_000
	}
	if o.Runs <= 0 {
		o.Runs = 3
	}
	if len(o.Sizes) == 0 {
		o.Sizes = []int{1_000, 2_500, 5_000, 10_000}
	}
	if len(o.Depths) == 0 {
		o.Depths = []int{1, 2, 4, 8, 16, 32}
	}
	if o.Out == nil {
		o.Out = io.Discard
	}
}

// Run is one measured catch-up.
type Run struct {
	Blocks   int           `json:"blocks"`
	Deposits int           `json:"deposits"`
	CatchUp  time.Duration `json:"catchUp"` // scanner start to cursor at the head
	Ceiling  time.Duration `json:"ceiling"` // the same reads, nothing stored
	Ratio    float64       `json:"ratio"`
	PeakRSS  int64         `json:"peakRssBytes"` // the worker process's VmHWM
	Passes   int           `json:"passes"`
	Rows     int           `json:"outboxRows"`
	// Drain is how long after the catch-up the scanner's own dispatcher took
	// until no outbox row was pending (every deposit names a swap with no
	// workflow, as in a backfill, so each ends parked); 0 when not measured.
	Drain  time.Duration `json:"drain,omitempty"`
	Parked int           `json:"parked,omitempty"`
	// BusyCores and CeilingBusyCores are the machine's busy CPU during the
	// catch-up and during the ceiling's reads, in cores (from /proc/stat; 0
	// where it cannot be read): what the real path competes for that the
	// ceiling does not.
	BusyCores        float64 `json:"busyCores,omitempty"`
	CeilingBusyCores float64 `json:"ceilingBusyCores,omitempty"`
	// Took is the scanner's own account of the catch-up's passes (ms).
	Took chain.Timings `json:"took"`
}

// Result is the whole benchmark.
type Result struct {
	Blocks, Deposits int
	MineTime         time.Duration
	Runs             []Run
	Median           Run
	Sizes            []Run       // one catch-up per chart size
	Reorg            map[int]int // depth -> header requests from detection back to the head
	Sparse           *SparseResult
}

// Bench runs the benchmark: mine the chain once, then Runs catch-ups of the
// whole chain (each with a fresh database and worker), one per chart size,
// and the reorg recovery counts.
func Bench(ctx context.Context, o Options) (*Result, error) {
	o.defaults()
	if o.Deposits%o.Blocks != 0 {
		return nil, fmt.Errorf("deposits (%d) must be a multiple of blocks (%d)", o.Deposits, o.Blocks)
	}
	res := &Result{Blocks: o.Blocks, Deposits: o.Deposits}
	if o.Sparse.Blocks > 0 {
		sp, err := SparseCatchUp(ctx, o.DatabaseURL, o.Sparse, o.Out)
		if err != nil {
			return nil, fmt.Errorf("sparse catch-up: %w", err)
		}
		res.Sparse = sp
		if o.SparseOnly {
			return res, nil
		}
	}
	fmt.Fprintf(o.Out, "· mining %d blocks holding %d deposits …\n", o.Blocks, o.Deposits)
	start := time.Now()
	c, first, err := mineChain(ctx, o.Blocks, o.Deposits/o.Blocks)
	if err != nil {
		return nil, err
	}
	defer c.Close()
	res.MineTime = time.Since(start)
	fmt.Fprintf(o.Out, "  mined in %s: blocks #%d..#%d\n", res.MineTime.Round(time.Millisecond), first, c.Head())

	cl, err := tclient.Dial(o.Temporal, nil)
	if err != nil {
		return nil, err
	}
	defer cl.Close()
	b := &bench{o: o, c: c, cl: cl, first: first}
	for i := range o.Runs {
		r, err := b.catchUp(ctx, fmt.Sprintf("full-%d", i+1), first, !o.NoDrain)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(o.Out, "  run %d: catch-up %s, ceiling %s, ratio %.2f×, worker peak RSS %.1f MiB, outbox drained %s after\n",
			i+1, r.CatchUp.Round(time.Millisecond), r.Ceiling.Round(time.Millisecond), r.Ratio, float64(r.PeakRSS)/(1<<20), r.Drain.Round(time.Millisecond))
		res.Runs = append(res.Runs, r)
	}
	res.Median = median(res.Runs)
	for _, size := range o.Sizes {
		if size >= o.Blocks {
			res.Sizes = append(res.Sizes, res.Median)
			continue
		}
		r, err := b.catchUp(ctx, fmt.Sprintf("size-%d", size), c.Head()-uint64(size)+1, false)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(o.Out, "  %d blocks: catch-up %s, ceiling %s\n", size, r.CatchUp.Round(time.Millisecond), r.Ceiling.Round(time.Millisecond))
		res.Sizes = append(res.Sizes, r)
	}
	if res.Reorg, err = b.reorgCounts(ctx); err != nil {
		return nil, err
	}
	return res, nil
}

func median(runs []Run) Run {
	s := slices.Clone(runs)
	slices.SortFunc(s, func(a, b Run) int { return int(a.CatchUp - b.CatchUp) })
	m := s[len(s)/2]
	ratios := make([]float64, len(runs))
	rss := make([]int64, len(runs))
	for i, r := range runs {
		ratios[i], rss[i] = r.Ratio, r.PeakRSS
	}
	slices.Sort(ratios)
	m.Ratio = ratios[len(ratios)/2]
	m.PeakRSS = slices.Max(rss)
	drains := make([]time.Duration, len(runs))
	for i, r := range runs {
		drains[i] = r.Drain
	}
	slices.Sort(drains)
	m.Drain = drains[len(drains)/2]
	ceil := make([]time.Duration, len(runs))
	for i, r := range runs {
		ceil[i] = r.Ceiling
	}
	slices.Sort(ceil)
	m.Ceiling = ceil[len(ceil)/2]
	return m
}

// mineChain mines blocks, each with one depositBatch of perBlock deposits to
// swaps that have no workflow, and checks every deposit landed.
func mineChain(ctx context.Context, blocks, perBlock int) (*devchain.Chain, uint64, error) {
	return mineChainID(ctx, blocks, perBlock, 0)
}

// mineChainID is mineChain on a dev chain with that chain ID (0: 1337).
func mineChainID(ctx context.Context, blocks, perBlock int, chainID uint64) (*devchain.Chain, uint64, error) {
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", VaultKey: devchain.RandomVaultKey(), ChainID: chainID})
	if err != nil {
		return nil, 0, err
	}
	first := c.Head() + 1
	ids := make([]string, perBlock)
	amounts := make([]*big.Int, perBlock)
	for i := range blocks {
		for j := range perBlock {
			ids[j], amounts[j] = fmt.Sprintf("bench-%d-%d", i, j), big.NewInt(int64(1000+j))
		}
		if _, err := c.DepositBatch(ctx, i%4, ids, amounts); err != nil {
			c.Close()
			return nil, 0, err
		}
		if _, err := c.Mine(1); err != nil {
			c.Close()
			return nil, 0, err
		}
	}
	// Send-then-mine does not promise the next block: count what landed.
	rc, err := chain.Dial(ctx, c.RPCURL())
	if err != nil {
		c.Close()
		return nil, 0, err
	}
	defer rc.Close()
	for range 10 {
		n, err := ReadCeiling(ctx, rc, config(c, first), first, c.Head())
		if err != nil {
			c.Close()
			return nil, 0, err
		}
		if n == blocks*perBlock {
			return c, first, nil
		}
		if _, err := c.Mine(1); err != nil {
			c.Close()
			return nil, 0, err
		}
	}
	c.Close()
	return nil, 0, errors.New("not every deposit was mined")
}

func config(c *devchain.Chain, start uint64) chain.Config {
	return chain.Config{ChainID: c.ChainID().Uint64(), Contract: c.Vault(), Finality: chain.Finality{Depth: 12}, StartBlock: start, MaxRange: 2000}
}

type bench struct {
	o     Options
	c     *devchain.Chain
	cl    client.Client
	first uint64
}

// catchUp measures one catch-up of [start, head] through the real path and
// the read ceiling of the same range.
func (b *bench) catchUp(ctx context.Context, name string, start uint64, drain bool) (Run, error) {
	head := b.c.Head()
	cfg := config(b.c, start)
	run := Run{Blocks: int(head - start + 1)}

	rc, err := chain.Dial(ctx, b.c.RPCURL())
	if err != nil {
		return run, err
	}
	t0, cpu0 := time.Now(), busyCPU()
	n, err := ReadCeiling(ctx, rc, cfg, start, head)
	run.Ceiling = time.Since(t0)
	ceilingCores := cores(cpu0, busyCPU(), run.Ceiling)
	rc.Close()
	if err != nil {
		return run, err
	}
	run.Deposits = n

	dbName := "bench_" + strings.ReplaceAll(name, "-", "_") + "_" + strconv.FormatInt(time.Now().UnixNano(), 36)
	dbURL, err := devstack.NewDatabase(ctx, b.o.DatabaseURL, dbName)
	if err != nil {
		return run, err
	}
	// The deploy's migrate step: the worker only checks the schema.
	if err := store.Migrate(ctx, dbURL); err != nil {
		return run, err
	}
	queue := "bench-scan-" + name + "-" + strconv.FormatInt(time.Now().UnixNano(), 36)
	w, err := b.startWorker(ctx, name, queue, dbURL)
	if err != nil {
		return run, err
	}
	defer w.stop()

	id := workflows.ScannerWorkflowID(cfg)
	_ = b.cl.TerminateWorkflow(ctx, id, "", "next benchmark run")
	in := workflows.ScannerInput{Config: cfg, PollInterval: 500 * time.Millisecond, PassTimeout: 2 * time.Minute}
	db, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return run, err
	}
	defer db.Close(ctx)

	t0, cpu0 = time.Now(), busyCPU()
	if _, err := b.cl.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: id, TaskQueue: queue,
		WorkflowIDConflictPolicy: enumspb.WORKFLOW_ID_CONFLICT_POLICY_TERMINATE_EXISTING}, workflows.ScannerWorkflow, in); err != nil {
		return run, err
	}
	defer func() { _ = b.cl.TerminateWorkflow(context.Background(), id, "", "benchmark run over") }()
	deadline := time.Now().Add(10 * time.Minute)
	for {
		var cursor int64
		err := db.QueryRow(ctx, `SELECT cursor_number FROM scanners WHERE scanner_id = $1`, cfg.ID()).Scan(&cursor)
		if err == nil && uint64(cursor) >= head {
			break
		}
		if err != nil && !errors.Is(err, pgx.ErrNoRows) && !strings.Contains(err.Error(), "does not exist") {
			return run, err
		}
		if time.Now().After(deadline) {
			return run, fmt.Errorf("%s: no catch-up within 10 min; worker log in %s", name, w.log)
		}
		time.Sleep(10 * time.Millisecond)
	}
	run.CatchUp = time.Since(t0)
	run.BusyCores = cores(cpu0, busyCPU(), run.CatchUp)
	// The ceiling again right after, averaged with the first: on a shared
	// machine load drifts, and one side measured earlier would be favoured.
	if rc, err := chain.Dial(ctx, b.c.RPCURL()); err == nil {
		t1, cpu1 := time.Now(), busyCPU()
		if _, err := ReadCeiling(ctx, rc, cfg, start, head); err == nil {
			again := time.Since(t1)
			run.CeilingBusyCores = (ceilingCores + cores(cpu1, busyCPU(), again)) / 2
			run.Ceiling = (run.Ceiling + again) / 2
		}
		rc.Close()
	}
	run.Ratio = run.CatchUp.Seconds() / run.Ceiling.Seconds()
	if q, err := b.cl.QueryWorkflow(ctx, id, "", workflows.QueryScanner); err == nil {
		var v workflows.ScannerView
		if q.Get(&v) == nil {
			run.Took, run.Passes = v.Took, v.Passes
		}
	}
	run.PeakRSS = w.peakRSS()
	_ = db.QueryRow(ctx, `SELECT count(*) FROM outbox`).Scan(&run.Rows)
	var obs int
	_ = db.QueryRow(ctx, `SELECT count(*) FROM observations`).Scan(&obs)
	if obs != run.Deposits {
		return run, fmt.Errorf("%s: %d observations recorded for %d deposits", name, obs, run.Deposits)
	}
	if drain {
		if err := b.drain(ctx, db, cfg.ID(), &run); err != nil {
			return run, fmt.Errorf("%s: %w; worker log in %s", name, err, w.log)
		}
	}
	return run, nil
}

// drain waits, after the catch-up, until the scanner's dispatcher (run by
// the same workflow between passes) has left no outbox row pending, and
// checks that every row was parked: none of the swaps has a workflow.
func (b *bench) drain(ctx context.Context, db *pgx.Conn, scannerID string, run *Run) error {
	t0 := time.Now()
	deadline := t0.Add(30 * time.Minute)
	for {
		var pending int
		if err := db.QueryRow(ctx, `SELECT count(*) FROM outbox WHERE scanner_id = $1 AND state = $2`, scannerID, store.OutboxPending).Scan(&pending); err != nil {
			return err
		}
		if pending == 0 {
			break
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("outbox not drained within 30 min: %d rows pending", pending)
		}
		time.Sleep(100 * time.Millisecond)
	}
	run.Drain = time.Since(t0)
	var other int
	if err := db.QueryRow(ctx, `SELECT count(*) FILTER (WHERE state = $2), count(*) FILTER (WHERE state <> $2) FROM outbox WHERE scanner_id = $1`,
		scannerID, store.OutboxUnmatched).Scan(&run.Parked, &other); err != nil {
		return err
	}
	if other != 0 || run.Parked != run.Rows {
		return fmt.Errorf("outbox drained with %d rows parked and %d in other states, of %d: every swap here has no workflow", run.Parked, other, run.Rows)
	}
	return nil
}

type workerProc struct {
	cmd  *exec.Cmd
	log  string
	done chan struct{}
}

func (b *bench) startWorker(ctx context.Context, name, queue, dbURL string) (*workerProc, error) {
	return startWorker(ctx, b.o.WorkerBin, b.o.Dir, b.o.Temporal, b.cl, name, queue, dbURL, []uint64{b.c.ChainID().Uint64()}, "-rpc-url", b.c.RPCURL())
}

// startWorker starts the worker binary with the chain flags given (-rpc-url
// or -chains) and waits until it polls the task queue of every chain named.
func startWorker(ctx context.Context, bin, dir string, tc tclient.Config, cl client.Client, name, queue, dbURL string, chainIDs []uint64, chainArgs ...string) (*workerProc, error) {
	logPath := filepath.Join(dir, "worker-"+name+".log")
	f, err := os.Create(logPath)
	if err != nil {
		return nil, err
	}
	args := append([]string{
		"-temporal-address", tc.Address, "-namespace", tc.Namespace, "-task-queue", queue,
		"-database-url", dbURL,
		// No swap runs in this bench: the receivers are never called, but a
		// worker is never started without them.
		"-exchange-url", "http://127.0.0.1:1", "-payout-url", "http://127.0.0.1:1"}, chainArgs...)
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), providers.NewSecrets().WorkerEnv()...)
	cmd.Stdout, cmd.Stderr = f, f
	if err := cmd.Start(); err != nil {
		f.Close()
		return nil, err
	}
	w := &workerProc{cmd: cmd, log: logPath, done: make(chan struct{})}
	go func() { _ = cmd.Wait(); f.Close(); close(w.done) }()
	// Ready when it polls each chain's task queue.
	for _, id := range chainIDs {
		if err := waitPolled(ctx, cl, w, workflows.ChainTaskQueue(queue, id), logPath); err != nil {
			w.stop()
			return nil, err
		}
	}
	return w, nil
}

func waitPolled(ctx context.Context, cl client.Client, w *workerProc, chainQueue, logPath string) error {
	for deadline := time.Now().Add(2 * time.Minute); ; {
		resp, err := cl.DescribeTaskQueue(ctx, chainQueue, enumspb.TASK_QUEUE_TYPE_ACTIVITY)
		if err == nil && len(resp.GetPollers()) > 0 {
			return nil
		}
		select {
		case <-w.done:
			return fmt.Errorf("worker exited at start; see %s", logPath)
		default:
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("worker does not poll %s; see %s", chainQueue, logPath)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// peakRSS is the worker's high-water resident set (VmHWM) so far.
func (w *workerProc) peakRSS() int64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", w.cmd.Process.Pid))
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

func (w *workerProc) stop() {
	_ = w.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-w.done:
	case <-time.After(20 * time.Second):
		_ = w.cmd.Process.Kill()
		<-w.done
	}
}

// busyCPU is the machine's busy CPU time so far (user, nice, system, irq,
// softirq, steal), in clock ticks, from /proc/stat; 0 elsewhere.
func busyCPU() uint64 {
	raw, err := os.ReadFile("/proc/stat")
	if err != nil {
		return 0
	}
	line, _, _ := strings.Cut(string(raw), "\n")
	f := strings.Fields(line)
	if len(f) < 9 || f[0] != "cpu" {
		return 0
	}
	var busy uint64
	for _, i := range []int{1, 2, 3, 6, 7, 8} {
		v, _ := strconv.ParseUint(f[i], 10, 64)
		busy += v
	}
	return busy
}

// cores turns busy ticks over a wall time into busy cores (USER_HZ is 100
// on Linux).
func cores(from, to uint64, wall time.Duration) float64 {
	if to <= from || wall <= 0 {
		return 0
	}
	return float64(to-from) / 100 / wall.Seconds()
}
