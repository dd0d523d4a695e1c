package soak

import (
	"context"
	"testing"
	"time"
)

// Issue 11: startChain funds a fresh deployer key and deploys the soak's vault from it as soon
// as the funding is mined; about one chain in twenty failed with "deploy vault: insufficient
// funds … balance 0". Thirty chains in a row must each come up with their own vault.
func TestStartChainDeploysItsOwnVault(t *testing.T) {
	ctx := context.Background()
	for i := range 30 {
		cs, err := startChain(12)
		if err != nil {
			t.Fatalf("chain %d: %v", i, err)
		}
		code, err := cs.ec.CodeAt(ctx, cs.vault, nil)
		if err != nil || len(code) == 0 {
			t.Errorf("chain %d: no code at the soak's vault %s: %v", i, cs.vault, err)
		}
		if cs.vault == cs.c.Vault() || cs.vaultBlk <= cs.c.VaultBlock() {
			t.Errorf("chain %d: vault %s in block %d, the devchain's own is %s in block %d", i, cs.vault, cs.vaultBlk, cs.c.Vault(), cs.c.VaultBlock())
		}
		if err := cs.Close(); err != nil {
			t.Fatalf("chain %d: close: %v", i, err)
		}
	}
}

// The first 1,000-swap run ended 420 swaps in refunded: the simulated chain's clock runs ahead
// of the wall clock (a second per block at least, a block every 100 ms), so deposits mined
// after the chain's first hour were later than a deadline an hour from the wall clock. A
// deposit mined within the swap deadline must never be late.
func TestDepositDeadlineOutrunsTheChainsClock(t *testing.T) {
	cs, err := startChain(12)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	for range 30 {
		cs.mine()
	}
	s := &soak{chain: cs, cfg: Config{SwapDeadline: time.Hour, BlockTime: 100 * time.Millisecond}}
	deadline := s.depositDeadline()
	// Mined now and then a block per BlockTime until the swap deadline: at most this late.
	latest := cs.headTime() + int64(s.cfg.SwapDeadline/s.cfg.BlockTime)
	if deadline.Unix() <= latest {
		t.Fatalf("deadline %s is before the block time %s a deposit can still get", deadline, time.Unix(latest, 0).UTC())
	}
	if cs.headTime() <= time.Now().Unix() {
		t.Logf("note: the chain's clock (%d) is not ahead of the wall clock (%d) yet", cs.headTime(), time.Now().Unix())
	}
}
