package operator

import (
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/swapengine/swapengine/internal/cliflag"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/tclient"
	"github.com/swapengine/swapengine/workflows"
)

// The swap commands parse their arguments in a pure step that dials nothing
// and reads the clock not at all: args in, validated options (or a usage
// error naming the flag) out. The command then acts on the options.
// FuzzStarterArgs holds the step to that: it never panics, every refusal
// names a flag or an argument, and accepted options render back (Args) to a
// command line that parses to the same options.

// Parsed is a swap command's validated options.
type Parsed interface {
	// Command is the subcommand's name.
	Command() string
	// Args renders the options as the command line that parses back to them.
	Args() []string
}

// ParseArgs is the pure step of the swap commands (start, signal, confirm,
// status, resolve, list): args[0] names the command.
func ParseArgs(args []string) (Parsed, error) {
	if len(args) == 0 {
		return nil, usagef("a command is required")
	}
	rest := args[1:]
	switch args[0] {
	case "start":
		return parseStart(rest, io.Discard)
	case "signal":
		return parseSignal(rest, io.Discard)
	case "confirm":
		return parseConfirm(rest, io.Discard)
	case "status":
		return parseStatus(rest, io.Discard)
	case "resolve":
		return parseResolve(rest, io.Discard)
	case "list":
		return parseList(rest, io.Discard)
	}
	return nil, usagef("unknown command %q", args[0])
}

// StartArgs are start's options. The deadline stays relative: the command
// turns it into an instant when it starts the swap.
type StartArgs struct {
	Temporal     tclient.Config
	Input        workflows.SwapInput
	Deadline     time.Duration
	AllowPrivate bool
	// ChainsFile and DatabaseURL, both given, register the swap's deposit
	// address with the scanner when its chain has one (as the API does).
	ChainsFile, DatabaseURL string
}

// EventArgs are signal's and confirm's options.
type EventArgs struct {
	Name     string // "signal" or "confirm"
	Temporal tclient.Config
	Event    swap.Event
}

// StatusArgs are status's options.
type StatusArgs struct {
	Temporal tclient.Config
	SwapID   string
	Format   string
}

// ResolveArgs are resolve's options.
type ResolveArgs struct {
	Temporal tclient.Config
	SwapID   string
	Action   swap.Resolution
	Key      string
	Note     string
	Force    bool
}

// ListArgs are list's options.
type ListArgs struct {
	Temporal tclient.Config
	Status   string
	Format   string
}

func (StartArgs) Command() string   { return "start" }
func (a EventArgs) Command() string { return a.Name }
func (StatusArgs) Command() string  { return "status" }
func (ResolveArgs) Command() string { return "resolve" }
func (ListArgs) Command() string    { return "list" }

func parseStart(args []string, out io.Writer) (*StartArgs, error) {
	var p StartArgs
	in := &p.Input
	fs := newFlags("start", out)
	p.Temporal.RegisterFlags(fs)
	fs.StringVar(&in.Terms.SwapID, "swap-id", "", "swap ID, also the workflow ID (required)")
	fs.StringVar(&in.Terms.AmountUnits, "amount", "", "expected deposit in integer base units, e.g. 12500000 (required)")
	fs.StringVar(&in.Terms.Asset, "asset", "ETH", "deposit asset")
	fs.Uint64Var(&in.Terms.ChainID, "chain-id", envUint("CHAIN_ID"), "chain ID the deposit is paid on, e.g. 1 (Ethereum) or 8453 (Base) (env CHAIN_ID; required: no default, a swap on the wrong chain is never paid)")
	fs.StringVar(&in.Terms.DepositRef, "deposit-ref", "", "expected deposit ref; empty: a deposit of the right amount binds it")
	fs.StringVar(&in.Terms.PayoutAsset, "payout-asset", "", "asset the customer receives; empty: the exchange's filled asset")
	fs.StringVar(&in.Terms.MinRefundUnits, "min-refund", "", "smallest non-binding deposit refunded automatically, in base units (default 1% of -amount)")
	fs.StringVar(&in.Terms.PayoutAddress, "payout-address", "", "where the exchanged funds go (required)")
	fs.StringVar(&in.Terms.RefundAddress, "refund-address", "", "where refunds go (default: payout address)")
	fs.StringVar(&in.WebhookURL, "webhook-url", cliflag.Env("", "MERCHANT_WEBHOOK_URL"), "merchant webhook URL, http or https (env MERCHANT_WEBHOOK_URL)")
	fs.BoolVar(&p.AllowPrivate, "webhook-allow-private", envTrue("WEBHOOK_ALLOW_PRIVATE"),
		"accept a webhook URL on a private or loopback address, for local receivers (env WEBHOOK_ALLOW_PRIVATE); the worker's own setting decides delivery")
	fs.DurationVar(&p.Deadline, "deadline", time.Hour, "deposit deadline from now; 0 for none")
	fs.StringVar(&p.ChainsFile, "chains", os.Getenv("CHAINS_CONFIG"), "chains file (env CHAINS_CONFIG): with -database-url, a chain with deposit addresses gets the swap's watched and printed")
	fs.StringVar(&p.DatabaseURL, "database-url", os.Getenv("DATABASE_URL"), "the engine's Postgres (env DATABASE_URL), where deposit addresses are registered")
	if err := parse(fs, args); err != nil {
		return nil, err
	}
	if err := validateStart(*in, p.Deadline, p.AllowPrivate); err != nil {
		msg := "start: " + flagName(err)
		if in.Terms.ChainID == 0 && strings.HasPrefix(msg, "start: -chain-id") {
			msg += " (env CHAIN_ID)"
		}
		return nil, &UsageError{msg}
	}
	return &p, nil
}

