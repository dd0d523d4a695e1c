package providers

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/receiver"
	"github.com/swapengine/swapengine/webhook"
)

func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }

type env struct {
	t    *testing.T
	srv  *httptest.Server
	pool *pgxpool.Pool
	prov *Server
}

// Test secrets of the worker's calls: each receiver has its own.
const (
	testExchangeSecret = "whsec_Ti+pAPAAP2t/IF6GIdaS6QMQKk5WOvqkDT7S0qwDvPw="
	testPayoutSecret   = "whsec_gxjvmeF5JRbHwRwyj8byWOTRI9heuProxZIL+QbuFr4="
)

// signCall signs a money call as the worker does, with the secret of the
// receiver its path names.
func signCall(t testing.TB, req *http.Request, body []byte) {
	t.Helper()
	secret := testPayoutSecret
	if req.URL.Path == PathExchanges || req.URL.Path == PathQuotes {
		secret = testExchangeSecret
	}
	signers, err := webhook.ParseSecrets("test secret", []string{secret})
	require.NoError(t, err)
	require.NoError(t, webhook.Sign(req.Header, signers, req.Header.Get(HeaderIdempotencyKey), time.Now(), body))
}

func newEnv(t *testing.T, cfg Config) *env {
	t.Helper()
	if cfg.ExchangeSecrets == nil {
		cfg.ExchangeSecrets = []string{testExchangeSecret}
	}
	if cfg.PayoutSecrets == nil {
		cfg.PayoutSecrets = []string{testPayoutSecret}
	}
	ctx := context.Background()
	pool, err := store.Open(ctx, testenv.MigratedPostgresURL(t))
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	prov := New(pool, cfg)
	srv := httptest.NewServer(prov.Handler())
	t.Cleanup(srv.Close)
	return &env{t: t, srv: srv, pool: pool, prov: prov}
}

type reply struct {
	status int
	header http.Header
	body   []byte
}

func (r reply) json(t *testing.T) map[string]any {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal(r.body, &m), "body %s", r.body)
	return m
}

func (r reply) replayed() bool { return r.header.Get(HeaderIdempotentReplayed) == "true" }

// postWith sends body (a string is sent as is, anything else JSON-encoded) with the given
// Idempotency-Key ("" sends none).
func (e *env) postWith(client *http.Client, path, key string, body any) (reply, error) {
	var raw []byte
	if s, ok := body.(string); ok {
		raw = []byte(s)
	} else {
		var err error
		raw, err = json.Marshal(body)
		require.NoError(e.t, err)
	}
	req, err := http.NewRequest(http.MethodPost, e.srv.URL+path, bytes.NewReader(raw))
	require.NoError(e.t, err)
	req.Header.Set("Content-Type", "application/json")
	if key != "" {
		req.Header.Set(HeaderIdempotencyKey, key)
	}
	signCall(e.t, req, raw)
	resp, err := client.Do(req)
	if err != nil {
		return reply{}, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return reply{}, err
	}
	return reply{status: resp.StatusCode, header: resp.Header, body: b}, nil
}

func (e *env) post(path, key string, body any) reply {
	r, err := e.postWith(e.srv.Client(), path, key, body)
	require.NoError(e.t, err)
	return r
}

// effectsOf counts effects per receiver/key for one swap.
func (e *env) effectsOf(swapID string) []EffectCount {
	counts, err := CountEffects(context.Background(), e.pool, swapID)
	require.NoError(e.t, err)
	return counts
}

func (e *env) countRows(query string, args ...any) int {
	var n int
	require.NoError(e.t, e.pool.QueryRow(context.Background(), query, args...).Scan(&n))
	return n
}

const (
	addr   = "0x1111111111111111111111111111111111111111"
	addr2  = "0x2222222222222222222222222222222222222222"
	denied = "0xdEAD000000000000000000000000000000000000"
)

// fill has the exchange fill amount for swapID under key start-exchange:<swapID> and returns
// the payout of exactly that fill to addr.
func (e *env) fill(swapID, amount string) PayoutRequest {
	e.t.Helper()
	r := e.post(PathExchanges, "start-exchange:"+swapID, exchangeBody(swapID, amount))
	require.Equal(e.t, http.StatusOK, r.status, "%s", r.body)
	var f ExchangeResponse
	require.NoError(e.t, json.Unmarshal(r.body, &f))
	require.Equal(e.t, StatusFilled, f.Status, "%s", r.body)
	return PayoutRequest{SwapID: swapID, Address: addr, Asset: f.QuoteAsset, AmountUnits: f.AmountOutUnits, ExchangeID: f.ExchangeID}
}

