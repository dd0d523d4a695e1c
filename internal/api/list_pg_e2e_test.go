package api

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 29: the list's status and its filter are served from Postgres, which
// the webhook activity keeps current with every event (api_swaps.status), so
// a filtered page is one query and no Temporal call per swap. A swap paid out
// is listed as such once its event is recorded; a status written to the
// record is what the list shows and filters by (the list never asks Temporal).
func TestTheListIsServedFromTheRecordedStatus(t *testing.T) {
	s := newStack(t)
	key := s.merchant("lister").Key
	list := func(q string) ListResponse {
		code, raw := s.call(key, http.MethodGet, "/v1/swaps"+q, nil)
		require.Equal(t, http.StatusOK, code, "%s", raw)
		var l ListResponse
		require.NoError(t, json.Unmarshal(raw, &l))
		return l
	}
	for _, id := range []string{"api-pg-1", "api-pg-2", "api-pg-3"} {
		code, _ := s.swap(key, http.MethodPost, "/v1/swaps", createBody(id))
		require.Equal(t, http.StatusCreated, code)
	}
	code, paid := s.swap(key, http.MethodGet, "/v1/swaps/api-pg-2", nil)
	require.Equal(t, http.StatusOK, code)
	s.payAndConfirm("api-pg-2", paid.Instructions)
	s.waitStatus(key, "api-pg-2", "success", 90*time.Second)
	eventually(t, 30*time.Second, func() bool {
		l := list("?status=success")
		return len(l.Items) == 1 && l.Items[0].ID == "api-pg-2"
	}, "the paid swap is not listed as success")
	assert.Len(t, list("?status=waiting").Items, 2)

	// The record is what the list reads.
	_, err := s.pool.Exec(context.Background(), `UPDATE api_swaps SET status = 'held', status_revision = status_revision + 1 WHERE merchant_swap_id = 'api-pg-3'`)
	require.NoError(t, err)
	held := list("?status=held")
	require.Len(t, held.Items, 1)
	assert.Equal(t, "api-pg-3", held.Items[0].ID)
	assert.Equal(t, "held", held.Items[0].Status)

	// The filter is the query's: one waiting swap left, one page, no cursor.
	page := list("?status=waiting&limit=1")
	require.Len(t, page.Items, 1)
	assert.Equal(t, "api-pg-1", page.Items[0].ID)
	assert.Empty(t, page.NextCursor, "api-pg-3 is held, api-pg-2 paid: nothing more is waiting")
	all := list("?limit=2")
	require.Len(t, all.Items, 2)
	assert.NotEmpty(t, all.NextCursor)
	assert.Equal(t, "api-pg-3", list("?limit=2&cursor=" + all.NextCursor).Items[0].ID)
}
