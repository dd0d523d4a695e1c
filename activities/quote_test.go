package activities

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"go.temporal.io/sdk/temporal"
)

// exchangeWithQuotes is an exchange receiver whose /v1/quotes answers with
// quoteStatus and quoteBody; it records every body it is sent, by path.
func exchangeWithQuotes(t *testing.T, quoteStatus int, quoteBody string) (*Activities, map[string][]string) {
	t.Helper()
	var mu sync.Mutex
	bodies := map[string][]string{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		mu.Lock()
		bodies[r.URL.Path] = append(bodies[r.URL.Path], string(b))
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		switch r.URL.Path {
		case "/v1/quotes":
			w.WriteHeader(quoteStatus)
			_, _ = io.WriteString(w, quoteBody)
		case "/v1/exchanges":
			_, _ = io.WriteString(w, `{"status":"filled","exchangeId":"ex_1","amountOutUnits":"25000000","quoteAsset":"USDC"}`)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return &Activities{ExchangeURL: srv.URL, QuoteToleranceBps: 200}, bodies
}

var quoteReq = ExchangeRequest{Key: "start-exchange:s-1", SwapID: "s-1", Asset: "ETH", AmountUnits: "12500000",
	DepositRef: "evm:1:0xv:1", PayoutAsset: "USDC", NeedsQuote: true}

func TestTheExchangeStepTakesAQuoteBeforeTheFillAndSendsTheSameFillBody(t *testing.T) {
	a, bodies := exchangeWithQuotes(t, 200, `{"quoteId":"qt_9","amountOutUnits":"25000000","quoteAsset":"USDC"}`)
	res, err := a.StartExchange(context.Background(), quoteReq)
	if err != nil {
		t.Fatal(err)
	}
	q := res.Quote
	if q == nil || q.ID != "qt_9" || q.Source != "exchange" || q.Kind != "floating" || q.Asset != "USDC" ||
		q.ExpectedOutUnits != "25000000" || q.MinOutUnits != "24500000" || q.MaxOutUnits != "25500000" {
		t.Fatalf("quote %+v, want qt_9 at 25000000 USDC ±2 %%", q)
	}
	if err := q.Validate("quote."); err != nil {
		t.Fatal(err)
	}
	if len(bodies["/v1/quotes"]) != 1 || len(bodies["/v1/exchanges"]) != 1 {
		t.Fatalf("calls %v", bodies)
	}
	// The fill's body is what it was before quotes: a retry of an exchange a
	// previous build started fingerprints the same at the receiver.
	plain := quoteReq
	plain.NeedsQuote = false
	want, _ := json.Marshal(withoutKey(plain))
	if got := bodies["/v1/exchanges"][0]; got != string(want) {
		t.Fatalf("exchange body %s, want %s", got, want)
	}
	if strings.Contains(bodies["/v1/quotes"][0], "depositRef") {
		t.Fatalf("a quote asks for a price, not a deposit: %s", bodies["/v1/quotes"][0])
	}
}

func TestTermsWithAQuoteTakeNoOtherQuote(t *testing.T) {
	a, bodies := exchangeWithQuotes(t, 200, `{"quoteId":"qt_9","amountOutUnits":"25000000","quoteAsset":"USDC"}`)
	req := quoteReq
	req.NeedsQuote = false
	res, err := a.StartExchange(context.Background(), req)
	if err != nil || res.Quote != nil || len(bodies["/v1/quotes"]) != 0 {
		t.Fatalf("res %+v err %v quote calls %d", res, err, len(bodies["/v1/quotes"]))
	}
}

// A receiver that gives no usable quote leaves the swap unbounded (its fill
// is held by the swap, never paid); the exchange still runs, so a decline
// refunds as before.
func TestAnExchangeWithoutAQuoteRunsAndBoundsNothing(t *testing.T) {
	for name, tc := range map[string]struct {
		status int
		body   string
	}{
		"404":               {404, `{"error":"not found"}`},
		"422":               {422, `{"error":"pair not offered","field":"payoutAsset"}`},
		"no amount":         {200, `{"quoteId":"qt_9","quoteAsset":"USDC"}`},
		"a negative amount": {200, `{"quoteId":"qt_9","amountOutUnits":"-5","quoteAsset":"USDC"}`},
		"no asset":          {200, `{"quoteId":"qt_9","amountOutUnits":"25000000"}`},
	} {
		t.Run(name, func(t *testing.T) {
			a, bodies := exchangeWithQuotes(t, tc.status, tc.body)
			res, err := a.StartExchange(context.Background(), quoteReq)
			if err != nil || res.Quote != nil || res.ExchangeID != "ex_1" || len(bodies["/v1/exchanges"]) != 1 {
				t.Fatalf("res %+v err %v calls %v", res, err, bodies)
			}
		})
	}
}

// An answer that may change, or refused credentials, stops the step before
// the exchange: nothing is traded without the bound it would have had.
func TestAQuoteThatMayChangeStopsTheStepBeforeTheFill(t *testing.T) {
	for name, tc := range map[string]struct {
		status    int
		retryable bool
	}{
		"503": {503, true},
		"429": {429, true},
		"401": {401, false},
	} {
		t.Run(name, func(t *testing.T) {
			a, bodies := exchangeWithQuotes(t, tc.status, `{"error":"busy"}`)
			_, err := a.StartExchange(context.Background(), quoteReq)
			var ae *temporal.ApplicationError
			if err == nil || len(bodies["/v1/exchanges"]) != 0 {
				t.Fatalf("err %v, exchange calls %d", err, len(bodies["/v1/exchanges"]))
			}
			if isApp := errors.As(err, &ae); !isApp || ae.NonRetryable() == tc.retryable {
				t.Fatalf("err %v: retryable %v, want %v", err, isApp && !ae.NonRetryable(), tc.retryable)
			}
		})
	}
}
