#!/usr/bin/env bash
# Runs one swap end to end on the embedded default: the Temporal dev server and
# a throw-away Postgres (unless TEMPORAL_ADDRESS / DATABASE_URL name running
# ones), the provider simulators and a worker, all started here. Pass -hold to
# keep the stack up afterwards and browse the swap in Temporal Web.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
"$root/scripts/install-temporal.sh"
exec go run ./internal/harness/cmd/swapdev demo "$@"
