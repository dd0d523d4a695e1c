package activities

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/webhookurl"
	"github.com/swapengine/swapengine/webhook"
)

// captured is one request as the receiver saw it. It travels over a channel:
// the handler runs on the server's goroutine and the race detector cannot see
// the ordering a loopback socket gives.
type captured struct {
	method string
	path   string
	header http.Header
	body   []byte
}

// receiver answers every request with status and reply, and hands each
// request it saw to the test.
func receiver(t *testing.T, status int, reply string) (*httptest.Server, <-chan captured) {
	t.Helper()
	seen := make(chan captured, 8)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		seen <- captured{method: r.Method, path: r.URL.Path, header: r.Header.Clone(), body: body}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = io.WriteString(w, reply)
	}))
	t.Cleanup(srv.Close)
	return srv, seen
}

func next(t *testing.T, seen <-chan captured) captured {
	t.Helper()
	select {
	case c := <-seen:
		return c
	default:
		require.FailNow(t, "the receiver saw no request")
		return captured{}
	}
}

// requireFinal asserts err is a non-retryable ApplicationError of type typ.
func requireFinal(t *testing.T, err error, typ string) *temporal.ApplicationError {
	t.Helper()
	var appErr *temporal.ApplicationError
	require.ErrorAs(t, err, &appErr, "want an ApplicationError, got %v", err)
	assert.Equal(t, typ, appErr.Type())
	assert.True(t, appErr.NonRetryable(), "%s must not be retried", typ)
	return appErr
}

// requireRetryable asserts the activity's retry policy will try err again: a
// plain error, or an ApplicationError not marked non-retryable.
func requireRetryable(t *testing.T, err error) {
	t.Helper()
	require.Error(t, err)
	var appErr *temporal.ApplicationError
	if errors.As(err, &appErr) {
		assert.False(t, appErr.NonRetryable(), "must be retried: %v", err)
	}
}

func exchangeReq() ExchangeRequest {
	return ExchangeRequest{
		Key:         "start-exchange:swap-42",
		SwapID:      "swap-42",
		Asset:       "ETH",
		AmountUnits: "12500000",
		DepositRef:  "evm:1337:0xc0ffee:7",
	}
}

func payoutReq() PayoutRequest {
	return PayoutRequest{
		Key:         "send-payout:swap-42",
		SwapID:      "swap-42",
		Address:     "0x00000000000000000000000000000000000000aa",
		Asset:       "USDC",
		AmountUnits: "25000000",
	}
}

func refundReq() RefundRequest {
	return RefundRequest{
		Key:         "refund:swap-42:evm:1337:0xc0ffee:7",
		SwapID:      "swap-42",
		DepositRef:  "evm:1337:0xc0ffee:7",
		Address:     "0x00000000000000000000000000000000000000bb",
		Asset:       "ETH",
		AmountUnits: "12500000",
		Reason:      "exchange rejected",
	}
}

// bodyFields decodes a request body as a JSON object.
func bodyFields(t *testing.T, body []byte) map[string]any {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal(body, &m), "body %s", body)
	return m
}

func TestStartExchangeSendsKeyAsHeaderNotInBody(t *testing.T) {
	srv, seen := receiver(t, http.StatusOK,
		`{"status":"filled","exchangeId":"ex_0123456789abcdef","swapId":"swap-42","amountInUnits":"12500000","amountOutUnits":"25000000","quoteAsset":"USDC"}`)
	a := &Activities{ExchangeURL: srv.URL}

	res, err := a.StartExchange(context.Background(), exchangeReq())
	require.NoError(t, err)
	assert.Equal(t, ExchangeResult{ExchangeID: "ex_0123456789abcdef", AmountOutUnits: "25000000", QuoteAsset: "USDC"}, res)

	got := next(t, seen)
	assert.Equal(t, http.MethodPost, got.method)
	assert.Equal(t, "/v1/exchanges", got.path)
	assert.Equal(t, "start-exchange:swap-42", got.header.Get("Idempotency-Key"))
	assert.Equal(t, "application/json", got.header.Get("Content-Type"))
	// The receiver fingerprints the body: the key must not be part of it, or
	// the same effect under a renamed key would look like another request.
	assert.Equal(t, map[string]any{
		"swapId":      "swap-42",
		"asset":       "ETH",
		"amountUnits": "12500000",
		"depositRef":  "evm:1337:0xc0ffee:7",
	}, bodyFields(t, got.body))
	assert.NotContains(t, bodyFields(t, got.body), "key")
}

