// Package dex is the on-chain exchange route (issue 28): a swap's deposit
// traded on a Uniswap v3 pool by the vault's DexExecutor
// (contracts/DexExecutor.sol), with the minimum out taken from the swap's
// quote, and the pool's own quoter as a price source.
//
// The trade is one keyed vault payment (the executor calls the vault's
// `pay(key, …)` to itself and trades in the same transaction), so the
// vault's per-key guard makes it happen at most once, exactly as for
// payouts, and the vault's caps bound it. What the swap records is what the
// vault's balance gained (the executor's Traded event), never what the
// router said. Nothing here imports Temporal.
package dex

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/dex/uniswapv3/quoterv2"
	"github.com/swapengine/swapengine/internal/price"
)

// Route is one chain's DEX route: the executor the vault trusts, the
// quoter of the same Uniswap deployment, the wrapped native coin the pools
// trade, and which pairs go through which pool (fee tier). A pair not in
// Pairs takes the HTTP exchange route.
type Route struct {
	ChainID  uint64
	Executor common.Address
	Quoter   common.Address
	WETH     common.Address
	// Tokens maps an asset to its token; the zero address is the native
	// coin (traded as WETH).
	Tokens map[string]common.Address
	Pairs  map[Pair]uint32 // fee tier in hundredths of a basis point (3000 = 0.3 %)
}

// Pair is a direction of trade between two assets.
type Pair struct{ In, Out string }

// Fee returns the fee tier of the pool the pair trades on, or ok false: the
// pair does not go through this route.
func (r *Route) Fee(in, out string) (fee uint32, ok bool) {
	if r == nil {
		return 0, false
	}
	fee, ok = r.Pairs[Pair{in, out}]
	if !ok {
		return 0, false
	}
	if _, ok := r.Tokens[in]; !ok {
		return 0, false
	}
	_, ok = r.Tokens[out]
	return fee, ok
}

// Trade is one trade the executor is asked to make.
type Trade struct {
	VaultKey common.Hash // the vault payment key the deposit leaves under
	TokenIn  common.Address
	AmountIn *big.Int
	TokenOut common.Address
	Fee      uint32
	MinOut   *big.Int
	Deadline time.Time // the router refuses the trade after it
	// Payout, when set, is paid in the trade's transaction (tradeAndPay).
	Payout *Payout
}

// Payout is a payout made in its trade's transaction: Amount of the
// trade's TokenOut to To under the vault payment key VaultKey, only when
// the trade gained at most MaxOut. A payout the vault refuses leaves the
// trade standing (the executor's PayoutLeft event).
type Payout struct {
	VaultKey common.Hash
	To       common.Address
	Amount   *big.Int
	MaxOut   *big.Int
}

var executorABI = vaultv2.NewDexExecutor()

// Calldata is the executor's call for t: trade, or tradeAndPay.
func (t Trade) Calldata() []byte {
	fee, deadline := big.NewInt(int64(t.Fee)), big.NewInt(t.Deadline.Unix())
	if p := t.Payout; p != nil {
		return executorABI.PackTradeAndPay(t.VaultKey, t.TokenIn, t.AmountIn, t.TokenOut, fee, t.MinOut, deadline,
			vaultv2.DexExecutorPayout{Key: p.VaultKey, To: p.To, Amount: p.Amount, MaxOut: p.MaxOut})
	}
	return executorABI.PackTrade(t.VaultKey, t.TokenIn, t.AmountIn, t.TokenOut, fee, t.MinOut, deadline)
}

// Traded is what one trade did, from the executor's event.
type Traded struct {
	TokenIn   common.Address
	AmountIn  *big.Int
	TokenOut  common.Address
	AmountOut *big.Int // what the vault's balance gained
	Fee       uint32
}

// ErrNoTrade: the receipt holds no Traded event of this executor under the key.
var ErrNoTrade = errors.New("no Traded event under the key")

// ReadTraded finds the executor's Traded event for vaultKey in a receipt.
func ReadTraded(rc *types.Receipt, executor common.Address, vaultKey common.Hash) (Traded, error) {
	for _, l := range rc.Logs {
		if l.Address != executor || len(l.Topics) < 2 || l.Topics[1] != vaultKey {
			continue
		}
		ev, err := executorABI.UnpackTradedEvent(l)
		if err != nil {
			continue // another event of the executor
		}
		return Traded{TokenIn: ev.TokenIn, AmountIn: ev.AmountIn, TokenOut: ev.TokenOut, AmountOut: ev.AmountOut, Fee: uint32(ev.Fee.Uint64())}, nil
	}
	return Traded{}, fmt.Errorf("transaction %s: %w", rc.TxHash.Hex(), ErrNoTrade)
}

