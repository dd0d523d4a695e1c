package swapworker

import (
	"flag"
	"regexp"
	"testing"

	"github.com/swapengine/swapengine/internal/cliflag"
)

// Issue 25: `worker -h` says every flag has an environment variable; eight
// -payout-*/-payer-* flags had none. Each flag names exactly one variable of
// its own in its help (an alias names none: it is the same setting), and no
// two flags read the same one.
func TestEveryWorkerFlagHasItsOwnEnvironmentVariable(t *testing.T) {
	var c Config
	fs := flag.NewFlagSet("worker", flag.ContinueOnError)
	c.RegisterFlags(fs)
	env := regexp.MustCompile(`\benv ([A-Z][A-Z0-9_]+)`)
	owner := map[string]string{}
	fs.VisitAll(func(f *flag.Flag) {
		if cliflag.IsAlias(f) {
			return
		}
		names := env.FindAllStringSubmatch(f.Usage, -1)
		if len(names) == 0 {
			t.Errorf("-%s names no environment variable: %q", f.Name, f.Usage)
			return
		}
		v := names[0][1]
		if other, ok := owner[v]; ok {
			t.Errorf("-%s and -%s both read %s", f.Name, other, v)
		}
		owner[v] = f.Name
	})
}

// The payer's settings come from the environment like every other.
func TestPayerSettingsComeFromTheEnvironment(t *testing.T) {
	t.Setenv("PAYOUT_CHAIN_ID", "8453")
	t.Setenv("PAYOUT_VAULT", "0x00000000000000000000000000000000000000a1")
	t.Setenv("PAYOUT_TOKENS", "USDC=0x00000000000000000000000000000000000000c1, ETH=native")
	t.Setenv("PAYOUT_MAX_GAS", "300000")
	t.Setenv("PAYOUT_BLOCKED_POLL", "5s")
	t.Setenv("PAYOUT_BATCH_SIZE", "50")
	var c Config
	fs := flag.NewFlagSet("worker", flag.ContinueOnError)
	c.RegisterFlags(fs)
	if err := fs.Parse(nil); err != nil {
		t.Fatal(err)
	}
	p := c.Payer
	if p.ChainID != 8453 || p.Vault == "" || len(p.Tokens) != 2 || p.MaxGas != 300_000 || p.BlockedPoll.String() != "5s" || p.BatchSize != 50 {
		t.Fatalf("payer from the environment: %+v", p)
	}
	t.Setenv("PAYOUT_MAX_GAS", "lots")
	var bad Config
	bad.RegisterFlags(flag.NewFlagSet("worker", flag.ContinueOnError))
	if err := bad.Validate(); err == nil || !regexp.MustCompile(`PAYOUT_MAX_GAS`).MatchString(err.Error()) {
		t.Fatalf("a malformed PAYOUT_MAX_GAS: %v, want an error naming it", err)
	}
}
