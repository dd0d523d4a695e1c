package chain

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/swapengine/swapengine/internal/redact"
	"github.com/swapengine/swapengine/internal/store"
)

// rewind handles a cursor that is no longer canonical. It walks back from
// top, the node's block at the cursor's height (or its head, when a shorter
// branch replaced the cursor's block), one block at a time along the new
// branch's parent hashes until a parent is the hash retained at that height —
// the common ancestor. A reorg of depth d costs d header requests in all (the
// probe already read top), and the new branch's headers are reused by the
// rescan in the same pass, so recovery is back on the head within depth + 3
// requests whatever the retained window.
//
// In one transaction it orphans the tentative observations above the
// ancestor, enqueues deposit-reorged for their swaps and moves the cursor
// there. It never guesses: if no retained hash is an ancestor (the reorg is
// deeper than the window) or the fork point is at or below the finality
// boundary, the scanner halts with the cursor unchanged, and only an
// operator's trusted checkpoint (Checkpoint) moves it again.
func (s *Scanner) rewind(ctx context.Context, st store.ScannerState, p probe, top *blockRef, rep Report) (Report, error) {
	retain := s.cfg.retain()
	low := st.Cursor.Number - min(st.Cursor.Number, retain)
	retained, err := s.scans.Retained(ctx, st.ID, low, st.Cursor.Number)
	if err != nil {
		return rep, err
	}
	old := make(map[uint64]string, len(retained))
	for _, b := range retained {
		old[b.Number] = b.Hash
	}
	branch := map[uint64]*blockRef{uint64(top.Number): top}
	cur := top
	var ancestor store.Block
	for {
		n := uint64(cur.Number)
		prev, ok := old[n-1]
		if n == 0 || !ok {
			oldest := st.Cursor.Number
			if len(retained) > 0 {
				oldest = retained[len(retained)-1].Number
			}
			return rep, s.halt(ctx, st.ID, fmt.Sprintf(
				"reorg deeper than the retained window: cursor #%d %s is no longer canonical and none of the %d retained blocks #%d..#%d is an ancestor of the node's chain. "+
					"Nothing was rewound. Run `starter scanner-checkpoint` without -number and -hash: it proposes a block final on the node at or below the cursor; check it, then run the command it prints (it re-verifies every observation) and the scanner resumes",
				st.Cursor.Number, st.Cursor.Hash, len(retained), oldest, st.Cursor.Number), nil)
		}
		if lowerHash(cur.ParentHash) == prev {
			ancestor = store.Block{Number: n - 1, Hash: prev}
			break
		}
		b, err := s.blockByNumber(ctx, n-1)
		if err != nil {
			return rep, err
		}
		if b == nil || b.Hash != cur.ParentHash {
			return rep, fmt.Errorf("walking back from #%d: the node's chain changed during the walk: %w", st.Cursor.Number, errInconsistent)
		}
		branch[n-1] = b
		cur = b
	}
	r := store.Reorg{Depth: st.Cursor.Number - ancestor.Number, From: st.Cursor, Ancestor: ancestor, Detected: time.Now().UTC()}
	if forked := ancestor.Number + 1; forked <= st.Final {
		finals, err := s.scans.FinalAbove(ctx, st.ID, ancestor.Number, maxListed+1)
		if err != nil {
			return rep, err
		}
		r.Halted, r.Violations = true, violations(finals)
		return rep, s.halt(ctx, st.ID, fmt.Sprintf(
			"finality violated: a reorg replaced blocks #%d..#%d, reaching below the finality boundary #%d (cursor #%d %s is no longer canonical). %s"+
				"Nothing was rewound. Review those swaps (they may have been paid out), then run `starter scanner-checkpoint -number %d -hash %s` (the common ancestor): "+
				"it orphans the final observations no longer canonical, sends their swaps deposit-reorged, rescans the new branch and resumes the scanner",
			forked, st.Cursor.Number, st.Final, st.Cursor.Number, st.Cursor.Hash, describeFinals(finals), ancestor.Number, ancestor.Hash), &r)
	}
	n, err := s.scans.Rewind(ctx, st.ID, st.Cursor, ancestor, r, eventID, s.payload)
	if errors.Is(err, store.ErrFinalityViolated) {
		// A promotion raced the check above: the store refused; so do we.
		return rep, fmt.Errorf("rewind to #%d: %w: %w", ancestor.Number, err, errInconsistent)
	}
	if err != nil {
		return rep, fmt.Errorf("rewind to #%d: %w", ancestor.Number, err)
	}
	r.Orphaned = n
	st.Cursor = ancestor
	rep.Cursor, rep.Reorg = ancestor, &r
	// Rescan at once from the ancestor along the branch just read.
	out, err := s.scan(ctx, st, p, rep, branch)
	if err != nil {
		// The rewind is committed; the next pass rescans.
		rep.Lag = rep.Head - min(rep.Head, ancestor.Number)
		return rep, nil
	}
	out.Reorg = &r
	return out, nil
}

