package store_test

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
)

func newKey(t *testing.T) string {
	t.Helper()
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	return base64.StdEncoding.EncodeToString(b)
}

// A merchant's secrets are sealed at rest under MERCHANT_SECRETS_KEY: the
// database never holds one in clear, another key cannot open them (and says
// which setting), and a sealed secret copied to another merchant's row does
// not open either.
func TestMerchantSecretsAreEncryptedAtRest(t *testing.T) {
	ctx := context.Background()
	pool, err := store.Open(ctx, testenv.MigratedPostgresURL(t))
	require.NoError(t, err)
	defer pool.Close()
	_, err = pool.Exec(ctx, `INSERT INTO merchants (id, name) VALUES ('mer_enc_a', 'a'), ('mer_enc_b', 'b')`)
	require.NoError(t, err)
	box, err := store.NewSecretBox(newKey(t))
	require.NoError(t, err)
	m := &store.Merchants{DB: pool, Box: box}
	const secret = "whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXNl"
	require.NoError(t, m.AddSecret(ctx, "mer_enc_a", secret, 0))

	var stored string
	require.NoError(t, pool.QueryRow(ctx, `SELECT secret FROM merchant_webhook_secrets WHERE merchant_id = 'mer_enc_a'`).Scan(&stored))
	assert.True(t, strings.HasPrefix(stored, "enc:v1:"), stored)
	assert.NotContains(t, stored, strings.TrimPrefix(secret, "whsec_"))
	got, err := m.Webhook(ctx, "mer_enc_a")
	require.NoError(t, err)
	assert.Equal(t, []string{secret}, got.Secrets)

	other, err := store.NewSecretBox(newKey(t))
	require.NoError(t, err)
	_, err = (&store.Merchants{DB: pool, Box: other}).Webhook(ctx, "mer_enc_a")
	require.ErrorContains(t, err, "MERCHANT_SECRETS_KEY")
	assert.NotContains(t, err.Error(), secret)
	_, err = (&store.Merchants{DB: pool}).Webhook(ctx, "mer_enc_a")
	require.ErrorContains(t, err, "MERCHANT_SECRETS_KEY is not set")

	_, err = pool.Exec(ctx, `INSERT INTO merchant_webhook_secrets (id, merchant_id, secret) VALUES ('whs_copy', 'mer_enc_b', $1)`, stored)
	require.NoError(t, err)
	_, err = m.Webhook(ctx, "mer_enc_b")
	require.Error(t, err, "a secret moved to another merchant's row opened")

	for _, bad := range []string{"not base64!", base64.StdEncoding.EncodeToString(make([]byte, 16))} {
		_, err := store.NewSecretBox(bad)
		require.ErrorContains(t, err, "MERCHANT_SECRETS_KEY")
	}
}

// A rotation keeps the old secret signing through its grace window (newest
// first), a rotation without grace expires every older one, and an unknown
// merchant is named.
func TestMerchantSecretRotation(t *testing.T) {
	ctx := context.Background()
	pool, err := store.Open(ctx, testenv.MigratedPostgresURL(t))
	require.NoError(t, err)
	defer pool.Close()
	_, err = pool.Exec(ctx, `INSERT INTO merchants (id, name) VALUES ('mer_rot', 'r')`)
	require.NoError(t, err)
	m := &store.Merchants{DB: pool} // plain text: a dev stack without a key
	require.NoError(t, m.AddSecret(ctx, "mer_rot", "whsec_one", 0))
	require.NoError(t, m.SetWebhookURL(ctx, "mer_rot", "https://shop.example/hooks"))
	require.NoError(t, m.AddSecret(ctx, "mer_rot", "whsec_two", time.Hour))
	got, err := m.Webhook(ctx, "mer_rot")
	require.NoError(t, err)
	assert.Equal(t, "https://shop.example/hooks", got.URL)
	assert.Equal(t, []string{"whsec_two", "whsec_one"}, got.Secrets, "both sign in the grace window, newest first")

	// A second rotation never lengthens the first one's window.
	require.NoError(t, m.AddSecret(ctx, "mer_rot", "whsec_three", 48*time.Hour))
	var oneExpires time.Time
	require.NoError(t, pool.QueryRow(ctx, `SELECT expires_at FROM merchant_webhook_secrets WHERE merchant_id = 'mer_rot' AND secret = 'plain:whsec_one'`).Scan(&oneExpires))
	assert.WithinDuration(t, time.Now().Add(time.Hour), oneExpires, time.Minute)

	require.NoError(t, m.AddSecret(ctx, "mer_rot", "whsec_four", 0))
	got, err = m.Webhook(ctx, "mer_rot")
	require.NoError(t, err)
	assert.Equal(t, []string{"whsec_four"}, got.Secrets, "no grace: the older secrets expired")

	require.ErrorIs(t, m.AddSecret(ctx, "mer_nobody", "whsec_x", 0), store.ErrNoMerchant)
	require.ErrorIs(t, m.SetWebhookURL(ctx, "mer_nobody", "https://x.example"), store.ErrNoMerchant)
	_, err = m.Webhook(ctx, "mer_nobody")
	require.ErrorIs(t, err, store.ErrNoMerchant)
	require.ErrorContains(t, m.AddSecret(ctx, "mer_rot", "whsec_x", -time.Second), "grace")
}

// An event keeps its first payload; a later send of the same webhook-id
// changes nothing, and an event is found only under its own swap.
func TestWebhookEventsKeepTheirFirstPayload(t *testing.T) {
	ctx := context.Background()
	pool, err := store.Open(ctx, testenv.MigratedPostgresURL(t))
	require.NoError(t, err)
	defer pool.Close()
	m := &store.Merchants{DB: pool}
	first := store.WebhookEvent{WebhookID: "webhook:ev-1:2", SwapID: "ev-1", URL: "https://a.example", Payload: json.RawMessage(`{"n":1}`)}
	require.NoError(t, m.RecordEvent(ctx, first))
	later := first
	later.Payload = json.RawMessage(`{"n":2}`)
	require.NoError(t, m.RecordEvent(ctx, later))
	got, err := m.Event(ctx, "ev-1", "webhook:ev-1:2")
	require.NoError(t, err)
	assert.JSONEq(t, `{"n":1}`, string(got.Payload))
	assert.Equal(t, "https://a.example", got.URL)
	assert.Empty(t, got.MerchantID)
	_, err = m.Event(ctx, "ev-2", "webhook:ev-1:2")
	require.ErrorIs(t, err, store.ErrNoEvent)
}
