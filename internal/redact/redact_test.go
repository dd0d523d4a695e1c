package redact_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/redact"
)

const (
	userinfo = "https://alice:s3cr3t-pass@rpc.example.com:8545/"
	inPath   = "https://mainnet.infura.io/v3/0123456789abcdef0123456789abcdef"
	inQuery  = "https://api.example.org/rpc?apikey=KEY-7f3a9c2e&chain=1"
	wss      = "wss://bob:ws-secret-99@ws.example.net/ws/KEY-ws-5d1e"
)

var secrets = []string{"alice", "s3cr3t-pass", "0123456789abcdef0123456789abcdef", "KEY-7f3a9c2e", "bob", "ws-secret-99", "KEY-ws-5d1e"}

func noSecret(t *testing.T, s string) {
	t.Helper()
	for _, sec := range secrets {
		assert.NotContains(t, s, sec)
	}
}

func TestURL(t *testing.T) {
	for in, want := range map[string]string{
		userinfo:                      "https://rpc.example.com:8545",
		inPath:                        "https://mainnet.infura.io/…",
		inQuery:                       "https://api.example.org/…",
		wss:                           "wss://ws.example.net/…",
		"http://127.0.0.1:8545":       "http://127.0.0.1:8545",
		"HTTP://Host/#frag":           "http://Host/…",
		"https://k3y@host":            "https://host",
		"https://u:p%zz@host/bad%esc": "https://host/…", // url.Parse refuses it; still no secret
		"not a url":                   "…",
		"":                            "…",
		"://host/x":                   "…",
	} {
		assert.Equal(t, want, redact.URL(in), in)
	}
}

// Whatever form a URL takes in a message — as given, quoted by net/http
// with the password masked, as a bare key echoed by a provider, or a URL
// the caller did not name — no secret is left.
func TestTextAndError(t *testing.T) {
	all := []string{userinfo, inPath, inQuery, wss}
	for _, u := range all {
		msg := fmt.Sprintf("dial RPC %s: boom", u)
		noSecret(t, redact.Text(msg, u))
		noSecret(t, redact.Text(msg)) // unnamed: found by its scheme
		assert.Contains(t, redact.Text(msg, u), "dial RPC "+redact.URL(u)+": boom")
	}
	// net/http's own error, with its masked password.
	req, err := http.NewRequestWithContext(context.Background(), http.MethodPost, userinfo+"v3/0123456789abcdef0123456789abcdef", nil)
	require.NoError(t, err)
	_, err = (&http.Client{Transport: failing{}}).Do(req)
	require.Error(t, err)
	require.Contains(t, err.Error(), "***", "net/http masks the password itself")
	noSecret(t, redact.Error(err))
	// A provider that echoes the key without the URL around it.
	noSecret(t, redact.Text("401: invalid project id 0123456789abcdef0123456789abcdef; apikey=KEY-7f3a9c2e", inPath, inQuery))
	// Ordinary text and punctuation survive.
	assert.Equal(t, "node https://mainnet.infura.io/… (chain 1).", redact.Text("node "+inPath+" (chain 1).", inPath))
	assert.Equal(t, "eth_getLogs: connection refused", redact.Text("eth_getLogs: connection refused", all...))
	assert.Empty(t, redact.Error(nil))
}

type failing struct{}

func (failing) RoundTrip(*http.Request) (*http.Response, error) {
	return nil, errors.New("dial tcp 10.0.0.1:443: connect: connection refused")
}

var errSentinel = errors.New("sentinel")

type typed struct{ msg string }

func (e *typed) Error() string { return e.msg }

