package chainconf_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chainconf"
)

// LoadPublic reads the vaults and tokens of a file whose endpoint secrets
// this process does not hold; Load refuses it. Everything else is still
// checked.
func TestLoadPublicLeavesEndpointSecretsAlone(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "chains.yaml")
	require.NoError(t, os.WriteFile(path, []byte(`chains:
  - name: base
    chainId: 8453
    rpc:
      - urlEnv: SWAPAPI_TEST_UNSET_RPC_URL
        headers: [{name: X-Api-Key, file: missing-secret}]
    ws: {urlEnv: SWAPAPI_TEST_UNSET_WS_URL}
    vault: {address: "`+vault+`", version: v2, startBlock: 10}
    tokens: [{address: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", symbol: USDC, decimals: 6}]
`), 0o600))
	_, err := chainconf.Load(path)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "SWAPAPI_TEST_UNSET_RPC_URL is not set")

	f, err := chainconf.LoadPublic(path)
	require.NoError(t, err)
	c, ok := f.Chain("base")
	require.True(t, ok)
	assert.Equal(t, vault, c.Vault.Address)
	require.Len(t, c.Tokens, 1)
	assert.Equal(t, 6, *c.Tokens[0].Decimals)

	require.NoError(t, os.WriteFile(path, []byte(`chains:
  - name: base
    chainId: 8453
    rpc: [{urlEnv: SWAPAPI_TEST_UNSET_RPC_URL}]
    vault: {address: "0x1234", version: v2}
`), 0o600))
	_, err = chainconf.LoadPublic(path)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "vault.address")
}
