package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// Audit is what `starter scanner-audit` proves about one scanner from the
// database alone (issue 17 item 6). Failures is empty when every property
// holds.
type Audit struct {
	ScannerID string `json:"scannerId"`
	Cursor    Block  `json:"cursor"`
	// Start is where the coverage is proven from: the first block the
	// scanner recorded (its start block), or the block the auditor asked for.
	Start uint64 `json:"start"`
	// Ranges is the number of coalesced range rows; Covered the blocks
	// they hold from Start to the cursor.
	Ranges  int    `json:"ranges"`
	Covered uint64 `json:"coveredBlocks"`
	// Skipped are holes in the coverage that a forced checkpoint made: an
	// operator accepted them, so they do not fail the audit, but they are
	// named every time.
	Skipped []Skip `json:"skipped,omitempty"`
	// Window is the retained hash chain, lowest to the cursor.
	Window struct {
		From   uint64 `json:"from"`
		To     uint64 `json:"to"`
		Blocks int    `json:"blocks"`
	} `json:"window"`
	// Observations counts the live (tentative and final) observations
	// checked against the blocks recorded as canonical.
	Observations int      `json:"observations"`
	Failures     []string `json:"failures,omitempty"`
}

// OK says every property holds.
func (a Audit) OK() bool { return len(a.Failures) == 0 }

func (a *Audit) fail(format string, args ...any) {
	a.Failures = append(a.Failures, fmt.Sprintf(format, args...))
}

// ErrNoScanner is an audit of a scanner that has no row.
var ErrNoScanner = errors.New("no such scanner")

// maxAuditListed bounds the offenders one property names.
const maxAuditListed = 20

// Audit checks, in one read-only snapshot (repeatable read): that the
// scanned ranges cover every block from start (nil: the first recorded
// block) to the cursor, every hole being one a forced checkpoint skipped;
// that the retained hashes are one unbroken chain (each block's recorded
// parent is the hash retained below it) ending at the cursor; and that
// every live observation sits on a block recorded as canonical at its
// height, at or below the cursor, and that the canonical record agrees with
// the retained window where both hold a height.
func (s *Scans) Audit(ctx context.Context, id string, start *uint64) (Audit, error) {
	a := Audit{ScannerID: id}
	err := pgx.BeginTxFunc(ctx, s.DB, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		a = Audit{ScannerID: id}
		var skips []Skip
		err := tx.QueryRow(ctx, `SELECT cursor_number, cursor_hash, skips FROM scanners WHERE scanner_id = $1`, id).Scan(&a.Cursor.Number, &a.Cursor.Hash, &skips)
		if errors.Is(err, pgx.ErrNoRows) {
			return fmt.Errorf("audit %s: %w", id, ErrNoScanner)
		}
		if err != nil {
			return fmt.Errorf("audit %s: %w", id, err)
		}
		if err := a.coverage(ctx, tx, start, skips); err != nil {
			return err
		}
		if err := a.window(ctx, tx); err != nil {
			return err
		}
		return a.observations(ctx, tx)
	})
	return a, err
}

func (a *Audit) coverage(ctx context.Context, tx pgx.Tx, start *uint64, skips []Skip) error {
	rows, err := tx.Query(ctx, `SELECT from_number, to_number FROM scanned_ranges WHERE scanner_id = $1 ORDER BY from_number`, a.ScannerID)
	if err != nil {
		return fmt.Errorf("audit %s: scanned ranges: %w", a.ScannerID, err)
	}
	ranges, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) ([2]int64, error) {
		var v [2]int64
		return v, r.Scan(&v[0], &v[1])
	})
	if err != nil {
		return fmt.Errorf("audit %s: scanned ranges: %w", a.ScannerID, err)
	}
	a.Ranges = len(ranges)
	if len(ranges) == 0 {
		a.fail("coverage: no scanned range is recorded (a scanner that has not passed since migration 00011): nothing can be proven")
		return nil
	}
	cursor := int64(a.Cursor.Number)
	next := ranges[0][0]
	if start != nil {
		next = int64(*start)
	}
	a.Start = uint64(next)
	hole := func(from, to int64) {
		for _, sk := range skips {
			if int64(sk.From) <= from && int64(sk.To) >= to {
				a.Skipped = append(a.Skipped, Skip{From: uint64(from), To: uint64(to), At: sk.At})
				return
			}
		}
		a.fail("coverage: gap: blocks #%d..#%d were never scanned, and no forced checkpoint skipped them", from, to)
	}
	for _, r := range ranges {
		if r[1] < r[0] || r[1] < next {
			continue // empty, or below the start asked for
		}
		if r[0] > next {
			hole(next, min(r[0]-1, cursor))
		}
		a.Covered += uint64(r[1] - max(r[0], next) + 1)
		next = r[1] + 1
	}
	switch {
	case next <= cursor:
		hole(next, cursor)
	case next > cursor+1:
		a.fail("coverage: ranges are recorded up to #%d, above the cursor #%d", next-1, cursor)
	}
	return nil
}

