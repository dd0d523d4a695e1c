package workflows

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/workflow"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/store"
)

func scannerInput() ScannerInput {
	return ScannerInput{
		Config:       chain.Config{ChainID: 1337, Contract: common.HexToAddress("0x01"), Finality: chain.Finality{Depth: 3}},
		PollInterval: time.Second,
	}
}

// passes is counted atomically: the test environment runs activities on
// their own goroutines while delayed callbacks read the count.
func newScannerEnv(t *testing.T, scan func(int) (chain.Report, error)) (*testsuite.TestWorkflowEnvironment, *atomic.Int64) {
	var s testsuite.WorkflowTestSuite
	env := s.NewTestWorkflowEnvironment()
	env.SetStartWorkflowOptions(client.StartWorkflowOptions{ID: ScannerWorkflowID(scannerInput().Config)})
	env.RegisterActivity(&activities.Activities{})
	passes := new(atomic.Int64)
	env.OnActivity(a.ScanChain, mock.Anything, mock.Anything).Return(func(_ context.Context, _ chain.Config) (chain.Report, error) {
		return scan(int(passes.Add(1)))
	})
	env.OnActivity(a.DispatchOutbox, mock.Anything, mock.Anything).Return(activities.DispatchResult{Delivered: 1}, nil)
	return env, passes
}

func TestScannerPollsOnATimerAndContinuesAsNew(t *testing.T) {
	env, passes := newScannerEnv(t, func(n int) (chain.Report, error) {
		return chain.Report{Cursor: store.Block{Number: uint64(n)}, Head: uint64(n), Final: uint64(n) - 1}, nil
	})
	in := scannerInput()
	in.ContinueAsNewAfter = 5
	start := env.Now()
	env.ExecuteWorkflow(ScannerWorkflow, in)

	var can *workflow.ContinueAsNewError
	require.True(t, errors.As(env.GetWorkflowError(), &can), "%v", env.GetWorkflowError())
	require.Equal(t, 5, int(passes.Load()))
	require.GreaterOrEqual(t, env.Now().Sub(start), 4*time.Second, "passes at the head are spaced by the poll interval")
	var next ScannerInput
	require.NoError(t, converter.GetDefaultDataConverter().FromPayloads(can.Input, &next))
	require.Equal(t, 5, next.Passes)
	require.Equal(t, uint64(5), next.Last.Cursor.Number)
}

func TestHaltedScannerWaitsForResume(t *testing.T) {
	env, passes := newScannerEnv(t, func(n int) (chain.Report, error) {
		if n == 1 {
			return chain.Report{}, temporal.NewNonRetryableApplicationError("reorg deeper than the retained window", activities.ErrScannerHalted, nil)
		}
		return chain.Report{Cursor: store.Block{Number: 9}, Head: 9}, nil
	})
	env.RegisterDelayedCallback(func() {
		v, err := env.QueryWorkflow(QueryScanner)
		require.NoError(t, err)
		var view ScannerView
		require.NoError(t, v.Get(&view))
		require.Contains(t, view.Halted, "deeper than the retained window")
		require.Equal(t, 1, int(passes.Load()), "no pass while halted")
		env.SignalWorkflow(SignalScannerResume, nil)
	}, time.Hour)
	env.RegisterDelayedCallback(func() {
		v, err := env.QueryWorkflow(QueryScanner)
		require.NoError(t, err)
		var view ScannerView
		require.NoError(t, v.Get(&view))
		require.Empty(t, view.Halted)
		require.Equal(t, uint64(9), view.Cursor)
		env.CancelWorkflow()
	}, time.Hour+time.Minute)
	env.ExecuteWorkflow(ScannerWorkflow, scannerInput())
	require.Greater(t, int(passes.Load()), 1)
}

func TestScannerCatchesUpWithoutSleeping(t *testing.T) {
	env, passes := newScannerEnv(t, func(n int) (chain.Report, error) {
		return chain.Report{Cursor: store.Block{Number: uint64(n * 100)}, Head: 1000, Lag: uint64(1000 - n*100)}, nil
	})
	in := scannerInput()
	in.ContinueAsNewAfter = 10
	start := env.Now()
	env.ExecuteWorkflow(ScannerWorkflow, in)
	require.Equal(t, 10, int(passes.Load()))
	require.Less(t, env.Now().Sub(start), 2*time.Second, "a scanner behind the head does not wait")
}

