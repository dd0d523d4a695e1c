package swap

import (
	"fmt"
)

// Status is where a swap stands. Revision increments on every status change.
//
//	waiting ──observed──► deposit ──confirmed──► exchange ──► sending ──► success
//	   │  ▲                  │
//	   │  └────reorged───────┘          exchange rejected ──► refunding ──► refunded
//	   └─deadline─► overdue ──late deposit confirmed──► refunding
//	mismatch (amount / deposit ref) ──► held     payout rejected ──► failed
type Status string

const (
	StatusWaiting   Status = "waiting"
	StatusDeposit   Status = "deposit"
	StatusExchange  Status = "exchange"
	StatusSending   Status = "sending"
	StatusSuccess   Status = "success"
	StatusOverdue   Status = "overdue"
	StatusHeld      Status = "held"
	StatusRefunding Status = "refunding"
	StatusRefunded  Status = "refunded"
	StatusFailed    Status = "failed"
)

// Terminal statuses end the main flow; the workflow may still wait for extra
// deposits to settle before it completes.
func (s Status) Terminal() bool {
	return s == StatusSuccess || s == StatusRefunded || s == StatusFailed
}

// Terms are what the swap was created with.
type Terms struct {
	SwapID string `json:"swapId"`
	// DepositRef is the expected deposit; empty means the first observed deposit binds it
	// (the chain names a deposit only once it is made).
	DepositRef  string `json:"depositRef,omitempty"`
	AmountUnits string `json:"amountUnits"`
	Asset       string `json:"asset"`
	// PayoutAsset is what the customer receives for the deposit (the swap's
	// other side); the payout is sent in the exchange's filled asset and amount.
	PayoutAsset   string `json:"payoutAsset,omitempty"`
	ChainID       uint64 `json:"chainId,omitempty"`
	PayoutAddress string `json:"payoutAddress"`
	// RefundAddress receives refunds; empty means the payout address.
	RefundAddress string `json:"refundAddress,omitempty"`
}

// Validate names the first field that is wrong.
func (t Terms) Validate() error {
	if err := ValidateID("swapId", t.SwapID); err != nil {
		return err
	}
	if t.DepositRef != "" {
		if err := ValidateID("depositRef", t.DepositRef); err != nil {
			return err
		}
	}
	if _, err := ParseAmount("amountUnits", t.AmountUnits); err != nil {
		return err
	}
	if err := ValidateID("asset", t.Asset); err != nil {
		return err
	}
	if err := ValidateID("payoutAddress", t.PayoutAddress); err != nil {
		return err
	}
	return nil
}

// Deposit is an observed on-chain transfer.
type Deposit struct {
	Ref         string `json:"ref"`
	AmountUnits string `json:"amountUnits"`
	Final       bool   `json:"final"`
	// Late marks a deposit that arrived after the swap went overdue: it is refunded.
	Late bool `json:"late,omitempty"`
}

// ExtraDeposit is a deposit beyond the swap's own: it is refunded once final.
type ExtraDeposit struct {
	Deposit
	Reason string `json:"reason"`
}

// ActionKind names a side effect the workflow runs as an activity.
type ActionKind string

const (
	ActionStartExchange ActionKind = "start-exchange"
	ActionSendPayout    ActionKind = "send-payout"
	ActionRefund        ActionKind = "refund"
)

// Action is one logical effect. Key is the idempotency key the receiver sees:
// derived from the swap ID and step only, so every retry, replay and
// continue-as-new run asks for the same effect.
type Action struct {
	Kind        ActionKind `json:"kind"`
	Key         string     `json:"key"`
	DepositRef  string     `json:"depositRef,omitempty"`
	AmountUnits string     `json:"amountUnits"`
	Asset       string     `json:"asset"`
	Address     string     `json:"address,omitempty"`
	Reason      string     `json:"reason,omitempty"`
}

// EffectResult is how an action ended.
type EffectResult string

const (
	EffectSucceeded EffectResult = "succeeded"
	// EffectRejected: the receiver declined for good (a hard rejection).
	EffectRejected EffectResult = "rejected"
	// EffectFailed: retries were exhausted or the receiver refused the key;
	// nobody knows the outcome, so the swap is held for a person.
	EffectFailed EffectResult = "failed"
)

