package store

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"

	"github.com/swapengine/swapengine/internal/evmkey"
)

// Deposit addresses (issue 27): a swap's address for plain transfers, and
// what the scanner's final-block reads of them commit with its pass.

// DepositAddress is a swap's deposit address on a chain, watched until
// WatchUntil.
type DepositAddress struct {
	ChainID    uint64
	Address    common.Address
	Factory    common.Address
	SwapID     string
	WatchUntil time.Time
}

// RegisterDepositAddress records a swap's deposit address so the scanner
// watches it. Registering the same swap again (a retried create) keeps the
// later of the two watch ends; another swap at the same address is an error.
func (s *Scans) RegisterDepositAddress(ctx context.Context, d DepositAddress) error {
	var swapID string
	err := s.DB.QueryRow(ctx, `INSERT INTO deposit_addresses (chain_id, address, factory, swap_id, watch_until)
		VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (chain_id, address) DO UPDATE SET watch_until = GREATEST(deposit_addresses.watch_until, EXCLUDED.watch_until)
			WHERE deposit_addresses.swap_id = EXCLUDED.swap_id AND deposit_addresses.factory = EXCLUDED.factory
		RETURNING swap_id`, int64(d.ChainID), lowerAddr(d.Address), lowerAddr(d.Factory), d.SwapID, d.WatchUntil).Scan(&swapID)
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("deposit address %s on chain %d belongs to another swap", d.Address.Hex(), d.ChainID)
	}
	if err != nil {
		return fmt.Errorf("register deposit address %s of swap %s: %w", d.Address.Hex(), d.SwapID, err)
	}
	return nil
}

// DepositAddressOwner is the swap whose deposit address addr is on the
// chain, watched or not, or found false. No payout or refund goes to one
// (activities): the scanner would credit it to that swap as a deposit, whose
// refund could come back, and two swaps refunding into each other's address
// would make the hot wallet pay a sweep and a refund for every bounce.
func (s *Scans) DepositAddressOwner(ctx context.Context, chainID uint64, addr common.Address) (swapID string, found bool, err error) {
	err = s.DB.QueryRow(ctx, `SELECT swap_id FROM deposit_addresses WHERE chain_id = $1 AND address = $2`,
		int64(chainID), lowerAddr(addr)).Scan(&swapID)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return "", false, nil
	case err != nil:
		return "", false, fmt.Errorf("deposit address %s: %w", addr.Hex(), err)
	}
	return swapID, true, nil
}

// OpenDepositAddresses are the addresses of a chain's factory watched now,
// in address order.
func (s *Scans) OpenDepositAddresses(ctx context.Context, chainID uint64, factory common.Address) ([]DepositAddress, error) {
	rows, err := s.DB.Query(ctx, `SELECT address, swap_id, watch_until FROM deposit_addresses
		WHERE chain_id = $1 AND factory = $2 AND watch_until > now() ORDER BY address`, int64(chainID), lowerAddr(factory))
	if err != nil {
		return nil, fmt.Errorf("open deposit addresses: %w", err)
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (DepositAddress, error) {
		var (
			d    DepositAddress
			addr string
		)
		err := r.Scan(&addr, &d.SwapID, &d.WatchUntil)
		d.ChainID, d.Address, d.Factory = chainID, common.HexToAddress(addr), factory
		return d, err
	})
}

// PlainCursor is the last final block the scanner read deposit addresses
// at; ok is false before the first read.
func (s *Scans) PlainCursor(ctx context.Context, scannerID string) (n uint64, ok bool, err error) {
	var c *int64
	if err := s.DB.QueryRow(ctx, `SELECT plain_cursor FROM scanners WHERE scanner_id = $1`, scannerID).Scan(&c); err != nil {
		return 0, false, fmt.Errorf("plain cursor of %s: %w", scannerID, err)
	}
	if c == nil {
		return 0, false, nil
	}
	return uint64(*c), true, nil
}

// PlainPass is what a pass read of deposit addresses at final blocks
// (From, To], committed with the pass: token transfers to them, and each
// open address's native balance at To.
type PlainPass struct {
	From      *uint64 // the plain cursor read before (nil: none yet)
	To        uint64  // the new plain cursor: token transfers are read up to it
	Transfers []Observation
	// BalanceAt is the final block the balances were read at (≥ To): the
	// newest, whose state every node keeps.
	BalanceAt uint64
	// Balances are the native balances at BalanceAt of the addresses watched.
	Balances map[common.Address]*big.Int
	// Native is the template of a balance observation: block BalanceAt
	// (hash, time), the chain, the contract, the native token and asset.
	Native Observation
}

