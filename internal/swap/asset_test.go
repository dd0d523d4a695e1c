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

// A vault v2 deposit in a token the scanner's configuration does not name
// is delivered with the token's lower-case address as its asset. The event
// is valid (refusing it would park a customer's money as junk), no terms
// can name that asset (longer than MaxAssetLen), so it never binds, and it
// is refunded in it.
func TestADepositInAnUnknownTokenIsValidNeverBindsAndIsRefundedInIt(t *testing.T) {
	const token = "0x5fbdb2315678afecb367f032d93f642f64180aa3"
	tm := terms()
	s, err := New(tm)
	if err != nil {
		t.Fatal(err)
	}
	unknown := func(id string, typ EventType) Event {
		e := event(id, typ)
		e.Asset = token
		return e
	}
	if err := unknown("u", DepositObserved).Validate(); err != nil {
		t.Fatalf("an unknown token's deposit is refused: %v", err)
	}
	mustOutcome(t, s.Deliver(unknown("u-obs", DepositObserved)), Applied)
	if s.Status != StatusWaiting || s.Deposit != nil {
		t.Fatalf("an unknown token's deposit bound the swap: %s", s.Status)
	}
	mustOutcome(t, s.Deliver(unknown("u-conf", DepositConfirmed)), Applied)
	a, ok := s.NextAction()
	if !ok || a.Kind != ActionRefund || a.Asset != token {
		t.Fatalf("pending %+v: want the deposit refunded in its token", s.Pending)
	}
	tm.Asset = token
	if _, err := New(tm); err == nil {
		t.Fatal("terms name a token address as their asset: a swap could bind an unknown token")
	}
	for _, bad := range []string{"0x5FBDB2315678AFECB367F032D93F642F64180AA3", "0x5fbdb2315678afecb367f032d93f642f64180aa", token + "0"} {
		e := unknown("u", DepositObserved)
		e.Asset = bad
		if err := e.Validate(); err == nil {
			t.Errorf("asset %q passes", bad)
		}
	}
}

// Issue 27: the refund minimum is in the terms' asset. A deposit in another
// asset (7 USDC into an ETH swap, a token the vault does not take) was
// compared with it in its own units and recorded as dust — never refunded,
// never an item: the customer's money was silently kept. It is refunded in
// its own asset, during the swap and after it.
func TestADepositInAnotherAssetIsNeverDustByTheSwapsMinimum(t *testing.T) {
	tm := terms()
	tm.AmountUnits = "1500000000000000000" // ETH in wei: the minimum is 15e15
	s, err := New(tm)
	if err != nil {
		t.Fatal(err)
	}
	usdc := event("usdc-conf", DepositConfirmed)
	usdc.Asset, usdc.AmountUnits, usdc.DepositRef = "USDC", "7000000", "evm:1337:0xv:7"
	mustOutcome(t, s.Deliver(usdc), Applied)
	if len(s.Dust.Recent) != 0 {
		t.Fatalf("7 USDC recorded as dust of an ETH swap: %+v", s.Dust)
	}
	a, ok := s.NextAction()
	if !ok || a.Kind != ActionRefund || a.Asset != "USDC" || a.AmountUnits != "7000000" {
		t.Fatalf("pending %+v: want the 7 USDC refunded in USDC", s.Pending)
	}
	// The same asset below the minimum is still dust.
	eth := event("eth-conf", DepositConfirmed)
	eth.Asset, eth.AmountUnits, eth.DepositRef = tm.Asset, "1000", "evm:1337:0xv:8"
	mustOutcome(t, s.Deliver(eth), Applied)
	if len(s.Dust.Recent) != 1 {
		t.Fatalf("1000 wei of an ETH swap is not dust: %+v", s.Dust)
	}
	// And after the swap ended.
	f := Finished{Terms: tm}
	late := usdc
	late.DepositRef = "evm:1337:0xv:9"
	if d := f.LateDeposit(late, 0); d.Verdict != LateRefund {
		t.Fatalf("a late 7 USDC into an ETH swap: %+v", d)
	}
}
