package swap

import (
	"strings"
	"testing"
	"time"
)

// quotedSwap is a swap whose terms carry q, its deposit final in a block
// dated blockTime.
func quotedSwap(t *testing.T, q *Quote, blockTime int64) *Swap {
	t.Helper()
	tm := terms()
	tm.PayoutAsset, tm.Quote = "USDC", q
	s, err := New(tm)
	if err != nil {
		t.Fatal(err)
	}
	obs, conf := event("obs", DepositObserved), event("conf", DepositConfirmed)
	obs.BlockTime, conf.BlockTime = blockTime, blockTime
	mustOutcome(t, s.Deliver(obs), Applied)
	mustOutcome(t, s.Deliver(conf), Applied)
	return s
}

func fill(t *testing.T, s *Swap, out string, q *Quote) {
	t.Helper()
	complete(t, s, ActionStartExchange, Effect{Result: EffectSucceeded, Detail: "ex-1", AmountOutUnits: out, Asset: "USDC", Quote: q})
}

func payout(t *testing.T, s *Swap) Action {
	t.Helper()
	for _, a := range s.Pending {
		if a.Kind == ActionSendPayout {
			return a
		}
	}
	t.Fatalf("no payout scheduled: status %s, hold %s %q", s.Status, s.HoldCode, s.HoldReason)
	return Action{}
}

func noPayout(t *testing.T, s *Swap, code HoldCode) {
	t.Helper()
	for _, a := range s.Pending {
		if a.Kind == ActionSendPayout {
			t.Fatalf("payout %s of %s scheduled", a.Key, a.AmountUnits)
		}
	}
	if s.Status != StatusHeld || s.HoldCode != code {
		t.Fatalf("status %s hold %s %q, want held %s", s.Status, s.HoldCode, s.HoldReason, code)
	}
	if c, _ := s.PublicHold(); c != string(code) {
		t.Fatalf("public hold %q, want %q", c, code)
	}
}

func TestAFillAboveTheQuoteIsHeldAndPayFillPaysNoMoreThanItsMaximum(t *testing.T) {
	q := floating("USDC", "30000000")
	s := quotedSwap(t, q, 0)
	fill(t, s, "30000000000000000000", nil)
	noPayout(t, s, HoldFillOutsideQuote)
	if !strings.Contains(s.HoldReason, "above quote") {
		t.Fatalf("hold reason %q", s.HoldReason)
	}
	if err := s.ResolveHold(Request{Action: ResolvePayFill, Note: "customer agreed"}, time.Now()); err != nil {
		t.Fatal(err)
	}
	if got := payout(t, s).AmountUnits; got != q.MaxOutUnits {
		t.Fatalf("pay-fill pays %s, want the quote's maximum %s", got, q.MaxOutUnits)
	}
}

func TestAFillBelowTheQuoteIsHeldAndPayFillPaysTheFill(t *testing.T) {
	s := quotedSwap(t, floating("USDC", "30000000"), 0)
	fill(t, s, "30", nil)
	noPayout(t, s, HoldFillOutsideQuote)
	if err := s.ResolveHold(Request{Action: ResolvePayFill, Note: "customer took less"}, time.Now()); err != nil {
		t.Fatal(err)
	}
	if got := payout(t, s).AmountUnits; got != "30" {
		t.Fatalf("pay-fill pays %s, want the fill", got)
	}
}

func TestAFloatingQuotePaysTheFillWithinItsBounds(t *testing.T) {
	s := quotedSwap(t, floating("USDC", "30000000"), 0)
	fill(t, s, "29800000", nil)
	if got := payout(t, s).AmountUnits; got != "29800000" {
		t.Fatalf("payout %s, want the fill", got)
	}
	if s.Fill.Quote == nil || s.Fill.Quote.ID != "q-30000000" {
		t.Fatalf("the fill does not record its bound: %+v", s.Fill)
	}
}

func TestAFixedQuotePaysItsPromiseForADepositBeforeItExpired(t *testing.T) {
	const expires = 1_800_000_000
	fixed := func() *Quote {
		q := floating("USDC", "30000000")
		q.Kind, q.ExpiresAt = QuoteFixed, expires
		return q
	}
	for _, tc := range []struct {
		name      string
		blockTime int64
		want      string
	}{
		{"deposit before expiry: the promised amount", expires - 60, "30000000"},
		{"deposit at expiry: the promised amount", expires, "30000000"},
		{"deposit after expiry: the fill (late-deposit policy)", expires + 1, "29900000"},
		{"deposit of unknown time: the fill", 0, "29900000"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := quotedSwap(t, fixed(), tc.blockTime)
			fill(t, s, "29900000", nil)
			if got := payout(t, s).AmountUnits; got != tc.want || s.Fill.PayoutUnits != tc.want {
				t.Fatalf("payout %s (fill records %s), want %s", got, s.Fill.PayoutUnits, tc.want)
			}
		})
	}
	// A late deposit is still bounded: a fill outside holds.
	s := quotedSwap(t, fixed(), expires+1)
	fill(t, s, "1", nil)
	noPayout(t, s, HoldFillOutsideQuote)
}

