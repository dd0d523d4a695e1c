// Package operator is the starter CLI: start a swap, deliver deposit events as
// signals or through the confirm-deposit update, read status, list swaps by
// status, run the chain scanner, check a receiver. Other packages add their
// commands with AddCommand (the swap API's in internal/api, the development
// and test harness's in internal/harness/devcli); this package imports no
// harness package, so what ships does not depend on the harness.
package operator

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"go.temporal.io/sdk/client"

	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/cliflag"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/internal/tclient"
	"github.com/swapengine/swapengine/internal/webhookurl"
	"github.com/swapengine/swapengine/workflows"
)

// UsageError is a bad command line; main exits 2 for it.
type UsageError struct{ Msg string }

func (e *UsageError) Error() string { return e.Msg }

func usagef(format string, a ...any) error { return &UsageError{fmt.Sprintf(format, a...)} }

type command struct {
	name, summary string
	run           func(ctx context.Context, args []string, out io.Writer) error
}

// entry is a command and the section of `starter help` it is listed in.
type entry struct {
	command
	section string
}

func inSection(section string, cs ...command) []entry {
	out := make([]entry, len(cs))
	for i, c := range cs {
		out[i] = entry{c, section}
	}
	return out
}

func commands() []entry {
	return slices.Concat(
		inSection(SectionSwaps,
			command{"start", "start a swap (workflow ID = swap ID)", runStart},
			command{"signal", "send a deposit event as a signal (deposit-observed, deposit-confirmed, deposit-reorged)", runSignal},
			command{"confirm", "send a deposit confirmation through the confirm-deposit update and print its outcome", runConfirm},
			command{"status", "print a swap's status query", runStatus},
			command{"resolve", "resolve a held swap: retry its failed effect or refund its deposit", runResolve},
			command{"list", "list swaps, optionally by SwapStatus", runList},
		),
		inSection(SectionScanner,
			command{"outbox", "list or redrive the chain outbox's deliveries to swaps, by swap or by state", runOutbox},
		),
		inSection(SectionReceivers,
			command{"receiver-check", "run the receiver contract (idempotency, authentication, refusals) against an exchange and a payout receiver", runReceiverCheck},
		),
		inSection(SectionOperations,
			command{"version", "print the build's version, revision and Go version", runVersion},
			command{"probe", "GET a URL and exit 0 on a 2xx answer (container healthchecks)", runProbe},
			command{"migrate", "apply the database migrations this build embeds (up), or show the schema's state (status)", runMigrate},
			command{"deployment", "Worker Versioning: describe the worker deployment, make a build current, or ramp a share of new swaps to it", runDeployment},
			command{"vault", "read a deployed vault v2: status (admin, timelock, guardian roles, pause, caps and their maxima, spending, balances) or verify (the code is this build's, what its deployment fixed, the standard-JSON input for a block explorer)", runVault},
			command{"clef-rules", "write the rules a clef holding the payer key signs by: vault payments and nonce fillers only (the worker's -payer-signer-api clef)", runClefRules},
			command{"export-histories", "write recent workflow histories from a namespace as JSON files the replay test reads (REPLAY_HISTORIES=DIR), to check a new build before deploying it", runExportHistories},
		),
	)
}

func allCommands() []entry { return slices.Concat(commands(), chainCommands(), added) }

// Main runs one subcommand.
func Main(ctx context.Context, args []string, out io.Writer) error {
	if len(args) == 0 {
		printUsage(errOut)
		return usagef("a command is required")
	}
	if args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		printUsage(out)
		return nil
	}
	for _, c := range allCommands() {
		if c.name == args[0] {
			return c.run(ctx, args[1:], out)
		}
	}
	printUsage(errOut)
	return usagef("unknown command %q", args[0])
}

// printUsage lists the commands by section, in Sections order, so that what
// ships (swaps, API, scanner, receivers, operations) stands apart from the
// development and test harness.
func printUsage(w io.Writer) {
	fmt.Fprintf(w, "usage: %s <command> [flags]   (%s <command> -h for its flags)\n", Program, Program)
	all := allCommands()
	for _, section := range Sections {
		first := true
		for _, c := range all {
			if c.section != section {
				continue
			}
			if first {
				fmt.Fprintf(w, "\n%s:\n", section)
				first = false
			}
			fmt.Fprintf(w, "  %-18s %s\n", c.name, c.summary)
		}
	}
}

