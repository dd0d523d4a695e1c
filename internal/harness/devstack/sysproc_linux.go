package devstack

import "syscall"

// sysProcAttr puts the server in its own process group (or session, when
// detached) so Stop can signal it with everything it spawned, and so a Ctrl-C
// aimed at the caller does not reach it first. Attached servers also get a
// parent-death signal: a test binary killed by -timeout never runs its
// cleanup, and the server must not outlive it.
func sysProcAttr(detached bool) *syscall.SysProcAttr {
	if detached {
		return &syscall.SysProcAttr{Setsid: true}
	}
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}
