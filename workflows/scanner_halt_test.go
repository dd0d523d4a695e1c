package workflows

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/workflow"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/telemetry"
)

// haltedEnv is a scanner whose first pass halts; every dispatch is counted.
func haltedEnv(t *testing.T) (*testsuite.TestWorkflowEnvironment, *atomic.Int64, *atomic.Int64) {
	t.Helper()
	var s testsuite.WorkflowTestSuite
	env := s.NewTestWorkflowEnvironment()
	env.SetStartWorkflowOptions(client.StartWorkflowOptions{ID: ScannerWorkflowID(scannerInput().Config)})
	env.RegisterActivity(&activities.Activities{})
	passes, dispatches := new(atomic.Int64), new(atomic.Int64)
	env.OnActivity(a.ScanChain, mock.Anything, mock.Anything).Return(func(context.Context, chain.Config) (chain.Report, error) {
		if passes.Add(1) == 1 {
			return chain.Report{}, temporal.NewNonRetryableApplicationError("finality violated: …", activities.ErrScannerHalted, nil)
		}
		return chain.Report{Cursor: store.Block{Number: 9}, Head: 9}, nil
	})
	env.OnActivity(a.DispatchOutbox, mock.Anything, mock.Anything).Return(func(context.Context, activities.DispatchRequest) (activities.DispatchResult, error) {
		if dispatches.Add(1) == 1 {
			return activities.DispatchResult{Delivered: 3}, nil
		}
		return activities.DispatchResult{}, nil
	})
	return env, passes, dispatches
}

// Issue 15 item 9 (review D16): a halted scanner reads nothing, but the
// deliveries already in its outbox (decided before the halt, for other
// swaps) are still dispatched while it waits for the operator, at a slow
// pace; the resume signal ends the wait as before.
func TestHaltedScannerKeepsDispatchingTheOutbox(t *testing.T) {
	env, passes, dispatches := haltedEnv(t)
	var whileHalted int64
	env.RegisterDelayedCallback(func() {
		view := queryView(t, env)
		require.Equal(t, ScannerHalted, view.State)
		require.Equal(t, 1, int(passes.Load()), "no pass while halted")
		whileHalted = dispatches.Load()
		env.SignalWorkflow(SignalScannerResume, nil)
	}, 10*time.Minute)
	env.RegisterDelayedCallback(func() {
		require.Equal(t, ScannerRunning, queryView(t, env).State)
		env.CancelWorkflow()
	}, 11*time.Minute)
	env.ExecuteWorkflow(ScannerWorkflow, scannerInput())
	t.Logf("%d dispatch rounds in 10 minutes of halt", whileHalted)
	require.GreaterOrEqual(t, whileHalted, int64(2), "the outbox is dispatched while halted, more than once")
	require.LessOrEqual(t, whileHalted, int64(60), "an idle halted scanner does not spin")
	require.Greater(t, int(passes.Load()), 1, "resumed")
}

// The dispatch rounds of a long halt count towards continue-as-new, so the
// history stays bounded; the next run halts again on its first pass.
func TestHaltedScannerContinuesAsNew(t *testing.T) {
	env, passes, dispatches := haltedEnv(t)
	in := scannerInput()
	in.ContinueAsNewAfter = 4
	env.ExecuteWorkflow(ScannerWorkflow, in)
	var can *workflow.ContinueAsNewError
	require.True(t, errors.As(env.GetWorkflowError(), &can), "%v", env.GetWorkflowError())
	require.Equal(t, 1, int(passes.Load()))
	require.Equal(t, 3, int(dispatches.Load()), "the halting pass and three rounds while halted: four in all")
}

// The server takes only ServerSignalsPerRun signals a run: junk signals to a
// halted scanner would lock out the operator's resume until the run ended.
// The run hands over at the next round instead, and the new run takes signals.
func TestHaltedScannerHandsOverOnJunkSignals(t *testing.T) {
	env, _, dispatches := haltedEnv(t)
	env.RegisterDelayedCallback(func() { env.SignalWorkflow("not-a-scanner-signal", "junk") }, 2*time.Minute)
	env.ExecuteWorkflow(ScannerWorkflow, scannerInput())
	var can *workflow.ContinueAsNewError
	require.True(t, errors.As(env.GetWorkflowError(), &can), "%v", env.GetWorkflowError())
	require.LessOrEqual(t, int(dispatches.Load()), 6, "handed over at the round after the junk (rounds every 30 s, junk at 2 min)")
}

// A halted scanner says so on /metrics (swapengine_scanner_halted 1, the
// ScannerHalted alert's series) for as long as it waits, and 0 once resumed.
func TestHaltedScannerReportsTheHaltedGauge(t *testing.T) {
	m, err := telemetry.Serve("127.0.0.1:0")
	require.NoError(t, err)
	defer m.Close()
	var s testsuite.WorkflowTestSuite
	s.SetMetricsHandler(m.Handler)
	env := s.NewTestWorkflowEnvironment()
	env.SetStartWorkflowOptions(client.StartWorkflowOptions{ID: ScannerWorkflowID(scannerInput().Config)})
	env.RegisterActivity(&activities.Activities{})
	var passes atomic.Int64
	env.OnActivity(a.ScanChain, mock.Anything, mock.Anything).Return(func(context.Context, chain.Config) (chain.Report, error) {
		if passes.Add(1) == 1 {
			return chain.Report{}, temporal.NewNonRetryableApplicationError("finality violated: …", activities.ErrScannerHalted, nil)
		}
		return chain.Report{Cursor: store.Block{Number: 9}, Head: 9}, nil
	})
	env.OnActivity(a.DispatchOutbox, mock.Anything, mock.Anything).Return(activities.DispatchResult{}, nil)
	gauge := func() string {
		resp, err := http.Get("http://" + m.Addr + "/metrics")
		require.NoError(t, err)
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		g := regexp.MustCompile(`(?m)^swapengine_scanner_halted\{[^}]*chain_id="` + fmt.Sprint(scannerInput().Config.ChainID) + `"[^}]*\} (\S+)$`).FindSubmatch(body)
		if g == nil {
			return "missing"
		}
		return string(g[1])
	}
	var halted, resumed string
	env.RegisterDelayedCallback(func() {
		halted = gauge()
		env.SignalWorkflow(SignalScannerResume, nil)
	}, 10*time.Minute)
	env.RegisterDelayedCallback(func() {
		resumed = gauge()
		env.CancelWorkflow()
	}, 11*time.Minute)
	env.ExecuteWorkflow(ScannerWorkflow, scannerInput())
	require.Equal(t, "1", halted, "while halted")
	require.Equal(t, "0", resumed, "after the resume")
}
