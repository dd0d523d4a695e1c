// Command ceilingworker runs the benchmark's ceiling workflows
// (internal/harness/swapbench) on the same SDK settings as the real worker; `starter
// bench` builds and starts it.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"go.temporal.io/sdk/worker"

	"github.com/swapengine/swapengine/internal/harness/swapbench"
	"github.com/swapengine/swapengine/internal/swapworker"
	"github.com/swapengine/swapengine/internal/tclient"
)

func main() {
	var (
		tc    tclient.Config
		queue string
	)
	fs := flag.NewFlagSet("ceilingworker", flag.ExitOnError)
	tc.RegisterFlags(fs)
	fs.StringVar(&queue, "task-queue", "", "task queue (required)")
	_ = fs.Parse(os.Args[1:])
	if queue == "" {
		fmt.Fprintln(os.Stderr, "ceilingworker: -task-queue is required")
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	cl, err := tclient.Dial(tc, logger)
	if err != nil {
		fmt.Fprintln(os.Stderr, "ceilingworker:", err)
		os.Exit(1)
	}
	defer cl.Close()
	w := worker.New(cl, queue, swapworker.EngineOptions())
	swapbench.RegisterCeiling(w)
	if err := w.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "ceilingworker:", err)
		os.Exit(1)
	}
	<-ctx.Done()
	w.Stop()
}
