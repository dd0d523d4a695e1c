package store

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/swapengine/swapengine/internal/evmkey"
	"github.com/swapengine/swapengine/internal/redact"
)

// Scans is the chain scanner's state: cursor, retained block hashes,
// observations and the outbox of deliveries to swaps. Every method is one
// transaction, so a crash leaves either all of a pass or none of it.
type Scans struct{ DB *pgxpool.Pool }

// Block is a height and the hash seen there.
type Block struct {
	Number uint64 `json:"number"`
	Hash   string `json:"hash"`
}

// Reorg describes the last rewind (or finality violation), for the scanner's query.
type Reorg struct {
	Depth    uint64    `json:"depth"`
	From     Block     `json:"from"`     // the cursor that was no longer canonical
	Ancestor Block     `json:"ancestor"` // where the scanner rewound to
	Orphaned int       `json:"orphaned"` // tentative observations invalidated
	Detected time.Time `json:"detected"`
	// Violations are final observations that left the canonical chain: their
	// swaps may have been paid for a deposit that no longer exists.
	Violations []Violation `json:"violations,omitempty"`
	// Halted is set when the reorg stopped the scanner instead of a rewind.
	Halted bool `json:"halted,omitempty"`
}

// Violation is one final observation that is no longer canonical.
type Violation struct {
	SwapID      string `json:"swapId"`
	DepositRef  string `json:"depositRef"`
	AmountUnits string `json:"amountUnits"`
	Block       Block  `json:"block"`
	LogIndex    uint64 `json:"logIndex"`
}

// Skip is a forced checkpoint above the verified cursor: blocks From..To
// were never scanned.
type Skip struct {
	From uint64    `json:"from"`
	To   uint64    `json:"to"`
	At   time.Time `json:"at"`
}

// ScannerState is one scanner's row.
type ScannerState struct {
	ID        string `json:"id"`
	ChainID   uint64 `json:"chainId"`
	Contract  string `json:"contract"`
	Cursor    Block  `json:"cursor"`
	Final     uint64 `json:"final"`
	Head      uint64 `json:"head"`
	Halted    string `json:"halted,omitempty"`
	LastReorg *Reorg `json:"lastReorg,omitempty"`
	Skips     []Skip `json:"skips,omitempty"`
	// NodeHead, LastPass and LastError are written by every pass, failed ones too.
	NodeHead    uint64     `json:"nodeHead,omitempty"`
	LastPass    *time.Time `json:"lastPass,omitempty"`
	LastError   string     `json:"lastError,omitempty"`
	LastErrorAt *time.Time `json:"lastErrorAt,omitempty"`
}

// ErrCursorMoved means another pass changed the cursor since this one read it.
var ErrCursorMoved = errors.New("scanner cursor moved under this pass")

// Observation is one Deposited log as recorded.
type Observation struct {
	Key         string // evmkey.Observation string, for event IDs
	ChainID     uint64
	BlockHash   string
	LogIndex    uint64
	BlockNumber uint64
	TxHash      string
	Contract    string
	SwapID      string
	Payer       string
	AmountUnits string
	DepositID   string
	DepositRef  string
	BlockTime   uint64 // unix seconds of the including block
	// Token is the lower-case address of what the deposit paid in (the zero
	// address for the native coin); Asset its symbol as the scanner named it
	// when it saw the log. Both '' on rows recorded before they were kept.
	Token string
	Asset string
	// Kind is what the observation is: "" a deposit into the vault, or one
	// of the deposit addresses' kinds (ObservationSweep, ObservationTransfer,
	// ObservationBalance).
	Kind string
}

// The kinds of observation deposit addresses add (plain.go).
const (
	// ObservationSweep is the vault's Deposited log of a sweep from a
	// deposit address: the money was credited to its swap when it reached
	// the address, so it is recorded (the books) and delivered to no swap.
	ObservationSweep = "sweep"
	// ObservationTransfer is a token's Transfer log to a deposit address.
	ObservationTransfer = "transfer"
	// ObservationBalance is native coin that reached a deposit address:
	// a plain transfer leaves no log, so it is seen as the address's balance
	// (plus what sweeps took) growing, at a final block.
	ObservationBalance = "balance"
)

// EventIDFunc builds the delivery ID for an observation key, kind and generation.
type EventIDFunc func(key, kind string, generation int) string

