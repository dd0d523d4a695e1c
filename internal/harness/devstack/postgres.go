// Package devstack starts the services the swap engine depends on — a PostgreSQL
// cluster and the Temporal dev server — as plain local processes, so tests, demos
// and scripts work on machines without Docker.
package devstack

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
)

// DefaultDatabase is the database StartPostgres creates and Postgres.URL names.
const DefaultDatabase = "swapengine"

// Postgres is a throw-away PostgreSQL cluster started by StartPostgres.
type Postgres struct {
	// URL points at the DefaultDatabase database, e.g.
	// postgres://postgres@127.0.0.1:PORT/swapengine?sslmode=disable.
	URL string
	// Dir holds everything the cluster owns: data/, sock/ and postgres.log.
	Dir string
	// Port is the TCP port the server listens on (127.0.0.1 only).
	Port int

	logw     io.Writer
	stopOnce sync.Once
	stopErr  error
}

// Paths inside the directory handed to StartPostgres.
func pgDataDir(dir string) string { return filepath.Join(dir, "data") }
func pgSockDir(dir string) string { return filepath.Join(dir, "sock") }

// PostgresLogFile is where the server writes its log inside dir.
func PostgresLogFile(dir string) string { return filepath.Join(dir, "postgres.log") }

// StartPostgres initialises a fresh cluster in dir (which must not already hold
// one), starts it on a free port of 127.0.0.1 and creates DefaultDatabase.
// Output of initdb and pg_ctl goes to logw (may be nil); the server itself logs
// to PostgresLogFile(dir). The server is a daemon: it outlives ctx and the
// calling process until Stop or StopPostgres.
func StartPostgres(ctx context.Context, dir string, logw io.Writer) (*Postgres, error) {
	if logw == nil {
		logw = io.Discard
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("postgres: resolve dir: %w", err)
	}
	// pg_ctl hands -o to a shell and the socket path is limited to ~107 bytes
	// (sun_path), so reject directories that would fail later in obscure ways.
	if strings.ContainsAny(dir, "'\"\\$` \t\n") {
		return nil, fmt.Errorf("postgres: dir %q must not contain quotes, spaces or shell metacharacters", dir)
	}
	if n := len(pgSockDir(dir)) + len("/.s.PGSQL.65535"); n > 107 {
		return nil, fmt.Errorf("postgres: dir %q is too long for a unix socket path (%d > 107 bytes); use a shorter one such as os.MkdirTemp(\"\", \"pg\")", dir, n)
	}
	if entries, err := os.ReadDir(pgDataDir(dir)); err == nil && len(entries) > 0 {
		return nil, fmt.Errorf("postgres: %s already holds a cluster; StartPostgres wants a fresh directory", pgDataDir(dir))
	}
	for _, tool := range []string{"initdb", "pg_ctl"} {
		if _, err := exec.LookPath(tool); err != nil {
			return nil, fmt.Errorf("postgres: %s not found on PATH; install the PostgreSQL server binaries: %w", tool, err)
		}
	}
	for _, d := range []string{dir, pgSockDir(dir)} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return nil, fmt.Errorf("postgres: create %s: %w", d, err)
		}
	}

	run, err := newPGRunner(dir, logw)
	if err != nil {
		return nil, err
	}

	start := time.Now()
	// --no-locale keeps collation byte-wise and identical on every machine;
	// --no-sync is safe because the cluster is thrown away.
	if out, err := run.run(ctx, "initdb", "-D", pgDataDir(dir), "-U", "postgres", "--auth=trust",
		"-E", "UTF8", "--no-locale", "--no-sync", "--no-instructions"); err != nil {
		return nil, fmt.Errorf("postgres: initdb in %s failed: %w\n%s", pgDataDir(dir), err, tail(out, 20))
	}

	p := &Postgres{Dir: dir, logw: logw}
	// The free port is only reserved until we close the probe listener, so
	// another process can grab it before postgres binds; retry with a new one.
	const attempts = 3
	for i := 1; ; i++ {
		if p.Port, err = freePort("127.0.0.1"); err != nil {
			return nil, fmt.Errorf("postgres: pick a free port: %w", err)
		}
		out, err := p.pgStart(ctx, run)
		if err == nil {
			break
		}
		logTail := fileTail(PostgresLogFile(dir), 20)
		if i < attempts && strings.Contains(logTail, "could not bind") {
			slog.Warn("postgres: port taken before the server bound it, retrying", "port", p.Port)
			continue
		}
		return nil, fmt.Errorf("postgres: pg_ctl start (port %d) failed: %w\n%s\n--- tail of %s ---\n%s",
			p.Port, err, tail(out, 10), PostgresLogFile(dir), logTail)
	}

	server := p.serverURL("postgres")
	p.URL, err = NewDatabase(ctx, server, DefaultDatabase)
	if err != nil {
		_ = p.Stop()
		return nil, fmt.Errorf("postgres: create database %s: %w\n--- tail of %s ---\n%s",
			DefaultDatabase, err, PostgresLogFile(dir), fileTail(PostgresLogFile(dir), 20))
	}
	slog.Debug("postgres started", "dir", dir, "port", p.Port, "took", time.Since(start).Round(time.Millisecond))
	return p, nil
}

