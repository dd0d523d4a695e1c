package activities

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/serviceerror"
	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
)

// Names the dispatcher shares with workflows/ (which imports this package, so
// they cannot be taken from there; a test in workflows checks they agree).
const (
	UpdateConfirmDeposit   = "confirm-deposit"
	UpdateDeliverDeposit   = "deliver-deposit"
	QuerySwapStatus        = "status"
	SwapWorkflowType       = "SwapWorkflow"
	LateRefundWorkflowType = "LateRefundWorkflow"
)

// DispatchRequest asks for one call's worth of outbox delivery.
type DispatchRequest struct {
	// ScannerID scopes the call: only this scanner's rows are claimed.
	ScannerID string `json:"scannerId"`
	// Limit is how many swaps one claim takes (default 200).
	Limit int `json:"limit,omitempty"`
	// MaxAttempts is how many deliveries in a row may find no workflow for a
	// swap before all its rows are parked as unmatched (default 2, a second
	// apart). Parked rows go out again when the swap starts.
	MaxAttempts int `json:"maxAttempts,omitempty"`
	// Lease is how long a claimed swap stays with this dispatcher before
	// another may take it over (after a crash); default 1 min.
	Lease time.Duration `json:"lease,omitempty"`
	// Budget bounds how long one call keeps claiming (default 5 s).
	Budget time.Duration `json:"budget,omitempty"`
	// Parallel is how many swaps are delivered at once (default 16); each
	// swap's own rows always go one after the other.
	Parallel int `json:"parallel,omitempty"`
}

// validate names the first bad field; zero values take the defaults.
func (r DispatchRequest) validate() error {
	switch {
	case r.ScannerID == "":
		return &swap.FieldError{Field: "scannerId", Reason: "is required: claims are scoped to one scanner"}
	case r.Limit < 0:
		return &swap.FieldError{Field: "limit", Reason: "must not be negative"}
	case r.Limit > 10_000:
		return &swap.FieldError{Field: "limit", Reason: "must be at most 10000"}
	case r.MaxAttempts < 0:
		return &swap.FieldError{Field: "maxAttempts", Reason: "must not be negative"}
	case r.Lease < 0:
		return &swap.FieldError{Field: "lease", Reason: "must not be negative"}
	case r.Budget < 0:
		return &swap.FieldError{Field: "budget", Reason: "must not be negative"}
	case r.Parallel < 0 || r.Parallel > 256:
		return &swap.FieldError{Field: "parallel", Reason: "must be between 0 and 256"}
	}
	return nil
}

// DispatchResult counts what the call did.
type DispatchResult struct {
	Delivered int `json:"delivered"`
	// Retrying counts deliveries that failed and will be tried again (the
	// swap was not there yet, a transient error, or a too-early refusal).
	Retrying int `json:"retrying"`
	// Unmatched counts rows parked by this call: their swap has no workflow.
	Unmatched int `json:"unmatched"`
	// Closed counts deliveries to a swap that had already finished, answered
	// with nothing owed; LateRefunds those that started a refund; Review
	// those left for a person.
	Closed      int `json:"closed"`
	LateRefunds int `json:"lateRefunds,omitempty"`
	Review      int `json:"review,omitempty"`
	// NotYet counts confirmations the swap refused as too early (retried).
	NotYet int `json:"notYet,omitempty"`
	// Redriven counts parked rows sent again because their swap now exists.
	Redriven int `json:"redriven,omitempty"`
	// More says due work was left when the budget ran out.
	More bool `json:"more,omitempty"`
	// Outbox counts this scanner's open (not done) rows by state after the
	// call, and OldestAgeSeconds the age of the oldest row in each.
	Outbox           map[string]int     `json:"outbox,omitempty"`
	OldestAgeSeconds map[string]float64 `json:"oldestAgeSeconds,omitempty"`
}

// LateRefundInput starts the refund of a deposit confirmed for a swap that had
// already finished. The workflow ID is Key, refund:<swap>:<depositRef>, so a
// deposit is refunded once however often it is delivered.
type LateRefundInput struct {
	Key         string `json:"key"`
	SwapID      string `json:"swapId"`
	DepositRef  string `json:"depositRef"`
	AmountUnits string `json:"amountUnits"`
	Asset       string `json:"asset"`
	Address     string `json:"address"`
	Reason      string `json:"reason"`
	EventID     string `json:"eventId"`
	// ChainID is the swap's chain: it routes the refund (on-chain or HTTP).
	ChainID uint64 `json:"chainId,omitempty"`
}