// recordStates records every ScannerState the workflow upserts.
func recordStates(env *testsuite.TestWorkflowEnvironment) *[]string {
	states := new([]string)
	env.OnUpsertTypedSearchAttributes(mock.Anything).Return(nil).Run(func(args mock.Arguments) {
		sa := args.Get(0).(temporal.SearchAttributes)
		if v, ok := sa.GetKeyword(ScannerStateKey); ok {
			*states = append(*states, v)
		}
	})
	return states
}

func queryView(t *testing.T, env *testsuite.TestWorkflowEnvironment) ScannerView {
	t.Helper()
	v, err := env.QueryWorkflow(QueryScanner)
	require.NoError(t, err)
	var view ScannerView
	require.NoError(t, v.Get(&view))
	return view
}

// Finding 12: retrying dispatcher rows never make a scanner that is behind
// the head wait.
func TestScannerBehindDoesNotWaitForTheDispatcher(t *testing.T) {
	var s testsuite.WorkflowTestSuite
	env := s.NewTestWorkflowEnvironment()
	env.RegisterActivity(&activities.Activities{})
	passes := 0
	env.OnActivity(a.ScanChain, mock.Anything, mock.Anything).Return(func(context.Context, chain.Config) (chain.Report, error) {
		passes++
		return chain.Report{Cursor: store.Block{Number: uint64(passes * 100)}, Head: 10_000, Lag: uint64(10_000 - passes*100)}, nil
	})
	env.OnActivity(a.DispatchOutbox, mock.Anything, mock.Anything).Return(activities.DispatchResult{Retrying: 100}, nil)
	in := scannerInput()
	in.ContinueAsNewAfter = 6
	start := env.Now()
	env.ExecuteWorkflow(ScannerWorkflow, in)
	require.Equal(t, 6, passes)
	require.Less(t, env.Now().Sub(start), time.Second, "no sleep while behind, whatever the dispatcher retries")
}

// Finding 6: scan and dispatch run on the chain's own task queue.
func TestChainActivitiesRunOnTheChainTaskQueue(t *testing.T) {
	var s testsuite.WorkflowTestSuite
	env := s.NewTestWorkflowEnvironment()
	env.RegisterActivity(&activities.Activities{})
	var queues []string
	env.OnActivity(a.ScanChain, mock.Anything, mock.Anything).Return(func(ctx context.Context, _ chain.Config) (chain.Report, error) {
		queues = append(queues, activity.GetInfo(ctx).TaskQueue)
		return chain.Report{Cursor: store.Block{Number: 1}, Head: 1}, nil
	})
	env.OnActivity(a.DispatchOutbox, mock.Anything, mock.Anything).Return(func(ctx context.Context, _ activities.DispatchRequest) (activities.DispatchResult, error) {
		queues = append(queues, activity.GetInfo(ctx).TaskQueue)
		return activities.DispatchResult{}, nil
	})
	in := scannerInput()
	in.ContinueAsNewAfter = 1
	env.ExecuteWorkflow(ScannerWorkflow, in)
	want := ChainTaskQueue("default-test-taskqueue", 1337)
	require.Equal(t, []string{want, want}, queues)
}

