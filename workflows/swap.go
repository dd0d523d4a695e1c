package workflows

import (
	"cmp"
	"encoding/json"
	"fmt"
	"sort"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/webhookurl"
	"github.com/swapengine/swapengine/webhook"
)

// ErrInvalidInput is the error type of every refusal: a start with bad input
// and an update its validator refuses. Never retryable: the same input is
// refused the same way.
const ErrInvalidInput = "InvalidInput"

// a is a typed nil: workflows name activity methods through it, the worker
// registers a real *activities.Activities.
var a *activities.Activities

// versionPayoutBound gates the quote that bounds every payout (swap.Quote).
const versionPayoutBound = "payout-bounded-by-quote"

// SwapWorkflow is one swap, its workflow ID the swap ID. Deposit events arrive
// as signals (or the confirm-deposit update), are deduplicated by the ledger in
// the swap state, and the effects the state machine schedules run here one at
// a time, in order, each with its stable key.
func SwapWorkflow(ctx workflow.Context, in SwapInput) error {
	w, err := newSwapWorkflow(ctx, in)
	if err != nil {
		return err
	}
	if err := w.setup(ctx); err != nil {
		return err
	}
	return w.run(ctx)
}

type swapWorkflow struct {
	in      SwapInput
	s       *swap.Swap
	seenRev int64
	// webhooks is the ordered queue of notifications not yet delivered.
	webhooks []activities.WebhookRequest
	sending  bool
	// signalsSeen counts signals taken off their channels in this run, by any
	// reader; sinceYield those applied since a reader last yielded.
	signalsSeen int
	sinceYield  int
	signals     []workflow.ReceiveChannel
	logger      interface {
		Info(string, ...any)
		Debug(string, ...any)
	}
	// The webhook sender's state between attempts and after a 410 (webhooks.go);
	// continue-as-new carries it in SwapInput.
	webhookRetry   *WebhookRetry
	webhookGoneURL string
	// queuedAt is the history length of the workflow task that queued each
	// notification of this run (webhooks.go: a local attempt never runs in
	// the task that built its payload).
	queuedAt map[string]int
}

func invalid(format string, args ...any) error {
	return temporal.NewNonRetryableApplicationError(fmt.Sprintf(format, args...), ErrInvalidInput, nil)
}

func newSwapWorkflow(ctx workflow.Context, in SwapInput) (*swapWorkflow, error) {
	info := workflow.GetInfo(ctx)
	if id := info.WorkflowExecution.ID; id != in.Terms.SwapID {
		return nil, invalid("workflow ID %q must equal terms.swapId %q", id, in.Terms.SwapID)
	}
	// A start is public terms and options only: state that says a payout is
	// owed is accepted from the run this one continues, never from a caller.
	if info.ContinuedExecutionRunID == "" && in.carriesState() {
		return nil, invalid("state: a start takes terms and options only; carried state (state, webhooksQueue, webhookRetry, webhookGoneUrl, runs) is accepted only by a continued run")
	}
	if info.ContinuedExecutionRunID == "" {
		// The swap's own start rules, whoever started it: the API and the
		// start command check the same before they start anything, and a
		// start from Temporal Web or `temporal workflow start` meets them
		// here. (A continued run carries terms a start accepted.)
		if err := in.Terms.ValidateStart(); err != nil {
			return nil, invalid("invalid swap terms: %v", err)
		}
		// An hour of slack: the starter set the deadline by its own clock.
		if !in.DepositDeadline.IsZero() && in.DepositDeadline.Sub(workflow.Now(ctx)) > swap.MaxDepositWindow+time.Hour {
			return nil, invalid("invalid swap input: depositDeadline: is more than %v from now", swap.MaxDepositWindow)
		}
		if err := in.validateOptions(); err != nil {
			return nil, invalid("invalid swap input: %v", err)
		}
		// Pure rules only (scheme, host, credentials, length): the worker
		// checks the resolved address again when it connects.
		if in.WebhookURL != "" {
			if err := webhookurl.ValidateStatic(in.WebhookURL); err != nil {
				return nil, invalid("invalid swap input: webhookUrl: %v", err)
			}
		}
	} else {
		// A continued run's carried tuning is brought within the bounds, not
		// refused: a running swap must never die at a handover.
		in.Tuning = in.Tuning.clamped()
	}
	s := in.State
	if s == nil {
		var err error
		if s, err = swap.New(in.Terms); err != nil {
			return nil, temporal.NewNonRetryableApplicationError("invalid swap terms: "+err.Error(), ErrInvalidInput, err)
		}
	} else if s.Terms.SwapID != in.Terms.SwapID {
		return nil, invalid("state.terms.swapId %q must equal terms.swapId %q", s.Terms.SwapID, in.Terms.SwapID)
	}
	if s.Ledger.Entries == nil {
		s.Ledger.Entries = map[string]swap.Entry{}
	}
	// A history recorded before quotes bounded payouts paid an unbounded
	// fill; it replays as it ran. Every run since records the marker.
	if workflow.GetVersion(ctx, versionPayoutBound, workflow.DefaultVersion, 1) == workflow.DefaultVersion {
		s.UnboundedFills = true
	}
	if !in.DepositDeadline.IsZero() {
		s.DeadlineUnix = in.DepositDeadline.Unix()
	}
	w := &swapWorkflow{in: in, s: s, seenRev: s.Revision, webhooks: in.WebhooksQueue,
		webhookRetry: in.WebhookRetry, webhookGoneURL: in.WebhookGoneURL}
	w.in.State, w.in.WebhooksQueue, w.in.WebhookRetry, w.in.WebhookGoneURL = nil, nil, nil, ""
	w.logger = workflow.GetLogger(ctx)
	w.boundWebhookQueue()
	return w, nil
}

