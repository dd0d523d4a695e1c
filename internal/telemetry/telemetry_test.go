package telemetry

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

func scrape(t *testing.T, m *Metrics) string {
	t.Helper()
	resp, err := http.Get("http://" + m.Addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return string(body)
}

// The process's own health: Go runtime (goroutines, heap, GC) and process (CPU, memory, file
// descriptors) series, which an operator needs to tell a leaking or starved worker from a slow
// receiver.
func TestMetricsExportGoRuntimeAndProcess(t *testing.T) {
	m, err := Serve("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	body := scrape(t, m)
	for _, want := range []string{
		"# TYPE go_goroutines gauge", "# TYPE go_memstats_heap_alloc_bytes gauge", "# TYPE go_gc_duration_seconds summary",
		"# TYPE process_cpu_seconds_total counter", "# TYPE process_resident_memory_bytes gauge", "# TYPE process_open_fds gauge",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
}

// What Temporal's SDK dashboard and rate() queries need: counters as
// Prometheus counters with _total, second-scale latency buckets, the
// engine's series under one prefix, the SDK's under theirs, a service name.
func TestMetricsReachPrometheus(t *testing.T) {
	m, err := Serve("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	m.Handler.WithTags(map[string]string{"outcome": "duplicate-delivery"}).Counter("swap_deliveries").Inc(3)
	m.Handler.Gauge("scanner_lag_blocks").Update(7)
	// As the SDK records them.
	m.Handler.Counter("temporal_workflow_completed").Inc(2)
	m.Handler.Timer("temporal_activity_execution_latency").Record(120 * time.Millisecond)

	body := scrape(t, m)
	for _, want := range []string{
		"# TYPE swapengine_swap_deliveries_total counter",
		`swapengine_swap_deliveries_total{`, `outcome="duplicate-delivery"`,
		"# TYPE swapengine_scanner_lag_blocks gauge",
		"# TYPE temporal_workflow_completed_total counter",
		"# TYPE temporal_activity_execution_latency_seconds histogram",
		`service_name="swapengine-worker"`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
	// 120 ms lands in the 0.25 s bucket and not in the 0.1 s one.
	bucket := func(le string) string {
		re := regexp.MustCompile(`(?m)^temporal_activity_execution_latency_seconds_bucket\{[^}]*le="` + regexp.QuoteMeta(le) + `"[^}]*\} (\d+)`)
		if g := re.FindStringSubmatch(body); g != nil {
			return g[1]
		}
		return "missing"
	}
	if got := bucket("0.1"); got != "0" {
		t.Errorf("le=0.1 holds %s, want 0", got)
	}
	if got := bucket("0.25"); got != "1" {
		t.Errorf("le=0.25 holds %s, want 1", got)
	}
	if strings.Contains(body, "swapengine_temporal_") || strings.Contains(body, "\nswap_deliveries") {
		t.Error("prefixing touched an SDK series or missed an engine one")
	}
	if t.Failed() {
		t.Log(body)
	}
}

func TestHealthAndReadiness(t *testing.T) {
	m, err := Serve("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	get := func(path string) (int, string) {
		resp, err := http.Get("http://" + m.Addr + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	if code, _ := get("/healthz"); code != http.StatusOK {
		t.Errorf("/healthz = %d", code)
	}
	if code, body := get("/readyz"); code != http.StatusServiceUnavailable || !strings.Contains(body, "starting") {
		t.Errorf("/readyz before SetReady = %d %q", code, body)
	}
	var down error = errors.New("temporal unreachable")
	m.SetReady(func(context.Context) error { return down })
	if code, body := get("/readyz"); code != http.StatusServiceUnavailable || !strings.Contains(body, "temporal unreachable") {
		t.Errorf("/readyz while down = %d %q", code, body)
	}
	down = nil
	if code, _ := get("/readyz"); code != http.StatusOK {
		t.Errorf("/readyz when ready = %d", code)
	}
}

// recorded finds every series the code records through a metrics handler
// (.Counter("x"), .Gauge("x"), .Timer("x") in the repository's Go files),
// by name, with its kind.
func recorded(t *testing.T) map[string]string {
	t.Helper()
	re := regexp.MustCompile(`\.\s*(Counter|Gauge|Timer)\(\s*"([a-z0-9_]+)"\s*\)`)
	out := map[string]string{}
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".")) && path != "../.." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range re.FindAllStringSubmatch(string(src), -1) {
			if !strings.HasPrefix(m[2], "temporal_") {
				out[m[2]] = m[1]
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) < 10 {
		t.Fatalf("found only %d recorded series: the scan is broken", len(out))
	}
	return out
}

// The production drill: the engine's series reached Prometheus without HELP
// text. Every series the code records has a description, and /metrics
// shows it for every swapengine_ family.
func TestEverySeriesHasHelpText(t *testing.T) {
	names := recorded(t)
	for n := range names {
		if Help[n] == "" {
			t.Errorf("%s is recorded (%s) but has no entry in Help", n, names[n])
		}
	}
	for n := range Help {
		if names[n] == "" {
			t.Errorf("Help names %s, which nothing records", n)
		}
	}
	m, err := Serve("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	for n, kind := range names {
		switch kind {
		case "Counter":
			m.Handler.Counter(n).Inc(1)
		case "Gauge":
			m.Handler.Gauge(n).Update(1)
		case "Timer":
			m.Handler.Timer(n).Record(time.Millisecond)
		}
	}
	body := scrape(t, m)
	help := map[string]string{}
	for _, line := range strings.Split(body, "\n") {
		if rest, ok := strings.CutPrefix(line, "# HELP "); ok {
			name, text, _ := strings.Cut(rest, " ")
			help[name] = text
		}
	}
	families := 0
	for _, line := range strings.Split(body, "\n") {
		rest, ok := strings.CutPrefix(line, "# TYPE swapengine_")
		if !ok {
			continue
		}
		families++
		name, _, _ := strings.Cut(rest, " ")
		if strings.TrimSpace(help["swapengine_"+name]) == "" {
			t.Errorf("swapengine_%s has no HELP text", name)
		}
	}
	if families != len(names) {
		t.Errorf("%d swapengine_ families on /metrics, %d recorded", families, len(names))
	}
}
