package swapworker

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"time"

	"go.temporal.io/sdk/worker"
)

// EngineOptions are the SDK worker settings that decide how fast tasks move
// (pollers, slots, eager execution), shared with the benchmark's ceiling
// worker (internal/harness/swapbench) so that the ceiling runs on the same engine
// settings as the swaps it is compared with.
func EngineOptions() worker.Options {
	return worker.Options{
		// The SDK fails a workflow task whose code runs a second without
		// yielding. A swap takes every signal waiting in a task in one go
		// (a flood of a thousand deliveries, megabyte event IDs to refuse),
		// and on a worker starved of CPU that wall-clock second passes with
		// the work still correct: the task then fails, is retried with the
		// same work and fails again. Five seconds keeps a real deadlock
		// visible, well inside the workflow task timeout (10 s).
		DeadlockDetectionTimeout: 5 * time.Second,
		// A task queue has several partitions (4 by default, on the dev
		// server and in production alike), and a task written to one that no
		// poll is waiting on waits until a poll comes there. With the SDK's
		// fixed two pollers a burst of 50 swap creates had a p99 of 4.4 s on
		// an idle machine against a median under 0.5 s (docs/benchmarks.md);
		// autoscaling pollers keep one poll open on each partition the server
		// names and add more under load.
		WorkflowTaskPollerBehavior: worker.NewPollerBehaviorAutoscaling(worker.PollerBehaviorAutoscalingOptions{}),
		ActivityTaskPollerBehavior: worker.NewPollerBehaviorAutoscaling(worker.PollerBehaviorAutoscalingOptions{}),
	}
}

// servePprof serves net/http/pprof at addr until ctx ends: the profiles the
// benchmark (docs/benchmarks.md) reads to tune the worker.
func servePprof(ctx context.Context, addr string, logger *slog.Logger) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("pprof-listen %s: %w", addr, err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		<-ctx.Done()
		_ = srv.Close()
	}()
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			logger.Warn("pprof server stopped", "error", err)
		}
	}()
	logger.Info("pprof serving", "addr", ln.Addr().String())
	return nil
}
