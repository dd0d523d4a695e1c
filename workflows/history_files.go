package workflows

import (
	"net/url"
	"strings"
)

// Recorded histories (workflows/testdata, `starter export-histories`) are
// files of one run's history in the JSON the replayer reads (protojson of
// history.v1.History, as `temporal workflow show --output json` writes). The
// replayer must run a history under its original workflow ID (SwapWorkflow
// checks it against the swap ID), and a history does not carry it, so the
// file name does: the escaped workflow ID, then "@" and the run ID for
// exported runs (one workflow has a run per continue-as-new). Hand-named
// files in testdata have no run ID.

// HistoryFileName is the file an exported run is written to.
func HistoryFileName(workflowID, runID string) string {
	// PathEscape leaves '@' alone; escaping it keeps the run separator unique.
	id := strings.ReplaceAll(url.PathEscape(workflowID), "@", "%40")
	return id + "@" + runID + ".json"
}

// HistoryFileWorkflowID is the workflow ID a history file was recorded
// under, from its base name.
func HistoryFileWorkflowID(base string) string {
	name := strings.TrimSuffix(base, ".json")
	name, _, _ = strings.Cut(name, "@")
	if id, err := url.PathUnescape(name); err == nil {
		return id
	}
	return name
}