func (a *Audit) window(ctx context.Context, tx pgx.Tx) error {
	rows, err := tx.Query(ctx, `SELECT number, hash, COALESCE(parent_hash, '') FROM block_hashes WHERE scanner_id = $1 ORDER BY number`, a.ScannerID)
	if err != nil {
		return fmt.Errorf("audit %s: retained hashes: %w", a.ScannerID, err)
	}
	type row struct {
		Block
		parent string
	}
	chain, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (row, error) {
		var b row
		return b, r.Scan(&b.Number, &b.Hash, &b.parent)
	})
	if err != nil {
		return fmt.Errorf("audit %s: retained hashes: %w", a.ScannerID, err)
	}
	if len(chain) == 0 {
		a.fail("window: no block hash is retained; it must end at the cursor #%d", a.Cursor.Number)
		return nil
	}
	a.Window.From, a.Window.To, a.Window.Blocks = chain[0].Number, chain[len(chain)-1].Number, len(chain)
	if top := chain[len(chain)-1].Block; top != a.Cursor {
		a.fail("window: it ends at #%d %s, not at the cursor #%d %s", top.Number, top.Hash, a.Cursor.Number, a.Cursor.Hash)
	}
	broken := 0
	for i := 1; i < len(chain); i++ {
		below, b := chain[i-1], chain[i]
		var msg string
		switch {
		case b.Number != below.Number+1:
			msg = fmt.Sprintf("window: hole between #%d and #%d", below.Number, b.Number)
		case b.parent == "":
			msg = fmt.Sprintf("window: #%d %s has no parent hash recorded (written before migration 00011): the chain cannot be proven there", b.Number, b.Hash)
		case b.parent != below.Hash:
			msg = fmt.Sprintf("window: hash chain broken at #%d %s: its parent is %s, the hash retained at #%d is %s", b.Number, b.Hash, b.parent, below.Number, below.Hash)
		default:
			continue
		}
		if broken++; broken <= maxAuditListed {
			a.fail("%s", msg)
		}
	}
	if broken > maxAuditListed {
		a.fail("window: %d more breaks", broken-maxAuditListed)
	}
	return nil
}

func (a *Audit) observations(ctx context.Context, tx pgx.Tx) error {
	if err := tx.QueryRow(ctx, `SELECT count(*) FROM observations WHERE scanner_id = $1 AND state IN ('tentative', 'final')`, a.ScannerID).Scan(&a.Observations); err != nil {
		return fmt.Errorf("audit %s: observations: %w", a.ScannerID, err)
	}
	rows, err := tx.Query(ctx, `SELECT o.block_number, o.block_hash, o.log_index, o.swap_id, o.state, COALESCE(c.hash, '')
		FROM observations o LEFT JOIN canonical_blocks c ON c.scanner_id = o.scanner_id AND c.number = o.block_number
		WHERE o.scanner_id = $1 AND o.state IN ('tentative', 'final') AND (c.hash IS DISTINCT FROM o.block_hash OR o.block_number > $2)
		ORDER BY o.block_number, o.log_index LIMIT $3`, a.ScannerID, int64(a.Cursor.Number), maxAuditListed+1)
	if err != nil {
		return fmt.Errorf("audit %s: observations off the canonical record: %w", a.ScannerID, err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var (
			num                      uint64
			hash, swapID, state, can string
			idx                      uint64
		)
		if err := rows.Scan(&num, &hash, &idx, &swapID, &state, &can); err != nil {
			return err
		}
		if n++; n > maxAuditListed {
			a.fail("observations: and more off the canonical record")
			break
		}
		switch {
		case num > a.Cursor.Number:
			a.fail("observations: %s observation of swap %s (block #%d %s, log %d) is above the cursor #%d", state, swapID, num, hash, idx, a.Cursor.Number)
		case can == "":
			a.fail("observations: %s observation of swap %s sits on block #%d %s (log %d), and no block at #%d is recorded as canonical", state, swapID, num, hash, idx, num)
		default:
			a.fail("observations: %s observation of swap %s sits on block #%d %s (log %d), but the block recorded as canonical there is %s", state, swapID, num, hash, idx, can)
		}
	}
	if err := rows.Err(); err != nil {
		return err
	}
	rows.Close()
	rows, err = tx.Query(ctx, `SELECT c.number, c.hash, b.hash FROM canonical_blocks c JOIN block_hashes b ON b.scanner_id = c.scanner_id AND b.number = c.number
		WHERE c.scanner_id = $1 AND c.hash <> b.hash ORDER BY c.number LIMIT $2`, a.ScannerID, maxAuditListed)
	if err != nil {
		return fmt.Errorf("audit %s: canonical record against the window: %w", a.ScannerID, err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			num       uint64
			can, kept string
		)
		if err := rows.Scan(&num, &can, &kept); err != nil {
			return err
		}
		a.fail("observations: block #%d is recorded canonical as %s, but the retained window holds %s there", num, can, kept)
	}
	return rows.Err()
}

// LiveObservations are the keys ("<block hash>:<log index>") of the
// scanner's observations in blocks from..to that no reorg orphaned: what an
// audit compares with another endpoint's reading of the same blocks.
func (s *Scans) LiveObservations(ctx context.Context, id string, from, to uint64) (map[string]bool, error) {
	rows, err := s.DB.Query(ctx, `SELECT block_hash, log_index FROM observations
		WHERE scanner_id = $1 AND block_number BETWEEN $2 AND $3 AND state <> 'orphaned'`, id, int64(from), int64(to))
	if err != nil {
		return nil, fmt.Errorf("observations of %s in #%d..#%d: %w", id, from, to, err)
	}
	out := map[string]bool{}
	for rows.Next() {
		var (
			h string
			i int64
		)
		if err := rows.Scan(&h, &i); err != nil {
			rows.Close()
			return nil, err
		}
		out[fmt.Sprintf("%s:%d", h, i)] = true
	}
	rows.Close()
	return out, rows.Err()
}
