package activities

import (
	"context"
	"strings"

	"github.com/swapengine/swapengine/internal/txsender"
)

// PayoutRequest sends the exchanged amount to the customer.
type PayoutRequest struct {
	Key         string `json:"key,omitempty"`
	SwapID      string `json:"swapId"`
	Address     string `json:"address"`
	Asset       string `json:"asset"`
	AmountUnits string `json:"amountUnits"`
	// ExchangeID names the fill being paid out: the receiver refuses an asset
	// or amount that does not match that fill.
	ExchangeID string `json:"exchangeId,omitempty"`
	// Quote is sent when the amount is not the fill: a fixed quote's promise
	// or a pay-fill capped at the quote's maximum. The receiver then checks
	// the amount and the fill against the quote's bounds instead of against
	// each other (docs/openapi/receivers.yaml).
	Quote *PayoutQuote `json:"quote,omitempty"`
	// ChainID is the swap's chain (its terms'); it chooses the on-chain
	// route and is not sent to the HTTP receiver (withoutKey drops it): the
	// body a receiver fingerprints holds the payout alone.
	ChainID uint64 `json:"chainId,omitempty"`
	// DepositRef, DepositAmountUnits and DepositAsset are the swap's bound
	// deposit: an on-chain payout checks it against the scanner's record.
	DepositRef         string `json:"depositRef,omitempty"`
	DepositAmountUnits string `json:"depositAmountUnits,omitempty"`
	DepositAsset       string `json:"depositAsset,omitempty"`
}

// PayoutQuote is the quote a payout of another amount than its fill keeps to.
type PayoutQuote struct {
	ID               string `json:"id"`
	ExpectedOutUnits string `json:"expectedOutUnits"`
	MinOutUnits      string `json:"minOutUnits"`
	MaxOutUnits      string `json:"maxOutUnits"`
}

// PayoutResult is the provider's payout reference.
type PayoutResult struct {
	PayoutID string `json:"payoutId"`
}

// SendPayout pays out under key send-payout:<swap>: on-chain when the
// worker pays req.Asset on req.ChainID (the result is the transaction hash),
// else through the payout receiver.
func (a *Activities) SendPayout(ctx context.Context, req PayoutRequest) (PayoutResult, error) {
	p, token, onChain := a.onChain(req.ChainID, req.Asset)
	if err := a.pinRoute(ctx, "payout", req.Key, map[bool]string{true: routeOnChain, false: routeHTTP}[onChain]); err != nil {
		return PayoutResult{}, err
	}
	if onChain {
		if _, err := a.verifyDeposit(ctx, "payout", req.Key, req.SwapID, depositClaim{
			Ref: req.DepositRef, AmountUnits: req.DepositAmountUnits, Asset: req.DepositAsset}); err != nil {
			return PayoutResult{}, err
		}
		// A fill on the DEX route names its trade, which may have paid this
		// payout in the same transaction (a fixed quote's promise): the
		// sender looks there first.
		paidIn, _ := strings.CutPrefix(req.ExchangeID, dexFillPrefix)
		if paidIn == req.ExchangeID {
			paidIn = ""
		}
		hash, err := a.sendOnChain(ctx, p, "payout", txsender.PaymentRequest{
			Key: req.Key, ChainID: p.ChainID, Vault: p.Vault.Hex(), Token: token.Hex(), To: req.Address, Amount: req.AmountUnits, PaidIn: paidIn,
		})
		return PayoutResult{PayoutID: hash}, err
	}
	ctx, cancel := attemptContext(ctx)
	defer cancel()
	var res PayoutResult
	err := a.postIdempotent(ctx, "payout", a.PayoutURL+"/v1/payouts", req.Key, withoutKey(req), &res)
	if err == nil && res.PayoutID == "" {
		res.PayoutID = req.Key // a 2xx naming no reference (202, 204): the receiver knows the effect by its key
	}
	return res, err
}
