package api

import (
	"cmp"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/swapengine/swapengine/activities"
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

// TestEventRequest asks for a test event of Type (default swap.completed):
// any type a swap's status change sends.
type TestEventRequest struct {
	Type string `json:"type,omitempty"`
}

// TestEventResult says whether the test event reached the merchant's
// endpoint; Error is why not (a status code, a refused URL, no endpoint or
// secret), never the endpoint's body. Event is what was sent.
type TestEventResult struct {
	EventID   string        `json:"eventId"`
	Delivered bool          `json:"delivered"`
	Error     string        `json:"error,omitempty"`
	Event     webhook.Event `json:"event"`
}

// sendTestEvent sends an example event of the type asked to the merchant's
// endpoint now, through the webhook activity's own delivery code, signed
// with the merchant's current secrets, whatever the endpoint's event
// filter: a merchant tries its receiver before a real swap depends on it.
// The event is marked test, names no swap (swapId test_…) and has a
// webhook-id of its own; it is recorded nowhere.
func (s *Server) sendTestEvent(w http.ResponseWriter, r *http.Request, merchant string) (int, any, error) {
	// The endpoint is the live one: a test key does not send to it.
	if err := liveSettings(r); err != nil {
		return 0, nil, err
	}
	var req TestEventRequest
	if err := decodeOptional(w, r, &req); err != nil {
		return 0, nil, err
	}
	typ := cmp.Or(req.Type, webhook.TypeSwapCompleted)
	ev, ok := exampleEvent(typ, s.cfg.Now())
	if !ok {
		types := slices.DeleteFunc(webhook.EventTypes(), func(t string) bool { _, ok := webhook.StatusOf(t); return !ok })
		return 0, nil, fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "type", "type: must be one of %s", strings.Join(types, ", "))
	}
	id := newID("webhook-test:", 12)
	res := TestEventResult{EventID: id, Delivered: true, Event: ev}
	acts := &activities.Activities{Merchants: s.merchants(), WebhookPolicy: webhookurl.Policy{AllowPrivate: s.cfg.WebhookAllowPrivate}}
	if err := acts.SendTestEvent(r.Context(), merchant, id, ev); err != nil {
		if r.Context().Err() != nil {
			return 0, nil, err
		}
		res.Delivered, res.Error = false, deliveryError(err)
	}
	res.Event.Attempt = 1 // as sent
	return http.StatusOK, res, nil
}

// exampleEvent is an event of type typ as a swap of 1.5 ETH → USDC sends
// it, with every member that type carries, marked test.
func exampleEvent(typ string, now time.Time) (webhook.Event, bool) {
	status, ok := webhook.StatusOf(typ)
	if !ok {
		return webhook.Event{}, false
	}
	ev := webhook.Event{
		Type: typ, SwapID: newID("test_", 9), Status: status, Revision: 1, Seq: 1,
		AmountUnits: "1500000000000000000", Asset: "ETH", OccurredAt: now.UTC(), Test: true,
	}
	sw := swap.Swap{Status: swap.Status(status)}
	switch sw.Status {
	case swap.StatusWaiting, swap.StatusOverdue, swap.StatusExpired:
	default:
		ev.DepositRef = "evm:1:0x0000000000000000000000000000000000000000:0x" + strings.Repeat("0", 64)
	}
	switch sw.Status {
	case swap.StatusSending:
		ev.Payout = &webhook.EventPayout{Asset: "USDC", AmountUnits: "4500000000"}
	case swap.StatusSuccess:
		ev.Payout = &webhook.EventPayout{Asset: "USDC", AmountUnits: "4500000000", TxHash: "0x" + strings.Repeat("0", 64)}
	case swap.StatusHeld:
		sw.HoldCode = swap.HoldFillOutsideQuote
	case swap.StatusRefunded, swap.StatusRefunding:
		sw.FailureCode = swap.FailureExchangeRejected
	case swap.StatusExpired:
		sw.FailureCode = swap.FailureExpired
	case swap.StatusFailed:
		sw.FailureCode = swap.FailurePayoutRejected
	}
	ev.HoldCode, ev.HoldReason = sw.PublicHold()
	ev.FailureCode, ev.FailureReason = sw.PublicFailure()
	return ev, true
}
