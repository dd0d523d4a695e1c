package swap

import (
	"testing"
)

const (
	customerRefund = "0x00000000000000000000000000000000000000cc"
	strangerAddr   = "0x00000000000000000000000000000000000000dd"
	customerPayer  = "0x00000000000000000000000000000000000000ee"
)

func withPayer(e Event, payer string) Event {
	e.Payer = payer
	return e
}

func refundOf(t *testing.T, s *Swap, ref string) Action {
	t.Helper()
	for _, a := range s.Pending {
		if a.Kind == ActionRefund && a.DepositRef == ref {
			return a
		}
	}
	t.Fatalf("no refund of %s pending: %+v", ref, s.Pending)
	return Action{}
}

// Issue 16, refund recipient: an extra deposit whose payer the chain names
// goes back to that payer — a stranger's extra is never "refunded" to the
// swap's customer — while the swap's own deposit goes back to the terms'
// refund address, whoever paid it.
func TestAnExtraDepositIsRefundedToItsPayer(t *testing.T) {
	tm := terms()
	tm.RefundAddress = customerRefund
	s, err := New(tm)
	if err != nil {
		t.Fatal(err)
	}
	mustOutcome(t, s.Deliver(withPayer(event("own-obs", DepositObserved), customerPayer)), Applied)

	// A stranger overpays into the same swap, observed then confirmed.
	x := withPayer(event("x-obs", DepositObserved), strangerAddr)
	x.DepositRef, x.AmountUnits = "evm:1337:0xv:2", "20000000"
	mustOutcome(t, s.Deliver(x), Applied)
	x.EventID, x.Type = "x-conf", DepositConfirmed
	mustOutcome(t, s.Deliver(x), Applied)
	if a := refundOf(t, s, x.DepositRef); a.Address != strangerAddr {
		t.Errorf("the stranger's extra is refunded to %s, want its payer %s", a.Address, strangerAddr)
	}

	// A confirmation with nothing observed before (a deposit that cannot bind).
	y := withPayer(event("y-conf", DepositConfirmed), strangerAddr)
	y.DepositRef, y.Asset = "evm:1337:0xv:3", "USDC"
	mustOutcome(t, s.Deliver(y), Applied)
	if a := refundOf(t, s, y.DepositRef); a.Address != strangerAddr || a.Asset != "USDC" {
		t.Errorf("refund %+v, want USDC to %s", a, strangerAddr)
	}
}

func TestTheSwapsOwnDepositIsRefundedToTheTermsRefundAddress(t *testing.T) {
	tm := terms()
	tm.RefundAddress = customerRefund
	s, err := New(tm)
	if err != nil {
		t.Fatal(err)
	}
	mustOutcome(t, s.Deliver(withPayer(event("obs", DepositObserved), customerPayer)), Applied)
	mustOutcome(t, s.Deliver(withPayer(event("conf", DepositConfirmed), customerPayer)), Applied)
	a, _ := s.NextAction()
	if a.Kind != ActionStartExchange {
		t.Fatalf("next %+v", a)
	}
	if err := s.Complete(a.Key, Effect{Result: EffectRejected, Detail: "no liquidity"}); err != nil {
		t.Fatal(err)
	}
	if r := refundOf(t, s, ref); r.Address != customerRefund {
		t.Errorf("the swap's own deposit is refunded to %s, want the terms' refund address %s", r.Address, customerRefund)
	}
}

// Deliveries that name no payer (every delivery before the scanner names
// one) keep today's rule: the terms' refund address.
func TestWithoutAPayerExtrasGoToTheTermsRefundAddress(t *testing.T) {
	s := inDeposit(t)
	x := event("x-conf", DepositConfirmed)
	x.DepositRef, x.AmountUnits = "evm:1337:0xv:2", "20000000"
	mustOutcome(t, s.Deliver(x), Applied)
	if a := refundOf(t, s, x.DepositRef); a.Address != terms().PayoutAddress {
		t.Errorf("refund to %s, want %s", a.Address, terms().PayoutAddress)
	}
}

// A late deposit to a finished swap: to its payer when known.
func TestALateDepositIsRefundedToItsPayer(t *testing.T) {
	tm := terms()
	tm.RefundAddress = customerRefund
	f := Finished{Terms: tm}
	ev := Event{EventID: "e", SwapID: "swap-42", Type: DepositConfirmed, DepositRef: "evm:1:0xv:9", AmountUnits: "50000000"}
	if d := f.LateDeposit(ev, 0); d.Verdict != LateRefund || d.Address != customerRefund {
		t.Fatalf("%+v: want a refund to the terms' refund address", d)
	}
	ev.Payer = strangerAddr
	if d := f.LateDeposit(ev, 0); d.Verdict != LateRefund || d.Address != strangerAddr {
		t.Fatalf("%+v: want a refund to the payer", d)
	}
}

func TestThePayerIsNotPartOfTheFingerprint(t *testing.T) {
	e := event("x", DepositObserved)
	before := e.Fingerprint()
	e.Payer = strangerAddr
	if e.Fingerprint() != before {
		t.Error("naming the payer changed the fingerprint: a redelivery with it would conflict")
	}
	e.Payer = "not an address"
	if err := e.Validate(); err == nil {
		t.Error("a payer with a space passes")
	}
}
