#!/usr/bin/env bash
# The go-live rehearsal of docs/go-live.md, step 10, on the local dev chain:
# the same commands an operator runs against a testnet, in order, from an
# empty chain to a swap paid out from a freshly deployed vault by a payer
# whose key is only in clef — then the guardian's pause, unpause and a sweep
# through the timelock. Read it top to bottom: each step is one command of
# the product (`starter`, `worker`), of clef, or of the dev chain's wallet
# (`swapdev`), which stands in for a person's wallet and a faucet.
#
#   scripts/rehearse-go-live.sh start /tmp/golive   # runs the rehearsal; the stack stays up
#   scripts/rehearse-go-live.sh stop /tmp/golive    # stops what start left running
#
# Uses running Postgres and Temporal when DATABASE_URL and TEMPORAL_ADDRESS
# are set, else starts its own (scripts/dev-services.sh). Ports: CHAIN_PORT
# (8545), PROVIDERS_PORT (8081), CLEF_PORT (8550). TIMELOCK_DELAY (5s) is the
# timelock's delay: 48h on a real chain.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
usage() { echo "usage: $0 start|stop DIR" >&2; exit 2; }
[[ $# -eq 2 ]] || usage
cmd="$1" dir="$2"
[[ "$dir" == /* ]] || dir="$PWD/$dir"

stop() {
  for f in "$dir"/pids/*.pid; do
    [[ -e "$f" ]] || continue
    kill "$(cat "$f")" 2>/dev/null || true
    rm -f "$f"
  done
  if [[ -e "$dir/services/env" ]]; then "$root/scripts/dev-services.sh" stop "$dir/services" >/dev/null; fi
}
case "$cmd" in
  stop) stop; exit 0 ;;
  start) ;;
  *) usage ;;
esac

mkdir -p "$dir/bin" "$dir/logs" "$dir/pids" "$dir/clef"
step() { printf '\n== %s\n' "$*"; }
# bg NAME CMD…: a long-running part, its output in logs/NAME.log.
bg() { local name="$1"; shift; "$@" >"$dir/logs/$name.log" 2>&1 & echo $! >"$dir/pids/$name.pid"; }
# waitlog NAME TEXT: until the part's log says TEXT (it is up).
waitlog() {
  for _ in $(seq 600); do grep -q "$2" "$dir/logs/$1.log" 2>/dev/null && return 0; sleep 0.1; done
  echo "$1 did not start: $(tail -5 "$dir/logs/$1.log")" >&2; exit 1
}
# wait_success SWAP: until `starter status` says the swap succeeded (two minutes at most).
wait_success() {
  for _ in $(seq 240); do
    starter status -swap-id "$1" -o text >"$dir/logs/status-$1.txt" 2>&1 || true
    grep -q "^swap $1: success" "$dir/logs/status-$1.txt" && break
    sleep 0.5
  done
  cat "$dir/logs/status-$1.txt"
  grep -q "^swap $1: success" "$dir/logs/status-$1.txt"
}
trap 'echo "rehearsal failed; logs in $dir/logs; stop with: $0 stop $dir" >&2' ERR

step "0. tools: the product's binaries, the dev chain's, and clef"
(cd "$root" && go build -o "$dir/bin/" ./starter ./worker ./internal/harness/cmd/swapdev)
"$root/scripts/install-clef.sh"
export PATH="$dir/bin:$root/.tools/bin:$PATH"
if [[ -z "${DATABASE_URL:-}" || -z "${TEMPORAL_ADDRESS:-}" ]]; then
  "$root/scripts/dev-services.sh" start "$dir/services" >"$dir/logs/services.log" 2>&1
  # shellcheck disable=SC1091
  . "$dir/services/env"
fi
export DATABASE_URL TEMPORAL_ADDRESS
starter migrate up

step "1. the chain: a local one, and the four accounts of go-live.md §2"
bg chain swapdev chain -listen "127.0.0.1:${CHAIN_PORT:-8545}" -vault v2 -block-time 200ms
waitlog chain "TestUSDC"
# The chains file reads the endpoint from this variable (it may carry a
# provider's key); the dev chain's wallet commands take it as -rpc-url.
export DEV_RPC_URL="http://127.0.0.1:${CHAIN_PORT:-8545}"
usdc="$(sed -n 's/^TestUSDC \(0x[0-9a-fA-F]*\).*/\1/p' "$dir/logs/chain.log")"
# Dev accounts 1-3 are funded in the chain's genesis; on a testnet these are
# your own keys, on mainnet a hardware wallet (operator), an on-call key
# (guardian) and clef (payer). The treasury needs no funds.
# Their keys go only to the commands they sign, never into an exported
# variable the worker would inherit.
operator_key="$(swapdev devkey -index 1)" guardian_key="$(swapdev devkey -index 2)"
operator="$(swapdev devkey -index 1 -address)" guardian="$(swapdev devkey -index 2 -address)"
payer="$(swapdev devkey -index 3 -address)" treasury="$(swapdev devkey -index 9 -address)"
customer="$(swapdev devkey -index 10 -address)"
cat >"$dir/chains.yaml" <<EOF
# The rehearsal's chains file: \`starter vault deploy\` adds the vault.
chains:
  - name: dev
    chainId: 1337
    rpc: [{urlEnv: DEV_RPC_URL}]
    finality: {depth: 2}
    vault: {version: v2}
    tokens: [{address: "$usdc", symbol: USDC, decimals: 6}]
EOF
export CHAINS_CONFIG="$dir/chains.yaml"
delay="${TIMELOCK_DELAY:-5s}"
wait_delay() { sleep "$delay"; sleep 2; } # the delay, and a block past it
gov() { OPERATOR_KEY="$operator_key" starter vault "$@" -key-env OPERATOR_KEY; }
guardian() { GUARDIAN_KEY="$guardian_key" starter vault "$@" -key-env GUARDIAN_KEY; }

step "2. deploy the timelock and the vault (go-live.md §3); run again if it dies: it resumes"
# The payer named at deployment is one being retired (step 3 rotates it to
# clef's account through the timelock); it never governs: the deploy refuses
# a payer that is the operator or the guardian.
first_payer="$(swapdev devkey -index 11 -address)"
gov deploy -guardian "$guardian" -payer "$first_payer" -treasury "$treasury" \
  -timelock-delay "$delay" -admin-transfer-delay 72h \
  -max ETH=2000000000000000000/20000000000000000000 -max USDC=10000000000/100000000000
starter vault verify -standard-json "$dir/vault.input.json"
vault="$(sed -n 's/^ *address: *"\{0,1\}\(0x[0-9a-fA-F]*\).*/\1/p' "$dir/chains.yaml" | head -1)"
# Deposit addresses, for customers who can only make a plain transfer: the
# factory (anyone may deploy it: it can only pay into this vault).
gov deploy-deposit-addresses
factory="$(sed -n 's/^ *depositFactory: *"\{0,1\}\(0x[0-9a-fA-F]*\).*/\1/p' "$dir/chains.yaml" | head -1)"

step "3. govern through the timelock (go-live.md §4): allow USDC, its caps, the payer; each scheduled, then executed"
for op in "allow-token -token USDC" "set-limits -token USDC -per-payment 5000000000 -per-period 50000000000" "grant-payer -account $payer"; do
  # shellcheck disable=SC2086 # op is words
  gov $op
  wait_delay
  # shellcheck disable=SC2086
  gov $op -execute
done
guardian revoke-payer -account "$first_payer" # the guardian's: at once
starter vault status -account "$payer" -account "$guardian"

step "4. fund the vault: payouts are paid from what it holds"
swapdev mint -rpc-url "$DEV_RPC_URL" -to "$operator" -amount 1000000000
gov fund -token USDC -amount 1000000000

step "5. the payer's signer: clef, holding the payer key (go-live.md §5)"
starter clef-rules -vault "$vault" -payer "$payer" -deposit-factory "$factory" -o "$dir/clef/rules.js"
clefargs=(--keystore "$dir/clef/keystore" --configdir "$dir/clef/config" --suppress-bootwarn --lightkdf --nousb)
master="$(head -c 24 /dev/urandom | base64)" accountpw="$(head -c 24 /dev/urandom | base64)"
printf '%s\n%s\n' "$master" "$master" | clef "${clefargs[@]}" init >"$dir/logs/clef-init.log" 2>&1
( umask 077; swapdev devkey -index 3 >"$dir/clef/payer.key" )
printf '%s\n%s\n' "$accountpw" "$accountpw" | clef "${clefargs[@]}" importraw "$dir/clef/payer.key" >>"$dir/logs/clef-init.log" 2>&1
rm -f "$dir/clef/payer.key" # from here on only clef's keystore holds it
printf '%s\n%s\n%s\n' "$accountpw" "$accountpw" "$master" | clef "${clefargs[@]}" setpw "$payer" >>"$dir/logs/clef-init.log" 2>&1
printf '%s\n' "$master" | clef "${clefargs[@]}" attest "$(sha256sum "$dir/clef/rules.js" | cut -d' ' -f1)" >>"$dir/logs/clef-init.log" 2>&1
clef_port="${CLEF_PORT:-8550}"
printf '%s\n' "$master" | bg clef clef "${clefargs[@]}" --chainid 1337 --rules "$dir/clef/rules.js" --http --http.addr 127.0.0.1 \
  --http.port "$clef_port" --ipcdisable --auditlog "$dir/clef/audit.log"
waitlog clef "HTTP endpoint opened"

step "6. the receivers (here the simulators) and the worker, which holds no key"
for s in WEBHOOK EXCHANGE PAYOUT; do export "${s}_SECRETS=whsec_$(head -c 32 /dev/urandom | base64)"; done
MERCHANT_SECRETS_KEY="$(head -c 32 /dev/urandom | base64)"
export MERCHANT_SECRETS_KEY
providers="http://127.0.0.1:${PROVIDERS_PORT:-8081}"
# 0.001 ETH fills 3 USDC.
bg providers swapdev providers -listen "127.0.0.1:${PROVIDERS_PORT:-8081}" -rate-num 3 -rate-den 1000000000
waitlog providers "providers listening"
bg worker worker -chains "$dir/chains.yaml" -payout-chain-id 1337 -exchange-url "$providers" -payout-url "$providers" \
  -payer-signer-api clef -payer-signer-url "http://127.0.0.1:$clef_port" -payer-address "$payer" -webhook-allow-private
waitlog worker "worker started"
starter scanner-start -chains "$dir/chains.yaml" -chain dev -poll 500ms

step "7. a real swap: created, paid by the customer's wallet, exchanged, paid out on chain"
swap="rehearsal-$(date +%s)"
starter start -swap-id "$swap" -chain-id 1337 -amount 1000000000000000 -asset ETH -payout-asset USDC \
  -payout-address "$customer" -deadline 1h -webhook-url "$providers/v1/webhooks" -webhook-allow-private
swapdev deposit -rpc-url "$DEV_RPC_URL" -vault "$vault" -swap-id "$swap" -amount 1000000000000000 -from 0
wait_success "$swap"

step "7b. a swap paid by a plain transfer to its deposit address, as from an exchange; the worker sweeps it into the vault"
plain_swap="rehearsal-plain-$(date +%s)"
starter start -swap-id "$plain_swap" -chain-id 1337 -amount 1000000000000000 -asset ETH -payout-asset USDC \
  -payout-address "$customer" -deadline 1h -webhook-url "$providers/v1/webhooks" -webhook-allow-private \
  -chains "$dir/chains.yaml" | tee "$dir/logs/plain-start.log"
deposit_address="$(sed -n 's/^deposit address \(0x[0-9a-fA-F]*\):.*/\1/p' "$dir/logs/plain-start.log")"
swapdev transfer -rpc-url "$DEV_RPC_URL" -to "$deposit_address" -amount 1000000000000000 -from 0
wait_success "$plain_swap"
waitlog worker "swept deposit addresses"

step "8. the guardian pauses at once; unpause and a sweep go through the timelock"
guardian pause
gov unpause
wait_delay
gov unpause -execute
gov sweep -token USDC -amount 1000000
wait_delay
gov sweep -token USDC -amount 1000000 -execute
starter vault status -account "$payer" -account "$guardian"

echo "$swap" >"$dir/swap"
echo "$deposit_address" >"$dir/deposit-address"
cat <<EOF

rehearsal done: swap $swap paid out from vault $vault by clef's account $payer.
The stack is still up (Temporal Web: ${TEMPORAL_UI:-see \$TEMPORAL_UI}); logs in $dir/logs.
Stop it with: $0 stop $dir
EOF
