package activities

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/swap"
)

// withCredentials is base with a user, a password, a path and a query, the
// places a configured receiver URL may hide a secret.
func withCredentials(base string) string {
	return strings.Replace(base, "http://", "http://svc:s3cr3t-token@", 1) + "/tenant-7?apikey=q-s3cr3t"
}

// leaked names what of a configured URL or a receiver's body is in text.
func leaked(text string) []string {
	var found []string
	for _, s := range []string{"s3cr3t", "svc", "tenant-7", "apikey", "pg-primary-3.internal", "5432"} {
		if strings.Contains(text, s) {
			found = append(found, s)
		}
	}
	return found
}

// Issue 15 item 7 (review N12): a provider error becomes the effect's detail
// and the swap's holdReason, which every later merchant webhook, the status
// query and Temporal Web carry. It named the URL as configured, credentials
// included, and quoted the provider's body.
func TestProviderErrorKeepsURLCredentialsAndBodyOutOfHoldReason(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte("upstream pg-primary-3.internal:5432 timeout"))
	}))
	defer srv.Close()
	a := &Activities{ExchangeURL: withCredentials(srv.URL)}
	_, err := a.StartExchange(context.Background(), ExchangeRequest{Key: "start-exchange:swap-1", SwapID: "swap-1", Asset: "ETH", AmountUnits: "1", DepositRef: "r"})
	require.Error(t, err)
	assert.Empty(t, leaked(err.Error()), "activity error %q", err)

	s, err2 := swap.New(swap.Terms{SwapID: "swap-1", AmountUnits: "1", Asset: "ETH", PayoutAddress: "0x00000000000000000000000000000000000000aa"})
	require.NoError(t, err2)
	s.Deliver(swap.Event{EventID: "o", SwapID: "swap-1", Type: swap.DepositObserved, DepositRef: "r", AmountUnits: "1"})
	s.Deliver(swap.Event{EventID: "c", SwapID: "swap-1", Type: swap.DepositConfirmed, DepositRef: "r", AmountUnits: "1"})
	var appErr *temporal.ApplicationError
	msg := err.Error()
	if errors.As(err, &appErr) {
		msg = appErr.Message()
	}
	require.NoError(t, s.Complete("start-exchange:swap-1", swap.Effect{Result: swap.EffectFailed, Detail: msg})) // retries exhausted
	assert.Empty(t, leaked(s.HoldReason), "holdReason %q", s.HoldReason)
	// What a person needs is still there: which receiver, where, what it said.
	for _, want := range []string{"exchange", strings.Replace(srv.URL, "http://", "http://", 1), "503", "start-exchange:swap-1"} {
		assert.Contains(t, s.HoldReason, want)
	}
}

// net/http's errors spell the request URL out (Post "http://svc:***@host/…"),
// user name, path and query included.
func TestTransportErrorNamesTheReceiverButNotItsURL(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	base := srv.URL
	srv.Close() // nothing listens on base any more
	for name, call := range effectCalls(withCredentials(base)) {
		t.Run(name, func(t *testing.T) {
			key, err := call()
			requireRetryable(t, err)
			assert.Empty(t, leaked(err.Error()), "error %q", err)
			assert.Contains(t, err.Error(), key)
			assert.Contains(t, err.Error(), base)
			assert.Contains(t, err.Error(), name+" receiver")
			// No cause may carry the original text into the failure Temporal records.
			for e := errors.Unwrap(err); e != nil; e = errors.Unwrap(e) {
				assert.Empty(t, leaked(e.Error()), "cause %q", e)
			}
		})
	}
}

// A URL that does not parse must not be echoed by the request builder's error.
func TestUnparseableReceiverURLIsNotEchoed(t *testing.T) {
	a := &Activities{ExchangeURL: "http://svc:s3cr3t-token@ex\x7fchange/tenant-7"}
	_, err := a.StartExchange(context.Background(), exchangeReq())
	require.Error(t, err)
	assert.Empty(t, leaked(err.Error()), "error %q", err)
	assert.Contains(t, err.Error(), "exchange receiver")
}

