package chain

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
)

// blockRef is the part of a block the scanner needs. The hash is read from the
// node's answer, never recomputed: chains with extra header fields hash differently.
type blockRef struct {
	Number     hexutil.Uint64 `json:"number"`
	Hash       common.Hash    `json:"hash"`
	ParentHash common.Hash    `json:"parentHash"`
}

// blockByTag fetches "latest", "safe", "finalized" or a hex height.
func (s *Scanner) blockByTag(ctx context.Context, tag string) (blockRef, error) {
	var b *blockRef
	if err := s.rpc.CallContext(ctx, &b, "eth_getBlockByNumber", tag, false); err != nil {
		return blockRef{}, fmt.Errorf("eth_getBlockByNumber(%s): %w", tag, err)
	}
	if b == nil {
		return blockRef{}, fmt.Errorf("eth_getBlockByNumber(%s): no such block", tag)
	}
	return *b, nil
}

// blocks fetches the blocks at the given heights with batched requests.
// A height the node does not have (above its head) comes back as nil.
func (s *Scanner) blocks(ctx context.Context, heights []uint64) ([]*blockRef, error) {
	const batchSize = 100
	out := make([]*blockRef, len(heights))
	for start := 0; start < len(heights); start += batchSize {
		end := min(start+batchSize, len(heights))
		batch := make([]rpc.BatchElem, 0, end-start)
		for i := start; i < end; i++ {
			batch = append(batch, rpc.BatchElem{
				Method: "eth_getBlockByNumber",
				Args:   []any{hexutil.EncodeUint64(heights[i]), false},
				Result: &out[i],
			})
		}
		if err := s.rpc.BatchCallContext(ctx, batch); err != nil {
			return nil, fmt.Errorf("batch eth_getBlockByNumber #%d..#%d: %w", heights[start], heights[end-1], err)
		}
		for i, el := range batch {
			if el.Error != nil {
				return nil, fmt.Errorf("eth_getBlockByNumber #%d: %w", heights[start+i], el.Error)
			}
		}
	}
	return out, nil
}

// isRangeLimit recognises the ways providers refuse an eth_getLogs range as too
// large, so the scanner can shrink the range instead of failing.
func isRangeLimit(err error) bool {
	var rpcErr rpc.Error
	if errors.As(err, &rpcErr) && (rpcErr.ErrorCode() == -32005 || rpcErr.ErrorCode() == -32602) {
		return true
	}
	msg := strings.ToLower(err.Error())
	for _, s := range []string{"more than 10000 results", "query returned more than", "exceeds limit", "block range",
		"range too large", "too many results", "limit exceeded", "response size exceeded"} {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return false
}
