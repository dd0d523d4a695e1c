package deploy

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// promtool returns the pinned promtool, building it first (scripts/install-promtool.sh, once per
// machine, from the Go module proxy) when this clone has none: the rules are checked by
// Prometheus's own parser and evaluator, never skipped for want of the tool.
func promtool(t *testing.T) string {
	t.Helper()
	abs, err := filepath.Abs(root)
	if err != nil {
		t.Fatal(err)
	}
	script := filepath.Join(abs, "scripts/install-promtool.sh")
	raw, err := os.ReadFile(script)
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(abs, ".tools/bin/promtool")
	want := ""
	for _, line := range strings.Split(string(raw), "\n") {
		if v, ok := strings.CutPrefix(line, `PROMTOOL_VERSION="${PROMTOOL_VERSION:-`); ok {
			want, _, _ = strings.Cut(v, "}")
		}
	}
	if want == "" {
		t.Fatal("scripts/install-promtool.sh pins no PROMTOOL_VERSION")
	}
	have, _ := os.ReadFile(bin + ".version")
	if _, err := os.Stat(bin); err != nil || strings.TrimSpace(string(have)) != want {
		t.Logf("installing promtool %s (scripts/install-promtool.sh)", want)
		cmd := exec.Command(script)
		cmd.Env = append(os.Environ(), "PROMTOOL_VERSION="+want)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("scripts/install-promtool.sh: %v\n%s", err, out)
		}
	}
	return bin
}

// Every alert rule parses and type-checks (`promtool check rules`), the Prometheus configuration
// loads with them (`promtool check config`), and each alert fires on the trouble it is for and
// stays silent on the normal case beside it (`promtool test rules`, alerts_test.yml).
func TestAlertRules(t *testing.T) {
	bin := promtool(t)
	run := func(args ...string) string {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Dir = root
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("promtool %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	out := run("check", "rules", "deploy/prometheus/alerts.yml")
	if !strings.Contains(out, "SUCCESS") {
		t.Errorf("promtool check rules:\n%s", out)
	}
	// The configuration names the rules where compose mounts them: check a copy pointing at the
	// file in this tree.
	raw, err := os.ReadFile(filepath.Join(root, "deploy/prometheus/prometheus.yml"))
	if err != nil {
		t.Fatal(err)
	}
	abs, _ := filepath.Abs(filepath.Join(root, "deploy/prometheus/alerts.yml"))
	cfg := strings.Replace(string(raw), "/etc/prometheus/alerts.yml", abs, 1)
	if cfg == string(raw) {
		t.Fatal("prometheus.yml does not load /etc/prometheus/alerts.yml")
	}
	f := filepath.Join(t.TempDir(), "prometheus.yml")
	if err := os.WriteFile(f, []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	run("check", "config", f)
	out = run("test", "rules", "deploy/prometheus/alerts_test.yml")
	if !strings.Contains(out, "SUCCESS") {
		t.Errorf("promtool test rules:\n%s", out)
	}
}
