package chain_test

import (
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
)

// Issue 15 item 10: a reorg of depth 3 whose new branch is one block long
// leaves the node's head 2 blocks below the cursor. That head block is not
// the one the scanner recorded at its height, so it is a reorg, not a
// lagging node: the next pass walks back to the common ancestor, orphans
// the deposit, enqueues deposit-reorged, records depth 3 and rescans the new
// branch, and later passes read only the probe's two headers each instead of
// waiting for the node to "catch up".
func TestShorterChainReorgIsNotALaggingNode(t *testing.T) {
	r := newRig(t, chain.Config{Finality: chain.Finality{Depth: 12}})
	s := r.scanner()
	r.mine(2)
	r.deposit("swap-short", 1000)
	r.mine(3) // the deposit is in the block 2 below the cursor
	cursor := r.catchUp(s).Cursor
	require.Equal(t, []string{"deposit-observed swap-short"}, kinds(r.outbox()))

	require.NoError(t, r.chain.ReorgTo(3, 1, false))
	require.Equal(t, cursor.Number-2, r.chain.Head(), "the new head is 2 blocks below the cursor")
	r.proxy.Reset()
	rep, err := s.Pass(context.Background())
	require.NoError(t, err)
	require.NotNil(t, rep.Reorg, "the first pass after a reorg to a shorter chain handles it")
	assert.False(t, rep.Behind)
	assert.Equal(t, uint64(3), rep.Reorg.Depth)
	assert.Equal(t, cursor.Number-3, rep.Reorg.Ancestor.Number)
	assert.Equal(t, cursor, rep.Reorg.From)
	assert.Equal(t, 1, rep.Reorg.Orphaned)
	assert.Equal(t, r.chain.Head(), rep.Cursor.Number, "the new branch is rescanned in the same pass")
	assert.Equal(t, []string{"deposit-observed swap-short", "deposit-reorged swap-short"}, kinds(r.outbox()))
	first := r.proxy.Calls("eth_getBlockByNumber")
	t.Logf("the reorg pass read %d headers", first)
	assert.LessOrEqual(t, first, 3+3, "recovery costs the depth, as for any reorg")

	const more = 5
	for range more {
		rep, err := s.Pass(context.Background())
		require.NoError(t, err)
		assert.Nil(t, rep.Reorg)
		assert.False(t, rep.Behind)
		assert.Equal(t, rep.Head, rep.Cursor.Number)
	}
	assert.Equal(t, first+2*more, r.proxy.Calls("eth_getBlockByNumber"),
		"a pass at the head reads the head and the block at the cursor, nothing again")
	assert.Equal(t, r.chain.Head(), r.state().Cursor.Number)

	r.mine(13)
	r.catchUp(s)
	assert.Equal(t, []string{"deposit-observed swap-short", "deposit-reorged swap-short"}, kinds(r.outbox()),
		"the dropped deposit is never confirmed")
}

// Issue 15 item 9, review N10: a node whose range answer holds one of the
// two Deposited logs of a block. The bloom cannot prove the count, so every
// block with vault logs is read again by hash and the log left out is
// observed in the same pass.
func TestPartialBlockAnswerIsCompleted(t *testing.T) {
	r := newRig(t, chain.Config{})
	s := r.scanner()
	r.catchUp(s)
	r.deposit("swap-first", 5)
	r.deposit("swap-second", 6)
	r.mine(1)
	r.deposit("swap-alone", 7)
	r.mine(1)
	r.proxy.SetPartialLogs(true)
	rep, err := s.Pass(context.Background())
	require.NoError(t, err)
	assert.Equal(t, 3, rep.Observed)
	assert.Equal(t, 1, rep.Rereads, "one block's range answer missed a log")
	assert.ElementsMatch(t, []string{"deposit-observed swap-first", "deposit-observed swap-second", "deposit-observed swap-alone"}, kinds(r.outbox()))
}

// Issue 15 item 9 (review D16): a retained window shorter than the finality
// depth makes a reorg deeper than the window but above the finality boundary
// halt the scanner instead of rewinding it. Such a config is refused, naming
// the field; the default window (128) is checked as well.
func TestRetainBelowFinalityDepthIsRefused(t *testing.T) {
	base := chain.Config{ChainID: 1, Contract: common.HexToAddress("0x01")}
	for _, c := range []struct {
		retain, depth uint64
		tag           string
		bad           bool
	}{
		{retain: 4, depth: 12, bad: true},
		{retain: 0, depth: 200, bad: true}, // the default window, 128
		{retain: 12, depth: 12},
		{retain: 0, depth: 128},
		{retain: 4, tag: "finalized"}, // the node decides finality: no depth to compare
	} {
		cfg := base
		cfg.Retain, cfg.Finality = c.retain, chain.Finality{Depth: c.depth, Tag: c.tag}
		err := cfg.Validate()
		if !c.bad {
			assert.NoError(t, err, "retain %d, depth %d", c.retain, c.depth)
			continue
		}
		if assert.Error(t, err, "retain %d, depth %d", c.retain, c.depth) {
			assert.Contains(t, err.Error(), "retain")
			assert.Contains(t, err.Error(), "finality.depth")
		}
		_, err = chain.New(cfg, nil, nil)
		assert.Error(t, err, "New refuses it too")
	}
}
