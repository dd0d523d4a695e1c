package e2e

import (
	"context"
	"fmt"
	"math/big"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	historypb "go.temporal.io/api/history/v1"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/internal/swapworker"
	"github.com/swapengine/swapengine/workflows"
)

// swapWorkflowB is build B's swap: a timer before anything else, a command
// that no history recorded by build A has at that place. Registered as
// "SwapWorkflow", it would fail every swap of A it replayed with a
// nondeterminism error (the test checks that it does).
func swapWorkflowB(ctx workflow.Context, in workflows.SwapInput) error {
	if err := workflow.Sleep(ctx, time.Millisecond); err != nil {
		return err
	}
	return workflows.SwapWorkflow(ctx, in)
}

// TestRolloutPinsRunningSwapsToTheirBuild is issue 19's safe rollout on the
// real server: 100 swaps start on build A (the real worker, versioned) and
// wait for their deposits; build B, whose swap code would break A's
// histories, is deployed beside A and made current, then rolled back (A
// current again); then the deposits arrive. Every swap of A finishes on A,
// the swaps started while B was current finish on B, those started after the
// rollback on A, and no workflow task fails anywhere.
func TestRolloutPinsRunningSwapsToTheirBuild(t *testing.T) {
	e := newEnv(t, providers.Config{})
	ctx := context.Background()
	// A deployment per run: the dev server is shared by the package's tests.
	deployment := fmt.Sprintf("rollout-%d", time.Now().UnixNano())

	// Build A: the real worker, versioned; the bootstrap makes it the first
	// current version, as a fresh install does.
	cfgA := e.workerConfig()
	cfgA.Versioning = swapworker.Versioning{On: true, DeploymentName: deployment, BuildID: "A", Bootstrap: true}
	wA, _, err := swapworker.New(cfgA, swapworker.Deps{Temporal: e.cl, DB: e.pool})
	require.NoError(t, err)
	require.NoError(t, wA.Start())
	t.Cleanup(wA.Stop)
	msg, err := swapworker.Bootstrap(ctx, e.cl, cfgA.Versioning)
	require.NoError(t, err)
	require.Equal(t, "made this build the deployment's first current version", msg)

	const onA, onB = 100, 10
	idsA := make([]string, onA)
	for i := range idsA {
		idsA[i] = fmt.Sprintf("rollout-a-%d-%s", i, deployment)
	}
	parallel(t, idsA, func(id string) error { return e.startPlainSwap(ctx, swapInput(id)) })
	// Each swap is pinned once A's worker completed its first task; from then
	// on it stays on A whatever becomes current.
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		for _, id := range idsA {
			b, build := e.versioning(ctx, id)
			if !assert.Equal(c, enumspb.VERSIONING_BEHAVIOR_PINNED, b, id) || !assert.Equal(c, "A", build, id) {
				return
			}
		}
	}, 60*time.Second, 200*time.Millisecond)

	// Build B beside A, then current.
	wB := e.startBuildB(deployment)
	t.Cleanup(wB.Stop)
	h := e.cl.WorkerDeploymentClient().GetHandle(deployment)
	// B's own bootstrap leaves A current: only an operator makes B current.
	msg, err = swapworker.Bootstrap(ctx, e.cl, swapworker.Versioning{On: true, DeploymentName: deployment, BuildID: "B", Bootstrap: true})
	require.NoError(t, err)
	require.Contains(t, msg, "current version is build A")
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		// B's version is registered with its first polls, asynchronously.
		_, err := h.SetCurrentVersion(ctx, client.WorkerDeploymentSetCurrentVersionOptions{BuildID: "B"})
		assert.NoError(c, err)
	}, 30*time.Second, 200*time.Millisecond)
	// A server that propagates routing asynchronously (1.32) may otherwise
	// start the next swaps on the previous current build.
	require.NoError(t, swapworker.WaitRoutingPropagated(ctx, e.cl, e.tc.Namespace, deployment))

	idsB := make([]string, onB)
	for i := range idsB {
		idsB[i] = fmt.Sprintf("rollout-b-%d-%s", i, deployment)
	}
	parallel(t, idsB, func(id string) error { return e.startPlainSwap(ctx, swapInput(id)) })
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		for _, id := range idsB {
			_, build := e.versioning(ctx, id)
			if !assert.Equal(c, "B", build, id) {
				return
			}
		}
	}, 60*time.Second, 200*time.Millisecond)

	// Rollback: A current again. New swaps go to A; B's stay on B.
	_, err = h.SetCurrentVersion(ctx, client.WorkerDeploymentSetCurrentVersionOptions{BuildID: "A"})
	require.NoError(t, err)
	require.NoError(t, swapworker.WaitRoutingPropagated(ctx, e.cl, e.tc.Namespace, deployment))
	idsC := make([]string, onB)
	for i := range idsC {
		idsC[i] = fmt.Sprintf("rollout-c-%d-%s", i, deployment)
	}
	parallel(t, idsC, func(id string) error { return e.startPlainSwap(ctx, swapInput(id)) })

	// The deposits arrive for every swap, old and new.
	all := append(append(append([]string{}, idsA...), idsB...), idsC...)
	parallel(t, all, func(id string) error {
		if err := e.signal(ctx, id, workflows.SignalDepositObserved, deposit(id, "obs-1", swap.DepositObserved)); err != nil {
			return err
		}
		r, err := swapclient.Confirm(ctx, e.cl, deposit(id, "conf-1", swap.DepositConfirmed))
		if err != nil {
			return err
		}
		if r.Outcome != swap.Applied {
			return fmt.Errorf("%s: confirmation %s", id, r.Outcome)
		}
		wctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
		defer cancel()
		return e.cl.GetWorkflow(wctx, id, "").Get(wctx, nil)
	})

	for _, id := range append(append([]string{}, idsA...), idsC...) {
		e.wantRanOn(ctx, id, deployment, "A")
	}
	for _, id := range idsB {
		e.wantRanOn(ctx, id, deployment, "B")
		hist := e.history(ctx, id)
		assert.True(t, hasEvent(hist, enumspb.EVENT_TYPE_TIMER_STARTED), "%s ran B's code (its timer)", id)
	}
	for _, id := range all {
		v, err := swapclient.Status(ctx, e.cl, id)
		require.NoError(t, err)
		assert.Equal(t, swap.StatusSuccess, v.Status, id)
	}

	// B's change really breaks A's histories: replayed under B's code, a
	// finished swap of A fails with a nondeterminism error.
	rp := worker.NewWorkflowReplayer()
	rp.RegisterWorkflowWithOptions(swapWorkflowB, workflow.RegisterOptions{Name: "SwapWorkflow"})
	err = rp.ReplayWorkflowHistoryWithOptions(nil, e.history(ctx, idsA[0]), worker.ReplayWorkflowHistoryOptions{
		OriginalExecution: workflow.Execution{ID: idsA[0]},
	})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "nondeterministic")
}

