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

// composition roots may import the harness: starter/main.go registers the
// harness's commands (chain, providers, demo, soak, bench, …) in the one
// binary that the dev stack, the scripts and the docs call, listed apart in
// `starter help`.
var compositionRoots = map[string]bool{module + "/starter": true}

// No product package — anything outside internal/harness but the
// composition roots — depends on a harness package, directly or through
// another package, in its non-test code: what ships does not need the
// simulators, the dev chain or the benches.
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
		if isHarness(p.ImportPath) || compositionRoots[p.ImportPath] {
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

func isHarness(path string) bool {
	return path == module+"/internal/harness" || strings.HasPrefix(path, module+"/internal/harness/")
}
