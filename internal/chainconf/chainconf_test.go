package chainconf_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chainconf"
)

const vault = "0x5FbDB2315678afecb367f032d93F642f64180aa3"

// one is a valid chain entry; each case edits it.
func one(name string, id uint64, extra string) string {
	return fmt.Sprintf(`
  - name: %s
    chainId: %d
    rpc:
      - url: https://rpc-%s-1.example/key-aaaa
      - url: https://rpc-%s-2.example/key-bbbb
    vault: {address: "%s", version: v2, startBlock: 10}
%s`, name, id, name, name, vault, extra)
}

func TestValidationNamesTheKey(t *testing.T) {
	env := lookup(map[string]string{"SET": "https://rpc.example/env-key", "EMPTY": " "})
	cases := []struct{ name, yaml, want string }{
		{"empty", ``, "chains: at least one chain is required"},
		{"unknown key", "chains:\n  - name: a\n    rpcs: []\n", "field rpcs not found"},
		{"bad name", "chains:" + one("Base", 8453, ""), `chains[0].name: "Base" must be`},
		{"duplicate name", "chains:" + one("base", 8453, "") + one("base", 1, ""), `chains[1].name: "base" is already chains[0]`},
		{"duplicate chain ID", "chains:" + one("base", 8453, "") + one("base2", 8453, ""), "chains.base2.chainId: 8453 is already chains.base"},
		{"no chain ID", "chains:\n  - name: x\n", "chains.x.chainId: required"},
		{"no rpc", "chains:\n  - name: x\n    chainId: 1\n", "chains.x.rpc: at least one endpoint is required"},
		{"rpc scheme", "chains:\n  - name: x\n    chainId: 1\n    rpc: [{url: ftp://h/key-secret-1}]\n", "chains.x.rpc[0]: the URL must start with http:// or https://"},
		{"rpc two sources", "chains:\n  - name: x\n    chainId: 1\n    rpc: [{url: https://h/k, urlEnv: SET}]\n", "chains.x.rpc[0]: give exactly one of url, urlEnv, urlFile"},
		{"rpc env unset", "chains:\n  - name: x\n    chainId: 1\n    rpc: [{urlEnv: NOPE}]\n", "chains.x.rpc[0].urlEnv: NOPE is not set"},
		{"rpc env empty", "chains:\n  - name: x\n    chainId: 1\n    rpc: [{urlEnv: EMPTY}]\n", "chains.x.rpc[0].urlEnv: EMPTY is not set"},
		{"rpc file missing", "chains:\n  - name: x\n    chainId: 1\n    rpc: [{urlFile: /nonexistent/url}]\n", "chains.x.rpc[0].urlFile: read /nonexistent/url"},
		{"same url twice", "chains:\n  - name: x\n    chainId: 1\n    rpc: [{urlEnv: SET}, {url: \"https://rpc.example/env-key\"}]\n", "chains.x.rpc[1]: the same URL as rpc[0]"},
		{"header inline", "chains:\n  - name: x\n    chainId: 1\n    rpc: [{url: https://h/k, headers: [{name: Authorization, value: abc}]}]\n", "field value not found"},
		{"header no source", "chains:\n  - name: x\n    chainId: 1\n    rpc: [{url: https://h/k, headers: [{name: Authorization}]}]\n", "chains.x.rpc[0].headers[0]: give exactly one of env, file"},
		{"header env unset", "chains:\n  - name: x\n    chainId: 1\n    rpc: [{url: https://h/k, headers: [{name: Authorization, env: NOPE}]}]\n", "chains.x.rpc[0].headers[0].env: NOPE is not set"},
		{"header bad name", "chains:\n  - name: x\n    chainId: 1\n    rpc: [{url: https://h/k, headers: [{name: \"a b\", env: SET}]}]\n", `chains.x.rpc[0].headers[0].name: "a b" is not a header name`},
		{"ws scheme", "chains:" + one("base", 8453, "    ws: {url: https://h/ws-key}\n"), "chains.base.ws: the URL must start with ws:// or wss://"},
		{"cross-check one endpoint", "chains:\n  - name: x\n    chainId: 1\n    rpc: [{url: https://h/k}]\n    crossCheck: true\n", "chains.x.crossCheck: needs at least two rpc endpoints, 1 given"},
		{"unknown chain no finality", "chains:" + one("mine", 999, ""), "chains.mine.finality: required: chain 999 has no default"},
		{"bad tag", "chains:" + one("base", 8453, "    finality: {tag: latest}\n"), `chains.base.finality.tag: "latest" must be safe or finalized`},
		{"depth and tag", "chains:" + one("base", 8453, "    finality: {tag: safe, depth: 3}\n"), "chains.base.finality: give depth or tag, not both"},
		{"unreliable tag", "chains:" + one("polygon", 137, "    finality: {tag: finalized}\n"), `chains.polygon.finality.tag: "finalized" is known unreliable on Polygon PoS (chain 137)`},
		{"dev tag", "chains:" + one("dev", 1337, "    finality: {tag: safe}\n"), `chains.dev.finality.tag: "safe" is known unreliable on dev chain`},
		{"no vault", "chains:\n  - name: x\n    chainId: 1\n    rpc: [{url: https://h/k}]\n", "chains.x.vault.address: required"},
		{"sweep minimum without factory", "chains:\n  - name: x\n    chainId: 1\n    rpc: [{url: https://h/k}]\n    vault: {address: \"" + vault + "\", version: v2, sweepMinUnits: {ETH: \"5\"}}\n", "chains.x.vault.sweepMinUnits: means something only with a depositFactory"},
		{"sweep minimum asset", "chains:\n  - name: x\n    chainId: 1\n    rpc: [{url: https://h/k}]\n    vault: {address: \"" + vault + "\", version: v2, depositFactory: \"" + vault + "\", sweepMinUnits: {DOGE: \"5\"}}\n", "chains.x.vault.sweepMinUnits.DOGE: not an asset of this chain"},
		{"sweep minimum units", "chains:\n  - name: x\n    chainId: 1\n    rpc: [{url: https://h/k}]\n    vault: {address: \"" + vault + "\", version: v2, depositFactory: \"" + vault + "\", sweepMinUnits: {ETH: \"0.5\"}}\n", "chains.x.vault.sweepMinUnits.ETH"},
		{"bad vault", "chains:\n  - name: x\n    chainId: 1\n    rpc: [{url: https://h/k}]\n    vault: {address: 0x12}\n", `chains.x.vault.address: "0x12" is not 0x and 40 hex digits`},
		{"vault version", "chains:\n  - name: x\n    chainId: 1\n    rpc: [{url: https://h/k}]\n    vault: {address: \"" + vault + "\", version: v3}\n", `chains.x.vault.version: "v3" must be v1 or v2`},
		{"start hash", "chains:" + one("base", 8453, "    vault: {address: \""+vault+"\", startBlock: 5, startBlockHash: 0xabc}\n"), "mapping key \"vault\" already defined"},
		{"start hash format", "chains:\n  - name: x\n    chainId: 1\n    rpc: [{url: https://h/k}]\n    vault: {address: \"" + vault + "\", startBlock: 5, startBlockHash: 0xabc}\n", `chains.x.vault.startBlockHash: "0xabc" is not 0x and 64 hex digits`},
		{"tokens on v1", "chains:\n  - name: x\n    chainId: 1\n    rpc: [{url: https://h/k}]\n    vault: {address: \"" + vault + "\"}\n    tokens: [{address: \"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913\", symbol: USDC, decimals: 6}]\n", "chains.x.tokens: vault v1 takes only the native coin"},
		{"token decimals missing", "chains:" + one("base", 8453, "    tokens: [{address: \"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913\", symbol: USDC}]\n"), "chains.base.tokens[0].decimals: required"},
		{"token decimals range", "chains:" + one("base", 8453, "    tokens: [{address: \"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913\", symbol: USDC, decimals: 99}]\n"), "chains.base.tokens[0].decimals: 99 must be 0 to 36"},
		{"price feed address", "chains:" + one("base", 8453, "    tokens: [{address: \"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913\", symbol: USDC, decimals: 6}]\n    priceFeeds: [{base: ETH, quote: USDC, address: nope}]\n"), "chains.base.priceFeeds[0].address: \"nope\" is not a 0x-prefixed 20-byte hex address"},
		{"price feed asset", "chains:" + one("base", 8453, "    tokens: [{address: \"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913\", symbol: USDC, decimals: 6}]\n    priceFeeds: [{base: BTC, quote: USDC, address: \"0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70\"}]\n"), "chains.base.priceFeeds[0].base: \"BTC\" is not an asset of this chain"},
		{"price feed sequencer", "chains:" + one("base", 8453, "    tokens: [{address: \"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913\", symbol: USDC, decimals: 6}]\n    priceFeeds: [{base: ETH, quote: USDC, address: \"0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70\", sequencerUptimeFeed: x}]\n"), "chains.base.priceFeeds[0].sequencerUptimeFeed"},
		{"price feed pair", "chains:" + one("base", 8453, "    tokens: [{address: \"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913\", symbol: USDC, decimals: 6}]\n    priceFeeds: [{base: USDC, quote: USDC, address: \"0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70\"}]\n"), "chains.base.priceFeeds[0].quote: \"USDC\" is the base too"},
		{"dex executor", "chains:" + one("base", 8453, "    tokens: [{address: \"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913\", symbol: USDC, decimals: 6}]\n    dex: {executor: nope, quoter: \"0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70\", pairs: [{in: ETH, out: USDC, fee: 500}]}\n"), "chains.base.dex.executor: \"nope\" is not a 0x-prefixed 20-byte hex address"},
		{"dex no pairs", "chains:" + one("base", 8453, "    tokens: [{address: \"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913\", symbol: USDC, decimals: 6}]\n    dex: {executor: \"0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70\", quoter: \"0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70\"}\n"), "chains.base.dex.pairs: name at least one pair"},
		{"dex asset", "chains:" + one("base", 8453, "    tokens: [{address: \"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913\", symbol: USDC, decimals: 6}]\n    dex: {executor: \"0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70\", quoter: \"0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70\", pairs: [{in: ETH, out: DAI, fee: 500}]}\n"), "chains.base.dex.pairs[0].out: \"DAI\" is not an asset of this chain"},
		{"dex fee", "chains:" + one("base", 8453, "    tokens: [{address: \"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913\", symbol: USDC, decimals: 6}]\n    dex: {executor: \"0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70\", quoter: \"0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70\", pairs: [{in: ETH, out: USDC, fee: 30}]}\n"), "chains.base.dex.pairs[0].fee: 30 is not a Uniswap v3 fee tier"},
		{"dex twice", "chains:" + one("base", 8453, "    tokens: [{address: \"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913\", symbol: USDC, decimals: 6}]\n    dex: {executor: \"0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70\", quoter: \"0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70\", pairs: [{in: ETH, out: USDC, fee: 500}, {in: ETH, out: USDC, fee: 3000}]}\n"), "chains.base.dex.pairs[1]: ETH → USDC is named twice"},
		{"token checksum", "chains:" + one("base", 8453, "    tokens: [{address: \"0x833589fcD6eDb6E08f4c7C32D4f71b54bdA02913\", symbol: USDC, decimals: 6}]\n"), "chains.base.tokens[0].address:"},
		{"token symbol", "chains:" + one("base", 8453, "    tokens: [{address: \"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913\", symbol: \"us dc\", decimals: 6}]\n"), "chains.base.tokens[0].symbol:"},
		{"native asset", "chains:" + one("base", 8453, "    nativeAsset: \"e th\"\n"), "chains.base.nativeAsset:"},
		{"retain", "chains:" + one("base", 8453, "    finality: {depth: 200}\n    retain: 100\n"), "chains.base.retain 100 is below finality.depth 200"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := chainconf.Parse([]byte(tc.yaml), env)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			for _, secret := range []string{"key-aaaa", "key-bbbb", "env-key", "key-secret-1"} {
				assert.NotContains(t, err.Error(), secret, "an error quoted a URL")
			}
		})
	}
}

