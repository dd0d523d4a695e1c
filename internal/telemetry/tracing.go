package telemetry

import (
	"context"
	"fmt"
	"net/url"
	"strings"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	temporalotel "go.temporal.io/sdk/contrib/opentelemetry"
	"go.temporal.io/sdk/interceptor"
)

// Tracing exports spans over OTLP/HTTP. Its Interceptor goes into the
// Temporal client's options: starts, signals, updates, workflow and activity
// executions become spans linked across processes through Temporal headers.
type Tracing struct {
	Interceptor interceptor.Interceptor
	provider    *sdktrace.TracerProvider
}

// StartTracing exports to endpoint: an OTLP/HTTP collector URL
// ("http://127.0.0.1:4318") or host:port (plain HTTP). Tracing is off unless
// an endpoint is configured.
func StartTracing(ctx context.Context, endpoint, service string) (*Tracing, error) {
	opts, err := otlpOptions(endpoint)
	if err != nil {
		return nil, err
	}
	exp, err := otlptracehttp.New(ctx, opts...)
	if err != nil {
		return nil, fmt.Errorf("otlp exporter: %w", err)
	}
	res, err := resource.Merge(resource.Default(), resource.NewSchemaless(attribute.String("service.name", service)))
	if err != nil {
		return nil, fmt.Errorf("tracing resource: %w", err)
	}
	tp := sdktrace.NewTracerProvider(sdktrace.WithBatcher(exp), sdktrace.WithResource(res))
	ic, err := temporalotel.NewTracingInterceptor(temporalotel.TracerOptions{Tracer: tp.Tracer("swapengine")})
	if err != nil {
		_ = tp.Shutdown(ctx)
		return nil, fmt.Errorf("tracing interceptor: %w", err)
	}
	return &Tracing{Interceptor: ic, provider: tp}, nil
}

func otlpOptions(endpoint string) ([]otlptracehttp.Option, error) {
	if !strings.Contains(endpoint, "://") {
		endpoint = "http://" + endpoint
	}
	u, err := url.Parse(endpoint)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return nil, fmt.Errorf("otlp-endpoint %q: want http(s)://host:port or host:port", endpoint)
	}
	opts := []otlptracehttp.Option{otlptracehttp.WithEndpoint(u.Host)}
	if u.Scheme == "http" {
		opts = append(opts, otlptracehttp.WithInsecure())
	}
	if p := strings.TrimSuffix(u.Path, "/"); p != "" {
		opts = append(opts, otlptracehttp.WithURLPath(p+"/v1/traces"))
	}
	return opts, nil
}

// Provider is the tracer provider, for spans of the engine's own.
func (t *Tracing) Provider() *sdktrace.TracerProvider { return t.provider }

// Close flushes what is buffered and stops exporting.
func (t *Tracing) Close(ctx context.Context) error { return t.provider.Shutdown(ctx) }