// Load returns the scanner's state; ok is false when it has none yet.
func (s *Scans) Load(ctx context.Context, id string) (st ScannerState, ok bool, err error) {
	var reorg, skips []byte
	var halted, lastErr *string
	var nodeHead *int64
	err = s.DB.QueryRow(ctx, `SELECT scanner_id, chain_id, contract, cursor_number, cursor_hash, final_number, head_number,
			halted_reason, last_reorg, skips, node_head, last_pass_at, last_error, last_error_at
		FROM scanners WHERE scanner_id = $1`, id).Scan(&st.ID, &st.ChainID, &st.Contract, &st.Cursor.Number, &st.Cursor.Hash,
		&st.Final, &st.Head, &halted, &reorg, &skips, &nodeHead, &st.LastPass, &lastErr, &st.LastErrorAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return st, false, nil
	}
	if err != nil {
		return st, false, fmt.Errorf("load scanner %s: %w", id, err)
	}
	if halted != nil {
		st.Halted = *halted
	}
	if lastErr != nil {
		st.LastError = *lastErr
	}
	if nodeHead != nil {
		st.NodeHead = uint64(*nodeHead)
	}
	if reorg != nil {
		st.LastReorg = new(Reorg)
		if err := json.Unmarshal(reorg, st.LastReorg); err != nil {
			return st, false, fmt.Errorf("load scanner %s: last_reorg: %w", id, err)
		}
	}
	if err := json.Unmarshal(skips, &st.Skips); err != nil {
		return st, false, fmt.Errorf("load scanner %s: skips: %w", id, err)
	}
	return st, true, nil
}

// Init creates the scanner at its start cursor unless it exists.
func (s *Scans) Init(ctx context.Context, st ScannerState) error {
	return pgx.BeginFunc(ctx, s.DB, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `INSERT INTO scanners (scanner_id, chain_id, contract, cursor_number, cursor_hash)
			VALUES ($1, $2, $3, $4, $5) ON CONFLICT (scanner_id) DO NOTHING`,
			st.ID, st.ChainID, st.Contract, st.Cursor.Number, st.Cursor.Hash)
		if err != nil || tag.RowsAffected() == 0 {
			return err
		}
		if _, err = tx.Exec(ctx, `INSERT INTO block_hashes (scanner_id, number, hash) VALUES ($1, $2, $3)`,
			st.ID, st.Cursor.Number, st.Cursor.Hash); err != nil {
			return err
		}
		// An empty range at the start: the audit's coverage begins here. A
		// new scanner row inherits no coverage (rows left by one deleted by hand).
		if _, err = tx.Exec(ctx, `DELETE FROM scanned_ranges WHERE scanner_id = $1`, st.ID); err != nil {
			return err
		}
		if _, err = tx.Exec(ctx, `DELETE FROM canonical_blocks WHERE scanner_id = $1`, st.ID); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `INSERT INTO scanned_ranges (scanner_id, from_number, to_number) VALUES ($1, $2, $3)`,
			st.ID, st.Cursor.Number+1, st.Cursor.Number)
		return err
	})
}

// RecordAttempt notes the node's head as last seen and the outcome of a pass
// outside the pass's transaction, so a pass that fails still leaves a trace
// for status. passErr nil means the pass succeeded.
func (s *Scans) RecordAttempt(ctx context.Context, id string, nodeHead uint64, passErr error) error {
	var err error
	if passErr == nil {
		_, err = s.DB.Exec(ctx, `UPDATE scanners SET node_head = COALESCE(NULLIF($2, 0), node_head), last_pass_at = now(),
			last_error = NULL, last_error_at = NULL WHERE scanner_id = $1`, id, int64(nodeHead))
	} else {
		// Status is read by people and tools that must not see an RPC
		// URL's API key, which go-ethereum's errors quote.
		msg := redact.Error(passErr)
		if len(msg) > 2000 {
			msg = msg[:2000]
		}
		_, err = s.DB.Exec(ctx, `UPDATE scanners SET node_head = COALESCE(NULLIF($2, 0), node_head),
			last_error = $3, last_error_at = now() WHERE scanner_id = $1`, id, int64(nodeHead), msg)
	}
	return err
}

// Retained returns the stored hashes in [from, to], newest first.
func (s *Scans) Retained(ctx context.Context, id string, from, to uint64) ([]Block, error) {
	rows, err := s.DB.Query(ctx, `SELECT number, hash FROM block_hashes
		WHERE scanner_id = $1 AND number BETWEEN $2 AND $3 ORDER BY number DESC`, id, from, to)
	if err != nil {
		return nil, fmt.Errorf("retained hashes of %s: %w", id, err)
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (Block, error) {
		var b Block
		return b, r.Scan(&b.Number, &b.Hash)
	})
}

