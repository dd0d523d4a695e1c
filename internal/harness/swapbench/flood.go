package swapbench

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/serviceerror"
	"go.temporal.io/sdk/client"
	"golang.org/x/sync/errgroup"

	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/workflows"
)

// Senders and wave size of the flood. Signals go in waves and each wave waits
// until the swap has taken everything sent: a run can hand over only in such
// a pause (during a burst the server closes workflow tasks itself), so
// pacing keeps every run under the server's 10,000 signals.
const (
	floodSenders = 16
	floodWave    = 1_000
	// Server limits per run (1.29, signals as the deployment sets them:
	// workflows/history.go), for the report's margin.
	serverSignalsPerRun = workflows.ServerSignalsPerRun
	serverEventsPerRun  = 51_200
	// sinkSignalsPerRun: the sink hands over as a swap does, when the server
	// takes no more signals in its run.
	sinkSignalsPerRun = workflows.ServerSignalsPerRun
)

// signal sends one signal, retrying while the run refuses it because it has
// taken the server's signals per run (or is closing to hand over): the next
// run takes it, as the dispatcher's next round does. A refused signal is not
// in history.
func signal(ctx context.Context, cl client.Client, id, name string, arg any) error {
	for {
		err := cl.SignalWorkflow(ctx, id, "", name, arg)
		var invalid *serviceerror.InvalidArgument
		var exhausted *serviceerror.ResourceExhausted
		if err == nil || !(errors.As(err, &invalid) && strings.Contains(err.Error(), "limit for signal events") ||
			errors.As(err, &exhausted) && strings.Contains(err.Error(), "closing")) {
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// FloodFigure is the flood into one swap held in `exchange` (its exchange
// answers 503 throughout), then released.
type FloodFigure struct {
	Phases []FloodPhase `json:"phases"`
	// The swap's ledger and effects at the end: one effect per key.
	Status         swap.Status    `json:"status"`
	Applied        int            `json:"applied"`
	Duplicates     int            `json:"duplicates"`
	AlreadyApplied int            `json:"alreadyApplied"`
	Effects        map[string]int `json:"effects"` // receiver/key → times performed
	// History across continue-as-new.
	Runs             int   `json:"runs"`
	MaxEventsPerRun  int   `json:"maxEventsPerRun"`
	MaxSignalsPerRun int   `json:"maxSignalsPerRun"`
	ServerSignals    int   `json:"serverSignalsPerRunLimit"`
	ServerEvents     int   `json:"serverEventsPerRunLimit"`
	SinkRuns         int   `json:"sinkRuns"`
	SinkMaxEvents    int   `json:"sinkMaxEventsPerRun"`
	SinkMaxSignals   int   `json:"sinkMaxSignalsPerRun"`
	WorkerPeakRSS    int64 `json:"workerPeakRssBytes"`
	CeilingPeakRSS   int64 `json:"ceilingWorkerPeakRssBytes"`
}

// FloodPhase is one kind of delivery on one channel, swap and sink.
type FloodPhase struct {
	Channel    string         `json:"channel"` // signal or update
	Kind       string         `json:"kind"`    // duplicate or new-id
	Deliveries int            `json:"deliveries"`
	Outcomes   map[string]int `json:"outcomes,omitempty"` // updates answer with one
	Retries    int            `json:"retries,omitempty"`  // update calls repeated after a transport error
	Seconds    Seconds        `json:"seconds"`
	PerSec     float64        `json:"deliveriesPerSec"`
	MicrosPer  float64        `json:"microsPerDelivery"`
	// Worker CPU per delivery.
	WorkerCPUMicrosPer float64 `json:"workerCpuMicrosPerDelivery"`
	CeilingPerSec      float64 `json:"ceilingDeliveriesPerSec"`
	CeilingMicrosPer   float64 `json:"ceilingMicrosPerDelivery"`
	Ratio              float64 `json:"ratio"`
}

func (b *bench) flood(ctx context.Context, w *workerSet, n int) (*FloodFigure, error) {
	fig := &FloodFigure{ServerSignals: serverSignalsPerRun, ServerEvents: serverEventsPerRun}
	id := fmt.Sprintf("bench-flood-%s", b.runID)
	fmt.Fprintf(b.o.Out, "· flood: %d duplicate and %d new-ID deliveries as signals, then as updates, into swap %s (exchange down)\n", n, n, id)
	b.gate.down.Store(id)
	defer b.gate.down.Store("")
	opts := b.o.Ops.StartOptions(id)
	opts.TaskQueue = w.swapQueue
	in := workflows.SwapInput{
		Terms: swap.Terms{SwapID: id, AmountUnits: "12500000", Asset: "ETH", PayoutAsset: "USDC", ChainID: 1337,
			PayoutAddress: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8"},
		WebhookURL: b.url + providers.PathWebhooks,
		Tuning:     workflows.Tuning{ActivityTimeout: 2 * time.Second, MaxAttempts: 100, RoundDelay: time.Second},
	}
	first, err := b.cl.ExecuteWorkflow(ctx, opts, workflows.SwapWorkflow, in)
	if err != nil {
		return nil, err
	}
	ev := func(eventID string, typ swap.EventType) swap.Event {
		return swap.Event{SwapID: id, EventID: eventID, Type: typ, DepositRef: "evm:1337:0xflood:1", AmountUnits: "12500000"}
	}
	if err := b.cl.SignalWorkflow(ctx, id, "", workflows.SignalDepositObserved, ev("obs-1", swap.DepositObserved)); err != nil {
		return nil, err
	}
	if r, err := b.o.Ops.Confirm(ctx, b.cl, ev("conf-1", swap.DepositConfirmed)); err != nil || r.Outcome != swap.Applied {
		return nil, fmt.Errorf("flood: first confirmation: %v %v", r, err)
	}
	sinkID := fmt.Sprintf("bench-sink-%s", b.runID)
	sinkFirst, err := b.cl.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: sinkID, TaskQueue: w.ceilQueue}, SinkWorkflowName,
		SinkInput{SignalsPerRun: sinkSignalsPerRun})
	if err != nil {
		return nil, err
	}

	ledger := func(ctx context.Context) (workflows.LedgerView, error) {
		v, err := b.o.Ops.Status(ctx, b.cl, id)
		return v.Ledger, err
	}
	sinkCount := func(ctx context.Context) (int, error) {
		q, err := b.cl.QueryWorkflow(ctx, sinkID, "", sinkQuery)
		if err != nil {
			return 0, err
		}
		var c int
		return c, q.Get(&c)
	}
	lastNew := "conf-1"
	sinkSeen := 0
	for _, ph := range []struct{ channel, kind string }{{"signal", "duplicate"}, {"signal", "new-id"}, {"update", "duplicate"}, {"update", "new-id"}} {
		p := FloodPhase{Channel: ph.channel, Kind: ph.kind, Deliveries: n}
		eventID := func(i int) string {
			if ph.kind == "duplicate" {
				return lastNew // the same delivery again: same event ID, same payload
			}
			return fmt.Sprintf("flood-%s-%d", ph.channel, i)
		}
		// The sink first, then the swap: the ceiling of the same phase right before it.
		t0 := time.Now()
		if ph.channel == "signal" {
			err = b.waves(ctx, n, func(ctx context.Context, i int) error {
				return signal(ctx, b.cl, sinkID, sinkSignal, ev(eventID(i), swap.DepositConfirmed))
			}, func(ctx context.Context, sent int) (bool, error) {
				c, err := sinkCount(ctx)
				return c >= sinkSeen+sent, err
			})
		} else {
			_, _, err = b.updates(ctx, n, func(ctx context.Context, i int) (string, error) {
				h, err := b.cl.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{UpdateID: uuid.NewString(), WorkflowID: sinkID, UpdateName: sinkUpdate,
					Args: []any{ev(eventID(i), swap.DepositConfirmed)}, WaitForStage: client.WorkflowUpdateStageCompleted})
				if err != nil {
					return "", err
				}
				return "counted", h.Get(ctx, nil)
			})
		}
		if err != nil {
			return nil, fmt.Errorf("flood sink, %s %s: %w", ph.channel, ph.kind, err)
		}
		sinkSeen += n
		cd := time.Since(t0)
		p.CeilingPerSec, p.CeilingMicrosPer = float64(n)/cd.Seconds(), float64(cd.Microseconds())/float64(n)

		before, err := ledger(ctx)
		if err != nil {
			return nil, err
		}
		cpu0 := w.swaps.cpu()
		t0 = time.Now()
		if ph.channel == "signal" {
			err = b.waves(ctx, n, func(ctx context.Context, i int) error {
				name := workflows.SignalDepositConfirmed
				return signal(ctx, b.cl, id, name, ev(eventID(i), swap.DepositConfirmed))
			}, func(ctx context.Context, sent int) (bool, error) {
				l, err := ledger(ctx)
				return l.Duplicates+l.AlreadyApplied >= before.Duplicates+before.AlreadyApplied+sent, err
			})
		} else {
			p.Outcomes, p.Retries, err = b.updates(ctx, n, func(ctx context.Context, i int) (string, error) {
				r, err := b.o.Ops.Confirm(ctx, b.cl, ev(eventID(i), swap.DepositConfirmed))
				return string(r.Outcome), err
			})
		}
		if err != nil {
			return nil, fmt.Errorf("flood, %s %s: %w", ph.channel, ph.kind, err)
		}
		d := time.Since(t0)
		p.Seconds, p.PerSec, p.MicrosPer = secs(d), float64(n)/d.Seconds(), float64(d.Microseconds())/float64(n)
		p.WorkerCPUMicrosPer = float64((w.swaps.cpu() - cpu0).Microseconds()) / float64(n)
		p.Ratio = p.PerSec / p.CeilingPerSec
		if ph.kind == "new-id" {
			lastNew = eventID(n - 1)
		}
		fmt.Fprintf(b.o.Out, "  %s %s: %d in %.2f s, %.0f/s (%.0f µs each, worker CPU %.0f µs each); sink %.0f/s; ratio %.2f\n",
			ph.channel, ph.kind, n, d.Seconds(), p.PerSec, p.MicrosPer, p.WorkerCPUMicrosPer, p.CeilingPerSec, p.Ratio)
		fig.Phases = append(fig.Phases, p)
	}

	// Release the exchange: the swap finishes, each effect once.
	b.gate.down.Store("")
	if err := signal(ctx, b.cl, sinkID, sinkFinish, nil); err != nil {
		return nil, err
	}
	wctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	if err := b.cl.GetWorkflow(wctx, id, "").Get(wctx, nil); err != nil {
		return nil, fmt.Errorf("flood swap %s: %w", id, err)
	}
	if err := b.cl.GetWorkflow(wctx, sinkID, "").Get(wctx, nil); err != nil {
		return nil, fmt.Errorf("flood sink %s: %w", sinkID, err)
	}
	v, err := b.o.Ops.Status(ctx, b.cl, id)
	if err != nil {
		return nil, err
	}
	fig.Status, fig.Applied, fig.Duplicates, fig.AlreadyApplied = v.Status, v.Ledger.Applied, v.Ledger.Duplicates, v.Ledger.AlreadyApplied
	counts, err := providers.CountEffects(ctx, b.pool, id)
	if err != nil {
		return nil, err
	}
	fig.Effects = map[string]int{}
	for _, c := range counts {
		fig.Effects[c.Receiver+"/"+c.Key] = c.Count
	}
	if fig.Runs, fig.MaxEventsPerRun, fig.MaxSignalsPerRun, err = b.runs(ctx, id, first.GetRunID()); err != nil {
		return nil, err
	}
	if fig.SinkRuns, fig.SinkMaxEvents, fig.SinkMaxSignals, err = b.runs(ctx, sinkID, sinkFirst.GetRunID()); err != nil {
		return nil, err
	}
	fig.WorkerPeakRSS, fig.CeilingPeakRSS = w.swaps.peakRSS(), w.ceiling.peakRSS()
	fmt.Fprintf(b.o.Out, "  swap %s: %s, %d runs (max %d events, %d signals per run), effects %v\n", id, fig.Status, fig.Runs, fig.MaxEventsPerRun, fig.MaxSignalsPerRun, fig.Effects)
	return fig, nil
}

// waves sends n deliveries in waves of floodWave from floodSenders senders,
// and after each wave waits until done reports the swap took all sent so far.
func (b *bench) waves(ctx context.Context, n int, send func(ctx context.Context, i int) error, done func(ctx context.Context, sent int) (bool, error)) error {
	for start := 0; start < n; start += floodWave {
		end := min(start+floodWave, n)
		g, gctx := errgroup.WithContext(ctx)
		for s := range floodSenders {
			g.Go(func() error {
				for i := start + s; i < end; i += floodSenders {
					if err := send(gctx, i); err != nil {
						return fmt.Errorf("delivery %d: %w", i, err)
					}
				}
				return nil
			})
		}
		if err := g.Wait(); err != nil {
			return err
		}
		for deadline := time.Now().Add(5 * time.Minute); ; {
			ok, err := done(ctx, end)
			if err == nil && ok {
				break
			}
			if time.Now().After(deadline) {
				return fmt.Errorf("wave ending at %d not taken within 5 min (last error %v)", end, err)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	return nil
}

// updates sends n updates from floodSenders senders and counts their
// outcomes. A call that fails in transport (the run it reached handed over
// before accepting it) is repeated, at most 10 times.
func (b *bench) updates(ctx context.Context, n int, call func(ctx context.Context, i int) (string, error)) (map[string]int, int, error) {
	var next, retries atomic.Int64
	outcomes := make([]map[string]int, floodSenders)
	g, gctx := errgroup.WithContext(ctx)
	for s := range floodSenders {
		outcomes[s] = map[string]int{}
		g.Go(func() error {
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return nil
				}
				var err error
				for attempt := 0; attempt < 10; attempt++ {
					var o string
					if o, err = call(gctx, i); err == nil {
						outcomes[s][o]++
						break
					}
					if gctx.Err() != nil {
						return gctx.Err()
					}
					retries.Add(1)
					time.Sleep(50 * time.Millisecond)
				}
				if err != nil {
					return fmt.Errorf("update %d: %w", i, err)
				}
			}
		})
	}
	err := g.Wait()
	all := map[string]int{}
	for _, m := range outcomes {
		for k, v := range m {
			all[k] += v
		}
	}
	return all, int(retries.Load()), err
}

// runs walks a workflow's chain of runs from first through continue-as-new.
func (b *bench) runs(ctx context.Context, id, first string) (runs, maxEvents, maxSignals int, err error) {
	for runID := first; runID != ""; runs++ {
		iter := b.cl.GetWorkflowHistory(ctx, id, runID, false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
		events, signals, next := 0, 0, ""
		for iter.HasNext() {
			ev, err := iter.Next()
			if err != nil {
				return runs, maxEvents, maxSignals, err
			}
			events++
			switch ev.GetEventType() {
			case enumspb.EVENT_TYPE_WORKFLOW_EXECUTION_SIGNALED:
				signals++
			case enumspb.EVENT_TYPE_WORKFLOW_EXECUTION_CONTINUED_AS_NEW:
				next = ev.GetWorkflowExecutionContinuedAsNewEventAttributes().GetNewExecutionRunId()
			}
		}
		maxEvents, maxSignals = max(maxEvents, events), max(maxSignals, signals)
		runID = next
	}
	return runs, maxEvents, maxSignals, nil
}