func exchangeBody(swapID, amount string) ExchangeRequest {
	return ExchangeRequest{SwapID: swapID, Asset: "ETH", AmountUnits: amount, DepositRef: "evm:1337:0xc0ffee:1"}
}

// moneyCases are the three endpoints under the idempotency contract, each with a valid body and
// a variant that differs in one parameter.
func moneyCases(swapID string) []struct {
	name, path, receiver string
	body, other          any
} {
	exID := deriveID("ex_", ReceiverExchange, "exchange:"+swapID)
	return []struct {
		name, path, receiver string
		body, other          any
	}{
		{"exchange", PathExchanges, ReceiverExchange,
			exchangeBody(swapID, "1000"), exchangeBody(swapID, "1001")},
		// The payout pays out the exchange case's fill (run first, key exchange:<swap>).
		{"payout", PathPayouts, ReceiverPayout,
			PayoutRequest{SwapID: swapID, Address: addr, Asset: "USDC", AmountUnits: "1000", ExchangeID: exID},
			PayoutRequest{SwapID: swapID, Address: addr2, Asset: "USDC", AmountUnits: "1000", ExchangeID: exID}},
		{"refund", PathRefunds, ReceiverRefund,
			RefundRequest{SwapID: swapID, DepositRef: "evm:1337:0xc0ffee:1", Address: addr, Asset: "ETH", AmountUnits: "1000"},
			RefundRequest{SwapID: swapID, DepositRef: "evm:1337:0xc0ffee:2", Address: addr, Asset: "ETH", AmountUnits: "1000"}},
	}
}

func TestSameKeySameBodyReplaysByteForByte(t *testing.T) {
	e := newEnv(t, Config{})
	for _, tc := range moneyCases("swap-replay") {
		t.Run(tc.name, func(t *testing.T) {
			key := tc.name + ":swap-replay"
			first := e.post(tc.path, key, tc.body)
			require.Equal(t, http.StatusOK, first.status, "%s", first.body)
			assert.False(t, first.replayed())
			assert.Equal(t, "application/json", first.header.Get("Content-Type"))

			for range 3 {
				again := e.post(tc.path, key, tc.body)
				require.Equal(t, http.StatusOK, again.status)
				assert.True(t, again.replayed(), "Idempotent-Replayed header")
				assert.Equal(t, string(first.body), string(again.body), "byte-identical replay")
			}

			var stored []byte
			require.NoError(t, e.pool.QueryRow(context.Background(),
				`SELECT response_body FROM idempotency_keys WHERE receiver = $1 AND idem_key = $2`,
				tc.receiver, key).Scan(&stored))
			assert.Equal(t, string(first.body), string(stored))
		})
	}
	assert.Equal(t, []EffectCount{
		{ReceiverExchange, "exchange:swap-replay", 1},
		{ReceiverPayout, "payout:swap-replay", 1},
		{ReceiverRefund, "refund:swap-replay", 1},
	}, e.effectsOf("swap-replay"))
}

func TestExchangeFillsAtConfiguredRate(t *testing.T) {
	e := newEnv(t, Config{RateNum: 3, RateDen: 2, QuoteAsset: "DAI"})
	amount := "1000000000000000000000001" // beyond int64/float64 precision
	r := e.post(PathExchanges, "start-exchange:swap-rate", exchangeBody("swap-rate", amount))
	require.Equal(t, http.StatusOK, r.status, "%s", r.body)

	var got ExchangeResponse
	require.NoError(t, json.Unmarshal(r.body, &got))
	want, _ := new(big.Int).SetString(amount, 10)
	want.Mul(want, big.NewInt(3)).Quo(want, big.NewInt(2))
	assert.Equal(t, ExchangeResponse{
		Status:         StatusFilled,
		ExchangeID:     deriveID("ex_", ReceiverExchange, "start-exchange:swap-rate"),
		SwapID:         "swap-rate",
		AmountInUnits:  amount,
		AmountOutUnits: want.String(),
		QuoteAsset:     "DAI",
	}, got)
	assert.Regexp(t, `^ex_[0-9a-f]{16}$`, got.ExchangeID)
}

