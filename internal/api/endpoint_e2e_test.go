package api

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/webhook"
)

// A merchant sets its webhook endpoint and rotates its secret itself: the
// swap's webhooks go to the URL it set, signed with the secret the rotation
// showed once and, through the grace, with the one before too; a URL the
// policy refuses and a grace too long are refused naming their field; a
// read key cannot change anything.
func TestAMerchantSetsItsEndpointAndRotatesItsSecret(t *testing.T) {
	s := newStack(t)
	ctx := context.Background()
	t.Setenv("DATABASE_URL", s.dbURL)
	old := newMerchantEndpoint(t)
	merchant, first := createMerchantByCLI(t, "shop", old.srv.URL+"/hooks")
	key, err := CreateAPIKey(ctx, s.pool, merchant)
	require.NoError(t, err)

	code, raw := s.call(key.Key, http.MethodGet, "/v1/webhook-endpoint", nil)
	require.Equal(t, http.StatusOK, code, "%s", raw)
	var v EndpointView
	require.NoError(t, json.Unmarshal(raw, &v))
	assert.Equal(t, old.srv.URL+"/hooks", v.URL)
	require.Len(t, v.Secrets, 1)
	assert.NotContains(t, string(raw), first, "a secret's value is never read back")

	end := newMerchantEndpoint(t)
	code, raw = s.call(key.Key, http.MethodPut, "/v1/webhook-endpoint", EndpointRequest{URL: end.srv.URL + "/new"})
	require.Equal(t, http.StatusOK, code, "%s", raw)
	code, raw = s.call(key.Key, http.MethodPut, "/v1/webhook-endpoint", EndpointRequest{URL: "ftp://example.com/x"})
	require.Equal(t, http.StatusUnprocessableEntity, code, "%s", raw)
	assert.Equal(t, "url", problem(t, raw).Field)
	tooLong := int64(MaxRotationGrace.Seconds()) + 1
	code, raw = s.call(key.Key, http.MethodPost, "/v1/webhook-endpoint/rotate", RotateRequest{GraceSeconds: &tooLong})
	require.Equal(t, http.StatusUnprocessableEntity, code, "%s", raw)
	assert.Equal(t, "graceSeconds", problem(t, raw).Field)

	code, raw = s.call(key.Key, http.MethodPost, "/v1/webhook-endpoint/rotate", RotateRequest{})
	require.Equal(t, http.StatusOK, code, "%s", raw)
	var rotated EndpointView
	require.NoError(t, json.Unmarshal(raw, &rotated))
	require.NotEmpty(t, rotated.Secret, "the new secret, shown once")
	require.Len(t, rotated.Secrets, 2)
	assert.Nil(t, rotated.Secrets[0].ExpiresAt, "the new one is current")
	assert.NotNil(t, rotated.Secrets[1].ExpiresAt, "the old one signs through its grace")

	// The swap's webhooks go to the new URL and verify with either secret.
	end.trust(rotated.Secret)
	code, created := s.swap(key.Key, http.MethodPost, "/v1/swaps", createBody("api-endpoint-1"))
	require.Equal(t, http.StatusCreated, code)
	s.payAndConfirm("api-endpoint-1", created.Instructions)
	got := end.waitFor("api-endpoint-1", webhook.TypeSwapCompleted, false)
	assert.NoError(t, verifies([]string{first}, got.body, got.header), "the old secret still signs in its grace")
	assert.NoError(t, verifies([]string{rotated.Secret}, got.body, got.header))
	assert.Empty(t, old.deliveries(), "nothing went to the old URL")

	// The endpoint takes completions only: the rest are recorded, not sent.
	code, raw = s.call(key.Key, http.MethodPut, "/v1/webhook-endpoint", EndpointRequest{URL: end.srv.URL + "/new", Events: []string{"swap.nope"}})
	require.Equal(t, http.StatusUnprocessableEntity, code, "%s", raw)
	assert.Equal(t, "events[0]", problem(t, raw).Field)
	code, raw = s.call(key.Key, http.MethodPut, "/v1/webhook-endpoint", EndpointRequest{URL: end.srv.URL + "/new", Events: []string{webhook.TypeSwapCompleted}})
	require.Equal(t, http.StatusOK, code, "%s", raw)
	code, second := s.swap(key.Key, http.MethodPost, "/v1/swaps", createBody("api-endpoint-2"))
	require.Equal(t, http.StatusCreated, code)
	s.payAndConfirm("api-endpoint-2", second.Instructions)
	end.waitFor("api-endpoint-2", webhook.TypeSwapCompleted, false)
	for _, d := range end.deliveries() {
		if p := d.payload(t); p.SwapID == "api-endpoint-2" {
			assert.Equal(t, webhook.TypeSwapCompleted, p.Type, "a type the endpoint does not take was sent")
		}
	}
	code, raw = s.call(key.Key, http.MethodGet, "/v1/events?swapId=api-endpoint-2", nil)
	require.Equal(t, http.StatusOK, code, "%s", raw)
	var evs EventList
	require.NoError(t, json.Unmarshal(raw, &evs))
	assert.Len(t, evs.Items, 4, "every event is recorded, sent or not")

	code, raw = s.call(key.Key, http.MethodPost, "/v1/api-keys", KeyRequest{Scope: ScopeRead})
	require.Equal(t, http.StatusCreated, code, "%s", raw)
	var read KeyView
	require.NoError(t, json.Unmarshal(raw, &read))
	code, _ = s.call(read.Key, http.MethodPut, "/v1/webhook-endpoint", EndpointRequest{URL: ""})
	assert.Equal(t, http.StatusForbidden, code)
	code, _ = s.call(read.Key, http.MethodGet, "/v1/webhook-endpoint", nil)
	assert.Equal(t, http.StatusOK, code)
}