func TestTagOverrideAndDefaults(t *testing.T) {
	f, err := chainconf.Parse([]byte("chains:"+one("polygon", 137, "    finality: {tag: finalized, allowUnreliableTag: true}\n")+
		one("eth", 1, "    crossCheck: false\n")+one("dev", 1337, "")), lookup(nil))
	require.NoError(t, err)
	p, _ := f.Chain("polygon")
	assert.Equal(t, chain.Finality{Tag: "finalized"}, p.ScannerConfig().Finality)
	e, _ := f.Chain("eth")
	assert.Equal(t, chain.Finality{Tag: "finalized"}, e.ScannerConfig().Finality)
	assert.False(t, e.EndpointsConfig().CrossCheck, "turned off explicitly")
	d, _ := f.Chain("dev")
	assert.Equal(t, chain.Finality{Depth: 3}, d.ScannerConfig().Finality)
	assert.True(t, d.EndpointsConfig().CrossCheck)
	for id, k := range chainconf.Defaults {
		cfg := chain.Config{ChainID: id, Contract: [20]byte{1}, Finality: k.Finality, NativeAsset: k.NativeAsset}
		if k.Finality.Depth > 128 {
			cfg.Retain = k.Finality.Depth
		}
		assert.NoError(t, cfg.Validate(), "default of chain %d", id)
	}
}

