package receiver

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// clock is an injected clock tests move by hand.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// harness is Idempotent over a MemoryStore around a handler that counts
// its effects and answers what answer says.
type harness struct {
	t       *testing.T
	clock   *clock
	store   *MemoryStore
	effects atomic.Int64
	answer  func(w http.ResponseWriter, r *http.Request, n int64)
	h       http.Handler
}

func newHarness(t *testing.T, opts Options) *harness {
	t.Helper()
	hs := &harness{t: t, clock: &clock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}}
	hs.store = &MemoryStore{Now: hs.clock.Now}
	hs.answer = func(w http.ResponseWriter, r *http.Request, n int64) {
		body, _ := io.ReadAll(r.Body)
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"effect":%d,"request":%s}`, n, body)
	}
	mw, err := Idempotent(hs.store, opts)
	require.NoError(t, err)
	hs.h = mw(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hs.answer(w, r, hs.effects.Add(1))
	}))
	return hs
}

type reply struct {
	status int
	header http.Header
	body   string
}

func (r reply) replayed() bool { return r.header.Get(HeaderIdempotentReplayed) == "true" }

func (r reply) field(t *testing.T) string {
	var b struct{ Error, Field string }
	require.NoError(t, json.Unmarshal([]byte(r.body), &b), r.body)
	return b.Field
}

func (hs *harness) call(key, body string) reply {
	req := httptest.NewRequest(http.MethodPost, "/v1/exchanges", strings.NewReader(body))
	if key != "" {
		req.Header.Set(HeaderIdempotencyKey, key)
	}
	rec := httptest.NewRecorder()
	hs.h.ServeHTTP(rec, req)
	return reply{rec.Code, rec.Header(), rec.Body.String()}
}

func TestSameKeySameBodyReplaysTheStoredAnswer(t *testing.T) {
	hs := newHarness(t, Options{})
	first := hs.call("k1", `{"a":1,"b":"x"}`)
	require.Equal(t, http.StatusOK, first.status)
	assert.False(t, first.replayed())
	// Key order and whitespace do not make another request.
	again := hs.call("k1", "{ \"b\": \"x\",\n \"a\": 1 }")
	assert.Equal(t, first.status, again.status)
	assert.Equal(t, first.body, again.body, "byte for byte")
	assert.Equal(t, "application/json", again.header.Get("Content-Type"))
	assert.True(t, again.replayed())
	assert.EqualValues(t, 1, hs.effects.Load())
}

func TestSameKeyAnotherBodyIs422(t *testing.T) {
	hs := newHarness(t, Options{})
	require.Equal(t, http.StatusOK, hs.call("k1", `{"a":1}`).status)
	for _, other := range []string{`{"a":2}`, `{"a":1,"c":true}`, `{"a":1.0}`, `not json`} {
		r := hs.call("k1", other)
		assert.Equal(t, http.StatusUnprocessableEntity, r.status, other)
		assert.Equal(t, HeaderIdempotencyKey, r.field(t))
		assert.False(t, r.replayed())
	}
	assert.EqualValues(t, 1, hs.effects.Load())
}

// A 422 the handler gives is final: stored, and replayed without running
// the handler again.
func TestRefusalsAreStoredAndReplayed(t *testing.T) {
	hs := newHarness(t, Options{})
	hs.answer = func(w http.ResponseWriter, _ *http.Request, n int64) {
		w.Header().Set("Content-Type", "application/problem+json")
		w.WriteHeader(http.StatusUnprocessableEntity)
		fmt.Fprintf(w, `{"error":"pair not offered","attempt":%d}`, n)
	}
	first := hs.call("k", `{}`)
	require.Equal(t, http.StatusUnprocessableEntity, first.status)
	again := hs.call("k", `{}`)
	assert.Equal(t, http.StatusUnprocessableEntity, again.status)
	assert.Equal(t, first.body, again.body)
	assert.Equal(t, "application/problem+json", again.header.Get("Content-Type"))
	assert.True(t, again.replayed())
	assert.EqualValues(t, 1, hs.effects.Load())
}

// Answers that are not final (a 400 the handler gives, a 5xx, a panic)
// free the key: the same key then takes another body.
func TestNonFinalAnswersFreeTheKey(t *testing.T) {
	for _, tc := range []struct {
		name   string
		answer func(w http.ResponseWriter)
	}{
		{"400", func(w http.ResponseWriter) { w.WriteHeader(http.StatusBadRequest) }},
		{"409", func(w http.ResponseWriter) { w.WriteHeader(http.StatusConflict) }},
		{"503", func(w http.ResponseWriter) { w.WriteHeader(http.StatusServiceUnavailable) }},
		{"panic", func(http.ResponseWriter) { panic(http.ErrAbortHandler) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			hs := newHarness(t, Options{})
			ok := hs.answer
			hs.answer = func(w http.ResponseWriter, r *http.Request, n int64) {
				if n == 1 {
					tc.answer(w)
					return
				}
				ok(w, r, n)
			}
			func() {
				defer func() {
					if p := recover(); p != nil && p != http.ErrAbortHandler {
						panic(p)
					}
				}()
				r := hs.call("k", `{"v":1}`)
				if tc.name != "panic" {
					assert.Equal(t, tc.name, fmt.Sprint(r.status))
					assert.False(t, r.replayed())
				}
			}()
			r := hs.call("k", `{"v":2}`)
			assert.Equal(t, http.StatusOK, r.status, r.body)
			assert.Contains(t, r.body, `"request":{"v":2}`)
		})
	}
}

func TestMalformedKeysAreRefusedNamingTheHeader(t *testing.T) {
	hs := newHarness(t, Options{})
	for name, key := range map[string]string{
		"missing":        "",
		"too long":       strings.Repeat("k", MaxKeyLength+1),
		"control char":   "start-exchange:\x01swap",
		"tab":            "start\texchange",
		"leading space":  " key",
		"trailing space": "key ",
		"not UTF-8":      "key\xff",
		"line separator": "key\u2028x",
	} {
		r := hs.call(key, `{}`)
		assert.Equal(t, http.StatusBadRequest, r.status, name)
		assert.Equal(t, HeaderIdempotencyKey, r.field(t), name)
	}
	assert.Zero(t, hs.effects.Load(), "a refused key performs nothing")
	for _, key := range []string{strings.Repeat("k", MaxKeyLength), "refund:swap-ü:evm:1:0xab:7", "a key with spaces"} {
		assert.Equal(t, http.StatusOK, hs.call(key, `{}`).status, key)
	}
}

func TestOversizedBodyIsRefused(t *testing.T) {
	hs := newHarness(t, Options{MaxBodyBytes: 16})
	r := hs.call("k", `{"a":"`+strings.Repeat("x", 32)+`"}`)
	assert.Equal(t, http.StatusBadRequest, r.status)
	assert.Equal(t, "body", r.field(t))
	assert.Zero(t, hs.effects.Load())
}

// Retention is configurable and read from the injected clock: inside it
// the key replays, at it the key is forgotten and the call is new.
func TestRetentionExpiry(t *testing.T) {
	hs := newHarness(t, Options{Retention: 48 * time.Hour})
	require.Equal(t, http.StatusOK, hs.call("k", `{"a":1}`).status)
	hs.clock.Advance(48*time.Hour - time.Second)
	assert.True(t, hs.call("k", `{"a":1}`).replayed(), "inside retention")
	assert.Equal(t, http.StatusUnprocessableEntity, hs.call("k", `{"a":2}`).status)

	hs.clock.Advance(time.Second)
	r := hs.call("k", `{"a":2}`)
	assert.Equal(t, http.StatusOK, r.status, "forgotten: a new request, whatever its body")
	assert.False(t, r.replayed())
	assert.EqualValues(t, 2, hs.effects.Load())

	hs.clock.Advance(48 * time.Hour)
	assert.Equal(t, 1, hs.store.Prune(48*time.Hour))
	assert.Equal(t, 0, hs.store.Prune(48*time.Hour))
}

func TestDefaultRetentionIsTheContractsSevenDays(t *testing.T) {
	hs := newHarness(t, Options{})
	require.Equal(t, http.StatusOK, hs.call("k", `{}`).status)
	hs.clock.Advance(7*24*time.Hour - time.Minute)
	assert.True(t, hs.call("k", `{}`).replayed())
	hs.clock.Advance(time.Minute)
	assert.False(t, hs.call("k", `{}`).replayed())
}

// Concurrent first calls under one key: the handler runs once; every call
// arriving while it runs is 409 with Retry-After; afterwards the key replays.
func TestConcurrentDuplicatesRunOnce(t *testing.T) {
	hs := newHarness(t, Options{RetryAfter: 3 * time.Second})
	release := make(chan struct{})
	entered := make(chan struct{})
	ok := hs.answer
	hs.answer = func(w http.ResponseWriter, r *http.Request, n int64) {
		close(entered)
		<-release
		ok(w, r, n)
	}
	const n = 16
	replies := make([]reply, n)
	var first, dups sync.WaitGroup
	first.Add(1)
	go func() { defer first.Done(); replies[0] = hs.call("k", `{"a":1}`) }()
	<-entered
	for i := 1; i < n; i++ {
		dups.Add(1)
		go func() { defer dups.Done(); replies[i] = hs.call("k", `{"a":1}`) }()
	}
	// The duplicates arrive while the first call is inside the handler.
	dups.Wait()
	close(release)
	first.Wait()
	assert.EqualValues(t, 1, hs.effects.Load())
	assert.Equal(t, http.StatusOK, replies[0].status)
	for i := 1; i < n; i++ {
		r := replies[i]
		require.Equal(t, http.StatusConflict, r.status, "duplicate %d: %s", i, r.body)
		assert.Equal(t, "3", r.header.Get("Retry-After"))
		assert.Equal(t, HeaderIdempotencyKey, r.field(t))
	}
	assert.True(t, hs.call("k", `{"a":1}`).replayed())
}

// An owner that claimed a key and died (or hangs) blocks it for
// LockTimeout; then the next call takes it over, and the slow owner, if it
// ever finishes, stores nothing and answers 409.
func TestAbandonedClaimIsTakenOverAndTheSlowOwnerLoses(t *testing.T) {
	hs := newHarness(t, Options{LockTimeout: time.Minute})
	release := make(chan struct{})
	entered := make(chan struct{}, 2)
	ok := hs.answer
	hs.answer = func(w http.ResponseWriter, r *http.Request, n int64) {
		entered <- struct{}{}
		if n == 1 {
			<-release
		}
		ok(w, r, n)
	}
	slow := make(chan reply, 1)
	go func() { slow <- hs.call("k", `{"a":1}`) }()
	<-entered

	hs.clock.Advance(time.Minute - time.Second)
	assert.Equal(t, http.StatusConflict, hs.call("k", `{"a":1}`).status, "inside the lock timeout")
	hs.clock.Advance(time.Second)
	took := hs.call("k", `{"a":1}`)
	require.Equal(t, http.StatusOK, took.status, "taken over: %s", took.body)
	assert.Contains(t, took.body, `"effect":2`)

	close(release)
	lost := <-slow
	assert.Equal(t, http.StatusConflict, lost.status, "the slow owner's answer is not the key's: %s", lost.body)
	again := hs.call("k", `{"a":1}`)
	assert.True(t, again.replayed())
	assert.Equal(t, took.body, again.body)
}

func TestOptionsAreValidatedNamingTheField(t *testing.T) {
	_, err := Idempotent(nil, Options{})
	assert.ErrorContains(t, err, "Store")
	for field, opts := range map[string]Options{
		"Retention":    {Retention: -time.Second},
		"LockTimeout":  {LockTimeout: -1},
		"RetryAfter":   {RetryAfter: -1},
		"MaxBodyBytes": {MaxBodyBytes: -1},
	} {
		_, err := Idempotent(&MemoryStore{}, opts)
		assert.ErrorContains(t, err, "Options."+field)
	}
}

// Two scopes sharing a store are two key spaces.
func TestScopesAreSeparateKeySpaces(t *testing.T) {
	store := &MemoryStore{}
	var effects atomic.Int64
	handler := func(scope string) http.Handler {
		mw, err := Idempotent(store, Options{Scope: scope})
		require.NoError(t, err)
		return mw(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			fmt.Fprintf(w, "%s %d", scope, effects.Add(1))
		}))
	}
	for _, scope := range []string{"payout", "refund"} {
		req := httptest.NewRequest(http.MethodPost, "/", strings.NewReader(`{}`))
		req.Header.Set(HeaderIdempotencyKey, "same")
		rec := httptest.NewRecorder()
		handler(scope).ServeHTTP(rec, req)
		assert.Equal(t, http.StatusOK, rec.Code)
		assert.Empty(t, rec.Header().Get(HeaderIdempotentReplayed), scope)
	}
	assert.EqualValues(t, 2, effects.Load())
}
