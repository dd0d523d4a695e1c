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

// TestShortSoak is `starter soak` cut down: 20 swaps, worker kills, receiver faults, bad
// deliveries and a couple of reorgs, on the test Postgres and Temporal. Every invariant
// must hold.
func TestShortSoak(t *testing.T) {
	cfg := soak.DefaultConfig()
	cfg.Temporal = tclient.Config{Address: testenv.TemporalAddress(t), Namespace: "default"}
	cfg.DatabaseURL = testenv.PostgresURL(t)
	cfg.Swaps, cfg.Concurrency, cfg.Seed = 20, 10, 7
	cfg.KillEvery, cfg.MaxKills = 4*time.Second, 3
	cfg.Reorgs = 2
	// A worker killed during a scanner pass stalls the chain for the scan activity's 1 min timeout.
	cfg.Timeout, cfg.SwapDeadline = 110*time.Second, 90*time.Second
	// Not t.TempDir: the worker logs are kept when the soak fails.
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
	if rep.Kills == 0 {
		t.Error("no worker was killed")
	}
	if rep.Chain.Reorgs == 0 {
		t.Error("no reorg happened")
	}
	if rep.Faults.Failed == 0 || rep.Faults.Lost == 0 {
		t.Errorf("receiver faults not injected: %+v", rep.Faults)
	}
}
