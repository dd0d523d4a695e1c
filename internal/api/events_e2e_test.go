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
