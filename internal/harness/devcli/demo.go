package devcli

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/swapengine/swapengine/internal/cliflag"
	"github.com/swapengine/swapengine/internal/harness/devstack"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/internal/swapworker"
	"github.com/swapengine/swapengine/internal/tclient"
	"github.com/swapengine/swapengine/workflows"
)

// embeddedStack is what the demo runs on: the Temporal dev server and a
// throw-away Postgres, each unless the environment already names one.
type embeddedStack struct {
	DatabaseURL string
	Temporal    tclient.Config
	UIURL       string
	TemporalPID int // the Temporal server process this stack started; 0 when TEMPORAL_ADDRESS named one or it is a cluster
	stops       []func() error
}

func startEmbeddedStack(ctx context.Context, name string, out io.Writer) (*embeddedStack, error) {
	return startStack(ctx, name, out, true)
}

// startStack is startEmbeddedStack; without withPostgres it leaves Postgres to the caller
// (the soak runs a cluster of its own, which it crashes).
func startStack(ctx context.Context, name string, out io.Writer, withPostgres bool) (*embeddedStack, error) {
	s := &embeddedStack{Temporal: tclient.Config{Namespace: "default"}}
	dir, err := os.MkdirTemp("", "swapengine-"+name+"-")
	if err != nil {
		return nil, err
	}
	s.stops = append(s.stops, func() error { return os.RemoveAll(dir) })
	// Postgres runs as its own user when we are root: it must reach the directory.
	if err := os.Chmod(dir, 0o755); err != nil {
		s.Stop()
		return nil, err
	}
	logFile, err := os.Create(filepath.Join(dir, "services.log"))
	if err != nil {
		s.Stop()
		return nil, err
	}
	s.stops = append(s.stops, logFile.Close)

	if !withPostgres {
		// The caller runs its own.
	} else if s.DatabaseURL = os.Getenv("DATABASE_URL"); s.DatabaseURL == "" {
		fmt.Fprintln(out, "· starting a throw-away Postgres cluster …")
		pg, err := devstack.StartPostgres(ctx, filepath.Join(dir, "postgres"), logFile)
		if err != nil {
			s.Stop()
			return nil, err
		}
		s.stops = append(s.stops, pg.Stop)
		s.DatabaseURL = pg.URL
	}
	if s.Temporal.Address = os.Getenv("TEMPORAL_ADDRESS"); s.Temporal.Address == "" && productionStack() {
		// TEMPORAL_STACK=production or cluster: the stack docker-compose.yml
		// runs, from plain binaries (scripts/install-temporal-stack.sh).
		split := os.Getenv("TEMPORAL_STACK") == "cluster"
		how := "one server process, as compose runs it"
		if split {
			how = "one process per server service"
		}
		fmt.Fprintf(out, "· starting the production Temporal stack (server on Postgres, %s) …\n", how)
		// Beside, not in, the engine's Postgres of dir/postgres: the stack
		// runs a cluster of its own there.
		tdir := filepath.Join(dir, "temporal")
		if err := os.Mkdir(tdir, 0o755); err != nil {
			s.Stop()
			return nil, err
		}
		p, err := devstack.StartProduction(ctx, devstack.ProductionOptions{Dir: tdir, Split: split})
		if err != nil {
			s.Stop()
			return nil, err
		}
		s.stops = append(s.stops, p.Stop)
		if all, ok := p.Procs["temporal-all"]; ok {
			s.TemporalPID = all.PID
		}
		s.Temporal.Address, s.UIURL, s.Temporal.Namespace = p.Address, p.UIURL, p.Namespace
	} else if s.Temporal.Address == "" {
		fmt.Fprintln(out, "· starting the Temporal dev server …")
		t, err := devstack.StartTemporal(ctx, devstack.TemporalOptions{LogWriter: logFile})
		if err != nil {
			s.Stop()
			return nil, err
		}
		s.stops = append(s.stops, t.Stop)
		s.TemporalPID = t.PID
		s.Temporal.Address, s.UIURL, s.Temporal.Namespace = t.Address, t.UIURL, t.Namespace
	} else {
		s.Temporal.Namespace = cliflag.Env("default", "TEMPORAL_NAMESPACE")
		s.UIURL = os.Getenv("TEMPORAL_UI_URL")
	}
	return s, nil
}

// productionStack reports whether TEMPORAL_STACK asks for the production
// Temporal stack instead of the dev server.
func productionStack() bool {
	v := os.Getenv("TEMPORAL_STACK")
	return v == "production" || v == "cluster"
}

// Stop stops what the stack started, newest first.
func (s *embeddedStack) Stop() {
	for i := len(s.stops) - 1; i >= 0; i-- {
		_ = s.stops[i]()
	}
	s.stops = nil
}

