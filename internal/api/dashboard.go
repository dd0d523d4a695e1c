package api

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"embed"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/swapengine/swapengine/webhook"
)

// The merchant dashboard (issue 29): server-rendered pages under the API, at
// /dashboard/ — the merchant's swaps with their timelines, each event with
// its deliveries and a redeliver button, API keys, webhook settings. No
// script, a strict CSP (the checkout page's, with forms to this origin).
//
// The login is one of the merchant's API keys typed into a form: it travels
// in a POST body, never in a URL (so never in a log, a history or a
// Referer). The server keeps the session (dashboard_sessions, the cookie's
// hash only); the browser holds a cookie that scripts cannot read
// (HttpOnly), that no other site's page sends (SameSite=Strict), over HTTPS
// only when the API is served so (Secure). Each request reads the session's
// key again: a revoked key ends its sessions at once. A read key's session
// reads.
//
// Every page is made by the API's own handler for it, and every change by
// the API's own handler for that change (dashboardCall): scopes, test keys,
// limits and validation have one home.

// SessionLifetime is how long a dashboard login lasts.
const SessionLifetime = 8 * time.Hour

const sessionCookieName = "swapengine_dashboard"

//go:embed dashboard/*
var dashboardFiles embed.FS

var dashboardPages = template.Must(template.New("").Funcs(template.FuncMap{
	"when": func(v any) string {
		switch t := v.(type) {
		case time.Time:
			return t.UTC().Format("2006-01-02 15:04:05 UTC")
		case *time.Time:
			if t != nil {
				return t.UTC().Format("2006-01-02 15:04:05 UTC")
			}
		}
		return ""
	},
	// pathEscape makes an ID one path segment: swap IDs may hold / ? #.
	"pathEscape": url.PathEscape,
	"pretty": func(raw json.RawMessage) string {
		var b bytes.Buffer
		if json.Indent(&b, raw, "", "  ") != nil {
			return string(raw)
		}
		return b.String()
	},
}).ParseFS(dashboardFiles, "dashboard/*.html"))

// dashboardHeaders are every dashboard answer's: never cached, never framed,
// no script at all, forms to this origin only.
func dashboardHeaders(h http.Header) {
	pageHeaders(h, "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
}

// dashboardRoutes serves the dashboard on mux.
func (s *Server) dashboardRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /dashboard/login", s.dashboardLoginPage)
	mux.HandleFunc("POST /dashboard/login", s.dashboardLogin)
	mux.HandleFunc("POST /dashboard/logout", s.dash(s.dashboardLogout))
	mux.HandleFunc("GET /dashboard/{$}", s.dash(s.dashboardSwaps))
	mux.HandleFunc("GET /dashboard/swaps/{id}", s.dash(s.dashboardSwap))
	mux.HandleFunc("GET /dashboard/events/{eventId}", s.dash(s.dashboardEvent))
	mux.HandleFunc("POST /dashboard/events/{eventId}/redeliver", s.dash(s.dashboardRedeliver))
	mux.HandleFunc("GET /dashboard/keys", s.dash(s.dashboardKeys))
	mux.HandleFunc("POST /dashboard/keys", s.dash(s.dashboardCreateKey))
	mux.HandleFunc("POST /dashboard/keys/{keyId}/revoke", s.dash(s.dashboardRevokeKey))
	mux.HandleFunc("GET /dashboard/webhook", s.dash(s.dashboardWebhook))
	mux.HandleFunc("POST /dashboard/webhook", s.dash(s.dashboardSetWebhook))
	mux.HandleFunc("POST /dashboard/webhook/rotate", s.dash(s.dashboardRotate))
	mux.HandleFunc("POST /dashboard/webhook/test", s.dash(s.dashboardTestEvent))
	mux.HandleFunc("GET /dashboard/assets/dashboard.css", func(w http.ResponseWriter, _ *http.Request) {
		dashboardHeaders(w.Header())
		w.Header().Set("Cache-Control", "public, max-age=3600")
		w.Header().Set("Content-Type", "text/css; charset=utf-8")
		b, _ := dashboardFiles.ReadFile("dashboard/dashboard.css")
		_, _ = w.Write(b)
	})
}

