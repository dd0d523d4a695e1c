package api

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/webhook"
)

// Issue 29: a merchant sends itself a test event to try its receiver: an
// example of the type asked for, valid by the webhook schema, marked test,
// of no swap, signed with the merchant's secret, sent whatever the
// endpoint's filter, kept nowhere; a receiver that refuses it is reported
// with its status code only; a type no swap sends is refused naming type;
// without an endpoint nothing is sent and the answer says so.
func TestAMerchantSendsItselfATestEvent(t *testing.T) {
	s := newStack(t)
	ctx := context.Background()
	t.Setenv("DATABASE_URL", s.dbURL)
	end := newMerchantEndpoint(t)
	merchant, secret := createMerchantByCLI(t, "tester", end.srv.URL+"/hooks")
	end.trust(secret)
	key, err := CreateAPIKey(ctx, s.pool, merchant)
	require.NoError(t, err)
	// The endpoint takes completions only: a test event is sent anyway.
	code, raw := s.call(key.Key, http.MethodPut, "/v1/webhook-endpoint", EndpointRequest{URL: end.srv.URL + "/hooks", Events: []string{webhook.TypeSwapCompleted}})
	require.Equal(t, http.StatusOK, code, "%s", raw)

	for _, typ := range []string{"", webhook.TypeSwapHeld, webhook.TypeSwapRefunded, webhook.TypeDepositDetected} {
		var body any
		if typ != "" {
			body = TestEventRequest{Type: typ}
		}
		code, raw := s.call(key.Key, http.MethodPost, "/v1/webhook-endpoint/test", body)
		require.Equal(t, http.StatusOK, code, "%s", raw)
		var res TestEventResult
		require.NoError(t, json.Unmarshal(raw, &res))
		assert.True(t, res.Delivered, "%s", raw)
		assert.True(t, strings.HasPrefix(res.EventID, "webhook-test:"), res.EventID)
		got := end.deliveries()
		require.NotEmpty(t, got)
		d := got[len(got)-1]
		assert.Equal(t, res.EventID, d.header.Get("webhook-id"))
		requireSchemaValid(t, d.body)
		p := d.payload(t)
		want := typ
		if want == "" {
			want = webhook.TypeSwapCompleted
		}
		assert.Equal(t, want, p.Type)
		assert.True(t, p.Test, "marked test")
		assert.True(t, strings.HasPrefix(p.SwapID, "test_"), p.SwapID)
		assert.Equal(t, 1, p.Attempt)
		ev, err := webhook.ParseEvent(d.body)
		require.NoError(t, err, "the public package reads it")
		assert.True(t, ev.Test)
		assert.Equal(t, p, res.Event, "the answer shows what was sent")
	}
	held := end.deliveries()[1].payload(t)
	assert.NotEmpty(t, held.HoldCode)
	assert.NotEmpty(t, held.HoldReason)

	// Kept nowhere: no event of the merchant's.
	code, raw = s.call(key.Key, http.MethodGet, "/v1/events", nil)
	require.Equal(t, http.StatusOK, code)
	assert.JSONEq(t, `{"items":[]}`, string(raw))

	// A type no swap's change sends, and an unknown member, are refused naming them.
	code, raw = s.call(key.Key, http.MethodPost, "/v1/webhook-endpoint/test", TestEventRequest{Type: webhook.TypeStatusChanged})
	require.Equal(t, http.StatusUnprocessableEntity, code, "%s", raw)
	assert.Equal(t, "type", problem(t, raw).Field)
	code, raw = s.call(key.Key, http.MethodPost, "/v1/webhook-endpoint/test", `{"type":"swap.completed","swapId":"x"}`)
	require.Equal(t, http.StatusBadRequest, code, "%s", raw)
	assert.Equal(t, "swapId", problem(t, raw).Field)

	// A receiver that does not verify it (an old secret): not delivered,
	// with the status code only — never the receiver's body.
	end.trust("whsec_" + strings.Repeat("A", 43) + "=")
	end.mu.Lock()
	end.secrets = end.secrets[len(end.secrets)-1:]
	end.mu.Unlock()
	code, raw = s.call(key.Key, http.MethodPost, "/v1/webhook-endpoint/test", nil)
	require.Equal(t, http.StatusOK, code, "%s", raw)
	var res TestEventResult
	require.NoError(t, json.Unmarshal(raw, &res))
	assert.False(t, res.Delivered)
	assert.Contains(t, res.Error, "401")
	assert.NotContains(t, string(raw), "signature rejected")

	// No endpoint: nothing sent, and the answer says why.
	code, raw = s.call(key.Key, http.MethodPut, "/v1/webhook-endpoint", EndpointRequest{URL: ""})
	require.Equal(t, http.StatusOK, code, "%s", raw)
	code, raw = s.call(key.Key, http.MethodPost, "/v1/webhook-endpoint/test", nil)
	require.Equal(t, http.StatusOK, code, "%s", raw)
	require.NoError(t, json.Unmarshal(raw, &res))
	assert.False(t, res.Delivered)
	assert.Contains(t, res.Error, "no webhook URL")

	// A read key cannot send one.
	read, _, err := createScopedKey(ctx, s.pool, merchant, ScopeRead, ModeLive, "dashboard")
	require.NoError(t, err)
	code, raw = s.call(read.Key, http.MethodPost, "/v1/webhook-endpoint/test", nil)
	require.Equal(t, http.StatusForbidden, code, "%s", raw)
}
