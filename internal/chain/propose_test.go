package chain_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
)

// After a halt for a reorg deeper than the window, the proposal is a block
// final on the node and at or below the cursor, and checkpointing it gives
// the same outcome as the block an operator would have picked by hand: the
// dropped branch's deposit orphaned, the new branch read, one confirmation.
func TestProposedCheckpointAfterADeepReorg(t *testing.T) {
	r := newRig(t, chain.Config{Retain: 20, Finality: chain.Finality{Depth: 20}})
	s := r.scanner()
	r.mine(30)
	r.deposit("swap-deep", 77)
	r.mine(10) // tentative: 10 blocks below the head, finality 20
	r.catchUp(s)
	// Deeper than the window (which may not be shorter than the finality
	// depth); the replaced blocks hold nothing final.
	require.NoError(t, r.chain.Reorg(22, true)) // re-mined in another block of the new branch
	_, err := s.Pass(context.Background())
	var halt *chain.HaltError
	require.ErrorAs(t, err, &halt)
	before := r.state()

	prop, err := s.ProposeCheckpoint(context.Background())
	require.NoError(t, err)
	assert.Equal(t, before, r.state(), "proposing changes nothing")
	assert.False(t, prop.Agreed, "no retained block survives a fork deeper than the window")
	assert.Contains(t, prop.Reason, "deeper than the retained window")
	assert.LessOrEqual(t, prop.Block.Number, before.Cursor.Number)
	assert.Equal(t, r.chain.Head()-20, prop.Block.Number, "the newest block final on the node")
	assert.Equal(t, r.canonical(prop.Block.Number), prop.Block.Hash)

	rep, err := s.Checkpoint(context.Background(), prop.Block.Number, prop.Block.Hash, chain.CheckpointOptions{})
	require.NoError(t, err)
	assert.Equal(t, 1, rep.Orphaned)
	r.catchUp(s)
	r.mine(25)
	r.catchUp(s)
	assert.Equal(t, []string{"deposit-observed swap-deep", "deposit-reorged swap-deep", "deposit-observed swap-deep", "deposit-confirmed swap-deep"},
		kinds(r.outbox()))
}

// When the scanner and the node still agree on some retained block, the
// proposal is the newest such block at or below the node's final height.
func TestProposedCheckpointIsTheNewestAgreedBlock(t *testing.T) {
	r := newRig(t, chain.Config{Retain: 32, Finality: chain.Finality{Depth: 3}})
	s := r.scanner()
	r.mine(12)
	r.catchUp(s)
	cursor := r.state().Cursor

	prop, err := s.ProposeCheckpoint(context.Background())
	require.NoError(t, err)
	assert.True(t, prop.Agreed)
	assert.Equal(t, cursor.Number-3, prop.Block.Number, "the node's final height, below the cursor at the head")
	assert.Equal(t, r.canonical(prop.Block.Number), prop.Block.Hash)

	// The node reorgs its last 6 blocks; the scanner has not seen it yet.
	// The proposal skips the replaced blocks the scanner retained.
	require.NoError(t, r.chain.Reorg(6, false))
	r.mine(1)
	prop, err = s.ProposeCheckpoint(context.Background())
	require.NoError(t, err)
	assert.True(t, prop.Agreed)
	assert.Equal(t, cursor.Number-6, prop.Block.Number, "the newest retained block the node still has")
	assert.Equal(t, r.canonical(prop.Block.Number), prop.Block.Hash)
}