func TestSameKeyDifferentBodyIs422(t *testing.T) {
	e := newEnv(t, Config{})
	for _, tc := range moneyCases("swap-422") {
		t.Run(tc.name, func(t *testing.T) {
			key := tc.name + ":swap-422"
			first := e.post(tc.path, key, tc.body)
			require.Equal(t, http.StatusOK, first.status)

			other := e.post(tc.path, key, tc.other)
			require.Equal(t, http.StatusUnprocessableEntity, other.status)
			assert.JSONEq(t,
				fmt.Sprintf(`{"error":"Idempotency-Key \"%s\" was already used with another request body","field":"Idempotency-Key"}`, key),
				string(other.body))
			assert.False(t, other.replayed())

			// The original request still replays its stored response.
			again := e.post(tc.path, key, tc.body)
			assert.Equal(t, string(first.body), string(again.body))
		})
	}
	for _, c := range e.effectsOf("swap-422") {
		assert.Equal(t, 1, c.Count, "%s/%s", c.Receiver, c.Key)
	}
	assert.Len(t, e.effectsOf("swap-422"), 3)
}

// Same-key requests racing each other: one performs the effect, the rest are told it is in
// progress (or, if they arrive after it completed, get the replay).
func TestConcurrentSameKeyOneEffect(t *testing.T) {
	const latency = 600 * time.Millisecond
	e := newEnv(t, Config{Latency: latency})
	const n = 8
	body := exchangeBody("swap-race", "5000")
	var (
		wg      sync.WaitGroup
		start   = make(chan struct{})
		replies = make([]reply, n)
		took    = make([]time.Duration, n)
	)
	for i := range n {
		wg.Go(func() {
			<-start
			t0 := time.Now()
			replies[i] = e.post(PathExchanges, "start-exchange:swap-race", body)
			took[i] = time.Since(t0)
		})
	}
	close(start)
	wg.Wait()

	var performed, conflicts, replays int
	for i, r := range replies {
		switch {
		case r.status == http.StatusOK && !r.replayed():
			performed++
		case r.status == http.StatusOK:
			replays++
		case r.status == http.StatusConflict:
			conflicts++
			// Answered at once, not after doing (and discarding) the work themselves.
			assert.Less(t, took[i], latency, "409 must not wait for the owner")
			assert.Equal(t, "1", r.header.Get("Retry-After"))
			assert.Contains(t, string(r.body), "start-exchange:swap-race")
		default:
			t.Errorf("unexpected reply %d %s", r.status, r.body)
		}
	}
	assert.Equal(t, 1, performed, "exactly one request performs the effect")
	assert.Positive(t, conflicts, "requests inside the latency window see 409")
	assert.Equal(t, n, performed+conflicts+replays)
	assert.Equal(t, []EffectCount{{ReceiverExchange, "start-exchange:swap-race", 1}}, e.effectsOf("swap-race"))
}

func TestDistinctKeysConcurrentlyAllPerformed(t *testing.T) {
	e := newEnv(t, Config{})
	const n = 50
	var wg sync.WaitGroup
	statuses := make([]int, n)
	for i := range n {
		swapID := fmt.Sprintf("swap-many-%d", i)
		payout := e.fill(swapID, "7")
		wg.Go(func() {
			statuses[i] = e.post(PathPayouts, "send-payout:"+swapID, payout).status
		})
	}
	wg.Wait()
	for i, s := range statuses {
		assert.Equal(t, http.StatusOK, s, "request %d", i)
	}
	perKey, err := EffectsPerKey(context.Background(), e.pool)
	require.NoError(t, err)
	require.Len(t, perKey, 2*n, "n fills and n payouts")
	for i := range n {
		assert.Equal(t, 1, perKey[fmt.Sprintf("payout/send-payout:swap-many-%d", i)])
	}
}

