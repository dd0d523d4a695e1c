package soak

import (
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
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
