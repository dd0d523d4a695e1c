package devstack

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	mathrand "math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/client"
	tlog "go.temporal.io/sdk/log"
)

// The production stack is what docker-compose.yml runs, without Docker: a
// Postgres of its own, deploy/temporal/setup-schema.sh creating and migrating
// the temporal and temporal_visibility schemas with temporal-sql-tool, the
// Temporal server (the binary temporalio/server runs, configured by the same
// environment and compose's dynamic config file), deploy/temporal/
// create-namespace.sh registering the namespace and search attributes, and the
// UI server (temporalio/ui's binary and config template). The binaries come
// from scripts/install-temporal-stack.sh, at deploy/temporal/versions.env's
// versions.

// The environment docker-compose.yml gives each Temporal service, word for
// word (internal/deploy's test compares them with the file). The stack passes
// them as compose does, changing only what names the host (HostSpecificEnv).
var (
	ComposeSchemaEnv = map[string]string{ // temporal-schema (the x-temporal-db anchor)
		"DB": "postgres12", "DB_PORT": "5432", "POSTGRES_USER": "swapengine", "POSTGRES_PWD": "swapengine",
		"SQL_PASSWORD": "swapengine", "POSTGRES_SEEDS": "postgres",
	}
	ComposeServerEnv = map[string]string{ // temporal
		"DB": "postgres12", "DB_PORT": "5432", "POSTGRES_USER": "swapengine", "POSTGRES_PWD": "swapengine",
		"SQL_PASSWORD": "swapengine", "POSTGRES_SEEDS": "postgres",
		"BIND_ON_IP": "0.0.0.0", "DYNAMIC_CONFIG_FILE_PATH": "config/dynamicconfig/swapengine.yaml",
		"PROMETHEUS_ENDPOINT": "0.0.0.0:8000",
	}
	ComposeNamespaceEnv = map[string]string{ // temporal-namespace
		"TEMPORAL_ADDRESS": "temporal:7233", "NAMESPACE": "default", "NAMESPACE_RETENTION": "720h",
		"SEARCH_ATTRIBUTES": "SwapStatus=Keyword ScannerState=Keyword",
	}
	ComposeUIEnv = map[string]string{ // temporal-ui
		"TEMPORAL_ADDRESS": "temporal:7233", "TEMPORAL_CORS_ORIGINS": "http://localhost:8080",
	}
)

// HostSpecificEnv are the only settings the stack changes or adds to
// compose's, all naming the host rather than compose's network and containers:
// the Postgres address and port (the server's template reads the visibility
// store's port from POSTGRES_PORT, which compose leaves at its 5432 default),
// the listen address, free ports instead of the fixed defaults (7233, 6933 …,
// 8080), the path of deploy/temporal/dynamicconfig.yaml (the file compose
// mounts at DYNAMIC_CONFIG_FILE_PATH), the schema files install-temporal-
// stack.sh copies (admin-tools has them in /etc/temporal/schema), the UI's own
// origin, and PATH to find temporal-sql-tool and the temporal CLI. Everything
// else — database names, credentials, plugin, dynamic config values,
// namespace, retention, search attributes — is compose's.
var HostSpecificEnv = []string{
	"POSTGRES_SEEDS", "DB_PORT", "POSTGRES_PORT", "BIND_ON_IP", "DYNAMIC_CONFIG_FILE_PATH", "PROMETHEUS_ENDPOINT",
	"TEMPORAL_ADDRESS", "TEMPORAL_CORS_ORIGINS", "TEMPORAL_UI_PORT", "TEMPORAL_SCHEMA_DIR", "PATH",
	"FRONTEND_GRPC_PORT", "FRONTEND_HTTP_PORT", "FRONTEND_MEMBERSHIP_PORT", "HISTORY_GRPC_PORT", "HISTORY_MEMBERSHIP_PORT",
	"MATCHING_GRPC_PORT", "MATCHING_MEMBERSHIP_PORT", "WORKER_GRPC_PORT", "WORKER_MEMBERSHIP_PORT", "INTERNAL_FRONTEND_HTTP_PORT",
}

