package providers

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"

	"github.com/jackc/pgx/v5"
	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
)

// WebhookPayload is the part of a merchant webhook body the receiver reads. Other fields are
// allowed and kept: the whole body is stored.
type WebhookPayload struct {
	SwapID      string `json:"swapId"`
	Status      string `json:"status,omitempty"`
	Revision    *int64 `json:"revision,omitempty"`
	Seq         *int64 `json:"seq,omitempty"`
	DepositRef  string `json:"depositRef,omitempty"`
	AmountUnits string `json:"amountUnits,omitempty"`
}

// WebhookReceipt is the 200 response of POST /v1/webhooks.
type WebhookReceipt struct {
	Status    string `json:"status"` // "received" the first time, "duplicate" after
	WebhookID string `json:"webhookId"`
}

// Webhook receipt statuses.
const (
	WebhookReceived  = "received"
	WebhookDuplicate = "duplicate"
)

// errWebhookConflict: a webhook-id redelivered with another event. Standard Webhooks senders
// retry with the same id AND payload, so this is an integrity problem on the sender's side;
// only the send's own fields, attempt and redelivery, may differ.
var errWebhookConflict = errors.New("webhook-id already delivered with a different payload")

// handleWebhook is the merchant's endpoint. Nothing is recorded unless a configured secret
// verifies the signature within the library's 5-minute timestamp tolerance; a verified delivery
// is recorded once per webhook-id, and redeliveries are acknowledged without new rows.
func (s *Server) handleWebhook(w http.ResponseWriter, r *http.Request) {
	body, err := readBody(w, r)
	if err != nil {
		writeBadRequest(w, err)
		return
	}
	if err := s.verifyWebhook(body, r.Header); err != nil {
		s.log.Warn("webhook rejected", "err", err)
		writeError(w, http.StatusUnauthorized, err.Error())
		return
	}
	id := r.Header.Get(standardwebhooks.HeaderWebhookID)
	if len(id) > MaxKeyLength {
		writeError(w, http.StatusBadRequest,
			fmt.Sprintf("webhook-id is %d bytes long; the limit is %d", len(id), MaxKeyLength))
		return
	}
	var p WebhookPayload
	if err := json.Unmarshal(body, &p); err != nil {
		writeBadRequest(w, jsonError(err))
		return
	}
	if err := requireString("swapId", p.SwapID); err != nil {
		writeBadRequest(w, err)
		return
	}
	log := s.log.With("receiver", ReceiverWebhook, "webhook_id", id, "swap_id", p.SwapID)

	receipt := WebhookReceipt{Status: WebhookReceived, WebhookID: id}
	response, err := marshal(receipt)
	if err != nil {
		writeError(w, http.StatusInternalServerError, "encode response: "+err.Error())
		return
	}
	first, err := s.recordWebhook(id, p, body, response)
	switch {
	case errors.Is(err, errWebhookConflict):
		log.Warn("webhook-id reused with a different payload")
		writeError(w, http.StatusUnprocessableEntity, fmt.Sprintf("webhook-id %q: %v", id, err))
		return
	case err != nil:
		log.Error("record webhook", "err", err)
		writeError(w, http.StatusInternalServerError, "record webhook: "+err.Error())
		return
	}
	if !first {
		log.Info("duplicate webhook delivery")
		writeJSON(w, http.StatusOK, WebhookReceipt{Status: WebhookDuplicate, WebhookID: id})
		return
	}
	log.Info("webhook recorded", "seq", p.Seq, "status", p.Status)
	if s.cfg.AfterEffect != nil {
		s.cfg.AfterEffect(ReceiverWebhook, id)
	}
	writeRaw(w, http.StatusOK, response, false)
}

// verifyWebhook accepts the delivery if any configured secret verifies it.
func (s *Server) verifyWebhook(body []byte, h http.Header) error {
	if err := s.webhooks.Verify(body, h); err != nil {
		return fmt.Errorf("webhook %w", err)
	}
	return nil
}

// recordWebhook stores the first delivery of a webhook-id together with its effect row, in one
// transaction. It reports whether this delivery was the first.
func (s *Server) recordWebhook(id string, p WebhookPayload, body, response []byte) (bool, error) {
	// Detached: a sender hanging up must not cut the receipt and its effect apart.
	ctx, cancel := context.WithTimeout(context.Background(), completeTimeout)
	defer cancel()
	var first bool
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var status *string
		if p.Status != "" {
			status = &p.Status
		}
		tag, err := tx.Exec(ctx, `
			INSERT INTO webhook_deliveries (webhook_id, swap_id, seq, status, body)
			VALUES ($1, $2, $3, $4, $5)
			ON CONFLICT (webhook_id) DO NOTHING`,
			id, p.SwapID, p.Seq, status, string(body))
		if err != nil {
			return fmt.Errorf("insert delivery: %w", err)
		}
		if tag.RowsAffected() == 0 {
			var same bool
			// attempt and redelivery are the only fields that differ between
			// sends of one webhook-id (activities.EncodeWebhook): the event is
			// the rest, and a retry or a redelivery is no conflict.
			if err := tx.QueryRow(ctx,
				`SELECT body - 'attempt' - 'redelivery' = $2::jsonb - 'attempt' - 'redelivery' FROM webhook_deliveries WHERE webhook_id = $1`,
				id, string(body)).Scan(&same); err != nil {
				return fmt.Errorf("compare delivery: %w", err)
			}
			if !same {
				return errWebhookConflict
			}
			return nil
		}
		first = true
		if _, err := tx.Exec(ctx, `
			INSERT INTO effects (receiver, idem_key, swap_id, request, response)
			VALUES ($1, $2, $3, $4, $5)`,
			ReceiverWebhook, id, p.SwapID, string(body), string(response)); err != nil {
			return fmt.Errorf("insert effect: %w", err)
		}
		return nil
	})
	return first, err
}
