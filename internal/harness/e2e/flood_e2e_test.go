package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	historypb "go.temporal.io/api/history/v1"
	"go.temporal.io/sdk/client"
	"golang.org/x/sync/errgroup"
	"google.golang.org/protobuf/encoding/protojson"

	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/internal/swapworker"
	"github.com/swapengine/swapengine/workflows"
)

// Temporal's limits per run (server 1.29) and the share of them a run may use
// here: "far below" is half. (Signals per run are the deployment's
// workflows.ServerSignalsPerRun.)
const (
	serverEventsPerRun = 51_200
	serverPayloadLimit = 2 << 20
)

// floodDeliveries is the short form's size; FLOOD_DELIVERIES sets the full one:
//
//	FLOOD_DELIVERIES=100000 go test -run TestFloodWhileTheExchangeIsDown -timeout 30m ./internal/harness/e2e
func floodDeliveries(t *testing.T) int {
	n := 3_000
	if s := os.Getenv("FLOOD_DELIVERIES"); s != "" {
		var err error
		if n, err = strconv.Atoi(s); err != nil || n <= 0 {
			t.Fatalf("FLOOD_DELIVERIES=%q: want a positive number", s)
		}
	}
	return n
}

// TestFloodWhileTheExchangeIsDown is issue 8's findings 3 and 4 on the real
// dev server: distinct deliveries to one swap — plus megabyte event IDs —
// while its exchange receiver answers 503; then the receiver comes back. The
// swap stays alive, hands over to new runs while the exchange is retried,
// every run stays far under the server's limits, no delivery is lost, and
// each effect happens once.
func TestFloodWhileTheExchangeIsDown(t *testing.T) {
	n := floodDeliveries(t)
	// Hand over every 2,000 history events: each accepted update writes two.
	x := startWithExchangeDown(t, "e2e-flood", 2_000)
	e, id, first, down, refused := x.env, x.id, x.first, &x.down, &x.refused
	ctx := context.Background()
	require.Eventually(t, func() bool { return refused.Load() > 0 }, 30*time.Second, 20*time.Millisecond, "the exchange was never tried")

	// The flood: n distinct event IDs for the deposit already confirmed, in
	// waves of `wave` sent at once by 16 senders, through deliver-deposit as
	// the outbox dispatcher sends them (signals are capped per run). Between waves the test waits
	// until the swap has applied everything sent — the pause in which a run
	// can hand over (see docs/architecture.md, "State budget": during a burst
	// the server itself closes workflow tasks, so no run can hand over in it).
	const senders, wave = 16, 1_000
	for start := 0; start < n; start += wave {
		end := min(start+wave, n)
		var g errgroup.Group
		for w := range senders {
			g.Go(func() error {
				for i := start + w; i < end; i += senders {
					ev := deposit(id, fmt.Sprintf("flood-%d", i), swap.DepositConfirmed)
					if err := e.deliver(ctx, id, ev); err != nil {
						return fmt.Errorf("delivery %d: %w", i, err)
					}
				}
				return nil
			})
		}
		if start == 0 {
			// Half-megabyte event IDs (the server refuses a signal over 1 MiB):
			// refused by the swap, recorded truncated.
			huge := strings.Repeat("x", 512<<10)
			for i := range 5 {
				g.Go(func() error {
					return e.signal(ctx, id, workflows.SignalDepositObserved,
						map[string]any{"eventId": fmt.Sprintf("%d-%s", i, huge), "swapId": id, "depositRef": "evm:1337:0xc0ffee:1", "amountUnits": "12500000"})
				})
			}
		}
		require.NoError(t, g.Wait())
		require.EventuallyWithT(t, func(c *assert.CollectT) {
			v, err := swapclient.Status(ctx, e.cl, id)
			if assert.NoError(c, err) {
				assert.Equal(c, end, v.Ledger.AlreadyApplied)
			}
		}, 2*time.Minute, 50*time.Millisecond, "wave ending at %d", end)
	}

	// Still alive while the exchange is down, and the status query answers.
	v, size := e.statusSize(id)
	require.Equal(t, swap.StatusExchange, v.Status)
	assert.Less(t, size, serverPayloadLimit/4, "status query size")
	down.Store(false)

	v = e.waitSuccess(id)
	e.wantOneEffectPerKey(id, 4)
	assert.Equal(t, n, v.Ledger.AlreadyApplied, "every flood delivery applied, none lost across the handovers")
	assert.Equal(t, 2, v.Ledger.Applied, "the observation and the confirmation")
	assert.Equal(t, 5, v.Ledger.RejectedTotal)
	for _, r := range v.Ledger.Rejections {
		assert.LessOrEqual(t, len(r.EventID), swap.MaxIDLen, "rejections are recorded truncated")
	}
	assert.LessOrEqual(t, v.Ledger.Events, swap.LedgerWindow+100)
	_, size = e.statusSize(id)
	t.Logf("%d deliveries, %d refused exchange attempts, %d runs, final status query %d bytes", n, refused.Load(), v.Runs, size)

	runs := e.runsOf(id, first.GetRunID())
	require.Len(t, runs, v.Runs)
	// Two history events per delivery: the runs handed over by history length.
	require.GreaterOrEqual(t, len(runs), 2*n/2_000, "the runs handed over by history length")
	handedOverPending := 0
	for i, r := range runs {
		assert.LessOrEqual(t, r.signals, workflows.ServerSignalsPerRun, "run %d signals", i)
		assert.Less(t, r.events, serverEventsPerRun/2, "run %d events", i)
		assert.Less(t, r.inputBytes, serverPayloadLimit/2, "run %d continue-as-new input", i)
		assert.Zero(t, r.failCauses[enumspb.WORKFLOW_TASK_FAILED_CAUSE_WORKFLOW_WORKER_UNHANDLED_FAILURE.String()],
			"run %d: a workflow task failed in the worker (e.g. TMPRL1101, a coroutine that did not yield)", i)
		if r.pendingAtHandover {
			handedOverPending++
		}
		t.Logf("run %d: %d events, %d signals, failed workflow tasks %v, input %d bytes, handed over with an effect pending: %v", i, r.events, r.signals, r.failCauses, r.inputBytes, r.pendingAtHandover)
	}
	assert.Positive(t, handedOverPending, "a run handed over while the exchange was still being retried")
}

