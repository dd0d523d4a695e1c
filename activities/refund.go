package activities

import "context"

// RefundRequest returns a deposit to its sender.
type RefundRequest struct {
	Key         string `json:"key,omitempty"`
	SwapID      string `json:"swapId"`
	DepositRef  string `json:"depositRef"`
	Address     string `json:"address"`
	Asset       string `json:"asset"`
	AmountUnits string `json:"amountUnits"`
	Reason      string `json:"reason,omitempty"`
}

// RefundResult is the provider's refund reference.
type RefundResult struct {
	RefundID string `json:"refundId"`
}

// Refund returns one deposit under key refund:<swap>:<depositRef>.
func (a *Activities) Refund(ctx context.Context, req RefundRequest) (RefundResult, error) {
	var res RefundResult
	err := a.postIdempotent(ctx, "refund", a.PayoutURL+"/v1/refunds", req.Key, withoutKey(req), &res)
	if err == nil && res.RefundID == "" {
		res.RefundID = req.Key // a 2xx naming no reference (202, 204): the receiver knows the effect by its key
	}
	return res, err
}
