package workflows

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/workflow"

	"swapengine/activities"
	"swapengine/internal/chain"
	"swapengine/internal/store"
)

func scannerInput() ScannerInput {
	return ScannerInput{
		Config:       chain.Config{ChainID: 1337, Contract: common.HexToAddress("0x01"), Finality: chain.Finality{Depth: 3}},
		PollInterval: time.Second,
	}
}

func newScannerEnv(t *testing.T, scan func(int) (chain.Report, error)) (*testsuite.TestWorkflowEnvironment, *int) {
	var s testsuite.WorkflowTestSuite
	env := s.NewTestWorkflowEnvironment()
	env.SetStartWorkflowOptions(client.StartWorkflowOptions{ID: ScannerWorkflowID(scannerInput().Config)})
	env.RegisterActivity(&activities.Activities{})
	passes := new(int)
	env.OnActivity(a.ScanChain, mock.Anything, mock.Anything).Return(func(_ context.Context, _ chain.Config) (chain.Report, error) {
		*passes++
		return scan(*passes)
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
	require.Equal(t, 5, *passes)
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
		require.Equal(t, 1, *passes, "no pass while halted")
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
	require.Greater(t, *passes, 1)
}

func TestScannerCatchesUpWithoutSleeping(t *testing.T) {
	env, passes := newScannerEnv(t, func(n int) (chain.Report, error) {
		return chain.Report{Cursor: store.Block{Number: uint64(n * 100)}, Head: 1000, Lag: uint64(1000 - n*100)}, nil
	})
	in := scannerInput()
	in.ContinueAsNewAfter = 10
	start := env.Now()
	env.ExecuteWorkflow(ScannerWorkflow, in)
	require.Equal(t, 10, *passes)
	require.Less(t, env.Now().Sub(start), 2*time.Second, "a scanner behind the head does not wait")
}
