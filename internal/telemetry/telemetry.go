// Package telemetry exposes the worker's metrics to Prometheus: the Temporal
// SDK's own (task latencies, activity failures, sticky cache…) and the swap
// engine's (deliveries by outcome, scanner passes, reorgs, parked deposits),
// through OpenTelemetry's Prometheus exporter.
package telemetry

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
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
	srv     *http.Server
	meters  *sdkmetric.MeterProvider
}

// Serve starts the endpoint on listen ("127.0.0.1:9090", ":0" for any port).
func Serve(listen string) (*Metrics, error) {
	registry := prometheus.NewRegistry()
	exporter, err := otelprom.New(otelprom.WithRegisterer(registry))
	if err != nil {
		return nil, fmt.Errorf("prometheus exporter: %w", err)
	}
	meters := sdkmetric.NewMeterProvider(sdkmetric.WithReader(exporter))
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return nil, fmt.Errorf("metrics: listen on %s: %w", listen, err)
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", promhttp.HandlerFor(registry, promhttp.HandlerOpts{}))
	m := &Metrics{
		Handler: temporalotel.NewMetricsHandler(temporalotel.MetricsHandlerOptions{Meter: meters.Meter("swapengine")}),
		Addr:    ln.Addr().String(),
		srv:     &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second},
		meters:  meters,
	}
	go func() { _ = m.srv.Serve(ln) }()
	return m, nil
}

// Close stops serving and flushes the meters.
func (m *Metrics) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return errors.Join(m.srv.Shutdown(ctx), m.meters.Shutdown(ctx))
}
