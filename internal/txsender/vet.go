package txsender

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
)

// vet asks the chain whether the vault will take the payment, before
// anything is signed: the vault is a contract, the token is allowlisted, the
// amount within the per-payment cap and the vault's balance, the payer role
// held (eth_estimateGas runs the whole of pay and its revert names the
// reason), and the hot wallet can pay the gas. It returns the gas limit to
// sign with, or the key's Paid event when the vault paid the key already, or
// a *Failure. searchFrom is where the Paid search starts on first sight.
func (s *Sender) vet(ctx context.Context, r *row, firstSight bool) (gas uint64, paid *types.Log, err error) {
	c := s.cfg.Client
	code, err := c.CodeAt(ctx, r.vault, nil)
	if err != nil {
		return 0, nil, fmt.Errorf("txsender: code of vault %s: %w", r.vault, err)
	}
	if len(code) == 0 {
		return 0, nil, invalid("vault", "%s holds no contract on chain %d", r.vault.Hex(), s.cfg.ChainID)
	}
	allowed, perPayment, err := s.tokenRules(ctx, r, r.deposit == nil)
	if err != nil {
		return 0, nil, err
	}
	if !allowed {
		return 0, nil, fail(CodeTokenNotAllowed, "token", "%s is not on the allowlist of vault %s", r.token.Hex(), r.vault.Hex())
	}
	if r.amount.Cmp(perPayment) > 0 {
		return 0, nil, fail(CodeCapExceeded, "amount", "%s is over the vault's per-payment cap %s for token %s", r.amount, perPayment, r.token.Hex())
	}
	payer, _, err := s.refreshBalances(ctx, r.vault, r.token)
	if reverted(err) {
		return 0, nil, fail(CodeReverted, "token", "token %s refuses balanceOf: %s", r.token.Hex(), revertText(err))
	}
	if err != nil {
		return 0, nil, err
	}

	est, err := c.EstimateGas(ctx, ethereum.CallMsg{From: s.Address(), To: &r.vault, Data: r.calldata()})
	if err != nil {
		reason := revertReason(err)
		if reason == nil {
			if classify(err) == answerNoFunds {
				return 0, nil, fail(CodePayerUnderfunded, "payer balance", "%s cannot pay for gas", s.Address().Hex())
			}
			if reverted(err) {
				// Not one of the vault's own errors: the token's (paused, a
				// blocked recipient) — a decision for a person, not a retry.
				return 0, nil, fail(CodeReverted, "token", "the payment would revert in token %s: %s", r.token.Hex(), revertText(err))
			}
			return 0, nil, fmt.Errorf("txsender: estimate gas of %q: %w", r.key, err)
		}
		if f := refusal(reason); f != nil {
			return 0, nil, f
		}
		// AlreadyPaid: find the payment.
		from := r.fromBlock
		if firstSight {
			from = s.cfg.PaidSearchFrom
		}
		l, err := s.findPaidOf(ctx, r, from)
		if err != nil {
			return 0, nil, err
		}
		if l == nil {
			return 0, nil, fmt.Errorf("txsender: vault says %s is paid but shows no Paid event from block %d", r.vaultKey, from)
		}
		return 0, l, nil
	}
	// The vault's gas does not depend on the recipient (a native recipient
	// gets a fixed stipend), so an estimate over the chain's ceiling means
	// something is wrong with this payment: refuse it before signing rather
	// than let anyone choose what the hot wallet pays.
	if est > s.cfg.MaxGasPerPayment {
		return 0, nil, fail(CodeGasCeiling, "to", "the payment to %s needs %d gas, over this chain's ceiling of %d (-payout-max-gas)",
			r.to.Hex(), est, s.cfg.MaxGasPerPayment)
	}
	gas = gasLimit(est, s.cfg.MaxGasPerPayment)

	feeCap, _, err := s.firstFees(ctx, gas)
	if err != nil {
		return 0, nil, err
	}
	// The wallet's balance read with the vault's above, a few round trips
	// ago: a check before signing, not a promise (a broadcast the wallet
	// cannot pay is classified, and the row waits with its reason).
	need := new(big.Int).Mul(new(big.Int).SetUint64(gas), feeCap)
	if payer.Cmp(need) < 0 {
		return 0, nil, fail(CodePayerUnderfunded, "payer balance", "%s holds %s wei, the payment may cost %s (gas %d × max fee %s)",
			s.Address().Hex(), payer, need, gas, feeCap)
	}
	return gas, nil, nil
}

// gasLimit is the limit to sign an estimate with: a margin for what inclusion
// may charge more than estimation (the period window rolling over, a slot
// gone cold, a recipient that takes the stipend at estimation and refuses it
// at inclusion and is credited instead), within the ceiling.
func gasLimit(est, ceiling uint64) uint64 {
	return min(est+est/8+10_000, ceiling)
}

func (s *Sender) call(ctx context.Context, r *row, data []byte) ([]byte, error) {
	out, err := s.cfg.Client.CallContract(ctx, ethereum.CallMsg{To: &r.vault, Data: data}, nil)
	if err != nil {
		return nil, fmt.Errorf("txsender: call vault %s: %w", r.vault, err)
	}
	return out, nil
}

// RefreshBalances reads the hot wallet's native balance and the vault's
// balance of token, publishes both to the Metrics (when configured) and
// returns the vault's.
func (s *Sender) RefreshBalances(ctx context.Context, vault, token common.Address) (*big.Int, error) {
	_, bal, err := s.refreshBalances(ctx, vault, token)
	return bal, err
}

// refreshBalances is RefreshBalances that also returns the wallet's balance.
func (s *Sender) refreshBalances(ctx context.Context, vault, token common.Address) (payer, vaultBal *big.Int, err error) {
	c := s.cfg.Client
	payer, err = c.BalanceAt(ctx, s.Address(), nil)
	if err != nil {
		return nil, nil, fmt.Errorf("txsender: balance of %s: %w", s.Address(), err)
	}
	s.cfg.Metrics.payer(s.cfg.ChainID, s.Address(), payer)
	var bal *big.Int
	if token == vaultv2.NativeToken {
		if bal, err = c.BalanceAt(ctx, vault, nil); err != nil {
			return nil, nil, fmt.Errorf("txsender: balance of vault %s: %w", vault, err)
		}
	} else {
		// ERC-20 balanceOf(address): selector 0x70a08231.
		data := append([]byte{0x70, 0xa0, 0x82, 0x31}, make([]byte, 12)...)
		data = append(data, vault.Bytes()...)
		out, err := c.CallContract(ctx, ethereum.CallMsg{To: &token, Data: data}, nil)
		if err != nil {
			return nil, nil, fmt.Errorf("txsender: balanceOf(vault) of token %s: %w", token, err)
		}
		bal = new(big.Int).SetBytes(out)
	}
	s.cfg.Metrics.vault(s.cfg.ChainID, vault, token, bal)
	return payer, bal, nil
}