// PayoutLeft reports why a trade's transaction did not pay the payout under
// payKey: the executor's PayoutLeft event, with the vault's refusal (empty
// when the trade gained more than the payout's maximum); ok false when the
// receipt holds none.
func PayoutLeft(rc *types.Receipt, executor common.Address, payKey common.Hash) (gained *big.Int, refused []byte, ok bool) {
	for _, l := range rc.Logs {
		if l.Address != executor || len(l.Topics) < 2 || l.Topics[1] != payKey {
			continue
		}
		if ev, err := executorABI.UnpackPayoutLeftEvent(l); err == nil {
			return ev.Gained, ev.Refused, true
		}
	}
	return nil, nil, false
}

// Slippage reports whether a revert reason is the pool paying less than
// the minimum (the router's "Too little received", the executor's
// TooLittleGained) or the trade's deadline passing: the market moved, the
// deposit was not spent, and the trade may be tried again or refunded.
func Slippage(reason string) bool {
	id := executorABI.GetABI().Errors["TooLittleGained"].ID
	tooLittle := hexutil.Encode(id[:4])
	for _, s := range []string{"Too little received", "TooLittleGained", tooLittle, "Transaction too old"} {
		if strings.Contains(reason, s) {
			return true
		}
	}
	return false
}

// Quoter prices a route's pairs from the pool itself (Uniswap's QuoterV2,
// by eth_call): what a trade of the amount would get now, the pool's fee
// and price impact included. A price source like any other (price.Source):
// beside a feed it is what refuses to quote when the pool has moved away
// from the market.
type Quoter struct {
	Client ethereum.ContractCaller
	Route  *Route
}

var quoterABI = quoterv2.NewQuoterV2()

// Name names the source in quotes and refusals.
func (q Quoter) Name() string { return "dex:uniswap-v3@" + q.Route.Quoter.Hex() }

// Quote answers what the pool would pay for r now.
func (q Quoter) Quote(ctx context.Context, r price.Request) (price.Price, error) {
	fee, ok := q.Route.Fee(r.AssetIn, r.AssetOut)
	if !ok {
		return price.Price{}, price.ErrNoPair
	}
	out, err := q.AmountOut(ctx, r.AssetIn, r.AssetOut, fee, r.AmountInUnits)
	if err != nil {
		return price.Price{}, err
	}
	return price.Price{Source: q.Name(), OutUnits: out, At: time.Now()}, nil
}

// AmountOut is QuoterV2's quoteExactInputSingle for amountIn of in.
func (q Quoter) AmountOut(ctx context.Context, in, out string, fee uint32, amountIn *big.Int) (*big.Int, error) {
	tin, tout := q.Route.Wrapped(in), q.Route.Wrapped(out)
	data := quoterABI.PackQuoteExactInputSingle(quoterv2.IQuoterV2QuoteExactInputSingleParams{
		TokenIn: tin, TokenOut: tout, AmountIn: amountIn, Fee: big.NewInt(int64(fee)), SqrtPriceLimitX96: new(big.Int),
	})
	to := q.Route.Quoter
	raw, err := q.Client.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		return nil, fmt.Errorf("quoter %s: %s → %s: %w", to.Hex(), in, out, err)
	}
	res, err := quoterABI.UnpackQuoteExactInputSingle(raw)
	if err != nil {
		return nil, fmt.Errorf("quoter %s: %s → %s: %w", to.Hex(), in, out, err)
	}
	return res.AmountOut, nil
}

// Wrapped is the token a pool trades for asset: WETH for the native coin.
func (r *Route) Wrapped(asset string) common.Address {
	t := r.Tokens[asset]
	if t == (common.Address{}) {
		return r.WETH
	}
	return t
}

// QuoterFor is the pool quoter of a chain's configured DEX route: its pairs
// and fee tiers, tokens the chain's assets (the native coin the zero
// address), and the WETH its executor trades, read from the executor.
func QuoterFor(ctx context.Context, c ethereum.ContractCaller, chainID uint64, cfg *chainconf.Dex, tokens map[string]common.Address) (Quoter, error) {
	executor := common.HexToAddress(cfg.Executor)
	raw, err := c.CallContract(ctx, ethereum.CallMsg{To: &executor, Data: executorABI.PackWeth()}, nil)
	if err != nil {
		return Quoter{}, fmt.Errorf("executor %s: weth(): %w", executor.Hex(), err)
	}
	weth, err := executorABI.UnpackWeth(raw)
	if err != nil {
		return Quoter{}, fmt.Errorf("executor %s: weth(): %w", executor.Hex(), err)
	}
	r := &Route{ChainID: chainID, Executor: executor, Quoter: common.HexToAddress(cfg.Quoter), WETH: weth, Tokens: tokens, Pairs: map[Pair]uint32{}}
	for _, p := range cfg.Pairs {
		r.Pairs[Pair{p.In, p.Out}] = p.Fee
	}
	return Quoter{Client: c, Route: r}, nil
}
