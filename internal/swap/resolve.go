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
	// ResolvePayFill pays out a fill the swap held because its asset is not
	// the terms' payoutAsset (the customer accepted it); the note is required.
	ResolvePayFill Resolution = "pay-fill"
)

// CheckResolve says whether a resolution can apply now, without changing
// anything: the update validator runs it so a refused request leaves no trace.
// key names the item; it may be empty when there is only one.
func (s *Swap) CheckResolve(r Resolution, key, note string, now time.Time) error {
	_, err := s.checkResolve(r, key, note, now)
	return err
}

func (s *Swap) checkResolve(r Resolution, key, note string, now time.Time) (int, error) {
	if err := maxLen("note", note, MaxNoteLen); err != nil {
		return -1, err
	}
	if err := maxLen("key", key, 2*MaxIDLen); err != nil {
		return -1, err
	}
	switch r {
	case ResolveRetry:
		i, err := s.itemFor(key)
		if err != nil {
			return -1, err
		}
		it := s.Items[i]
		if first := it.Action.FirstAttemptAt; !first.IsZero() && now.Sub(first) >= KeyRetention-retentionMargin {
			return -1, &FieldError{"action", fmt.Sprintf("%s was first sent %s ago, past the receivers' %s key retention: a retry could perform it a second time; reconcile with the provider, then dismiss or refund", it.Key, now.Sub(first).Round(time.Minute), KeyRetention)}
		}
		if it.Result == EffectRejected {
			return -1, &FieldError{"action", it.Key + " was rejected by the receiver: a retry gets the same answer; dismiss it once settled"}
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
		return -1, nil
	case ResolveDismiss:
		i, err := s.itemFor(key)
		if err != nil {
			return -1, err
		}
		if strings.TrimSpace(note) == "" {
			return -1, &FieldError{"note", "is required to dismiss an item: say how it was reconciled"}
		}
		return i, nil
	case ResolvePayFill:
		switch {
		case s.Status != StatusHeld || s.Fill == nil || s.Deposit == nil:
			return -1, &FieldError{"action", "pay-fill needs a swap held on its exchange's fill"}
		case len(s.Items) > 0:
			return -1, &FieldError{"action", "the swap has open items: " + s.itemKeys()}
		case strings.TrimSpace(note) == "":
			return -1, &FieldError{"note", "is required to pay a fill the terms did not name"}
		}
		if _, err := ParseAmount("amountOutUnits", s.Fill.AmountOutUnits); err != nil || s.Fill.Asset == "" {
			return -1, &FieldError{"action", "the fill names no asset or a bad amount: it cannot be paid as it is"}
		}
		return -1, nil
	default:
		return -1, &FieldError{"action", fmt.Sprintf("unknown resolution %q: retry, refund, dismiss or pay-fill", Truncate(string(r), maxTypeLen))}
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
func (s *Swap) ResolveHold(r Resolution, key, note string, now time.Time) error {
	i, err := s.checkResolve(r, key, note, now)
	if err != nil {
		return err
	}
	reason := "resolved by operator: " + string(r)
	if note != "" {
		reason += " (" + note + ")"
	}
	switch r {
	case ResolveRetry:
		it := s.Items[i]
		s.Items = append(s.Items[:i:i], s.Items[i+1:]...)
		s.Pending = append(s.Pending, it.Action)
		if it.Main {
			s.HoldReason = ""
			s.setStatus(map[ActionKind]Status{ActionStartExchange: StatusExchange, ActionSendPayout: StatusSending, ActionRefund: StatusRefunding}[it.Action.Kind])
		}
	case ResolveRefund:
		s.HoldReason = ""
		// A main item for the deposit's own refund is replaced by this refund.
		for j := len(s.Items) - 1; j >= 0; j-- {
			if s.Items[j].Main {
				s.Items = append(s.Items[:j:j], s.Items[j+1:]...)
			}
		}
		s.FailureReason = Truncate(joinReason(s.FailureReason, reason), maxReasonLen)
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
		s.HoldReason = ""
		switch it.Action.Kind {
		case ActionStartExchange:
			// Reconciled as not filled: the same path as the exchange's own decline.
			s.Effects = append(s.Effects, Effect{Key: it.Key, Kind: it.Action.Kind, Result: EffectRejected, Detail: detail})
			s.FailureReason = Truncate("exchange reconciled as not filled: "+note, maxReasonLen)
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
		s.HoldReason = ""
		s.FailureReason = Truncate(joinReason(s.FailureReason, reason), maxReasonLen)
		s.setStatus(StatusSending)
		s.Pending = append(s.Pending, Action{
			Kind: ActionSendPayout, Key: string(ActionSendPayout) + ":" + s.Terms.SwapID, DepositRef: s.Deposit.Ref,
			AmountUnits: s.Fill.AmountOutUnits, Asset: s.Fill.Asset, Address: s.Terms.PayoutAddress, ExchangeID: s.Fill.ExchangeID,
		})
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
