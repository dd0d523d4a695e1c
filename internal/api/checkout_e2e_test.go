package api

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	htmlpkg "html"
	"image/png"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/makiuchi-d/gozxing"
	qrreader "github.com/makiuchi-d/gozxing/qrcode"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/evmkey"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
)

// public fetches a public (keyless) path of the API.
func (s *stack) public(path string) (*http.Response, []byte) {
	s.t.Helper()
	resp, err := http.Get(s.api.URL + path)
	require.NoError(s.t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(s.t, err)
	return resp, raw
}

func (s *stack) checkout(token string) (int, CheckoutStatus, []byte) {
	s.t.Helper()
	resp, raw := s.public("/v1/checkout/" + token)
	var st CheckoutStatus
	if resp.StatusCode == http.StatusOK {
		require.NoError(s.t, json.Unmarshal(raw, &st), "%s", raw)
	}
	return resp.StatusCode, st, raw
}

// checkoutHeadersOK: the public answers are never cached, sniffed, framed,
// nor allowed any script or style but the page's own.
func checkoutHeadersOK(t *testing.T, h http.Header) {
	t.Helper()
	assert.Equal(t, "no-store", h.Get("Cache-Control"))
	assert.Equal(t, "nosniff", h.Get("X-Content-Type-Options"))
	assert.Equal(t, "no-referrer", h.Get("Referrer-Policy"))
	csp := h.Get("Content-Security-Policy")
	for _, d := range []string{"default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "connect-src 'self'", "frame-ancestors 'none'"} {
		assert.Contains(t, csp, d)
	}
	assert.NotContains(t, csp, "unsafe-inline")
}

var checkoutURLPattern = regexp.MustCompile(`^http://127\.0\.0\.1:[0-9]+/pay/(co_[A-Za-z0-9_-]{22})$`)

// A swap's checkout page and status are reached without a key, by the random
// token of its checkoutUrl only: not by the swap ID, not by a made-up token.
// They show the deposit instructions and the swap's progress as the customer
// sees it — detected, confirming, paid out with the payout — and nothing of
// the merchant. Every answer is checked against docs/openapi/swaps.yaml.
func TestCheckoutPageFollowsASwapByItsTokenOnly(t *testing.T) {
	s := newStack(t)
	key := s.merchant("shop").Key
	req := createBody("api-co-1")
	code, created := s.swap(key, http.MethodPost, "/v1/swaps", req)
	require.Equal(t, http.StatusCreated, code)
	m := checkoutURLPattern.FindStringSubmatch(created.CheckoutURL)
	require.NotNil(t, m, "checkoutUrl %q", created.CheckoutURL)
	token := m[1]
	assert.True(t, strings.HasPrefix(created.CheckoutURL, s.api.URL+"/pay/"))

	// The same swap keeps its token; another swap has another.
	_, again := s.swap(key, http.MethodPost, "/v1/swaps", req)
	assert.Equal(t, created.CheckoutURL, again.CheckoutURL)
	_, read := s.swap(key, http.MethodGet, "/v1/swaps/api-co-1", nil)
	assert.Equal(t, created.CheckoutURL, read.CheckoutURL)
	_, other := s.swap(key, http.MethodPost, "/v1/swaps", createBody("api-co-2"))
	assert.NotEqual(t, created.CheckoutURL, other.CheckoutURL)
	var stored string
	require.NoError(t, s.pool.QueryRow(context.Background(), `SELECT checkout_id FROM api_swaps WHERE merchant_swap_id = 'api-co-1'`).Scan(&stored))
	assert.Equal(t, token, stored)

	// The status, without a key: the instructions and "awaiting payment".
	resp, raw := s.public("/v1/checkout/" + token)
	require.Equal(t, http.StatusOK, resp.StatusCode, "%s", raw)
	checkoutHeadersOK(t, resp.Header)
	var st CheckoutStatus
	require.NoError(t, json.Unmarshal(raw, &st))
	ins := created.Instructions
	assert.Equal(t, CheckoutAwaitingPayment, st.State)
	assert.Equal(t, "1.5", st.Amount)
	assert.Equal(t, "ETH", st.Asset)
	assert.Equal(t, "dev", st.ChainName)
	assert.Equal(t, ins.Vault, st.Vault)
	assert.Equal(t, ins.Calldata, st.Calldata)
	assert.Equal(t, ins.PaymentURI, st.PaymentURI)
	assert.Equal(t, ins.Deadline, st.Deadline)
	assert.Equal(t, "USDC", st.PayoutAsset)
	assert.False(t, st.DepositDetected)
	assert.Nil(t, st.BlocksLeft)
	assert.False(t, st.RefundAddressNeeded, "no deposit address: a contract deposit is refunded to its payer")
	code, raw = s.call("", http.MethodPost, "/v1/checkout/"+token+"/refund-address", RefundAddressRequest{RefundAddress: "0x00000000000000000000000000000000000000Cc"})
	require.Equal(t, http.StatusConflict, code, "no refund address from the page without a deposit address: %s", raw)
	assert.Equal(t, "refundAddress", problem(t, raw).Field)
	// Nothing of the merchant or of where the money goes.
	for _, secret := range []string{payout, strings.ToLower(payout), "mer_", key, `"api-co-1"`} {
		assert.NotContains(t, string(raw), secret)
	}

	// The page: the amount, the vault, a QR code of the payment URI, the state.
	resp, page := s.public("/pay/" + token)
	require.Equal(t, http.StatusOK, resp.StatusCode, "%s", page)
	checkoutHeadersOK(t, resp.Header)
	assert.Equal(t, "text/html; charset=utf-8", resp.Header.Get("Content-Type"))
	html := string(page)
	assert.Contains(t, html, `<span id="amount">1.5</span> <span id="asset">ETH</span>`)
	assert.Contains(t, html, ins.Vault)
	assert.Contains(t, html, "Waiting for your payment")
	assert.Contains(t, html, `href="`+strings.ReplaceAll(ins.PaymentURI, "&", "&amp;")+`"`)
	assert.NotContains(t, html, payout)
	assert.NotContains(t, html, "<script>", "no inline script: the CSP allows the page's own file only")
	assert.Contains(t, html, `data-token="`+token+`"`)
	assert.NotContains(t, html, "<dt>Token</dt>", "a native deposit names no token")
	qr := regexp.MustCompile(`src="data:image/png;base64,([^"]+)"`).FindStringSubmatch(html)
	require.NotNil(t, qr, "the QR code")
	pngBytes, err := base64.StdEncoding.DecodeString(htmlpkg.UnescapeString(qr[1]))
	require.NoError(t, err)
	img, err := png.Decode(bytes.NewReader(pngBytes))
	require.NoError(t, err)
	size := img.Bounds().Dx()
	assert.Equal(t, size, img.Bounds().Dy())
	assert.Contains(t, html, fmt.Sprintf(`width="%d" height="%d"`, size, size))
	assert.InDelta(t, 256, size, 128, "about 256 px")
	// A scanner reads the payment URI off it (ZXing's port: another
	// implementation than the one that drew it).
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	require.NoError(t, err)
	scanned, err := qrreader.NewQRCodeReader().Decode(bmp, nil)
	require.NoError(t, err)
	assert.Equal(t, ins.PaymentURI, scanned.GetText())
	for _, asset := range []string{"/pay/assets/checkout.js", "/pay/assets/checkout.css"} {
		resp, body := s.public(asset)
		assert.Equal(t, http.StatusOK, resp.StatusCode, asset)
		assert.NotEmpty(t, body)
	}

	// Neither the swap ID nor a well-formed token the API never gave out
	// reaches a swap, and both answers look alike.
	for _, bad := range []string{"api-co-1", NewCheckoutID(), token + "x", strings.ToUpper(token[:4]) + token[4:]} {
		code, _, raw := s.checkout(bad)
		assert.Equal(t, http.StatusNotFound, code, bad)
		assert.Equal(t, "checkoutId", problem(t, raw).Field)
		assert.NotContains(t, string(raw), "1500000000000000000")
		resp, page := s.public("/pay/" + bad)
		assert.Equal(t, http.StatusNotFound, resp.StatusCode, bad)
		assert.Contains(t, string(page), "This payment link is not valid.")
		checkoutHeadersOK(t, resp.Header)
	}

	// The customer pays; the deposit is detected, then final, then paid out.
	dep := s.pay(ins)
	ref := evmkey.DepositRefV2(1337, s.chain.Vault(), dep.DepositId)
	ev := swap.Event{SwapID: s.workflowID("api-co-1"), DepositRef: ref, AmountUnits: dep.Amount.String(), ChainID: 1337}
	obs := ev
	obs.EventID, obs.Type = "obs:"+ref, swap.DepositObserved
	require.Equal(t, swap.Applied, s.deliver(obs).Outcome)
	_, st, _ = s.checkout(token)
	assert.Equal(t, CheckoutConfirming, st.State)
	assert.True(t, st.DepositDetected)
	assert.Nil(t, st.BlocksLeft, "no scanner saw this deposit: the blocks left are unknown")
	_, page = s.public("/pay/" + token)
	assert.Contains(t, string(page), "Payment detected: confirming")

	conf := ev
	conf.EventID = "conf:" + ref
	r, err := swapclient.Confirm(context.Background(), s.cl, conf)
	require.NoError(t, err)
	require.Equal(t, swap.Applied, r.Outcome, r.Reason)
	eventually(t, 90*time.Second, func() bool {
		_, st, _ = s.checkout(token)
		return st.State == CheckoutPaidOut
	}, "the checkout did not reach paid out", func() string { return st.State })
	_, merchantView := s.swap(key, http.MethodGet, "/v1/swaps/api-co-1", nil)
	require.NotNil(t, st.Payout)
	require.NotNil(t, merchantView.Swap.Payout)
	assert.Equal(t, merchantView.Swap.Payout.Asset, st.Payout.Asset)
	assert.Equal(t, merchantView.Swap.Payout.AmountUnits, st.Payout.AmountUnits)
	assert.NotEmpty(t, st.Payout.Amount, "USDC's decimals are in the chains file")
	assert.Empty(t, st.Payout.Transaction, "the payout receiver's reference is not a chain transaction")
	_, page = s.public("/pay/" + token)
	assert.Contains(t, string(page), "Paid out")
}

// A swap whose deposit window closed unpaid tells its customer not to pay.
func TestCheckoutPageSaysWhenTheDeadlinePassed(t *testing.T) {
	s := newStack(t)
	key := s.merchant("late").Key
	req := createBody("api-co-late")
	one := int64(1)
	req.DeadlineSeconds = &one
	code, created := s.swap(key, http.MethodPost, "/v1/swaps", req)
	require.Equal(t, http.StatusCreated, code)
	token := checkoutURLPattern.FindStringSubmatch(created.CheckoutURL)
	require.NotNil(t, token, created.CheckoutURL)
	var st CheckoutStatus
	eventually(t, 30*time.Second, func() bool {
		_, st, _ = s.checkout(token[1])
		return st.State == CheckoutOverdue
	}, "the checkout did not reach overdue", func() string { return st.State })
	assert.True(t, st.DeadlinePassed)
	assert.False(t, st.DepositDetected)
	resp, page := s.public("/pay/" + token[1])
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, string(page), "The deadline has passed")
	assert.Contains(t, string(page), "Do not pay now")
	assert.Contains(t, string(page), `class="card done-pay"`, "no wallet link or countdown invites a payment")
}