// session is a logged-in dashboard: who its key speaks for, and the token
// its forms repeat (a new one after each action taken).
type session struct {
	tokenHash []byte
	csrf      string
	who       caller
}

// dashboardPage is what every page's template gets.
type dashboardPage struct {
	Title  string
	CSRF   string
	Scope  string // the session key's scope: read hides the forms
	Mode   string
	Notice string // what the last action did
	Error  string // why it did not
	Data   any
}

// render writes a page; status is its HTTP status.
func (s *Server) render(w http.ResponseWriter, r *http.Request, status int, name string, p dashboardPage) {
	var b bytes.Buffer
	if err := dashboardPages.ExecuteTemplate(&b, name, p); err != nil {
		s.logger(r).Error("dashboard: render", "page", name, "error", err)
		status, b = http.StatusInternalServerError, *bytes.NewBufferString("the page could not be made\n")
	}
	dashboardHeaders(w.Header())
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(b.Bytes())
}

func (s *Server) dashboardLoginPage(w http.ResponseWriter, r *http.Request) {
	s.render(w, r, http.StatusOK, "login", dashboardPage{Title: "Log in"})
}

// dashboardLogin opens a session for a valid key. A wrong key spends the
// address's rate, as a request to the API without a valid key does.
func (s *Server) dashboardLogin(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), s.cfg.RequestTimeout)
	defer cancel()
	r = r.WithContext(ctx)
	if crossSite(r) {
		// Another site's page posting a login would log its visitor into
		// the attacker's merchant (login CSRF).
		s.render(w, r, http.StatusForbidden, "login", dashboardPage{Title: "Log in", Error: "Log in from this page."})
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, MaxBodyBytes)
	key := strings.TrimSpace(r.PostFormValue("key"))
	who, err := callerOf(r.Context(), s.cfg.DB, key)
	if err != nil {
		if !errors.Is(err, ErrNoKey) && !errors.Is(err, ErrUnknownKey) && !errors.Is(err, ErrRevokedKey) {
			s.logger(r).Error("dashboard: login", "error", err)
			s.render(w, r, http.StatusServiceUnavailable, "login", dashboardPage{Title: "Log in", Error: "The login could not be checked now; try again."})
			return
		}
		if ok, wait := s.ips.allow(clientIP(r), time.Now()); !ok {
			w.Header().Set("Retry-After", strconv.Itoa(int(max(wait, time.Second).Seconds())))
			s.render(w, r, http.StatusTooManyRequests, "login", dashboardPage{Title: "Log in", Error: "Too many attempts from this address; wait a little."})
			return
		}
		s.render(w, r, http.StatusUnauthorized, "login", dashboardPage{Title: "Log in", Error: "That is not an API key of a merchant, or it was revoked."})
		return
	}
	// A login spends its key's rate: a key cannot open sessions without end.
	if ok, wait := s.keys.allow("dashboard:"+who.keyID, time.Now()); !ok {
		w.Header().Set("Retry-After", strconv.Itoa(int(max(wait, time.Second).Seconds())))
		s.render(w, r, http.StatusTooManyRequests, "login", dashboardPage{Title: "Log in", Error: "Too many requests with this key; wait a moment."})
		return
	}
	token, csrf := randomToken(32), randomToken(18)
	sum := sha256.Sum256([]byte(token))
	// Expired sessions are pruned by serve (retention.go).
	if _, err := s.cfg.DB.Exec(r.Context(), `INSERT INTO dashboard_sessions (token_hash, key_id, csrf, expires_at) VALUES ($1, $2, $3, now() + $4::interval)`,
		sum[:], who.keyID, csrf, fmt.Sprintf("%d seconds", int(SessionLifetime.Seconds()))); err != nil {
		s.logger(r).Error("dashboard: open a session", "error", err)
		s.render(w, r, http.StatusServiceUnavailable, "login", dashboardPage{Title: "Log in", Error: "The login could not be completed now; try again."})
		return
	}
	http.SetCookie(w, s.sessionCookie(r, token, int(SessionLifetime.Seconds())))
	http.Redirect(w, r, "/dashboard/", http.StatusSeeOther)
}