// Pass is everything one scan pass writes.
type Pass struct {
	ScannerID    string
	From         Block // the cursor the pass started from
	Observations []Observation
	Blocks       []Block // canonical hashes of the scanned range worth keeping (the retained window)
	// Parents are the parent hashes of Blocks, index for index (nil: not
	// known), kept so the window can be audited as one hash chain.
	Parents []string
	// Sparse marks a historical range read below the final height without
	// every header: the retained window restarts at the cursor (Blocks holds
	// only it), since the hashes below it were not read.
	Sparse bool
	Cursor Block // the new cursor (the last scanned block)
	Head   uint64
	Final  uint64 // observations at or below it become final
	Retain uint64 // hashes kept below the cursor
	// Plain is the deposit addresses' read at final blocks, if any
	// (depositaddr.go): committed with the pass, after its observations.
	Plain *PlainPass
}

// PassResult says what the pass changed.
type PassResult struct {
	Observed  int `json:"observed"`
	Confirmed int `json:"confirmed"`
	// DoubleFinal lists deposit refs that now have more than one final (or
	// finality-violated) observation: the same deposit credited twice unless
	// a person looks.
	DoubleFinal []string `json:"doubleFinal,omitempty"`
}

// CommitPass writes a pass in one transaction and a fixed number of
// statements whatever the number of logs: new observations and their
// deposit-observed rows, block hashes (pruned to the window), promotion of
// observations that crossed the finality boundary with their
// deposit-confirmed rows, and the cursor. A replayed pass inserts nothing new.
func (s *Scans) CommitPass(ctx context.Context, p Pass, eventID EventIDFunc, payload PayloadFunc) (PassResult, error) {
	var res PassResult
	err := pgx.BeginFunc(ctx, s.DB, func(tx pgx.Tx) error {
		res = PassResult{}
		if err := lockCursor(ctx, tx, p.ScannerID, p.From); err != nil {
			return err
		}
		var (
			out  deliveries
			refs []string
		)
		if len(p.Observations) > 0 {
			fresh, err := writeObservations(ctx, tx, p.ScannerID, p.Observations, p.Final)
			if err != nil {
				return err
			}
			for _, o := range fresh {
				if err := out.add("deposit-observed", o.Observation, o.generation, eventID, payload); err != nil {
					return err
				}
			}
			// Already final when first seen (historical sync): written final
			// at once rather than inserted tentative and updated, which would
			// write every row twice.
			for _, o := range fresh {
				if o.final {
					if err := out.add("deposit-confirmed", o.Observation, o.generation, eventID, payload); err != nil {
						return err
					}
					refs = append(refs, o.DepositRef)
					res.Confirmed++
				}
			}
			res.Observed = len(fresh)
		}
		if p.Sparse {
			if _, err := tx.Exec(ctx, `DELETE FROM block_hashes WHERE scanner_id = $1 AND number < $2`, p.ScannerID, p.Cursor.Number); err != nil {
				return fmt.Errorf("restart the retained window at #%d: %w", p.Cursor.Number, err)
			}
		}
		if len(p.Blocks) > 0 {
			nums := make([]int64, len(p.Blocks))
			hashes := make([]string, len(p.Blocks))
			parents := make([]string, len(p.Blocks))
			for i, b := range p.Blocks {
				nums[i], hashes[i] = int64(b.Number), b.Hash
				if i < len(p.Parents) {
					parents[i] = p.Parents[i]
				}
			}
			if _, err := tx.Exec(ctx, `INSERT INTO block_hashes (scanner_id, number, hash, parent_hash)
				SELECT $1, n, h, NULLIF(ph, '') FROM unnest($2::bigint[], $3::text[], $4::text[]) AS t(n, h, ph)
				ON CONFLICT (scanner_id, number) DO UPDATE SET hash = EXCLUDED.hash, parent_hash = EXCLUDED.parent_hash`, p.ScannerID, nums, hashes, parents); err != nil {
				return fmt.Errorf("record blocks #%d..#%d: %w", nums[0], nums[len(nums)-1], err)
			}
		}
		if err := recordCoverage(ctx, tx, p); err != nil {
			return err
		}
		if p.Cursor.Number > p.Retain {
			if _, err := tx.Exec(ctx, `DELETE FROM block_hashes WHERE scanner_id = $1 AND number < $2`,
				p.ScannerID, p.Cursor.Number-p.Retain); err != nil {
				return fmt.Errorf("prune block hashes: %w", err)
			}
		}
		promoted, err := collectObservations(tx.Query(ctx, `UPDATE observations SET state = 'final', finalized_at = now()
			WHERE scanner_id = $1 AND state = 'tentative' AND block_number <= $2
			RETURNING `+observationColumns, p.ScannerID, p.Final))
		if err != nil {
			return fmt.Errorf("promote final observations: %w", err)
		}
		for _, o := range promoted {
			if err := out.add("deposit-confirmed", o.Observation, o.generation, eventID, payload); err != nil {
				return err
			}
			refs = append(refs, o.DepositRef)
		}
		res.Confirmed += len(promoted)
		if p.Plain != nil {
			n, err := commitPlain(ctx, tx, p.ScannerID, p.Plain, &out, eventID, payload)
			if err != nil {
				return err
			}
			res.Observed += n
			res.Confirmed += n
		}
		if err := out.insert(ctx, tx, p.ScannerID); err != nil {
			return err
		}
		if len(refs) > 0 {
			rows, err := tx.Query(ctx, `SELECT deposit_ref FROM observations
				WHERE deposit_ref = ANY($1) AND (state = 'final' OR finality_violated)
				GROUP BY deposit_ref HAVING count(*) > 1 ORDER BY deposit_ref LIMIT 100`, refs)
			if err != nil {
				return fmt.Errorf("look for doubly final deposits: %w", err)
			}
			if res.DoubleFinal, err = pgx.CollectRows(rows, pgx.RowTo[string]); err != nil {
				return err
			}
		}
		_, err = tx.Exec(ctx, `UPDATE scanners SET cursor_number = $2, cursor_hash = $3, final_number = $4, head_number = $5,
				node_head = $5, last_pass_at = now(), last_error = NULL, last_error_at = NULL, updated_at = now()
			WHERE scanner_id = $1`, p.ScannerID, p.Cursor.Number, p.Cursor.Hash, p.Final, p.Head)
		return err
	})
	return res, err
}

