// Package version says which build is running. Release builds stamp Version
// with -ldflags "-X github.com/swapengine/swapengine/internal/version.Version=v1.2.3" (the
// Dockerfile does, from its VERSION build argument); any build also reports
// the VCS revision Go embeds.
package version

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
)

// Version is the release, or "dev" for an unstamped build.
var Version = "dev"

// Revision is the VCS revision stamped by a build that has no repository to read it from (the
// Dockerfile's REVISION build argument: its context has no .git); Go's own vcs.revision wins when
// present.
var Revision = ""

// String is "<version> (<revision>[, modified]) <go version>".
func String() string {
	rev, modified := "unknown revision", ""
	if Revision != "" {
		rev = Revision
		if len(rev) > 12 {
			rev = rev[:12]
		}
	}
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
				if len(rev) > 12 {
					rev = rev[:12]
				}
			case "vcs.modified":
				if s.Value == "true" {
					modified = ", modified"
				}
			}
		}
	}
	return fmt.Sprintf("%s (%s%s) %s", Version, rev, modified, runtime.Version())
}

// BuildID names this build for Temporal's Worker Versioning: the stamped
// Version of a release build, else "dev-" and the first 12 hex digits of the
// executable's SHA-256. An unstamped build cannot be called "dev": two
// different dev builds would then claim to be one version, and the server
// would send one's pinned workflows to the other, which is exactly the
// replay break versioning exists to prevent. The hash changes with any change
// of code, so it is an honest build identity.
func BuildID() (string, error) {
	if Version != "dev" && Version != "" {
		return Version, nil
	}
	exe, err := os.Executable()
	if err != nil {
		return "", fmt.Errorf("build ID: find the executable: %w", err)
	}
	f, err := os.Open(exe)
	if err != nil {
		return "", fmt.Errorf("build ID: %w", err)
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", fmt.Errorf("build ID: hash %s: %w", exe, err)
	}
	return "dev-" + hex.EncodeToString(h.Sum(nil))[:12], nil
}
