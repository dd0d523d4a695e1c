package testenv

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"go.temporal.io/sdk/client"
)

func TestMain(m *testing.M) { os.Exit(Run(m)) }

func TestPostgresURLGivesFreshDatabases(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	a, b := PostgresURL(t), PostgresURL(t)
	if a == b {
		t.Fatalf("two calls returned the same database %s", a)
	}
	conn, err := pgx.Connect(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE TABLE only_in_a (x int)"); err != nil {
		t.Fatal(err)
	}
	conn2, err := pgx.Connect(ctx, b)
	if err != nil {
		t.Fatal(err)
	}
	defer conn2.Close(ctx)
	var n int
	if err := conn2.QueryRow(ctx, "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'").Scan(&n); err != nil || n != 0 {
		t.Fatalf("second database has %d public tables (%v), want an empty one", n, err)
	}
}

func TestTemporalAddress(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c, err := client.DialContext(ctx, client.Options{HostPort: TemporalAddress(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.CheckHealth(ctx, &client.CheckHealthRequest{}); err != nil {
		t.Fatal(err)
	}
	if ui := TemporalUI(t); os.Getenv("TEMPORAL_ADDRESS") == "" && !strings.HasPrefix(ui, "http://") {
		t.Errorf("TemporalUI = %q, want an http URL for the dev server", ui)
	}
}

func TestUniqueDBName(t *testing.T) {
	name := uniqueDBName("TestSomething/with spaces & Ünïcode/" + strings.Repeat("x", 100))
	if len(name) > 63 || !strings.HasPrefix(name, "t_testsomething_with_spaces_") {
		t.Fatalf("uniqueDBName = %q (%d bytes)", name, len(name))
	}
	if uniqueDBName("T") == uniqueDBName("T") {
		t.Fatal("names are not unique")
	}
}
