package devchain

import (
	"context"
	"encoding/json"
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
		mined, err := c.Mine(1)
		if err != nil {
			return nil, fmt.Errorf("devchain: mining for transaction %s: %w", tx, err)
		}
		// The block just mined is read by hash: its receipts are there at
		// once, where the lookup by transaction waits for the node's indexer.
		rs, err := c.receiptsIn(ctx, mined[0], tx)
		switch {
		case err == nil:
			return rs[0], nil
		case !errors.Is(err, errNotInBlock):
			return nil, err
		}
	}
}

// errNotInBlock: a block's receipts hold no receipt of the transaction.
var errNotInBlock = errors.New("not in the block")

// receiptsIn returns the receipts of txs, in their order, from the block with
// the given hash. Reading the block's receipts by hash, rather than each
// transaction's by its hash, does not depend on the node's transaction index:
// go-ethereum writes that index in the background after the block, so a loaded
// machine can ask before it is written and be told "not found" (or "indexing
// in progress") for a transaction that is mined.
func (c *Chain) receiptsIn(ctx context.Context, block common.Hash, txs ...common.Hash) ([]*types.Receipt, error) {
	all, err := c.client.BlockReceipts(ctx, rpc.BlockNumberOrHashWithHash(block, false))
	if err != nil {
		return nil, fmt.Errorf("devchain: receipts of block %s: %w", block, err)
	}
	byTx := make(map[common.Hash]*types.Receipt, len(all))
	for _, r := range all {
		byTx[r.TxHash] = r
	}
	out := make([]*types.Receipt, len(txs))
	for i, tx := range txs {
		r, ok := byTx[tx]
		if !ok {
			return nil, fmt.Errorf("devchain: transaction %s %w %s of %d transactions (%s)", tx, errNotInBlock, block, len(all), c.whereIs(ctx, tx))
		}
		out[i] = r
	}
	return out, nil
}

// extraBlocksForSetup bounds the blocks mined past the first for transactions
// the dev chain itself sent: as MineUntilReceipt says, a transaction can miss
// the next block (seen under load: the block sealed holding some of a batch
// sent just before it), and two more blocks is plenty for one with a sane fee.
const extraBlocksForSetup = 2

// mineSuccessfulLocked mines until every one of txs has a receipt (at most
// extraBlocksForSetup blocks past the first) and requires each successful;
// c.mu is held. Receipts are read from the blocks just mined, by hash.
func (c *Chain) mineSuccessfulLocked(ctx context.Context, txs ...*types.Transaction) ([]*types.Receipt, error) {
	out := make([]*types.Receipt, len(txs))
	missing := len(txs)
	// Another caller's Mine (a test's background miner) may have taken some
	// of them between their sending and this call: those are not waited for.
	for i, tx := range txs {
		r, err := c.minedReceipt(ctx, tx.Hash())
		if err != nil {
			return nil, err
		}
		if r != nil {
			out[i] = r
			missing--
		}
	}
	for blocks := 0; missing > 0; blocks++ {
		if blocks > extraBlocksForSetup {
			for i, r := range out {
				if r == nil {
					return nil, fmt.Errorf("%w: %s after %d blocks (head %d; %s)", ErrNotMined, txs[i].Hash(), blocks, c.Head(), c.whereIs(ctx, txs[i].Hash()))
				}
			}
		}
		mined, err := c.mineLocked(1)
		if err != nil {
			return nil, err
		}
		all, err := c.client.BlockReceipts(ctx, rpc.BlockNumberOrHashWithHash(mined[0], false))
		if err != nil {
			return nil, fmt.Errorf("devchain: receipts of block %s: %w", mined[0], err)
		}
		for _, r := range all {
			for i, tx := range txs {
				if out[i] == nil && r.TxHash == tx.Hash() {
					out[i] = r
					missing--
				}
			}
		}
	}
	for _, r := range out {
		if r.Status != types.ReceiptStatusSuccessful {
			return nil, fmt.Errorf("devchain: transaction %s reverted", r.TxHash)
		}
	}
	return out, nil
}

// minedReceipt is tx's receipt if the chain already holds it (nil if not),
// read from the receipts of the block the node says holds it: by hash, so
// not waiting for the receipt index (see receiptsIn).
func (c *Chain) minedReceipt(ctx context.Context, tx common.Hash) (*types.Receipt, error) {
	var found *struct {
		BlockHash *common.Hash `json:"blockHash"`
	}
	if err := c.rpc.CallContext(ctx, &found, "eth_getTransactionByHash", tx); err != nil {
		if notMinedYet(err) {
			return nil, nil
		}
		return nil, fmt.Errorf("devchain: transaction %s: %w", tx, err)
	}
	if found == nil || found.BlockHash == nil { // unknown, or still in the pool
		return nil, nil
	}
	rs, err := c.receiptsIn(ctx, *found.BlockHash, tx)
	if err != nil {
		return nil, err
	}
	return rs[0], nil
}

// txIndexing is the error data of the node's answer for a transaction it cannot find while
// its transaction indexer is still catching up (go-ethereum's ethapi.TxIndexingError).
const txIndexing = "transaction indexing is in progress"

// notMinedYet reports whether a receipt lookup's error means the chain holds no such
// transaction yet. Besides NotFound, a fresh node answers txIndexing for every unknown
// transaction while its indexer is behind (at start, and on a loaded machine just after a
// block): code that just mined a block reads the block's receipts instead (receiptsIn).
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
		return "still in the pool" + c.poolStatus(ctx, tx)
	default: // mined between the receipt lookup and this one
		return "mined just now"
	}
}

// poolStatus says whether the pool holds tx as pending (executable) or queued, and the
// head block's transaction count, for errors.
func (c *Chain) poolStatus(ctx context.Context, tx common.Hash) string {
	t, _, err := c.client.TransactionByHash(ctx, tx)
	if err != nil {
		return ""
	}
	from, err := types.Sender(types.LatestSignerForChainID(t.ChainId()), t)
	if err != nil {
		return ""
	}
	var content map[string]map[string]json.RawMessage
	if err := c.rpc.CallContext(ctx, &content, "txpool_contentFrom", from); err != nil {
		return ", txpool_contentFrom: " + err.Error()
	}
	where := "neither pending nor queued"
	for kind, txs := range content {
		if _, ok := txs[fmt.Sprint(t.Nonce())]; ok {
			where = kind
		}
	}
	head, _ := c.client.BlockByNumber(ctx, nil)
	n, nonce := -1, uint64(0)
	if head != nil {
		n = len(head.Transactions())
	}
	nonce, _ = c.client.NonceAt(ctx, from, nil)
	return fmt.Sprintf(" (%s, nonce %d, the sender's nonce at the head %d; the head holds %d transactions)", where, t.Nonce(), nonce, n)
}
