package api

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/webhookurl"
)

// Events (issue 29): the webhook events of a merchant's swaps, as first
// sent (webhook_events), for 30 days, and their redelivery on request.

// EventRetention is how far back GET /v1/events reaches.
const EventRetention = 30 * 24 * time.Hour

// EventView is one event: its webhook-id, its swap, its type and the
// payload exactly as first sent.
type EventView struct {
	ID        string          `json:"id"`
	SwapID    string          `json:"swapId"`
	Type      string          `json:"type"`
	CreatedAt time.Time       `json:"createdAt"`
	Payload   json.RawMessage `json:"payload"`
	// Attempts are its sends, oldest first (GET /v1/events/{id} only).
	Attempts []AttemptView `json:"attempts,omitempty"`

	workflowID string // the engine's ID of the swap (webhook_events.swap_id)
}

// eventColumns are an event's columns as EventView scans them: the swap by
// the merchant's own ID (api_swaps e joined as a), the engine's beside it.
const eventColumns = `e.webhook_id, coalesce(a.merchant_swap_id, e.swap_id), e.swap_id, e.payload, e.created_at
	FROM webhook_events e LEFT JOIN api_swaps a ON a.swap_id = e.swap_id AND a.merchant_id = e.merchant_id`

// AttemptView is one send of an event.
type AttemptView struct {
	Attempt    int       `json:"attempt"`
	Redelivery bool      `json:"redelivery"`
	Delivered  bool      `json:"delivered"`
	Error      string    `json:"error,omitempty"`
	At         time.Time `json:"at"`
}

// EventList is a page of events, newest first.
type EventList struct {
	Items      []EventView `json:"items"`
	NextCursor string      `json:"nextCursor,omitempty"`
}

// RedeliveryResult says whether the redelivery reached the merchant's
// endpoint; Error is why not (a status code, a refused URL, no endpoint),
// never the endpoint's body.
type RedeliveryResult struct {
	EventID   string `json:"eventId"`
	Delivered bool   `json:"delivered"`
	Error     string `json:"error,omitempty"`
}

const eventCursorPrefix = "evc_"

func (s *Server) listEvents(w http.ResponseWriter, r *http.Request, merchant string) (int, any, error) {
	q, limit, err := pageQuery(r, "swapId")
	if err != nil {
		return 0, nil, err
	}
	swapID := q.Get("swapId")
	if swapID != "" {
		if err := swap.ValidateSwapID("swapId", swapID); err != nil {
			return 0, nil, invalid(err)
		}
		// The events name the swap by its workflow ID (by its index): the
		// merchant's swap's, or the ID itself for a swap not made by the API.
		row, err := merchantSwap(r.Context(), s.cfg.DB, merchant, swapID)
		switch {
		case err == nil:
			swapID = row.WorkflowID
		case !errors.Is(err, errNoSwap):
			return 0, nil, err
		}
	}
	// The cursor is the last event listed, (created_at, webhook_id),
	// opaque; a cursor of another merchant's event finds nothing of its own.
	before, beforeID := time.Now().Add(time.Hour), ""
	if c := q.Get("cursor"); c != "" {
		raw, err := base64.RawURLEncoding.DecodeString(strings.TrimPrefix(c, eventCursorPrefix))
		at, id, ok := strings.Cut(string(raw), "|")
		nanos, perr := strconv.ParseInt(at, 10, 64)
		if !strings.HasPrefix(c, eventCursorPrefix) || err != nil || !ok || perr != nil || id == "" {
			return 0, nil, fieldErr(http.StatusBadRequest, CodeInvalidField, "cursor", "cursor: is not a cursor this API gave out")
		}
		before, beforeID = time.Unix(0, nanos), id
	}
	rows, err := s.cfg.DB.Query(r.Context(), `SELECT `+eventColumns+`
		WHERE e.merchant_id = $1 AND e.created_at > now() - $2::interval
		  AND ($3 = '' OR e.swap_id = $3)
		  AND (e.created_at, e.webhook_id) < ($4, $5)
		ORDER BY e.created_at DESC, e.webhook_id DESC LIMIT $6`,
		merchant, fmt.Sprintf("%d seconds", int(EventRetention.Seconds())), swapID, before, beforeID, limit+1)
	if err != nil {
		return 0, nil, fmt.Errorf("list events: %w", err)
	}
	out := EventList{Items: []EventView{}}
	var last []time.Time
	for rows.Next() {
		var e EventView
		var payload []byte
		if err := rows.Scan(&e.ID, &e.SwapID, &e.workflowID, &payload, &e.CreatedAt); err != nil {
			rows.Close()
			return 0, nil, fmt.Errorf("list events: %w", err)
		}
		e.Payload, e.Type = payload, eventType(payload)
		last = append(last, e.CreatedAt)
		e.CreatedAt = e.CreatedAt.UTC()
		out.Items = append(out.Items, e)
	}
	if err := rows.Err(); err != nil {
		return 0, nil, fmt.Errorf("list events: %w", err)
	}
	if len(out.Items) > limit {
		out.Items, last = out.Items[:limit], last[:limit]
		e := out.Items[limit-1]
		out.NextCursor = eventCursorPrefix + base64.RawURLEncoding.EncodeToString(
			[]byte(strconv.FormatInt(last[limit-1].UnixNano(), 10)+"|"+e.ID))
	}
	return http.StatusOK, out, nil
}