// Dispatcher delivers outbox rows to swap workflows.
type Dispatcher struct {
	Temporal client.Client
	// TaskQueue runs the late-refund workflows it starts; default: the task
	// queue of the dispatch activity itself, else "swaps".
	TaskQueue string
	// DeliveryTimeout bounds one delivery (default 10 s): a confirmation
	// waits for the swap's answer, which needs its worker.
	DeliveryTimeout time.Duration
	// WatchEvery is how often parked swaps are looked for among swaps started
	// since (default 5 s), across all dispatchers of a scanner.
	WatchEvery time.Duration
	// AfterDeliver, when set, runs between a delivery and its acknowledgement
	// in the outbox; an error stands for a crash in that window (tests).
	AfterDeliver func(eventID string) error
}

const (
	defaultLimit    = 200
	defaultMisses   = 2
	defaultLease    = time.Minute
	defaultBudget   = 5 * time.Second
	defaultParallel = 16
	rowsPerSwap     = 50
	// watchMargin looks back past the last look: a swap's start becomes
	// visible in the list a little after it happened.
	watchMargin = 2 * time.Minute
)

// DispatchOutbox claims due swaps of one scanner with a lease and delivers
// their rows in order, every kind through the deliver-deposit update (which
// the server does not count toward a run's signals, and whose answer says
// whether the swap took the event or refused it as too early: retried, never
// marked done); a swap whose worker has no such handler gets signals. A
// crash between a delivery and its acknowledgement re-sends the same event
// ID, which the swap's ledger answers as a duplicate.
func (a *Activities) DispatchOutbox(ctx context.Context, req DispatchRequest) (DispatchResult, error) {
	var res DispatchResult
	if err := req.validate(); err != nil {
		return res, temporal.NewNonRetryableApplicationError("dispatch: "+err.Error(), ErrBadRequest, err)
	}
	if a.Chain == nil || a.Chain.Scans == nil || a.Dispatcher == nil || a.Dispatcher.Temporal == nil {
		return res, errors.New("this worker has no database or Temporal client for dispatch")
	}
	d := &dispatch{Activities: a, req: req, scans: a.Chain.Scans, watch: a.Chain.Scans, owner: uuid.NewString(), taskQueue: a.Dispatcher.TaskQueue}
	if d.req.Limit <= 0 {
		d.req.Limit = defaultLimit
	}
	if d.req.MaxAttempts <= 0 {
		d.req.MaxAttempts = defaultMisses
	}
	if d.req.Lease <= 0 {
		d.req.Lease = defaultLease
	}
	if d.req.Budget <= 0 {
		d.req.Budget = defaultBudget
	}
	if d.req.Parallel <= 0 {
		d.req.Parallel = defaultParallel
	}
	if activity.IsActivity(ctx) {
		info := activity.GetInfo(ctx)
		d.owner = fmt.Sprintf("%s/%s/%d/%s", info.WorkflowExecution.ID, info.ActivityID, info.Attempt, d.owner[:8])
		if d.taskQueue == "" {
			d.taskQueue = info.TaskQueue
		}
	}
	if d.taskQueue == "" {
		d.taskQueue = "swaps"
	}
	err := d.run(ctx)
	res = d.res
	if err != nil {
		return res, err
	}
	depth, err := d.scans.OutboxDepth(ctx, req.ScannerID)
	if err != nil {
		return res, err
	}
	res.Outbox, res.OldestAgeSeconds = map[string]int{}, map[string]float64{}
	now := time.Now()
	for state, sd := range depth {
		res.Outbox[state] = sd.Rows
		res.OldestAgeSeconds[state] = now.Sub(sd.Oldest).Seconds()
	}
	if activity.IsActivity(ctx) {
		recordDispatchMetrics(activity.GetMetricsHandler(ctx).WithTags(map[string]string{"scanner": req.ScannerID}), res)
	}
	return res, nil
}

func recordDispatchMetrics(m client.MetricsHandler, res DispatchResult) {
	m.Counter("outbox_delivered").Inc(int64(res.Delivered))
	m.Counter("outbox_parked").Inc(int64(res.Unmatched))
	m.Counter("outbox_redriven").Inc(int64(res.Redriven))
	m.Counter("outbox_not_yet").Inc(int64(res.NotYet))
	// Late deliveries: a swap that had finished answered each of them.
	m.WithTags(map[string]string{"decision": store.OutboxClosed}).Counter("outbox_late").Inc(int64(res.Closed))
	m.WithTags(map[string]string{"decision": store.OutboxLateRefund}).Counter("outbox_late").Inc(int64(res.LateRefunds))
	m.WithTags(map[string]string{"decision": store.OutboxReview}).Counter("outbox_late").Inc(int64(res.Review))
	m.Gauge("outbox_unmatched").Update(float64(res.Outbox[store.OutboxUnmatched]))
	for _, state := range store.OutboxStates {
		if state == store.OutboxDone {
			continue
		}
		s := m.WithTags(map[string]string{"state": state})
		s.Gauge("outbox_depth").Update(float64(res.Outbox[state]))
		s.Gauge("outbox_oldest_age_seconds").Update(res.OldestAgeSeconds[state])
	}
}

