package e2e

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/client"

	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/telemetry"
	"github.com/swapengine/swapengine/workflows"
)

// Issue 17 item 2: a chain no running worker serves shows as stalled, with
// the reason, in the scanner's status, its search attribute and a metric,
// and the stall clears by itself when a worker for the chain comes. Workers
// here are started with a chains file of one chain each: "other" (31337)
// is served throughout, "dev" (1337) only between the steps; at the end two
// workers share dev and one of them stopping stalls nothing.
func TestAChainNoWorkerServesShowsStalled(t *testing.T) {
	e := newEnv(t, providers.Config{})
	ctx := context.Background()
	a, b := twoDevChains(t)
	dir := t.TempDir()
	devFile, otherFile := oneChainFile(t, dir, "dev", a), oneChainFile(t, dir, "other", b)

	// The workers record metrics as a deployed worker does.
	m, err := telemetry.Serve("127.0.0.1:0")
	require.NoError(t, err)
	t.Cleanup(func() { _ = m.Close() })
	opts, err := e.tc.Options()
	require.NoError(t, err)
	opts.MetricsHandler = m.Handler
	mcl, err := client.Dial(opts)
	require.NoError(t, err)
	t.Cleanup(mcl.Close)
	// A second worker process, as Temporal tells them apart.
	opts.Identity = "second-worker@" + t.Name()
	mcl2, err := client.Dial(opts)
	require.NoError(t, err)
	t.Cleanup(mcl2.Close)
	startWorker := func(path string, cl client.Client) func() { return e.startChainsWorker(t, path, cl) }
	startWorker(otherFile, mcl)

	ins := map[string]workflows.ScannerInput{}
	for name, path := range map[string]string{"dev": devFile, "other": otherFile} {
		f, err := chainconf.Load(path)
		require.NoError(t, err)
		c, _ := f.Chain(name)
		// A long poll keeps dev's history short: it is recorded for the
		// replay tests (RECORD_HISTORY_DIR; the scanner-stalled path).
		in := workflows.ScannerInput{Config: c.ScannerConfig(), ChainName: name, PollInterval: time.Second, DispatchMaxAttempts: 3,
			DispatchLease: 2 * time.Second, PassTimeout: 5 * time.Second, ScheduleToStart: 2 * time.Second}
		run, err := operator.StartScanner(ctx, e.cl, e.taskQueue, in)
		require.NoError(t, err)
		id := workflows.ScannerWorkflowID(in.Config)
		t.Cleanup(func() {
			_ = e.cl.TerminateWorkflow(context.Background(), id, "", "test over")
			if dir := os.Getenv("RECORD_HISTORY_DIR"); dir != "" && name == "dev" && !t.Failed() {
				e.recordRun(id, run.GetRunID(), dir)
			}
		})
		ins[name] = in
	}
	stopA, stopB := mine(a, 50*time.Millisecond), mine(b, 50*time.Millisecond)
	t.Cleanup(stopA)
	t.Cleanup(stopB)
	dev, other := ins["dev"].Config, ins["other"].Config
	devID := workflows.ScannerWorkflowID(dev)
	// Temporal Web lists the scanner by its chain's name.
	d, err := e.cl.DescribeWorkflowExecution(ctx, devID, "")
	require.NoError(t, err)
	assert.Equal(t, "scanner of chain dev (1337), vault "+dev.Contract.Hex(), payloadString(t, d.GetExecutionConfig().GetUserMetadata().GetSummary()))
	stalledGauge := func(v string) *regexp.Regexp {
		return regexp.MustCompile(`(?m)^swapengine_scanner_stalled\{[^}]*chain="dev",chain_id="1337"[^}]*\} ` + v + `$`)
	}
	metrics := func(col *assert.CollectT) string {
		resp, err := http.Get("http://" + m.Addr + "/metrics")
		if !assert.NoError(col, err) {
			return ""
		}
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		assert.NoError(col, err)
		return string(body)
	}
	searchState := func(col *assert.CollectT, state string) {
		resp, err := e.cl.ListWorkflow(ctx, &workflowservice.ListWorkflowExecutionsRequest{
			Namespace: "default", Query: fmt.Sprintf("WorkflowId = '%s' AND ScannerState = '%s' AND ExecutionStatus = 'Running'", devID, state),
		})
		if assert.NoError(col, err) {
			assert.Len(col, resp.GetExecutions(), 1, "ScannerState %s", state)
		}
	}

	// 1. Only a worker of the other chain runs: the dev chain's scanner
	// stalls, its first scan never taken; the other chain goes on.
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		sv, err := operator.ScannerStatus(ctx, e.cl, dev)
		if !assert.NoError(col, err) {
			return
		}
		assert.Equal(col, workflows.ScannerStalled, sv.State)
		assert.Contains(col, sv.Stalled, "no worker serves chain dev (1337)")
		assert.Contains(col, sv.Stalled, "no worker took the scan from task queue "+sv.TaskQueue)
		assert.Equal(col, e.taskQueue+"-chain-1337", sv.TaskQueue)
		if assert.NotNil(col, sv.ChainPollers) {
			assert.Zero(col, *sv.ChainPollers)
		}
		assert.Zero(col, sv.Passes)
		ov, err := operator.ScannerStatus(ctx, e.cl, other)
		if assert.NoError(col, err) {
			assert.Equal(col, workflows.ScannerRunning, ov.State)
			assert.Empty(col, ov.Stalled)
			assert.Greater(col, ov.Cursor, b.VaultBlock())
		}
		assert.Regexp(col, stalledGauge("1"), metrics(col))
		searchState(col, workflows.ScannerStalled)
	}, 60*time.Second, 200*time.Millisecond)

	// 2. A worker for the dev chain starts: the stall clears by itself.
	stopDev := startWorker(devFile, mcl)
	var cursor uint64
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		sv, err := operator.ScannerStatus(ctx, e.cl, dev)
		if !assert.NoError(col, err) {
			return
		}
		assert.Equal(col, workflows.ScannerRunning, sv.State)
		assert.Empty(col, sv.Stalled)
		assert.Empty(col, sv.LastError)
		assert.Greater(col, sv.Cursor, a.VaultBlock())
		if assert.NotNil(col, sv.ChainPollers) {
			assert.NotZero(col, *sv.ChainPollers)
		}
		text := metrics(col)
		assert.Regexp(col, stalledGauge("0"), text)
		// The scan activity's series name the chain too.
		assert.Regexp(col, regexp.MustCompile(`(?m)^swapengine_scanner_lag_blocks\{[^}]*chain="dev",chain_id="1337"[^}]*\} `), text)
		searchState(col, workflows.ScannerRunning)
		cursor = sv.Cursor
	}, 60*time.Second, 200*time.Millisecond)

	// 3. It stops: the workflow notices its next scan is not taken (the
	// server still lists the gone worker's poller for a while, so this is
	// the workflow's own finding), and the cursor stays.
	stopDev()
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		sv, err := operator.ScannerStatus(ctx, e.cl, dev)
		if !assert.NoError(col, err) {
			return
		}
		assert.Equal(col, workflows.ScannerStalled, sv.State)
		assert.Contains(col, sv.Stalled, "no worker took the scan from task queue "+sv.TaskQueue)
		assert.GreaterOrEqual(col, sv.Cursor, cursor)
		cursor = sv.Cursor
		assert.Regexp(col, stalledGauge("1"), metrics(col))
	}, 60*time.Second, 200*time.Millisecond)
	sv, err := operator.ScannerStatus(ctx, e.cl, dev)
	require.NoError(t, err)
	assert.Equal(t, cursor, sv.Cursor, "no pass while stalled")

	// 4. Two workers for it come back: running again, the cursor moves on.
	stopFirst := startWorker(devFile, mcl)
	startWorker(devFile, mcl2)
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		sv, err := operator.ScannerStatus(ctx, e.cl, dev)
		if !assert.NoError(col, err) {
			return
		}
		assert.Equal(col, workflows.ScannerRunning, sv.State)
		assert.Empty(col, sv.Stalled)
		assert.Greater(col, sv.Cursor, cursor)
		if assert.NotNil(col, sv.ChainPollers) {
			assert.GreaterOrEqual(col, *sv.ChainPollers, 2, "both workers poll the chain's queue")
		}
		assert.Regexp(col, stalledGauge("0"), metrics(col))
		cursor = sv.Cursor
	}, 60*time.Second, 200*time.Millisecond)

	// 5. The workers share the chain: one stops, the other takes its scans,
	// and the scanner never stalls.
	stopFirst()
	for range 3 {
		require.EventuallyWithT(t, func(col *assert.CollectT) {
			sv, err := operator.ScannerStatus(ctx, e.cl, dev)
			if !assert.NoError(col, err) {
				return
			}
			assert.Greater(col, sv.Cursor, cursor)
			cursor = max(cursor, sv.Cursor)
		}, 60*time.Second, 200*time.Millisecond)
		sv, err := operator.ScannerStatus(ctx, e.cl, dev)
		require.NoError(t, err)
		require.Equal(t, workflows.ScannerRunning, sv.State)
		require.Empty(t, sv.Stalled)
	}
}

