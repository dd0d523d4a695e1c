// Package chain reads Deposited logs from an EVM chain with go-ethereum and
// records them in Postgres with the scanner's cursor, block hashes and outbox
// rows in one transaction per pass. The reorg handling lives in reorg.go.
package chain

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"swapengine/internal/chain/depositvault"
	"swapengine/internal/evmkey"
	"swapengine/internal/store"
	"swapengine/internal/swap"
)

// Finality says which blocks are final. Tag ("safe" or "finalized") asks the
// node; otherwise a block Depth confirmations below the head is final.
type Finality struct {
	Depth uint64 `json:"depth,omitempty"`
	Tag   string `json:"tag,omitempty"`
}

// Config is one scanner: one chain, one contract.
type Config struct {
	ChainID    uint64         `json:"chainId"`
	Contract   common.Address `json:"contract"`
	Finality   Finality       `json:"finality"`
	MaxRange   uint64         `json:"maxRange,omitempty"`   // blocks per eth_getLogs; default 2000
	Retain     uint64         `json:"retain,omitempty"`     // block hashes kept below the cursor; default 128
	StartBlock uint64         `json:"startBlock,omitempty"` // first block scanned on a fresh start
}

const (
	defaultMaxRange = 2000
	defaultRetain   = 128
	// inconsistentRetries bounds re-reads of a range whose answers were not one snapshot.
	inconsistentRetries = 3
)

// ID names the scanner; it is also the suffix of its workflow ID, which is
// what keeps it to one scanner per (chain, contract).
func (c Config) ID() string {
	return fmt.Sprintf("evm:%d:%s", c.ChainID, strings.ToLower(c.Contract.Hex()))
}

// Validate names the first bad setting.
func (c Config) Validate() error {
	switch {
	case c.ChainID == 0:
		return errors.New("chainId is required")
	case c.Contract == (common.Address{}):
		return errors.New("contract is required")
	case c.Finality.Tag != "" && c.Finality.Tag != "safe" && c.Finality.Tag != "finalized":
		return fmt.Errorf("finality.tag %q must be safe or finalized", c.Finality.Tag)
	case c.Finality.Tag == "" && c.Finality.Depth == 0:
		return errors.New("finality needs a depth of at least 1 or a tag")
	}
	return nil
}

func (c Config) maxRange() uint64 {
	if c.MaxRange == 0 {
		return defaultMaxRange
	}
	return c.MaxRange
}

func (c Config) retain() uint64 {
	if c.Retain == 0 {
		return defaultRetain
	}
	return c.Retain
}

// Report is what one pass saw and did.
type Report struct {
	ScannerID string       `json:"scannerId"`
	Cursor    store.Block  `json:"cursor"`
	Head      uint64       `json:"head"`
	Final     uint64       `json:"final"`
	Lag       uint64       `json:"lag"`
	Range     uint64       `json:"range"`
	Observed  int          `json:"observed"`
	Confirmed int          `json:"confirmed"`
	Reorg     *store.Reorg `json:"reorg,omitempty"`
}

// Permanent errors stop the scanner until a person acts.
var (
	ErrWrongChain = errors.New("wrong chain")
	ErrNoCode     = errors.New("no contract code")
)

// HaltError is a reorg the scanner must not paper over: deeper than the
// retained window or below finality. The cursor has not moved.
type HaltError struct{ Reason string }

func (e *HaltError) Error() string { return "scanner halted: " + e.Reason }

// Scanner runs passes for one Config. Not safe for concurrent passes: one
// scanner per (chain, contract) is enforced by its workflow ID, and the
// cursor check in each transaction catches a second one anyway.
type Scanner struct {
	cfg      Config
	rpc      *rpc.Client
	eth      *ethclient.Client
	scans    *store.Scans
	vault    *depositvault.DepositVault
	topic    common.Hash
	rangeNow uint64
	verified bool
}

// New builds a scanner over an RPC connection (any EVM node URL).
func New(cfg Config, client *rpc.Client, scans *store.Scans) (*Scanner, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	vault := depositvault.NewDepositVault()
	return &Scanner{
		cfg: cfg, rpc: client, eth: ethclient.NewClient(client), scans: scans, vault: vault,
		topic:    vault.GetABI().Events[depositvault.DepositVaultDepositedEventName].ID,
		rangeNow: cfg.maxRange(),
	}, nil
}

// verify checks, before any read, that the node serves the configured chain
// and that the contract exists there.
func (s *Scanner) verify(ctx context.Context) error {
	if s.verified {
		return nil
	}
	id, err := s.eth.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("eth_chainId: %w", err)
	}
	if !id.IsUint64() || id.Uint64() != s.cfg.ChainID {
		return fmt.Errorf("%w: configured chain ID %d, the RPC node serves chain ID %s", ErrWrongChain, s.cfg.ChainID, id)
	}
	code, err := s.eth.CodeAt(ctx, s.cfg.Contract, nil)
	if err != nil {
		return fmt.Errorf("eth_getCode %s: %w", s.cfg.Contract.Hex(), err)
	}
	if len(code) == 0 {
		return fmt.Errorf("%w at %s on chain %d", ErrNoCode, s.cfg.Contract.Hex(), s.cfg.ChainID)
	}
	s.verified = true
	return nil
}

