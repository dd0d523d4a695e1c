package swapworker

import (
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
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
	if route.Route.WETH != d.WETH || route.Route.Pairs[dex.Pair{In: "ETH", Out: "USDC"}] != devchain.DexFee {
		t.Fatalf("route %+v", route.Route)
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
