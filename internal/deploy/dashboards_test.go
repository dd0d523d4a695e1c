package deploy

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
	"go.yaml.in/yaml/v3"

	"github.com/swapengine/swapengine/internal/api"
)

type dashboard struct {
	UID    string `json:"uid"`
	Title  string `json:"title"`
	Panels []struct {
		ID         int    `json:"id"`
		Title      string `json:"title"`
		Datasource struct {
			UID string `json:"uid"`
		} `json:"datasource"`
		Targets []struct {
			Expr       string `json:"expr"`
			Datasource struct {
				UID string `json:"uid"`
			} `json:"datasource"`
		} `json:"targets"`
	} `json:"panels"`
}

func dashboards(t *testing.T) map[string]dashboard {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(root, "deploy/grafana/dashboards/*.json"))
	if err != nil || len(files) < 2 {
		t.Fatalf("dashboards: %v %v", files, err)
	}
	out := map[string]dashboard{}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var d dashboard
		if err := json.Unmarshal(raw, &d); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out[filepath.Base(f)] = d
	}
	return out
}

// sdkSeries are the Prometheus names of the Temporal Go SDK's own series, read
// from the SDK's source in the module cache: each metrics constant and
// whether the SDK records it as a counter (_total), a timer (a _seconds
// histogram) or a gauge.
func sdkSeries(t *testing.T) map[string]bool {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "go.temporal.io/sdk").Output()
	if err != nil {
		t.Fatalf("go list go.temporal.io/sdk: %v", err)
	}
	dir := strings.TrimSpace(string(out))
	consts, err := os.ReadFile(filepath.Join(dir, "internal/common/metrics/constants.go"))
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]string{}
	for _, m := range regexp.MustCompile(`(?m)^\s*(\w+)\s*=\s*TemporalMetricsPrefix \+ "(\w+)"`).FindAllStringSubmatch(string(consts), -1) {
		names[m[1]] = "temporal_" + m[2]
	}
	for _, m := range regexp.MustCompile(`(?m)^\s*(\w+)\s*=\s*(\w+) \+ "(\w+)"`).FindAllStringSubmatch(string(consts), -1) {
		if base, ok := names[m[2]]; ok {
			names[m[1]] = base + m[3]
		}
	}
	series := map[string]bool{}
	// Recorded as metrics.X outside the metrics package, as X inside it.
	use := regexp.MustCompile(`\.\s*(Counter|Gauge|Timer)\((?:metrics\.)?(\w+)\)`)
	// Some counters are picked into a variable first (the workflow's
	// completed/failed/canceled counter): the constants' names say they are.
	for c, n := range names {
		if strings.HasSuffix(c, "Counter") {
			series[n+"_total"] = true
		}
	}
	for _, src := range goSources(t, dir, "internal", "internal/common/metrics") {
		// A metric picked into a local variable first: x := metrics.X.
		alias := map[string]string{}
		for _, m := range regexp.MustCompile(`(\w+) := (?:metrics\.)?(\w+)\n`).FindAllStringSubmatch(src, -1) {
			alias[m[1]] = m[2]
		}
		for _, m := range use.FindAllStringSubmatch(src, -1) {
			c := m[2]
			if a, ok := alias[c]; ok {
				c = a
			}
			if n, ok := names[c]; ok {
				series[promName(m[1], n)] = true
			}
		}
	}
	if len(series) < 20 {
		t.Fatalf("read only %d SDK series from %s", len(series), dir)
	}
	return series
}

// engineSeries are the swapengine_ series the code records.
func engineSeries(t *testing.T) map[string]bool {
	t.Helper()
	use := regexp.MustCompile(`\.\s*(Counter|Gauge|Timer)\("([a-z_]+)"\)`)
	series := map[string]bool{}
	for _, src := range goSources(t, root, "workflows", "activities", "internal/swapworker") {
		for _, m := range use.FindAllStringSubmatch(src, -1) {
			series[promName(m[1], "swapengine_"+m[2])] = true
		}
	}
	return series
}

// promName is how internal/telemetry exports a series of each kind.
func promName(kind, name string) string {
	switch kind {
	case "Counter":
		return name + "_total"
	case "Timer":
		return name + "_seconds_bucket"
	}
	return name
}

// Every series a dashboard queries is one the worker exports, under the name
// and type the exporter gives it, so no panel stays empty for a typo or a
// counter queried as a gauge.
func TestDashboardsQueryExportedSeries(t *testing.T) {
	known := sdkSeries(t)
	for n := range engineSeries(t) {
		known[n] = true
	}
	for n := range apiSeries(t) {
		known[n] = true
	}
	ref := regexp.MustCompile(`\b((?:temporal|swapengine)_[a-z_]+)`)
	for file, d := range dashboards(t) {
		if d.UID == "" || d.Title == "" || len(d.Panels) == 0 {
			t.Errorf("%s: uid %q, title %q, %d panels", file, d.UID, d.Title, len(d.Panels))
		}
		var ids []int
		for _, p := range d.Panels {
			if slices.Contains(ids, p.ID) {
				t.Errorf("%s: panel id %d twice", file, p.ID)
			}
			ids = append(ids, p.ID)
			if len(p.Targets) == 0 {
				t.Errorf("%s: panel %q has no query", file, p.Title)
			}
			for _, q := range p.Targets {
				if q.Datasource.UID != "prometheus" || p.Datasource.UID != "prometheus" {
					t.Errorf("%s: panel %q does not use the provisioned Prometheus data source", file, p.Title)
				}
				for _, m := range ref.FindAllStringSubmatch(q.Expr, -1) {
					if !known[m[1]] {
						t.Errorf("%s: panel %q queries %s, which no worker exports", file, p.Title, m[1])
					}
				}
			}
		}
	}
}

