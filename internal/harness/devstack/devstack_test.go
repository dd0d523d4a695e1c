package devstack

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"go.temporal.io/api/enums/v1"
	"go.temporal.io/api/operatorservice/v1"
	"go.temporal.io/sdk/client"
)

func TestStartPostgres(t *testing.T) {
	t.Parallel()
	// os.MkdirTemp, not t.TempDir: as root, t.TempDir's 0700 parent keeps the
	// postgres user out.
	dir, err := os.MkdirTemp("", "devstack-pg-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()

	start := time.Now()
	var out bytes.Buffer
	p, err := StartPostgres(ctx, dir, &out)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = p.Stop() })
	t.Logf("postgres up in %v at %s", time.Since(start).Round(time.Millisecond), p.URL)
	if !strings.HasSuffix(p.URL, "/swapengine?sslmode=disable") {
		t.Errorf("URL = %q, want the swapengine database", p.URL)
	}
	selectOne(ctx, t, p.URL)

	iso, err := p.CreateDatabase(ctx, "isolated_one")
	if err != nil {
		t.Fatal(err)
	}
	conn := selectOne(ctx, t, iso)
	var db string
	if err := conn.QueryRow(ctx, "SELECT current_database()").Scan(&db); err != nil || db != "isolated_one" {
		t.Errorf("current_database() = %q, %v; want isolated_one", db, err)
	}
	conn.Close(ctx)

	if _, err := p.CreateDatabase(ctx, "isolated_one"); err == nil {
		t.Error("creating an existing database succeeded")
	}
	if _, err := StartPostgres(ctx, dir, nil); err == nil {
		t.Error("second StartPostgres on the same dir succeeded")
	}

	if err := p.Stop(); err != nil {
		t.Fatal(err)
	}
	if err := p.Stop(); err != nil {
		t.Errorf("second Stop: %v", err)
	}
	if err := StopPostgres(dir); err != nil {
		t.Errorf("StopPostgres after Stop: %v", err)
	}
	if c, err := pgx.Connect(ctx, p.URL); err == nil {
		c.Close(ctx)
		t.Error("server still accepts connections after Stop")
	}
}

func selectOne(ctx context.Context, t *testing.T, url string) *pgx.Conn {
	t.Helper()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close(context.Background()) })
	var one int
	if err := conn.QueryRow(ctx, "SELECT 1").Scan(&one); err != nil || one != 1 {
		t.Fatalf("SELECT 1 = %d, %v", one, err)
	}
	return conn
}

func TestStartTemporal(t *testing.T) {
	t.Parallel()
	bin, err := TemporalBinary()
	if err != nil {
		t.Fatal(err) // never skip: a missing server must be noticed
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()

	// A namespace other than "default" checks that the search attributes are
	// registered beyond the namespace the CLI always creates.
	start := time.Now()
	var log syncBuffer
	tmp, err := StartTemporal(ctx, TemporalOptions{Binary: bin, Namespace: "swaps", LogWriter: &log})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tmp.Stop() })
	t.Logf("temporal up in %v at %s, UI %s", time.Since(start).Round(time.Millisecond), tmp.Address, tmp.UIURL)

	c, err := client.DialContext(ctx, client.Options{HostPort: tmp.Address, Namespace: tmp.Namespace})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.CheckHealth(ctx, &client.CheckHealthRequest{}); err != nil {
		t.Fatal(err)
	}
	resp, err := c.OperatorService().ListSearchAttributes(ctx, &operatorservice.ListSearchAttributesRequest{Namespace: tmp.Namespace})
	if err != nil {
		t.Fatal(err)
	}
	if got := resp.GetCustomAttributes()["SwapStatus"]; got != enums.INDEXED_VALUE_TYPE_KEYWORD {
		t.Errorf("SwapStatus has type %v, want Keyword", got)
	}

	stopStart := time.Now()
	if err := tmp.Stop(); err != nil {
		t.Fatal(err)
	}
	t.Logf("temporal stopped in %v", time.Since(stopStart).Round(time.Millisecond))
	if err := tmp.Stop(); err != nil {
		t.Errorf("second Stop: %v", err)
	}
	if err := syscall.Kill(-tmp.PID, 0); !errors.Is(err, syscall.ESRCH) {
		t.Errorf("process group %d still alive after Stop (kill 0: %v)", tmp.PID, err)
	}
}

