package devchain

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
)

// ErrNotMined is returned by MineUntilReceipt when its bound of blocks was mined and the
// transaction is still not in the chain.
var ErrNotMined = errors.New("devchain: transaction not mined")

// MaxMineUntilReceipt bounds the blocks one MineUntilReceipt call may mine through the admin
// API, so one request cannot keep the chain busy for long.
const MaxMineUntilReceipt = 1000

// MineUntilReceipt returns the receipt of transaction tx, committing one block at a time
// while the chain has none: at most maxBlocks blocks, and never past ctx.
//
// Code that sends a transaction must not assume it is in the next block. A valid transaction
// can wait blocks on this chain as on a real one: its fee cap is below the next base fee, its
// nonce leaves a gap, the block is full, or it reached the node after the block was sealed.
// The caller picks the bound because it knows how long is too long; a transaction with a sane
// fee is in the first block, so a small bound turns a lost transaction into an error naming
// it, rather than a later step that fails for a reason that seems unrelated (a balance of 0,
// a missing contract).
//
// The receipt may be of a failed transaction (Status 0): the caller checks Status.
func (c *Chain) MineUntilReceipt(ctx context.Context, tx common.Hash, maxBlocks int) (*types.Receipt, error) {
	if maxBlocks < 0 {
		return nil, fmt.Errorf("%w: maxBlocks %d for transaction %s", ErrInvalidArgument, maxBlocks, tx)
	}
	for mined := 0; ; mined++ {
		r, err := c.client.TransactionReceipt(ctx, tx)
		switch {
		case err == nil:
			return r, nil
		case ctx.Err() != nil:
			return nil, fmt.Errorf("devchain: waiting for transaction %s, %d blocks mined: %w", tx, mined, ctx.Err())
		case !notMinedYet(err):
			return nil, fmt.Errorf("devchain: receipt of transaction %s: %w", tx, err)
		}
		if mined == maxBlocks {
			return nil, fmt.Errorf("%w: %s after %d blocks (head %d; %s)", ErrNotMined, tx, mined, c.Head(), c.whereIs(ctx, tx))
		}
		if _, err := c.Mine(1); err != nil {
			return nil, fmt.Errorf("devchain: mining for transaction %s: %w", tx, err)
		}
	}
}

// txIndexing is the error data of the node's answer for a transaction it cannot find while
// its transaction indexer is still catching up (go-ethereum's ethapi.TxIndexingError).
const txIndexing = "transaction indexing is in progress"

// notMinedYet reports whether a receipt lookup's error means the chain holds no such
// transaction yet. Besides NotFound, a fresh node answers txIndexing for every unknown
// transaction until its indexer has started up (the first moments after Start); the lookup
// entries of newly mined blocks are written with the block, so a mined one is found anyway.
func notMinedYet(err error) bool {
	if errors.Is(err, ethereum.NotFound) {
		return true
	}
	var de rpc.DataError
	return errors.As(err, &de) && de.ErrorData() == txIndexing
}

// whereIs says what the node knows of a transaction that has no receipt, for errors.
func (c *Chain) whereIs(ctx context.Context, tx common.Hash) string {
	_, pending, err := c.client.TransactionByHash(ctx, tx)
	switch {
	case errors.Is(err, ethereum.NotFound):
		return "unknown to the node: never sent, or dropped by a reorg"
	case err != nil:
		return "lookup failed: " + err.Error()
	case pending:
		return "still in the pool"
	default: // mined between the receipt lookup and this one
		return "mined just now"
	}
}