// writeObservations writes a range's observations. A range in which
// nothing was recorded before (the usual case: the first read of those
// blocks) goes through COPY; a re-read (after a rewind or a checkpoint) goes
// through the INSERT that skips what exists and revives orphaned rows.
func writeObservations(ctx context.Context, tx pgx.Tx, scannerID string, obs []Observation, final uint64) ([]storedObservation, error) {
	if len(obs) >= copyThreshold {
		lo, hi := obs[0].BlockNumber, obs[0].BlockNumber
		for _, o := range obs {
			lo, hi = min(lo, o.BlockNumber), max(hi, o.BlockNumber)
		}
		var seen bool
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM observations WHERE scanner_id = $1 AND state = ANY(ARRAY['tentative', 'final', 'orphaned']) AND block_number BETWEEN $2 AND $3)`,
			scannerID, int64(lo), int64(hi)).Scan(&seen); err != nil {
			return nil, err
		}
		if !seen {
			return copyObservations(ctx, tx, scannerID, obs, final)
		}
	}
	return insertObservations(ctx, tx, scannerID, obs, final)
}

// insertObservations writes the observations in one statement and returns
// those that are new or came back from orphaned (a block canonical again).
func insertObservations(ctx context.Context, tx pgx.Tx, scannerID string, obs []Observation, final uint64) ([]storedObservation, error) {
	n := len(obs)
	var (
		chainIDs, logIdx, numbers, times                                    = make([]int64, n), make([]int64, n), make([]int64, n), make([]int64, n)
		hashes, txs, contracts, swaps, payers, amounts, depositIDs, depRefs = make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n)
		tokens, assets, kinds                                               = make([]string, n), make([]string, n), make([]string, n)
	)
	byKey := make(map[[2]string]Observation, n)
	for i, o := range obs {
		chainIDs[i], hashes[i], logIdx[i], numbers[i] = int64(o.ChainID), o.BlockHash, int64(o.LogIndex), int64(o.BlockNumber)
		txs[i], contracts[i], swaps[i], payers[i] = o.TxHash, o.Contract, o.SwapID, o.Payer
		amounts[i], depositIDs[i], depRefs[i], times[i] = o.AmountUnits, o.DepositID, o.DepositRef, int64(o.BlockTime)
		tokens[i], assets[i], kinds[i] = o.Token, o.Asset, o.Kind
		byKey[[2]string{o.BlockHash, fmt.Sprint(o.LogIndex)}] = o
	}
	rows, err := tx.Query(ctx, `INSERT INTO observations (chain_id, block_hash, log_index, scanner_id, block_number, tx_hash,
			contract, swap_id, payer, amount_units, deposit_id, deposit_ref, block_time, token, asset, kind, state, finalized_at)
		SELECT c, h, li, $1, bn, tx, ct, sw, py, am, di, dr, bt, tk, ast, kd,
			CASE WHEN bn <= $14 THEN 'final' ELSE 'tentative' END, CASE WHEN bn <= $14 THEN now() END
		FROM unnest($2::bigint[], $3::text[], $4::bigint[], $5::bigint[], $6::text[], $7::text[], $8::text[], $9::text[],
			$10::text[], $11::text[], $12::text[], $13::bigint[], $15::text[], $16::text[], $17::text[]) WITH ORDINALITY AS t(c, h, li, bn, tx, ct, sw, py, am, di, dr, bt, tk, ast, kd, ord)
		ORDER BY ord
		ON CONFLICT (chain_id, block_hash, log_index) DO UPDATE
			SET state = EXCLUDED.state, finalized_at = EXCLUDED.finalized_at, generation = observations.generation + 1, orphaned_at = NULL
			WHERE observations.state = 'orphaned'
		RETURNING block_hash, log_index, generation, state = 'final'`,
		scannerID, chainIDs, hashes, logIdx, numbers, txs, contracts, swaps, payers, amounts, depositIDs, depRefs, times, int64(final), tokens, assets, kinds)
	if err != nil {
		return nil, fmt.Errorf("insert %d observations: %w", n, err)
	}
	type ret struct {
		hash  string
		idx   int64
		gen   int
		final bool
	}
	got, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (ret, error) {
		var x ret
		return x, r.Scan(&x.hash, &x.idx, &x.gen, &x.final)
	})
	if err != nil {
		return nil, fmt.Errorf("insert %d observations: %w", n, err)
	}
	out := make([]storedObservation, 0, len(got))
	for _, g := range got {
		o := byKey[[2]string{g.hash, fmt.Sprint(g.idx)}]
		out = append(out, storedObservation{Observation: o, generation: g.gen, final: g.final})
	}
	// RETURNING order is not promised: keep per-swap delivery order by chain position.
	sortByPosition(out)
	return out, nil
}

// Rewind moves the cursor back to the common ancestor after a reorg, in one
// transaction: tentative observations above it are orphaned and a
// deposit-reorged row is enqueued for each. A final observation above the
// ancestor makes it refuse: finality was violated and a person must decide.
func (s *Scans) Rewind(ctx context.Context, id string, from, ancestor Block, r Reorg, eventID EventIDFunc, payload PayloadFunc) (int, error) {
	var orphaned int
	err := pgx.BeginFunc(ctx, s.DB, func(tx pgx.Tx) error {
		if err := lockCursor(ctx, tx, id, from); err != nil {
			return err
		}
		finals, err := FinalAbove(ctx, tx, id, ancestor.Number, 1)
		if err != nil {
			return err
		}
		if len(finals) > 0 {
			return fmt.Errorf("reorg below #%d would orphan final observations: %w", ancestor.Number+1, ErrFinalityViolated)
		}
		obs, err := collectObservations(tx.Query(ctx, `UPDATE observations SET state = 'orphaned', orphaned_at = now()
			WHERE scanner_id = $1 AND state = 'tentative' AND block_number > $2
			RETURNING `+observationColumns, id, ancestor.Number))
		if err != nil {
			return fmt.Errorf("orphan observations above #%d: %w", ancestor.Number, err)
		}
		sortByPosition(obs)
		var out deliveries
		for _, o := range obs {
			if err := out.add("deposit-reorged", o.Observation, o.generation, eventID, payload); err != nil {
				return err
			}
		}
		if err := out.insert(ctx, tx, id); err != nil {
			return err
		}
		orphaned = len(obs)
		r.Orphaned = orphaned
		raw, _ := json.Marshal(r)
		if _, err := tx.Exec(ctx, `DELETE FROM block_hashes WHERE scanner_id = $1 AND number > $2`, id, ancestor.Number); err != nil {
			return err
		}
		if err := cutCoverage(ctx, tx, id, ancestor.Number, nil); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `UPDATE scanners SET cursor_number = $2, cursor_hash = $3, last_reorg = $4, updated_at = now()
			WHERE scanner_id = $1`, id, ancestor.Number, ancestor.Hash, raw)
		return err
	})
	return orphaned, err
}

// ErrFinalityViolated is a reorg that reaches below the finality boundary.
var ErrFinalityViolated = errors.New("finality violated")

// Querier is a pool or a transaction.
type Querier interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
}

// FinalAbove lists up to limit final observations above a height, lowest first.
func FinalAbove(ctx context.Context, q Querier, id string, above uint64, limit int) ([]Observation, error) {
	obs, err := collectObservations(q.Query(ctx, `SELECT `+observationColumns+` FROM observations
		WHERE scanner_id = $1 AND state = 'final' AND block_number > $2 ORDER BY block_number, log_index LIMIT $3`, id, above, limit))
	if err != nil {
		return nil, fmt.Errorf("final observations above #%d: %w", above, err)
	}
	out := make([]Observation, len(obs))
	for i, o := range obs {
		out[i] = o.Observation
	}
	return out, nil
}

// FinalAbove is FinalAbove on the pool.
func (s *Scans) FinalAbove(ctx context.Context, id string, above uint64, limit int) ([]Observation, error) {
	return FinalAbove(ctx, s.DB, id, above, limit)
}

// Halt stops the scanner with a reason; the cursor stays where it is. A
// reorg, when given, becomes the last-reorg record (a finality violation is
// one even though nothing was rewound).
func (s *Scans) Halt(ctx context.Context, id, reason string, r *Reorg) error {
	if r == nil {
		_, err := s.DB.Exec(ctx, `UPDATE scanners SET halted_reason = $2, updated_at = now() WHERE scanner_id = $1`, id, reason)
		return err
	}
	raw, _ := json.Marshal(r)
	_, err := s.DB.Exec(ctx, `UPDATE scanners SET halted_reason = $2, last_reorg = $3, updated_at = now() WHERE scanner_id = $1`, id, reason, raw)
	return err
}

// MaxVerifiedBlocks bounds the blocks one checkpoint re-verifies.
const MaxVerifiedBlocks = 200_000

// ObservedBlocks lists the distinct blocks holding observations a checkpoint
// must re-verify: every tentative one at any height, and final ones above a
// height; at most MaxVerifiedBlocks+1, so a caller can refuse more.
func (s *Scans) ObservedBlocks(ctx context.Context, id string, finalAbove uint64) ([]Block, error) {
	rows, err := s.DB.Query(ctx, `SELECT DISTINCT block_number, block_hash FROM observations
		WHERE scanner_id = $1 AND (state = 'tentative' OR (state = 'final' AND block_number > $2)) ORDER BY block_number LIMIT $3`,
		id, finalAbove, MaxVerifiedBlocks+1)
	if err != nil {
		return nil, fmt.Errorf("observed blocks of %s: %w", id, err)
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (Block, error) {
		var b Block
		return b, r.Scan(&b.Number, &b.Hash)
	})
}

// CheckpointPlan is what a verified checkpoint writes.
type CheckpointPlan struct {
	Expect Block    // the cursor the plan was made against
	Cursor Block    // where scanning resumes (at or below the checkpoint)
	Stale  []string // block hashes no longer canonical
	Skip   *Skip    // a forced skip above the verified cursor
	Now    time.Time
}

// CheckpointResult is what the checkpoint changed.
type CheckpointResult struct {
	Orphaned int `json:"orphaned"` // tentative observations no longer canonical
	// Violations lists final observations no longer canonical (the first
	// maxViolationsListed; ViolationCount has them all).
	Violations     []Violation `json:"violations,omitempty"`
	ViolationCount int         `json:"violationCount,omitempty"`
}

// maxViolationsListed bounds the violations a checkpoint lists; every one
// is orphaned and delivered to its swap all the same.
const maxViolationsListed = 1000

// Checkpoint resumes a scanner from an operator's trusted block in one
// transaction: observations in blocks no longer canonical (tentative or
// final) are orphaned with a deposit-reorged delivery each; final ones are
// flagged as finality violations and named in the last-reorg record; the
// retained hashes restart from the new cursor, the halt is cleared and a
// forced skip is recorded. Observations in still-canonical blocks stay, so
// the rescan finds them again as replays.
func (s *Scans) Checkpoint(ctx context.Context, id string, p CheckpointPlan, eventID EventIDFunc, payload PayloadFunc) (CheckpointResult, error) {
	var res CheckpointResult
	err := pgx.BeginFunc(ctx, s.DB, func(tx pgx.Tx) error {
		res = CheckpointResult{}
		var cur Block
		if err := tx.QueryRow(ctx, `SELECT cursor_number, cursor_hash FROM scanners WHERE scanner_id = $1 FOR UPDATE`, id).
			Scan(&cur.Number, &cur.Hash); err != nil {
			return fmt.Errorf("checkpoint %s: %w", id, err)
		}
		if cur != p.Expect {
			return fmt.Errorf("checkpoint %s: cursor is #%d %s, the checkpoint was checked against #%d %s: %w", id, cur.Number, cur.Hash, p.Expect.Number, p.Expect.Hash, ErrCursorMoved)
		}
		var out deliveries
		if len(p.Stale) > 0 {
			obs, err := collectFlagged(tx.Query(ctx, `UPDATE observations
				SET finality_violated = finality_violated OR state = 'final', state = 'orphaned', orphaned_at = now()
				WHERE scanner_id = $1 AND state IN ('tentative', 'final') AND block_hash = ANY($2)
				RETURNING `+observationColumns+`, finality_violated`, id, p.Stale))
			if err != nil {
				return err
			}
			sortByPosition(obs)
			for _, o := range obs {
				switch {
				case !o.violated:
					res.Orphaned++
				case len(res.Violations) < maxViolationsListed:
					res.Violations = append(res.Violations, Violation{SwapID: o.SwapID, DepositRef: o.DepositRef, AmountUnits: o.AmountUnits,
						Block: Block{Number: o.BlockNumber, Hash: o.BlockHash}, LogIndex: o.LogIndex})
					fallthrough
				default:
					res.ViolationCount++
				}
				if err := out.add("deposit-reorged", o.Observation, o.generation, eventID, payload); err != nil {
					return err
				}
			}
			if err := out.insert(ctx, tx, id); err != nil {
				return err
			}
		}
		if _, err := tx.Exec(ctx, `DELETE FROM block_hashes WHERE scanner_id = $1`, id); err != nil {
			return err
		}
		// A forced checkpoint above the cursor keeps the coverage as it is:
		// the hole between is the skip recorded below.
		if err := cutCoverage(ctx, tx, id, min(p.Cursor.Number, cur.Number), p.Stale); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO block_hashes (scanner_id, number, hash) VALUES ($1, $2, $3)`, id, p.Cursor.Number, p.Cursor.Hash); err != nil {
			return err
		}
		if p.Skip != nil {
			raw, _ := json.Marshal([]Skip{*p.Skip})
			if _, err := tx.Exec(ctx, `UPDATE scanners SET skips = skips || $2::jsonb WHERE scanner_id = $1`, id, string(raw)); err != nil {
				return err
			}
		}
		if len(res.Violations) > 0 {
			raw, _ := json.Marshal(Reorg{From: cur, Ancestor: p.Cursor, Detected: p.Now, Orphaned: res.Orphaned, Violations: res.Violations})
			if _, err := tx.Exec(ctx, `UPDATE scanners SET last_reorg = $2 WHERE scanner_id = $1`, id, raw); err != nil {
				return err
			}
		}
		_, err := tx.Exec(ctx, `UPDATE scanners SET cursor_number = $2, cursor_hash = $3, halted_reason = NULL,
			final_number = LEAST(final_number, $2), updated_at = now() WHERE scanner_id = $1`, id, p.Cursor.Number, p.Cursor.Hash)
		return err
	})
	return res, err
}