func TestKeyHeaderRules(t *testing.T) {
	e := newEnv(t, Config{})
	body := exchangeBody("swap-keys", "10")

	missing := e.post(PathExchanges, "", body)
	assert.Equal(t, http.StatusBadRequest, missing.status)
	assert.Equal(t, HeaderIdempotencyKey, missing.json(t)["field"])
	assert.Contains(t, missing.json(t)["error"], "missing")

	tooLong := e.post(PathExchanges, strings.Repeat("k", MaxKeyLength+1), body)
	assert.Equal(t, http.StatusBadRequest, tooLong.status)
	assert.Contains(t, tooLong.json(t)["error"], "255")

	assert.Equal(t, 0, e.countRows(`SELECT count(*) FROM idempotency_keys`))
	assert.Empty(t, e.effectsOf("swap-keys"))

	atLimit := e.post(PathExchanges, strings.Repeat("k", MaxKeyLength), body)
	assert.Equal(t, http.StatusOK, atLimit.status, "%s", atLimit.body)
}

func TestInvalidFieldsAreNamed(t *testing.T) {
	e := newEnv(t, Config{})
	valid := `{"swapId":"swap-bad","asset":"ETH","amountUnits":"100","depositRef":"ref"}`
	with := func(field, raw string) string {
		var m map[string]json.RawMessage
		require.NoError(t, json.Unmarshal([]byte(valid), &m))
		if raw == "" {
			delete(m, field)
		} else {
			m[field] = json.RawMessage(raw)
		}
		b, _ := json.Marshal(m)
		return string(b)
	}
	cases := []struct {
		name, path, body, field string
	}{
		{"zero", PathExchanges, with("amountUnits", `"0"`), "amountUnits"},
		{"negative", PathExchanges, with("amountUnits", `"-5"`), "amountUnits"},
		{"plus sign", PathExchanges, with("amountUnits", `"+5"`), "amountUnits"},
		{"leading zero", PathExchanges, with("amountUnits", `"05"`), "amountUnits"},
		{"decimal", PathExchanges, with("amountUnits", `"1.5"`), "amountUnits"},
		{"exponent", PathExchanges, with("amountUnits", `"1e18"`), "amountUnits"},
		{"space", PathExchanges, with("amountUnits", `" 1"`), "amountUnits"},
		{"number not string", PathExchanges, with("amountUnits", `100`), "amountUnits"},
		{"too many digits", PathExchanges, with("amountUnits", `"`+strings.Repeat("9", 79)+`"`), "amountUnits"},
		{"missing amount", PathExchanges, with("amountUnits", ""), "amountUnits"},
		{"missing swapId", PathExchanges, with("swapId", ""), "swapId"},
		{"missing depositRef", PathExchanges, with("depositRef", ""), "depositRef"},
		{"unknown field", PathExchanges, with("amount", `"1"`), "amount"},
		{"payout amount", PathPayouts, `{"swapId":"swap-bad","address":"` + addr + `","asset":"USDC","amountUnits":"1.0"}`, "amountUnits"},
		{"payout exchangeId missing", PathPayouts, `{"swapId":"swap-bad","address":"` + addr + `","asset":"USDC","amountUnits":"1"}`, "exchangeId"},
		{"payout address missing", PathPayouts, `{"swapId":"swap-bad","asset":"USDC","amountUnits":"1"}`, "address"},
		{"refund depositRef missing", PathRefunds, `{"swapId":"swap-bad","address":"` + addr + `","asset":"ETH","amountUnits":"1"}`, "depositRef"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := e.post(tc.path, "k-"+tc.name, tc.body)
			require.Equal(t, http.StatusBadRequest, r.status, "%s", r.body)
			got := r.json(t)
			assert.Equal(t, tc.field, got["field"])
			assert.Contains(t, got["error"], tc.field)
		})
	}
	for _, body := range []string{`{"swapId":`, `[1,2]`, ``, valid + `{}`} {
		r := e.post(PathExchanges, "k-malformed", body)
		assert.Equal(t, http.StatusBadRequest, r.status, "body %q: %s", body, r.body)
	}
	// A refused request leaves no trace: the key is still free for a corrected body.
	assert.Equal(t, 0, e.countRows(`SELECT count(*) FROM idempotency_keys`))
	fixed := e.post(PathExchanges, "k-zero", valid)
	assert.Equal(t, http.StatusOK, fixed.status, "%s", fixed.body)
}

