package providers

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The exchange fills in the payout asset the request names and reports it; a request without one
// (sent by a workflow started before swaps named it) is filled in the default quote asset.
func TestExchangeFillsTheNamedPayoutAsset(t *testing.T) {
	e := newEnv(t, Config{QuoteAssets: []string{"USDC", "DAI"}})
	named := exchangeBody("swap-dai", "100")
	named.PayoutAsset = "DAI"
	r := e.post(PathExchanges, "start-exchange:swap-dai", named)
	require.Equal(t, http.StatusOK, r.status, "%s", r.body)
	var got ExchangeResponse
	require.NoError(t, json.Unmarshal(r.body, &got))
	assert.Equal(t, StatusFilled, got.Status)
	assert.Equal(t, "DAI", got.QuoteAsset)

	legacy := e.post(PathExchanges, "start-exchange:swap-legacy", exchangeBody("swap-legacy", "100"))
	require.Equal(t, http.StatusOK, legacy.status, "%s", legacy.body)
	assert.Equal(t, "USDC", legacy.json(t)["quoteAsset"])
}

// A pair the exchange does not offer is refused with 422 naming payoutAsset, before the key is
// claimed: nothing is recorded, and the key still works for a corrected request.
func TestExchangeRefusesAnUnsupportedPair(t *testing.T) {
	e := newEnv(t, Config{})
	for _, asset := range []string{"DOGE", "ETH"} {
		req := exchangeBody("swap-pair", "100")
		req.PayoutAsset = asset
		r := e.post(PathExchanges, "start-exchange:swap-pair", req)
		require.Equal(t, http.StatusUnprocessableEntity, r.status, "%s", r.body)
		got := r.json(t)
		assert.Equal(t, "payoutAsset", got["field"])
		assert.Contains(t, got["error"], "ETH→"+asset+" is not supported")
	}
	assert.Zero(t, e.countRows(`SELECT count(*) FROM idempotency_keys`))
	assert.Empty(t, e.effectsOf("swap-pair"))

	fixed := exchangeBody("swap-pair", "100")
	fixed.PayoutAsset = "USDC"
	r := e.post(PathExchanges, "start-exchange:swap-pair", fixed)
	assert.Equal(t, http.StatusOK, r.status, "%s", r.body)
}

// Finding 1 at the receiver: at rate 2/1 a 12,500,000-unit ETH deposit fills 25,000,000 USDC
// units, and the payout "25,000,000 units of ETH" is refused. So is any payout whose asset,
// amount or fill does not match, and one naming no fill.
func TestPayoutMustMatchItsFill(t *testing.T) {
	e := newEnv(t, Config{RateNum: 2, RateDen: 1})
	good := e.fill("swap-fill", "12500000")
	require.Equal(t, PayoutRequest{SwapID: "swap-fill", Address: addr, Asset: "USDC", AmountUnits: "25000000",
		ExchangeID: deriveID("ex_", ReceiverExchange, "start-exchange:swap-fill")}, good)
	other := e.fill("swap-other", "1000")

	wrongAsset, wrongAmount, unknown, foreign := good, good, good, good
	wrongAsset.Asset = "ETH"
	wrongAmount.AmountUnits = "25000001"
	unknown.ExchangeID = "ex_0000000000000000"
	foreign.ExchangeID = other.ExchangeID
	for _, tc := range []struct {
		name  string
		req   PayoutRequest
		field string
		want  string
	}{
		{"deposit asset with the output amount", wrongAsset, "asset", "asset ETH does not match exchange " + good.ExchangeID + ", filled in USDC"},
		{"other amount", wrongAmount, "amountUnits", "filled for 25000000 units of USDC"},
		{"unknown fill", unknown, "exchangeId", `exchangeId "ex_0000000000000000" names no exchange fill of swap "swap-fill"`},
		{"another swap's fill", foreign, "exchangeId", "names no exchange fill of swap"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := e.post(PathPayouts, "send-payout:swap-fill", tc.req)
			require.Equal(t, http.StatusUnprocessableEntity, r.status, "%s", r.body)
			got := r.json(t)
			assert.Equal(t, tc.field, got["field"])
			assert.Contains(t, got["error"], tc.want)
		})
	}
	assert.Zero(t, e.countRows(`SELECT count(*) FROM idempotency_keys WHERE receiver = 'payout'`), "refusals claim nothing")

	r := e.post(PathPayouts, "send-payout:swap-fill", good)
	require.Equal(t, http.StatusOK, r.status, "%s", r.body)
	sent := r.json(t)
	assert.Equal(t, StatusSent, sent["status"])
	assert.Equal(t, good.ExchangeID, sent["exchangeId"])
	assert.Equal(t, []EffectCount{
		{ReceiverExchange, "start-exchange:swap-fill", 1},
		{ReceiverPayout, "send-payout:swap-fill", 1},
	}, e.effectsOf("swap-fill"))
}

