// Command devservices starts a throw-away PostgreSQL cluster and a Temporal dev
// server that keep running after it exits, for a test run or a demo, and stops
// them again. scripts/dev-services.sh wraps it.
//
//	devservices start -dir D   # writes D/env (export lines) and D/pids
//	devservices stop  -dir D
//
// With -stack production (or cluster: the server's four services as separate
// processes) it starts the production Temporal stack instead of the dev
// server (devstack.StartProduction: what docker-compose.yml runs, from plain
// binaries), whose Postgres also holds the swapengine database, as compose's
// does. scripts/prod-stack.sh wraps that.
//
// `. D/env` then points the worker, the starter and `go test` (via testenv) at
// the services.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/swapengine/swapengine/internal/harness/devstack"
	"github.com/swapengine/swapengine/internal/store"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	fs := flag.NewFlagSet(os.Args[1], flag.ExitOnError)
	dir := fs.String("dir", "", "state directory (required)")
	port := fs.Int("temporal-port", 0, "Temporal gRPC port (0 = free port)")
	uiPort := fs.Int("ui-port", 0, "Temporal Web port (0 = free port)")
	persist := fs.Bool("temporal-persist", false, "keep Temporal state in DIR/temporal.db across restarts")
	stack := fs.String("stack", "dev", "Temporal to start: dev (the CLI's dev server), production (compose's stack from plain binaries) or cluster (production, one process per service)")
	_ = fs.Parse(os.Args[2:])
	if *dir == "" {
		usage()
	}
	abs, err := filepath.Abs(*dir)
	if err != nil {
		fail(err)
	}

	switch os.Args[1] {
	case "start":
		switch *stack {
		case "dev":
			err = start(abs, *port, *uiPort, *persist)
		case "production", "cluster":
			if *port != 0 || *uiPort != 0 || *persist {
				err = errors.New("-temporal-port, -ui-port and -temporal-persist are for the dev server")
				break
			}
			err = startProduction(abs, *stack == "cluster")
		default:
			usage()
		}
	case "stop":
		err = stop(abs)
	default:
		usage()
	}
	if err != nil {
		fail(err)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: devservices start|stop -dir DIR [-stack dev|production|cluster] [-temporal-port N] [-ui-port N] [-temporal-persist]")
	os.Exit(2)
}

func fail(err error) {
	slog.Error("devservices", "err", err)
	os.Exit(1)
}

func start(dir string, port, uiPort int, persist bool) error {
	pgDir, err := freshDir(dir)
	if err != nil {
		return err
	}

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	t0 := time.Now()
	pg, err := devstack.StartPostgres(ctx, pgDir, nil)
	if err != nil {
		return err
	}
	// `starter migrate up`, as a deploy runs it: a worker started by hand on this database only
	// checks the schema (tests make fresh databases of their own and migrate those).
	if err := store.Migrate(ctx, pg.URL); err != nil {
		_ = pg.Stop()
		return err
	}

	logf, err := os.Create(filepath.Join(dir, "temporal.log"))
	if err != nil {
		_ = pg.Stop()
		return err
	}
	defer logf.Close() // the server holds its own copy of the descriptor
	opts := devstack.TemporalOptions{Port: port, UIPort: uiPort, LogWriter: logf, Detached: true}
	if persist {
		opts.DBFile = filepath.Join(dir, "temporal.db")
	}
	tmp, err := devstack.StartTemporal(ctx, opts)
	if err != nil {
		_ = pg.Stop()
		return err
	}

	// Only the files below tell a later stop what to stop, so failing to
	// write them must not leave unstoppable services behind.
	undo := func() { _ = tmp.Stop(); _ = pg.Stop() }
	pids := fmt.Sprintf("temporal %d\n", tmp.PID)
	// WEBHOOK_ALLOW_PRIVATE: the dev stack's merchant receiver is on loopback.
	env := fmt.Sprintf("export DATABASE_URL='%s'\nexport TEMPORAL_ADDRESS='%s'\nexport TEMPORAL_NAMESPACE='%s'\nexport TEMPORAL_UI='%s'\nexport WEBHOOK_ALLOW_PRIVATE=true\n",
		pg.URL, tmp.Address, tmp.Namespace, tmp.UIURL)
	if err := os.WriteFile(pidsFile(dir), []byte(pids), 0o644); err != nil {
		undo()
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "env"), []byte(env), 0o644); err != nil {
		undo()
		return err
	}
	slog.Info("dev services running",
		"postgres", pg.URL, "temporal", tmp.Address, "ui", tmp.UIURL,
		"env", filepath.Join(dir, "env"), "took", time.Since(t0).Round(time.Millisecond))
	return nil
}