// servedOverTLS: the API is reached over HTTPS (directly, or as its public
// URL says behind a proxy), so the cookie is sent over HTTPS only.
func (s *Server) servedOverTLS(r *http.Request) bool {
	return r.TLS != nil || strings.HasPrefix(s.cfg.PublicURL, "https://")
}

// sessionCookie is the session's cookie (maxAge < 0: its deletion). Over
// HTTPS it is a __Host- cookie (Secure, Path=/, no Domain): a sibling
// subdomain can neither set nor replace it. Plain HTTP (a dev stack) cannot
// have one: there it is scoped to /dashboard/.
func (s *Server) sessionCookie(r *http.Request, value string, maxAge int) *http.Cookie {
	c := &http.Cookie{Name: sessionCookieName, Value: value, Path: "/dashboard/", MaxAge: maxAge, HttpOnly: true, SameSite: http.SameSiteStrictMode}
	if s.servedOverTLS(r) {
		c.Name, c.Path, c.Secure = "__Host-"+sessionCookieName, "/", true
	}
	return c
}

func randomToken(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// dash serves a page of a logged-in merchant: without a live session (none,
// expired, or its key revoked) the login page; a form (POST) must repeat the
// session's token; a read key's session changes nothing.
func (s *Server) dash(h func(w http.ResponseWriter, r *http.Request, sess session)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), s.cfg.RequestTimeout)
		defer cancel()
		r = r.WithContext(ctx)
		sess, err := s.session(r)
		if err != nil {
			if !errors.Is(err, errNoSession) {
				s.logger(r).Error("dashboard: read the session", "error", err)
			}
			http.Redirect(w, r, "/dashboard/login", http.StatusSeeOther)
			return
		}
		// A session spends its key's rate, in a bucket of its own.
		if ok, wait := s.keys.allow("dashboard:"+sess.who.keyID, time.Now()); !ok {
			w.Header().Set("Retry-After", strconv.Itoa(int(max(wait, time.Second).Seconds())))
			s.render(w, r, http.StatusTooManyRequests, "message", dashboardPage{Title: "Slow down", CSRF: sess.csrf, Scope: sess.who.scope,
				Error: "Too many requests from this session; wait a moment."})
			return
		}
		if r.Method == http.MethodPost {
			r.Body = http.MaxBytesReader(w, r.Body, MaxBodyBytes)
			if crossSite(r) || subtle.ConstantTimeCompare([]byte(r.PostFormValue("csrf")), []byte(sess.csrf)) != 1 {
				s.refuseForm(w, r, sess)
				return
			}
			// A form is good for one action: the token changes with each
			// one taken, so a reload of the answer (the browser sends the
			// form again), a double click or a second tab's old form never
			// makes a second key or rotates the secret a second time. The
			// compare-and-set lets one of two sent at once through.
			next := randomToken(18)
			tag, err := s.cfg.DB.Exec(r.Context(), `UPDATE dashboard_sessions SET csrf = $1 WHERE token_hash = $2 AND csrf = $3`, next, sess.tokenHash, sess.csrf)
			if err != nil {
				s.logger(r).Error("dashboard: renew the form token", "error", err)
				s.render(w, r, http.StatusServiceUnavailable, "message", dashboardPage{Title: "Not now", CSRF: sess.csrf, Scope: sess.who.scope,
					Error: "This could not be completed now; try again."})
				return
			}
			if tag.RowsAffected() != 1 {
				s.refuseForm(w, r, sess)
				return
			}
			sess.csrf = next
		}
		r = r.WithContext(context.WithValue(r.Context(), callerCtxKey{}, sess.who))
		h(w, r, sess)
	}
}

// refuseForm answers a form the session did not show, or showed and took
// already.
func (s *Server) refuseForm(w http.ResponseWriter, r *http.Request, sess session) {
	s.render(w, r, http.StatusForbidden, "message", dashboardPage{Title: "Refused", CSRF: sess.csrf, Scope: sess.who.scope,
		Error: "This form is not one this session showed (it is old, sent already, or from another site). Open the page again."})
}

var errNoSession = errors.New("no dashboard session")

