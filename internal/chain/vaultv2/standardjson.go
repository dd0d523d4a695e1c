package vaultv2

import (
	"embed"
	"fmt"
)

// The Solidity standard-JSON inputs of the deployable contracts, every source
// inlined, with the compiler settings of the build (contracts/compile.mjs;
// copied here by scripts/gen-contract.sh, checked byte for byte by the
// artefacts test). A block explorer's "verify by standard JSON" recompiles
// one with solc 0.8.37 and compares the result with the deployed bytecode.
//
//go:embed standardjson/*.input.json
var standardJSON embed.FS

// StandardJSONInput is the standard-JSON input of contract name
// ("DepositVaultV2", "VaultTimelock" or "DepositAddressFactory").
func StandardJSONInput(name string) ([]byte, error) {
	b, err := standardJSON.ReadFile("standardjson/" + name + ".input.json")
	if err != nil {
		return nil, fmt.Errorf("no standard-JSON input for %q in this build", name)
	}
	return b, nil
}