func lockCursor(ctx context.Context, tx pgx.Tx, id string, want Block) error {
	var cur Block
	var halted *string
	err := tx.QueryRow(ctx, `SELECT cursor_number, cursor_hash, halted_reason FROM scanners WHERE scanner_id = $1 FOR UPDATE`, id).
		Scan(&cur.Number, &cur.Hash, &halted)
	if err != nil {
		return fmt.Errorf("lock scanner %s: %w", id, err)
	}
	if halted != nil {
		return fmt.Errorf("scanner %s is halted: %s", id, *halted)
	}
	if cur != want {
		return fmt.Errorf("scanner %s: cursor is #%d %s, pass started from #%d %s: %w", id, cur.Number, cur.Hash, want.Number, want.Hash, ErrCursorMoved)
	}
	return nil
}

const observationColumns = `chain_id, block_hash, log_index, block_number, tx_hash, contract, swap_id, payer, amount_units, deposit_id, deposit_ref, block_time, token, asset, kind, generation`

type storedObservation struct {
	Observation
	generation int
	violated   bool
	final      bool // written final by insertObservations
}

func collectObservations(rows pgx.Rows, err error) ([]storedObservation, error) {
	return collect(rows, err, false)
}

// collectFlagged reads rows that also return finality_violated.
func collectFlagged(rows pgx.Rows, err error) ([]storedObservation, error) {
	return collect(rows, err, true)
}