func TestTheTermsQuoteBindsAndTheExchangeCannotWidenIt(t *testing.T) {
	s := quotedSwap(t, floating("USDC", "30000000"), 0)
	wide := floating("USDC", "30000000000000000000")
	fill(t, s, "30000000000000000000", wide)
	noPayout(t, s, HoldFillOutsideQuote)
}

func TestTheExchangeStepsQuoteBoundsASwapWithoutOne(t *testing.T) {
	s := quotedSwap(t, nil, 0)
	fill(t, s, "30000000", floating("USDC", "30000000"))
	if got := payout(t, s).AmountUnits; got != "30000000" {
		t.Fatalf("payout %s", got)
	}
	s = quotedSwap(t, nil, 0)
	fill(t, s, "30000000000000000000", floating("USDC", "30000000"))
	noPayout(t, s, HoldFillOutsideQuote)
}

func TestAQuoteThatDoesNotValidateBoundsNothing(t *testing.T) {
	bad := floating("USDC", "30000000")
	bad.MinOutUnits = "40000000" // above the expected amount
	s := quotedSwap(t, nil, 0)
	fill(t, s, "30000000", bad)
	noPayout(t, s, HoldFillUnbounded)
	other := floating("DAI", "30000000") // a quote in another asset
	s = quotedSwap(t, nil, 0)
	fill(t, s, "30000000", other)
	noPayout(t, s, HoldFillMismatch)
}

func TestASwapRecordedBeforeQuotesPaysItsUnboundedFill(t *testing.T) {
	s := quotedSwap(t, nil, 0)
	s.UnboundedFills = true
	fill(t, s, "30000000", nil)
	if got := payout(t, s).AmountUnits; got != "30000000" {
		t.Fatalf("payout %s", got)
	}
}

func TestAQuoteInTheTermsIsValidatedFieldByField(t *testing.T) {
	ok := func() *Quote { return floating("USDC", "30000000") }
	for _, tc := range []struct {
		field string
		edit  func(q *Quote)
	}{
		{"quote.id", func(q *Quote) { q.ID = "" }},
		{"quote.source", func(q *Quote) { q.Source = strings.Repeat("s", MaxIDLen+1) }},
		{"quote.kind", func(q *Quote) { q.Kind = "best-effort" }},
		{"quote.asset", func(q *Quote) { q.Asset = "DAI" }},
		{"quote.minOutUnits", func(q *Quote) { q.MinOutUnits = "-1" }},
		{"quote.expectedOutUnits", func(q *Quote) { q.ExpectedOutUnits = "1e6" }},
		{"quote.maxOutUnits", func(q *Quote) { q.MaxOutUnits = "29999999" }},
		{"quote.minOutUnits", func(q *Quote) { q.MinOutUnits = "30000001" }},
		{"quote.expiresAt", func(q *Quote) { q.Kind = QuoteFixed }},
		{"quote.expiresAt", func(q *Quote) { q.ExpiresAt = -5 }},
	} {
		q := ok()
		tc.edit(q)
		tm := terms()
		tm.PayoutAsset, tm.Quote = "USDC", q
		_, err := New(tm)
		fe, isField := err.(*FieldError)
		if !isField || fe.Field != tc.field {
			t.Errorf("%s: error %v, want one naming %s", tc.field, err, tc.field)
		}
	}
}

// pay-fill never pays above what the quote promised: a fixed quote's
// expected amount when the deposit earned it, the maximum otherwise; a quote
// in another asset than the fill bounds nothing, and pay-fill then needs
// force.
func TestPayFillPaysNoMoreThanTheQuotePromised(t *testing.T) {
	const expires = 1_800_000_000
	fixed := floating("USDC", "30000000")
	fixed.Kind, fixed.ExpiresAt = QuoteFixed, expires
	s := quotedSwap(t, fixed, expires-60)
	fill(t, s, "40000000", nil)
	noPayout(t, s, HoldFillOutsideQuote)
	if err := s.ResolveHold(Request{Action: ResolvePayFill, Note: "ok"}, time.Now()); err != nil {
		t.Fatal(err)
	}
	if got := payout(t, s).AmountUnits; got != "30000000" {
		t.Fatalf("pay-fill of a fixed quote pays %s, want its promise", got)
	}

	s = quotedSwap(t, nil, 0)
	complete(t, s, ActionStartExchange, Effect{Result: EffectSucceeded, Detail: "ex-1", AmountOutUnits: "30000000", Asset: "USDC", Quote: floating("DAI", "30000000")})
	noPayout(t, s, HoldFillMismatch)
	if err := s.CheckResolve(Request{Action: ResolvePayFill, Note: "ok"}, time.Now()); err == nil || !strings.Contains(err.Error(), "force") {
		t.Fatalf("pay-fill of a fill its quote does not bound: %v, want force asked for", err)
	}
}

