// Package version says which build is running. Release builds stamp Version
// with -ldflags "-X github.com/swapengine/swapengine/internal/version.Version=v1.2.3" (the
// Dockerfile does, from its VERSION build argument); any build also reports
// the VCS revision Go embeds.
package version

import (
	"fmt"
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
