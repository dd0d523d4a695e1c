package devstack

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"go.temporal.io/api/enums/v1"
	"go.temporal.io/api/operatorservice/v1"
	"go.temporal.io/sdk/client"
	tlog "go.temporal.io/sdk/log"
)

// SearchAttributes are the custom search attributes the engine's workflows
// upsert; the dev server registers them at start so workflows never fail on an
// unknown attribute.
var SearchAttributes = map[string]enums.IndexedValueType{
	"SwapStatus":   enums.INDEXED_VALUE_TYPE_KEYWORD,
	"ScannerState": enums.INDEXED_VALUE_TYPE_KEYWORD,
}

// DynamicConfig are the dev server's dynamic config values (key=value); the
// compose server's deploy/temporal/dynamicconfig.yaml carries the same ones.
var DynamicConfig = []string{
	// The server admits at most 10 in-flight updates per workflow by default;
	// the concurrency tests (and the dispatcher's bursts) deliver 25 at once.
	"history.maxInFlightUpdates=100",
	// History bounds (workflows/history.go, docs/architecture.md): a run takes
	// at most 8 signals, each at most 4 MiB (1 MiB of input, the rest header),
	// so a burst of signals cannot carry a run past the 50 MiB history limit;
	// no legitimate payload comes near 1 MiB.
	"history.maximumSignalsPerExecution=8",
	"limit.blobSize.error=1048576",
	"limit.blobSize.warn=262144",
	"limit.historySize.warn=8388608",
	// An update's request is written to history when the swap accepts it, and
	// an acceptance over limit.blobSize.error terminates the workflow; nothing
	// else bounds a request's header or payload metadata. The server refuses an
	// update that would take the in-flight requests past this, before the
	// workflow sees it (a confirmation is about 1 kB; 100 in flight fit).
	"history.maxInFlightUpdatePayloads=524288",
}

// temporalReadyTimeout bounds the wait for the dev server: a cold start takes
// a few seconds, so a minute only runs out when something is really wrong.
const temporalReadyTimeout = 60 * time.Second

// TemporalOptions configures StartTemporal. The zero value is usable: each
// empty field gets the default noted beside it.
type TemporalOptions struct {
	Binary    string // temporal CLI; "" = TemporalBinary()
	IP        string // listen address; "" = 127.0.0.1
	Port      int    // gRPC frontend port; 0 = pick a free one
	UIPort    int    // Temporal Web port; 0 = pick a free one
	Namespace string // "" = "default"
	DBFile    string // sqlite file for persistence across restarts; "" = in-memory
	LogWriter io.Writer
	// Detached lets the server outlive this process (dev-services script).
	// Otherwise, on Linux, the server is killed when this process dies, so a
	// crashed or timed-out test binary leaves no orphan behind.
	Detached bool
}

// Temporal is a running Temporal dev server started by StartTemporal.
type Temporal struct {
	Address   string // host:port of the gRPC frontend
	UIURL     string // e.g. http://127.0.0.1:8233
	Namespace string
	PID       int // also the process group ID

	done     chan struct{} // closed when the process has exited
	waitErr  error         // valid after done is closed
	logTail  *tailBuffer
	logFile  string // set when the log goes straight to a file
	stopOnce sync.Once
	stopErr  error
}

// TemporalBinary finds the temporal CLI: $TEMPORAL_CLI, else the copy that
// scripts/install-temporal.sh builds into <module root>/.tools/bin (looked up
// from the working directory, then from the running executable), else
// temporal on PATH.
func TemporalBinary() (string, error) {
	return toolBinary("temporal", "TEMPORAL_CLI", "scripts/install-temporal.sh")
}

