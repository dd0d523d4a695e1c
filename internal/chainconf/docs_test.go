package chainconf_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chainconf"
)

// docsExample is the chains file docs/deploy.md shows.
func docsExample(t *testing.T) []byte {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "..", "docs", "deploy.md"))
	require.NoError(t, err)
	_, rest, ok := strings.Cut(string(raw), "<!-- chains.yaml example")
	require.True(t, ok, "docs/deploy.md lost its chains.yaml example marker")
	_, rest, ok = strings.Cut(rest, "```yaml\n")
	require.True(t, ok)
	block, _, ok := strings.Cut(rest, "```")
	require.True(t, ok)
	return []byte(block)
}

func TestDeployDocsExampleLoads(t *testing.T) {
	secret := filepath.Join(t.TempDir(), "quicknode-auth")
	require.NoError(t, os.WriteFile(secret, []byte("Bearer qn-secret-token\n"), 0o600))
	data := strings.ReplaceAll(string(docsExample(t)), "/run/secrets/quicknode-auth", secret)
	env := map[string]string{
		"BASE_RPC_URL_ALCHEMY":   "https://base-mainnet.g.alchemy.com/v2/alchemy-key-1",
		"BASE_RPC_URL_QUICKNODE": "https://example.base-mainnet.quiknode.pro/qn-key-2/",
		"BASE_WS_URL":            "wss://base-mainnet.g.alchemy.com/v2/alchemy-key-1",
		"POLYGON_RPC_URL":        "https://polygon-rpc.example/key-3",
	}
	f, err := chainconf.Parse([]byte(data), lookup(env))
	require.NoError(t, err)
	require.Equal(t, []string{"base", "polygon"}, f.Names())

	base, ok := f.Chain("base")
	require.True(t, ok)
	cfg := base.ScannerConfig()
	require.NoError(t, cfg.Validate())
	assert.Equal(t, uint64(8453), cfg.ChainID)
	assert.Equal(t, chain.Finality{Tag: "finalized"}, cfg.Finality)
	assert.Equal(t, "ETH", cfg.NativeAsset)
	assert.Equal(t, "v2", cfg.Vault)
	assert.Equal(t, uint64(23000000), cfg.StartBlock)
	assert.Equal(t, []chain.Token{{Address: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", Asset: "USDC"}}, cfg.Tokens)
	ep := base.EndpointsConfig()
	assert.True(t, ep.CrossCheck, "on by default with two endpoints")
	require.Len(t, ep.Endpoints, 2)
	assert.Equal(t, "chains.base.rpc[1]", ep.Endpoints[1].Name)
	assert.Equal(t, env["BASE_RPC_URL_QUICKNODE"], ep.Endpoints[1].URL)
	assert.Equal(t, "Bearer qn-secret-token", ep.Endpoints[1].Headers.Get("Authorization"))
	require.NotNil(t, ep.Anchor)
	assert.Equal(t, uint64(23000000), ep.Anchor.Number)
	ws, _ := base.WSURL()
	assert.Equal(t, env["BASE_WS_URL"], ws)

	poly, _ := f.Chain("polygon")
	pc := poly.ScannerConfig()
	require.NoError(t, pc.Validate())
	assert.Equal(t, chain.Finality{Depth: 500}, pc.Finality)
	assert.Equal(t, uint64(500), pc.Retain, "a depth beyond the default window keeps as many hashes")
	assert.Equal(t, "POL", pc.NativeAsset)
	assert.False(t, poly.EndpointsConfig().CrossCheck, "one endpoint: no cross-check")
}

func lookup(env map[string]string) chainconf.Lookup {
	return func(name string) (string, bool) {
		v, ok := env[name]
		return v, ok
	}
}
