package api

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/webhookurl"
	"github.com/swapengine/swapengine/webhook"
)

// The merchant's webhook endpoint, self-served (issue 29): its URL, and its
// signing secret rotated with a grace window during which both sign. The
// same store as `starter merchant`; secrets are shown once, at rotation.

// MaxRotationGrace bounds how long a rotated-out secret keeps signing.
const MaxRotationGrace = 7 * 24 * time.Hour

// EndpointView is the merchant's webhook endpoint: its URL ("" when none)
// and its unexpired secrets' IDs and expiries, newest first (never their
// values).
type EndpointView struct {
	URL string `json:"url"`
	// Events are the event types the endpoint takes; absent: every type.
	Events  []string      `json:"events,omitempty"`
	Secrets []EndpointKey `json:"secrets"`
	Secret  string        `json:"secret,omitempty"` // the new secret, in a rotation's answer only
}

// EndpointKey is one signing secret, without its value.
type EndpointKey struct {
	ID        string     `json:"id"`
	CreatedAt time.Time  `json:"createdAt"`
	ExpiresAt *time.Time `json:"expiresAt,omitempty"`
}

// EndpointRequest sets the URL ("" clears it: no webhooks are sent) and
// the event types it takes (absent or empty: every type). Events of other
// types are still recorded (GET /v1/events) and can be redelivered.
type EndpointRequest struct {
	URL    string   `json:"url"`
	Events []string `json:"events,omitempty"`
}

// RotateRequest rotates the signing secret; the current ones keep signing
// for GraceSeconds more (0 to MaxRotationGrace; default a day).
type RotateRequest struct {
	GraceSeconds *int64 `json:"graceSeconds,omitempty"`
}

func (s *Server) merchants() *store.Merchants {
	return &store.Merchants{DB: s.cfg.DB, Box: s.cfg.SecretBox}
}

func (s *Server) endpointView(r *http.Request, merchant string) (EndpointView, error) {
	info, err := s.merchants().Info(r.Context(), merchant)
	if err != nil {
		return EndpointView{}, err
	}
	v := EndpointView{URL: info.WebhookURL, Events: info.WebhookEvents, Secrets: []EndpointKey{}}
	for _, k := range info.Secrets {
		e := EndpointKey{ID: k.ID, CreatedAt: k.CreatedAt.UTC()}
		if k.ExpiresAt != nil {
			t := k.ExpiresAt.UTC()
			e.ExpiresAt = &t
		}
		v.Secrets = append(v.Secrets, e)
	}
	return v, nil
}

func (s *Server) getEndpoint(w http.ResponseWriter, r *http.Request, merchant string) (int, any, error) {
	v, err := s.endpointView(r, merchant)
	return http.StatusOK, v, err
}

func (s *Server) setEndpoint(w http.ResponseWriter, r *http.Request, merchant string) (int, any, error) {
	if err := liveSettings(r); err != nil {
		return 0, nil, err
	}
	var req EndpointRequest
	if err := decode(w, r, &req); err != nil {
		return 0, nil, err
	}
	if req.URL != "" {
		if err := (webhookurl.Policy{AllowPrivate: s.cfg.WebhookAllowPrivate}).Check(req.URL); err != nil {
			return 0, nil, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "url", "url: %v", err)
		}
	}
	known := webhook.EventTypes()
	for i, e := range req.Events {
		if !slices.Contains(known, e) {
			return 0, nil, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, fmt.Sprintf("events[%d]", i), "events[%d]: %q is none of %s", i, swap.Truncate(e, 40), strings.Join(known, ", "))
		}
	}
	if len(req.Events) > 20 {
		return 0, nil, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "events", "events: at most 20")
	}
	var events []string // nil: every type
	for _, e := range req.Events {
		if !slices.Contains(events, e) {
			events = append(events, e)
		}
	}
	m := s.merchants()
	if err := m.SetWebhookURL(r.Context(), merchant, req.URL); err != nil {
		return 0, nil, err
	}
	if err := m.SetWebhookEvents(r.Context(), merchant, events); err != nil {
		return 0, nil, err
	}
	v, err := s.endpointView(r, merchant)
	return http.StatusOK, v, err
}

// rotateSecret makes a new signing secret, shown in this answer only; the
// current ones keep signing for the grace, so the merchant can deploy the
// new one while webhooks verify with either.
func (s *Server) rotateSecret(w http.ResponseWriter, r *http.Request, merchant string) (int, any, error) {
	if err := liveSettings(r); err != nil {
		return 0, nil, err
	}
	var req RotateRequest
	if err := decode(w, r, &req); err != nil {
		return 0, nil, err
	}
	grace := 24 * time.Hour
	if req.GraceSeconds != nil {
		if *req.GraceSeconds < 0 || time.Duration(*req.GraceSeconds)*time.Second > MaxRotationGrace {
			return 0, nil, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "graceSeconds", "graceSeconds: must be 0 to %d", int64(MaxRotationGrace.Seconds()))
		}
		grace = time.Duration(*req.GraceSeconds) * time.Second
	}
	secret := webhook.NewSecret()
	if err := s.merchants().AddSecret(r.Context(), merchant, secret, grace); err != nil {
		return 0, nil, fmt.Errorf("rotate the webhook secret: %w", err)
	}
	v, err := s.endpointView(r, merchant)
	v.Secret = secret
	return http.StatusOK, v, err
}
