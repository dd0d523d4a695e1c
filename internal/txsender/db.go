package txsender

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// The sender's SQL, all of it. Tables: internal/store/migrations/00008_tx_sender.sql.

type kind string

const (
	kindPay    kind = "pay"
	kindFiller kind = "filler"
	kindBatch  kind = "batch" // one payBatch transaction for its members (batch.go)
	kindCall   kind = "call"  // one contract call or creation (call.go)
)

// row is one tx_sends row with its attempts, oldest first.
type row struct {
	key      string
	kind     kind
	chainID  uint64
	sender   common.Address
	nonce    *uint64
	vault    common.Address
	vaultKey common.Hash
	token    common.Address
	to       common.Address
	amount   *big.Int
	deposit  *Deposit // a refundDeposit
	// callTo and callData are a call row's recipient (nil: a contract
	// creation) and input; amount is its value (nil: none).
	callTo    *common.Address
	callData  []byte
	gasLimit  uint64
	state     State
	fromBlock uint64

	minedTx        common.Hash
	minedBlock     uint64
	minedBlockHash common.Hash

	failCode  Code
	failField string
	reason    string

	attempts []attempt

	// batch is the batch row of a member, read with it (lockAndLoadMember);
	// nil when it was not.
	batch *row

	// batchKey names the batch a pay row was signed in (batch.go); solo is
	// false while the row is queued for a batch or a member of one.
	batchKey string
	solo     bool

	released bool // this step gave the row's nonce back: a gap to fill
	// batchSent: this step formed the row's batch and sent it a moment ago;
	// the member reads the batch's row rather than ask the chain again.
	batchSent bool
	vetted    bool // this step vetted the payment and set gasLimit: no need to ask again before signing
}

type attempt struct {
	hash           common.Hash
	nonce          uint64
	gasLimit       uint64
	maxFee         *big.Int
	tip            *big.Int
	raw            []byte
	broadcastBlock *uint64
	accepted       bool // a node took it once (or it was mined): it may be in a pool somewhere
}

func (r *row) last() *attempt {
	if len(r.attempts) == 0 {
		return nil
	}
	return &r.attempts[len(r.attempts)-1]
}

// attemptsAtNonce are the attempts signed under the row's current nonce (the
// ones that can still be mined in its place).
func (r *row) attemptsAtNonce() []attempt {
	var out []attempt
	for _, a := range r.attempts {
		if r.nonce != nil && a.nonce == *r.nonce {
			out = append(out, a)
		}
	}
	return out
}

// everAccepted reports whether any of the row's transactions ever left the
// engine: a node took it into its pool, or it was mined. A row none of whose
// attempts ever was is one whose bytes were provably never sent.
func (r *row) everAccepted() bool {
	for _, a := range r.attempts {
		if a.accepted || a.hash == r.minedTx && r.minedTx != (common.Hash{}) {
			return true
		}
	}
	return false
}

func (r *row) ours(h common.Hash) bool {
	for _, a := range r.attempts {
		if a.hash == h {
			return true
		}
	}
	return false
}

