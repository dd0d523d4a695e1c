package swapworker

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"

	"github.com/prometheus/client_golang/prometheus"
	"go.temporal.io/sdk/client"

	"github.com/swapengine/swapengine/internal/cliflag"
	"github.com/swapengine/swapengine/internal/redact"
	"github.com/swapengine/swapengine/internal/tclient"
	"github.com/swapengine/swapengine/internal/telemetry"
)

// Observability are the worker's logging, metrics and tracing settings.
type Observability struct {
	// MetricsListen serves /metrics, /healthz and /readyz; empty: none.
	MetricsListen string
	// OTLPEndpoint receives traces over OTLP, overriding OTEL_EXPORTER_OTLP_ENDPOINT; tracing is
	// off when neither is set (telemetry.TracingConfigured).
	OTLPEndpoint string
	LogFormat    string // text or json
	LogLevel     string // debug, info, warn, error
}

func (o *Observability) registerFlags(fs *flag.FlagSet) {
	fs.StringVar(&o.MetricsListen, "metrics-listen", cliflag.Env("", "METRICS_LISTEN"), "serve Prometheus /metrics, /healthz and /readyz at ADDR (env METRICS_LISTEN)")
	// No cliflag.Env here: the OTel SDK's exporter reads the standard OTEL_EXPORTER_OTLP_* variables
	// itself (endpoint, headers, certificates, timeout), so the flag is only an override.
	fs.StringVar(&o.OTLPEndpoint, "otlp-endpoint", "", "export traces over OTLP to this collector's base URL, e.g. http://otel:4318 (env OTEL_EXPORTER_OTLP_ENDPOINT, OpenTelemetry's own, which the SDK reads; the flag wins; tracing is on when either is set; OTEL_EXPORTER_OTLP_PROTOCOL=grpc for gRPC, e.g. http://otel:4317; OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES honoured)")
	fs.StringVar(&o.LogFormat, "log-format", cliflag.Env("text", "LOG_FORMAT"), "log format: text or json (env LOG_FORMAT)")
	fs.StringVar(&o.LogLevel, "log-level", cliflag.Env("info", "LOG_LEVEL"), "log level: debug, info, warn or error (env LOG_LEVEL)")
}

func (o Observability) validate() error {
	if _, err := parseLevel(o.LogLevel); err != nil {
		return err
	}
	switch o.LogFormat {
	case "", "text", "json": // empty: text, for configs built in code
	default:
		return fmt.Errorf("log-format %q: want text or json", o.LogFormat)
	}
	return nil
}

func parseLevel(s string) (slog.Level, error) {
	var l slog.Level
	if s == "" {
		return slog.LevelInfo, nil
	}
	if err := l.UnmarshalText([]byte(strings.ToUpper(s))); err != nil {
		return 0, fmt.Errorf("log-level %q: want debug, info, warn or error", s)
	}
	return l, nil
}

// NewLogger builds the worker's logger from the settings; every record
// carries service=swapengine-worker so that mixed logs stay attributable.
func (o Observability) NewLogger(w io.Writer) (*slog.Logger, error) {
	if err := o.validate(); err != nil {
		return nil, err
	}
	level, _ := parseLevel(o.LogLevel)
	opts := &slog.HandlerOptions{Level: level}
	var h slog.Handler = slog.NewTextHandler(w, opts)
	if o.LogFormat == "json" {
		h = slog.NewJSONHandler(w, opts)
	}
	return slog.New(h).With("service", telemetry.ServiceName), nil
}

// observed is what startObservability started.
type observed struct {
	metrics *telemetry.Metrics
	tracing *telemetry.Tracing
}

// start serves metrics and health and starts tracing, wiring both into the
// Temporal client config.
func (o Observability) start(ctx context.Context, tc *tclient.Config, logger *slog.Logger) (*observed, error) {
	var ob observed
	if o.MetricsListen != "" {
		m, err := telemetry.Serve(o.MetricsListen)
		if err != nil {
			return nil, err
		}
		ob.metrics = m
		tc.Metrics = m.Handler
		logger.Info("metrics", "url", "http://"+m.Addr+"/metrics", "ready", "http://"+m.Addr+"/readyz")
	}
	if telemetry.TracingConfigured(o.OTLPEndpoint) {
		t, err := telemetry.StartTracing(ctx, o.OTLPEndpoint)
		if err != nil {
			_ = ob.close()
			return nil, err
		}
		ob.tracing = t
		tc.Interceptors = append(tc.Interceptors, t.Interceptor)
		logger.Info("tracing", "protocol", t.Protocol, "otlpEndpoint", redact.URL(tracingEndpoint(o.OTLPEndpoint)))
	}
	return &ob, nil
}

// ready makes /readyz answer from the Temporal connection and the database.
func (ob *observed) ready(cl client.Client, d Deps) {
	if ob == nil || ob.metrics == nil {
		return
	}
	ob.metrics.SetReady(func(ctx context.Context) error {
		if _, err := cl.CheckHealth(ctx, &client.CheckHealthRequest{}); err != nil {
			return fmt.Errorf("temporal: %w", err)
		}
		if d.DB != nil {
			if err := d.DB.Ping(ctx); err != nil {
				return fmt.Errorf("postgres: %w", err)
			}
		}
		return nil
	})
}

// register adds collectors to what /metrics serves; without a metrics
// endpoint there is nothing to add them to.
func (ob *observed) register(cs ...prometheus.Collector) error {
	if ob == nil || ob.metrics == nil {
		return nil
	}
	for _, c := range cs {
		if err := ob.metrics.Registry.Register(c); err != nil {
			return fmt.Errorf("metrics: register: %w", err)
		}
	}
	return nil
}

func (ob *observed) close() error {
	if ob == nil {
		return nil
	}
	var errs []error
	if ob.tracing != nil {
		errs = append(errs, ob.tracing.Close(context.Background()))
	}
	if ob.metrics != nil {
		errs = append(errs, ob.metrics.Close())
	}
	return errors.Join(errs...)
}

// tracingEndpoint is where traces go, for the log: the flag, else the variables the SDK reads.
func tracingEndpoint(flag string) string {
	for _, v := range []string{flag, os.Getenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"), os.Getenv("OTEL_EXPORTER_OTLP_ENDPOINT")} {
		if v != "" {
			return v
		}
	}
	return ""
}