func (p StartArgs) Args() []string {
	t := p.Input.Terms
	out := append([]string{"start"}, temporalArgs(p.Temporal)...)
	out = append(out, "-swap-id", t.SwapID, "-amount", t.AmountUnits, "-asset", t.Asset,
		"-chain-id", strconv.FormatUint(t.ChainID, 10), "-deposit-ref", t.DepositRef, "-payout-asset", t.PayoutAsset,
		"-min-refund", t.MinRefundUnits, "-payout-address", t.PayoutAddress, "-refund-address", t.RefundAddress,
		"-webhook-url", p.Input.WebhookURL, "-webhook-allow-private="+strconv.FormatBool(p.AllowPrivate),
		"-deadline", p.Deadline.String(), "-chains", p.ChainsFile, "-database-url", p.DatabaseURL)
	return out
}

func parseEvent(name string, args []string, out io.Writer) (*EventArgs, error) {
	p := EventArgs{Name: name}
	var typ string
	fs := newFlags(name, out)
	p.Temporal.RegisterFlags(fs)
	eventFlags(fs, &p.Event)
	if name == "signal" {
		fs.StringVar(&typ, "type", string(swap.DepositConfirmed), "deposit-observed, deposit-confirmed or deposit-reorged")
	}
	if err := parse(fs, args); err != nil {
		return nil, err
	}
	p.Event.Type = swap.DepositConfirmed
	if name == "signal" {
		p.Event.Type = swap.EventType(typ)
	}
	if err := p.Event.Validate(); err != nil {
		return nil, &UsageError{name + ": " + flagName(err)}
	}
	return &p, nil
}

func parseSignal(args []string, out io.Writer) (*EventArgs, error) {
	return parseEvent("signal", args, out)
}

func parseConfirm(args []string, out io.Writer) (*EventArgs, error) {
	return parseEvent("confirm", args, out)
}

func (p EventArgs) Args() []string {
	ev := p.Event
	out := append([]string{p.Name}, temporalArgs(p.Temporal)...)
	out = append(out, "-swap-id", ev.SwapID, "-event-id", ev.EventID, "-deposit-ref", ev.DepositRef, "-amount", ev.AmountUnits)
	if p.Name == "signal" {
		out = append(out, "-type", string(ev.Type))
	}
	return out
}

func parseStatus(args []string, out io.Writer) (*StatusArgs, error) {
	var p StatusArgs
	fs := newFlags("status", out)
	p.Temporal.RegisterFlags(fs)
	fs.StringVar(&p.SwapID, "swap-id", "", "swap ID (required)")
	fs.StringVar(&p.Format, "o", "json", "output: json (the whole status query) or text (the main lines)")
	if err := parse(fs, args); err != nil {
		return nil, err
	}
	if p.Format != "text" && p.Format != "json" {
		return nil, usagef("status: -o %q is not one of text, json", p.Format)
	}
	if err := swap.ValidateID("swapId", p.SwapID); err != nil {
		return nil, &UsageError{"status: " + flagName(err)}
	}
	return &p, nil
}

