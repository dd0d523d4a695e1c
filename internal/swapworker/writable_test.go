package swapworker

import (
	"context"
	"strings"
	"testing"

	"github.com/swapengine/swapengine/internal/harness/testenv"
)

// A worker whose database role may only read refuses to start, naming the
// role, before it joins the deployment (issue 26's production drill: it
// made itself the current build and failed at its first write).
func TestAWorkerOnARoleThatCannotWriteRefusesToStart(t *testing.T) {
	ctx := context.Background()
	dbURL := testenv.MigratedPostgresURL(t)
	readerURL, role := testenv.ReaderURL(t, dbURL)
	_, closeDeps, err := Open(ctx, Config{DatabaseURL: readerURL}, nil)
	closeDeps()
	if err == nil || !strings.Contains(err.Error(), role) || !strings.Contains(err.Error(), "cannot write") {
		t.Fatalf("a worker on a read-only role: %v, want a refusal naming %s", err, role)
	}
	_, closeDeps, err = Open(ctx, Config{DatabaseURL: dbURL}, nil)
	closeDeps()
	if err != nil {
		t.Fatalf("the owner: %v", err)
	}
}
