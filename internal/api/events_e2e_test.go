package api

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/webhook"
)

// A merchant reads its webhook events from the API (as first sent, newest
// first, by swap, paged) and has one sent again: the endpoint receives the
// same webhook-id and payload flagged as a redelivery, signed with the
// merchant's secret. Another merchant's event is a 404; a read-only key
// reads events but cannot redeliver.
func TestAMerchantReadsItsEventsAndRedeliversOne(t *testing.T) {
	s := newStack(t)
	ctx := context.Background()
	t.Setenv("DATABASE_URL", s.dbURL)
	end := newMerchantEndpoint(t)
	merchant, secret := createMerchantByCLI(t, "shop", end.srv.URL+"/hooks")
	end.trust(secret)
	key, err := CreateAPIKey(ctx, s.pool, merchant)
	require.NoError(t, err)
	other := s.merchant("other").Key

	code, created := s.swap(key.Key, http.MethodPost, "/v1/swaps", createBody("api-events-1"))
	require.Equal(t, http.StatusCreated, code)
	s.payAndConfirm("api-events-1", created.Instructions)
	done := end.waitFor("api-events-1", webhook.TypeSwapCompleted, false)

	code, raw := s.call(key.Key, http.MethodGet, "/v1/events?swapId=api-events-1", nil)
	require.Equal(t, http.StatusOK, code, "%s", raw)
	var list EventList
	require.NoError(t, json.Unmarshal(raw, &list))
	require.Len(t, list.Items, 4, "deposit detected, confirmed, payout sending, completed")
	newest := list.Items[0]
	assert.Equal(t, done.header.Get("webhook-id"), newest.ID, "newest first")
	assert.Equal(t, webhook.TypeSwapCompleted, newest.Type)
	// The payload as first built; each send adds its attempt and redelivery flag.
	var sent, recorded map[string]any
	require.NoError(t, json.Unmarshal(done.body, &sent))
	require.NoError(t, json.Unmarshal(newest.Payload, &recorded))
	for _, m := range []map[string]any{sent, recorded} {
		delete(m, "attempt")
		delete(m, "redelivery")
	}
	assert.Equal(t, sent, recorded, "the payload as first sent")

	// Paged: two by two, the cursor opaque, nothing twice, nothing lost.
	var paged []string
	cursor := ""
	for range 3 {
		path := "/v1/events?limit=2"
		if cursor != "" {
			path += "&cursor=" + cursor
		}
		code, raw = s.call(key.Key, http.MethodGet, path, nil)
		require.Equal(t, http.StatusOK, code, "%s", raw)
		var page EventList
		require.NoError(t, json.Unmarshal(raw, &page))
		for _, e := range page.Items {
			paged = append(paged, e.ID)
		}
		if cursor = page.NextCursor; cursor == "" {
			break
		}
	}
	var all []string
	for _, e := range list.Items {
		all = append(all, e.ID)
	}
	assert.Equal(t, all, paged)

	code, raw = s.call(other, http.MethodGet, "/v1/events/"+newest.ID, nil)
	require.Equal(t, http.StatusNotFound, code, "another merchant's event: %s", raw)
	code, raw = s.call(other, http.MethodGet, "/v1/events", nil)
	require.Equal(t, http.StatusOK, code)
	assert.JSONEq(t, `{"items":[]}`, string(raw))
	code, raw = s.call(key.Key, http.MethodGet, "/v1/events?cursor=nope", nil)
	require.Equal(t, http.StatusBadRequest, code)
	assert.Equal(t, "cursor", problem(t, raw).Field)

	code, raw = s.call(key.Key, http.MethodGet, "/v1/events/"+newest.ID, nil)
	require.Equal(t, http.StatusOK, code, "%s", raw)
	var one EventView
	require.NoError(t, json.Unmarshal(raw, &one))
	require.Len(t, one.Attempts, 1, "its one send")
	assert.True(t, one.Attempts[0].Delivered)
	assert.Equal(t, 1, one.Attempts[0].Attempt)
	assert.False(t, one.Attempts[0].Redelivery)

	// A redelivery: the same webhook-id and payload, flagged, verified with
	// the merchant's secret.
	code, raw = s.call(key.Key, http.MethodPost, "/v1/events/"+newest.ID+"/redeliver", nil)
	require.Equal(t, http.StatusOK, code, "%s", raw)
	var res RedeliveryResult
	require.NoError(t, json.Unmarshal(raw, &res))
	assert.True(t, res.Delivered, res.Error)
	again := end.waitFor("api-events-1", webhook.TypeSwapCompleted, true)
	assert.Equal(t, newest.ID, again.header.Get("webhook-id"))
	p := again.payload(t)
	assert.True(t, p.Redelivery)
	assert.Equal(t, done.payload(t).Revision, p.Revision)
	code, raw = s.call(key.Key, http.MethodGet, "/v1/events/"+newest.ID, nil)
	require.Equal(t, http.StatusOK, code, "%s", raw)
	one = EventView{}
	require.NoError(t, json.Unmarshal(raw, &one))
	require.Len(t, one.Attempts, 2, "the send and the redelivery")
	assert.True(t, one.Attempts[1].Redelivery)
	assert.True(t, one.Attempts[1].Delivered)

	// An endpoint that fails: the redelivery says why, and so does its attempt.
	broken := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		http.Error(w, "internal details the merchant's server leaks", http.StatusInternalServerError)
	}))
	t.Cleanup(broken.Close)
	code, raw = s.call(key.Key, http.MethodPut, "/v1/webhook-endpoint", EndpointRequest{URL: broken.URL + "/hooks"})
	require.Equal(t, http.StatusOK, code, "%s", raw)
	code, raw = s.call(key.Key, http.MethodPost, "/v1/events/"+newest.ID+"/redeliver", nil)
	require.Equal(t, http.StatusOK, code, "%s", raw)
	res = RedeliveryResult{}
	require.NoError(t, json.Unmarshal(raw, &res))
	assert.False(t, res.Delivered)
	assert.Contains(t, res.Error, "500")
	assert.NotContains(t, res.Error, "leaks", "never the endpoint's body")
	code, raw = s.call(key.Key, http.MethodGet, "/v1/events/"+newest.ID, nil)
	require.Equal(t, http.StatusOK, code, "%s", raw)
	one = EventView{}
	require.NoError(t, json.Unmarshal(raw, &one))
	require.Len(t, one.Attempts, 3)
	assert.False(t, one.Attempts[2].Delivered)
	assert.Contains(t, one.Attempts[2].Error, "500")

	// A dashboard's read key reads events, and is refused a redelivery.
	code, raw = s.call(key.Key, http.MethodPost, "/v1/api-keys", KeyRequest{Scope: ScopeRead})
	require.Equal(t, http.StatusCreated, code, "%s", raw)
	var read KeyView
	require.NoError(t, json.Unmarshal(raw, &read))
	code, _ = s.call(read.Key, http.MethodGet, "/v1/events", nil)
	assert.Equal(t, http.StatusOK, code)
	code, _ = s.call(read.Key, http.MethodPost, "/v1/events/"+newest.ID+"/redeliver", nil)
	assert.Equal(t, http.StatusForbidden, code)
}
