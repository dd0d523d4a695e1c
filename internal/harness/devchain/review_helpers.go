package devchain

import (
	"context"
	"fmt"
	"math/big"
)

// ReorgWithDeposit (review helper, not in <project>): replaces the last
// `depth` blocks with a branch whose first new block holds a deposit that the
// replaced blocks did not have.
func (c *Chain) ReorgWithDeposit(depth int, swapID string, wei int64) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	ctx := context.Background()
	head, err := c.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	parent, err := c.client.HeaderByNumber(ctx, new(big.Int).SetUint64(head.Number.Uint64()-uint64(depth)))
	if err != nil {
		return err
	}
	if err := c.node.beacon.Fork(parent.Hash()); err != nil {
		return fmt.Errorf("fork: %w", err)
	}
	c.node.beacon.Rollback()
	clear(c.nonces)
	id, err := SwapIDBytes(swapID)
	if err != nil {
		return err
	}
	if _, err := c.transactLocked(ctx, 0, big.NewInt(wei), c.binding.PackDeposit(id)); err != nil {
		return err
	}
	_, err = c.mineLocked(depth + 1)
	return err
}