func dial(cfg tclient.Config) (client.Client, error) {
	return tclient.Dial(cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
}

func printJSON(out io.Writer, v any) error {
	enc := json.NewEncoder(out)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

func runStart(ctx context.Context, args []string, out io.Writer) error {
	p, err := parseStart(args, out)
	if err != nil {
		return err
	}
	in, tc := p.Input, p.Temporal
	if p.Deadline > 0 {
		in.DepositDeadline = time.Now().Add(p.Deadline).UTC().Truncate(time.Second)
	}
	addr, err := watchDepositAddress(ctx, p.ChainsFile, p.DatabaseURL, in)
	if err != nil {
		return err
	}
	cl, err := dial(tc)
	if err != nil {
		return err
	}
	defer cl.Close()
	run, err := swapclient.StartSwap(ctx, cl, swapclient.StartOptions(in.Terms.SwapID), in)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "started swap %s (run %s)\n", run.GetID(), run.GetRunID())
	if addr != (common.Address{}) {
		fmt.Fprintf(out, "deposit address %s: a plain transfer of %s base units there pays it too\n", addr.Hex(), in.Terms.AmountUnits)
	}
	return nil
}

// validateStart is the start command's check of its input: the swap's own
// start rules (swap.Terms.ValidateStart, which the workflow applies again),
// the deposit window unless -deadline is 0 (none), and the webhook URL under
// this command's -webhook-allow-private. It names the first wrong field as a
// *swap.FieldError (flagName turns it into the flag).
func validateStart(in workflows.SwapInput, deadline time.Duration, allowPrivate bool) error {
	if err := in.Terms.ValidateStart(); err != nil {
		return err
	}
	if in.WebhookURL != "" {
		if err := (webhookurl.Policy{AllowPrivate: allowPrivate}).Check(in.WebhookURL); err != nil {
			return &swap.FieldError{Field: "webhookUrl", Reason: err.Error()}
		}
	}
	if deadline != 0 {
		return swap.ValidateDepositWindow("deadline", deadline)
	}
	return nil
}

// envTrue reads a boolean environment variable: "1", "true", … (strconv).
// envUint is the default of a numeric flag from the environment; unset or
// not a number: 0, which the commands refuse as missing, naming the flag and
// the variable.
func envUint(name string) uint64 {
	v, _ := strconv.ParseUint(cliflag.Env("0", name), 10, 64)
	return v
}

func envTrue(name string) bool {
	v, _ := strconv.ParseBool(cliflag.Env("false", name))
	return v
}

// flagName rewrites a domain field error in terms of the CLI's flag names.
func flagName(err error) string {
	var fe *swap.FieldError
	if !errors.As(err, &fe) {
		return err.Error()
	}
	flags := map[string]string{
		"swapId": "-swap-id", "amountUnits": "-amount", "asset": "-asset", "payoutAddress": "-payout-address",
		"depositRef": "-deposit-ref", "eventId": "-event-id", "type": "-type",
		"payoutAsset": "-payout-asset", "minRefundUnits": "-min-refund", "refundAddress": "-refund-address",
		"chainId": "-chain-id", "webhookUrl": "-webhook-url", "deadline": "-deadline",
	}
	if f, ok := flags[fe.Field]; ok {
		return f + " " + fe.Reason
	}
	return err.Error()
}

func eventFlags(fs *flag.FlagSet, ev *swap.Event) {
	fs.StringVar(&ev.SwapID, "swap-id", "", "swap ID (required)")
	fs.StringVar(&ev.EventID, "event-id", "", "event ID; the dedup key of this delivery (required)")
	fs.StringVar(&ev.DepositRef, "deposit-ref", "", "deposit ref, e.g. evm:1337:0x<contract>:<depositId> (required)")
	fs.StringVar(&ev.AmountUnits, "amount", "", "amount in integer base units (required)")
}

func runSignal(ctx context.Context, args []string, out io.Writer) error {
	p, err := parseSignal(args, out)
	if err != nil {
		return err
	}
	tc, ev, typ := p.Temporal, p.Event, string(p.Event.Type)
	cl, err := dial(tc)
	if err != nil {
		return err
	}
	defer cl.Close()
	if err := swapclient.Signal(ctx, cl, ev.SwapID, typ, ev); err != nil {
		return fmt.Errorf("signal %s to swap %s: %w", typ, ev.SwapID, err)
	}
	fmt.Fprintf(out, "sent %s %s to swap %s (signals are not answered: see `starter status -swap-id %s`)\n", typ, ev.EventID, ev.SwapID, ev.SwapID)
	return nil
}

func runConfirm(ctx context.Context, args []string, out io.Writer) error {
	p, err := parseConfirm(args, out)
	if err != nil {
		return err
	}
	tc, ev := p.Temporal, p.Event
	cl, err := dial(tc)
	if err != nil {
		return err
	}
	defer cl.Close()
	r, err := swapclient.Confirm(ctx, cl, ev)
	if err != nil {
		return err
	}
	return printJSON(out, r)
}

func runStatus(ctx context.Context, args []string, out io.Writer) error {
	p, err := parseStatus(args, out)
	if err != nil {
		return err
	}
	tc, swapID, format := p.Temporal, p.SwapID, &p.Format
	cl, err := dial(tc)
	if err != nil {
		return err
	}
	defer cl.Close()
	v, err := swapclient.Status(ctx, cl, swapID)
	if err != nil {
		return err
	}
	if *format == "text" {
		return printStatusText(out, v)
	}
	return printJSON(out, v)
}

// printStatusText is the status a person reads first; -o json has all of it.
func printStatusText(out io.Writer, v workflows.StatusView) error {
	fmt.Fprintf(out, "swap %s: %s (revision %d, %d runs)\n", v.SwapID, v.Status, v.Revision, v.Runs)
	fmt.Fprintf(out, "terms:    %s %s → %s to %s\n", v.Terms.AmountUnits, v.Terms.Asset, v.Terms.PayoutAsset, v.Terms.PayoutAddress)
	if v.Deposit != nil {
		fmt.Fprintf(out, "deposit:  %s %s units, final %v\n", v.Deposit.Ref, v.Deposit.AmountUnits, v.Deposit.Final)
	}
	if v.HoldReason != "" {
		fmt.Fprintf(out, "held:     %s (%s)\n", v.HoldReason, v.HoldCode)
	}
	if v.FailureReason != "" {
		fmt.Fprintf(out, "failure:  %s\n", v.FailureReason)
	}
	for _, e := range v.Effects {
		fmt.Fprintf(out, "effect:   %-40s %s %s\n", e.Key, e.Result, e.Detail)
	}
	for _, p := range v.Pending {
		fmt.Fprintf(out, "pending:  %s\n", p.Key)
	}
	_, err := fmt.Fprintf(out, "ledger:   %d applied, %d already applied, %d duplicates, %d conflicts, %d rejected\n",
		v.Ledger.Applied, v.Ledger.AlreadyApplied, v.Ledger.Duplicates, v.Ledger.ConflictsTotal, v.Ledger.RejectedTotal)
	return err
}

var knownStatuses = []swap.Status{
	swap.StatusWaiting, swap.StatusDeposit, swap.StatusExchange, swap.StatusSending, swap.StatusSuccess,
	swap.StatusOverdue, swap.StatusHeld, swap.StatusRefunding, swap.StatusRefunded, swap.StatusFailed, swap.StatusExpired,
}

func runList(ctx context.Context, args []string, out io.Writer) error {
	p, err := parseList(args, out)
	if err != nil {
		return err
	}
	tc, status, format := p.Temporal, p.Status, p.Format
	query := "WorkflowType = 'SwapWorkflow'"
	if status != "" {
		query += fmt.Sprintf(" AND SwapStatus = '%s'", status)
	}
	opts, err := tc.Options() // the namespace may come from the environment or a profile
	if err != nil {
		return err
	}
	cl, err := dial(tc)
	if err != nil {
		return err
	}
	defer cl.Close()
	type listed struct {
		SwapID     string    `json:"swapId"`
		SwapStatus string    `json:"swapStatus"`
		Execution  string    `json:"execution"`
		StartTime  time.Time `json:"startTime"`
	}
	all := []listed{}
	var token []byte
	for {
		resp, err := cl.ListWorkflow(ctx, workflowListRequest{Query: query, NextPageToken: token}.proto(opts.Namespace))
		if err != nil {
			return fmt.Errorf("list swaps (%s): %w", query, err)
		}
		for _, e := range resp.GetExecutions() {
			l := listed{SwapID: e.GetExecution().GetWorkflowId(),
				Execution: strings.ToLower(strings.TrimPrefix(e.GetStatus().String(), "WORKFLOW_EXECUTION_STATUS_")),
				StartTime: e.GetStartTime().AsTime().UTC()}
			if p := e.GetSearchAttributes().GetIndexedFields()["SwapStatus"]; p != nil {
				_ = json.Unmarshal(p.GetData(), &l.SwapStatus)
			}
			if format == "json" {
				all = append(all, l)
				continue
			}
			fmt.Fprintf(out, "%-30s %-10s %-10s started %s\n", l.SwapID, l.SwapStatus, l.Execution, l.StartTime.Format(time.RFC3339))
		}
		if token = resp.GetNextPageToken(); len(token) == 0 {
			break
		}
	}
	if format == "json" {
		return printJSON(out, all)
	}
	return nil
}

// Run is the entry point for starter/main.go: it maps errors to exit codes.
func Run(args []string) int {
	ctx, stop := signalContext()
	defer stop()
	err := Main(ctx, args, os.Stdout)
	var ue *UsageError
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
		return 0
	case errors.As(err, &ue):
		fmt.Fprintln(os.Stderr, Program+":", err)
		return 2
	default:
		fmt.Fprintln(os.Stderr, Program+":", err)
		return 1
	}
}

