package operator

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/devchain"
)

// vaultChains is a chains file for the dev chain's vault v2, served over HTTP.
func vaultChains(t *testing.T, chainID uint64) (*devchain.Chain, string) {
	t.Helper()
	c, err := devchain.Start(devchain.Options{Vault: devchain.VaultV2, HTTPAddr: "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	t.Setenv("VAULT_TEST_RPC_URL", c.RPCURL())
	path := filepath.Join(t.TempDir(), "chains.yaml")
	body := fmt.Sprintf(`chains:
  - name: dev
    chainId: %d
    rpc: [{urlEnv: VAULT_TEST_RPC_URL}]
    finality: {depth: 2}
    vault: {address: %q, version: v2, startBlock: %d}
    tokens: [{address: %q, symbol: USDC, decimals: 6}]
`, chainID, c.Vault().Hex(), c.VaultBlock(), c.USDC().Hex())
	if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return c, path
}

func TestVaultVerifyAndStatusReadTheDeployedVault(t *testing.T) {
	c, path := vaultChains(t, 1337)
	var out bytes.Buffer
	input := filepath.Join(t.TempDir(), "vault.input.json")
	if err := Main(context.Background(), []string{"vault", "verify", "-chains", path, "-standard-json", input}, &out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"this build's DepositVaultV2", "payer " + crypto.PubkeyToAddress(devchain.PayerKey().PublicKey).Hex(),
		"treasury " + devchain.Treasury().Hex() + " (immutable)", "cap maxima of USDC " + c.USDC().Hex()} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("verify printed %q, want %q in it", out.String(), want)
		}
	}
	written, err := os.ReadFile(input)
	embedded, _ := vaultv2.StandardJSONInput("DepositVaultV2")
	if err != nil || !bytes.Equal(written, embedded) {
		t.Fatalf("standard JSON written %d bytes (%v), want the embedded %d", len(written), err, len(embedded))
	}

	out.Reset()
	payer := crypto.PubkeyToAddress(devchain.PayerKey().PublicKey).Hex()
	if err := Main(context.Background(), []string{"vault", "status", "-chains", path, "-account", payer}, &out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{": open", "USDC " + c.USDC().Hex() + ": allowed", payer + ": payer"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("status printed %q, want %q in it", out.String(), want)
		}
	}
}

func TestVaultCommandsNameWhatIsWrong(t *testing.T) {
	_, wrongChain := vaultChains(t, 8453) // the file says Base; the node serves 1337
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"vault"}, "a subcommand is required"},
		{[]string{"vault", "verify"}, "-chains is required"},
		{[]string{"vault", "status", "-chains", wrongChain, "-account", "0x12"}, "-account \"0x12\""},
		{[]string{"vault", "verify", "-chains", wrongChain, "-chain", "base"}, "-chain \"base\""},
		{[]string{"vault", "verify", "-chains", wrongChain}, "serves chain 1337, the chains file says 8453"},
	} {
		err := Main(context.Background(), tc.args, &bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want an error saying %q", tc.args, err, tc.want)
		}
		if err != nil && strings.Contains(err.Error(), "127.0.0.1") {
			t.Errorf("%v: the error names the endpoint's URL: %v", tc.args, err)
		}
	}
}