func TestPayoutAndRefundEndpoints(t *testing.T) {
	t.Run("payout", func(t *testing.T) {
		srv, seen := receiver(t, http.StatusOK, `{"status":"sent","payoutId":"po_1","swapId":"swap-42"}`)
		a := &Activities{PayoutURL: srv.URL}

		res, err := a.SendPayout(context.Background(), payoutReq())
		require.NoError(t, err)
		assert.Equal(t, PayoutResult{PayoutID: "po_1"}, res)

		got := next(t, seen)
		assert.Equal(t, "/v1/payouts", got.path)
		assert.Equal(t, "send-payout:swap-42", got.header.Get("Idempotency-Key"))
		assert.Equal(t, map[string]any{
			"swapId":      "swap-42",
			"address":     "0x00000000000000000000000000000000000000aa",
			"asset":       "USDC",
			"amountUnits": "25000000",
		}, bodyFields(t, got.body))
	})
	t.Run("refund", func(t *testing.T) {
		srv, seen := receiver(t, http.StatusCreated, `{"status":"refunded","refundId":"rf_1","swapId":"swap-42"}`)
		a := &Activities{PayoutURL: srv.URL}

		res, err := a.Refund(context.Background(), refundReq())
		require.NoError(t, err)
		assert.Equal(t, RefundResult{RefundID: "rf_1"}, res)

		got := next(t, seen)
		assert.Equal(t, "/v1/refunds", got.path)
		assert.Equal(t, "refund:swap-42:evm:1337:0xc0ffee:7", got.header.Get("Idempotency-Key"))
		fields := bodyFields(t, got.body)
		assert.NotContains(t, fields, "key")
		assert.Equal(t, "evm:1337:0xc0ffee:7", fields["depositRef"])
		assert.Equal(t, "exchange rejected", fields["reason"])
	})
}

// effectCalls runs each money activity against base; they share the mapping
// of the receiver's answer, and each must honour it.
func effectCalls(base string) map[string]func() (key string, err error) {
	a := &Activities{ExchangeURL: base, PayoutURL: base}
	ctx := context.Background()
	return map[string]func() (string, error){
		"exchange": func() (string, error) {
			_, err := a.StartExchange(ctx, exchangeReq())
			return exchangeReq().Key, err
		},
		"payout": func() (string, error) {
			_, err := a.SendPayout(ctx, payoutReq())
			return payoutReq().Key, err
		},
		"refund": func() (string, error) {
			_, err := a.Refund(ctx, refundReq())
			return refundReq().Key, err
		},
	}
}

func TestHardRejectionIsFinal(t *testing.T) {
	srv, _ := receiver(t, http.StatusOK, `{"status":"rejected","reason":"asset \"DOGE\" is not supported","swapId":"swap-42"}`)
	for name, call := range effectCalls(srv.URL) {
		t.Run(name, func(t *testing.T) {
			_, err := call()
			appErr := requireFinal(t, err, ErrProviderRejected)
			assert.Contains(t, appErr.Error(), `asset "DOGE" is not supported`)
		})
	}
}

func TestReceiverAnswersMapToRetries(t *testing.T) {
	cases := []struct {
		name   string
		status int
		reply  string
		// finalType is the non-retryable error type, or "" when the answer
		// must be retried under the same key.
		finalType string
		contains  string
	}{
		{"422 key reused with other parameters", http.StatusUnprocessableEntity,
			`{"error":"Idempotency-Key was already used with different parameters"}`, ErrIdempotencyConflict, "422 Unprocessable Entity"},
		{"400 invalid field", http.StatusBadRequest,
			`{"error":"amountUnits: must have at most 78 digits","field":"amountUnits"}`, ErrBadRequest, "naming field amountUnits"},
		{"404 unknown route", http.StatusNotFound, `not found`, ErrBadRequest, "404 Not Found"},
		{"409 same key in progress", http.StatusConflict,
			`{"error":"a request with this Idempotency-Key is already in progress"}`, "", "409 Conflict"},
		{"429 rate limited", http.StatusTooManyRequests, `{"error":"slow down"}`, "", "429 Too Many Requests"},
		{"500 internal error", http.StatusInternalServerError, `{"error":"record effect: boom"}`, "", "500 Internal Server Error"},
		{"503 unavailable", http.StatusServiceUnavailable, `{"error":"database unreachable"}`, "", "503 Service Unavailable"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			srv, _ := receiver(t, tc.status, tc.reply)
			for name, call := range effectCalls(srv.URL) {
				t.Run(name, func(t *testing.T) {
					key, err := call()
					if tc.finalType != "" {
						requireFinal(t, err, tc.finalType)
					} else {
						requireRetryable(t, err)
					}
					// Whoever reads the failure in Temporal Web must see which
					// effect it was and what the receiver answered (its status,
					// never its body: the failure reaches merchants).
					assert.Contains(t, err.Error(), key)
					assert.Contains(t, err.Error(), strconv.Itoa(tc.status))
					assert.Contains(t, err.Error(), tc.contains)
				})
			}
		})
	}
}