func collect(rows pgx.Rows, err error, withFlag bool) ([]storedObservation, error) {
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (storedObservation, error) {
		var o storedObservation
		dest := []any{&o.ChainID, &o.BlockHash, &o.LogIndex, &o.BlockNumber, &o.TxHash, &o.Contract, &o.SwapID, &o.Payer,
			&o.AmountUnits, &o.DepositID, &o.DepositRef, &o.BlockTime, &o.Token, &o.Asset, &o.Kind, &o.generation}
		if withFlag {
			dest = append(dest, &o.violated)
		}
		err := r.Scan(dest...)
		o.Key = evmkey.Observation{ChainID: o.ChainID, BlockHash: common.HexToHash(o.BlockHash), LogIndex: o.LogIndex}.String()
		return o, err
	})
}

func sortByPosition(obs []storedObservation) {
	slices.SortFunc(obs, func(a, b storedObservation) int {
		if c := cmp.Compare(a.BlockNumber, b.BlockNumber); c != 0 {
			return c
		}
		if c := cmp.Compare(a.BlockHash, b.BlockHash); c != 0 {
			return c
		}
		return cmp.Compare(a.LogIndex, b.LogIndex)
	})
}

// PayloadFunc renders the event a delivery carries to the swap.
type PayloadFunc func(o Observation, kind, eventID string) ([]byte, error)

