package swap

import (
	"testing"
)

// Issue 16's first defect: the deposit's asset was never checked against
// the terms, so a swap started for USDC bound a native-coin deposit of the
// same number of base units.
func TestADepositInAnotherAssetNeverBinds(t *testing.T) {
	tm := terms()
	tm.Asset = "USDC"
	s, err := New(tm)
	if err != nil {
		t.Fatal(err)
	}
	eth := func(id string, typ EventType) Event {
		e := event(id, typ)
		e.Asset = "ETH"
		return e
	}
	mustOutcome(t, s.Deliver(eth("eth-obs", DepositObserved)), Applied)
	if s.Status != StatusWaiting || s.Deposit != nil {
		t.Fatalf("a native-coin deposit bound a USDC swap: %s", s.Status)
	}
	mustOutcome(t, s.Deliver(eth("eth-conf", DepositConfirmed)), Applied)
	a, ok := s.NextAction()
	if !ok || a.Kind != ActionRefund || a.Asset != "ETH" || a.AmountUnits != tm.AmountUnits {
		t.Fatalf("pending %+v: want the ETH deposit refunded in ETH", s.Pending)
	}
	// The deposit in the right asset binds.
	usdc := event("usdc-obs", DepositObserved)
	usdc.Asset, usdc.DepositRef = "USDC", "evm:1337:0xv:2"
	mustOutcome(t, s.Deliver(usdc), Applied)
	if s.Status != StatusDeposit {
		t.Fatalf("status %s", s.Status)
	}
}

func TestTheAssetIsPartOfTheFingerprintOnlyWhenNamed(t *testing.T) {
	e := event("x", DepositObserved)
	before := e.Fingerprint()
	e.Asset = "ETH"
	if e.Fingerprint() == before {
		t.Error("an event naming its asset has the fingerprint of one that does not")
	}
	e.Asset = ""
	if e.Fingerprint() != before {
		t.Error("an event without an asset changed its fingerprint: running swaps would see conflicts")
	}
	e.Asset = "not an asset"
	if err := e.Validate(); err == nil {
		t.Error("an asset with a space passes")
	}
}

func TestALateDepositInAnotherAssetIsRefundedInIt(t *testing.T) {
	tm := terms()
	tm.Asset = "USDC"
	f := Finished{Terms: tm}
	ev := Event{EventID: "e", SwapID: "swap-42", Type: DepositConfirmed, DepositRef: "evm:1:0xv:9", AmountUnits: "50000000", Asset: "ETH"}
	d := f.LateDeposit(ev, 0)
	if d.Verdict != LateRefund || d.Asset != "ETH" {
		t.Fatalf("%+v: want a refund in ETH", d)
	}
}
