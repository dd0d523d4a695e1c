// Package price answers "how much of asset B is this amount of asset A worth
// now" from sources the exchange does not control, for the swap API's quotes
// (issue 28). A quote's bounds are what stop a wrong or hostile fill from
// being paid: a price the exchange itself reported would let an exchange that
// lies in both its quote and its fill through.
//
// Every source behind one interface (Source); a Board asks every source that
// prices the pair and refuses to quote when one cannot answer or two disagree
// by more than its tolerance. Nothing here imports Temporal.
package price

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"
)

// Request is what a quote prices: AmountInUnits base units of AssetIn, paid
// out in AssetOut.
type Request struct {
	AssetIn, AssetOut string
	AmountInUnits     *big.Int
}

// Price is one source's answer: OutUnits base units of AssetOut for the
// request's amount, as the source saw it at At.
type Price struct {
	Source   string
	OutUnits *big.Int
	At       time.Time
}

// Source prices pairs. Quote answers ErrNoPair for a pair it does not price
// (the Board then does not count it); any other error refuses the quote.
type Source interface {
	Name() string
	Quote(ctx context.Context, r Request) (Price, error)
}

// ErrNoPair: the source does not price this pair.
var ErrNoPair = errors.New("no price for this pair")

// Refusal is a quote refused for a reason a merchant may read (stale feed,
// disagreement): the API answers it as a 409/422 naming it, never as an
// internal error.
type Refusal struct{ Reason string }

func (r *Refusal) Error() string { return r.Reason }

func refuse(format string, a ...any) error { return &Refusal{fmt.Sprintf(format, a...)} }

// Board quotes from several sources: every source that prices the pair must
// answer, and no two answers may differ by more than ToleranceBps of the
// smaller. The quote is the lowest answer (the engine promises what every
// source agrees it can pay), named after every source that agreed.
type Board struct {
	Sources      []Source
	ToleranceBps int64
}

// DefaultToleranceBps is how far two sources may disagree: 2 %.
const DefaultToleranceBps = 200

// Quote asks every source; see Board.
func (b Board) Quote(ctx context.Context, r Request) (Price, error) {
	if r.AmountInUnits == nil || r.AmountInUnits.Sign() <= 0 {
		return Price{}, refuse("amountUnits must be positive")
	}
	var got []Price
	for _, s := range b.Sources {
		p, err := s.Quote(ctx, r)
		if errors.Is(err, ErrNoPair) {
			continue
		}
		if err != nil {
			return Price{}, fmt.Errorf("%s: %w", s.Name(), err)
		}
		if p.OutUnits == nil || p.OutUnits.Sign() <= 0 {
			return Price{}, refuse("%s priced %s %s at nothing", s.Name(), r.AmountInUnits, r.AssetIn)
		}
		got = append(got, p)
	}
	if len(got) == 0 {
		return Price{}, refuse("no price source for %s → %s", r.AssetIn, r.AssetOut)
	}
	tol := b.ToleranceBps
	if tol <= 0 {
		tol = DefaultToleranceBps
	}
	lo, hi := got[0], got[0]
	for _, p := range got[1:] {
		if p.OutUnits.Cmp(lo.OutUnits) < 0 {
			lo = p
		}
		if p.OutUnits.Cmp(hi.OutUnits) > 0 {
			hi = p
		}
	}
	// hi − lo > lo × tol / 10,000: the sources disagree.
	diff := new(big.Int).Sub(hi.OutUnits, lo.OutUnits)
	diff.Mul(diff, big.NewInt(10_000))
	if diff.Cmp(new(big.Int).Mul(lo.OutUnits, big.NewInt(tol))) > 0 {
		return Price{}, refuse("price sources disagree: %s says %s %s, %s says %s (more than %d bps apart)",
			lo.Source, lo.OutUnits, r.AssetOut, hi.Source, hi.OutUnits, tol)
	}
	names := make([]string, len(got))
	at := got[0].At
	for i, p := range got {
		names[i] = p.Source
		if p.At.Before(at) {
			at = p.At
		}
	}
	return Price{Source: strings.Join(names, "+"), OutUnits: new(big.Int).Set(lo.OutUnits), At: at}, nil
}
