package workflows

import (
	"os"
	"path/filepath"
	"testing"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
)

// TestReplayRecordedHistories replays histories recorded from real runs on a
// Temporal server (internal/harness/e2e writes them when RECORD_HISTORY_DIR is set).
// A change to SwapWorkflow that would break running workflows fails here with
// a nondeterminism error; such a change needs workflow.GetVersion.
//
// REPLAY_HISTORIES=DIR replays the histories in DIR instead: those `starter
// export-histories` took from a running namespace, so a team checks a new
// build against its real workflows before deploying it (docs/deploy.md,
// "Deploying a new version").
//
// Each file is named after its workflow ID (HistoryFileWorkflowID), which the
// workflow checks against the swap ID, so the replay runs under the original ID.
func TestReplayRecordedHistories(t *testing.T) {
	dir := "testdata"
	if d := os.Getenv("REPLAY_HISTORIES"); d != "" {
		dir = d
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatalf("no recorded histories in %s", dir)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			if err := replayFile(f); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// replayFile replays one history file against the current workflow code.
func replayFile(f string) error {
	r, err := os.Open(f)
	if err != nil {
		return err
	}
	defer r.Close()
	h, err := client.HistoryFromJSON(r, client.HistoryJSONOptions{})
	if err != nil {
		return err
	}
	rp := worker.NewWorkflowReplayer()
	rp.RegisterWorkflow(SwapWorkflow)
	rp.RegisterWorkflow(ScannerWorkflow)
	rp.RegisterWorkflow(LateRefundWorkflow)
	return rp.ReplayWorkflowHistoryWithOptions(nil, h, worker.ReplayWorkflowHistoryOptions{
		OriginalExecution: workflow.Execution{ID: HistoryFileWorkflowID(filepath.Base(f))},
	})
}