func TestConnectionRefusedIsRetried(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	base := srv.URL
	srv.Close() // nothing listens on base any more

	for name, call := range effectCalls(base) {
		t.Run(name, func(t *testing.T) {
			key, err := call()
			requireRetryable(t, err)
			assert.Contains(t, err.Error(), key)
		})
	}
}

func TestUndecodableSuccessIsFinal(t *testing.T) {
	// A 200 the activity cannot read would be read the same way on every retry.
	srv, _ := receiver(t, http.StatusOK, `{"exchangeId": 7}`)
	_, err := (&Activities{ExchangeURL: srv.URL}).StartExchange(context.Background(), exchangeReq())
	requireFinal(t, err, ErrBadRequest)
}

// newSecret returns a Standard Webhooks secret: "whsec_" and base64 of 24 random bytes.
func newSecret(t *testing.T) string {
	t.Helper()
	var b [24]byte
	_, err := rand.Read(b[:])
	require.NoError(t, err)
	return "whsec_" + base64.StdEncoding.EncodeToString(b[:])
}

func webhookReq(url string) WebhookRequest {
	return WebhookRequest{
		Key: "webhook:swap-42:3",
		URL: url,
		Payload: WebhookPayload{
			Type:        "swap.status",
			SwapID:      "swap-42",
			Status:      "exchange",
			Revision:    2,
			Seq:         3,
			DepositRef:  "evm:1337:0xc0ffee:7",
			AmountUnits: "12500000",
			Asset:       "ETH",
			OccurredAt:  time.Date(2026, 11, 3, 10, 0, 0, 0, time.UTC),
		},
	}
}

func TestNotifyWebhookIsSignedAndVerifies(t *testing.T) {
	secret := newSecret(t)
	signer, err := standardwebhooks.NewWebhook(secret)
	require.NoError(t, err)
	// Fixed, and recent enough for Verify's five-minute tolerance.
	now := time.Now().Add(-time.Minute).Truncate(time.Second)
	srv, seen := receiver(t, http.StatusNoContent, "")
	a := &Activities{Signers: []*standardwebhooks.Webhook{signer}, Now: func() time.Time { return now }, WebhookPolicy: local}
	req := webhookReq(srv.URL + "/hooks/swap")

	require.NoError(t, a.NotifyWebhook(context.Background(), req))

	got := next(t, seen)
	assert.Equal(t, http.MethodPost, got.method)
	assert.Equal(t, "/hooks/swap", got.path)
	assert.Equal(t, "webhook:swap-42:3", got.header.Get("webhook-id"))
	assert.Equal(t, strconv.FormatInt(now.Unix(), 10), got.header.Get("webhook-timestamp"))
	assert.Regexp(t, `^v1,`, got.header.Get("webhook-signature"))

	var payload WebhookPayload
	require.NoError(t, json.Unmarshal(got.body, &payload))
	assert.Equal(t, req.Payload, payload)

	// The merchant verifies with its own copy of the secret.
	merchant, err := standardwebhooks.NewWebhook(secret)
	require.NoError(t, err)
	require.NoError(t, merchant.Verify(got.body, got.header))

	// And the signature covers what it must: another secret, another body or
	// another webhook-id does not verify.
	other, err := standardwebhooks.NewWebhook(newSecret(t))
	require.NoError(t, err)
	assert.Error(t, other.Verify(got.body, got.header), "another secret")
	assert.Error(t, merchant.Verify([]byte(`{"status":"success"}`), got.header), "another body")
	forged := got.header.Clone()
	forged.Set("webhook-id", "webhook:swap-42:4")
	assert.Error(t, merchant.Verify(got.body, forged), "another webhook-id")
}

