package workflows

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"swapengine/activities"
	"swapengine/internal/swap"
)

// settleSignalsChange versions settleSignals' yield (see there).
const settleSignalsChange = "settle-signals"

// a is a typed nil: workflows name activity methods through it, the worker
// registers a real *activities.Activities.
var a *activities.Activities

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
	// signalsSeen counts signals taken off their channels, by either reader.
	signalsSeen int
	// settle is false for runs recorded before settleSignals yielded.
	settle  bool
	signals []workflow.ReceiveChannel
	logger  interface{ Info(string, ...any) }
	// The webhook sender's state between attempts and after a 410 (webhooks.go);
	// continue-as-new carries it in SwapInput.
	webhookRetry   *WebhookRetry
	webhookGoneURL string
}

func newSwapWorkflow(ctx workflow.Context, in SwapInput) (*swapWorkflow, error) {
	if id := workflow.GetInfo(ctx).WorkflowExecution.ID; id != in.Terms.SwapID {
		return nil, temporal.NewNonRetryableApplicationError(
			fmt.Sprintf("workflow ID %q must equal terms.swapId %q", id, in.Terms.SwapID), "InvalidInput", nil)
	}
	s := in.State
	if s == nil {
		var err error
		if s, err = swap.New(in.Terms); err != nil {
			return nil, temporal.NewNonRetryableApplicationError("invalid swap terms: "+err.Error(), "InvalidInput", err)
		}
	}
	w := &swapWorkflow{in: in, s: s, seenRev: s.Revision, webhooks: in.WebhooksQueue,
		webhookRetry: in.WebhookRetry, webhookGoneURL: in.WebhookGoneURL}
	w.in.State, w.in.WebhooksQueue, w.in.WebhookRetry, w.in.WebhookGoneURL = nil, nil, nil, ""
	w.logger = workflow.GetLogger(ctx)
	return w, nil
}

func (w *swapWorkflow) setup(ctx workflow.Context) error {
	// A versioned change: yielding before draining changes the order of the
	// commands an update produces, so histories recorded before keep the old path.
	w.settle = workflow.GetVersion(ctx, settleSignalsChange, workflow.DefaultVersion, 1) == 1
	for _, name := range []string{SignalDepositObserved, SignalDepositConfirmed, SignalDepositReorged} {
		w.signals = append(w.signals, workflow.GetSignalChannel(ctx, name))
	}
	if err := workflow.SetQueryHandler(ctx, QueryStatus, w.status); err != nil {
		return err
	}
	workflow.Go(ctx, w.receiveSignals)
	workflow.Go(ctx, w.sendWebhooks)
	w.startDeadlineTimer(ctx)
	// Every run (also after continue-as-new) states the status it starts from.
	if err := workflow.UpsertTypedSearchAttributes(ctx, SwapStatusKey.ValueSet(string(w.s.Status))); err != nil {
		return err
	}
	// The update handler comes last: an update already waiting may run the
	// moment it is registered, and must find the rest of the workflow ready.
	err := workflow.SetUpdateHandlerWithOptions(ctx, UpdateConfirmDeposit,
		func(ctx workflow.Context, ev swap.Event) (swap.Result, error) {
			// Signals already in history come first: the SDK runs update handlers
			// before the coroutine that reads signal channels.
			w.settleSignals(ctx)
			return w.deliver(ctx, asConfirmation(ev)), nil
		},
		workflow.UpdateHandlerOptions{Validator: func(ctx workflow.Context, ev swap.Event) error {
			// Refusing here keeps malformed input out of history altogether.
			ev = asConfirmation(ev)
			if ev.Type != swap.DepositConfirmed {
				return &swap.FieldError{Field: "type", Reason: fmt.Sprintf("%s takes deposit-confirmed events, got %q", UpdateConfirmDeposit, ev.Type)}
			}
			return w.s.Check(ev)
		}})
	if err != nil {
		return err
	}
	// Registered after confirm-deposit: an update that is already waiting
	// when the first handler registers is refused if its own handler does not
	// exist yet, and confirmations are the ones that arrive with the first task.
	return workflow.SetUpdateHandlerWithOptions(ctx, UpdateResolveHold,
		func(ctx workflow.Context, req ResolveHoldRequest) (swap.Result, error) {
			if err := w.s.ResolveHold(req.Action, req.Note); err != nil {
				return swap.Result{}, err
			}
			w.logger.Info("hold resolved", "swapId", w.s.Terms.SwapID, "action", req.Action, "note", req.Note)
			w.afterChange(ctx)
			return swap.Result{Outcome: swap.Applied, Reason: "hold resolved: " + string(req.Action), Status: w.s.Status, Revision: w.s.Revision}, nil
		},
		workflow.UpdateHandlerOptions{Validator: func(ctx workflow.Context, req ResolveHoldRequest) error {
			return w.s.CheckResolve(req.Action)
		}})
}

