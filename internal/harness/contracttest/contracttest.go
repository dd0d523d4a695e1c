// Package contracttest holds what the contract artefact tests share: a fresh
// compile of contracts/ with the pinned solcjs and OpenZeppelin Contracts
// (installing contracts/node_modules with npm ci when it does not hold the
// pinned versions) and byte-for-byte comparisons of the committed artefacts
// and Go bindings against that compile. Only tests import it.
package contracttest

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/abigen"
)

// Compile compiles contracts/ afresh (node contracts/compile.mjs) into a
// temporary directory and returns the module root and that directory. It
// needs node and npm and never skips.
func Compile(t testing.TB) (root, out string) {
	t.Helper()
	root = RepoRoot(t)
	contracts := filepath.Join(root, "contracts")
	EnsureNodeModules(t, contracts)
	out = t.TempDir()
	run(t, root, "node", filepath.Join(contracts, "compile.mjs"), out)
	return root, out
}

// CheckArtefacts reports (t.Errorf) every contracts/build/<name>.{abi,bin}
// that differs from the fresh compile in out, and whether any did.
func CheckArtefacts(t testing.TB, root, out string, names ...string) (stale bool) {
	t.Helper()
	for _, name := range names {
		exts := []string{".abi", ".bin"}
		if _, err := os.Stat(filepath.Join(out, name+".input.json")); err == nil {
			exts = append(exts, ".input.json") // a deployable contract's standard-JSON input
		}
		for _, ext := range exts {
			fresh := readFile(t, filepath.Join(out, name+ext))
			committed := readFile(t, filepath.Join(root, "contracts", "build", name+ext))
			if !bytes.Equal(fresh, committed) {
				stale = true
				t.Errorf("contracts/build/%s%s differs from a fresh compile (%s)", name, ext, firstDiff(committed, fresh))
			}
		}
	}
	return stale
}

// CheckBindings regenerates the abigen V2 bindings of contract `name` in
// package `pkg` from the fresh compile in out, with the abigen package of the
// go-ethereum version in go.mod (scripts/gen-contract.sh runs cmd/abigen at
// that same version, which calls the same abigen.BindV2 with the same
// inputs), and reports whether goFile (relative to the test's directory)
// differs.
func CheckBindings(t testing.TB, out, name, pkg, goFile string) (stale bool) {
	t.Helper()
	abiJSON := readFile(t, filepath.Join(out, name+".abi"))
	bin := readFile(t, filepath.Join(out, name+".bin"))
	code, err := abigen.BindV2([]string{name}, []string{string(abiJSON)}, []string{string(bin)},
		pkg, map[string]string{}, map[string]string{})
	if err != nil {
		t.Fatalf("abigen %s: %v", name, err)
	}
	committed := readFile(t, goFile)
	if !bytes.Equal([]byte(code), committed) {
		t.Errorf("%s differs from freshly generated bindings of %s (%s)", goFile, name, firstDiff(committed, []byte(code)))
		return true
	}
	return false
}

// RepoRoot returns the module root (the directory holding go.mod).
func RepoRoot(t testing.TB) string {
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

// EnsureNodeModules runs npm ci in contracts/ when node_modules lacks any
// dependency at the exact version contracts/package.json pins (a clean clone,
// or a checkout whose node_modules predates a new dependency). Test packages
// run in parallel processes, so the check and the install happen under an
// exclusive file lock: one process installs, the others then find it done.
func EnsureNodeModules(t testing.TB, contracts string) {
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
	if len(pkg.Dependencies) == 0 {
		t.Fatal("contracts/package.json pins no dependencies")
	}
	unlock := lock(t, contracts)
	defer unlock()
	var missing []string
	for name, pinned := range pkg.Dependencies {
		if v := installedVersion(t, contracts, name); v != pinned {
			missing = append(missing, fmt.Sprintf("%s %s (installed: %q)", name, pinned, v))
		}
	}
	if len(missing) == 0 {
		return
	}
	t.Logf("installing %s: npm ci --prefix %s", strings.Join(missing, ", "), contracts)
	run(t, contracts, "npm", "ci", "--prefix", contracts, "--no-audit", "--no-fund", "--loglevel=error")
}

func installedVersion(t testing.TB, contracts, name string) string {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(contracts, "node_modules", filepath.FromSlash(name), "package.json"))
	if errors.Is(err, os.ErrNotExist) {
		return ""
	}
	if err != nil {
		t.Fatal(err)
	}
	var p struct {
		Version string `json:"version"`
	}
	if err := json.Unmarshal(raw, &p); err != nil {
		return ""
	}
	return p.Version
}

// lock takes an exclusive flock on a file named after the contracts
// directory (outside it: npm ci removes node_modules).
func lock(t testing.TB, contracts string) (unlock func()) {
	t.Helper()
	sum := sha256.Sum256([]byte(contracts))
	name := filepath.Join(os.TempDir(), "swapengine-npm-ci-"+hex.EncodeToString(sum[:8])+".lock")
	f, err := os.OpenFile(name, os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		_ = f.Close()
		t.Fatalf("lock %s: %v", name, err)
	}
	return func() { _ = f.Close() } // closing releases the lock
}

func run(t testing.TB, dir, name string, args ...string) {
	t.Helper()
	cmd := exec.CommandContext(t.Context(), name, args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
}

func readFile(t testing.TB, path string) []byte {
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

// CompileStandardJSON compiles a standard-JSON input file with the pinned
// solcjs and no import callback (every source must be inside it, as for a
// block explorer) and returns contract name's creation bytecode, hex.
func CompileStandardJSON(t testing.TB, root, inputFile, name string) string {
	t.Helper()
	script := `const solc = require(process.argv[1]);
const fs = require('fs');
const out = JSON.parse(solc.compile(fs.readFileSync(process.argv[2], 'utf8')));
for (const e of out.errors || []) if (e.severity === 'error') { console.error(e.formattedMessage); process.exit(1); }
for (const file of Object.keys(out.contracts || {})) {
  const c = out.contracts[file][process.argv[3]];
  if (c) { process.stdout.write(c.evm.bytecode.object); process.exit(0); }
}
console.error('no contract ' + process.argv[3]); process.exit(1);`
	cmd := exec.CommandContext(t.Context(), "node", "-e", script, filepath.Join(root, "contracts", "node_modules", "solc"), inputFile, name)
	out, err := cmd.Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			t.Fatalf("compile %s: %v\n%s", inputFile, err, ee.Stderr)
		}
		t.Fatalf("compile %s: %v", inputFile, err)
	}
	return string(out)
}
