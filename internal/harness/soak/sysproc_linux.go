package soak

import "syscall"

// sysProcAttr puts a worker in its own process group, so a Ctrl-C aimed at the soak does not
// reach it before the soak stops it, and kills it with the soak (parent-death signal): a
// soak killed by a test timeout must not leave workers behind.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}
