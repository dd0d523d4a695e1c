#!/usr/bin/env bash
# Builds the pinned Temporal CLI (which embeds the dev server and Temporal Web)
# from the Go module proxy, once per machine: the binary is cached under the Go
# path (shared by every clone, so a fresh CI checkout does not rebuild it) and
# linked into ./.tools/bin, where the project's scripts and tests look for it.
set -euo pipefail
TEMPORAL_CLI_VERSION="${TEMPORAL_CLI_VERSION:-v1.5.1}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cache="${TEMPORAL_CLI_CACHE:-$(go env GOPATH)/swapengine-tools/temporal-$TEMPORAL_CLI_VERSION}"
bin="$root/.tools/bin"
mkdir -p "$bin"
if [[ ! -x "$cache/temporal" ]]; then
  if [[ -x "$bin/temporal" && -f "$bin/temporal.version" && "$(cat "$bin/temporal.version")" == "$TEMPORAL_CLI_VERSION" && ! -L "$bin/temporal" ]]; then
    # A build from before the shared cache existed: keep it, share it.
    mkdir -p "$cache" && cp "$bin/temporal" "$cache/temporal"
  else
    echo "building temporal CLI $TEMPORAL_CLI_VERSION (first run on this machine only, ~6 min on 2 cores)..." >&2
    mkdir -p "$cache"
    GOBIN="$cache" go install "github.com/temporalio/cli/cmd/temporal@$TEMPORAL_CLI_VERSION"
  fi
fi
ln -sf "$cache/temporal" "$bin/temporal"
echo "$TEMPORAL_CLI_VERSION" > "$bin/temporal.version"
