package devcli

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/swapengine/swapengine/internal/harness/devstack"
	"github.com/swapengine/swapengine/internal/harness/quotebench"
)

// runBenchQuotes measures POST /v1/quotes (issue 28) on the dev chain with
// its own Postgres (DATABASE_URL when set): no Temporal is needed.
func runBenchQuotes(ctx context.Context, args []string, out io.Writer) error {
	o := quotebench.Options{Out: out}
	fs := newFlags("bench-quotes", out)
	fs.IntVar(&o.Quotes, "quotes", 500, "quotes per figure, one at a time, alternated with the bare feed reads")
	if err := parse(fs, args); err != nil {
		return err
	}
	if o.Quotes < 3 {
		return usagef("bench-quotes: -quotes must be at least 3")
	}
	o.DatabaseURL = os.Getenv("DATABASE_URL")
	if o.DatabaseURL == "" {
		dir, err := os.MkdirTemp("", "swapengine-bench-quotes-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		// Postgres runs as its own user when we are root: it must reach the directory.
		if err := os.Chmod(dir, 0o755); err != nil {
			return err
		}
		fmt.Fprintln(out, "· starting Postgres …")
		pg, err := devstack.StartPostgres(ctx, dir, io.Discard)
		if err != nil {
			return err
		}
		defer pg.Stop()
		o.DatabaseURL = pg.URL
	}
	figs, err := quotebench.Run(ctx, o)
	if err != nil {
		return err
	}
	fmt.Fprintln(out, "\n| price sources | POST /v1/quotes p50 / p99 | bare feed reads p50 / p99 | ratio (p50) | JSON-RPC requests a quote |")
	fmt.Fprintln(out, "|---|---|---|---|---|")
	for _, f := range figs {
		fmt.Fprintf(out, "| %s | %s / %s | %s / %s | %.2f | %.0f |\n", f.Name, f.P50, f.P99, f.CeilP50, f.CeilP99, f.Ratio(), f.RPCPerQuote)
	}
	return nil
}
