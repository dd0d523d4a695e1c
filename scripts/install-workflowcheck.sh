#!/usr/bin/env bash
# Builds Temporal's determinism analyzer (workflowcheck) at a pinned version
# from the Go module proxy, once per machine (cached under the Go path like
# the Temporal CLI), and prints the path of the binary.
set -euo pipefail
WORKFLOWCHECK_VERSION="${WORKFLOWCHECK_VERSION:-v0.6.0}"
cache="${WORKFLOWCHECK_CACHE:-$(go env GOPATH)/swapengine-tools/workflowcheck-$WORKFLOWCHECK_VERSION}"
if [[ ! -x "$cache/workflowcheck" ]]; then
  mkdir -p "$cache"
  GOBIN="$cache" go install "go.temporal.io/sdk/contrib/tools/workflowcheck@$WORKFLOWCHECK_VERSION" >&2
fi
echo "$cache/workflowcheck"
