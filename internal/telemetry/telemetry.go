// Package telemetry exposes the worker's metrics to Prometheus: the Temporal
// SDK's own (task latencies, activity failures, sticky cache…) and the swap
// engine's (deliveries by outcome, scanner passes, reorgs, parked deposits),
// through OpenTelemetry's Prometheus exporter.
package telemetry

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	otelprom "go.opentelemetry.io/otel/exporters/prometheus"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.temporal.io/sdk/client"
	temporalotel "go.temporal.io/sdk/contrib/opentelemetry"
)

// Metrics is a running /metrics endpoint and the handler the Temporal client
// records through; workflows and activities reach it with
// workflow.GetMetricsHandler / activity.GetMetricsHandler.
type Metrics struct {
	Handler client.MetricsHandler
	Addr    string // where /metrics is served
	// Registry is what /metrics serves: the engine's own Prometheus
	// collectors (the sender's balances) register here.
	Registry prometheus.Registerer
	srv      *http.Server
	meters   *sdkmetric.MeterProvider
	ready    atomic.Pointer[ReadyFunc]
}

// ReadyFunc says whether the process can do its work (Temporal reachable,
// database answering, worker polling); nil means ready.
type ReadyFunc func(context.Context) error

// SetReady installs the readiness check behind /readyz; until it is set,
// /readyz answers 503 "starting".
func (m *Metrics) SetReady(f ReadyFunc) { m.ready.Store(&f) }

func (m *Metrics) serveReady(w http.ResponseWriter, r *http.Request) {
	f := m.ready.Load()
	if f == nil {
		http.Error(w, "starting", http.StatusServiceUnavailable)
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), 3*time.Second)
	defer cancel()
	if err := (*f)(ctx); err != nil {
		http.Error(w, "not ready: "+err.Error(), http.StatusServiceUnavailable)
		return
	}
	_, _ = io.WriteString(w, "ready\n")
}

// Prefix names the engine's own series (swap_deliveries becomes
// swapengine_swap_deliveries_total); the SDK's keep their temporal_ names so
// Temporal's SDK dashboard finds them.
const Prefix = "swapengine_"

// ServiceName is reported as service.name (target_info in Prometheus, and
// traces) unless OTEL_SERVICE_NAME or OTEL_RESOURCE_ATTRIBUTES name another.
const ServiceName = "swapengine-worker"

// SecondBuckets bound the latency histograms. The SDK records timers in
// seconds; OpenTelemetry's default bounds (0, 5, 10, 25 … 10000) are meant
// for milliseconds and would put every activity in the first bucket.
var SecondBuckets = []float64{0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600}

// Serve starts the endpoint on listen ("127.0.0.1:9090", ":0" for any port).
func Serve(listen string) (*Metrics, error) {
	registry := prometheus.NewRegistry()
	// A private registry has none of the default registry's collectors: add the Go runtime's and
	// the process's, the first things to look at when a worker slows down or is killed for memory.
	if err := registry.Register(collectors.NewGoCollector()); err != nil {
		return nil, fmt.Errorf("go collector: %w", err)
	}
	if err := registry.Register(collectors.NewProcessCollector(collectors.ProcessCollectorOpts{})); err != nil {
		return nil, fmt.Errorf("process collector: %w", err)
	}
	exporter, err := otelprom.New(otelprom.WithRegisterer(registry))
	if err != nil {
		return nil, fmt.Errorf("prometheus exporter: %w", err)
	}
	res, err := Resource(context.Background())
	if err != nil {
		return nil, err
	}
	opts := []sdkmetric.Option{sdkmetric.WithReader(exporter), sdkmetric.WithResource(res)}
	// The SDK's metrics handler names instruments without a description:
	// a view per series gives each its HELP text.
	for n, help := range Help {
		opts = append(opts, sdkmetric.WithView(sdkmetric.NewView(sdkmetric.Instrument{Name: Prefix + n}, sdkmetric.Stream{Description: help})))
	}
	meters := sdkmetric.NewMeterProvider(append(opts,
		sdkmetric.WithView(sdkmetric.NewView(
			sdkmetric.Instrument{Kind: sdkmetric.InstrumentKindHistogram, Unit: "s"},
			sdkmetric.Stream{Aggregation: sdkmetric.AggregationExplicitBucketHistogram{Boundaries: SecondBuckets}},
		)),
	)...)
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return nil, fmt.Errorf("metrics: listen on %s: %w", listen, err)
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", promhttp.HandlerFor(registry, promhttp.HandlerOpts{}))
	// /healthz: the process is alive (restart it if not); /readyz: it can
	// work (take it out of rotation if not).
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) { _, _ = io.WriteString(w, "ok\n") })
	sdk := temporalotel.NewMetricsHandler(temporalotel.MetricsHandlerOptions{
		Meter: meters.Meter("swapengine"),
		// Counters are documented as ever-increasing: export them as
		// Prometheus counters (…_total), which dashboards rate().
		UseMonotonicCounters: true,
		// The default panics, which would take a worker down over a metric.
		OnError: func(err error) { slog.Warn("metrics", "err", err) },
	})
	m := &Metrics{
		Handler:  prefixed{sdk},
		Addr:     ln.Addr().String(),
		Registry: registry,
		srv:      &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second},
		meters:   meters,
	}
	mux.HandleFunc("GET /readyz", m.serveReady)
	go func() { _ = m.srv.Serve(ln) }()
	return m, nil
}

// prefixed puts Prefix before every series the SDK did not name.
type prefixed struct{ h client.MetricsHandler }

func name(n string) string {
	if strings.HasPrefix(n, "temporal_") || strings.HasPrefix(n, Prefix) {
		return n
	}
	return Prefix + n
}

func (p prefixed) WithTags(tags map[string]string) client.MetricsHandler {
	return prefixed{p.h.WithTags(tags)}
}
func (p prefixed) Counter(n string) client.MetricsCounter { return p.h.Counter(name(n)) }
func (p prefixed) Gauge(n string) client.MetricsGauge     { return p.h.Gauge(name(n)) }
func (p prefixed) Timer(n string) client.MetricsTimer     { return p.h.Timer(name(n)) }
func (p prefixed) Unwrap() client.MetricsHandler          { return p.h }

// Close stops serving and flushes the meters.
func (m *Metrics) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return errors.Join(m.srv.Shutdown(ctx), m.meters.Shutdown(ctx))
}
