package api

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// makeKey makes a key with a live write key and returns it.
func (s *stack) makeKey(t *testing.T, by string, req KeyRequest) KeyView {
	t.Helper()
	code, raw := s.call(by, http.MethodPost, "/v1/api-keys", req)
	require.Equal(t, http.StatusCreated, code, "%s", raw)
	var k KeyView
	require.NoError(t, json.Unmarshal(raw, &k))
	return k
}

// Test mode: a test key creates swaps and quotes on test chains only, never
// on a live one (403 on chainId), cannot touch the merchant's live settings
// (webhook endpoint, redelivery), makes test keys only and cannot revoke a
// live key; on a test chain it works as a live key does.
func TestATestKeyNeverReachesALiveChain(t *testing.T) {
	live := newStack(t)
	owner := live.merchant("shop").Key
	test := live.makeKey(t, owner, KeyRequest{Mode: ModeTest})
	assert.Equal(t, ModeTest, test.Mode)

	code, raw := live.call(test.Key, http.MethodPost, "/v1/swaps", createBody("api-test-1"))
	require.Equal(t, http.StatusForbidden, code, "%s", raw)
	p := problem(t, raw)
	assert.Equal(t, "forbidden", string(p.Code))
	assert.Equal(t, "chainId", p.Field)
	code, _ = live.swap(owner, http.MethodPost, "/v1/swaps", createBody("api-live-1"))
	require.Equal(t, http.StatusCreated, code)
	code, raw = live.call(test.Key, http.MethodPost, "/v1/swaps/api-live-1/cancel", nil)
	require.Equal(t, http.StatusForbidden, code, "a live swap: %s", raw)
	code, raw = live.call(test.Key, http.MethodPut, "/v1/webhook-endpoint", EndpointRequest{URL: ""})
	require.Equal(t, http.StatusForbidden, code, "%s", raw)
	code, raw = live.call(test.Key, http.MethodPost, "/v1/api-keys", KeyRequest{Mode: ModeLive})
	require.Equal(t, http.StatusForbidden, code, "%s", raw)
	assert.Equal(t, "mode", problem(t, raw).Field)
	made := live.makeKey(t, test.Key, KeyRequest{})
	assert.Equal(t, ModeTest, made.Mode, "a test key's keys are test keys")
	liveKey := live.makeKey(t, owner, KeyRequest{Scope: ScopeRead})
	code, raw = live.call(test.Key, http.MethodDelete, "/v1/api-keys/"+liveKey.ID, nil)
	require.Equal(t, http.StatusNotFound, code, "a live key, for a test key: %s", raw)
	code, _ = live.call(test.Key, http.MethodGet, "/v1/swaps/api-live-1", nil)
	assert.Equal(t, http.StatusOK, code, "reads are the merchant's")

	// On a chain the chains file marks test, the test key works.
	testnet := newStackOpts(t, stackOpts{testChain: true})
	owner = testnet.merchant("shop").Key
	test = testnet.makeKey(t, owner, KeyRequest{Mode: ModeTest})
	code, created := testnet.swap(test.Key, http.MethodPost, "/v1/swaps", createBody("api-test-2"))
	require.Equal(t, http.StatusCreated, code)
	assert.Equal(t, "waiting", created.Swap.Status)
	code, _ = testnet.swap(test.Key, http.MethodPost, "/v1/swaps/api-test-2/cancel", nil)
	assert.Equal(t, http.StatusOK, code)
}