func (w *swapWorkflow) setup(ctx workflow.Context) error {
	for _, name := range signalNames {
		w.signals = append(w.signals, workflow.GetSignalChannel(ctx, name))
	}
	if err := workflow.SetQueryHandler(ctx, QueryStatus, w.status); err != nil {
		return err
	}
	workflow.Go(ctx, w.receiveSignals)
	workflow.Go(ctx, w.receiveUnknownSignals)
	workflow.Go(ctx, w.sendWebhooks)
	w.startDeadlineTimer(ctx)
	// Every run (also after continue-as-new) states the status it starts from.
	if err := workflow.UpsertTypedSearchAttributes(ctx, SwapStatusKey.ValueSet(string(w.s.Status))); err != nil {
		return err
	}
	workflow.SetCurrentDetails(ctx, currentDetails(w.s))
	// The update handlers come last: an update already waiting may run the
	// moment it is registered, and must find the rest of the workflow ready.
	// confirm-deposit takes confirmations (from operators and the outbox
	// dispatcher); deliver-deposit is the outbox dispatcher's way in for
	// every kind of deposit event: a refused one stays out of history, and
	// none counts toward the run's signals, which the server caps.
	// In this order, always: registration may run a waiting update.
	if err := w.setDeliveryHandler(ctx, UpdateConfirmDeposit, w.confirmation); err != nil {
		return err
	}
	if err := w.setDeliveryHandler(ctx, UpdateDeliverDeposit, w.delivery); err != nil {
		return err
	}
	// Registered after confirm-deposit: an update that is already waiting
	// when the first handler registers is refused if its own handler does not
	// exist yet, and confirmations are the ones that arrive with the first task.
	if err := workflow.SetUpdateHandlerWithOptions(ctx, UpdateResolveHold,
		func(ctx workflow.Context, req ResolveHoldRequest) (swap.Result, error) {
			if err := w.handedOver(ctx, req.request()); err != nil {
				return swap.Result{}, refusal(err, "")
			}
			if err := w.s.ResolveHold(req.request(), workflow.Now(ctx)); err != nil {
				return swap.Result{}, refusal(err, "")
			}
			w.logger.Info("hold resolved", "swapId", w.s.Terms.SwapID, "action", req.Action, "key", req.Key, "note", req.Note, "force", req.Force)
			w.afterChange(ctx)
			return swap.Result{Outcome: swap.Applied, Reason: "resolved: " + string(req.Action), Status: w.s.Status, Revision: w.s.Revision}, nil
		},
		workflow.UpdateHandlerOptions{Validator: func(ctx workflow.Context, req ResolveHoldRequest) error {
			return refusal(w.s.CheckResolve(req.request(), workflow.Now(ctx)), "")
		}}); err != nil {
		return err
	}
	// The swap API's handlers; neither issues a command. Update-with-Start's
	// update runs in the first workflow task (new runs queue an update until
	// its handler registers).
	if err := workflow.SetUpdateHandler(ctx, UpdateCreated, func(ctx workflow.Context) (StatusView, error) {
		return w.status()
	}); err != nil {
		return err
	}
	if err := workflow.SetUpdateHandlerWithOptions(ctx, UpdateCancel,
		func(ctx workflow.Context) (StatusView, error) {
			if err := w.s.Cancel(); err != nil {
				return StatusView{}, refusal(err, "")
			}
			w.logger.Info("swap cancelled by the merchant", "swapId", w.s.Terms.SwapID)
			w.afterChange(ctx)
			return w.status()
		},
		workflow.UpdateHandlerOptions{Validator: func(ctx workflow.Context) error {
			return refusal(w.s.CheckCancel(), "")
		}}); err != nil {
		return err
	}
	return workflow.SetUpdateHandlerWithOptions(ctx, UpdateSetRefundAddress,
		func(ctx workflow.Context, req RefundAddressRequest) (StatusView, error) {
			if err := w.checkRefundAddress(req); err != nil {
				return StatusView{}, refusal(err, "")
			}
			if err := w.s.SetRefundAddress(req.RefundAddress); err != nil {
				return StatusView{}, refusal(err, "")
			}
			w.logger.Info("refund address set", "swapId", w.s.Terms.SwapID)
			return w.status()
		},
		workflow.UpdateHandlerOptions{Validator: func(ctx workflow.Context, req RefundAddressRequest) error {
			return refusal(w.checkRefundAddress(req), "")
		}})
}

