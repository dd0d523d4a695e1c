package webhookurl

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/net/dns/dnsmessage"
)

func TestValidateStatic(t *testing.T) {
	for _, ok := range []string{
		"https://merchant.example.com/hooks/swap",
		"http://merchant.example.com:8080/v1/webhooks?tenant=7",
		"https://10.0.0.7/hooks", // the address is the Policy's business, not the URL's
		"http://[2001:4860::8888]:443/",
		"https://merchant.example.com./trailing-dot",
		"https://" + strings.Repeat("a", 40) + ".example/" + strings.Repeat("p", MaxLength-60),
	} {
		assert.NoError(t, ValidateStatic(ok), ok)
	}
	for _, tc := range []struct{ raw, want string }{
		{"", "is required"},
		{"not a url", "whitespace"},
		{"merchant.example.com/hooks", "absolute http or https"},
		{"/v1/webhooks", "absolute http or https"},
		{"ftp://merchant.example.com/x", `not "ftp"`},
		{"file:///etc/passwd", `not "file"`},
		{"gopher://127.0.0.1:6379/_", `not "gopher"`},
		{"mailto:ops@example.com", `not "mailto"`},
		{"http:merchant.example.com", "absolute"},
		{"https://user:secret@merchant.example.com/", "credentials"},
		{"https://token@merchant.example.com/", "credentials"},
		{"https://merchant.example.com/hooks#section", "fragment"},
		{"https:///hooks", "no host"},
		{"https://merchant.example.com:0/", `port "0"`},
		{"https://merchant.example.com:70000/", `port "70000"`},
		{"https://merchant.example.com/" + strings.Repeat("p", MaxLength), "the limit is 2048"},
		{"https://merchant.example.com/\x00", "control"},
		{"http://2130706433/", "non-standard spelling"},
		{"http://0x7f.1/", "non-standard spelling"},
		{"http://127.1/", "non-standard spelling"},
		{"http://[fe80::1%25eth0]/", "zone"},
		{"http://exa mple.com/", "whitespace"},
		{"http://ex!ample.com/", "invalid host name"},
	} {
		err := ValidateStatic(tc.raw)
		if assert.Error(t, err, tc.raw) {
			assert.Contains(t, err.Error(), tc.want, tc.raw)
		}
	}
}

func TestClassify(t *testing.T) {
	for addr, want := range map[string]string{
		"127.0.0.1": "loopback", "127.8.9.10": "loopback", "::1": "loopback",
		"10.1.2.3": "private", "172.16.0.1": "private", "172.31.255.255": "private", "192.168.1.1": "private",
		"169.254.169.254": "link-local", "fe80::1": "link-local",
		"0.0.0.0": "unspecified (this network)", "::": "unspecified",
		"224.0.0.1": "multicast", "ff02::1": "multicast",
		"100.64.0.1": "carrier-grade NAT (CGNAT)", "100.127.255.254": "carrier-grade NAT (CGNAT)",
		"fd00::1": "unique local (ULA)", "fc00::1": "unique local (ULA)",
		"::ffff:127.0.0.1": "IPv4-mapped", "::ffff:8.8.8.8": "IPv4-mapped",
		"64:ff9b::a00:1": "NAT64", "255.255.255.255": "reserved",
		"8.8.8.8": "", "172.32.0.1": "", "100.128.0.1": "", "2001:4860:4860::8888": "",
	} {
		assert.Equal(t, want, Classify(netip.MustParseAddr(addr)), addr)
	}
}

func TestPolicyCheckRefusesNonPublicLiterals(t *testing.T) {
	strict, dev := Policy{}, Policy{AllowPrivate: true}
	for _, raw := range []string{
		"http://127.0.0.1:8081/v1/webhooks", "http://localhost:8081/", "http://api.localhost/",
		"http://10.0.0.1/", "http://169.254.169.254/latest/meta-data/", "http://[::1]/",
		"http://[::ffff:127.0.0.1]/", "http://[fd12::1]/", "http://100.64.1.1/", "http://0.0.0.0/",
	} {
		err := strict.Check(raw)
		var refused *RefusedError
		assert.ErrorAs(t, err, &refused, raw)
		assert.NoError(t, dev.Check(raw), raw)
	}
	assert.NoError(t, strict.Check("https://8.8.8.8/hook"))
	assert.NoError(t, strict.Check("https://merchant.example.com/hook"), "names are judged when dialled")
	assert.ErrorContains(t, dev.Check("ftp://127.0.0.1/"), `not "ftp"`, "AllowPrivate relaxes addresses only")
}

