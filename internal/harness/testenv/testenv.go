// Package testenv gives tests a real PostgreSQL database and a real Temporal
// server. Each comes from the environment (DATABASE_URL, TEMPORAL_ADDRESS) when
// set, and is otherwise started once per test binary via devstack. A missing
// service fails the test: integration tests that silently skip prove nothing.
//
// TEMPORAL_STACK chooses the Temporal server a test binary starts when
// TEMPORAL_ADDRESS is unset: "dev" (the default) is the temporal CLI's dev
// server; "production" is the stack docker-compose.yml runs, from plain
// binaries (devstack.StartProduction: Temporal server on a Postgres of its
// own with Postgres visibility, compose's dynamic config, namespace script and
// UI server); "cluster" is the same with frontend, history, matching and the
// internal worker as four processes.
//
// Packages using it need
//
//	func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }
//
// so that whatever was started is stopped when the binary finishes.
package testenv

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/swapengine/swapengine/internal/harness/devstack"
	"github.com/swapengine/swapengine/internal/store"
)

// startTimeout bounds starting a service, including a cold dev server.
const startTimeout = 2 * time.Minute

var (
	// running is set by Run: services started without it would outlive the
	// test binary, so the helpers refuse to start any.
	running atomic.Bool

	pgOnce   sync.Once
	pgServer string // URL of a database on the server to create databases from
	pgLocal  *devstack.Postgres
	pgDir    string
	pgErr    error

	tOnce    sync.Once
	tAddress string
	tUI      string
	tLocal   *devstack.Temporal
	tProd    *devstack.Production
	tProdDir string
	tErr     error
)

// Run runs the tests, then stops anything this package started, and returns
// the exit code for os.Exit.
// Every test process seals merchants' secrets under a key of its own, as a
// deployment must (store.SecretBoxFromEnv fails closed without one); the
// workers and commands a test starts inherit it. A test of the refusal
// unsets it.
func init() {
	if os.Getenv(store.MerchantSecretsKeyEnv) == "" && os.Getenv(store.MerchantSecretsKeyEnv+"_FILE") == "" {
		key := make([]byte, 32)
		_, _ = rand.Read(key)
		os.Setenv(store.MerchantSecretsKeyEnv, base64.StdEncoding.EncodeToString(key))
	}
}

func Run(m *testing.M) int {
	running.Store(true)
	code := m.Run()
	running.Store(false)
	if tLocal != nil {
		if err := tLocal.Stop(); err != nil {
			slog.Error("testenv: stop temporal", "err", err)
		}
	}
	if tProd != nil {
		if err := tProd.Stop(); err != nil {
			slog.Error("testenv: stop the production temporal stack", "err", err)
		} else if code == 0 {
			os.RemoveAll(tProdDir)
		} else {
			slog.Info("testenv: production temporal stack's logs kept", "dir", tProdDir)
		}
	}
	if pgLocal != nil {
		if err := pgLocal.Stop(); err != nil {
			slog.Error("testenv: stop postgres", "err", err)
		} else {
			os.RemoveAll(pgDir)
		}
	}
	return code
}

// PostgresURL returns the URL of a fresh, empty database for this test on the
// server named by DATABASE_URL, or on a throw-away cluster started for this
// test binary. It fails the test when no PostgreSQL can be had.
func PostgresURL(t testing.TB) string {
	t.Helper()
	pgOnce.Do(setupPostgres)
	if pgErr != nil {
		t.Fatalf("testenv: no PostgreSQL: %v", pgErr)
	}
	name := uniqueDBName(t.Name())
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	u, err := devstack.NewDatabase(ctx, pgServer, name)
	if err != nil {
		t.Fatalf("testenv: create test database: %v", err)
	}
	// A throw-away cluster vanishes with its databases; a shared server would
	// collect one per test run, so drop ours there — unless the test failed,
	// when the data is worth a look.
	if pgLocal == nil {
		t.Cleanup(func() {
			if t.Failed() {
				t.Logf("testenv: keeping database %s for inspection", name)
				return
			}
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			if err := devstack.DropDatabase(ctx, pgServer, name); err != nil {
				t.Logf("testenv: %v", err)
			}
		})
	}
	return u
}

