package soak

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/dex"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/workflows"
)

// The DEX share (issue 28): on the payer's chain, Uniswap v3 as published runs a WETH/USDC
// pool at the soak's rate, and the chains file's DEX route trades ETH → USDC there, so
// every such swap's exchange is an on-chain trade by the vault's executor — among the
// kills, reorgs, outages and dry wallets of everything else. USDC → ETH stays with the
// HTTP exchange. The trade takes the deposit from the vault as a keyed payment (a Paid
// event under the exchange key, to the executor) and gives the vault what it bought.

// soakUSDCPerETH is the pool's starting price: the HTTP exchange's rate (soak.go).
const soakUSDCPerETH = 3000

// dexChainsEntry is the payer chain's dex section of the chains file.
func (cs *chainSim) dexChainsEntry() string {
	if cs.dex == nil {
		return ""
	}
	return fmt.Sprintf("    dex: {executor: %q, quoter: %q, pairs: [{in: ETH, out: USDC, fee: %d}]}\n", cs.dex.Executor.Hex(), cs.dex.Quoter.Hex(), cs.dex.Fee)
}

// tradedEvent is one Traded log of the executor on the canonical chain.
type tradedEvent struct {
	key       common.Hash
	tokenOut  common.Address
	amountOut *big.Int
	tx        common.Hash
}

// canonicalTrades reads every Traded log of cs's executor up to head.
func (cs *chainSim) canonicalTrades(ctx context.Context, head uint64) ([]tradedEvent, error) {
	if cs.dex == nil {
		return nil, nil
	}
	ex := vaultv2.NewDexExecutor()
	logs, err := cs.ec.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{cs.dex.Executor},
		FromBlock: new(big.Int).SetUint64(cs.vaultBlk), ToBlock: new(big.Int).SetUint64(head),
		Topics: [][]common.Hash{{ex.GetABI().Events[vaultv2.DexExecutorTradedEventName].ID}}})
	if err != nil {
		return nil, fmt.Errorf("read the executor's Traded logs: %w", err)
	}
	out := make([]tradedEvent, 0, len(logs))
	for i := range logs {
		ev, err := ex.UnpackTradedEvent(&logs[i])
		if err != nil {
			return nil, fmt.Errorf("Traded log %s/%d: %w", logs[i].TxHash, logs[i].Index, err)
		}
		out = append(out, tradedEvent{key: ev.Key, tokenOut: ev.TokenOut, amountOut: ev.AmountOut, tx: logs[i].TxHash})
	}
	return out, nil
}

// wantTrade records what a swap's on-chain exchange must have left on the chain: the
// deposit paid by the vault to the executor under the exchange key, in the trade's
// transaction, and one Traded of the swap's fill.
func (s *soak) wantTrade(wants map[string]onChainWant, orphans *Invariant, swapID string, v *workflows.StatusView, e swap.Effect) {
	switch {
	case v.Deposit == nil || v.Fill == nil:
		orphans.fail("%s: trade %s without a deposit or a fill", swapID, e.Key)
		return
	case s.chain.dex == nil:
		orphans.fail("%s: trade %s on a chain without the DEX route", swapID, e.Key)
		return
	}
	wants[e.Key] = onChainWant{swapID: swapID, kind: string(e.Kind), to: s.chain.dex.Executor, token: s.chain.tokenOf(v.Terms.Asset),
		amount: v.Deposit.AmountUnits, tx: strings.TrimPrefix(e.Detail, "dex:"), traded: v.Fill.AmountOutUnits}
}

