package api

import (
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/swapapi"
)

// The public Go client (swapapi, generated from docs/openapi/swaps.yaml)
// against the real API: create (and repeat), read, list, a refusal decoded
// with its code and field, a read-only key made and refused a write, and a
// cancel. The stack checks every request and answer against the contract.
func TestTheGoClientDrivesTheSwapAPI(t *testing.T) {
	s := newStack(t)
	ctx := context.Background()
	c, err := swapapi.New(s.api.URL, s.merchant("shop").Key)
	require.NoError(t, err)

	usdc := "USDC"
	body := swapapi.CreateRequest{SwapId: "api-client-1", ChainId: 1337, Asset: "ETH", AmountUnits: "1500000000000000000",
		PayoutAsset: &usdc, PayoutAddress: payout}
	created, err := c.CreateSwapWithResponse(ctx, body)
	require.NoError(t, err)
	require.Equal(t, http.StatusCreated, created.StatusCode(), "%s", created.Body)
	require.NotNil(t, created.JSON201)
	assert.Equal(t, "api-client-1", created.JSON201.Swap.Id)
	assert.Equal(t, "1500000000000000000", created.JSON201.DepositInstructions.AmountUnits)

	again, err := c.CreateSwapWithResponse(ctx, body)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, again.StatusCode())
	assert.Equal(t, created.JSON201.DepositInstructions, again.JSON200.DepositInstructions)

	got, err := c.GetSwapWithResponse(ctx, "api-client-1")
	require.NoError(t, err)
	require.NotNil(t, got.JSON200, "%s", got.Body)
	assert.Equal(t, "waiting", string(got.JSON200.Swap.Status))

	list, err := c.ListSwapsWithResponse(ctx, nil)
	require.NoError(t, err)
	require.NotNil(t, list.JSON200, "%s", list.Body)
	require.Len(t, list.JSON200.Items, 1)
	assert.Equal(t, "api-client-1", list.JSON200.Items[0].Id)

	body.AmountUnits = "2"
	conflict, err := c.CreateSwapWithResponse(ctx, body)
	require.NoError(t, err)
	require.NotNil(t, conflict.JSON409, "%s", conflict.Body)
	assert.Equal(t, "amountUnits", *conflict.JSON409.Error.Field)

	read := swapapi.KeyRequestScopeRead
	key, err := c.CreateApiKeyWithResponse(ctx, swapapi.KeyRequest{Scope: &read})
	require.NoError(t, err)
	require.NotNil(t, key.JSON201, "%s", key.Body)
	reader, err := swapapi.New(s.api.URL, *key.JSON201.Key)
	require.NoError(t, err)
	refused, err := reader.CancelSwapWithResponse(ctx, "api-client-1", swapapi.CancelSwapJSONRequestBody{})
	require.NoError(t, err)
	require.NotNil(t, refused.JSON403, "%s", refused.Body)
	assert.Equal(t, "forbidden", string(refused.JSON403.Error.Code))

	cancelled, err := c.CancelSwapWithResponse(ctx, "api-client-1", swapapi.CancelSwapJSONRequestBody{})
	require.NoError(t, err)
	require.NotNil(t, cancelled.JSON200, "%s", cancelled.Body)
	assert.Equal(t, "expired", string(cancelled.JSON200.Swap.Status))
	assert.Equal(t, "cancelled", *cancelled.JSON200.Swap.FailureCode)
}