// Effect is the recorded result of one action, by key.
type Effect struct {
	Key    string       `json:"key"`
	Kind   ActionKind   `json:"kind"`
	Result EffectResult `json:"result"`
	// Ref is the receiver's reference (exchange ID, payout ID…) or the reason.
	Detail string `json:"detail,omitempty"`
	// AmountOutUnits is what the exchange filled, the amount paid out.
	AmountOutUnits string `json:"amountOutUnits,omitempty"`
}

// Swap is the whole state of one swap: everything a workflow run must carry
// into the next one on continue-as-new.
type Swap struct {
	Terms      Terms          `json:"terms"`
	Status     Status         `json:"status"`
	Revision   int64          `json:"revision"`
	Deposit    *Deposit       `json:"deposit,omitempty"`
	Extra      []ExtraDeposit `json:"extra,omitempty"`
	HoldReason string         `json:"holdReason,omitempty"`
	// HeldAction is the effect whose failure put the swap on hold; a "retry"
	// resolution runs it again under the same key.
	HeldAction     *Action  `json:"heldAction,omitempty"`
	FailureReason  string   `json:"failureReason,omitempty"`
	DeadlinePassed bool     `json:"deadlinePassed,omitempty"`
	Pending        []Action `json:"pending,omitempty"`
	Effects        []Effect `json:"effects,omitempty"`
	Ledger         Ledger   `json:"ledger"`
}

// Result is the answer to one delivery.
type Result struct {
	Outcome  Outcome `json:"outcome"`
	Reason   string  `json:"reason,omitempty"`
	Status   Status  `json:"status"`
	Revision int64   `json:"revision"`
	// NotYet marks a refusal that only means "too early": the delivery was not
	// consumed and the same event may apply when delivered again later (a
	// confirmation that arrived before its observation). The outbox dispatcher
	// retries such rows instead of marking them done.
	NotYet bool `json:"notYet,omitempty"`
}

// New starts a swap in waiting.
func New(t Terms) (*Swap, error) {
	if err := t.Validate(); err != nil {
		return nil, err
	}
	return &Swap{Terms: t, Status: StatusWaiting, Ledger: Ledger{Entries: map[string]Entry{}}}, nil
}

// Deliver applies one deposit event: dedup by event ID and fingerprint first,
// then the transition. It never panics on bad input; every refusal is recorded.
func (s *Swap) Deliver(ev Event) Result {
	r := s.deliver(ev)
	r.Status, r.Revision = s.Status, s.Revision
	return r
}

func (s *Swap) deliver(ev Event) Result {
	if err := s.Check(ev); err != nil {
		reason := "malformed event: " + err.Error()
		s.Ledger.reject(ev, reason)
		return Result{Outcome: Rejected, Reason: reason}
	}
	fp := ev.Fingerprint()
	if r, seen := s.Ledger.classify(ev, fp); seen {
		return r
	}
	r, consumed := s.transition(ev)
	if consumed {
		s.Ledger.record(ev, fp, r)
	} else {
		s.Ledger.reject(ev, r.Reason)
	}
	return r
}

// Check is the validation an Update validator runs before the event enters
// history: well-formed, and addressed to this swap.
func (s *Swap) Check(ev Event) error {
	if err := ev.Validate(); err != nil {
		return err
	}
	if ev.SwapID != s.Terms.SwapID {
		return &FieldError{"swapId", fmt.Sprintf("event is for swap %q, not %q", ev.SwapID, s.Terms.SwapID)}
	}
	return nil
}

// transition decides what a new (non-duplicate) event does. consumed says
// whether the event ID enters the ledger: refusals that leave the swap as it
// was are not consumed, so a redelivery after the swap catches up can apply.
func (s *Swap) transition(ev Event) (r Result, consumed bool) {
	switch ev.Type {
	case DepositObserved:
		return s.observed(ev)
	case DepositConfirmed:
		return s.confirmed(ev)
	default:
		return s.reorged(ev)
	}
}