// dispatch is one DispatchOutbox call.
type dispatch struct {
	*Activities
	req       DispatchRequest
	scans     *store.Scans
	watch     watchStore
	owner     string
	taskQueue string
	// deadline ends the call's budget: no delivery starts after it, so a call
	// lasts at most the budget and one delivery timeout (swaps whose worker is
	// down answer confirmations only at that timeout).
	deadline time.Time

	mu  sync.Mutex
	res DispatchResult
}

func (d *dispatch) run(ctx context.Context) error {
	// The look for started swaps runs beside the deliveries, not before them:
	// a slow visibility store delays no delivery. Rows it re-queues are
	// claimed by this call's next claim or the next call's.
	looked := make(chan struct{})
	go func() {
		defer close(looked)
		if err := d.redriveStarted(ctx); err != nil {
			// Parked rows wait for the next look; deliveries go on.
			activityLogger(ctx).Warn("looking for started swaps failed", "scannerId", d.req.ScannerID, "error", err)
		}
	}()
	defer func() { <-looked }()
	d.deadline = time.Now().Add(d.req.Budget)
	for {
		swaps, err := d.scans.ClaimSwaps(ctx, d.req.ScannerID, d.owner, d.req.Limit, rowsPerSwap, d.req.Lease)
		if err != nil {
			return err
		}
		if len(swaps) == 0 {
			return nil
		}
		var (
			wg      sync.WaitGroup
			sem     = make(chan struct{}, d.req.Parallel)
			missing []string
			missed  []store.Missed
			errs    []error
			mu      sync.Mutex
		)
		unseen := d.unseen(ctx, swaps)
		for _, sw := range swaps {
			if unseen[sw.SwapID] {
				missed = append(missed, store.Missed{SwapID: sw.SwapID, RetryIn: backoff(sw.Misses)})
				d.count(func(r *DispatchResult) { r.Retrying++ })
			}
		}
		for _, sw := range swaps {
			if unseen[sw.SwapID] {
				continue
			}
			wg.Add(1)
			sem <- struct{}{}
			go func() {
				defer func() { <-sem; wg.Done() }()
				v, err := d.deliverSwap(ctx, sw)
				mu.Lock()
				defer mu.Unlock()
				switch v {
				case verdictPark:
					missing = append(missing, sw.SwapID)
				case verdictMissed:
					missed = append(missed, store.Missed{SwapID: sw.SwapID, RetryIn: backoff(sw.Misses)})
				}
				// A lost lease is not a failure: the swap's new holder sends the rest.
				if err != nil && !errors.Is(err, store.ErrLeaseLost) {
					errs = append(errs, err)
				}
			}()
		}
		wg.Wait()
		n, err := d.scans.ParkSwaps(ctx, d.req.ScannerID, d.owner, missing, fmt.Sprintf("%d deliveries found none", d.req.MaxAttempts))
		if err != nil {
			return err
		}
		d.count(func(r *DispatchResult) { r.Unmatched += n })
		if err := d.scans.MissedSwaps(ctx, d.req.ScannerID, d.owner, missed, "no workflow for the swap yet"); err != nil {
			return err
		}
		if len(errs) > 0 {
			return errors.Join(errs...)
		}
		if time.Now().After(d.deadline) {
			d.count(func(r *DispatchResult) { r.More = true })
			return nil
		}
	}
}

type verdict int

const (
	verdictFinished verdict = iota // the swap was given back
	verdictMissed                  // no workflow: try again after a backoff
	verdictPark                    // no workflow, often enough: park its rows
)