// serverPortVars are the server's listen ports the stack picks.
var serverPortVars = []string{"FRONTEND_GRPC_PORT", "FRONTEND_HTTP_PORT", "FRONTEND_MEMBERSHIP_PORT", "HISTORY_GRPC_PORT",
	"HISTORY_MEMBERSHIP_PORT", "MATCHING_GRPC_PORT", "MATCHING_MEMBERSHIP_PORT", "WORKER_GRPC_PORT", "WORKER_MEMBERSHIP_PORT",
	"INTERNAL_FRONTEND_HTTP_PORT"}

// ProductionSchemaEnv is what the stack gives setup-schema.sh.
func ProductionSchemaEnv(f StackFiles, pgPort int) map[string]string {
	return merge(ComposeSchemaEnv, map[string]string{
		"POSTGRES_SEEDS": "127.0.0.1", "DB_PORT": strconv.Itoa(pgPort), "TEMPORAL_SCHEMA_DIR": f.SchemaDir, "PATH": f.path(),
	})
}

// ProductionServerEnv is what the stack gives each temporal-server process.
func ProductionServerEnv(f StackFiles, pgPort int, ports map[string]string, metricsAddr string) map[string]string {
	over := map[string]string{
		"POSTGRES_SEEDS": "127.0.0.1", "DB_PORT": strconv.Itoa(pgPort), "POSTGRES_PORT": strconv.Itoa(pgPort),
		"BIND_ON_IP":               "127.0.0.1",
		"DYNAMIC_CONFIG_FILE_PATH": filepath.Join(f.Root, "deploy", "temporal", "dynamicconfig.yaml"),
		"PROMETHEUS_ENDPOINT":      metricsAddr,
	}
	for k, v := range ports {
		over[k] = v
	}
	return merge(ComposeServerEnv, over)
}

// ProductionNamespaceEnv is what the stack gives create-namespace.sh.
func ProductionNamespaceEnv(f StackFiles, address string) map[string]string {
	return merge(ComposeNamespaceEnv, map[string]string{"TEMPORAL_ADDRESS": address, "PATH": f.path()})
}

// ProductionUIEnv is what the stack gives the UI server.
func ProductionUIEnv(address, uiURL string, uiPort int) map[string]string {
	return merge(ComposeUIEnv, map[string]string{
		"TEMPORAL_ADDRESS": address, "TEMPORAL_CORS_ORIGINS": uiURL, "TEMPORAL_UI_PORT": strconv.Itoa(uiPort),
	})
}

func merge(base, over map[string]string) map[string]string {
	m := make(map[string]string, len(base)+len(over))
	for k, v := range base {
		m[k] = v
	}
	for k, v := range over {
		m[k] = v
	}
	return m
}

// path puts temporal-sql-tool and the temporal CLI first on PATH.
func (f StackFiles) path() string {
	return strings.Join([]string{filepath.Dir(f.SQLTool), filepath.Dir(f.CLI), os.Getenv("PATH")}, string(os.PathListSeparator))
}

// ServerServices are the Temporal server's services; a cluster runs each as
// its own process (temporal-server start --service NAME).
var ServerServices = []string{"history", "matching", "frontend", "worker"}

// StackVersions are deploy/temporal/versions.env's pinned versions.
type StackVersions struct {
	Server string // e.g. 1.32.1
	UI     string // e.g. 2.54.1
}

// ReadStackVersions parses deploy/temporal/versions.env of the module at root.
func ReadStackVersions(root string) (StackVersions, error) {
	f := filepath.Join(root, "deploy", "temporal", "versions.env")
	b, err := os.ReadFile(f)
	if err != nil {
		return StackVersions{}, err
	}
	vars := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			return StackVersions{}, fmt.Errorf("%s: bad line %q", f, line)
		}
		vars[k] = v
	}
	v := StackVersions{Server: vars["TEMPORAL_SERVER_VERSION"], UI: vars["TEMPORAL_UI_VERSION"]}
	if v.Server == "" || v.UI == "" {
		return v, fmt.Errorf("%s lacks TEMPORAL_SERVER_VERSION or TEMPORAL_UI_VERSION", f)
	}
	return v, nil
}

