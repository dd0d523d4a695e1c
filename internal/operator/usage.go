package operator

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"sync"

	"github.com/swapengine/swapengine/internal/cliflag"
)

// errOut receives usage printed because of a mistake; help asked for with -h
// goes to the command's normal output.
var errOut io.Writer = os.Stderr

// helpOut remembers where each flag set prints the help it was asked for.
var helpOut sync.Map // *flag.FlagSet → io.Writer

// connectionFlags are shared by every command that talks to Temporal; help
// lists them apart so a command's own flags stand out.
var connectionFlags = []string{"temporal-address", "namespace", "profile", "config-file", "tls", "tls-cert", "tls-key", "tls-ca", "tls-server-name"}

// examples show one typical call per command.
var examples = map[string]string{
	"start":              "starter start -swap-id swap-42 -chain-id 8453 -amount 12500000 -asset ETH -payout-asset USDC -payout-address 0x7099…79c8 -deadline 1h",
	"signal":             "starter signal -swap-id swap-42 -type deposit-observed -event-id obs-1 -deposit-ref evm:1337:0xabc:1 -amount 12500000",
	"confirm":            "starter confirm -swap-id swap-42 -event-id conf-1 -deposit-ref evm:1337:0xabc:1 -amount 12500000",
	"status":             "starter status -swap-id swap-42",
	"list":               "starter list -status held",
	"resolve":            "starter resolve -swap-id swap-42 -action retry -note \"exchange back up\"",
	"providers":          "swapdev providers -webhook-secrets \"$WEBHOOK_SECRETS\" -exchange-secrets \"$EXCHANGE_SECRETS\" -payout-secrets @/run/secrets/payout",
	"receiver-check":     "starter receiver-check -url https://receiver.internal -exchange-secrets @/run/secrets/exchange -payout-secrets @/run/secrets/payout",
	"probe":              "starter probe -url http://127.0.0.1:9090/readyz",
	"chain":              "swapdev chain -listen 127.0.0.1:8545 -block-time 1s",
	"deposit":            "swapdev deposit -swap-id swap-42 -amount 12500000",
	"scanner-start":      "starter scanner-start -contract 0x… -rpc-url http://127.0.0.1:8545 -finality-depth 12 -start-block 1",
	"scanner-status":     "starter scanner-status -contract 0x…",
	"scanner-checkpoint": "starter scanner-checkpoint -contract 0x… -rpc-url … -database-url …   (proposes a block; add -number N -hash 0x… to trust it)",
	"migrate up":         "starter migrate up -database-url \"$DATABASE_URL\"   (before starting a new build)",
	"migrate status":     "starter migrate status -database-url \"$DATABASE_URL\"",
	"bench":              "swapdev bench -o bench-report.json -chart docs/swap-throughput.png",
	"scanner-resume":     "starter scanner-resume -contract 0x… -rpc-url http://127.0.0.1:8545",
	"vault":              "starter vault verify -chains chains.yaml -chain base -standard-json vault.input.json",
	"clef-rules":         "starter clef-rules -vault 0x… -payer 0x… -o rules.js",
	"export-histories":   "starter export-histories -query \"WorkflowType = 'ScannerWorkflow'\" -since 24h -o histories/",
}

func summaryOf(name string) string {
	for _, c := range allCommands() {
		if c.name == name {
			return c.summary
		}
	}
	return ""
}

func newFlags(name string, out io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	// parse prints help itself, to the right writer.
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	helpOut.Store(fs, out)
	return fs
}

// printFlagsHelp writes a command's help: what it does, its own flags, the
// connection flags apart, and an example.
func printFlagsHelp(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprintf(w, "usage: %s %s [flags]\n", Program, fs.Name())
	if s := summaryOf(fs.Name()); s != "" {
		fmt.Fprintf(w, "\n%s\n", s)
	}
	var own, conn []*flag.Flag
	fs.VisitAll(func(f *flag.Flag) {
		if cliflag.IsAlias(f) {
			return
		}
		if slices.Contains(connectionFlags, f.Name) {
			conn = append(conn, f)
		} else {
			own = append(own, f)
		}
	})
	section := func(title string, flags []*flag.Flag) {
		if len(flags) == 0 {
			return
		}
		fmt.Fprintf(w, "\n%s:\n", title)
		for _, f := range flags {
			name, usage := flag.UnquoteUsage(f)
			line := "  -" + f.Name
			if name != "" {
				line += " " + name
			}
			def := ""
			if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" && f.DefValue != "0s" {
				def = fmt.Sprintf(" (default %q)", f.DefValue)
			}
			fmt.Fprintf(w, "%-28s %s%s\n", line, strings.ReplaceAll(usage, "\n", "\n"+strings.Repeat(" ", 29)), def)
		}
	}
	section("flags", own)
	section("Temporal connection (see docs/reference.md, Connecting to Temporal)", conn)
	if ex, ok := examples[fs.Name()]; ok {
		fmt.Fprintf(w, "\nexample:\n  %s\n", ex)
	}
}

func parse(fs *flag.FlagSet, args []string) error {
	out, _ := helpOut.LoadAndDelete(fs)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			if w, ok := out.(io.Writer); ok {
				printFlagsHelp(w, fs)
			}
			return err
		}
		printFlagsHelp(errOut, fs)
		return &UsageError{err.Error()}
	}
	if fs.NArg() > 0 {
		return usagef("%s: unexpected argument %q", fs.Name(), fs.Arg(0))
	}
	return nil
}

// Command is a subcommand another package adds (AddCommand): the swap API's
// commands live in internal/api, which imports this package.
type Command struct {
	Name, Summary string
	// Section is the heading of `starter help` the command is listed under:
	// one of Sections.
	Section string
	Run     func(ctx context.Context, args []string, out io.Writer) error
}

// Program is the command's name in help: starter, or swapdev (the harness's
// command, which adds its own commands to starter's). Set before Run.
var Program = "starter"

// The sections of `starter help`, in the order printed.
const (
	SectionSwaps      = "Swaps"
	SectionAPI        = "Swap API and merchants"
	SectionScanner    = "Chain scanner"
	SectionReceivers  = "Receivers"
	SectionOperations = "Operations"
	SectionHarness    = "Development and test harness (not for production)"
)

// Sections lists every section, in the order help prints them.
var Sections = []string{SectionSwaps, SectionAPI, SectionScanner, SectionReceivers, SectionOperations, SectionHarness}

var added []entry

// AddCommand adds a subcommand; starter's and swapdev's main call it before Run. A
// command outside Sections, or a name already taken, is a programming error
// and panics at start-up rather than hiding the command from help.
func AddCommand(c Command) {
	if !slices.Contains(Sections, c.Section) {
		panic(fmt.Sprintf("operator.AddCommand(%q): section %q is not one of %q", c.Name, c.Section, Sections))
	}
	for _, e := range allCommands() {
		if e.name == c.Name {
			panic(fmt.Sprintf("operator.AddCommand(%q): the name is taken", c.Name))
		}
	}
	added = append(added, entry{command{c.Name, c.Summary, c.Run}, c.Section})
}

// InSection sets the section of every command in cs.
func InSection(section string, cs []Command) []Command {
	for i := range cs {
		cs[i].Section = section
	}
	return cs
}

// NewFlags and ParseFlags give an added command the same flag handling as
// the built-in ones (help to the right writer, usage errors naming the flag).
func NewFlags(name string, out io.Writer) *flag.FlagSet { return newFlags(name, out) }

// ParseFlags parses an added command's flags.
func ParseFlags(fs *flag.FlagSet, args []string) error { return parse(fs, args) }
