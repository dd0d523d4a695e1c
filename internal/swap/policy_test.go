package swap

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

// deposit is one on-chain deposit's observation and confirmation.
func deposit(id, depRef, amount string) (obs, conf Event) {
	obs = Event{EventID: id + "/observed", SwapID: "swap-42", Type: DepositObserved, DepositRef: depRef, AmountUnits: amount}
	conf = obs
	conf.EventID, conf.Type = id+"/confirmed", DepositConfirmed
	return obs, conf
}

func succeedExchange(t *testing.T, s *Swap) {
	t.Helper()
	if err := s.Complete("start-exchange:swap-42", Effect{Result: EffectSucceeded, Detail: "ex_1", AmountOutUnits: "25000000", Asset: "USDC", Quote: floating("USDC", "25000000")}); err != nil {
		t.Fatal(err)
	}
}

func TestDustCannotHijackASwap(t *testing.T) {
	s := newSwap(t)
	for i := range 100 {
		obs, conf := deposit(fmt.Sprintf("dust-%d", i), fmt.Sprintf("evm:1337:0xvault:%d", i), "1")
		mustOutcome(t, s.Deliver(obs), Applied)
		if s.Status != StatusWaiting {
			t.Fatalf("dust %d moved the swap to %s", i, s.Status)
		}
		mustOutcome(t, s.Deliver(conf), Applied)
	}
	if len(s.Pending) != 0 || s.Deposit != nil {
		t.Fatalf("dust scheduled %v / bound %+v", pendingKeys(s), s.Deposit)
	}
	mustOutcome(t, s.Deliver(event("right/observed", DepositObserved)), Applied)
	mustOutcome(t, s.Deliver(event("right/confirmed", DepositConfirmed)), Applied)
	if got := pendingKeys(s); len(got) != 1 || got[0] != "start-exchange:swap-42" {
		t.Fatalf("pending %v", got)
	}
	succeedExchange(t, s)
	if got := pendingKeys(s); len(got) != 1 || got[0] != "send-payout:swap-42" {
		t.Fatalf("pending %v", got)
	}
	s.Complete("send-payout:swap-42", Effect{Result: EffectSucceeded})
	if s.Status != StatusSuccess || !s.Done() {
		t.Fatalf("status %s done %v", s.Status, s.Done())
	}
	if s.Dust.Observed != 100 || s.Dust.Final != 100 || s.Dust.FinalUnits != "100" || len(s.Effects) != 2 {
		t.Fatalf("dust %+v effects %+v", s.Dust, s.Effects)
	}
}

func TestUnderAndOverpaymentsNeverBindAndAreRefundedToTheRefundAddress(t *testing.T) {
	tm := terms()
	tm.RefundAddress = "0x00000000000000000000000000000000000000bb"
	s, _ := New(tm)
	for i, amt := range []string{"12499999", "12500001"} {
		obs, conf := deposit(fmt.Sprintf("d%d", i), fmt.Sprintf("ref-%d", i), amt)
		r := s.Deliver(obs)
		mustOutcome(t, r, Applied)
		want := []string{"underpaid", "overpaid"}[i]
		if s.Status != StatusWaiting || !strings.Contains(r.Reason, want) {
			t.Fatalf("%s: status %s, %s", amt, s.Status, r.Reason)
		}
		mustOutcome(t, s.Deliver(conf), Applied)
		a := s.Pending[len(s.Pending)-1]
		if a.Kind != ActionRefund || a.Key != "refund:swap-42:"+obs.DepositRef || a.AmountUnits != amt || a.Address != tm.RefundAddress {
			t.Fatalf("refund %+v", a)
		}
	}
	mustOutcome(t, s.Deliver(event("right", DepositObserved)), Applied)
	if s.Status != StatusDeposit || s.Deposit.Ref != ref {
		t.Fatalf("the right deposit did not bind: %s %+v", s.Status, s.Deposit)
	}
}

