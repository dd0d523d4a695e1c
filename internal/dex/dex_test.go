package dex_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/dex"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/price"
	"github.com/swapengine/swapengine/internal/txsender"
)

// env is a dev chain with vault v2 and Uniswap v3 deployed from its
// published artefacts, a WETH/USDC pool at 3,000 USDC an ether.
type env struct {
	c     *devchain.Chain
	d     *devchain.Dex
	route *dex.Route
	ctx   context.Context
}

func newEnv(t *testing.T) *env {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	c, err := devchain.Start(devchain.Options{Vault: devchain.VaultV2})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	d, err := c.DeployDex(ctx, 3000)
	if err != nil {
		t.Fatal(err)
	}
	return &env{c: c, d: d, route: d.Route(c.ChainID().Uint64(), c.USDC()), ctx: ctx}
}

// trade sends the executor's trade from key (the payer's, unless another)
// and mines it; the receipt, or the estimate's error (a revert).
func (e *env) trade(t *testing.T, from *txsenderKey, tr dex.Trade) (*types.Receipt, error) {
	t.Helper()
	cl := e.c.Client()
	to := e.route.Executor
	gas, err := cl.EstimateGas(e.ctx, ethereum.CallMsg{From: from.addr, To: &to, Data: tr.Calldata()})
	if err != nil {
		return nil, err
	}
	nonce, err := cl.PendingNonceAt(e.ctx, from.addr)
	if err != nil {
		t.Fatal(err)
	}
	head, err := cl.HeaderByNumber(e.ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	fee := new(big.Int).Mul(head.BaseFee, big.NewInt(3))
	tx, err := types.SignTx(types.NewTx(&types.DynamicFeeTx{ChainID: e.c.ChainID(), Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: fee.Add(fee, big.NewInt(1e9)), Gas: gas * 3 / 2, To: &to, Data: tr.Calldata()}),
		types.LatestSignerForChainID(e.c.ChainID()), from.key)
	if err != nil {
		t.Fatal(err)
	}
	if err := cl.SendTransaction(e.ctx, tx); err != nil {
		return nil, err
	}
	return e.c.MineUntilReceipt(e.ctx, tx.Hash(), 5)
}

type txsenderKey struct {
	key  *ecdsa.PrivateKey
	addr common.Address
}

func payerKey() *txsenderKey {
	k := devchain.PayerKey()
	return &txsenderKey{key: k, addr: crypto.PubkeyToAddress(k.PublicKey)}
}

func (e *env) vaultBalances(t *testing.T) (wei, usdc *big.Int) {
	t.Helper()
	wei, err := e.c.Client().BalanceAt(e.ctx, e.c.Vault(), nil)
	if err != nil {
		t.Fatal(err)
	}
	usdc, err = e.c.TokenBalance(e.ctx, e.c.USDC(), e.c.Vault())
	if err != nil {
		t.Fatal(err)
	}
	return wei, usdc
}

func ethTrade(key string, e *env, amountIn, minOut *big.Int) dex.Trade {
	return dex.Trade{
		VaultKey: txsender.VaultKey(e.route.ChainID, e.c.Vault(), key), TokenIn: vaultv2.NativeToken, AmountIn: amountIn,
		TokenOut: e.c.USDC(), Fee: e.d.Fee, MinOut: minOut, Deadline: time.Now().Add(time.Hour),
	}
}

// The published code runs on the dev chain, the quoter prices the pool, and
// a trade under a key takes the deposit from the vault once, pays the
// vault back what it bought, and says what the vault gained.
func TestTheExecutorTradesOncePerKeyAndRecordsWhatTheVaultGained(t *testing.T) {
	e := newEnv(t)
	milliETH := big.NewInt(1e15)
	q := dex.Quoter{Client: e.c.Client(), Route: e.route}
	p, err := q.Quote(e.ctx, price.Request{AssetIn: "ETH", AssetOut: "USDC", AmountInUnits: milliETH})
	if err != nil {
		t.Fatal(err)
	}
	// 0.001 ETH at 3,000 USDC, less the 0.3 % fee: a little under 3 USDC.
	if p.OutUnits.Cmp(big.NewInt(2_980_000)) < 0 || p.OutUnits.Cmp(big.NewInt(3_000_000)) > 0 {
		t.Fatalf("quoter priced 0.001 ETH at %s USDC units, want about 2,991,000", p.OutUnits)
	}
	if _, err := q.Quote(e.ctx, price.Request{AssetIn: "ETH", AssetOut: "DAI", AmountInUnits: milliETH}); !errors.Is(err, price.ErrNoPair) {
		t.Fatalf("a pair the route does not trade: %v, want ErrNoPair", err)
	}

	wei0, usdc0 := e.vaultBalances(t)
	tr := ethTrade("start-exchange:swap-1", e, milliETH, new(big.Int).Sub(p.OutUnits, big.NewInt(1000)))
	rc, err := e.trade(t, payerKey(), tr)
	if err != nil || rc.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("trade: %v (receipt %+v)", err, rc)
	}
	got, err := dex.ReadTraded(rc, e.route.Executor, tr.VaultKey)
	if err != nil {
		t.Fatal(err)
	}
	wei1, usdc1 := e.vaultBalances(t)
	if d := new(big.Int).Sub(wei0, wei1); d.Cmp(milliETH) != 0 {
		t.Fatalf("the vault lost %s wei, want the deposit %s", d, milliETH)
	}
	if d := new(big.Int).Sub(usdc1, usdc0); d.Cmp(got.AmountOut) != 0 || d.Cmp(p.OutUnits) != 0 {
		t.Fatalf("the vault gained %s USDC units; Traded says %s, the quote %s", d, got.AmountOut, p.OutUnits)
	}
	// The executor keeps nothing.
	if b, err := e.c.TokenBalance(e.ctx, e.c.USDC(), e.route.Executor); err != nil || b.Sign() != 0 {
		t.Fatalf("the executor kept %s USDC units", b)
	}

	// The same key again: the vault's guard refuses it, nothing moves.
	if _, err := e.trade(t, payerKey(), tr); err == nil || !strings.Contains(err.Error(), "execution reverted") {
		t.Fatalf("a second trade under the key: %v, want a revert (AlreadyPaid)", err)
	}
	// Anyone but the trader is refused.
	stranger := e.c.Accounts()[1]
	if _, err := e.trade(t, &txsenderKey{key: stranger, addr: crypto.PubkeyToAddress(stranger.PublicKey)}, ethTrade("start-exchange:swap-2", e, milliETH, big.NewInt(1))); err == nil {
		t.Fatal("a stranger traded the vault's coin")
	}
	if w, u := e.vaultBalances(t); w.Cmp(wei1) != 0 || u.Cmp(usdc1) != 0 {
		t.Fatalf("refused trades moved the vault: %s wei %s USDC, want %s %s", w, u, wei1, usdc1)
	}
}

