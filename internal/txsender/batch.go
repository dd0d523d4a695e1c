package txsender

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"golang.org/x/sync/singleflight"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
)

// Batched payouts (Config.BatchSize > 1): the vault's payBatch pays many
// keys in one transaction, each exactly as pay would, and skips (emitting
// PaymentSkipped, never reverting) a key already paid.
//
// A batch is a row of kind 'batch' that owns a nonce and its attempts, and
// goes through the same machine as every send (advance: sign, store,
// broadcast, replace, follow to finality, rebroadcast after a reorg). Its
// members are pay rows that hold no nonce: each follows its batch and takes
// its outcome from the batch's receipt (its own Paid, or PaymentSkipped:
// paid by another transaction, found by its Paid event). A payment is queued
// when it is first seen, and the next step of any queued payment forms a
// batch of the queue (formBatch, one at a time per hot key) after the checks
// a payment alone gets, made once for the batch: the vault's code, each
// token's allowlist and caps, one eth_estimateGas of the whole payBatch, and
// the wallet's balance for its gas.
//
// What the batch's checks refuse goes alone (solo), through the checks of a
// single payment, which then name its own reason; so does every member of a
// batch that fails (its estimate reverts, its wallet cannot pay and no node
// ever took it, or it reverts on chain). Nothing can pay a key twice
// whichever way it went: the vault pays a key once, and a member that went
// alone after its batch was signed is resolved by its Paid event if the
// batch landed after all.

// maxBatch is the vault's MAX_PAY_BATCH.
const maxBatch = 100

// batchMembers is how many payments one batch may hold under head: the
// configured size, the vault's bound, and as many payments at their gas
// ceiling as half a block takes (a batch the block cannot hold would never
// be mined).
func (s *Sender) batchMembers(head *types.Header) int {
	n := min(s.cfg.BatchSize, maxBatch)
	if byGas := head.GasLimit / 2 / s.cfg.MaxGasPerPayment; uint64(n) > byGas {
		n = int(max(byGas, 1))
	}
	return n
}

func (r *row) queued() bool { return r.kind == kindPay && !r.solo && r.batchKey == "" }
func (r *row) member() bool { return r.kind == kindPay && !r.solo && r.batchKey != "" }

// formBatch makes batches of the queue of this hot key, if no other step
// (of this process or another) is making them now; formed reports that it
// ran (the queue may have changed). It drains the queue, up to
// maxBatchesPerForm batches, and signs and broadcasts each batch it forms at
// once: the queued payments' own steps then find their batch on its way
// rather than each waiting its turn to form or sign one. Rows the batch's
// checks refuse are marked solo; a transient error (the RPC, the database)
// changes nothing.
func (s *Sender) formBatch(ctx context.Context, conn *pgxpool.Conn, notes *formNotes) (formed bool, err error) {
	// In-process first: a step of this process that forms drains the
	// queue, so the others need not ask the database for the lock. A step
	// that finds it taken says so (formAgain), and the holder drains once
	// more after it lets go: a row queued while the holder was finishing is
	// not left for its payment's next step.
	s.formAgain.Store(true)
	for round := 0; s.formAgain.Load() && round < maxFormRounds; round++ {
		if !s.forming.TryLock() {
			return formed, nil
		}
		s.formAgain.Store(false)
		f, err := s.formLocked(ctx, conn, notes)
		s.forming.Unlock()
		formed = formed || f
		if err != nil {
			return formed, err
		}
	}
	return formed, nil
}

// formLocked is formBatch under the in-process lock: it takes the hot
// key's former lock in the database (one former across processes) and
// drains the queue.
func (s *Sender) formLocked(ctx context.Context, conn *pgxpool.Conn, notes *formNotes) (formed bool, err error) {
	lock := fmt.Sprintf("pay-batch-former:%d:%s", s.cfg.ChainID, hexAddr(s.Address()))
	got, err := tryLock(ctx, conn, lock)
	if err != nil || !got {
		return false, err
	}
	defer unlock(ctx, conn, lock)
	for range maxBatchesPerForm {
		b, err := s.formOne(ctx, conn)
		if err != nil || b == nil {
			return true, err
		}
		if err := s.sendFormed(ctx, conn, b, notes); err != nil {
			return true, err
		}
	}
	return true, nil
}

