package swap

import (
	"strings"
	"testing"
	"time"
)

// Held means held: the tests of issue 15 item 1 (review N1), 3 (N2), 8 and
// part of 9 (N7, N8).

// violated is a swap whose final deposit a reorg removed while
// the exchange was pending.
func violated(t *testing.T) *Swap {
	t.Helper()
	s := newSwap(t)
	mustOutcome(t, s.Deliver(inBlock("obs", DepositObserved, "0xaaa")), Applied)
	mustOutcome(t, s.Deliver(inBlock("conf", DepositConfirmed, "0xaaa")), Applied)
	if a, ok := s.NextAction(); !ok || a.Kind != ActionStartExchange {
		t.Fatalf("pending %v", pendingKeys(s))
	}
	s.Deliver(inBlock("reorg", DepositReorged, "0xaaa"))
	if s.Status != StatusHeld || s.HoldCode != HoldFinalityViolation {
		t.Fatalf("status %s code %q, want held for a finality violation", s.Status, s.HoldCode)
	}
	return s
}

func TestAViolationHoldStartsNoEffect(t *testing.T) {
	s := violated(t)
	if a, ok := s.NextAction(); ok {
		t.Fatalf("held for a finality violation, yet %s may start", a.Key)
	}
	if s.Done() {
		t.Fatal("a held swap with a paused exchange is not done")
	}
}

func TestAnEffectInFlightDuringAViolationHoldIsRecordedAndMovesNothing(t *testing.T) {
	for _, tc := range []struct {
		name string
		e    Effect
	}{
		{"exchange filled", Effect{Result: EffectSucceeded, Detail: "ex-1", AmountOutUnits: "25000000", Asset: "ETH"}},
		{"exchange rejected", Effect{Result: EffectRejected, Detail: "no liquidity"}},
		{"exchange unknown", Effect{Result: EffectFailed, Detail: "timeout"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := violated(t)
			// The exchange was already running when the reorg arrived.
			if err := s.Complete("start-exchange:swap-42", tc.e); err != nil {
				t.Fatal(err)
			}
			if s.Status != StatusHeld || s.HoldCode != HoldFinalityViolation {
				t.Fatalf("status %s code %q: the hold was overridden", s.Status, s.HoldCode)
			}
			if len(s.Pending) > 0 {
				t.Fatalf("effects scheduled while held: %v", pendingKeys(s))
			}
			if len(s.Effects) != 1 || s.Effects[0].Result != tc.e.Result {
				t.Fatalf("effect not recorded: %+v", s.Effects)
			}
			if code, _ := s.PublicFailure(); code == "other" {
				t.Fatalf("the merchant would get no fixed failure code: %q", s.FailureReason)
			}
		})
	}
}

func TestResolutionsOfAViolationHoldNeedForce(t *testing.T) {
	now := time.Now()
	s := violated(t)
	for _, r := range []Resolution{ResolveResume, ResolveRefund} {
		err := s.CheckResolve(Request{Action: r, Note: "checked"}, now)
		if err == nil || !strings.Contains(err.Error(), "force") {
			t.Errorf("%s without force: %v, want a refusal naming force", r, err)
		}
	}
	// Refund is refused while the exchange it would race is pending and has
	// been sent: its outcome is not known.
	s.Pending[0].FirstAttemptAt = now
	if err := s.CheckResolve(Request{Action: ResolveRefund, Force: true}, now); err == nil {
		t.Error("refund accepted while a sent exchange is pending")
	}
	// Resume with force releases the paused exchange.
	if err := s.ResolveHold(Request{Action: ResolveResume, Force: true, Note: "deposit re-mined in block 0xbbb"}, now); err != nil {
		t.Fatal(err)
	}
	if a, ok := s.NextAction(); !ok || a.Kind != ActionStartExchange || s.Status != StatusExchange {
		t.Fatalf("after resume: status %s, pending %v", s.Status, pendingKeys(s))
	}
	if s.HoldCode != "" || len(s.Violations) != 1 {
		t.Fatalf("hold code %q, violations %v", s.HoldCode, s.Violations)
	}
}

func TestARefundOfAViolationHoldReplacesAnExchangeNeverSent(t *testing.T) {
	now := time.Now()
	s := violated(t)
	if err := s.ResolveHold(Request{Action: ResolveRefund, Force: true, Note: "deposit gone for good; refund from treasury"}, now); err != nil {
		t.Fatal(err)
	}
	if got := pendingKeys(s); len(got) != 1 || !strings.HasPrefix(got[0], "refund:") {
		t.Fatalf("pending %v, want the refund only", got)
	}
}

