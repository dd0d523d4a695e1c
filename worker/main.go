// Command worker runs swap workflows and their activities.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/swapengine/swapengine/internal/cliflag"
	_ "github.com/swapengine/swapengine/internal/kmsdrivers" // KMS keepers for MERCHANT_SECRETS_KEEPER
	"github.com/swapengine/swapengine/internal/swapworker"
	"github.com/swapengine/swapengine/internal/version"
)

func main() {
	var cfg swapworker.Config
	fs := flag.NewFlagSet("worker", flag.ExitOnError)
	cfg.RegisterFlags(fs)
	showVersion := fs.Bool("version", false, "print the version and exit")
	fs.Usage = func() {
		w := fs.Output()
		fmt.Fprint(w, `usage: worker [flags]

Runs swap workflows and their activities on one Temporal task queue; with
-rpc-url and -database-url it also runs the chain scanner's work. It runs as
one build of a Temporal Worker Deployment: a swap finishes on the build that
started it, and a new build takes new swaps once made current (docs/deploy.md,
"Deploying a new version"). Every flag has an environment variable (docs/reference.md,
Worker settings).

flags:
`)
		cliflag.PrintDefaults(w, fs)
		fmt.Fprint(w, `
example:
  WEBHOOK_SECRETS=… EXCHANGE_SECRETS=… PAYOUT_SECRETS=… worker -exchange-url https://exchange.internal \
    -payout-url https://payouts.internal -database-url "$DATABASE_URL" -rpc-url http://127.0.0.1:8545 -metrics-listen :9090
`)
	}
	_ = fs.Parse(os.Args[1:])
	if *showVersion {
		fmt.Println("worker", version.String())
		return
	}
	// Bad configuration exits 2, as bad arguments do (the starter's convention).
	logger, err := cfg.NewLogger(os.Stderr)
	if err == nil {
		err = cfg.Validate()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "worker:", err)
		os.Exit(2)
	}
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