// formNotes is what a step's forming tells the rest of the step.
type formNotes struct {
	released bool            // a batch gave its nonce back: a gap for the step to fill
	sent     map[string]bool // batches the step signed and broadcast just now
}

// maxBatchesPerForm and maxFormRounds bound one step's forming (payments
// arriving all the time would otherwise keep one step forming for ever): the
// step ends, and what is left waits for the next step of a queued payment.
const (
	maxBatchesPerForm = 16
	maxFormRounds     = 4
)

// sendFormed signs and broadcasts batch b that this step formed a moment
// ago, under the batch's lock (a member's step of another process may
// already have seen it); a refusal or a failure stays on the batch's row,
// for its members' steps to follow. notes says what the step must know.
func (s *Sender) sendFormed(ctx context.Context, conn *pgxpool.Conn, b *row, notes *formNotes) error {
	got, bs, err := lockAndLoad(ctx, conn, b.key, b.key)
	if got {
		defer unlock(ctx, conn, b.key)
	}
	if err != nil || !got || len(bs) == 0 {
		return err
	}
	_, err = s.advance(ctx, conn, bs[0])
	// Just advanced: the members' steps read it rather than ask the chain
	// (and broadcast it) again at once.
	s.batchAdvanced.Store(b.key, time.Now())
	notes.released = notes.released || bs[0].released
	if notes.sent == nil {
		notes.sent = map[string]bool{}
	}
	notes.sent[b.key] = true
	if _, ok := AsFailure(err); ok {
		return nil // the batch's row says it; its members follow
	}
	return err
}

// formOne makes one batch of the queue, signed by nobody yet; nil when
// the queue had nothing to batch.
func (s *Sender) formOne(ctx context.Context, conn *pgxpool.Conn) (*row, error) {
	head, err := s.head(ctx)
	if err != nil {
		return nil, err
	}
	var b *row
	var refused []*row
	var size int
	err = inTx(ctx, conn, func(tx pgx.Tx) error {
		b, refused, size = nil, nil, 0
		queue, err := queuedRows(ctx, tx, s.cfg.ChainID, s.Address(), s.batchMembers(head))
		if err != nil || len(queue) == 0 {
			return err
		}
		members, out, err := s.vetBatch(ctx, queue)
		if err != nil {
			return err
		}
		refused = out
		for _, r := range refused {
			r.solo = true
			if err := r.save(ctx, tx); err != nil {
				return err
			}
		}
		if len(members) == 0 {
			return nil
		}
		// In the order it will be signed (membersOf): the estimate is of
		// the very call.
		slices.SortFunc(members, func(a, b *row) int { return strings.Compare(a.key, b.key) })
		// A batch whose gas at MaxFeePerGas is over the node's fee cap could
		// not be re-priced up to the cap in a fee spike (the node refuses
		// gas × fee above it), where its payments alone could: cut it to
		// what fits; the rest stays queued for the next batch. What the last
		// batch needed per payment (with a tenth more) cuts it before the
		// estimate, which runs the whole batch through the EVM about twice;
		// the estimate then has the last word.
		if per := s.batchGasPer.Load(); per > 0 && len(members) > 1 {
			if want := per * uint64(len(members)) * 11 / 10; s.overCaps(want) {
				members = members[:s.fitUnderCaps(len(members), want)]
			}
		}
		gas, err := s.estimateBatch(ctx, queue[0].vault, members)
		for err == nil && len(members) > 1 && s.overCaps(gas) {
			members = members[:s.fitUnderCaps(len(members), gas)]
			gas, err = s.estimateBatch(ctx, queue[0].vault, members)
		}
		if f, ok := AsFailure(err); ok {
			// One member the vault would refuse makes the whole call revert:
			// each goes alone, where the checks of one payment name it.
			s.log.Info("txsender: a batch would be refused; its payments go alone", "payments", len(members), "reason", f.Detail)
			for _, r := range members {
				r.solo = true
				if err := r.save(ctx, tx); err != nil {
					return err
				}
			}
			refused = append(refused, members...)
			return nil
		}
		if err != nil {
			return err
		}
		pending, err := s.cfg.Client.PendingNonceAt(ctx, s.Address())
		if err != nil {
			return fmt.Errorf("txsender: pending nonce: %w", err)
		}
		n, err := reserveNonce(ctx, tx, s.cfg.ChainID, s.Address(), pending)
		if err != nil {
			return err
		}
		b = &row{
			key:  fmt.Sprintf("pay-batch:%d:%s:%s", s.cfg.ChainID, hexAddr(s.Address()), uuid.NewString()),
			kind: kindBatch, chainID: s.cfg.ChainID, sender: s.Address(), nonce: &n, vault: queue[0].vault,
			gasLimit: gas, state: StateUnsent, fromBlock: head.Number.Uint64(), vetted: true,
		}
		if _, err := insertRow(ctx, tx, b); err != nil {
			return err
		}
		size = len(members)
		keys := make([]string, len(members))
		for i, r := range members {
			keys[i] = r.key
		}
		_, err = tx.Exec(ctx, `UPDATE tx_sends SET batch_key = $1, updated_at = now() WHERE key = ANY($2)`, b.key, keys)
		return err
	})
	if err != nil {
		return nil, err
	}
	if b != nil {
		// Estimated a moment ago: the step that signs it (this one, as a
		// rule) need not run the whole batch through the EVM again.
		s.fresh.Store(b.key, b.gasLimit)
		s.log.Info("txsender: batch formed", "batch", b.key, "nonce", *b.nonce, "gas", b.gasLimit, "payments", size, "alone", len(refused))
	}
	return b, nil
}

