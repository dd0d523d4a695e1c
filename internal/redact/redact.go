// Package redact keeps the secrets of endpoint URLs — API keys in the
// userinfo, the path (https://mainnet.infura.io/v3/<key>) or the query
// (?apikey=…) — out of logs, errors, status and the database.
//
// URL shortens one URL to its scheme and host; Text and Error also rewrite
// every URL inside a message (Go's HTTP client quotes the request URL in
// its errors: `Post "https://…/v3/<key>": dial tcp …`) and every secret part
// of the URLs they are given, wherever it appears. Err does the same for an
// error value while keeping errors.Is and errors.As working. The host is
// kept: it says which provider failed, and providers put keys in paths and
// queries, not in host names.
package redact

import (
	"errors"
	"net/url"
	"regexp"
	"slices"
	"strings"
)

// Elided stands for whatever was removed.
const Elided = "…"

// URL returns raw as scheme://host[:port], followed by "/…" when it had a
// path, query or fragment; the userinfo is dropped. Text that is not a URL
// with a scheme and a host gives Elided: it cannot be told safe.
func URL(raw string) string {
	scheme, rest, ok := strings.Cut(strings.TrimSpace(raw), "://")
	if !ok || scheme == "" || !validScheme(scheme) {
		return Elided
	}
	// The authority ends at the first '/', '?' or '#'; the userinfo is what
	// comes before its last '@' (url.Parse agrees, and this also works on
	// URLs url.Parse refuses, whose secrets must not be shown either).
	end := strings.IndexAny(rest, "/?#")
	host, tail := rest, ""
	if end >= 0 {
		host, tail = rest[:end], rest[end:]
	}
	if i := strings.LastIndex(host, "@"); i >= 0 {
		host = host[i+1:]
	}
	if host == "" {
		return Elided
	}
	out := strings.ToLower(scheme) + "://" + host
	if tail != "" && tail != "/" {
		out += "/" + Elided
	}
	return out
}

func validScheme(s string) bool {
	for i, c := range s {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
		case i > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'):
		default:
			return false
		}
	}
	return true
}

// inText finds URLs in free text: a scheme, "://", and everything up to a
// space, a quote or an angle bracket (Go quotes URLs in its errors).
var inText = regexp.MustCompile(`[A-Za-z][A-Za-z0-9+.\-]*://[^\s"'<>` + "`" + `]+`)

// Text returns s with every URL in it shortened by URL, and every secret
// part of the given urls (userinfo, path, query) replaced by Elided
// wherever it appears, also outside a URL (a provider's answer may quote
// the key).
func Text(s string, urls ...string) string {
	// The full URLs first, in the forms Go prints them: as given, and with
	// the password masked (net/http's "***", url.Redacted's "xxxxx").
	var known []string
	for _, raw := range urls {
		if raw == "" {
			continue
		}
		known = append(known, raw)
		if u, err := url.Parse(raw); err == nil {
			known = append(known, u.String(), u.Redacted())
			if p, ok := u.User.Password(); ok && p != "" {
				masked := *u
				masked.User = url.UserPassword(u.User.Username(), "***")
				known = append(known, masked.String())
			}
		}
	}
	slices.SortFunc(known, func(a, b string) int { return len(b) - len(a) }) // longest first
	for _, k := range known {
		s = strings.ReplaceAll(s, k, URL(k))
	}
	s = inText.ReplaceAllStringFunc(s, func(m string) string {
		// Punctuation that ends a sentence is not part of the URL.
		trimmed := strings.TrimRight(m, ".,;:)]}")
		return URL(trimmed) + m[len(trimmed):]
	})
	for _, part := range secrets(urls) {
		s = strings.ReplaceAll(s, part, Elided)
	}
	return s
}

// minSecret is the shortest URL part replaced on its own: shorter ones
// ("/", "v3") are not secrets and would garble ordinary words.
const minSecret = 4

// secrets are the parts of urls that may hold a credential, longest first.
func secrets(urls []string) []string {
	var out []string
	add := func(p string) {
		if len(p) >= minSecret && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	for _, raw := range urls {
		u, err := url.Parse(raw)
		if err != nil || u.Host == "" {
			continue
		}
		if u.User != nil {
			add(u.User.String())
			add(u.User.Username())
			if p, ok := u.User.Password(); ok {
				add(p)
			}
		}
		if u.Path != "" && u.Path != "/" {
			add(u.EscapedPath())
			add(u.Path)
			for _, seg := range strings.Split(u.Path, "/") {
				add(seg)
			}
		}
		if u.RawQuery != "" {
			add(u.RawQuery)
			for _, vs := range u.Query() {
				for _, v := range vs {
					add(v)
				}
			}
		}
	}
	slices.SortFunc(out, func(a, b string) int { return len(b) - len(a) })
	return out
}

// Error is err's text through Text; "" for nil.
func Error(err error, urls ...string) string {
	if err == nil {
		return ""
	}
	return Text(err.Error(), urls...)
}

// Err returns err unchanged when neither it nor any error it wraps has
// anything to redact; otherwise an error whose text is redacted and that
// answers errors.Is and errors.As like err. It does not unwrap to err:
// whatever prints the chain (Temporal stores every cause's message) must
// not reach the original text.
func Err(err error, urls ...string) error {
	if err == nil || !needs(err, urls) {
		return err
	}
	return &redacted{msg: Text(err.Error(), urls...), orig: err}
}

func needs(err error, urls []string) bool {
	if err == nil {
		return false
	}
	if Text(err.Error(), urls...) != err.Error() {
		return true
	}
	switch e := err.(type) {
	case interface{ Unwrap() error }:
		return needs(e.Unwrap(), urls)
	case interface{ Unwrap() []error }:
		return slices.ContainsFunc(e.Unwrap(), func(c error) bool { return needs(c, urls) })
	}
	return false
}

type redacted struct {
	msg  string
	orig error
}

func (e *redacted) Error() string        { return e.msg }
func (e *redacted) Is(target error) bool { return errors.Is(e.orig, target) }
func (e *redacted) As(target any) bool   { return errors.As(e.orig, target) }