// startProduction starts the production Temporal stack in dir, detached; its
// Postgres (dir/postgres, where stop looks) also serves the engine's database.
func startProduction(dir string, split bool) error {
	if _, err := freshDir(dir); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	t0 := time.Now()
	p, err := devstack.StartProduction(ctx, devstack.ProductionOptions{Dir: dir, Split: split, Detached: true})
	if err != nil {
		return err
	}
	var pids strings.Builder
	for name, proc := range p.Procs {
		fmt.Fprintf(&pids, "%s %d\n", name, proc.PID)
	}
	env := fmt.Sprintf("export DATABASE_URL='%s'\nexport TEMPORAL_ADDRESS='%s'\nexport TEMPORAL_NAMESPACE='%s'\nexport TEMPORAL_UI='%s'\nexport WEBHOOK_ALLOW_PRIVATE=true\n",
		p.Postgres.URL, p.Address, p.Namespace, p.UIURL)
	if err := os.WriteFile(pidsFile(dir), []byte(pids.String()), 0o644); err != nil {
		_ = p.Stop()
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "env"), []byte(env), 0o644); err != nil {
		_ = p.Stop()
		return err
	}
	slog.Info("production temporal stack running", "split", split,
		"postgres", p.Postgres.URL, "temporal", p.Address, "ui", p.UIURL, "metrics", p.MetricsURLs,
		"env", filepath.Join(dir, "env"), "logs", dir, "took", time.Since(t0).Round(time.Millisecond))
	return nil
}

// stop is idempotent: stopping services that are not running is success, so
// a script can always call it on exit.
func stop(dir string) error {
	pids, err := readPids(dir)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	var errs []error
	if pid, ok := pids["temporal"]; ok {
		errs = append(errs, devstack.StopTemporalProcess(pid))
	}
	// The production stack's processes: the UI and the frontend first.
	for _, name := range []string{"temporal-ui", "temporal-frontend", "temporal-worker", "temporal-matching", "temporal-history", "temporal-all"} {
		if pid, ok := pids[name]; ok {
			errs = append(errs, devstack.StopStackProcess(name, pid))
		}
	}
	errs = append(errs, devstack.StopPostgres(filepath.Join(dir, "postgres")))
	if err := errors.Join(errs...); err != nil {
		return err
	}
	for _, f := range []string{pidsFile(dir), filepath.Join(dir, "env")} {
		if err := os.Remove(f); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	slog.Info("dev services stopped", "dir", dir)
	return nil
}

func pidsFile(dir string) string { return filepath.Join(dir, "pids") }

// readPids parses lines of "name pid".
func readPids(dir string) (map[string]int, error) {
	f, err := os.Open(pidsFile(dir))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	pids := map[string]int{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		name, pid, ok := strings.Cut(strings.TrimSpace(sc.Text()), " ")
		if !ok {
			continue
		}
		n, err := strconv.Atoi(pid)
		if err != nil {
			return nil, fmt.Errorf("%s: bad line %q", pidsFile(dir), sc.Text())
		}
		pids[name] = n
	}
	return pids, sc.Err()
}

// freshDir readies dir for a start and returns its Postgres directory, wiped:
// Postgres is throw-away, so a cluster left by an earlier start is removed and
// every run begins empty. Services still running there are an error.
func freshDir(dir string) (pgDir string, err error) {
	if pids, err := readPids(dir); err == nil && len(pids) > 0 {
		return "", fmt.Errorf("%s already has running services (%s); run stop first", dir, pidsFile(dir))
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	pgDir = filepath.Join(dir, "postgres")
	if err := devstack.StopPostgres(pgDir); err != nil {
		return "", err
	}
	return pgDir, os.RemoveAll(pgDir)
}
