package operator

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
)

// readOnlyURL gives the database at dbURL a login role that may only read it, and with
// default_transaction_read_only on, as a replica or an auditor's account would be, and returns the
// URL that connects as that role.
func readOnlyURL(t *testing.T, dbURL string) string {
	t.Helper()
	ctx := context.Background()
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	role, password := "ro_"+hex.EncodeToString(b), hex.EncodeToString(b)+"pw"
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	id := pgx.Identifier{role}.Sanitize()
	for _, sql := range []string{
		"CREATE ROLE " + id + " LOGIN PASSWORD '" + password + "'",
		"ALTER ROLE " + id + " SET default_transaction_read_only = on",
		"GRANT USAGE ON SCHEMA public TO " + id,
		"GRANT SELECT ON ALL TABLES IN SCHEMA public TO " + id,
	} {
		if _, err := conn.Exec(ctx, sql); err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
	}
	t.Cleanup(func() {
		conn, err := pgx.Connect(context.Background(), dbURL)
		if err != nil {
			t.Log(err)
			return
		}
		defer conn.Close(context.Background())
		// A role is the cluster's, not the database's: on a shared server it would outlive the test.
		for _, sql := range []string{"DROP OWNED BY " + id, "DROP ROLE " + id} {
			if _, err := conn.Exec(context.Background(), sql); err != nil {
				t.Log(err)
			}
		}
	})
	u, err := url.Parse(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	u.User = url.UserPassword(role, password)
	return u.String()
}

// schemaVersion is the highest migration recorded in the database.
func schemaVersion(t *testing.T, dbURL string) int64 {
	t.Helper()
	pool, err := store.Connect(context.Background(), dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	st, err := store.Status(context.Background(), pool)
	if err != nil {
		t.Fatal(err)
	}
	return st.Current
}

// Reading must work on a database the reader may not write, and no command but `migrate up`
// changes the schema: before, every command migrated first, so a read-only role failed with
// "migrate: up: …" on a schema one migration behind, and a writable one migrated it in passing.
func TestReadOnlyCommandsNeverMigrate(t *testing.T) {
	ctx := context.Background()
	dbURL := testenv.PostgresURL(t)
	behind := store.RequiredVersion() - 1
	if _, err := store.MigrateUp(ctx, dbURL, behind); err != nil {
		t.Fatal(err)
	}
	ro := readOnlyURL(t, dbURL)

	for _, u := range []struct{ who, url string }{{"a read-only role", ro}, {"the owner", dbURL}} {
		var out bytes.Buffer
		err := Main(ctx, []string{"outbox", "list", "-database-url", u.url}, &out)
		if err == nil || !strings.Contains(err.Error(), "run `starter migrate up`") {
			t.Errorf("outbox list as %s on a schema one migration behind: got %v, want a refusal naming `starter migrate up`", u.who, err)
		}
		if got := schemaVersion(t, dbURL); got != behind {
			t.Fatalf("outbox list as %s moved the schema from %d to %d", u.who, behind, got)
		}
	}

	var out bytes.Buffer
	if err := Main(ctx, []string{"migrate", "up", "-database-url", dbURL}, &out); err != nil {
		t.Fatalf("migrate up: %v", err)
	}
	// The grant above covered the tables of the time; the new ones need it again, as they would
	// in production (or ALTER DEFAULT PRIVILEGES).
	grantSelect(t, dbURL, ro)
	out.Reset()
	if err := Main(ctx, []string{"outbox", "list", "-database-url", ro}, &out); err != nil {
		t.Fatalf("outbox list as a read-only role on a current schema: %v", err)
	}
	if !strings.Contains(out.String(), "STATE") {
		t.Errorf("outbox list printed no table:\n%s", out.String())
	}
}

func grantSelect(t *testing.T, dbURL, roleURL string) {
	t.Helper()
	u, err := url.Parse(roleURL)
	if err != nil {
		t.Fatal(err)
	}
	conn, err := pgx.Connect(context.Background(), dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(context.Background(), "GRANT SELECT ON ALL TABLES IN SCHEMA public TO "+pgx.Identifier{u.User.Username()}.Sanitize()); err != nil {
		t.Fatal(err)
	}
}

// migrate status only reads: on an empty database it lists every migration pending and leaves no
// version table behind (goose's own status would create one); migrate up applies them once.
func TestMigrateUpAndStatus(t *testing.T) {
	ctx := context.Background()
	dbURL := testenv.PostgresURL(t)
	var out bytes.Buffer
	if err := Main(ctx, []string{"migrate", "status", "-database-url", dbURL}, &out); err != nil {
		t.Fatalf("migrate status: %v", err)
	}
	all := store.Migrations()
	for _, m := range all {
		if !regexp.MustCompile(`(?m)^` + fmt.Sprint(m.Version) + `\s+` + regexp.QuoteMeta(m.Name) + `\s+pending$`).MatchString(out.String()) {
			t.Errorf("status does not list %s as pending:\n%s", m.Name, out.String())
		}
	}
	want := fmt.Sprintf("schema at version 0; this build needs %d: %d migrations pending, run `starter migrate up`", store.RequiredVersion(), len(all))
	if !strings.Contains(out.String(), want) {
		t.Errorf("status summary: want %q in\n%s", want, out.String())
	}
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var exists bool
	if err := conn.QueryRow(ctx, `SELECT to_regclass('goose_db_version') IS NOT NULL`).Scan(&exists); err != nil {
		t.Fatal(err)
	}
	if exists {
		t.Error("migrate status created goose_db_version")
	}

	out.Reset()
	if err := Main(ctx, []string{"migrate", "up", "-database-url", dbURL, "-to", "2"}, &out); err != nil {
		t.Fatalf("migrate up -to 2: %v", err)
	}
	if got := out.String(); !strings.Contains(got, "applied "+all[0].Name) || !strings.Contains(got, "applied "+all[1].Name) ||
		strings.Contains(got, all[2].Name) || !strings.Contains(got, "schema at version 2; this build needs") {
		t.Errorf("migrate up -to 2 printed:\n%s", got)
	}
	out.Reset()
	if err := Main(ctx, []string{"migrate", "up", "-database-url", dbURL}, &out); err != nil {
		t.Fatalf("migrate up: %v", err)
	}
	if got := out.String(); strings.Contains(got, all[1].Name) || !strings.Contains(got, "applied "+all[len(all)-1].Name) ||
		!strings.Contains(got, fmt.Sprintf("schema at version %d: up to date", store.RequiredVersion())) {
		t.Errorf("migrate up printed:\n%s", got)
	}
	out.Reset()
	if err := Main(ctx, []string{"migrate", "up", "-database-url", dbURL}, &out); err != nil {
		t.Fatalf("second migrate up: %v", err)
	}
	if got := out.String(); strings.Contains(got, "applied") {
		t.Errorf("a second migrate up applied something:\n%s", got)
	}
	out.Reset()
	if err := Main(ctx, []string{"migrate", "status", "-database-url", readOnlyURL(t, dbURL)}, &out); err != nil {
		t.Fatalf("migrate status as a read-only role: %v", err)
	}
	if strings.Contains(out.String(), "pending") || !strings.Contains(out.String(), "up to date") {
		t.Errorf("status after up:\n%s", out.String())
	}
}

func TestMigrateBadArgumentsNameTheFlag(t *testing.T) {
	t.Setenv("DATABASE_URL", "")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"migrate"}, "a subcommand is required: up or status"},
		{[]string{"migrate", "down"}, `unknown subcommand "down"`},
		{[]string{"migrate", "up"}, "-database-url is required"},
		{[]string{"migrate", "status"}, "-database-url is required"},
		{[]string{"migrate", "up", "-database-url", "postgres://x", "-to", "-1"}, "-to -1 is not a version of this build"},
		{[]string{"migrate", "up", "-database-url", "postgres://x", "-to", fmt.Sprint(store.RequiredVersion() + 1)}, "is not a version of this build"},
	} {
		err := Main(context.Background(), tc.args, &bytes.Buffer{})
		var ue *UsageError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: got %v, want a usage error containing %q", tc.args, err, tc.want)
		}
	}
}