// crossSite: the browser says the request comes from a page of another
// origin (Fetch Metadata: cross-site, or same-site — a sibling subdomain);
// a browser too old to say passes, the form token and SameSite=Strict
// still guard it.
func crossSite(r *http.Request) bool {
	switch r.Header.Get("Sec-Fetch-Site") {
	case "", "same-origin", "none":
		return false
	}
	return true
}

// session is the request's live session.
func (s *Server) session(r *http.Request) (session, error) {
	c, err := r.Cookie(s.sessionCookie(r, "", 0).Name)
	if err != nil || c.Value == "" {
		return session{}, errNoSession
	}
	sum := sha256.Sum256([]byte(c.Value))
	sess := session{tokenHash: sum[:]}
	var revoked *time.Time
	err = s.cfg.DB.QueryRow(r.Context(), `SELECT s.csrf, k.merchant_id, k.id, k.scope, k.mode, k.revoked_at
		FROM dashboard_sessions s JOIN api_keys k ON k.id = s.key_id
		WHERE s.token_hash = $1 AND s.expires_at > now()`, sum[:]).Scan(&sess.csrf, &sess.who.merchant, &sess.who.keyID, &sess.who.scope, &sess.who.mode, &revoked)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return session{}, errNoSession
	case err != nil:
		return session{}, err
	case revoked != nil:
		_, _ = s.cfg.DB.Exec(r.Context(), `DELETE FROM dashboard_sessions WHERE token_hash = $1`, sum[:])
		return session{}, errNoSession
	}
	return sess, nil
}

func (s *Server) dashboardLogout(w http.ResponseWriter, r *http.Request, sess session) {
	if _, err := s.cfg.DB.Exec(r.Context(), `DELETE FROM dashboard_sessions WHERE token_hash = $1`, sess.tokenHash); err != nil {
		s.logger(r).Error("dashboard: log out", "error", err)
	}
	http.SetCookie(w, s.sessionCookie(r, "", -1))
	http.Redirect(w, r, "/dashboard/login", http.StatusSeeOther)
}

// dashboardCall runs the API's handler h as the session's merchant, with
// body (nil: none) as its JSON body, the path values and query given: the
// dashboard's pages and actions are the API's, so each rule has one home.
// A read key's session may not change anything, as auth refuses it.
func (s *Server) dashboardCall(w http.ResponseWriter, r *http.Request, sess session, change bool, h handler, body any, path map[string]string, query url.Values) (any, error) {
	if change && sess.who.scope == ScopeRead {
		return nil, fieldErr(http.StatusForbidden, CodeForbidden, "Authorization", "this session's API key is read-only: log in with a key of scope write to change anything")
	}
	var raw []byte
	if body != nil {
		var err error
		if raw, err = json.Marshal(body); err != nil {
			return nil, err
		}
	}
	r2 := r.Clone(r.Context())
	r2.Body, r2.ContentLength = io.NopCloser(bytes.NewReader(raw)), int64(len(raw))
	r2.Header = http.Header{"Content-Type": {"application/json"}}
	r2.URL = &url.URL{Path: r.URL.Path, RawQuery: query.Encode()}
	for k, v := range path {
		r2.SetPathValue(k, v)
	}
	_, out, err := h(w, r2, sess.who.merchant)
	return out, err
}

// page renders name with the data, or the error the API gave in its place:
// its message (an API refusal says what is wrong and names the field), or a
// fixed text for anything else, which goes to the log.
func (s *Server) page(w http.ResponseWriter, r *http.Request, sess session, name, title string, data any, err error, notice string) {
	p := dashboardPage{Title: title, CSRF: sess.csrf, Scope: sess.who.scope, Mode: sess.who.mode, Data: data, Notice: notice}
	status := http.StatusOK
	if err != nil {
		var ae *apiError
		if errors.As(err, &ae) {
			status, p.Error = ae.status, ae.Message
		} else {
			s.logger(r).Error("dashboard: request failed", "path", r.URL.Path, "error", err)
			status, p.Error = http.StatusServiceUnavailable, "This could not be completed now; try again."
		}
		if data == nil {
			name, p.Notice = "message", ""
		}
	}
	s.render(w, r, status, name, p)
}

