package api

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every self-service write refuses a hostile body the way the create does —
// too large (413), not JSON (400), a member twice (400, named), a member of
// the wrong type (400, named), an unknown member (400, named) — and changes
// nothing: the merchant's keys and endpoint stay as they were.
func TestTheSelfServiceEndpointsRefuseHostileBodiesNamingTheField(t *testing.T) {
	s := newStack(t)
	key := s.merchant("shop").Key
	code, _ := s.swap(key, http.MethodPost, "/v1/swaps", createBody("api-hostile-1"))
	require.Equal(t, http.StatusCreated, code)
	keysBefore := func() string {
		_, raw := s.call(key, http.MethodGet, "/v1/api-keys", nil)
		return string(raw)
	}
	before := keysBefore()
	_, endpointBefore := s.call(key, http.MethodGet, "/v1/webhook-endpoint", nil)

	huge := `{"name":"` + strings.Repeat("a", MaxBodyBytes) + `"}`
	for _, ep := range []struct {
		method, path, member, wrongType string
	}{
		{http.MethodPost, "/v1/api-keys", "scope", `{"scope": 5}`},
		{http.MethodPut, "/v1/webhook-endpoint", "url", `{"url": ["https://example.com"]}`},
		{http.MethodPost, "/v1/webhook-endpoint/rotate", "graceSeconds", `{"graceSeconds": "3600"}`},
		{http.MethodPost, "/v1/swaps/api-hostile-1/cancel", "", ""},
		{http.MethodPost, "/v1/webhook-endpoint/test", "type", `{"type": 1}`},
	} {
		for _, tc := range []struct {
			name, body, field string
			code              int
		}{
			{"too large", huge, "body", http.StatusRequestEntityTooLarge},
			{"not JSON", `{`, "body", http.StatusBadRequest},
			{"not an object", `[1, 2]`, "body", http.StatusBadRequest},
			{"a member twice", `{"` + ep.member + `": 1, "` + ep.member + `": 2}`, ep.member, http.StatusBadRequest},
			{"a member of the wrong type", ep.wrongType, ep.member, http.StatusBadRequest},
			{"an unknown member", `{"admin": true}`, "admin", http.StatusBadRequest},
		} {
			if ep.member == "" && (tc.name == "a member twice" || tc.name == "a member of the wrong type") {
				continue // cancel takes no member at all: any is unknown
			}
			t.Run(ep.method+" "+ep.path+" "+tc.name, func(t *testing.T) {
				code, raw := s.call(key, ep.method, ep.path, tc.body)
				require.Equal(t, tc.code, code, "%s", raw)
				var p ErrorResponse
				require.NoError(t, json.Unmarshal(raw, &p), "%s", raw)
				assert.Equal(t, tc.field, p.Error.Field, "%s", raw)
			})
		}
	}
	assert.Equal(t, before, keysBefore(), "no key was made")
	_, endpointAfter := s.call(key, http.MethodGet, "/v1/webhook-endpoint", nil)
	assert.Equal(t, string(endpointBefore), string(endpointAfter), "the endpoint did not change")
	_, got := s.swap(key, http.MethodGet, "/v1/swaps/api-hostile-1", nil)
	assert.Equal(t, "waiting", got.Swap.Status, "the swap was not cancelled")
}