// commitPlain writes a PlainPass in the pass's transaction, after the
// pass's own observations (so the sweeps among them count): the plain
// cursor moves from From to To or the pass fails (another pass moved it);
// transfers become final observations; an address whose balance plus what
// sweeps took out by To exceeds what was credited gets a balance
// observation for the difference. Every new observation gets its
// deposit-observed and deposit-confirmed deliveries in out.
func commitPlain(ctx context.Context, tx pgx.Tx, scannerID string, pp *PlainPass, out *deliveries, eventID EventIDFunc, payload PayloadFunc) (int, error) {
	var from *int64
	if pp.From != nil {
		f := int64(*pp.From)
		from = &f
	}
	tag, err := tx.Exec(ctx, `UPDATE scanners SET plain_cursor = $3 WHERE scanner_id = $1 AND plain_cursor IS NOT DISTINCT FROM $2`, scannerID, from, int64(pp.To))
	if err != nil {
		return 0, fmt.Errorf("move the plain cursor to #%d: %w", pp.To, err)
	}
	if tag.RowsAffected() != 1 {
		return 0, ErrCursorMoved
	}
	obs := pp.Transfers
	if len(pp.Balances) > 0 {
		addrs := make([]string, 0, len(pp.Balances))
		bals := make([]string, 0, len(pp.Balances))
		for a, b := range pp.Balances {
			addrs, bals = append(addrs, lowerAddr(a)), append(bals, b.String())
		}
		rows, err := tx.Query(ctx, `WITH b AS (SELECT a, bal FROM unnest($2::text[], $3::numeric[]) AS t(a, bal)),
			s AS (SELECT payer, sum(amount_units::numeric) AS swept FROM observations
				WHERE chain_id = $1 AND kind = 'sweep' AND token = $4 AND state = 'final' AND block_number <= $5 AND payer = ANY($2)
				GROUP BY payer),
			d AS (SELECT da.address, da.swap_id, b.bal + coalesce(s.swept, 0) AS received, da.native_credited AS credited
				FROM b JOIN deposit_addresses da ON da.chain_id = $1 AND da.address = b.a LEFT JOIN s ON s.payer = b.a)
			UPDATE deposit_addresses da SET native_credited = d.received FROM d
			WHERE da.chain_id = $1 AND da.address = d.address AND d.received > d.credited
			RETURNING da.address, da.swap_id, (d.received - d.credited)::text`,
			int64(pp.Native.ChainID), addrs, bals, pp.Native.Token, int64(pp.BalanceAt))
		if err != nil {
			return 0, fmt.Errorf("credit native coin at deposit addresses: %w", err)
		}
		type credit struct{ addr, swap, amount string }
		credits, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (credit, error) {
			var c credit
			return c, r.Scan(&c.addr, &c.swap, &c.amount)
		})
		if err != nil {
			return 0, fmt.Errorf("credit native coin at deposit addresses: %w", err)
		}
		for _, c := range credits {
			a := common.HexToAddress(c.addr)
			o := pp.Native
			o.Kind, o.SwapID, o.AmountUnits, o.Payer = ObservationBalance, c.swap, c.amount, ""
			o.LogIndex = evmkey.BalanceLogIndex(a)
			o.DepositRef = evmkey.BalanceRef(o.ChainID, a, pp.BalanceAt)
			o.Key = evmkey.Observation{ChainID: o.ChainID, BlockHash: common.HexToHash(o.BlockHash), LogIndex: o.LogIndex}.String()
			obs = append(obs, o)
		}
	}
	if len(obs) == 0 {
		return 0, nil
	}
	// A transfer's block must be the one the scanner recorded at its height
	// (the retained window, when it still holds it): a node answering from
	// another branch is caught here, not credited.
	if err := checkRecorded(ctx, tx, scannerID, obs); err != nil {
		return 0, err
	}
	if err := recordCanonical(ctx, tx, scannerID, obs); err != nil {
		return 0, err
	}
	fresh, err := insertObservations(ctx, tx, scannerID, obs, max(pp.To, pp.BalanceAt))
	if err != nil {
		return 0, err
	}
	for _, o := range fresh {
		for _, kind := range []string{"deposit-observed", "deposit-confirmed"} {
			if err := out.add(kind, o.Observation, o.generation, eventID, payload); err != nil {
				return 0, err
			}
		}
	}
	return len(fresh), nil
}

func lowerAddr(a common.Address) string { return strings.ToLower(a.Hex()) }