// StackFiles are where install-temporal-stack.sh put the stack's binaries and
// the files the images carry beside them.
type StackFiles struct {
	Root      string // the module root: deploy/temporal lives here
	Server    string // temporal-server
	SQLTool   string // temporal-sql-tool
	UIServer  string // temporal-ui-server
	CLI       string // temporal (the client create-namespace.sh runs)
	SchemaDir string // schema/postgresql/v12
	UIRoot    string // holds config/docker.yaml
}

// FindStack locates the installed stack of the module the working directory
// (or the running executable) is in, and checks the binaries are the pinned
// versions: a stale link must not pass as the release compose names.
func FindStack() (StackFiles, error) {
	root, err := findModuleRoot()
	if err != nil {
		return StackFiles{}, err
	}
	tools := filepath.Join(root, ".tools")
	f := StackFiles{
		Root:      root,
		Server:    filepath.Join(tools, "bin", "temporal-server"),
		SQLTool:   filepath.Join(tools, "bin", "temporal-sql-tool"),
		UIServer:  filepath.Join(tools, "bin", "temporal-ui-server"),
		SchemaDir: filepath.Join(tools, "temporal-stack", "schema", "postgresql", "v12"),
		UIRoot:    filepath.Join(tools, "temporal-stack", "ui"),
	}
	const hint = "run scripts/install-temporal-stack.sh"
	for _, b := range []string{f.Server, f.SQLTool, f.UIServer} {
		if !isExecutable(b) {
			return f, fmt.Errorf("%s missing: %s", b, hint)
		}
	}
	for _, p := range []string{filepath.Join(f.SchemaDir, "temporal", "versioned"), filepath.Join(f.UIRoot, "config", "docker.yaml")} {
		if _, err := os.Stat(p); err != nil {
			return f, fmt.Errorf("%v: %s", err, hint)
		}
	}
	if f.CLI, err = TemporalBinary(); err != nil {
		return f, err
	}
	want, err := ReadStackVersions(root)
	if err != nil {
		return f, err
	}
	got, err := BinaryVersions(f)
	if err != nil {
		return f, err
	}
	if got != want {
		return f, fmt.Errorf("installed stack is %+v, deploy/temporal/versions.env pins %+v: %s", got, want, hint)
	}
	return f, nil
}

// BinaryVersions asks the installed binaries which release they are.
func BinaryVersions(f StackFiles) (StackVersions, error) {
	var v StackVersions
	var err error
	// "temporal version 1.32.1"; the UI server: "Temporal UI version 2.54.1".
	if v.Server, err = lastField(f.Server, "--version"); err != nil {
		return v, err
	}
	if v.UI, err = lastField(f.UIServer, "--version"); err != nil {
		return v, err
	}
	return v, nil
}

func lastField(bin string, args ...string) (string, error) {
	out, err := exec.Command(bin, args...).Output()
	if err != nil {
		return "", fmt.Errorf("%s %s: %w", bin, strings.Join(args, " "), err)
	}
	f := strings.Fields(string(out))
	if len(f) == 0 {
		return "", fmt.Errorf("%s %s printed nothing", bin, strings.Join(args, " "))
	}
	return f[len(f)-1], nil
}

func findModuleRoot() (string, error) {
	var starts []string
	if wd, err := os.Getwd(); err == nil {
		starts = append(starts, wd)
	}
	if exe, err := os.Executable(); err == nil {
		starts = append(starts, filepath.Dir(exe))
	}
	for _, s := range starts {
		if root, ok := moduleRoot(s); ok {
			return root, nil
		}
	}
	return "", errors.New("not inside the swapengine module: cannot find deploy/temporal and .tools")
}

