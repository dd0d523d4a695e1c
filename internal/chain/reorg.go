package chain

import (
	"context"
	"errors"
	"fmt"
	"time"

	"swapengine/internal/store"
)

// rewind handles a cursor that is no longer canonical. It walks back through
// the retained block hashes to the newest one the node still has at its
// height — the common ancestor — and in one transaction orphans the tentative
// observations above it, enqueues deposit-reorged for their swaps and moves
// the cursor there; the next pass rescans the new branch.
//
// It never guesses: if no retained hash is canonical (the reorg is deeper than
// the window) or the fork point is at or below the finality boundary, the
// scanner halts with the cursor unchanged, and only an operator's trusted
// checkpoint (Checkpoint) moves it again.
func (s *Scanner) rewind(ctx context.Context, st store.ScannerState, rep Report) (Report, error) {
	retain := s.cfg.retain()
	low := uint64(0)
	if st.Cursor.Number > retain {
		low = st.Cursor.Number - retain
	}
	retained, err := s.scans.Retained(ctx, st.ID, low, st.Cursor.Number)
	if err != nil {
		return rep, err
	}
	heights := make([]uint64, len(retained))
	for i, b := range retained {
		heights[i] = b.Number
	}
	canonical, err := s.blocks(ctx, heights)
	if err != nil {
		return rep, err
	}
	var ancestor *store.Block
	for i, b := range retained {
		if c := canonical[i]; c != nil && lowerHash(c.Hash) == b.Hash {
			ancestor = &retained[i]
			break
		}
	}
	if ancestor == nil {
		oldest := st.Cursor
		if n := len(retained); n > 0 {
			oldest = retained[n-1]
		}
		return rep, s.halt(ctx, st.ID, fmt.Sprintf(
			"reorg deeper than the retained window: cursor #%d %s is no longer canonical and none of the %d retained blocks #%d..#%d is; resume from a trusted checkpoint",
			st.Cursor.Number, st.Cursor.Hash, len(retained), oldest.Number, st.Cursor.Number))
	}
	if forked := ancestor.Number + 1; forked <= st.Final {
		return rep, s.halt(ctx, st.ID, fmt.Sprintf(
			"reorg at #%d reaches below the finality boundary #%d (cursor #%d %s no longer canonical); resume from a trusted checkpoint",
			forked, st.Final, st.Cursor.Number, st.Cursor.Hash))
	}
	r := store.Reorg{Depth: st.Cursor.Number - ancestor.Number, From: st.Cursor, Ancestor: *ancestor, Detected: time.Now().UTC()}
	n, err := s.scans.Rewind(ctx, st.ID, st.Cursor, *ancestor, r, eventID, payload)
	if errors.Is(err, store.ErrFinalityViolated) {
		return rep, s.halt(ctx, st.ID, fmt.Sprintf("reorg back to #%d: %v", ancestor.Number, err))
	}
	if err != nil {
		return rep, fmt.Errorf("rewind to #%d: %w", ancestor.Number, err)
	}
	r.Orphaned = n
	rep.Cursor, rep.Reorg = *ancestor, &r
	rep.Lag = rep.Head - ancestor.Number
	return rep, nil
}

func (s *Scanner) halt(ctx context.Context, id, reason string) error {
	if err := s.scans.Halt(ctx, id, reason); err != nil {
		return fmt.Errorf("halt scanner (%s): %w", reason, err)
	}
	return &HaltError{Reason: reason}
}

// Checkpoint resumes a scanner from a block the operator trusts. The block
// must be canonical now: resuming from an orphaned block would only halt again.
func (s *Scanner) Checkpoint(ctx context.Context, number uint64, hash string) error {
	b, err := s.blockByTag(ctx, fmt.Sprintf("0x%x", number))
	if err != nil {
		return err
	}
	if got := lowerHash(b.Hash); got != hash {
		return fmt.Errorf("checkpoint #%d %s is not canonical: the node has %s there", number, hash, got)
	}
	if _, err := s.load(ctx); err != nil {
		var h *HaltError
		if !errors.As(err, &h) {
			return err
		}
	}
	// Only observations whose block left the canonical chain are orphaned.
	tentative, err := s.scans.TentativeBlocks(ctx, s.cfg.ID(), number)
	if err != nil {
		return err
	}
	heights := make([]uint64, len(tentative))
	for i, t := range tentative {
		heights[i] = t.Number
	}
	canonical, err := s.blocks(ctx, heights)
	if err != nil {
		return err
	}
	var stale []string
	for i, t := range tentative {
		if c := canonical[i]; c == nil || lowerHash(c.Hash) != t.Hash {
			stale = append(stale, t.Hash)
		}
	}
	return s.scans.Checkpoint(ctx, s.cfg.ID(), store.Block{Number: number, Hash: hash}, stale, eventID, payload)
}
