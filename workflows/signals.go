package workflows

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"go.temporal.io/sdk/workflow"

	"github.com/swapengine/swapengine/internal/swap"
)

var signalNames = []string{SignalDepositObserved, SignalDepositConfirmed, SignalDepositReorged}

// receiveSignals applies signals in the order history holds them.
func (w *swapWorkflow) receiveSignals(ctx workflow.Context) {
	sel := workflow.NewSelector(ctx)
	for i, ch := range w.signals {
		name := signalNames[i]
		sel.AddReceive(ch, func(c workflow.ReceiveChannel, _ bool) {
			w.deliverSignal(ctx, name, c)
		})
	}
	for {
		sel.Select(ctx)
	}
}

// receiveUnknownSignals records a signal sent under a name the swap does not
// know (a typo such as deposit-confrimed) as a rejection in the status, instead
// of leaving it unread. The Go SDK (v1.51) has no dynamic signal handler; it
// reports the names of signals nobody read, and any name's channel can be read.
func (w *swapWorkflow) receiveUnknownSignals(ctx workflow.Context) {
	for {
		var names []string
		if err := workflow.Await(ctx, func() bool {
			names = unknownSignalNames(ctx)
			return len(names) > 0
		}); err != nil {
			return
		}
		w.drainUnknownSignals(ctx, names)
	}
}