// When a checkout cannot be answered (here: its chain left the chains file),
// the customer gets a plain 503 and the log gets the cause — without the
// token, which is what lets anyone read the swap.
func TestACheckoutThatFailsLogsNoToken(t *testing.T) {
	s := newStack(t)
	key := s.merchant("gone").Key
	code, created := s.swap(key, http.MethodPost, "/v1/swaps", createBody("api-co-fail"))
	require.Equal(t, http.StatusCreated, code)
	token := checkoutURLPattern.FindStringSubmatch(created.CheckoutURL)
	require.NotNil(t, token, created.CheckoutURL)
	var logs bytes.Buffer
	srv := New(Config{DB: s.pool, Temporal: s.cl, Chains: &chainconf.File{}, TaskQueue: s.queue,
		Logger: slog.New(slog.NewTextHandler(&logs, nil))}).Handler()
	for _, path := range []string{"/v1/checkout/" + token[1], "/pay/" + token[1]} {
		rec := httptest.NewRecorder()
		srv.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		assert.Equal(t, http.StatusServiceUnavailable, rec.Code, path)
		assert.NotContains(t, rec.Body.String(), "chains file", "no internal text to the customer")
		checkoutHeadersOK(t, rec.Header())
	}
	assert.Contains(t, logs.String(), "no longer in the chains file")
	assert.NotContains(t, logs.String(), token[1])
}

