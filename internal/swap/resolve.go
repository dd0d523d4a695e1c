package swap

import (
	"fmt"
	"strings"
	"time"
)

// Resolution is an operator's decision on an open item or a held swap.
type Resolution string

const (
	// ResolveRetry runs a failed effect again under its same key: the receiver
	// answers with the first result if it did act. Refused once the key may
	// have outlived the receivers' retention (KeyRetention).
	ResolveRetry Resolution = "retry"
	// ResolveRefund returns the swap's (final) deposit to the refund address;
	// refused unless the exchange is known not to have filled.
	ResolveRefund Resolution = "refund"
	// ResolveDismiss closes an item an operator reconciled with the receiver
	// outside the system (the way out once a retry is refused past the key
	// retention); the note saying how is required. For a side item or a main
	// payout or refund it records the effect as made by hand (the swap ends
	// success or refunded); for a main exchange it records that the exchange
	// did not fill, and the deposit is refunded.
	ResolveDismiss Resolution = "dismiss"
	// ResolvePayFill pays out a fill the swap held on (another asset than the
	// terms' payoutAsset, a fill outside the quote, or no quote at all) once
	// the customer accepted it; never more than the quote's maximum. The
	// note is required.
	ResolvePayFill Resolution = "pay-fill"
	// ResolveResume continues the main flow of a swap held for a finality
	// violation (with Force): the effects the hold paused start, and what
	// finished during the hold decides the status.
	ResolveResume Resolution = "resume"
)

// Request is an operator's resolution. Force acknowledges what a resolution
// would otherwise be refused for: a finality violation that stands (the
// operator checked the chain), or an item whose first attempt is unknown (the
// provider confirmed it still holds the key).
type Request struct {
	Action Resolution
	Key    string
	Note   string
	Force  bool
}

// PaymentLeftBy is the payout or refund a resolution records as made by hand
// (dismiss), or the exchange it records as not filled (dismiss, then the
// deposit is refunded), if any: the swap never sends its key again. Before
// such a resolution applies, whatever was signed under the key must be
// unable to move money any more, or the customer is paid twice — an
// exchange on-chain is a trade that may also pay the payout in its own
// transaction, so a refund after it would pay the customer both ways. The
// workflow asks the sender (activities.PaymentHandover) and refuses the
// resolution otherwise.
func (s *Swap) PaymentLeftBy(req Request) (Action, bool) {
	if req.Action != ResolveDismiss {
		return Action{}, false
	}
	i, err := s.itemFor(req.Key)
	if err != nil {
		return Action{}, false
	}
	a := s.Items[i].Action
	return a, a.Kind == ActionSendPayout || a.Kind == ActionRefund || a.Kind == ActionStartExchange
}

// CheckResolve says whether a resolution can apply now, without changing
// anything: the update validator runs it so a refused request leaves no trace.
// req.Key names the item; it may be empty when there is only one.
func (s *Swap) CheckResolve(req Request, now time.Time) error {
	_, err := s.checkResolve(req, now)
	return err
}