// Err keeps errors.Is and errors.As but never unwraps to the original text;
// an error with nothing to redact is returned as it is.
func TestErr(t *testing.T) {
	assert.Nil(t, redact.Err(nil))
	plain := fmt.Errorf("eth_getLogs: %w", errSentinel)
	assert.Same(t, plain, redact.Err(plain, inPath), "nothing to redact: the same error")

	orig := fmt.Errorf("batch: Post %q: %w: %w", inPath, errSentinel, &typed{msg: "typed"})
	err := redact.Err(orig, inPath)
	noSecret(t, err.Error())
	assert.ErrorIs(t, err, errSentinel)
	var tp *typed
	assert.ErrorAs(t, err, &tp)
	assert.Nil(t, errors.Unwrap(err), "the original text is not reachable by unwrapping")
	wrapped := fmt.Errorf("scan: %w", err)
	for e := error(wrapped); e != nil; e = errors.Unwrap(e) {
		noSecret(t, e.Error())
	}
	assert.ErrorIs(t, wrapped, errSentinel)

	// A secret only in a wrapped cause (an error whose text hides it) is
	// found too: the chain is what Temporal serialises.
	hidden := &hiding{cause: fmt.Errorf("Post %q: refused", inQuery)}
	got := redact.Err(hidden)
	assert.NotSame(t, hidden, got)
	assert.Nil(t, errors.Unwrap(got))
	assert.NotErrorIs(t, got, fs.ErrNotExist)
	assert.False(t, strings.Contains(got.Error(), "KEY-7f3a9c2e"))
}

type hiding struct{ cause error }

func (h *hiding) Error() string { return "request failed" }
func (h *hiding) Unwrap() error { return h.cause }

// stdlibSecrets are the parts of the test URLs that must never survive Text.
var stdlibSecrets = []string{"s3cr3t", "svc", "KEY", "/v1/"}

func requireClean(t *testing.T, text string) {
	t.Helper()
	for _, s := range stdlibSecrets {
		if strings.Contains(text, s) {
			t.Errorf("%q still contains %q", text, s)
		}
	}
}

// The errors net/http and net/url really produce, not hand-made spellings.
func TestTextRemovesTheURLFromStandardLibraryErrors(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	base := srv.URL
	srv.Close() // nothing listens any more: the client fails with a url.Error

	for _, raw := range []string{
		strings.Replace(base, "http://", "http://svc:s3cr3t@", 1) + "/v1/exchanges?apikey=KEY",
		strings.Replace(base, "http://", "http://KEY@", 1) + "/v1/payouts",
		base + "/v1/KEY/refunds",
		strings.Replace(base, "http://", "http://svc:s3cr3t@", 1) + "/v1/a%20b/KEY",
	} {
		t.Run(raw, func(t *testing.T) {
			req, err := http.NewRequestWithContext(context.Background(), http.MethodPost, raw, bytes.NewReader(nil))
			if err != nil {
				t.Fatal(err)
			}
			_, err = http.DefaultClient.Do(req)
			if err == nil {
				t.Fatal("the request to a closed server succeeded")
			}
			got := redact.Text(err.Error(), raw)
			requireClean(t, got)
			if !strings.Contains(got, redact.URL(raw)) {
				t.Errorf("%q does not name %s", got, redact.URL(raw))
			}
			t.Logf("%s\n  → %s", err, got)

			u, _ := url.Parse(raw)
			for _, text := range []string{
				fmt.Sprintf("GET %s: EOF", raw),
				fmt.Sprintf("dial %q failed", raw),
				"redacted " + u.Redacted(),
				"normalised " + u.String(),
			} {
				requireClean(t, redact.Text(text, raw))
			}
		})
	}
}

func TestTextRemovesAURLThatDoesNotParse(t *testing.T) {
	raw := "http://svc:s3cr3t@h\x7fost/v1/KEY"
	_, err := url.Parse(raw)
	if err == nil {
		t.Fatal("the test URL parses")
	}
	got := redact.Text(err.Error(), raw)
	requireClean(t, got)
	if !strings.Contains(got, redact.Elided) {
		t.Errorf("%q does not say a URL was removed", got)
	}
}

func TestTextLeavesOtherTextAlone(t *testing.T) {
	text := "exchange receiver http://other.example answered 503"
	for _, raw := range []string{"", "http://svc:s3cr3t@host/v1/KEY"} {
		if got := redact.Text(text, raw); got != text {
			t.Errorf("redact.Text(…, %q) = %q, want the text unchanged", raw, got)
		}
	}
}