// startWorkerWith runs an in-process worker with cfg until the test ends.
func (e *env) startWorkerWith(cfg swapworker.Config) {
	e.t.Helper()
	w, _, err := swapworker.New(cfg, swapworker.Deps{Temporal: e.cl, DB: e.pool})
	require.NoError(e.t, err)
	require.NoError(e.t, w.Start())
	e.t.Cleanup(w.Stop)
}

// statusSize queries the status and reports the size of its answer.
func (e *env) statusSize(id string) (workflows.StatusView, int) {
	e.t.Helper()
	val, err := e.cl.QueryWorkflow(context.Background(), id, "", workflows.QueryStatus)
	require.NoError(e.t, err)
	var raw json.RawMessage
	require.NoError(e.t, val.Get(&raw))
	var v workflows.StatusView
	require.NoError(e.t, json.Unmarshal(raw, &v))
	return v, len(raw)
}

type runFacts struct {
	events, signals   int
	failedTasks       int
	failCauses        map[string]int
	inputBytes        int
	pendingAtHandover bool
}

// runsOf walks the chain of runs from first through continue-as-new.
func (e *env) runsOf(id, first string) []runFacts {
	e.t.Helper()
	var out []runFacts
	for runID := first; runID != ""; {
		iter := e.cl.GetWorkflowHistory(context.Background(), id, runID, false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
		var f runFacts
		next := ""
		for iter.HasNext() {
			ev, err := iter.Next()
			require.NoError(e.t, err)
			f.events++
			switch ev.GetEventType() {
			case enumspb.EVENT_TYPE_WORKFLOW_EXECUTION_SIGNALED:
				f.signals++
			case enumspb.EVENT_TYPE_WORKFLOW_TASK_FAILED:
				f.failedTasks++
				a := ev.GetWorkflowTaskFailedEventAttributes()
				if f.failCauses == nil {
					f.failCauses = map[string]int{}
				}
				f.failCauses[a.GetCause().String()]++
				if a.GetCause() == enumspb.WORKFLOW_TASK_FAILED_CAUSE_WORKFLOW_WORKER_UNHANDLED_FAILURE {
					e.t.Logf("workflow task failed in the worker: %s", a.GetFailure().GetMessage())
				}
			case enumspb.EVENT_TYPE_WORKFLOW_EXECUTION_CONTINUED_AS_NEW:
				a := ev.GetWorkflowExecutionContinuedAsNewEventAttributes()
				next = a.GetNewExecutionRunId()
				for _, p := range a.GetInput().GetPayloads() {
					f.inputBytes += len(p.GetData())
					var in workflows.SwapInput
					if json.Unmarshal(p.GetData(), &in) == nil && in.State != nil && len(in.State.Pending) > 0 {
						f.pendingAtHandover = true
					}
				}
			}
		}
		out = append(out, f)
		runID = next
	}
	return out
}

// TestHandoverWithAnEffectPending is the small form of the flood: a run that
// hands over (by signal count) while its exchange is down and being retried
// in rounds. Its first run's history is the replay test's record of that path
// (RECORD_HISTORY_DIR writes it to workflows/testdata).
func TestHandoverWithAnEffectPending(t *testing.T) {
	x := startWithExchangeDown(t, "e2e-handover")
	e, id, first, down := x.env, x.id, x.first, &x.down
	ctx := context.Background()
	// Wait for a round to fail, so the handover comes between rounds or in one.
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		v, err := swapclient.Status(ctx, e.cl, id)
		if assert.NoError(c, err) && assert.Len(c, v.Pending, 1) {
			assert.Positive(c, v.Pending[0].Rounds)
		}
	}, time.Minute, 50*time.Millisecond)
	for i := range 30 {
		require.NoError(t, e.signal(ctx, id, workflows.SignalDepositConfirmed, deposit(id, fmt.Sprintf("dup-%d", i), swap.DepositConfirmed)))
	}
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		v, err := swapclient.Status(ctx, e.cl, id)
		if assert.NoError(c, err) {
			assert.GreaterOrEqual(c, v.Runs, 2)
			assert.Equal(c, 30, v.Ledger.AlreadyApplied)
		}
	}, time.Minute, 50*time.Millisecond)
	down.Store(false)
	v := e.waitSuccess(id)
	e.wantOneEffectPerKey(id, 4)
	runs := e.runsOf(id, first.GetRunID())
	require.True(t, runs[0].pendingAtHandover, "the first run handed over with the exchange pending")
	assert.Equal(t, 2, v.Ledger.Applied)
	if dir := os.Getenv("RECORD_HISTORY_DIR"); dir != "" {
		e.recordRun(id, first.GetRunID(), dir)
	}
}