// startPlainSwap starts a swap without webhooks (fewer activities: the test
// is about where workflow tasks run), by type name, so that each build's
// registration decides the code.
func (e *env) startPlainSwap(ctx context.Context, in workflows.SwapInput) error {
	opts := swapclient.StartOptions(in.Terms.SwapID)
	opts.TaskQueue = e.taskQueue
	_, err := e.cl.ExecuteWorkflow(ctx, opts, "SwapWorkflow", in)
	return err
}

// startBuildB runs build B: B's swap code under the type "SwapWorkflow",
// pinned like A's, with the real activities, in the same deployment.
func (e *env) startBuildB(deployment string) worker.Worker {
	e.t.Helper()
	acts, err := swapworker.NewActivities(e.workerConfig(), swapworker.Deps{Temporal: e.cl, DB: e.pool})
	require.NoError(e.t, err)
	w := worker.New(e.cl, e.taskQueue, worker.Options{DeploymentOptions: worker.DeploymentOptions{
		UseVersioning: true,
		Version:       worker.WorkerDeploymentVersion{DeploymentName: deployment, BuildID: "B"},
	}})
	w.RegisterWorkflowWithOptions(swapWorkflowB, workflow.RegisterOptions{Name: "SwapWorkflow", VersioningBehavior: workflow.VersioningBehaviorPinned})
	w.RegisterWorkflowWithOptions(workflows.LateRefundWorkflow, workflow.RegisterOptions{VersioningBehavior: swapworker.WorkflowBehavior("LateRefundWorkflow")})
	w.RegisterWorkflowWithOptions(workflows.ScannerWorkflow, workflow.RegisterOptions{VersioningBehavior: swapworker.WorkflowBehavior("ScannerWorkflow")})
	v := reflect.ValueOf(acts)
	for i := range v.NumMethod() {
		w.RegisterActivityWithOptions(v.Method(i).Interface(), activity.RegisterOptions{Name: v.Type().Method(i).Name})
	}
	require.NoError(e.t, w.Start())
	return w
}