// ProductionOptions configures StartProduction.
type ProductionOptions struct {
	// Dir holds the stack's state: postgres/ and the logs. It must exist and be
	// reachable by the postgres user when running as root.
	Dir string
	// Split runs frontend, history, matching and the internal worker as four
	// processes, as a cluster does; otherwise one process runs all four, as
	// compose's temporal service does.
	Split bool
	// Detached lets the processes outlive this one (the dev-services script).
	Detached bool
}

// Production is a running production stack.
type Production struct {
	Address   string // the frontend's gRPC host:port
	UIURL     string
	Namespace string
	// Postgres is the server's own database cluster, which a chaos run may
	// crash and restart under it.
	Postgres *Postgres
	// MetricsURLs are the server processes' Prometheus endpoints, by service
	// ("all" when one process runs every service).
	MetricsURLs map[string]string
	// Procs are the server and UI processes, by name (temporal-frontend …,
	// temporal-ui); a detached stack's stop needs their PIDs.
	Procs map[string]*StackProc

	stopOnce sync.Once
	stopErr  error
}

// StackProc is one process of the stack.
type StackProc struct {
	Name    string
	PID     int // also its process group
	LogFile string
	done    chan struct{}
	waitErr error
}

// StartProduction starts the stack in o.Dir and returns once the namespace
// "default" takes workflows and lists them through Postgres visibility.
func StartProduction(ctx context.Context, o ProductionOptions) (*Production, error) {
	files, err := FindStack()
	if err != nil {
		return nil, err
	}
	dir, err := filepath.Abs(o.Dir)
	if err != nil {
		return nil, err
	}
	t0 := time.Now()
	p := &Production{Namespace: ComposeNamespaceEnv["NAMESPACE"], MetricsURLs: map[string]string{}, Procs: map[string]*StackProc{}}
	ok := false
	defer func() {
		if !ok {
			_ = p.Stop()
		}
	}()

	// Postgres, with compose's user and password (the cluster trusts local
	// connections, so the password is carried but not needed).
	if p.Postgres, err = StartPostgres(ctx, filepath.Join(dir, "postgres"), nil); err != nil {
		return nil, err
	}
	if err := createRole(ctx, p.Postgres, ComposeSchemaEnv["POSTGRES_USER"], ComposeSchemaEnv["POSTGRES_PWD"]); err != nil {
		return nil, err
	}
	// The schemas, by compose's own job script.
	schemaEnv := environ(ProductionSchemaEnv(files, p.Postgres.Port))
	if err := runScript(ctx, filepath.Join(files.Root, "deploy/temporal/setup-schema.sh"), schemaEnv, filepath.Join(dir, "temporal-schema.log")); err != nil {
		return nil, err
	}

	// The server: one process, or one per service.
	groups := [][]string{ServerServices}
	if o.Split {
		groups = nil
		for _, s := range ServerServices {
			groups = append(groups, []string{s})
		}
	}
	// Every port of the stack, each picked once: the kernel hands out its
	// ephemeral ports (32768 and up) to other programs' connections at any
	// moment, so ours come from below, and none twice.
	picked := &portPicker{used: map[int]bool{}}
	ports := map[string]string{}
	for _, k := range serverPortVars {
		n, err := picked.next()
		if err != nil {
			return nil, err
		}
		ports[k] = strconv.Itoa(n)
	}
	p.Address = net.JoinHostPort("127.0.0.1", ports["FRONTEND_GRPC_PORT"])
	for _, services := range groups {
		name := "all"
		if len(services) == 1 {
			name = services[0]
		}
		mport, err := picked.next()
		if err != nil {
			return nil, err
		}
		env := environ(ProductionServerEnv(files, p.Postgres.Port, ports, "127.0.0.1:"+strconv.Itoa(mport)))
		args := []string{"start"}
		for _, s := range services {
			args = append(args, "--service", s)
		}
		proc, err := startStackProc("temporal-"+name, files.Server, args, env, dir, "", o.Detached)
		if err != nil {
			return nil, err
		}
		p.Procs[proc.Name] = proc
		p.MetricsURLs[name] = "http://127.0.0.1:" + strconv.Itoa(mport) + "/metrics"
		if o.Split && len(p.Procs) == 1 {
			// Every process initialises the cluster's metadata in the empty
			// database at its start, and of several racing to insert it the
			// losers exit (a duplicate key in cluster_metadata_info); a
			// cluster's orchestrator restarts them. Starting the rest once
			// the first has joined the membership avoids the race rather
			// than retrying around it.
			if err := waitFirstMember(ctx, p.Postgres, proc); err != nil {
				return nil, err
			}
		}
	}

	// The namespace and search attributes, by compose's own job script (it
	// waits for the frontend itself).
	nsEnv := environ(ProductionNamespaceEnv(files, p.Address))
	if err := runScriptWatching(ctx, filepath.Join(files.Root, "deploy/temporal/create-namespace.sh"), nsEnv,
		filepath.Join(dir, "temporal-namespace.log"), p.Procs); err != nil {
		return nil, err
	}
	if err := p.waitUsable(ctx); err != nil {
		return nil, err
	}

	// The UI server, as temporalio/ui starts it: ui-server --env docker start
	// over the image's config template.
	uiPort, err := picked.next()
	if err != nil {
		return nil, err
	}
	p.UIURL = "http://127.0.0.1:" + strconv.Itoa(uiPort)
	uiEnv := environ(ProductionUIEnv(p.Address, p.UIURL, uiPort))
	ui, err := startStackProc("temporal-ui", files.UIServer, []string{"--env", "docker", "start"}, uiEnv, dir, files.UIRoot, o.Detached)
	if err != nil {
		return nil, err
	}
	p.Procs[ui.Name] = ui
	if err := waitHTTP(ctx, p.UIURL+"/api/v1/namespaces", ui); err != nil {
		return nil, err
	}
	ok = true
	slog.Debug("production temporal stack ready", "address", p.Address, "ui", p.UIURL, "split", o.Split,
		"took", time.Since(t0).Round(time.Millisecond))
	return p, nil
}