func TestDeclinesAreStoredAndReplayed(t *testing.T) {
	e := newEnv(t, Config{MaxAmountUnits: big.NewInt(1_000_000), DenyAddresses: []string{denied}})
	payout := e.fill("swap-decline", "5")
	badAddress, deniedAddress := payout, payout
	badAddress.Address, deniedAddress.Address = "0x123", strings.ToLower(denied)
	cases := []struct {
		name, path string
		body       any
		reason     string
	}{
		{"unsupported asset", PathExchanges,
			ExchangeRequest{SwapID: "swap-decline", Asset: "DOGE", AmountUnits: "5", DepositRef: "r"}, "not supported"},
		{"over maximum", PathExchanges, exchangeBody("swap-decline", "1000001"), "maximum"},
		{"bad address", PathPayouts, badAddress, "not a 0x-prefixed"},
		{"denied payout", PathPayouts, deniedAddress, "deny list"},
		{"denied refund", PathRefunds,
			RefundRequest{SwapID: "swap-decline", DepositRef: "r", Address: denied, Asset: "ETH", AmountUnits: "5"}, "deny list"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			key := "decline:" + tc.name
			first := e.post(tc.path, key, tc.body)
			require.Equal(t, http.StatusOK, first.status, "%s", first.body)
			got := first.json(t)
			assert.Equal(t, StatusRejected, got["status"])
			assert.Contains(t, got["reason"], tc.reason)

			again := e.post(tc.path, key, tc.body)
			assert.True(t, again.replayed())
			assert.Equal(t, string(first.body), string(again.body))
		})
	}
	counts := e.effectsOf("swap-decline")
	require.Len(t, counts, len(cases)+1, "every decline and the fill")
	for _, c := range counts {
		assert.Equal(t, 1, c.Count, c.Key)
	}
}

// A worker that claimed a key and died leaves it in_progress. Within LockTimeout others get 409;
// after it, the next request takes the key over and performs the effect once.
func TestStaleInProgressKeyIsTakenOver(t *testing.T) {
	e := newEnv(t, Config{LockTimeout: time.Minute})
	ctx := context.Background()
	body := exchangeBody("swap-stale", "42")
	fp := receiver.FingerprintJSON(mustJSON(t, body))

	claimDead := func(key string, age time.Duration) {
		_, err := e.pool.Exec(ctx, `
			INSERT INTO idempotency_keys (receiver, idem_key, request_fingerprint, state, locked_at)
			VALUES ('exchange', $1, $2, 'in_progress', now() - $3::bigint * interval '1 microsecond')`,
			key, fp, age.Microseconds())
		require.NoError(t, err)
	}

	claimDead("fresh", time.Second)
	busy := e.post(PathExchanges, "fresh", body)
	assert.Equal(t, http.StatusConflict, busy.status, "%s", busy.body)
	assert.Equal(t, "1", busy.header.Get("Retry-After"))

	claimDead("stale", time.Hour)
	took := e.post(PathExchanges, "stale", body)
	require.Equal(t, http.StatusOK, took.status, "%s", took.body)
	assert.False(t, took.replayed())
	assert.Equal(t, StatusFilled, took.json(t)["status"])

	assert.Equal(t, []EffectCount{{ReceiverExchange, "stale", 1}}, e.effectsOf("swap-stale"))
}

// A slow owner whose key was taken over must not record a second effect when it finally
// finishes: only the current owner's completion matches.
func TestSlowOwnerLosesTakenOverKey(t *testing.T) {
	e := newEnv(t, Config{LockTimeout: 100 * time.Millisecond, Latency: 700 * time.Millisecond})
	body := exchangeBody("swap-slow", "42")
	slow := make(chan reply, 1)
	go func() { slow <- e.post(PathExchanges, "k", body) }()

	time.Sleep(300 * time.Millisecond) // the slow owner's claim is now stale
	second := e.post(PathExchanges, "k", body)
	first := <-slow

	// The slow owner finishes first, but its claim is no longer the key's: it records nothing
	// and answers 409; the request that took over performs the effect.
	assert.Equal(t, http.StatusConflict, first.status, "slow owner: %s", first.body)
	assert.Equal(t, http.StatusOK, second.status, "new owner: %s", second.body)
	assert.False(t, second.replayed())
	assert.Equal(t, []EffectCount{{ReceiverExchange, "k", 1}}, e.effectsOf("swap-slow"))

	replay := e.post(PathExchanges, "k", body)
	assert.True(t, replay.replayed())
}

