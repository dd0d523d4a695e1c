package providers

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"strconv"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func secret(seed string) string {
	return "whsec_" + base64.StdEncoding.EncodeToString([]byte("test-secret-"+seed+"-0123456789abcdef"))
}

// deliver signs body with secret at ts and posts it, as a Standard Webhooks sender would.
func (e *env) deliver(secret, id string, ts time.Time, body []byte) reply {
	e.t.Helper()
	wh, err := standardwebhooks.NewWebhook(secret)
	require.NoError(e.t, err)
	sig, err := wh.Sign(id, ts, body)
	require.NoError(e.t, err)
	req, err := http.NewRequest(http.MethodPost, e.srv.URL+PathWebhooks, bytes.NewReader(body))
	require.NoError(e.t, err)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(standardwebhooks.HeaderWebhookID, id)
	req.Header.Set(standardwebhooks.HeaderWebhookTimestamp, strconv.FormatInt(ts.Unix(), 10))
	req.Header.Set(standardwebhooks.HeaderWebhookSignature, sig)
	resp, err := e.srv.Client().Do(req)
	require.NoError(e.t, err)
	defer resp.Body.Close()
	var buf bytes.Buffer
	_, err = buf.ReadFrom(resp.Body)
	require.NoError(e.t, err)
	return reply{status: resp.StatusCode, header: resp.Header, body: buf.Bytes()}
}

func webhookBody(t *testing.T, swapID string, seq int64, status string) []byte {
	return mustJSON(t, map[string]any{
		"swapId": swapID, "status": status, "revision": 7, "seq": seq,
		"depositRef": "evm:1337:0xc0ffee:1", "amountUnits": "1000", "merchantNote": "extra fields are kept",
	})
}

func (e *env) webhookRows() (deliveries, effects int) {
	return e.countRows(`SELECT count(*) FROM webhook_deliveries`),
		e.countRows(`SELECT count(*) FROM effects WHERE receiver = 'webhook'`)
}

func TestWebhookRecordedOnceAcrossRedeliveries(t *testing.T) {
	e := newEnv(t, Config{WebhookSecrets: []string{secret("current")}})
	body := webhookBody(t, "swap-wh", 3, "success")
	id := "webhook:swap-wh:3"

	statuses := []string{}
	for range 3 {
		r := e.deliver(secret("current"), id, time.Now(), body)
		require.Equal(t, http.StatusOK, r.status, "%s", r.body)
		statuses = append(statuses, r.json(t)["status"].(string))
	}
	assert.Equal(t, []string{WebhookReceived, WebhookDuplicate, WebhookDuplicate}, statuses)

	deliveries, effects := e.webhookRows()
	assert.Equal(t, 1, deliveries)
	assert.Equal(t, 1, effects)
	assert.Equal(t, []EffectCount{{ReceiverWebhook, id, 1}}, e.effectsOf("swap-wh"))

	var (
		seq    int64
		status string
		note   string
	)
	require.NoError(t, e.pool.QueryRow(t.Context(),
		`SELECT seq, status, body->>'merchantNote' FROM webhook_deliveries WHERE webhook_id = $1`, id).
		Scan(&seq, &status, &note))
	assert.Equal(t, int64(3), seq)
	assert.Equal(t, "success", status)
	assert.Equal(t, "extra fields are kept", note)
}

func TestWebhookBadSignatureRecordsNothing(t *testing.T) {
	e := newEnv(t, Config{WebhookSecrets: []string{secret("current")}})
	body := webhookBody(t, "swap-bad-sig", 1, "exchange")

	wrongKey := e.deliver(secret("attacker"), "wh-1", time.Now(), body)
	assert.Equal(t, http.StatusUnauthorized, wrongKey.status, "%s", wrongKey.body)

	// A valid signature over a different body does not cover this one.
	wh, err := standardwebhooks.NewWebhook(secret("current"))
	require.NoError(t, err)
	now := time.Now()
	sig, err := wh.Sign("wh-2", now, body)
	require.NoError(t, err)
	tampered := bytes.Replace(body, []byte(`"1000"`), []byte(`"9000"`), 1)
	req, err := http.NewRequest(http.MethodPost, e.srv.URL+PathWebhooks, bytes.NewReader(tampered))
	require.NoError(t, err)
	req.Header.Set("webhook-id", "wh-2")
	req.Header.Set("webhook-timestamp", strconv.FormatInt(now.Unix(), 10))
	req.Header.Set("webhook-signature", sig)
	resp, err := e.srv.Client().Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusUnauthorized, resp.StatusCode)

	unsigned, err := e.srv.Client().Post(e.srv.URL+PathWebhooks, "application/json", bytes.NewReader(body))
	require.NoError(t, err)
	unsigned.Body.Close()
	assert.Equal(t, http.StatusUnauthorized, unsigned.StatusCode)

	deliveries, effects := e.webhookRows()
	assert.Zero(t, deliveries)
	assert.Zero(t, effects)
}

