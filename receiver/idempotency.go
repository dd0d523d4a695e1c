package receiver

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/swapengine/swapengine/webhook"
)

// Defaults of Options.
const (
	// DefaultRetention is how long a completed key is kept: the 7 days the
	// receiver contract promises, far past the engine's retry horizon.
	DefaultRetention   = 7 * 24 * time.Hour
	DefaultLockTimeout = 30 * time.Second
	DefaultRetryAfter  = time.Second
	// DefaultMaxBodyBytes bounds request bodies; the engine's are a few
	// hundred bytes.
	DefaultMaxBodyBytes = 1 << 20
)

// storeTimeout bounds the store calls made after the handler ran. They run
// detached from the request so that a caller hanging up cannot leave an
// effect performed and its key unrecorded.
const storeTimeout = 10 * time.Second

// Options configure Idempotent. The zero value is the contract's defaults.
type Options struct {
	// Scope separates key spaces sharing one Store, e.g. "exchange" and
	// "payout".
	Scope string
	// Retention is how long a completed key is answered from the store;
	// after it the key is forgotten and a call with it is new. Default
	// DefaultRetention. Keep it longer than any caller's retries.
	Retention time.Duration
	// LockTimeout is how long a claimed, unfinished key answers 409 before
	// its owner is presumed dead and the key taken over. Default
	// DefaultLockTimeout; keep it longer than the handler ever runs.
	LockTimeout time.Duration
	// RetryAfter is the Retry-After of a 409. Default DefaultRetryAfter.
	RetryAfter time.Duration
	// MaxBodyBytes bounds request bodies (400 above). Default
	// DefaultMaxBodyBytes.
	MaxBodyBytes int64
	// Fingerprint names a request body; the same key with another
	// fingerprint is 422. Default FingerprintJSON.
	Fingerprint func(body []byte) string
	// Logger receives one record per refused, replayed or completed call;
	// nil discards. Keys are logged, bodies are not.
	Logger *slog.Logger
}

func (o Options) withDefaults() (Options, error) {
	var errs []error
	for _, d := range []struct {
		name string
		v    *time.Duration
		def  time.Duration
	}{{"Retention", &o.Retention, DefaultRetention}, {"LockTimeout", &o.LockTimeout, DefaultLockTimeout}, {"RetryAfter", &o.RetryAfter, DefaultRetryAfter}} {
		switch {
		case *d.v < 0:
			errs = append(errs, fmt.Errorf("receiver: Options.%s %v is negative", d.name, *d.v))
		case *d.v == 0:
			*d.v = d.def
		}
	}
	switch {
	case o.MaxBodyBytes < 0:
		errs = append(errs, fmt.Errorf("receiver: Options.MaxBodyBytes %d is negative", o.MaxBodyBytes))
	case o.MaxBodyBytes == 0:
		o.MaxBodyBytes = DefaultMaxBodyBytes
	}
	if o.Fingerprint == nil {
		o.Fingerprint = FingerprintJSON
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	return o, errors.Join(errs...)
}

// Final reports whether an answer is stored and replayed: a 2xx (done, or
// a decline in the body) or a 422 (a refusal the caller must not retry).
// Every other answer frees the key, so the handler must not give one after
// performing an effect.
func Final(status int) bool {
	return status/100 == 2 || status == http.StatusUnprocessableEntity
}

// Idempotent returns the middleware that makes next's effect happen once
// per Idempotency-Key (see the package documentation for the contract). It
// refuses options it cannot use, naming the field.
func Idempotent(store Store, opts Options) (func(http.Handler) http.Handler, error) {
	if store == nil {
		return nil, errors.New("receiver: Idempotent needs a Store")
	}
	opts, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	return func(next http.Handler) http.Handler {
		return &idempotent{store: store, opts: opts, next: next}
	}, nil
}

type idempotent struct {
	store Store
	opts  Options
	next  http.Handler
}

func (m *idempotent) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get(HeaderIdempotencyKey)
	if err := ValidateKey(key); err != nil {
		webhook.WriteError(w, http.StatusBadRequest, HeaderIdempotencyKey, err.Error())
		return
	}
	body, err := webhook.ReadBody(w, r, m.opts.MaxBodyBytes)
	if err != nil {
		webhook.WriteError(w, http.StatusBadRequest, "body", err.Error())
		return
	}
	log := m.opts.Logger.With("scope", m.opts.Scope, "idempotency_key", key)
	ctx := r.Context()
	c, err := m.store.Claim(ctx, ClaimRequest{Scope: m.opts.Scope, Key: key, Fingerprint: m.opts.Fingerprint(body),
		LockTimeout: m.opts.LockTimeout, Retention: m.opts.Retention})
	if err != nil {
		log.Error("claim idempotency key", "err", err)
		webhook.WriteError(w, http.StatusServiceUnavailable, "", "the idempotency store is unavailable; retry with the same key")
		return
	}
	switch c.Outcome {
	case Mismatch:
		log.Warn("idempotency key reused with another body")
		webhook.WriteError(w, http.StatusUnprocessableEntity, HeaderIdempotencyKey,
			fmt.Sprintf("Idempotency-Key %q was already used with another request body", key))
		return
	case InProgress:
		m.busy(w, key)
		return
	case Completed:
		log.Info("replayed the stored answer", "status", c.Response.Status)
		writeStored(w, c.Response, true)
		return
	case Claimed:
	default:
		log.Error("store answered an unknown claim outcome", "outcome", int(c.Outcome))
		webhook.WriteError(w, http.StatusInternalServerError, "", "idempotency store answered an unknown outcome")
		return
	}
	if c.TakenOver {
		log.Warn("took over an abandoned idempotency key")
	}

	rec := &recorder{header: make(http.Header)}
	m.run(rec, r, key, c.Token)
	status := rec.statusCode()
	if !Final(status) {
		m.release(key, c.Token, log)
		copyHeader(w.Header(), rec.header)
		w.WriteHeader(status)
		_, _ = w.Write(rec.body.Bytes())
		return
	}
	resp := Response{Status: status, ContentType: rec.header.Get("Content-Type"), Body: rec.body.Bytes()}
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), storeTimeout)
	defer cancel()
	err = m.store.Complete(sctx, Completion{Scope: m.opts.Scope, Key: key, Token: c.Token, Request: body, Response: resp})
	switch {
	case errors.Is(err, ErrClaimLost):
		// Taken over while this call ran: the new owner's answer is the one
		// that counts, and this one must not be reported as done.
		log.Warn("idempotency key was taken over while the call ran; its answer was not stored")
		m.busy(w, key)
		return
	case err != nil:
		log.Error("store the answer", "err", err)
		m.release(key, c.Token, log)
		webhook.WriteError(w, http.StatusServiceUnavailable, "", "the answer could not be stored; retry with the same key")
		return
	}
	log.Info("stored the answer", "status", status)
	copyHeader(w.Header(), rec.header)
	writeStored(w, resp, false)
}

