#!/usr/bin/env bash
# Builds the production Temporal stack's plain binaries from the Go module
# proxy, at the versions in deploy/temporal/versions.env, once per machine:
#   temporal-server    go.temporal.io/server/cmd/server       (what temporalio/server runs)
#   temporal-sql-tool  go.temporal.io/server/cmd/tools/sql    (admin-tools' schema tool)
#   temporal-ui-server github.com/temporalio/ui-server/v2/cmd/server (temporalio/ui)
# plus what the images carry beside them: the server's SQL schema files
# (admin-tools' /etc/temporal/schema) and the UI server's config template
# (temporalio/ui's config/docker.yaml). Everything is cached under the Go path
# (shared by every clone, like the CLI of scripts/install-temporal.sh) and
# linked into ./.tools/bin and ./.tools/temporal-stack, where the scripts and
# tests look for it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck disable=SC1091
. "$root/deploy/temporal/versions.env"
server_v="v$TEMPORAL_SERVER_VERSION"
ui_v="v$TEMPORAL_UI_VERSION"
tools="${TEMPORAL_STACK_CACHE:-$(go env GOPATH)/swapengine-tools}"
server_cache="$tools/temporal-server-$server_v"
ui_cache="$tools/temporal-ui-server-$ui_v"

# build <cache> <name> <package@version>: go install into a scratch GOBIN (both
# the server and the UI server are called `server`), then move into place, so
# an interrupted build never leaves a half-written binary in the cache.
build() {
  local cache="$1" name="$2" pkg="$3" scratch
  [[ -x "$cache/$name" ]] && return 0
  echo "building $name from $pkg (first run on this machine only; several minutes on 2 cores)..." >&2
  mkdir -p "$cache"
  scratch="$(mktemp -d "$cache/.build-XXXXXX")"
  GOBIN="$scratch" GOFLAGS=-mod=mod go install "$pkg"
  mv "$scratch/$(basename "${pkg%@*}")" "$cache/$name"
  rm -rf "$scratch"
}

build "$server_cache" temporal-server "go.temporal.io/server/cmd/server@$server_v"
build "$server_cache" temporal-sql-tool "go.temporal.io/server/cmd/tools/sql@$server_v"
build "$ui_cache" temporal-ui-server "github.com/temporalio/ui-server/v2/cmd/server@$ui_v"

# The files the images carry beside the binaries, from the same module versions.
moddir() { GOFLAGS=-mod=mod go mod download -json "$1" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p'; }
if [[ ! -d "$server_cache/schema/postgresql/v12" ]]; then
  src="$(moddir "go.temporal.io/server@$server_v")"
  mkdir -p "$server_cache/schema"
  cp -R "$src/schema/postgresql" "$server_cache/schema/"
  chmod -R u+w "$server_cache/schema"
fi
if [[ ! -f "$ui_cache/config/docker.yaml" ]]; then
  src="$(moddir "github.com/temporalio/ui-server/v2@$ui_v")"
  mkdir -p "$ui_cache/config"
  cp "$src/config/docker.yaml" "$ui_cache/config/docker.yaml"
  chmod u+w "$ui_cache/config/docker.yaml"
fi

bin="$root/.tools/bin"
stack="$root/.tools/temporal-stack"
mkdir -p "$bin" "$stack"
ln -sfn "$server_cache/temporal-server" "$bin/temporal-server"
ln -sfn "$server_cache/temporal-sql-tool" "$bin/temporal-sql-tool"
ln -sfn "$ui_cache/temporal-ui-server" "$bin/temporal-ui-server"
ln -sfn "$server_cache/schema" "$stack/schema"
ln -sfn "$ui_cache" "$stack/ui"