func (w *swapWorkflow) checkRefundAddress(req RefundAddressRequest) error {
	if req.OnlyIfNone {
		return w.s.CheckFirstRefundAddress(req.RefundAddress)
	}
	return w.s.CheckRefundAddress(req.RefundAddress)
}

// handedOver refuses a resolution that records a payout or refund as made by
// hand while something signed under its key can still land on chain: the
// sender checks (activities.PaymentHandover). A swap with no chain never
// paid on one.
func (w *swapWorkflow) handedOver(ctx workflow.Context, req swap.Request) error {
	act, ok := w.s.PaymentLeftBy(req)
	if !ok || w.s.Terms.ChainID == 0 {
		return nil
	}
	actx := workflow.WithActivityOptions(ctx, w.in.Tuning.effectOptions())
	var res activities.HandoverResult
	if err := workflow.ExecuteActivity(actx, a.PaymentHandover, activities.HandoverRequest{Key: act.Key, ChainID: w.s.Terms.ChainID}).Get(actx, &res); err != nil {
		return &swap.FieldError{Field: "key", Reason: act.Key + ": cannot tell whether it can still be paid on chain: " + err.Error()}
	}
	if !res.Settled {
		return &swap.FieldError{Field: "key", Reason: act.Key + " is not made by hand while the chain can still pay it: " + res.Detail}
	}
	w.logger.Info("payment handed over", "swapId", w.s.Terms.SwapID, "key", act.Key, "detail", res.Detail)
	return nil
}

// setDeliveryHandler registers an update that delivers one deposit event.
// It takes raw JSON so that a payload that does not decode is refused in the
// one refusal format, with its event ID, instead of the SDK's decode error;
// the validator refuses it before it enters history at all.
func (w *swapWorkflow) setDeliveryHandler(ctx workflow.Context, name string, decode func(json.RawMessage) (swap.Event, error)) error {
	return workflow.SetUpdateHandlerWithOptions(ctx, name,
		func(ctx workflow.Context, raw json.RawMessage) (swap.Result, error) {
			ev, err := decode(raw)
			if err != nil {
				return swap.Result{}, err
			}
			// Signals already in history come first: the SDK runs update handlers
			// before the coroutine that reads signal channels.
			w.settleSignals(ctx)
			return w.deliver(ctx, ev), nil
		},
		workflow.UpdateHandlerOptions{Validator: func(ctx workflow.Context, raw json.RawMessage) error {
			_, err := decode(raw)
			return err
		}})
}