// deliverSwap sends a held swap's rows in order. A swap with no workflow is
// left to the caller, which backs off or parks such swaps together: a
// backfill of deposits for unknown swaps costs a few statements per claim,
// not per swap.
func (d *dispatch) deliverSwap(ctx context.Context, sw store.ClaimedSwap) (verdict, error) {
	var (
		round    store.SwapRound
		notYet   []store.OutboxRow
		progress bool
		st       = &swapState{lastKind: sw.LastKind, lastTry: sw.Misses+1 >= d.req.MaxAttempts, seenWorkflow: sw.SeenWorkflow}
	)
	if st.lastTry && sw.Misses > 0 && !sw.SeenWorkflow {
		// Missed before, parked if missed again: one request says whether it
		// exists, rather than a delivery and then that request.
		_, err := d.Dispatcher.Temporal.DescribeWorkflowExecution(ctx, sw.SwapID, "")
		var notFound *serviceerror.NotFound
		if errors.As(err, &notFound) {
			return verdictPark, nil
		}
	}
	for i := 0; i < len(sw.Rows); i++ {
		if time.Now().After(d.deadline) {
			d.count(func(r *DispatchResult) { r.More = true })
			break // the rest in the next call, at once
		}
		row := sw.Rows[i]
		o := d.deliverRow(ctx, row, "", st)
		switch o.result {
		case resultDelivered:
			if err := d.settle(ctx, sw, row, store.Settle{State: store.OutboxDone, Note: o.note, Signal: o.signal}); err != nil {
				return verdictFinished, err
			}
			d.count(func(r *DispatchResult) { r.Delivered++ })
			progress, st.lastTry = true, true // a swap that vanishes now has just finished
			continue
		case resultNotYet:
			// Too early for the swap: the rows after it (its observation among
			// them) go first; it is tried again below and in later rounds.
			notYet = append(notYet, row)
			d.count(func(r *DispatchResult) { r.NotYet++ })
			continue
		case resultClosed, resultLateRefund, resultReview:
			if err := d.settle(ctx, sw, row, store.Settle{State: o.state(), Note: o.note}); err != nil {
				return verdictFinished, err
			}
			d.count(func(r *DispatchResult) {
				switch o.result {
				case resultClosed:
					r.Closed++
				case resultLateRefund:
					r.LateRefunds++
				default:
					r.Review++
				}
			})
			continue
		case resultMissing:
			if sw.Misses+1 >= d.req.MaxAttempts {
				return verdictPark, nil
			}
			if i == 0 {
				d.count(func(r *DispatchResult) { r.Retrying++ })
				return verdictMissed, nil
			}
			round = store.SwapRound{RetryIn: backoff(sw.Misses), Failed: true, Missed: true, Error: o.note}
		default: // transient
			round = store.SwapRound{RetryIn: backoff(sw.Attempts), Failed: true, Error: o.note}
		}
		d.count(func(r *DispatchResult) { r.Retrying++ })
		break
	}
	if len(notYet) > 0 && progress {
		// Something was delivered after them: the swap may take them now.
		var still []store.OutboxRow
		for _, row := range notYet {
			if o := d.deliverRow(ctx, row, "r", st); o.result == resultDelivered {
				if err := d.settle(ctx, sw, row, store.Settle{State: store.OutboxDone, Note: o.note}); err != nil {
					return verdictFinished, err
				}
				d.count(func(r *DispatchResult) { r.Delivered++ })
			} else {
				still = append(still, row)
			}
		}
		notYet = still
	}
	for _, row := range notYet {
		if err := d.settle(ctx, sw, row, store.Settle{State: store.OutboxPending, Note: "refused as too early, retried: confirmation before its observation"}); err != nil {
			return verdictFinished, err
		}
		d.count(func(r *DispatchResult) { r.Retrying++ })
	}
	if len(notYet) > 0 && !round.Failed {
		round = store.SwapRound{RetryIn: backoff(sw.Attempts), Failed: true, Error: "a confirmation was refused as too early"}
	}
	return verdictFinished, d.scans.FinishSwap(ctx, d.req.ScannerID, sw.SwapID, d.owner, round)
}

func (d *dispatch) settle(ctx context.Context, sw store.ClaimedSwap, row store.OutboxRow, st store.Settle) error {
	if st.State == store.OutboxDone && d.Dispatcher.AfterDeliver != nil {
		if err := d.Dispatcher.AfterDeliver(row.EventID); err != nil {
			return err
		}
	}
	return d.scans.SettleRow(ctx, d.req.ScannerID, sw.SwapID, d.owner, row.ID, st, d.req.Lease)
}

func (d *dispatch) count(f func(*DispatchResult)) {
	d.mu.Lock()
	defer d.mu.Unlock()
	f(&d.res)
}

type result int

const (
	resultDelivered result = iota
	resultNotYet
	resultMissing
	resultClosed
	resultLateRefund
	resultReview
	resultTransient
)

type outcome struct {
	result result
	note   string
	signal string // the signal that delivered the row
}

// swapState is what one round learns about its swap.
type swapState struct {
	// closed caches what a finished swap's status query said, for the rest of its rows.
	closed *finishedSwap
	// lastKind is the last signal the swap may not have taken yet.
	lastKind string
	// signals: the swap's worker does not know deliver-deposit; observations
	// and reorgs go as signals.
	signals bool
	// lastTry: a swap not found now is parked, so tell a finished one from
	// one that never started. Before that a miss costs no second request.
	lastTry bool
	// seenWorkflow: a workflow took a delivery of this swap once.
	seenWorkflow bool
}

