package providers

import (
	"bytes"
	"io"
	"net/http"
	"strconv"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/webhook"
)

// rawCall sends a money call with headers set by sign (nil: unsigned).
func (e *env) rawCall(path, key string, body []byte, sign func(h http.Header)) reply {
	e.t.Helper()
	req, err := http.NewRequest(http.MethodPost, e.srv.URL+path, bytes.NewReader(body))
	require.NoError(e.t, err)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(HeaderIdempotencyKey, key)
	if sign != nil {
		sign(req.Header)
	}
	resp, err := e.srv.Client().Do(req)
	require.NoError(e.t, err)
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	require.NoError(e.t, err)
	return reply{status: resp.StatusCode, header: resp.Header, body: b}
}

func signWith(t *testing.T, secret, id string, ts time.Time, body []byte) func(http.Header) {
	return func(h http.Header) {
		signers, err := webhook.ParseSecrets("secret", []string{secret})
		require.NoError(t, err)
		require.NoError(t, webhook.Sign(h, signers, id, ts, body))
	}
}

// Only the worker, holding the receiver's own secret, can make a receiver
// act: an unsigned call, a forged one, another receiver's secret, a stale
// timestamp, or a signed body replayed under another key are each refused
// with 401 naming the header, and leave no key and no effect behind.
func TestMoneyCallsMustBeSignedByTheirReceiversSecret(t *testing.T) {
	e := newEnv(t, Config{})
	const other = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" // a secret no receiver holds
	for _, tc := range moneyCases("swap-auth") {
		t.Run(tc.name, func(t *testing.T) {
			body := mustJSON(t, tc.body)
			key := tc.name + ":swap-auth"
			own, wrongReceiver := testPayoutSecret, testExchangeSecret
			if tc.path == PathExchanges {
				own, wrongReceiver = testExchangeSecret, testPayoutSecret
			}
			refused := map[string]struct {
				sign  func(http.Header)
				field string
			}{
				"unsigned":                 {nil, "webhook-signature"},
				"unknown secret":           {signWith(t, other, key, time.Now(), body), "webhook-signature"},
				"the other receiver's key": {signWith(t, wrongReceiver, key, time.Now(), body), "webhook-signature"},
				"stale timestamp":          {signWith(t, own, key, time.Now().Add(-10*time.Minute), body), "webhook-timestamp"},
				"signed under another key": {signWith(t, own, key+"-elsewhere", time.Now(), body), "webhook-id"},
				"body changed after signing": {func(h http.Header) {
					signWith(t, own, key, time.Now(), append([]byte(" "), body...))(h)
				}, "webhook-signature"},
				"garbled signature": {func(h http.Header) {
					h.Set(standardwebhooks.HeaderWebhookID, key)
					h.Set(standardwebhooks.HeaderWebhookTimestamp, strconv.FormatInt(time.Now().Unix(), 10))
					h.Set(standardwebhooks.HeaderWebhookSignature, "v1,!!!")
				}, "webhook-signature"},
			}
			for name, c := range refused {
				r := e.rawCall(tc.path, key, body, c.sign)
				require.Equal(t, http.StatusUnauthorized, r.status, "%s: %s", name, r.body)
				assert.Equal(t, c.field, r.json(t)["field"], name)
				assert.NotContains(t, string(r.body), "whsec_", name)
			}
			assert.Zero(t, e.countRows(`SELECT count(*) FROM idempotency_keys WHERE idem_key = $1`, key), "a refused call claims no key")

			// The worker's call, signed during a rotation by the new and an
			// old secret, goes through.
			r := e.rawCall(tc.path, key, body, func(h http.Header) {
				signers, err := webhook.ParseSecrets("secrets", []string{other, own})
				require.NoError(t, err)
				require.NoError(t, webhook.Sign(h, signers, key, time.Now(), body))
			})
			require.Equal(t, http.StatusOK, r.status, "%s", r.body)
		})
	}
	var effects int
	for _, c := range e.effectsOf("swap-auth") {
		effects += c.Count
	}
	assert.Equal(t, 3, effects, "one effect per accepted call, none for the refused ones")
}

// A receiver configured without secrets acts on nothing.
func TestAReceiverWithoutSecretsRefusesEveryCall(t *testing.T) {
	e := newEnv(t, Config{ExchangeSecrets: []string{}, PayoutSecrets: []string{}})
	for _, tc := range moneyCases("swap-nosecret") {
		body := mustJSON(t, tc.body)
		r := e.rawCall(tc.path, "k:"+tc.name, body, signWith(t, testPayoutSecret, "k:"+tc.name, time.Now(), body))
		require.Equal(t, http.StatusUnauthorized, r.status, "%s: %s", tc.name, r.body)
	}
	assert.Empty(t, e.effectsOf("swap-nosecret"))
}

func TestReceiverSecretsAreValidatedWithoutQuotingThem(t *testing.T) {
	err := Config{PayoutSecrets: []string{"whsec_dG9vc2hvcnQ="}}.Validate()
	require.ErrorContains(t, err, "payout secret #1")
	assert.NotContains(t, err.Error(), "dG9vc2hvcnQ")
	require.ErrorContains(t, Config{ExchangeSecrets: []string{"nope"}}.Validate(), "exchange secret #1: must start with whsec_")
}
