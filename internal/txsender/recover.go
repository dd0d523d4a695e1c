package txsender

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Recover moves every unfinished send of this sender (chain and hot key) one
// step, lowest nonce first, after filling nonce gaps. A worker runs it at
// start and from time to time: a process that died between reserving a
// nonce and broadcasting left a row whose nonce blocks every later one until
// someone sends it, and its caller may never come back for it. It returns the
// keys still open and the first transient error; permanent failures of single
// rows are in their status, not here.
func (s *Sender) Recover(ctx context.Context) (open []string, err error) {
	if err := s.FillGaps(ctx); err != nil {
		return nil, err
	}
	keys, err := openKeys(ctx, s.cfg.DB, s.cfg.ChainID, s.Address())
	if err != nil {
		return nil, err
	}
	var first error
	for _, k := range keys {
		st, err := s.stepKey(ctx, k)
		if _, ok := AsFailure(err); err != nil && !ok && first == nil {
			first = err
		}
		if !st.Done() {
			open = append(open, k)
		}
	}
	if n, oldest, err := openAge(ctx, s.cfg.DB, s.cfg.ChainID, s.Address()); err == nil {
		s.cfg.Metrics.open(s.cfg.ChainID, s.Address(), n, oldest)
	} else if first == nil {
		first = err
	}
	return open, first
}

// StepKey moves the send under key (which must exist) as far as it can go
// now, as Step and StepCall do, reading what to send from its row: a
// caller that wrote a call with a deadline in its data resumes it without
// rebuilding the data.
func (s *Sender) StepKey(ctx context.Context, key string) (Status, error) { return s.stepKey(ctx, key) }

// stepKey is Step for a row that exists: a payment (with the payment read
// back from its row) or a filler.
func (s *Sender) stepKey(ctx context.Context, key string) (Status, error) {
	var st Status
	err := s.withRow(ctx, key, func(conn *pgxpool.Conn, r *row) error {
		if r == nil {
			return fmt.Errorf("txsender: no send %q", key)
		}
		var err error
		st, err = s.advance(ctx, conn, r)
		return err
	})
	return st, err
}

// FillGaps finds nonces between the chain's confirmed nonce and the last one
// handed out that no row holds, and sends a zero-value transfer to the hot
// wallet itself under each, so the nonces after them can be mined.
//
// A gap arises when a payment is refused after its nonce was reserved (it
// fails and gives the nonce back rather than sign a payment the vault would
// revert), or when a row was deleted by hand. A no-op is the only safe
// filler: the engine does not know what else the nonce was for (a deleted
// row's payment may have been made under another nonce since), and a
// self-transfer changes nothing but the nonce and the gas spent. A row that
// holds its nonce but was never signed or broadcast (a crash) is not a gap:
// Recover, or the next Send of its key, signs and sends the row itself.
func (s *Sender) FillGaps(ctx context.Context) error {
	confirmed, err := s.cfg.Client.NonceAt(ctx, s.Address(), nil)
	if err != nil {
		return fmt.Errorf("txsender: confirmed nonce: %w", err)
	}
	head, err := s.head(ctx)
	if err != nil {
		return err
	}
	var keys []string
	err = pgx.BeginFunc(ctx, s.cfg.DB, func(tx pgx.Tx) error {
		gaps, err := unboundNonces(ctx, tx, s.cfg.ChainID, s.Address(), confirmed)
		if err != nil {
			return err
		}
		for _, n := range gaps {
			r := &row{
				key:  fmt.Sprintf("nonce-filler:%d:%s:%d", s.cfg.ChainID, hexAddr(s.Address()), n),
				kind: kindFiller, chainID: s.cfg.ChainID, sender: s.Address(), nonce: &n,
				gasLimit: 21_000, state: StateUnsent, fromBlock: head.Number.Uint64(),
			}
			if _, err := insertRow(ctx, tx, r); err != nil {
				return err
			}
			keys = append(keys, r.key)
		}
		return nil
	})
	if err != nil {
		return err
	}
	var errs []error
	for _, k := range keys {
		s.log.Warn("txsender: filling a nonce gap with a no-op", "key", k)
		if _, err := s.stepKey(ctx, k); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}
