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
		if err := a.verifyDeposit(ctx, "refund", req.Key, req.SwapID, depositClaim{
			Ref: req.DepositRef, AmountUnits: req.AmountUnits, Asset: req.Asset, Payer: req.Payer}); err != nil {
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

// depositClaim is what an effect says of the deposit it is for.
type depositClaim struct {
	Ref, AmountUnits, Asset, Payer string
}

// verifyDeposit: the vault pays only for a deposit the scanner saw final —
// of this swap, this amount and asset — and a refund that goes to the payer
// a delivery named goes to the deposit's real payer. A swap believes its
// deliveries, and anyone who can signal it could otherwise name a deposit, or
// a payer, that never was: the vault would pay a payout for nothing, or pay
// the forger a refund. An effect that fails the check is an item for a
// person, never sent.
func (a *Activities) verifyDeposit(ctx context.Context, role, key, swapID string, c depositClaim) error {
	if a.Deposits == nil {
		return nil
	}
	d, found, err := a.Deposits.FinalDeposit(ctx, c.Ref)
	if err != nil {
		return temporal.NewApplicationError(fmt.Sprintf("%s %s: %v", role, key, err), "DepositUnknown") // retried
	}
	refuse := func(field, format string, args ...any) error {
		return temporal.NewNonRetryableApplicationError(fmt.Sprintf("%s %s not sent: field %s: %s", role, key, field, fmt.Sprintf(format, args...)), ErrDepositUnverified, nil)
	}
	switch {
	case c.Ref == "" || !found:
		return refuse("depositRef", "%q is no deposit the scanner saw final", c.Ref)
	case d.SwapID != swapID:
		return refuse("swapId", "deposit %s paid swap %q, not %q", c.Ref, d.SwapID, swapID)
	case d.AmountUnits != c.AmountUnits:
		return refuse("amountUnits", "deposit %s was %s units, not %s", c.Ref, d.AmountUnits, c.AmountUnits)
	case d.Asset != "" && d.Asset != c.Asset:
		return refuse("asset", "deposit %s was paid in %s, not %s", c.Ref, d.Asset, c.Asset)
	case c.Payer != "" && !strings.EqualFold(c.Payer, d.Payer):
		return refuse("payer", "deposit %s was paid by %s, not %s", c.Ref, d.Payer, c.Payer)
	}
	return nil
}
