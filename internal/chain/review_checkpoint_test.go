package chain_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
)

// REVIEW: after a halt for a reorg deeper than the window, an operator
// checkpoint at a canonical block ABOVE the fork point leaves the tentative
// observation of a dropped deposit (below the checkpoint) tentative; the next
// passes promote it and enqueue deposit-confirmed for a deposit that is not
// on the canonical chain.
func TestReviewCheckpointAboveForkConfirmsDroppedDeposit(t *testing.T) {
	// Retain may no longer be below the finality depth (issue 15): the
	// review's Depth 12 is 4 here, and the deposit is 2 blocks below the
	// head so that it is still tentative when the reorg drops it (6 blocks
	// mined first instead of 2, for the reorg to fit above the vault).
	r := newRig(t, chain.Config{Retain: 4, Finality: chain.Finality{Depth: 4}})
	s := r.scanner()
	r.mine(6) // room for the reorg of 8 above the vault's block
	r.deposit("swap-ghost", 777)
	r.mine(3) // deposit 2 blocks below the head
	r.catchUp(s)
	require.Equal(t, []string{"deposit-observed swap-ghost"}, kinds(r.outbox()))

	require.NoError(t, r.chain.Reorg(8, false)) // drops the deposit; deeper than Retain
	_, err := s.Pass(context.Background())
	var halt *chain.HaltError
	require.ErrorAs(t, err, &halt)
	t.Logf("halted: %s", halt.Reason)

	// The operator picks a recent canonical block as the trusted checkpoint.
	n := r.chain.Head() - 1
	rep, err := s.Checkpoint(context.Background(), n, r.canonical(n), chain.CheckpointOptions{Force: true})
	require.NoError(t, err)
	t.Logf("checkpoint report: %+v", rep)
	r.mine(20)
	r.catchUp(s)
	for _, o := range r.outbox() {
		t.Logf("outbox: %-18s %s %s", o.Kind, o.SwapID, o.EventID)
	}
	for _, o := range r.outbox() {
		if o.Kind == "deposit-confirmed" && o.SwapID == "swap-ghost" {
			t.Errorf("DEFECT: deposit-confirmed enqueued for a deposit the reorg dropped from the canonical chain")
		}
	}
}