func (s *Swap) checkResolve(req Request, now time.Time) (int, error) {
	if err := maxLen("note", req.Note, MaxNoteLen); err != nil {
		return -1, err
	}
	if err := maxLen("key", req.Key, 2*MaxIDLen); err != nil {
		return -1, err
	}
	// While a finality violation stands, nothing that moves money goes ahead
	// on the operator's word alone: force says they checked the chain.
	if s.violationHold() && !req.Force && req.Action != ResolveDismiss {
		return -1, &FieldError{"force", "swap " + s.Terms.SwapID + " is held for a finality violation (" + s.HoldReason + "): check the chain, then resolve with force"}
	}
	switch req.Action {
	case ResolveRetry:
		i, err := s.itemFor(req.Key)
		if err != nil {
			return -1, err
		}
		it := s.Items[i]
		if it.Result == EffectRejected {
			return -1, &FieldError{"action", it.Key + " was rejected by the receiver: a retry gets the same answer; dismiss it once settled"}
		}
		first := it.Action.FirstAttemptAt
		if first.IsZero() && !req.Force {
			// No first attempt recorded: the key's age is unknown, and it may be
			// older than the receivers keep it.
			return -1, &FieldError{"force", it.Key + " has no recorded first attempt, so the receivers may have forgotten its key (they keep keys " + KeyRetention.String() + "): confirm with the provider that it still holds the key, then retry with force, or reconcile and dismiss"}
		}
		if !first.IsZero() && now.Sub(first) >= KeyRetention-retentionMargin {
			return -1, &FieldError{"action", fmt.Sprintf("%s was first sent %s ago, past the receivers' %s key retention: a retry could perform it a second time; reconcile with the provider, then dismiss or refund", it.Key, now.Sub(first).Round(time.Minute), KeyRetention)}
		}
		return i, nil
	case ResolveRefund:
		if s.Status != StatusHeld {
			return -1, &FieldError{"action", fmt.Sprintf("swap %s is %s, not held", s.Terms.SwapID, s.Status)}
		}
		switch {
		case s.Deposit == nil:
			return -1, &FieldError{"action", "no deposit to refund"}
		case !s.Deposit.Final:
			return -1, &FieldError{"action", "deposit " + s.Deposit.Ref + " is not final yet; a refund waits for its confirmation"}
		case s.exchanged():
			return -1, &FieldError{"action", "the exchange already filled; retry the payout instead"}
		}
		if k, unknown := s.exchangeUnknown(); unknown {
			return -1, &FieldError{"action", "the exchange's outcome is unknown (" + k + " failed): retry it under the same key first; a refund is allowed once the exchange is known not to have filled"}
		}
		for _, a := range s.Pending {
			// A main effect that was sent may still act; one never sent is
			// replaced by the refund (only a paused one can be in that state).
			if s.isMain(a) && (!a.FirstAttemptAt.IsZero() || !s.paused(a)) {
				return -1, &FieldError{"action", a.Key + " is pending: a refund now could race it; wait for its outcome"}
			}
		}
		return -1, nil
	case ResolveDismiss:
		i, err := s.itemFor(req.Key)
		if err != nil {
			return -1, err
		}
		if strings.TrimSpace(req.Note) == "" {
			return -1, &FieldError{"note", "is required to dismiss an item: say how it was reconciled"}
		}
		if s.violationHold() && s.Items[i].Main && !req.Force {
			return -1, &FieldError{"force", "swap " + s.Terms.SwapID + " is held for a finality violation: dismissing its main item moves the swap on; check the chain, then dismiss with force"}
		}
		return i, nil
	case ResolvePayFill:
		switch {
		case s.Status != StatusHeld || s.Fill == nil || s.Deposit == nil:
			return -1, &FieldError{"action", "pay-fill needs a swap held on its exchange's fill"}
		case s.HoldCode != "" && !s.heldOnFill() && s.HoldCode != HoldFinalityViolation:
			return -1, &FieldError{"action", "the swap is held for " + string(s.HoldCode) + ", not on its fill"}
		case len(s.Items) > 0:
			return -1, &FieldError{"action", "the swap has open items: " + s.itemKeys()}
		case s.payoutStarted():
			// Its key was sent (or is about to be): a second send-payout under
			// the same key is a retry of that one, never a new payment.
			return -1, &FieldError{"action", PayoutKey(s.Terms.SwapID) + " was already scheduled: resolve it, not the fill"}
		case strings.TrimSpace(req.Note) == "":
			return -1, &FieldError{"note", "is required to pay a fill the terms did not name"}
		}
		if _, err := ParseAmount("amountOutUnits", s.Fill.AmountOutUnits); err != nil || s.Fill.Asset == "" {
			return -1, &FieldError{"action", "the fill names no asset or a bad amount: it cannot be paid as it is"}
		}
		if q := s.Fill.Quote; (q == nil || q.Asset != s.Fill.Asset) && !req.Force {
			return -1, &FieldError{"force", "no quote in " + Truncate(s.Fill.Asset, MaxAssetLen) + " bounds this fill of " + Truncate(s.Fill.AmountOutUnits, 80) + ": check the amount with the exchange, then pay-fill with force"}
		}
		return -1, nil
	case ResolveResume:
		if !s.violationHold() {
			return -1, &FieldError{"action", fmt.Sprintf("resume continues a swap held for a finality violation; swap %s is %s", s.Terms.SwapID, s.Status)}
		}
		if len(s.Items) > 0 {
			return -1, &FieldError{"action", "the swap has open items: " + s.itemKeys() + "; resolve them (retry or dismiss with force)"}
		}
		if _, ok := s.resumeStatus(); !ok {
			return -1, &FieldError{"action", s.resumeHint()}
		}
		return -1, nil
	default:
		return -1, &FieldError{"action", fmt.Sprintf("unknown resolution %q: retry, refund, dismiss, pay-fill or resume", Truncate(string(req.Action), maxTypeLen))}
	}
}

