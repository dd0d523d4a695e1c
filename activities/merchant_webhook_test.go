package activities

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/webhook"
)

// A merchant's webhook goes to the merchant's URL, signed with the merchant's
// secrets only (not the worker's), both read from Postgres at the send; the
// body carries the send's attempt and redelivery flag, and the event is kept
// for a redelivery. What is missing is named, never a secret.
func TestNotifyWebhookOfAMerchant(t *testing.T) {
	ctx := context.Background()
	pool, err := store.Open(ctx, testenv.MigratedPostgresURL(t))
	require.NoError(t, err)
	defer pool.Close()
	_, err = pool.Exec(ctx, `INSERT INTO merchants (id, name) VALUES ('mer_act', 'shop')`)
	require.NoError(t, err)
	m := &store.Merchants{DB: pool}
	workerSigner, err := standardwebhooks.NewWebhook(newSecret(t))
	require.NoError(t, err)
	a := &Activities{Signers: []*standardwebhooks.Webhook{workerSigner}, WebhookPolicy: local, Merchants: m}
	req := webhookReq("")
	req.MerchantID, req.Attempt = "mer_act", 3

	// No URL: final (the workflow skips the event), named, and the event
	// kept for a redelivery once there is one. No secret: retried, named.
	err = a.NotifyWebhook(ctx, req)
	appErr := requireFinal(t, err, ErrMerchantNoEndpoint)
	assert.Contains(t, appErr.Error(), "set-webhook")
	_, err = m.Event(ctx, "swap-42", req.Key)
	require.NoError(t, err, "the skipped event is kept")
	srv, seen := receiver(t, http.StatusOK, "")
	require.NoError(t, m.SetWebhookURL(ctx, "mer_act", srv.URL+"/merchant"))
	appErr = requireRetryableType(t, a.NotifyWebhook(ctx, req), ErrMerchantWebhook)
	assert.Contains(t, appErr.Error(), "rotate-secret")

	secret := newSecret(t)
	require.NoError(t, m.AddSecret(ctx, "mer_act", secret, 0))
	require.NoError(t, a.NotifyWebhook(ctx, req))
	got := next(t, seen)
	assert.Equal(t, "/merchant", got.path)
	require.NoError(t, webhook.VerifyAny(mustSigners(t, secret), got.body, got.header))
	assert.Error(t, workerSigner.Verify(got.body, got.header), "the worker's WEBHOOK_SECRETS do not sign a merchant's webhook")
	var body map[string]any
	require.NoError(t, json.Unmarshal(got.body, &body))
	assert.Equal(t, float64(3), body["attempt"])
	assert.Equal(t, false, body["redelivery"])

	// The swap's own URL, when it has one, wins; the merchant's secret signs.
	own, ownSeen := receiver(t, http.StatusOK, "")
	req.URL = own.URL + "/own"
	require.NoError(t, a.NotifyWebhook(ctx, req))
	got = next(t, ownSeen)
	require.NoError(t, webhook.VerifyAny(mustSigners(t, secret), got.body, got.header))

	// The event was kept as first sent, without the send's own fields.
	ev, err := m.Event(ctx, "swap-42", req.Key)
	require.NoError(t, err)
	assert.Equal(t, "mer_act", ev.MerchantID)
	assert.NotContains(t, string(ev.Payload), `"attempt"`)

	// An unknown merchant is final; a worker without a database cannot send.
	req.MerchantID = "mer_gone"
	requireFinal(t, a.NotifyWebhook(ctx, req), ErrBadRequest)
	req.MerchantID = "mer_act"
	err = (&Activities{Signers: a.Signers, WebhookPolicy: local}).NotifyWebhook(ctx, req)
	requireFinal(t, err, ErrBadRequest)

	// A damaged secret is named by position, never quoted.
	_, err = pool.Exec(ctx, `UPDATE merchant_webhook_secrets SET secret = 'plain:whsec_c2hvcnQ=' WHERE merchant_id = 'mer_act'`)
	require.NoError(t, err)
	err = a.NotifyWebhook(ctx, req)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "merchant mer_act secret #1")
	assert.False(t, strings.Contains(err.Error(), "c2hvcnQ"), err.Error())
}

func mustSigners(t *testing.T, secrets ...string) []*standardwebhooks.Webhook {
	t.Helper()
	s, err := webhook.ParseSecrets("test", secrets)
	require.NoError(t, err)
	return s
}