// versioning is the workflow's versioning behaviour and build, from describe.
func (e *env) versioning(ctx context.Context, id string) (enumspb.VersioningBehavior, string) {
	d, err := e.cl.DescribeWorkflowExecution(ctx, id, "")
	if err != nil {
		return enumspb.VERSIONING_BEHAVIOR_UNSPECIFIED, err.Error()
	}
	vi := d.GetWorkflowExecutionInfo().GetVersioningInfo()
	return vi.GetBehavior(), vi.GetDeploymentVersion().GetBuildId()
}

// wantRanOn checks, from the history the server wrote, that every workflow
// task of the swap was completed by the given build of the deployment and
// none failed (a nondeterminism error fails the task).
func (e *env) wantRanOn(ctx context.Context, id, deployment, build string) {
	e.t.Helper()
	b, got := e.versioning(ctx, id)
	assert.Equal(e.t, enumspb.VERSIONING_BEHAVIOR_PINNED, b, id)
	assert.Equal(e.t, build, got, id)
	tasks := 0
	for _, ev := range e.history(ctx, id).GetEvents() {
		switch ev.GetEventType() {
		case enumspb.EVENT_TYPE_WORKFLOW_TASK_FAILED:
			e.t.Errorf("%s: workflow task failed: %v", id, ev.GetWorkflowTaskFailedEventAttributes())
		case enumspb.EVENT_TYPE_WORKFLOW_TASK_COMPLETED:
			tasks++
			v := ev.GetWorkflowTaskCompletedEventAttributes().GetDeploymentVersion()
			if v.GetDeploymentName() != deployment || v.GetBuildId() != build {
				e.t.Errorf("%s: workflow task %d completed by %s/%s, want %s/%s", id, ev.GetEventId(), v.GetDeploymentName(), v.GetBuildId(), deployment, build)
			}
		}
	}
	assert.Greater(e.t, tasks, 1, id)
}

