package deploy

import (
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/compose-spec/compose-go/v2/types"

	"github.com/swapengine/swapengine/internal/harness/devstack"
	"github.com/swapengine/swapengine/workflows"
)

// The history bounds (workflows/history.go) hold only with the namespace's
// dynamic config: the dev server, compose and the workflow's constants must
// name the same values.
func TestHistoryBoundsConfig(t *testing.T) {
	want := map[string]int{
		"history.maximumSignalsPerExecution": workflows.ServerSignalsPerRun,
		"limit.blobSize.error":               workflows.ServerBlobLimit,
		"limit.blobSize.warn":                workflows.ServerBlobWarn,
		"limit.historySize.warn":             workflows.ServerHistoryWarn,
		"history.maxInFlightUpdatePayloads":  workflows.ServerUpdatePayloads,
	}
	dev := map[string]string{}
	for _, kv := range devstack.DynamicConfig {
		k, v, _ := strings.Cut(kv, "=")
		dev[k] = v
	}
	var file map[string][]struct {
		Value any `yaml:"value"`
	}
	readYAML(t, "deploy/temporal/dynamicconfig.yaml", &file)
	for key, n := range want {
		if dev[key] != strconv.Itoa(n) {
			t.Errorf("dev server %s=%q, workflows says %d", key, dev[key], n)
		}
		if vs := file[key]; len(vs) != 1 || vs[0].Value != n {
			t.Errorf("deploy/temporal/dynamicconfig.yaml %s = %v, workflows says %d", key, vs, n)
		}
	}
	// The bound itself: a run's signals at 4 MiB each (the frontend's gRPC
	// message: the header is not checked), plus the run's own hand-over size,
	// one continue-as-new input and one task's accepted updates, with 20 %
	// headroom under limit.historySize.error.
	const grpcMessage, historyError = 4 << 20, 50 << 20
	worst := workflows.ServerSignalsPerRun*grpcMessage + workflows.ContinueAsNewAtBytes + workflows.ServerBlobLimit + workflows.ServerUpdatePayloads
	if worst > historyError*4/5 {
		t.Errorf("worst run %d MiB: no headroom under %d MiB", worst>>20, historyError>>20)
	}
	if workflows.ContinueAsNewAtBytes >= workflows.ServerHistoryWarn || workflows.ServerUpdatePayloads >= workflows.ServerBlobLimit {
		t.Error("runs must hand over below the warn limit, and an accepted update must fit the blob limit")
	}
}

type alertRules struct {
	Groups []struct {
		Name  string `yaml:"name"`
		Rules []struct {
			Alert       string            `yaml:"alert"`
			Expr        string            `yaml:"expr"`
			Labels      map[string]string `yaml:"labels"`
			Annotations map[string]string `yaml:"annotations"`
		} `yaml:"rules"`
	} `yaml:"groups"`
}

// serverSeries are the Temporal server's series the alerts read, as the dev
// server (1.29.1, --metrics-port) exports them: bytes histograms with the
// labels namespace, operation, service_name (and commandType for blobs).
var serverSeries = []string{"history_size_bucket", "history_size_count", "event_blob_size_bucket", "event_blob_size_count"}

