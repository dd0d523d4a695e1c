//go:build unix && !linux

package devstack

import "syscall"

// sysProcAttr puts the server in its own process group (or session, when
// detached) so Stop can signal it with everything it spawned. Without Linux's
// parent-death signal, an attached server can outlive a crashed caller.
func sysProcAttr(detached bool) *syscall.SysProcAttr {
	if detached {
		return &syscall.SysProcAttr{Setsid: true}
	}
	return &syscall.SysProcAttr{Setpgid: true}
}
