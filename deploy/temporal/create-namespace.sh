#!/bin/sh
# Creates the namespace (with a retention long enough that finished swaps stay
# listable for a month) and the search attributes the workflows upsert. Retries
# until the frontend answers: the server's port opens before it serves.
set -eu
ns="${NAMESPACE:-default}"
retention="${NAMESPACE_RETENTION:-720h}"
addr="${TEMPORAL_ADDRESS:-temporal:7233}"
# name=Type pairs; keep in step with internal/harness/devstack (the dev server's --search-attribute).
attrs="${SEARCH_ATTRIBUTES:-SwapStatus=Keyword ScannerState=Keyword}"

try() { # try <what> <command…>: up to 60 attempts, 2 s apart
  what="$1"; shift
  i=0
  until "$@"; do
    i=$((i + 1))
    if [ "$i" -ge 60 ]; then echo "giving up: $what"; exit 1; fi
    echo "retrying: $what ($i)"; sleep 2
  done
}

try "cluster health" temporal operator cluster health --address "$addr"
if ! temporal operator namespace describe --address "$addr" -n "$ns" >/dev/null 2>&1; then
  try "create namespace $ns" temporal operator namespace create --address "$addr" -n "$ns" --retention "$retention"
fi
for pair in $attrs; do
  name="${pair%%=*}"; type="${pair#*=}"
  if temporal operator search-attribute list --address "$addr" -n "$ns" | grep -qw "$name"; then
    echo "search attribute $name exists"; continue
  fi
  try "search attribute $name" temporal operator search-attribute create --address "$addr" -n "$ns" --name "$name" --type "$type"
done
echo "namespace $ns ready"
