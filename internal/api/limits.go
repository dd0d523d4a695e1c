package api

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"math"
	"net"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Request IDs, access log and rate limits (issue 29): every answer names
// its request (X-Request-Id, the caller's when well-formed, else a new one),
// every request is one access-log line under that ID, and callers are held
// to a rate — per API key on the merchant's endpoints, per client address on
// the public ones (the checkout page, its status and its refund-address
// form) and on any request without a valid key — answered 429 with
// Retry-After past it.

// RateLimits are the API's request rates (requests a second) and bursts.
type RateLimits struct {
	PerKey   float64
	KeyBurst int
	PerIP    float64
	IPBurst  int
}

// DefaultRateLimits: a merchant's integration well above what a shop
// sends; a customer's page polling every 2 s with room for reloads.
var DefaultRateLimits = RateLimits{PerKey: 50, KeyBurst: 100, PerIP: 10, IPBurst: 40}

// limiters holds one token bucket per caller, forgetting callers idle for a
// while so that the map stays bounded by the recently active.
type limiters struct {
	mu    sync.Mutex
	every rate.Limit
	burst int
	m     map[string]*limited
	swept time.Time
}

type limited struct {
	l    *rate.Limiter
	seen time.Time
}

// idleAfter is how long a caller's bucket is kept after its last request
// (a full bucket refills long before).
const idleAfter = 10 * time.Minute

func newLimiters(perSecond float64, burst int) *limiters {
	return &limiters{every: rate.Limit(perSecond), burst: max(burst, 1), m: map[string]*limited{}}
}

// allow takes a token for caller, or says how long until one is there.
func (ls *limiters) allow(caller string, now time.Time) (bool, time.Duration) {
	ls.mu.Lock()
	defer ls.mu.Unlock()
	if now.Sub(ls.swept) > idleAfter {
		for k, v := range ls.m {
			if now.Sub(v.seen) > idleAfter {
				delete(ls.m, k)
			}
		}
		ls.swept = now
	}
	c := ls.m[caller]
	if c == nil {
		c = &limited{l: rate.NewLimiter(ls.every, ls.burst)}
		ls.m[caller] = c
	}
	c.seen = now
	r := c.l.ReserveN(now, 1)
	if d := r.DelayFrom(now); d > 0 {
		r.CancelAt(now)
		return false, d
	}
	return true, 0
}

// rateLimited answers 429 with Retry-After in whole seconds (at least 1).
func rateLimited(w http.ResponseWriter, wait time.Duration, who string) {
	w.Header().Set("Retry-After", fmt.Sprint(int(math.Ceil(max(wait, time.Second).Seconds()))))
	writeJSON(w, http.StatusTooManyRequests, ErrorResponse{ErrorDetail{Code: CodeRateLimited, Field: "path",
		Message: fmt.Sprintf("too many requests from this %s; retry after the time Retry-After gives", who)}})
}

// clientIP is the caller's address as the connection shows it. Behind a
// proxy every caller is the proxy: rate-limit per client there, or set the
// per-IP rate to the proxy's share.
func clientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

var requestIDPattern = regexp.MustCompile(`^[A-Za-z0-9._-]{8,64}$`)

type requestIDKey struct{}

// requestID is the ID of the request ctx belongs to ("" outside one).
func requestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}

// logger is the server's logger for one request: its ID on every line.
func (s *Server) logger(r *http.Request) *slog.Logger {
	if id := requestID(r.Context()); id != "" {
		return s.cfg.Logger.With("requestId", id)
	}
	return s.cfg.Logger
}

// statusRecorder keeps the status a handler wrote, for the access log.
type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (s *statusRecorder) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	return s.ResponseWriter.Write(b)
}

// observe gives every request its ID and one access-log line: method,
// route pattern (never the path: a checkout's token is in it), status,
// duration.
func (s *Server) observe(next http.Handler, pattern func(*http.Request) string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get("X-Request-Id")
		if !requestIDPattern.MatchString(id) {
			b := make([]byte, 12)
			_, _ = rand.Read(b)
			id = "req_" + hex.EncodeToString(b)
		}
		w.Header().Set("X-Request-Id", id)
		r = r.WithContext(context.WithValue(r.Context(), requestIDKey{}, id))
		rec := &statusRecorder{ResponseWriter: w}
		start := time.Now()
		next.ServeHTTP(rec, r)
		took, route, status := time.Since(start), pattern(r), max(rec.status, http.StatusOK)
		s.cfg.Logger.Info("request", "requestId", id, "method", r.Method, "route", route,
			"status", status, "durationMs", took.Milliseconds())
		if s.requests != nil {
			// The route pattern, not the path: bounded label values.
			s.requests.WithLabelValues(route, knownMethod(r.Method), strconv.Itoa(status)).Observe(took.Seconds())
		}
	})
}

// bearer is the Authorization header's token: the scheme is
// case-insensitive (RFC 9110 §11.1), the token is taken as sent.
func bearer(h string) string {
	scheme, token, ok := strings.Cut(strings.TrimSpace(h), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return ""
	}
	return strings.TrimSpace(token)
}

// knownMethod bounds the method label: a client's invented method is "other".
func knownMethod(m string) string {
	switch m {
	case http.MethodGet, http.MethodPost, http.MethodHead, http.MethodPut, http.MethodPatch, http.MethodDelete, http.MethodOptions:
		return m
	}
	return "other"
}