func TestPayFillAfterAViolationHoldPaysOnce(t *testing.T) {
	now := time.Now()
	s := violated(t)
	complete(t, s, ActionStartExchange, Effect{Result: EffectSucceeded, Detail: "ex-1", AmountOutUnits: "25000000", Asset: "ETH"})
	if err := s.CheckResolve(Request{Action: ResolvePayFill, Note: "ok"}, now); err == nil {
		t.Fatal("pay-fill accepted while the violation stands without force")
	}
	if err := s.ResolveHold(Request{Action: ResolvePayFill, Note: "deposit re-mined", Force: true}, now); err != nil {
		t.Fatal(err)
	}
	if err := s.CheckResolve(Request{Action: ResolvePayFill, Note: "again", Force: true}, now); err == nil {
		t.Fatalf("a second pay-fill accepted: pending %v", pendingKeys(s))
	}
	complete(t, s, ActionSendPayout, Effect{Result: EffectSucceeded, Detail: "po-1"})
	if s.Status != StatusSuccess || !s.Done() {
		t.Fatalf("status %s done %v", s.Status, s.Done())
	}
}

func TestRefundRefusedWhileAMainActionIsPending(t *testing.T) {
	s := newSwap(t)
	mustOutcome(t, s.Deliver(event("obs", DepositObserved)), Applied)
	mustOutcome(t, s.Deliver(event("conf", DepositConfirmed)), Applied)
	s.hold(HoldDepositMismatch, "held by hand") // any hold, with the exchange pending
	s.Pending[0].FirstAttemptAt = time.Now()
	if err := s.CheckResolve(Request{Action: ResolveRefund}, time.Now()); err == nil {
		t.Fatalf("refund accepted with %v pending", pendingKeys(s))
	}
}

func TestPayFillOnlyForAHeldFill(t *testing.T) {
	s := inDeposit(t)
	mustOutcome(t, s.Deliver(event("conf", DepositConfirmed)), Applied)
	complete(t, s, ActionStartExchange, Effect{Result: EffectSucceeded, Detail: "ex-1", AmountOutUnits: "1", Asset: "ETH"})
	// The payout is pending; an unrelated hold must not let pay-fill add a second one.
	s.hold(HoldDepositMismatch, "held by hand")
	if err := s.CheckResolve(Request{Action: ResolvePayFill, Note: "x"}, time.Now()); err == nil {
		t.Fatalf("pay-fill accepted on a %s hold with %v pending", s.HoldCode, pendingKeys(s))
	}
}

func TestEveryKeyFitsTheReceiversLimit(t *testing.T) {
	id := strings.Repeat("s", MaxIDLen)
	longRef := "evm:1337:0x5fbdb2315678afecb367f032d93f642f64180aa3:" + strings.Repeat("9", MaxIDLen-60)
	for _, k := range []string{
		RefundKey(id, longRef), RefundKey(id, "r"), ExchangeKey(id), PayoutKey(id),
	} {
		if len(k) > MaxKeyLen {
			t.Errorf("key of %d bytes: %s", len(k), k)
		}
	}
	if RefundKey(id, longRef) == RefundKey(id, longRef+"0") {
		t.Error("two refs share a refund key")
	}
	// A key that fits keeps its readable form (the key of running swaps).
	if got := RefundKey("swap-1", "evm:1337:0xv:2"); got != "refund:swap-1:evm:1337:0xv:2" {
		t.Errorf("short key %s", got)
	}
}

func TestAnExtraReplacedUnderItsRefIsANewDeposit(t *testing.T) {
	s := blockAware(t)
	mk := func(id string, typ EventType, amt, block string) Event {
		return Event{EventID: id, SwapID: "swap-42", Type: typ, DepositRef: "evm:1337:0xvault:5", AmountUnits: amt, BlockHash: block}
	}
	mustOutcome(t, s.Deliver(event("obs", DepositObserved)), Applied)
	mustOutcome(t, s.Deliver(event("conf", DepositConfirmed)), Applied)
	complete(t, s, ActionStartExchange, Effect{Result: EffectSucceeded, AmountOutUnits: "1", Asset: "ETH", Quote: floating("ETH", "1")})
	mustOutcome(t, s.Deliver(mk("x/observed", DepositObserved, "500000", "0xb1")), Applied)
	// A one-block reorg replaces X by Y under the same ref; in one task the
	// observation is applied before the reorg of X's block.
	mustOutcome(t, s.Deliver(mk("y/observed", DepositObserved, "300000", "0xb2")), Applied)
	s.Deliver(mk("x/reorged", DepositReorged, "500000", "0xb1"))
	mustOutcome(t, s.Deliver(mk("y/confirmed", DepositConfirmed, "300000", "0xb2")), Applied)
	complete(t, s, ActionSendPayout, Effect{Result: EffectSucceeded})
	a, ok := s.NextAction()
	if !ok || a.Kind != ActionRefund || a.AmountUnits != "300000" {
		t.Fatalf("pending %v, want Y's refund of 300000", pendingKeys(s))
	}
	complete(t, s, ActionRefund, Effect{Result: EffectSucceeded})
	if !s.Done() {
		t.Fatalf("swap %s never completes: extra %+v", s.Status, s.Extra)
	}
}

