package api

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/swapengine/swapengine/internal/swap"
)

// Merchants, API keys and the swaps created through the API, in Postgres
// (migration 00012_swap_api.sql).

// KeyPrefix starts every API key, so that a leaked one is recognisable.
const KeyPrefix = "sek_"

// Key errors: the reasons a request's key is refused.
var (
	ErrNoKey      = errors.New("no API key: send Authorization: Bearer <key>")
	ErrUnknownKey = errors.New("unknown API key")
	ErrRevokedKey = errors.New("API key revoked")
)

// HashKey is what is stored of a key: its SHA-256. A key carries 256 random
// bits, so no salt or slow hash is needed, and a request finds its key by it.
func HashKey(key string) []byte {
	h := sha256.Sum256([]byte(key))
	return h[:]
}

func newID(prefix string, n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b) // crypto/rand.Read never fails (Go 1.24+)
	return prefix + base64.RawURLEncoding.EncodeToString(b)
}

// CreateMerchant adds a merchant and returns its ID.
func CreateMerchant(ctx context.Context, db *pgxpool.Pool, name string) (string, error) {
	if strings.TrimSpace(name) == "" {
		return "", errors.New("merchant name is required")
	}
	id := newID("mer_", 9)
	if _, err := db.Exec(ctx, `INSERT INTO merchants (id, name) VALUES ($1, $2)`, id, name); err != nil {
		return "", fmt.Errorf("create merchant: %w", err)
	}
	return id, nil
}

// APIKey is a key as created: Key is shown once and never stored.
type APIKey struct {
	ID         string `json:"id"`
	MerchantID string `json:"merchantId"`
	Key        string `json:"key"`
}

// Scopes of an API key: write may do everything, read only read.
const (
	ScopeWrite = "write"
	ScopeRead  = "read"
)

// Modes of an API key: a live key reaches every chain, a test key only the
// chains the chains file marks test.
const (
	ModeLive = "live"
	ModeTest = "test"
)

// CreateAPIKey makes a write key for a merchant; only its hash is stored.
func CreateAPIKey(ctx context.Context, db *pgxpool.Pool, merchantID string) (APIKey, error) {
	k, _, err := createScopedKey(ctx, db, merchantID, ScopeWrite, ModeLive, "")
	return k, err
}

// createScopedKey makes a key of scope and mode named name, returning when
// it was made.
func createScopedKey(ctx context.Context, db *pgxpool.Pool, merchantID, scope, mode, name string) (APIKey, time.Time, error) {
	k := APIKey{ID: newID("key_", 9), MerchantID: merchantID, Key: newID(KeyPrefix, 32)}
	var at time.Time
	err := db.QueryRow(ctx, `INSERT INTO api_keys (id, merchant_id, key_hash, scope, mode, name) VALUES ($1, $2, $3, $4, $5, $6) RETURNING created_at`,
		k.ID, merchantID, HashKey(k.Key), scope, mode, name).Scan(&at)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23503" {
		return APIKey{}, at, fmt.Errorf("create API key: no merchant %q", merchantID)
	}
	if err != nil {
		return APIKey{}, at, fmt.Errorf("create API key: %w", err)
	}
	return k, at, nil
}

// RevokeAPIKey refuses a key from now on; revoking twice is not an error.
func RevokeAPIKey(ctx context.Context, db *pgxpool.Pool, id string) error {
	tag, err := db.Exec(ctx, `UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1`, id)
	if err != nil {
		return fmt.Errorf("revoke API key %s: %w", id, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("revoke API key: no key %q", id)
	}
	return nil
}

// merchantOf is the merchant a key belongs to.
func merchantOf(ctx context.Context, db *pgxpool.Pool, key string) (string, error) {
	c, err := callerOf(ctx, db, key)
	return c.merchant, err
}

// caller is who a request's key speaks for: its merchant, the key's ID and
// its scope.
type caller struct {
	merchant, keyID, scope, mode string
}

// callerOf looks a key up.
func callerOf(ctx context.Context, db *pgxpool.Pool, key string) (caller, error) {
	if key == "" {
		return caller{}, ErrNoKey
	}
	var c caller
	var revoked *time.Time
	err := db.QueryRow(ctx, `SELECT merchant_id, id, scope, mode, revoked_at FROM api_keys WHERE key_hash = $1`, HashKey(key)).Scan(&c.merchant, &c.keyID, &c.scope, &c.mode, &revoked)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return caller{}, ErrUnknownKey
	case err != nil:
		return caller{}, fmt.Errorf("look up API key: %w", err)
	case revoked != nil:
		return caller{}, ErrRevokedKey
	}
	return c, nil
}

