package receiver

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/webhook"
)

func signers(t *testing.T, secrets ...string) webhookSigners {
	t.Helper()
	s, err := webhook.ParseSecrets("test", secrets)
	require.NoError(t, err)
	return s
}

type webhookSigners = []*standardwebhooks.Webhook

func TestAuthenticate(t *testing.T) {
	own, old, other := webhook.NewSecret(), webhook.NewSecret(), webhook.NewSecret()
	now := time.Unix(1_800_000_000, 0)
	// The receiver holds the new and the old secret during a rotation.
	v, err := webhook.NewVerifier("payout secrets", []string{own, old})
	require.NoError(t, err)
	v.Now = func() time.Time { return now }
	var reached int
	h := Authenticate(v)(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		reached++
		w.WriteHeader(http.StatusNoContent)
	}))
	body := []byte(`{"swapId":"s"}`)
	const key = "send-payout:s"
	call := func(key string, body []byte, sign func(h http.Header)) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodPost, "/v1/payouts", strings.NewReader(string(body)))
		if key != "" {
			req.Header.Set(HeaderIdempotencyKey, key)
		}
		if sign != nil {
			sign(req.Header)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	signed := func(secret, id string, ts time.Time, body []byte) func(http.Header) {
		return func(h http.Header) {
			require.NoError(t, webhook.Sign(h, signers(t, secret), id, ts, body))
		}
	}
	refused := []struct {
		name   string
		key    string
		sign   func(http.Header)
		status int
		field  string
	}{
		{"no key", "", signed(own, key, now, body), 400, HeaderIdempotencyKey},
		{"malformed key", "a\x00b", signed(own, "a\x00b", now, body), 400, HeaderIdempotencyKey},
		{"unsigned", key, nil, 401, webhook.HeaderSignature},
		{"another secret", key, signed(other, key, now, body), 401, webhook.HeaderSignature},
		{"signed over another key", key, signed(own, key+"x", now, body), 401, webhook.HeaderID},
		{"six minutes old", key, signed(own, key, now.Add(-6*time.Minute), body), 401, webhook.HeaderTimestamp},
		{"six minutes ahead", key, signed(own, key, now.Add(6*time.Minute), body), 401, webhook.HeaderTimestamp},
		{"body changed", key, signed(own, key, now, []byte(`{"swapId":"t"}`)), 401, webhook.HeaderSignature},
		{"timestamp not a number", key, func(h http.Header) {
			signed(own, key, now, body)(h)
			h.Set(webhook.HeaderTimestamp, "yesterday")
		}, 401, webhook.HeaderTimestamp},
		{"timestamp missing", key, func(h http.Header) {
			signed(own, key, now, body)(h)
			h.Del(webhook.HeaderTimestamp)
		}, 401, webhook.HeaderTimestamp},
		{"garbled signature", key, func(h http.Header) {
			h.Set(webhook.HeaderID, key)
			h.Set(webhook.HeaderTimestamp, strconv.FormatInt(now.Unix(), 10))
			h.Set(webhook.HeaderSignature, "v1,!!!")
		}, 401, webhook.HeaderSignature},
	}
	for _, tc := range refused {
		rec := call(tc.key, body, tc.sign)
		assert.Equal(t, tc.status, rec.Code, "%s: %s", tc.name, rec.Body)
		assert.Contains(t, rec.Body.String(), `"field":"`+tc.field+`"`, tc.name)
		for _, s := range []string{own, old, other} {
			assert.NotContains(t, rec.Body.String(), strings.TrimPrefix(s, "whsec_")[:8], "%s: no secret in the answer", tc.name)
		}
	}
	assert.Zero(t, reached, "no refused call reaches the handler")

	for name, sign := range map[string]func(http.Header){
		"the new secret":           signed(own, key, now, body),
		"the old secret":           signed(old, key, now, body),
		"a sender holding both":    func(h http.Header) { require.NoError(t, webhook.Sign(h, signers(t, other, old), key, now, body)) },
		"four minutes old":         signed(own, key, now.Add(-4*time.Minute), body),
		"exactly five minutes old": signed(own, key, now.Add(-5*time.Minute), body),
	} {
		rec := call(key, body, sign)
		assert.Equal(t, http.StatusNoContent, rec.Code, "%s: %s", name, rec.Body)
	}
	assert.Equal(t, 5, reached)

	// The tolerance is the verifier's to set.
	v.Tolerance = time.Minute
	assert.Equal(t, http.StatusUnauthorized, call(key, body, signed(own, key, now.Add(-2*time.Minute), body)).Code)
}
