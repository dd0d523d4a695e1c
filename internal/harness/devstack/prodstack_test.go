package devstack

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"go.temporal.io/api/enums/v1"
	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"
)

// TestProductionClusterStack starts the production stack with the server's
// four services as separate processes, as a cluster runs them, and checks what
// compose's jobs are for: both schemas migrated to the release's version in
// Postgres, the namespace with compose's retention and search attributes, a
// list query on a custom search attribute answered by Postgres visibility,
// compose's dynamic config in force, the UI server in front, and every
// process gone after Stop.
func TestProductionClusterStack(t *testing.T) {
	dir, err := os.MkdirTemp("", "devstack-prod-")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o755); err != nil { // Postgres runs as its own user under root
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	start := time.Now()
	p, err := StartProduction(ctx, ProductionOptions{Dir: dir, Split: true})
	if err != nil {
		t.Fatalf("%v (logs kept in %s)", err, dir)
	}
	stopped := false
	t.Cleanup(func() {
		if !stopped {
			_ = p.Stop()
		}
		if t.Failed() {
			t.Logf("logs kept in %s", dir)
			return
		}
		os.RemoveAll(dir)
	})
	t.Logf("production cluster up in %v: frontend %s, UI %s", time.Since(start).Round(time.Millisecond), p.Address, p.UIURL)

	for _, svc := range ServerServices {
		proc, ok := p.Procs["temporal-"+svc]
		if !ok || proc.exited() {
			t.Fatalf("no running process for the %s service: %v", svc, p.Procs)
		}
	}

	// The schemas are the release's (setup-schema.sh ran update-schema to the end).
	files, err := FindStack()
	if err != nil {
		t.Fatal(err)
	}
	for db, sub := range map[string]string{"temporal": "temporal", "temporal_visibility": "visibility"} {
		want := latestSchemaVersion(t, files.SchemaDir+"/"+sub+"/versioned")
		u, _ := WithDatabase(p.Postgres.URL, db)
		conn, err := pgx.Connect(ctx, u)
		if err != nil {
			t.Fatal(err)
		}
		var got string
		err = conn.QueryRow(ctx, "SELECT curr_version FROM schema_version").Scan(&got)
		conn.Close(ctx)
		if err != nil || got != want {
			t.Errorf("%s schema at %q (%v), want %s", db, got, err, want)
		}
	}

	c, err := client.DialContext(ctx, client.Options{HostPort: p.Address, Namespace: p.Namespace})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ns, err := c.WorkflowService().DescribeNamespace(ctx, &workflowservice.DescribeNamespaceRequest{Namespace: "default"})
	if err != nil {
		t.Fatal(err)
	}
	if got := ns.GetConfig().GetWorkflowExecutionRetentionTtl().AsDuration(); got != 720*time.Hour {
		t.Errorf("namespace retention %v, want compose's 720h", got)
	}

	// A workflow nobody works on still lands in visibility with the search
	// attribute it was started with, and a list query on it finds it.
	id := fmt.Sprintf("prod-visibility-%d", time.Now().UnixNano())
	sa := map[string]any{"SwapStatus": "probe-" + id}
	run, err := c.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: id, TaskQueue: "nobody-" + id, SearchAttributes: sa}, "NoSuchWorkflow")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = c.TerminateWorkflow(context.Background(), id, run.GetRunID(), "test over") }()
	query := fmt.Sprintf("SwapStatus = 'probe-%s' AND ExecutionStatus = 'Running'", id)
	deadline := time.Now().Add(time.Minute)
	for {
		resp, err := c.ListWorkflow(ctx, &workflowservice.ListWorkflowExecutionsRequest{Namespace: "default", Query: query})
		if err != nil {
			t.Fatal(err)
		}
		if len(resp.Executions) == 1 && resp.Executions[0].GetExecution().GetWorkflowId() == id {
			var got string
			_ = converter.GetDefaultDataConverter().FromPayload(resp.Executions[0].GetSearchAttributes().GetIndexedFields()["SwapStatus"], &got)
			if got != "probe-"+id {
				t.Errorf("listed with SwapStatus %q", got)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%q listed %d executions after a minute", query, len(resp.Executions))
		}
		time.Sleep(200 * time.Millisecond)
	}

	// Compose's dynamic config is the one in force: the server refuses a
	// ninth signal to one run (history.maximumSignalsPerExecution: 8; the
	// server's default is 10000).
	for i := range 9 {
		err := c.SignalWorkflow(ctx, id, "", "probe", i)
		if i < 8 && err != nil {
			t.Fatalf("signal %d: %v", i+1, err)
		}
		if i == 8 && err == nil {
			t.Error("a ninth signal was taken: deploy/temporal/dynamicconfig.yaml is not in force")
		}
	}
	desc, err := c.DescribeWorkflowExecution(ctx, id, "")
	if err != nil || desc.GetWorkflowExecutionInfo().GetStatus() != enums.WORKFLOW_EXECUTION_STATUS_RUNNING {
		t.Errorf("describe: %v, %v", desc.GetWorkflowExecutionInfo().GetStatus(), err)
	}

	// The UI server answers for the namespace through the frontend.
	resp, err := http.Get(p.UIURL + "/api/v1/namespaces/default")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(body), `"default"`) {
		t.Errorf("UI /api/v1/namespaces/default: %s %.200s", resp.Status, body)
	}
	// And the server processes export metrics where compose's Prometheus looks.
	for svc, u := range p.MetricsURLs {
		resp, err := http.Get(u)
		if err != nil {
			t.Errorf("%s metrics: %v", svc, err)
			continue
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Errorf("%s metrics: %s", svc, resp.Status)
		}
	}

	if err := p.Stop(); err != nil {
		t.Fatal(err)
	}
	stopped = true
	for name, proc := range p.Procs {
		if err := syscall.Kill(proc.PID, 0); err == nil {
			t.Errorf("%s (pid %d) still running after Stop", name, proc.PID)
		}
	}
}

// latestSchemaVersion is the highest vX.Y folder of a versioned schema dir.
func latestSchemaVersion(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	best, bestMaj, bestMin := "", -1, -1
	for _, e := range entries {
		var maj, min int
		if _, err := fmt.Sscanf(e.Name(), "v%d.%d", &maj, &min); err != nil {
			continue
		}
		if maj > bestMaj || (maj == bestMaj && min > bestMin) {
			best, bestMaj, bestMin = fmt.Sprintf("%d.%d", maj, min), maj, min
		}
	}
	return best
}
