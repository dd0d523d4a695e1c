package chain

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/rpc"

	"github.com/swapengine/swapengine/internal/redact"
)

// MaxRetryAfter is the longest Retry-After the RPC transport waits out
// itself; a provider asking for longer fails the request and the scanner
// workflow's own backoff takes over.
const MaxRetryAfter = 30 * time.Second

// Dial connects to an EVM node by URL: http(s) or ws(s). Over HTTP a 429 or
// 503 answer carrying Retry-After (seconds or an HTTP date, at most
// MaxRetryAfter) is waited out and the request sent again, up to three
// times, so a rate-limited provider slows the scanner instead of failing it.
//
// An error is redacted (internal/redact): URLs carry API keys.
func Dial(ctx context.Context, url string) (*rpc.Client, error) {
	return DialHeaders(ctx, url, nil)
}

// DialHeaders is Dial sending headers (a provider's auth header) with every
// request, over HTTP and on the WebSocket handshake. The header values are
// secrets: an error never quotes them (nor the URL).
func DialHeaders(ctx context.Context, url string, headers http.Header) (*rpc.Client, error) {
	var opts []rpc.ClientOption
	if len(headers) > 0 {
		opts = append(opts, rpc.WithHeaders(headers))
	}
	if strings.HasPrefix(url, "http://") || strings.HasPrefix(url, "https://") {
		hc := &http.Client{Transport: &retryAfter{base: http.DefaultTransport, tries: 3}}
		opts = append(opts, rpc.WithHTTPClient(hc))
	}
	c, err := rpc.DialOptions(ctx, url, opts...)
	return c, redactSecrets(redact.Err(err, url), headerSecrets(headers))
}

type retryAfter struct {
	base  http.RoundTripper
	tries int
}

func (t *retryAfter) RoundTrip(req *http.Request) (*http.Response, error) {
	var body []byte
	if req.Body != nil {
		var err error
		if body, err = io.ReadAll(req.Body); err != nil {
			return nil, err
		}
		_ = req.Body.Close()
	}
	for attempt := 1; ; attempt++ {
		r := req.Clone(req.Context())
		r.Body = io.NopCloser(bytes.NewReader(body))
		r.ContentLength = int64(len(body))
		resp, err := t.base.RoundTrip(r)
		if err != nil || attempt >= t.tries || (resp.StatusCode != http.StatusTooManyRequests && resp.StatusCode != http.StatusServiceUnavailable) {
			return resp, err
		}
		wait, ok := parseRetryAfter(resp.Header.Get("Retry-After"), time.Now())
		if !ok || wait > MaxRetryAfter {
			return resp, nil
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		_ = resp.Body.Close()
		timer := time.NewTimer(wait)
		select {
		case <-req.Context().Done():
			timer.Stop()
			return nil, fmt.Errorf("waiting out Retry-After %s: %w", wait, req.Context().Err())
		case <-timer.C:
		}
	}
}

func parseRetryAfter(v string, now time.Time) (time.Duration, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, false
	}
	if s, err := strconv.Atoi(v); err == nil && s >= 0 {
		return time.Duration(s) * time.Second, true
	}
	if at, err := http.ParseTime(v); err == nil {
		return max(0, at.Sub(now)), true
	}
	return 0, false
}
