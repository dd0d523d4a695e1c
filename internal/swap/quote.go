package swap

import (
	"fmt"
	"math/big"
)

// QuoteKind says what a quote promises the customer.
type QuoteKind string

const (
	// QuoteFixed promises ExpectedOutUnits for a deposit made (by its block's
	// time) before ExpiresAt; the operator carries the difference to the fill.
	// A deposit made after it is paid as a floating quote would be: the fill,
	// if it lies within the same bounds (the written late-deposit policy).
	QuoteFixed QuoteKind = "fixed"
	// QuoteFloating promises the exchange's fill, within MinOutUnits and
	// MaxOutUnits.
	QuoteFloating QuoteKind = "floating"
)

// Quote bounds a swap's payout. A fill outside [MinOutUnits, MaxOutUnits]
// holds the swap (HoldFillOutsideQuote) and nothing above MaxOutUnits is ever
// paid. A quote in the terms comes from a source the exchange does not
// control, so a fill in the wrong decimals, a typo or a compromised exchange
// account cannot turn one deposit into the vault's per-payment cap. The
// exchange step's own quote (a swap created without one) catches a fill the
// exchange did not quote — a decimals slip between its two answers — but not
// an exchange that lies in both.
type Quote struct {
	ID string `json:"id"`
	// Source names where the price came from (e.g. "exchange", a feed).
	Source string    `json:"source"`
	Kind   QuoteKind `json:"kind"`
	// Asset is the asset out; it is the swap's payout asset.
	Asset            string `json:"asset"`
	ExpectedOutUnits string `json:"expectedOutUnits"`
	MinOutUnits      string `json:"minOutUnits"`
	MaxOutUnits      string `json:"maxOutUnits"`
	// ExpiresAt (Unix seconds) ends a fixed quote's promise; 0 for floating.
	ExpiresAt int64 `json:"expiresAt,omitempty"`
}

// Band is the bounds of a quote of out, bps basis points either side (bps
// above 10,000 leaves no floor).
func Band(out *big.Int, bps int64) (lo, hi *big.Int) {
	lo = new(big.Int).Quo(new(big.Int).Mul(out, big.NewInt(10_000-min(bps, 10_000))), big.NewInt(10_000))
	hi = new(big.Int).Quo(new(big.Int).Mul(out, big.NewInt(10_000+bps)), big.NewInt(10_000))
	return lo, hi
}

// Validate names the first wrong field, under prefix (e.g. "quote.").
func (q Quote) Validate(prefix string) error {
	if err := validateToken(prefix+"id", q.ID, MaxIDLen); err != nil {
		return err
	}
	if err := validateToken(prefix+"source", q.Source, MaxIDLen); err != nil {
		return err
	}
	if q.Kind != QuoteFixed && q.Kind != QuoteFloating {
		return &FieldError{prefix + "kind", fmt.Sprintf("must be %q or %q", QuoteFixed, QuoteFloating)}
	}
	if err := validateToken(prefix+"asset", q.Asset, MaxAssetLen); err != nil {
		return err
	}
	lo, err := ParseAmount(prefix+"minOutUnits", q.MinOutUnits)
	if err != nil {
		return err
	}
	want, err := ParseAmount(prefix+"expectedOutUnits", q.ExpectedOutUnits)
	if err != nil {
		return err
	}
	hi, err := ParseAmount(prefix+"maxOutUnits", q.MaxOutUnits)
	if err != nil {
		return err
	}
	switch {
	case want.Cmp(lo) < 0:
		return &FieldError{prefix + "minOutUnits", "is above expectedOutUnits"}
	case want.Cmp(hi) > 0:
		return &FieldError{prefix + "maxOutUnits", "is below expectedOutUnits"}
	case q.Kind == QuoteFixed && q.ExpiresAt <= 0:
		return &FieldError{prefix + "expiresAt", "is required for a fixed quote"}
	case q.ExpiresAt < 0:
		return &FieldError{prefix + "expiresAt", "must be Unix seconds"}
	}
	return nil
}

// bound is the quote the swap's payout is checked against: the terms' own,
// or the one the exchange step took before the fill (Effect.Quote), when the
// terms carry none. A quote that does not validate bounds nothing.
func (s *Swap) bound(e Effect) *Quote {
	if q := s.Terms.Quote; q != nil {
		return q
	}
	if q := e.Quote; q != nil && q.Validate("quote.") == nil {
		return q
	}
	return nil
}

