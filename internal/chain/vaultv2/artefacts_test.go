package vaultv2_test

import (
	"path/filepath"
	"testing"

	"github.com/swapengine/swapengine/internal/harness/contracttest"
)

// TestArtefactsMatchSource fails when contracts/build/{DepositVaultV2,
// VaultTimelock,TestUSDC,FeeToken,ReentrantToken}.{abi,bin} or their Go bindings no longer
// match the Solidity sources: it compiles afresh with the pinned solcjs and
// OpenZeppelin Contracts into a temporary directory, regenerates the
// bindings, and compares byte for byte. Fix a failure with
// scripts/gen-contract.sh and commit the result.
//
// It needs node and npm; it installs contracts/node_modules (npm ci) when the
// pinned packages are not there yet, and never skips.
func TestArtefactsMatchSource(t *testing.T) {
	root, out := contracttest.Compile(t)
	stale := contracttest.CheckArtefacts(t, root, out, "DepositVaultV2", "VaultTimelock", "TestUSDC", "FeeToken", "ReentrantToken")
	for _, b := range []struct{ name, pkg, file string }{
		{"DepositVaultV2", "vaultv2", "depositvaultv2.go"},
		{"VaultTimelock", "vaultv2", "vaulttimelock.go"},
		{"TestUSDC", "testtoken", filepath.Join("..", "..", "harness", "testtoken", "testusdc.go")},
		{"FeeToken", "testtoken", filepath.Join("..", "..", "harness", "testtoken", "feetoken.go")},
		{"ReentrantToken", "testtoken", filepath.Join("..", "..", "harness", "testtoken", "reentranttoken.go")},
	} {
		if contracttest.CheckBindings(t, out, b.name, b.pkg, b.file) {
			stale = true
		}
	}
	if stale {
		t.Log("artefacts are stale: run scripts/gen-contract.sh and commit contracts/build and the bindings")
	}
}
