#!/usr/bin/env bash
# Regenerates the swap API's Go client (swapapi/swapapi.gen.go) from
# docs/openapi/swaps.yaml with oapi-codegen, pinned here and built from the
# Go module proxy. Run it after changing swaps.yaml and commit the result:
# swapapi's TestTheClientIsGeneratedFromTheContract fails while it is stale.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root/swapapi"
go run github.com/oapi-codegen/oapi-codegen/v2/cmd/oapi-codegen@v2.8.2 -config oapi-codegen.yaml ../docs/openapi/swaps.yaml
echo "gen-swapapi: wrote swapapi/swapapi.gen.go"
