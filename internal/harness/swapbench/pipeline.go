package swapbench

import (
	"context"
	"fmt"
	"os"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
	"golang.org/x/sync/errgroup"

	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/workflows"
)

// PipelineFigure is N swaps through the real path against N ceiling
// workflows, trial by trial alternated, on k workers.
type PipelineFigure struct {
	Workers int             `json:"workers"`
	Swaps   int             `json:"swaps"`
	Trials  []PipelineTrial `json:"trials"`
	// Medians over the trials; Ratio is median swaps/s ÷ median ceiling/s.
	SwapsPerSec   float64 `json:"swapsPerSec"`
	CeilingPerSec float64 `json:"ceilingWorkflowsPerSec"`
	Ratio         float64 `json:"ratio"`
	// Confirmation (the confirm-deposit update accepted, from the workflow's
	// history) to the last webhook received (the receiver's row), over every
	// swap of every trial.
	LatencyP50Ms float64 `json:"confirmToLastWebhookP50Ms"`
	LatencyP99Ms float64 `json:"confirmToLastWebhookP99Ms"`
	// Every swap succeeded with one effect per key: its exchange, its payout
	// and its webhooks.
	Succeeded      int   `json:"succeeded"`
	EffectsPerSwap int   `json:"effectsPerSwap"`
	MaxPerKey      int   `json:"maxEffectsPerKey"`
	WorkerPeakRSS  int64 `json:"workerPeakRssBytes"`
	CeilingPeakRSS int64 `json:"ceilingWorkerPeakRssBytes"`
	// CPU per swap (per ceiling workflow) of each process on the path: where
	// the time goes. Server is the Temporal dev server (its SQLite included),
	// Bench this process (the clients and the provider simulators; their
	// Postgres is not counted).
	WorkerCPUMsPerSwap     float64 `json:"workerCpuMsPerSwap"`
	CeilingCPUMsPerWorkflw float64 `json:"ceilingCpuMsPerWorkflow"`
	ServerCPUMsPerSwap     float64 `json:"serverCpuMsPerSwap,omitempty"`
	ServerCPUMsPerCeiling  float64 `json:"serverCpuMsPerCeilingWorkflow,omitempty"`
	BenchCPUMsPerSwap      float64 `json:"benchCpuMsPerSwap"`
	BenchCPUMsPerCeiling   float64 `json:"benchCpuMsPerCeilingWorkflow"`
}

// PipelineTrial is one alternated pair.
type PipelineTrial struct {
	SwapsPerSec   float64 `json:"swapsPerSec"`
	CeilingPerSec float64 `json:"ceilingWorkflowsPerSec"`
	Ratio         float64 `json:"ratio"`
	SwapSeconds   Seconds `json:"swapSeconds"`
	CeilSeconds   Seconds `json:"ceilingSeconds"`
	P50Ms         float64 `json:"confirmToLastWebhookP50Ms"`
	P99Ms         float64 `json:"confirmToLastWebhookP99Ms"`
}

