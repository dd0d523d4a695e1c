package soak

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"time"

	"github.com/swapengine/swapengine/internal/harness/devstack"
)

// BuildWorker compiles ./worker (the real binary, no race detector) into dir.
func BuildWorker(ctx context.Context, dir string) (string, error) {
	return devstack.GoBuild(ctx, dir, "worker")
}

// workerSet runs the worker binary as subprocesses, one per slot, all on one task queue;
// args gives each slot its flags (some slots serve the chain, others not).
type workerSet struct {
	bin  string
	args func(slot int) []string
	dir  string
	// env is added to the soak's environment for every worker (the hot key: never a flag,
	// which ps would show).
	env []string

	mu       sync.Mutex
	procs    []*workerProc
	stopping bool
	starts   int
	kills    int
	// crashes are exits nobody asked for: a worker that dies by itself is a finding.
	crashes []string
}

type workerProc struct {
	slot    int
	cmd     *exec.Cmd
	log     string // its log file
	offset  int64  // where this start's output begins in it
	done    chan struct{}
	killed  bool // by us: SIGKILL (chaos) or SIGTERM (stop)
	exitErr error
	started time.Time
}

func newWorkerSet(bin string, args func(slot int) []string, dir string, n int) *workerSet {
	return &workerSet{bin: bin, args: args, dir: dir, procs: make([]*workerProc, n)}
}

// start runs a worker in slot, appending its output to worker-<slot>.log.
func (ws *workerSet) start(slot int) error {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	if ws.stopping {
		return nil
	}
	if p := ws.procs[slot]; p != nil && !p.exited() {
		return nil
	}
	path := filepath.Join(ws.dir, fmt.Sprintf("worker-%d.log", slot))
	log, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	fmt.Fprintf(log, "==== soak: worker start %s\n", time.Now().Format(time.RFC3339Nano))
	var offset int64
	if st, err := log.Stat(); err == nil {
		offset = st.Size()
	}
	cmd := exec.Command(ws.bin, ws.args(slot)...)
	cmd.Env = append(os.Environ(), ws.env...)
	cmd.Stdout, cmd.Stderr = log, log
	cmd.SysProcAttr = sysProcAttr()
	if err := cmd.Start(); err != nil {
		log.Close()
		return fmt.Errorf("start worker: %w", err)
	}
	p := &workerProc{slot: slot, cmd: cmd, done: make(chan struct{}), started: time.Now(), log: path, offset: offset}
	ws.procs[slot] = p
	ws.starts++
	go func() {
		err := cmd.Wait()
		log.Close()
		ws.mu.Lock()
		p.exitErr = err
		if !p.killed {
			ws.crashes = append(ws.crashes, fmt.Sprintf("worker slot %d (pid %d) exited by itself after %s: %v",
				slot, cmd.Process.Pid, time.Since(p.started).Round(time.Millisecond), err))
		}
		ws.mu.Unlock()
		close(p.done)
	}()
	return nil
}

func (p *workerProc) exited() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

// kill SIGKILLs the worker in slot and waits until it is gone.
func (ws *workerSet) kill(slot int) bool {
	ws.mu.Lock()
	p := ws.procs[slot]
	if p == nil || p.exited() || ws.stopping {
		ws.mu.Unlock()
		return false
	}
	p.killed = true
	ws.kills++
	ws.mu.Unlock()
	_ = p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.done
	return true
}

// ensure restarts any slot whose worker is not running (after a crash).
func (ws *workerSet) ensure() error {
	for slot := range ws.procs {
		if err := ws.start(slot); err != nil {
			return err
		}
	}
	return nil
}

// ensureReady is ensure, then waits (up to a minute) until every worker has logged that it
// started: connected to Temporal, migrated Postgres and asked the RPC node for its chain.
// The chaos that breaks those dependencies waits for this, so that a worker is never
// refused its start by an injected fault (it would exit, as it should, and look crashed).
func (ws *workerSet) ensureReady() error {
	if err := ws.ensure(); err != nil {
		return err
	}
	deadline := time.Now().Add(time.Minute)
	for {
		ws.mu.Lock()
		procs := append([]*workerProc(nil), ws.procs...)
		ws.mu.Unlock()
		ready := true
		for _, p := range procs {
			if p != nil && !p.exited() && !p.ready() {
				ready = false
			}
		}
		if ready || time.Now().After(deadline) {
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// ready reports whether this start of the worker has logged "worker started".
func (p *workerProc) ready() bool {
	f, err := os.Open(p.log)
	if err != nil {
		return false
	}
	defer f.Close()
	if _, err := f.Seek(p.offset, io.SeekStart); err != nil {
		return false
	}
	b, _ := io.ReadAll(io.LimitReader(f, 1<<20))
	return bytes.Contains(b, []byte("worker started"))
}

// stop asks every worker to stop (SIGTERM, the SDK's graceful stop), then kills stragglers.
func (ws *workerSet) stop() {
	ws.mu.Lock()
	ws.stopping = true
	procs := append([]*workerProc(nil), ws.procs...)
	for _, p := range procs {
		if p != nil && !p.exited() {
			p.killed = true
			_ = p.cmd.Process.Signal(syscall.SIGTERM)
		}
	}
	ws.mu.Unlock()
	for _, p := range procs {
		if p == nil {
			continue
		}
		select {
		case <-p.done:
		case <-time.After(15 * time.Second):
			_ = p.cmd.Process.Signal(syscall.SIGKILL)
			<-p.done
		}
	}
}

type workerStats struct {
	Starts  int
	Kills   int
	Crashes []string
}

func (ws *workerSet) snapshot() workerStats {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	return workerStats{Starts: ws.starts, Kills: ws.kills, Crashes: append([]string(nil), ws.crashes...)}
}
