package devstack

import (
	"context"
	"fmt"
	"os/exec"
	"path"
	"path/filepath"
)

// GoBuild compiles the module's package pkg (an import path below
// github.com/swapengine/swapengine) into dir and returns the binary's path:
// the soak and the benchmarks run the real binaries as subprocesses.
func GoBuild(ctx context.Context, dir, pkg string) (string, error) {
	bin := filepath.Join(dir, path.Base(pkg))
	cmd := exec.CommandContext(ctx, "go", "build", "-o", bin, modulePath+"/"+pkg)
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build %s (run it inside the module): %v\n%s", pkg, err, out)
	}
	return bin, nil
}
