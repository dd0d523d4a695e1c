package devchain

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/dex"
	"github.com/swapengine/swapengine/internal/dex/uniswapv3"
	"github.com/swapengine/swapengine/internal/dex/uniswapv3/quoterv2"
	"github.com/swapengine/swapengine/internal/dex/uniswapv3/swaprouter"
	"github.com/swapengine/swapengine/internal/dex/uniswapv3/v3factory"
	"github.com/swapengine/swapengine/internal/harness/uniswapv3/positions"
	"github.com/swapengine/swapengine/internal/harness/uniswapv3/weth9"
	"github.com/swapengine/swapengine/internal/price/chainlink"
	"github.com/swapengine/swapengine/internal/swap"
)

// Dex is Uniswap v3 on the dev chain (issue 28): WETH9, the factory, the
// router, QuoterV2 and the position manager, all from their published
// bytecode, one WETH/USDC pool with full-range liquidity, and the vault's
// DexExecutor, which holds PAYER_ROLE and trusts the payer key.
type Dex struct {
	uniswapv3.Deployment
	Pool     common.Address
	Fee      uint32
	Executor common.Address
}

// DexFee is the dev pool's fee tier: 0.3 %.
const DexFee = 3000

// DexLiquidity is what the dev pool starts with: 20 ETH and, at the
// price given, its worth in USDC.
var DexLiquidityWei = new(big.Int).Mul(big.NewInt(20), big.NewInt(1e18))