// maxListed bounds the observations a halt or checkpoint message names.
const maxListed = 20

func violations(obs []store.Observation) []store.Violation {
	out := make([]store.Violation, 0, min(len(obs), maxListed))
	for _, o := range obs[:min(len(obs), maxListed)] {
		out = append(out, store.Violation{SwapID: o.SwapID, DepositRef: o.DepositRef, AmountUnits: o.AmountUnits,
			Block: store.Block{Number: o.BlockNumber, Hash: o.BlockHash}, LogIndex: o.LogIndex})
	}
	return out
}

func describeFinals(obs []store.Observation) string {
	if len(obs) == 0 {
		return "No final deposit was in the replaced blocks. "
	}
	var b strings.Builder
	b.WriteString("Final deposits no longer canonical: ")
	for i, o := range obs[:min(len(obs), maxListed)] {
		if i > 0 {
			b.WriteString("; ")
		}
		fmt.Fprintf(&b, "%s (swap %s, %s units) in block #%d %s", o.DepositRef, o.SwapID, o.AmountUnits, o.BlockNumber, o.BlockHash)
	}
	if len(obs) > maxListed {
		b.WriteString("; and more")
	}
	b.WriteString(". ")
	return b.String()
}

func (s *Scanner) halt(ctx context.Context, id, reason string, r *store.Reorg) error {
	if err := s.scans.Halt(ctx, id, reason, r); err != nil {
		return fmt.Errorf("halt scanner (%s): %w", reason, err)
	}
	return &HaltError{Reason: reason}
}

// CheckpointOptions are the operator's choices for a checkpoint.
type CheckpointOptions struct {
	// Force accepts a checkpoint above the last verified cursor: the blocks
	// between are never scanned. The skip is recorded and reported.
	Force bool
	// RescanFrom, when set, is where the rescan starts (at or below the
	// checkpoint); by default it is the retained window below the lower of
	// the checkpoint and the final height, so a fork below the checkpoint is
	// read again.
	RescanFrom *uint64
}

// CheckpointReport is what a checkpoint verified and changed.
type CheckpointReport struct {
	Checkpoint store.Block `json:"checkpoint"`
	Previous   store.Block `json:"previous"` // the cursor before
	Resume     store.Block `json:"resume"`   // the scan restarts above it
	Verified   int         `json:"verifiedBlocks"`
	Skip       *store.Skip `json:"skip,omitempty"`
	store.CheckpointResult
}

