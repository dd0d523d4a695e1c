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

// withoutSealingKey clears every setting SecretBoxFromEnv reads.
func withoutSealingKey(t *testing.T) {
	for _, name := range []string{store.MerchantSecretsKeyEnv, store.MerchantSecretsKeyEnv + "_FILE", store.MerchantSecretsPlainEnv} {
		t.Setenv(name, "")
	}
}

// Issue 26 item 4: secrets fail closed. Without a sealing key nothing that
// stores merchants' secrets starts, and the error names the setting; only a
// dev stack (MERCHANT_SECRETS_INSECURE_PLAIN=1) stores them in plain text.
func TestWithoutASealingKeySecretsFailClosed(t *testing.T) {
	withoutSealingKey(t)
	box, err := store.SecretBoxFromEnv()
	require.ErrorIs(t, err, store.ErrNoSealingKey)
	assert.Nil(t, box)
	assert.Contains(t, err.Error(), "MERCHANT_SECRETS_KEY is not set")
	assert.Contains(t, err.Error(), "MERCHANT_SECRETS_INSECURE_PLAIN=1 on a dev stack only")

	t.Setenv(store.MerchantSecretsPlainEnv, "true") // only "1" says it
	_, err = store.SecretBoxFromEnv()
	require.ErrorIs(t, err, store.ErrNoSealingKey)
	t.Setenv(store.MerchantSecretsPlainEnv, "1")
	box, err = store.SecretBoxFromEnv()
	require.NoError(t, err)
	assert.Nil(t, box, "a dev stack stores plain text")

	t.Setenv(store.MerchantSecretsKeyEnv, "bm90LWEta2V5")
	_, err = store.SecretBoxFromEnv()
	require.ErrorContains(t, err, "MERCHANT_SECRETS_KEY: decodes to 9 bytes")
	assert.NotContains(t, err.Error(), "bm90LWEta2V5", "never the key")
}

// A secret stored in plain text (by a dev stack, or before sealing failed
// closed) is sealed by `starter migrate up` once a key is set; without a key
// the migration refuses, naming the setting, unless this is a dev stack.
func TestMigrateUpSealsPlainSecrets(t *testing.T) {
	ctx := context.Background()
	url := testenv.MigratedPostgresURL(t)
	pool, err := store.Open(ctx, url)
	require.NoError(t, err)
	defer pool.Close()
	_, err = pool.Exec(ctx, `INSERT INTO merchants (id, name) VALUES ('mer_plain', 'p')`)
	require.NoError(t, err)
	const secret = "whsec_cGxhaW4tcGxhaW4tcGxhaW4tcGxhaW4tcGxhaW4t"
	require.NoError(t, (&store.Merchants{DB: pool}).AddSecret(ctx, "mer_plain", secret, 0))
	stored := func() string {
		var s string
		require.NoError(t, pool.QueryRow(ctx, `SELECT secret FROM merchant_webhook_secrets WHERE merchant_id = 'mer_plain'`).Scan(&s))
		return s
	}
	require.Equal(t, "plain:"+secret, stored())

	withoutSealingKey(t)
	_, err = store.MigrateUp(ctx, url, 0)
	require.ErrorContains(t, err, "1 merchant webhook secrets are stored in plain text")
	require.ErrorContains(t, err, "MERCHANT_SECRETS_KEY is not set")
	assert.NotContains(t, err.Error(), secret)

	t.Setenv(store.MerchantSecretsPlainEnv, "1")
	_, err = store.MigrateUp(ctx, url, 0)
	require.NoError(t, err, "a dev stack keeps them until a key is set")
	require.Equal(t, "plain:"+secret, stored())

	key := newKey(t)
	t.Setenv(store.MerchantSecretsKeyEnv, key)
	_, err = store.MigrateUp(ctx, url, 0)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(stored(), "enc:v1:"), stored())
	box, err := store.NewSecretBox(key)
	require.NoError(t, err)
	got, err := (&store.Merchants{DB: pool, Box: box}).Webhook(ctx, "mer_plain")
	require.NoError(t, err)
	assert.Equal(t, []string{secret}, got.Secrets)
}

