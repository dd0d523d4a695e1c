package e2e

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	commonpb "go.temporal.io/api/common/v1"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/serviceerror"
	updatepb "go.temporal.io/api/update/v1"
	"go.temporal.io/api/workflowservice/v1"

	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/workflows"
)

// History bounds (workflows/history.go, docs/architecture.md) on the real dev
// server, configured as the deployment is (devstack.DynamicConfig).

// jsonPayload is a payload the SDK's JSON converter reads.
func jsonPayload(data []byte) *commonpb.Payload {
	return &commonpb.Payload{Metadata: map[string][]byte{"encoding": []byte("json/plain")}, Data: data}
}

// paddedEvent is a deposit event of about n bytes of JSON: valid, but with a
// padded tx hash the swap refuses (maxEventPayload) once it reads it.
func paddedEvent(id, eventID string, n int) []byte {
	head := fmt.Sprintf(`{"eventId":%q,"swapId":%q,"type":"deposit-observed","depositRef":"evm:1337:0xc0ffee:9","amountUnits":"1","txHash":"`, eventID, id)
	return []byte(head + strings.Repeat("f", max(0, n-len(head)-2)) + `"}`)
}

// rawSignal sends a signal as any API client can: input as given, plus a
// header of header bytes, which the server does not check.
func (e *env) rawSignal(ctx context.Context, id, name string, input []byte, header int) error {
	req := &workflowservice.SignalWorkflowExecutionRequest{
		Namespace:         e.tc.Namespace,
		WorkflowExecution: &commonpb.WorkflowExecution{WorkflowId: id},
		SignalName:        name,
		Input:             &commonpb.Payloads{Payloads: []*commonpb.Payload{jsonPayload(input)}},
		Identity:          "e2e-hostile",
		RequestId:         uuid.NewString(),
	}
	if header > 0 {
		req.Header = &commonpb.Header{Fields: map[string]*commonpb.Payload{"pad": jsonPayload(bytes.Repeat([]byte("h"), header))}}
	}
	_, err := e.cl.WorkflowService().SignalWorkflowExecution(ctx, req)
	return err
}

// runFact is what one run of a swap came to.
type runFact struct {
	runID   string
	status  enumspb.WorkflowExecutionStatus
	bytes   int64
	events  int64
	signals int
}

// runsBySize walks a swap's runs from first, from the server's description
// of each (history size in bytes as the server counts it for its limits).
func (e *env) runsBySize(id, first string) []runFact {
	e.t.Helper()
	ctx := context.Background()
	var out []runFact
	for runID := first; runID != ""; {
		d, err := e.cl.DescribeWorkflowExecution(ctx, id, runID)
		require.NoError(e.t, err)
		info := d.GetWorkflowExecutionInfo()
		f := runFact{runID: runID, status: info.GetStatus(), bytes: info.GetHistorySizeBytes(), events: info.GetHistoryLength()}
		next := ""
		iter := e.cl.GetWorkflowHistory(ctx, id, runID, false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
		for iter.HasNext() {
			ev, err := iter.Next()
			require.NoError(e.t, err)
			switch ev.GetEventType() {
			case enumspb.EVENT_TYPE_WORKFLOW_EXECUTION_SIGNALED:
				f.signals++
			case enumspb.EVENT_TYPE_WORKFLOW_EXECUTION_CONTINUED_AS_NEW:
				next = ev.GetWorkflowExecutionContinuedAsNewEventAttributes().GetNewExecutionRunId()
			}
		}
		out = append(out, f)
		runID = next
	}
	return out
}

// finish delivers the real deposit (an observation signal, a confirmation
// update) and waits for the swap to succeed.
func (e *env) finish(id string) workflows.StatusView {
	e.t.Helper()
	ctx := context.Background()
	require.EventuallyWithT(e.t, func(c *assert.CollectT) {
		// A run that has taken its signals refuses until it has handed over.
		assert.NoError(c, e.cl.SignalWorkflow(ctx, id, "", workflows.SignalDepositObserved, deposit(id, "obs-1", swap.DepositObserved)))
	}, time.Minute, 200*time.Millisecond)
	e.waitStatus(id, swap.StatusDeposit)
	r, err := swapclient.Confirm(ctx, e.cl, deposit(id, "conf-1", swap.DepositConfirmed))
	require.NoError(e.t, err)
	require.Equal(e.t, swap.Applied, r.Outcome)
	return e.waitSuccess(id)
}

// The review's burst (N6): 12 senders, 5 signals of 1.8 MB each. The server
// refuses every one to its sender (limit.blobSize.error = 1 MiB) before the
// swap's history sees it; the swap keeps running and then completes.
func TestBurstOfBigSignalsIsRefusedAndTheSwapCompletes(t *testing.T) {
	e := newEnv(t, providers.Config{})
	e.startWorker()
	id := uniqueSwapID("e2e-big-signals")
	run := e.startSwap(swapInput(id))
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	big := strings.Repeat("x", 1_800_000)
	var wg sync.WaitGroup
	var accepted, refused atomic.Int32
	var other sync.Map
	for g := range 12 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 5 {
				err := e.cl.SignalWorkflow(ctx, id, "", workflows.SignalDepositObserved,
					map[string]string{"eventId": fmt.Sprintf("big-%d-%d", g, i), "swapId": id, "pad": big})
				var invalid *serviceerror.InvalidArgument
				switch {
				case err == nil:
					accepted.Add(1)
				case errors.As(err, &invalid) && strings.Contains(err.Error(), "exceeds limit"):
					refused.Add(1)
				default:
					other.Store(err.Error(), true)
				}
			}
		}()
	}
	wg.Wait()
	other.Range(func(k, _ any) bool { t.Errorf("unexpected answer to a big signal: %v", k); return true })
	assert.Zero(t, accepted.Load(), "a 1.8 MB signal was accepted")
	assert.EqualValues(t, 60, refused.Load(), "every big signal refused to its sender")

	d, err := e.cl.DescribeWorkflowExecution(ctx, id, "")
	require.NoError(t, err)
	info := d.GetWorkflowExecutionInfo()
	require.Equal(t, enumspb.WORKFLOW_EXECUTION_STATUS_RUNNING, info.GetStatus())
	require.Equal(t, run.GetRunID(), info.GetExecution().GetRunId(), "nothing reached the run")
	t.Logf("60 signals of %d bytes: %d refused; the run's history is %d events, %d bytes", len(big), refused.Load(), info.GetHistoryLength(), info.GetHistorySizeBytes())

	v := e.finish(id)
	assert.Equal(t, 2, v.Ledger.Applied)
	e.wantOneEffectPerKey(id, 4)
}

