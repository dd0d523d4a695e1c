package workflows

import (
	"errors"
	"fmt"
	"slices"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/chain"
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

	// ScheduleToStart bounds the wait for a worker on the chain's task
	// queue (default DefaultScanScheduleToStart): no worker with this
	// chain's RPC configured shows up in status as stalled instead of
	// silence.
	ScheduleToStart time.Duration `json:"scheduleToStart,omitempty"`
	// ChainName is the chain's name in the chains file (empty for a
	// scanner started from flags): status, metrics and Temporal Web name
	// the chain by it.
	ChainName string `json:"chainName,omitempty"`

	// Carried across continue-as-new.
	Passes    int           `json:"passes,omitempty"`
	Last      *chain.Report `json:"last,omitempty"`
	LastReorg *chain.Report `json:"lastReorg,omitempty"`
	LastPass  *time.Time    `json:"lastPass,omitempty"`
}

// ScannerView answers the scanner query.
type ScannerView struct {
	ScannerID string `json:"scannerId"`
	ChainID   uint64 `json:"chainId,omitempty"`
	Chain     string `json:"chain,omitempty"` // the chains file's name for it
	// State is also the ScannerState search attribute: running, failing
	// (passes error; see lastError), stalled (no worker serves the chain;
	// see stalled) or halted (a person must act; see halted).
	State     string `json:"state,omitempty"`
	TaskQueue string `json:"taskQueue,omitempty"` // where the chain activities run
	// Stalled says why no pass runs: no worker took the scan from the
	// chain's task queue (the workflow's schedule-to-start timeout), or, as
	// scanner-status adds it, no worker polls that queue now. Cleared by the
	// next pass a worker takes.
	Stalled string `json:"stalled,omitempty"`
	Cursor  uint64 `json:"cursor"`
	Head    uint64 `json:"head"` // the node's head as last seen
	Final   uint64 `json:"final"`
	Lag     uint64 `json:"lag"` // head - cursor
	// Behind: the node's head was below the cursor (a lagging node).
	Behind bool `json:"behind,omitempty"`
	Passes int  `json:"passes"`
	// WokenPasses and WaitTimeouts count this run's passes that waited at
	// the head for a newHeads notice: woken by one, or by the timeout (the
	// polling fallback, e.g. while the socket is down).
	WokenPasses  int `json:"wokenPasses,omitempty"`
	WaitTimeouts int `json:"waitTimeouts,omitempty"`
	// LastPass is when the last successful pass ended; SinceLastPass is
	// filled in by the status command from it.
	LastPass      *time.Time `json:"lastPass,omitempty"`
	SinceLastPass string     `json:"sinceLastPass,omitempty"`
	// ChainPollers, filled in by the status command, counts the workers
	// polling the chain's task queue now.
	ChainPollers  *int       `json:"chainPollers,omitempty"`
	Halted        string     `json:"halted,omitempty"`
	HaltType      string     `json:"haltType,omitempty"`
	LastError     string     `json:"lastError,omitempty"`
	LastErrorAt   *time.Time `json:"lastErrorAt,omitempty"`
	Failures      int        `json:"consecutiveFailures,omitempty"`
	DispatchError string     `json:"dispatchError,omitempty"`
	// Took sums the phases of every pass of this run (milliseconds): where
	// a catch-up spends its time.
	Took chain.Timings `json:"took"`
	// DoubleFinal: deposit refs with more than one final observation.
	DoubleFinal []string                  `json:"doubleFinal,omitempty"`
	Last        *chain.Report             `json:"last,omitempty"`
	LastReorg   *chain.Report             `json:"lastReorg,omitempty"`
	Dispatch    activities.DispatchResult `json:"dispatch"`
}

// ScannerWorkflow polls one chain on a durable timer: a scan pass, then a
// dispatch of the outbox to the swaps, then sleep when caught up. Its
// activities run on the chain's own task queue; every failure is visible in
// the query; the ScannerState search attribute says running, failing,
// stalled or halted; and it does not sleep while behind the head.
func ScannerWorkflow(ctx workflow.Context, in ScannerInput) error {
	return newScannerRun(in).run(ctx)
}

// haltedDispatchIdle spaces the dispatch rounds of a halted scanner whose
// last round left no due work: nothing new enters the outbox while halted,
// so only retries and swaps starting meanwhile (parked rows) are waited for.
const haltedDispatchIdle = 30 * time.Second

// DefaultScanScheduleToStart: a worker serving the chain takes a scan
// within milliseconds (its chain queue has the scanner's activities only),
// so a scan not taken in 40 s means no worker serves the chain, and the
// search attribute and metric say "stalled" within a minute.
const DefaultScanScheduleToStart = 40 * time.Second