func TestExpectedDepositRefIsTheOnlyOneThatBinds(t *testing.T) {
	tm := terms()
	tm.DepositRef = ref
	s, _ := New(tm)
	obs, _ := deposit("other", "btc-mainnet:tx-other:vout-0", "12500000")
	r := s.Deliver(obs)
	mustOutcome(t, r, Applied)
	if s.Status != StatusWaiting || !strings.Contains(r.Reason, "is not the expected") {
		t.Fatalf("%s %s", s.Status, r.Reason)
	}
	mustOutcome(t, s.Deliver(event("mine", DepositObserved)), Applied)
	if s.Status != StatusDeposit {
		t.Fatalf("status %s", s.Status)
	}
}

// A confirmation for a deposit that cannot bind needs no observation: it is
// refunded (or counted as dust) at once and consumed, never bounced for ever.
func TestConfirmationOfANonBindingDepositNeedsNoObservation(t *testing.T) {
	s := inDeposit(t)
	_, conf := deposit("x", "ref-x", "600000")
	mustOutcome(t, s.Deliver(conf), Applied)
	if got := pendingKeys(s); len(got) != 1 || got[0] != "refund:swap-42:ref-x" {
		t.Fatalf("pending %v", got)
	}
	obs, _ := deposit("x", "ref-x", "600000")
	mustOutcome(t, s.Deliver(obs), AlreadyApplied)
	_, dust := deposit("y", "ref-y", "5")
	mustOutcome(t, s.Deliver(dust), Applied)
	if s.Dust.Final != 1 || len(s.Pending) != 1 {
		t.Fatalf("dust %+v pending %v", s.Dust, pendingKeys(s))
	}
}

func TestDustReorgIsCounted(t *testing.T) {
	s := newSwap(t)
	obs, _ := deposit("d", "ref-d", "3")
	s.Deliver(obs)
	mustOutcome(t, s.Deliver(Event{EventID: "r", SwapID: "swap-42", Type: DepositReorged, DepositRef: "ref-d", AmountUnits: "3"}), Applied)
	if s.Dust.Reorged != 1 || len(s.Dust.Recent) != 0 {
		t.Fatalf("dust %+v", s.Dust)
	}
}

func TestMinRefundIsConfigurable(t *testing.T) {
	tm := terms()
	tm.MinRefundUnits = "10"
	s, _ := New(tm)
	_, conf := deposit("x", "ref-x", "10")
	s.Deliver(conf)
	if len(s.Pending) != 1 || s.Dust.Final != 0 {
		t.Fatalf("a deposit at the minimum is refunded: %v %+v", pendingKeys(s), s.Dust)
	}
}

func TestPayoutIsInTheFilledAssetForTheFill(t *testing.T) {
	for _, tc := range []struct {
		payoutAsset, fillAsset string
		wantAsset, wantHold    string
	}{
		{"USDC", "USDC", "USDC", ""},
		{"", "USDC", "USDC", ""},
		{"USDC", "", "USDC", ""},
		{"USDC", "DAI", "", "filled DAI, the terms name USDC"},
		{"", "", "", "did not name the filled asset"},
	} {
		tm := terms()
		tm.PayoutAsset = tc.payoutAsset
		s, _ := New(tm)
		s.Deliver(event("o", DepositObserved))
		s.Deliver(event("c", DepositConfirmed))
		var q *Quote // the exchange step's quote is in the asset it asks for
		if a := cmp.Or(tc.payoutAsset, tc.fillAsset); a != "" {
			q = floating(a, "25000000")
		}
		s.Complete("start-exchange:swap-42", Effect{Result: EffectSucceeded, Detail: "ex_9", AmountOutUnits: "25000000", Asset: tc.fillAsset, Quote: q})
		if tc.wantHold != "" {
			if s.Status != StatusHeld || !strings.Contains(s.HoldReason, tc.wantHold) || len(s.Pending) != 0 {
				t.Errorf("%+v: status %s hold %q pending %v", tc, s.Status, s.HoldReason, pendingKeys(s))
			}
			continue
		}
		a := s.Pending[0]
		if a.Kind != ActionSendPayout || a.Asset != tc.wantAsset || a.AmountUnits != "25000000" || a.ExchangeID != "ex_9" {
			t.Errorf("%+v: payout %+v", tc, a)
		}
	}
}

