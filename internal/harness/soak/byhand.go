package soak

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/workflows"
)

// Payouts paid by a person (Config.ByHand). The soak plays the operator of
// the README's runbook: a payout the vault refuses for good (over its
// per-payment cap) becomes an item for a person; the operator pays the
// customer from a wallet of their own, waits until that transfer is final,
// and dismisses the item with a note. The engine must never pay that key
// again: the sender refuses the dismissal while anything signed under the
// key could still land, and nothing it sends afterwards may name the key.

// byHandScale multiplies a by-hand swap's deposit (0.001 ETH and a bit, like
// the others): its payout (about 60 USDC) is then far over the per-payment
// cap planCaps sets (byHandCapFactor times the largest planned payment).
const (
	byHandScale     = 20
	byHandCapFactor = 4
)

// planByHand makes cfg.ByHand of the payer chain's swaps (not paid to a
// hostile recipient) by-hand swaps: paid in ETH, out in USDC, byHandScale
// times the usual amount, with no stranger paying into them (so their only
// refund-free path is the operator's). It runs after every plan was drawn,
// so the other plans are the same with or without it.
func (s *soak) planByHand(p []plan) {
	left := s.cfg.ByHand
	for i := range p {
		x := &p[i]
		if left == 0 {
			return
		}
		if !x.chain || x.on != 0 || x.hostile > 0 {
			continue
		}
		left--
		x.byHand = true
		x.asset, x.payoutAsset = "ETH", "USDC"
		amount := new(big.Int).Mul(big.NewInt(1_000_000_000_000_000), big.NewInt(byHandScale))
		x.amount = amount.Add(amount, big.NewInt(int64(1+x.n))).String()
		x.stranger, x.lateStranger, x.plain, x.fixedQuote = "", false, false, false
	}
}

// byHandRecipient is a by-hand swap's payout address: its own, so that what
// it holds at the end is exactly what was paid to it.
func byHandRecipient(swapID string) common.Address {
	return common.BytesToAddress(crypto.Keccak256([]byte("soak by hand: " + swapID))[12:])
}

// payByHand waits for the swap's payout to become an item for a person, pays
// the fill to the customer from the operator's wallet, waits until that
// transfer is final, and dismisses the item saying so. The dismissal is
// retried while it fails for a transient cause (a killed worker, a Postgres
// outage); a refusal for a reason of the swap's own fails the swap's run.
func (s *soak) payByHand(ctx context.Context, r *swapRun) error {
	key := swap.PayoutKey(r.id)
	var v workflows.StatusView
	for {
		if !sleep(ctx, 500*time.Millisecond) {
			return fmt.Errorf("by hand: the payout never became an item for a person (last status %s, hold %q): %w", v.Status, v.HoldReason, ctx.Err())
		}
		qctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		got, err := s.ops.Status(qctx, s.cl, r.id)
		cancel()
		if err != nil {
			continue
		}
		v = got
		if v.Status == swap.StatusSuccess {
			return fmt.Errorf("by hand: payout %s over the per-payment cap was paid by the engine", key)
		}
		if hasItem(v, key) && v.Fill != nil {
			break
		}
	}
	amount, ok := new(big.Int).SetString(v.Fill.AmountOutUnits, 10)
	if !ok || v.Fill.Asset != "USDC" {
		return fmt.Errorf("by hand: fill %s %s is not a USDC amount", v.Fill.AmountOutUnits, v.Fill.Asset)
	}
	tx, err := s.chain.transferByHand(ctx, common.HexToAddress(v.Terms.PayoutAddress), amount)
	if err != nil {
		return err
	}
	r.handTx = tx
	req := workflows.ResolveHoldRequest{Action: swap.ResolveDismiss, Key: key, Note: "paid by hand in " + tx.Hex()}
	var last error
	for attempt := 0; attempt < 20; attempt++ {
		qctx, cancel := context.WithTimeout(ctx, 45*time.Second)
		_, last = s.ops.Resolve(qctx, s.cl, r.id, req)
		cancel()
		if last == nil {
			s.injected.add(fByHand, 1)
			return nil
		}
		if strings.Contains(last.Error(), "is not made by hand while the chain can still pay it") {
			// A payment refused before it took a nonce has nothing signed: the sender
			// must have said so at once.
			return fmt.Errorf("by hand: the sender refused the dismissal of %s: %w", key, last)
		}
		if !sleep(ctx, time.Second) {
			break
		}
	}
	return fmt.Errorf("by hand: dismissing %s: %w", key, last)
}

func hasItem(v workflows.StatusView, key string) bool {
	for _, it := range v.Items {
		if it.Key == key {
			return true
		}
	}
	return false
}

