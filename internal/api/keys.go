package api

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
)

// Self-service API keys (issue 29): a merchant makes, lists and revokes its
// own keys, each write (everything) or read (GET only: a dashboard's). The
// secret is shown once, at creation; only its hash is kept.

// callerCtxKey carries the request's caller (auth) to the handlers.
type callerCtxKey struct{}

func callerFrom(r *http.Request) caller {
	c, _ := r.Context().Value(callerCtxKey{}).(caller)
	return c
}

// MaxActiveKeys bounds a merchant's keys that are not revoked.
const MaxActiveKeys = 20

// KeyRequest is the body of POST /v1/api-keys.
type KeyRequest struct {
	// Scope is write (the default) or read.
	Scope string `json:"scope,omitempty"`
	// Name tells the merchant's keys apart: at most 64 printable characters.
	Name string `json:"name,omitempty"`
	// Mode is live (the default) or test: a test key reaches only the test
	// chains. A test key makes test keys only.
	Mode string `json:"mode,omitempty"`
}

// KeyView is a key as its merchant sees it; Key (the secret) only in the
// answer to its creation.
type KeyView struct {
	ID        string     `json:"id"`
	Key       string     `json:"key,omitempty"`
	Scope     string     `json:"scope"`
	Mode      string     `json:"mode"`
	Name      string     `json:"name,omitempty"`
	CreatedAt time.Time  `json:"createdAt"`
	RevokedAt *time.Time `json:"revokedAt,omitempty"`
}

// KeyList is the answer of GET /v1/api-keys: every key of the merchant,
// revoked ones included, newest first.
type KeyList struct {
	Items []KeyView `json:"items"`
}

func (s *Server) createKey(w http.ResponseWriter, r *http.Request, merchant string) (int, any, error) {
	var req KeyRequest
	if err := decode(w, r, &req); err != nil {
		return 0, nil, err
	}
	switch req.Scope {
	case "":
		req.Scope = ScopeWrite
	case ScopeWrite, ScopeRead:
	default:
		return 0, nil, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "scope", "scope: must be %q or %q", ScopeWrite, ScopeRead)
	}
	switch req.Mode {
	case "":
		req.Mode = callerFrom(r).mode // a test key's keys are test keys
	case ModeLive, ModeTest:
	default:
		return 0, nil, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "mode", "mode: must be %q or %q", ModeLive, ModeTest)
	}
	if req.Mode == ModeLive && callerFrom(r).mode == ModeTest {
		return 0, nil, fieldErr(http.StatusForbidden, CodeForbidden, "mode", "mode: a test key makes test keys only")
	}
	if len(req.Name) > 64 || strings.IndexFunc(req.Name, func(c rune) bool { return c < 0x20 || c == 0x7f }) >= 0 {
		return 0, nil, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "name", "name: at most 64 printable characters")
	}
	var active int
	if err := s.cfg.DB.QueryRow(r.Context(), `SELECT count(*) FROM api_keys WHERE merchant_id = $1 AND revoked_at IS NULL`, merchant).Scan(&active); err != nil {
		return 0, nil, fmt.Errorf("count API keys: %w", err)
	}
	if active >= MaxActiveKeys {
		return 0, nil, fieldErr(http.StatusConflict, CodeRefused, "scope", "a merchant has at most %d keys that are not revoked: revoke one first", MaxActiveKeys)
	}
	k, at, err := createScopedKey(r.Context(), s.cfg.DB, merchant, req.Scope, req.Mode, req.Name)
	if err != nil {
		return 0, nil, err
	}
	return http.StatusCreated, KeyView{ID: k.ID, Key: k.Key, Scope: req.Scope, Mode: req.Mode, Name: req.Name, CreatedAt: at.UTC()}, nil
}

func (s *Server) listKeys(w http.ResponseWriter, r *http.Request, merchant string) (int, any, error) {
	rows, err := s.cfg.DB.Query(r.Context(), `SELECT id, scope, mode, name, created_at, revoked_at FROM api_keys
		WHERE merchant_id = $1 ORDER BY created_at DESC, id LIMIT 1000`, merchant)
	if err != nil {
		return 0, nil, fmt.Errorf("list API keys: %w", err)
	}
	out := KeyList{Items: []KeyView{}}
	for rows.Next() {
		var k KeyView
		if err := rows.Scan(&k.ID, &k.Scope, &k.Mode, &k.Name, &k.CreatedAt, &k.RevokedAt); err != nil {
			rows.Close()
			return 0, nil, fmt.Errorf("list API keys: %w", err)
		}
		k.CreatedAt = k.CreatedAt.UTC()
		if k.RevokedAt != nil {
			t := k.RevokedAt.UTC()
			k.RevokedAt = &t
		}
		out.Items = append(out.Items, k)
	}
	if err := rows.Err(); err != nil {
		return 0, nil, fmt.Errorf("list API keys: %w", err)
	}
	return http.StatusOK, out, nil
}

// revokeKey revokes one of the merchant's keys, never the one the request
// is made with (a merchant cannot lock itself out by a slip); another
// merchant's key is a 404, like a key that does not exist.
func (s *Server) revokeKey(w http.ResponseWriter, r *http.Request, merchant string) (int, any, error) {
	id := r.PathValue("keyId")
	if id == callerFrom(r).keyID {
		return 0, nil, fieldErr(http.StatusConflict, CodeRefused, "keyId", "keyId: is the key this request is made with: revoke it with another key")
	}
	var k KeyView
	// A test key revokes test keys only: the UPDATE's mode condition.
	modes := []string{ModeLive, ModeTest}
	if callerFrom(r).mode == ModeTest {
		modes = []string{ModeTest}
	}
	err := s.cfg.DB.QueryRow(r.Context(), `UPDATE api_keys SET revoked_at = coalesce(revoked_at, now())
		WHERE id = $1 AND merchant_id = $2 AND mode = ANY($3) RETURNING id, scope, mode, name, created_at, revoked_at`, id, merchant, modes).
		Scan(&k.ID, &k.Scope, &k.Mode, &k.Name, &k.CreatedAt, &k.RevokedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, nil, fieldErr(http.StatusNotFound, CodeNotFound, "keyId", "keyId: no such key")
	}
	if err != nil {
		return 0, nil, fmt.Errorf("revoke API key: %w", err)
	}
	k.CreatedAt = k.CreatedAt.UTC()
	t := k.RevokedAt.UTC()
	k.RevokedAt = &t
	return http.StatusOK, k, nil
}

// reaches refuses a test key on a chain the chains file does not mark test:
// a test key never touches a live vault.
func (s *Server) reaches(r *http.Request, chainID uint64) error {
	if callerFrom(r).mode != ModeTest {
		return nil
	}
	if c, ok := s.chain(chainID); ok && c.Test {
		return nil
	}
	return fieldErr(http.StatusForbidden, CodeForbidden, "chainId", "chainId: %d is not a test chain, and this is a test key", chainID)
}

// liveSettings refuses a test key a change of the merchant's settings that
// live swaps use too (its webhook endpoint, a redelivery).
func liveSettings(r *http.Request) error {
	if callerFrom(r).mode == ModeTest {
		return fieldErr(http.StatusForbidden, CodeForbidden, "Authorization", "a test key cannot change the merchant's live settings: use a live key")
	}
	return nil
}