// confirmation decodes and checks a confirm-deposit payload.
func (w *swapWorkflow) confirmation(raw json.RawMessage) (swap.Event, error) {
	ev, err := decodeEvent(raw)
	if err != nil {
		return ev, refusal(err, peekEventID(raw))
	}
	if ev.Type == "" {
		ev.Type = swap.DepositConfirmed
	}
	if ev.Type != swap.DepositConfirmed {
		return ev, refusal(&swap.FieldError{Field: "type", Reason: fmt.Sprintf("%s takes deposit-confirmed events, got %q", UpdateConfirmDeposit, swap.Truncate(string(ev.Type), 40))}, ev.EventID)
	}
	return ev, refusal(w.s.Check(ev), ev.EventID)
}

// delivery decodes and checks a deliver-deposit payload: any deposit event
// type, named in the payload.
func (w *swapWorkflow) delivery(raw json.RawMessage) (swap.Event, error) {
	ev, err := decodeEvent(raw)
	if err != nil {
		return ev, refusal(err, peekEventID(raw))
	}
	if ev.Type == "" {
		return ev, refusal(&swap.FieldError{Field: "type", Reason: "is required: deposit-observed, deposit-confirmed or deposit-reorged"}, ev.EventID)
	}
	return ev, refusal(w.s.Check(ev), ev.EventID)
}

// refusal is the one refusal format: "field: reason (eventId …)", a
// non-retryable application error of type ErrInvalidInput.
func refusal(err error, eventID string) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	if eventID != "" {
		msg += " (eventId " + swap.Truncate(eventID, swap.MaxIDLen) + ")"
	}
	return temporal.NewNonRetryableApplicationError(msg, ErrInvalidInput, nil)
}

// run is the whole story: wait for an effect to be due, run it, repeat until
// the swap is done; hand over to a new run when the run grows long — also
// with an effect pending, between two of its attempts.
func (w *swapWorkflow) run(ctx workflow.Context) error {
	for {
		err := workflow.Await(ctx, func() bool {
			_, runnable := w.s.NextAction() // a held swap's paused effects wait for a person
			return runnable || w.s.Done() || w.shouldContinueAsNew(ctx)
		})
		if err != nil {
			return err
		}
		if w.shouldContinueAsNew(ctx) {
			return w.continueAsNew(ctx)
		}
		if act, ok := w.s.NextAction(); ok {
			w.execute(ctx, act)
			continue
		}
		// Before ending this run, take in every signal already delivered and let
		// running update handlers finish, so nothing accepted is lost.
		if w.settleSignals(ctx) {
			continue
		}
		if err := workflow.Await(ctx, func() bool { return !w.sending && workflow.AllHandlersFinished(ctx) }); err != nil {
			return err
		}
		if len(w.s.Pending) > 0 || w.settleSignals(ctx) || !w.s.Done() {
			continue
		}
		// Done: deliver the remaining notifications, then complete.
		if err := workflow.Await(ctx, func() bool {
			return (len(w.webhooks) == 0 && !w.sending) || w.shouldContinueAsNew(ctx)
		}); err != nil {
			return err
		}
		if w.settleSignals(ctx) || len(w.s.Pending) > 0 || !w.s.Done() || len(w.webhooks) > 0 {
			continue
		}
		w.logger.Info("swap finished", "swapId", w.s.Terms.SwapID, "status", w.s.Status)
		return nil
	}
}

// continueAsNew hands the swap over to a new run: every delivered signal
// applied, no update handler running, no webhook attempt in flight. A money
// effect may be pending; the next run sends it again under the same key.
func (w *swapWorkflow) continueAsNew(ctx workflow.Context) error {
	w.settleSignals(ctx)
	if err := workflow.Await(ctx, func() bool { return !w.sending && workflow.AllHandlersFinished(ctx) }); err != nil {
		return err
	}
	w.settleSignals(ctx)
	next := w.in
	next.State, next.WebhooksQueue, next.Runs = w.s, w.webhooks, w.in.Runs+1
	next.WebhookRetry, next.WebhookGoneURL = w.webhookRetry, w.webhookGoneURL
	info := workflow.GetInfo(ctx)
	w.logger.Info("continuing as new", "swapId", w.s.Terms.SwapID, "historyLength", info.GetCurrentHistoryLength(),
		"signals", w.signalsSeen, "pending", len(w.s.Pending))
	return workflow.NewContinueAsNewError(ctx, SwapWorkflow, next)
}