func (o outcome) state() string {
	switch o.result {
	case resultClosed:
		return store.OutboxClosed
	case resultLateRefund:
		return store.OutboxLateRefund
	default:
		return store.OutboxReview
	}
}

// deliverRow sends one row; retry tells a second try in the same round apart
// (its own update ID).
func (d *dispatch) deliverRow(ctx context.Context, row store.OutboxRow, retry string, st *swapState) outcome {
	var ev swap.Event
	if err := json.Unmarshal(row.Payload, &ev); err != nil {
		return outcome{result: resultReview, note: fmt.Sprintf("payload does not decode: %v", err)}
	}
	if st.closed != nil {
		return d.late(ctx, row, ev, st.closed)
	}
	timeout := d.Dispatcher.DeliveryTimeout
	if timeout <= 0 {
		timeout = 10 * time.Second
	}
	dctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	var err error
	var r swap.Result
	signal := ""
	switch {
	case row.Kind == string(swap.DepositConfirmed):
		// The update's handler takes every signal sent before it first.
		r, err = d.update(dctx, UpdateConfirmDeposit, row, retry, ev)
	case !st.signals:
		// Observations and reorgs go through deliver-deposit: its validator
		// keeps a refused one out of history, and updates do not count toward
		// the run's signals, which the server caps (docs/architecture.md,
		// "History bounds"). Each is applied before the next is sent.
		if r, err = d.update(dctx, UpdateDeliverDeposit, row, retry, ev); unknownUpdate(err) {
			st.signals = true // the swap's worker has no deliver-deposit: signals
			return d.deliverRow(ctx, row, retry, st)
		}
	case st.lastKind != "" && st.lastKind != row.Kind:
		// The SDK hands signals that wait together to the swap by channel, not
		// in the order they were sent (an observation could pass the reorg
		// before it): the swap must have taken the last one first. A query is
		// answered only after the workflow task that takes it.
		if _, err = d.Dispatcher.Temporal.QueryWorkflow(dctx, row.SwapID, "", QuerySwapStatus); err == nil {
			st.lastKind = ""
			return d.deliverRow(ctx, row, retry, st)
		}
	default:
		signal = row.Kind
		err = d.Dispatcher.Temporal.SignalWorkflow(dctx, row.SwapID, "", row.Kind, ev)
	}
	var notFound *serviceerror.NotFound
	var appErr *temporal.ApplicationError
	switch {
	case err == nil && r.NotYet:
		return outcome{result: resultNotYet, note: r.Reason}
	case err == nil:
		if signal != "" {
			st.lastKind = signal
		} else {
			st.lastKind = ""
		}
		if r.Outcome != "" && r.Outcome != swap.Applied {
			return outcome{result: resultDelivered, note: string(r.Outcome) + ": " + r.Reason, signal: signal}
		}
		return outcome{result: resultDelivered, signal: signal}
	case errors.As(err, &notFound) && !st.lastTry:
		return outcome{result: resultMissing, note: "no workflow: " + err.Error()}
	case errors.As(err, &notFound):
		return d.notRunning(ctx, row, ev, st, err)
	case errors.As(err, &appErr):
		// The update's validator refused the event for good: it names the field.
		return outcome{result: resultReview, note: "the swap refused the delivery: " + appErr.Error()}
	default:
		return outcome{result: resultTransient, note: err.Error()}
	}
}

// update delivers one event through a swap update and returns the swap's
// answer. Each attempt has its own update ID: Temporal answers a repeated ID
// with the first result, and a "too early" must be asked again.
func (d *dispatch) update(ctx context.Context, name string, row store.OutboxRow, retry string, ev swap.Event) (swap.Result, error) {
	var r swap.Result
	h, err := d.Dispatcher.Temporal.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		UpdateID:     fmt.Sprintf("%s@%d%s", row.EventID, row.Attempts, retry),
		WorkflowID:   row.SwapID,
		UpdateName:   name,
		Args:         []any{ev},
		WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	if err == nil {
		err = h.Get(ctx, &r)
	}
	return r, err
}

// unknownUpdate: the swap's worker has no deliver-deposit handler (the SDK
// refuses an update name with no handler).
func unknownUpdate(err error) bool {
	return err != nil && strings.Contains(err.Error(), "unknown update "+UpdateDeliverDeposit)
}

