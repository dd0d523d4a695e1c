package operator

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"

	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/internal/tclient"
	"github.com/swapengine/swapengine/workflows"
)

func testClient(t *testing.T) (client.Client, string) {
	t.Helper()
	addr := testenv.TemporalAddress(t)
	cl, err := tclient.Dial(tclient.Config{Address: addr, Namespace: "default"}, slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	t.Cleanup(cl.Close)
	return cl, addr
}

// The team's check before a deploy, end to end: swaps run on the real server,
// `starter export-histories` takes their histories, and the replay test,
// pointed at them with REPLAY_HISTORIES, replays them against this
// checkout's workflow code (go test in a subprocess, as the team runs it).
func TestExportedHistoriesReplayAgainstTheWorkflowCode(t *testing.T) {
	cl, addr := testClient(t)
	ctx := context.Background()
	tq := fmt.Sprintf("export-%d", time.Now().UnixNano())
	w := worker.New(cl, tq, worker.Options{})
	w.RegisterWorkflow(workflows.SwapWorkflow)
	w.RegisterWorkflow(workflows.ScannerWorkflow)
	w.RegisterWorkflow(workflows.LateRefundWorkflow)
	require.NoError(t, w.Start())
	t.Cleanup(w.Stop)

	// Two swaps, both still open: one waiting for its deposit, one that has
	// seen it (no webhook URL, so neither needs an activity).
	ids := []string{tq + "-waiting", tq + "-observed/odd@id"}
	for _, id := range ids {
		opts := swapclient.StartOptions(id)
		opts.TaskQueue = tq
		_, err := cl.ExecuteWorkflow(ctx, opts, workflows.SwapWorkflow, workflows.SwapInput{
			Terms: swap.Terms{SwapID: id, AmountUnits: "12500000", Asset: "ETH", ChainID: 1337,
				PayoutAddress: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8"},
			DepositDeadline: time.Now().Add(time.Hour).UTC().Truncate(time.Second),
		})
		require.NoError(t, err)
	}
	require.NoError(t, swapclient.Signal(ctx, cl, ids[1], workflows.SignalDepositObserved, swap.Event{
		EventID: "obs-1", SwapID: ids[1], Type: swap.DepositObserved, DepositRef: "evm:1337:0xc0ffee:1", AmountUnits: "12500000"}))
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		v, err := swapclient.Status(ctx, cl, ids[1])
		assert.NoError(c, err)
		assert.Equal(c, swap.StatusDeposit, v.Status)
	}, 30*time.Second, 100*time.Millisecond)

	dir := t.TempDir()
	var out bytes.Buffer
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		// Visibility lags the starts a little.
		out.Reset()
		assert.NoError(c, Main(ctx, []string{"export-histories", "-temporal-address", addr,
			"-query", fmt.Sprintf("TaskQueue = '%s'", tq), "-since", "1h", "-o", dir}, &out))
		files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		assert.Len(c, files, 2)
	}, 30*time.Second, 200*time.Millisecond)
	assert.Contains(t, out.String(), "exported 2 histories")
	// The default filter (the engine's workflow types) is one the server takes.
	var one bytes.Buffer
	require.NoError(t, Main(ctx, []string{"export-histories", "-temporal-address", addr, "-limit", "1", "-o", t.TempDir()}, &one))
	assert.Contains(t, one.String(), "exported 1 history")
	assert.Contains(t, out.String(), "REPLAY_HISTORIES=")
	for _, id := range ids {
		files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		found := false
		for _, f := range files {
			found = found || workflows.HistoryFileWorkflowID(filepath.Base(f)) == id
		}
		assert.True(t, found, "no history file of %s", id)
	}

	// The replay test over the export passes against this code...
	cmd := exec.Command("go", "test", "-count=1", "-run", "TestReplayRecordedHistories", "-v", "./workflows")
	cmd.Dir = filepath.Join("..", "..")
	cmd.Env = append(os.Environ(), "REPLAY_HISTORIES="+dir)
	got, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", got)
	assert.Equal(t, 2, strings.Count(string(got), "--- PASS: TestReplayRecordedHistories/"), "%s", got)

	// ...and fails against code that would break these runs: the check can
	// tell a safe build from an unsafe one.
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	for _, f := range files {
		r, err := os.Open(f)
		require.NoError(t, err)
		h, err := client.HistoryFromJSON(r, client.HistoryJSONOptions{})
		r.Close()
		require.NoError(t, err)
		rp := worker.NewWorkflowReplayer()
		rp.RegisterWorkflowWithOptions(func(ctx workflow.Context, in workflows.SwapInput) error {
			if err := workflow.Sleep(ctx, time.Millisecond); err != nil {
				return err
			}
			return workflows.SwapWorkflow(ctx, in)
		}, workflow.RegisterOptions{Name: "SwapWorkflow"})
		err = rp.ReplayWorkflowHistoryWithOptions(nil, h, worker.ReplayWorkflowHistoryOptions{
			OriginalExecution: workflow.Execution{ID: workflows.HistoryFileWorkflowID(filepath.Base(f))},
		})
		assert.ErrorContains(t, err, "nondeterministic", f)
	}
}

func TestExportHistoriesQuery(t *testing.T) {
	now := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	assert.Equal(t, "(ExecutionStatus = 'Running' OR StartTime > '2026-11-30T12:00:00Z')",
		exportQuery(ExportOptions{Since: 24 * time.Hour}, now))
	assert.Equal(t, "(WorkflowType = 'ScannerWorkflow') AND (ExecutionStatus = 'Running' OR StartTime > '2026-12-01T11:00:00Z')",
		exportQuery(ExportOptions{Query: "WorkflowType = 'ScannerWorkflow'", Since: time.Hour}, now))
	assert.Equal(t, "WorkflowType = 'X'", exportQuery(ExportOptions{Query: "WorkflowType = 'X'"}, now))
	var ue *UsageError
	assert.True(t, errors.As(Main(context.Background(), []string{"export-histories"}, &bytes.Buffer{}), &ue), "-o is required")
}
