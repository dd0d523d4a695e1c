package workflows

import (
	"go.temporal.io/sdk/workflow"
)

// History bounds (docs/architecture.md, "History bounds").
//
// The state a run carries is bounded (internal/swap/limits.go); its history
// is bounded only together with the namespace's dynamic config. A signal is
// written to history by the server before any workflow code sees it, and the
// server's only per-signal checks are the size of its input
// (limit.blobSize.error) and the count of signals in the run
// (history.maximumSignalsPerExecution): a signal's header is not checked at
// all, so one signal can carry up to the frontend's 4 MiB gRPC message. Under a
// burst a run cannot hand over (the server fails the workflow task that would
// continue as new while new signals arrive), so only the count bounds what a
// burst can write:
//
//	ServerSignalsPerRun × 4 MiB + (ContinueAsNewAtBytes + one task's accepted
//	updates + the continue-as-new input) = 32 + ~6 MiB < 50 MiB (limit.historySize.error)
//
// The deployment must set these values (devstack.DynamicConfig and
// deploy/temporal/dynamicconfig.yaml; internal/deploy checks they agree).
const (
	// ServerSignalsPerRun is history.maximumSignalsPerExecution: the server
	// refuses the signal after this many in one run (InvalidArgument
	// "exceeded workflow execution limit for signal events"), so senders retry
	// and the swap hands over when it has taken this many.
	ServerSignalsPerRun = 8
	// ServerBlobLimit is limit.blobSize.error: the largest payload the server
	// accepts in a signal's input, an activity's input or result, an update's
	// acceptance or a continue-as-new input. A command over it terminates the
	// workflow, so every legitimate one must stay far below it: the largest,
	// the swap's continue-as-new input, is at most 0.55 MiB with every field
	// at its length limit (TestContinueAsNewInputWithinBlobLimit); a deposit
	// event is about 1 kB.
	ServerBlobLimit = 1 << 20
	// ServerBlobWarn is limit.blobSize.warn (logged by the server).
	ServerBlobWarn = 256 << 10
	// ServerUpdatePayloads is history.maxInFlightUpdatePayloads: the server
	// refuses an update whose request (arguments, header, metadata) would take
	// the run's in-flight requests past it. An accepted update's request is
	// written to history, and an acceptance over ServerBlobLimit terminates
	// the workflow; the validator sees neither the header nor the metadata.
	ServerUpdatePayloads = 512 << 10
	// ServerHistoryWarn is limit.historySize.warn: the server logs every run
	// past it. A run hands over at ContinueAsNewAtBytes, so only a run held
	// open by a burst of signals gets there.
	ServerHistoryWarn = 8 << 20
	// ContinueAsNewAtBytes: a swap or scanner run hands over once its history
	// is this large, whatever the server suggests (its
	// limit.historySize.suggestContinueAsNew may be set higher).
	ContinueAsNewAtBytes = 2 << 20
)

// historyFull: this run's history reached ContinueAsNewAtBytes.
func historyFull(ctx workflow.Context) bool {
	return workflow.GetInfo(ctx).GetCurrentHistorySize() >= ContinueAsNewAtBytes
}