// pgStart runs pg_ctl start on p's data directory and port.
func (p *Postgres) pgStart(ctx context.Context, run *pgRunner) ([]byte, error) {
	opts := fmt.Sprintf("-c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 -p %d -k '%s'", p.Port, pgSockDir(p.Dir))
	return run.run(ctx, "pg_ctl", "-D", pgDataDir(p.Dir), "-l", PostgresLogFile(p.Dir),
		"-w", "-t", "60", "-o", opts, "start")
}

// Crash stops the server with pg_ctl stop -m immediate: every backend is
// killed without a checkpoint, as a crash or an OOM kill would, and the next
// start runs crash recovery. Chaos runs (`swapdev soak`) use it with Restart.
func (p *Postgres) Crash() error {
	run, err := newPGRunner(p.Dir, p.logw)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if out, err := run.run(ctx, "pg_ctl", "-D", pgDataDir(p.Dir), "-m", "immediate", "-w", "-t", "30", "stop"); err != nil {
		return fmt.Errorf("postgres: pg_ctl stop -m immediate in %s failed: %w\n%s", p.Dir, err, tail(out, 10))
	}
	return nil
}

// Restart starts a cluster stopped by Crash again on the same port, waiting
// until it accepts connections (after crash recovery).
func (p *Postgres) Restart(ctx context.Context) error {
	run, err := newPGRunner(p.Dir, p.logw)
	if err != nil {
		return err
	}
	if out, err := p.pgStart(ctx, run); err != nil {
		return fmt.Errorf("postgres: pg_ctl start (port %d) failed: %w\n%s\n--- tail of %s ---\n%s",
			p.Port, err, tail(out, 10), PostgresLogFile(p.Dir), fileTail(PostgresLogFile(p.Dir), 20))
	}
	return nil
}

// Stop shuts the cluster down with pg_ctl stop -m fast. Calling it again, or
// after the cluster was stopped some other way, returns the first result.
func (p *Postgres) Stop() error {
	p.stopOnce.Do(func() { p.stopErr = stopPostgres(p.Dir, p.logw) })
	return p.stopErr
}

// StopPostgres stops a cluster that StartPostgres started in dir, possibly in
// another process (scripts start the stack in one process and stop it in
// another). It is a no-op when no server runs there.
func StopPostgres(dir string) error { return stopPostgres(dir, io.Discard) }

func stopPostgres(dir string, logw io.Writer) error {
	// No pid file means no running postmaster: pg_ctl would fail, but the
	// state the caller asked for already holds.
	if _, err := os.Stat(filepath.Join(pgDataDir(dir), "postmaster.pid")); errors.Is(err, os.ErrNotExist) {
		return nil
	}
	run, err := newPGRunner(dir, logw)
	if err != nil {
		return err
	}
	// A fresh context: stopping must work even when the caller's is cancelled.
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	if out, err := run.run(ctx, "pg_ctl", "-D", pgDataDir(dir), "-m", "fast", "-w", "-t", "60", "stop"); err != nil {
		return fmt.Errorf("postgres: pg_ctl stop in %s failed: %w\n%s", dir, err, tail(out, 10))
	}
	return nil
}

// CreateDatabase creates an empty database called name on this cluster and
// returns its URL; tests use one database each to stay independent.
func (p *Postgres) CreateDatabase(ctx context.Context, name string) (string, error) {
	return NewDatabase(ctx, p.serverURL("postgres"), name)
}

func (p *Postgres) serverURL(db string) string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/%s?sslmode=disable", p.Port, db)
}

// NewDatabase connects to serverURL (any database on the server), creates the
// database name and returns serverURL rewritten to point at it.
func NewDatabase(ctx context.Context, serverURL, name string) (string, error) {
	dbURL, err := WithDatabase(serverURL, name)
	if err != nil {
		return "", err
	}
	conn, err := pgx.Connect(ctx, serverURL)
	if err != nil {
		return "", fmt.Errorf("connect to %s: %w", redact(serverURL), err)
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize()); err != nil {
		return "", fmt.Errorf("create database %q: %w", name, err)
	}
	return dbURL, nil
}

