package store

import (
	"context"
	"fmt"
	"slices"

	"github.com/jackc/pgx/v5"
)

// recordCoverage extends the scanner's coverage by the pass's range (From,
// Cursor] and records the blocks its observations sit on as canonical, in
// the pass's transaction. The range continues the last row when that row
// ends at the pass's start (the usual case: one row for a whole catch-up);
// otherwise (a scanner older than the table) a row is added.
func recordCoverage(ctx context.Context, tx pgx.Tx, p Pass) error {
	if p.Cursor.Number > p.From.Number {
		if _, err := tx.Exec(ctx, `WITH ext AS (
				UPDATE scanned_ranges SET to_number = $3 WHERE scanner_id = $1 AND to_number = $2 RETURNING 1)
			INSERT INTO scanned_ranges (scanner_id, from_number, to_number)
			SELECT $1, $2 + 1, $3 WHERE NOT EXISTS (SELECT 1 FROM ext)
			ON CONFLICT (scanner_id, from_number) DO UPDATE SET to_number = GREATEST(scanned_ranges.to_number, EXCLUDED.to_number)`,
			p.ScannerID, int64(p.From.Number), int64(p.Cursor.Number)); err != nil {
			return fmt.Errorf("record scanned range #%d..#%d: %w", p.From.Number+1, p.Cursor.Number, err)
		}
	}
	// The scanner proved each observation's block canonical at its height
	// before it wrote it (a header read there, or the retained chain).
	return recordCanonical(ctx, tx, p.ScannerID, p.Observations)
}

// recordCanonical records the blocks of observations as the canonical ones
// at their heights, for the audit.
func recordCanonical(ctx context.Context, tx pgx.Tx, scannerID string, obs []Observation) error {
	if len(obs) == 0 {
		return nil
	}
	seen := make(map[uint64]string, len(obs))
	for _, o := range obs {
		seen[o.BlockNumber] = o.BlockHash
	}
	nums := make([]int64, 0, len(seen))
	for n := range seen {
		nums = append(nums, int64(n))
	}
	slices.Sort(nums)
	hashes := make([]string, len(nums))
	for i, n := range nums {
		hashes[i] = seen[uint64(n)]
	}
	if _, err := tx.Exec(ctx, `INSERT INTO canonical_blocks (scanner_id, number, hash)
		SELECT $1, n, h FROM unnest($2::bigint[], $3::text[]) AS t(n, h)
		ON CONFLICT (scanner_id, number) DO UPDATE SET hash = EXCLUDED.hash`, scannerID, nums, hashes); err != nil {
		return fmt.Errorf("record canonical blocks: %w", err)
	}
	return nil
}

// cutCoverage takes back what lies above a cursor moved down to at (a
// rewind, a checkpoint): ranges above it, and the canonical record of blocks
// above it (a rescan writes them again) or no longer canonical (stale).
func cutCoverage(ctx context.Context, tx pgx.Tx, id string, at uint64, stale []string) error {
	if _, err := tx.Exec(ctx, `DELETE FROM scanned_ranges WHERE scanner_id = $1 AND from_number > $2 + 1`, id, int64(at)); err != nil {
		return fmt.Errorf("cut scanned ranges to #%d: %w", at, err)
	}
	if _, err := tx.Exec(ctx, `UPDATE scanned_ranges SET to_number = $2 WHERE scanner_id = $1 AND to_number > $2`, id, int64(at)); err != nil {
		return fmt.Errorf("cut scanned ranges to #%d: %w", at, err)
	}
	if _, err := tx.Exec(ctx, `DELETE FROM canonical_blocks WHERE scanner_id = $1 AND (number > $2 OR hash = ANY($3))`, id, int64(at), stale); err != nil {
		return fmt.Errorf("cut canonical blocks to #%d: %w", at, err)
	}
	return nil
}