// DeployDex deploys Uniswap v3 as published and the vault's executor with
// the vault key, opens a WETH/USDC pool at usdcPerETH (whole USDC per
// ether) and gives it liquidity. The executor trusts trader (the zero
// address: PayerKey's). Vault v2 only. No reorg goes below it (SetupBlock).
func (c *Chain) DeployDex(ctx context.Context, usdcPerETH int64, trader ...common.Address) (*Dex, error) {
	if c.v2 == nil {
		return nil, fmt.Errorf("devchain: the DEX needs vault v2")
	}
	admin := crypto.PubkeyToAddress(c.vaultKey.PublicKey)
	payer := crypto.PubkeyToAddress(PayerKey().PublicKey)
	if len(trader) > 0 && trader[0] != (common.Address{}) {
		payer = trader[0]
	}
	opts := bind.NewKeyedTransactor(c.vaultKey, c.chainID)
	opts.Context = ctx
	nonce, err := c.client.PendingNonceAt(ctx, admin)
	if err != nil {
		return nil, fmt.Errorf("devchain: nonce of the vault key: %w", err)
	}
	deploy := func(what, bin string, ctor []byte) (common.Address, *types.Transaction, error) {
		o := *opts
		o.Nonce = new(big.Int).SetUint64(nonce)
		addr, tx, err := bind.DeployContract(&o, common.FromHex(bin), c.client, ctor)
		if err != nil {
			return addr, nil, fmt.Errorf("devchain: deploy %s: %w", what, err)
		}
		nonce++
		return addr, tx, nil
	}
	send := func(to common.Address, value *big.Int, data []byte) error {
		o := *opts
		o.Nonce, o.Value = new(big.Int).SetUint64(nonce), value
		o.GasLimit = 10_000_000 // the node's estimate of a position's mint falls short; a pool's creation takes ~5 M
		bc := bind.NewBoundContract(to, vaultv2.NewDepositVaultV2().GetABI(), c.client, c.client, c.client)
		tx, err := bind.Transact(bc, &o, data)
		if err != nil {
			return c.explainRevertV2(err)
		}
		nonce++
		_, err = c.mineAll(ctx, tx)
		return err
	}
	d := &Dex{Fee: DexFee}
	var txs []*types.Transaction
	for _, step := range []struct {
		what, bin string
		ctor      func() []byte
		addr      *common.Address
	}{
		{"WETH9", weth9.WETH9MetaData.Bin, func() []byte { return nil }, &d.WETH},
		{"UniswapV3Factory", v3factory.UniswapV3FactoryMetaData.Bin, func() []byte { return nil }, &d.Factory},
		{"SwapRouter", swaprouter.SwapRouterMetaData.Bin, func() []byte { return swaprouter.NewSwapRouter().PackConstructor(d.Factory, d.WETH) }, &d.Router},
		{"QuoterV2", quoterv2.QuoterV2MetaData.Bin, func() []byte { return quoterv2.NewQuoterV2().PackConstructor(d.Factory, d.WETH) }, &d.Quoter},
		// No token descriptor: tokenURI is never asked on the dev chain.
		{"NonfungiblePositionManager", positions.NonfungiblePositionManagerMetaData.Bin, func() []byte {
			return positions.NewNonfungiblePositionManager().PackConstructor(d.Factory, d.WETH, common.Address{})
		}, &d.Positions},
		{"DexExecutor", vaultv2.DexExecutorMetaData.Bin, func() []byte {
			return vaultv2.NewDexExecutor().PackConstructor(c.vault, d.Router, d.WETH, payer)
		}, &d.Executor},
	} {
		// Each address is known before it is mined (the key's next nonce).
		*step.addr = crypto.CreateAddress(admin, nonce)
		_, tx, err := deploy(step.what, step.bin, step.ctor())
		if err != nil {
			return nil, err
		}
		txs = append(txs, tx)
	}
	if _, err := c.mineAll(ctx, txs...); err != nil {
		return nil, fmt.Errorf("devchain: DEX deployment: %w", err)
	}
	if err := d.Deployment.Verify(ctx, c.client); err != nil {
		return nil, err
	}

	// The pool, at the price asked, and its liquidity from the vault key.
	usdc := c.v2.usdcAddr
	token0, token1 := d.WETH, usdc
	wethRaw, usdcRaw := big.NewInt(1e18), new(big.Int).Mul(big.NewInt(usdcPerETH), big.NewInt(1e6))
	amount0, amount1 := new(big.Int).Set(DexLiquidityWei), new(big.Int).Mul(big.NewInt(20), usdcRaw)
	if bytesLess(usdc, d.WETH) {
		token0, token1 = usdc, d.WETH
		wethRaw, usdcRaw = usdcRaw, wethRaw
		amount0, amount1 = amount1, amount0
	}
	npm := positions.NewNonfungiblePositionManager()
	weth := weth9.NewWETH9()
	usdcAmount := new(big.Int).Mul(big.NewInt(20), new(big.Int).Mul(big.NewInt(usdcPerETH), big.NewInt(1e6)))
	for i, s := range []struct {
		to    common.Address
		value *big.Int
		data  []byte
	}{
		{c.vault, nil, vaultv2.NewDepositVaultV2().PackGrantRole(mustPayerRole(), d.Executor)},
		{d.WETH, DexLiquidityWei, weth.PackDeposit()},
		{d.WETH, nil, weth.PackApprove(d.Positions, DexLiquidityWei)},
		{usdc, nil, c.v2.usdc.PackMint(admin, usdcAmount)},
		{usdc, nil, c.v2.usdc.PackApprove(d.Positions, usdcAmount)},
		{d.Positions, nil, npm.PackCreateAndInitializePoolIfNecessary(token0, token1, big.NewInt(DexFee), uniswapv3.SqrtPriceX96(usdcRaw, wethRaw))}, // token1 per token0
		{d.Positions, nil, npm.PackMint(positions.INonfungiblePositionManagerMintParams{
			Token0: token0, Token1: token1, Fee: big.NewInt(DexFee),
			TickLower: big.NewInt(-887220), TickUpper: big.NewInt(887220), // the full range at tick spacing 60
			Amount0Desired: amount0, Amount1Desired: amount1, Amount0Min: new(big.Int), Amount1Min: new(big.Int),
			Recipient: admin, Deadline: new(big.Int).Lsh(big.NewInt(1), 64),
		})},
	} {
		if err := send(s.to, s.value, s.data); err != nil {
			return nil, fmt.Errorf("devchain: DEX setup step %d: %w", i+1, err)
		}
	}
	pool, err := d.Deployment.Pool(ctx, c.client, d.WETH, usdc, DexFee)
	if err != nil {
		return nil, err
	}
	d.Pool = pool
	head := c.Head()
	c.mu.Lock()
	c.v2.setupBlk = max(c.v2.setupBlk, head)
	c.mu.Unlock()
	return d, nil
}

// Route is the dev chain's DEX route for the engine: ETH ↔ USDC through the
// pool.
func (d *Dex) Route(chainID uint64, usdc common.Address) *dex.Route {
	return &dex.Route{
		ChainID: chainID, Executor: d.Executor, Quoter: d.Quoter, WETH: d.WETH,
		Tokens: map[string]common.Address{"ETH": vaultv2.NativeToken, "USDC": usdc},
		Pairs:  map[dex.Pair]uint32{{In: "ETH", Out: "USDC"}: d.Fee, {In: "USDC", Out: "ETH"}: d.Fee},
	}
}

// PoolQuote is a quote of kind for weiIn of ether into USDC: the pool's own
// (QuoterV2, by eth_call through c) now, 1 % either side, named id; a fixed
// one keeps its promise for a deposit made before expires. The
// soak's, bench's and tests' swaps from a quote on the DEX route.
func (d *Dex) PoolQuote(ctx context.Context, c ethereum.ContractCaller, chainID uint64, usdc common.Address, weiIn *big.Int,
	id string, kind swap.QuoteKind, expires time.Time) (*swap.Quote, error) {
	q := dex.Quoter{Client: c, Route: d.Route(chainID, usdc)}
	out, err := q.AmountOut(ctx, "ETH", "USDC", d.Fee, weiIn)
	if err != nil {
		return nil, err
	}
	lo, hi := swap.Band(out, 100)
	quote := &swap.Quote{ID: id, Source: swap.Truncate(q.Name(), swap.MaxIDLen), Kind: kind, Asset: "USDC",
		ExpectedOutUnits: out.String(), MinOutUnits: lo.String(), MaxOutUnits: hi.String()}
	if kind == swap.QuoteFixed {
		quote.ExpiresAt = expires.Unix()
	}
	return quote, nil
}