func TestLoadReadsSecretsFromEnvAndFiles(t *testing.T) {
	dir := t.TempDir()
	urlFile := filepath.Join(dir, "url")
	require.NoError(t, os.WriteFile(urlFile, []byte("https://rpc.example/file-key-123\n"), 0o600))
	t.Setenv("TEST_CHAINS_AUTH", "Bearer env-token-456")
	// Relative names are taken from the chains file's directory.
	require.NoError(t, os.WriteFile(filepath.Join(dir, "url2"), []byte("https://rpc2.example/file-key-789"), 0o600))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "key"), []byte("api-key-000\n"), 0o600))
	path := filepath.Join(dir, "chains.yaml")
	require.NoError(t, os.WriteFile(path, []byte(`chains:
  - name: dev
    chainId: 1337
    rpc:
      - urlFile: `+urlFile+`
        headers: [{name: Authorization, env: TEST_CHAINS_AUTH}]
      - urlFile: url2
        headers: [{name: X-Api-Key, file: key}]
    vault: {address: "`+vault+`"}
`), 0o600))
	f, err := chainconf.Load(path)
	require.NoError(t, err)
	d, _ := f.Chain("dev")
	ep := d.EndpointsConfig()
	assert.Equal(t, "https://rpc.example/file-key-123", ep.Endpoints[0].URL)
	assert.Equal(t, "Bearer env-token-456", ep.Endpoints[0].Headers.Get("Authorization"))
	assert.Equal(t, "chains.dev.rpc[0]", ep.Endpoints[0].Name)
	assert.Equal(t, "https://rpc2.example/file-key-789", ep.Endpoints[1].URL)
	assert.Equal(t, "api-key-000", ep.Endpoints[1].Headers.Get("X-Api-Key"))

	_, err = chainconf.Load(filepath.Join(dir, "missing.yaml"))
	require.Error(t, err)
	assert.True(t, strings.HasPrefix(err.Error(), "chains file: "), err.Error())
}

