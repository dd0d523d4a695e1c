package workflows

import (
	"os"
	"path/filepath"
	"strings"
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
// Each file is named after its workflow ID, which the workflow checks against
// the swap ID, so the replay runs under the original ID.
func TestReplayRecordedHistories(t *testing.T) {
	files, err := filepath.Glob("testdata/*.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no recorded histories in testdata/")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			r, err := os.Open(f)
			if err != nil {
				t.Fatal(err)
			}
			defer r.Close()
			h, err := client.HistoryFromJSON(r, client.HistoryJSONOptions{})
			if err != nil {
				t.Fatal(err)
			}
			rp := worker.NewWorkflowReplayer()
			rp.RegisterWorkflow(SwapWorkflow)
			rp.RegisterWorkflow(ScannerWorkflow)
			rp.RegisterWorkflow(LateRefundWorkflow)
			id := strings.TrimSuffix(filepath.Base(f), ".json")
			err = rp.ReplayWorkflowHistoryWithOptions(nil, h, worker.ReplayWorkflowHistoryOptions{
				OriginalExecution: workflow.Execution{ID: id},
			})
			if err != nil {
				t.Fatal(err)
			}
		})
	}
}
