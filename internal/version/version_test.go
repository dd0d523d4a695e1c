package version

import (
	"regexp"
	"testing"
)

func TestBuildIDOfAnUnstampedBuildIsItsExecutableHash(t *testing.T) {
	id, err := BuildID()
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^dev-[0-9a-f]{12}$`).MatchString(id) {
		t.Fatalf("build ID %q, want dev-<12 hex digits>", id)
	}
	again, err := BuildID()
	if err != nil || again != id {
		t.Fatalf("second build ID %q (%v), want %q", again, err, id)
	}
	old := Version
	t.Cleanup(func() { Version = old })
	Version = "v1.2.3"
	if id, err := BuildID(); err != nil || id != "v1.2.3" {
		t.Fatalf("stamped build ID %q (%v), want v1.2.3", id, err)
	}
}