func applied(reason string) (Result, bool) { return Result{Outcome: Applied, Reason: reason}, true }
func already(reason string) (Result, bool) {
	return Result{Outcome: AlreadyApplied, Reason: reason}, true
}
func refused(reason string) (Result, bool) { return Result{Outcome: Rejected, Reason: reason}, false }
func heldResult(reason string) (Result, bool) {
	return Result{Outcome: Rejected, Reason: reason + "; swap held for review"}, true
}

func (s *Swap) observed(ev Event) (Result, bool) {
	if d := s.Deposit; d != nil && d.Ref == ev.DepositRef {
		if d.AmountUnits != ev.AmountUnits {
			return refused(fmt.Sprintf("amountUnits: deposit %s was observed with %s, not %s", d.Ref, d.AmountUnits, ev.AmountUnits))
		}
		return already("deposit already observed")
	}
	if i := s.extraIndex(ev.DepositRef); i >= 0 {
		return already("extra deposit already observed")
	}
	switch {
	case s.Status == StatusWaiting:
		s.Deposit = &Deposit{Ref: ev.DepositRef, AmountUnits: ev.AmountUnits}
		if want := s.Terms.DepositRef; want != "" && want != ev.DepositRef {
			return s.hold(fmt.Sprintf("depositRef mismatch: expected %s, observed %s", want, ev.DepositRef))
		}
		if ev.AmountUnits != s.Terms.AmountUnits {
			return s.hold(fmt.Sprintf("amountUnits mismatch: expected %s, observed %s", s.Terms.AmountUnits, ev.AmountUnits))
		}
		s.setStatus(StatusDeposit)
		return applied("deposit observed; waiting for finality")
	case s.Status == StatusOverdue && s.Deposit == nil:
		s.Deposit = &Deposit{Ref: ev.DepositRef, AmountUnits: ev.AmountUnits, Late: true}
		return applied("late deposit on an overdue swap; it is refunded once final")
	default:
		s.Extra = append(s.Extra, ExtraDeposit{
			Deposit: Deposit{Ref: ev.DepositRef, AmountUnits: ev.AmountUnits},
			Reason:  "second deposit for swap " + s.Terms.SwapID,
		})
		return applied("second deposit recorded; it is refunded once final")
	}
}

func (s *Swap) confirmed(ev Event) (Result, bool) {
	if d := s.Deposit; d != nil && d.Ref == ev.DepositRef {
		if d.AmountUnits != ev.AmountUnits {
			if s.Status == StatusDeposit {
				return s.hold(fmt.Sprintf("amountUnits mismatch: deposit %s was observed with %s, confirmed with %s", d.Ref, d.AmountUnits, ev.AmountUnits))
			}
			return refused(fmt.Sprintf("amountUnits: deposit %s was observed with %s, not %s", d.Ref, d.AmountUnits, ev.AmountUnits))
		}
		switch s.Status {
		case StatusDeposit:
			d.Final = true
			s.setStatus(StatusExchange)
			s.schedule(ActionStartExchange, d.Ref, d.AmountUnits, s.Terms.PayoutAddress, "")
			return applied("deposit final; exchange started")
		case StatusOverdue:
			d.Final = true
			s.setStatus(StatusRefunding)
			s.schedule(ActionRefund, d.Ref, d.AmountUnits, s.refundAddress(), "late deposit on an overdue swap")
			return applied("late deposit final; refund started")
		case StatusHeld:
			if d.Final {
				return already("deposit already confirmed; swap held for review: " + s.HoldReason)
			}
			// Finality is recorded even while held: it is what makes a refund safe.
			d.Final = true
			return applied("deposit final; swap stays held for review: " + s.HoldReason)
		default:
			return already("deposit already confirmed")
		}
	}
	if i := s.extraIndex(ev.DepositRef); i >= 0 {
		x := &s.Extra[i]
		if x.AmountUnits != ev.AmountUnits {
			return refused(fmt.Sprintf("amountUnits: deposit %s was observed with %s, not %s", x.Ref, x.AmountUnits, ev.AmountUnits))
		}
		if x.Final {
			return already("extra deposit already confirmed")
		}
		x.Final = true
		s.schedule(ActionRefund, x.Ref, x.AmountUnits, s.refundAddress(), x.Reason)
		return applied("extra deposit final; refund started")
	}
	// A confirmation for a deposit this swap never observed: out of order, or
	// for another transfer. Refuse without consuming so a redelivery after the
	// observation can apply; never jump from waiting/overdue to exchange.
	r, consumed := refused(fmt.Sprintf("cannot confirm deposit %s from status %s: it has not been observed", ev.DepositRef, s.Status))
	r.NotYet = true
	return r, consumed
}

