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
	// As shipped, from the tree: the rules are named relative to the configuration, so the same
	// file loads in the container and outside it (the production drill found it did not).
	out = run("check", "config", "deploy/prometheus/prometheus.yml")
	if !strings.Contains(out, "SUCCESS") || !strings.Contains(out, "alerts.yml") {
		t.Errorf("promtool check config did not load the rules:\n%s", out)
	}
	out = run("test", "rules", "deploy/prometheus/alerts_test.yml")
	if !strings.Contains(out, "SUCCESS") {
		t.Errorf("promtool test rules:\n%s", out)
	}
}
