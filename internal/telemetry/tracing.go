package telemetry

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"strings"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	temporalotel "go.temporal.io/sdk/contrib/opentelemetry"
	"go.temporal.io/sdk/interceptor"
)

// Tracing exports spans over OTLP, to the collector the standard OTEL_*
// variables name. Its Interceptor goes into the Temporal client's options:
// starts, signals, updates, workflow and activity executions become spans
// linked across processes through Temporal headers.
type Tracing struct {
	Interceptor interceptor.Interceptor
	Protocol    string // grpc or http/protobuf
	provider    *sdktrace.TracerProvider
}

// TracingConfigured says whether traces are to be exported: an endpoint is
// given (the -otlp-endpoint flag) or set in OTEL_EXPORTER_OTLP_ENDPOINT or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, and OTEL_TRACES_EXPORTER is not "none".
func TracingConfigured(endpoint string) bool {
	if os.Getenv("OTEL_TRACES_EXPORTER") == "none" {
		return false
	}
	return endpoint != "" || os.Getenv("OTEL_EXPORTER_OTLP_ENDPOINT") != "" || os.Getenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") != ""
}

// TraceProtocol is the OTLP transport the environment asks for:
// OTEL_EXPORTER_OTLP_TRACES_PROTOCOL, else OTEL_EXPORTER_OTLP_PROTOCOL, else
// http/protobuf (the specification's default).
func TraceProtocol() (string, error) {
	for _, k := range []string{"OTEL_EXPORTER_OTLP_TRACES_PROTOCOL", "OTEL_EXPORTER_OTLP_PROTOCOL"} {
		switch v := os.Getenv(k); v {
		case "":
			continue
		case "grpc", "http/protobuf":
			return v, nil
		default:
			return "", fmt.Errorf("%s %q: want grpc or http/protobuf", k, v)
		}
	}
	return "http/protobuf", nil
}

// StartTracing exports traces over OTLP. The exporter is the OTel SDK's own,
// configured by the standard variables (OTEL_EXPORTER_OTLP_[TRACES_]ENDPOINT,
// _HEADERS, _CERTIFICATE, _TIMEOUT, _COMPRESSION …), over gRPC or HTTP as
// TraceProtocol says. endpoint, when not empty (the -otlp-endpoint flag),
// overrides the variables' endpoint: a base URL ("http://otel:4318", the
// same meaning as OTEL_EXPORTER_OTLP_ENDPOINT) or host:port (plain text).
func StartTracing(ctx context.Context, endpoint string) (*Tracing, error) {
	protocol, err := TraceProtocol()
	if err != nil {
		return nil, err
	}
	var exp sdktrace.SpanExporter
	switch protocol {
	case "grpc":
		var opts []otlptracegrpc.Option
		if endpoint != "" {
			u, err := endpointURL(endpoint)
			if err != nil {
				return nil, err
			}
			opts = append(opts, otlptracegrpc.WithEndpoint(u.Host))
			if u.Scheme == "http" {
				opts = append(opts, otlptracegrpc.WithInsecure())
			}
		}
		exp, err = otlptracegrpc.New(ctx, opts...)
	default:
		var opts []otlptracehttp.Option
		if endpoint != "" {
			if opts, err = otlpHTTPOptions(endpoint); err != nil {
				return nil, err
			}
		}
		exp, err = otlptracehttp.New(ctx, opts...)
	}
	if err != nil {
		return nil, fmt.Errorf("otlp exporter (%s): %w", protocol, err)
	}
	res, err := Resource(ctx)
	if err != nil {
		return nil, err
	}
	tp := sdktrace.NewTracerProvider(sdktrace.WithBatcher(exp), sdktrace.WithResource(res))
	ic, err := temporalotel.NewTracingInterceptor(temporalotel.TracerOptions{Tracer: tp.Tracer("swapengine")})
	if err != nil {
		_ = tp.Shutdown(ctx)
		return nil, fmt.Errorf("tracing interceptor: %w", err)
	}
	return &Tracing{Interceptor: ic, Protocol: protocol, provider: tp}, nil
}

// Resource describes this process to traces and metrics (target_info): the
// SDK's attributes, then OTEL_RESOURCE_ATTRIBUTES and OTEL_SERVICE_NAME,
// with service.name ServiceName only when neither names one.
func Resource(ctx context.Context) (*resource.Resource, error) {
	res, err := resource.New(ctx,
		resource.WithAttributes(attribute.String("service.name", ServiceName)),
		resource.WithTelemetrySDK(),
		resource.WithFromEnv(), // last: what the operator set wins
	)
	if err != nil {
		return nil, fmt.Errorf("otel resource (OTEL_RESOURCE_ATTRIBUTES, OTEL_SERVICE_NAME): %w", err)
	}
	return res, nil
}

func endpointURL(endpoint string) (*url.URL, error) {
	if !strings.Contains(endpoint, "://") {
		endpoint = "http://" + endpoint
	}
	u, err := url.Parse(endpoint)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return nil, fmt.Errorf("otlp-endpoint %q: want http(s)://host:port or host:port", endpoint)
	}
	return u, nil
}

func otlpHTTPOptions(endpoint string) ([]otlptracehttp.Option, error) {
	u, err := endpointURL(endpoint)
	if err != nil {
		return nil, err
	}
	opts := []otlptracehttp.Option{otlptracehttp.WithEndpoint(u.Host)}
	if u.Scheme == "http" {
		opts = append(opts, otlptracehttp.WithInsecure())
	}
	// A base URL, as OTEL_EXPORTER_OTLP_ENDPOINT is: the signal's path follows.
	opts = append(opts, otlptracehttp.WithURLPath(strings.TrimSuffix(u.Path, "/")+"/v1/traces"))
	return opts, nil
}

// Provider is the tracer provider, for spans of the engine's own.
func (t *Tracing) Provider() *sdktrace.TracerProvider { return t.provider }

// Close flushes what is buffered and stops exporting.
func (t *Tracing) Close(ctx context.Context) error { return t.provider.Shutdown(ctx) }
