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
	// ChainID: as PayoutRequest.ChainID. The refund goes back in the
	// deposit's own asset (Asset), so the token is the deposit's.
	ChainID uint64 `json:"chainId,omitempty"`
}

// RefundResult is the provider's refund reference.
type RefundResult struct {
	RefundID string `json:"refundId"`
}

// Refund returns one deposit under key refund:<swap>:<depositRef>: on-chain
// when the worker pays req.Asset on req.ChainID (the result is the
// transaction hash), else through the refund receiver.
func (a *Activities) Refund(ctx context.Context, req RefundRequest) (RefundResult, error) {
	p, token, onChain := a.onChain(req.ChainID, req.Asset)
	if err := a.pinRoute(ctx, "refund", req.Key, map[bool]string{true: routeOnChain, false: routeHTTP}[onChain]); err != nil {
		return RefundResult{}, err
	}
	if onChain {
		hash, err := a.payOnChain(ctx, p, "refund", req.Key, token, req.Address, req.AmountUnits)
		return RefundResult{RefundID: hash}, err
	}
	ctx, cancel := attemptContext(ctx)
	defer cancel()
	var res RefundResult
	err := a.postIdempotent(ctx, "refund", a.PayoutURL+"/v1/refunds", req.Key, withoutKey(req), &res)
	if err == nil && res.RefundID == "" {
		res.RefundID = req.Key // a 2xx naming no reference (202, 204): the receiver knows the effect by its key
	}
	return res, err
}