// DropDatabase removes the database name from the server at serverURL,
// disconnecting any sessions still using it. Missing databases are fine.
func DropDatabase(ctx context.Context, serverURL, name string) error {
	conn, err := pgx.Connect(ctx, serverURL)
	if err != nil {
		return fmt.Errorf("connect to %s: %w", redact(serverURL), err)
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "DROP DATABASE IF EXISTS "+pgx.Identifier{name}.Sanitize()+" WITH (FORCE)"); err != nil {
		return fmt.Errorf("drop database %q: %w", name, err)
	}
	return nil
}

// WithDatabase returns the postgres URL u with its database replaced by name,
// keeping credentials and query parameters.
func WithDatabase(u, name string) (string, error) {
	parsed, err := url.Parse(u)
	if err != nil || (parsed.Scheme != "postgres" && parsed.Scheme != "postgresql") {
		return "", fmt.Errorf("%q is not a postgres:// URL", redact(u))
	}
	parsed.Path = "/" + name
	parsed.RawPath = ""
	return parsed.String(), nil
}

// redact hides a password so URLs can appear in errors and logs.
func redact(u string) string {
	parsed, err := url.Parse(u)
	if err != nil {
		return "<unparsable URL>"
	}
	return parsed.Redacted()
}

// pgRunner runs the PostgreSQL tools, which refuse to run as root: as root
// they are run as the postgres user via runuser, owning dir.
type pgRunner struct {
	asUser string // "" = run directly
	logw   io.Writer
}

func newPGRunner(dir string, logw io.Writer) (*pgRunner, error) {
	if os.Geteuid() != 0 {
		return &pgRunner{logw: logw}, nil
	}
	const pgUser = "postgres"
	u, err := user.Lookup(pgUser)
	if err != nil {
		return nil, fmt.Errorf("postgres: running as root, so the server must run as user %q, but: %w", pgUser, err)
	}
	if _, err := exec.LookPath("runuser"); err != nil {
		return nil, fmt.Errorf("postgres: running as root, so the server must run as user %q via runuser, but: %w", pgUser, err)
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	if err := chownTree(dir, uid, gid); err != nil {
		return nil, fmt.Errorf("postgres: hand %s to user %s: %w", dir, pgUser, err)
	}
	// Ownership is not enough if a parent directory is closed to other users
	// (t.TempDir's parent is 0700): catch that here rather than as a cryptic
	// initdb failure.
	if out, err := exec.Command("runuser", "-u", pgUser, "--", "test", "-w", dir, "-a", "-x", dir).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("postgres: user %s cannot write to %s (is a parent directory private to root?): %v %s",
			pgUser, dir, err, bytes.TrimSpace(out))
	}
	return &pgRunner{asUser: pgUser, logw: logw}, nil
}

// run executes a PostgreSQL tool, copying its output to the log writer and
// returning it for error messages.
func (r *pgRunner) run(ctx context.Context, name string, args ...string) ([]byte, error) {
	if r.asUser != "" {
		args = append([]string{"-u", r.asUser, "--", name}, args...)
		name = "runuser"
	}
	var out bytes.Buffer
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Stdout = io.MultiWriter(&out, r.logw)
	cmd.Stderr = cmd.Stdout
	// pg_ctl start leaves the postmaster holding our stdout pipe; without
	// WaitDelay, Wait would block until the server exits.
	cmd.WaitDelay = time.Second
	err := cmd.Run()
	if errors.Is(err, exec.ErrWaitDelay) {
		err = nil
	}
	return out.Bytes(), err
}

func chownTree(root string, uid, gid int) error {
	return filepath.WalkDir(root, func(path string, _ os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(path, uid, gid)
	})
}

// freePort asks the kernel for an unused TCP port on ip.
func freePort(ip string) (int, error) {
	l, err := net.Listen("tcp", net.JoinHostPort(ip, "0"))
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// tail returns the last n lines of b.
func tail(b []byte, n int) string {
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// fileTail returns the last n lines of the file at path, reading at most the
// final 64 KiB so a huge log cannot blow up an error message.
func fileTail(path string, n int) string {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Sprintf("(cannot read %s: %v)", path, err)
	}
	defer f.Close()
	const maxRead = 64 << 10
	if st, err := f.Stat(); err == nil && st.Size() > maxRead {
		_, _ = f.Seek(-maxRead, io.SeekEnd)
	}
	b, _ := io.ReadAll(f)
	return tail(b, n)
}