// SweepCandidate is a deposit address holding credited money no sweep has
// moved yet: a final credit (transfer or balance) in a block after the last
// sweep the scanner recorded from it. Credits lists those credits' deposit
// refs in order, so a sweep of the same money has the same key.
type SweepCandidate struct {
	SwapID  string
	Address common.Address
	Credits string
}

// SweepCandidates lists up to limit deposit addresses of a factory to sweep,
// in address order. minimums are the tokens the sweep moves
// (vaultv2.NativeToken for the native coin), each with the least an
// address's unswept credits in it must add up to for a sweep (nil or zero:
// any credit). Credits in a token the sweep does not move (one the vault
// does not take, credited by its address) are a person's item, never a
// reason to send a sweep: else anyone could make the hot wallet pay for
// sweeps by sending a worthless token to deposit addresses. Credits below
// the minimum — dust, which costs more gas to sweep than it is worth, and
// which anyone could send to every open address to make the hot wallet pay
// a sweep each — wait at their address until new credits (none swept or
// given up on before) add up to it; its sweep then moves them all. Once the
// address's watch has ended (no credit comes any more) what it holds is
// swept whatever it is, once: the vault has paid its swap already, and an
// address costs at most that one sweep below the minimum.
func (s *Scans) SweepCandidates(ctx context.Context, chainID uint64, factory common.Address, minimums map[common.Address]*big.Int, limit int) ([]SweepCandidate, error) {
	var moved, least []string
	for t, m := range minimums {
		moved = append(moved, lowerAddr(t))
		if m == nil || m.Sign() < 0 {
			m = new(big.Int)
		}
		least = append(least, m.String())
	}
	// A credit is due when it lies after the address's last recorded sweep
	// on the chain: a later block, or a later log in the same block.
	rows, err := s.DB.Query(ctx, `WITH swept AS (
			SELECT DISTINCT ON (payer) payer, block_number, log_index FROM observations
			WHERE chain_id = $1 AND kind = 'sweep' AND state IN ('tentative', 'final')
			ORDER BY payer, block_number DESC, log_index DESC),
		credits AS (
			SELECT da.swap_id, da.address, da.swept_credits, da.watch_until, o.deposit_ref, o.token, o.amount_units::numeric AS amount FROM deposit_addresses da
			JOIN observations o ON o.chain_id = da.chain_id AND o.swap_id = da.swap_id AND o.kind IN ('transfer', 'balance') AND o.state = 'final'
				AND o.token = ANY($4)
			LEFT JOIN swept s ON s.payer = da.address
			WHERE da.chain_id = $1 AND da.factory = $2 AND (o.block_number, o.log_index) > (coalesce(s.block_number, -1), coalesce(s.log_index, -1))),
		enough AS (
			SELECT c.address FROM credits c JOIN unnest($4::text[], $5::text[]) AS m(token, least_units) ON m.token = c.token
			WHERE c.swept_credits IS NULL OR NOT c.deposit_ref = ANY(string_to_array(c.swept_credits, ','))
			GROUP BY c.address, c.token, m.least_units HAVING sum(c.amount) >= m.least_units::numeric)
		SELECT c.swap_id, c.address, string_agg(c.deposit_ref, ',' ORDER BY c.deposit_ref) FROM credits c
		WHERE c.address IN (SELECT address FROM enough) OR c.watch_until <= now()
		GROUP BY c.swap_id, c.address, c.swept_credits
		HAVING string_agg(c.deposit_ref, ',' ORDER BY c.deposit_ref) IS DISTINCT FROM c.swept_credits
		ORDER BY c.address LIMIT $3`, int64(chainID), lowerAddr(factory), limit, moved, least)
	if err != nil {
		return nil, fmt.Errorf("deposit addresses to sweep: %w", err)
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (SweepCandidate, error) {
		var (
			c    SweepCandidate
			addr string
		)
		err := r.Scan(&c.SwapID, &addr, &c.Credits)
		c.Address = common.HexToAddress(addr)
		return c, err
	})
}

// DefaultDepositAddressWatch is how long a deposit address stays watched
// after its swap's deadline: a late transfer is seen and handled, not lost.
const DefaultDepositAddressWatch = 30 * 24 * time.Hour

// WatchUntil is when the scanner stops watching a swap's deposit address:
// the deposit deadline (now, for a swap without one) plus window.
func WatchUntil(deadline, now time.Time, window time.Duration) time.Time {
	if deadline.IsZero() {
		deadline = now
	}
	return deadline.Add(window)
}