func TestFailedEffectsAreIndependentItems(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	s := inDeposit(t)
	s.Deliver(event("c1", DepositConfirmed))
	for _, r := range []string{"ref-a", "ref-b"} {
		_, conf := deposit(r, r, "700000")
		mustOutcome(t, s.Deliver(conf), Applied)
	}
	// Exchange first, then both extra refunds fail; the payout goes on.
	succeedExchange(t, s)
	s.Attempting("refund:swap-42:ref-a", now)
	s.Complete("refund:swap-42:ref-a", Effect{Result: EffectFailed, Detail: "503"})
	s.Complete("refund:swap-42:ref-b", Effect{Result: EffectRejected, Detail: "address denied"})
	if s.Status != StatusSending || len(s.Items) != 2 || s.HoldReason != "" {
		t.Fatalf("side items touched the main flow: %s %q %+v", s.Status, s.HoldReason, s.Items)
	}
	s.Complete("send-payout:swap-42", Effect{Result: EffectSucceeded})
	if s.Status != StatusSuccess || s.Done() {
		t.Fatalf("status %s done %v: open items must keep the swap open", s.Status, s.Done())
	}
	var fe *FieldError
	if err := s.CheckResolve(Request{Action: ResolveRetry}, now); !errors.As(err, &fe) || fe.Field != "key" {
		t.Fatalf("two items and no key: %v", err)
	}
	if err := s.CheckResolve(Request{Action: ResolveRetry, Key: "refund:swap-42:ref-b"}, now); err == nil {
		t.Fatal("retrying a rejected refund gets the same answer: refused")
	}
	if err := s.CheckResolve(Request{Action: ResolveDismiss, Key: "refund:swap-42:ref-b"}, now); !errors.As(err, &fe) || fe.Field != "note" {
		t.Fatalf("dismiss without a note: %v", err)
	}
	if err := s.ResolveHold(Request{Action: ResolveRetry, Key: "refund:swap-42:ref-a"}, now); err != nil {
		t.Fatal(err)
	}
	if s.Status != StatusSuccess || len(s.Items) != 1 || pendingKeys(s)[0] != "refund:swap-42:ref-a" {
		t.Fatalf("retry of a side item: %s %+v %v", s.Status, s.Items, pendingKeys(s))
	}
	s.Complete("refund:swap-42:ref-a", Effect{Result: EffectSucceeded})
	if err := s.ResolveHold(Request{Action: ResolveDismiss, Key: "refund:swap-42:ref-b", Note: "returned by hand, tx 0xabc"}, now); err != nil {
		t.Fatal(err)
	}
	if !s.Done() || s.Status != StatusSuccess {
		t.Fatalf("done %v status %s", s.Done(), s.Status)
	}
}

func TestRefundRefusedWhileTheExchangeOutcomeIsUnknown(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	s := inDeposit(t)
	s.Deliver(event("c1", DepositConfirmed))
	s.Attempting("start-exchange:swap-42", now)
	s.Complete("start-exchange:swap-42", Effect{Result: EffectFailed, Detail: "timeout"})
	err := s.CheckResolve(Request{Action: ResolveRefund}, now)
	if err == nil || !strings.Contains(err.Error(), "outcome is unknown") {
		t.Fatalf("refund with the fill unknown: %v", err)
	}
	// Reconciled under the same key: the exchange declines, the refund follows by itself.
	s.ResolveHold(Request{Action: ResolveRetry}, now)
	s.Complete("start-exchange:swap-42", Effect{Result: EffectRejected, Detail: "unsupported"})
	if s.Status != StatusRefunding || s.Pending[0].Kind != ActionRefund {
		t.Fatalf("%s %v", s.Status, pendingKeys(s))
	}
}

func TestRetryRefusedPastTheKeyRetention(t *testing.T) {
	first := time.Unix(1_800_000_000, 0)
	s := inDeposit(t)
	s.Deliver(event("c1", DepositConfirmed))
	s.Attempting("start-exchange:swap-42", first)
	s.Attempting("start-exchange:swap-42", first.Add(time.Hour)) // later rounds keep the first time
	s.Complete("start-exchange:swap-42", Effect{Result: EffectFailed, Detail: "timeout"})
	if err := s.CheckResolve(Request{Action: ResolveRetry}, first.Add(KeyRetention-2*time.Hour)); err != nil {
		t.Fatalf("within retention: %v", err)
	}
	err := s.CheckResolve(Request{Action: ResolveRetry}, first.Add(KeyRetention-30*time.Minute))
	if err == nil || !strings.Contains(err.Error(), "key retention") {
		t.Fatalf("past retention: %v", err)
	}
}

