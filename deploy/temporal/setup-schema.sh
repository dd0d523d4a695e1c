#!/bin/sh
# Creates (or upgrades) Temporal's persistence and visibility schemas on the
# compose Postgres. Runs in temporalio/admin-tools before the server starts;
# every step is idempotent, so a restart after a partial run finishes the job.
# The plain-binary stack (scripts/prod-stack.sh, docs/deploy.md) runs this same
# file with temporal-sql-tool on PATH and TEMPORAL_SCHEMA_DIR pointing at the
# server release's schema/postgresql/v12.
set -eu
: "${POSTGRES_SEEDS:?POSTGRES_SEEDS is required}"
: "${POSTGRES_USER:?POSTGRES_USER is required}"
: "${SQL_PASSWORD:?SQL_PASSWORD is required}"
port="${DB_PORT:-5432}"
schema="${TEMPORAL_SCHEMA_DIR:-/etc/temporal/schema/postgresql/v12}"

# admin-tools has nc; a host without it usually has Postgres's pg_isready.
reachable() {
  if command -v nc >/dev/null 2>&1; then nc -z -w 5 "$POSTGRES_SEEDS" "$port"
  else pg_isready -q -h "$POSTGRES_SEEDS" -p "$port"; fi
}

until reachable; do
  echo "waiting for postgres at $POSTGRES_SEEDS:$port"; sleep 2
done

tool() { temporal-sql-tool --plugin postgres12 --ep "$POSTGRES_SEEDS" -p "$port" -u "$POSTGRES_USER" "$@"; }
for db in temporal temporal_visibility; do
  case "$db" in
    temporal) dir="$schema/temporal/versioned" ;;
    *) dir="$schema/visibility/versioned" ;;
  esac
  tool --db "$db" create || echo "database $db exists"
  # setup-schema -v 0.0 only creates the version table when it is missing.
  tool --db "$db" setup-schema -v 0.0
  tool --db "$db" update-schema -d "$dir"
done
echo "temporal schemas ready"