// shouldContinueAsNew: the server suggests it, history passed
// Tuning.ContinueAsNewAfter, its history reached ContinueAsNewAtBytes, or it
// took all ServerSignalsPerRun signals the server lets a run take
// (history.go). Never while a webhook attempt is in flight (at most
// its 10 s timeout).
func (w *swapWorkflow) shouldContinueAsNew(ctx workflow.Context) bool {
	if w.sending {
		return false
	}
	info := workflow.GetInfo(ctx)
	if info.GetContinueAsNewSuggested() || info.GetCurrentHistoryLength() >= w.in.Tuning.continueAsNewAfter() {
		return true
	}
	// history.go: past either, the server takes no more signals in this run.
	return historyFull(ctx) || w.signalsSeen >= ServerSignalsPerRun
}

func (w *swapWorkflow) deliver(ctx workflow.Context, ev swap.Event) swap.Result {
	r := w.s.Deliver(ev)
	// Replay-aware: the SDK drops metrics recorded while replaying history.
	workflow.GetMetricsHandler(ctx).WithTags(map[string]string{"type": string(ev.Type), "outcome": string(r.Outcome)}).
		Counter("swap_deliveries").Inc(1)
	log := w.logger.Info
	if r.Outcome == swap.DuplicateDelivery || r.Outcome == swap.AlreadyApplied {
		// A flood of replays must not cost a log line each (and a worker's CPU).
		log = w.logger.Debug
	}
	log("deposit event", "swapId", w.s.Terms.SwapID, "eventId", ev.EventID, "type", ev.Type,
		"depositRef", ev.DepositRef, "outcome", r.Outcome, "reason", r.Reason)
	w.afterChange(ctx)
	return r
}

// startDeadlineTimer moves a waiting swap to overdue at the deadline and
// expires an overdue swap without a deposit swap.ExpiryGrace later.
func (w *swapWorkflow) startDeadlineTimer(ctx workflow.Context) {
	deadline := w.in.DepositDeadline
	if deadline.IsZero() {
		return
	}
	workflow.Go(ctx, func(ctx workflow.Context) {
		if !w.s.DeadlinePassed {
			if d := deadline.Sub(workflow.Now(ctx)); d > 0 {
				if err := workflow.NewTimer(ctx, d).Get(ctx, nil); err != nil {
					return
				}
			}
			w.s.DeadlineReached()
			w.afterChange(ctx)
		}
		if w.s.Status.Terminal() {
			return
		}
		if d := deadline.Add(swap.ExpiryGrace).Sub(workflow.Now(ctx)); d > 0 {
			if err := workflow.NewTimer(ctx, d).Get(ctx, nil); err != nil {
				return
			}
		}
		w.s.Expire()
		w.afterChange(ctx)
		// A deposit bound at that moment may still leave with a reorg and send
		// the swap back to overdue: each time it does, the swap gets another
		// grace period (the deposit may be re-mined) and then expires.
		for !w.s.Status.Terminal() {
			if err := workflow.Await(ctx, func() bool {
				return w.s.Status.Terminal() || (w.s.Status == swap.StatusOverdue && w.s.Deposit == nil)
			}); err != nil || w.s.Status.Terminal() {
				return
			}
			if err := workflow.NewTimer(ctx, swap.ExpiryGrace).Get(ctx, nil); err != nil {
				return
			}
			w.s.Expire()
			w.afterChange(ctx)
		}
	})
}