// deliveries collects outbox rows so a pass writes them in one statement, in
// the order they were added (the dispatcher delivers per swap in id order).
type deliveries struct{ kinds, swaps, ids, bodies []string }

func (d *deliveries) add(kind string, o Observation, gen int, eventID EventIDFunc, payload PayloadFunc) error {
	if o.Kind == ObservationSweep {
		return nil // credited when it reached the deposit address
	}
	id := eventID(o.Key, kind, gen)
	body, err := payload(o, kind, id)
	if err != nil {
		return fmt.Errorf("payload of %s: %w", id, err)
	}
	d.kinds, d.swaps, d.ids, d.bodies = append(d.kinds, kind), append(d.swaps, o.SwapID), append(d.ids, id), append(d.bodies, string(body))
	return nil
}

// copyThreshold is the batch size from which rows go through COPY: for a
// backfill it is several times faster than INSERT … SELECT unnest.
const copyThreshold = 500

func (d *deliveries) insert(ctx context.Context, tx pgx.Tx, scannerID string) error {
	if len(d.ids) == 0 {
		return nil
	}
	if len(d.ids) >= copyThreshold {
		// Every event ID here is new by construction (it names an
		// observation generation that did not exist before this
		// transaction), so COPY cannot conflict; should it, a savepoint
		// falls back to the INSERT that skips existing rows.
		ok, err := d.copy(ctx, tx, scannerID)
		if err != nil || ok {
			return err
		}
	}
	_, err := tx.Exec(ctx, `INSERT INTO outbox (scanner_id, kind, swap_id, event_id, payload)
		SELECT $1, k, s, e, p::jsonb FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS t(k, s, e, p, ord)
		ORDER BY ord
		ON CONFLICT (event_id) DO NOTHING`, scannerID, d.kinds, d.swaps, d.ids, d.bodies)
	if err != nil {
		return fmt.Errorf("enqueue %d deliveries (first %s): %w", len(d.ids), d.ids[0], err)
	}
	return nil
}