// Prometheus loads the alert rules, scrapes the server they read, and each
// rule reads only series the server exports, at the thresholds the dynamic
// config sets.
func TestPrometheusAlertRules(t *testing.T) {
	var prom struct {
		RuleFiles     []string `yaml:"rule_files"`
		ScrapeConfigs []struct {
			JobName       string `yaml:"job_name"`
			StaticConfigs []struct {
				Targets []string `yaml:"targets"`
			} `yaml:"static_configs"`
		} `yaml:"scrape_configs"`
	}
	readYAML(t, "deploy/prometheus/prometheus.yml", &prom)
	p := project(t)
	ps, err := p.GetService("prometheus")
	if err != nil {
		t.Fatal(err)
	}
	mounted := map[string]string{}
	for _, v := range ps.Volumes {
		if v.Type == types.VolumeTypeBind {
			mounted[v.Target] = v.Source
		}
	}
	if len(prom.RuleFiles) != 1 {
		t.Fatalf("rule_files %v", prom.RuleFiles)
	}
	// A relative rule file is read beside the configuration, where compose mounts it.
	ruleFile := prom.RuleFiles[0]
	if !path.IsAbs(ruleFile) {
		ruleFile = path.Join(path.Dir("/etc/prometheus/prometheus.yml"), ruleFile)
	}
	if _, ok := mounted["/etc/prometheus/prometheus.yml"]; !ok {
		t.Fatal("compose does not mount prometheus.yml at /etc/prometheus/prometheus.yml")
	}
	src, ok := mounted[ruleFile]
	if !ok {
		t.Fatalf("prometheus loads %s, which compose does not mount", prom.RuleFiles[0])
	}
	abs, _ := filepath.Abs(root)
	rel, err := filepath.Rel(abs, src)
	if err != nil {
		t.Fatal(err)
	}
	var rules alertRules
	readYAML(t, rel, &rules)

	// The server's metrics endpoint is scraped.
	temporal, _ := p.GetService("temporal")
	ep := temporal.Environment["PROMETHEUS_ENDPOINT"]
	if ep == nil || *ep == "" {
		t.Fatal("the temporal service exports no metrics (PROMETHEUS_ENDPOINT)")
	}
	_, port, _ := strings.Cut(*ep, ":")
	scraped := false
	for _, sc := range prom.ScrapeConfigs {
		for _, st := range sc.StaticConfigs {
			scraped = scraped || slices.Contains(st.Targets, "temporal:"+port)
		}
	}
	if !scraped {
		t.Errorf("no scrape job for temporal:%s", port)
	}

	names := map[string]string{}
	// The series a rule may read: the server's, those the engine's code records, the
	// sender's balance gauges, and Prometheus's own up.
	known := slices.Clone(serverSeries)
	for n := range engineSeries(t) {
		known = append(known, n)
	}
	for _, src := range goSources(t, root, "internal/txsender") {
		for _, m := range regexp.MustCompile(`Name:\s*"(swapengine_[a-z_]+)"`).FindAllStringSubmatch(src, -1) {
			known = append(known, m[1])
		}
	}
	for n := range apiSeries(t) {
		known = append(known, n)
	}
	known = append(known, "up")
	series := regexp.MustCompile(`\b([a-z_]+)\{|\b(swapengine_[a-z_]+)\b`)
	for _, g := range rules.Groups {
		for _, r := range g.Rules {
			if r.Alert == "" || r.Expr == "" || r.Annotations["summary"] == "" || r.Labels["severity"] == "" {
				t.Errorf("rule %+v lacks alert, expr, summary or severity", r)
			}
			if strings.Count(r.Expr, "(") != strings.Count(r.Expr, ")") || strings.Count(r.Expr, "{") != strings.Count(r.Expr, "}") {
				t.Errorf("%s: unbalanced expression", r.Alert)
			}
			for _, m := range series.FindAllStringSubmatch(r.Expr, -1) {
				if n := m[1] + m[2]; !slices.Contains(known, n) {
					t.Errorf("%s reads %s, not a series the server or the worker exports", r.Alert, n)
				}
			}
			names[r.Alert] = r.Expr
		}
	}
	for alert, threshold := range map[string]int{"WorkflowHistoryLarge": workflows.ServerHistoryWarn, "OversizedPayloads": workflows.ServerBlobWarn} {
		expr, ok := names[alert]
		if !ok {
			t.Errorf("no alert %s", alert)
			continue
		}
		if !strings.Contains(expr, `le=~"`+strconv.Itoa(threshold)+`(\\.0)?`) {
			t.Errorf("%s does not compare with the bucket at %d bytes: %s", alert, threshold, expr)
		}
	}
}