func TestNotifyWebhookAnswers(t *testing.T) {
	signer, err := standardwebhooks.NewWebhook(newSecret(t))
	require.NoError(t, err)
	cases := []struct {
		name   string
		status int
		check  func(t *testing.T, err error)
	}{
		{"200 delivered", http.StatusOK, func(t *testing.T, err error) { assert.NoError(t, err) }},
		{"202 accepted", http.StatusAccepted, func(t *testing.T, err error) { assert.NoError(t, err) }},
		{"410 endpoint gone", http.StatusGone, func(t *testing.T, err error) {
			appErr := requireFinal(t, err, ErrEndpointGone)
			assert.Contains(t, appErr.Error(), "410")
		}},
		{"500 receiver down", http.StatusInternalServerError, func(t *testing.T, err error) {
			requireRetryable(t, err)
			assert.Contains(t, err.Error(), "webhook:swap-42:3")
			assert.Contains(t, err.Error(), "500")
			assert.NotContains(t, err.Error(), "receiver says no", "the receiver's body never reaches the status")
		}},
		{"302 is not followed", http.StatusFound, func(t *testing.T, err error) {
			requireRetryable(t, err)
			assert.Contains(t, err.Error(), "302")
			assert.Contains(t, err.Error(), "redirects are not followed")
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			srv, seen := receiver(t, tc.status, `{"error":"receiver says no"}`)
			a := &Activities{Signers: []*standardwebhooks.Webhook{signer}, WebhookPolicy: local}
			tc.check(t, a.NotifyWebhook(context.Background(), webhookReq(srv.URL)))
			next(t, seen)
		})
	}
}

// local is the webhook policy of tests whose receivers listen on loopback.
var local = webhookurl.Policy{AllowPrivate: true}

// Under the default policy a receiver on loopback is refused before anything is
// sent, as are URLs the policy refuses on their own.
func TestNotifyWebhookRefusesURLsThePolicyDoesNot(t *testing.T) {
	signer, err := standardwebhooks.NewWebhook(newSecret(t))
	require.NoError(t, err)
	srv, seen := receiver(t, http.StatusOK, "")
	for _, url := range []string{srv.URL, "http://169.254.169.254/latest/meta-data/", "file:///etc/passwd",
		"https://user:pw@merchant.example.com/hook"} {
		err := (&Activities{Signers: []*standardwebhooks.Webhook{signer}}).NotifyWebhook(context.Background(), webhookReq(url))
		appErr := requireFinal(t, err, ErrWebhookURLRefused)
		assert.Contains(t, appErr.Error(), "webhook URL refused", url)
	}
	// A name that passes the URL check but whose address is refused when dialled
	// (DNS rebinding, see internal/webhookurl) is refused the same way.
	a := &Activities{Signers: []*standardwebhooks.Webhook{signer}, WebhookPolicy: local,
		WebhookHTTP: webhookurl.Policy{}.Client(5 * time.Second)}
	err = a.NotifyWebhook(context.Background(), webhookReq(srv.URL))
	appErr := requireFinal(t, err, ErrWebhookURLRefused)
	assert.Contains(t, appErr.Error(), "loopback")
	select {
	case <-seen:
		t.Fatal("a refused webhook reached the receiver")
	default:
	}
}

// A redirect is the answer of that attempt: its target is never asked.
func TestNotifyWebhookDoesNotFollowRedirects(t *testing.T) {
	signer, err := standardwebhooks.NewWebhook(newSecret(t))
	require.NoError(t, err)
	target, targetSeen := receiver(t, http.StatusOK, "")
	redirector := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, target.URL+"/internal", http.StatusPermanentRedirect)
	}))
	t.Cleanup(redirector.Close)
	err = (&Activities{Signers: []*standardwebhooks.Webhook{signer}, WebhookPolicy: local}).NotifyWebhook(context.Background(), webhookReq(redirector.URL))
	requireRetryable(t, err)
	assert.Contains(t, err.Error(), "308")
	select {
	case <-targetSeen:
		t.Fatal("the redirect was followed")
	default:
	}
}

func TestNotifyWebhookUnreachableIsRetried(t *testing.T) {
	signer, err := standardwebhooks.NewWebhook(newSecret(t))
	require.NoError(t, err)
	srv := httptest.NewServer(http.NotFoundHandler())
	url := srv.URL
	srv.Close()

	err = (&Activities{Signers: []*standardwebhooks.Webhook{signer}, WebhookPolicy: local}).NotifyWebhook(context.Background(), webhookReq(url))
	requireRetryable(t, err)
	assert.Contains(t, err.Error(), "webhook:swap-42:3")
}

func TestNotifyWebhookWithoutSignerIsFinal(t *testing.T) {
	srv, seen := receiver(t, http.StatusOK, "")
	err := (&Activities{}).NotifyWebhook(context.Background(), webhookReq(srv.URL))
	requireFinal(t, err, ErrBadRequest)
	select {
	case <-seen:
		t.Fatal("an unsigned webhook was sent")
	default:
	}
}

