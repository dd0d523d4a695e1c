package swap

import (
	"testing"
)

// REVIEW4 P7: the payout is whatever number the exchange reports, in base
// units of whatever asset it names, with no bound from the swap: the terms
// carry no quote (expected or minimum/maximum out), so a fill 10^12 times too
// large (a provider that answers in 18-decimal units for a 6-decimal token,
// a typo, a compromised exchange account) is scheduled as the payout, and
// the on-chain route sends it from the vault up to the per-payment cap.
func TestReview4FillAmountIsPaidWithoutAnyBound(t *testing.T) {
	tm := terms() // 12500000 units of ETH in (0.0125 ETH at 9 decimals, or dust at 18)
	tm.PayoutAsset = "USDC"
	tm.ChainID = 31337
	s, err := New(tm)
	if err != nil {
		t.Fatal(err)
	}
	mustOutcome(t, s.Deliver(event("obs", DepositObserved)), Applied)
	mustOutcome(t, s.Deliver(event("conf", DepositConfirmed)), Applied)
	a, ok := s.NextAction()
	if !ok || a.Kind != ActionStartExchange {
		t.Fatalf("next %+v, want start-exchange", a)
	}
	// 30 USDC would be right (30_000_000 at 6 decimals); the exchange reports
	// the same value at 18 decimals.
	if err := s.Complete(a.Key, Effect{Result: EffectSucceeded, Detail: "ex-1", AmountOutUnits: "30000000000000000000", Asset: "USDC"}); err != nil {
		t.Fatal(err)
	}
	for _, p := range s.Pending {
		if p.Kind == ActionSendPayout {
			t.Errorf("a fill of %s USDC base units for a %s-unit deposit is scheduled as payout %s (status %s): nothing bounds the payout by the swap's terms",
				p.AmountUnits, tm.AmountUnits, p.Key, s.Status)
		}
	}
}