// Pass scans the next range once. Answers that do not form one snapshot (a
// log whose block hash is not the canonical one at its height, headers that
// do not link) are read again; a cursor that is no longer canonical rewinds.
func (s *Scanner) Pass(ctx context.Context) (Report, error) {
	if err := s.verify(ctx); err != nil {
		return Report{}, err
	}
	st, err := s.load(ctx)
	if err != nil {
		return Report{}, err
	}
	var lastErr error
	for range inconsistentRetries {
		rep, err := s.pass(ctx, st)
		if !errors.Is(err, errInconsistent) {
			return rep, err
		}
		lastErr = err
		if st, err = s.load(ctx); err != nil {
			return Report{}, err
		}
	}
	return Report{}, lastErr
}

var errInconsistent = errors.New("RPC answers were not one snapshot")

func (s *Scanner) load(ctx context.Context) (store.ScannerState, error) {
	id := s.cfg.ID()
	st, ok, err := s.scans.Load(ctx, id)
	if err != nil || ok {
		if err == nil && st.Halted != "" {
			return st, &HaltError{Reason: st.Halted}
		}
		return st, err
	}
	start := uint64(0)
	if s.cfg.StartBlock > 0 {
		start = s.cfg.StartBlock - 1
	}
	b, err := s.blockByTag(ctx, hexutil.EncodeUint64(start))
	if err != nil {
		return st, fmt.Errorf("start block #%d: %w", start, err)
	}
	cursor := store.Block{Number: start, Hash: lowerHash(b.Hash)}
	if err := s.scans.Init(ctx, store.ScannerState{ID: id, ChainID: s.cfg.ChainID, Contract: strings.ToLower(s.cfg.Contract.Hex()), Cursor: cursor}); err != nil {
		return st, fmt.Errorf("init scanner %s: %w", id, err)
	}
	st, _, err = s.scans.Load(ctx, id)
	return st, err
}

func (s *Scanner) pass(ctx context.Context, st store.ScannerState) (Report, error) {
	head, err := s.blockByTag(ctx, "latest")
	if err != nil {
		return Report{}, err
	}
	rep := Report{ScannerID: st.ID, Head: uint64(head.Number), Cursor: st.Cursor, Final: st.Final}

	// The stored cursor must still be on the canonical chain before anything
	// above it is read; otherwise walk back (reorg.go).
	if st.Cursor.Number > rep.Head {
		return s.rewind(ctx, st, rep)
	}
	at, err := s.blockByTag(ctx, hexutil.EncodeUint64(st.Cursor.Number))
	if err != nil {
		return rep, err
	}
	if lowerHash(at.Hash) != st.Cursor.Hash {
		return s.rewind(ctx, st, rep)
	}

	from, to := st.Cursor.Number+1, min(rep.Head, st.Cursor.Number+s.rangeNow)
	var (
		logs   []types.Log
		blocks []*blockRef
	)
	if from <= to {
		if logs, to, err = s.fetchLogs(ctx, from, to); err != nil {
			return rep, err
		}
		heights := make([]uint64, 0, to-from+1)
		for h := from; h <= to; h++ {
			heights = append(heights, h)
		}
		if blocks, err = s.blocks(ctx, heights); err != nil {
			return rep, err
		}
		if err := s.checkSnapshot(st.Cursor, from, blocks, logs); err != nil {
			return rep, err
		}
	} else {
		to = st.Cursor.Number
	}

	final, err := s.finalHeight(ctx, rep.Head)
	if err != nil {
		return rep, err
	}
	// Only blocks this scanner has verified can be final here.
	final = min(final, to)

	pass := store.Pass{ScannerID: st.ID, From: st.Cursor, Cursor: st.Cursor, Head: rep.Head, Final: max(final, st.Final), Retain: s.cfg.retain()}
	for _, b := range blocks {
		pass.Blocks = append(pass.Blocks, store.Block{Number: uint64(b.Number), Hash: lowerHash(b.Hash)})
	}
	if n := len(pass.Blocks); n > 0 {
		pass.Cursor = pass.Blocks[n-1]
	}
	for i := range logs {
		o, err := s.observation(&logs[i])
		if err != nil {
			return rep, err
		}
		pass.Observations = append(pass.Observations, o)
	}
	res, err := s.scans.CommitPass(ctx, pass, eventID, payload)
	if err != nil {
		return rep, fmt.Errorf("commit pass #%d..#%d: %w", from, to, err)
	}
	s.rangeNow = min(s.cfg.maxRange(), s.rangeNow*2)
	rep.Cursor, rep.Final, rep.Range = pass.Cursor, pass.Final, s.rangeNow
	rep.Observed, rep.Confirmed = res.Observed, res.Confirmed
	rep.Lag = rep.Head - rep.Cursor.Number
	return rep, nil
}

