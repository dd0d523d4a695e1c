package scanbench

import (
	"context"
	"fmt"
	"iter"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/swapengine/swapengine/internal/chain"
)

// The yardsticks the scanner benchmarks compare a real catch-up with: the
// reads a catch-up needs, made the way the scanner makes them (eth_getLogs in
// the config's LogRange chunks, headers in JSON-RPC batches of
// chain.HeaderBatch, one request at a time), storing and proving nothing.

// ReadCeiling reads the logs of [from, to] and every header; it returns the
// number of logs read.
func ReadCeiling(ctx context.Context, client *rpc.Client, cfg chain.Config, from, to uint64) (int, error) {
	logs := 0
	for lo, hi := range chunks(from, to, cfg.LogRange()) {
		got, err := filterLogs(ctx, client, cfg, lo, hi)
		if err != nil {
			return logs, err
		}
		logs += len(got)
		heights := make([]uint64, 0, hi-lo+1)
		for h := lo; h <= hi; h++ {
			heights = append(heights, h)
		}
		if err := headers(ctx, client, heights); err != nil {
			return logs, err
		}
	}
	return logs, nil
}

// SparseReadCeiling makes the fewest requests that read the deposits of
// [from, to] with their block hashes and times: the logs (a log carries its
// block's hash), then the header of each block holding logs (its time). No
// canonical check, no partial-answer check, no cursor: the yardstick of the
// sparse catch-up. It returns the number of logs read.
func SparseReadCeiling(ctx context.Context, client *rpc.Client, cfg chain.Config, from, to uint64) (int, error) {
	logs := 0
	var heights []uint64
	seen := map[common.Hash]bool{}
	for lo, hi := range chunks(from, to, cfg.LogRange()) {
		got, err := filterLogs(ctx, client, cfg, lo, hi)
		if err != nil {
			return logs, err
		}
		logs += len(got)
		for _, l := range got {
			if !seen[l.BlockHash] {
				seen[l.BlockHash] = true
				heights = append(heights, l.BlockNumber)
			}
		}
	}
	return logs, headers(ctx, client, heights)
}

// chunks are [from, to] cut into ranges of at most span blocks, in order.
func chunks(from, to, span uint64) iter.Seq2[uint64, uint64] {
	return func(yield func(uint64, uint64) bool) {
		for lo := from; lo <= to; lo += span {
			if !yield(lo, min(to, lo+span-1)) {
				return
			}
		}
	}
}

func filterLogs(ctx context.Context, client *rpc.Client, cfg chain.Config, lo, hi uint64) ([]types.Log, error) {
	got, err := ethclient.NewClient(client).FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(lo), ToBlock: new(big.Int).SetUint64(hi),
		Addresses: []common.Address{cfg.Contract}, Topics: [][]common.Hash{{cfg.DepositedTopic()}},
	})
	if err != nil {
		return nil, fmt.Errorf("eth_getLogs #%d..#%d: %w", lo, hi, err)
	}
	return got, nil
}

// header is what the scanner decodes of a block (the same fields, so the
// yardstick decodes no more and no less).
type header struct {
	Number     hexutil.Uint64 `json:"number"`
	Hash       common.Hash    `json:"hash"`
	ParentHash common.Hash    `json:"parentHash"`
	Time       hexutil.Uint64 `json:"timestamp"`
	Bloom      types.Bloom    `json:"logsBloom"`
}

// headers reads the blocks at heights (without transactions) in batches.
func headers(ctx context.Context, client *rpc.Client, heights []uint64) error {
	for start := 0; start < len(heights); start += chain.HeaderBatch {
		end := min(start+chain.HeaderBatch, len(heights))
		batch := make([]rpc.BatchElem, 0, end-start)
		for _, h := range heights[start:end] {
			batch = append(batch, rpc.BatchElem{Method: "eth_getBlockByNumber", Args: []any{hexutil.EncodeUint64(h), false}, Result: new(*header)})
		}
		if err := client.BatchCallContext(ctx, batch); err != nil {
			return fmt.Errorf("batch eth_getBlockByNumber #%d..#%d: %w", heights[start], heights[end-1], err)
		}
		for i, el := range batch {
			if el.Error != nil {
				return fmt.Errorf("eth_getBlockByNumber #%d: %w", heights[start+i], el.Error)
			}
		}
	}
	return nil
}