// heldOnFill: the hold is about the exchange's fill, which pay-fill settles.
func (s *Swap) heldOnFill() bool {
	switch s.HoldCode {
	case HoldFillMismatch, HoldFillOutsideQuote, HoldFillUnbounded:
		return true
	}
	return false
}

// violationHold: the swap is held for a finality violation that no operator
// has acknowledged yet.
func (s *Swap) violationHold() bool {
	return s.Status == StatusHeld && s.HoldCode == HoldFinalityViolation
}

// payoutStarted: a payout is pending or was recorded.
func (s *Swap) payoutStarted() bool {
	for _, a := range s.Pending {
		if a.Kind == ActionSendPayout {
			return true
		}
	}
	for _, e := range s.Effects {
		if e.Kind == ActionSendPayout {
			return true
		}
	}
	return false
}

// resumeStatus is where a violation hold resumes to, from what is pending or
// was recorded: a paused main effect runs on; a payout or refund that finished
// during the hold ends the swap.
func (s *Swap) resumeStatus() (Status, bool) {
	for _, a := range s.Pending {
		if s.isMain(a) {
			return map[ActionKind]Status{ActionStartExchange: StatusExchange, ActionSendPayout: StatusSending, ActionRefund: StatusRefunding}[a.Kind], true
		}
	}
	for i := len(s.Effects) - 1; i >= 0; i-- {
		e := s.Effects[i]
		switch {
		case e.Kind == ActionSendPayout && e.Result == EffectSucceeded:
			return StatusSuccess, true
		case e.Kind == ActionSendPayout && e.Result == EffectRejected:
			return StatusFailed, true
		case e.Kind == ActionRefund && s.Deposit != nil && e.Key == RefundKey(s.Terms.SwapID, s.Deposit.Ref) && e.Result == EffectSucceeded:
			return StatusRefunded, true
		}
	}
	return "", false
}

func (s *Swap) resumeHint() string {
	switch {
	case s.exchanged():
		return "the exchange filled during the hold: pay the fill with pay-fill (force), or dismiss"
	case s.Deposit != nil && s.Deposit.Final:
		return "nothing is paused: refund the deposit (force) if it is gone"
	default:
		return "nothing is paused and no outcome to resume from"
	}
}

// itemFor finds the open item a resolution addresses.
func (s *Swap) itemFor(key string) (int, error) {
	switch {
	case key != "":
		for i, it := range s.Items {
			if it.Key == key {
				return i, nil
			}
		}
		return -1, &FieldError{"key", fmt.Sprintf("no open item %q; open: %s", key, s.itemKeys())}
	case len(s.Items) == 1:
		return 0, nil
	case len(s.Items) == 0 && s.Status == StatusHeld:
		return -1, &FieldError{"action", "retry needs a failed effect; this hold is not one (" + s.HoldReason + "): refund the deposit if it was not exchanged"}
	case len(s.Items) == 0:
		return -1, &FieldError{"action", fmt.Sprintf("swap %s has no open item", s.Terms.SwapID)}
	default:
		return -1, &FieldError{"key", "is required: swap has several open items: " + s.itemKeys()}
	}
}

func (s *Swap) itemKeys() string {
	if len(s.Items) == 0 {
		return "none"
	}
	keys := make([]string, 0, len(s.Items))
	for _, it := range s.Items {
		keys = append(keys, it.Key)
	}
	return strings.Join(keys, ", ")
}

