// Package redact keeps what a configured URL may hide out of errors and logs.
// A URL as configured can carry credentials in its userinfo
// (https://svc:token@host), an API key in its path (https://rpc.example/v2/KEY)
// or in its query (?apikey=KEY); only its scheme and host are safe to show to
// whoever reads an error — an operator, Temporal Web, a merchant's webhook.
package redact

import (
	"cmp"
	"net/url"
	"slices"
	"strconv"
	"strings"
)

// Placeholder stands for a URL that does not parse into a scheme and a host:
// such a URL is never echoed, since where its secret sits is unknown.
const Placeholder = "[redacted URL]"

// URL returns scheme://host[:port] of raw, never its userinfo, path, query or
// fragment; Placeholder when raw is not an absolute URL with a host.
func URL(raw string) string {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || u.Scheme == "" || u.Host == "" {
		return Placeholder
	}
	return u.Scheme + "://" + u.Host
}

// Strip replaces raw in text with URL(raw), in every spelling the standard
// library prints a URL with: as given, as url.URL.String normalises it, as
// url.URL.Redacted and net/http's client errors print it (password as "xxxxx"
// or "***", user name kept), and each of these as %q escapes it (url.Error
// and url.Parse errors quote the URL). Pass the URL as requested, path and
// query included: a base URL is only found where it is not followed by more.
func Strip(text, raw string) string {
	if raw == "" || text == "" {
		return text
	}
	safe := URL(raw)
	forms := []string{raw, strings.TrimSpace(raw)}
	if u, err := url.Parse(strings.TrimSpace(raw)); err == nil {
		forms = append(forms, u.String(), u.Redacted())
		if u.User != nil {
			// net/http's stripPassword, and the user name alone (a token
			// is often given as the user name: https://KEY@host).
			forms = append(forms,
				strings.Replace(u.String(), u.User.String()+"@", u.User.Username()+":***@", 1),
				strings.Replace(u.String(), u.User.String()+"@", "", 1))
		}
	}
	for _, f := range slices.Clone(forms) {
		if q := strconv.Quote(f); q[1:len(q)-1] != f {
			forms = append(forms, q[1:len(q)-1])
		}
	}
	// Longest first: a replacer tries its pairs in order at each position, so
	// a spelling is never cut short by a shorter one that is its prefix.
	slices.SortFunc(forms, func(a, b string) int { return cmp.Or(cmp.Compare(len(b), len(a)), strings.Compare(a, b)) })
	forms = slices.Compact(forms)
	pairs := make([]string, 0, 2*len(forms))
	for _, f := range forms {
		if f != "" && f != safe {
			pairs = append(pairs, f, safe)
		}
	}
	if len(pairs) == 0 {
		return text
	}
	return strings.NewReplacer(pairs...).Replace(text)
}