// FrontRun sends, without mining it, a trade of ethIn wei of dev account
// from's ether into USDC on the pool with a tip no engine pays (100 gwei),
// so that the next block puts it before any trade waiting in the pool: the
// first leg of a sandwich.
func (c *Chain) FrontRun(ctx context.Context, d *Dex, from int, ethIn *big.Int) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	nonce, err := c.client.PendingNonceAt(ctx, c.addrs[from])
	if err != nil {
		return err
	}
	nonce = max(nonce, c.nonces[from])
	head, err := c.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	tip := big.NewInt(100e9)
	to := d.Router
	tx, err := types.SignTx(types.NewTx(&types.DynamicFeeTx{
		ChainID: c.chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2))),
		Gas: 1_000_000, To: &to, Value: ethIn, Data: swaprouter.NewSwapRouter().PackExactInputSingle(swaprouter.ISwapRouterExactInputSingleParams{
			TokenIn: d.WETH, TokenOut: c.v2.usdcAddr, Fee: big.NewInt(int64(d.Fee)), Recipient: c.addrs[from],
			Deadline: new(big.Int).Lsh(big.NewInt(1), 64), AmountIn: ethIn, AmountOutMinimum: new(big.Int), SqrtPriceLimitX96: new(big.Int),
		}),
	}), types.LatestSignerForChainID(c.chainID), c.keys[from])
	if err != nil {
		return err
	}
	if err := c.client.SendTransaction(ctx, tx); err != nil {
		return err
	}
	c.nonces[from] = nonce + 1
	return nil
}

// MovePool trades ethIn wei of dev account from's ether into USDC on the
// pool, moving its price down (a test's market move, or a sandwich's first
// leg), and mines it.
func (c *Chain) MovePool(ctx context.Context, d *Dex, from int, ethIn *big.Int) error {
	r := swaprouter.NewSwapRouter()
	c.mu.Lock()
	bc := bind.NewBoundContract(d.Router, r.GetABI(), c.client, c.client, c.client)
	tx, err := c.sendLocked(ctx, from, bc, ethIn, r.PackExactInputSingle(swaprouter.ISwapRouterExactInputSingleParams{
		TokenIn: d.WETH, TokenOut: c.v2.usdcAddr, Fee: big.NewInt(int64(d.Fee)), Recipient: c.addrs[from],
		Deadline: new(big.Int).Lsh(big.NewInt(1), 64), AmountIn: ethIn, AmountOutMinimum: new(big.Int), SqrtPriceLimitX96: new(big.Int),
	}), 1_000_000, true) // a swap's estimate falls short like a mint's
	c.mu.Unlock()
	if err != nil {
		return fmt.Errorf("devchain: move the pool: %w", err)
	}
	_, err = c.mineAll(ctx, tx)
	return err
}

func bytesLess(a, b common.Address) bool {
	return new(big.Int).SetBytes(a[:]).Cmp(new(big.Int).SetBytes(b[:])) < 0
}

func mustPayerRole() [32]byte { return crypto.Keccak256Hash([]byte("PAYER_ROLE")) }

// TokenBalance is who's balance of an ERC-20 token.
func (c *Chain) TokenBalance(ctx context.Context, token, who common.Address) (*big.Int, error) {
	w := weth9.NewWETH9() // any ERC-20's balanceOf
	raw, err := c.client.CallContract(ctx, ethereum.CallMsg{To: &token, Data: w.PackBalanceOf(who)}, nil)
	if err != nil {
		return nil, err
	}
	return w.UnpackBalanceOf(raw)
}

// DeployPriceFeed deploys Chainlink's MockV3Aggregator (from the published
// @chainlink/contracts) answering answer with decimals, from the vault key,
// and mines it.
func (c *Chain) DeployPriceFeed(ctx context.Context, decimals uint8, answer *big.Int) (common.Address, error) {
	opts := bind.NewKeyedTransactor(c.vaultKey, c.chainID)
	opts.Context = ctx
	agg := chainlink.NewMockV3Aggregator()
	addr, tx, err := bind.DeployContract(opts, common.FromHex(chainlink.MockV3AggregatorMetaData.Bin), c.client, agg.PackConstructor(decimals, answer))
	if err != nil {
		return common.Address{}, fmt.Errorf("devchain: deploy a price feed: %w", err)
	}
	if _, err := c.mineAll(ctx, tx); err != nil {
		return common.Address{}, fmt.Errorf("devchain: deploy a price feed: %w", err)
	}
	return addr, nil
}