// ResolveHold applies an operator's decision.
func (s *Swap) ResolveHold(req Request, now time.Time) error {
	i, err := s.checkResolve(req, now)
	if err != nil {
		return err
	}
	note := req.Note
	reason := "resolved by operator: " + string(req.Action)
	if req.Force {
		reason += " with force"
	}
	if note != "" {
		reason += " (" + note + ")"
	}
	switch req.Action {
	case ResolveRetry:
		it := s.Items[i]
		s.Items = append(s.Items[:i:i], s.Items[i+1:]...)
		s.Pending = append(s.Pending, it.Action)
		if it.Main {
			s.unhold()
			s.setStatus(map[ActionKind]Status{ActionStartExchange: StatusExchange, ActionSendPayout: StatusSending, ActionRefund: StatusRefunding}[it.Action.Kind])
		}
	case ResolveRefund:
		s.unhold()
		// A main item for the deposit's own refund is replaced by this refund,
		// and so is a main effect the hold paused before it was ever sent.
		for j := len(s.Items) - 1; j >= 0; j-- {
			if s.Items[j].Main {
				s.Items = append(s.Items[:j:j], s.Items[j+1:]...)
			}
		}
		for j := len(s.Pending) - 1; j >= 0; j-- {
			if s.isMain(s.Pending[j]) {
				s.Pending = append(s.Pending[:j:j], s.Pending[j+1:]...)
			}
		}
		s.FailureReason = Truncate(joinReason(s.FailureReason, reason), maxReasonLen)
		s.FailureCode = FailureOperator
		s.setStatus(StatusRefunding)
		s.schedule(ActionRefund, s.Deposit.Ref, s.Deposit.AmountUnits, s.refundAddress(), reason)
	case ResolveDismiss:
		it := s.Items[i]
		s.Items = append(s.Items[:i:i], s.Items[i+1:]...)
		detail := Truncate(reason, maxReasonLen)
		if !it.Main {
			s.Effects = append(s.Effects, Effect{Key: it.Key, Kind: it.Action.Kind, Result: it.Result, Detail: detail})
			return nil
		}
		s.unhold()
		switch it.Action.Kind {
		case ActionStartExchange:
			// Reconciled as not filled: the same path as the exchange's own decline.
			s.Effects = append(s.Effects, Effect{Key: it.Key, Kind: it.Action.Kind, Result: EffectRejected, Detail: detail})
			s.FailureReason = Truncate("exchange reconciled as not filled: "+note, maxReasonLen)
			s.FailureCode = FailureOperator
			s.setStatus(StatusRefunding)
			s.schedule(ActionRefund, it.Action.DepositRef, it.Action.AmountUnits, s.refundAddress(), s.FailureReason)
		case ActionSendPayout:
			s.Effects = append(s.Effects, Effect{Key: it.Key, Kind: it.Action.Kind, Result: EffectSucceeded, Detail: detail})
			s.setStatus(StatusSuccess)
		default:
			s.Effects = append(s.Effects, Effect{Key: it.Key, Kind: it.Action.Kind, Result: EffectSucceeded, Detail: detail})
			s.setStatus(StatusRefunded)
		}
	case ResolvePayFill:
		s.unhold()
		s.FailureReason = Truncate(joinReason(s.FailureReason, reason), maxReasonLen)
		s.setStatus(StatusSending)
		s.Fill.PayoutUnits = s.payFillAmount().String()
		s.Pending = append(s.Pending, Action{
			Kind: ActionSendPayout, Key: PayoutKey(s.Terms.SwapID), DepositRef: s.Deposit.Ref,
			AmountUnits: s.Fill.PayoutUnits, Asset: s.Fill.Asset, Address: s.Terms.PayoutAddress, ExchangeID: s.Fill.ExchangeID,
		})
	case ResolveResume:
		st, _ := s.resumeStatus()
		s.unhold()
		s.setStatus(st)
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

// exchangeUnknown reports an exchange whose last outcome is a failure (sent,
// no answer): it may have filled.
func (s *Swap) exchangeUnknown() (string, bool) {
	last := EffectResult("")
	key := ""
	for _, e := range s.Effects {
		if e.Kind == ActionStartExchange {
			last, key = e.Result, e.Key
		}
	}
	return key, last == EffectFailed
}