// effectRefs runs each money activity of a and returns its key, the reference
// it recorded (exchangeId, payoutId, refundId) and its error.
func effectRefs(a *Activities) map[string]func() (key, ref string, err error) {
	ctx := context.Background()
	return map[string]func() (string, string, error){
		"exchange": func() (string, string, error) {
			res, err := a.StartExchange(ctx, exchangeReq())
			return exchangeReq().Key, res.ExchangeID, err
		},
		"payout": func() (string, string, error) {
			res, err := a.SendPayout(ctx, payoutReq())
			return payoutReq().Key, res.PayoutID, err
		},
		"refund": func() (string, string, error) {
			res, err := a.Refund(ctx, refundReq())
			return refundReq().Key, res.RefundID, err
		},
	}
}

// Issue 15 item 8: every answer a receiver may give, as docs/architecture.md
// ("Receiver answers") lists them. 202, 204, 408, 425, 429 and 401 were all a
// final BadRequest, and Retry-After was ignored.
func TestReceiverAnswerMapping(t *testing.T) {
	now := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	const (
		done  = "done"
		retry = "retry"
	)
	cases := []struct {
		name   string
		status int
		header string // Retry-After
		body   string
		// outcome is done, retry, or the type of the final error.
		outcome string
		// ref is the reference recorded when done: "key" for the
		// idempotency key, else the literal value.
		ref   string
		delay time.Duration // NextRetryDelay asked of the SDK; 0: the policy's backoff
		says  string        // part of the error a person reads
	}{
		{"200 with a reference", 200, "", `{"exchangeId":"X1","payoutId":"X1","refundId":"X1","amountOutUnits":"1"}`, done, "X1", 0, ""},
		{"201 with a reference", 201, "", `{"exchangeId":"X1","payoutId":"X1","refundId":"X1","amountOutUnits":"1"}`, done, "X1", 0, ""},
		{"200 without a reference", 200, "", `{"status":"ok"}`, done, "key", 0, ""},
		{"202 with a reference", 202, "", `{"exchangeId":"X1","payoutId":"X1","refundId":"X1"}`, done, "X1", 0, ""},
		{"202 empty", 202, "", ``, done, "key", 0, ""},
		{"202 not JSON", 202, "", `Accepted, will process`, done, "key", 0, ""},
		{"204", 204, "", ``, done, "key", 0, ""},
		{"208 stored decline", 208, "", `{"status":"rejected","reason":"asset not supported"}`, ErrProviderRejected, "", 0, "asset not supported"},
		{"300 not followed", 300, "", ``, ErrBadRequest, "", 0, "300 Multiple Choices"},
		{"400", 400, "", `{"error":"amountUnits: bad","field":"amountUnits"}`, ErrBadRequest, "", 0, "naming field amountUnits"},
		{"401", 401, "", `{"error":"bad token"}`, ErrProviderAuth, "", 0, "authentication"},
		{"403", 403, "", `forbidden`, ErrProviderAuth, "", 0, "authentication"},
		{"404", 404, "", `not found`, ErrBadRequest, "", 0, "404 Not Found"},
		{"408", 408, "", ``, retry, "", 0, "408 Request Timeout"},
		{"409 key in progress", 409, "1", `{"error":"in progress"}`, retry, "", time.Second, "still in progress"},
		{"410", 410, "", ``, ErrBadRequest, "", 0, "410 Gone"},
		{"413", 413, "", ``, ErrBadRequest, "", 0, "413"},
		{"422 refused for good", 422, "", `{"error":"other parameters","field":"payoutAsset"}`, ErrIdempotencyConflict, "", 0, "naming field payoutAsset"},
		{"425", 425, "", ``, retry, "", 0, "425 Too Early"},
		{"429 Retry-After seconds", 429, "7", ``, retry, "", 7 * time.Second, "429 Too Many Requests"},
		{"429 Retry-After date", 429, now.Add(90 * time.Second).Format(http.TimeFormat), ``, retry, "", 90 * time.Second, "retry after 1m30s"},
		{"429 Retry-After beyond the bound", 429, "86400", ``, retry, "", maxRetryAfter, "429"},
		{"429 Retry-After date beyond the bound", 429, now.Add(48 * time.Hour).Format(http.TimeFormat), ``, retry, "", maxRetryAfter, "429"},
		{"429 Retry-After in the past", 429, now.Add(-time.Hour).Format(http.TimeFormat), ``, retry, "", 0, "429"},
		{"429 Retry-After garbage", 429, "soon", ``, retry, "", 0, "429"},
		{"429 Retry-After negative", 429, "-5", ``, retry, "", 0, "429"},
		{"500", 500, "", `{"error":"boom"}`, retry, "", 0, "500 Internal Server Error"},
		{"501", 501, "", ``, retry, "", 0, "501"},
		{"502", 502, "", ``, retry, "", 0, "502 Bad Gateway"},
		{"503 Retry-After", 503, "120", `down`, retry, "", 2 * time.Minute, "503 Service Unavailable"},
		{"504", 504, "", ``, retry, "", 0, "504 Gateway Timeout"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if tc.header != "" {
					w.Header().Set("Retry-After", tc.header)
				}
				w.WriteHeader(tc.status)
				_, _ = io.WriteString(w, tc.body)
			}))
			defer srv.Close()
			a := &Activities{ExchangeURL: srv.URL, PayoutURL: srv.URL, Now: func() time.Time { return now }}
			for name, call := range effectRefs(a) {
				t.Run(name, func(t *testing.T) {
					key, ref, err := call()
					switch tc.outcome {
					case done:
						require.NoError(t, err)
						want := tc.ref
						if want == "key" {
							want = key
						}
						assert.Equal(t, want, ref, "recorded reference")
						return
					case retry:
						requireRetryable(t, err)
					default:
						requireFinal(t, err, tc.outcome)
					}
					var appErr *temporal.ApplicationError
					require.ErrorAs(t, err, &appErr)
					assert.Equal(t, tc.delay, appErr.NextRetryDelay(), "NextRetryDelay")
					assert.Contains(t, err.Error(), tc.says)
					if tc.outcome != ErrProviderRejected {
						assert.Contains(t, err.Error(), key)
						assert.Contains(t, err.Error(), name+" receiver "+srv.URL)
					}
				})
			}
		})
	}
}