// A pool moved against the trade past its minimum: the trade reverts and
// spends nothing, and the key stays free for a trade within the bound.
func TestAPoolMovedPastTheMinimumSpendsNothing(t *testing.T) {
	e := newEnv(t)
	milliETH := big.NewInt(1e15)
	q := dex.Quoter{Client: e.c.Client(), Route: e.route}
	before, err := q.AmountOut(e.ctx, "ETH", "USDC", e.d.Fee, milliETH)
	if err != nil {
		t.Fatal(err)
	}
	minOut := new(big.Int).Mul(before, big.NewInt(99))
	minOut.Quo(minOut, big.NewInt(100)) // 1 % below the quote
	if err := e.c.MovePool(e.ctx, e.d, 1, new(big.Int).Mul(big.NewInt(2), big.NewInt(1e18))); err != nil {
		t.Fatal(err)
	}
	after, err := q.AmountOut(e.ctx, "ETH", "USDC", e.d.Fee, milliETH)
	if err != nil {
		t.Fatal(err)
	}
	if after.Cmp(minOut) >= 0 {
		t.Fatalf("the move left the pool at %s, not below the minimum %s", after, minOut)
	}
	wei0, usdc0 := e.vaultBalances(t)
	tr := ethTrade("start-exchange:swap-moved", e, milliETH, minOut)
	_, err = e.trade(t, payerKey(), tr)
	if err == nil || !dex.Slippage(err.Error()) {
		t.Fatalf("a trade below its minimum: %v, want the router's Too little received", err)
	}
	if w, u := e.vaultBalances(t); w.Cmp(wei0) != 0 || u.Cmp(usdc0) != 0 {
		t.Fatalf("a refused trade moved the vault")
	}
	// Within the bound (a new quote), the same key trades.
	tr.MinOut = new(big.Int).Sub(after, big.NewInt(1))
	if rc, err := e.trade(t, payerKey(), tr); err != nil || rc.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("the same key within the bound: %v", err)
	}
}
