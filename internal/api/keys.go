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
}

// KeyView is a key as its merchant sees it; Key (the secret) only in the
// answer to its creation.
type KeyView struct {
	ID        string     `json:"id"`
	Key       string     `json:"key,omitempty"`
	Scope     string     `json:"scope"`
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
	k, at, err := createScopedKey(r.Context(), s.cfg.DB, merchant, req.Scope, req.Name)
	if err != nil {
		return 0, nil, err
	}
	return http.StatusCreated, KeyView{ID: k.ID, Key: k.Key, Scope: req.Scope, Name: req.Name, CreatedAt: at.UTC()}, nil
}

func (s *Server) listKeys(w http.ResponseWriter, r *http.Request, merchant string) (int, any, error) {
	rows, err := s.cfg.DB.Query(r.Context(), `SELECT id, scope, name, created_at, revoked_at FROM api_keys
		WHERE merchant_id = $1 ORDER BY created_at DESC, id LIMIT 1000`, merchant)
	if err != nil {
		return 0, nil, fmt.Errorf("list API keys: %w", err)
	}
	out := KeyList{Items: []KeyView{}}
	for rows.Next() {
		var k KeyView
		if err := rows.Scan(&k.ID, &k.Scope, &k.Name, &k.CreatedAt, &k.RevokedAt); err != nil {
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
	err := s.cfg.DB.QueryRow(r.Context(), `UPDATE api_keys SET revoked_at = coalesce(revoked_at, now())
		WHERE id = $1 AND merchant_id = $2 RETURNING id, scope, name, created_at, revoked_at`, id, merchant).
		Scan(&k.ID, &k.Scope, &k.Name, &k.CreatedAt, &k.RevokedAt)
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