// fetchLogs reads [from, to], halving the range while the node says it is too
// large; it returns the end of the range it managed to read.
func (s *Scanner) fetchLogs(ctx context.Context, from, to uint64) ([]types.Log, uint64, error) {
	for {
		logs, err := s.eth.FilterLogs(ctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
			Addresses: []common.Address{s.cfg.Contract}, Topics: [][]common.Hash{{s.topic}},
		})
		if err == nil {
			return logs, to, nil
		}
		if !isRangeLimit(err) || to == from {
			return nil, 0, fmt.Errorf("eth_getLogs #%d..#%d: %w", from, to, err)
		}
		s.rangeNow = max(1, (to-from+1)/2)
		to = from + s.rangeNow - 1
	}
}

// checkSnapshot ties the answers together: the headers link from the cursor
// upwards, and each log sits in the canonical block at its height.
func (s *Scanner) checkSnapshot(cursor store.Block, from uint64, blocks []*blockRef, logs []types.Log) error {
	parent := cursor.Hash
	for i, b := range blocks {
		if b == nil {
			return fmt.Errorf("block #%d missing: %w", from+uint64(i), errInconsistent)
		}
		if lowerHash(b.ParentHash) != parent {
			return fmt.Errorf("block #%d %s does not extend %s: %w", uint64(b.Number), b.Hash.Hex(), parent, errInconsistent)
		}
		parent = lowerHash(b.Hash)
	}
	for _, l := range logs {
		i := int(l.BlockNumber - from)
		if l.BlockNumber < from || i >= len(blocks) {
			return fmt.Errorf("log in block #%d outside #%d..#%d: %w", l.BlockNumber, from, from+uint64(len(blocks))-1, errInconsistent)
		}
		if l.BlockHash != blocks[i].Hash {
			return fmt.Errorf("log %d claims block %s, canonical #%d is %s: %w", l.Index, l.BlockHash.Hex(), l.BlockNumber, blocks[i].Hash.Hex(), errInconsistent)
		}
		if l.Removed || l.Address != s.cfg.Contract {
			return fmt.Errorf("log %d in block #%d is removed or from another contract: %w", l.Index, l.BlockNumber, errInconsistent)
		}
	}
	return nil
}

func (s *Scanner) finalHeight(ctx context.Context, head uint64) (uint64, error) {
	if s.cfg.Finality.Tag != "" {
		b, err := s.blockByTag(ctx, s.cfg.Finality.Tag)
		if err != nil {
			return 0, err
		}
		return uint64(b.Number), nil
	}
	if head < s.cfg.Finality.Depth {
		return 0, nil
	}
	return head - s.cfg.Finality.Depth, nil
}

func (s *Scanner) observation(l *types.Log) (store.Observation, error) {
	ev, err := s.vault.UnpackDepositedEvent(l)
	if err != nil {
		return store.Observation{}, fmt.Errorf("decode Deposited log %d in block #%d: %w", l.Index, l.BlockNumber, err)
	}
	key := evmkey.Observation{ChainID: s.cfg.ChainID, BlockHash: l.BlockHash, LogIndex: uint64(l.Index)}
	swapID, err := SwapIDFromBytes32(ev.SwapId)
	if err != nil {
		// Still recorded: the dispatcher will find no such swap and mark it
		// unmatched for reconciliation rather than dropping the deposit.
		swapID = hexutil.Encode(ev.SwapId[:])
	}
	return store.Observation{
		Key: key.String(), ChainID: s.cfg.ChainID, BlockHash: lowerHash(l.BlockHash), LogIndex: uint64(l.Index),
		BlockNumber: l.BlockNumber, TxHash: lowerHash(l.TxHash), Contract: strings.ToLower(s.cfg.Contract.Hex()),
		SwapID: swapID, Payer: strings.ToLower(ev.Payer.Hex()), AmountUnits: ev.Amount.String(),
		DepositID: ev.DepositId.String(), DepositRef: evmkey.DepositRef(s.cfg.ChainID, s.cfg.Contract, ev.DepositId),
	}, nil
}

func lowerHash(h common.Hash) string { return strings.ToLower(h.Hex()) }

// eventID and payload turn stored observations into deliveries; the store
// calls them inside the pass's transaction.
var eventID store.EventIDFunc = evmkey.EventID

func payload(o store.Observation, kind, id string) ([]byte, error) {
	return json.Marshal(swap.Event{
		EventID: id, SwapID: o.SwapID, Type: swap.EventType(kind), DepositRef: o.DepositRef, AmountUnits: o.AmountUnits,
		ChainID: o.ChainID, BlockNumber: o.BlockNumber, BlockHash: o.BlockHash, TxHash: o.TxHash,
	})
}
