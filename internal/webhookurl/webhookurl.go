// Package webhookurl is the policy for merchant webhook URLs. A webhook URL is chosen by whoever
// starts a swap, and the worker then sends requests to it from inside the network: without a
// policy it is a door to internal services (SSRF). The policy has two halves:
//
//   - ValidateStatic: the URL itself — http or https, a host, no credentials, no fragment, a
//     bounded length. Pure and deterministic (no DNS, no configuration), so workflow code can
//     call it and replay gets the same answer.
//   - Policy: where the URL may lead. Check adds the address rules for a host that is an IP
//     literal (or localhost), and Client dials through a net.Dialer whose Control hook checks
//     the address actually being connected to, after DNS: a name that resolves to a public
//     address when checked and to 127.0.0.1 when dialled (DNS rebinding) is still refused.
//     The client follows no redirects, and connects directly (never through an HTTP proxy
//     from the environment, which would make the dialled address the proxy's).
//
// Private, loopback, link-local, unspecified, multicast, CGNAT, IPv6 ULA, IPv4-mapped and
// other special-purpose addresses are refused unless Policy.AllowPrivate is set, as it is for the
// dev stack, the demo, the soak and the tests, whose receivers listen on loopback.
package webhookurl

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// MaxLength bounds a webhook URL, in bytes.
const MaxLength = 2048

// ValidateStatic checks the URL on its own: an absolute http or https URL with a host, at most
// MaxLength bytes, without whitespace or control characters, credentials or a fragment, and with
// a port, if any, in 1..65535. The error says what is wrong, without the field name.
func ValidateStatic(raw string) error {
	_, err := parse(raw)
	return err
}

func parse(raw string) (*url.URL, error) {
	switch {
	case raw == "":
		return nil, errors.New("is required")
	case len(raw) > MaxLength:
		return nil, fmt.Errorf("is %d bytes long; the limit is %d", len(raw), MaxLength)
	}
	for i := 0; i < len(raw); i++ {
		if c := raw[i]; c <= ' ' || c == 0x7f {
			return nil, errors.New("must not contain whitespace or control characters")
		}
	}
	if strings.Contains(raw, "#") {
		return nil, errors.New("must not have a fragment (#…)")
	}
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("is not a URL: %v", unwrapURLError(err))
	}
	switch {
	case u.Scheme != "http" && u.Scheme != "https":
		if u.Scheme == "" {
			return nil, errors.New("must be an absolute http or https URL")
		}
		return nil, fmt.Errorf("must use http or https, not %q", u.Scheme)
	case u.Opaque != "":
		return nil, errors.New("must be an absolute http or https URL (scheme://host/…)")
	case u.User != nil:
		return nil, errors.New("must not carry credentials (user:password@)")
	case u.Hostname() == "":
		return nil, errors.New("has no host")
	}
	if p := u.Port(); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 65535 {
			return nil, fmt.Errorf("has port %q; want 1..65535", p)
		}
	}
	host := u.Hostname()
	if strings.Contains(host, "%") {
		return nil, errors.New("must not name an IPv6 zone or an escaped host")
	}
	if _, err := netip.ParseAddr(host); err == nil {
		return u, nil
	}
	if err := checkHostname(host); err != nil {
		return nil, err
	}
	return u, nil
}

// checkHostname accepts DNS names only. A name whose last label is numeric (2130706433,
// 0x7f.1, 127.1) is not a DNS name but a legacy spelling of an IPv4 address that some resolvers
// accept: refused, so no such spelling reaches one.
func checkHostname(host string) error {
	name := strings.TrimSuffix(host, ".")
	if len(name) > 253 {
		return errors.New("has a host name longer than 253 characters")
	}
	labels := strings.Split(name, ".")
	for _, l := range labels {
		if l == "" || len(l) > 63 {
			return fmt.Errorf("has an invalid host name %q", host)
		}
		for _, c := range l {
			if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_') {
				return fmt.Errorf("has an invalid host name %q (letters, digits, '-' and '.' only; IDNs in punycode)", host)
			}
		}
	}
	last := strings.ToLower(labels[len(labels)-1])
	if strings.HasPrefix(last, "0x") || strings.Trim(last, "0123456789") == "" {
		return fmt.Errorf("has host %q, a non-standard spelling of an IP address", host)
	}
	return nil
}

func unwrapURLError(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}

// RefusedError is an address the policy does not allow. It is returned by Check for an IP
// literal and by the dialer (wrapped in the HTTP client's error) for a resolved address.
type RefusedError struct {
	Addr  netip.Addr
	Class string // "loopback", "private", …
}