// maxTxGas is the most gas one transaction may carry: EIP-7825 (Osaka)
// caps it at 2^24, and a node refuses a transaction over it.
const maxTxGas = 1 << 24

// overCaps: a transaction of gas is more than a node takes — over the
// per-transaction gas cap, or over the node's fee cap at MaxFeePerGas.
func (s *Sender) overCaps(gas uint64) bool { return gas > maxTxGas || s.overNodeFeeCap(gas) }

// fitUnderCaps is how many of n payments that need gas together fit under
// both caps, in proportion, at least 1 and fewer than n.
func (s *Sender) fitUnderCaps(n int, gas uint64) int {
	fit := n - 1
	if s.overNodeFeeCap(gas) {
		fit = min(fit, s.underNodeFeeCap(n, gas))
	}
	if gas > maxTxGas {
		fit = min(fit, int(uint64(n)*maxTxGas/gas))
	}
	return max(1, fit)
}

// overNodeFeeCap: gas at MaxFeePerGas is more than the node takes.
func (s *Sender) overNodeFeeCap(gas uint64) bool {
	c := s.cfg.NodeTxFeeCap
	return c != nil && c.Sign() > 0 && new(big.Int).Mul(new(big.Int).SetUint64(gas), s.cfg.MaxFeePerGas).Cmp(c) > 0
}

// underNodeFeeCap is how many of n payments that need gas together fit
// under the node's fee cap at MaxFeePerGas, in proportion, at least 1 and
// fewer than n.
func (s *Sender) underNodeFeeCap(n int, gas uint64) int {
	need := new(big.Int).Mul(new(big.Int).SetUint64(gas), s.cfg.MaxFeePerGas)
	fit := new(big.Int).Div(new(big.Int).Mul(big.NewInt(int64(n)), s.cfg.NodeTxFeeCap), need)
	return int(max(1, min(fit.Int64(), int64(n-1))))
}

