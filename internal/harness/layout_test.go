// Package harness_test holds the rule that keeps the product apart from the
// development and test harness under internal/harness.
package harness_test

import (
	"bytes"
	"encoding/json"
	"os/exec"
	"strings"
	"testing"
)

const module = "github.com/swapengine/swapengine"

// No product package — anything outside internal/harness — depends on a
// harness package, directly or through another package, in its non-test
// code: what ships does not need the simulators, the dev chain or the
// benches. (The harness's own command is internal/harness/cmd/swapdev.)
func TestProductDoesNotImportTheHarness(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps=false", "-json=ImportPath,Deps", module+"/...")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.String())
	}
	dec := json.NewDecoder(bytes.NewReader(out))
	product := 0
	for dec.More() {
		var p struct {
			ImportPath string
			Deps       []string
		}
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		if isHarness(p.ImportPath) {
			continue
		}
		product++
		for _, d := range p.Deps {
			if isHarness(d) {
				t.Errorf("product package %s depends on harness package %s", p.ImportPath, d)
			}
		}
	}
	// Guard against a go list that matched nothing (the rule would hold vacuously).
	if product < 20 {
		t.Fatalf("only %d product packages listed; is the module path %s?", product, module)
	}
}

// Issue 25: the binaries that ship (the image's starter and worker) link no
// harness package and no simulated chain: their build's dependency list is
// what the linker gets.
func TestShippedBinariesLinkNoHarness(t *testing.T) {
	for _, bin := range []string{"starter", "worker"} {
		out, err := exec.Command("go", "list", "-deps", module+"/"+bin).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", bin, err)
		}
		deps := strings.Fields(string(out))
		if len(deps) < 100 {
			t.Fatalf("%s: only %d dependencies listed", bin, len(deps))
		}
		for _, d := range deps {
			if isHarness(d) || strings.HasPrefix(d, "github.com/ethereum/go-ethereum/ethclient/simulated") ||
				strings.HasPrefix(d, "github.com/ethereum/go-ethereum/eth/catalyst") {
				t.Errorf("%s links %s", bin, d)
			}
		}
	}
}

func isHarness(path string) bool {
	return path == module+"/internal/harness" || strings.HasPrefix(path, module+"/internal/harness/")
}

// libraries are product packages that need no product importer: the kit
// adopters build their receivers with (public, outside internal/), and the
// checks of the deployment files (tests only).
var libraries = map[string]string{
	module + "/receiver/pgstore": "the receivers' Postgres idempotency store, for adopters",
	module + "/swapapi":          "the swap API's Go client, for merchants",
	module + "/internal/deploy":  "tests of docker-compose.yml and the deployment files",
}

// Issue 25: harness-only code does not live among the product's packages. A
// product package that no product package imports (in non-test code) and that
// is not a command is used only by the harness, or by nothing: it belongs
// under internal/harness (a fault proxy, test-token bindings).
func TestNoProductPackageIsUsedOnlyByTheHarness(t *testing.T) {
	cmd := exec.Command("go", "list", "-json=ImportPath,Name,Imports", module+"/...")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.String())
	}
	type pkg struct {
		ImportPath, Name string
		Imports          []string
	}
	var all []pkg
	dec := json.NewDecoder(bytes.NewReader(out))
	for dec.More() {
		var p pkg
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		all = append(all, p)
	}
	imported := map[string]bool{}
	for _, p := range all {
		if isHarness(p.ImportPath) {
			continue
		}
		for _, d := range p.Imports {
			imported[d] = true
		}
	}
	checked := 0
	for _, p := range all {
		if isHarness(p.ImportPath) || p.Name == "main" || libraries[p.ImportPath] != "" {
			continue
		}
		checked++
		if !imported[p.ImportPath] {
			t.Errorf("product package %s is imported by no product package: move it under internal/harness (or list it as a library)", p.ImportPath)
		}
	}
	if checked < 20 {
		t.Fatalf("only %d product packages checked", checked)
	}
}
