#!/usr/bin/env bash
# Builds the pinned promtool (Prometheus's rule and config checker) from the Go
# module proxy, once per machine: cached under the Go path (shared by every
# clone) and linked into ./.tools/bin, where internal/deploy's test looks for it.
# The version is the Prometheus release docker-compose.yml runs (image
# prom/prometheus:v3.5.0 is module version v0.305.0), so the rules are checked
# by the parser that will load them.
#
# `go install …@version` refuses the module (its go.mod has a replace
# directive), so promtool is built in a throw-away module that requires it and
# repeats that replace.
set -euo pipefail
PROMTOOL_VERSION="${PROMTOOL_VERSION:-v0.305.0}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cache="${PROMTOOL_CACHE:-$(go env GOPATH)/swapengine-tools/promtool-$PROMTOOL_VERSION}"
bin="$root/.tools/bin"
mkdir -p "$bin"
if [[ ! -x "$cache/promtool" ]]; then
  echo "building promtool $PROMTOOL_VERSION (first run on this machine only, a few minutes on 2 cores)..." >&2
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  cat > "$work/go.mod" <<MOD
module swapengine-promtool-build

go 1.23.0

replace github.com/fsnotify/fsnotify v1.8.0 => github.com/fsnotify/fsnotify v1.7.0
MOD
  (cd "$work" && GOFLAGS=-mod=mod go get "github.com/prometheus/prometheus/cmd/promtool@$PROMTOOL_VERSION" \
    && go build -trimpath -o "$work/promtool" github.com/prometheus/prometheus/cmd/promtool)
  mkdir -p "$cache"
  mv "$work/promtool" "$cache/promtool.tmp" && mv "$cache/promtool.tmp" "$cache/promtool"
fi
ln -sf "$cache/promtool" "$bin/promtool"
echo "$PROMTOOL_VERSION" > "$bin/promtool.version"