// Hidden drill: the only worker of a chain was restarted on another chain's
// RPC, and the scanner with its default settings kept showing the last
// cursor and head, lag 0, for minutes. Within a minute of the worker
// leaving, scanner-status and the search attribute say stalled.
func TestAScannerWhoseOnlyWorkerLeftShowsStalledWithinAMinute(t *testing.T) {
	e := newEnv(t, providers.Config{})
	ctx := context.Background()
	a, b := twoDevChains(t)
	dir := t.TempDir()
	devFile, otherFile := oneChainFile(t, dir, "dev", a), oneChainFile(t, dir, "other", b)
	start := func(path string) func() { return e.startChainsWorker(t, path, e.cl) }
	stopDev := start(devFile)

	f, err := chainconf.Load(devFile)
	require.NoError(t, err)
	c, _ := f.Chain("dev")
	in := workflows.ScannerInput{Config: c.ScannerConfig(), ChainName: "dev", PollInterval: time.Second} // default ScheduleToStart
	_, err = operator.StartScanner(ctx, e.cl, e.taskQueue, in)
	require.NoError(t, err)
	id := workflows.ScannerWorkflowID(in.Config)
	t.Cleanup(func() { _ = e.cl.TerminateWorkflow(context.Background(), id, "", "test over") })
	stopMining := mine(a, 50*time.Millisecond)
	t.Cleanup(stopMining)
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		sv, err := operator.ScannerStatus(ctx, e.cl, in.Config)
		if assert.NoError(col, err) {
			assert.Equal(col, workflows.ScannerRunning, sv.State)
			assert.Greater(col, sv.Passes, 2)
		}
	}, 60*time.Second, 200*time.Millisecond)

	// The worker comes back serving the other chain only.
	stopDev()
	start(otherFile)
	gone := time.Now()
	require.EventuallyWithT(t, func(col *assert.CollectT) {
		sv, err := operator.ScannerStatus(ctx, e.cl, in.Config)
		if assert.NoError(col, err) {
			assert.Equal(col, workflows.ScannerStalled, sv.State)
			assert.Contains(col, sv.Stalled, "no worker serves chain dev (1337)")
		}
		resp, err := e.cl.ListWorkflow(ctx, &workflowservice.ListWorkflowExecutionsRequest{
			Namespace: "default", Query: fmt.Sprintf("WorkflowId = '%s' AND ScannerState = '%s' AND ExecutionStatus = 'Running'", id, workflows.ScannerStalled),
		})
		if assert.NoError(col, err) {
			assert.Len(col, resp.GetExecutions(), 1, "ScannerState stalled")
		}
	}, 60*time.Second, time.Second, "not stalled within a minute of the only worker leaving")
	t.Logf("stalled in scanner-status and the search attribute %s after the worker left", time.Since(gone).Round(time.Second))
}
