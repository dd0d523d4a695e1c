package activities

import (
	"context"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/redact"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/txsender"
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
// when the worker pays on req.ChainID (the result is the transaction hash),
// else through the refund receiver.
//
// On chain, a refund to the deposit's own payer is the vault's
// refundDeposit, with the deposit's fields read from the chain: bounded by
// the deposit, paid once per deposit, in the refunds' own window so that
// refunds never spend the payouts' cap. A refund to another address (the
// terms' refund address) is a pay() like a payout. A deposit in a token the
// engine cannot name (the scanner records it by address) is only ever
// refunded by the vault: no off-chain receiver holds it, so a receiver's
// "refunded" would report a refund that never happened.
func (a *Activities) Refund(ctx context.Context, req RefundRequest) (RefundResult, error) {
	p, token, onChain := a.onChain(req.ChainID, req.Asset)
	if !onChain && common.IsHexAddress(req.Asset) {
		if p = a.OnChain[req.ChainID]; p == nil {
			return RefundResult{}, temporal.NewNonRetryableApplicationError(fmt.Sprintf(
				"refund %s not sent: field asset: %s is a token the engine does not name, held by the vault on chain %d; "+
					"only the vault can return it (a worker with -payout-chain-id %d), never an off-chain receiver",
				req.Key, req.Asset, req.ChainID, req.ChainID), ErrPaymentRefused, nil)
		}
		token, onChain = common.HexToAddress(req.Asset), true
	}
	if err := a.pinRoute(ctx, "refund", req.Key, map[bool]string{true: routeOnChain, false: routeHTTP}[onChain]); err != nil {
		return RefundResult{}, err
	}
	if onChain {
		d, err := a.verifyDeposit(ctx, "refund", req.Key, req.SwapID, depositClaim{
			Ref: req.DepositRef, AmountUnits: req.AmountUnits, Asset: req.Asset, Payer: req.Payer, Token: &token})
		if err != nil {
			return RefundResult{}, err
		}
		pay := txsender.PaymentRequest{Key: req.Key, ChainID: p.ChainID, Vault: p.Vault.Hex(), Token: token.Hex(), To: req.Address, Amount: req.AmountUnits}
		if d != nil && common.IsHexAddress(req.Address) && common.HexToAddress(req.Address) == common.HexToAddress(d.Payer) {
			if err := a.namedDeposit(ctx, p, req.Key, *d, &pay); err != nil {
				return RefundResult{}, err
			}
		}
		hash, err := a.sendOnChain(ctx, p, "refund", pay)
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

// namedDeposit makes pay the return of deposit d to its payer: it reads the
// deposit's Deposited log from the chain (a transient error retries) and
// names it as the vault's refundDeposit does. The log must say what the
// scanner recorded; the vault checks the rest against its own record.
func (a *Activities) namedDeposit(ctx context.Context, p *OnChainPayer, key string, d store.FinalDeposit, pay *txsender.PaymentRequest) error {
	if d.TxHash == "" || d.BlockHash == "" {
		return nil // a record without the log's place: a plain pay() to the payer
	}
	rctx, cancel := context.WithTimeout(ctx, stepTimeout)
	defer cancel()
	dl, err := p.Sender.ReadDeposit(rctx, p.Vault, common.HexToHash(d.TxHash), common.HexToHash(d.BlockHash), uint(d.LogIndex))
	if err != nil {
		return temporal.NewApplicationError(fmt.Sprintf("refund %s: %s", key, redact.Text(err.Error(), p.RPCURL)), ErrPaymentPending)
	}
	if dl.Payer != common.HexToAddress(d.Payer) || dl.Amount.String() != d.AmountUnits || dl.Token.Hex() != common.HexToAddress(pay.Token).Hex() {
		return temporal.NewNonRetryableApplicationError(fmt.Sprintf(
			"refund %s not sent: field depositRef: the chain's Deposited log (%s of %s from %s) is not the deposit the scanner recorded (%s from %s)",
			key, dl.Amount, dl.Token.Hex(), dl.Payer.Hex(), d.AmountUnits, d.Payer), ErrDepositUnverified, nil)
	}
	pay.DepositKey, pay.DepositSwap = dl.Key.Hex(), dl.SwapID.Hex()
	return nil
}

// depositClaim is what an effect says of the deposit it is for.
type depositClaim struct {
	Ref, AmountUnits, Asset, Payer string
	// Token, when set, is the token the effect pays in (a refund, on
	// chain): the deposit must be in it, whatever symbol each configuration
	// gives it.
	Token *common.Address
}

// verifyDeposit: the vault pays only for a deposit the scanner saw final —
// of this swap, this amount and asset — and a refund that goes to the payer
// a delivery named goes to the deposit's real payer. A swap believes its
// deliveries, and anyone who can signal it could otherwise name a deposit, or
// a payer, that never was: the vault would pay a payout for nothing, or pay
// the forger a refund. An effect that fails the check is an item for a
// person, never sent.
func (a *Activities) verifyDeposit(ctx context.Context, role, key, swapID string, c depositClaim) (*store.FinalDeposit, error) {
	if a.Deposits == nil {
		return nil, nil
	}
	d, found, err := a.Deposits.FinalDeposit(ctx, c.Ref)
	if err != nil {
		return nil, temporal.NewApplicationError(fmt.Sprintf("%s %s: %v", role, key, err), "DepositUnknown") // retried
	}
	refuse := func(field, format string, args ...any) (*store.FinalDeposit, error) {
		return nil, temporal.NewNonRetryableApplicationError(fmt.Sprintf("%s %s not sent: field %s: %s", role, key, field, fmt.Sprintf(format, args...)), ErrDepositUnverified, nil)
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
	case c.Token != nil && d.Token != "" && common.HexToAddress(d.Token) != *c.Token:
		// One symbol, two addresses (the scanner's token map and the payer's
		// differ): paying in the payer's token would refund another asset.
		return refuse("asset", "deposit %s was paid in token %s, the payer would pay %s in token %s", c.Ref, d.Token, c.Asset, c.Token.Hex())
	}
	return &d, nil
}