func TestADustEntryReplacedByARefundableDepositIsRefunded(t *testing.T) {
	s := blockAware(t)
	mk := func(id string, typ EventType, amt, block string) Event {
		return Event{EventID: id, SwapID: "swap-42", Type: typ, DepositRef: "evm:1337:0xvault:9", AmountUnits: amt, BlockHash: block}
	}
	mustOutcome(t, s.Deliver(mk("d/observed", DepositObserved, "1", "0xb1")), Applied)
	mustOutcome(t, s.Deliver(mk("y/observed", DepositObserved, "400000", "0xb2")), Applied)
	mustOutcome(t, s.Deliver(mk("y/confirmed", DepositConfirmed, "400000", "0xb2")), Applied)
	if a, ok := s.NextAction(); !ok || a.Kind != ActionRefund || a.AmountUnits != "400000" {
		t.Fatalf("pending %v, want the 400000 refund", pendingKeys(s))
	}
	// The same ref with another amount in the same block is a lie, not a replacement.
	r := s.Deliver(mk("z/observed", DepositObserved, "7", "0xb2"))
	if r.Outcome != Rejected || !strings.Contains(r.Reason, "amountUnits") {
		t.Fatalf("conflicting re-observation: %s %s", r.Outcome, r.Reason)
	}
}

// complete finishes the first pending action of this kind with e.
func complete(t *testing.T, s *Swap, kind ActionKind, e Effect) Action {
	t.Helper()
	for _, a := range s.Pending {
		if a.Kind == kind {
			if err := s.Complete(a.Key, e); err != nil {
				t.Fatal(err)
			}
			return a
		}
	}
	t.Fatalf("no pending %s: %v", kind, pendingKeys(s))
	return Action{}
}

func TestALateDepositGoesThroughThePolicy(t *testing.T) {
	tm := terms()
	tm.ChainID = 31337
	f := Finished{Terms: tm, Deposit: &Deposit{Ref: "evm:31337:0xv:1", AmountUnits: tm.AmountUnits, Final: true},
		Dust: DustTally{Recent: []DustRef{{Ref: "evm:31337:0xv:3", AmountUnits: "1"}}}}
	late := func(ref, amt string) Event {
		return Event{EventID: ref + "/confirmed", SwapID: "swap-42", Type: DepositConfirmed, DepositRef: ref, AmountUnits: amt}
	}
	for _, tc := range []struct {
		name string
		ev   Event
		prev int
		want LateVerdict
	}{
		{"its own deposit", late("evm:31337:0xv:1", tm.AmountUnits), 0, LateHandled},
		{"dust it saw", late("evm:31337:0xv:3", "1"), 0, LateHandled},
		{"one wei", late("evm:31337:0xv:14", "1"), 0, LateDust},
		{"just below the minimum", late("evm:31337:0xv:15", "124999"), 0, LateDust},
		{"another chain's vault", late("evm:31338:0xv:4", "70000001"), 0, LateRefused},
		{"another chain named", func() Event { e := late("r-5", "70000001"); e.ChainID = 31338; return e }(), 0, LateRefused},
		{"another swap", func() Event { e := late("evm:31337:0xv:6", "70000001"); e.SwapID = "swap-43"; return e }(), 0, LateRefused},
		{"malformed amount", late("evm:31337:0xv:7", "1e9"), 0, LateRefused},
		{"a refundable deposit", late("evm:31337:0xv:8", "125000"), 0, LateRefund},
		{"past the cap", late("evm:31337:0xv:9", "70000001"), MaxExtras, LateReview},
	} {
		d := f.LateDeposit(tc.ev, tc.prev)
		if d.Verdict != tc.want {
			t.Errorf("%s: %s (%s), want %s", tc.name, d.Verdict, d.Reason, tc.want)
		}
		if d.Verdict == LateRefund && d.Key != RefundKey("swap-42", tc.ev.DepositRef) {
			t.Errorf("%s: key %s", tc.name, d.Key)
		}
	}
}

// A refund of the swap's own deposit that was in flight when the violation
// came, and succeeded: resume ends the swap refunded.
func TestResumeAfterARefundMadeDuringTheHold(t *testing.T) {
	s := newSwap(t)
	s.DeadlineReached()
	mustOutcome(t, s.Deliver(inBlock("obs", DepositObserved, "0xaaa")), Applied) // late: refunded once final
	mustOutcome(t, s.Deliver(inBlock("conf", DepositConfirmed, "0xaaa")), Applied)
	a, ok := s.NextAction()
	if !ok || a.Kind != ActionRefund {
		t.Fatalf("pending %v", pendingKeys(s))
	}
	s.Deliver(inBlock("reorg", DepositReorged, "0xaaa"))
	complete(t, s, ActionRefund, Effect{Result: EffectSucceeded, Detail: "rf-1"})
	if s.Status != StatusHeld {
		t.Fatalf("status %s", s.Status)
	}
	if err := s.ResolveHold(Request{Action: ResolveResume, Force: true, Note: "refund stands"}, time.Now()); err != nil {
		t.Fatal(err)
	}
	if s.Status != StatusRefunded || !s.Done() {
		t.Fatalf("status %s done %v", s.Status, s.Done())
	}
}
