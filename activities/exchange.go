package activities

import (
	"context"
	"errors"
	"math/big"

	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/swap"
)

// ExchangeRequest asks the exchange to convert a final deposit.
type ExchangeRequest struct {
	Key         string `json:"key,omitempty"`
	SwapID      string `json:"swapId"`
	Asset       string `json:"asset"`
	AmountUnits string `json:"amountUnits"`
	DepositRef  string `json:"depositRef"`
	// PayoutAsset is what the customer is to receive (the swap's other side).
	PayoutAsset string `json:"payoutAsset,omitempty"`
	// NeedsQuote: the swap's terms carry no quote, so the exchange's own
	// quote is taken first and bounds the payout (quote). Not sent to the
	// exchange with the fill (withoutKey): the fill's body stays what it was.
	NeedsQuote bool `json:"needsQuote,omitempty"`
	// ChainID routes the exchange: a pair the chain's DEX route trades goes
	// on-chain (trade.go), any other to the HTTP exchange. Not sent to it.
	ChainID uint64 `json:"chainId,omitempty"`
	// MinOutUnits is the least the swap's quote lets the exchange fill: an
	// on-chain trade's amountOutMinimum. Not sent to the HTTP exchange.
	MinOutUnits string `json:"minOutUnits,omitempty"`
	// Payout is the swap's payout when it is fixed before the fill
	// (swap.PayoutBeforeFill: a fixed quote its deposit earned): an on-chain
	// trade pays it in its own transaction. Not sent to the HTTP exchange.
	Payout *TradePayout `json:"payout,omitempty"`
}

// TradePayout is a payout an on-chain trade makes in its own transaction,
// under the payout's key, only when the trade gained at most MaxOutUnits.
type TradePayout struct {
	Key         string `json:"key"`
	Address     string `json:"address"`
	AmountUnits string `json:"amountUnits"`
	MaxOutUnits string `json:"maxOutUnits"`
}

// ExchangeResult is the fill the exchange reports (and replays for the same key).
type ExchangeResult struct {
	ExchangeID     string `json:"exchangeId"`
	AmountOutUnits string `json:"amountOutUnits"`
	QuoteAsset     string `json:"quoteAsset,omitempty"`
	// Quote is the bound taken before the fill, when the request needed one
	// and the exchange gave it.
	Quote *swap.Quote `json:"quote,omitempty"`
	// PayoutTx is the trade's transaction when it also paid the request's
	// Payout (the payout step then finds it paid there).
	PayoutTx string `json:"payoutTx,omitempty"`
}

// DefaultQuoteToleranceBps is how far a fill may fall from the exchange's
// quote, either side, in basis points, when the worker sets nothing else.
const DefaultQuoteToleranceBps = 100

// StartExchange runs the exchange under key start-exchange:<swap>.
func (a *Activities) StartExchange(ctx context.Context, req ExchangeRequest) (ExchangeResult, error) {
	if p, fee, ok := a.dexRoute(req); ok {
		return a.trade(ctx, p, fee, req)
	}
	if err := a.pinRoute(ctx, "exchange", req.Key, routeHTTP); err != nil {
		return ExchangeResult{}, err
	}
	ctx, cancel := attemptContext(ctx)
	defer cancel()
	var q *swap.Quote
	if req.NeedsQuote {
		var err error
		if q, err = a.quote(ctx, req); err != nil {
			return ExchangeResult{}, err
		}
	}
	var res ExchangeResult
	err := a.postIdempotent(ctx, "exchange", a.ExchangeURL+"/v1/exchanges", req.Key, withoutKey(req), &res)
	if err == nil && res.ExchangeID == "" {
		res.ExchangeID = req.Key // a 2xx naming no reference (202, 204): the receiver knows the effect by its key
	}
	res.Quote = q
	return res, err
}

// exchangeQuote is the exchange receiver's answer to POST /v1/quotes
// (docs/openapi/receivers.yaml).
type exchangeQuote struct {
	QuoteID        string `json:"quoteId"`
	AmountOutUnits string `json:"amountOutUnits"`
	QuoteAsset     string `json:"quoteAsset"`
}

// quote asks the exchange what the deposit would fill now and makes it a
// floating quote, QuoteToleranceBps either side. A receiver that offers no
// quote (404, a 4xx, an answer without an amount) leaves the swap unbounded:
// the exchange still runs — a decline refunds as before — and its fill is
// held for a person, never paid. An answer that may change (5xx, transport,
// 429) or a refused credential is the step's error, retried or held as the
// exchange's own would be.
func (a *Activities) quote(ctx context.Context, req ExchangeRequest) (*swap.Quote, error) {
	body := struct {
		SwapID      string `json:"swapId"`
		Asset       string `json:"asset"`
		AmountUnits string `json:"amountUnits"`
		PayoutAsset string `json:"payoutAsset,omitempty"`
	}{req.SwapID, req.Asset, req.AmountUnits, req.PayoutAsset}
	var ans exchangeQuote
	err := a.postIdempotent(ctx, "exchange", a.ExchangeURL+"/v1/quotes", "quote:"+req.SwapID, body, &ans)
	var ae *temporal.ApplicationError
	if err != nil && (!errors.As(err, &ae) || !ae.NonRetryable() || ae.Type() == ErrProviderAuth) {
		return nil, err
	}
	out, perr := swap.ParseAmount("amountOutUnits", ans.AmountOutUnits)
	if err != nil || perr != nil || ans.QuoteAsset == "" {
		activityLogger(ctx).Warn("the exchange gave no quote: the fill will be held, not paid", "swapId", req.SwapID, "error", errors.Join(err, perr))
		return nil, nil
	}
	id := ans.QuoteID
	if id == "" {
		id = "quote:" + req.SwapID
	}
	return a.floatingQuote(id, "exchange", ans.QuoteAsset, out), nil
}

// floatingQuote is the bound of a swap created without a quote, from what
// the exchange step was quoted just before it ran: QuoteToleranceBps either
// side of out.
func (a *Activities) floatingQuote(id, source, asset string, out *big.Int) *swap.Quote {
	bps := int64(a.QuoteToleranceBps)
	if bps <= 0 {
		bps = DefaultQuoteToleranceBps
	}
	lo, hi := swap.Band(out, bps)
	return &swap.Quote{
		ID: swap.Truncate(id, swap.MaxIDLen), Source: swap.Truncate(source, swap.MaxIDLen), Kind: swap.QuoteFloating, Asset: swap.Truncate(asset, swap.MaxAssetLen),
		ExpectedOutUnits: out.String(), MinOutUnits: lo.String(), MaxOutUnits: hi.String(),
	}
}