// payoutFor is what the customer is paid for a fill of amount in asset under
// quote q, or the hold (code and reason) when the fill may not be paid:
//   - no quote: held (fill-unbounded), except for a swap recorded before
//     quotes bounded payouts (UnboundedFills);
//   - a fill outside the quote's bounds: held (fill-outside-quote);
//   - a fixed quote, deposit made before it expired: its expected amount;
//   - otherwise: the fill.
func (s *Swap) payoutFor(exchangeID string, amount *big.Int, asset string, q *Quote) (*big.Int, HoldCode, string) {
	if q == nil {
		if s.UnboundedFills {
			return amount, "", ""
		}
		return nil, HoldFillUnbounded, fmt.Sprintf("exchange %s filled %s %s and the swap has no quote to bound its payout: not paid out", exchangeID, amount, asset)
	}
	if q.Asset != asset {
		return nil, HoldFillMismatch, fmt.Sprintf("exchange %s filled %s, the quote is in %s: not paid out", exchangeID, asset, q.Asset)
	}
	lo, _ := ParseAmount("minOutUnits", q.MinOutUnits)
	hi, _ := ParseAmount("maxOutUnits", q.MaxOutUnits)
	switch {
	case amount.Cmp(hi) > 0:
		return nil, HoldFillOutsideQuote, fmt.Sprintf("exchange %s filled %s %s, above quote %s's maximum of %s: not paid out", exchangeID, amount, asset, q.ID, hi)
	case amount.Cmp(lo) < 0:
		return nil, HoldFillOutsideQuote, fmt.Sprintf("exchange %s filled %s %s, below quote %s's minimum of %s: not paid out", exchangeID, amount, asset, q.ID, lo)
	}
	if want := s.promise(q); want != nil {
		return want, "", ""
	}
	return amount, "", ""
}

// promise is what a fixed quote promises for any fill within its bounds —
// its expected amount, when the swap's deposit earned it (made before the
// quote expired) — or nil: the payout is the fill.
func (s *Swap) promise(q *Quote) *big.Int {
	if q == nil || q.Kind != QuoteFixed || !s.depositBefore(q.ExpiresAt) {
		return nil
	}
	want, err := ParseAmount("expectedOutUnits", q.ExpectedOutUnits)
	if err != nil {
		return nil
	}
	return want
}

// PayoutBeforeFill is the payout the exchange's fill will schedule (filled),
// known before the exchange runs: the terms carry a fixed quote in the
// payout asset that the deposit earned, so every fill within the quote's
// bounds is paid the quote's expected amount, to the terms' address, under
// the payout's key — and a fill outside them is held and paid nothing.
// maxOut is the quote's maximum: a fill above it must not be paid.
//
// An on-chain exchange may then pay the payout in its own transaction
// (issue 28, "exchange and payout in one transaction"); the payout step that
// follows the fill finds the payment under its key, as it finds any payment
// made before its row. ok false: the payout depends on the fill, or the swap
// is not about to exchange (the action is not its pending exchange,
// it is held).
func (s *Swap) PayoutBeforeFill(exchange Action) (payout Action, maxOut string, ok bool) {
	q := s.Terms.Quote
	if exchange.Kind != ActionStartExchange || s.pendingIndex(exchange.Key) < 0 || s.Status != StatusExchange ||
		q == nil || q.Asset == "" || q.Asset != s.Terms.PayoutAsset || s.Terms.PayoutAddress == "" || q.Validate("quote.") != nil {
		return Action{}, "", false
	}
	want := s.promise(q)
	if want == nil {
		return Action{}, "", false
	}
	return Action{
		Kind: ActionSendPayout, Key: PayoutKey(s.Terms.SwapID), DepositRef: exchange.DepositRef,
		AmountUnits: want.String(), Asset: q.Asset, Address: s.Terms.PayoutAddress,
	}, q.MaxOutUnits, true
}

// depositBefore: the bound deposit's block is dated before unix. A deposit
// whose block time no delivery named is not: a fixed promise is kept only
// when the chain shows it was earned.
func (s *Swap) depositBefore(unix int64) bool {
	d := s.Deposit
	return d != nil && d.BlockTime > 0 && d.BlockTime <= unix
}

// payFillAmount is what an operator's pay-fill pays: the fill, never above
// what its quote promised — the expected amount of a fixed quote the deposit
// earned, else the quote's maximum — when the quote is in the fill's asset.
// A fill no quote in its asset bounds is paid as filled (pay-fill then needs
// force: the operator checked the amount).
func (s *Swap) payFillAmount() *big.Int {
	fill, _ := ParseAmount("amountOutUnits", s.Fill.AmountOutUnits)
	q := s.Fill.Quote
	if q == nil || q.Asset != s.Fill.Asset {
		return fill
	}
	cap := s.promise(q)
	if cap == nil {
		var err error
		if cap, err = ParseAmount("maxOutUnits", q.MaxOutUnits); err != nil {
			return fill
		}
	}
	if fill.Cmp(cap) > 0 {
		return cap
	}
	return fill
}
