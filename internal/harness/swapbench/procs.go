package swapbench

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"

	"github.com/swapengine/swapengine/internal/harness/devstack"
)

// BuildCeilingWorker compiles the ceiling's worker into dir.
func BuildCeilingWorker(ctx context.Context, dir string) (string, error) {
	return devstack.GoBuild(ctx, dir, "internal/harness/swapbench/ceilingworker")
}

// procs are worker subprocesses on one task queue.
type procs struct {
	list []*proc
}

type proc struct {
	cmd  *exec.Cmd
	log  string
	done chan struct{}
}

// startProcs starts n copies of bin with args and env added to ours (each gets its own log in dir)
// and waits until n pollers serve queue's workflow tasks.
func startProcs(ctx context.Context, cl client.Client, bin string, args, env []string, dir, name, queue string, n int) (*procs, error) {
	ps := &procs{}
	for i := range n {
		logPath := filepath.Join(dir, fmt.Sprintf("%s-%d.log", name, i))
		f, err := os.Create(logPath)
		if err != nil {
			ps.stop()
			return nil, err
		}
		cmd := exec.Command(bin, args...)
		cmd.Env = append(os.Environ(), env...)
		cmd.Stdout, cmd.Stderr = f, f
		if err := cmd.Start(); err != nil {
			f.Close()
			ps.stop()
			return nil, fmt.Errorf("start %s: %w", name, err)
		}
		p := &proc{cmd: cmd, log: logPath, done: make(chan struct{})}
		go func() { _ = cmd.Wait(); f.Close(); close(p.done) }()
		ps.list = append(ps.list, p)
	}
	for deadline := time.Now().Add(2 * time.Minute); ; {
		resp, err := cl.DescribeTaskQueue(ctx, queue, enumspb.TASK_QUEUE_TYPE_WORKFLOW)
		if err == nil && len(resp.GetPollers()) >= n {
			return ps, nil
		}
		for _, p := range ps.list {
			select {
			case <-p.done:
				ps.stop()
				// The run's directory goes with the bench: say why here.
				return nil, fmt.Errorf("%s exited at start; the end of its log (%s):\n%s", name, p.log, logTail(p.log, 2000))
			default:
			}
		}
		if time.Now().After(deadline) {
			ps.stop()
			return nil, fmt.Errorf("%s: %d pollers do not show on %s within 2 min; see %s", name, n, queue, ps.list[0].log)
		}
		select {
		case <-ctx.Done():
			ps.stop()
			return nil, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// alive reports a process that exited by itself.
func (ps *procs) alive() error {
	for _, p := range ps.list {
		select {
		case <-p.done:
			return fmt.Errorf("worker pid %d exited during the benchmark; see %s", p.cmd.Process.Pid, p.log)
		default:
		}
	}
	return nil
}

// peakRSS is the largest high-water resident set (VmHWM) among the processes.
func (ps *procs) peakRSS() int64 {
	var peak int64
	for _, p := range ps.list {
		peak = max(peak, statusKB(p.cmd.Process.Pid, "VmHWM:")<<10)
	}
	return peak
}

// cpu is the user+system CPU the processes used so far.
func (ps *procs) cpu() time.Duration {
	var total time.Duration
	for _, p := range ps.list {
		total += procCPU(p.cmd.Process.Pid)
	}
	return total
}

func (ps *procs) stop() {
	for _, p := range ps.list {
		_ = p.cmd.Process.Signal(syscall.SIGTERM)
	}
	for _, p := range ps.list {
		select {
		case <-p.done:
		case <-time.After(40 * time.Second):
			_ = p.cmd.Process.Kill()
			<-p.done
		}
	}
}

func statusKB(pid int, field string) int64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, field); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return kb
		}
	}
	return 0
}

// procCPU reads utime+stime from /proc/<pid>/stat (clock ticks, 100 a second
// on Linux).
func procCPU(pid int) time.Duration {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// The command name (field 2) may hold spaces: count fields after its ')'.
	s := string(data)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 13 {
		return 0
	}
	ut, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(ut+st) * 10 * time.Millisecond
}

// logTail is the last n bytes of a log file, for an error.
func logTail(path string, n int64) string {
	raw, err := os.ReadFile(path)
	if err != nil {
		return err.Error()
	}
	if int64(len(raw)) > n {
		raw = raw[int64(len(raw))-n:]
	}
	return string(raw)
}