func (e *RefusedError) Error() string {
	return fmt.Sprintf("address %s is %s; webhooks to non-public addresses are not allowed (set -webhook-allow-private / WEBHOOK_ALLOW_PRIVATE where receivers are local)", e.Addr, e.Class)
}

// Policy decides which addresses webhooks may reach.
type Policy struct {
	// AllowPrivate lets webhooks reach any address: for local receivers (dev stack, demo, tests).
	AllowPrivate bool
	// Resolver resolves host names for Client; nil is net.DefaultResolver.
	Resolver *net.Resolver
}

// Check is ValidateStatic plus the address rules for what can be judged without DNS: a host that
// is an IP literal, and the names localhost and *.localhost.
func (p Policy) Check(raw string) error {
	u, err := parse(raw)
	if err != nil {
		return err
	}
	if p.AllowPrivate {
		return nil
	}
	host := strings.ToLower(strings.TrimSuffix(u.Hostname(), "."))
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return &RefusedError{Addr: netip.AddrFrom4([4]byte{127, 0, 0, 1}), Class: "loopback (" + host + ")"}
	}
	if addr, err := netip.ParseAddr(host); err == nil {
		return p.CheckAddr(addr)
	}
	return nil
}

// CheckAddr refuses an address that is not public unicast, unless AllowPrivate.
func (p Policy) CheckAddr(addr netip.Addr) error {
	if p.AllowPrivate {
		return nil
	}
	if class := Classify(addr); class != "" {
		return &RefusedError{Addr: addr, Class: class}
	}
	return nil
}

// special lists the ranges that are not public unicast (IANA special-purpose registries), each
// with the name an error uses. IPv4-mapped IPv6 is refused as such: its IPv4 half is not
// checked again, so ::ffff:8.8.8.8 is refused too (nothing legitimate needs that spelling).
var special = func() []struct {
	prefix netip.Prefix
	class  string
} {
	var out []struct {
		prefix netip.Prefix
		class  string
	}
	for _, r := range [][2]string{
		{"0.0.0.0/8", "unspecified (this network)"},
		{"10.0.0.0/8", "private"},
		{"100.64.0.0/10", "carrier-grade NAT (CGNAT)"},
		{"127.0.0.0/8", "loopback"},
		{"169.254.0.0/16", "link-local"},
		{"172.16.0.0/12", "private"},
		{"192.0.0.0/24", "IETF protocol assignments"},
		{"192.0.2.0/24", "documentation"},
		{"192.168.0.0/16", "private"},
		{"198.18.0.0/15", "benchmarking"},
		{"198.51.100.0/24", "documentation"},
		{"203.0.113.0/24", "documentation"},
		{"224.0.0.0/4", "multicast"},
		{"240.0.0.0/4", "reserved"},
		{"::/128", "unspecified"},
		{"::1/128", "loopback"},
		{"::ffff:0:0/96", "IPv4-mapped"},
		{"::/96", "IPv4-compatible"},
		{"64:ff9b::/96", "NAT64"},
		{"64:ff9b:1::/48", "NAT64"},
		{"100::/64", "discard-only"},
		{"2001:db8::/32", "documentation"},
		{"2002::/16", "6to4 (embeds an IPv4 address)"},
		{"fc00::/7", "unique local (ULA)"},
		{"fe80::/10", "link-local"},
		{"fec0::/10", "site-local"},
		{"ff00::/8", "multicast"},
	} {
		out = append(out, struct {
			prefix netip.Prefix
			class  string
		}{netip.MustParsePrefix(r[0]), r[1]})
	}
	return out
}()

// Classify names the special-purpose range addr is in, or returns "" for public unicast.
func Classify(addr netip.Addr) string {
	addr = addr.WithZone("")
	for _, s := range special {
		if s.prefix.Contains(addr) {
			return s.class
		}
	}
	return ""
}

// control runs after DNS, for every address the dialer tries: the one place where the address
// really connected to is known.
func (p Policy) control(network, address string, _ syscall.RawConn) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return fmt.Errorf("webhook dial %s %s: %w", network, address, err)
	}
	return p.CheckAddr(ap.Addr())
}

// Client is an HTTP client for webhook deliveries under this policy: every connection's address
// is checked when dialled, redirects are not followed (the 3xx is the answer), no proxy is used.
func (p Policy) Client(timeout time.Duration) *http.Client {
	d := &net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second, Control: p.control, Resolver: p.Resolver}
	tr := &http.Transport{
		Proxy:                 nil,
		DialContext:           d.DialContext,
		ForceAttemptHTTP2:     true,
		MaxIdleConns:          100,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   10 * time.Second,
		ExpectContinueTimeout: time.Second,
	}
	return &http.Client{
		Timeout:       timeout,
		Transport:     tr,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}