func asConfirmation(ev swap.Event) swap.Event {
	if ev.Type == "" {
		ev.Type = swap.DepositConfirmed
	}
	return ev
}

// run is the whole story: wait for an effect to be due, run it, repeat until
// the swap is done; hand over to a new run when history grows long.
func (w *swapWorkflow) run(ctx workflow.Context) error {
	for {
		err := workflow.Await(ctx, func() bool {
			return len(w.s.Pending) > 0 || w.s.Done() || w.shouldContinueAsNew(ctx)
		})
		if err != nil {
			return err
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
		if len(w.s.Pending) > 0 || w.settleSignals(ctx) {
			continue
		}
		if w.s.Done() {
			// Done: deliver the remaining notifications, then complete.
			if err := workflow.Await(ctx, func() bool { return len(w.webhooks) == 0 && !w.sending }); err != nil {
				return err
			}
			if w.settleSignals(ctx) || len(w.s.Pending) > 0 {
				continue
			}
			w.logger.Info("swap finished", "swapId", w.s.Terms.SwapID, "status", w.s.Status)
			return nil
		}
		next := w.in
		next.State, next.WebhooksQueue, next.Runs = w.s, w.webhooks, w.in.Runs+1
		next.WebhookRetry, next.WebhookGoneURL = w.webhookRetry, w.webhookGoneURL
		w.logger.Info("continuing as new", "swapId", w.s.Terms.SwapID, "historyLength", workflow.GetInfo(ctx).GetCurrentHistoryLength())
		return workflow.NewContinueAsNewError(ctx, SwapWorkflow, next)
	}
}

func (w *swapWorkflow) shouldContinueAsNew(ctx workflow.Context) bool {
	if w.sending {
		return false
	}
	info := workflow.GetInfo(ctx)
	return info.GetContinueAsNewSuggested() || info.GetCurrentHistoryLength() >= w.in.Tuning.continueAsNewAfter()
}

// receiveSignals applies signals in the order history holds them.
func (w *swapWorkflow) receiveSignals(ctx workflow.Context) {
	sel := workflow.NewSelector(ctx)
	for i, ch := range w.signals {
		name := []string{SignalDepositObserved, SignalDepositConfirmed, SignalDepositReorged}[i]
		sel.AddReceive(ch, func(c workflow.ReceiveChannel, _ bool) {
			w.deliverSignal(ctx, name, c)
		})
	}
	for {
		sel.Select(ctx)
	}
}

// settleSignals applies every signal delivered so far, and reports whether
// there was one. A blocked Selector takes an arriving signal off its channel
// and holds it until its coroutine next runs, so draining the channels alone
// would miss it: first let every other runnable coroutine — the signal reader
// among them — run once, then drain what is still buffered. No command is
// produced, so replay is unaffected.
func (w *swapWorkflow) settleSignals(ctx workflow.Context) bool {
	before := w.signalsSeen
	if !w.settle {
		// Runs recorded before the fix keep draining without yielding.
		w.drainSignals(ctx)
		return w.signalsSeen != before
	}
	yield := workflow.NewChannel(ctx)
	workflow.Go(ctx, func(ctx workflow.Context) { yield.Send(ctx, struct{}{}) })
	yield.Receive(ctx, nil)
	w.drainSignals(ctx)
	return w.signalsSeen != before
}

// drainSignals applies any signal still buffered; it reports whether it found one.
func (w *swapWorkflow) drainSignals(ctx workflow.Context) bool {
	found := false
	names := []string{SignalDepositObserved, SignalDepositConfirmed, SignalDepositReorged}
	for i, ch := range w.signals {
		for w.deliverSignal(ctx, names[i], ch) {
			found = true
		}
	}
	return found
}

// deliverSignal takes one signal off the channel, if any, and applies it.
func (w *swapWorkflow) deliverSignal(ctx workflow.Context, name string, ch workflow.ReceiveChannel) bool {
	// Receive raw JSON and decode it here: the SDK silently drops a payload that
	// does not decode into the target type, and signals must never be lost.
	var raw json.RawMessage
	if !ch.ReceiveAsync(&raw) {
		return false
	}
	w.signalsSeen++
	ev, err := decodeEvent(raw)
	if err != nil {
		ev.Type = swap.EventType(name)
		w.s.Reject(ev, "malformed "+name+" signal: "+err.Error())
		w.logger.Info("malformed signal", "swapId", w.s.Terms.SwapID, "signal", name, "error", err)
		return true
	}
	switch {
	case ev.Type == "":
		ev.Type = swap.EventType(name)
	case string(ev.Type) != name:
		w.s.Reject(ev, fmt.Sprintf("type: %q sent on signal %s", ev.Type, name))
		return true
	}
	w.deliver(ctx, ev)
	return true
}

// decodeEvent is strict: an unknown field (a typo such as "amount") or a number
// where a decimal string belongs is an error that names the field.
func decodeEvent(raw []byte) (swap.Event, error) {
	var ev swap.Event
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&ev); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) {
			return swap.Event{}, &swap.FieldError{Field: typeErr.Field, Reason: "must be a JSON " + typeErr.Type.Kind().String() + ", got " + typeErr.Value}
		}
		return swap.Event{}, err
	}
	return ev, nil
}