// The worst a signal sender can do under the deployment's limits: a
// sustained flood from 12 senders of signals just under the accepted input
// (1 MiB) plus a 2.5 MiB header, which the server does not check. A run
// takes ServerSignalsPerRun of them, then the server refuses further signals
// to that run until the swap has handed over to the next; no run's history
// comes near 50 MiB, the swap is never terminated, and it completes after.
func TestSignalFloodJustUnderTheLimitCannotTerminateTheSwap(t *testing.T) {
	e := newEnv(t, providers.Config{})
	e.startWorker()
	id := uniqueSwapID("e2e-signal-flood")
	run := e.startSwap(swapInput(id))
	const (
		senders   = 12
		target    = 2 * workflows.ServerSignalsPerRun // accepted signals: two full runs
		inputSize = workflows.ServerBlobLimit - 1024
		header    = 2_500_000
		limit     = 50 << 20 // limit.historySize.error
	)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	var accepted, countRefused, closingRefused, sent atomic.Int32
	var other sync.Map
	var wg sync.WaitGroup
	start := time.Now()
	for g := range senders {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; accepted.Load() < target && ctx.Err() == nil; i++ {
				sent.Add(1)
				err := e.rawSignal(ctx, id, workflows.SignalDepositObserved, paddedEvent(id, fmt.Sprintf("flood-%d-%d", g, i), inputSize), header)
				var invalid *serviceerror.InvalidArgument
				var exhausted *serviceerror.ResourceExhausted
				switch {
				case err == nil:
					accepted.Add(1)
					continue
				case errors.As(err, &invalid) && strings.Contains(err.Error(), "limit for signal events"):
					countRefused.Add(1)
				case errors.As(err, &exhausted) && strings.Contains(err.Error(), "closing"):
					closingRefused.Add(1)
				default:
					other.Store(err.Error(), true)
				}
				time.Sleep(20 * time.Millisecond)
			}
		}()
	}
	wg.Wait()
	took := time.Since(start)
	t.Logf("flood: %d signals of %d+%d bytes sent in %s: %d accepted, %d refused by the signal count, %d while the run was closing",
		sent.Load(), inputSize, header, took.Round(time.Second), accepted.Load(), countRefused.Load(), closingRefused.Load())
	other.Range(func(k, _ any) bool { t.Errorf("unexpected answer to a flood signal: %v", k); return true })
	require.NoError(t, ctx.Err(), "the flood did not get %d signals in", target)
	assert.Positive(t, countRefused.Load(), "the server refused signals past the count")

	v := e.finish(id)
	assert.Equal(t, 2, v.Ledger.Applied)
	e.wantOneEffectPerKey(id, 4)

	runs := e.runsBySize(id, run.GetRunID())
	var most int64
	total := 0
	for i, r := range runs {
		t.Logf("run %d: %s, %d events, %d signals, %.1f MiB", i, r.status, r.events, r.signals, float64(r.bytes)/(1<<20))
		assert.LessOrEqual(t, r.signals, workflows.ServerSignalsPerRun, "run %d", i)
		assert.NotEqual(t, enumspb.WORKFLOW_EXECUTION_STATUS_TERMINATED, r.status, "run %d", i)
		most = max(most, r.bytes)
		total += r.signals
	}
	assert.GreaterOrEqual(t, total, int(accepted.Load()), "every accepted signal is in a run")
	assert.Less(t, most, int64(limit*4/5), "a run's history stays 20%% under the limit")
	t.Logf("%d runs; the largest history %.1f MiB (limit %d MiB)", len(runs), float64(most)/(1<<20), limit>>20)
}