// toolBinary finds a pinned tool: $env, else <module root>/.tools/bin/name
// (from the working directory, then from the running executable), else name
// on PATH. The error says which script builds it.
func toolBinary(name, env, script string) (string, error) {
	if b := os.Getenv(env); b != "" {
		if _, err := os.Stat(b); err != nil {
			return "", fmt.Errorf("%s=%s: %w", env, b, err)
		}
		return b, nil
	}
	var starts []string
	if wd, err := os.Getwd(); err == nil {
		starts = append(starts, wd)
	}
	if exe, err := os.Executable(); err == nil {
		starts = append(starts, filepath.Dir(exe))
	}
	for _, start := range starts {
		if root, ok := moduleRoot(start); ok {
			b := filepath.Join(root, ".tools", "bin", name)
			if isExecutable(b) {
				return b, nil
			}
		}
	}
	if b, err := exec.LookPath(name); err == nil {
		return b, nil
	}
	return "", fmt.Errorf("%s not found: run %s (builds .tools/bin/%s), or set %s", name, script, name, env)
}

// moduleRoot walks up from dir to the directory whose go.mod declares the
// swapengine module.
func moduleRoot(dir string) (string, bool) {
	for {
		if b, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil && declaresModule(b, modulePath) {
			return dir, true
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
}

func declaresModule(gomod []byte, name string) bool {
	sc := bufio.NewScanner(bytes.NewReader(gomod))
	for sc.Scan() {
		if f := strings.Fields(sc.Text()); len(f) == 2 && f[0] == "module" && strings.Trim(f[1], `"`) == name {
			return true
		}
	}
	return false
}

func isExecutable(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0
}

// StartTemporal runs `temporal server start-dev` and returns once the server
// answers health checks and has the SearchAttributes registered, or after 60s
// with an error carrying the tail of the server log. ctx bounds the wait only:
// the server keeps running until Stop.
func StartTemporal(ctx context.Context, o TemporalOptions) (*Temporal, error) {
	// A port we picked is free when asked, not when the server binds it:
	// another listener can take it in between. Then the server exits saying
	// so, and we pick again rather than fail a run over a lost race.
	picked := o.Port == 0 || o.UIPort == 0
	for attempt := 1; ; attempt++ {
		t, err := startTemporalOnce(ctx, o)
		if err == nil || !picked || attempt == portAttempts || !errors.Is(err, errPortTaken) {
			return t, err
		}
		slog.Debug("temporal dev server lost its port, picking others", "attempt", attempt, "err", err)
	}
}

// portAttempts bounds the re-picks of ports lost to another listener.
const portAttempts = 3

// errPortTaken marks a start that failed because a picked port was taken.
var errPortTaken = errors.New("a port picked for the dev server was taken before it bound it")

func startTemporalOnce(ctx context.Context, o TemporalOptions) (*Temporal, error) {
	if o.Binary == "" {
		b, err := TemporalBinary()
		if err != nil {
			return nil, err
		}
		o.Binary = b
	}
	if o.IP == "" {
		o.IP = "127.0.0.1"
	}
	if o.Namespace == "" {
		o.Namespace = "default"
	}
	var err error
	if o.Port == 0 {
		if o.Port, err = pickPort(o.IP); err != nil {
			return nil, fmt.Errorf("temporal: pick a free port: %w", err)
		}
	}
	if o.UIPort == 0 {
		if o.UIPort, err = pickPort(o.IP); err != nil {
			return nil, fmt.Errorf("temporal: pick a free UI port: %w", err)
		}
	}

	args := []string{"server", "start-dev",
		"--ip", o.IP,
		"--port", strconv.Itoa(o.Port),
		"--ui-port", strconv.Itoa(o.UIPort),
		"--namespace", o.Namespace,
		"--log-level", "warn",
	}
	for _, kv := range DynamicConfig {
		args = append(args, "--dynamic-config-value", kv)
	}
	for name, typ := range SearchAttributes {
		// String() of the API enum is the short form the CLI wants ("Keyword").
		args = append(args, "--search-attribute", name+"="+typ.String())
	}
	if o.DBFile != "" {
		args = append(args, "--db-filename", o.DBFile)
	}

	t := &Temporal{
		Address:   net.JoinHostPort(o.IP, strconv.Itoa(o.Port)),
		UIURL:     "http://" + net.JoinHostPort(uiHost(o.IP), strconv.Itoa(o.UIPort)),
		Namespace: o.Namespace,
		done:      make(chan struct{}),
		logTail:   &tailBuffer{max: 64 << 10},
	}
	cmd := exec.Command(o.Binary, args...)
	cmd.SysProcAttr = sysProcAttr(o.Detached)
	// A file is handed to the child as is, so a detached server keeps logging
	// after we exit; anything else goes through a pipe we also tail for errors.
	if f, ok := o.LogWriter.(*os.File); ok {
		cmd.Stdout, cmd.Stderr = f, f
		if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
			t.logFile = f.Name()
		}
	} else {
		w := io.Writer(t.logTail)
		if o.LogWriter != nil {
			w = io.MultiWriter(t.logTail, o.LogWriter)
		}
		cmd.Stdout, cmd.Stderr = w, w
	}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("temporal: start %s: %w", o.Binary, err)
	}
	t.PID = cmd.Process.Pid
	go func() {
		t.waitErr = cmd.Wait()
		close(t.done)
	}()

	err = t.waitReady(ctx)
	if err == nil {
		// Ready, but perhaps another server answered on the port ours lost.
		select {
		case <-t.done:
			err = fmt.Errorf("server exited after the port answered: %v", t.waitErr)
		default:
		}
	}
	if err != nil {
		_ = t.Stop()
		logTail := t.tail(30)
		if strings.Contains(logTail, "address already in use") {
			err = fmt.Errorf("%w: %w", errPortTaken, err)
		}
		return nil, fmt.Errorf("temporal: dev server (%s %s) not ready: %w\n--- tail of server log ---\n%s",
			o.Binary, strings.Join(args, " "), err, logTail)
	}
	slog.Debug("temporal dev server ready", "address", t.Address, "ui", t.UIURL, "took", time.Since(start).Round(time.Millisecond))
	return t, nil
}

