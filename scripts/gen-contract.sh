#!/usr/bin/env bash
# Regenerates the contracts' artefacts from their Solidity sources:
#
#   contracts/build/<Name>.abi, contracts/build/<Name>.bin
#       solcjs (npm "solc") and OpenZeppelin Contracts (npm
#       "@openzeppelin/contracts"), exact versions in contracts/package.json and
#       package-lock.json, through contracts/compile.mjs (standard JSON,
#       optimizer on, evmVersion fixed per contract, bytecodeHash none);
#   Go bindings, go-ethereum abigen --v2, at the go-ethereum version go.mod
#   requires, one file per contract:
#       internal/chain/depositvault/depositvault.go          DepositVault (v1)
#       internal/chain/vaultv2/depositvaultv2.go             DepositVaultV2
#       internal/chain/vaultv2/vaulttimelock.go              VaultTimelock (its admin)
#       internal/chain/vaultv2/depositaddressfactory.go      DepositAddressFactory (deposit addresses)
#       internal/chain/vaultv2/depositforwarder.go           DepositForwarder (behind each address)
#       internal/chain/vaultv2/balancereader.go              BalanceReader (eth_call only, never deployed)
#       internal/harness/testtoken/testusdc.go         TestUSDC (tests, demo)
#       internal/harness/testtoken/feetoken.go         FeeToken (tests)
#       internal/harness/testtoken/reentranttoken.go   ReentrantToken (tests)
#       internal/price/chainlink/mockv3aggregator.go   MockV3Aggregator (Chainlink's,
#           from npm "@chainlink/contracts", pinned: the dev chain's price feeds;
#           its AggregatorV3Interface part is what the feed reader calls)
#       internal/chain/vaultv2/dexexecutor.go          DexExecutor (the vault's trader)
#       internal/{dex,harness}/uniswapv3/<pkg>/<pkg>.go  Uniswap v3 and WETH9 as published
#           (npm "@uniswap/v3-core", "@uniswap/v3-periphery", "@uniswap/v2-periphery",
#           pinned): their artefacts' bytecode and ABI, never recompiled; the
#           runtime code in internal/dex/uniswapv3/runtime/ for the deployment check
#
# Run it after editing a contract and commit all the files: the artefacts
# tests (internal/chain/depositvault, internal/chain/vaultv2) fail while they
# are stale. Needs node/npm (the npm registry, for npm ci) and the Go module
# proxy.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

npm ci --prefix contracts --no-audit --no-fund --loglevel=error >/dev/null
node contracts/compile.mjs
# The standard-JSON inputs of the deployable contracts, embedded in the
# binaries for `starter vault verify -standard-json`.
mkdir -p internal/chain/vaultv2/standardjson
cp contracts/build/DepositVaultV2.input.json contracts/build/VaultTimelock.input.json contracts/build/DepositAddressFactory.input.json internal/chain/vaultv2/standardjson/
chmod 0644 internal/chain/vaultv2/standardjson/*.json

# Same go-ethereum version as the library the bindings import; the artefact
# tests generate with the in-module abigen package, so they must agree.
geth_version="$(go list -m -f '{{.Version}}' github.com/ethereum/go-ethereum)"

# bind <contract> <package> <output file>
bind() {
  local name="$1" pkg="$2" out="$3"
  go run "github.com/ethereum/go-ethereum/cmd/abigen@${geth_version}" --v2 \
    --abi "contracts/build/${name}.abi" \
    --bin "contracts/build/${name}.bin" \
    --pkg "$pkg" --type "$name" \
    --out "$out"
  chmod 0644 "$out" # abigen writes 0600
  echo "gen-contract: wrote contracts/build/${name}.{abi,bin} and $out"
}

bind DepositVault depositvault internal/chain/depositvault/depositvault.go
bind DepositVaultV2 vaultv2 internal/chain/vaultv2/depositvaultv2.go
bind VaultTimelock vaultv2 internal/chain/vaultv2/vaulttimelock.go
bind DepositAddressFactory vaultv2 internal/chain/vaultv2/depositaddressfactory.go
bind DepositForwarder vaultv2 internal/chain/vaultv2/depositforwarder.go
bind BalanceReader vaultv2 internal/chain/vaultv2/balancereader.go
bind TestUSDC testtoken internal/harness/testtoken/testusdc.go
bind FeeToken testtoken internal/harness/testtoken/feetoken.go
bind ReentrantToken testtoken internal/harness/testtoken/reentranttoken.go
mkdir -p internal/price/chainlink
bind MockV3Aggregator chainlink internal/price/chainlink/mockv3aggregator.go
bind DexExecutor vaultv2 internal/chain/vaultv2/dexexecutor.go
mkdir -p internal/dex/uniswapv3/runtime
# One package each: their ABIs share names (the pool's and the position
# manager's collect). What the engine runs (the factory's check, the router,
# the quoter) is in internal/dex/uniswapv3; what only the dev chain uses to
# set a pool up (the position manager, WETH9) in internal/harness/uniswapv3.
# The pool itself is not bound (nothing calls it); its artefacts are checked.
for entry in UniswapV3Factory:v3factory:internal/dex/uniswapv3 SwapRouter:swaprouter:internal/dex/uniswapv3 \
  QuoterV2:quoterv2:internal/dex/uniswapv3 NonfungiblePositionManager:positions:internal/harness/uniswapv3 \
  WETH9:weth9:internal/harness/uniswapv3 UniswapV3Pool:-:-; do
  IFS=: read -r name pkg dir <<<"$entry"
  if [ "$pkg" != "-" ]; then
    mkdir -p "${dir}/${pkg}"
    bind "$name" "$pkg" "${dir}/${pkg}/${pkg}.go"
  fi
  if [ -f "contracts/build/${name}.runtime.bin" ]; then
    cp "contracts/build/${name}.runtime.bin" internal/dex/uniswapv3/runtime/
    chmod 0644 "internal/dex/uniswapv3/runtime/${name}.runtime.bin"
  fi
done
echo "gen-contract: solc $(node -p 'require("./contracts/node_modules/solc/package.json").version'), @openzeppelin/contracts $(node -p 'require("./contracts/node_modules/@openzeppelin/contracts/package.json").version'), abigen ${geth_version}"