func (s *Swap) reorged(ev Event) (Result, bool) {
	if d := s.Deposit; d != nil && d.Ref == ev.DepositRef {
		if d.Final {
			return refused("deposit " + d.Ref + " is already final; a reorg below finality needs manual review")
		}
		s.Deposit = nil
		switch s.Status {
		case StatusDeposit, StatusHeld:
			s.HoldReason = ""
			if s.DeadlinePassed {
				s.setStatus(StatusOverdue)
			} else {
				s.setStatus(StatusWaiting)
			}
		}
		return applied("tentative deposit removed by a reorg")
	}
	if i := s.extraIndex(ev.DepositRef); i >= 0 {
		if s.Extra[i].Final {
			return refused("extra deposit " + ev.DepositRef + " is already final; a reorg below finality needs manual review")
		}
		s.Extra = append(s.Extra[:i], s.Extra[i+1:]...)
		return applied("tentative extra deposit removed by a reorg")
	}
	return already("no tentative deposit " + ev.DepositRef + " to remove")
}

func (s *Swap) hold(reason string) (Result, bool) {
	s.HoldReason = reason
	s.setStatus(StatusHeld)
	return heldResult(reason)
}

// DeadlineReached is called when the deposit deadline timer fires. Only a swap
// still waiting goes overdue; a deposit observed in time keeps its chance.
func (s *Swap) DeadlineReached() {
	s.DeadlinePassed = true
	if s.Status == StatusWaiting {
		s.setStatus(StatusOverdue)
	}
}

// NextAction returns the oldest action not yet completed.
func (s *Swap) NextAction() (Action, bool) {
	if len(s.Pending) == 0 {
		return Action{}, false
	}
	return s.Pending[0], true
}

// Complete records how the action with this key ended and decides what follows.
func (s *Swap) Complete(key string, e Effect) error {
	if len(s.Pending) == 0 || s.Pending[0].Key != key {
		return fmt.Errorf("no pending action with key %q", key)
	}
	a := s.Pending[0]
	s.Pending = s.Pending[1:]
	e.Key, e.Kind = a.Key, a.Kind
	s.Effects = append(s.Effects, e)
	primary := s.Deposit != nil && a.DepositRef == s.Deposit.Ref

	switch {
	case e.Result == EffectFailed:
		s.HoldReason = fmt.Sprintf("%s failed: %s", a.Key, e.Detail)
		held := a
		s.HeldAction = &held
		s.setStatus(StatusHeld)
	case a.Kind == ActionStartExchange && e.Result == EffectSucceeded:
		s.setStatus(StatusSending)
		s.schedule(ActionSendPayout, a.DepositRef, e.AmountOutUnits, s.Terms.PayoutAddress, "")
	case a.Kind == ActionStartExchange:
		s.FailureReason = "exchange rejected: " + e.Detail
		s.setStatus(StatusRefunding)
		s.schedule(ActionRefund, a.DepositRef, a.AmountUnits, s.refundAddress(), s.FailureReason)
	case a.Kind == ActionSendPayout && e.Result == EffectSucceeded:
		s.setStatus(StatusSuccess)
	case a.Kind == ActionSendPayout:
		s.FailureReason = "payout rejected: " + e.Detail
		s.setStatus(StatusFailed)
	case a.Kind == ActionRefund && primary && e.Result == EffectSucceeded:
		s.setStatus(StatusRefunded)
	case a.Kind == ActionRefund && primary:
		s.FailureReason = joinReason(s.FailureReason, "refund rejected: "+e.Detail)
		s.setStatus(StatusFailed)
	case a.Kind == ActionRefund && e.Result == EffectRejected:
		// An extra deposit's refund was declined: the swap itself is unaffected,
		// but a person must return those funds.
		s.HoldReason = fmt.Sprintf("refund of extra deposit %s rejected: %s", a.DepositRef, e.Detail)
	}
	return nil
}

