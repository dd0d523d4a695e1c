// Command worker runs swap workflows and their activities.
package main

import (
	"context"
	"flag"
	"fmt"
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

	logger, err := cfg.NewLogger(os.Stderr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "worker:", err)
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := swapworker.Run(ctx, cfg, logger); err != nil {
		fmt.Fprintln(os.Stderr, "worker:", err)
		os.Exit(1)
	}
}
