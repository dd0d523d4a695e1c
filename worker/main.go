// Command worker runs swap workflows and their activities.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"swapengine/internal/swapworker"
)

func main() {
	var cfg swapworker.Config
	fs := flag.NewFlagSet("worker", flag.ExitOnError)
	cfg.RegisterFlags(fs)
	_ = fs.Parse(os.Args[1:])

	logger := slog.New(slog.NewTextHandler(os.Stderr, nil))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	// The first signal starts the graceful stop; restoring the default handling
	// lets a second one end the process at once.
	go func() { <-ctx.Done(); stop() }()
	if err := swapworker.Run(ctx, cfg, logger); err != nil {
		fmt.Fprintln(os.Stderr, "worker:", err)
		os.Exit(1)
	}
}