func TestLatenessIsJudgedByBlockTime(t *testing.T) {
	const deadline = 1_800_000_000
	tol := int64(LatenessTolerance / time.Second)
	for _, tc := range []struct {
		name      string
		blockTime int64
		wantLate  bool
	}{
		{"mined before the deadline, delivered after", deadline - 60, false},
		{"mined within the tolerance", deadline + tol, false},
		{"mined after the tolerance", deadline + tol + 1, true},
		{"manual signal without block time", 0, true},
	} {
		s := newSwap(t)
		s.DeadlineUnix = deadline
		s.DeadlineReached()
		obs := event("o", DepositObserved)
		obs.BlockTime = tc.blockTime
		mustOutcome(t, s.Deliver(obs), Applied)
		mustOutcome(t, s.Deliver(event("c", DepositConfirmed)), Applied)
		got := s.Pending[0].Kind
		if want := map[bool]ActionKind{false: ActionStartExchange, true: ActionRefund}[tc.wantLate]; got != want {
			t.Errorf("%s: %s (status %s), want %s", tc.name, got, s.Status, want)
		}
	}
	// A deposit mined late but delivered before the timer fired is late too.
	s := newSwap(t)
	s.DeadlineUnix = deadline
	obs := event("o", DepositObserved)
	obs.BlockTime = deadline + tol + 10
	s.Deliver(obs)
	if s.Status != StatusOverdue || !s.Deposit.Late {
		t.Fatalf("status %s deposit %+v", s.Status, s.Deposit)
	}
}

func TestOverdueSwapExpiresAfterTheGracePeriod(t *testing.T) {
	s := newSwap(t)
	s.DeadlineReached()
	s.Expire()
	if s.Status != StatusExpired || !s.Done() {
		t.Fatalf("status %s done %v", s.Status, s.Done())
	}
	// A late deposit already seen is refunded instead of expiring.
	s = newSwap(t)
	s.DeadlineReached()
	s.Deliver(event("o", DepositObserved))
	s.Expire()
	if s.Status != StatusOverdue {
		t.Fatalf("status %s", s.Status)
	}
}

func TestLongFieldsAreRefusedAndRecordedTruncated(t *testing.T) {
	s := newSwap(t)
	huge := strings.Repeat("x", 1<<20)
	for _, tc := range []struct {
		field string
		edit  func(*Event)
	}{
		{"eventId", func(e *Event) { e.EventID = huge }},
		{"depositRef", func(e *Event) { e.DepositRef = huge }},
		{"blockHash", func(e *Event) { e.BlockHash = huge }},
		{"txHash", func(e *Event) { e.TxHash = huge }},
		{"type", func(e *Event) { e.Type = EventType(huge) }},
	} {
		ev := event("e", DepositObserved)
		tc.edit(&ev)
		var fe *FieldError
		if err := ev.Validate(); !errors.As(err, &fe) || fe.Field != tc.field {
			t.Errorf("%s: %v", tc.field, err)
		}
		mustOutcome(t, s.Deliver(ev), Rejected)
	}
	b, _ := json.Marshal(s)
	if len(b) > 16<<10 {
		t.Fatalf("five megabyte fields left %d bytes of state", len(b))
	}
	r := s.Ledger.Rejections[0]
	if r.Field != "eventId" || !strings.HasPrefix(r.EventID, "xxx") || !strings.Contains(r.EventID, "bytes)") {
		t.Fatalf("rejection %+v", r)
	}
}

