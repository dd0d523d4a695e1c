package providers

import (
	"net/http"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"github.com/swapengine/swapengine/internal/webhook"
)

// authenticate checks that a money call comes from the worker: a Standard
// Webhooks signature, by a secret of this receiver, over the call's
// Idempotency-Key (as webhook-id), its timestamp (within five minutes) and
// its body. The webhook-id must be the Idempotency-Key itself, or a signed
// body could be replayed under a fresh key and act twice.
func (s *Server) authenticate(receiver, key string, body []byte, h http.Header) *fieldError {
	if h.Get(standardwebhooks.HeaderWebhookSignature) == "" {
		return &fieldError{field: standardwebhooks.HeaderWebhookSignature, reason: "missing: unsigned calls are refused (sign with the " + receiver + " receiver's secret)"}
	}
	if id := h.Get(standardwebhooks.HeaderWebhookID); id != key {
		return &fieldError{field: standardwebhooks.HeaderWebhookID, reason: "must equal the Idempotency-Key the signature covers"}
	}
	if err := webhook.VerifyAny(s.callers[receiver], body, h); err != nil {
		return &fieldError{field: standardwebhooks.HeaderWebhookSignature, reason: err.Error()}
	}
	return nil
}
