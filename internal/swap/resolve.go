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
	// ResolveDismiss closes a side item (an extra deposit's refund) that an
	// operator settled outside the system; the note saying how is required.
	ResolveDismiss Resolution = "dismiss"
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
		if s.Items[i].Main {
			return -1, &FieldError{"action", s.Items[i].Key + " is the swap's own flow: retry it or refund the deposit"}
		}
		if strings.TrimSpace(note) == "" {
			return -1, &FieldError{"note", "is required to dismiss an item: say how it was settled"}
		}
		return i, nil
	default:
		return -1, &FieldError{"action", fmt.Sprintf("unknown resolution %q: retry, refund or dismiss", Truncate(string(r), maxTypeLen))}
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
		s.Effects = append(s.Effects, Effect{Key: it.Key, Kind: it.Action.Kind, Result: it.Result, Detail: Truncate(reason, maxReasonLen)})
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
