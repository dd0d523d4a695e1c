package activities

import "context"

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
}

// PayoutResult is the provider's payout reference.
type PayoutResult struct {
	PayoutID string `json:"payoutId"`
}

// SendPayout pays out under key send-payout:<swap>.
func (a *Activities) SendPayout(ctx context.Context, req PayoutRequest) (PayoutResult, error) {
	var res PayoutResult
	err := a.postIdempotent(ctx, "payout", a.PayoutURL+"/v1/payouts", req.Key, withoutKey(req), &res)
	if err == nil && res.PayoutID == "" {
		res.PayoutID = req.Key // a 2xx naming no reference (202, 204): the receiver knows the effect by its key
	}
	return res, err
}