func eventType(payload []byte) string {
	var p struct {
		Type string `json:"type"`
	}
	_ = json.Unmarshal(payload, &p)
	return p.Type
}

// merchantEvent is one of the merchant's events within the retention; an
// event of another merchant is a 404 like one that does not exist.
func (s *Server) merchantEvent(ctx context.Context, merchant, id string) (EventView, error) {
	var e EventView
	var payload []byte
	err := s.cfg.DB.QueryRow(ctx, `SELECT `+eventColumns+`
		WHERE e.webhook_id = $1 AND e.merchant_id = $2 AND e.created_at > now() - $3::interval`,
		id, merchant, fmt.Sprintf("%d seconds", int(EventRetention.Seconds()))).Scan(&e.ID, &e.SwapID, &e.workflowID, &payload, &e.CreatedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return e, fieldErr(http.StatusNotFound, CodeNotFound, "eventId", "eventId: no such event")
	}
	if err != nil {
		return e, fmt.Errorf("read event %s: %w", id, err)
	}
	e.Payload, e.Type, e.CreatedAt = payload, eventType(payload), e.CreatedAt.UTC()
	return e, nil
}

func (s *Server) getEvent(w http.ResponseWriter, r *http.Request, merchant string) (int, any, error) {
	e, err := s.merchantEvent(r.Context(), merchant, r.PathValue("eventId"))
	if err != nil {
		return 0, nil, err
	}
	rows, err := s.cfg.DB.Query(r.Context(), `SELECT attempt, redelivery, delivered, error, at FROM webhook_attempts
		WHERE webhook_id = $1 ORDER BY id LIMIT 1000`, e.ID)
	if err != nil {
		return 0, nil, fmt.Errorf("read the attempts of event %s: %w", e.ID, err)
	}
	e.Attempts, err = pgx.CollectRows(rows, func(row pgx.CollectableRow) (AttemptView, error) {
		var a AttemptView
		err := row.Scan(&a.Attempt, &a.Redelivery, &a.Delivered, &a.Error, &a.At)
		a.At = a.At.UTC()
		return a, err
	})
	if err != nil {
		return 0, nil, fmt.Errorf("read the attempts of event %s: %w", e.ID, err)
	}
	return http.StatusOK, e, nil
}

// redeliverEvent sends one event again now, from the API, through the
// webhook activity's own delivery code (Redeliver): the payload as first
// sent, flagged as a redelivery, to the merchant's current endpoint signed
// with its current secrets. The merchant's receiver deduplicates it by its
// webhook-id like a retry.
func (s *Server) redeliverEvent(w http.ResponseWriter, r *http.Request, merchant string) (int, any, error) {
	if err := liveSettings(r); err != nil {
		return 0, nil, err
	}
	if err := drainEmptyBody(w, r); err != nil {
		return 0, nil, err
	}
	e, err := s.merchantEvent(r.Context(), merchant, r.PathValue("eventId"))
	if err != nil {
		return 0, nil, err
	}
	acts := &activities.Activities{Merchants: &store.Merchants{DB: s.cfg.DB, Box: s.cfg.SecretBox},
		WebhookPolicy: webhookurl.Policy{AllowPrivate: s.cfg.WebhookAllowPrivate}}
	res := RedeliveryResult{EventID: e.ID, Delivered: true}
	if err := Redeliver(r.Context(), acts, e.workflowID, e.ID, func() error {
		return errors.New("a merchant's event is signed with the merchant's secrets")
	}); err != nil {
		if r.Context().Err() != nil {
			return 0, nil, err
		}
		res.Delivered, res.Error = false, deliveryError(err)
	}
	return http.StatusOK, res, nil
}

// deliveryError is what a merchant is told of a failed send.
func deliveryError(err error) string { return activities.PublicDeliveryError(err) }
