package soak_test

import (
	"bytes"
	"context"
	"os"
	"testing"
	"time"

	"github.com/swapengine/swapengine/internal/harness/devcli"
	"github.com/swapengine/swapengine/internal/harness/soak"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/tclient"
)

func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }

// TestShortSoak is `swapdev soak` cut down: 20 swaps on three workers (two serving both
// chains from a chains file) and the soak's own Postgres, with every kind of fault at least
// once — worker kills, Postgres crashes, each RPC fault, reorgs and reorg storms, stranger
// deposits, floods, receiver outages and random receiver failures. Two dev chains with
// their own chain IDs, vaults and fault proxies: the chain swaps take them in turn; the
// first chain's swaps are paid out and refunded on-chain from its vault v2 by the workers'
// sender, the second's over HTTP. Every invariant must hold, on each chain.
func TestShortSoak(t *testing.T) {
	cfg := soak.DefaultConfig()
	cfg.Temporal = tclient.Config{Address: testenv.TemporalAddress(t), Namespace: "default"}
	cfg.DatabaseURL = "" // the soak's own cluster: it crashes it
	cfg.Swaps, cfg.Concurrency, cfg.Seed, cfg.Chains = 20, 5, 7, 2
	cfg.KillEvery, cfg.MaxKills = 4*time.Second, 3
	cfg.Reorgs, cfg.Storms, cfg.StormEvery, cfg.PaymentReorgs = 3, 1, 5*time.Second, 2
	cfg.PGRestarts, cfg.PGEvery, cfg.PGOutage, cfg.PGAim = 3, 4*time.Second, 2*time.Second, 5*time.Second
	cfg.RPCFaults, cfg.RPCEvery = 6, 2*time.Second
	cfg.Outages, cfg.OutageEvery, cfg.OutageLen = 3, 8*time.Second, 6*time.Second
	cfg.StrangerShare, cfg.FloodShare, cfg.FloodSize = 1, 1, 20
	// Money out: every native payout on the payer's chain to a hostile recipient, the wallet
	// dry twice; the scanners start on an endpoint that lies at random.
	cfg.TokenShare, cfg.HostileShare, cfg.DryWallets, cfg.DryFor, cfg.FlakyEvery = 0.5, 1, 2, 3*time.Second, 2*time.Second
	cfg.PassTimeout, cfg.FullChaos = 5*time.Second, true
	cfg.ByHand = 1       // a payout a person pays (over the per-payment cap), dismissed, never paid again
	cfg.PlainShare = 0.5 // with seed 7: one USDC and one ETH swap on the payer chain paid by plain transfers, two by vault calls
	// On the production stack (TEMPORAL_STACK=production or cluster) the Temporal server
	// runs on a Postgres of its own, which the soak crashes under it too.
	if pg := testenv.TemporalPostgres(t); pg != nil {
		cfg.TemporalPG, cfg.TemporalPGRestarts, cfg.TemporalPGEvery, cfg.TemporalPGOutage = pg, 2, 8*time.Second, 3*time.Second
	}
	cfg.Timeout, cfg.SwapDeadline = 4*time.Minute, 3*time.Minute
	// Not t.TempDir: the worker logs are kept when the soak fails (and Postgres, run as its
	// own user under root, cannot enter t.TempDir's parent).
	dir, err := os.MkdirTemp("", "swapengine-soak-test-")
	if err != nil {
		t.Fatal(err)
	}
	cfg.Dir = dir
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("worker logs kept in %s", dir)
			return
		}
		os.RemoveAll(dir)
	})
	var out bytes.Buffer
	cfg.Out, cfg.Progress = &out, &out

	rep, err := soak.Run(context.Background(), cfg, devcli.SoakOps())
	t.Log("\n" + out.String())
	if err != nil {
		t.Fatal(err)
	}
	if rep.Violations != 0 {
		t.Fatalf("%d invariant violations (table above)", rep.Violations)
	}
	if rep.Finished != cfg.Swaps {
		t.Fatalf("%d of %d swaps finished", rep.Finished, cfg.Swaps)
	}
	f := rep.Faults
	if got := f[soak.FaultPGScan] + f[soak.FaultPGDispatch] + f[soak.FaultPGReceiver] + f[soak.FaultPGUntimed]; got != cfg.PGRestarts {
		t.Errorf("%d Postgres crashes, want %d", got, cfg.PGRestarts)
	}
	if got := f[soak.FaultTemporalPG]; got != cfg.TemporalPGRestarts {
		t.Errorf("%d crashes of the Temporal server's Postgres, want %d", got, cfg.TemporalPGRestarts)
	}
	// Each chain: chain swaps whose terms name it, all finished, each bound to a final
	// deposit of its own vault; reorgs (targeted on the first, a storm on the second) and
	// RPC fault episodes on its own proxy while the other kept going.
	if len(rep.PerChain) != 2 {
		t.Fatalf("%d chains in the report, want 2", len(rep.PerChain))
	}
	for _, c := range rep.PerChain {
		if c.ChainSwaps == 0 || c.Finished != c.ChainSwaps || c.Bound != c.ChainSwaps {
			t.Errorf("chain %s: %d chain swaps, %d finished, %d bound to its own vault's deposits", c.Name, c.ChainSwaps, c.Finished, c.Bound)
		}
		if c.Stats.Reorgs == 0 || c.Stats.RPCEpisodes == 0 {
			t.Errorf("chain %s: %d reorgs, %d RPC fault episodes", c.Name, c.Stats.Reorgs, c.Stats.RPCEpisodes)
		}
	}
	if a, b := rep.PerChain[0].ChainID, rep.PerChain[1].ChainID; a == b {
		t.Errorf("both chains have chain ID %d", a)
	}
	// Money out on the first chain: every one of its chain swaps' payouts is a Paid event of
	// its vault, and the strangers' deposits (one in every chain swap) were refunded from it;
	// some deposits were in the token. (The second chain's go to the HTTP receivers, once
	// per key: the receivers' invariants.) The by-hand payouts were paid by a person, never
	// by the vault.
	if oc, n := rep.OnChain, rep.PerChain[0].ChainSwaps; oc.Payouts+oc.ByHand != n || oc.ByHand != cfg.ByHand || oc.Refunds == 0 || oc.Nonces == 0 {
		t.Errorf("on chain: %d payouts and %d by hand (want %d) for %d chain swaps on the payer's chain, %d refunds, %d nonces", oc.Payouts, oc.ByHand, cfg.ByHand, n, oc.Refunds, oc.Nonces)
	}
	if oc := rep.OnChain; oc.Claimable == 0 || oc.Claimable != f[soak.FaultHostile] {
		t.Errorf("%d payouts owed for claim, %d sent to hostile recipients", oc.Claimable, f[soak.FaultHostile])
	}
	if rep.OnChain.Trades == 0 {
		t.Error("no swap was traded on the payer chain's DEX route")
	}
	// With seed 7, two of the DEX route's swaps come from a fixed quote (traded and paid
	// in one transaction) and one pays its fill in a second transaction.
	if oc := rep.OnChain; oc.PaidInTrade == 0 || oc.Trades <= oc.FixedQuoteTrades {
		t.Errorf("%d trades, %d from a fixed quote, %d of them paid in the trade's transaction: want both kinds of trade and a payout in its trade", oc.Trades, oc.FixedQuoteTrades, oc.PaidInTrade)
	}
	if rep.Chain.TokenDeposits == 0 {
		t.Error("no deposit was paid in the token")
	}
	// Plain transfers to deposit addresses among the contract deposits, in the coin and in
	// the token (the plain invariant and scanner-audit above cover them).
	if rep.Chain.PlainTransfers == 0 || rep.Chain.PlainTokenTransfers == 0 || rep.Chain.PlainTransfers == rep.Chain.PlainTokenTransfers {
		t.Errorf("%d plain transfers, %d of them in the token: want both kinds", rep.Chain.PlainTransfers, rep.Chain.PlainTokenTransfers)
	}
	for _, name := range soak.FaultsEveryRunInjects {
		if f[name] == 0 {
			t.Errorf("not injected: %s", name)
		}
	}
}
