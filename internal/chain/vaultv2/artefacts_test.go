package vaultv2_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/contracttest"
)

// TestArtefactsMatchSource fails when contracts/build/{DepositVaultV2,
// VaultTimelock,DepositAddressFactory,DepositForwarder,BalanceReader,TestUSDC,FeeToken,ReentrantToken,MockV3Aggregator,DexExecutor}.{abi,bin}, the
// published Uniswap v3 and WETH9 artefacts (copied, not compiled), or their Go bindings no longer
// match the Solidity sources: it compiles afresh with the pinned solcjs and
// OpenZeppelin Contracts into a temporary directory, regenerates the
// bindings, and compares byte for byte. Fix a failure with
// scripts/gen-contract.sh and commit the result.
//
// It needs node and npm; it installs contracts/node_modules (npm ci) when the
// pinned packages are not there yet, and never skips.
func TestArtefactsMatchSource(t *testing.T) {
	root, out := contracttest.Compile(t)
	stale := contracttest.CheckArtefacts(t, root, out, "DepositVaultV2", "VaultTimelock", "DepositAddressFactory", "DepositForwarder", "BalanceReader", "TestUSDC", "FeeToken", "ReentrantToken", "MockV3Aggregator", "DexExecutor")
	// Uniswap v3 and WETH9 as published: the build's bytes are the npm
	// artefacts' bytes, and so are the bindings' and the runtime code the
	// dev chain's deployment is checked against.
	// [name, package, its directory under internal/ ("" : not bound)]
	published := [][3]string{{"UniswapV3Factory", "v3factory", "dex"}, {"UniswapV3Pool", "", ""}, {"SwapRouter", "swaprouter", "dex"},
		{"QuoterV2", "quoterv2", "dex"}, {"NonfungiblePositionManager", "positions", "harness"}, {"WETH9", "weth9", "harness"}}
	for _, p := range published {
		name, pkg, dir := p[0], p[1], p[2]
		if contracttest.CheckArtefacts(t, root, out, name) {
			stale = true
		}
		if pkg != "" && contracttest.CheckBindings(t, out, name, pkg, filepath.Join("..", "..", dir, "uniswapv3", pkg, pkg+".go")) {
			stale = true
		}
		fresh, err := os.ReadFile(filepath.Join(out, name+".runtime.bin"))
		if os.IsNotExist(err) {
			continue // WETH9's artefact publishes no runtime code
		}
		if err != nil {
			t.Fatal(err)
		}
		committed, err := os.ReadFile(filepath.Join(root, "internal", "dex", "uniswapv3", "runtime", name+".runtime.bin"))
		if err != nil || !bytes.Equal(fresh, committed) {
			stale = true
			t.Errorf("internal/dex/uniswapv3/runtime/%s.runtime.bin differs from the published artefact (%v)", name, err)
		}
	}
	for _, b := range []struct{ name, pkg, file string }{
		{"DepositVaultV2", "vaultv2", "depositvaultv2.go"},
		{"VaultTimelock", "vaultv2", "vaulttimelock.go"},
		{"DepositAddressFactory", "vaultv2", "depositaddressfactory.go"},
		{"DepositForwarder", "vaultv2", "depositforwarder.go"},
		{"BalanceReader", "vaultv2", "balancereader.go"},
		{"TestUSDC", "testtoken", filepath.Join("..", "..", "harness", "testtoken", "testusdc.go")},
		{"FeeToken", "testtoken", filepath.Join("..", "..", "harness", "testtoken", "feetoken.go")},
		{"ReentrantToken", "testtoken", filepath.Join("..", "..", "harness", "testtoken", "reentranttoken.go")},
		{"MockV3Aggregator", "chainlink", filepath.Join("..", "..", "price", "chainlink", "mockv3aggregator.go")},
		{"DexExecutor", "vaultv2", "dexexecutor.go"},
	} {
		if contracttest.CheckBindings(t, out, b.name, b.pkg, b.file) {
			stale = true
		}
	}
	// The standard-JSON inputs embedded for `starter vault verify` are the
	// fresh ones, and each recompiles, alone, to the build's bytecode.
	for _, name := range []string{"DepositVaultV2", "VaultTimelock", "DepositAddressFactory"} {
		embedded, err := vaultv2.StandardJSONInput(name)
		if err != nil {
			t.Fatal(err)
		}
		fresh, err := os.ReadFile(filepath.Join(out, name+".input.json"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(embedded, fresh) {
			stale = true
			t.Errorf("internal/chain/vaultv2/standardjson/%s.input.json differs from a fresh compile", name)
		}
		bin, err := os.ReadFile(filepath.Join(out, name+".bin"))
		if err != nil {
			t.Fatal(err)
		}
		if got := contracttest.CompileStandardJSON(t, root, filepath.Join(out, name+".input.json"), name); got != strings.TrimSpace(string(bin)) {
			t.Errorf("%s's standard-JSON input compiles to other bytecode than the build's (%d hex digits, want %d)", name, len(got), len(strings.TrimSpace(string(bin))))
		}
	}
	if stale {
		t.Log("artefacts are stale: run scripts/gen-contract.sh and commit contracts/build and the bindings")
	}
}