// Finding 10: every failed pass is visible at once (the error, when, how
// many in a row, state failing); a good pass clears it; a halt carries its
// message without the SDK's "(type: …, retryable: …)" suffix and sets
// ScannerState=halted until the resume signal.
func TestScannerStatusShowsFailuresAndHalts(t *testing.T) {
	var s testsuite.WorkflowTestSuite
	env := s.NewTestWorkflowEnvironment()
	env.RegisterActivity(&activities.Activities{})
	states := recordStates(env)
	passes := 0
	env.OnActivity(a.ScanChain, mock.Anything, mock.Anything).Return(func(context.Context, chain.Config) (chain.Report, error) {
		passes++
		switch passes {
		case 1, 2:
			return chain.Report{}, errors.New("eth_getBlockByNumber: connection refused")
		case 4:
			return chain.Report{}, temporal.NewNonRetryableApplicationError(
				"wrong chain: configured chain ID 1337, but the RPC node serves chain ID 1338", activities.ErrWrongChain, errors.New("inner retryable: true"))
		}
		return chain.Report{Cursor: store.Block{Number: 7}, Head: 9, Lag: 0}, nil
	})
	env.OnActivity(a.DispatchOutbox, mock.Anything, mock.Anything).Return(activities.DispatchResult{}, nil)
	var afterFailures, afterGood, halted ScannerView
	env.RegisterDelayedCallback(func() { afterFailures = queryView(t, env) }, 2500*time.Millisecond)
	env.RegisterDelayedCallback(func() { afterGood = queryView(t, env) }, 3500*time.Millisecond)
	env.RegisterDelayedCallback(func() {
		halted = queryView(t, env)
		env.SignalWorkflow(SignalScannerResume, nil)
	}, time.Hour)
	env.RegisterDelayedCallback(func() { env.CancelWorkflow() }, time.Hour+time.Minute)
	env.ExecuteWorkflow(ScannerWorkflow, scannerInput())

	require.Equal(t, ScannerFailing, afterFailures.State)
	require.Contains(t, afterFailures.LastError, "connection refused")
	require.Equal(t, 2, afterFailures.Failures)
	require.NotNil(t, afterFailures.LastErrorAt)

	require.Equal(t, ScannerRunning, afterGood.State)
	require.Empty(t, afterGood.LastError)
	require.NotNil(t, afterGood.LastPass)
	require.Equal(t, uint64(9), afterGood.Head)

	require.Equal(t, ScannerHalted, halted.State)
	require.Equal(t, "wrong chain: configured chain ID 1337, but the RPC node serves chain ID 1338", halted.Halted)
	require.Equal(t, activities.ErrWrongChain, halted.HaltType)
	require.NotContains(t, halted.Halted, "retryable")

	require.Equal(t, []string{ScannerRunning, ScannerFailing, ScannerRunning, ScannerHalted, ScannerRunning}, *states)
}

// While behind the head, dispatch rounds are kept short so reading the chain
// goes on; at the head a round may take its full budget.
func TestDispatchRoundsAreShortWhileBehind(t *testing.T) {
	var s testsuite.WorkflowTestSuite
	env := s.NewTestWorkflowEnvironment()
	env.SetStartWorkflowOptions(client.StartWorkflowOptions{ID: ScannerWorkflowID(scannerInput().Config)})
	env.RegisterActivity(&activities.Activities{})
	var passes atomic.Int64
	env.OnActivity(a.ScanChain, mock.Anything, mock.Anything).Return(func(_ context.Context, _ chain.Config) (chain.Report, error) {
		n := passes.Add(1)
		lag := uint64(0)
		if n < 3 {
			lag = 1000
		}
		return chain.Report{Cursor: store.Block{Number: uint64(n)}, Head: uint64(n) + lag, Lag: lag}, nil
	})
	var mu sync.Mutex
	var budgets []time.Duration
	env.OnActivity(a.DispatchOutbox, mock.Anything, mock.Anything).Return(func(_ context.Context, req activities.DispatchRequest) (activities.DispatchResult, error) {
		mu.Lock()
		budgets = append(budgets, req.Budget)
		mu.Unlock()
		return activities.DispatchResult{}, nil
	})
	in := scannerInput()
	in.ContinueAsNewAfter = 4
	env.ExecuteWorkflow(ScannerWorkflow, in)
	mu.Lock()
	defer mu.Unlock()
	require.GreaterOrEqual(t, len(budgets), 3)
	assert.Equal(t, catchUpDispatchBudget, budgets[0], "behind: a short round")
	assert.Equal(t, catchUpDispatchBudget, budgets[1])
	assert.Zero(t, budgets[2], "at the head: the dispatcher's own budget")
}
