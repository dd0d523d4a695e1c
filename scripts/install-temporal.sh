#!/usr/bin/env bash
# Builds the pinned Temporal CLI (which embeds the dev server) from the Go module
# proxy into ./.tools/bin, once. Later runs find the cached binary and return at once.
set -euo pipefail
TEMPORAL_CLI_VERSION="${TEMPORAL_CLI_VERSION:-v1.5.1}"
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$root/.tools/bin"
stamp="$bin/temporal.version"
if [[ -x "$bin/temporal" && -f "$stamp" && "$(cat "$stamp")" == "$TEMPORAL_CLI_VERSION" ]]; then
  exit 0
fi
mkdir -p "$bin"
echo "building temporal CLI $TEMPORAL_CLI_VERSION (first run only, ~6 min on 2 cores)..." >&2
GOBIN="$bin" go install "github.com/temporalio/cli/cmd/temporal@$TEMPORAL_CLI_VERSION"
echo "$TEMPORAL_CLI_VERSION" > "$stamp"
