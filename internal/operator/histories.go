package operator

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	historypb "go.temporal.io/api/history/v1"
	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/client"
	"google.golang.org/protobuf/encoding/protojson"

	"github.com/swapengine/swapengine/internal/tclient"
	"github.com/swapengine/swapengine/workflows"
)

// ExportOptions are export-histories' options.
type ExportOptions struct {
	// Query is a visibility list filter (Temporal's List Filter syntax), e.g.
	// "WorkflowType = 'ScannerWorkflow'"; empty: every workflow.
	// runExportHistories defaults it to EngineWorkflows.
	Query string
	// Since keeps runs started within it, and every run still open (those a
	// new build may have to continue); 0: no time bound.
	Since time.Duration
	// Limit bounds the runs exported (a namespace may hold millions).
	Limit int
	Dir   string
}

// EngineWorkflows selects the engine's own workflow types: a namespace may
// hold other applications' workflows, which this code cannot replay.
const EngineWorkflows = "WorkflowType IN ('SwapWorkflow', 'ScannerWorkflow', 'LateRefundWorkflow')"

// exportQuery is the list filter an export runs.
func exportQuery(o ExportOptions, now time.Time) string {
	q := o.Query
	if o.Since > 0 {
		recent := fmt.Sprintf("(ExecutionStatus = 'Running' OR StartTime > '%s')", now.Add(-o.Since).UTC().Format(time.RFC3339))
		if q == "" {
			q = recent
		} else {
			q = "(" + q + ") AND " + recent
		}
	}
	return q
}

// ExportHistories writes the histories of the runs the options select into
// o.Dir, one file per run named by workflows.HistoryFileName, in the JSON the
// replay test reads (REPLAY_HISTORIES=DIR go test -run TestReplayRecordedHistories
// ./workflows). It returns the files written.
func ExportHistories(ctx context.Context, cl client.Client, o ExportOptions, now time.Time) ([]string, error) {
	if err := os.MkdirAll(o.Dir, 0o755); err != nil {
		return nil, err
	}
	req := &workflowservice.ListWorkflowExecutionsRequest{Query: exportQuery(o, now), PageSize: 100}
	var files []string
	for {
		resp, err := cl.ListWorkflow(ctx, req)
		if err != nil {
			return files, fmt.Errorf("list workflows (%q): %w", req.Query, err)
		}
		for _, ex := range resp.GetExecutions() {
			if o.Limit > 0 && len(files) >= o.Limit {
				return files, nil
			}
			id, run := ex.GetExecution().GetWorkflowId(), ex.GetExecution().GetRunId()
			f, err := exportRun(ctx, cl, o.Dir, id, run)
			if err != nil {
				return files, err
			}
			files = append(files, f)
		}
		if len(resp.GetNextPageToken()) == 0 {
			return files, nil
		}
		req.NextPageToken = resp.GetNextPageToken()
	}
}

func exportRun(ctx context.Context, cl client.Client, dir, id, run string) (string, error) {
	it := cl.GetWorkflowHistory(ctx, id, run, false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	h := &historypb.History{}
	for it.HasNext() {
		ev, err := it.Next()
		if err != nil {
			return "", fmt.Errorf("history of %s run %s: %w", id, run, err)
		}
		h.Events = append(h.Events, ev)
	}
	b, err := protojson.MarshalOptions{Indent: "  "}.Marshal(h)
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, workflows.HistoryFileName(id, run))
	// Histories hold swap terms and addresses: readable by the operator only.
	if err := os.WriteFile(path, b, 0o600); err != nil {
		return "", err
	}
	return path, nil
}

func runExportHistories(ctx context.Context, args []string, out io.Writer) error {
	var (
		tc tclient.Config
		o  ExportOptions
	)
	fs := newFlags("export-histories", out)
	tc.RegisterFlags(fs)
	fs.StringVar(&o.Query, "query", EngineWorkflows, "visibility list filter, e.g. \"WorkflowType = 'ScannerWorkflow'\"; empty: every workflow")
	fs.DurationVar(&o.Since, "since", 24*time.Hour, "runs started this recently, and every open run; 0: no time bound")
	fs.IntVar(&o.Limit, "limit", 1000, "at most this many runs; 0: no bound")
	fs.StringVar(&o.Dir, "o", "", "directory to write the histories to, one JSON file per run (required)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if o.Dir == "" {
		return usagef("export-histories: -o DIR is required")
	}
	if o.Since < 0 || o.Limit < 0 {
		return usagef("export-histories: -since and -limit must not be negative")
	}
	cl, err := dial(tc)
	if err != nil {
		return err
	}
	defer cl.Close()
	files, err := ExportHistories(ctx, cl, o, time.Now())
	if err != nil {
		return err
	}
	noun := "histories"
	if len(files) == 1 {
		noun = "history"
	}
	_, err = fmt.Fprintf(out, "exported %d %s to %s\nreplay them against this checkout's workflow code:\n  REPLAY_HISTORIES=%s go test -count=1 -run TestReplayRecordedHistories ./workflows\n",
		len(files), noun, o.Dir, absOr(o.Dir))
	return err
}

func absOr(dir string) string {
	if a, err := filepath.Abs(dir); err == nil {
		return a
	}
	return dir
}