// counting is a receiver that counts the requests it got.
func counting(t *testing.T, h http.HandlerFunc) (*httptest.Server, *atomic.Int32) {
	var n atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		h(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv, &n
}

func TestClientRefusesPrivateAddressesWhenDialling(t *testing.T) {
	srv, hits := counting(t, func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })

	_, err := Policy{}.Client(5*time.Second).Post(srv.URL, "application/json", nil)
	var refused *RefusedError
	require.ErrorAs(t, err, &refused)
	assert.Equal(t, "loopback", refused.Class)
	assert.Zero(t, hits.Load(), "nothing reached the receiver")

	resp, err := Policy{AllowPrivate: true}.Client(5*time.Second).Post(srv.URL, "application/json", nil)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusNoContent, resp.StatusCode)
	assert.Equal(t, int32(1), hits.Load())
}

// A DNS-rebinding-style attack: a host name that passes every static check resolves to
// 127.0.0.1. The name is served by a real DNS server on loopback through a real resolver.
func TestNameResolvingToLoopbackIsRefusedWhenDialling(t *testing.T) {
	srv, hits := counting(t, func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })
	resolver := fakeDNS(t, netip.MustParseAddr("127.0.0.1"))
	_, port, _ := net.SplitHostPort(srv.Listener.Addr().String())
	raw := "http://merchant.rebind.test:" + port + "/hooks"

	strict := Policy{Resolver: resolver}
	require.NoError(t, strict.Check(raw), "statically it is an ordinary name")
	_, err := strict.Client(5*time.Second).Post(raw, "application/json", nil)
	var refused *RefusedError
	require.ErrorAs(t, err, &refused)
	assert.Equal(t, netip.MustParseAddr("127.0.0.1"), refused.Addr)
	assert.Zero(t, hits.Load())

	// The same name through the same resolver does arrive when private addresses are allowed,
	// so the refusal above is the policy's and not a resolution failure.
	resp, err := Policy{AllowPrivate: true, Resolver: resolver}.Client(5*time.Second).Post(raw, "application/json", nil)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, int32(1), hits.Load())
}

func TestClientDoesNotFollowRedirects(t *testing.T) {
	target, targetHits := counting(t, func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })
	redirector, _ := counting(t, func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, target.URL+"/internal", http.StatusTemporaryRedirect)
	})
	resp, err := Policy{AllowPrivate: true}.Client(5*time.Second).Post(redirector.URL, "application/json", strings.NewReader("{}"))
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusTemporaryRedirect, resp.StatusCode, "the 3xx is the answer")
	assert.Zero(t, targetHits.Load(), "the redirect target was never asked")
}

// fakeDNS serves A queries for any name with addr (and AAAA with no answer) on a loopback UDP
// socket, and returns a Go resolver that asks it.
func fakeDNS(t *testing.T, addr netip.Addr) *net.Resolver {
	t.Helper()
	pc, err := net.ListenPacket("udp", "127.0.0.1:0")
	require.NoError(t, err)
	t.Cleanup(func() { pc.Close() })
	go func() {
		buf := make([]byte, 1500)
		for {
			n, from, err := pc.ReadFrom(buf)
			if err != nil {
				return
			}
			var p dnsmessage.Parser
			h, err := p.Start(buf[:n])
			if err != nil {
				continue
			}
			q, err := p.Question()
			if err != nil {
				continue
			}
			b := dnsmessage.NewBuilder(nil, dnsmessage.Header{ID: h.ID, Response: true, Authoritative: true})
			b.EnableCompression()
			_ = b.StartQuestions()
			_ = b.Question(q)
			_ = b.StartAnswers()
			if q.Type == dnsmessage.TypeA {
				_ = b.AResource(dnsmessage.ResourceHeader{Name: q.Name, Class: dnsmessage.ClassINET, TTL: 1},
					dnsmessage.AResource{A: addr.As4()})
			}
			msg, err := b.Finish()
			if err == nil {
				_, _ = pc.WriteTo(msg, from)
			}
		}
	}()
	return &net.Resolver{PreferGo: true, Dial: func(ctx context.Context, _, _ string) (net.Conn, error) {
		var d net.Dialer
		return d.DialContext(ctx, "udp", pc.LocalAddr().String())
	}}
}
