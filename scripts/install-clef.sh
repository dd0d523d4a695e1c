#!/usr/bin/env bash
# Builds the pinned clef (go-ethereum's external signer) from the Go module
# proxy, once per machine: cached under the Go path (shared by every clone) and
# linked into ./.tools/bin, where the clef signer's test looks for it.
#
# v1.16.9 is the last go-ethereum release that ships cmd/clef (1.17 dropped it);
# the worker speaks to it over its external API (account_signTransaction), so
# the signer's version does not have to match the worker's go-ethereum.
set -euo pipefail
CLEF_VERSION="${CLEF_VERSION:-v1.16.9}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cache="${CLEF_CACHE:-$(go env GOPATH)/swapengine-tools/clef-$CLEF_VERSION}"
bin="$root/.tools/bin"
mkdir -p "$bin"
if [[ ! -x "$cache/clef" ]]; then
  echo "building clef $CLEF_VERSION (first run on this machine only, a few minutes on 2 cores)..." >&2
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  GOBIN="$work" GOFLAGS=-trimpath go install "github.com/ethereum/go-ethereum/cmd/clef@$CLEF_VERSION"
  mkdir -p "$cache"
  mv "$work/clef" "$cache/clef.tmp" && mv "$cache/clef.tmp" "$cache/clef"
fi
ln -sf "$cache/clef" "$bin/clef"
echo "$CLEF_VERSION" > "$bin/clef.version"