// rawConfirm sends a confirm-deposit update as any API client can: a valid
// confirmation (a replay, which the validator accepts) with a header of
// header bytes, which neither the server nor the validator sees.
func (e *env) rawConfirm(ctx context.Context, ev swap.Event, header int) error {
	data := fmt.Appendf(nil, `{"eventId":%q,"swapId":%q,"type":"deposit-confirmed","depositRef":%q,"amountUnits":%q}`, ev.EventID, ev.SwapID, ev.DepositRef, ev.AmountUnits)
	_, err := e.cl.WorkflowService().UpdateWorkflowExecution(ctx, &workflowservice.UpdateWorkflowExecutionRequest{
		Namespace:         e.tc.Namespace,
		WorkflowExecution: &commonpb.WorkflowExecution{WorkflowId: ev.SwapID},
		WaitPolicy:        &updatepb.WaitPolicy{LifecycleStage: enumspb.UPDATE_WORKFLOW_EXECUTION_LIFECYCLE_STAGE_COMPLETED},
		Request: &updatepb.Request{
			Meta: &updatepb.Meta{UpdateId: uuid.NewString(), Identity: "e2e-hostile"},
			Input: &updatepb.Input{
				Name:   workflows.UpdateConfirmDeposit,
				Header: &commonpb.Header{Fields: map[string]*commonpb.Payload{"pad": jsonPayload(bytes.Repeat([]byte("h"), header))}},
				Args:   &commonpb.Payloads{Payloads: []*commonpb.Payload{jsonPayload(data)}},
			},
		},
	})
	return err
}

// An update's request is written to history when the swap accepts it, and an
// acceptance larger than limit.blobSize.error makes the server terminate the
// workflow (BadUpdateWorkflowExecutionMessage). The validator sees neither a
// request's header nor its payload metadata; the deployment's
// history.maxInFlightUpdatePayloads (512 KiB) refuses such a request before
// the workflow sees it. A smaller padded one is accepted and costs the run
// only its size.
func TestPaddedUpdatesCannotTerminateTheSwap(t *testing.T) {
	e := newEnv(t, providers.Config{})
	e.startWorker()
	id := uniqueSwapID("e2e-padded-update")
	e.startSwap(swapInput(id))
	ctx := context.Background()
	require.NoError(t, e.cl.SignalWorkflow(ctx, id, "", workflows.SignalDepositObserved, deposit(id, "obs-1", swap.DepositObserved)))
	e.waitStatus(id, swap.StatusDeposit)

	// 1.5 MiB of header on a valid confirmation: refused by the server.
	cctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	err := e.rawConfirm(cctx, deposit(id, "padded-big", swap.DepositConfirmed), 1_500_000)
	cancel()
	var exhausted *serviceerror.ResourceExhausted
	require.ErrorAs(t, err, &exhausted, "a 1.5 MiB update request must be refused before the swap sees it: %v", err)
	t.Logf("1.5 MB update: %v", err)

	// 400 kB of header: under the in-flight limit, accepted; the swap runs on.
	cctx, cancel = context.WithTimeout(ctx, 20*time.Second)
	require.NoError(t, e.rawConfirm(cctx, deposit(id, "padded-small", swap.DepositConfirmed), 400_000))
	cancel()
	d, err := e.cl.DescribeWorkflowExecution(ctx, id, "")
	require.NoError(t, err)
	require.Equal(t, enumspb.WORKFLOW_EXECUTION_STATUS_RUNNING, d.GetWorkflowExecutionInfo().GetStatus())

	v := e.waitSuccess(id)
	assert.Equal(t, 2, v.Ledger.Applied, "the padded confirmation was the swap's confirmation")
	e.wantOneEffectPerKey(id, 4)
}