// vetBatch makes the checks of a single payment that need no estimate,
// once per batch: every row must pay from the first row's vault, which
// holds code; its token must be allowlisted and its amount within the
// token's per-payment cap. It returns the rows that pass and those that go
// alone.
func (s *Sender) vetBatch(ctx context.Context, queue []*row) (ok, alone []*row, err error) {
	vault := queue[0].vault
	code, err := s.cfg.Client.CodeAt(ctx, vault, nil)
	if err != nil {
		return nil, nil, fmt.Errorf("txsender: code of vault %s: %w", vault, err)
	}
	if len(code) == 0 {
		return nil, queue, nil
	}
	caps := map[common.Address]*big.Int{} // per-payment cap; nil: not allowed
	for _, r := range queue {
		if r.vault != vault {
			continue // the next batch
		}
		cap, seen := caps[r.token]
		if !seen {
			allowed, perPayment, err := s.tokenRules(ctx, r, true)
			if err != nil {
				return nil, nil, err
			}
			if allowed {
				cap = perPayment
			}
			caps[r.token] = cap
		}
		if cap == nil || r.amount.Cmp(cap) > 0 {
			alone = append(alone, r)
			continue
		}
		ok = append(ok, r)
	}
	return ok, alone, nil
}

// tokenRules reads what r's vault says of r's token: whether it is on the
// allowlist (asked only when allowlist: a deposit goes back to its payer in
// its token even after the token left the list), and its per-payment cap.
// vet and vetBatch both decide by it.
func (s *Sender) tokenRules(ctx context.Context, r *row, allowlist bool) (allowed bool, perPayment *big.Int, err error) {
	if allowlist && r.token != vaultv2.NativeToken {
		out, err := s.call(ctx, r, vaultABI.PackAllowedToken(r.token))
		if err != nil {
			return false, nil, err
		}
		if allowed, err = vaultABI.UnpackAllowedToken(out); err != nil {
			return false, nil, fmt.Errorf("txsender: allowedToken: %w", err)
		}
		if !allowed {
			return false, nil, nil
		}
	}
	out, err := s.call(ctx, r, vaultABI.PackLimitsOf(r.token))
	if err != nil {
		return false, nil, err
	}
	lim, err := vaultABI.UnpackLimitsOf(out)
	if err != nil {
		return false, nil, fmt.Errorf("txsender: limitsOf: %w", err)
	}
	return true, lim.PerPayment, nil
}

// batchCalldata packs payBatch for members, in the order given.
func batchCalldata(members []*row) []byte {
	keys := make([][32]byte, len(members))
	tokens := make([]common.Address, len(members))
	tos := make([]common.Address, len(members))
	amounts := make([]*big.Int, len(members))
	for i, r := range members {
		keys[i], tokens[i], tos[i], amounts[i] = r.vaultKey, r.token, r.to, r.amount
	}
	return vaultABI.PackPayBatch(keys, tokens, tos, amounts)
}

// probeBatch proves the batch runs, without a revert, within what the last
// estimated batch needed per payment (its signed gas less the margin):
// one eth_call at that gas, where eth_estimateGas runs the whole batch
// through the EVM two to four times (a run at the cap, an optimistic one, a
// search) — the largest part of forming a batch of a hundred. ok is false
// when there is nothing to go by yet or the call failed at that gas (it
// needs more, or it reverts): the estimate then says what and why.
func (s *Sender) probeBatch(ctx context.Context, call ethereum.CallMsg, n int) (gas uint64, ok bool) {
	per := s.batchGasPer.Load()
	if per == 0 {
		return 0, false
	}
	// gasLimit adds an eighth back; never more than the members' ceiling (a
	// call that passes at the probe's gas proves the need under it, not the
	// need itself) nor than a transaction may carry.
	call.Gas = min(per*uint64(n)*8/9, uint64(n)*s.cfg.MaxGasPerPayment, maxTxGas)
	if _, err := s.cfg.Client.CallContract(ctx, call, nil); err != nil {
		return 0, false
	}
	return call.Gas, true
}