// Checkpoint resumes a scanner from a block the operator trusts. The chain ID
// and the vault's code are checked first; the block must be canonical now;
// and it must be at or below the scanner's last verified cursor unless
// forced (a checkpoint above it would skip blocks never scanned). Every
// tentative observation at any height, and every final one above the
// rescan start, is verified against the canonical chain: the ones gone are
// orphaned and their swaps sent deposit-reorged (final ones are reported as
// finality violations). The cursor moves to the rescan start, so the blocks
// between a fork and the checkpoint are read again.
func (s *Scanner) Checkpoint(ctx context.Context, number uint64, hash string, opt CheckpointOptions) (rep CheckpointReport, err error) {
	defer func() { err = redact.Err(err) }() // see Pass
	return s.checkpoint(ctx, number, hash, opt)
}

func (s *Scanner) checkpoint(ctx context.Context, number uint64, hash string, opt CheckpointOptions) (CheckpointReport, error) {
	hash = strings.ToLower(hash)
	rep := CheckpointReport{Checkpoint: store.Block{Number: number, Hash: hash}}
	if err := s.VerifyChain(ctx); err != nil {
		return rep, err
	}
	st, ok, err := s.scans.Load(ctx, s.cfg.ID())
	if err != nil {
		return rep, err
	}
	if !ok {
		return rep, fmt.Errorf("scanner %s has no state yet: start it with scanner-start; a checkpoint only moves an existing cursor", s.cfg.ID())
	}
	rep.Previous = st.Cursor
	resume := number
	switch {
	case number > st.Cursor.Number && !opt.Force:
		return rep, fmt.Errorf("checkpoint #%d is above the scanner's last verified cursor #%d: blocks #%d..#%d were never scanned and their deposits would be lost; "+
			"choose a block at or below #%d, or pass -force to skip them (the skip is recorded and reported)",
			number, st.Cursor.Number, st.Cursor.Number+1, number, st.Cursor.Number)
	case number > st.Cursor.Number:
		rep.Skip = &store.Skip{From: st.Cursor.Number + 1, To: number, At: time.Now().UTC()}
	case opt.RescanFrom != nil:
		if *opt.RescanFrom > number {
			return rep, fmt.Errorf("rescan-from #%d is above the checkpoint #%d", *opt.RescanFrom, number)
		}
		resume = *opt.RescanFrom
	default:
		low := min(number, st.Final)
		resume = low - min(low, s.cfg.retain())
	}
	var cp, start *blockRef
	batch := []rpc.BatchElem{
		{Method: "eth_getBlockByNumber", Args: []any{hexutil.EncodeUint64(number), false}, Result: &cp},
		{Method: "eth_getBlockByNumber", Args: []any{hexutil.EncodeUint64(resume), false}, Result: &start},
	}
	if err := s.rpc.BatchCallContext(ctx, batch); err != nil {
		return rep, fmt.Errorf("checkpoint blocks: %w", err)
	}
	for _, el := range batch {
		if el.Error != nil {
			return rep, fmt.Errorf("eth_getBlockByNumber %v: %w", el.Args[0], el.Error)
		}
	}
	switch {
	case cp == nil:
		return rep, fmt.Errorf("checkpoint #%d: the node has no such block", number)
	case lowerHash(cp.Hash) != hash:
		return rep, fmt.Errorf("checkpoint #%d %s is not canonical: the node has %s there", number, hash, lowerHash(cp.Hash))
	case start == nil:
		return rep, fmt.Errorf("rescan start #%d: the node has no such block", resume)
	}
	rep.Resume = store.Block{Number: resume, Hash: lowerHash(start.Hash)}

	observed, err := s.scans.ObservedBlocks(ctx, st.ID, resume)
	if err != nil {
		return rep, err
	}
	if len(observed) > store.MaxVerifiedBlocks {
		return rep, fmt.Errorf("more than %d blocks with observations above the rescan start #%d to verify: choose a later -rescan-from", store.MaxVerifiedBlocks, resume)
	}
	heights := make([]uint64, len(observed))
	for i, b := range observed {
		heights[i] = b.Number
	}
	canonical, err := s.blocks(ctx, heights)
	if err != nil {
		return rep, err
	}
	var stale []string
	for i, b := range observed {
		if c := canonical[i]; c == nil || lowerHash(c.Hash) != b.Hash {
			stale = append(stale, b.Hash)
		}
	}
	rep.Verified = len(observed)
	res, err := s.scans.Checkpoint(ctx, st.ID, store.CheckpointPlan{Expect: st.Cursor, Cursor: rep.Resume, Stale: stale, Skip: rep.Skip, Now: time.Now().UTC()}, eventID, s.payload)
	rep.CheckpointResult = res
	return rep, err
}