func (d *deliveries) copy(ctx context.Context, tx pgx.Tx, scannerID string) (bool, error) {
	sp, err := tx.Begin(ctx)
	if err != nil {
		return false, err
	}
	// Rows are produced one at a time: a backfill range holds tens of
	// thousands, and materialising them all would double the worker's peak memory.
	_, err = sp.CopyFrom(ctx, pgx.Identifier{"outbox"}, []string{"scanner_id", "kind", "swap_id", "event_id", "payload"},
		pgx.CopyFromSlice(len(d.ids), func(i int) ([]any, error) {
			return []any{scannerID, d.kinds[i], d.swaps[i], d.ids[i], d.bodies[i]}, nil
		}))
	var pgErr *pgconn.PgError
	switch {
	case err == nil:
		return true, sp.Commit(ctx)
	case errors.As(err, &pgErr) && pgErr.Code == "23505":
		return false, sp.Rollback(ctx)
	default:
		_ = sp.Rollback(ctx)
		return false, fmt.Errorf("copy %d deliveries: %w", len(d.ids), err)
	}
}

// copyObservations writes observations known to be new with COPY; they are
// all fresh, generation 1.
func copyObservations(ctx context.Context, tx pgx.Tx, scannerID string, obs []Observation, final uint64) ([]storedObservation, error) {
	out := make([]storedObservation, len(obs))
	now := time.Now().UTC()
	_, err := tx.CopyFrom(ctx, pgx.Identifier{"observations"}, []string{"chain_id", "block_hash", "log_index", "scanner_id", "block_number",
		"tx_hash", "contract", "swap_id", "payer", "amount_units", "deposit_id", "deposit_ref", "block_time", "token", "asset", "kind", "state", "finalized_at"},
		pgx.CopyFromSlice(len(obs), func(i int) ([]any, error) {
			o := obs[i]
			state, at := "tentative", (*time.Time)(nil)
			if o.BlockNumber <= final {
				state, at = "final", &now
			}
			out[i] = storedObservation{Observation: o, generation: 1, final: state == "final"}
			return []any{int64(o.ChainID), o.BlockHash, int64(o.LogIndex), scannerID, int64(o.BlockNumber), o.TxHash, o.Contract, o.SwapID,
				o.Payer, o.AmountUnits, o.DepositID, o.DepositRef, int64(o.BlockTime), o.Token, o.Asset, o.Kind, state, at}, nil
		}))
	if err != nil {
		return nil, fmt.Errorf("copy %d observations: %w", len(obs), err)
	}
	return out, nil
}