// swapRow is a swap created through the API. The merchant knows it by
// Request.SwapID; the engine by WorkflowID (api_swaps.swap_id).
type swapRow struct {
	WorkflowID string
	MerchantID string
	Seq        int64
	Request    CreateRequest
	Input      json.RawMessage // the workflow input, exactly as first recorded
	CreatedAt  time.Time
	Started    bool // the workflow is known to exist
	// CheckoutID addresses the swap's public checkout page (migration 00014).
	CheckoutID string
	// Status is the newest status the webhook activity recorded ("" none
	// yet; the list's only).
	Status string
}

// markStarted records that the swap's workflow exists.
func markStarted(ctx context.Context, db *pgxpool.Pool, swapID string) error {
	_, err := db.Exec(ctx, `UPDATE api_swaps SET started_at = now() WHERE swap_id = $1 AND started_at IS NULL`, swapID)
	if err != nil {
		return fmt.Errorf("record start of swap %s: %w", swapID, err)
	}
	return nil
}

// claimSwap records a create before its workflow starts, in one statement
// whose unique keys guard the swap ID: the first create of the merchant's
// ID inserts (created true); any later one, concurrent or not, gets the
// recorded row to compare with. Another merchant's swap of the same ID is
// another row (its workflow ID differs): never an answer here.
func claimSwap(ctx context.Context, db *pgxpool.Pool, merchant, workflowID string, req CreateRequest, input []byte) (swapRow, bool, error) {
	reqJSON, err := json.Marshal(req)
	if err != nil {
		return swapRow{}, false, err
	}
	var r swapRow
	var rawReq []byte
	var created bool
	err = db.QueryRow(ctx, `
		WITH ins AS (
			INSERT INTO api_swaps (swap_id, merchant_id, merchant_swap_id, request, input, checkout_id) VALUES ($1, $2, $6, $3, $4, $5)
			ON CONFLICT DO NOTHING
			RETURNING swap_id, merchant_id, seq, request, input, created_at, started_at IS NOT NULL, checkout_id, true AS created)
		SELECT * FROM ins
		UNION ALL
		SELECT swap_id, merchant_id, seq, request, input, created_at, started_at IS NOT NULL, checkout_id, false FROM api_swaps
		WHERE merchant_id = $2 AND merchant_swap_id = $6 AND NOT EXISTS (SELECT 1 FROM ins)`,
		workflowID, merchant, reqJSON, input, NewCheckoutID(), req.SwapID).Scan(&r.WorkflowID, &r.MerchantID, &r.Seq, &rawReq, &r.Input, &r.CreatedAt, &r.Started, &r.CheckoutID, &created)
	if errors.Is(err, pgx.ErrNoRows) {
		// A concurrent create of the same ID committed after this statement
		// took its snapshot (ON CONFLICT waited for it): read it now.
		r, err = merchantSwap(ctx, db, merchant, req.SwapID)
		if errors.Is(err, errNoSwap) {
			// Only a swap of another merchant under the same workflow ID
			// can be in the way: one created before IDs were derived
			// (migration 00027) whose literal ID is this derived one.
			// Nothing a retry mends, nothing of the other swap told.
			return swapRow{}, false, fieldErr(http.StatusConflict, CodeConflict, "swapId", "swapId: %s cannot be used; choose another", req.SwapID)
		}
		return r, false, err
	}
	if err != nil {
		return swapRow{}, false, fmt.Errorf("record swap %s: %w", req.SwapID, err)
	}
	if err := json.Unmarshal(rawReq, &r.Request); err != nil {
		return swapRow{}, false, fmt.Errorf("recorded request of swap %s: %w", req.SwapID, err)
	}
	return r, created, nil
}

var errNoSwap = errors.New("no such swap")

// NewCheckoutID is a swap's checkout token: 128 random bits, so that the
// public page of one swap cannot be found from another's or guessed.
func NewCheckoutID() string { return newID(checkoutPrefix, 16) }

const checkoutPrefix = "co_"