// waitFirstMember waits until proc has written the cluster's metadata and its
// own row of cluster_membership (its heartbeat, after its services started).
func waitFirstMember(ctx context.Context, pg *Postgres, proc *StackProc) error {
	u, err := WithDatabase(pg.URL, "temporal")
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	var last error
	for {
		last = func() error {
			conn, err := pgx.Connect(ctx, u)
			if err != nil {
				return err
			}
			defer conn.Close(context.Background())
			var meta, members int
			if err := conn.QueryRow(ctx, "SELECT (SELECT count(*) FROM cluster_metadata_info), (SELECT count(*) FROM cluster_membership)").Scan(&meta, &members); err != nil {
				return err
			}
			if meta == 0 || members == 0 {
				return fmt.Errorf("%d cluster metadata rows, %d members", meta, members)
			}
			return nil
		}()
		if last == nil {
			return nil
		}
		if proc.exited() {
			return fmt.Errorf("%s exited: %v\n--- tail of %s ---\n%s", proc.Name, proc.waitErr, proc.LogFile, fileTail(proc.LogFile, 30))
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("%s did not join the cluster: %w (last: %v)", proc.Name, ctx.Err(), last)
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// environ is this process's environment with set's variables replaced or
// added, for a child process.
func environ(set map[string]string) []string {
	var env []string
	for _, kv := range os.Environ() {
		if k, _, _ := strings.Cut(kv, "="); !hasKey(set, k) {
			env = append(env, kv)
		}
	}
	keys := make([]string, 0, len(set))
	for k := range set {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		env = append(env, k+"="+set[k])
	}
	return env
}

func hasKey(m map[string]string, k string) bool { _, ok := m[k]; return ok }

func createRole(ctx context.Context, pg *Postgres, name, password string) error {
	conn, err := pgx.Connect(ctx, pg.serverURL("postgres"))
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	_, err = conn.Exec(ctx, "CREATE ROLE "+pgx.Identifier{name}.Sanitize()+" LOGIN SUPERUSER PASSWORD "+quoteLiteral(password))
	if err != nil {
		return fmt.Errorf("create role %s: %w", name, err)
	}
	return nil
}

func quoteLiteral(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

// runScript runs a compose job script with sh, as the admin-tools image does,
// logging to logFile and failing with the log's tail.
func runScript(ctx context.Context, script string, env []string, logFile string) error {
	return runScriptWatching(ctx, script, env, logFile, nil)
}

// runScriptWatching is runScript that also fails early when one of procs
// exits: a script waiting for a dead server would wait out its retries.
func runScriptWatching(ctx context.Context, script string, env []string, logFile string, procs map[string]*StackProc) error {
	lf, err := os.Create(logFile)
	if err != nil {
		return err
	}
	defer lf.Close()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", script)
	cmd.Env, cmd.Stdout, cmd.Stderr = env, lf, lf
	cmd.WaitDelay = 5 * time.Second
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("%s: %w", script, err)
	}
	waited := make(chan error, 1)
	go func() { waited <- cmd.Wait() }()
	var died *StackProc
	for died == nil {
		select {
		case err = <-waited:
			if err != nil {
				return fmt.Errorf("%s: %w\n--- tail of %s ---\n%s", filepath.Base(script), err, logFile, fileTail(logFile, 20))
			}
			return nil
		case <-time.After(500 * time.Millisecond):
			for _, p := range procs {
				if p.exited() {
					died = p
				}
			}
		}
	}
	cancel()
	<-waited
	return fmt.Errorf("%s exited while %s ran: %v\n--- tail of %s ---\n%s", died.Name, filepath.Base(script), died.waitErr,
		died.LogFile, fileTail(died.LogFile, 30))
}

// startStackProc starts bin with its own process group and a log file in dir.
func startStackProc(name, bin string, args, env []string, dir, workDir string, detached bool) (*StackProc, error) {
	logFile := filepath.Join(dir, name+".log")
	lf, err := os.Create(logFile)
	if err != nil {
		return nil, err
	}
	defer lf.Close() // the child holds its own copy
	cmd := exec.Command(bin, args...)
	cmd.Env, cmd.Stdout, cmd.Stderr, cmd.Dir = env, lf, lf, workDir
	cmd.SysProcAttr = sysProcAttr(detached)
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", name, err)
	}
	p := &StackProc{Name: name, PID: cmd.Process.Pid, LogFile: logFile, done: make(chan struct{})}
	go func() {
		p.waitErr = cmd.Wait()
		close(p.done)
	}()
	return p, nil
}

func (p *StackProc) exited() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

// waitUsable waits until the namespace takes calls on every path a swap uses:
// health, the search attributes, and a visibility query (which goes to
// Postgres visibility through the frontend's namespace registry).
func (p *Production) waitUsable(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	var last error
	for {
		if last = p.probe(ctx); last == nil {
			return nil
		}
		for _, proc := range p.Procs {
			if proc.exited() {
				return fmt.Errorf("%s exited: %v\n--- tail of %s ---\n%s", proc.Name, proc.waitErr, proc.LogFile, fileTail(proc.LogFile, 30))
			}
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("production temporal not usable: %w (last probe: %v)", ctx.Err(), last)
		case <-time.After(250 * time.Millisecond):
		}
	}
}

func (p *Production) probe(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := CheckTemporal(ctx, p.Address, p.Namespace); err != nil {
		return err
	}
	c, err := client.DialContext(ctx, client.Options{HostPort: p.Address, Namespace: p.Namespace,
		Logger: tlog.NewStructuredLogger(slog.New(slog.DiscardHandler))})
	if err != nil {
		return err
	}
	defer c.Close()
	_, err = c.CountWorkflow(ctx, &workflowservice.CountWorkflowExecutionsRequest{Namespace: p.Namespace, Query: "SwapStatus = 'probe'"})
	return err
}

func waitHTTP(ctx context.Context, url string, proc *StackProc) error {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	var last error
	for {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			_, _ = io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return nil
			}
			err = fmt.Errorf("%s: %s", url, resp.Status)
		}
		last = err
		if proc.exited() {
			return fmt.Errorf("%s exited: %v\n--- tail of %s ---\n%s", proc.Name, proc.waitErr, proc.LogFile, fileTail(proc.LogFile, 30))
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("%s not ready: %w (last: %v)", proc.Name, ctx.Err(), last)
		case <-time.After(250 * time.Millisecond):
		}
	}
}

