package activities

import (
	"context"
	"fmt"
	"strings"

	"go.temporal.io/sdk/temporal"
)

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
	// Payer is set when the refund goes to the deposit's payer as a delivery
	// named it: an on-chain refund checks it against the scanner's record.
	Payer string `json:"payer,omitempty"`
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
		if err := a.verifyRefund(ctx, req); err != nil {
			return RefundResult{}, err
		}
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

// verifyRefund: the vault pays a refund only for a deposit the scanner saw
// final — of this swap, this amount and asset — and, when it goes to the
// payer a delivery named, to that deposit's real payer. A swap believes its
// deliveries, and anyone who can signal it could otherwise name a deposit,
// or a payer, that never was: with refunds to payers, a forged extra
// deposit would make the vault pay the forger. A refund that fails the check
// is an item for a person, never sent.
func (a *Activities) verifyRefund(ctx context.Context, req RefundRequest) error {
	if a.Deposits == nil {
		return nil
	}
	d, found, err := a.Deposits.FinalDeposit(ctx, req.DepositRef)
	if err != nil {
		return temporal.NewApplicationError(fmt.Sprintf("refund %s: %v", req.Key, err), "DepositUnknown") // retried
	}
	refuse := func(field, format string, args ...any) error {
		return temporal.NewNonRetryableApplicationError(fmt.Sprintf("refund %s not sent: field %s: %s", req.Key, field, fmt.Sprintf(format, args...)), ErrDepositUnverified, nil)
	}
	switch {
	case !found:
		return refuse("depositRef", "%s is no deposit the scanner saw final", req.DepositRef)
	case d.SwapID != req.SwapID:
		return refuse("swapId", "deposit %s paid swap %q, not %q", req.DepositRef, d.SwapID, req.SwapID)
	case d.AmountUnits != req.AmountUnits:
		return refuse("amountUnits", "deposit %s was %s units, not %s", req.DepositRef, d.AmountUnits, req.AmountUnits)
	case d.Asset != "" && d.Asset != req.Asset:
		return refuse("asset", "deposit %s was paid in %s, not %s", req.DepositRef, d.Asset, req.Asset)
	case req.Payer != "" && !strings.EqualFold(req.Payer, d.Payer):
		return refuse("payer", "deposit %s was paid by %s, not %s", req.DepositRef, d.Payer, req.Payer)
	}
	return nil
}
