package redact

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

func TestURLKeepsSchemeAndHostOnly(t *testing.T) {
	for raw, want := range map[string]string{
		"http://svc:s3cr3t@exchange.internal:8081/v1/exchanges": "http://exchange.internal:8081",
		"https://KEY@rpc.example.com":                           "https://rpc.example.com",
		"https://rpc.example.com/v2/KEY":                        "https://rpc.example.com",
		"wss://rpc.example.com/ws?apikey=KEY#frag":              "wss://rpc.example.com",
		"HTTPS://Host.Example":                                  "https://Host.Example",
		"http://[::1]:8545/KEY":                                 "http://[::1]:8545",
		"  http://host/KEY  ":                                   "http://host",
		"":                                                      Placeholder,
		"host:8545/KEY":                                         Placeholder, // no scheme: parses as scheme "host"
		"/v1/KEY":                                               Placeholder,
		"http://h\x7fost/KEY":                                   Placeholder, // does not parse
		"mailto:KEY@example.com":                                Placeholder,
	} {
		if got := URL(raw); got != want {
			t.Errorf("URL(%q) = %q, want %q", raw, got, want)
		}
	}
}

// secrets are the parts of the test URLs that must never survive Strip.
var secrets = []string{"s3cr3t", "svc", "KEY", "/v1/"}

func requireClean(t *testing.T, text string) {
	t.Helper()
	for _, s := range secrets {
		if strings.Contains(text, s) {
			t.Errorf("%q still contains %q", text, s)
		}
	}
}

// The errors net/http and net/url really produce, not hand-made spellings.
func TestStripRemovesTheURLFromStandardLibraryErrors(t *testing.T) {
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
			got := Strip(err.Error(), raw)
			requireClean(t, got)
			if !strings.Contains(got, URL(raw)) {
				t.Errorf("%q does not name %s", got, URL(raw))
			}
			t.Logf("%s\n  → %s", err, got)

			u, _ := url.Parse(raw)
			for _, text := range []string{
				fmt.Sprintf("GET %s: EOF", raw),
				fmt.Sprintf("dial %q failed", raw),
				"redacted " + u.Redacted(),
				"normalised " + u.String(),
			} {
				requireClean(t, Strip(text, raw))
			}
		})
	}
}

func TestStripRemovesAURLThatDoesNotParse(t *testing.T) {
	raw := "http://svc:s3cr3t@h\x7fost/v1/KEY"
	_, err := url.Parse(raw)
	if err == nil {
		t.Fatal("the test URL parses")
	}
	got := Strip(err.Error(), raw)
	requireClean(t, got)
	if !strings.Contains(got, Placeholder) {
		t.Errorf("%q does not say a URL was removed", got)
	}
}

func TestStripLeavesOtherTextAlone(t *testing.T) {
	text := "exchange receiver http://other.example answered 503"
	for _, raw := range []string{"", "http://svc:s3cr3t@host/v1/KEY"} {
		if got := Strip(text, raw); got != text {
			t.Errorf("Strip(…, %q) = %q, want the text unchanged", raw, got)
		}
	}
}
