package swapworker

import (
	"context"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/dex"
	"github.com/swapengine/swapengine/internal/dex/uniswapv3"
	"github.com/swapengine/swapengine/internal/dex/uniswapv3/swaprouter"
	"github.com/swapengine/swapengine/internal/txsender"
)

// openDex builds the payer's DEX route from the chains file and checks it
// against the chain before any swap uses it: the executor trades for this
// vault and this hot key, and the router and quoter are one Uniswap v3
// deployment running the published code. A route that fails a check
// stops the worker: trading through a contract nobody verified would hand
// it the vault's deposits.
func openDex(ctx context.Context, p Payer, node txsender.Client, s *txsender.Sender, hotKey common.Address) (*activities.DexRoute, error) {
	cfg := p.dex
	key := fmt.Sprintf("chains file, chain %d, dex", p.ChainID)
	exec := vaultv2.NewDexExecutor()
	at := common.HexToAddress(cfg.Executor)
	read := func(data []byte, to common.Address) (common.Address, error) {
		raw, err := node.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
		if err != nil {
			return common.Address{}, err
		}
		return exec.UnpackVault(raw) // every getter read here returns one address
	}
	vault, err := read(exec.PackVault(), at)
	if err != nil {
		return nil, fmt.Errorf("%s.executor %s: vault(): %w", key, at.Hex(), err)
	}
	trader, err := read(exec.PackTrader(), at)
	if err != nil {
		return nil, fmt.Errorf("%s.executor %s: trader(): %w", key, at.Hex(), err)
	}
	router, err := read(exec.PackRouter(), at)
	if err != nil {
		return nil, fmt.Errorf("%s.executor %s: router(): %w", key, at.Hex(), err)
	}
	payInTrade, err := PaysInTrade(ctx, node, at)
	if err != nil {
		return nil, fmt.Errorf("%s.executor %s: PAYOUT_GAS(): %w", key, at.Hex(), err)
	}
	q, err := dex.QuoterFor(ctx, node, p.ChainID, cfg, p.Tokens)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", key, err)
	}
	r, weth := q.Route, q.Route.WETH
	switch {
	case vault != common.HexToAddress(p.Vault):
		return nil, fmt.Errorf("%s.executor %s trades for vault %s, not this chain's %s", key, at.Hex(), vault.Hex(), p.Vault)
	case trader != hotKey:
		return nil, fmt.Errorf("%s.executor %s trusts trader %s, not the payer key %s", key, at.Hex(), trader.Hex(), hotKey.Hex())
	}
	factory, err := read(swaprouter.NewSwapRouter().PackFactory(), router)
	if err != nil {
		return nil, fmt.Errorf("%s: the executor's router %s: factory(): %w", key, router.Hex(), err)
	}
	d := uniswapv3.Deployment{WETH: weth, Factory: factory, Router: router, Quoter: r.Quoter}
	if err := d.Verify(ctx, node); err != nil {
		return nil, fmt.Errorf("%s: %w", key, err)
	}
	for i, pair := range cfg.Pairs {
		if _, ok := p.Tokens[pair.In]; !ok {
			return nil, fmt.Errorf("%s.pairs[%d].in: %s is not an asset the payer pays", key, i, pair.In)
		}
		if _, ok := p.Tokens[pair.Out]; !ok {
			return nil, fmt.Errorf("%s.pairs[%d].out: %s is not an asset the payer pays", key, i, pair.Out)
		}
		if _, err := d.Pool(ctx, node, r.Wrapped(pair.In), r.Wrapped(pair.Out), pair.Fee); err != nil {
			return nil, fmt.Errorf("%s.pairs[%d]: %w", key, i, err)
		}
	}
	return &activities.DexRoute{Route: r, Chain: node, Sender: s, MaxGas: cfg.MaxGas, PayInTrade: payInTrade}, nil
}

// PaysInTrade says whether the executor at has tradeAndPay (it answers
// PAYOUT_GAS): a fixed quote's payout is then paid in its trade's
// transaction. An executor deployed before it reverts the unknown call and
// trades only — each payout is then a transaction of its own, as before —
// until it is redeployed (docs/deploy.md). Any other error is the node's.
func PaysInTrade(ctx context.Context, node ethereum.ContractCaller, at common.Address) (bool, error) {
	exec := vaultv2.NewDexExecutor()
	raw, err := node.CallContract(ctx, ethereum.CallMsg{To: &at, Data: exec.PackPAYOUTGAS()}, nil)
	if err != nil {
		if strings.Contains(err.Error(), "revert") {
			return false, nil
		}
		return false, err
	}
	gas, err := exec.UnpackPAYOUTGAS(raw)
	return err == nil && gas.Sign() > 0, nil
}