// transferByHand sends amount of the soak's USDC to `to` from the operator's
// wallet and returns once the transfer is final (finality blocks deep). One
// signed transaction, broadcast again after a reorg dropped it: its nonce
// belongs to that wallet alone, so it can land once and only once.
func (cs *chainSim) transferByHand(ctx context.Context, to common.Address, amount *big.Int) (common.Hash, error) {
	cs.handMu.Lock()
	defer cs.handMu.Unlock()
	from := crypto.PubkeyToAddress(cs.hand.PublicKey)
	nonce, err := cs.ec.PendingNonceAt(ctx, from)
	if err != nil {
		return common.Hash{}, fmt.Errorf("by hand: nonce of the operator's wallet: %w", err)
	}
	head, err := cs.ec.HeaderByNumber(ctx, nil)
	if err != nil {
		return common.Hash{}, err
	}
	data := cs.token.PackTransfer(to, amount)
	gas, err := cs.ec.EstimateGas(ctx, ethereum.CallMsg{From: from, To: &cs.usdc, Data: data})
	if err != nil {
		return common.Hash{}, fmt.Errorf("by hand: estimate the transfer: %w", err)
	}
	// Room for the base fee to rise while a reorg keeps it out of the chain.
	tip := big.NewInt(1_000_000_000)
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(10)), tip)
	tx, err := types.SignTx(types.NewTx(&types.DynamicFeeTx{ChainID: cs.chainID, Nonce: nonce, GasTipCap: tip,
		GasFeeCap: feeCap, Gas: gas + gas/2, To: &cs.usdc, Data: data}),
		types.LatestSignerForChainID(cs.chainID), cs.hand)
	if err != nil {
		return common.Hash{}, err
	}
	deadline := time.Now().Add(2 * time.Minute)
	for time.Now().Before(deadline) {
		if n, ok := cs.canonical(ctx, tx.Hash()); ok {
			if n+cs.finality <= cs.c.Head() {
				r, err := cs.ec.TransactionReceipt(ctx, tx.Hash())
				if err == nil && r.Status != types.ReceiptStatusSuccessful {
					err = fmt.Errorf("reverted in block %d (gas used %d)", r.BlockNumber, r.GasUsed)
				}
				if err != nil {
					return common.Hash{}, fmt.Errorf("by hand: transfer %s: %w", tx.Hash(), err)
				}
				return tx.Hash(), nil
			}
		} else if err := cs.ec.SendTransaction(ctx, tx); err != nil && !knownTx(err) {
			return common.Hash{}, fmt.Errorf("by hand: transfer %s: %w", tx.Hash(), err)
		}
		if !sleep(ctx, 200*time.Millisecond) {
			return common.Hash{}, ctx.Err()
		}
	}
	return common.Hash{}, fmt.Errorf("by hand: transfer %s is not final after 2 minutes", tx.Hash())
}

// knownTx: the node has the transaction already (pooled, or mined).
func knownTx(err error) bool {
	m := err.Error()
	return strings.Contains(m, "already known") || strings.Contains(m, "nonce too low")
}

// byHandCheck: each by-hand payout's key has no Paid event on the canonical
// chain (the vault never paid what a person paid), its recipient holds
// exactly the person's transfer, and that transfer is on the canonical chain.
func (s *soak) byHandCheck(ctx context.Context, head uint64, byHand map[string]onChainWant, byKey map[common.Hash][]paidEvent) (Invariant, error) {
	inv := Invariant{Name: "payouts paid by a person: never paid again", Expected: fmt.Sprintf("%d by hand, 0 Paid", len(byHand))}
	usdc := bind.NewBoundContract(s.chain.usdc, s.chain.token.GetABI(), s.chain.ec, s.chain.ec, s.chain.ec)
	paidAgain := 0
	for k, w := range byHand {
		if ps := byKey[s.vaultKeyOf(k)]; len(ps) > 0 {
			paidAgain += len(ps)
			inv.fail("%s (swap %s): paid by a person in %s, and by the vault in %s", k, w.swapID, w.tx, ps[0].tx.Hex())
		}
		if _, ok := s.chain.canonical(ctx, common.HexToHash(w.tx)); !ok {
			inv.fail("%s (swap %s): the person's transfer %s is not on the canonical chain", k, w.swapID, w.tx)
		}
		bal, err := bind.Call(usdc, &bind.CallOpts{Context: ctx, BlockNumber: new(big.Int).SetUint64(head)},
			s.chain.token.PackBalanceOf(w.to), s.chain.token.UnpackBalanceOf)
		if err != nil {
			return inv, fmt.Errorf("soak: USDC balance of %s: %w", w.to, err)
		}
		if bal.String() != w.amount {
			inv.fail("%s (swap %s): %s holds %s USDC units, want exactly the person's %s", k, w.swapID, w.to.Hex(), bal, w.amount)
		}
	}
	inv.Observed = fmt.Sprintf("%d by hand, %d Paid", len(byHand), paidAgain)
	if len(byHand) < s.cfg.ByHand {
		inv.fail("%d payouts were paid by hand, %d planned", len(byHand), s.cfg.ByHand)
	}
	return inv, nil
}

// errByHandNoTx: a dismissed by-hand payout whose driver recorded no transfer.
var errByHandNoTx = errors.New("dismissed without the person's transfer")

// byHandWant is what a by-hand swap's dismissed payout must have left: the
// person's transfer of the fill to the recipient, and no Paid.
func byHandWant(r *swapRun, v *workflows.StatusView, e swap.Effect) (onChainWant, error) {
	if r.handTx == (common.Hash{}) || v.Fill == nil {
		return onChainWant{}, errByHandNoTx
	}
	if !strings.Contains(e.Detail, r.handTx.Hex()) {
		return onChainWant{}, fmt.Errorf("the swap records %q, not the person's transfer %s", e.Detail, r.handTx.Hex())
	}
	return onChainWant{swapID: r.id, kind: string(e.Kind), to: common.HexToAddress(v.Terms.PayoutAddress),
		amount: v.Fill.AmountOutUnits, tx: r.handTx.Hex()}, nil
}
