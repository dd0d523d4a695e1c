package api

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	temporalotel "go.temporal.io/sdk/contrib/opentelemetry"
	"go.temporal.io/sdk/interceptor"

	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/tclient"
)

// do sends a request with headers and returns the answer's status, headers and body.
func (s *stack) do(method, path string, header map[string]string) (int, http.Header, []byte) {
	s.t.Helper()
	req, err := http.NewRequest(method, s.api.URL+path, nil)
	require.NoError(s.t, err)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(s.t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(s.t, err)
	return resp.StatusCode, resp.Header, raw
}

// Issue 29: the Authorization scheme is case-insensitive (RFC 9110): a
// key sent as "bearer" is a key.
func TestTheBearerSchemeIsCaseInsensitive(t *testing.T) {
	s := newStack(t)
	key := s.merchant("case").Key
	for _, scheme := range []string{"Bearer", "bearer", "BEARER"} {
		code, _, raw := s.do(http.MethodGet, "/v1/swaps", map[string]string{"Authorization": scheme + " " + key})
		assert.Equal(t, http.StatusOK, code, "%s: %s", scheme, raw)
	}
	code, _, _ := s.do(http.MethodGet, "/v1/swaps", map[string]string{"Authorization": "Basic " + key})
	assert.Equal(t, http.StatusUnauthorized, code, "another scheme is not a key")
}

// Issue 29: every answer names its request — the caller's ID when it is
// well-formed, a new one otherwise (never a header echoed as sent).
func TestEveryAnswerNamesItsRequest(t *testing.T) {
	s := newStack(t)
	_, h, _ := s.do(http.MethodGet, "/healthz", map[string]string{"X-Request-Id": "trace-12345678"})
	assert.Equal(t, "trace-12345678", h.Get("X-Request-Id"))
	for _, bad := range []string{"", "short", "has spaces in it", strings.Repeat("x", 65), "<script>alert(1)</script>"} {
		_, h, _ := s.do(http.MethodGet, "/v1/swaps", map[string]string{"X-Request-Id": bad})
		assert.Regexp(t, regexp.MustCompile(`^req_[0-9a-f]{24}$`), h.Get("X-Request-Id"), "for %q", bad)
	}
}

// Issue 29: callers are held to a rate — a key on the merchant's
// endpoints, an address on the public checkout endpoints and on requests
// without a valid key — answered 429 with Retry-After; another key, or
// the checkout from another limit, is not held by it.
func TestCallersPastTheirRateAre429WithRetryAfter(t *testing.T) {
	s := newStackOpts(t, stackOpts{limits: RateLimits{PerKey: 0.5, KeyBurst: 3, PerIP: 0.5, IPBurst: 3}})
	a, b := s.merchant("busy").Key, s.merchant("calm").Key
	var codes []int
	var last http.Header
	var lastBody []byte
	for range 4 {
		code, h, raw := s.do(http.MethodGet, "/v1/swaps", map[string]string{"Authorization": "Bearer " + a})
		codes, last, lastBody = append(codes, code), h, raw
	}
	assert.Equal(t, []int{200, 200, 200, 429}, codes)
	retry, err := strconv.Atoi(last.Get("Retry-After"))
	require.NoError(t, err, "Retry-After %q", last.Get("Retry-After"))
	assert.GreaterOrEqual(t, retry, 1)
	assert.Equal(t, CodeRateLimited, problem(t, lastBody).Code)
	code, _, _ := s.do(http.MethodGet, "/v1/swaps", map[string]string{"Authorization": "Bearer " + b})
	assert.Equal(t, http.StatusOK, code, "another key has its own rate")

	// The public checkout status, by address: 3 then 429.
	codes = nil
	for range 4 {
		code, h, _ := s.do(http.MethodGet, "/v1/checkout/co_AAAAAAAAAAAAAAAAAAAAAA", nil)
		codes, last = append(codes, code), h
	}
	assert.Equal(t, []int{404, 404, 404, 429}, codes)
	assert.NotEmpty(t, last.Get("Retry-After"))
	assert.Equal(t, "no-store", last.Get("Cache-Control"), "a public answer, with the checkout's headers")
	// Guessing keys spends the same address's rate: no free attempts.
	code, _, _ = s.do(http.MethodGet, "/v1/swaps", map[string]string{"Authorization": "Bearer sk_guess"})
	assert.Equal(t, http.StatusTooManyRequests, code)
}

// Issue 29: the API's RED series: every request counted and timed by route
// pattern (never a path: a checkout's token is in it), method and status.
func TestTheAPICountsItsRequestsByRouteAndStatus(t *testing.T) {
	s := newStack(t)
	reg := prometheus.NewRegistry()
	srv := httptest.NewServer(New(Config{DB: s.pool, Temporal: s.cl, Chains: &chainconf.File{}, Metrics: reg}).Handler())
	t.Cleanup(srv.Close)
	key := s.merchant("metrics").Key
	get := func(path, key string) {
		req, err := http.NewRequest(http.MethodGet, srv.URL+path, nil)
		require.NoError(t, err)
		if key != "" {
			req.Header.Set("Authorization", "Bearer "+key)
		}
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		resp.Body.Close()
	}
	get("/v1/swaps", key)
	get("/v1/swaps", key)
	get("/v1/swaps", "")
	get("/v1/checkout/co_AAAAAAAAAAAAAAAAAAAAAA", "")
	get("/nowhere", "")
	count := func(route, status string) uint64 {
		mfs, err := reg.Gather()
		require.NoError(t, err)
		for _, mf := range mfs {
			if mf.GetName() != "swapengine_api_request_duration_seconds" {
				continue
			}
			for _, m := range mf.GetMetric() {
				labels := map[string]string{}
				for _, l := range m.GetLabel() {
					labels[l.GetName()] = l.GetValue()
				}
				if labels["route"] == route && labels["status"] == status {
					return m.GetHistogram().GetSampleCount()
				}
			}
		}
		return 0
	}
	assert.Equal(t, uint64(2), count("GET /v1/swaps", "200"))
	assert.Equal(t, uint64(1), count("GET /v1/swaps", "401"))
	assert.Equal(t, uint64(1), count("GET /v1/checkout/{checkoutId}", "404"), "the pattern, not the token")
	assert.Equal(t, uint64(1), count("(no route)", "404"))
}

// Issue 29: a request is a span, and its Temporal calls — the create's
// Update-with-Start — are its children, carried to the workflow in
// Temporal's headers; the public checkout routes, whose path is the token,
// are never traced.
func TestARequestsSpanParentsItsTemporalCalls(t *testing.T) {
	s := newStack(t)
	rec := tracetest.NewSpanRecorder()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(rec))
	t.Cleanup(func() { _ = tp.Shutdown(context.Background()) })
	ic, err := temporalotel.NewTracingInterceptor(temporalotel.TracerOptions{Tracer: tp.Tracer("test")})
	require.NoError(t, err)
	cl, err := tclient.Dial(tclient.Config{Address: testenv.TemporalAddress(t), Namespace: "default", Interceptors: []interceptor.ClientInterceptor{ic}}, slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	t.Cleanup(cl.Close)
	srv := httptest.NewServer(New(Config{DB: s.pool, Temporal: cl, Chains: s.chains, TaskQueue: s.queue, Tracer: tp}).Handler())
	t.Cleanup(srv.Close)
	key := s.merchant("traced").Key
	raw, err := json.Marshal(createBody("api-traced-1"))
	require.NoError(t, err)
	req, err := http.NewRequest(http.MethodPost, srv.URL+"/v1/swaps", bytes.NewReader(raw))
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	var created SwapResponse
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&created))
	resp.Body.Close()
	require.Equal(t, http.StatusCreated, resp.StatusCode)
	token := created.CheckoutURL[strings.LastIndex(created.CheckoutURL, "/")+1:]
	got, err := http.Get(srv.URL + "/v1/checkout/" + token)
	require.NoError(t, err)
	got.Body.Close()
	require.NoError(t, tp.ForceFlush(context.Background()))

	var server sdktrace.ReadOnlySpan
	for _, sp := range rec.Ended() {
		if sp.Name() == "POST /v1/swaps" {
			server = sp
		}
		assert.NotContains(t, sp.Name(), token, "a span named by a checkout token")
		for _, a := range sp.Attributes() {
			assert.NotContains(t, a.Value.Emit(), token, "a span attribute holding a checkout token")
		}
	}
	require.NotNil(t, server, "the request's span")
	var children []string
	for _, sp := range rec.Ended() {
		if sp.Parent().SpanID() == server.SpanContext().SpanID() {
			children = append(children, sp.Name())
		}
	}
	assert.NotEmpty(t, children, "the create's Temporal calls are the request's children")
	t.Log(children)
}