// uiHost is the host to put in the UI URL: a wildcard listen address is not
// something a browser can open.
func uiHost(ip string) string {
	if ip == "0.0.0.0" || ip == "::" {
		return "127.0.0.1"
	}
	return ip
}

// waitReady polls until the frontend is healthy and knows our search
// attributes. Dialing alone is not enough: the CLI registers search attributes
// just after the frontend comes up, and a workflow started in between fails.
func (t *Temporal) waitReady(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, temporalReadyTimeout)
	defer cancel()
	var lastErr error
	for {
		if lastErr = t.probe(ctx); lastErr == nil {
			return nil
		}
		select {
		case <-t.done:
			return fmt.Errorf("server exited: %v (last probe: %v)", t.waitErr, lastErr)
		case <-ctx.Done():
			return fmt.Errorf("%w (last probe: %v)", ctx.Err(), lastErr)
		case <-time.After(250 * time.Millisecond):
		}
	}
}

func (t *Temporal) probe(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	return CheckTemporal(ctx, t.Address, t.Namespace)
}

// CheckTemporal dials the server at address and reports whether it is healthy
// and has SearchAttributes registered in namespace.
func CheckTemporal(ctx context.Context, address, namespace string) error {
	c, err := client.DialContext(ctx, client.Options{
		HostPort:  address,
		Namespace: namespace,
		// The SDK's default logger would print every failed attempt while polling.
		Logger: tlog.NewStructuredLogger(slog.New(slog.DiscardHandler)),
	})
	if err != nil {
		return fmt.Errorf("dial %s: %w", address, err)
	}
	defer c.Close()
	if _, err := c.CheckHealth(ctx, &client.CheckHealthRequest{}); err != nil {
		return fmt.Errorf("health check: %w", err)
	}
	resp, err := c.OperatorService().ListSearchAttributes(ctx, &operatorservice.ListSearchAttributesRequest{Namespace: namespace})
	if err != nil {
		return fmt.Errorf("list search attributes of namespace %q: %w", namespace, err)
	}
	for name, want := range SearchAttributes {
		got, ok := resp.GetCustomAttributes()[name]
		if !ok {
			return fmt.Errorf("search attribute %s not registered in namespace %q", name, namespace)
		}
		if got != want {
			return fmt.Errorf("search attribute %s has type %v, want %v", name, got, want)
		}
	}
	return nil
}

