package api

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/evmkey"
	"github.com/swapengine/swapengine/internal/harness/webhookschema"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/webhook"
)

// delivery is one webhook as a merchant's endpoint received it.
type delivery struct {
	header http.Header
	body   []byte
}

func (d delivery) payload(t *testing.T) activities.WebhookPayload {
	t.Helper()
	var p activities.WebhookPayload
	require.NoError(t, json.Unmarshal(d.body, &p), "%s", d.body)
	return p
}

// merchantEndpoint is a merchant's webhook receiver: it verifies with its
// own merchant's secrets only (a 401 otherwise) and keeps what it accepted.
type merchantEndpoint struct {
	t       *testing.T
	srv     *httptest.Server
	mu      sync.Mutex
	secrets []string
	got     []delivery
	refused int
}

func newMerchantEndpoint(t *testing.T) *merchantEndpoint {
	e := &merchantEndpoint{t: t}
	e.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		e.mu.Lock()
		defer e.mu.Unlock()
		if verifies(e.secrets, body, r.Header) != nil {
			e.refused++
			http.Error(w, "signature rejected", http.StatusUnauthorized)
			return
		}
		e.got = append(e.got, delivery{header: r.Header.Clone(), body: body})
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(e.srv.Close)
	return e
}

func (e *merchantEndpoint) trust(secret string) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.secrets = append(e.secrets, secret)
}

func (e *merchantEndpoint) deliveries() []delivery {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]delivery(nil), e.got...)
}

// waitFor returns the first delivery of the event type for the swap.
func (e *merchantEndpoint) waitFor(swapID, typ string, redelivery bool) delivery {
	e.t.Helper()
	var found delivery
	eventually(e.t, 60*time.Second, func() bool {
		for _, d := range e.deliveries() {
			p := d.payload(e.t)
			if p.SwapID == swapID && p.Type == typ && p.Redelivery == redelivery {
				found = d
				return true
			}
		}
		return false
	}, "no "+typ+" webhook of "+swapID, func() string {
		var types []string
		for _, d := range e.deliveries() {
			types = append(types, string(d.body))
		}
		return strings.Join(types, "\n")
	})
	return found
}

// verifies is a merchant's check of a webhook with the secrets it holds.
func verifies(secrets []string, body []byte, h http.Header) error {
	vs, err := webhook.ParseSecrets("test", secrets)
	if err != nil {
		return err
	}
	return webhook.VerifyAny(vs, body, h)
}

// createMerchantByCLI runs `starter merchant create` and returns the
// merchant's ID and the secret it printed once.
func createMerchantByCLI(t *testing.T, name, url string) (id, secret string) {
	t.Helper()
	var out bytes.Buffer
	require.NoError(t, runMerchant(context.Background(), []string{"create", "-database-url", os.Getenv("DATABASE_URL"),
		"-name", name, "-webhook-url", url, "-webhook-allow-private"}, &out))
	id = regexp.MustCompile(`mer_[A-Za-z0-9_-]+`).FindString(out.String())
	secret = regexp.MustCompile(`whsec_[A-Za-z0-9+/=]+`).FindString(out.String())
	require.NotEmpty(t, id, out.String())
	require.NotEmpty(t, secret, out.String())
	return id, secret
}

// payAndConfirm pays the instructions of the swap the merchant created as
// id on the dev chain and hands the deposit to it as the scanner would,
// observed then final.
func (s *stack) payAndConfirm(id string, ins Instructions) {
	s.t.Helper()
	dep := s.pay(ins)
	ref := evmkey.DepositRefV2(1337, s.chain.Vault(), dep.DepositId)
	ev := swap.Event{SwapID: s.workflowID(id), DepositRef: ref, AmountUnits: dep.Amount.String(), ChainID: 1337}
	obs := ev
	obs.EventID, obs.Type = "obs:"+ref, swap.DepositObserved
	require.Equal(s.t, swap.Applied, s.deliver(obs).Outcome)
	conf := ev
	conf.EventID = "conf:" + ref
	r, err := swapclient.Confirm(context.Background(), s.cl, conf)
	require.NoError(s.t, err)
	require.Equal(s.t, swap.Applied, r.Outcome, r.Reason)
}