// The effect is recorded, then the connection dies before the response is written. The retry
// with the same key gets the stored response; the effect happened once.
func TestLostResponseRetryGetsStoredResponse(t *testing.T) {
	var kills atomic.Int32
	e := newEnv(t, Config{AfterEffect: func(receiver, key string) {
		if key == "send-payout:swap-lost" && kills.Add(1) == 1 {
			panic(http.ErrAbortHandler) // the handler dies; the client sees a dropped connection
		}
	}})
	body := e.fill("swap-lost", "99")

	// A fresh connection, so net/http's transport does not retry the request by itself (it
	// would: requests carrying Idempotency-Key count as replayable on reused connections).
	once := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	_, err := e.postWith(once, PathPayouts, "send-payout:swap-lost", body)
	require.Error(t, err, "the client never hears the answer")
	require.Equal(t, int32(1), kills.Load())
	assert.Equal(t, []EffectCount{{ReceiverExchange, "start-exchange:swap-lost", 1}, {ReceiverPayout, "send-payout:swap-lost", 1}},
		e.effectsOf("swap-lost"), "the effect was recorded before the connection died")

	retry := e.post(PathPayouts, "send-payout:swap-lost", body)
	require.Equal(t, http.StatusOK, retry.status, "%s", retry.body)
	assert.True(t, retry.replayed())
	got := retry.json(t)
	assert.Equal(t, StatusSent, got["status"])
	assert.Equal(t, deriveID("po_", ReceiverPayout, "send-payout:swap-lost"), got["payoutId"])
	assert.Equal(t, []EffectCount{{ReceiverExchange, "start-exchange:swap-lost", 1}, {ReceiverPayout, "send-payout:swap-lost", 1}},
		e.effectsOf("swap-lost"))
}

// A client that hangs up during phase 2 caused nothing: its key is released, not left blocking.
func TestClientGoneBeforeEffectReleasesKey(t *testing.T) {
	e := newEnv(t, Config{Latency: 2 * time.Second})
	body := exchangeBody("swap-gone", "3")
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, e.srv.URL+PathExchanges,
		bytes.NewReader(mustJSON(t, body)))
	require.NoError(t, err)
	req.Header.Set(HeaderIdempotencyKey, "k-gone")
	signCall(t, req, mustJSON(t, body))
	_, err = e.srv.Client().Do(req)
	require.Error(t, err)

	require.Eventually(t, func() bool {
		return e.countRows(`SELECT count(*) FROM idempotency_keys WHERE idem_key = 'k-gone'`) == 0
	}, 5*time.Second, 20*time.Millisecond)
	assert.Empty(t, e.effectsOf("swap-gone"))
}

func TestPruneKeysForgetsThem(t *testing.T) {
	e := newEnv(t, Config{})
	ctx := context.Background()
	body := exchangeBody("swap-prune", "8")
	first := e.post(PathExchanges, "k-prune", body)
	require.Equal(t, http.StatusOK, first.status)

	n, err := e.prov.PruneKeys(ctx, time.Hour)
	require.NoError(t, err)
	assert.Zero(t, n, "keys inside the retention window stay")
	assert.True(t, e.post(PathExchanges, "k-prune", body).replayed())

	time.Sleep(10 * time.Millisecond)
	n, err = e.prov.PruneKeys(ctx, time.Millisecond)
	require.NoError(t, err)
	assert.EqualValues(t, 1, n)

	// The pruned key is forgotten: the same request is new and performs a second effect.
	again := e.post(PathExchanges, "k-prune", body)
	require.Equal(t, http.StatusOK, again.status)
	assert.False(t, again.replayed())
	assert.Equal(t, string(first.body), string(again.body), "same key, same derived IDs")
	assert.Equal(t, []EffectCount{{ReceiverExchange, "k-prune", 2}}, e.effectsOf("swap-prune"))
}