// recordRun writes one run's history as dir/<workflow ID>.json.
func (e *env) recordRun(id, runID, dir string) {
	iter := e.cl.GetWorkflowHistory(context.Background(), id, runID, false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	var h historypb.History
	for iter.HasNext() {
		ev, err := iter.Next()
		require.NoError(e.t, err)
		h.Events = append(h.Events, ev)
	}
	b, err := protojson.MarshalOptions{Indent: "  "}.Marshal(&h)
	require.NoError(e.t, err)
	path := filepath.Join(dir, id+".json")
	require.NoError(e.t, os.WriteFile(path, b, 0o644))
	e.t.Logf("recorded %d events of run %s to %s", len(h.Events), runID, path)
}

// exchangeDown is a swap whose deposit is observed and final while its
// exchange receiver answers 503 until down is cleared.
type exchangeDown struct {
	env     *env
	id      string
	first   client.WorkflowRun
	down    atomic.Bool
	refused atomic.Int64 // exchange requests refused so far
}

func startWithExchangeDown(t *testing.T, prefix string, continueAsNewAfter ...int) *exchangeDown {
	x := &exchangeDown{env: newEnv(t, providers.Config{})}
	e := x.env
	x.down.Store(true)
	real := providers.New(e.pool, e.secrets.Apply(providers.Config{})).Handler()
	gate := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if x.down.Load() && r.URL.Path == providers.PathExchanges {
			x.refused.Add(1)
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = w.Write([]byte(`{"error":"exchange down for the test"}`))
			return
		}
		real.ServeHTTP(w, r)
	}))
	t.Cleanup(gate.Close)
	cfg := e.workerConfig()
	cfg.ExchangeURL = gate.URL
	e.startWorkerWith(cfg)

	ctx := context.Background()
	x.id = uniqueSwapID(prefix)
	in := swapInput(x.id)
	in.Tuning = workflows.Tuning{ActivityTimeout: 2 * time.Second, MaxAttempts: 100, RoundDelay: time.Second}
	if len(continueAsNewAfter) > 0 {
		in.Tuning.ContinueAsNewAfter = continueAsNewAfter[0]
	}
	x.first = e.startSwap(in)
	require.NoError(t, e.cl.SignalWorkflow(ctx, x.id, "", workflows.SignalDepositObserved, deposit(x.id, "obs-1", swap.DepositObserved)))
	require.NoError(t, e.cl.SignalWorkflow(ctx, x.id, "", workflows.SignalDepositConfirmed, deposit(x.id, "conf-1", swap.DepositConfirmed)))
	return x
}
