package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"swapengine/internal/evmkey"
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

// Reorg describes the last rewind, for the scanner's query.
type Reorg struct {
	Depth    uint64    `json:"depth"`
	From     Block     `json:"from"`     // the cursor that was no longer canonical
	Ancestor Block     `json:"ancestor"` // where the scanner rewound to
	Orphaned int       `json:"orphaned"` // tentative observations invalidated
	Detected time.Time `json:"detected"`
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
}

// EventIDFunc builds the delivery ID for an observation key, kind and generation.
type EventIDFunc func(key, kind string, generation int) string

// Load returns the scanner's state; ok is false when it has none yet.
func (s *Scans) Load(ctx context.Context, id string) (st ScannerState, ok bool, err error) {
	var reorg []byte
	var halted *string
	err = s.DB.QueryRow(ctx, `SELECT scanner_id, chain_id, contract, cursor_number, cursor_hash, final_number, head_number, halted_reason, last_reorg
		FROM scanners WHERE scanner_id = $1`, id).Scan(&st.ID, &st.ChainID, &st.Contract, &st.Cursor.Number, &st.Cursor.Hash,
		&st.Final, &st.Head, &halted, &reorg)
	if errors.Is(err, pgx.ErrNoRows) {
		return st, false, nil
	}
	if err != nil {
		return st, false, fmt.Errorf("load scanner %s: %w", id, err)
	}
	if halted != nil {
		st.Halted = *halted
	}
	if reorg != nil {
		st.LastReorg = new(Reorg)
		if err := json.Unmarshal(reorg, st.LastReorg); err != nil {
			return st, false, fmt.Errorf("load scanner %s: last_reorg: %w", id, err)
		}
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
		_, err = tx.Exec(ctx, `INSERT INTO block_hashes (scanner_id, number, hash) VALUES ($1, $2, $3)`,
			st.ID, st.Cursor.Number, st.Cursor.Hash)
		return err
	})
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
	Blocks       []Block // canonical hashes of the scanned range
	Cursor       Block   // the new cursor (the last scanned block)
	Head         uint64
	Final        uint64 // observations at or below it become final
	Retain       uint64 // hashes kept below the cursor
}

// PassResult says what the pass changed.
type PassResult struct {
	Observed  int `json:"observed"`
	Confirmed int `json:"confirmed"`
}

