package swapworker

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
)

// A worker whose database role may only read refuses to start, naming the
// role, before it joins the deployment (issue 26's production drill: it
// made itself the current build and failed at its first write).
func TestAWorkerOnARoleThatCannotWriteRefusesToStart(t *testing.T) {
	ctx := context.Background()
	dbURL := testenv.MigratedPostgresURL(t)
	owner, err := store.Open(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer owner.Close()
	role := fmt.Sprintf("reader_%d", time.Now().UnixNano())
	for _, stmt := range []string{`CREATE ROLE ` + role + ` LOGIN`, `GRANT USAGE ON SCHEMA public TO ` + role,
		`GRANT SELECT ON ALL TABLES IN SCHEMA public TO ` + role} {
		if _, err := owner.Exec(ctx, stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	t.Cleanup(func() {
		for _, stmt := range []string{`REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ` + role, `REVOKE ALL ON SCHEMA public FROM ` + role, `DROP ROLE ` + role} {
			_, _ = owner.Exec(context.Background(), stmt)
		}
	})
	u, err := url.Parse(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	u.User = url.User(role)
	_, closeDeps, err := Open(ctx, Config{DatabaseURL: u.String()}, nil)
	closeDeps()
	if err == nil || !strings.Contains(err.Error(), role) || !strings.Contains(err.Error(), "cannot write") {
		t.Fatalf("a worker on a read-only role: %v, want a refusal naming %s", err, role)
	}
	if _, closeDeps, err := Open(ctx, Config{DatabaseURL: dbURL}, nil); err != nil {
		t.Fatalf("the owner: %v", err)
	} else {
		closeDeps()
	}
}