// Stop ends the UI and server processes, then the Postgres cluster.
func (p *Production) Stop() error {
	p.stopOnce.Do(func() {
		var errs []error
		// The UI and the frontend first, so nothing new arrives while the
		// history shards shut down.
		for _, name := range stopOrder(p.Procs) {
			proc := p.Procs[name]
			errs = append(errs, stopStackGroup(proc.Name, proc.PID, proc.done))
		}
		if p.Postgres != nil {
			errs = append(errs, p.Postgres.Stop())
		}
		p.stopErr = errors.Join(errs...)
	})
	return p.stopErr
}

func stopOrder(procs map[string]*StackProc) []string {
	rank := map[string]int{"temporal-ui": 0, "temporal-frontend": 1, "temporal-worker": 2, "temporal-matching": 3, "temporal-history": 4, "temporal-all": 5}
	var names []string
	for n := range procs {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool { return rank[names[i]] < rank[names[j]] })
	return names
}

// stackStopGrace is how long a server process may take to hand its shards
// over after SIGTERM before it is killed.
const stackStopGrace = 20 * time.Second

func stopStackGroup(name string, pgid int, done <-chan struct{}) error {
	select {
	case <-done:
		return nil
	default:
	}
	if err := syscall.Kill(-pgid, syscall.SIGTERM); err != nil && !errors.Is(err, syscall.ESRCH) {
		return fmt.Errorf("%s: SIGTERM process group %d: %w", name, pgid, err)
	}
	select {
	case <-done:
		return nil
	case <-time.After(stackStopGrace):
	}
	slog.Warn("stack process ignored SIGTERM, killing it", "name", name, "pgid", pgid)
	if err := syscall.Kill(-pgid, syscall.SIGKILL); err != nil && !errors.Is(err, syscall.ESRCH) {
		return fmt.Errorf("%s: SIGKILL process group %d: %w", name, pgid, err)
	}
	select {
	case <-done:
		return nil
	case <-time.After(5 * time.Second):
		return fmt.Errorf("%s: process group %d survived SIGKILL", name, pgid)
	}
}

