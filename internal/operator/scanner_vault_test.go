package operator

import (
	"bytes"
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/workflows"
)

const usdcAddr = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"

// scanner-start's -vault-version and -token are validated before anything
// is dialled, and each error names the flag or the token entry.
func TestScannerStartVaultFlagsAreValidated(t *testing.T) {
	run := func(extra ...string) error {
		args := append([]string{"scanner-start", "-contract", "0x0000000000000000000000000000000000000001", "-chain-id", "1337"}, extra...)
		var out bytes.Buffer
		return Main(context.Background(), args, &out)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-vault-version", "v3"}, `vault "v3" must be "v1" or "v2"`},
		{[]string{"-token", usdcAddr + "=USDC"}, "tokens: vault v1 takes only the native coin"},
		{[]string{"-vault-version", "v2", "-token", "USDC"}, `"USDC": want 0xADDRESS=ASSET`},
		{[]string{"-vault-version", "v2", "-token", "0xzz=USDC"}, "tokens[0].address"},
		{[]string{"-vault-version", "v2", "-token", usdcAddr + "=USDC", "-token", usdcAddr + "=USDT"}, "tokens[1].address"},
		{[]string{"-vault-version", "v2", "-token", usdcAddr + "=US DC"}, "tokens[0].asset"},
	} {
		err := run(tc.args...)
		require.Error(t, err, "%v", tc.args)
		assert.Contains(t, err.Error(), tc.want, "%v", tc.args)
	}
	// Valid flags get past validation to the RPC check.
	err := run("-vault-version", "v2", "-token", usdcAddr+"=USDC")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "-rpc-url is required")
}

// The vault version and the token map take part in scanner-start's
// comparison with the running scanner, compared by meaning: the default v1
// spelled or not, the tokens in any order and case.
func TestScannerSettingsDiffComparesVaultAndTokens(t *testing.T) {
	in := func(vault string, tokens ...chain.Token) workflows.ScannerInput {
		return workflows.ScannerInput{Config: chain.Config{ChainID: 1, Contract: common.HexToAddress("0x01"), Vault: vault, Tokens: tokens}}
	}
	usdc := chain.Token{Address: usdcAddr, Asset: "USDC"}
	usdcLower := chain.Token{Address: "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48", Asset: "USDC"}
	dai := chain.Token{Address: "0x6B175474E89094C44Da98b954EedeAC495271d0F", Asset: "DAI"}
	assert.Empty(t, scannerSettingsDiff(in(""), in("v1")))
	assert.Empty(t, scannerSettingsDiff(in("v2", usdc, dai), in("v2", dai, usdcLower)))
	assert.Equal(t, []string{`vault-version v1 (asked v2)`}, scannerSettingsDiff(in(""), in("v2")))
	assert.Equal(t, []string{`token "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48=USDC" (asked "0x6b175474e89094c44da98b954eedeac495271d0f=DAI,0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48=USDC")`},
		scannerSettingsDiff(in("v2", usdc), in("v2", usdc, dai)))
}
