package soak_test

import (
	"bytes"
	"context"
	"os"
	"testing"
	"time"

	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/soak"
	"github.com/swapengine/swapengine/internal/tclient"
	"github.com/swapengine/swapengine/internal/testenv"
)

func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }

// TestShortSoak is `starter soak` cut down: 20 swaps on three workers (two with the chain)
// and the soak's own Postgres, with every kind of fault at least once — worker kills,
// Postgres crashes, each RPC fault, reorgs and reorg storms, stranger deposits, floods,
// receiver outages and random receiver failures — with the chain swaps paid out and refunded
// on-chain from the vault v2 by the workers' sender. Every invariant must hold.
func TestShortSoak(t *testing.T) {
	cfg := soak.DefaultConfig()
	cfg.Temporal = tclient.Config{Address: testenv.TemporalAddress(t), Namespace: "default"}
	cfg.DatabaseURL = "" // the soak's own cluster: it crashes it
	cfg.Swaps, cfg.Concurrency, cfg.Seed = 20, 5, 7
	cfg.KillEvery, cfg.MaxKills = 4*time.Second, 3
	cfg.Reorgs, cfg.Storms, cfg.StormEvery, cfg.PaymentReorgs = 3, 1, 5*time.Second, 2
	cfg.PGRestarts, cfg.PGEvery, cfg.PGOutage, cfg.PGAim = 3, 4*time.Second, 2*time.Second, 5*time.Second
	cfg.RPCFaults, cfg.RPCEvery = 6, 2*time.Second
	cfg.Outages, cfg.OutageEvery, cfg.OutageLen = 3, 8*time.Second, 6*time.Second
	cfg.StrangerShare, cfg.FloodShare, cfg.FloodSize = 1, 1, 20
	cfg.PassTimeout, cfg.FullChaos = 5*time.Second, true
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

	rep, err := soak.Run(context.Background(), cfg, operator.SoakOps())
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
	// Money out on the chain: every chain swap's payout is a Paid event of the vault, and the
	// strangers' deposits (one in every chain swap) were refunded from it; some deposits
	// were in the token.
	if oc := rep.OnChain; oc.Payouts != rep.ChainSwaps || oc.Refunds == 0 || oc.Nonces == 0 {
		t.Errorf("on chain: %d payouts for %d chain swaps, %d refunds, %d nonces", oc.Payouts, rep.ChainSwaps, oc.Refunds, oc.Nonces)
	}
	if rep.Chain.TokenDeposits == 0 {
		t.Error("no deposit was paid in the token")
	}
	for _, name := range soak.FaultsEveryRunInjects {
		if f[name] == 0 {
			t.Errorf("not injected: %s", name)
		}
	}
}