// Scanner states, the values of the ScannerState search attribute:
// `temporal workflow list --query 'ScannerState="halted"'`.
const (
	ScannerRunning = "running"
	ScannerFailing = "failing"
	ScannerStalled = "stalled"
	ScannerHalted  = "halted"
)

// ScannerStateKey is the search attribute that makes a halted or failing
// scanner filterable in Temporal Web.
var ScannerStateKey = temporal.NewSearchAttributeKeyKeyword("ScannerState")

// ChainTaskQueue is the task queue of the chain activities (scan and
// dispatch) for one chain: only workers with that chain's RPC URL and a
// database poll it, so a worker without them can never take, fail or halt a
// scan.
func ChainTaskQueue(base string, chainID uint64) string {
	return fmt.Sprintf("%s-chain-%d", base, chainID)
}

// maxDoubleFinal bounds the doubly final deposit refs the view keeps.
const maxDoubleFinal = 50

type scannerRun struct {
	in       ScannerInput
	view     ScannerView
	upserted bool
}

// runFull says the run should hand over: its history reached
// ContinueAsNewAtBytes, or it holds signals under names it never reads. The
// server takes only ServerSignalsPerRun signals a run, so junk would
// otherwise lock out the operator's resume until the run ends.
func (r *scannerRun) runFull(ctx workflow.Context) bool {
	return historyFull(ctx) || len(workflow.GetUnhandledSignalNames(ctx)) > 0
}

func newScannerRun(in ScannerInput) *scannerRun {
	r := &scannerRun{in: in}
	r.view = ScannerView{ScannerID: in.Config.ID(), ChainID: in.Config.ChainID, Chain: in.ChainName,
		Passes: in.Passes, Last: in.Last, LastReorg: in.LastReorg, LastPass: in.LastPass, State: ScannerRunning}
	if in.Last != nil {
		r.view.Cursor, r.view.Head, r.view.Final, r.view.Lag = in.Last.Cursor.Number, in.Last.Head, in.Last.Final, in.Last.Lag
	}
	return r
}

// catchUpDispatchBudget bounds a dispatch round between passes while the
// scanner is behind the head.
const catchUpDispatchBudget = 500 * time.Millisecond

