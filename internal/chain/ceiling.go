package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"
)

// ReadCeiling makes the reads a catch-up of [from, to] needs and stores
// nothing: eth_getLogs in MaxRange chunks and every header in batches of
// 100, one request at a time. It is the yardstick the scanner benchmark
// compares a real catch-up with; it returns the number of logs read.
func ReadCeiling(ctx context.Context, client *rpc.Client, cfg Config, from, to uint64) (int, error) {
	s, err := New(cfg, client, nil)
	if err != nil {
		return 0, err
	}
	logs := 0
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
		heights := make([]uint64, 0, hi-lo+1)
		for h := lo; h <= hi; h++ {
			heights = append(heights, h)
		}
		if _, err := s.blocks(ctx, heights); err != nil {
			return logs, err
		}
	}
	return logs, nil
}
