package webhook

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestVerifierAcceptsAnySecretItHolds(t *testing.T) {
	newS, oldS, stranger := NewSecret(), NewSecret(), NewSecret()
	v, err := NewVerifier("merchant secrets", []string{newS, oldS})
	require.NoError(t, err)
	body := []byte(`{"type":"swap.completed"}`)
	sign := func(secrets ...string) http.Header {
		s, err := ParseSecrets("s", secrets)
		require.NoError(t, err)
		h := http.Header{}
		require.NoError(t, Sign(h, s, "msg_1", time.Now(), body))
		return h
	}
	assert.NoError(t, v.Verify(body, sign(newS)))
	assert.NoError(t, v.Verify(body, sign(oldS)))
	assert.NoError(t, v.Verify(body, sign(stranger, oldS)), "a sender mid-rotation signs with both")
	err = v.Verify(body, sign(stranger))
	var he *HeaderError
	require.ErrorAs(t, err, &he)
	assert.Equal(t, HeaderSignature, he.Header)
}

func TestVerifierTolerance(t *testing.T) {
	secret := NewSecret()
	v, err := NewVerifier("s", []string{secret})
	require.NoError(t, err)
	now := time.Unix(1_700_000_000, 0)
	v.Now = func() time.Time { return now }
	s, _ := ParseSecrets("s", []string{secret})
	at := func(ts time.Time) http.Header {
		h := http.Header{}
		require.NoError(t, Sign(h, s, "id", ts, nil))
		return h
	}
	assert.NoError(t, v.Verify(nil, at(now.Add(-DefaultTolerance))))
	assert.ErrorContains(t, v.Verify(nil, at(now.Add(-DefaultTolerance-time.Second))), "webhook-timestamp: too old")
	assert.ErrorContains(t, v.Verify(nil, at(now.Add(DefaultTolerance+time.Second))), "webhook-timestamp: too new")
	v.Tolerance = 30 * time.Second
	assert.ErrorContains(t, v.Verify(nil, at(now.Add(-time.Minute))), "too old")
}

func TestVerifierWithoutSecretsRefusesEverything(t *testing.T) {
	secret := NewSecret()
	s, _ := ParseSecrets("s", []string{secret})
	h := http.Header{}
	require.NoError(t, Sign(h, s, "id", time.Now(), nil))
	assert.ErrorContains(t, (&Verifier{}).Verify(nil, h), "no secret is configured")
	_, err := NewVerifier("WEBHOOK_SECRETS", nil)
	assert.ErrorContains(t, err, "WEBHOOK_SECRETS")
}

func TestBadSecretsAreNamedNeverQuoted(t *testing.T) {
	_, err := NewVerifier("WEBHOOK_SECRETS", []string{NewSecret(), "whsec_c2hvcnQ="})
	require.ErrorContains(t, err, "WEBHOOK_SECRETS #2")
	assert.NotContains(t, err.Error(), "c2hvcnQ")
}

func TestMiddleware(t *testing.T) {
	secret := NewSecret()
	v, err := NewVerifier("s", []string{secret})
	require.NoError(t, err)
	v.MaxBodyBytes = 64
	var got string
	h := v.Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		got = string(b)
	}))
	s, _ := ParseSecrets("s", []string{secret})
	post := func(body string, sign bool) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodPost, "/hook", strings.NewReader(body))
		if sign {
			require.NoError(t, Sign(req.Header, s, "msg", time.Now(), []byte(body)))
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	assert.Equal(t, http.StatusOK, post(`{"ok":true}`, true).Code)
	assert.Equal(t, `{"ok":true}`, got, "the handler reads the verified body")
	rec := post(`{"ok":true}`, false)
	assert.Equal(t, http.StatusUnauthorized, rec.Code)
	assert.JSONEq(t, `{"error":"webhook-id: missing: the request must be signed the Standard Webhooks way","field":"webhook-id"}`, rec.Body.String())
	assert.Equal(t, http.StatusRequestEntityTooLarge, post(strings.Repeat("x", 65), true).Code)
}