func TestWebhookSecretRotation(t *testing.T) {
	e := newEnv(t, Config{WebhookSecrets: []string{secret("new"), secret("old")}})

	old := e.deliver(secret("old"), "wh-old", time.Now(), webhookBody(t, "swap-rot", 1, "exchange"))
	assert.Equal(t, http.StatusOK, old.status, "signed with the old secret: %s", old.body)
	fresh := e.deliver(secret("new"), "wh-new", time.Now(), webhookBody(t, "swap-rot", 2, "sending"))
	assert.Equal(t, http.StatusOK, fresh.status, "signed with the new secret: %s", fresh.body)
	retired := e.deliver(secret("retired"), "wh-retired", time.Now(), webhookBody(t, "swap-rot", 3, "success"))
	assert.Equal(t, http.StatusUnauthorized, retired.status)

	assert.Equal(t, []EffectCount{{ReceiverWebhook, "wh-new", 1}, {ReceiverWebhook, "wh-old", 1}},
		e.effectsOf("swap-rot"))
}

func TestWebhookStaleTimestampRejected(t *testing.T) {
	e := newEnv(t, Config{WebhookSecrets: []string{secret("current")}})
	body := webhookBody(t, "swap-old", 1, "exchange")

	stale := e.deliver(secret("current"), "wh-stale", time.Now().Add(-10*time.Minute), body)
	assert.Equal(t, http.StatusUnauthorized, stale.status)
	assert.Contains(t, stale.json(t)["error"], "too old")
	future := e.deliver(secret("current"), "wh-future", time.Now().Add(10*time.Minute), body)
	assert.Equal(t, http.StatusUnauthorized, future.status)

	deliveries, effects := e.webhookRows()
	assert.Zero(t, deliveries)
	assert.Zero(t, effects)
}

func TestWebhookIDReusedWithOtherPayload(t *testing.T) {
	e := newEnv(t, Config{WebhookSecrets: []string{secret("current")}})
	first := e.deliver(secret("current"), "wh-x", time.Now(), webhookBody(t, "swap-x", 1, "exchange"))
	require.Equal(t, http.StatusOK, first.status)

	// Same meaning, other spelling: jsonb compares values, so this is a plain redelivery.
	var m map[string]any
	require.NoError(t, json.Unmarshal(webhookBody(t, "swap-x", 1, "exchange"), &m))
	respelled, err := json.MarshalIndent(m, "", "  ")
	require.NoError(t, err)
	same := e.deliver(secret("current"), "wh-x", time.Now(), respelled)
	assert.Equal(t, http.StatusOK, same.status, "%s", same.body)

	other := e.deliver(secret("current"), "wh-x", time.Now(), webhookBody(t, "swap-x", 2, "sending"))
	assert.Equal(t, http.StatusUnprocessableEntity, other.status)
	assert.Contains(t, other.json(t)["error"], "wh-x")

	deliveries, effects := e.webhookRows()
	assert.Equal(t, 1, deliveries)
	assert.Equal(t, 1, effects)
}

// A later attempt or a redelivery of a webhook-id differs from the first send
// only in attempt and redelivery: the same event, no conflict, one row.
func TestWebhookAttemptAndRedeliveryAreNotAConflict(t *testing.T) {
	e := newEnv(t, Config{WebhookSecrets: []string{secret("current")}})
	send := func(attempt int, redelivery bool) reply {
		var m map[string]any
		require.NoError(t, json.Unmarshal(webhookBody(t, "swap-r", 4, "success"), &m))
		m["attempt"], m["redelivery"] = attempt, redelivery
		return e.deliver(secret("current"), "wh-r", time.Now(), mustJSON(t, m))
	}
	first := send(1, false)
	require.Equal(t, http.StatusOK, first.status, "%s", first.body)
	for _, r := range []reply{send(2, false), send(1, true)} {
		assert.Equal(t, http.StatusOK, r.status, "%s", r.body)
		assert.Equal(t, WebhookDuplicate, r.json(t)["status"])
	}
	deliveries, effects := e.webhookRows()
	assert.Equal(t, 1, deliveries)
	assert.Equal(t, 1, effects)
}

func TestWebhookPayloadValidatedAfterSignature(t *testing.T) {
	e := newEnv(t, Config{WebhookSecrets: []string{secret("current")}})
	for name, body := range map[string]string{
		"no swapId":     `{"status":"success","seq":1}`,
		"seq as string": `{"swapId":"swap-v","seq":"1"}`,
		"not an object": `[1]`,
		"malformed":     `{"swapId":`,
	} {
		r := e.deliver(secret("current"), "wh-"+name, time.Now(), []byte(body))
		assert.Equal(t, http.StatusBadRequest, r.status, "%s: %s", name, r.body)
	}
	deliveries, effects := e.webhookRows()
	assert.Zero(t, deliveries)
	assert.Zero(t, effects)

	noSecrets := newEnv(t, Config{})
	r := noSecrets.deliver(secret("current"), "wh-1", time.Now(), webhookBody(t, "swap-v", 1, "x"))
	assert.Equal(t, http.StatusUnauthorized, r.status, "no secret configured: fail closed")
}