func (b *bench) pipeline(ctx context.Context, w *workerSet, n int) (PipelineFigure, error) {
	fig := PipelineFigure{Workers: w.k, Swaps: n}
	var lat []time.Duration
	var swapCPU, ceilCPU, srvSwap, srvCeil, benchSwap, benchCeil time.Duration
	server := func() time.Duration {
		if b.o.ServerPID == 0 {
			return 0
		}
		return procCPU(b.o.ServerPID)
	}
	self := os.Getpid()
	var sps, cps []float64
	for t := range b.o.Trials {
		var tr PipelineTrial
		swapsFirst := t%2 == 1 // alternate which kind goes first, so drift favours neither
		for _, swaps := range []bool{swapsFirst, !swapsFirst} {
			if swaps {
				var c0, s0, b0 time.Duration
				d, l, res, err := b.swapTrial(ctx, w, n, t, func() { c0, s0, b0 = w.swaps.cpu(), server(), procCPU(self) }, func() {
					// Before the checks read the histories back: only the trial itself counts.
					swapCPU += w.swaps.cpu() - c0
					srvSwap += server() - s0
					benchSwap += procCPU(self) - b0
				})
				if err != nil {
					return fig, err
				}
				tr.SwapSeconds, tr.SwapsPerSec = secs(d), float64(n)/d.Seconds()
				tr.P50Ms, tr.P99Ms = ms(quantile(l, 0.5)), ms(quantile(l, 0.99))
				lat = append(lat, l...)
				fig.Succeeded += res.succeeded
				fig.EffectsPerSwap = res.effectsPerSwap
				fig.MaxPerKey = max(fig.MaxPerKey, res.maxPerKey)
			} else {
				c0, s0, b0 := w.ceiling.cpu(), server(), procCPU(self)
				d, err := b.ceilingTrial(ctx, w, n, t)
				if err != nil {
					return fig, err
				}
				ceilCPU += w.ceiling.cpu() - c0
				srvCeil += server() - s0
				benchCeil += procCPU(self) - b0
				tr.CeilSeconds, tr.CeilingPerSec = secs(d), float64(n)/d.Seconds()
			}
			if err := w.swaps.alive(); err != nil {
				return fig, err
			}
		}
		tr.Ratio = tr.SwapsPerSec / tr.CeilingPerSec
		fmt.Fprintf(b.o.Out, "  %d worker(s), %d swaps, trial %d: %.1f swaps/s, ceiling %.1f workflows/s, ratio %.2f, confirm→last webhook p50 %.0f ms p99 %.0f ms\n",
			w.k, n, t+1, tr.SwapsPerSec, tr.CeilingPerSec, tr.Ratio, tr.P50Ms, tr.P99Ms)
		fig.Trials = append(fig.Trials, tr)
		sps, cps = append(sps, tr.SwapsPerSec), append(cps, tr.CeilingPerSec)
	}
	fig.SwapsPerSec, fig.CeilingPerSec = medianOf(sps), medianOf(cps)
	fig.Ratio = fig.SwapsPerSec / fig.CeilingPerSec
	fig.LatencyP50Ms, fig.LatencyP99Ms = ms(quantile(lat, 0.5)), ms(quantile(lat, 0.99))
	fig.WorkerPeakRSS, fig.CeilingPeakRSS = w.swaps.peakRSS(), w.ceiling.peakRSS()
	total := float64(n * b.o.Trials)
	fig.WorkerCPUMsPerSwap = float64(swapCPU.Milliseconds()) / total
	fig.CeilingCPUMsPerWorkflw = float64(ceilCPU.Milliseconds()) / total
	fig.ServerCPUMsPerSwap, fig.ServerCPUMsPerCeiling = float64(srvSwap.Milliseconds())/total, float64(srvCeil.Milliseconds())/total
	fig.BenchCPUMsPerSwap, fig.BenchCPUMsPerCeiling = float64(benchSwap.Milliseconds())/total, float64(benchCeil.Milliseconds())/total
	return fig, nil
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// drive runs one(i) for i in [0, n) with the configured concurrency and
// returns the wall time from the first start to the last completion.
func (b *bench) drive(ctx context.Context, n int, one func(ctx context.Context, i int) error) (time.Duration, error) {
	g, gctx := errgroup.WithContext(ctx)
	next := make(chan int)
	g.Go(func() error {
		defer close(next)
		for i := range n {
			select {
			case next <- i:
			case <-gctx.Done():
				return gctx.Err()
			}
		}
		return nil
	})
	t0 := time.Now()
	for range min(b.o.Concurrency, n) {
		g.Go(func() error {
			for i := range next {
				if err := one(gctx, i); err != nil {
					return err
				}
			}
			return nil
		})
	}
	err := g.Wait()
	return time.Since(t0), err
}

type swapCheck struct {
	succeeded, effectsPerSwap, maxPerKey int
}

// swapTrial drives n swaps through the real path: start, deposit-observed
// signal, confirm-deposit update, then the exchange, the payout and the
// webhooks, to success.
func (b *bench) swapTrial(ctx context.Context, w *workerSet, n, trial int, begin, end func()) (time.Duration, []time.Duration, swapCheck, error) {
	prefix := fmt.Sprintf("bench-%s-k%d-n%d-t%d", b.runID, w.k, n, trial)
	ids := make([]string, n)
	begin()
	d, err := b.drive(ctx, n, func(ctx context.Context, i int) error {
		id := fmt.Sprintf("%s-%d", prefix, i)
		ids[i] = id
		opts := b.o.Ops.StartOptions(id)
		opts.TaskQueue = w.swapQueue
		in := workflows.SwapInput{
			Terms: swap.Terms{SwapID: id, AmountUnits: "12500000", Asset: "ETH", PayoutAsset: "USDC", ChainID: 1337,
				PayoutAddress: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8"},
			WebhookURL: b.url + providers.PathWebhooks, DepositDeadline: time.Now().Add(time.Hour).UTC().Truncate(time.Second),
		}
		run, err := b.cl.ExecuteWorkflow(ctx, opts, workflows.SwapWorkflow, in)
		if err != nil {
			return fmt.Errorf("start %s: %w", id, err)
		}
		ev := swap.Event{SwapID: id, EventID: "obs-" + id, Type: swap.DepositObserved, DepositRef: "evm:1337:0xbench:" + id, AmountUnits: "12500000"}
		if err := b.cl.SignalWorkflow(ctx, id, "", workflows.SignalDepositObserved, ev); err != nil {
			return fmt.Errorf("signal %s: %w", id, err)
		}
		ev.EventID, ev.Type = "conf-"+id, swap.DepositConfirmed
		r, err := b.o.Ops.Confirm(ctx, b.cl, ev)
		if err != nil {
			return err
		}
		if r.Outcome != swap.Applied {
			return fmt.Errorf("confirm %s: %s (%s)", id, r.Outcome, r.Reason)
		}
		if err := b.cl.GetWorkflow(ctx, id, run.GetRunID()).Get(ctx, nil); err != nil {
			return fmt.Errorf("swap %s: %w", id, err)
		}
		return nil
	})
	end()
	if err != nil {
		return d, nil, swapCheck{}, err
	}
	chk, err := b.checkSwaps(ctx, prefix, n)
	if err != nil {
		return d, nil, chk, err
	}
	lat, err := b.latencies(ctx, ids)
	return d, lat, chk, err
}

// checkSwaps counts what the receivers recorded: every swap has the same
// number of effect keys and no key was performed twice.
func (b *bench) checkSwaps(ctx context.Context, prefix string, n int) (swapCheck, error) {
	var c swapCheck
	rows, err := b.pool.Query(ctx, `
		SELECT swap_id, count(*), max(n) FROM (
			SELECT swap_id, receiver, idem_key, count(*) AS n FROM effects WHERE swap_id LIKE $1 || '-%'
			GROUP BY swap_id, receiver, idem_key) k
		GROUP BY swap_id`, prefix)
	if err != nil {
		return c, err
	}
	defer rows.Close()
	keys := map[int]int{}
	for rows.Next() {
		var id string
		var k, m int
		if err := rows.Scan(&id, &k, &m); err != nil {
			return c, err
		}
		c.succeeded++
		keys[k]++
		c.maxPerKey = max(c.maxPerKey, m)
		c.effectsPerSwap = k
	}
	if err := rows.Err(); err != nil {
		return c, err
	}
	if c.succeeded != n || len(keys) != 1 || c.maxPerKey != 1 {
		return c, fmt.Errorf("%s: %d of %d swaps have effects, effect keys per swap %v, most effects for one key %d", prefix, c.succeeded, n, keys, c.maxPerKey)
	}
	return c, nil
}

// latencies are, per swap, from the confirm-deposit update's acceptance in
// the workflow's history to the last webhook the receiver recorded.
func (b *bench) latencies(ctx context.Context, ids []string) ([]time.Duration, error) {
	last := map[string]time.Time{}
	rows, err := b.pool.Query(ctx, `SELECT swap_id, max(received_at) FROM webhook_deliveries WHERE swap_id = ANY($1) GROUP BY swap_id`, ids)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var id string
		var at time.Time
		if err := rows.Scan(&id, &at); err != nil {
			rows.Close()
			return nil, err
		}
		last[id] = at
	}
	rows.Close()
	out := make([]time.Duration, 0, len(ids))
	for _, id := range ids {
		accepted, err := b.updateAccepted(ctx, id)
		if err != nil {
			return nil, err
		}
		at, ok := last[id]
		if !ok {
			return nil, fmt.Errorf("swap %s: no webhook recorded", id)
		}
		out = append(out, at.Sub(accepted))
	}
	return out, nil
}

func (b *bench) updateAccepted(ctx context.Context, id string) (time.Time, error) {
	iter := b.cl.GetWorkflowHistory(ctx, id, "", false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	for iter.HasNext() {
		ev, err := iter.Next()
		if err != nil {
			return time.Time{}, err
		}
		if ev.GetEventType() == enumspb.EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_ACCEPTED {
			return ev.GetEventTime().AsTime(), nil
		}
	}
	return time.Time{}, fmt.Errorf("swap %s: no accepted update in its history", id)
}

// ceilingTrial drives n ceiling workflows: start, one signal, the no-op activities.
func (b *bench) ceilingTrial(ctx context.Context, w *workerSet, n, trial int) (time.Duration, error) {
	prefix := fmt.Sprintf("bench-ceiling-%s-k%d-n%d-t%d", b.runID, w.k, n, trial)
	return b.drive(ctx, n, func(ctx context.Context, i int) error {
		id := fmt.Sprintf("%s-%d", prefix, i)
		run, err := b.cl.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: id, TaskQueue: w.ceilQueue}, CeilingWorkflowName, CeilingInput{Activities: b.o.Activities})
		if err != nil {
			return fmt.Errorf("start %s: %w", id, err)
		}
		if err := b.cl.SignalWorkflow(ctx, id, "", ceilingSignal, nil); err != nil {
			return fmt.Errorf("signal %s: %w", id, err)
		}
		return run.Get(ctx, nil)
	})
}
