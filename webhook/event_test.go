package webhook_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/webhook"
)

// Issue 29: merchants decode the body the worker sends into the typed
// Event — every member, the payout and the quote — and a body that is no
// event is refused naming what is missing; members added later are
// ignored, not refused.
func TestParseEventReadsWhatTheWorkerSends(t *testing.T) {
	expires := time.Date(2026, 12, 4, 23, 0, 0, 0, time.UTC)
	sent := activities.WebhookRequest{Key: "webhook:order-7:4", Attempt: 2, Payload: webhook.Event{
		Type: webhook.TypeSwapCompleted, SwapID: "order-7", Status: "success", Revision: 4, Seq: 4, DepositRef: "evm:1:0xv:1",
		AmountUnits: "1500000000000000000", Asset: "ETH", OccurredAt: time.Date(2026, 12, 4, 22, 0, 0, 0, time.UTC),
		Payout: &webhook.EventPayout{Asset: "USDC", AmountUnits: "4500000000", Reference: "po_1"},
		Quote:  &webhook.EventQuote{ID: "qt_1", Kind: "fixed", PayoutAsset: "USDC", ExpectedOutUnits: "4500000000", MinOutUnits: "4455000000", MaxOutUnits: "4545000000", ExpiresAt: &expires},
	}}
	body, err := activities.EncodeWebhook(sent)
	require.NoError(t, err)
	got, err := webhook.ParseEvent(body)
	require.NoError(t, err)
	want := sent.Payload
	want.Attempt = 2
	assert.Equal(t, want, got)

	_, err = webhook.ParseEvent([]byte(`{"type":"swap.completed","swapId":"x","status":"success","revision":1,"later":"a new member"}`))
	assert.NoError(t, err, "a member added later is ignored")
	for body, missing := range map[string]string{
		`{"swapId":"x","status":"success","revision":1}`:            "type",
		`{"type":"swap.completed","status":"success","revision":1}`: "swapId",
		`{"type":"swap.completed","swapId":"x","revision":1}`:       "status",
		`{"type":"swap.completed","swapId":"x","status":"success"}`: "revision",
		`[1,2]`: "webhook event",
	} {
		_, err := webhook.ParseEvent([]byte(body))
		require.Error(t, err, body)
		assert.Contains(t, err.Error(), missing)
	}
}
