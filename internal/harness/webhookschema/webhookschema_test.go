package webhookschema

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/webhook"
)

func load(t *testing.T) *Schema {
	t.Helper()
	s, err := Load(Path(false))
	require.NoError(t, err)
	return s
}

func read(t *testing.T, baseline bool) []byte {
	t.Helper()
	raw, err := os.ReadFile(Path(baseline))
	require.NoError(t, err)
	return raw
}

// payload is a request as the workflow queues it, encoded as the webhook
// activity sends it (activities.EncodeWebhook).
func payload(t *testing.T, typ, status string, edit func(*activities.WebhookRequest)) []byte {
	t.Helper()
	req := activities.WebhookRequest{Key: "webhook:s-1:3", MerchantID: "mer_x", Attempt: 1, Payload: activities.WebhookPayload{
		Type: typ, SwapID: "s-1", Status: status, Revision: 3, Seq: 3, DepositRef: "evm:1337:0xabc:1",
		AmountUnits: "1500000000000000000", Asset: "ETH", OccurredAt: time.Date(2026, 12, 1, 10, 0, 0, 123, time.UTC),
	}}
	if edit != nil {
		edit(&req)
	}
	body, err := activities.EncodeWebhook(req)
	require.NoError(t, err)
	return body
}

// Every event type the workflow sends, as the activity encodes it, matches
// the schema; so does swap.status_changed, the type of a status no other
// type names.
func TestEveryEventTypeMatchesTheSchema(t *testing.T) {
	s := load(t)
	for _, status := range []string{"waiting", "deposit", "exchange", "sending", "success", "overdue", "held", "refunding", "refunded", "failed", "expired"} {
		typ := webhook.EventType(status)
		require.NotEqual(t, webhook.TypeStatusChanged, typ, status)
		body := payload(t, typ, status, func(r *activities.WebhookRequest) {
			switch status {
			case "success":
				r.Payload.Payout = &activities.WebhookPayout{Asset: "USDC", AmountUnits: "2500000", TxHash: "0x" + strings.Repeat("ab", 32)}
				expires := time.Date(2026, 12, 1, 10, 10, 0, 0, time.UTC)
				r.Payload.Quote = &activities.WebhookQuote{ID: "qt_1", Kind: "fixed", PayoutAsset: "USDC", ExpectedOutUnits: "2500000",
					MinOutUnits: "2475000", MaxOutUnits: "2525000", ExpiresAt: &expires}
			case "held":
				r.Payload.HoldCode, r.Payload.HoldReason = "effect-failed", "held for review: a step's outcome is unknown"
			}
		})
		assert.NoError(t, s.Validate(body), "%s: %s", typ, body)
	}
	legacy := payload(t, webhook.TypeStatusChanged, "exchange", func(r *activities.WebhookRequest) { r.Attempt, r.MerchantID = 0, "" })
	assert.NoError(t, s.Validate(legacy), "%s", legacy)
	redelivered := payload(t, webhook.TypeSwapCompleted, "success", func(r *activities.WebhookRequest) {
		r.Redelivery = true
		r.Payload.Payout = &activities.WebhookPayout{Asset: "USDC", AmountUnits: "2500000", Reference: "payout-77"}
	})
	assert.NoError(t, s.Validate(redelivered), "%s", redelivered)
}

// The schema is not a rubber stamp: payloads that break it are refused.
func TestTheSchemaRefusesBrokenPayloads(t *testing.T) {
	s := load(t)
	for name, body := range map[string][]byte{
		"completed without payout": payload(t, webhook.TypeSwapCompleted, "success", nil),
		"type and status disagree": payload(t, webhook.TypeSwapCompleted, "refunded", nil),
		"unknown type":             payload(t, "swap.teleported", "success", nil),
		"typed event, no attempt":  payload(t, webhook.TypeDepositDetected, "deposit", func(r *activities.WebhookRequest) { r.Attempt = 0 }),
		"amount not in base units": payload(t, webhook.TypeDepositDetected, "deposit", func(r *activities.WebhookRequest) { r.Payload.AmountUnits = "1.5" }),
		"payout hash not a tx hash": payload(t, webhook.TypeSwapCompleted, "success", func(r *activities.WebhookRequest) {
			r.Payload.Payout = &activities.WebhookPayout{AmountUnits: "1", TxHash: "0x12"}
		}),
		"no swapId":             []byte(`{"type":"deposit.detected","status":"deposit","revision":1,"seq":1,"amountUnits":"1","asset":"ETH","occurredAt":"2026-12-01T10:00:00Z","redelivery":false,"attempt":1}`),
		"occurredAt not a date": []byte(`{"type":"deposit.detected","swapId":"s","status":"deposit","revision":1,"seq":1,"amountUnits":"1","asset":"ETH","occurredAt":"yesterday","redelivery":false,"attempt":1}`),
	} {
		assert.Error(t, s.Validate(body), "%s: %s", name, body)
	}
}

// Payloads only ever gain fields: the schema must keep every field of its
// committed baseline, with the same type. To add a field, add it to both
// (the baseline is the contract receivers were promised).
func TestTheSchemaIsCompatibleWithItsBaseline(t *testing.T) {
	problems, err := Incompatible(read(t, true), read(t, false))
	require.NoError(t, err)
	assert.Empty(t, problems, "docs/schemas/webhook.schema.json breaks docs/schemas/baseline: payloads may only gain fields")
}

// The compatibility check catches a removed, retyped or no longer required
// field, a removed event type, and lets an added field through.
func TestTheCompatibilityCheckCatchesBreakingChanges(t *testing.T) {
	base := read(t, true)
	mutate := func(f func(defs map[string]any)) []byte {
		var doc map[string]any
		require.NoError(t, json.Unmarshal(base, &doc))
		f(doc["$defs"].(map[string]any))
		out, err := json.Marshal(doc)
		require.NoError(t, err)
		return out
	}
	props := func(defs map[string]any, def string) map[string]any {
		return defs[def].(map[string]any)["properties"].(map[string]any)
	}
	for name, tc := range map[string]struct {
		doc  []byte
		want string
	}{
		"removed field":      {mutate(func(d map[string]any) { delete(props(d, "base"), "asset") }), "property asset removed"},
		"retyped field":      {mutate(func(d map[string]any) { props(d, "base")["revision"].(map[string]any)["type"] = "string" }), "revision: type was integer, is string"},
		"removed payout leg": {mutate(func(d map[string]any) { delete(props(d, "payout"), "txHash") }), "property txHash removed"},
		"no longer required": {mutate(func(d map[string]any) { d["swap.completed"].(map[string]any)["required"] = []any{"attempt"} }), "payout is no longer required"},
		"removed event":      {mutate(func(d map[string]any) { delete(d, "swap.refunded") }), "$defs/swap.refunded: removed"},
		"removed status":     {mutate(func(d map[string]any) { props(d, "base")["status"].(map[string]any)["enum"] = []any{"waiting"} }), `value "expired" removed`},
	} {
		problems, err := Incompatible(base, tc.doc)
		require.NoError(t, err)
		assert.Contains(t, strings.Join(problems, "\n"), tc.want, name)
	}
	added := mutate(func(d map[string]any) { props(d, "base")["newField"] = map[string]any{"type": "string"} })
	problems, err := Incompatible(base, added)
	require.NoError(t, err)
	assert.Empty(t, problems, "an added field is compatible")
}