// A deposit a reorg moved to a later block (before it was final) is judged
// by that block's time against a fixed quote's expiry.
func TestAFixedQuoteIsJudgedByTheBlockTheDepositEndedIn(t *testing.T) {
	const expires = 1_800_000_000
	fixed := floating("USDC", "30000000")
	fixed.Kind, fixed.ExpiresAt = QuoteFixed, expires
	tm := terms()
	tm.PayoutAsset, tm.Quote = "USDC", fixed
	s, err := New(tm)
	if err != nil {
		t.Fatal(err)
	}
	obs := event("obs", DepositObserved)
	obs.BlockHash, obs.BlockTime = "0xb1", expires-10
	mustOutcome(t, s.Deliver(obs), Applied)
	conf := event("conf", DepositConfirmed)
	conf.BlockHash, conf.BlockTime = "0xb2", expires+10 // re-mined after the expiry
	mustOutcome(t, s.Deliver(conf), Applied)
	fill(t, s, "29900000", nil)
	if got := payout(t, s).AmountUnits; got != "29900000" {
		t.Fatalf("payout %s: a deposit that ended in a block after the expiry is paid the fill", got)
	}
}

// The payout an on-chain exchange makes in its own transaction is the one
// the fill then schedules, for every fill the quote allows; a fill outside
// it pays nothing, and a payout that depends on the fill is never planned
// before it.
func TestThePayoutKnownBeforeTheFillIsTheOneTheFillSchedules(t *testing.T) {
	const expires = 1_800_000_000
	fixed := func() *Quote {
		q := floating("USDC", "30000000") // bounds 29,700,000 – 30,300,000
		q.Kind, q.ExpiresAt = QuoteFixed, expires
		return q
	}
	exchangeOf := func(s *Swap) Action {
		for _, a := range s.Pending {
			if a.Kind == ActionStartExchange {
				return a
			}
		}
		t.Fatalf("no exchange pending: status %s", s.Status)
		return Action{}
	}
	for _, out := range []string{"29700000", "29700001", "29999999", "30000000", "30000001", "30300000"} {
		s := quotedSwap(t, fixed(), expires-60)
		planned, maxOut, ok := s.PayoutBeforeFill(exchangeOf(s))
		if !ok || maxOut != "30300000" {
			t.Fatalf("fill %s: planned %v %q, want a payout bounded by 30300000", out, ok, maxOut)
		}
		fill(t, s, out, nil)
		got := payout(t, s)
		got.ExchangeID = "" // known only once filled, and not part of the payment
		if got != planned {
			t.Fatalf("fill %s: scheduled %+v, planned %+v", out, got, planned)
		}
	}
	for _, out := range []string{"30300001", "29699999"} {
		s := quotedSwap(t, fixed(), expires-60)
		if _, _, ok := s.PayoutBeforeFill(exchangeOf(s)); !ok {
			t.Fatal("not planned")
		}
		fill(t, s, out, nil)
		noPayout(t, s, HoldFillOutsideQuote)
	}

	for _, tc := range []struct {
		name string
		s    func() *Swap
	}{
		{"a floating quote pays the fill", func() *Swap { return quotedSwap(t, floating("USDC", "30000000"), 0) }},
		{"a deposit after the fixed quote expired is paid the fill", func() *Swap { return quotedSwap(t, fixed(), expires+1) }},
		{"a deposit of unknown time is paid the fill", func() *Swap { return quotedSwap(t, fixed(), 0) }},
		{"a held swap", func() *Swap {
			s := quotedSwap(t, fixed(), expires-60)
			s.hold(HoldEffectFailed, "test")
			return s
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := tc.s()
			var ex Action
			for _, a := range s.Pending {
				if a.Kind == ActionStartExchange {
					ex = a
				}
			}
			if ex.Key == "" {
				ex = Action{Kind: ActionStartExchange, Key: ExchangeKey(s.Terms.SwapID)}
			}
			if p, _, ok := s.PayoutBeforeFill(ex); ok {
				t.Fatalf("planned %+v", p)
			}
		})
	}
	s := quotedSwap(t, fixed(), expires-60)
	if p, _, ok := s.PayoutBeforeFill(Action{Kind: ActionStartExchange, Key: "start-exchange:another"}); ok {
		t.Fatalf("planned for an exchange the swap does not have pending: %+v", p)
	}
}