func (p StatusArgs) Args() []string {
	out := append([]string{"status"}, temporalArgs(p.Temporal)...)
	return append(out, "-swap-id", p.SwapID, "-o", p.Format)
}

func parseResolve(args []string, out io.Writer) (*ResolveArgs, error) {
	var (
		p      ResolveArgs
		action string
	)
	fs := newFlags("resolve", out)
	p.Temporal.RegisterFlags(fs)
	fs.StringVar(&p.SwapID, "swap-id", "", "held swap (required)")
	fs.StringVar(&action, "action", "", "retry (run the failed effect again, same key), refund (return the final deposit), dismiss (close an item reconciled with the receiver; -note required), pay-fill (pay a fill held for its asset; -note required) or resume (continue a swap held for a finality violation; -force required)")
	fs.StringVar(&p.Key, "key", "", "the open item's key (status: items[].key); may be omitted when there is one")
	fs.StringVar(&p.Note, "note", "", "why, for the record")
	fs.BoolVar(&p.Force, "force", false, "acknowledge a standing finality violation (you checked the chain), an item whose first attempt is unknown (the provider still holds its key), or a pay-fill of a fill no quote in its asset bounds (you checked the amount)")
	if err := parse(fs, args); err != nil {
		return nil, err
	}
	if err := swap.ValidateID("swapId", p.SwapID); err != nil {
		return nil, &UsageError{"resolve: " + flagName(err)}
	}
	p.Action = swap.Resolution(action)
	switch p.Action {
	case swap.ResolveRetry, swap.ResolveRefund, swap.ResolveDismiss, swap.ResolvePayFill, swap.ResolveResume:
	default:
		return nil, usagef("resolve: -action must be retry, refund, dismiss, pay-fill or resume, got %q", action)
	}
	return &p, nil
}

func (p ResolveArgs) Args() []string {
	out := append([]string{"resolve"}, temporalArgs(p.Temporal)...)
	out = append(out, "-swap-id", p.SwapID, "-action", string(p.Action), "-key", p.Key, "-note", p.Note)
	if p.Force {
		out = append(out, "-force")
	}
	return out
}

func parseList(args []string, out io.Writer) (*ListArgs, error) {
	var p ListArgs
	fs := newFlags("list", out)
	p.Temporal.RegisterFlags(fs)
	fs.StringVar(&p.Status, "status", "", "only swaps with this SwapStatus")
	fs.StringVar(&p.Format, "o", "text", "output: text (one line a swap) or json (one array)")
	if err := parse(fs, args); err != nil {
		return nil, err
	}
	if p.Format != "text" && p.Format != "json" {
		return nil, usagef("list: -o %q is not one of text, json", p.Format)
	}
	if p.Status != "" && !knownStatus(p.Status) {
		names := make([]string, 0, len(knownStatuses))
		for _, s := range knownStatuses {
			names = append(names, string(s))
		}
		return nil, usagef("list: -status %q is not one of %s", p.Status, sortedJoin(names))
	}
	return &p, nil
}

func (p ListArgs) Args() []string {
	out := append([]string{"list"}, temporalArgs(p.Temporal)...)
	return append(out, "-status", p.Status, "-o", p.Format)
}

func knownStatus(s string) bool {
	for _, k := range knownStatuses {
		if string(k) == s {
			return true
		}
	}
	return false
}

// temporalArgs renders the connection flags that are set.
func temporalArgs(c tclient.Config) []string {
	var out []string
	for _, f := range []struct{ name, v string }{
		{"-temporal-address", c.Address}, {"-namespace", c.Namespace}, {"-profile", c.Profile},
		{"-config-file", c.ConfigFile}, {"-tls-cert", c.TLSCert}, {"-tls-key", c.TLSKey},
		{"-tls-ca", c.TLSCA}, {"-tls-server-name", c.TLSServerName},
	} {
		if f.v != "" {
			out = append(out, f.name, f.v)
		}
	}
	if c.TLS {
		out = append(out, "-tls=true")
	}
	return out
}

func sortedJoin(names []string) string {
	sort.Strings(names)
	return strings.Join(names, ", ")
}