// A key rotation: Reseal moves every secret — plain, under the previous key,
// under the current one — to the current key, in one transaction; a secret
// that opens with neither key stops it with nothing changed.
func TestResealMovesEverySecretToTheCurrentKey(t *testing.T) {
	ctx := context.Background()
	pool, err := store.Open(ctx, testenv.MigratedPostgresURL(t))
	require.NoError(t, err)
	defer pool.Close()
	_, err = pool.Exec(ctx, `INSERT INTO merchants (id, name) VALUES ('mer_r1', 'a'), ('mer_r2', 'b'), ('mer_r3', 'c'), ('mer_r4', 'd')`)
	require.NoError(t, err)
	oldBox, err := store.NewSecretBox(newKey(t))
	require.NoError(t, err)
	newBox, err := store.NewSecretBox(newKey(t))
	require.NoError(t, err)
	secrets := map[string]string{"mer_r1": "whsec_b25l", "mer_r2": "whsec_dHdv", "mer_r3": "whsec_dGhyZWU="}
	require.NoError(t, (&store.Merchants{DB: pool}).AddSecret(ctx, "mer_r1", secrets["mer_r1"], 0))
	require.NoError(t, (&store.Merchants{DB: pool, Box: oldBox}).AddSecret(ctx, "mer_r2", secrets["mer_r2"], 0))
	require.NoError(t, (&store.Merchants{DB: pool, Box: newBox}).AddSecret(ctx, "mer_r3", secrets["mer_r3"], 0))

	lost, err := store.NewSecretBox(newKey(t))
	require.NoError(t, err)
	require.NoError(t, (&store.Merchants{DB: pool, Box: lost}).AddSecret(ctx, "mer_r4", "whsec_Zm91cg==", 0))
	m := &store.Merchants{DB: pool, Box: newBox}
	_, err = m.Reseal(ctx, oldBox)
	require.ErrorContains(t, err, "opens with neither MERCHANT_SECRETS_KEY nor MERCHANT_SECRETS_KEY_PREVIOUS: nothing was resealed")
	var plain int
	require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM merchant_webhook_secrets WHERE secret LIKE 'plain:%'`).Scan(&plain))
	assert.Equal(t, 1, plain, "nothing changed")

	_, err = pool.Exec(ctx, `DELETE FROM merchant_webhook_secrets WHERE merchant_id = 'mer_r4'`)
	require.NoError(t, err)
	_, err = m.Reseal(ctx, nil)
	require.ErrorContains(t, err, "MERCHANT_SECRETS_KEY_PREVIOUS", "a secret under another key names the setting that opens it")
	r, err := m.Reseal(ctx, oldBox)
	require.NoError(t, err)
	assert.Equal(t, store.ResealReport{Plain: 1, Previous: 1, Current: 1}, r)
	for id, want := range secrets {
		got, err := m.Webhook(ctx, id)
		require.NoError(t, err)
		assert.Equal(t, []string{want}, got.Secrets, id)
	}
	_, err = (&store.Merchants{DB: pool, Box: oldBox}).Webhook(ctx, "mer_r2")
	require.Error(t, err, "the old key opens nothing any more")
}

// Issue 26 item 4: sealing through a key management service
// (gocloud.dev/secrets; base64key:// here, the cloud schemes in the
// binaries). A sealed secret opens only for its merchant, a rotation from a
// local key to the keeper reseals everything, and no error quotes the
// keeper's URL (it may carry a key or a token).
func TestMerchantSecretsSealedThroughAKeeper(t *testing.T) {
	ctx := context.Background()
	pool, err := store.Open(ctx, testenv.MigratedPostgresURL(t))
	require.NoError(t, err)
	defer pool.Close()
	_, err = pool.Exec(ctx, `INSERT INTO merchants (id, name) VALUES ('mer_k1', 'a'), ('mer_k2', 'b')`)
	require.NoError(t, err)
	oldBox, err := store.NewSecretBox(newKey(t))
	require.NoError(t, err)
	require.NoError(t, (&store.Merchants{DB: pool, Box: oldBox}).AddSecret(ctx, "mer_k1", "whsec_b2xk", 0))

	keeperURL := "base64key://" + strings.NewReplacer("+", "-", "/", "_").Replace(newKey(t))
	withoutSealingKey(t)
	t.Setenv(store.MerchantSecretsKeeperEnv, keeperURL)
	box, err := store.SecretBoxFromEnv()
	require.NoError(t, err)
	m := &store.Merchants{DB: pool, Box: box}
	r, err := m.Reseal(ctx, oldBox)
	require.NoError(t, err)
	assert.Equal(t, store.ResealReport{Previous: 1}, r)
	require.NoError(t, m.AddSecret(ctx, "mer_k2", "whsec_bmV3", 0))
	var stored string
	require.NoError(t, pool.QueryRow(ctx, `SELECT secret FROM merchant_webhook_secrets WHERE merchant_id = 'mer_k2'`).Scan(&stored))
	assert.True(t, strings.HasPrefix(stored, "kms:v1:"), stored)
	for id, want := range map[string]string{"mer_k1": "whsec_b2xk", "mer_k2": "whsec_bmV3"} {
		got, err := m.Webhook(ctx, id)
		require.NoError(t, err)
		assert.Equal(t, []string{want}, got.Secrets)
	}
	// Copied to another merchant's row, it does not open.
	_, err = pool.Exec(ctx, `INSERT INTO merchant_webhook_secrets (id, merchant_id, secret) VALUES ('whs_kcopy', 'mer_k1', $1)`, stored)
	require.NoError(t, err)
	_, err = m.Webhook(ctx, "mer_k1")
	require.ErrorContains(t, err, "belongs to another merchant")

	// Both a key and a keeper: refused, naming both settings.
	t.Setenv(store.MerchantSecretsKeyEnv, newKey(t))
	_, err = store.SecretBoxFromEnv()
	require.ErrorContains(t, err, "MERCHANT_SECRETS_KEEPER and MERCHANT_SECRETS_KEY: give one")
	// A keeper that does not open: named by its scheme, never its URL.
	t.Setenv(store.MerchantSecretsKeyEnv, "")
	t.Setenv(store.MerchantSecretsKeeperEnv, "nosuchkms://token-s3cr3t@kms.internal/key")
	_, err = store.SecretBoxFromEnv()
	require.ErrorContains(t, err, `MERCHANT_SECRETS_KEEPER: cannot open a keeper of scheme "nosuchkms"`)
	assert.NotContains(t, err.Error(), "s3cr3t")
}
