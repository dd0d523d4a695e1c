package soak

import (
	"context"
	"testing"
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
