package txsender

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Replacement fees. go-ethereum's txpool replaces a pooled transaction (same
// sender and nonce) only when BOTH maxFeePerGas and maxPriorityFeePerGas
// reach old × 110 / 100; other clients use the same or a similar rule. The
// sender raises both by 12.5 % (and at least 1 wei), a margin over the
// rule that also matches the most the base fee can rise in one block.
const (
	bumpNum = 1125
	bumpDen = 1000
	ruleNum = 110
	ruleDen = 100
)

func bump(old *big.Int) *big.Int {
	n := new(big.Int).Mul(old, big.NewInt(bumpNum))
	n.Add(n, big.NewInt(bumpDen-1)).Div(n, big.NewInt(bumpDen)) // ceil
	if n.Cmp(old) <= 0 {
		n.Add(old, big.NewInt(1))
	}
	return n
}

// meetsRule reports whether next replaces old under the node's +10 % rule.
func meetsRule(next, old *big.Int) bool {
	min := new(big.Int).Mul(old, big.NewInt(ruleNum))
	min.Add(min, big.NewInt(ruleDen-1)).Div(min, big.NewInt(ruleDen))
	return next.Cmp(min) >= 0
}

func bigMax(a, b *big.Int) *big.Int {
	if a.Cmp(b) >= 0 {
		return a
	}
	return b
}

func bigMin(a, b *big.Int) *big.Int {
	if a.Cmp(b) <= 0 {
		return a
	}
	return b
}

// market reads the head's base fee and the tip to bid: the node's
// suggestion, within MaxPriorityFeePerGas and within what recent blocks paid
// (see saneTip). A node that quotes more is not believed, and the log says
// which node.
func (s *Sender) market(ctx context.Context) (base, tip *big.Int, err error) {
	h, err := s.head(ctx)
	if err != nil {
		return nil, nil, err
	}
	base = h.BaseFee
	if base == nil {
		base = new(big.Int)
	}
	quoted, err := s.cfg.Client.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("txsender: suggested tip from %s: %w", s.cfg.NodeName, err)
	}
	bound := s.cfg.MaxPriorityFeePerGas
	if recent, ok := s.recentTip(ctx); ok {
		bound = bigMin(bound, recent)
	}
	tip = quoted
	if quoted.Cmp(bound) > 0 {
		tip = bound
		s.log.Warn("txsender: the node's tip quote is refused as out of bounds", "node", s.cfg.NodeName,
			"quoted", quoted, "bid", bound, "max_priority_fee", s.cfg.MaxPriorityFeePerGas)
	}
	return base, tip, nil
}

// tipHistoryBlocks and tipHistoryPercentile: the tip bound looks at the 90th
// percentile of the tips paid in the last 20 blocks.
const (
	tipHistoryBlocks     = 20
	tipHistoryPercentile = 90
)

// recentTip is twice the highest 90th-percentile tip of the last blocks
// (eth_feeHistory), plus 1 gwei for quiet chains whose blocks tip nothing:
// what a payment needs to be mined soon, with room, and far below what a
// broken or hostile node may quote. ok is false when the node has no fee
// history (then only MaxPriorityFeePerGas bounds the tip).
func (s *Sender) recentTip(ctx context.Context) (*big.Int, bool) {
	fh, err := s.cfg.Client.FeeHistory(ctx, tipHistoryBlocks, nil, []float64{tipHistoryPercentile})
	if err != nil || fh == nil || len(fh.Reward) == 0 {
		return nil, false
	}
	high := new(big.Int)
	for _, r := range fh.Reward {
		if len(r) > 0 && r[0] != nil && r[0].Cmp(high) > 0 {
			high = r[0]
		}
	}
	bound := new(big.Int).Mul(high, big.NewInt(2))
	return bound.Add(bound, big.NewInt(1_000_000_000)), true
}

// ceiling is the highest maxFeePerGas an attempt of gas units may carry:
// MaxFeePerGas, and low enough that gas × maxFee stays within the node's
// own cap on a transaction's fee (geth's RPCTxFeeCap, 1 ether by default),
// which otherwise refuses the stored bytes forever ("tx fee exceeds the
// configured cap") — and a replacement can only ever ask more.
func (s *Sender) ceiling(gas uint64) *big.Int {
	c := s.cfg.MaxFeePerGas
	if s.cfg.NodeTxFeeCap != nil && s.cfg.NodeTxFeeCap.Sign() > 0 && gas > 0 {
		c = bigMin(c, new(big.Int).Div(s.cfg.NodeTxFeeCap, new(big.Int).SetUint64(gas)))
	}
	return c
}

// firstFees: the suggested tip and a fee cap of twice the base fee plus the
// tip (room for the base fee to rise for several blocks), within
// MaxFeePerGas.
func (s *Sender) firstFees(ctx context.Context, gas uint64) (feeCap, tip *big.Int, err error) {
	base, tip, err := s.market(ctx)
	if err != nil {
		return nil, nil, err
	}
	feeCap = new(big.Int).Add(new(big.Int).Mul(base, big.NewInt(2)), tip)
	feeCap = bigMin(feeCap, s.ceiling(gas))
	tip = bigMin(tip, feeCap)
	if s.hooks.fees != nil {
		feeCap, tip = s.hooks.fees(base, feeCap, tip)
	}
	return feeCap, tip, nil
}

// replace signs and stores a replacement of the row's last attempt under
// the same nonce, both fees raised by the bump (or to the market, if that is
// more), within MaxFeePerGas. It reports false, recording why, when the cap
// leaves no room for a replacement the node would take: the row then waits
// on its last attempt (still rebroadcast) until the market falls or the cap
// is raised.
func (s *Sender) replace(ctx context.Context, conn *pgxpool.Conn, r *row, head *types.Header, why string) (bool, error) {
	last := r.last()
	base, sugTip, err := s.market(ctx)
	if err != nil {
		return false, err
	}
	tip := bigMax(sugTip, bump(last.tip))
	feeCap := bigMax(new(big.Int).Add(new(big.Int).Mul(base, big.NewInt(2)), tip), bump(last.maxFee))
	feeCap = bigMin(feeCap, s.ceiling(last.gasLimit))
	tip = bigMin(bigMin(tip, feeCap), s.cfg.MaxPriorityFeePerGas)
	if !meetsRule(feeCap, last.maxFee) || !meetsRule(tip, last.tip) {
		s.log.Warn("txsender: replacement needed but the fee cap leaves no room", "key", r.key, "nonce", last.nonce,
			"max_fee", last.maxFee, "cap", s.ceiling(last.gasLimit), "why", why)
		return false, s.note(ctx, conn, r, last, fmt.Sprintf("fee cap reached: %s needs a replacement above max fee %s, cap is %s", why, last.maxFee, s.ceiling(last.gasLimit)))
	}
	s.log.Info("txsender: replacing", "key", r.key, "nonce", last.nonce, "why", why, "head", head.Number)
	if err := s.signAndStore(ctx, conn, r, feeCap, tip); err != nil {
		return false, err
	}
	return true, nil
}
