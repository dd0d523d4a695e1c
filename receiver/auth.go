package receiver

import (
	"errors"
	"net/http"

	"github.com/swapengine/swapengine/webhook"
)

// Authenticate returns the middleware that refuses any call the engine did
// not sign, before the handler or Idempotent sees it, so an unsigned or
// forged call leaves no trace and learns nothing about the key:
//
//   - a missing or malformed Idempotency-Key is 400 naming it;
//   - an unsigned call, a signature by a secret v does not hold, or a
//     webhook-timestamp outside v's tolerance is 401 naming the header;
//   - a webhook-id other than the Idempotency-Key is 401: the signature
//     covers the webhook-id, and it must be the key, or a captured body
//     could be replayed under a fresh key and act twice.
//
// v holds every secret currently valid for this receiver (two during a
// rotation); the exchange and the payout receiver each have their own. A nil
// v is a programming error and panics here, not on the first call.
func Authenticate(v *webhook.Verifier) func(http.Handler) http.Handler {
	if v == nil {
		panic("receiver: Authenticate needs a *webhook.Verifier (webhook.NewVerifier)")
	}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			key := r.Header.Get(HeaderIdempotencyKey)
			if err := ValidateKey(key); err != nil {
				webhook.WriteError(w, http.StatusBadRequest, HeaderIdempotencyKey, err.Error())
				return
			}
			body, err := webhook.ReadBody(w, r, v.MaxBodyBytes)
			if err != nil {
				webhook.WriteError(w, http.StatusBadRequest, "body", err.Error())
				return
			}
			if r.Header.Get(webhook.HeaderSignature) == "" {
				webhook.WriteError(w, http.StatusUnauthorized, webhook.HeaderSignature,
					"webhook-signature: missing; unsigned calls are refused")
				return
			}
			if r.Header.Get(webhook.HeaderID) != key {
				webhook.WriteError(w, http.StatusUnauthorized, webhook.HeaderID,
					"webhook-id: must equal the Idempotency-Key the signature covers")
				return
			}
			if err := v.Verify(body, r.Header); err != nil {
				field := webhook.HeaderSignature
				var he *webhook.HeaderError
				if errors.As(err, &he) {
					field = he.Header
				}
				webhook.WriteError(w, http.StatusUnauthorized, field, err.Error())
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}
