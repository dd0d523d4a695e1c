package swap

import "fmt"

// Finished is what a finished swap's status tells of the deposits it
// handled: what the late-deposit policy decides from once the workflow that
// ran the swap has completed.
type Finished struct {
	Terms         Terms          `json:"terms"`
	Deposit       *Deposit       `json:"deposit,omitempty"`
	Extra         []ExtraDeposit `json:"extra,omitempty"`
	ExtraOverflow Tally          `json:"extraOverflow,omitzero"`
	Dust          DustTally      `json:"dust,omitzero"`
}

// LateVerdict is what becomes of a deposit confirmed after its swap finished.
type LateVerdict string

const (
	// LateRefund: refunded under RefundKey, like an extra deposit.
	LateRefund LateVerdict = "refund"
	// LateHandled: the swap knew the deposit (paid out, refunded or counted).
	LateHandled LateVerdict = "handled"
	// LateDust: below the refund minimum, recorded and never refunded.
	LateDust LateVerdict = "dust"
	// LateRefused: the deposit is not this swap's to refund (it names another
	// chain, or does not pass the checks a running swap makes).
	LateRefused LateVerdict = "refused"
	// LateReview: past the cap on refunds tracked one by one: left to a person.
	LateReview LateVerdict = "review"
)

// LateDecision is the verdict on one late deposit, why, and for a refund its key.
type LateDecision struct {
	Verdict LateVerdict
	Reason  string
	Key     string
	// Asset is what a refund is paid in: the deposit's own asset.
	Asset string
	// Address receives a refund (Terms.refundTo).
	Address string
}

// LateDeposit decides a deposit confirmed after the swap's workflow completed
// by the rules a running swap applies to a deposit that does not bind it —
// the event's checks and the chain of the terms, the dust minimum, the cap of
// MaxExtras refunds tracked one by one — so a deposit that would not have been
// refunded during the swap is not refunded after it. lateRefunds counts the
// late refunds this swap already has.
func (f Finished) LateDeposit(ev Event, lateRefunds int) LateDecision {
	if err := ev.Validate(); err != nil {
		return LateDecision{Verdict: LateRefused, Reason: "malformed event: " + err.Error()}
	}
	if ev.SwapID != f.Terms.SwapID {
		return LateDecision{Verdict: LateRefused, Reason: fmt.Sprintf("swapId: event is for swap %q, not %q", ev.SwapID, f.Terms.SwapID)}
	}
	// A deposit on another chain is never refunded from this swap's terms.
	if err := checkChain(f.Terms.ChainID, ev); err != nil {
		return LateDecision{Verdict: LateRefused, Reason: err.Error() + ": never refunded from this swap"}
	}
	if f.knows(ev.DepositRef) {
		return LateDecision{Verdict: LateHandled, Reason: "deposit " + ev.DepositRef + " was handled by the swap"}
	}
	amt, _ := ParseAmount("amountUnits", ev.AmountUnits)
	if f.Terms.IsDust(ev.Asset, amt) {
		return LateDecision{Verdict: LateDust, Reason: fmt.Sprintf("dust: %s units, below the refund minimum %s: recorded, not refunded", ev.AmountUnits, f.Terms.MinRefund())}
	}
	if n := len(f.Extra) + f.ExtraOverflow.Count + lateRefunds; n >= MaxExtras {
		return LateDecision{Verdict: LateReview, Reason: fmt.Sprintf("the swap already has %d refunds of deposits that did not bind it (at most %d are made automatically): left to an operator", n, MaxExtras)}
	}
	asset := ev.Asset
	if asset == "" {
		asset = f.Terms.Asset
	}
	to := f.Terms.refundTo(ev.Payer)
	if ev.Via == ViaDepositAddress {
		// A plain transfer's sender may be an exchange's shared wallet: only
		// a refund address someone gave; without one, a person decides.
		if to = f.Terms.RefundAddress; to == "" {
			return LateDecision{Verdict: LateReview, Reason: fmt.Sprintf("plain transfer to the deposit address of finished swap %s, and no refund address was given: left to an operator", f.Terms.SwapID)}
		}
	}
	return LateDecision{Verdict: LateRefund, Key: RefundKey(f.Terms.SwapID, ev.DepositRef), Asset: asset, Address: to,
		Reason: fmt.Sprintf("deposit confirmed after swap %s finished", f.Terms.SwapID)}
}

// knows: the deposit is the swap's own, an extra it tracked, or dust it saw.
func (f Finished) knows(ref string) bool {
	if f.Deposit != nil && f.Deposit.Ref == ref {
		return true
	}
	for _, x := range f.Extra {
		if x.Ref == ref {
			return true
		}
	}
	for _, d := range f.Dust.Recent {
		if d.Ref == ref {
			return true
		}
	}
	return false
}