// estimateBatch is the gas limit to sign the batch with: its estimate with
// the margin of a single payment, refused (a *Failure) when the vault would
// revert, when it is over the members' gas ceilings together, or when the
// wallet cannot pay for it at today's fees.
func (s *Sender) estimateBatch(ctx context.Context, vault common.Address, members []*row) (uint64, error) {
	call := ethereum.CallMsg{From: s.Address(), To: &vault, Data: batchCalldata(members)}
	est, proved := s.probeBatch(ctx, call, len(members))
	var err error
	if !proved {
		est, err = s.cfg.Client.EstimateGas(ctx, call)
	}
	if err != nil {
		if reason := revertReason(err); reason != nil {
			if f := refusal(reason); f != nil {
				return 0, f
			}
			return 0, fail(CodeReverted, "vault", "payBatch would revert: %v", reason)
		}
		if reverted(err) { // a token's own revert: each payment alone finds whose
			return 0, fail(CodeReverted, "token", "payBatch would revert: %s", revertText(err))
		}
		if classify(err) == answerNoFunds {
			return 0, fail(CodePayerUnderfunded, "payer balance", "%s cannot pay for gas", s.Address().Hex())
		}
		return 0, fmt.Errorf("txsender: estimate gas of a batch of %d: %w", len(members), err)
	}
	ceiling := uint64(len(members)) * s.cfg.MaxGasPerPayment
	if est > ceiling {
		return 0, fail(CodeGasCeiling, "to", "a batch of %d needs %d gas, over their ceiling of %d", len(members), est, ceiling)
	}
	gas := gasLimit(est, ceiling)
	if !proved {
		// What a payment needs in a batch, measured: the next batch is cut
		// to the node's fee cap by it, and probed with it (probeBatch).
		s.batchGasPer.Store(gas / uint64(len(members)))
	}
	feeCap, _, err := s.firstFees(ctx, gas)
	if err != nil {
		return 0, err
	}
	bal, err := s.cfg.Client.BalanceAt(ctx, s.Address(), nil)
	if err != nil {
		return 0, fmt.Errorf("txsender: balance of %s: %w", s.Address(), err)
	}
	s.cfg.Metrics.payer(s.cfg.ChainID, s.Address(), bal)
	if need := new(big.Int).Mul(new(big.Int).SetUint64(gas), feeCap); bal.Cmp(need) < 0 {
		return 0, fail(CodePayerUnderfunded, "payer balance", "%s holds %s wei, the batch may cost %s", s.Address().Hex(), bal, need)
	}
	return gas, nil
}

// queuedRows locks and returns up to limit queued payments of (chain,
// sender), oldest first; rows another batch former has locked are skipped.
func queuedRows(ctx context.Context, tx pgx.Tx, chainID uint64, sender common.Address, limit int) ([]*row, error) {
	return rowsOf(ctx, tx, "queued payments", `
SELECT key FROM tx_sends
 WHERE chain_id = $1 AND sender = $2 AND kind = 'pay' AND NOT solo AND batch_key IS NULL AND state = 'unsent'
 ORDER BY created_at, key LIMIT $3 FOR UPDATE SKIP LOCKED`, int64(chainID), hexAddr(sender), limit)
}

// membersOf are the rows a batch pays, in payBatch order (by key).
func membersOf(ctx context.Context, q querier, batchKey string) ([]*row, error) {
	return rowsOf(ctx, q, "members of "+batchKey, `SELECT key FROM tx_sends WHERE batch_key = $1 ORDER BY key`, batchKey)
}

// rowsOf loads the rows whose keys query selects.
func rowsOf(ctx context.Context, q querier, what, query string, args ...any) ([]*row, error) {
	rows, err := q.Query(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("txsender: %s: %w", what, err)
	}
	keys, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("txsender: %s: %w", what, err)
	}
	return loadRows(ctx, q, keys)
}

