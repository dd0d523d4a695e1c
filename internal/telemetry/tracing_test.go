package telemetry

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"sync"
	"testing"
	"time"

	collectortrace "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/interceptor"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
	"google.golang.org/protobuf/proto"

	"github.com/swapengine/swapengine/internal/harness/testenv"
)

func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }

// otlpReceiver is an OTLP/HTTP trace endpoint that keeps span names.
type otlpReceiver struct {
	mu    sync.Mutex
	names []string
}

func (r *otlpReceiver) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	if req.URL.Path != "/v1/traces" || req.Method != http.MethodPost {
		http.NotFound(w, req)
		return
	}
	body, _ := io.ReadAll(req.Body)
	var export collectortrace.ExportTraceServiceRequest
	if err := proto.Unmarshal(body, &export); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	r.mu.Lock()
	for _, rs := range export.ResourceSpans {
		for _, ss := range rs.ScopeSpans {
			for _, s := range ss.Spans {
				r.names = append(r.names, s.Name)
			}
		}
	}
	r.mu.Unlock()
	b, _ := proto.Marshal(&collectortrace.ExportTraceServiceResponse{})
	w.Header().Set("Content-Type", "application/x-protobuf")
	_, _ = w.Write(b)
}

func (r *otlpReceiver) seen() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.names)
}

func tracedWorkflow(ctx workflow.Context) (string, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: 10 * time.Second})
	var out string
	err := workflow.ExecuteActivity(ctx, tracedActivity).Get(ctx, &out)
	return out, err
}

func tracedActivity(context.Context) (string, error) { return "done", nil }

// A workflow started and run through the tracing interceptor on the real dev
// server reaches an OTLP collector as start, run and activity spans.
func TestTracingExportsWorkflowSpans(t *testing.T) {
	recv := &otlpReceiver{}
	srv := httptest.NewServer(recv)
	defer srv.Close()
	ctx := context.Background()
	tr, err := StartTracing(ctx, srv.URL, "swapengine-test")
	if err != nil {
		t.Fatal(err)
	}
	cl, err := client.Dial(client.Options{
		HostPort: testenv.TemporalAddress(t), Interceptors: []interceptor.ClientInterceptor{tr.Interceptor},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	queue := "tracing-" + t.Name()
	w := worker.New(cl, queue, worker.Options{})
	w.RegisterWorkflow(tracedWorkflow)
	w.RegisterActivity(tracedActivity)
	if err := w.Start(); err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	run, err := cl.ExecuteWorkflow(ctx, client.StartWorkflowOptions{TaskQueue: queue}, tracedWorkflow)
	if err != nil {
		t.Fatal(err)
	}
	var out string
	if err := run.Get(ctx, &out); err != nil || out != "done" {
		t.Fatalf("workflow: %q, %v", out, err)
	}
	w.Stop()
	if err := tr.Close(ctx); err != nil { // flushes the batch
		t.Fatal(err)
	}
	names := recv.seen()
	for _, want := range []string{"StartWorkflow:tracedWorkflow", "RunWorkflow:tracedWorkflow", "StartActivity:tracedActivity", "RunActivity:tracedActivity"} {
		if !slices.Contains(names, want) {
			t.Errorf("no %s span; got %v", want, names)
		}
	}
}

func TestTracingEndpointIsValidated(t *testing.T) {
	for _, bad := range []string{"ftp://x:1", "http://", "::"} {
		if _, err := StartTracing(context.Background(), bad, "x"); err == nil {
			t.Errorf("endpoint %q accepted", bad)
		}
	}
}
