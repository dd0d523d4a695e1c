#!/usr/bin/env bash
# Regenerates the deposit contract's artefacts from contracts/DepositVault.sol:
#
#   contracts/build/DepositVault.abi, contracts/build/DepositVault.bin
#       solcjs (npm "solc", exact version in contracts/package.json and
#       package-lock.json) through contracts/compile.mjs (standard JSON,
#       optimizer on, evmVersion paris, bytecodeHash none);
#   internal/chain/depositvault/depositvault.go
#       go-ethereum abigen --v2, at the go-ethereum version go.mod requires.
#
# Run it after editing the contract and commit all three files:
# internal/chain/depositvault/artefacts_test.go fails while they are stale.
# Needs node/npm (the npm registry, for npm ci) and the Go module proxy.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

npm ci --prefix contracts --no-audit --no-fund --loglevel=error >/dev/null
node contracts/compile.mjs

# Same go-ethereum version as the library the bindings import; the artefact
# test generates with the in-module abigen package, so they must agree.
geth_version="$(go list -m -f '{{.Version}}' github.com/ethereum/go-ethereum)"
out=internal/chain/depositvault/depositvault.go
go run "github.com/ethereum/go-ethereum/cmd/abigen@${geth_version}" --v2 \
  --abi contracts/build/DepositVault.abi \
  --bin contracts/build/DepositVault.bin \
  --pkg depositvault --type DepositVault \
  --out "$out"
chmod 0644 "$out" # abigen writes 0600
echo "gen-contract: wrote contracts/build/DepositVault.{abi,bin} and $out (solc $(node -p 'require("./contracts/node_modules/solc/package.json").version'), abigen ${geth_version})"