// Merchants apart, end to end (API → Temporal → worker → receivers →
// webhooks): two merchants, each with its own endpoint and secret. Neither's
// key reaches the other's swap; each one's webhooks verify with its own
// secret only, and a webhook signed with one's secret is refused by the
// other's endpoint. A rotation signs with both secrets through its grace
// window; after it only the new one verifies. A redelivery re-sends an event
// under the same webhook-id, flagged.
func TestMerchantsHaveTheirOwnWebhooksAndSecrets(t *testing.T) {
	s := newStack(t)
	ctx := context.Background()
	t.Setenv("DATABASE_URL", s.dbURL)
	endA, endB := newMerchantEndpoint(t), newMerchantEndpoint(t)
	merchantA, secretA := createMerchantByCLI(t, "shop A", endA.srv.URL+"/hooks")
	merchantB, secretB := createMerchantByCLI(t, "shop B", endB.srv.URL+"/hooks")
	endA.trust(secretA)
	endB.trust(secretB)
	keyA, err := CreateAPIKey(ctx, s.pool, merchantA)
	require.NoError(t, err)
	keyB, err := CreateAPIKey(ctx, s.pool, merchantB)
	require.NoError(t, err)

	code, a1 := s.swap(keyA.Key, http.MethodPost, "/v1/swaps", createBody("mer-a-1"))
	require.Equal(t, http.StatusCreated, code)
	code, b1 := s.swap(keyB.Key, http.MethodPost, "/v1/swaps", createBody("mer-b-1"))
	require.Equal(t, http.StatusCreated, code)
	// Keys reach their own merchant's swaps only.
	code, _ = s.call(keyB.Key, http.MethodGet, "/v1/swaps/mer-a-1", nil)
	assert.Equal(t, http.StatusNotFound, code)
	code, _ = s.call(keyA.Key, http.MethodGet, "/v1/swaps/mer-b-1", nil)
	assert.Equal(t, http.StatusNotFound, code)

	s.payAndConfirm("mer-a-1", a1.Instructions)
	s.payAndConfirm("mer-b-1", b1.Instructions)
	doneA := endA.waitFor("mer-a-1", webhook.TypeSwapCompleted, false)
	doneB := endB.waitFor("mer-b-1", webhook.TypeSwapCompleted, false)

	// The typed events of a paid swap, in order, one webhook-id each.
	var types []string
	for _, d := range endA.deliveries() {
		p := d.payload(t)
		require.Equal(t, "mer-a-1", p.SwapID, "merchant A got another merchant's webhook")
		types = append(types, p.Type)
		assert.Equal(t, 1, p.Attempt)
		assert.False(t, p.Redelivery)
		// The webhook-id names the swap by its workflow ID, unique across merchants.
		assert.Equal(t, "webhook:"+s.workflowID("mer-a-1")+":"+itoa(p.Revision), d.header.Get("webhook-id"))
	}
	assert.Equal(t, []string{webhook.TypeDepositDetected, webhook.TypeDepositConfirmed, webhook.TypePayoutSending, webhook.TypeSwapCompleted}, types)
	for _, d := range endB.deliveries() {
		require.Equal(t, "mer-b-1", d.payload(t).SwapID, "merchant B got another merchant's webhook")
	}
	completed := doneA.payload(t)
	require.NotNil(t, completed.Payout)
	assert.Equal(t, "USDC", completed.Payout.Asset)
	assert.NotEmpty(t, completed.Payout.AmountUnits)
	assert.NotEmpty(t, completed.Payout.Reference, "the payout receiver's reference")
	assert.Equal(t, "success", completed.Status)

	// Each webhook verifies with its own merchant's secret, not the other's.
	require.NoError(t, verifies([]string{secretA}, doneA.body, doneA.header))
	require.Error(t, verifies([]string{secretB}, doneA.body, doneA.header), "B's secret verifies A's webhook")
	require.NoError(t, verifies([]string{secretB}, doneB.body, doneB.header))
	require.Error(t, verifies([]string{secretA}, doneB.body, doneB.header), "A's secret verifies B's webhook")
	// Merchant A forging a webhook to B with its own secret: B refuses it.
	forged := forge(t, secretA, "webhook:mer-b-1:99", []byte(`{"type":"swap.completed","swapId":"mer-b-1","status":"success"}`))
	resp, err := http.DefaultClient.Do(forged(endB.srv.URL + "/hooks"))
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusUnauthorized, resp.StatusCode, "B's endpoint took a webhook signed with A's secret")

	// A rotates its secret: through the grace window every webhook carries a
	// signature under each, so A's verifier may switch at any moment.
	var out bytes.Buffer
	require.NoError(t, runMerchant(ctx, []string{"rotate-secret", "-merchant", merchantA, "-grace", "1h"}, &out))
	secretA2 := regexp.MustCompile(`whsec_[A-Za-z0-9+/=]+`).FindString(out.String())
	require.NotEmpty(t, secretA2, out.String())
	endA.trust(secretA2)
	out.Reset()
	require.NoError(t, runMerchant(ctx, []string{"show", "-merchant", merchantA}, &out))
	assert.Equal(t, 2, strings.Count(out.String(), "signing secret whs_"), out.String())
	assert.Equal(t, 1, strings.Count(out.String(), "signs until"), out.String())
	assert.NotContains(t, out.String(), "whsec_", "show never prints a secret")
	code, a2 := s.swap(keyA.Key, http.MethodPost, "/v1/swaps", createBody("mer-a-2"))
	require.Equal(t, http.StatusCreated, code)
	s.payAndConfirm("mer-a-2", a2.Instructions)
	during := endA.waitFor("mer-a-2", webhook.TypeDepositDetected, false)
	assert.Len(t, strings.Fields(during.header.Get("webhook-signature")), 2, "v1,<new> v1,<old>")
	require.NoError(t, verifies([]string{secretA}, during.body, during.header), "the old secret, in the grace window")
	require.NoError(t, verifies([]string{secretA2}, during.body, during.header), "the new secret")
	require.Error(t, verifies([]string{secretB}, during.body, during.header))
	endA.waitFor("mer-a-2", webhook.TypeSwapCompleted, false)

	// The grace window ends (a rotation with no grace expires every older
	// secret); a redelivery of the first swap's completion now carries only
	// the newest secret's signature, under the same webhook-id.
	out.Reset()
	require.NoError(t, runMerchant(ctx, []string{"rotate-secret", "-merchant", merchantA, "-grace", "0s"}, &out))
	secretA3 := regexp.MustCompile(`whsec_[A-Za-z0-9+/=]+`).FindString(out.String())
	endA.trust(secretA3)
	out.Reset()
	require.NoError(t, runWebhook(ctx, []string{"redeliver", "-swap-id", s.workflowID("mer-a-1"), "-event", doneA.header.Get("webhook-id"), "-webhook-allow-private"}, &out))
	again := endA.waitFor("mer-a-1", webhook.TypeSwapCompleted, true)
	assert.Equal(t, doneA.header.Get("webhook-id"), again.header.Get("webhook-id"))
	assert.Len(t, strings.Fields(again.header.Get("webhook-signature")), 1)
	require.NoError(t, verifies([]string{secretA3}, again.body, again.header))
	require.Error(t, verifies([]string{secretA, secretA2}, again.body, again.header), "expired secrets")
	redelivered := again.payload(t)
	assert.True(t, redelivered.Redelivery)
	assert.Equal(t, 1, redelivered.Attempt)
	redelivered.Redelivery = false
	assert.Equal(t, completed, redelivered, "the same event, flagged")
	// Another merchant's swap, or an event that never was: refused, naming it.
	err = runWebhook(ctx, []string{"redeliver", "-swap-id", "mer-b-1", "-event", doneA.header.Get("webhook-id")}, &out)
	require.ErrorContains(t, err, "no such webhook event")

	// Every payload received matches its JSON Schema (docs/schemas).
	for _, d := range append(endA.deliveries(), endB.deliveries()...) {
		requireSchemaValid(t, d.body)
	}
	endA.mu.Lock()
	assert.Zero(t, endA.refused, "A refused a webhook meant for it")
	endA.mu.Unlock()

	if dir := os.Getenv("RECORD_HISTORY_DIR"); dir != "" {
		// A replay test input (workflows/replay_test.go) with typed events.
		s.recordHistory(s.workflowID("mer-a-1"), "mer-a-1", dir)
	}
}

func itoa(n int64) string { b, _ := json.Marshal(n); return string(b) }

// forge signs body as webhook-id id with secret, as a merchant holding that
// secret could.
func forge(t *testing.T, secret, id string, body []byte) func(url string) *http.Request {
	t.Helper()
	signers, err := webhook.ParseSecrets("forger", []string{secret})
	require.NoError(t, err)
	return func(url string) *http.Request {
		req, err := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
		require.NoError(t, err)
		require.NoError(t, webhook.Sign(req.Header, signers, id, time.Now(), body))
		return req
	}
}

// requireSchemaValid checks a received webhook against docs/schemas.
func requireSchemaValid(t *testing.T, body []byte) {
	t.Helper()
	s, err := webhookschema.Load(webhookschema.Path(false))
	require.NoError(t, err)
	require.NoError(t, s.Validate(body), "%s", body)
}
