// Package deploy holds what the deployment files (docker-compose.yml and
// deploy/) are checked against: no Docker engine runs where the tests do, so
// the compose file is loaded with compose-go's own loader and compared with
// the binaries and the dev stack instead of being run.
package deploy

// KnownGoodImages are the image tags docker-compose.yml may use, with where
// each was confirmed. Temporal publishes plain version tags for server and
// admin-tools from 1.30 on (1.29.x admin-tools tags carried the tctl and CLI
// versions, and temporalio/auto-setup is retired); the Temporal versions match
// the dev server the scripts run (temporal CLI v1.9.1's go.mod pins server
// v1.32.0 and ui-server v2.54.1), so compose and dev run one server version.
var KnownGoodImages = map[string]string{
	"temporalio/server:1.32.0":      "server release v1.32.0, the one temporal CLI v1.9.1 embeds",
	"temporalio/admin-tools:1.32.0": "admin-tools is tagged with the server version from 1.30 on",
	"temporalio/ui:2.54.1":          "UI release v2.54.1, the one temporal CLI v1.9.1 embeds",
	"postgres:16":                   "official image; Temporal's compose uses 16",
	"prom/prometheus:v3.5.0":        "Prometheus 3.5 LTS",
	"grafana/grafana:12.4.0":        "Grafana 12.4.0, a supported release (grafana/grafana is the OSS image from 12.4 on); file provisioning of data sources and dashboards, apiVersion 1",
}

// AppImage is the repository of the one image docker-compose.yml builds (the Dockerfile) and
// runs for every app service, tagged with VERSION.
const AppImage = "swapengine"

// VaultAddress is where the dev chain deploys the deposit vault: the first
// contract created by dev account 0, so it is the same on every start and
// compose can hand it to the scanner without asking the chain.
const VaultAddress = "0x8b92Ca86c6daD433860Dd828E406eDdBc309Dac6"
