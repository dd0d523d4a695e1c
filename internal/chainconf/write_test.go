package chainconf

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestWriteVaultRecordsADeploymentAndKeepsTheRest(t *testing.T) {
	path := filepath.Join(t.TempDir(), "chains.yaml")
	orig := `# our chains
chains:
  - name: dev
    chainId: 1337
    rpc: [{url: "http://127.0.0.1:8545"}] # local node
    finality: {depth: 2}
    vault: {version: v2}
    tokens: [{address: "0x5FbDB2315678afecb367f032d93F642f64180aa3", symbol: USDC, decimals: 6}]
  - name: other
    chainId: 5
    rpc: [{url: "http://127.0.0.1:8546"}]
    finality: {depth: 2}
    vault: {address: "0x1111111111111111111111111111111111111111"}
`
	if err := os.WriteFile(path, []byte(orig), 0o640); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(path); err == nil || !strings.Contains(err.Error(), "vault.address: required") {
		t.Fatalf("Load of an undeployed vault: %v", err)
	}
	if _, err := LoadForDeploy(path); err != nil {
		t.Fatalf("LoadForDeploy: %v", err)
	}
	v := Vault{Address: "0x2222222222222222222222222222222222222222", Version: "v2", StartBlock: 7,
		StartBlockHash: "0x" + strings.Repeat("ab", 32), Timelock: "0x3333333333333333333333333333333333333333"}
	if err := WriteVault(path, "dev", v); err != nil {
		t.Fatal(err)
	}
	f, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := f.Chain("dev")
	if !reflect.DeepEqual(c.Vault, v) {
		t.Fatalf("vault %+v, want %+v", c.Vault, v)
	}
	other, _ := f.Chain("other")
	if other.Vault.Address != "0x1111111111111111111111111111111111111111" || len(c.Tokens) != 1 {
		t.Fatalf("the rest changed: %+v %+v", other.Vault, c.Tokens)
	}
	raw, _ := os.ReadFile(path)
	if !strings.Contains(string(raw), "# our chains") || !strings.Contains(string(raw), "# local node") {
		t.Fatalf("comments lost:\n%s", raw)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o640 {
		t.Fatalf("mode %v", fi.Mode().Perm())
	}
	if err := WriteVault(path, "nope", v); err == nil || !strings.Contains(err.Error(), `no chain named "nope"`) {
		t.Fatalf("unknown chain: %v", err)
	}
}