// advanceMember moves a member's batch as far as it can go (unless another
// step holds it) and takes the member's outcome from it.
func (s *Sender) advanceMember(ctx context.Context, conn *pgxpool.Conn, r *row) (Status, error) {
	// Only a step whose batch is due tries its lock; the others read it.
	var got bool
	var bs []*row
	var err error
	if !r.batchSent && s.batchDue(r.batchKey) {
		got, bs, err = lockAndLoad(ctx, conn, r.batchKey, r.batchKey)
		if got {
			defer unlock(ctx, conn, r.batchKey)
		}
	} else if r.batch != nil {
		bs = []*row{r.batch} // read with the member
	} else {
		bs, err = readRows(ctx, conn, []string{r.batchKey})
	}
	if err != nil || len(bs) == 0 {
		return r.status(), errors.Join(err, fmt.Errorf("txsender: batch %q of %q is gone", r.batchKey, r.key))
	}
	b := bs[0]
	if got {
		_, berr := s.advance(ctx, conn, b)
		if _, ok := AsFailure(berr); berr != nil && !ok {
			return s.memberStatus(r, b), berr
		}
		// Or: this step's formation may have released the batch's nonce
		// before this (fresh) read of it, and that gap is still to fill.
		r.released = r.released || b.released
	}
	if len(b.attempts) > 0 {
		s.fresh.Delete(b.key) // signed (perhaps by another process)
	}
	if b.state == StateFinal || b.state == StateFailed {
		s.batchAdvanced.Delete(b.key) // nothing more to ask the chain
	}
	switch b.state {
	case StateFailed:
		// Nothing of the batch was or will be paid: the member goes alone
		// (and a batch that landed after all is found by the Paid event).
		s.log.Info("txsender: batch failed; its payment goes alone", "key", r.key, "batch", b.key, "reason", b.reason)
		r.solo, r.state, r.reason = true, StateUnsent, ""
		if err := r.save(ctx, conn); err != nil {
			return r.status(), err
		}
		return s.advance(ctx, conn, r)
	case StateMined, StateFinal:
		return s.takeOutcome(ctx, conn, r, b)
	}
	// Not mined yet: the member says where its batch is.
	if r.state != b.state || r.minedTx != (common.Hash{}) {
		r.state, r.reason = b.state, ""
		r.minedTx, r.minedBlock, r.minedBlockHash = common.Hash{}, 0, common.Hash{}
		if err := r.save(ctx, conn); err != nil {
			return r.status(), err
		}
	}
	return s.memberStatus(r, b), nil
}

// batchDue: the batch was not advanced in this process within
// batchAdvanceEvery. Every member's step would otherwise ask the chain about
// the same transaction; one asks, the others read the batch's row.
func (s *Sender) batchDue(key string) bool {
	now := time.Now()
	if last, ok := s.batchAdvanced.Load(key); ok && now.Sub(last.(time.Time)) < batchAdvanceEvery && !s.hooks.slow {
		return false
	}
	s.batchAdvanced.Store(key, now)
	return true
}

const batchAdvanceEvery = 5 * time.Millisecond

// takeOutcome reads a mined batch's receipt for the member's key: its Paid
// makes the member mined (or final) with the batch; PaymentSkipped means
// another transaction paid the key first, and the member goes alone to be
// resolved by that Paid event.
func (s *Sender) takeOutcome(ctx context.Context, conn *pgxpool.Conn, r *row, b *row) (Status, error) {
	rc, err := s.batchReceipt(ctx, b)
	if errors.Is(err, ethereum.NotFound) {
		return s.memberStatus(r, b), nil // the batch's own step will see the reorg
	}
	if err != nil {
		return s.memberStatus(r, b), fmt.Errorf("txsender: receipt of batch %s: %w", b.minedTx, err)
	}
	if rc.Status != types.ReceiptStatusSuccessful {
		return s.memberStatus(r, b), nil // reverted: the batch fails once final, and the member then goes alone
	}
	for _, l := range rc.Logs {
		if l.Address != b.vault || len(l.Topics) < 2 || l.Topics[1] != r.vaultKey {
			continue
		}
		switch l.Topics[0] {
		case paidTopic:
			if err := s.resolveTo(r, l); err != nil {
				return r.status(), err // a Paid that is not this payment: a key conflict
			}
			r.state = b.state
			if b.state == StateFinal {
				r.reason = claimableNote(rc, r.vault, r.vaultKey)
			} else {
				r.reason = ""
			}
			err := r.save(ctx, conn)
			return s.memberStatus(r, b), err
		case skippedTopic:
			s.log.Info("txsender: batch skipped a key paid before; resolving it by its Paid event", "key", r.key, "batch", b.key)
			r.solo, r.state = true, StateUnsent
			if resolved, err := s.resolveByPaidEvent(ctx, conn, r); err != nil || !resolved {
				return r.status(), errors.Join(err, fmt.Errorf("txsender: batch %s skipped %q as paid, and no Paid event shows it yet", b.minedTx, r.key))
			}
			return s.advance(ctx, conn, r)
		}
	}
	return r.status(), fmt.Errorf("txsender: batch %s holds neither Paid nor PaymentSkipped for %q", b.minedTx, r.key)
}