// unknownSignalNames lists, sorted (the SDK's order is a map's), the names of
// buffered signals that are not the swap's.
func unknownSignalNames(ctx workflow.Context) []string {
	var names []string
	for _, n := range workflow.GetUnhandledSignalNames(ctx) {
		if !slices.Contains(signalNames, n) {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	return names
}

func (w *swapWorkflow) drainUnknownSignals(ctx workflow.Context, names []string) bool {
	found := false
	for _, name := range names {
		ch := workflow.GetSignalChannel(ctx, name)
		var raw json.RawMessage
		for ch.ReceiveAsync(&raw) {
			found = true
			w.signalsSeen++
			ev := swap.Event{EventID: peekEventID(raw), Type: swap.EventType(name)}
			w.s.Reject(ev, "signal", fmt.Sprintf("unknown signal name %q: the swap takes %s", swap.Truncate(name, 40), strings.Join(signalNames, ", ")))
			w.logger.Info("unknown signal", "swapId", w.s.Terms.SwapID, "signal", name, "eventId", ev.EventID)
			raw = nil
		}
	}
	return found
}

// settleSignals applies every signal delivered so far, and reports whether
// there was one. A blocked Selector takes an arriving signal off its channel
// and holds it until its coroutine next runs, so draining the channels alone
// would miss it: first let every other runnable coroutine — the signal reader
// among them — run once, then drain what is still buffered. No command is
// produced, so replay is unaffected.
func (w *swapWorkflow) settleSignals(ctx workflow.Context) bool {
	before := w.signalsSeen
	yield := workflow.NewChannel(ctx)
	workflow.Go(ctx, func(ctx workflow.Context) { yield.Send(ctx, struct{}{}) })
	yield.Receive(ctx, nil)
	w.drainSignals(ctx)
	return w.signalsSeen != before
}

// drainSignals applies any signal still buffered; it reports whether it found one.
func (w *swapWorkflow) drainSignals(ctx workflow.Context) bool {
	found := false
	for i, ch := range w.signals {
		for w.deliverSignal(ctx, signalNames[i], ch) {
			found = true
		}
	}
	if w.drainUnknownSignals(ctx, unknownSignalNames(ctx)) {
		found = true
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
	// A big payload costs the worker to decode, so it counts toward yielding;
	// one over maxEventPayload is refused undecoded (decodeEvent).
	w.sinceYield += len(raw) / yieldBytes
	defer w.yieldEvery(ctx)
	ev, err := decodeEvent(raw)
	if err != nil {
		ev = swap.Event{EventID: peekEventID(raw), Type: swap.EventType(name)}
		field := ""
		var fe *swap.FieldError
		if errors.As(err, &fe) {
			field = fe.Field
		}
		w.s.Reject(ev, field, "malformed "+name+" signal: "+err.Error())
		w.logger.Info("malformed signal", "swapId", w.s.Terms.SwapID, "signal", name, "eventId", ev.EventID, "error", swap.Truncate(err.Error(), 300))
		return true
	}
	switch {
	case ev.Type == "":
		ev.Type = swap.EventType(name)
	case string(ev.Type) != name:
		w.s.Reject(ev, "type", fmt.Sprintf("type: %q sent on signal %s", swap.Truncate(string(ev.Type), 40), name))
		return true
	}
	w.deliver(ctx, ev)
	return true
}

// yieldBatch is how many deliveries a coroutine applies before it yields.
// A blocked Selector hands over every buffered signal without ever blocking,
// and the SDK fails a workflow task whose coroutine runs a second without
// yielding (TMPRL1101, "potential deadlock"): a burst of thousands of signals
// in one task, on a loaded worker, would fail the task on every retry.
const yieldBatch = 25

// yieldBytes: each yieldBytes of payload count as one more delivery.
const yieldBytes = 16 << 10

// yieldEvery lets the other coroutines run once per yieldBatch deliveries.
// No command is produced.
func (w *swapWorkflow) yieldEvery(ctx workflow.Context) {
	w.sinceYield++
	if w.sinceYield < yieldBatch {
		return
	}
	w.sinceYield = 0
	yield := workflow.NewChannel(ctx)
	workflow.Go(ctx, func(ctx workflow.Context) { yield.Send(ctx, struct{}{}) })
	yield.Receive(ctx, nil)
}

// maxEventPayload bounds a deposit event's JSON; the largest valid one is
// about 1 kB (every field at its length limit).
const maxEventPayload = 16 << 10

// decodeEvent is strict: an unknown field (a typo such as "amount") or a
// number where a decimal string belongs is a FieldError naming the field, once.
func decodeEvent(raw []byte) (swap.Event, error) {
	var ev swap.Event
	if len(raw) > maxEventPayload {
		return ev, &swap.FieldError{Field: "payload", Reason: fmt.Sprintf("is %d bytes, more than %d", len(raw), maxEventPayload)}
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	err := dec.Decode(&ev)
	if err == nil {
		return ev, nil
	}
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &typeErr) {
		if typeErr.Field == "" { // the payload itself: an array, a string, a number
			return swap.Event{}, &swap.FieldError{Field: "payload", Reason: "must be a JSON object, got " + typeErr.Value}
		}
		return swap.Event{}, &swap.FieldError{Field: typeErr.Field, Reason: "must be a JSON " + jsonKind(typeErr.Type.Kind().String()) + ", got " + typeErr.Value}
	}
	// encoding/json reports an unknown field only as text: `json: unknown field "amount"`.
	if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		field := strings.Trim(name, `"`)
		if field == "" {
			return swap.Event{}, &swap.FieldError{Field: "payload", Reason: `has a field with an empty name ""`}
		}
		return swap.Event{}, &swap.FieldError{Field: swap.Truncate(field, 40), Reason: "unknown field (the event takes eventId, swapId, type, depositRef, amountUnits, chainId, blockNumber, blockHash, txHash, blockTime)"}
	}
	return swap.Event{}, &swap.FieldError{Field: "payload", Reason: "is not a JSON event object: " + swap.Truncate(err.Error(), 200)}
}

func jsonKind(goKind string) string {
	switch goKind {
	case "int", "int64", "uint64", "uint", "float64":
		return "number"
	}
	return goKind
}

// peekEventID reads the eventId of a payload that does not decode as an
// event, so a refusal still says which delivery it was. Empty if none.
func peekEventID(raw []byte) string {
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		return ""
	}
	var id string
	if json.Unmarshal(m["eventId"], &id) != nil {
		return ""
	}
	return swap.Truncate(id, swap.MaxIDLen)
}
