#!/usr/bin/env bash
# Starts or stops a throw-away PostgreSQL cluster and the Temporal dev server
# for a test run or a demo. They keep running after `start` returns; `start`
# writes DIR/env with export lines (DATABASE_URL, TEMPORAL_ADDRESS,
# TEMPORAL_NAMESPACE, TEMPORAL_UI) to source:
#
#   scripts/dev-services.sh start /tmp/swapdev && . /tmp/swapdev/env
#   go test ./...            # testenv uses the running services
#   scripts/dev-services.sh stop /tmp/swapdev
#
# Extra arguments after DIR go to the Go command, e.g. -temporal-port 7233
# -ui-port 8233 for the usual ports, or -temporal-persist.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

usage() { echo "usage: $0 start|stop DIR [flags]" >&2; exit 2; }
[[ $# -ge 2 ]] || usage
cmd="$1" dir="$2"
shift 2
[[ "$dir" == /* ]] || dir="$PWD/$dir" # the Go command runs from the repo root

case "$cmd" in
  start) "$root/scripts/install-temporal.sh" ;; # no-op once built
  stop) ;;
  *) usage ;;
esac
cd "$root"
exec go run ./internal/harness/devstack/devservices "$cmd" -dir "$dir" "$@"