// A declined exchange has no fill to pay out.
func TestPayoutOfADeclinedExchangeIsRefused(t *testing.T) {
	e := newEnv(t, Config{SupportedAssets: []string{"BTC"}})
	r := e.post(PathExchanges, "start-exchange:swap-declined", exchangeBody("swap-declined", "100"))
	require.Equal(t, StatusRejected, r.json(t)["status"])
	p := e.post(PathPayouts, "send-payout:swap-declined", PayoutRequest{SwapID: "swap-declined", Address: addr,
		Asset: "USDC", AmountUnits: "100", ExchangeID: deriveID("ex_", ReceiverExchange, "start-exchange:swap-declined")})
	require.Equal(t, http.StatusUnprocessableEntity, p.status, "%s", p.body)
	assert.Equal(t, "exchangeId", p.json(t)["field"])
}

// BeforeEffect holds a request after its claim; when it fails (the client hung up), the key is
// released and nothing is recorded, so the retry performs the effect once.
func TestBeforeEffectFailureReleasesTheKey(t *testing.T) {
	var calls int
	e := newEnv(t, Config{BeforeEffect: func(_ context.Context, receiver, key string) error {
		calls++
		if calls == 1 {
			return errors.New("client gone")
		}
		return nil
	}})
	body := exchangeBody("swap-hook", "5")
	first := e.post(PathExchanges, "start-exchange:swap-hook", body)
	require.Equal(t, http.StatusServiceUnavailable, first.status, "%s", first.body)
	assert.Zero(t, e.countRows(`SELECT count(*) FROM idempotency_keys`))
	r := e.post(PathExchanges, "start-exchange:swap-hook", body)
	require.Equal(t, http.StatusOK, r.status, "%s", r.body)
	assert.Equal(t, []EffectCount{{ReceiverExchange, "start-exchange:swap-hook", 1}}, e.effectsOf("swap-hook"))
}

// A quote is the fill's arithmetic without the fill: the same amount out for
// the same request, nothing stored, the same refusals, and only for a caller
// that signs as the worker.
func TestAQuoteIsWhatTheFillWouldBe(t *testing.T) {
	e := newEnv(t, Config{RateNum: 2, RateDen: 1, QuoteAssets: []string{"USDC", "DAI"}})
	req := exchangeBody("swap-q", "12500000")
	req.PayoutAsset = "DAI"
	r := e.post(PathQuotes, "quote:swap-q", req)
	require.Equal(t, http.StatusOK, r.status, "%s", r.body)
	var q QuoteResponse
	require.NoError(t, json.Unmarshal(r.body, &q))
	assert.Equal(t, "25000000", q.AmountOutUnits)
	assert.Equal(t, "DAI", q.QuoteAsset)
	assert.NotEmpty(t, q.QuoteID)
	assert.Zero(t, e.countRows(`SELECT count(*) FROM idempotency_keys`), "a quote stores nothing")

	fill := e.post(PathExchanges, "start-exchange:swap-q", req)
	require.Equal(t, http.StatusOK, fill.status, "%s", fill.body)
	assert.Equal(t, q.AmountOutUnits, fill.json(t)["amountOutUnits"])

	req.PayoutAsset = "DOGE"
	bad := e.post(PathQuotes, "quote:swap-q", req)
	require.Equal(t, http.StatusUnprocessableEntity, bad.status, "%s", bad.body)
	assert.Equal(t, "payoutAsset", bad.json(t)["field"])

	body, _ := json.Marshal(exchangeBody("swap-q", "12500000"))
	assert.Equal(t, http.StatusUnauthorized, e.rawCall(PathQuotes, "quote:swap-q", body, nil).status, "an unsigned quote call")
}

// Issue 28: a payout of another amount than its fill — a fixed quote's
// promise — is taken when it names the quote and both the amount and the
// fill lie within its bounds; outside them, or without the quote, refused.
func TestAPayoutByAQuoteMayDifferFromItsFillWithinTheQuote(t *testing.T) {
	e := newEnv(t, Config{RateNum: 2, RateDen: 1})
	fill := e.fill("swap-quoted", "12500000") // fills 25,000,000
	quote := &PayoutQuote{ID: "qt_1", ExpectedOutUnits: "25100000", MinOutUnits: "24849000", MaxOutUnits: "25351000"}
	promise, outside, fillOutside := fill, fill, fill
	promise.AmountUnits, promise.Quote = "25100000", quote
	outside.AmountUnits, outside.Quote = "25400000", quote
	fillOutside.AmountUnits, fillOutside.Quote = "25100000", &PayoutQuote{ID: "qt_2", ExpectedOutUnits: "25100000", MinOutUnits: "25050000", MaxOutUnits: "25200000"}
	for _, tc := range []struct {
		name string
		req  PayoutRequest
		want string
	}{
		{"an amount outside the quote", outside, "amountUnits 25400000 is outside quote qt_1's bounds"},
		{"a fill outside the quote", fillOutside, "the fill of exchange " + fill.ExchangeID + " (25000000) is outside quote qt_2's bounds"},
	} {
		r := e.post(PathPayouts, "send-payout:swap-quoted", tc.req)
		require.Equal(t, http.StatusUnprocessableEntity, r.status, "%s: %s", tc.name, r.body)
		assert.Contains(t, r.json(t)["error"], tc.want, tc.name)
	}
	r := e.post(PathPayouts, "send-payout:swap-quoted", promise)
	require.Equal(t, http.StatusOK, r.status, "%s", r.body)
	assert.Equal(t, "25100000", r.json(t)["amountUnits"])
}
