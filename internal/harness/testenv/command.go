package testenv

import (
	"context"
	"os"
	"os/exec"
	"time"
)

// asCommand is the variable under which a command's test binary runs the
// command instead of its tests (AsCommand).
const asCommand = "SWAPENGINE_TEST_AS_COMMAND"

// AsCommand lets a command's test binary stand in for the command: when the
// binary was started by Command, it runs main and reports true (TestMain then
// returns without running the tests). A test sees exactly what an
// operator's terminal would: stdout, stderr and the exit status.
func AsCommand(main func()) bool {
	if os.Getenv(asCommand) != "1" {
		return false
	}
	main()
	return true
}

// Command runs the test binary as its command (AsCommand) with args and env
// added to the environment, and returns what it printed. A cancelled ctx
// interrupts it (SIGINT, as Ctrl-C), so a command that serves shuts down and
// prints what it prints then.
func Command(ctx context.Context, env []string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, os.Args[0], args...)
	cmd.Env = append(append(os.Environ(), asCommand+"=1"), env...)
	cmd.Cancel = func() error { return cmd.Process.Signal(os.Interrupt) }
	cmd.WaitDelay = 10 * time.Second
	out, err := cmd.CombinedOutput()
	return string(out), err
}