// afterChange is the one place a status change becomes visible outside: the
// search attribute and the merchant notification can never disagree with it.
func (w *swapWorkflow) afterChange(ctx workflow.Context) {
	if w.s.Revision == w.seenRev {
		return
	}
	w.seenRev = w.s.Revision
	workflow.GetMetricsHandler(ctx).WithTags(map[string]string{"status": string(w.s.Status)}).Counter("swap_transitions").Inc(1)
	if err := workflow.UpsertTypedSearchAttributes(ctx, SwapStatusKey.ValueSet(string(w.s.Status))); err != nil {
		w.logger.Info("upsert search attribute failed", "swapId", w.s.Terms.SwapID, "error", err)
	}
	workflow.SetCurrentDetails(ctx, currentDetails(w.s))
	if w.in.WebhookURL == "" && w.in.MerchantID == "" {
		return
	}
	depositRef := ""
	if w.s.Deposit != nil {
		depositRef = w.s.Deposit.Ref
	}
	key := fmt.Sprintf("webhook:%s:%d", w.s.Terms.SwapID, w.s.Revision)
	if w.queuedAt == nil {
		w.queuedAt = map[string]int{}
	}
	w.queuedAt[key] = workflow.GetInfo(ctx).GetCurrentHistoryLength()
	p := activities.WebhookPayload{
		Type: webhook.EventType(string(w.s.Status)), SwapID: cmp.Or(w.in.MerchantSwapID, w.s.Terms.SwapID), Status: string(w.s.Status),
		Revision: w.s.Revision, Seq: w.s.Revision, DepositRef: depositRef,
		AmountUnits: w.s.Terms.AmountUnits, Asset: w.s.Terms.Asset,
		OccurredAt: workflow.Now(ctx).UTC(), Payout: webhookPayout(w.s), Quote: PublicQuote(w.s.Terms.Quote),
		Metadata: w.in.Metadata,
	}
	// The reasons are for operators: they may quote a provider or a node.
	// A merchant gets a fixed code and text.
	p.HoldCode, p.HoldReason = w.s.PublicHold()
	p.FailureCode, p.FailureReason = w.s.PublicFailure()
	req := activities.WebhookRequest{Key: key, URL: w.in.WebhookURL, MerchantID: w.in.MerchantID, Payload: p}
	if p.SwapID != w.s.Terms.SwapID {
		req.SwapID = w.s.Terms.SwapID
	}
	w.webhooks = append(w.webhooks, req)
	w.boundWebhookQueue()
}

// boundWebhookQueue keeps the undelivered notifications within
// maxQueuedWebhooks: while a receiver is down the oldest waiting ones (never
// the one being delivered) are recorded as skipped. The newest always stays,
// so the merchant learns the current status.
func (w *swapWorkflow) boundWebhookQueue() {
	for len(w.webhooks) > maxQueuedWebhooks {
		dropped := w.webhooks[1]
		w.webhooks = append(w.webhooks[:1:1], w.webhooks[2:]...)
		w.s.RecordWebhook(swap.Effect{Key: dropped.Key, Kind: "webhook", Result: WebhookSkipped, Detail: "superseded while the receiver was down"})
	}
}

// publicFailureCode is the swap's public failure code, if it failed or was refunded.
func publicFailureCode(s *swap.Swap) string {
	code, _ := s.PublicFailure()
	return code
}

func (w *swapWorkflow) status() (StatusView, error) {
	l := w.s.Ledger
	v := StatusView{
		SwapID: w.s.Terms.SwapID, Status: w.s.Status, Revision: w.s.Revision, Terms: w.s.Terms,
		Deposit: w.s.Deposit, Extra: w.s.Extra, ExtraOverflow: w.s.ExtraOverflow, Dust: w.s.Dust,
		HoldReason: w.s.HoldReason, HoldCode: w.s.HoldCode, FailureReason: w.s.FailureReason, Items: w.s.Items, Fill: w.s.Fill,
		Violations:      w.s.Violations,
		FailureCode:     publicFailureCode(w.s),
		DepositDeadline: w.in.DepositDeadline, DeadlinePassed: w.s.DeadlinePassed,
		Ledger: LedgerView{
			Events: len(l.Entries), Retired: l.Retired, Applied: l.Applied, AlreadyApplied: l.AlreadyApplied, Duplicates: l.Duplicates,
			ConflictsTotal: l.ConflictsTotal, Conflicts: l.Conflicts, RejectedTotal: l.RejectedTotal, Rejections: l.Rejections,
		},
		Effects: append([]swap.Effect{}, w.s.Effects...), WebhookEffectsRetired: w.s.WebhookEffectsRetired, Pending: w.s.Pending,
		WebhooksQueued: len(w.webhooks), Runs: w.in.Runs + 1, SignalsThisRun: w.signalsSeen,
	}
	sort.SliceStable(v.Effects, func(i, j int) bool { return v.Effects[i].Key < v.Effects[j].Key })
	return v, nil
}