// tradeCheck: every trade the engine recorded has exactly one Traded event under its key,
// in the transaction the swap recorded, of the fill the swap recorded (what the vault
// gained); no Traded event is for a key the engine never asked for. It returns the
// canonical trades for the balance check.
func (s *soak) tradeCheck(ctx context.Context, head uint64, want map[string]onChainWant, keys []string, st *OnChainStats) (Invariant, []tradedEvent, error) {
	inv := Invariant{Name: "on-chain trades per key = 1, of the recorded fill"}
	trades, err := s.chain.canonicalTrades(ctx, head)
	if err != nil {
		return inv, nil, err
	}
	byKey := map[common.Hash][]tradedEvent{}
	for _, t := range trades {
		byKey[t.key] = append(byKey[t.key], t)
	}
	asked := map[common.Hash]bool{}
	n := 0
	for _, k := range keys {
		w := want[k]
		if w.kind != string(swap.ActionStartExchange) {
			continue
		}
		n++
		vk := s.vaultKeyOf(k)
		asked[vk] = true
		ts := byKey[vk]
		switch {
		case len(ts) != 1:
			inv.fail("%s (swap %s): %d Traded events", k, w.swapID, len(ts))
		case ts[0].amountOut.String() != w.traded:
			inv.fail("%s: traded %s, the swap's fill is %s", k, ts[0].amountOut, w.traded)
		case !strings.EqualFold(ts[0].tx.Hex(), w.tx):
			inv.fail("%s: the swap records transaction %s, the trade is in %s", k, w.tx, ts[0].tx.Hex())
		default:
			st.Trades++
		}
	}
	for _, t := range trades {
		if !asked[t.key] {
			inv.fail("Traded %s in %s: no swap recorded this trade", t.amountOut, t.tx.Hex())
		}
	}
	inv.Expected, inv.Observed = fmt.Sprintf("%d trades ×1", n), fmt.Sprintf("%d trades ×1", st.Trades)
	return inv, trades, nil
}

// fixedQuote is a fixed quote for a swap of amount wei of ETH into USDC on cs's DEX
// route: the pool's own quote now (QuoterV2, read from the chain itself, not through the
// fault proxy), 1 % either side, its promise kept for a deposit made (by its block's
// time) before expires. nil without a DEX route.
func (cs *chainSim) fixedQuote(ctx context.Context, id, amount string, expires time.Time) (*swap.Quote, error) {
	if cs.dex == nil {
		return nil, nil
	}
	in, ok := new(big.Int).SetString(amount, 10)
	if !ok {
		return nil, fmt.Errorf("amount %q", amount)
	}
	return cs.dex.PoolQuote(ctx, cs.c.Client(), cs.chainID.Uint64(), cs.usdc, in, "soak-"+id, swap.QuoteFixed, expires)
}

// oneTxCheck: a swap created from a fixed quote that was traded and paid out on the DEX
// route was paid in its trade's own transaction — or that transaction's receipt shows
// the executor's PayoutLeft for the payout key (the vault refused the payment then: a
// spent window, a pause), and the payout step paid it in one of its own.
func (s *soak) oneTxCheck(ctx context.Context, inv *Invariant, st *OnChainStats, swapID string, v *workflows.StatusView) error {
	var trade, payout string
	for _, e := range v.Effects {
		switch {
		case e.Kind == swap.ActionStartExchange && e.Result == swap.EffectSucceeded && strings.HasPrefix(e.Detail, "dex:"):
			trade = strings.TrimPrefix(e.Detail, "dex:")
		case e.Kind == swap.ActionSendPayout && e.Result == swap.EffectSucceeded:
			payout, _, _ = strings.Cut(e.Detail, " ")
		}
	}
	if trade == "" || payout == "" || s.chain.dex == nil {
		return nil // not traded, or not paid out (refunded, held): other checks say why
	}
	st.FixedQuoteTrades++
	if strings.EqualFold(trade, payout) {
		st.PaidInTrade++
		return nil
	}
	rc, err := s.chain.c.Client().TransactionReceipt(ctx, common.HexToHash(trade))
	if err != nil {
		return fmt.Errorf("%s: the trade's receipt %s: %w", swapID, trade, err)
	}
	if _, _, ok := dex.PayoutLeft(rc, s.chain.dex.Executor, s.vaultKeyOf(swap.PayoutKey(swapID))); !ok {
		inv.fail("%s: fixed quote, traded in %s and paid out in %s, and the trade does not say why it did not pay", swapID, trade, payout)
		return nil
	}
	st.LeftByTrade++
	return nil
}