// run calls next, releasing the key if it panics (the effect is presumed
// not performed, as for any answer that is not final) before re-panicking.
func (m *idempotent) run(rec *recorder, r *http.Request, key, token string) {
	done := false
	defer func() {
		if !done {
			m.release(key, token, m.opts.Logger)
		}
	}()
	m.next.ServeHTTP(rec, r)
	done = true
}

func (m *idempotent) release(key, token string, log *slog.Logger) {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if err := m.store.Release(ctx, m.opts.Scope, key, token); err != nil {
		// The claim then goes stale and is taken over after LockTimeout.
		log.Warn("release idempotency key", "scope", m.opts.Scope, "idempotency_key", key, "err", err)
	}
}

func (m *idempotent) busy(w http.ResponseWriter, key string) {
	w.Header().Set("Retry-After", strconv.Itoa(max(1, int(m.opts.RetryAfter.Round(time.Second)/time.Second))))
	webhook.WriteError(w, http.StatusConflict, HeaderIdempotencyKey,
		fmt.Sprintf("a call with Idempotency-Key %q is still in progress; retry after Retry-After", key))
}

func writeStored(w http.ResponseWriter, resp Response, replayed bool) {
	if resp.ContentType != "" {
		w.Header().Set("Content-Type", resp.ContentType)
	}
	if replayed {
		w.Header().Set(HeaderIdempotentReplayed, "true")
	}
	w.WriteHeader(resp.Status)
	_, _ = w.Write(resp.Body)
}

func copyHeader(dst, src http.Header) {
	for k, v := range src {
		dst[k] = v
	}
}

// recorder holds the handler's answer until it is stored: what the caller
// hears first must be what a replay repeats.
type recorder struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (r *recorder) Header() http.Header { return r.header }

func (r *recorder) WriteHeader(status int) {
	if r.status == 0 {
		r.status = status
	}
}

func (r *recorder) Write(p []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	return r.body.Write(p)
}

func (r *recorder) statusCode() int {
	if r.status == 0 {
		return http.StatusOK
	}
	return r.status
}
