package testenv

import (
	"context"
	"fmt"
	"net/url"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// ReaderURL is dbURL for a new login role that may read every table of the
// schema and write none (dropped when the test ends), for tests of what a
// process does on a role that cannot write.
func ReaderURL(t testing.TB, dbURL string) (readerURL, role string) {
	t.Helper()
	ctx := context.Background()
	owner, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer owner.Close(ctx)
	role = fmt.Sprintf("reader_%d", time.Now().UnixNano())
	for _, stmt := range []string{`CREATE ROLE ` + role + ` LOGIN`, `GRANT USAGE ON SCHEMA public TO ` + role,
		`GRANT SELECT ON ALL TABLES IN SCHEMA public TO ` + role} {
		if _, err := owner.Exec(ctx, stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	t.Cleanup(func() {
		c, err := pgx.Connect(context.Background(), dbURL)
		if err != nil {
			return
		}
		defer c.Close(context.Background())
		for _, stmt := range []string{`REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ` + role, `REVOKE ALL ON SCHEMA public FROM ` + role, `DROP ROLE ` + role} {
			_, _ = c.Exec(context.Background(), stmt)
		}
	})
	u, err := url.Parse(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	u.User = url.User(role)
	return u.String(), role
}