// loadCheckout reads the swap a checkout token addresses; errNoSwap when
// none does.
func loadCheckout(ctx context.Context, db *pgxpool.Pool, checkoutID string) (swapRow, error) {
	rows, err := db.Query(ctx, `SELECT swap_id, merchant_id, seq, request, input, created_at, started_at IS NOT NULL, checkout_id
		FROM api_swaps WHERE checkout_id = $1`, checkoutID)
	if err != nil {
		return swapRow{}, fmt.Errorf("read checkout: %w", err)
	}
	rs, err := scanSwaps(rows)
	if err != nil {
		return swapRow{}, fmt.Errorf("read checkout: %w", err)
	}
	if len(rs) == 0 {
		return swapRow{}, errNoSwap
	}
	return rs[0], nil
}

// blocksToFinality is how many more blocks the scanner must see final before
// the swap's deposit is: the newest tentative observation of it against its
// scanner's final height. ok is false when the engine does not know (no
// tentative observation, e.g. the deposit is already final or was delivered
// another way).
func blocksToFinality(ctx context.Context, db *pgxpool.Pool, swapID, depositRef string) (n uint64, ok bool, err error) {
	var left int64
	err = db.QueryRow(ctx, `SELECT greatest(o.block_number - s.final_number, 0) FROM observations o
		JOIN scanners s ON s.scanner_id = o.scanner_id
		WHERE o.deposit_ref = $1 AND o.swap_id = $2 AND o.state = 'tentative'
		ORDER BY o.block_number DESC LIMIT 1`, depositRef, swapID).Scan(&left)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, fmt.Errorf("blocks to finality of swap %s: %w", swapID, err)
	}
	return uint64(left), true, nil
}

// merchantSwap is the merchant's swap of the merchant's swap ID (each
// merchant's IDs are its own: another's swap of the same ID is not found).
func merchantSwap(ctx context.Context, db *pgxpool.Pool, merchant, swapID string) (swapRow, error) {
	rows, err := db.Query(ctx, `SELECT swap_id, merchant_id, seq, request, input, created_at, started_at IS NOT NULL, checkout_id
		FROM api_swaps WHERE merchant_id = $1 AND merchant_swap_id = $2`, merchant, swapID)
	if err != nil {
		return swapRow{}, fmt.Errorf("read swap %s: %w", swapID, err)
	}
	rs, err := scanSwaps(rows)
	if err != nil {
		return swapRow{}, fmt.Errorf("read swap %s: %w", swapID, err)
	}
	if len(rs) == 0 {
		return swapRow{}, errNoSwap
	}
	return rs[0], nil
}

// listSwaps is a page of a merchant's swaps after seq, in creation order.
// listSwaps reads the merchant's swaps after seq, in creation order, of
// status (any, when ""): a swap no event moved yet is waiting.
func listSwaps(ctx context.Context, db *pgxpool.Pool, merchant, status string, after int64, limit int) ([]swapRow, error) {
	rows, err := db.Query(ctx, `SELECT swap_id, merchant_id, seq, request, input, created_at, started_at IS NOT NULL, checkout_id, coalesce(status, '')
		FROM api_swaps WHERE merchant_id = $1 AND seq > $2 AND ($4 = '' OR (coalesce(status, 'waiting') = $4 AND started_at IS NOT NULL))
		ORDER BY seq LIMIT $3`, merchant, after, limit, status)
	if err != nil {
		return nil, fmt.Errorf("list swaps: %w", err)
	}
	defer rows.Close()
	var out []swapRow
	for rows.Next() {
		var r swapRow
		var rawReq []byte
		if err := rows.Scan(&r.WorkflowID, &r.MerchantID, &r.Seq, &rawReq, &r.Input, &r.CreatedAt, &r.Started, &r.CheckoutID, &r.Status); err != nil {
			return nil, err
		}
		if err := json.Unmarshal(rawReq, &r.Request); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// listStatus is the swap's status as the list shows it: the recorded one;
// waiting before any event; starting while its workflow is not known to
// exist.
func (r swapRow) listStatus() string {
	switch {
	case !r.Started:
		return "starting"
	case r.Status == "":
		return string(swap.StatusWaiting)
	}
	return r.Status
}

func scanSwaps(rows pgx.Rows) ([]swapRow, error) {
	defer rows.Close()
	var out []swapRow
	for rows.Next() {
		var r swapRow
		var rawReq []byte
		if err := rows.Scan(&r.WorkflowID, &r.MerchantID, &r.Seq, &rawReq, &r.Input, &r.CreatedAt, &r.Started, &r.CheckoutID); err != nil {
			return nil, err
		}
		if err := json.Unmarshal(rawReq, &r.Request); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}
