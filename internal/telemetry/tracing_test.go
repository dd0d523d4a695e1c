package telemetry

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	collectortrace "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/interceptor"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
	"google.golang.org/grpc"
	"google.golang.org/protobuf/proto"

	"github.com/swapengine/swapengine/internal/harness/testenv"
)

func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }

// otlpReceiver is an OTLP/HTTP trace endpoint that keeps span names.
type otlpReceiver struct {
	collectortrace.UnimplementedTraceServiceServer
	mu    sync.Mutex
	names []string
	attrs map[string]string // the resource attributes of the last export
}

func (r *otlpReceiver) record(export *collectortrace.ExportTraceServiceRequest) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, rs := range export.ResourceSpans {
		r.attrs = map[string]string{}
		for _, kv := range rs.GetResource().GetAttributes() {
			r.attrs[kv.Key] = kv.Value.GetStringValue()
		}
		for _, ss := range rs.ScopeSpans {
			for _, s := range ss.Spans {
				r.names = append(r.names, s.Name)
			}
		}
	}
}

func (r *otlpReceiver) resource() map[string]string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.attrs
}

// Export is the OTLP/gRPC trace service.
func (r *otlpReceiver) Export(_ context.Context, req *collectortrace.ExportTraceServiceRequest) (*collectortrace.ExportTraceServiceResponse, error) {
	r.record(req)
	return &collectortrace.ExportTraceServiceResponse{}, nil
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
	r.record(&export)
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
	tr, err := StartTracing(ctx, srv.URL)
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
		if _, err := StartTracing(context.Background(), bad); err == nil {
			t.Errorf("endpoint %q accepted", bad)
		}
	}
}

// clearOTelEnv unsets the OTEL_* variables a developer's shell might set, for the test only.
func clearOTelEnv(t *testing.T) {
	for _, kv := range os.Environ() {
		if k, _, _ := strings.Cut(kv, "="); strings.HasPrefix(k, "OTEL_") {
			t.Setenv(k, "")
			os.Unsetenv(k)
		}
	}
}

// oneSpan exports one span through a tracing started from the environment alone and returns what
// the collector received.
func oneSpan(t *testing.T, recv *otlpReceiver) {
	t.Helper()
	ctx := context.Background()
	if !TracingConfigured("") {
		t.Fatal("the OTEL_* variables set do not turn tracing on")
	}
	tr, err := StartTracing(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	_, span := tr.Provider().Tracer("test").Start(ctx, "probe")
	span.End()
	if err := tr.Close(ctx); err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(recv.seen(), "probe") {
		t.Fatalf("the collector got %v", recv.seen())
	}
}

// The standard variables drive the exporter: OTEL_EXPORTER_OTLP_ENDPOINT (a base URL: the SDK adds
// /v1/traces), OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, which win over the engine's default
// service name.
func TestTracingFromOTelEnvironmentOverHTTP(t *testing.T) {
	clearOTelEnv(t)
	recv := &otlpReceiver{}
	srv := httptest.NewServer(recv)
	defer srv.Close()
	t.Setenv("OTEL_EXPORTER_OTLP_ENDPOINT", srv.URL)
	t.Setenv("OTEL_SERVICE_NAME", "payments-worker-eu")
	t.Setenv("OTEL_RESOURCE_ATTRIBUTES", "deployment.environment=staging,service.namespace=swaps")
	oneSpan(t, recv)
	got := recv.resource()
	for k, want := range map[string]string{"service.name": "payments-worker-eu", "deployment.environment": "staging", "service.namespace": "swaps"} {
		if got[k] != want {
			t.Errorf("resource %s = %q, want %q (all: %v)", k, got[k], want, got)
		}
	}
}

// gRPC export, chosen by OTEL_EXPORTER_OTLP_PROTOCOL or, for traces only, by
// OTEL_EXPORTER_OTLP_TRACES_PROTOCOL (which wins); the service name is the engine's when no
// variable names one.
func TestTracingOverGRPC(t *testing.T) {
	for _, env := range [][2]string{
		{"OTEL_EXPORTER_OTLP_PROTOCOL", "grpc"},
		{"OTEL_EXPORTER_OTLP_TRACES_PROTOCOL", "grpc"},
	} {
		t.Run(env[0], func(t *testing.T) {
			clearOTelEnv(t)
			recv := &otlpReceiver{}
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			srv := grpc.NewServer()
			collectortrace.RegisterTraceServiceServer(srv, recv)
			go func() { _ = srv.Serve(ln) }()
			defer srv.Stop()
			if env[0] == "OTEL_EXPORTER_OTLP_TRACES_PROTOCOL" {
				t.Setenv("OTEL_EXPORTER_OTLP_PROTOCOL", "http/protobuf")
			}
			t.Setenv(env[0], env[1])
			t.Setenv("OTEL_EXPORTER_OTLP_ENDPOINT", "http://"+ln.Addr().String())
			oneSpan(t, recv)
			if got := recv.resource()["service.name"]; got != ServiceName {
				t.Errorf("service.name = %q, want the default %q", got, ServiceName)
			}
		})
	}
}

func TestTracingRefusesAnUnknownProtocol(t *testing.T) {
	clearOTelEnv(t)
	t.Setenv("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:4318")
	t.Setenv("OTEL_EXPORTER_OTLP_PROTOCOL", "http/json")
	_, err := StartTracing(context.Background(), "")
	if err == nil || !strings.Contains(err.Error(), "OTEL_EXPORTER_OTLP_PROTOCOL") {
		t.Fatalf("got %v, want an error naming OTEL_EXPORTER_OTLP_PROTOCOL", err)
	}
	t.Setenv("OTEL_TRACES_EXPORTER", "none")
	if TracingConfigured("") {
		t.Error("OTEL_TRACES_EXPORTER=none left tracing on")
	}
}