// notRunning tells a swap that never existed from one that has finished.
func (d *dispatch) notRunning(ctx context.Context, row store.OutboxRow, ev swap.Event, st *swapState, cause error) outcome {
	desc, err := d.Dispatcher.Temporal.DescribeWorkflowExecution(ctx, row.SwapID, "")
	var notFound *serviceerror.NotFound
	switch {
	case errors.As(err, &notFound) && st.seenWorkflow:
		return d.gone(ctx, row, ev)
	case errors.As(err, &notFound):
		return outcome{result: resultMissing, note: "no workflow: " + cause.Error()}
	case err != nil:
		return outcome{result: resultTransient, note: "describe swap: " + err.Error()}
	}
	status := desc.GetWorkflowExecutionInfo().GetStatus()
	if status == enumspb.WORKFLOW_EXECUTION_STATUS_RUNNING {
		return outcome{result: resultTransient, note: "swap started during delivery: " + cause.Error()} // sent again at once
	}
	f := &finishedSwap{Execution: strings.ToLower(strings.TrimPrefix(status.String(), "WORKFLOW_EXECUTION_STATUS_"))}
	q, err := d.Dispatcher.Temporal.QueryWorkflow(ctx, row.SwapID, "", QuerySwapStatus)
	if err != nil {
		return outcome{result: resultTransient, note: "query finished swap: " + err.Error()}
	}
	if err := q.Get(&f.View); err != nil {
		return outcome{result: resultTransient, note: "query finished swap: " + err.Error()}
	}
	st.closed = f
	return d.late(ctx, row, ev, f)
}

// gone answers a delivery to a swap whose workflow took deliveries before and
// no longer exists: it closed and Temporal's retention removed it, and its
// terms with it. Parking would wait for a start that never comes, so a
// confirmed deposit goes to a person, named with its payer; observations and
// reorgs change nothing owed.
func (d *dispatch) gone(ctx context.Context, row store.OutboxRow, ev swap.Event) outcome {
	note := fmt.Sprintf("swap %s took deliveries before but has no workflow now (it closed and Temporal's retention removed it)", row.SwapID)
	if row.Kind != string(swap.DepositConfirmed) {
		return outcome{result: resultClosed, note: note + ": " + row.Kind + " changes nothing owed"}
	}
	payer, err := d.scans.PayerOf(ctx, d.req.ScannerID, ev.DepositRef)
	if err != nil {
		return outcome{result: resultTransient, note: err.Error()}
	}
	if payer == "" {
		payer = "unknown"
	}
	return outcome{result: resultReview, note: fmt.Sprintf("%s; deposit %s of %s units from %s is final and was never handled: refund it (its swap's terms are gone)",
		note, ev.DepositRef, ev.AmountUnits, payer)}
}

// finishedSwap is what the dispatcher reads of a swap whose workflow ended:
// its status query, whose fields the late-deposit policy decides from.
type finishedSwap struct {
	Execution string // completed, terminated, failed…
	View      struct {
		Status swap.Status `json:"status"`
		swap.Finished
	}
}

// late answers a delivery to a finished swap. Observations and reorgs change
// nothing that is owed: the confirmation decides, by the swap's own policy
// (swap.Finished.LateDeposit): a deposit the swap knew was handled by it,
// dust is recorded, a deposit that is not the swap's (another chain) goes to
// a person and is never refunded from this swap's terms, and a new refundable
// one is refunded under its own key — or, when the swap did not complete
// normally or has had its share of refunds, left for a person.
func (d *dispatch) late(ctx context.Context, row store.OutboxRow, ev swap.Event, f *finishedSwap) outcome {
	ended := fmt.Sprintf("swap %s had ended (%s, status %s)", row.SwapID, f.Execution, f.View.Status)
	if row.Kind != string(swap.DepositConfirmed) {
		return outcome{result: resultClosed, note: ended + ": " + row.Kind + " changes nothing owed"}
	}
	dec := f.View.LateDeposit(ev, 0)
	if dec.Verdict == swap.LateRefund && f.Execution == "completed" {
		n, err := d.scans.LateRefunds(ctx, d.req.ScannerID, row.SwapID)
		if err != nil {
			return outcome{result: resultTransient, note: err.Error()}
		}
		dec = f.View.LateDeposit(ev, n)
	}
	switch {
	case dec.Verdict == swap.LateHandled || dec.Verdict == swap.LateDust:
		return outcome{result: resultClosed, note: ended + ": " + dec.Reason}
	case dec.Verdict == swap.LateRefused || dec.Verdict == swap.LateReview:
		return outcome{result: resultReview, note: ended + ": " + dec.Reason}
	case f.Execution != "completed":
		return outcome{result: resultReview, note: ended + " without completing; deposit " + ev.DepositRef + " is final and needs a decision"}
	}
	in := LateRefundInput{
		Key:    dec.Key,
		SwapID: row.SwapID, DepositRef: ev.DepositRef, AmountUnits: ev.AmountUnits,
		Asset: dec.Asset, Address: dec.Address, EventID: ev.EventID, // its payer when known (swap.Terms.refundTo)
		ChainID: f.View.Terms.ChainID,
		Reason:  fmt.Sprintf("%s (%s)", dec.Reason, f.View.Status),
	}
	_, err := d.Dispatcher.Temporal.ExecuteWorkflow(ctx, client.StartWorkflowOptions{
		ID:                       in.Key,
		TaskQueue:                d.taskQueue,
		WorkflowIDReusePolicy:    enumspb.WORKFLOW_ID_REUSE_POLICY_REJECT_DUPLICATE,
		WorkflowIDConflictPolicy: enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING,
	}, LateRefundWorkflowType, in)
	var started *serviceerror.WorkflowExecutionAlreadyStarted
	if err != nil && !errors.As(err, &started) {
		return outcome{result: resultTransient, note: "start late refund " + in.Key + ": " + err.Error()}
	}
	return outcome{result: resultLateRefund, note: ended + ": refund workflow " + in.Key}
}

