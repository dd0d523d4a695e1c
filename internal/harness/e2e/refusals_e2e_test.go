package e2e

import (
	"context"
	"errors"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/workflows"
)

// TestRefusalsOnTheRealServer is issue 8's findings 9 and 11 through a real
// client: a misspelt signal name and a payload that does not decode are
// visible in the status with their event IDs; update refusals are
// non-retryable InvalidInput errors naming the field once; a start carrying
// state is refused.
func TestRefusalsOnTheRealServer(t *testing.T) {
	e := newEnv(t, providers.Config{})
	e.startWorker()
	ctx := context.Background()
	id := uniqueSwapID("e2e-refusals")
	e.startSwap(swapInput(id))

	require.NoError(t, e.cl.SignalWorkflow(ctx, id, "", "deposit-confrimed", deposit(id, "typo-1", swap.DepositConfirmed)))
	require.NoError(t, e.cl.SignalWorkflow(ctx, id, "", workflows.SignalDepositObserved,
		map[string]any{"eventId": "num-1", "swapId": id, "depositRef": "r", "amountUnits": 12500000}))

	update := func(payload any) error {
		h, err := e.cl.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
			UpdateID: uuid.NewString(), WorkflowID: id, UpdateName: workflows.UpdateConfirmDeposit,
			Args: []any{payload}, WaitForStage: client.WorkflowUpdateStageCompleted,
		})
		if err != nil {
			return err
		}
		return h.Get(ctx, nil)
	}
	for _, tc := range []struct {
		payload any
		want    string
	}{
		{map[string]any{"eventId": "u1", "swapId": id, "depositRef": "r", "amountUnits": 12500000}, "amountUnits: must be a JSON string, got number (eventId u1)"},
		{map[string]any{"eventId": "u2", "swapId": id, "depositRef": "r", "amount": "12500000"}, "amount: unknown field"},
	} {
		err := update(tc.payload)
		var appErr *temporal.ApplicationError
		require.True(t, errors.As(err, &appErr), "%v", err)
		assert.Equal(t, workflows.ErrInvalidInput, appErr.Type())
		assert.True(t, appErr.NonRetryable())
		assert.Contains(t, appErr.Message(), tc.want)
		assert.NotContains(t, appErr.Message(), "is required")
	}

	v, err := swapclient.Status(ctx, e.cl, id)
	require.NoError(t, err)
	require.Equal(t, 2, v.Ledger.RejectedTotal, "%+v", v.Ledger.Rejections)
	// Signals that reach the swap in one workflow task are applied by name,
	// not in the order they were sent: find each rejection by event ID.
	byID := map[string]swap.Rejection{}
	for _, r := range v.Ledger.Rejections {
		byID[r.EventID] = r
	}
	assert.Equal(t, swap.Rejection{EventID: "typo-1", Type: "deposit-confrimed", Field: "signal",
		Reason: `unknown signal name "deposit-confrimed": the swap takes deposit-observed, deposit-confirmed, deposit-reorged`}, byID["typo-1"])
	assert.Equal(t, "amountUnits", byID["num-1"].Field)

	// A start that carries state is refused, whatever it claims.
	forged := uniqueSwapID("e2e-forged")
	in := swapInput(forged)
	in.State = &swap.Swap{Terms: in.Terms, Status: swap.StatusSending,
		Pending: []swap.Action{{Kind: swap.ActionSendPayout, Key: "send-payout:" + forged, AmountUnits: "1", Asset: "USDC", Address: "0xattacker"}}}
	err = e.startSwap(in).Get(ctx, nil)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "state: a start takes terms and options only")
	for k := range e.effects() {
		assert.NotContains(t, k, forged, "no effect for a forged start")
	}
}
