package swapworker

import (
	"math/big"
	"os"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/dex"
	"github.com/swapengine/swapengine/internal/harness/devchain"
)

// A DEX route is checked against the chain before any swap trades through
// it: the executor must trade for this vault and trust this hot key, the
// router and quoter must run Uniswap's published code, and every pair must
// have its pool. Each refusal names what is wrong.
func TestADexRouteIsCheckedBeforeUse(t *testing.T) {
	c, err := devchain.Start(devchain.Options{Vault: devchain.VaultV2})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	d, err := c.DeployDex(t.Context(), 3000)
	if err != nil {
		t.Fatal(err)
	}
	hot := crypto.PubkeyToAddress(devchain.PayerKey().PublicKey)
	payer := func(mod func(p *Payer, cfg *chainconf.Dex)) Payer {
		cfg := &chainconf.Dex{Executor: d.Executor.Hex(), Quoter: d.Quoter.Hex(), Pairs: []chainconf.DexPair{{In: "ETH", Out: "USDC", Fee: devchain.DexFee}}}
		p := Payer{ChainID: c.ChainID().Uint64(), Vault: c.Vault().Hex(), Tokens: tokenFlag{"ETH": vaultv2.NativeToken, "USDC": c.USDC()}, dex: cfg}
		if mod != nil {
			mod(&p, cfg)
		}
		return p
	}
	route, err := openDex(t.Context(), payer(nil), c.Client(), nil, hot)
	if err != nil {
		t.Fatalf("a sound route: %v", err)
	}
	if route.Route.WETH != d.WETH || route.Route.Pairs[dex.Pair{In: "ETH", Out: "USDC"}] != devchain.DexFee || !route.PayInTrade {
		t.Fatalf("route %+v, payout in trade %v", route.Route, route.PayInTrade)
	}

	// An executor deployed before tradeAndPay (its published build, kept in
	// testdata) still trades, with each payout a transaction of its own.
	old := deployTradeOnlyExecutor(t, c, d, hot)
	route, err = openDex(t.Context(), payer(func(_ *Payer, cfg *chainconf.Dex) { cfg.Executor = old.Hex() }), c.Client(), nil, hot)
	if err != nil || route.PayInTrade {
		t.Fatalf("a trade-only executor: %v, payout in trade %v; want a route that trades only", err, route != nil && route.PayInTrade)
	}
	for _, tc := range []struct {
		name string
		mod  func(p *Payer, cfg *chainconf.Dex)
		hot  common.Address
		want string
	}{
		{"another hot key", nil, common.HexToAddress("0x1"), "trusts trader"},
		{"another vault", func(p *Payer, _ *chainconf.Dex) { p.Vault = c.USDC().Hex() }, hot, "trades for vault"},
		{"a quoter that is not Uniswap's", func(_ *Payer, cfg *chainconf.Dex) { cfg.Quoter = c.USDC().Hex() }, hot, "QuoterV2"},
		{"a pair without a pool", func(_ *Payer, cfg *chainconf.Dex) { cfg.Pairs[0].Fee = 500 }, hot, "no pool"},
		{"a pair the payer does not pay", func(p *Payer, _ *chainconf.Dex) { delete(p.Tokens, "USDC") }, hot, "is not an asset the payer pays"},
		{"an executor that is none", func(_ *Payer, cfg *chainconf.Dex) { cfg.Executor = c.USDC().Hex() }, hot, "executor"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := openDex(t.Context(), payer(tc.mod), c.Client(), nil, tc.hot)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an error naming %q", err, tc.want)
			}
		})
	}
}

// deployTradeOnlyExecutor deploys the DexExecutor of the build before
// tradeAndPay (testdata/DexExecutor-trade-only.bin, its constructor
// unchanged) for d's router and WETH, trusting trader, and returns its
// address.
func deployTradeOnlyExecutor(t *testing.T, c *devchain.Chain, d *devchain.Dex, trader common.Address) common.Address {
	t.Helper()
	raw, err := os.ReadFile("testdata/DexExecutor-trade-only.bin")
	if err != nil {
		t.Fatal(err)
	}
	code := append(common.FromHex(strings.TrimSpace(string(raw))), vaultv2.NewDexExecutor().PackConstructor(c.Vault(), d.Router, d.WETH, trader)...)
	key := c.Accounts()[3]
	from := crypto.PubkeyToAddress(key.PublicKey)
	nonce, err := c.Client().PendingNonceAt(t.Context(), from)
	if err != nil {
		t.Fatal(err)
	}
	tx, err := types.SignTx(types.NewTx(&types.DynamicFeeTx{ChainID: c.ChainID(), Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9), Gas: 3_000_000, Data: code}),
		types.LatestSignerForChainID(c.ChainID()), key)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.MineEach(t.Context(), tx); err != nil {
		t.Fatal(err)
	}
	return crypto.CreateAddress(from, nonce)
}