// The Standard Webhooks specification's published example: this secret, id,
// timestamp and body sign to exactly this value.
func TestSignatureMatchesTheSpecTestVector(t *testing.T) {
	const (
		secret  = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
		msgID   = "msg_p5jXN8AQM9LWM0D4loKWxJek"
		payload = `{"test": 2432232314}`
		want    = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
	)
	signer, err := standardwebhooks.NewWebhook(secret)
	require.NoError(t, err)
	ts := time.Unix(1614265330, 0)

	got, err := webhook.SignatureHeader([]*standardwebhooks.Webhook{signer}, msgID, ts, []byte(payload))
	require.NoError(t, err)
	assert.Equal(t, want, got)

	h := http.Header{}
	h.Set("webhook-id", msgID)
	h.Set("webhook-timestamp", "1614265330")
	h.Set("webhook-signature", got)
	assert.NoError(t, signer.VerifyIgnoringTimestamp([]byte(payload), h))
}

// During a rotation both secrets sign: the header carries two signatures, and a
// merchant holding only the old or only the new secret verifies the delivery.
func TestNotifyWebhookSignsWithEverySecret(t *testing.T) {
	previous, current := newSecret(t), newSecret(t)
	var signers []*standardwebhooks.Webhook
	for _, s := range []string{current, previous} {
		signer, err := standardwebhooks.NewWebhook(s)
		require.NoError(t, err)
		signers = append(signers, signer)
	}
	now := time.Now().Add(-time.Minute).Truncate(time.Second)
	srv, seen := receiver(t, http.StatusOK, "")
	a := &Activities{Signers: signers, Now: func() time.Time { return now }, WebhookPolicy: local}
	require.NoError(t, a.NotifyWebhook(context.Background(), webhookReq(srv.URL)))
	got := next(t, seen)

	sigs := strings.Split(got.header.Get("webhook-signature"), " ")
	require.Len(t, sigs, 2, "one signature per secret, space-separated: %q", got.header.Get("webhook-signature"))
	for i, secret := range []string{current, previous} {
		assert.Regexp(t, `^v1,[A-Za-z0-9+/]+=*$`, sigs[i])
		// Each signature on its own verifies with its own secret…
		alone := got.header.Clone()
		alone.Set("webhook-signature", sigs[i])
		merchant, err := standardwebhooks.NewWebhook(secret)
		require.NoError(t, err)
		assert.NoError(t, merchant.Verify(got.body, alone), "signature %d with its secret", i)
		// …and not with the other one.
		other, err := standardwebhooks.NewWebhook([]string{previous, current}[i])
		require.NoError(t, err)
		assert.Error(t, other.Verify(got.body, alone), "signature %d with the other secret", i)
		// The full header verifies with either secret.
		assert.NoError(t, merchant.Verify(got.body, got.header))
	}
	stranger, err := standardwebhooks.NewWebhook(newSecret(t))
	require.NoError(t, err)
	assert.Error(t, stranger.Verify(got.body, got.header), "a secret that signed nothing")
}

// Issue 29: a merchant's 429 (or 503) with Retry-After is a pause it asked
// for: the error carries it as its next retry delay, which the workflow
// honours within its schedule; without the header, a plain retryable error.
func TestNotifyWebhookReportsTheMerchantsRetryAfter(t *testing.T) {
	signer, err := standardwebhooks.NewWebhook(newSecret(t))
	require.NoError(t, err)
	a := &Activities{Signers: []*standardwebhooks.Webhook{signer}, WebhookPolicy: local}
	for _, tc := range []struct {
		status int
		header string
		want   time.Duration
	}{
		{http.StatusTooManyRequests, "7", 7 * time.Second},
		{http.StatusServiceUnavailable, "120", 2 * time.Minute},
		{http.StatusTooManyRequests, "", 0},
	} {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if tc.header != "" {
				w.Header().Set("Retry-After", tc.header)
			}
			w.WriteHeader(tc.status)
		}))
		err := a.NotifyWebhook(context.Background(), webhookReq(srv.URL))
		srv.Close()
		require.Error(t, err)
		var appErr *temporal.ApplicationError
		if tc.want == 0 {
			assert.False(t, errors.As(err, &appErr) && appErr.Type() == ErrWebhookRetryAfter, "%d without Retry-After: %v", tc.status, err)
			continue
		}
		require.True(t, errors.As(err, &appErr), "%v", err)
		assert.Equal(t, ErrWebhookRetryAfter, appErr.Type())
		assert.Equal(t, tc.want, appErr.NextRetryDelay())
		assert.False(t, appErr.NonRetryable())
	}
}