func runResolve(ctx context.Context, args []string, out io.Writer) error {
	p, err := parseResolve(args, out)
	if err != nil {
		return err
	}
	tc, swapID := p.Temporal, p.SwapID
	cl, err := dial(tc)
	if err != nil {
		return err
	}
	defer cl.Close()
	r, err := swapclient.Resolve(ctx, cl, swapID, workflows.ResolveHoldRequest{Action: p.Action, Key: p.Key, Note: p.Note, Force: p.Force})
	if err != nil {
		return err
	}
	return printJSON(out, r)
}

// watchDepositAddress registers the swap's deposit address before the swap
// starts, when a chains file and a database are given and the swap's chain
// has deposit addresses; it returns the address (zero: none).
func watchDepositAddress(ctx context.Context, chainsFile, dbURL string, in workflows.SwapInput) (common.Address, error) {
	if chainsFile == "" || dbURL == "" {
		return common.Address{}, nil
	}
	f, err := chainconf.Load(chainsFile)
	if err != nil {
		return common.Address{}, usagef("start: -chains: %v", err)
	}
	var c *chainconf.Chain
	for i := range f.Chains {
		if f.Chains[i].ChainID == in.Terms.ChainID {
			c = &f.Chains[i]
		}
	}
	if c == nil {
		return common.Address{}, nil
	}
	addr, factory, ok, err := c.DepositAddressOf(in.Terms.SwapID)
	if err != nil || !ok {
		return common.Address{}, err
	}
	db, err := store.Open(ctx, dbURL)
	if err != nil {
		return common.Address{}, err
	}
	defer db.Close()
	err = (&store.Scans{DB: db}).RegisterDepositAddress(ctx, store.DepositAddress{ChainID: c.ChainID, Address: addr, Factory: factory,
		SwapID: in.Terms.SwapID, WatchUntil: store.WatchUntil(in.DepositDeadline, time.Now(), store.DefaultDepositAddressWatch)})
	return addr, err
}
