package soak

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/txsender"
)

// TightCaps (Config.TightCaps): the payer chain's per-day payout caps are set
// from the plan, so that customer payouts just fit and stranger refunds on
// top would not. Refunds of a deposit to its own payer spend their own window
// (refundDeposit), so no customer payout may ever be refused for a spent
// period cap; the run checks that none was.
type capPlan struct {
	Token                    string   // USDC or ETH
	Payouts, Refunds, PerDay *big.Int // planned customer payouts and stranger refunds, and the cap set
	PayoutCount, RefundCount int
	largestPayout            *big.Int
	address                  common.Address
	perPayment               *big.Int
}

// planCaps sums the plan's customer payouts and stranger refunds by token
// (the providers' rates: 0.001 ETH ↔ 3 USDC) and sets each cap to the
// payouts with a twentieth more and one payment's room.
func (s *soak) planCaps() []*capPlan {
	usdc := &capPlan{Token: "USDC", Payouts: new(big.Int), Refunds: new(big.Int), largestPayout: new(big.Int),
		address: s.chain.usdc, perPayment: devchain.CapPerPaymentUSDC}
	eth := &capPlan{Token: "ETH", Payouts: new(big.Int), Refunds: new(big.Int), largestPayout: new(big.Int),
		address: vaultv2.NativeToken, perPayment: devchain.CapPerPaymentWei}
	byAsset := map[string]*capPlan{"USDC": usdc, "ETH": eth}
	for _, x := range s.plans() {
		if !x.chain || x.on != 0 {
			continue // the vault pays only the payer chain's swaps; the others' go over HTTP
		}
		amount, _ := new(big.Int).SetString(x.amount, 10)
		out := new(big.Int)
		switch x.payoutAsset {
		case "USDC": // wei in, 3 USDC per 0.001 ETH
			out.Mul(amount, big.NewInt(3)).Quo(out, big.NewInt(1_000_000_000))
		case "ETH": // USDC units in
			out.Mul(amount, big.NewInt(1_000_000_000)).Quo(out, big.NewInt(3))
		}
		c := byAsset[x.payoutAsset]
		c.Payouts.Add(c.Payouts, out)
		c.PayoutCount++
		if out.Cmp(c.largestPayout) > 0 {
			c.largestPayout.Set(out)
		}
		// Strangers' deposits (an over- or underpayment, a late one) go back to them in the
		// deposit's asset; dust stays.
		in := byAsset[x.asset]
		if x.stranger != "" && x.stranger != strangerDust {
			in.Refunds.Add(in.Refunds, amount)
			in.RefundCount++
		}
		if x.lateStranger {
			in.Refunds.Add(in.Refunds, new(big.Int).Quo(amount, big.NewInt(2)))
			in.RefundCount++
		}
	}
	for _, c := range []*capPlan{usdc, eth} {
		c.PerDay = new(big.Int).Add(new(big.Int).Quo(new(big.Int).Mul(c.Payouts, big.NewInt(21)), big.NewInt(20)), c.largestPayout)
	}
	return []*capPlan{usdc, eth}
}

// tightenCaps sets planCaps' caps on the payer chain's vault (a cut takes
// effect at once) and returns them for the report.
func (s *soak) tightenCaps(ctx context.Context) ([]*capPlan, error) {
	cs := s.chain
	caps := s.planCaps()
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	for _, c := range caps {
		opts := bind.NewKeyedTransactor(cs.admin, cs.chainID)
		opts.Context = ctx
		tx, err := bind.Transact(cs.inst, opts, cs.binding.PackSetLimits(c.address, c.perPayment, c.PerDay))
		if err != nil {
			return nil, fmt.Errorf("soak: setLimits %s: %w", c.Token, err)
		}
		if _, err := cs.c.MineUntilReceipt(ctx, tx.Hash(), mineBound); err != nil {
			return nil, fmt.Errorf("soak: setLimits %s: %w", c.Token, err)
		}
	}
	return caps, nil
}

// capsInvariant: no payment was refused for a spent period cap. Every
// refusal the sender makes is in the workers' logs with its code.
func (s *soak) capsInvariant() Invariant {
	inv := Invariant{Name: "payments refused for a spent period cap", Expected: "0"}
	refused := 0
	logs := logTail{dir: s.cfg.Dir, offsets: map[string]int64{}}
	logs.scan(func(line string) {
		if strings.Contains(line, string(txsender.CodePeriodCapExceeded)) {
			refused++
		}
	})
	inv.Observed = fmt.Sprint(refused)
	if refused > 0 {
		inv.Violations = refused
	}
	return inv
}