// Proposal is the block a checkpoint command suggests the operator trust,
// and why; nothing is changed by proposing.
type Proposal struct {
	Block     store.Block `json:"block"`
	Cursor    store.Block `json:"cursor"`
	NodeHead  uint64      `json:"nodeHead"`
	NodeFinal uint64      `json:"nodeFinal"`
	// Agreed: Block is the newest block the scanner retained whose hash the
	// node still has, so the two agree on the chain up to it.
	Agreed bool   `json:"agreed"`
	Reason string `json:"reason"`
}

// ProposeCheckpoint finds the block to trust after a halt: the newest block
// at or below both the scanner's cursor and the node's final height whose
// retained hash the node still has there. When no retained block matches
// (the fork is deeper than the retained window), it proposes the node's block
// at that height: final on the node, so no further reorg is expected there,
// and at or below the cursor, so no block is skipped. Either way Checkpoint
// re-verifies every observation and rescans the window below it, so a
// proposal never confirms a deposit the node does not have.
func (s *Scanner) ProposeCheckpoint(ctx context.Context) (prop Proposal, err error) {
	defer func() { err = redact.Err(err) }() // see Pass
	return s.proposeCheckpoint(ctx)
}

func (s *Scanner) proposeCheckpoint(ctx context.Context) (Proposal, error) {
	st, ok, err := s.scans.Load(ctx, s.cfg.ID())
	if err != nil {
		return Proposal{}, err
	}
	if !ok {
		return Proposal{}, fmt.Errorf("scanner %s has no state yet: start it with scanner-start", s.cfg.ID())
	}
	p, err := s.probe(ctx, st.Cursor.Number) // checks the chain ID and the vault first
	if err != nil {
		return Proposal{}, err
	}
	prop := Proposal{Cursor: st.Cursor, NodeHead: uint64(p.head.Number), NodeFinal: s.finalHeight(p)}
	limit := min(st.Cursor.Number, prop.NodeFinal)
	low := limit - min(limit, s.cfg.retain())
	retained, err := s.scans.Retained(ctx, st.ID, low, limit)
	if err != nil {
		return prop, err
	}
	heights := make([]uint64, len(retained))
	for i, b := range retained {
		heights[i] = b.Number
	}
	canonical, err := s.blocks(ctx, heights)
	if err != nil {
		return prop, err
	}
	for i, b := range retained { // newest first
		if c := canonical[i]; c != nil && lowerHash(c.Hash) == b.Hash {
			prop.Block, prop.Agreed = b, true
			prop.Reason = fmt.Sprintf("#%d is the newest block the scanner retained that the node still has, at or below both the cursor #%d and the node's final height #%d",
				b.Number, st.Cursor.Number, prop.NodeFinal)
			return prop, nil
		}
	}
	b, err := s.blockByNumber(ctx, limit)
	if err != nil {
		return prop, err
	}
	if b == nil {
		return prop, fmt.Errorf("the node has no block #%d: it is not synced", limit)
	}
	prop.Block = store.Block{Number: limit, Hash: lowerHash(b.Hash)}
	prop.Reason = fmt.Sprintf("no block the scanner retained in #%d..#%d matches the node (%d compared): the fork is deeper than the retained window; "+
		"#%d is final on the node and at or below the cursor #%d, and the checkpoint re-verifies every observation and rescans below it",
		low, limit, len(retained), limit, st.Cursor.Number)
	return prop, nil
}