func (r *scannerRun) run(ctx workflow.Context) error {
	in := r.in
	poll := in.PollInterval
	if poll <= 0 {
		poll = 2 * time.Second
	}
	canAfter := in.ContinueAsNewAfter
	if canAfter <= 0 {
		canAfter = 500
	}
	passTimeout := in.PassTimeout
	if passTimeout <= 0 {
		passTimeout = 30 * time.Second
	}
	toStart := in.ScheduleToStart
	if toStart <= 0 {
		toStart = DefaultScanScheduleToStart
	}
	r.view.TaskQueue = ChainTaskQueue(workflow.GetInfo(ctx).TaskQueueName, in.Config.ChainID)
	if err := workflow.SetQueryHandler(ctx, QueryScanner, func() (ScannerView, error) { return r.view, nil }); err != nil {
		return err
	}
	if err := r.setState(ctx, ScannerRunning); err != nil {
		return err
	}
	resume := workflow.GetSignalChannel(ctx, SignalScannerResume)
	// One attempt per activity: the workflow retries with its own backoff so
	// that every failure reaches the query (lastError) at once, instead of
	// hiding in a pending activity's retries.
	chainCtx := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		TaskQueue:              r.view.TaskQueue,
		StartToCloseTimeout:    passTimeout,
		ScheduleToStartTimeout: toStart,
		RetryPolicy:            &temporal.RetryPolicy{MaximumAttempts: 1},
	})
	for runPasses := 0; ; runPasses++ {
		var rep chain.Report
		err := workflow.ExecuteActivity(chainCtx, a.ScanChain, in.Config).Get(ctx, &rep)
		if ctx.Err() != nil {
			return ctx.Err() // cancelled: not a failure of the chain
		}
		var appErr *temporal.ApplicationError
		// A scan no worker took within ScheduleToStart: the scanner is
		// stalled (not failing), and no dispatch round is queued behind it
		// on the same unserved task queue.
		stalled := notTaken(err)
		if err == nil || !stalled {
			r.view.Stalled = "" // a worker took the pass
		}
		switch {
		case errors.As(err, &appErr) && appErr.NonRetryable():
			// Halted, wrong chain, no contract: nothing moves until a person acts.
			r.view.Halted, r.view.HaltType = appErr.Message(), appErr.Type()
			workflow.GetLogger(ctx).Error("scanner stopped", "scannerId", r.view.ScannerID, "type", r.view.HaltType, "reason", r.view.Halted)
			if err := r.setState(ctx, ScannerHalted); err != nil {
				return err
			}
			// Deliveries already in the outbox were decided before the halt
			// (for other swaps, or before the reorg): holding them back until
			// an operator acts would stall swaps the halt does not concern.
			if cont := r.dispatchWhileHalted(ctx, chainCtx, resume, poll, runPasses, canAfter); cont != nil {
				return cont
			}
			r.view.Halted, r.view.HaltType = "", ""
			if err := r.setState(ctx, ScannerRunning); err != nil {
				return err
			}
			continue
		case stalled:
			r.failed(ctx, err, in.Config.ChainID)
			r.view.Stalled = fmt.Sprintf("no worker serves chain %s: no worker took the scan from task queue %s within %s; "+
				"start a worker with this chain in its chains file (or -rpc-url for it) and -database-url", r.chainName(), r.view.TaskQueue, toStart)
			workflow.GetLogger(ctx).Error("scanner stalled", "scannerId", r.view.ScannerID, "reason", r.view.Stalled)
			if err := r.setState(ctx, ScannerStalled); err != nil {
				return err
			}
		case err != nil:
			r.failed(ctx, err, in.Config.ChainID)
			if err := r.setState(ctx, ScannerFailing); err != nil {
				return err
			}
		default:
			now := workflow.Now(ctx)
			r.view.LastError, r.view.LastErrorAt, r.view.Failures = "", nil, 0
			r.view.Passes++
			switch {
			case rep.Woken:
				r.view.WokenPasses++
			case rep.Waited:
				r.view.WaitTimeouts++
			}
			r.view.Last, r.view.LastPass = &rep, &now
			r.view.Cursor, r.view.Head, r.view.Final, r.view.Lag, r.view.Behind = rep.Cursor.Number, rep.Head, rep.Final, rep.Lag, rep.Behind
			r.view.Took.Probe += rep.Took.Probe
			r.view.Took.Logs += rep.Took.Logs
			r.view.Took.Headers += rep.Took.Headers
			r.view.Took.Decode += rep.Took.Decode
			r.view.Took.Commit += rep.Took.Commit
			if rep.Reorg != nil {
				rr := rep
				r.view.LastReorg = &rr
			}
			for _, ref := range rep.DoubleFinal {
				if len(r.view.DoubleFinal) < maxDoubleFinal && !slices.Contains(r.view.DoubleFinal, ref) {
					r.view.DoubleFinal = append(r.view.DoubleFinal, ref)
				}
			}
			if err := r.setState(ctx, ScannerRunning); err != nil {
				return err
			}
		}
		// While the scanner is behind the head, a dispatch round is kept
		// short so that reading the chain goes on; at the head it may take
		// its full budget.
		var budget time.Duration
		if r.view.Lag > 0 {
			budget = catchUpDispatchBudget
		}
		if !stalled {
			// A dispatch round on the queue no worker took the scan from
			// would only wait out the same timeout.
			r.dispatch(ctx, chainCtx, budget)
		}

		if runPasses+1 >= canAfter || workflow.GetInfo(ctx).GetContinueAsNewSuggested() || r.runFull(ctx) {
			return r.continueAsNew(ctx)
		}
		// Behind the head with nothing failing: go again at once, whatever
		// the dispatcher is retrying (it catches up at the head).
		switch {
		case err != nil:
			if err := workflow.Sleep(ctx, backoff(poll, r.view.Failures)); err != nil {
				return err
			}
		case rep.Lag == 0 && !rep.Waited && rep.Heads == nil:
			// A worker subscribed to newHeads waits for the next block inside
			// the next pass, so a pass at the head needs no sleep then.
			if err := workflow.Sleep(ctx, poll); err != nil {
				return err
			}
		}
	}
}