// TestStateStaysWithinBudget is the worst case of finding 3: whatever arrives,
// the state (the continue-as-new input) stays far below 2 MiB.
func TestStateStaysWithinBudget(t *testing.T) {
	s := inDeposit(t)
	mustOutcome(t, s.Deliver(event("c", DepositConfirmed)), Applied)
	long := strings.Repeat("z", MaxIDLen-20)
	for i := range 100_000 {
		ev := event(fmt.Sprintf("%s-%d", long, i), DepositConfirmed)
		if r := s.Deliver(ev); r.Outcome != AlreadyApplied {
			t.Fatalf("delivery %d: %s", i, r.Outcome)
		}
	}
	for i := range 1_000 {
		_, conf := deposit(fmt.Sprintf("extra-%d", i), fmt.Sprintf("%s:%d", long, i), "600000")
		s.Deliver(conf)
		_, dust := deposit(fmt.Sprintf("dust-%d", i), fmt.Sprintf("%s:dust:%d", long, i), "1")
		s.Deliver(dust)
	}
	huge := strings.Repeat("y", 1<<20)
	for range 100 {
		s.Reject(Event{EventID: huge, Type: EventType(huge)}, huge, huge)
		s.Deliver(Event{EventID: huge, SwapID: huge, Type: DepositConfirmed, DepositRef: huge, AmountUnits: huge})
	}
	for i := range 200 {
		s.RecordWebhook(Effect{Key: fmt.Sprintf("webhook:swap-42:%d", i), Kind: "webhook", Result: EffectFailed, Detail: huge})
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	// Half the deployment's limit.blobSize.error (1 MiB, workflows/history.go):
	// the continue-as-new input carries this state plus the webhook queue.
	const budget = 512 << 10
	if len(b) > budget {
		t.Fatalf("state is %d bytes, budget %d", len(b), budget)
	}
	t.Logf("state after 100,000 deliveries, 1,000 extras, 1,000 dust, 200 MiB of bad fields: %d bytes", len(b))
	if len(s.Ledger.Entries) > LedgerWindow+ledgerSlack || s.Ledger.Retired == 0 {
		t.Fatalf("ledger %d entries, %d retired", len(s.Ledger.Entries), s.Ledger.Retired)
	}
	if len(s.Extra) != MaxExtras || s.ExtraOverflow.Count != 1000-MaxExtras || s.Dust.Final != 1000 {
		t.Fatalf("extras %d overflow %+v dust final %d", len(s.Extra), s.ExtraOverflow, s.Dust.Final)
	}
	// The business guard still refuses a second transition for a retired ID.
	if _, kept := s.Ledger.Entries["c"]; kept {
		t.Fatal("the first confirmation should have been retired")
	}
	n := len(s.Pending)
	mustOutcome(t, s.Deliver(event("c", DepositConfirmed)), AlreadyApplied)
	if len(s.Pending) != n {
		t.Fatal("a retired event ID scheduled an effect again")
	}
}

func TestTermsLimits(t *testing.T) {
	for field, edit := range map[string]func(*Terms){
		"asset":          func(t *Terms) { t.Asset = strings.Repeat("A", MaxAssetLen+1) },
		"payoutAsset":    func(t *Terms) { t.PayoutAsset = "has space" },
		"payoutAddress":  func(t *Terms) { t.PayoutAddress = strings.Repeat("a", MaxAddressLen+1) },
		"refundAddress":  func(t *Terms) { t.RefundAddress = strings.Repeat("a", MaxAddressLen+1) },
		"minRefundUnits": func(t *Terms) { t.MinRefundUnits = "0.5" },
		"swapId":         func(t *Terms) { t.SwapID = strings.Repeat("s", MaxIDLen+1) },
	} {
		tm := terms()
		edit(&tm)
		var fe *FieldError
		if _, err := New(tm); !errors.As(err, &fe) || fe.Field != field {
			t.Errorf("%s: %v", field, err)
		}
	}
}

// Past the key retention a retry is refused; the operator reconciles with the
// receiver and dismisses the item with what it said.
func TestDismissReconcilesAMainItem(t *testing.T) {
	first := time.Unix(1_800_000_000, 0)
	late := first.Add(KeyRetention)
	s := inDeposit(t)
	s.Deliver(event("c1", DepositConfirmed))
	s.Attempting("start-exchange:swap-42", first)
	s.Complete("start-exchange:swap-42", Effect{Result: EffectFailed, Detail: "timeout"})
	if err := s.CheckResolve(Request{Action: ResolveRefund}, late); err == nil {
		t.Fatal("refund with the exchange unknown")
	}
	if err := s.CheckResolve(Request{Action: ResolveDismiss}, late); err == nil {
		t.Fatal("dismiss without a note")
	}
	if err := s.ResolveHold(Request{Action: ResolveDismiss, Note: "exchange support: no fill for this key"}, late); err != nil {
		t.Fatal(err)
	}
	if s.Status != StatusRefunding || len(s.Items) != 0 || s.Pending[0].Key != "refund:swap-42:"+ref {
		t.Fatalf("%s %v %+v", s.Status, pendingKeys(s), s.Items)
	}

	// A payout the provider confirms it made ends the swap successful.
	s = inDeposit(t)
	s.Deliver(event("c1", DepositConfirmed))
	succeedExchange(t, s)
	s.Attempting("send-payout:swap-42", first)
	s.Complete("send-payout:swap-42", Effect{Result: EffectFailed, Detail: "timeout"})
	if err := s.ResolveHold(Request{Action: ResolveDismiss, Note: "provider: payout po_9 sent"}, late); err != nil {
		t.Fatal(err)
	}
	if s.Status != StatusSuccess || !s.Done() {
		t.Fatalf("%s done %v", s.Status, s.Done())
	}
}

func TestPayFillPaysAHeldFillInItsAsset(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	tm := terms()
	tm.PayoutAsset = "USDC"
	s, _ := New(tm)
	s.Deliver(event("o", DepositObserved))
	s.Deliver(event("c", DepositConfirmed))
	s.Complete("start-exchange:swap-42", Effect{Result: EffectSucceeded, Detail: "ex_3", AmountOutUnits: "999", Asset: "DAI"})
	if s.Status != StatusHeld {
		t.Fatalf("status %s", s.Status)
	}
	if err := s.CheckResolve(Request{Action: ResolvePayFill}, now); err == nil {
		t.Fatal("pay-fill without a note")
	}
	if err := s.CheckResolve(Request{Action: ResolveRefund}, now); err == nil {
		t.Fatal("refund after a fill")
	}
	// No quote in DAI bounds the fill: the operator must say it checked it.
	if err := s.CheckResolve(Request{Action: ResolvePayFill, Note: "customer accepts DAI"}, now); err == nil || !strings.Contains(err.Error(), "force") {
		t.Fatalf("pay-fill of an unbounded fill without force: %v", err)
	}
	if err := s.ResolveHold(Request{Action: ResolvePayFill, Note: "customer accepts DAI; 999 checked with the exchange", Force: true}, now); err != nil {
		t.Fatal(err)
	}
	a := s.Pending[0]
	if s.Status != StatusSending || a.Asset != "DAI" || a.AmountUnits != "999" || a.ExchangeID != "ex_3" {
		t.Fatalf("%s %+v", s.Status, a)
	}
	if err := s.CheckResolve(Request{Action: ResolvePayFill, Note: "again"}, now); err == nil {
		t.Fatal("a second pay-fill")
	}
}

// A deposit on another chain never binds: a delivery whose deposit ref (or
// chainId) names another chain than the terms' is refused, naming the field,
// and the swap still takes its own chain's deposit.
func TestADepositOnAnotherChainIsRefused(t *testing.T) {
	tm := terms()
	tm.ChainID = 1337
	s, err := New(tm)
	if err != nil {
		t.Fatal(err)
	}
	foreign, _ := deposit("foreign", "evm:1338:0xvault:1", "12500000")
	r := s.Deliver(foreign)
	mustOutcome(t, r, Rejected)
	if !strings.Contains(r.Reason, "depositRef") || !strings.Contains(r.Reason, "chain 1338") || s.Status != StatusWaiting {
		t.Fatalf("reason %q, status %s", r.Reason, s.Status)
	}
	tagged, _ := deposit("tagged", "evm:1337:0xvault:2", "12500000")
	tagged.ChainID = 1
	if r := s.Deliver(tagged); r.Outcome != Rejected || !strings.Contains(r.Reason, "chainId") {
		t.Fatalf("a chainId of another chain: %+v", r)
	}
	if err := s.Check(foreign); err == nil {
		t.Fatal("the update validator would accept the foreign deposit")
	}
	own, _ := deposit("own", "evm:1337:0xvault:3", "12500000")
	mustOutcome(t, s.Deliver(own), Applied)
	if s.Status != StatusDeposit || s.Deposit == nil || s.Deposit.Ref != own.DepositRef {
		t.Fatalf("status %s deposit %+v", s.Status, s.Deposit)
	}
}
