package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/swapengine/swapengine/internal/store"
)

// Reread reads the vault's deposits in blocks from..to from another endpoint
// (r), independently of the scanner's own reads and records: for an audit
// of a scanner that has a single endpoint, whose omissions no cross-check
// could catch. It reads in ranges of at most the configured range, halving
// on a provider's range refusal, checks every log's block against that
// endpoint's canonical block at its height, and decodes the logs as the
// scanner does.
func (s *Scanner) Reread(ctx context.Context, r Reader, from, to uint64) ([]store.Observation, error) {
	other, err := New(s.cfg, r, s.scans)
	if err != nil {
		return nil, err
	}
	span := s.cfg.LogRange()
	var out []store.Observation
	for lo := from; lo <= to; {
		hi := min(to, lo+span-1)
		logs, err := other.eth.FilterLogs(ctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(lo), ToBlock: new(big.Int).SetUint64(hi),
			Addresses: []common.Address{s.cfg.Contract}, Topics: [][]common.Hash{{s.topic}},
		})
		if isRangeLimit(err) && span > 1 {
			span /= 2
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("eth_getLogs #%d..#%d: %w", lo, hi, err)
		}
		times := map[uint64]uint64{}
		for i := range logs {
			l := &logs[i]
			if l.Removed || l.Address != s.cfg.Contract {
				continue
			}
			b, err := other.blockByNumber(ctx, l.BlockNumber)
			if err != nil {
				return nil, err
			}
			if b == nil || b.Hash != l.BlockHash {
				return nil, fmt.Errorf("log %d claims block %s at #%d, which the endpoint does not hold as canonical", l.Index, l.BlockHash.Hex(), l.BlockNumber)
			}
			times[l.BlockNumber] = uint64(b.Time)
			o, err := other.observation(l, times[l.BlockNumber])
			if err != nil {
				return nil, err
			}
			out = append(out, o)
		}
		if hi == to {
			break
		}
		lo = hi + 1
	}
	return out, nil
}