// dispatchWhileHalted dispatches the outbox, round after round, until the
// resume signal arrives; it returns a continue-as-new error when the rounds
// (each counted as a pass) reach canAfter, so a long halt keeps the history
// bounded (the next run halts again on its first pass).
func (r *scannerRun) dispatchWhileHalted(ctx, chainCtx workflow.Context, resume workflow.ReceiveChannel, poll time.Duration, runPasses, canAfter int) error {
	for rounds := 1; ; rounds++ {
		r.reportState(ctx, ScannerHalted)
		more := r.dispatch(ctx, chainCtx, 0)
		if resume.ReceiveAsync(nil) {
			return nil
		}
		if runPasses+1+rounds >= canAfter || workflow.GetInfo(ctx).GetContinueAsNewSuggested() || r.runFull(ctx) {
			return r.continueAsNew(ctx)
		}
		wait := max(poll, haltedDispatchIdle)
		if more {
			wait = poll
		}
		tctx, cancel := workflow.WithCancel(ctx)
		resumed := false
		sel := workflow.NewSelector(ctx)
		sel.AddReceive(resume, func(c workflow.ReceiveChannel, _ bool) {
			c.Receive(ctx, nil)
			resumed = true
		})
		sel.AddFuture(workflow.NewTimer(tctx, wait), func(workflow.Future) {})
		sel.Select(ctx)
		cancel()
		if resumed {
			return nil
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
	}
}

// dispatch runs one dispatch round with the given budget (0: the
// dispatcher's own) and records its outcome in the view; it reports whether
// due work was left or the round failed, so the next should come soon.
func (r *scannerRun) dispatch(ctx, chainCtx workflow.Context, budget time.Duration) bool {
	var disp activities.DispatchResult
	if derr := workflow.ExecuteActivity(chainCtx, a.DispatchOutbox, activities.DispatchRequest{
		ScannerID: r.view.ScannerID, MaxAttempts: r.in.DispatchMaxAttempts, Lease: r.in.DispatchLease, Budget: budget,
	}).Get(ctx, &disp); derr != nil {
		r.view.DispatchError = derr.Error()
		return true
	}
	r.view.Dispatch, r.view.DispatchError = disp, ""
	return disp.More
}

func (r *scannerRun) continueAsNew(ctx workflow.Context) error {
	next := r.in
	next.Passes, next.Last, next.LastReorg, next.LastPass = r.view.Passes, r.view.Last, r.view.LastReorg, r.view.LastPass
	return workflow.NewContinueAsNewError(ctx, ScannerWorkflow, next)
}

// backoff doubles the poll interval per consecutive failure, up to 30 s.
func backoff(poll time.Duration, failures int) time.Duration {
	d := poll
	for range min(failures, 8) - 1 {
		d *= 2
	}
	return min(max(d, poll), 30*time.Second)
}

func (r *scannerRun) failed(ctx workflow.Context, err error, chainID uint64) {
	now := workflow.Now(ctx)
	r.view.Failures++
	r.view.LastErrorAt = &now
	var timeout *temporal.TimeoutError
	var appErr *temporal.ApplicationError
	switch {
	case errors.As(err, &timeout) && timeout.TimeoutType() == enumspb.TIMEOUT_TYPE_SCHEDULE_TO_START:
		r.view.LastError = fmt.Sprintf("no worker polls %s: start a worker with -rpc-url for chain %d and -database-url", r.view.TaskQueue, chainID)
	case errors.As(err, &timeout):
		r.view.LastError = fmt.Sprintf("scan pass timed out (%s): a slow RPC node or a worker that died mid-pass; retrying", timeout.TimeoutType())
	case errors.As(err, &appErr):
		r.view.LastError = appErr.Message() + "; retrying"
	default:
		r.view.LastError = err.Error()
	}
	workflow.GetLogger(ctx).Warn("scan pass failed", "scannerId", r.view.ScannerID, "error", r.view.LastError, "failures", r.view.Failures)
}

// reportState sets the scanner's state gauges: swapengine_scanner_stalled (no
// worker serves the chain) and swapengine_scanner_halted (a person must act),
// each 1 or 0, which the alert rules in deploy/prometheus/alerts.yml read.
// Not a command: recorded on every pass and every dispatch round while halted
// (never on replay), so a worker that took the run over from another, or a
// restarted one, reports it too.
func (r *scannerRun) reportState(ctx workflow.Context, state string) {
	flag := func(b bool) float64 {
		if b {
			return 1
		}
		return 0
	}
	m := workflow.GetMetricsHandler(ctx).WithTags(activities.ScannerMetricTags(r.in.Config, r.in.ChainName))
	m.Gauge("scanner_stalled").Update(flag(state == ScannerStalled))
	m.Gauge("scanner_halted").Update(flag(state == ScannerHalted))
}

// notTaken says an activity waited its schedule-to-start timeout out: no
// worker polled the task queue.
func notTaken(err error) bool {
	var timeout *temporal.TimeoutError
	return errors.As(err, &timeout) && timeout.TimeoutType() == enumspb.TIMEOUT_TYPE_SCHEDULE_TO_START
}

// chainName names the chain in messages: "dev (1337)", or "1337".
func (r *scannerRun) chainName() string {
	if r.in.ChainName != "" {
		return fmt.Sprintf("%s (%d)", r.in.ChainName, r.in.Config.ChainID)
	}
	return fmt.Sprint(r.in.Config.ChainID)
}

// setState keeps the view's state, the search attribute and the stalled and
// halted gauges in step.
func (r *scannerRun) setState(ctx workflow.Context, state string) error {
	r.reportState(ctx, state)
	if r.view.State == state && r.upserted {
		return nil
	}
	r.view.State, r.upserted = state, true
	return workflow.UpsertTypedSearchAttributes(ctx, ScannerStateKey.ValueSet(state))
}