func (e *env) history(ctx context.Context, id string) *historypb.History {
	e.t.Helper()
	it := e.cl.GetWorkflowHistory(ctx, id, "", false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	h := &historypb.History{}
	for it.HasNext() {
		ev, err := it.Next()
		require.NoError(e.t, err)
		h.Events = append(h.Events, ev)
	}
	return h
}

func hasEvent(h *historypb.History, typ enumspb.EventType) bool {
	for _, ev := range h.GetEvents() {
		if ev.GetEventType() == typ {
			return true
		}
	}
	return false
}

// parallel runs fn for every ID, 16 at a time, and fails on the first error.
func parallel(t *testing.T, ids []string, fn func(string) error) {
	t.Helper()
	var (
		wg   sync.WaitGroup
		sem  = make(chan struct{}, 16)
		mu   sync.Mutex
		errs []error
	)
	for _, id := range ids {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			if err := fn(id); err != nil {
				mu.Lock()
				errs = append(errs, fmt.Errorf("%s: %w", id, err))
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	require.Empty(t, errs)
}

// The scanner auto-upgrades: once build B is current its workflow tasks run
// on B (same scanner code, so nothing to break), and it keeps dispatching
// deposits, to a swap started on B. Pinned, it would hold A for ever.
func TestRolloutMovesTheScannerToTheNewBuild(t *testing.T) {
	e := newEnv(t, providers.Config{})
	ctx := context.Background()
	deployment := fmt.Sprintf("rollout-scan-%d", time.Now().UnixNano())
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", VaultKey: devchain.RandomVaultKey()})
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	stopMining := mine(c, 50*time.Millisecond)
	t.Cleanup(stopMining)
	// A chain worker of each build: the chain's task queue is part of both.
	startBuild := func(build string) swapworker.Versioning {
		rc, err := chain.Dial(ctx, c.RPCURL())
		require.NoError(t, err)
		t.Cleanup(rc.Close)
		cfg := e.workerConfig()
		cfg.RPCURL = c.RPCURL()
		cfg.Versioning = swapworker.Versioning{On: true, DeploymentName: deployment, BuildID: build}
		w, _, err := swapworker.New(cfg, swapworker.Deps{Temporal: e.cl, DB: e.pool, RPC: rc})
		require.NoError(t, err)
		require.NoError(t, w.Start())
		t.Cleanup(w.Stop)
		return cfg.Versioning
	}
	vA := startBuild("A")
	msg, err := swapworker.Bootstrap(ctx, e.cl, vA)
	require.NoError(t, err)
	require.Equal(t, "made this build the deployment's first current version", msg)

	in := workflows.ScannerInput{
		Config: chain.Config{ChainID: c.ChainID().Uint64(), Contract: c.Vault(),
			Finality: chain.Finality{Depth: 2}, StartBlock: c.VaultBlock()},
		PollInterval: 100 * time.Millisecond, DispatchMaxAttempts: 3, DispatchLease: 2 * time.Second,
		ScheduleToStart: 2 * time.Second,
	}
	_, err = operator.StartScanner(ctx, e.cl, e.taskQueue, in)
	require.NoError(t, err)
	id := workflows.ScannerWorkflowID(in.Config)
	t.Cleanup(func() { _ = e.cl.TerminateWorkflow(context.Background(), id, "", "test over") })
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		b, build := e.versioning(ctx, id)
		assert.Equal(col, enumspb.VERSIONING_BEHAVIOR_AUTO_UPGRADE, b)
		assert.Equal(col, "A", build)
	}, 30*time.Second, 100*time.Millisecond)

	startBuild("B")
	h := e.cl.WorkerDeploymentClient().GetHandle(deployment)
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		_, err := h.SetCurrentVersion(ctx, client.WorkerDeploymentSetCurrentVersionOptions{BuildID: "B"})
		assert.NoError(col, err)
	}, 30*time.Second, 200*time.Millisecond)
	// A server that propagates routing asynchronously (1.32) may otherwise
	// start the next swaps on the previous current build.
	require.NoError(t, swapworker.WaitRoutingPropagated(ctx, e.cl, e.tc.Namespace, deployment))
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		_, build := e.versioning(ctx, id)
		assert.Equal(col, "B", build, "the scanner moved to B")
	}, 30*time.Second, 100*time.Millisecond)

	// A swap started now runs on B and is paid through the moved scanner.
	swapID := "rollout-scan-" + time.Now().Format("150405.000000")
	swapIn := swapInput(swapID)
	swapIn.Terms.AmountUnits = "1000"
	require.NoError(t, e.startPlainSwap(ctx, swapIn))
	_, err = c.Deposit(ctx, 0, swapID, big.NewInt(1000))
	require.NoError(t, err)
	e.waitSuccess(swapID)
	e.wantRanOn(ctx, swapID, deployment, "B")
	for _, ev := range e.history(ctx, id).GetEvents() {
		if ev.GetEventType() == enumspb.EVENT_TYPE_WORKFLOW_TASK_FAILED {
			t.Errorf("scanner: workflow task failed: %v", ev.GetWorkflowTaskFailedEventAttributes())
		}
	}
}