func runDemo(ctx context.Context, args []string, out io.Writer) error {
	var hold bool
	fs := newFlags("demo", out)
	fs.BoolVar(&hold, "hold", false, "keep the stack running after the demo, until Ctrl-C, to browse Temporal Web")
	if err := parse(fs, args); err != nil {
		return err
	}
	stack, err := startEmbeddedStack(ctx, "demo", out)
	if err != nil {
		return err
	}
	defer stack.Stop()

	// The deploy's migrate step (`starter migrate up`): the worker below only checks the schema.
	if err := store.Migrate(ctx, stack.DatabaseURL); err != nil {
		return err
	}
	pool, err := store.Open(ctx, stack.DatabaseURL)
	if err != nil {
		return err
	}
	defer pool.Close()
	secrets := providers.NewSecrets()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	quiet := slog.New(slog.DiscardHandler)
	provCtx, stopProviders := context.WithCancel(ctx)
	defer stopProviders()
	go serve(provCtx, ln, providers.New(pool, secrets.Apply(providers.Config{RateNum: 2, RateDen: 1})).Handler())
	provURL := "http://" + ln.Addr().String()

	cl, err := tclient.Dial(stack.Temporal, quiet)
	if err != nil {
		return err
	}
	defer cl.Close()
	wcfg := swapworker.Config{Temporal: stack.Temporal, TaskQueue: workflows.TaskQueue, ExchangeURL: provURL, PayoutURL: provURL, WebhookSecret: secrets.Webhook,
		ExchangeSecret: secrets.Exchange, PayoutSecret: secrets.Payout,
		WebhookAllowPrivate: true} // the merchant receiver is on loopback
	w, _, err := swapworker.New(wcfg, swapworker.Deps{Temporal: cl, DB: pool})
	if err != nil {
		return err
	}
	if err := w.Start(); err != nil {
		return err
	}
	defer w.Stop()
	fmt.Fprintln(out, "\n── part 1: deliveries by signal and update ──")

	swapID := fmt.Sprintf("swap-demo-%d", time.Now().Unix())
	depositRef := "evm:1337:0x5fbdb2315678afecb367f032d93f642f64180aa3:1"
	in := workflows.SwapInput{
		Terms: swap.Terms{SwapID: swapID, AmountUnits: "12500000", Asset: "ETH", ChainID: 1337,
			PayoutAddress: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8"},
		WebhookURL:      provURL + providers.PathWebhooks,
		DepositDeadline: time.Now().Add(time.Hour).UTC().Truncate(time.Second),
	}
	run, err := cl.ExecuteWorkflow(ctx, swapclient.StartOptions(swapID), workflows.SwapWorkflow, in)
	if err != nil {
		return fmt.Errorf("start swap: %w", err)
	}
	fmt.Fprintf(out, "\nstarted swap %s: expects %s base units of ETH\n\n", swapID, in.Terms.AmountUnits)

	observed := swap.Event{EventID: "evm:1337:0xblock1:0", SwapID: swapID, Type: swap.DepositObserved, DepositRef: depositRef, AmountUnits: "12500000"}
	if err := cl.SignalWorkflow(ctx, swapID, "", workflows.SignalDepositObserved, observed); err != nil {
		return err
	}
	fmt.Fprintf(out, "%-50s signal sent (tentative deposit %s)\n", "deposit-observed "+observed.EventID, depositRef)

	confirmed := observed
	confirmed.Type, confirmed.EventID = swap.DepositConfirmed, "evm:1337:0xblock1:0/final"
	conflicting := confirmed
	conflicting.AmountUnits = "99999999"
	newID := confirmed
	newID.EventID = "ops:manual-confirmation-7"
	for _, step := range []struct {
		label string
		ev    swap.Event
	}{
		{"valid confirmation", confirmed},
		{"the same delivery replayed", confirmed},
		{"same event ID, amount 99999999", conflicting},
		{"new event ID, same deposit", newID},
	} {
		r, err := swapclient.Confirm(ctx, cl, step.ev)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "%-50s → %-19s %s\n", "confirm-deposit: "+step.label, r.Outcome, r.Reason)
	}

	waitCtx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	if err := run.Get(waitCtx, nil); err != nil {
		return fmt.Errorf("swap %s did not finish: %w", swapID, err)
	}
	v, err := swapclient.Status(ctx, cl, swapID)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "\nswap %s finished: status %s, revision %d\n", swapID, v.Status, v.Revision)
	fmt.Fprintf(out, "ledger: %d events applied, %d already-applied, %d duplicate deliveries, %d integrity conflicts\n",
		v.Ledger.Applied, v.Ledger.AlreadyApplied, v.Ledger.Duplicates, v.Ledger.ConflictsTotal)
	if err := printEffects(ctx, out, pool, swapID); err != nil {
		return err
	}
	links := []string{swapID}

	chainSwaps, err := runChainDemo(ctx, out, cl, pool, wcfg)
	if err != nil {
		return err
	}
	links = append(links, chainSwaps...)
	onChain, err := runOnChainDemo(ctx, out, cl, pool, wcfg)
	if err != nil {
		return err
	}
	links = append(links, onChain...)
	if stack.UIURL != "" {
		fmt.Fprintln(out, "\nTemporal Web:")
		for _, id := range links {
			fmt.Fprintf(out, "  %s/namespaces/%s/workflows/%s\n", stack.UIURL, stack.Temporal.Namespace, id)
		}
	}
	if hold {
		fmt.Fprintln(out, "stack kept running; Ctrl-C to stop")
		<-ctx.Done()
		return nil
	}
	if stack.UIURL != "" {
		// The links die with the stack: say so, and how to keep it.
		fmt.Fprintln(out, "the stack stops now; run `scripts/demo.sh -hold` to keep it up and open these links")
	}
	return nil
}

func printEffects(ctx context.Context, out io.Writer, pool *pgxpool.Pool, swapID string) error {
	counts, err := providers.CountEffects(ctx, pool, swapID)
	if err != nil {
		return err
	}
	fmt.Fprintln(out, "effects recorded at the receivers (one row per effect actually performed):")
	for _, c := range counts {
		fmt.Fprintf(out, "  %-10s %-40s ×%d\n", c.Receiver, c.Key, c.Count)
	}
	return nil
}
