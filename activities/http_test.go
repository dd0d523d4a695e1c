package activities

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

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