// MigratedPostgresURL is PostgresURL with the schema migrated, as a deploy's `starter migrate up`
// step leaves it: nothing but that command migrates (store.Open only checks), so a test of
// anything that opens the database starts from here.
func MigratedPostgresURL(t testing.TB) string {
	t.Helper()
	u := PostgresURL(t)
	ctx, cancel := context.WithTimeout(context.Background(), startTimeout)
	defer cancel()
	if err := store.Migrate(ctx, u); err != nil {
		t.Fatalf("testenv: migrate test database: %v", err)
	}
	return u
}

func setupPostgres() {
	if u := os.Getenv("DATABASE_URL"); u != "" {
		pgServer = u
		return
	}
	if !running.Load() {
		pgErr = errNoRun
		return
	}
	reapOrphans()
	// Not t.TempDir: it is per test, and as root its 0700 parent would keep
	// the postgres user out. A short path also keeps the socket path legal.
	pgDir, pgErr = os.MkdirTemp("", pgDirPrefix)
	if pgErr != nil {
		return
	}
	// Recorded for reapOrphans in later runs.
	if pgErr = os.WriteFile(filepath.Join(pgDir, ownerFile), []byte(strconv.Itoa(os.Getpid())), 0o644); pgErr != nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), startTimeout)
	defer cancel()
	pgLocal, pgErr = devstack.StartPostgres(ctx, pgDir, nil)
	if pgErr != nil {
		os.RemoveAll(pgDir)
		pgErr = fmt.Errorf("%w (set DATABASE_URL to use an existing server)", pgErr)
		return
	}
	pgServer = pgLocal.URL
}

const (
	pgDirPrefix = "swapengine-pg-"
	ownerFile   = "owner.pid"
)

// reapOrphans stops clusters whose test binary died without running Run's
// cleanup (go test -timeout panics, SIGKILL). Unlike the Temporal server,
// which dies with its parent, the postmaster is a daemon and would linger.
// Clusters of live binaries, including concurrent go test runs, are left
// alone.
func reapOrphans() {
	dirs, _ := filepath.Glob(filepath.Join(os.TempDir(), pgDirPrefix+"*"))
	for _, dir := range dirs {
		b, err := os.ReadFile(filepath.Join(dir, ownerFile))
		if err != nil {
			continue // not ours, or still being set up
		}
		pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
		if err != nil || pid <= 0 || syscall.Kill(pid, 0) != syscall.ESRCH {
			continue
		}
		// A production stack's Temporal cluster is in dir/postgres (its
		// server processes died with the binary: parent-death signal).
		if err := errors.Join(devstack.StopPostgres(dir), devstack.StopPostgres(filepath.Join(dir, "postgres"))); err != nil {
			slog.Warn("testenv: stop orphaned postgres", "dir", dir, "err", err)
			continue
		}
		slog.Info("testenv: removed postgres left by a dead test binary", "dir", dir, "pid", pid)
		os.RemoveAll(dir)
	}
}

var unsafeDBChars = regexp.MustCompile(`[^a-z0-9]+`)

// uniqueDBName derives a database name from the test name, so a kept database
// is easy to attribute, plus random bytes so parallel runs never collide.
// PostgreSQL truncates identifiers at 63 bytes; stay under.
func uniqueDBName(testName string) string {
	base := strings.Trim(unsafeDBChars.ReplaceAllString(strings.ToLower(testName), "_"), "_")
	if len(base) > 40 {
		base = base[:40]
	}
	var b [6]byte
	_, _ = rand.Read(b[:])
	return "t_" + base + "_" + hex.EncodeToString(b[:])
}

// TemporalAddress returns host:port of a Temporal server, on namespace
// "default", that has the engine's search attributes: TEMPORAL_ADDRESS when
// set, else a dev server started once for this test binary. It fails the test
// when no such server can be had.
func TemporalAddress(t testing.TB) string {
	t.Helper()
	tOnce.Do(setupTemporal)
	if tErr != nil {
		t.Fatalf("testenv: no Temporal: %v", tErr)
	}
	return tAddress
}