func TestStartTemporalFailureShowsLog(t *testing.T) {
	t.Parallel()
	// A server that dies at start must be reported at once, with its last
	// words, instead of after the readiness deadline.
	fake := filepath.Join(t.TempDir(), "temporal")
	script := "#!/bin/sh\necho 'boom: bad flag' >&2\nexit 3\n"
	if err := os.WriteFile(fake, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	_, err := StartTemporal(context.Background(), TemporalOptions{Binary: fake})
	if err == nil {
		t.Fatal("StartTemporal with a failing binary succeeded")
	}
	if !strings.Contains(err.Error(), "boom: bad flag") || !strings.Contains(err.Error(), "server exited") {
		t.Errorf("error lacks the exit and log tail: %v", err)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("took %v to notice the server died", d)
	}
}

func TestStopTemporalProcessRefusesStrangers(t *testing.T) {
	if err := StopTemporalProcess(os.Getpid()); err == nil || !strings.Contains(err.Error(), "not a temporal dev server") {
		t.Fatalf("StopTemporalProcess(self) = %v, want a refusal", err)
	}
}

func TestTemporalBinaryHonoursEnv(t *testing.T) {
	fake := filepath.Join(t.TempDir(), "temporal")
	if err := os.WriteFile(fake, nil, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("TEMPORAL_CLI", fake)
	if got, err := TemporalBinary(); err != nil || got != fake {
		t.Fatalf("TemporalBinary() = %q, %v; want %q", got, err, fake)
	}
	t.Setenv("TEMPORAL_CLI", filepath.Join(t.TempDir(), "missing"))
	if _, err := TemporalBinary(); err == nil {
		t.Fatal("TemporalBinary accepted a missing TEMPORAL_CLI")
	}
}

func TestWithDatabase(t *testing.T) {
	got, err := WithDatabase("postgres://u:pw@h:5/old?sslmode=disable", "new")
	if want := "postgres://u:pw@h:5/new?sslmode=disable"; err != nil || got != want {
		t.Fatalf("WithDatabase = %q, %v; want %q", got, err, want)
	}
	if _, err := WithDatabase("mysql://h/db", "x"); err == nil {
		t.Fatal("accepted a non-postgres URL")
	}
}

// syncBuffer is a bytes.Buffer safe for the server's output goroutine and the
// test to share.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

// Crash kills the server the way a crash does; Restart brings the same cluster back on the
// same URL with what was committed before, and open connections see the outage as errors.
func TestPostgresCrashAndRestart(t *testing.T) {
	t.Parallel()
	dir, err := os.MkdirTemp("", "devstack-pg-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	p, err := StartPostgres(ctx, dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = p.Stop() })
	conn := selectOne(ctx, t, p.URL)
	if _, err := conn.Exec(ctx, "CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)"); err != nil {
		t.Fatal(err)
	}
	for round := range 2 {
		if err := p.Crash(); err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
		if err := conn.Ping(ctx); err == nil {
			t.Fatalf("round %d: a connection opened before the crash still works", round)
		}
		if c, err := pgx.Connect(ctx, p.URL); err == nil {
			c.Close(ctx)
			t.Fatalf("round %d: server accepts connections after Crash", round)
		}
		if err := p.Restart(ctx); err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
		conn = selectOne(ctx, t, p.URL)
		var n int
		if err := conn.QueryRow(ctx, "SELECT n FROM kept").Scan(&n); err != nil || n != 42 {
			t.Fatalf("round %d: after restart SELECT n = %d, %v; want 42", round, n, err)
		}
	}
	if !strings.Contains(fileTail(PostgresLogFile(dir), 200), "not properly shut down") {
		t.Errorf("the server log shows no crash recovery:\n%s", fileTail(PostgresLogFile(dir), 20))
	}
}