// swapsView is the swaps page: a page of the API's list, and the filter.
type swapsView struct {
	List     ListResponse
	Status   string
	Statuses []string
}

func (s *Server) dashboardSwaps(w http.ResponseWriter, r *http.Request, sess session) {
	q := url.Values{"limit": {"50"}}
	for _, k := range []string{"status", "cursor"} {
		if v := r.URL.Query().Get(k); v != "" {
			q.Set(k, v)
		}
	}
	out, err := s.dashboardCall(w, r, sess, false, s.list, nil, nil, q)
	v := swapsView{Status: q.Get("status"), Statuses: []string{"waiting", "deposit", "exchange", "sending", "success", "held", "overdue",
		"refunding", "refunded", "failed", "expired", "archived"}}
	if l, ok := out.(ListResponse); ok {
		v.List = l
	}
	s.page(w, r, sess, "swaps", "Swaps", v, err, "")
}

// swapView is a swap's page: the swap as the API answers it and its
// timeline, its events oldest first.
type swapView struct {
	Swap     SwapResponse
	Timeline []EventView
}

func (s *Server) dashboardSwap(w http.ResponseWriter, r *http.Request, sess session) {
	id := r.PathValue("id")
	out, err := s.dashboardCall(w, r, sess, false, s.get, nil, map[string]string{"id": id}, nil)
	if err != nil {
		s.page(w, r, sess, "swap", "Swap", nil, err, "")
		return
	}
	v := swapView{Swap: out.(SwapResponse)}
	events, err := s.dashboardCall(w, r, sess, false, s.listEvents, nil, nil, url.Values{"swapId": {id}, "limit": {"100"}})
	if l, ok := events.(EventList); ok {
		v.Timeline = slices.Clone(l.Items)
		slices.Reverse(v.Timeline)
	}
	s.page(w, r, sess, "swap", "Swap "+id, v, err, "")
}

func (s *Server) dashboardEvent(w http.ResponseWriter, r *http.Request, sess session) {
	out, err := s.dashboardCall(w, r, sess, false, s.getEvent, nil, map[string]string{"eventId": r.PathValue("eventId")}, nil)
	s.page(w, r, sess, "event", "Event", out, err, "")
}

func (s *Server) dashboardRedeliver(w http.ResponseWriter, r *http.Request, sess session) {
	id := r.PathValue("eventId")
	out, err := s.dashboardCall(w, r, sess, true, s.redeliverEvent, nil, map[string]string{"eventId": id}, nil)
	notice := ""
	if res, ok := out.(RedeliveryResult); ok {
		notice = "Redelivered: your endpoint took it."
		if !res.Delivered {
			notice = "Redelivered, but your endpoint did not take it: " + res.Error
		}
	}
	ev, gerr := s.dashboardCall(w, r, sess, false, s.getEvent, nil, map[string]string{"eventId": id}, nil)
	s.page(w, r, sess, "event", "Event", ev, cmpErr(err, gerr), notice)
}

