package depositvault_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/abigen"
)

// TestArtefactsMatchSource fails when contracts/build/DepositVault.{abi,bin}
// or depositvault.go no longer match contracts/DepositVault.sol: it compiles
// the source afresh with the pinned solcjs into a temporary directory and
// regenerates the bindings, then compares byte for byte. Fix a failure with
// scripts/gen-contract.sh and commit the result.
//
// It needs node and npm; it installs contracts/node_modules (npm ci) when the
// pinned solc is not there yet, and never skips.
//
// The bindings are generated in-process with the abigen package of the
// go-ethereum version in go.mod. The script runs cmd/abigen at that same
// version, which calls the same abigen.BindV2 with the same inputs.
func TestArtefactsMatchSource(t *testing.T) {
	root := repoRoot(t)
	contracts := filepath.Join(root, "contracts")
	ensureSolc(t, contracts)

	out := t.TempDir()
	run(t, root, "node", filepath.Join(contracts, "compile.mjs"), out)

	stale := false
	for _, name := range []string{"DepositVault.abi", "DepositVault.bin"} {
		fresh := readFile(t, filepath.Join(out, name))
		committed := readFile(t, filepath.Join(contracts, "build", name))
		if !bytes.Equal(fresh, committed) {
			stale = true
			t.Errorf("contracts/build/%s differs from a fresh compile (%s)", name, firstDiff(committed, fresh))
		}
	}

	abiJSON := readFile(t, filepath.Join(out, "DepositVault.abi"))
	bin := readFile(t, filepath.Join(out, "DepositVault.bin"))
	code, err := abigen.BindV2(
		[]string{"DepositVault"}, []string{string(abiJSON)}, []string{string(bin)},
		"depositvault", map[string]string{}, map[string]string{})
	if err != nil {
		t.Fatalf("abigen: %v", err)
	}
	committed := readFile(t, "depositvault.go")
	if !bytes.Equal([]byte(code), committed) {
		stale = true
		t.Errorf("internal/chain/depositvault/depositvault.go differs from freshly generated bindings (%s)", firstDiff(committed, []byte(code)))
	}
	if stale {
		t.Log("artefacts are stale: run scripts/gen-contract.sh and commit contracts/build and depositvault.go")
	}
}

// repoRoot returns the module root (the directory holding go.mod).
func repoRoot(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("go.mod not found above the test directory")
		}
		dir = parent
	}
}

// ensureSolc runs npm ci when contracts/node_modules lacks the solc version
// that contracts/package.json pins.
func ensureSolc(t *testing.T, contracts string) {
	t.Helper()
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatalf("node is required to check the contract artefacts: %v", err)
	}
	var pkg struct {
		Dependencies map[string]string `json:"dependencies"`
	}
	if err := json.Unmarshal(readFile(t, filepath.Join(contracts, "package.json")), &pkg); err != nil {
		t.Fatal(err)
	}
	pinned := pkg.Dependencies["solc"]
	if pinned == "" {
		t.Fatal("contracts/package.json does not pin solc")
	}
	installed := filepath.Join(contracts, "node_modules", "solc", "package.json")
	raw, err := os.ReadFile(installed)
	if err == nil {
		var solc struct {
			Version string `json:"version"`
		}
		if err := json.Unmarshal(raw, &solc); err == nil && solc.Version == pinned {
			return
		}
	} else if !errors.Is(err, os.ErrNotExist) {
		t.Fatal(err)
	}
	t.Logf("installing solc %s: npm ci --prefix %s", pinned, contracts)
	run(t, contracts, "npm", "ci", "--prefix", contracts, "--no-audit", "--no-fund", "--loglevel=error")
}

func run(t *testing.T, dir, name string, args ...string) {
	t.Helper()
	cmd := exec.CommandContext(t.Context(), name, args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// firstDiff describes where two files first differ, by line.
func firstDiff(committed, fresh []byte) string {
	a := strings.Split(string(committed), "\n")
	b := strings.Split(string(fresh), "\n")
	for i := 0; i < max(len(a), len(b)); i++ {
		if i >= len(a) || i >= len(b) || a[i] != b[i] {
			return fmt.Sprintf("first difference at line %d: committed %s, fresh %s", i+1, lineAt(a, i), lineAt(b, i))
		}
	}
	return "same lines, different bytes"
}

func lineAt(lines []string, i int) string {
	if i >= len(lines) {
		return "<end of file>"
	}
	s := lines[i]
	if len(s) > 120 {
		s = s[:120] + "…"
	}
	return fmt.Sprintf("%q", s)
}
