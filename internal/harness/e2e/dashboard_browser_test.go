package e2e

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/api"
	"github.com/swapengine/swapengine/webhook"
)

// hookReceiver is a merchant's webhook endpoint: it takes what verifies
// with the secrets it trusts, as the merchant's server would.
type hookReceiver struct {
	srv     *httptest.Server
	mu      sync.Mutex
	secrets []string
	got     []webhook.Event
	ids     []string
}

func newHookReceiver(t *testing.T) *hookReceiver {
	h := &hookReceiver{}
	h.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		h.mu.Lock()
		defer h.mu.Unlock()
		if len(h.secrets) == 0 {
			http.Error(w, "no secret yet", http.StatusUnauthorized)
			return
		}
		v, err := webhook.NewVerifier("merchant", h.secrets)
		if err == nil {
			err = v.Verify(body, r.Header)
		}
		if err != nil {
			http.Error(w, "signature rejected", http.StatusUnauthorized)
			return
		}
		ev, err := webhook.ParseEvent(body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		h.got, h.ids = append(h.got, ev), append(h.ids, r.Header.Get("webhook-id"))
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(h.srv.Close)
	return h
}

func (h *hookReceiver) trust(secret string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.secrets = append(h.secrets, secret)
}

// delivered are the events taken of a type, with their webhook-ids.
func (h *hookReceiver) delivered(typ string) (evs []webhook.Event, ids []string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for i, e := range h.got {
		if e.Type == typ {
			evs, ids = append(evs, e), append(ids, h.ids[i])
		}
	}
	return evs, ids
}

// TestTheMerchantDashboardInChromium walks the merchant dashboard as a
// merchant does, on the real dev stack (the worker paying on the dev chain):
// log in with an API key typed into the form; make a key; point the webhook
// endpoint at the merchant's receiver and rotate the signing secret, read
// off the page once; create a swap through the API with the new key; pay it
// on the dev chain; see its timeline reach the completion; redeliver the
// completion and see the receiver take it with redelivery set, under the
// same webhook-id; revoke the key and see the API refuse it.
// WEBUI_SCREENSHOTS=docs/img regenerates docs/dashboard.md's screenshots.
func TestTheMerchantDashboardInChromium(t *testing.T) {
	b := newBrowser(t)
	b.do("size the viewport", chromedp.EmulateViewport(1100, 900))
	o := newOnChainEnv(t)
	o.payer()
	o.startScanner()
	ctx := context.Background()

	srv := o.swapAPI(common.Address{})
	merchant, err := api.CreateMerchant(ctx, o.pool, "dashboard shop")
	require.NoError(t, err)
	login, err := api.CreateAPIKey(ctx, o.pool, merchant)
	require.NoError(t, err)
	hooks := newHookReceiver(t)

	// Log in: the key typed into the form.
	b.do("open the dashboard", chromedp.Navigate(srv.URL+"/dashboard/"))
	b.waitText("Log in with one of your API keys")
	b.do("type the key", chromedp.SendKeys("#key", login.Key))
	b.click("the log-in button", "#login")
	b.waitText("Swaps", "No swaps yet.")
	url, err := b.eval(`location.href`)
	require.NoError(t, err)
	assert.NotContains(t, url, login.Key, "the key is never in a URL")

	// A key for the merchant's backend.
	b.click("the keys link", "#nav-keys")
	b.waitText("New key")
	b.do("name the key", chromedp.SendKeys("#key-name", "backend"))
	b.click("make the key", "#create-key")
	b.waitText("Key made. Copy it now")
	backend, err := b.eval(`document.getElementById('new-key').textContent`)
	require.NoError(t, err)
	backendID, err := b.eval(`document.getElementById('new-key-id').textContent`)
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(backend, api.KeyPrefix), backend)
	b.shot("dashboard-keys")

	// The webhook endpoint, and a signing secret shown once.
	b.click("the webhook link", "#nav-webhook")
	b.waitText("Rotate the signing secret")
	b.do("type the endpoint", chromedp.SetValue("#url", hooks.srv.URL+"/hooks"))
	b.click("save the endpoint", "#save-endpoint")
	b.waitText("Saved.", hooks.srv.URL+"/hooks")
	b.do("no grace", chromedp.SetValue("#grace", "0"))
	b.click("rotate", "#rotate")
	b.waitText("New signing secret made")
	secret, err := b.eval(`document.getElementById('new-secret').textContent`)
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(secret, "whsec_"), secret)
	hooks.trust(secret)
	b.click("send a test event", "#send-test")
	b.waitText("sent: your endpoint took it")
	tests, _ := hooks.delivered(webhook.TypeSwapCompleted)
	require.Len(t, tests, 1)
	assert.True(t, tests[0].Test, "the test event is marked test")

	// The backend creates a swap with its key; the customer pays it.
	id := uniqueSwapID("dash")
	created := createThroughAPI(t, srv.URL, backend, api.CreateRequest{SwapID: id, ChainID: o.chain.ChainID().Uint64(),
		Asset: "ETH", AmountUnits: "1000000000000000", PayoutAsset: "USDC", PayoutAddress: o.customer.Hex()})
	t.Cleanup(func() { _ = o.cl.TerminateWorkflow(context.Background(), created.Swap.WorkflowID, "", "test ended") })
	ins := created.Instructions
	sendAndMine(t, o, o.chain.Accounts()[1], common.HexToAddress(ins.Vault), ins.Value, ins.Calldata)

	// Its timeline, page by page as it moves (the pages have no script).
	b.do("open the swaps", chromedp.Navigate(srv.URL+"/dashboard/"))
	b.click("the swap", "#swaps a", id)
	b.waitText("Timeline", created.Swap.WorkflowID)
	deadline := time.Now().Add(2 * time.Minute)
	for {
		done, _ := b.eval(`String(!!document.querySelector('#timeline li[data-type="swap.completed"]'))`)
		if done == "true" {
			break
		}
		require.True(t, time.Now().Before(deadline), "the timeline did not reach the completion:\n%s", b.text())
		time.Sleep(300 * time.Millisecond)
		b.do("reload", chromedp.Reload())
	}
	b.waitText(webhook.TypeDepositDetected, webhook.TypeDepositConfirmed, webhook.TypePayoutSending, webhook.TypeSwapCompleted)
	b.shot("dashboard-swap")
	completed, ids := hooks.delivered(webhook.TypeSwapCompleted)
	require.Len(t, completed, 2, "the test event and the swap's completion")
	assert.Equal(t, id, completed[1].SwapID, "the merchant's own swap ID")
	assert.False(t, completed[1].Redelivery)

	// Redeliver the completion: the receiver takes it again, flagged.
	b.click("redeliver the completion", `#timeline li[data-type="swap.completed"] .redeliver`)
	b.waitText("Redelivered: your endpoint took it.", "(redelivery)")
	b.shot("dashboard-event")
	completed, again := hooks.delivered(webhook.TypeSwapCompleted)
	require.Len(t, completed, 3)
	assert.True(t, completed[2].Redelivery, "the redelivery is flagged")
	assert.Equal(t, ids[1], again[2], "under the same webhook-id")
	assert.Equal(t, completed[1].Revision, completed[2].Revision)

	// Revoke the backend's key: the API refuses it.
	b.click("the keys link", "#nav-keys")
	b.click("revoke the backend key", `button.revoke[data-key="`+backendID+`"]`)
	b.waitText("Key " + backendID + " revoked")
	req, err := http.NewRequest(http.MethodGet, srv.URL+"/v1/swaps/"+id, nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+backend)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	var refusal api.ErrorResponse
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&refusal))
	resp.Body.Close()
	assert.Equal(t, http.StatusUnauthorized, resp.StatusCode)
	assert.Contains(t, refusal.Error.Message, "revoked")
}