type querier interface {
	SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

func hexAddr(a common.Address) string { return strings.ToLower(a.Hex()) }
func hexHash(h common.Hash) string    { return strings.ToLower(h.Hex()) }

func numStr(n *big.Int) *string {
	if n == nil {
		return nil
	}
	s := n.String()
	return &s
}

func parseNum(s *string) (*big.Int, error) {
	if s == nil {
		return nil, nil
	}
	n, ok := new(big.Int).SetString(*s, 10)
	if !ok {
		return nil, fmt.Errorf("stored number %q", *s)
	}
	return n, nil
}

// loadRow reads the row of key with its attempts; nil when there is none.
func loadRow(ctx context.Context, q querier, key string) (*row, error) {
	rs, err := loadRows(ctx, q, []string{key})
	if err != nil || len(rs) == 0 {
		return nil, err
	}
	return rs[0], nil
}

// loadRows reads the rows of keys with their attempts, in the order of keys;
// keys with no row are left out. Two statements, one round trip: a step
// reads rows many times, and the round trips were most of its cost.
func loadRows(ctx context.Context, q querier, keys []string) ([]*row, error) {
	b := &pgx.Batch{}
	queueLoad(b, keys)
	br := q.SendBatch(ctx, b)
	rs, err := readLoad(br, keys)
	return rs, errors.Join(err, br.Close())
}

// lockAndLoad takes the session advisory lock on name (if free) and then
// reads the rows of keys, in one round trip. The read is a statement after
// the lock's, with its own snapshot: what it sees was committed before the
// lock was taken, so a holder's last writes are in it. When got, the caller
// releases the lock (unlock) whatever err says.
func lockAndLoad(ctx context.Context, conn *pgxpool.Conn, name string, keys ...string) (got bool, rs []*row, err error) {
	b := &pgx.Batch{}
	b.Queue(tryLockSQL, name)
	queueLoad(b, keys)
	br := conn.SendBatch(ctx, b)
	if err := br.QueryRow().Scan(&got); err != nil {
		return false, nil, errors.Join(fmt.Errorf("txsender: lock %q: %w", name, err), br.Close())
	}
	rs, err = readLoad(br, keys)
	return got, rs, errors.Join(err, br.Close())
}

// lockAndLoadMember is lockAndLoad of one key that also reads, in the same
// round trip, the batch the row is a member of (row.batch; without its
// signed bytes): a member's step reads its batch every time, and takes the
// batch's own lock only when it is due to advance it.
func lockAndLoadMember(ctx context.Context, conn *pgxpool.Conn, key string) (got bool, r *row, err error) {
	b := &pgx.Batch{}
	b.Queue(tryLockSQL, key)
	b.Queue(selectRows+orTheirBatches, []string{key})
	b.Queue(selectAttempts+orTheirBatches+attemptsOrder, []string{key}, true)
	br := conn.SendBatch(ctx, b)
	if err := br.QueryRow().Scan(&got); err != nil {
		return false, nil, errors.Join(fmt.Errorf("txsender: lock %q: %w", key, err), br.Close())
	}
	index, err := readIndex(br, []string{key})
	if err = errors.Join(err, br.Close()); err != nil {
		return got, nil, err
	}
	if r = index[key]; r != nil && r.batchKey != "" {
		r.batch = index[r.batchKey]
	}
	return got, r, nil
}

const selectRows = `
SELECT key, kind, chain_id, sender, nonce, vault, vault_key, token, recipient, amount::text,
       gas_limit, state, from_block, mined_tx, mined_block, mined_block_hash, fail_code, fail_field, reason,
       deposit_key, deposit_swap, batch_key, solo, call_data
  FROM tx_sends WHERE key = ANY($1)`

// selectAttempts reads the signed bytes of the last attempt of a row asked
// for (the one a step may broadcast again; a replacement carries its own),
// and none when $2 is false: a batch's bytes hold every member's call, and
// its members read it on every step.
const selectAttempts = `
SELECT key, tx_hash, nonce, gas_limit, max_fee_per_gas::text, max_priority_fee_per_gas::text,
       CASE WHEN $2 AND key = ANY($1) AND seq = max(seq) OVER (PARTITION BY key) THEN raw END, broadcast_block, accepted
  FROM tx_attempts WHERE key = ANY($1)`

// orTheirBatches widens selectRows and selectAttempts to the batches the
// rows asked for are members of.
const orTheirBatches = ` OR key IN (SELECT batch_key FROM tx_sends WHERE key = ANY($1) AND batch_key IS NOT NULL)`

const attemptsOrder = ` ORDER BY key, seq`

func queueLoad(b *pgx.Batch, keys []string) { queueLoadBytes(b, keys, true) }

func queueLoadBytes(b *pgx.Batch, keys []string, withBytes bool) {
	b.Queue(selectRows, keys)
	b.Queue(selectAttempts+attemptsOrder, keys, withBytes)
}

// readRows is loadRows for a row this step only reads (never broadcasts):
// without its signed bytes.
func readRows(ctx context.Context, q querier, keys []string) ([]*row, error) {
	b := &pgx.Batch{}
	queueLoadBytes(b, keys, false)
	br := q.SendBatch(ctx, b)
	rs, err := readLoad(br, keys)
	return rs, errors.Join(err, br.Close())
}

// readLoad reads queueLoad's two answers from br: the rows of keys, in
// their order.
func readLoad(br pgx.BatchResults, keys []string) ([]*row, error) {
	index, err := readIndex(br, keys)
	if err != nil {
		return nil, err
	}
	out := make([]*row, 0, len(keys))
	for _, k := range keys {
		if r := index[k]; r != nil {
			out = append(out, r)
		}
	}
	return out, nil
}

// readIndex reads the rows and attempts queued by queueLoad (or
// lockAndLoadMember) from br, by key.
func readIndex(br pgx.BatchResults, keys []string) (map[string]*row, error) {
	rows, err := br.Query()
	if err != nil {
		return nil, fmt.Errorf("load sends %q: %w", keys, err)
	}
	byKey, err := pgx.CollectRows(rows, scanRow)
	if err != nil {
		return nil, fmt.Errorf("load sends %q: %w", keys, err)
	}
	index := make(map[string]*row, len(byKey))
	for _, r := range byKey {
		index[r.key] = r
	}
	if rows, err = br.Query(); err != nil {
		return nil, fmt.Errorf("load attempts of %q: %w", keys, err)
	}
	var key string
	var a attempt
	var h, fee, tp string
	var n, g int64
	var bb *int64
	_, err = pgx.ForEachRow(rows, []any{&key, &h, &n, &g, &fee, &tp, &a.raw, &bb, &a.accepted}, func() error {
		r := index[key]
		if r == nil {
			return nil
		}
		at := attempt{hash: common.HexToHash(h), nonce: uint64(n), gasLimit: uint64(g), raw: a.raw, accepted: a.accepted}
		at.maxFee, _ = new(big.Int).SetString(fee, 10)
		at.tip, _ = new(big.Int).SetString(tp, 10)
		if bb != nil {
			b := uint64(*bb)
			at.broadcastBlock = &b
		}
		r.attempts = append(r.attempts, at)
		a.raw = nil // the next row's bytes get their own slice
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("load attempts of %q: %w", keys, err)
	}
	return index, nil
}

// scanRow reads one selectRows row.
func scanRow(rows pgx.CollectableRow) (*row, error) {
	var (
		r                                                  row
		k, st                                              string
		sender                                             string
		nonce, gas, minedBlock                             *int64
		vault, vkey, token, to, amount, minedTx, minedHash *string
		failCode, failField, reason                        *string
		depositKey, depositSwap, batchKey                  *string
		chainID, fromBlock                                 int64
	)
	if err := rows.Scan(&r.key, &k, &chainID, &sender, &nonce, &vault, &vkey, &token, &to, &amount,
		&gas, &st, &fromBlock, &minedTx, &minedBlock, &minedHash, &failCode, &failField, &reason, &depositKey, &depositSwap, &batchKey, &r.solo, &r.callData); err != nil {
		return nil, err
	}
	r.kind, r.state, r.chainID, r.fromBlock = kind(k), State(st), uint64(chainID), uint64(fromBlock)
	r.sender = common.HexToAddress(sender)
	if nonce != nil {
		n := uint64(*nonce)
		r.nonce = &n
	}
	if gas != nil {
		r.gasLimit = uint64(*gas)
	}
	str := func(s *string) string {
		if s == nil {
			return ""
		}
		return *s
	}
	r.vault, r.vaultKey = common.HexToAddress(str(vault)), common.HexToHash(str(vkey))
	r.token, r.to = common.HexToAddress(str(token)), common.HexToAddress(str(to))
	var err error
	if r.amount, err = parseNum(amount); err != nil {
		return nil, fmt.Errorf("send %q: amount: %w", r.key, err)
	}
	if minedTx != nil {
		r.minedTx, r.minedBlockHash = common.HexToHash(*minedTx), common.HexToHash(str(minedHash))
		r.minedBlock = uint64(*minedBlock)
	}
	r.failCode, r.failField, r.reason = Code(str(failCode)), str(failField), str(reason)
	if depositKey != nil {
		r.deposit = &Deposit{Key: common.HexToHash(*depositKey), SwapID: common.HexToHash(str(depositSwap))}
	}
	r.batchKey = str(batchKey)
	if r.kind == kindCall && to != nil {
		t := common.HexToAddress(*to)
		r.callTo = &t
	}
	return &r, nil
}

// insertRow writes a new row (no attempts). It reports false when a row with
// the key exists already (another process got there first).
func insertRow(ctx context.Context, q querier, r *row) (bool, error) {
	tag, err := q.Exec(ctx, insertSQL, r.insertArgs()...)
	if err != nil {
		return false, fmt.Errorf("insert send %q: %w", r.key, err)
	}
	return tag.RowsAffected() == 1, nil
}

const insertSQL = `
INSERT INTO tx_sends (key, kind, chain_id, sender, nonce, vault, vault_key, token, recipient, amount, gas_limit, state, from_block,
                      mined_tx, mined_block, mined_block_hash, reason, deposit_key, deposit_swap, solo, call_data)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::numeric, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
ON CONFLICT (key) DO NOTHING`

func (r *row) insertArgs() []any {
	var vault, vkey, token, to *string
	switch r.kind {
	case kindPay:
		v, k, t, o := hexAddr(r.vault), hexHash(r.vaultKey), hexAddr(r.token), hexAddr(r.to)
		vault, vkey, token, to = &v, &k, &t, &o
	case kindBatch:
		v := hexAddr(r.vault)
		vault = &v
	case kindCall:
		if r.callTo != nil {
			o := hexAddr(*r.callTo)
			to = &o
		}
		if r.vaultKey != (common.Hash{}) {
			v, k := hexAddr(r.vault), hexHash(r.vaultKey)
			vault, vkey = &v, &k
		}
	}
	minedTx, minedBlock, minedHash := r.minedFields()
	var reason, depositKey, depositSwap *string
	if r.reason != "" {
		reason = &r.reason
	}
	if r.deposit != nil {
		k, sw := hexHash(r.deposit.Key), hexHash(r.deposit.SwapID)
		depositKey, depositSwap = &k, &sw
	}
	return []any{r.key, string(r.kind), int64(r.chainID), hexAddr(r.sender), nullU64(r.nonce), vault, vkey, token, to, numStr(r.amount),
		nullU64Val(r.gasLimit), string(r.state), int64(r.fromBlock), minedTx, minedBlock, minedHash, reason, depositKey, depositSwap,
		r.kind != kindPay || r.solo, r.callData}
}

func (r *row) minedFields() (tx *string, block *int64, hash *string) {
	if (r.state == StateMined || r.state == StateFinal) && r.minedTx != (common.Hash{}) {
		t, h, b := hexHash(r.minedTx), hexHash(r.minedBlockHash), int64(r.minedBlock)
		return &t, &b, &h
	}
	return nil, nil, nil
}

// save writes the row's mutable fields. (batch_key is written only where a
// batch is formed, formBatch.)
func (r *row) save(ctx context.Context, q querier) error {
	var code, field, reason *string
	if r.failCode != "" {
		c := string(r.failCode)
		code, field = &c, &r.failField
	}
	if r.reason != "" {
		reason = &r.reason
	}
	minedTx, minedBlock, minedHash := r.minedFields()
	_, err := q.Exec(ctx, `
UPDATE tx_sends SET nonce = $2, gas_limit = $3, state = $4, mined_tx = $5, mined_block = $6, mined_block_hash = $7,
       fail_code = $8, fail_field = $9, reason = $10, solo = $11, updated_at = now()
 WHERE key = $1`,
		r.key, nullU64(r.nonce), nullU64Val(r.gasLimit), string(r.state), minedTx, minedBlock, minedHash, code, field, reason,
		r.kind != kindPay || r.solo)
	if err != nil {
		return fmt.Errorf("save send %q (%s): %w", r.key, r.state, err)
	}
	return nil
}

func nullU64(n *uint64) *int64 {
	if n == nil {
		return nil
	}
	v := int64(*n)
	return &v
}

func nullU64Val(n uint64) *int64 {
	if n == 0 {
		return nil
	}
	v := int64(n)
	return &v
}

func insertAttempt(ctx context.Context, q querier, key string, a attempt) error {
	_, err := q.Exec(ctx, `
INSERT INTO tx_attempts (tx_hash, key, nonce, gas_limit, max_fee_per_gas, max_priority_fee_per_gas, raw)
VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric, $7)`,
		hexHash(a.hash), key, int64(a.nonce), int64(a.gasLimit), a.maxFee.String(), a.tip.String(), a.raw)
	if err != nil {
		return fmt.Errorf("store attempt %s of %q: %w", a.hash, key, err)
	}
	return nil
}

// restartBroadcastClock forgets when the key's attempts were first accepted:
// after a reorg removed the payment, the stored bytes are sent again and get
// BumpAfterBlocks from now before a replacement, as a fresh send would.
func restartBroadcastClock(ctx context.Context, q querier, key string) error {
	if _, err := q.Exec(ctx, `UPDATE tx_attempts SET broadcast_block = NULL WHERE key = $1`, key); err != nil {
		return fmt.Errorf("restart broadcast clock of %q: %w", key, err)
	}
	return nil
}

// markBroadcast records a broadcast of h with the node's answer (lastErr
// empty when it was taken). When accepted, the attempt has left the engine
// (never forgotten again) and, the first time, head is where its wait for
// inclusion starts: the "not mined after N blocks" clock of a replacement.
// A refused broadcast starts no clock: an attempt no node holds is not late,
// and taking it for one re-priced a payment waiting for funds on every step.
func markBroadcast(ctx context.Context, q querier, h common.Hash, head uint64, lastErr string, accepted bool) error {
	var e *string
	if lastErr != "" {
		e = &lastErr
	}
	_, err := q.Exec(ctx, `
UPDATE tx_attempts SET broadcast_block = CASE WHEN $4 THEN COALESCE(broadcast_block, $2) ELSE broadcast_block END,
       last_error = $3, accepted = accepted OR $4
 WHERE tx_hash = $1`,
		hexHash(h), int64(head), e, accepted)
	if err != nil {
		return fmt.Errorf("record broadcast of %s: %w", h, err)
	}
	return nil
}

// markMined records that attempt h was mined: it left the engine.
func markMined(ctx context.Context, q querier, h common.Hash) error {
	if _, err := q.Exec(ctx, `UPDATE tx_attempts SET accepted = true WHERE tx_hash = $1`, hexHash(h)); err != nil {
		return fmt.Errorf("record %s mined: %w", h, err)
	}
	return nil
}

func isUniqueViolation(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == "23505"
}

// reserveNonce hands out the next nonce of (chain, sender): the larger of the
// chain's pending nonce and the highest one ever handed out + 1, under the
// counter row's lock. The caller binds it to its row in the same
// transaction: a nonce never exists outside a row.
func reserveNonce(ctx context.Context, tx pgx.Tx, chainID uint64, sender common.Address, chainPending uint64) (uint64, error) {
	if _, err := tx.Exec(ctx, `
INSERT INTO tx_nonces (chain_id, sender, next_nonce) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING`,
		int64(chainID), hexAddr(sender)); err != nil {
		return 0, fmt.Errorf("nonce counter of %s: %w", sender, err)
	}
	var next int64
	if err := tx.QueryRow(ctx, `
SELECT next_nonce FROM tx_nonces WHERE chain_id = $1 AND sender = $2 FOR UPDATE`,
		int64(chainID), hexAddr(sender)).Scan(&next); err != nil {
		return 0, fmt.Errorf("lock nonce counter of %s: %w", sender, err)
	}
	n := max(uint64(next), chainPending)
	if _, err := tx.Exec(ctx, `
UPDATE tx_nonces SET next_nonce = $3 WHERE chain_id = $1 AND sender = $2`,
		int64(chainID), hexAddr(sender), int64(n+1)); err != nil {
		return 0, fmt.Errorf("move nonce counter of %s: %w", sender, err)
	}
	return n, nil
}

// unboundNonces locks the counter of (chain, sender) and returns the nonces
// in [from, next) that no row holds: gaps the engine made (a refused payment
// gave its nonce back) or lost (a row deleted by hand).
func unboundNonces(ctx context.Context, tx pgx.Tx, chainID uint64, sender common.Address, from uint64) ([]uint64, error) {
	var next int64
	err := tx.QueryRow(ctx, `
SELECT next_nonce FROM tx_nonces WHERE chain_id = $1 AND sender = $2 FOR UPDATE`,
		int64(chainID), hexAddr(sender)).Scan(&next)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("lock nonce counter of %s: %w", sender, err)
	}
	rows, err := tx.Query(ctx, `
SELECT n FROM generate_series($3::bigint, $4::bigint - 1) AS n
 WHERE NOT EXISTS (SELECT 1 FROM tx_sends s WHERE s.chain_id = $1 AND s.sender = $2 AND s.nonce = n)
 ORDER BY n`, int64(chainID), hexAddr(sender), int64(from), next)
	if err != nil {
		return nil, fmt.Errorf("find unbound nonces of %s: %w", sender, err)
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (uint64, error) {
		var n int64
		err := r.Scan(&n)
		return uint64(n), err
	})
}

// openAge counts (chain, sender)'s open sends and the age in seconds of the
// oldest (0 when none).
func openAge(ctx context.Context, q querier, chainID uint64, sender common.Address) (n int, oldest float64, err error) {
	err = q.QueryRow(ctx, `
SELECT count(*), COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8
  FROM tx_sends WHERE chain_id = $1 AND sender = $2 AND state IN ('unsent', 'sent', 'mined')`,
		int64(chainID), hexAddr(sender)).Scan(&n, &oldest)
	if err != nil {
		return 0, 0, fmt.Errorf("age of open sends of %s: %w", sender, err)
	}
	return n, oldest, nil
}

// openKeys are the keys of (chain, sender)'s rows still moving (unsent, sent,
// mined), lowest nonce first.
func openKeys(ctx context.Context, q querier, chainID uint64, sender common.Address) ([]string, error) {
	rows, err := q.Query(ctx, `
SELECT key FROM tx_sends WHERE chain_id = $1 AND sender = $2 AND state IN ('unsent', 'sent', 'mined')
 ORDER BY nonce NULLS LAST, key`, int64(chainID), hexAddr(sender))
	if err != nil {
		return nil, fmt.Errorf("open sends of %s: %w", sender, err)
	}
	return pgx.CollectRows(rows, pgx.RowTo[string])
}