func (w *swapWorkflow) deliver(ctx workflow.Context, ev swap.Event) swap.Result {
	r := w.s.Deliver(ev)
	// Replay-aware: the SDK drops metrics recorded while replaying history.
	workflow.GetMetricsHandler(ctx).WithTags(map[string]string{"type": string(ev.Type), "outcome": string(r.Outcome)}).
		Counter("swap_deliveries").Inc(1)
	w.logger.Info("deposit event", "swapId", w.s.Terms.SwapID, "eventId", ev.EventID, "type", ev.Type,
		"depositRef", ev.DepositRef, "outcome", r.Outcome, "reason", r.Reason)
	w.afterChange(ctx)
	return r
}

func (w *swapWorkflow) startDeadlineTimer(ctx workflow.Context) {
	deadline := w.in.DepositDeadline
	if deadline.IsZero() || w.s.DeadlinePassed {
		return
	}
	workflow.Go(ctx, func(ctx workflow.Context) {
		if d := deadline.Sub(workflow.Now(ctx)); d > 0 {
			if err := workflow.NewTimer(ctx, d).Get(ctx, nil); err != nil {
				return
			}
		}
		w.s.DeadlineReached()
		w.afterChange(ctx)
	})
}

// execute runs one scheduled effect and feeds its result back to the state machine.
func (w *swapWorkflow) execute(ctx workflow.Context, act swap.Action) {
	actx := workflow.WithActivityOptions(ctx, w.in.Tuning.effectOptions())
	var e swap.Effect
	switch act.Kind {
	case swap.ActionStartExchange:
		var res activities.ExchangeResult
		err := workflow.ExecuteActivity(actx, a.StartExchange, activities.ExchangeRequest{
			Key: act.Key, SwapID: w.s.Terms.SwapID, Asset: act.Asset, AmountUnits: act.AmountUnits, DepositRef: act.DepositRef,
		}).Get(ctx, &res)
		e = effectOf(err, res.ExchangeID)
		e.AmountOutUnits = res.AmountOutUnits
	case swap.ActionSendPayout:
		var res activities.PayoutResult
		err := workflow.ExecuteActivity(actx, a.SendPayout, activities.PayoutRequest{
			Key: act.Key, SwapID: w.s.Terms.SwapID, Address: act.Address, Asset: act.Asset, AmountUnits: act.AmountUnits,
		}).Get(ctx, &res)
		e = effectOf(err, res.PayoutID)
	case swap.ActionRefund:
		var res activities.RefundResult
		err := workflow.ExecuteActivity(actx, a.Refund, activities.RefundRequest{
			Key: act.Key, SwapID: w.s.Terms.SwapID, DepositRef: act.DepositRef, Address: act.Address,
			Asset: act.Asset, AmountUnits: act.AmountUnits, Reason: act.Reason,
		}).Get(ctx, &res)
		e = effectOf(err, res.RefundID)
	default:
		e = swap.Effect{Result: swap.EffectFailed, Detail: "unknown action kind " + string(act.Kind)}
	}
	if err := w.s.Complete(act.Key, e); err != nil {
		// Only one coroutine completes actions, so this is a programming error.
		panic(err)
	}
	w.logger.Info("effect", "swapId", w.s.Terms.SwapID, "key", act.Key, "result", e.Result, "detail", e.Detail)
	w.afterChange(ctx)
}