// cmpErr is the first error.
func cmpErr(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// keysView is the keys page; New is a key just made, shown this once.
type keysView struct {
	Keys KeyList
	New  *KeyView
}

func (s *Server) keysPage(w http.ResponseWriter, r *http.Request, sess session, v keysView, err error, notice string) {
	out, lerr := s.dashboardCall(w, r, sess, false, s.listKeys, nil, nil, nil)
	if l, ok := out.(KeyList); ok {
		v.Keys = l
	}
	s.page(w, r, sess, "keys", "API keys", v, cmpErr(err, lerr), notice)
}

func (s *Server) dashboardKeys(w http.ResponseWriter, r *http.Request, sess session) {
	s.keysPage(w, r, sess, keysView{}, nil, "")
}

func (s *Server) dashboardCreateKey(w http.ResponseWriter, r *http.Request, sess session) {
	req := KeyRequest{Scope: r.PostFormValue("scope"), Name: r.PostFormValue("name"), Mode: r.PostFormValue("mode")}
	out, err := s.dashboardCall(w, r, sess, true, s.createKey, req, nil, nil)
	var v keysView
	notice := ""
	if k, ok := out.(KeyView); ok {
		v.New, notice = &k, "Key made. Copy it now: it is not shown again."
	}
	s.keysPage(w, r, sess, v, err, notice)
}

func (s *Server) dashboardRevokeKey(w http.ResponseWriter, r *http.Request, sess session) {
	out, err := s.dashboardCall(w, r, sess, true, s.revokeKey, nil, map[string]string{"keyId": r.PathValue("keyId")}, nil)
	notice := ""
	if k, ok := out.(KeyView); ok {
		notice = "Key " + k.ID + " revoked: the API refuses it from now on."
	}
	s.keysPage(w, r, sess, keysView{}, err, notice)
}

// webhookView is the webhook settings page; Test is a test event's result.
type webhookView struct {
	Endpoint EndpointView
	Types    []string // the types an endpoint may take
	Test     *TestEventResult
}

func (v webhookView) Takes(t string) bool { return slices.Contains(v.Endpoint.Events, t) }

// webhookPage renders the settings: the endpoint as an action answered it
// (v.Endpoint, with a new secret), or as it is now.
func (s *Server) webhookPage(w http.ResponseWriter, r *http.Request, sess session, v webhookView, err error, notice string) {
	if v.Endpoint.Secrets == nil { // no action answered it
		out, gerr := s.dashboardCall(w, r, sess, false, s.getEndpoint, nil, nil, nil)
		if e, ok := out.(EndpointView); ok {
			v.Endpoint = e
		}
		err = cmpErr(err, gerr)
	}
	v.Types = slices.DeleteFunc(webhook.EventTypes(), func(t string) bool { _, ok := webhook.StatusOf(t); return !ok })
	s.page(w, r, sess, "webhook", "Webhook", v, err, notice)
}

func (s *Server) dashboardWebhook(w http.ResponseWriter, r *http.Request, sess session) {
	s.webhookPage(w, r, sess, webhookView{}, nil, "")
}

func (s *Server) dashboardSetWebhook(w http.ResponseWriter, r *http.Request, sess session) {
	req := EndpointRequest{URL: strings.TrimSpace(r.PostFormValue("url")), Events: r.PostForm["events"]}
	out, err := s.dashboardCall(w, r, sess, true, s.setEndpoint, req, nil, nil)
	var v webhookView
	notice := ""
	if e, ok := out.(EndpointView); ok {
		v.Endpoint, notice = e, "Saved."
	}
	s.webhookPage(w, r, sess, v, err, notice)
}

func (s *Server) dashboardRotate(w http.ResponseWriter, r *http.Request, sess session) {
	var req RotateRequest
	if g := r.PostFormValue("graceHours"); g != "" {
		h, err := strconv.ParseFloat(g, 64)
		if err != nil || !(h >= 0 && h <= MaxRotationGrace.Hours()) { // NaN fails both
			s.webhookPage(w, r, sess, webhookView{}, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "graceHours",
				"The grace must be 0 to %.0f hours.", MaxRotationGrace.Hours()), "")
			return
		}
		secs := int64(h * 3600)
		req.GraceSeconds = &secs
	}
	out, err := s.dashboardCall(w, r, sess, true, s.rotateSecret, req, nil, nil)
	var v webhookView
	notice := ""
	if e, ok := out.(EndpointView); ok {
		v.Endpoint, notice = e, "New signing secret made. Copy it now: it is not shown again."
	}
	s.webhookPage(w, r, sess, v, err, notice)
}

func (s *Server) dashboardTestEvent(w http.ResponseWriter, r *http.Request, sess session) {
	out, err := s.dashboardCall(w, r, sess, true, s.sendTestEvent, TestEventRequest{Type: r.PostFormValue("type")}, nil, nil)
	var v webhookView
	notice := ""
	if res, ok := out.(TestEventResult); ok {
		v.Test = &res
		notice = "Test event " + res.EventID + " sent: your endpoint took it."
		if !res.Delivered {
			notice = "Test event " + res.EventID + " sent: your endpoint did not take it (" + res.Error + ")."
		}
	}
	s.webhookPage(w, r, sess, v, err, notice)
}
