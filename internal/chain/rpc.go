package chain

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/swapengine/swapengine/internal/chain/rangelimit"
)

// Reader is what the scanner reads through: a JSON-RPC connection to one
// node (*rpc.Client) or a set of endpoints that fails over (Endpoints). Every
// read of the scanner is one of these two calls, so failover, identity
// checks and fault injection all plug in here, under the scanner's logic.
type Reader interface {
	CallContext(ctx context.Context, result any, method string, args ...any) error
	BatchCallContext(ctx context.Context, b []rpc.BatchElem) error
}

// logReader is eth_getLogs over a Reader, with ethclient's encoding of the
// filter (ethclient itself needs a *rpc.Client).
type logReader struct{ r Reader }

func (l logReader) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	arg := map[string]any{}
	if len(q.Addresses) > 0 {
		arg["address"] = q.Addresses
	}
	if q.Topics != nil {
		arg["topics"] = q.Topics
	}
	if q.BlockHash != nil {
		arg["blockHash"] = *q.BlockHash
	} else {
		arg["fromBlock"], arg["toBlock"] = "0x0", blockArg(q.ToBlock)
		if q.FromBlock != nil {
			arg["fromBlock"] = blockArg(q.FromBlock)
		}
	}
	var out []types.Log
	err := l.r.CallContext(ctx, &out, "eth_getLogs", arg)
	return out, err
}

func blockArg(n *big.Int) string {
	if n == nil {
		return "latest"
	}
	return hexutil.EncodeBig(n)
}

// blockRef is the part of a block the scanner needs. The hash is read from the
// node's answer, never recomputed: chains with extra header fields hash differently.
type blockRef struct {
	Number     hexutil.Uint64 `json:"number"`
	Hash       common.Hash    `json:"hash"`
	ParentHash common.Hash    `json:"parentHash"`
	Time       hexutil.Uint64 `json:"timestamp"`
	Bloom      types.Bloom    `json:"logsBloom"`
}

// HeaderBatch bounds one JSON-RPC batch of header requests: providers refuse
// larger ones (Alchemy and Infura accept 100 to 1000).
const HeaderBatch = 100

// probe is the start of every pass, one JSON-RPC batch and so one round trip:
// the chain ID, the vault's code, the head, the block at the cursor's height
// (nil when the node does not have it) and the finality tag's block.
type probe struct {
	chainID *big.Int
	code    []byte
	head    *blockRef
	at      *blockRef
	tagged  *blockRef
	took    float64 // ms
}

func (s *Scanner) probe(ctx context.Context, at uint64) (probe, error) {
	var (
		id   hexutil.Big
		code hexutil.Bytes
		p    probe
	)
	batch := []rpc.BatchElem{
		{Method: "eth_chainId", Result: &id},
		{Method: "eth_getCode", Args: []any{s.cfg.Contract, "latest"}, Result: &code},
		{Method: "eth_getBlockByNumber", Args: []any{"latest", false}, Result: &p.head},
		{Method: "eth_getBlockByNumber", Args: []any{hexutil.EncodeUint64(at), false}, Result: &p.at},
	}
	if s.cfg.Finality.Tag != "" {
		batch = append(batch, rpc.BatchElem{Method: "eth_getBlockByNumber", Args: []any{s.cfg.Finality.Tag, false}, Result: &p.tagged})
	}
	t0 := time.Now()
	if err := s.rpc.BatchCallContext(ctx, batch); err != nil {
		return p, fmt.Errorf("batch eth_chainId + eth_getCode + head: %w", err)
	}
	p.took = since(t0)
	for _, el := range batch {
		if el.Error != nil {
			return p, fmt.Errorf("%s %v: %w", el.Method, el.Args, el.Error)
		}
	}
	p.chainID, p.code = (*big.Int)(&id), code
	if err := s.checkIdentity(p.chainID, p.code); err != nil {
		return p, err
	}
	if p.head == nil {
		return p, errors.New("eth_getBlockByNumber(latest): the node has no head block")
	}
	if s.cfg.Finality.Tag != "" && p.tagged == nil {
		return p, fmt.Errorf("eth_getBlockByNumber(%s): the node has no %s block", s.cfg.Finality.Tag, s.cfg.Finality.Tag)
	}
	return p, nil
}

// checkIdentity refuses a node that serves another chain or has no vault code.
func (s *Scanner) checkIdentity(id *big.Int, code []byte) error {
	if !id.IsUint64() || id.Uint64() != s.cfg.ChainID {
		return fmt.Errorf("%w: configured chain ID %d, but the RPC node serves chain ID %s; nothing was read or written. "+
			"Point the worker's -rpc-url at a chain %d node, then run `starter scanner-resume`", ErrWrongChain, s.cfg.ChainID, id, s.cfg.ChainID)
	}
	if len(code) == 0 {
		return fmt.Errorf("%w at %s on chain %d: wrong -contract or a node that is not synced; fix it, then run `starter scanner-resume`",
			ErrNoCode, s.cfg.Contract.Hex(), s.cfg.ChainID)
	}
	return s.checkVaultVersion(code)
}

// blocks fetches the blocks at the given heights with batched requests.
// A height the node does not have (above its head) comes back as nil.
func (s *Scanner) blocks(ctx context.Context, heights []uint64) ([]*blockRef, error) {
	out := make([]*blockRef, len(heights))
	for start := 0; start < len(heights); start += HeaderBatch {
		end := min(start+HeaderBatch, len(heights))
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
			if b := out[start+i]; b != nil && uint64(b.Number) != heights[start+i] {
				return nil, fmt.Errorf("eth_getBlockByNumber #%d answered block #%d: %w", heights[start+i], uint64(b.Number), errInconsistent)
			}
		}
	}
	return out, nil
}

// blockByNumber fetches one block; nil when the node does not have it.
func (s *Scanner) blockByNumber(ctx context.Context, n uint64) (*blockRef, error) {
	var b *blockRef
	if err := s.rpc.CallContext(ctx, &b, "eth_getBlockByNumber", hexutil.EncodeUint64(n), false); err != nil {
		return nil, fmt.Errorf("eth_getBlockByNumber #%d: %w", n, err)
	}
	if b != nil && uint64(b.Number) != n {
		return nil, fmt.Errorf("eth_getBlockByNumber #%d answered block #%d: %w", n, uint64(b.Number), errInconsistent)
	}
	return b, nil
}

// isRangeLimit: see rangelimit.Is.
func isRangeLimit(err error) bool { return rangelimit.Is(err) }
