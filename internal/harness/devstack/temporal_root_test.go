package devstack

import (
	"os"
	"path/filepath"
	"testing"
)

// Tests and scripts find the pinned CLI in the repository's .tools/bin by
// walking up to the go.mod that declares this module; a renamed module must
// still be found, or every test that needs Temporal loses its server.
func TestModuleRootIsThisRepository(t *testing.T) {
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	root, ok := moduleRoot(wd)
	if !ok {
		t.Fatalf("no go.mod declaring %s above %s", modulePath, wd)
	}
	if want, _ := filepath.Abs(filepath.Join(wd, "..", "..", "..")); root != want {
		t.Fatalf("module root %s, want %s", root, want)
	}
}