// StopStackProcess stops a detached stack process started by another process,
// given its PID. It refuses to signal a process that is not one of the
// stack's binaries, since the PID may have been reused.
func StopStackProcess(name string, pid int) error {
	if pid <= 0 {
		return fmt.Errorf("%s: bad pid %d", name, pid)
	}
	if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
		return nil
	}
	if cmdline, err := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid)); err == nil &&
		!bytes.Contains(cmdline, []byte("temporal-server")) && !bytes.Contains(cmdline, []byte("temporal-ui-server")) {
		return fmt.Errorf("%s: pid %d is not a Temporal stack process (%q); not stopping it",
			name, pid, bytes.ReplaceAll(cmdline, []byte{0}, []byte{' '}))
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		for syscall.Kill(-pid, 0) == nil {
			time.Sleep(100 * time.Millisecond)
		}
	}()
	return stopStackGroup(name, pid, done)
}

// portPicker picks free ports below 32768, none twice: the server stores each
// host's membership port in a smallint column of cluster_membership (a port
// above 32767 fails its heartbeat with "out of range for type smallint"), and
// below the kernel's ephemeral range (32768 and up) no outgoing connection
// takes a port between our pick and the server's bind.
type portPicker struct{ used map[int]bool }

func (pp *portPicker) next() (int, error) {
	for range 200 {
		port := 20000 + mathrand.IntN(32768-20000)
		if pp.used[port] {
			continue
		}
		l, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)))
		if err != nil {
			continue
		}
		l.Close()
		pp.used[port] = true
		return port, nil
	}
	return 0, errors.New("no free port in 20000-32767 after 200 tries")
}
