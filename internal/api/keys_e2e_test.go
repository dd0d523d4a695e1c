package api

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A merchant manages its own keys: a read key reads and is refused
// anything else (403); the list shows every key of the merchant and never a
// secret; a revoked key is refused at once; the key a request is made with
// cannot revoke itself; another merchant's key is a 404; bad bodies name
// their field.
func TestAMerchantManagesItsOwnKeysAndAReadKeyOnlyReads(t *testing.T) {
	s := newStack(t)
	write := s.merchant("shop")
	other := s.merchant("other")

	code, raw := s.call(write.Key, http.MethodPost, "/v1/api-keys", KeyRequest{Scope: ScopeRead, Name: "dashboard"})
	require.Equal(t, http.StatusCreated, code, "%s", raw)
	var read KeyView
	require.NoError(t, json.Unmarshal(raw, &read))
	assert.True(t, strings.HasPrefix(read.Key, KeyPrefix), "the secret, shown once")
	assert.Equal(t, ScopeRead, read.Scope)
	assert.Equal(t, "dashboard", read.Name)

	// The read key reads the merchant's swaps, and changes nothing.
	code, _ = s.swap(write.Key, http.MethodPost, "/v1/swaps", createBody("api-keys-1"))
	require.Equal(t, http.StatusCreated, code)
	code, raw = s.call(read.Key, http.MethodGet, "/v1/swaps/api-keys-1", nil)
	require.Equal(t, http.StatusOK, code, "%s", raw)
	for _, c := range []struct{ method, path string }{
		{http.MethodPost, "/v1/swaps"}, {http.MethodPost, "/v1/swaps/api-keys-1/cancel"}, {http.MethodPost, "/v1/api-keys"},
	} {
		code, raw = s.call(read.Key, c.method, c.path, map[string]any{})
		require.Equal(t, http.StatusForbidden, code, "%s %s: %s", c.method, c.path, raw)
		p := problem(t, raw)
		assert.Equal(t, "forbidden", string(p.Code))
		assert.Equal(t, "Authorization", p.Field)
	}

	// The list: both keys (the operator's and the read one), no secret.
	code, raw = s.call(read.Key, http.MethodGet, "/v1/api-keys", nil)
	require.Equal(t, http.StatusOK, code, "%s", raw)
	assert.NotContains(t, string(raw), read.Key)
	assert.NotContains(t, string(raw), write.Key)
	var list KeyList
	require.NoError(t, json.Unmarshal(raw, &list))
	require.Len(t, list.Items, 2)
	assert.Equal(t, read.ID, list.Items[0].ID, "newest first")
	assert.Equal(t, write.ID, list.Items[1].ID)
	assert.Equal(t, ScopeWrite, list.Items[1].Scope)

	// Refusals that name their field.
	code, raw = s.call(write.Key, http.MethodPost, "/v1/api-keys", KeyRequest{Scope: "admin"})
	require.Equal(t, http.StatusUnprocessableEntity, code, "%s", raw)
	assert.Equal(t, "scope", problem(t, raw).Field)
	code, raw = s.call(write.Key, http.MethodPost, "/v1/api-keys", map[string]any{"scopes": []string{"read"}})
	require.Equal(t, http.StatusBadRequest, code, "%s", raw)
	assert.Equal(t, "scopes", problem(t, raw).Field)
	code, raw = s.call(write.Key, http.MethodPost, "/v1/api-keys", KeyRequest{Name: "a\nb"})
	require.Equal(t, http.StatusUnprocessableEntity, code, "%s", raw)
	assert.Equal(t, "name", problem(t, raw).Field)
	code, raw = s.call(write.Key, http.MethodDelete, "/v1/api-keys/"+write.ID, nil)
	require.Equal(t, http.StatusConflict, code, "%s", raw)
	assert.Equal(t, "keyId", problem(t, raw).Field)
	code, raw = s.call(other.Key, http.MethodDelete, "/v1/api-keys/"+read.ID, nil)
	require.Equal(t, http.StatusNotFound, code, "another merchant's key: %s", raw)

	// Revoked: refused at once, and shown revoked.
	code, raw = s.call(write.Key, http.MethodDelete, "/v1/api-keys/"+read.ID, nil)
	require.Equal(t, http.StatusOK, code, "%s", raw)
	var revoked KeyView
	require.NoError(t, json.Unmarshal(raw, &revoked))
	require.NotNil(t, revoked.RevokedAt)
	assert.Empty(t, revoked.Key)
	code, _ = s.call(read.Key, http.MethodGet, "/v1/swaps/api-keys-1", nil)
	assert.Equal(t, http.StatusUnauthorized, code)

	// At most MaxActiveKeys keys that are not revoked.
	for range MaxActiveKeys - 1 {
		code, raw = s.call(write.Key, http.MethodPost, "/v1/api-keys", KeyRequest{})
		require.Equal(t, http.StatusCreated, code, "%s", raw)
	}
	code, raw = s.call(write.Key, http.MethodPost, "/v1/api-keys", KeyRequest{})
	require.Equal(t, http.StatusConflict, code, "%s", raw)
}