// backlogBatch is the claim size from which swaps never tried are first
// looked up in one list request: a backfill of deposits for swaps nobody
// started then costs no delivery attempt per swap.
const backlogBatch = 50

// unseen returns, for a large claim, the swaps tried for the first time that
// the workflow list does not know. The list lags a little behind starts, so
// it only decides a first miss (retried a second later with an authoritative
// describe), never a parking. On any error it returns none: every swap is
// simply delivered to.
func (d *dispatch) unseen(ctx context.Context, swaps []store.ClaimedSwap) map[string]bool {
	var fresh []string
	for _, sw := range swaps {
		if sw.Misses == 0 && sw.Misses+1 < d.req.MaxAttempts {
			fresh = append(fresh, sw.SwapID)
		}
	}
	if len(fresh) < backlogBatch {
		return nil
	}
	quoted := make([]string, len(fresh))
	for i, id := range fresh {
		quoted[i] = visibilityString(id)
	}
	known := map[string]bool{}
	var token []byte
	for {
		resp, err := d.Dispatcher.Temporal.ListWorkflow(ctx, &workflowservice.ListWorkflowExecutionsRequest{
			PageSize: int32(len(fresh)), NextPageToken: token,
			Query: fmt.Sprintf("WorkflowType = '%s' AND WorkflowId IN (%s)", SwapWorkflowType, strings.Join(quoted, ",")),
		})
		if err != nil {
			activityLogger(ctx).Warn("listing claimed swaps failed; delivering to each", "scannerId", d.req.ScannerID, "error", err)
			return nil
		}
		for _, e := range resp.Executions {
			known[e.GetExecution().GetWorkflowId()] = true
		}
		if token = resp.NextPageToken; len(token) == 0 {
			break
		}
	}
	unseen := map[string]bool{}
	for _, id := range fresh {
		if !known[id] {
			unseen[id] = true
		}
	}
	return unseen
}

// visibilityString quotes s as a string literal of a visibility query. Swap
// IDs come from the chain and may hold any printable character; Temporal's
// tokenizer (temporalio/sqlparser scanString) reads a backslash inside quotes
// as an escape of the next character, so both \ and ' are escaped: an ID
// ending in \ would otherwise leave the literal open, and \n or \s would
// name another ID.
func visibilityString(s string) string {
	return "'" + visibilityEscaper.Replace(s) + "'"
}