// CommitPass writes a pass in one transaction: new observations and their
// deposit-observed rows, block hashes (pruned to the window), promotion of
// observations that crossed the finality boundary with their deposit-confirmed
// rows, and the cursor. A replayed pass inserts nothing new.
func (s *Scans) CommitPass(ctx context.Context, p Pass, eventID EventIDFunc, payload PayloadFunc) (PassResult, error) {
	var res PassResult
	err := pgx.BeginFunc(ctx, s.DB, func(tx pgx.Tx) error {
		if err := lockCursor(ctx, tx, p.ScannerID, p.From); err != nil {
			return err
		}
		for _, o := range p.Observations {
			var gen int
			err := tx.QueryRow(ctx, `INSERT INTO observations (chain_id, block_hash, log_index, scanner_id, block_number, tx_hash,
					contract, swap_id, payer, amount_units, deposit_id, deposit_ref, state)
				VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'tentative')
				ON CONFLICT (chain_id, block_hash, log_index) DO UPDATE
					SET state = 'tentative', generation = observations.generation + 1, orphaned_at = NULL
					WHERE observations.state = 'orphaned'
				RETURNING generation`,
				o.ChainID, o.BlockHash, o.LogIndex, p.ScannerID, o.BlockNumber, o.TxHash, o.Contract, o.SwapID, o.Payer,
				o.AmountUnits, o.DepositID, o.DepositRef).Scan(&gen)
			if errors.Is(err, pgx.ErrNoRows) {
				continue // seen before and not orphaned: a replay
			}
			if err != nil {
				return fmt.Errorf("insert observation %s: %w", o.Key, err)
			}
			if err := enqueue(ctx, tx, p.ScannerID, "deposit-observed", o, gen, eventID, payload); err != nil {
				return err
			}
			res.Observed++
		}
		for _, b := range p.Blocks {
			if _, err := tx.Exec(ctx, `INSERT INTO block_hashes (scanner_id, number, hash) VALUES ($1, $2, $3)
				ON CONFLICT (scanner_id, number) DO UPDATE SET hash = EXCLUDED.hash`, p.ScannerID, b.Number, b.Hash); err != nil {
				return fmt.Errorf("record block %d: %w", b.Number, err)
			}
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
			if err := enqueue(ctx, tx, p.ScannerID, "deposit-confirmed", o.Observation, o.generation, eventID, payload); err != nil {
				return err
			}
		}
		res.Confirmed = len(promoted)
		_, err = tx.Exec(ctx, `UPDATE scanners SET cursor_number = $2, cursor_hash = $3, final_number = $4, head_number = $5, updated_at = now()
			WHERE scanner_id = $1`, p.ScannerID, p.Cursor.Number, p.Cursor.Hash, p.Final, p.Head)
		return err
	})
	return res, err
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
		var finals int
		if err := tx.QueryRow(ctx, `SELECT count(*) FROM observations WHERE scanner_id = $1 AND state = 'final' AND block_number > $2`,
			id, ancestor.Number).Scan(&finals); err != nil {
			return err
		}
		if finals > 0 {
			return fmt.Errorf("reorg below #%d would orphan %d final observations: %w", ancestor.Number+1, finals, ErrFinalityViolated)
		}
		obs, err := collectObservations(tx.Query(ctx, `UPDATE observations SET state = 'orphaned', orphaned_at = now()
			WHERE scanner_id = $1 AND state = 'tentative' AND block_number > $2
			RETURNING `+observationColumns, id, ancestor.Number))
		if err != nil {
			return fmt.Errorf("orphan observations above #%d: %w", ancestor.Number, err)
		}
		for _, o := range obs {
			if err := enqueue(ctx, tx, id, "deposit-reorged", o.Observation, o.generation, eventID, payload); err != nil {
				return err
			}
		}
		orphaned = len(obs)
		r.Orphaned = orphaned
		raw, _ := json.Marshal(r)
		if _, err := tx.Exec(ctx, `DELETE FROM block_hashes WHERE scanner_id = $1 AND number > $2`, id, ancestor.Number); err != nil {
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

// Halt stops the scanner with a reason; the cursor stays where it is.
func (s *Scans) Halt(ctx context.Context, id, reason string) error {
	_, err := s.DB.Exec(ctx, `UPDATE scanners SET halted_reason = $2, updated_at = now() WHERE scanner_id = $1`, id, reason)
	return err
}

// TentativeBlocks lists the distinct blocks holding tentative observations
// above a height.
func (s *Scans) TentativeBlocks(ctx context.Context, id string, above uint64) ([]Block, error) {
	rows, err := s.DB.Query(ctx, `SELECT DISTINCT block_number, block_hash FROM observations
		WHERE scanner_id = $1 AND state = 'tentative' AND block_number > $2 ORDER BY block_number`, id, above)
	if err != nil {
		return nil, fmt.Errorf("tentative blocks of %s: %w", id, err)
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (Block, error) {
		var b Block
		return b, r.Scan(&b.Number, &b.Hash)
	})
}

// Checkpoint resumes a halted (or any) scanner from an operator's trusted
// block: tentative observations in the blocks listed as stale (no longer
// canonical) are orphaned like in a rewind, the retained hashes restart from
// it, and the halt is cleared. Observations in still-canonical blocks stay as
// they are, so a rescan finds them again as replays.
func (s *Scans) Checkpoint(ctx context.Context, id string, cp Block, stale []string, eventID EventIDFunc, payload PayloadFunc) error {
	return pgx.BeginFunc(ctx, s.DB, func(tx pgx.Tx) error {
		var cur Block
		if err := tx.QueryRow(ctx, `SELECT cursor_number, cursor_hash FROM scanners WHERE scanner_id = $1 FOR UPDATE`, id).
			Scan(&cur.Number, &cur.Hash); err != nil {
			return fmt.Errorf("checkpoint %s: %w", id, err)
		}
		obs, err := collectObservations(tx.Query(ctx, `UPDATE observations SET state = 'orphaned', orphaned_at = now()
			WHERE scanner_id = $1 AND state = 'tentative' AND block_number > $2 AND block_hash = ANY($3)
			RETURNING `+observationColumns, id, cp.Number, stale))
		if err != nil {
			return err
		}
		for _, o := range obs {
			if err := enqueue(ctx, tx, id, "deposit-reorged", o.Observation, o.generation, eventID, payload); err != nil {
				return err
			}
		}
		if _, err := tx.Exec(ctx, `DELETE FROM block_hashes WHERE scanner_id = $1`, id); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO block_hashes (scanner_id, number, hash) VALUES ($1, $2, $3)`, id, cp.Number, cp.Hash); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `UPDATE scanners SET cursor_number = $2, cursor_hash = $3, halted_reason = NULL,
			final_number = LEAST(final_number, $2), updated_at = now() WHERE scanner_id = $1`, id, cp.Number, cp.Hash)
		return err
	})
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

const observationColumns = `chain_id, block_hash, log_index, block_number, tx_hash, contract, swap_id, payer, amount_units, deposit_id, deposit_ref, generation`

type storedObservation struct {
	Observation
	generation int
}

func collectObservations(rows pgx.Rows, err error) ([]storedObservation, error) {
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (storedObservation, error) {
		var o storedObservation
		err := r.Scan(&o.ChainID, &o.BlockHash, &o.LogIndex, &o.BlockNumber, &o.TxHash, &o.Contract, &o.SwapID, &o.Payer,
			&o.AmountUnits, &o.DepositID, &o.DepositRef, &o.generation)
		o.Key = evmkey.Observation{ChainID: o.ChainID, BlockHash: common.HexToHash(o.BlockHash), LogIndex: o.LogIndex}.String()
		return o, err
	})
}

// PayloadFunc renders the event a delivery carries to the swap.
type PayloadFunc func(o Observation, kind, eventID string) ([]byte, error)

func enqueue(ctx context.Context, tx pgx.Tx, scannerID, kind string, o Observation, gen int, eventID EventIDFunc, payload PayloadFunc) error {
	id := eventID(o.Key, kind, gen)
	body, err := payload(o, kind, id)
	if err != nil {
		return err
	}
	_, err = tx.Exec(ctx, `INSERT INTO outbox (scanner_id, kind, swap_id, event_id, payload) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (event_id) DO NOTHING`, scannerID, kind, o.SwapID, id, body)
	if err != nil {
		return fmt.Errorf("enqueue %s: %w", id, err)
	}
	return nil
}