// The check above must be able to fail.
func TestDashboardCheckKnowsCountersFromGauges(t *testing.T) {
	known := sdkSeries(t)
	for _, s := range []string{"temporal_workflow_completed_total", "temporal_activity_execution_latency_seconds_bucket", "temporal_worker_task_slots_available"} {
		if !known[s] {
			t.Errorf("%s missing from the SDK's series", s)
		}
	}
	for _, s := range []string{"temporal_workflow_completed", "temporal_worker_task_slots_available_total"} {
		if known[s] {
			t.Errorf("%s is not an exported name", s)
		}
	}
	if eng := engineSeries(t); !eng["swapengine_effects_total"] || !eng["swapengine_outbox_depth"] || eng["swapengine_outbox_depth_total"] {
		t.Errorf("engine series misread: %v", eng)
	}
}

// Grafana in compose gets the provisioned data source (the compose
// Prometheus) and the dashboards folder, at the paths the provisioning files name.
func TestComposeGrafanaProvisioning(t *testing.T) {
	p := project(t)
	g, err := p.GetService("grafana")
	if err != nil {
		t.Fatal(err)
	}
	abs, err := filepath.Abs(root)
	if err != nil {
		t.Fatal(err)
	}
	mounts := map[string]string{}
	for _, v := range g.Volumes {
		rel, _ := filepath.Rel(abs, v.Source)
		mounts[filepath.ToSlash(rel)] = v.Target
	}
	if mounts["deploy/grafana/provisioning"] != "/etc/grafana/provisioning" || mounts["deploy/grafana/dashboards"] != "/var/lib/grafana/dashboards" {
		t.Fatalf("grafana mounts %v", mounts)
	}
	var ds struct {
		Datasources []struct{ UID, URL, Type string } `yaml:"datasources"`
	}
	readYAML(t, "deploy/grafana/provisioning/datasources/prometheus.yml", &ds)
	prom, _ := p.GetService("prometheus")
	if len(ds.Datasources) != 1 || ds.Datasources[0].UID != "prometheus" || ds.Datasources[0].Type != "prometheus" {
		t.Fatalf("data sources %+v", ds.Datasources)
	}
	port := strconv.Itoa(int(prom.Ports[0].Target))
	if ds.Datasources[0].URL != "http://prometheus:"+port || !slices.Contains(prom.Command, "--web.listen-address=:"+port) {
		t.Errorf("data source URL %s, Prometheus listens on %v", ds.Datasources[0].URL, prom.Command)
	}
	var prov struct {
		Providers []struct {
			Options struct{ Path string } `yaml:"options"`
		} `yaml:"providers"`
	}
	readYAML(t, "deploy/grafana/provisioning/dashboards/swapengine.yml", &prov)
	if len(prov.Providers) != 1 || prov.Providers[0].Options.Path != "/var/lib/grafana/dashboards" {
		t.Errorf("dashboard providers %+v", prov.Providers)
	}
	home := g.Environment["GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH"]
	if home == nil || !strings.HasPrefix(*home, "/var/lib/grafana/dashboards/") {
		t.Fatalf("home dashboard %v", home)
	}
	if _, ok := dashboards(t)[filepath.Base(*home)]; !ok {
		t.Errorf("home dashboard %s is not in deploy/grafana/dashboards", *home)
	}
}

func readYAML(t *testing.T, rel string, v any) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(root, rel))
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(raw, v); err != nil {
		t.Fatalf("%s: %v", rel, err)
	}
}

// goSources are the contents of the non-test Go files in the dirs below base.
func goSources(t *testing.T, base string, dirs ...string) []string {
	t.Helper()
	var out []string
	for _, dir := range dirs {
		files, err := filepath.Glob(filepath.Join(base, dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, string(src))
		}
	}
	return out
}

// apiSeries are the series the swap API (`starter serve`) exports, read from
// its own registry after it answered a request: a histogram as its _bucket,
// _count and _sum.
func apiSeries(t *testing.T) map[string]bool {
	t.Helper()
	reg := prometheus.NewRegistry()
	srv := httptest.NewServer(api.New(api.Config{Metrics: reg, Logger: slog.New(slog.DiscardHandler)}).Handler())
	defer srv.Close()
	resp, err := http.Get(srv.URL + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	families, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	series := map[string]bool{}
	for _, f := range families {
		name := f.GetName()
		if f.GetType() == dto.MetricType_HISTOGRAM {
			series[name+"_bucket"], series[name+"_count"], series[name+"_sum"] = true, true, true
			continue
		}
		series[name] = true
	}
	if len(series) == 0 {
		t.Fatal("the swap API exported no series after a request")
	}
	return series
}