// TemporalUI returns the Temporal Web base URL of the server TemporalAddress
// returns, or "" when it came from TEMPORAL_ADDRESS.
func TemporalUI(t testing.TB) string {
	t.Helper()
	TemporalAddress(t)
	return tUI
}

func setupTemporal() {
	ctx, cancel := context.WithTimeout(context.Background(), startTimeout)
	defer cancel()
	if a := os.Getenv("TEMPORAL_ADDRESS"); a != "" {
		// Check once here, so a server without the search attributes fails
		// with this message rather than inside some workflow test.
		if tErr = devstack.CheckTemporal(ctx, a, "default"); tErr != nil {
			tErr = fmt.Errorf("TEMPORAL_ADDRESS=%s: %w", a, tErr)
			return
		}
		tAddress = a
		return
	}
	if !running.Load() {
		tErr = errNoRun
		return
	}
	switch stack := Stack(); stack {
	case StackProduction, StackCluster:
		setupProduction(stack == StackCluster)
		return
	case StackDev:
	default:
		tErr = fmt.Errorf("TEMPORAL_STACK=%q: want %s, %s or %s", stack, StackDev, StackProduction, StackCluster)
		return
	}
	tLocal, tErr = devstack.StartTemporal(ctx, devstack.TemporalOptions{})
	if tErr != nil {
		tErr = fmt.Errorf("%w (set TEMPORAL_ADDRESS to use an existing server)", tErr)
		return
	}
	tAddress, tUI = tLocal.Address, tLocal.UIURL
}

var errNoRun = errors.New("testenv.Run is not in use, so nothing would stop a started service; add\n\tfunc TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }\nto the package's tests")

// The values of TEMPORAL_STACK.
const (
	StackDev        = "dev"
	StackProduction = "production"
	StackCluster    = "cluster"
)

// Stack is the Temporal stack this binary starts (TEMPORAL_STACK, default dev).
func Stack() string {
	if s := os.Getenv("TEMPORAL_STACK"); s != "" {
		return s
	}
	return StackDev
}

// prodStartTimeout bounds starting the production stack: a cluster, the
// schema migrations and the server's first start take longer than a dev
// server.
const prodStartTimeout = 5 * time.Minute

func setupProduction(split bool) {
	ctx, cancel := context.WithTimeout(context.Background(), prodStartTimeout)
	defer cancel()
	reapOrphans()
	// Not t.TempDir, for Postgres's sake (see setupPostgres); the owner file
	// lets a later run reap the cluster if this binary dies.
	if tProdDir, tErr = os.MkdirTemp("", pgDirPrefix+"temporal-"); tErr != nil {
		return
	}
	if tErr = os.Chmod(tProdDir, 0o755); tErr != nil {
		return
	}
	if tErr = os.WriteFile(filepath.Join(tProdDir, ownerFile), []byte(strconv.Itoa(os.Getpid())), 0o644); tErr != nil {
		return
	}
	tProd, tErr = devstack.StartProduction(ctx, devstack.ProductionOptions{Dir: tProdDir, Split: split})
	if tErr != nil {
		tProd = nil
		tErr = fmt.Errorf("TEMPORAL_STACK=%s: %w (logs in %s)", Stack(), tErr, tProdDir)
		return
	}
	tAddress, tUI = tProd.Address, tProd.UIURL
}

// TemporalPostgres returns the Postgres cluster under the Temporal server this
// binary started, or nil when the server has none of its own (the dev server,
// or TEMPORAL_ADDRESS): chaos tests crash and restart it.
func TemporalPostgres(t testing.TB) *devstack.Postgres {
	t.Helper()
	TemporalAddress(t)
	if tProd == nil {
		return nil
	}
	return tProd.Postgres
}

// ProductionStack returns the production Temporal stack this binary started
// (TEMPORAL_STACK=production or cluster), or nil when the server is the dev
// server or came from TEMPORAL_ADDRESS.
func ProductionStack(t testing.TB) *devstack.Production {
	t.Helper()
	TemporalAddress(t)
	return tProd
}
