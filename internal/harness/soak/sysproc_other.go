//go:build unix && !linux

package soak

import "syscall"

// sysProcAttr puts a worker in its own process group. Without Linux's parent-death signal, a
// worker can outlive a soak that was itself killed.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true}
}