// Done says the workflow may complete: the main flow ended and no deposit is
// still settling or owed a refund.
func (s *Swap) Done() bool {
	if !s.Status.Terminal() || len(s.Pending) > 0 {
		return false
	}
	for _, x := range s.Extra {
		if !x.Final {
			return false
		}
	}
	return true
}

func (s *Swap) setStatus(st Status) {
	if s.Status == st {
		return
	}
	s.Status = st
	s.Revision++
}

func (s *Swap) schedule(kind ActionKind, ref, amount, address, reason string) {
	key := string(kind) + ":" + s.Terms.SwapID
	if kind == ActionRefund {
		// A swap can owe several refunds (its own deposit, extra deposits), so
		// the deposit ref is part of the key: one refund per deposit.
		key += ":" + ref
	}
	s.Pending = append(s.Pending, Action{
		Kind: kind, Key: key, DepositRef: ref, AmountUnits: amount,
		Asset: s.Terms.Asset, Address: address, Reason: reason,
	})
}

func (s *Swap) refundAddress() string {
	if s.Terms.RefundAddress != "" {
		return s.Terms.RefundAddress
	}
	return s.Terms.PayoutAddress
}

func (s *Swap) extraIndex(ref string) int {
	for i := range s.Extra {
		if s.Extra[i].Ref == ref {
			return i
		}
	}
	return -1
}

func joinReason(a, b string) string {
	if a == "" {
		return b
	}
	return a + "; " + b
}

// Reject records a delivery refused before it could be read as an event (a
// signal payload that does not decode): visible in status, never consumed.
func (s *Swap) Reject(ev Event, reason string) {
	s.Ledger.reject(ev, reason)
}

// Resolution is an operator's decision on a held swap.
type Resolution string

const (
	// ResolveRetry runs the failed effect again under its same key: the
	// receiver answers with the first result if it did act.
	ResolveRetry Resolution = "retry"
	// ResolveRefund returns the (final) deposit to the refund address.
	ResolveRefund Resolution = "refund"
)

// CheckResolve says whether a resolution can apply now, without changing
// anything: the update validator runs it so a refused request leaves no trace.
func (s *Swap) CheckResolve(r Resolution) error {
	if s.Status != StatusHeld {
		return &FieldError{"action", fmt.Sprintf("swap %s is %s, not held", s.Terms.SwapID, s.Status)}
	}
	switch r {
	case ResolveRetry:
		if s.HeldAction == nil {
			return &FieldError{"action", "retry needs a failed effect; this hold is about the deposit (" + s.HoldReason + "): refund it"}
		}
	case ResolveRefund:
		switch {
		case s.Deposit == nil:
			return &FieldError{"action", "no deposit to refund"}
		case !s.Deposit.Final:
			return &FieldError{"action", "deposit " + s.Deposit.Ref + " is not final yet; a refund waits for its confirmation"}
		case s.exchanged():
			return &FieldError{"action", "the exchange already filled; retry the payout instead"}
		}
	default:
		return &FieldError{"action", fmt.Sprintf("unknown resolution %q: retry or refund", r)}
	}
	return nil
}

// ResolveHold applies an operator's decision to a held swap.
func (s *Swap) ResolveHold(r Resolution, note string) error {
	if err := s.CheckResolve(r); err != nil {
		return err
	}
	reason := "resolved by operator: " + string(r)
	if note != "" {
		reason += " (" + note + ")"
	}
	s.HoldReason = ""
	switch r {
	case ResolveRetry:
		a := *s.HeldAction
		s.HeldAction = nil
		s.Pending = append(s.Pending, a)
		s.setStatus(map[ActionKind]Status{ActionStartExchange: StatusExchange, ActionSendPayout: StatusSending, ActionRefund: StatusRefunding}[a.Kind])
	case ResolveRefund:
		s.HeldAction = nil
		s.FailureReason = joinReason(s.FailureReason, reason)
		s.setStatus(StatusRefunding)
		s.schedule(ActionRefund, s.Deposit.Ref, s.Deposit.AmountUnits, s.refundAddress(), reason)
	}
	return nil
}

func (s *Swap) exchanged() bool {
	for _, e := range s.Effects {
		if e.Kind == ActionStartExchange && e.Result == EffectSucceeded {
			return true
		}
	}
	return false
}
