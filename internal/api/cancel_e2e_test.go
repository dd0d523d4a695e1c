package api

import (
	"context"
	"net/http"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/evmkey"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
)

// POST /v1/swaps/{id}/cancel: a waiting swap ends (expired, code
// cancelled), its workflow finished; the same cancel again answers it as it
// is; another merchant's swap is a 404; a body with a member is refused
// naming it; and a swap whose deposit the workflow has seen is not
// cancelled — the deposit wins and the swap is paid out.
func TestAMerchantCancelsAWaitingSwapButNeverOneWhoseDepositWasSeen(t *testing.T) {
	s := newStack(t)
	key := s.merchant("shop").Key
	other := s.merchant("other").Key

	code, _ := s.swap(key, http.MethodPost, "/v1/swaps", createBody("api-cancel-1"))
	require.Equal(t, http.StatusCreated, code)

	code, raw := s.call(other, http.MethodPost, "/v1/swaps/api-cancel-1/cancel", nil)
	require.Equal(t, http.StatusNotFound, code, "%s", raw)
	code, raw = s.call(key, http.MethodPost, "/v1/swaps/api-cancel-1/cancel", map[string]any{"reason": "x"})
	require.Equal(t, http.StatusBadRequest, code, "%s", raw)
	assert.Equal(t, "reason", problem(t, raw).Field)

	code, cancelled := s.swap(key, http.MethodPost, "/v1/swaps/api-cancel-1/cancel", nil)
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, "expired", cancelled.Swap.Status)
	assert.Equal(t, "cancelled", cancelled.Swap.FailureCode)
	require.NoError(t, s.cl.GetWorkflow(context.Background(), s.workflowID("api-cancel-1"), "").Get(context.Background(), nil), "the workflow finished")
	code, again := s.swap(key, http.MethodPost, "/v1/swaps/api-cancel-1/cancel", map[string]any{})
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, cancelled.Swap, again.Swap)
	if dir := os.Getenv("RECORD_HISTORY_DIR"); dir != "" {
		// A replay test input (workflows/replay_test.go) with the cancel update.
		s.recordHistory(s.workflowID("api-cancel-1"), "api-cancel-1", dir)
	}

	// The deposit first: the cancel is refused on status, the swap goes on.
	code, paid := s.swap(key, http.MethodPost, "/v1/swaps", createBody("api-cancel-2"))
	require.Equal(t, http.StatusCreated, code)
	dep := s.pay(paid.Instructions)
	ref := evmkey.DepositRefV2(1337, s.chain.Vault(), dep.DepositId)
	obs := swap.Event{EventID: "obs:" + ref, SwapID: paid.Swap.WorkflowID, Type: swap.DepositObserved, DepositRef: ref, AmountUnits: dep.Amount.String(), ChainID: 1337}
	assert.Equal(t, swap.Applied, s.deliver(obs).Outcome)
	code, raw = s.call(key, http.MethodPost, "/v1/swaps/api-cancel-2/cancel", nil)
	require.Equal(t, http.StatusConflict, code, "%s", raw)
	p := problem(t, raw)
	assert.Equal(t, "status", p.Field)
	assert.Contains(t, p.Message, "a deposit has been seen")
	conf := obs
	conf.EventID, conf.Type = "conf:"+ref, swap.DepositConfirmed
	r, err := swapclient.Confirm(context.Background(), s.cl, conf)
	require.NoError(t, err)
	assert.Equal(t, swap.Applied, r.Outcome, r.Reason)
	s.waitStatus(key, "api-cancel-2", "success", 90*time.Second)

	// A finished swap that was not cancelled is not: 409.
	code, raw = s.call(key, http.MethodPost, "/v1/swaps/api-cancel-2/cancel", nil)
	require.Equal(t, http.StatusConflict, code, "%s", raw)
	assert.Equal(t, "status", problem(t, raw).Field)
}
