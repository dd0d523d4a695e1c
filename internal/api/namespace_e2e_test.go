package api

import (
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The build before swap IDs were namespaced keeps working while this one
// rolls out (migration 00027): its create names no merchant_swap_id, and the
// row takes its swap ID as both; this build reads it by that ID. A swap of
// that build whose literal ID is another merchant's derived workflow ID is a
// 409 naming swapId for the other merchant — nothing a retry mends, and
// nothing of the swap in the way told.
func TestSwapsOfThePreviousBuildAndACollisionWithOne(t *testing.T) {
	s := newStack(t)
	ctx := context.Background()
	a, b := s.merchant("old-build"), s.merchant("new-build")
	req := createBody("x")
	taken := WorkflowID(b.MerchantID, "order-9")
	for _, id := range []string{"old-1", taken} {
		_, err := s.pool.Exec(ctx, `INSERT INTO api_swaps (swap_id, merchant_id, request, input, checkout_id) VALUES ($1, $2, $3, '{}', $4)`,
			id, a.MerchantID, req, NewCheckoutID())
		require.NoError(t, err, "the previous build's insert")
	}
	row, err := merchantSwap(ctx, s.pool, a.MerchantID, "old-1")
	require.NoError(t, err)
	assert.Equal(t, "old-1", row.WorkflowID, "its swap ID is its workflow ID")

	code, raw := s.call(b.Key, http.MethodPost, "/v1/swaps", createBody("order-9"))
	require.Equal(t, http.StatusConflict, code, "%s", raw)
	p := problem(t, raw)
	assert.Equal(t, "swapId", p.Field)
	assert.NotContains(t, string(raw), taken)
	assert.NotContains(t, string(raw), a.MerchantID)
	code, _ = s.swap(b.Key, http.MethodPost, "/v1/swaps", createBody("order-10"))
	assert.Equal(t, http.StatusCreated, code, "another ID is fine")
}

// A test key cannot send a test event: the endpoint is the live one.
func TestATestKeySendsNoTestEvent(t *testing.T) {
	s := newStack(t)
	ctx := context.Background()
	k := s.merchant("modes")
	test, _, err := createScopedKey(ctx, s.pool, k.MerchantID, ScopeWrite, ModeTest, "test")
	require.NoError(t, err)
	code, raw := s.call(test.Key, http.MethodPost, "/v1/webhook-endpoint/test", nil)
	require.Equal(t, http.StatusForbidden, code, "%s", raw)
	assert.Equal(t, "Authorization", problem(t, raw).Field)
}
