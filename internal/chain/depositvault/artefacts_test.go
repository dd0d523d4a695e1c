package depositvault_test

import (
	"testing"

	"github.com/swapengine/swapengine/internal/harness/contracttest"
)

// TestArtefactsMatchSource fails when contracts/build/DepositVault.{abi,bin}
// or depositvault.go no longer match contracts/DepositVault.sol: it compiles
// the sources afresh with the pinned solcjs into a temporary directory and
// regenerates the bindings, then compares byte for byte. Fix a failure with
// scripts/gen-contract.sh and commit the result.
//
// It needs node and npm; it installs contracts/node_modules (npm ci) when the
// pinned packages are not there yet, and never skips.
func TestArtefactsMatchSource(t *testing.T) {
	root, out := contracttest.Compile(t)
	stale := contracttest.CheckArtefacts(t, root, out, "DepositVault")
	if contracttest.CheckBindings(t, out, "DepositVault", "depositvault", "depositvault.go") {
		stale = true
	}
	if stale {
		t.Log("artefacts are stale: run scripts/gen-contract.sh and commit contracts/build and depositvault.go")
	}
}