// A token deposit's page names the token and the approve to send first, in
// the token's display units.
func TestCheckoutPageOfATokenDepositShowsTheApprove(t *testing.T) {
	s := newStack(t)
	key := s.merchant("usdc").Key
	req := createBody("api-co-usdc")
	req.Asset, req.AmountUnits, req.PayoutAsset = "USDC", "12500000", "ETH"
	code, created := s.swap(key, http.MethodPost, "/v1/swaps", req)
	require.Equal(t, http.StatusCreated, code)
	token := checkoutURLPattern.FindStringSubmatch(created.CheckoutURL)
	require.NotNil(t, token, created.CheckoutURL)
	ins := created.Instructions
	require.NotNil(t, ins.Approve)

	_, st, raw := s.checkout(token[1])
	assert.Equal(t, "12.5", st.Amount, "%s", raw)
	assert.Equal(t, s.chain.USDC().Hex(), st.Token)
	require.NotNil(t, st.Approve)
	assert.Equal(t, *ins.Approve, *st.Approve)
	assert.Equal(t, "0", st.Value)
	_, page := s.public("/pay/" + token[1])
	html := string(page)
	assert.Contains(t, html, `<span id="amount">12.5</span> <span id="asset">USDC</span>`)
	assert.Contains(t, html, "<dt>Token</dt><dd><code>"+s.chain.USDC().Hex()+"</code></dd>")
	assert.Contains(t, html, ins.Approve.Calldata)
	assert.Contains(t, html, "depositToken(bytes32,bytes32,address,uint256)")
}