// The engine's own contracts of a chain are named (no payout or refund may go
// to one); any other address, and the zero address, is none of them.
func TestEngineContractNamesTheChainsOwnContracts(t *testing.T) {
	vault, timelock, factory, executor := common.HexToAddress("0x0a"), common.HexToAddress("0x0b"), common.HexToAddress("0x0c"), common.HexToAddress("0x0d")
	c := chainconf.Chain{
		Vault: chainconf.Vault{Address: vault.Hex(), Timelock: strings.ToLower(timelock.Hex()), DepositFactory: factory.Hex()},
		Dex:   &chainconf.Dex{Executor: executor.Hex()},
	}
	for addr, want := range map[common.Address]string{
		vault: "vault", timelock: "timelock", factory: "deposit-address factory", executor: "DEX executor",
	} {
		assert.Contains(t, c.EngineContract(addr), want, addr.Hex())
	}
	assert.Empty(t, c.EngineContract(common.HexToAddress("0x0e")))
	assert.Empty(t, c.EngineContract(common.Address{}))
	assert.Empty(t, chainconf.Chain{}.EngineContract(common.Address{}), "a chain naming no contract has none")
}

// The sweep minimums are read by asset, in base units, and kept by the
// token they are credited in.
func TestSweepMinimumsAreReadByAsset(t *testing.T) {
	f, err := chainconf.Parse([]byte("chains:\n  - name: x\n    chainId: 1\n    rpc: [{url: https://h/k}]\n    tokens: [{address: \"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913\", symbol: USDC, decimals: 6}]\n"+
		"    vault: {address: \""+vault+"\", version: v2, depositFactory: \""+vault+"\", sweepMinUnits: {ETH: \"5000000000000000\", USDC: \"1000000\"}}\n"), lookup(nil))
	require.NoError(t, err)
	c, _ := f.Chain("x")
	got := c.SweepMinimums()
	require.Len(t, got, 2)
	assert.Equal(t, "5000000000000000", got[common.Address{}].String(), "the native coin, by the zero address")
	assert.Equal(t, "1000000", got[common.HexToAddress("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913")].String())
}
