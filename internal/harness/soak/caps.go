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
	// Tight: the payouts and the refunds together are over the cap, so they
	// could not have shared one window.
	Tight                        bool
	largestPayout, largestRefund *big.Int
	// largestByHand is the largest trade of a by-hand swap (ETH only): the
	// per-payment cap must let it through, so that its payout is what
	// becomes the person's item.
	largestByHand *big.Int
	address       common.Address
	perPayment    *big.Int
}

// planCaps sums the plan's customer payouts and stranger refunds by token
// (the providers' rates: 0.001 ETH ↔ 3 USDC). The vault has one per-period
// cap per token for both windows, so each cap is the larger of the two, with
// a twentieth more and its largest payment's room.
func (s *soak) planCaps() []*capPlan {
	mk := func(token string, address common.Address, perPayment *big.Int) *capPlan {
		return &capPlan{Token: token, Payouts: new(big.Int), Refunds: new(big.Int), largestPayout: new(big.Int),
			largestRefund: new(big.Int), largestByHand: new(big.Int), address: address, perPayment: perPayment}
	}
	usdc, eth := mk("USDC", s.chain.usdc, devchain.CapPerPaymentUSDC), mk("ETH", vaultv2.NativeToken, devchain.CapPerPaymentWei)
	byAsset := map[string]*capPlan{"USDC": usdc, "ETH": eth}
	for _, x := range s.plans() {
		if x.chain && x.on == 0 && x.asset == "ETH" && x.payoutAsset == "USDC" && s.chain.dex != nil {
			// Traded on the DEX route (dex.go): the deposit leaves the vault as a keyed
			// payment to the executor, in the ETH payouts' window and under their caps.
			amount, _ := new(big.Int).SetString(x.amount, 10)
			eth.Payouts.Add(eth.Payouts, amount)
			eth.PayoutCount++
			largest := eth.largestPayout
			if x.byHand {
				largest = eth.largestByHand
			}
			if amount.Cmp(largest) > 0 {
				largest.Set(amount)
			}
		}
		if !x.chain || x.on != 0 || x.byHand {
			// The vault pays only the payer chain's swaps (the others' go over HTTP), and
			// never a by-hand one: it is over the per-payment cap.
			continue
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
		// deposit's asset, in strangerDeposit's amounts; dust stays.
		in := byAsset[x.asset]
		refund := func(r *big.Int) {
			in.Refunds.Add(in.Refunds, r)
			in.RefundCount++
			if r.Cmp(in.largestRefund) > 0 {
				in.largestRefund.Set(r)
			}
		}
		switch x.stranger {
		case strangerUnder:
			refund(new(big.Int).Quo(amount, big.NewInt(2)))
		case strangerOver:
			refund(new(big.Int).Add(amount, big.NewInt(int64(1+x.n))))
		}
		if x.lateStranger {
			refund(new(big.Int).Quo(amount, big.NewInt(2)))
		}
	}
	room := func(total, largest *big.Int) *big.Int {
		return new(big.Int).Add(new(big.Int).Quo(new(big.Int).Mul(total, big.NewInt(21)), big.NewInt(20)), largest)
	}
	for _, c := range []*capPlan{usdc, eth} {
		if s.cfg.ByHand > 0 && max(c.largestPayout.Sign(), c.largestRefund.Sign()) > 0 {
			// A by-hand payout must go over the per-payment cap, every planned one under it.
			c.perPayment = new(big.Int).Mul(c.largestPayout, big.NewInt(byHandCapFactor))
			if r := new(big.Int).Mul(c.largestRefund, big.NewInt(byHandCapFactor)); r.Cmp(c.perPayment) > 0 {
				c.perPayment = r
			}
		}
		if c.largestByHand.Cmp(c.perPayment) > 0 {
			c.perPayment = new(big.Int).Set(c.largestByHand)
		}
		largest := c.largestPayout
		if c.largestByHand.Cmp(largest) > 0 {
			largest = c.largestByHand
		}
		c.PerDay = room(c.Payouts, largest)
		if r := room(c.Refunds, c.largestRefund); r.Cmp(c.PerDay) > 0 {
			c.PerDay = r
		}
		c.Tight = new(big.Int).Add(c.Payouts, c.Refunds).Cmp(c.PerDay) > 0
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
