package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"
)

// SparseReadCeiling makes the fewest requests that read the deposits of
// [from, to] with their block hashes and times, and stores nothing:
// eth_getLogs in MaxRange chunks (a log carries its block's hash), one
// request at a time, then the header of each block holding logs (its time)
// in batches of 100. It proves nothing (no canonical check, no partial-answer
// check, no cursor); it is the yardstick of the sparse catch-up benchmark.
// It returns the number of logs read.
func SparseReadCeiling(ctx context.Context, client *rpc.Client, cfg Config, from, to uint64) (int, error) {
	s, err := New(cfg, client, nil)
	if err != nil {
		return 0, err
	}
	logs := 0
	var heights []uint64
	seen := map[common.Hash]bool{}
	for lo := from; lo <= to; lo += cfg.maxRange() {
		hi := min(to, lo+cfg.maxRange()-1)
		got, err := s.eth.FilterLogs(ctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(lo), ToBlock: new(big.Int).SetUint64(hi),
			Addresses: []common.Address{cfg.Contract}, Topics: [][]common.Hash{{s.topic}},
		})
		if err != nil {
			return logs, fmt.Errorf("eth_getLogs #%d..#%d: %w", lo, hi, err)
		}
		logs += len(got)
		for _, l := range got {
			if !seen[l.BlockHash] {
				seen[l.BlockHash] = true
				heights = append(heights, l.BlockNumber)
			}
		}
	}
	if _, err := s.blocks(ctx, heights); err != nil {
		return logs, err
	}
	return logs, nil
}