var visibilityEscaper = strings.NewReplacer(`\`, `\\`, `'`, `''`)

// watchStore is what the redrive look needs of the outbox (store.Scans).
type watchStore interface {
	HasParked(ctx context.Context, scannerID string) (bool, time.Time, error)
	WatchDue(ctx context.Context, scannerID string, every time.Duration, first time.Time) (time.Time, bool, error)
	WatchDone(ctx context.Context, scannerID string, since time.Time) error
	RedriveParked(ctx context.Context, scannerID string, swapIDs []string) (int, error)
}

// Bounds of one redrive look (redriveStarted).
const (
	// watchBatch is the most swaps one look lists: ten pages of watchPage.
	watchBatch = 10_000
	watchPage  = 1_000
	// watchMinSpan is the narrowest window a look shrinks to; one that still
	// holds more than watchBatch starts is listed up to watchListCap anyway.
	watchMinSpan = time.Millisecond
	// watchListCap bounds the executions one look reads even when the list
	// returns more than its count said (starts that became visible since).
	watchListCap = 2 * watchBatch
)

// redriveStarted sends parked rows again whose swap has started since: the
// swaps started after the last look (less a margin) are listed, and those
// with parked rows are re-queued. The look costs what was started, not what
// is parked, and runs only while something is parked.
//
// Each look reads at most about watchBatch starts and always moves on: it
// counts the starts in [since, now) and, while there are more than
// watchBatch, halves the window (or narrows it to the share that fits),
// lists that window whole and records its end as the next look's start. A
// backlog of any size is so worked off oldest first, a bounded slice per
// call, whatever order the list returns (SQL visibility cannot sort by start
// time). A listing of everything since that failed past a page cap would
// record nothing and repeat the same failing listing on every call.
func (d *dispatch) redriveStarted(ctx context.Context) error {
	parked, oldest, err := d.watch.HasParked(ctx, d.req.ScannerID)
	if err != nil || !parked {
		return err
	}
	every := d.Dispatcher.WatchEvery
	if every <= 0 {
		every = 5 * time.Second
	}
	since, due, err := d.watch.WatchDue(ctx, d.req.ScannerID, every, oldest.Add(-watchMargin))
	if err != nil || !due {
		return err
	}
	lookedAt := time.Now()
	until, err := d.watchWindow(ctx, since, lookedAt)
	if err != nil {
		return err
	}
	query := fmt.Sprintf("WorkflowType = '%s' AND StartTime >= '%s'", SwapWorkflowType, since.UTC().Format(time.RFC3339Nano))
	if until.Before(lookedAt) {
		query += fmt.Sprintf(" AND StartTime < '%s'", until.UTC().Format(time.RFC3339Nano))
	}
	var token []byte
	for read := 0; ; {
		if read >= watchListCap {
			// Progress over completeness: the next look starts after this
			// window; what it held beyond the cap needs `outbox redrive`.
			activityLogger(ctx).Warn("redrive look read its cap; parked swaps started in the window may need `outbox redrive`",
				"scannerId", d.req.ScannerID, "from", since, "until", until, "read", read)
			break
		}
		resp, err := d.Dispatcher.Temporal.ListWorkflow(ctx, &workflowservice.ListWorkflowExecutionsRequest{
			PageSize: watchPage, NextPageToken: token, Query: query,
		})
		if err != nil {
			return fmt.Errorf("list swaps started from %s until %s: %w", since.Format(time.RFC3339Nano), until.Format(time.RFC3339Nano), err)
		}
		read += len(resp.Executions)
		ids := make([]string, 0, len(resp.Executions))
		for _, e := range resp.Executions {
			ids = append(ids, e.GetExecution().GetWorkflowId())
		}
		n, err := d.watch.RedriveParked(ctx, d.req.ScannerID, ids)
		if err != nil {
			return err
		}
		d.count(func(r *DispatchResult) { r.Redriven += n })
		if token = resp.NextPageToken; len(token) == 0 {
			break
		}
	}
	// Starts become visible a little after they happen: the last watchMargin
	// before this look is looked at again next time.
	next := until
	if horizon := lookedAt.Add(-watchMargin); next.After(horizon) {
		next = horizon
	}
	return d.watch.WatchDone(ctx, d.req.ScannerID, next)
}

// watchWindow returns the end of the window from since that holds at most
// watchBatch swap starts (or is watchMinSpan wide): now when everything since
// fits.
func (d *dispatch) watchWindow(ctx context.Context, since, now time.Time) (time.Time, error) {
	until := now
	for until.Sub(since) > watchMinSpan {
		q := fmt.Sprintf("WorkflowType = '%s' AND StartTime >= '%s'", SwapWorkflowType, since.UTC().Format(time.RFC3339Nano))
		if until.Before(now) {
			q += fmt.Sprintf(" AND StartTime < '%s'", until.UTC().Format(time.RFC3339Nano))
		}
		resp, err := d.Dispatcher.Temporal.CountWorkflow(ctx, &workflowservice.CountWorkflowExecutionsRequest{Query: q})
		if err != nil {
			return time.Time{}, fmt.Errorf("count swaps started from %s: %w", since.Format(time.RFC3339Nano), err)
		}
		n := resp.GetCount()
		if n <= watchBatch {
			break
		}
		// The share that would fit were starts spread evenly, at most half:
		// a burst inside the window is found in a few halvings.
		span := until.Sub(since)
		until = since.Add(max(watchMinSpan, min(span/2, time.Duration(float64(span)*watchBatch/float64(n)))))
	}
	return until, nil
}

// backoff spaces retries of a swap's deliveries: 1 s, 2 s, 4 s … up to 1 min.
func backoff(attempts int) time.Duration {
	d := time.Second << min(attempts, 6)
	return min(d, time.Minute)
}

type logger interface {
	Debug(string, ...any)
	Info(string, ...any)
	Warn(string, ...any)
}

type nopLogger struct{}

func (nopLogger) Debug(string, ...any) {}
func (nopLogger) Info(string, ...any)  {}
func (nopLogger) Warn(string, ...any)  {}

func activityLogger(ctx context.Context) logger {
	if activity.IsActivity(ctx) {
		return activity.GetLogger(ctx)
	}
	return nopLogger{}
}