func TestEffectsEndpointAndHealth(t *testing.T) {
	e := newEnv(t, Config{})
	e.post(PathExchanges, "start-exchange:swap-fx", exchangeBody("swap-fx", "1"))
	e.post(PathExchanges, "start-exchange:swap-fx", exchangeBody("swap-fx", "1"))
	e.post(PathPayouts, "send-payout:swap-fx", PayoutRequest{SwapID: "swap-fx", Address: addr, Asset: "USDC", AmountUnits: "1",
		ExchangeID: deriveID("ex_", ReceiverExchange, "start-exchange:swap-fx")})

	resp, err := e.srv.Client().Get(e.srv.URL + PathEffects + "?swapId=swap-fx")
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	var got EffectsResponse
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&got))
	assert.Equal(t, EffectsResponse{SwapID: "swap-fx", Effects: []EffectCount{
		{ReceiverExchange, "start-exchange:swap-fx", 1},
		{ReceiverPayout, "send-payout:swap-fx", 1},
	}}, got)

	empty, err := e.srv.Client().Get(e.srv.URL + PathEffects + "?swapId=nothing")
	require.NoError(t, err)
	b, _ := io.ReadAll(empty.Body)
	empty.Body.Close()
	assert.JSONEq(t, `{"swapId":"nothing","effects":[]}`, string(b))

	noSwap, err := e.srv.Client().Get(e.srv.URL + PathEffects)
	require.NoError(t, err)
	noSwap.Body.Close()
	assert.Equal(t, http.StatusBadRequest, noSwap.StatusCode)

	health, err := e.srv.Client().Get(e.srv.URL + PathHealth)
	require.NoError(t, err)
	health.Body.Close()
	assert.Equal(t, http.StatusOK, health.StatusCode)
}

func TestConfigValidate(t *testing.T) {
	assert.NoError(t, Config{}.Validate())
	assert.Error(t, Config{RateNum: 1}.Validate())
	assert.Error(t, Config{RateNum: -1, RateDen: 2}.Validate())
	assert.Error(t, Config{MaxAmountUnits: big.NewInt(0)}.Validate())
	assert.Error(t, Config{WebhookSecrets: []string{"whsec_not base64!"}}.Validate())
	assert.NoError(t, Config{QuoteAssets: []string{"USDC", "DAI"}, QuoteAsset: "DAI"}.Validate())
	assert.ErrorContains(t, Config{QuoteAssets: []string{"USDC", "USDC"}}.Validate(), `payout asset #2 "USDC" is listed twice`)
	assert.ErrorContains(t, Config{QuoteAssets: []string{"US DC"}}.Validate(), `payout asset #1 "US DC"`)
	assert.ErrorContains(t, Config{QuoteAssets: []string{""}}.Validate(), `payout asset #1 ""`)
	assert.ErrorContains(t, Config{QuoteAssets: []string{"USDC"}, QuoteAsset: "DAI"}.Validate(), `default payout asset "DAI" is not among`)
	assert.Panics(t, func() { New(nil, Config{LockTimeout: -time.Second}) })
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return b
}

// Assets have different decimals, so a rate is per pair: wei to USDC's
// 6-decimal units at 3,000 USDC an ETH, and back.
func TestExchangeFillsAtThePairsRate(t *testing.T) {
	e := newEnv(t, Config{QuoteAssets: []string{"USDC", "ETH"}, SupportedAssets: []string{"ETH", "USDC"},
		PairRates: map[string]Rate{"ETH/USDC": {3, 1_000_000_000}, "USDC/ETH": {1_000_000_000_000, 3_000}}})
	for _, tc := range []struct{ asset, payout, in, out string }{
		{"ETH", "USDC", "1000000000000000", "3000000"}, // 0.001 ETH → 3 USDC
		{"USDC", "ETH", "6000000", "2000000000000000"}, // 6 USDC → 0.002 ETH
	} {
		body := exchangeBody("swap-"+tc.asset, tc.in)
		body.Asset, body.PayoutAsset = tc.asset, tc.payout
		r := e.post(PathExchanges, "start-exchange:swap-"+tc.asset, body)
		require.Equal(t, http.StatusOK, r.status, "%s", r.body)
		var got ExchangeResponse
		require.NoError(t, json.Unmarshal(r.body, &got))
		assert.Equal(t, tc.out, got.AmountOutUnits, "%s→%s", tc.asset, tc.payout)
		assert.Equal(t, tc.payout, got.QuoteAsset)
	}
	assert.ErrorContains(t, Config{PairRates: map[string]Rate{"ETH": {1, 1}}}.Validate(), "pairRates")
}