// checkRecorded refuses observations whose block is not the one the
// scanner recorded at that height, where it recorded one.
func checkRecorded(ctx context.Context, tx pgx.Tx, scannerID string, obs []Observation) error {
	nums := make([]int64, len(obs))
	for i, o := range obs {
		nums[i] = int64(o.BlockNumber)
	}
	rows, err := tx.Query(ctx, `SELECT number, hash FROM block_hashes WHERE scanner_id = $1 AND number = ANY($2)`, scannerID, nums)
	if err != nil {
		return fmt.Errorf("check deposit address blocks: %w", err)
	}
	recorded := map[uint64]string{}
	for rows.Next() {
		var (
			n int64
			h string
		)
		if err := rows.Scan(&n, &h); err != nil {
			rows.Close()
			return err
		}
		recorded[uint64(n)] = h
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, o := range obs {
		if h, ok := recorded[o.BlockNumber]; ok && h != o.BlockHash {
			return fmt.Errorf("deposit address read: block #%d is %s in the answer but %s in the scanner's record: %w", o.BlockNumber, o.BlockHash, h, ErrCursorMoved)
		}
	}
	return nil
}

// DepositAddressBooks is what the engine's books say of one deposit
// address at a block: per token (lower-case address; the zero address for
// the native coin), what was credited to its swap and what sweeps took out.
type DepositAddressBooks struct {
	DepositAddress
	Credited, Swept map[string]*big.Int
}

// AllDepositAddressBooks lists every deposit address of a factory, watched
// or not, with its books as of final block `at`: what an audit compares with
// the chain.
func (s *Scans) AllDepositAddressBooks(ctx context.Context, chainID uint64, factory common.Address, at uint64) ([]DepositAddressBooks, error) {
	rows, err := s.DB.Query(ctx, `SELECT da.address, da.swap_id, da.watch_until, o.kind, o.token, sum(o.amount_units::numeric)::text
		FROM deposit_addresses da
		LEFT JOIN observations o ON o.chain_id = da.chain_id AND o.state = 'final' AND o.block_number <= $3
			AND ((o.kind IN ('transfer', 'balance') AND o.swap_id = da.swap_id) OR (o.kind = 'sweep' AND o.payer = da.address))
		WHERE da.chain_id = $1 AND da.factory = $2
		GROUP BY da.address, da.swap_id, da.watch_until, o.kind, o.token ORDER BY da.address`, int64(chainID), lowerAddr(factory), int64(at))
	if err != nil {
		return nil, fmt.Errorf("deposit address books: %w", err)
	}
	defer rows.Close()
	var out []DepositAddressBooks
	for rows.Next() {
		var (
			addr, swapID        string
			until               time.Time
			kind, token, amount *string
		)
		if err := rows.Scan(&addr, &swapID, &until, &kind, &token, &amount); err != nil {
			return nil, err
		}
		a := common.HexToAddress(addr)
		if len(out) == 0 || out[len(out)-1].Address != a {
			out = append(out, DepositAddressBooks{DepositAddress: DepositAddress{ChainID: chainID, Address: a, Factory: factory, SwapID: swapID, WatchUntil: until},
				Credited: map[string]*big.Int{}, Swept: map[string]*big.Int{}})
		}
		if kind == nil || token == nil || amount == nil {
			continue
		}
		n, _ := new(big.Int).SetString(*amount, 10)
		b := &out[len(out)-1]
		book := b.Credited
		if *kind == ObservationSweep {
			book = b.Swept
		}
		book[*token] = new(big.Int).Add(n, cmpOr(book[*token]))
	}
	return out, rows.Err()
}

func cmpOr(n *big.Int) *big.Int {
	if n == nil {
		return new(big.Int)
	}
	return n
}

// MarkSwept records that the sweeper swept (or gave up on) these credits of
// each address: SweepCandidates does not return them again.
func (s *Scans) MarkSwept(ctx context.Context, chainID uint64, done []SweepCandidate) error {
	addrs := make([]string, len(done))
	credits := make([]string, len(done))
	for i, d := range done {
		addrs[i], credits[i] = lowerAddr(d.Address), d.Credits
	}
	_, err := s.DB.Exec(ctx, `UPDATE deposit_addresses da SET swept_credits = t.c
		FROM unnest($2::text[], $3::text[]) AS t(a, c) WHERE da.chain_id = $1 AND da.address = t.a`, int64(chainID), addrs, credits)
	if err != nil {
		return fmt.Errorf("mark deposit addresses swept: %w", err)
	}
	return nil
}
