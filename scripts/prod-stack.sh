#!/usr/bin/env bash
# Starts or stops the production Temporal stack without Docker: what
# docker-compose.yml runs, from plain binaries built from the Go module proxy
# at deploy/temporal/versions.env's versions (scripts/install-temporal-stack.sh,
# run here, builds them once per machine). In DIR: a throw-away Postgres;
# deploy/temporal/setup-schema.sh creating and migrating the temporal and
# temporal_visibility schemas with temporal-sql-tool; the Temporal server with
# compose's environment and deploy/temporal/dynamicconfig.yaml; deploy/temporal/
# create-namespace.sh (namespace, retention, search attributes); the UI server.
# They keep running after `start`, which writes DIR/env to source:
#
#   scripts/prod-stack.sh start /tmp/swapprod && . /tmp/swapprod/env
#   go test ./internal/harness/e2e    # testenv uses the running stack
#   scripts/prod-stack.sh stop /tmp/swapprod
#
# -cluster runs the server's frontend, history, matching and worker services
# as four processes, as a cluster would. Logs: DIR/*.log.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

usage() { echo "usage: $0 start|stop DIR [-cluster]" >&2; exit 2; }
[[ $# -ge 2 ]] || usage
cmd="$1" dir="$2"
shift 2
[[ "$dir" == /* ]] || dir="$PWD/$dir" # the Go command runs from the repo root
stack=production
for arg in "$@"; do
  case "$arg" in
    -cluster|--cluster) stack=cluster ;;
    *) usage ;;
  esac
done

case "$cmd" in
  start)
    "$root/scripts/install-temporal.sh"       # the temporal CLI create-namespace.sh runs
    "$root/scripts/install-temporal-stack.sh" # no-op once built
    cd "$root"
    exec go run ./internal/harness/devstack/devservices start -dir "$dir" -stack "$stack" ;;
  stop)
    cd "$root"
    exec go run ./internal/harness/devstack/devservices stop -dir "$dir" ;;
  *) usage ;;
esac
