package workflows

import (
	"errors"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"swapengine/activities"
	"swapengine/internal/chain"
)

// Scanner message names.
const (
	// SignalScannerResume wakes a halted scanner after an operator stored a
	// trusted checkpoint (`starter scanner checkpoint`).
	SignalScannerResume = "resume"
	QueryScanner        = "scanner"
)

// ScannerWorkflowID is the only ID a scanner for this (chain, contract) may
// run under: Temporal refuses a second one.
func ScannerWorkflowID(cfg chain.Config) string { return "scanner:" + cfg.ID() }

// ScannerInput configures the scanner workflow.
type ScannerInput struct {
	Config       chain.Config  `json:"config"`
	PollInterval time.Duration `json:"pollInterval,omitempty"` // between passes at the head; default 2s
	// DispatchMaxAttempts bounds deliveries to a missing swap before the row is parked unmatched.
	DispatchMaxAttempts int `json:"dispatchMaxAttempts,omitempty"`
	// DispatchLease is how long a claimed outbox row stays with one dispatcher
	// before another may re-send it (after a crash); default 1 min.
	DispatchLease time.Duration `json:"dispatchLease,omitempty"`
	// PassTimeout bounds one scan pass or dispatch round (default 30 s).
	PassTimeout time.Duration `json:"passTimeout,omitempty"`
	// ContinueAsNewAfter passes (default 500) keeps history bounded.
	ContinueAsNewAfter int `json:"continueAsNewAfter,omitempty"`

	// Carried across continue-as-new.
	Passes int           `json:"passes,omitempty"`
	Last   *chain.Report `json:"last,omitempty"`
}

// ScannerView answers the scanner query.
type ScannerView struct {
	ScannerID string                    `json:"scannerId"`
	Cursor    uint64                    `json:"cursor"`
	Head      uint64                    `json:"head"`
	Final     uint64                    `json:"final"`
	Lag       uint64                    `json:"lag"`
	Passes    int                       `json:"passes"`
	Halted    string                    `json:"halted,omitempty"`
	LastError string                    `json:"lastError,omitempty"`
	Last      *chain.Report             `json:"last,omitempty"`
	LastReorg *chain.Report             `json:"lastReorg,omitempty"`
	Dispatch  activities.DispatchResult `json:"dispatch"`
}

// ScannerWorkflow polls one chain on a durable timer: a scan pass, then a
// dispatch of the outbox to the swaps, then sleep when caught up.
func ScannerWorkflow(ctx workflow.Context, in ScannerInput) error {
	poll := in.PollInterval
	if poll <= 0 {
		poll = 2 * time.Second
	}
	canAfter := in.ContinueAsNewAfter
	if canAfter <= 0 {
		canAfter = 500
	}
	view := ScannerView{ScannerID: in.Config.ID(), Passes: in.Passes, Last: in.Last}
	if in.Last != nil {
		view.Cursor, view.Head, view.Final, view.Lag = in.Last.Cursor.Number, in.Last.Head, in.Last.Final, in.Last.Lag
	}
	if err := workflow.SetQueryHandler(ctx, QueryScanner, func() (ScannerView, error) { return view, nil }); err != nil {
		return err
	}
	resume := workflow.GetSignalChannel(ctx, SignalScannerResume)

	passTimeout := in.PassTimeout
	if passTimeout <= 0 {
		passTimeout = 30 * time.Second
	}
	scanCtx := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		// Short, so a pass lost with a killed worker is retried soon: chain
		// deliveries wait for it.
		StartToCloseTimeout: passTimeout,
		RetryPolicy: &temporal.RetryPolicy{
			InitialInterval: time.Second, BackoffCoefficient: 2, MaximumInterval: 30 * time.Second, MaximumAttempts: 10,
		},
	})
	for runPasses := 0; ; runPasses++ {
		var rep chain.Report
		err := workflow.ExecuteActivity(scanCtx, a.ScanChain, in.Config).Get(ctx, &rep)
		var appErr *temporal.ApplicationError
		switch {
		case errors.As(err, &appErr) && appErr.NonRetryable():
			// Halted, wrong chain, no contract: nothing moves until a person acts.
			view.Halted = appErr.Error()
			workflow.GetLogger(ctx).Error("scanner stopped", "scannerId", view.ScannerID, "reason", view.Halted)
			resume.Receive(ctx, nil)
			view.Halted = ""
			continue
		case err != nil:
			view.LastError = err.Error()
		default:
			view.LastError = ""
			view.Passes++
			view.Last = &rep
			view.Cursor, view.Head, view.Final, view.Lag = rep.Cursor.Number, rep.Head, rep.Final, rep.Lag
			if rep.Reorg != nil {
				r := rep
				view.LastReorg = &r
			}
		}
		var disp activities.DispatchResult
		if err := workflow.ExecuteActivity(scanCtx, a.DispatchOutbox, activities.DispatchRequest{
			ScannerID: view.ScannerID, MaxAttempts: in.DispatchMaxAttempts, Lease: in.DispatchLease,
		}).Get(ctx, &disp); err != nil {
			view.LastError = err.Error()
		} else {
			view.Dispatch = disp
		}

		if runPasses+1 >= canAfter || workflow.GetInfo(ctx).GetContinueAsNewSuggested() {
			next := in
			next.Passes, next.Last = view.Passes, view.Last
			return workflow.NewContinueAsNewError(ctx, ScannerWorkflow, next)
		}
		// Behind the head with nothing failing: go again at once.
		if err != nil || rep.Lag == 0 || disp.Retrying > 0 {
			if err := workflow.Sleep(ctx, poll); err != nil {
				return err
			}
		}
	}
}
