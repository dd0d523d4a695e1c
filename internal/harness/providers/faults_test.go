package providers

import (
	"bytes"
	"net/http"
	"strconv"
	"sync"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An injected 503 comes before anything is claimed or recorded: the same key then works.
func TestFaultFailRateAnswers503LeavingNoTrace(t *testing.T) {
	f := NewFaults(1, 1, 0)
	e := newEnv(t, Config{Faults: f})
	body := exchangeBody("swap-503", "1000")
	r := e.post(PathExchanges, "start-exchange:swap-503", body)
	require.Equal(t, http.StatusServiceUnavailable, r.status, "%s", r.body)
	assert.Empty(t, e.effectsOf("swap-503"))
	assert.Zero(t, e.countRows(`SELECT count(*) FROM idempotency_keys`))

	f.SetRates(0, 0)
	r = e.post(PathExchanges, "start-exchange:swap-503", body)
	require.Equal(t, http.StatusOK, r.status, "%s", r.body)
	assert.False(t, r.replayed())
	assert.Equal(t, []EffectCount{{ReceiverExchange, "start-exchange:swap-503", 1}}, e.effectsOf("swap-503"))
	assert.Equal(t, FaultStats{Failed: 1}, f.Stats())
}

// A lost response happens after the commit: the effect exists, the retry replays it, and the
// hook the config already had still runs first.
func TestFaultLostResponseAfterCommit(t *testing.T) {
	f := NewFaults(1, 0, 0)
	var (
		mu     sync.Mutex
		hooked []string
	)
	seen := func() []string { mu.Lock(); defer mu.Unlock(); return append([]string(nil), hooked...) }
	e := newEnv(t, Config{Faults: f, AfterEffect: func(_, key string) { mu.Lock(); hooked = append(hooked, key); mu.Unlock() },
		WebhookSecrets: []string{secret("faults")}})
	body := e.fill("swap-lose", "5")
	f.SetRates(0, 1)
	once := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	_, err := e.postWith(once, PathPayouts, "send-payout:swap-lose", body)
	require.Error(t, err, "the response is lost")
	assert.Equal(t, []string{"start-exchange:swap-lose", "send-payout:swap-lose"}, seen())

	f.SetRates(0, 0)
	r := e.post(PathPayouts, "send-payout:swap-lose", body)
	require.Equal(t, http.StatusOK, r.status, "%s", r.body)
	assert.True(t, r.replayed())
	assert.Equal(t, []EffectCount{{ReceiverExchange, "start-exchange:swap-lose", 1}, {ReceiverPayout, "send-payout:swap-lose", 1}},
		e.effectsOf("swap-lose"))

	// Webhooks: the first delivery is recorded and its answer lost; the redelivery is a duplicate.
	f.SetRates(0, 1)
	wb := webhookBody(t, "swap-lose", 1, "deposit")
	_, err = e.postWebhook(once, secret("faults"), "webhook:swap-lose:1", wb)
	require.Error(t, err)
	f.SetRates(0, 0)
	ok := e.deliver(secret("faults"), "webhook:swap-lose:1", time.Now(), wb)
	require.Equal(t, http.StatusOK, ok.status, "%s", ok.body)
	assert.Contains(t, string(ok.body), WebhookDuplicate)
	assert.Equal(t, FaultStats{Lost: 2}, f.Stats())
	assert.Equal(t, 1, e.countRows(`SELECT count(*) FROM effects WHERE idem_key = 'webhook:swap-lose:1'`))
}

// The same seed draws the same sequence of faults.
func TestFaultsDeterministicGivenSeed(t *testing.T) {
	seq := func(seed int64) []bool {
		f := NewFaults(seed, 0.3, 0)
		out := make([]bool, 200)
		for i := range out {
			out[i] = f.draw(f.failRate)
		}
		return out
	}
	assert.Equal(t, seq(42), seq(42))
	assert.NotEqual(t, seq(42), seq(43))
	n := 0
	for _, b := range seq(7) {
		if b {
			n++
		}
	}
	assert.InDelta(t, 60, n, 25, "about 30%% of 200 draws")
}

func TestFaultsValidate(t *testing.T) {
	require.NoError(t, NewFaults(1, 0, 1).Validate())
	require.ErrorContains(t, Config{Faults: NewFaults(1, 1.5, 0)}.Validate(), "fail rate 1.5")
	require.ErrorContains(t, Config{Faults: NewFaults(1, 0, -0.1)}.Validate(), "lose-response rate -0.1")
}

// postWebhook is deliver on a chosen client, returning the transport error instead of failing.
func (e *env) postWebhook(client *http.Client, secret, id string, body []byte) (*http.Response, error) {
	e.t.Helper()
	wh, err := standardwebhooks.NewWebhook(secret)
	require.NoError(e.t, err)
	ts := time.Now()
	sig, err := wh.Sign(id, ts, body)
	require.NoError(e.t, err)
	req, err := http.NewRequest(http.MethodPost, e.srv.URL+PathWebhooks, bytes.NewReader(body))
	require.NoError(e.t, err)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(standardwebhooks.HeaderWebhookID, id)
	req.Header.Set(standardwebhooks.HeaderWebhookTimestamp, strconv.FormatInt(ts.Unix(), 10))
	req.Header.Set(standardwebhooks.HeaderWebhookSignature, sig)
	resp, err := client.Do(req)
	if err == nil {
		resp.Body.Close()
	}
	return resp, err
}