// batchReceipt is the receipt of b's mined transaction in b's block. Every
// member reads the same one: it is kept for the next (a few dozen batches'
// worth), and one from another block is never used.
func (s *Sender) batchReceipt(ctx context.Context, b *row) (*types.Receipt, error) {
	s.receipts.mu.Lock()
	rc := s.receipts.m[b.minedTx]
	s.receipts.mu.Unlock()
	if rc != nil && rc.BlockHash == b.minedBlockHash {
		return rc, nil
	}
	// Every member of a batch just mined asks at once: one asks the node.
	v, err, _ := s.receipts.asking.Do(b.minedTx.Hex(), func() (any, error) {
		return s.cfg.Client.TransactionReceipt(ctx, b.minedTx)
	})
	if err != nil {
		return nil, err
	}
	rc = v.(*types.Receipt)
	if rc.BlockHash != b.minedBlockHash {
		// A node on another branch: the batch's own step settles where it is.
		return nil, ethereum.NotFound
	}
	s.receipts.mu.Lock()
	defer s.receipts.mu.Unlock()
	if s.receipts.m == nil {
		s.receipts.m = map[common.Hash]*types.Receipt{}
	}
	if _, ok := s.receipts.m[b.minedTx]; !ok {
		s.receipts.order = append(s.receipts.order, b.minedTx)
	}
	s.receipts.m[b.minedTx] = rc
	for len(s.receipts.order) > receiptsKept {
		delete(s.receipts.m, s.receipts.order[0])
		s.receipts.order = s.receipts.order[1:]
	}
	return rc, nil
}

const receiptsKept = 64

// receiptCache holds recent batch receipts (batchReceipt).
type receiptCache struct {
	asking singleflight.Group
	mu     sync.Mutex
	m      map[common.Hash]*types.Receipt
	order  []common.Hash
}

// memberStatus is a member's status: its own row, with the nonce and the
// attempts of its batch (the transactions that can pay it).
func (s *Sender) memberStatus(r, b *row) Status {
	st := r.status()
	st.Nonce = b.nonce
	if st.Reason == "" {
		st.Reason = b.reason // why the batch waits (the fee cap, the wallet's funds)
	}
	for _, a := range b.attempts {
		st.Attempts = append(st.Attempts, Attempt{Hash: a.hash, Nonce: a.nonce, MaxFeePerGas: a.maxFee, MaxPriorityFeePerGas: a.tip})
	}
	if st.TxHash != (common.Hash{}) {
		st.Ours = b.ours(st.TxHash)
	}
	return st
}

var skippedTopic = vaultABI.GetABI().Events[vaultv2.DepositVaultV2PaymentSkippedEventName].ID

const tryLockSQL = `SELECT pg_try_advisory_lock(hashtextextended($1, 7001))`

// tryLock takes the session advisory lock on name on conn, if free.
func tryLock(ctx context.Context, conn *pgxpool.Conn, name string) (bool, error) {
	var got bool
	if err := conn.QueryRow(ctx, tryLockSQL, name).Scan(&got); err != nil {
		return false, fmt.Errorf("txsender: lock %q: %w", name, err)
	}
	return got, nil
}

// unlock releases tryLock's lock; a lock that cannot be released dies with
// its session.
func unlock(ctx context.Context, conn *pgxpool.Conn, name string) {
	uctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), lockReleaseTimeout)
	defer cancel()
	if _, err := conn.Exec(uctx, `SELECT pg_advisory_unlock(hashtextextended($1, 7001))`, name); err != nil {
		conn.Conn().Close(uctx)
	}
}
