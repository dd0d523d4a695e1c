package api

import (
	"context"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// dashboardClient is a browser without script: a cookie jar, no redirects
// followed unless asked.
type dashboardClient struct {
	t    *testing.T
	base string
	hc   *http.Client
}

func (s *stack) dashboardClient() *dashboardClient {
	jar, err := cookiejar.New(nil)
	require.NoError(s.t, err)
	return &dashboardClient{t: s.t, base: s.api.URL, hc: &http.Client{Jar: jar, Timeout: 30 * time.Second}}
}

// get follows redirects and answers the final status, page and URL path.
func (c *dashboardClient) get(path string) (int, string, string) {
	c.t.Helper()
	resp, err := c.hc.Get(c.base + path)
	require.NoError(c.t, err)
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	require.NoError(c.t, err)
	return resp.StatusCode, string(b), resp.Request.URL.Path
}

// post sends a form, following the redirect a login or logout answers.
func (c *dashboardClient) post(path string, form url.Values) (int, string, *http.Response) {
	c.t.Helper()
	resp, err := c.hc.PostForm(c.base+path, form)
	require.NoError(c.t, err)
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	require.NoError(c.t, err)
	return resp.StatusCode, string(b), resp
}

var csrfField = regexp.MustCompile(`name="csrf" value="([^"]+)"`)

func csrfOf(t *testing.T, page string) string {
	t.Helper()
	m := csrfField.FindStringSubmatch(page)
	require.NotNil(t, m, "no form token on the page")
	return m[1]
}

// Issue 29: the merchant dashboard. A login is a key typed into a form
// (POST), never a URL; the session is a cookie scripts cannot read and other
// sites do not send; every page has the strict CSP; a wrong key is refused
// and spends the address's rate; a form without the session's token is
// refused and changes nothing; a read key's session reads only; every change
// goes through the API's own rules (a key cannot revoke itself); another
// merchant's swap is not found; a revoked key ends its session at once.
func TestTheMerchantDashboardKeepsItsSessionsAndRules(t *testing.T) {
	s := newStack(t)
	ctx := context.Background()
	a, other := s.merchant("dash"), s.merchant("dash-other")
	code, _ := s.swap(a.Key, http.MethodPost, "/v1/swaps", createBody("dash-1"))
	require.Equal(t, http.StatusCreated, code)
	code, _ = s.swap(other.Key, http.MethodPost, "/v1/swaps", createBody("dash-other-1"))
	require.Equal(t, http.StatusCreated, code)

	c := s.dashboardClient()
	code, page, at := c.get("/dashboard/")
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, "/dashboard/login", at, "no session: the login page")
	assert.Contains(t, page, `method="post" action="/dashboard/login"`)

	// A wrong key: refused, no cookie.
	code, page, resp := c.post("/dashboard/login", url.Values{"key": {KeyPrefix + "nope"}})
	assert.Equal(t, http.StatusUnauthorized, code)
	assert.Contains(t, page, "not an API key")
	assert.Empty(t, resp.Cookies())

	// The right key: a session cookie, HttpOnly and SameSite=Strict, and the swaps.
	c.hc.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	code, _, resp = c.post("/dashboard/login", url.Values{"key": {a.Key}})
	require.Equal(t, http.StatusSeeOther, code)
	cookies := resp.Cookies()
	require.Len(t, cookies, 1)
	assert.True(t, cookies[0].HttpOnly)
	assert.Equal(t, http.SameSiteStrictMode, cookies[0].SameSite)
	assert.Equal(t, "/dashboard/", cookies[0].Path)
	assert.NotContains(t, cookies[0].Value, a.Key, "the cookie is no key")
	c.hc.CheckRedirect = nil
	var stored int
	require.NoError(t, s.pool.QueryRow(ctx, `SELECT count(*) FROM dashboard_sessions WHERE token_hash = sha256($1::bytea)`, []byte(cookies[0].Value)).Scan(&stored))
	assert.Equal(t, 1, stored, "the server keeps the cookie's hash only")

	code, page, at = c.get("/dashboard/")
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, "/dashboard/", at)
	assert.Contains(t, page, "dash-1")
	assert.NotContains(t, page, "dash-other-1", "another merchant's swap")
	resp, err := c.hc.Get(c.base + "/dashboard/")
	require.NoError(t, err)
	resp.Body.Close()
	assert.Contains(t, resp.Header.Get("Content-Security-Policy"), "default-src 'none'")
	assert.NotContains(t, resp.Header.Get("Content-Security-Policy"), "script-src")
	assert.Equal(t, "DENY", resp.Header.Get("X-Frame-Options"))

	code, page, _ = c.get("/dashboard/swaps/dash-1")
	require.Equal(t, http.StatusOK, code)
	assert.Contains(t, page, WorkflowID(a.MerchantID, "dash-1"), "the workflow ID an operator looks up")
	code, _, _ = c.get("/dashboard/swaps/dash-other-1")
	assert.Equal(t, http.StatusNotFound, code)

	// A login posted from another site's page (login CSRF): refused.
	req, err := http.NewRequest(http.MethodPost, c.base+"/dashboard/login", strings.NewReader(url.Values{"key": {other.Key}}.Encode()))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	for _, site := range []string{"cross-site", "same-site"} { // same-site: a sibling subdomain
		req.Header.Set("Sec-Fetch-Site", site)
		req.Body = io.NopCloser(strings.NewReader(url.Values{"key": {other.Key}}.Encode()))
		resp, err = http.DefaultClient.Do(req)
		require.NoError(t, err)
		resp.Body.Close()
		assert.Equal(t, http.StatusForbidden, resp.StatusCode, site)
		assert.Empty(t, resp.Cookies(), site)
	}

	// A form without the session's token (another site's page): refused, nothing made.
	code, page, _ = c.post("/dashboard/keys", url.Values{"name": {"forged"}})
	assert.Equal(t, http.StatusForbidden, code)
	assert.Contains(t, page, "not one this session showed")
	var forged int
	require.NoError(t, s.pool.QueryRow(ctx, `SELECT count(*) FROM api_keys WHERE name = 'forged'`).Scan(&forged))
	assert.Zero(t, forged)

	// A key made, shown once, usable; the API's own rules: a bad scope is
	// refused naming it; the session's own key cannot be revoked.
	_, page, _ = c.get("/dashboard/keys")
	csrf := csrfOf(t, page)
	made := url.Values{"csrf": {csrf}, "name": {"reporting"}, "scope": {"read"}, "mode": {"live"}}
	code, page, _ = c.post("/dashboard/keys", made)
	require.Equal(t, http.StatusOK, code, page)
	// A form is good for one action: the answer's reload (the browser sends
	// the same form again) is refused, and makes no second key.
	code, again, _ := c.post("/dashboard/keys", made)
	assert.Equal(t, http.StatusForbidden, code)
	assert.Contains(t, again, "sent already")
	var reporting int
	require.NoError(t, s.pool.QueryRow(ctx, `SELECT count(*) FROM api_keys WHERE name = 'reporting'`).Scan(&reporting))
	assert.Equal(t, 1, reporting, "keys made by one form sent twice")
	csrf = csrfOf(t, page)
	newKey := regexp.MustCompile(`id="new-key">(sek_[^<]+)<`).FindStringSubmatch(page)
	require.NotNil(t, newKey, page)
	newKeyID := regexp.MustCompile(`id="new-key-id">([^<]+)<`).FindStringSubmatch(page)
	require.NotNil(t, newKeyID, page)
	code, _ = s.call(newKey[1], http.MethodGet, "/v1/swaps", nil)
	assert.Equal(t, http.StatusOK, code)
	_, page, _ = c.get("/dashboard/keys")
	assert.NotContains(t, page, newKey[1], "a key is shown once")
	code, page, _ = c.post("/dashboard/keys", url.Values{"csrf": {csrf}, "scope": {"admin"}})
	assert.Equal(t, http.StatusUnprocessableEntity, code)
	assert.Contains(t, page, "scope: must be")
	csrf = csrfOf(t, page)
	code, page, _ = c.post("/dashboard/keys/"+a.ID+"/revoke", url.Values{"csrf": {csrf}})
	assert.Equal(t, http.StatusConflict, code)
	assert.Contains(t, page, "is the key this request is made with")
	csrf = csrfOf(t, page)

	// A read key's session reads, and changes nothing.
	r := s.dashboardClient()
	_, _, _ = r.post("/dashboard/login", url.Values{"key": {newKey[1]}})
	code, page, at = r.get("/dashboard/webhook")
	require.Equal(t, http.StatusOK, code)
	require.Equal(t, "/dashboard/webhook", at)
	assert.Contains(t, page, "read-only")
	assert.NotContains(t, page, `id="endpoint-form"`)
	code, page, _ = r.post("/dashboard/webhook", url.Values{"csrf": {csrfOf(t, page)}, "url": {"https://example.com/hooks"}})
	assert.Equal(t, http.StatusForbidden, code)
	assert.Contains(t, page, "read-only")
	var hook *string
	require.NoError(t, s.pool.QueryRow(ctx, `SELECT webhook_url FROM merchants WHERE id = $1`, a.MerchantID).Scan(&hook))
	assert.True(t, hook == nil || *hook == "", "the read session changed the endpoint")

	// A grace that is no number of hours (NaN included) is refused naming it.
	for _, g := range []string{"NaN", "-1", "1e9", "soon"} {
		code, page, _ = c.post("/dashboard/webhook/rotate", url.Values{"csrf": {csrf}, "graceHours": {g}})
		assert.Equal(t, http.StatusUnprocessableEntity, code, g)
		assert.Contains(t, page, "The grace must be", g)
		csrf = csrfOf(t, page)
	}

	// The endpoint set by the write session, validated by the API's rule.
	code, page, _ = c.post("/dashboard/webhook", url.Values{"csrf": {csrf}, "url": {"ftp://example.com/x"}})
	assert.Equal(t, http.StatusUnprocessableEntity, code)
	assert.Contains(t, page, "url:")
	csrf = csrfOf(t, page)

	// Revoking the read key ends its session at once.
	code, page, _ = c.post("/dashboard/keys/"+newKeyID[1]+"/revoke", url.Values{"csrf": {csrf}})
	require.Equal(t, http.StatusOK, code, page)
	assert.Contains(t, page, "revoked")
	_, _, at = r.get("/dashboard/")
	assert.Equal(t, "/dashboard/login", at, "the revoked key's session is over")

	// Log out: the session is gone on the server too.
	_, page, _ = c.get("/dashboard/")
	code, _, _ = c.post("/dashboard/logout", url.Values{"csrf": {csrfOf(t, page)}})
	require.Equal(t, http.StatusOK, code)
	_, _, at = c.get("/dashboard/")
	assert.Equal(t, "/dashboard/login", at)
	require.NoError(t, s.pool.QueryRow(ctx, `SELECT count(*) FROM dashboard_sessions WHERE token_hash = sha256($1::bytea)`, []byte(cookies[0].Value)).Scan(&stored))
	assert.Zero(t, stored)
}