// Stop ends the server's whole process group (the CLI may spawn helpers):
// SIGTERM first so it can shut down cleanly, SIGKILL if it lingers. Calling it
// again returns the first result.
func (t *Temporal) Stop() error {
	t.stopOnce.Do(func() { t.stopErr = stopGroup(t.PID, t.done) })
	return t.stopErr
}

// StopTemporalProcess stops a dev server that StartTemporal started with
// Detached in another process, given its PID. It refuses to signal a process
// that is not a temporal dev server, since the PID may have been reused.
func StopTemporalProcess(pid int) error {
	if pid <= 0 {
		return fmt.Errorf("temporal: bad pid %d", pid)
	}
	if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
		return nil // already gone
	}
	if cmdline, err := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid)); err == nil &&
		!bytes.Contains(cmdline, []byte("start-dev")) {
		return fmt.Errorf("temporal: pid %d is not a temporal dev server (%q); not stopping it",
			pid, bytes.ReplaceAll(cmdline, []byte{0}, []byte{' '}))
	}
	// Not our child, so Wait is unavailable: poll for the group to vanish.
	done := make(chan struct{})
	go func() {
		defer close(done)
		for syscall.Kill(-pid, 0) == nil {
			time.Sleep(100 * time.Millisecond)
		}
	}()
	return stopGroup(pid, done)
}

// stopGroup signals the process group pgid and waits for done.
func stopGroup(pgid int, done <-chan struct{}) error {
	select {
	case <-done:
		return nil
	default:
	}
	if err := syscall.Kill(-pgid, syscall.SIGTERM); err != nil && !errors.Is(err, syscall.ESRCH) {
		return fmt.Errorf("temporal: SIGTERM process group %d: %w", pgid, err)
	}
	select {
	case <-done:
		return nil
	case <-time.After(5 * time.Second):
	}
	slog.Warn("temporal dev server ignored SIGTERM, killing it", "pgid", pgid)
	if err := syscall.Kill(-pgid, syscall.SIGKILL); err != nil && !errors.Is(err, syscall.ESRCH) {
		return fmt.Errorf("temporal: SIGKILL process group %d: %w", pgid, err)
	}
	select {
	case <-done:
		return nil
	case <-time.After(5 * time.Second):
		return fmt.Errorf("temporal: process group %d survived SIGKILL", pgid)
	}
}

// tail returns the last n lines the server logged.
func (t *Temporal) tail(n int) string {
	if t.logFile != "" {
		return fileTail(t.logFile, n)
	}
	return tail(t.logTail.Bytes(), n)
}

// tailBuffer keeps the last max bytes written to it, so a chatty server cannot
// grow memory while we only want its last words for an error message.
type tailBuffer struct {
	mu  sync.Mutex
	max int
	buf []byte
}

func (b *tailBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.buf = append(b.buf, p...)
	if over := len(b.buf) - b.max; over > 0 {
		b.buf = append(b.buf[:0], b.buf[over:]...)
	}
	return len(p), nil
}

func (b *tailBuffer) Bytes() []byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	return bytes.Clone(b.buf)
}

// modulePath is this repository's module, which marks its root.
const modulePath = "github.com/swapengine/swapengine"

// pickPort chooses the ports StartTemporal was not given (a test replaces it
// to lose the race on purpose).
var pickPort = freePort
