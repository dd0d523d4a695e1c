// Package deploy holds what the deployment files (docker-compose.yml and
// deploy/) are checked against: no Docker engine runs where the tests do, so
// the compose file is loaded with compose-go's own loader and compared with
// the binaries and the dev stack instead of being run.
package deploy

// KnownGoodImages are the image tags docker-compose.yml may use, with where
// each was confirmed. Temporal publishes plain version tags for server and
// admin-tools from 1.30 on (1.29.x admin-tools tags carried the tctl and CLI
// versions, and temporalio/auto-setup is retired). The Temporal tags are the
// release pinned in deploy/temporal/versions.env, which the production stack
// also runs from plain binaries built from the Go module proxy
// (scripts/install-temporal-stack.sh): TestTemporalVersionsAgree checks that
// compose, versions.env and the built binaries name one version. The tests'
// fast tier runs the temporal CLI's dev server (v1.5.1, server 1.29.1, a
// different release); the production tier runs this one.
var KnownGoodImages = map[string]string{
	"temporalio/server:1.32.1":      "server release v1.32.1, the newest 1.32 patch that builds with Go 1.26.8 (v1.32.2 needs 1.26.10)",
	"temporalio/admin-tools:1.32.1": "admin-tools is tagged with the server version from 1.30 on",
	"temporalio/ui:2.54.1":          "UI release v2.54.1, the UI Temporal pairs with server 1.32 (v2.56+ needs Go 1.26.10)",
	"postgres:16.10":                "official image, a 16.x release (Temporal's compose uses 16); a patch release, not the moving major",
	"prom/prometheus:v3.5.0":        "Prometheus 3.5 LTS",
	"grafana/grafana:12.4.0":        "Grafana 12.4.0, a supported release (grafana/grafana is the OSS image from 12.4 on); file provisioning of data sources and dashboards, apiVersion 1",
}

// AppImage is the repository of the image docker-compose.yml builds (the Dockerfile's default
// target: worker and starter) and runs for every app service, tagged with VERSION.
const AppImage = "swapengine"

// DevImage is the repository of the harness's image (the Dockerfile's target dev: AppImage plus
// swapdev), which only the receiver simulators and the dev chain run, tagged with VERSION.
const DevImage = "swapengine-dev"

// VaultAddress is where the dev chain deploys the deposit vault: the first
// contract created by dev account 0, so it is the same on every start and
// compose can hand it to the scanner without asking the chain.
const VaultAddress = "0x8b92Ca86c6daD433860Dd828E406eDdBc309Dac6"