// The workflow reads these errors through effectOf and retryable
// (workflows/effects.go): a non-retryable error of any type but
// ProviderRejected ends the effect as failed, which the swap keeps as an item
// for a person; only ProviderRejected takes the refund path. So an
// authentication failure must be non-retryable and of its own type.
func TestAuthenticationFailureIsAnItemNotARejection(t *testing.T) {
	srv, _ := receiver(t, http.StatusUnauthorized, `{"error":"token expired"}`)
	for name, call := range effectCalls(srv.URL) {
		t.Run(name, func(t *testing.T) {
			_, err := call()
			appErr := requireFinal(t, err, ErrProviderAuth)
			assert.NotEqual(t, ErrProviderRejected, appErr.Type())
			assert.NotContains(t, err.Error(), "token expired")
		})
	}
}

// A receiver that answers with a redirect is answered, not followed: the
// money request and its key never reach the Location (issue 15, a hole of
// the same kind as item 7).
func TestAMoneyRequestNeverFollowsARedirect(t *testing.T) {
	var elsewhere atomic.Int32
	target := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { elsewhere.Add(1) }))
	defer target.Close()
	for _, code := range []int{http.StatusMovedPermanently, http.StatusFound, http.StatusSeeOther, http.StatusTemporaryRedirect, http.StatusPermanentRedirect} {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, target.URL+"/steal", code)
		}))
		a := &Activities{ExchangeURL: srv.URL}
		_, err := a.StartExchange(context.Background(), ExchangeRequest{Key: "start-exchange:swap-1", SwapID: "swap-1", Asset: "ETH", AmountUnits: "1", DepositRef: "r"})
		srv.Close()
		if err == nil {
			t.Errorf("%d: the redirect was taken for an answer", code)
		}
	}
	if n := elsewhere.Load(); n > 0 {
		t.Fatalf("%d request(s) followed a redirect to another host", n)
	}
}

// A webhook endpoint that does not answer: the transport's error names the
// URL, and the failed send's error goes into the swap's history and, for a
// merchant, into its events' attempts. The URL's credentials never do.
func TestAWebhookTransportErrorKeepsTheURLsCredentialsOut(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	url := withCredentials(srv.URL)
	srv.Close() // nothing listens there now
	signer, err := standardwebhooks.NewWebhook(newSecret(t))
	require.NoError(t, err)
	err = (&Activities{Signers: []*standardwebhooks.Webhook{signer}, WebhookPolicy: local}).NotifyWebhook(context.Background(), webhookReq(url))
	require.Error(t, err)
	assert.Empty(t, leaked(err.Error()), "%s", err)
}
