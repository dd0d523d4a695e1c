package swap

import "testing"

// Issue 27, the policy for plain transfers: a deposit that reached the
// swap's deposit address by a plain transfer names no payer (its sender is
// often an exchange's shared wallet), so a refund of it goes only to a
// refund address someone gave — never to the sender, never to the payout
// address by default — and without one it waits as an item with its reason.
func plain(e Event) Event {
	e.Via = ViaDepositAddress
	return e
}

func TestAPlainTransferThatBindsIsExchangedLikeAnyDeposit(t *testing.T) {
	s := newSwap(t)
	mustOutcome(t, s.Deliver(plain(event("p-obs", DepositObserved))), Applied)
	mustOutcome(t, s.Deliver(plain(event("p-conf", DepositConfirmed))), Applied)
	if a, _ := s.NextAction(); a.Kind != ActionStartExchange {
		t.Fatalf("next %+v, want the exchange", a)
	}
}

func TestAPlainExtraWithoutARefundAddressWaitsAsAnItem(t *testing.T) {
	s := inDeposit(t)
	x := plain(event("x-conf", DepositConfirmed))
	x.DepositRef, x.AmountUnits = "evm:1337:0xaddr:native@9", "20000000"
	mustOutcome(t, s.Deliver(x), Applied)
	for _, a := range s.Pending {
		if a.Kind == ActionRefund {
			t.Fatalf("a plain extra was refunded to %q with no refund address given", a.Address)
		}
	}
	if len(s.Items) != 1 || s.Items[0].Action.DepositRef != x.DepositRef || s.Items[0].Main || s.Status == StatusHeld {
		t.Fatalf("items %+v status %s: want one side item, the swap not held", s.Items, s.Status)
	}
	if err := s.SetRefundAddress(customerRefund); err != nil {
		t.Fatal(err)
	}
	if a := refundOf(t, s, x.DepositRef); a.Address != customerRefund {
		t.Fatalf("refund to %s, want the address given", a.Address)
	}
	if len(s.Items) != 0 {
		t.Fatalf("items left: %+v", s.Items)
	}
}

func TestAPlainExtraGoesToTheRefundAddressNotItsSender(t *testing.T) {
	tm := terms()
	tm.RefundAddress = customerRefund
	s, err := New(tm)
	if err != nil {
		t.Fatal(err)
	}
	mustOutcome(t, s.Deliver(event("obs", DepositObserved)), Applied)
	x := plain(event("x-conf", DepositConfirmed))
	x.DepositRef, x.AmountUnits = "evm:1337:0xusdc:tx:0xabc:3", "20000000"
	mustOutcome(t, s.Deliver(x), Applied)
	if a := refundOf(t, s, x.DepositRef); a.Address != customerRefund {
		t.Fatalf("refund to %s, want %s", a.Address, customerRefund)
	}
}

// The swap's own deposit, plain, refunded (the exchange declined) with no
// refund address: held with a public code until one is given, then refunded.
func TestAPlainDepositToRefundHoldsTheSwapUntilARefundAddressIsGiven(t *testing.T) {
	s := newSwap(t)
	mustOutcome(t, s.Deliver(plain(event("obs", DepositObserved))), Applied)
	mustOutcome(t, s.Deliver(plain(event("conf", DepositConfirmed))), Applied)
	a, _ := s.NextAction()
	if err := s.Complete(a.Key, Effect{Result: EffectRejected, Detail: "no liquidity"}); err != nil {
		t.Fatal(err)
	}
	if s.Status != StatusHeld || s.HoldCode != HoldRefundAddressNeeded || len(s.Pending) != 0 {
		t.Fatalf("status %s hold %q pending %+v: want held for a refund address, nothing sent", s.Status, s.HoldCode, s.Pending)
	}
	if code, text := s.PublicHold(); code != string(HoldRefundAddressNeeded) || text == "" {
		t.Fatalf("public hold %q %q", code, text)
	}
	if err := s.SetRefundAddress(customerRefund); err != nil {
		t.Fatal(err)
	}
	if s.Status != StatusRefunding || s.HoldCode != "" {
		t.Fatalf("status %s hold %q after the address", s.Status, s.HoldCode)
	}
	if r := refundOf(t, s, ref); r.Address != customerRefund {
		t.Fatalf("refund to %s", r.Address)
	}
}

// After the swap ended, a plain transfer to its address is refunded only to
// a refund address; without one, an operator decides.
func TestALatePlainTransferNeedsARefundAddress(t *testing.T) {
	f := Finished{Terms: terms()}
	ev := plain(Event{EventID: "e", SwapID: "swap-42", Type: DepositConfirmed, DepositRef: "evm:1:0xaddr:native@9", AmountUnits: "50000000"})
	if d := f.LateDeposit(ev, 0); d.Verdict != LateReview {
		t.Fatalf("%+v: want review without a refund address", d)
	}
	f.Terms.RefundAddress = customerRefund
	if d := f.LateDeposit(ev, 0); d.Verdict != LateRefund || d.Address != customerRefund {
		t.Fatalf("%+v: want a refund to the refund address", d)
	}
}

func TestViaIsValidatedAndNotFingerprinted(t *testing.T) {
	e := event("x", DepositObserved)
	fp := e.Fingerprint()
	e.Via = ViaDepositAddress
	if e.Fingerprint() != fp || e.Validate() != nil {
		t.Fatal("via changed the fingerprint or failed validation")
	}
	e.Via = "carrier-pigeon"
	if err := e.Validate(); err == nil {
		t.Fatal("an unknown via was accepted")
	}
}

// A refund waiting for an address can always be released: here a plain
// overpayment arrived, then the swap succeeded; the address given later
// still sends the waiting refund (and only that).
func TestAWaitingPlainRefundIsReleasedAfterTheSwapSucceeded(t *testing.T) {
	s := newSwap(t)
	mustOutcome(t, s.Deliver(plain(event("obs", DepositObserved))), Applied)
	mustOutcome(t, s.Deliver(plain(event("conf", DepositConfirmed))), Applied)
	x := plain(event("x-conf", DepositConfirmed))
	x.DepositRef, x.AmountUnits = "evm:1337:0xaddr:native@99", "20000000"
	mustOutcome(t, s.Deliver(x), Applied)
	for s.Status != StatusSuccess {
		a, ok := s.NextAction()
		if !ok {
			t.Fatalf("stuck in %s: %+v", s.Status, s.Pending)
		}
		e := Effect{Result: EffectSucceeded, Detail: "done"}
		if a.Kind == ActionStartExchange {
			e.AmountOutUnits, e.Asset, e.Quote = "30000000", "USDC", floating("USDC", "30000000")
		}
		if err := s.Complete(a.Key, e); err != nil {
			t.Fatal(err)
		}
	}
	if len(s.Items) != 1 {
		t.Fatalf("items %+v: want the waiting refund", s.Items)
	}
	if err := s.SetRefundAddress(customerRefund); err != nil {
		t.Fatalf("a waiting refund's address refused on a successful swap: %v", err)
	}
	if a := refundOf(t, s, x.DepositRef); a.Address != customerRefund {
		t.Fatalf("refund to %s", a.Address)
	}
}
