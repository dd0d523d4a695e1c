package operator

import (
	"context"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/cliflag"
	"github.com/swapengine/swapengine/internal/store"
)

const outboxUsage = "outbox: a subcommand is required: list or redrive (starter outbox list -h)"

// runOutbox shows and re-sends the chain outbox's deliveries: the rows the
// dispatcher parked (unmatched, closed, review), those still pending, and
// those that started a late refund.
func runOutbox(ctx context.Context, args []string, out io.Writer) error {
	if len(args) == 0 {
		return usagef(outboxUsage)
	}
	switch args[0] {
	case "list":
		return runOutboxList(ctx, args[1:], out)
	case "redrive":
		return runOutboxRedrive(ctx, args[1:], out)
	case "-h", "--help", "help":
		fmt.Fprintln(out, "usage: starter outbox list|redrive [flags]")
		return nil
	}
	return usagef("outbox: unknown subcommand %q (list or redrive)", args[0])
}

// outboxFlags are the filters both subcommands take.
type outboxFlags struct {
	dbURL, contract, swapID, states string
	chainID                         uint64
	chains                          chainFlags
	fs                              *flag.FlagSet
}

func (f *outboxFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.dbURL, "database-url", cliflag.Env("", "DATABASE_URL"), "Postgres URL (env DATABASE_URL; required)")
	fs.StringVar(&f.contract, "contract", cliflag.Env("", "VAULT_ADDRESS"), "deposit vault address: that scanner's rows only (env VAULT_ADDRESS; default all scanners)")
	fs.Uint64Var(&f.chainID, "chain-id", envUint("CHAIN_ID"), "chain ID of the scanner (env CHAIN_ID; required with -contract)")
	fs.StringVar(&f.swapID, "swap-id", "", "one swap's rows only")
	fs.StringVar(&f.states, "state", "", "comma-separated row states: "+strings.Join(store.OutboxStates, ", "))
	f.chains, f.fs = registerChainFlags(fs), fs
}

func (f *outboxFlags) filter(cmd string) (store.OutboxFilter, error) {
	var filter store.OutboxFilter
	if f.dbURL == "" {
		return filter, usagef("%s: -database-url is required", cmd)
	}
	if f.chains.set() {
		c, err := f.chains.load(cmd, f.fs, "contract", "chain-id")
		if err != nil {
			return filter, err
		}
		filter.ScannerID = c.ScannerConfig().ID()
	} else if f.contract != "" {
		addr, err := contractAddress(cmd, f.contract)
		if err != nil {
			return filter, err
		}
		if f.chainID == 0 {
			return filter, usagef("%s: -contract needs -chain-id (or CHAIN_ID): a vault address names a scanner only on its chain", cmd)
		}
		filter.ScannerID = chain.Config{ChainID: f.chainID, Contract: addr}.ID()
	}
	filter.SwapID = f.swapID
	for _, st := range strings.Split(f.states, ",") {
		if st = strings.TrimSpace(st); st == "" {
			continue
		}
		if !slices.Contains(store.OutboxStates, st) {
			return filter, usagef("%s: -state %q is not one of %s", cmd, st, strings.Join(store.OutboxStates, ", "))
		}
		filter.States = append(filter.States, st)
	}
	return filter, nil
}

func runOutboxList(ctx context.Context, args []string, out io.Writer) error {
	var (
		f      outboxFlags
		limit  int
		after  int64
		asJSON bool
	)
	fs := newFlags("outbox list", out)
	f.register(fs)
	fs.IntVar(&limit, "limit", 100, fmt.Sprintf("rows to show, 1 to %d", store.MaxOutboxList))
	fs.Int64Var(&after, "after", 0, "show rows with an ID above this (the last ID of the previous page)")
	fs.BoolVar(&asJSON, "json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	filter, err := f.filter("outbox list")
	if err != nil {
		return err
	}
	if limit < 1 || limit > store.MaxOutboxList {
		return usagef("outbox list: -limit must be between 1 and %d", store.MaxOutboxList)
	}
	if after < 0 {
		return usagef("outbox list: -after must not be negative")
	}
	filter.Limit, filter.AfterID = limit, after
	pool, err := store.Open(ctx, f.dbURL)
	if err != nil {
		return err
	}
	defer pool.Close()
	rows, err := (&store.Scans{DB: pool}).ListOutbox(ctx, filter)
	if err != nil {
		return err
	}
	if asJSON {
		return printJSON(out, rows)
	}
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tSTATE\tKIND\tSWAP\tATTEMPTS\tAGE\tEVENT\tLAST ERROR / NOTE")
	now := time.Now()
	for _, r := range rows {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%d\t%s\t%s\t%s\n", r.ID, r.State, r.Kind, r.SwapID, r.Attempts,
			now.Sub(r.CreatedAt).Round(time.Second), r.EventID, r.LastError)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(rows) == limit {
		fmt.Fprintf(out, "… more: -after %d\n", rows[len(rows)-1].ID)
	}
	return nil
}

func runOutboxRedrive(ctx context.Context, args []string, out io.Writer) error {
	var (
		f    outboxFlags
		note string
	)
	fs := newFlags("outbox redrive", out)
	f.register(fs)
	fs.StringVar(&note, "note", "redriven by an operator", "recorded on each row")
	if err := parse(fs, args); err != nil {
		return err
	}
	filter, err := f.filter("outbox redrive")
	if err != nil {
		return err
	}
	if filter.SwapID == "" && len(filter.States) == 0 {
		return usagef("outbox redrive: -swap-id or -state is required")
	}
	for _, st := range filter.States {
		if !slices.Contains(store.RedriveStates, st) {
			return usagef("outbox redrive: -state %q cannot be redriven (only %s)", st, strings.Join(store.RedriveStates, ", "))
		}
	}
	pool, err := store.Open(ctx, f.dbURL)
	if err != nil {
		return err
	}
	defer pool.Close()
	rows, swaps, err := (&store.Scans{DB: pool}).Redrive(ctx, filter, note)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%d rows of %d swaps queued again; the dispatcher's next round sends them in order\n", rows, swaps)
	return nil
}
