// Package devcli holds the commands of the development and test harness: the
// dev chain (chain, deposit, reorg, mine), the receiver simulators
// (providers), the end-to-end demo, the chaos soak and the benchmarks. None
// of them is for production: they are swapdev's
// (internal/harness/cmd/swapdev), which adds them to starter's commands,
// listed apart under operator.SectionHarness; starter links none of them.
//
// They register with operator.AddCommand (swapdev's main calls Register),
// the way internal/api adds the swap API's commands.
package devcli

import (
	"flag"
	"fmt"
	"io"
	"os"
	"sync"

	"github.com/swapengine/swapengine/internal/operator"
)

// Commands are the harness's commands (swapdev's, beside starter's).
func Commands() []operator.Command {
	return operator.InSection(operator.SectionHarness, []operator.Command{
		{Name: "chain", Summary: "serve a local simulated EVM chain with the deposit vault over HTTP JSON-RPC", Run: runChain},
		{Name: "deposit", Summary: "pay a deposit for a swap into the vault on the local chain", Run: runDeposit},
		{Name: "devkey", Summary: "print a funded dev account's key (or -address): for the local chain only", Run: runDevKey},
		{Name: "mint", Summary: "mint the local chain's TestUSDC to an account", Run: runMint},
		{Name: "transfer", Summary: "a plain transfer from a dev account (native coin with 21,000 gas, or a token's transfer), as an exchange withdrawal makes one", Run: runTransfer},
		{Name: "reorg", Summary: "replace the last N blocks of the local chain (drop or re-mine their txs)", Run: runReorg},
		{Name: "mine", Summary: "mine blocks on the local chain", Run: runMine},
		{Name: "providers", Summary: "serve the exchange, payout and merchant webhook simulators", Run: runProviders},
		{Name: "demo", Summary: "start the embedded stack and run one swap end to end", Run: runDemo},
		{Name: "soak", Summary: "chaos soak: N swaps under worker kills, receiver faults, bad deliveries and reorgs; checks invariants", Run: runSoak},
		{Name: "bench", Summary: "benchmark the swap pipeline, a delivery flood and the scanner, each against a ceiling measured in the same run; writes a JSON report (docs/benchmarks.md)", Run: runBench},
		{Name: "bench-scan", Summary: "benchmark the scanner's catch-up against the RPC read ceiling (docs/benchmarks.md)", Run: runBenchScan},
		{Name: "bench-payouts", Summary: "benchmark on-chain payouts through one hot key against raw signed sends (docs/benchmarks.md)", Run: runBenchPayouts},
		{Name: "bench-quotes", Summary: "benchmark the swap API's POST /v1/quotes with one and two price feeds against the bare feed reads (docs/benchmarks.md)", Run: runBenchQuotes},
	})
}

var registerOnce sync.Once

// Register adds Commands to the CLI (swapdev's main), once however often it is
// called (tests of several packages share a process's command table).
func Register() {
	registerOnce.Do(func() {
		for _, c := range Commands() {
			operator.AddCommand(c)
		}
	})
}

// The moved commands keep operator's flag handling through its exported
// hooks; these names keep their code as it was in internal/operator.

// UsageError is a bad command line (main exits 2).
type UsageError = operator.UsageError

// errOut receives usage printed because of a mistake.
var errOut io.Writer = os.Stderr

func newFlags(name string, out io.Writer) *flag.FlagSet { return operator.NewFlags(name, out) }

func parse(fs *flag.FlagSet, args []string) error { return operator.ParseFlags(fs, args) }

func usagef(format string, a ...any) error { return &UsageError{Msg: fmt.Sprintf(format, a...)} }