// effectOf maps an activity's end to the state machine's three outcomes.
func effectOf(err error, ref string) swap.Effect {
	if err == nil {
		return swap.Effect{Result: swap.EffectSucceeded, Detail: ref}
	}
	var appErr *temporal.ApplicationError
	if errors.As(err, &appErr) && appErr.Type() == activities.ErrProviderRejected {
		return swap.Effect{Result: swap.EffectRejected, Detail: appErr.Message()}
	}
	return swap.Effect{Result: swap.EffectFailed, Detail: rootMessage(err)}
}

func rootMessage(err error) string {
	for {
		next := errors.Unwrap(err)
		if next == nil {
			return err.Error()
		}
		err = next
	}
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
	if w.in.WebhookURL == "" {
		return
	}
	depositRef := ""
	if w.s.Deposit != nil {
		depositRef = w.s.Deposit.Ref
	}
	w.webhooks = append(w.webhooks, activities.WebhookRequest{
		Key: fmt.Sprintf("webhook:%s:%d", w.s.Terms.SwapID, w.s.Revision),
		URL: w.in.WebhookURL,
		Payload: activities.WebhookPayload{
			Type: "swap.status_changed", SwapID: w.s.Terms.SwapID, Status: string(w.s.Status),
			Revision: w.s.Revision, Seq: w.s.Revision, DepositRef: depositRef,
			AmountUnits: w.s.Terms.AmountUnits, Asset: w.s.Terms.Asset,
			HoldReason: w.s.HoldReason, FailureReason: w.s.FailureReason, OccurredAt: workflow.Now(ctx).UTC(),
		},
	})
}

func (w *swapWorkflow) status() (StatusView, error) {
	l := w.s.Ledger
	v := StatusView{
		SwapID: w.s.Terms.SwapID, Status: w.s.Status, Revision: w.s.Revision, Terms: w.s.Terms,
		Deposit: w.s.Deposit, Extra: w.s.Extra, HoldReason: w.s.HoldReason, FailureReason: w.s.FailureReason,
		DepositDeadline: w.in.DepositDeadline, DeadlinePassed: w.s.DeadlinePassed,
		Ledger: LedgerView{
			Events: len(l.Entries), Applied: l.Applied, AlreadyApplied: l.AlreadyApplied, Duplicates: l.Duplicates,
			ConflictsTotal: l.ConflictsTotal, Conflicts: l.Conflicts, RejectedTotal: l.RejectedTotal, Rejections: l.Rejections,
		},
		Effects: append([]swap.Effect{}, w.s.Effects...), Pending: w.s.Pending,
		WebhooksQueued: len(w.webhooks), Runs: w.in.Runs + 1,
	}
	sort.SliceStable(v.Effects, func(i, j int) bool { return v.Effects[i].Key < v.Effects[j].Key })
	return v, nil
}
