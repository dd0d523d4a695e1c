package webhook

import (
	"net/http"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	public "github.com/swapengine/swapengine/webhook"
)

// Signing and verification live in the public package
// github.com/swapengine/swapengine/webhook, which receivers and merchants
// import too; these names stay for the engine's callers. The same scheme
// signs the merchant webhooks and every exchange, payout and refund call,
// whose message ID is the Idempotency-Key, so the signature covers the key,
// the timestamp and the body.

// SplitSecrets is webhook.SplitSecrets.
func SplitSecrets(list string) []string { return public.SplitSecrets(list) }

// ParseSecrets is webhook.ParseSecrets.
func ParseSecrets(name string, secrets []string) ([]*standardwebhooks.Webhook, error) {
	return public.ParseSecrets(name, secrets)
}

// SignatureHeader is webhook.SignatureHeader.
func SignatureHeader(signers []*standardwebhooks.Webhook, id string, ts time.Time, body []byte) (string, error) {
	return public.SignatureHeader(signers, id, ts, body)
}

// Sign is webhook.Sign.
func Sign(h http.Header, signers []*standardwebhooks.Webhook, id string, ts time.Time, body []byte) error {
	return public.Sign(h, signers, id, ts, body)
}

// VerifyAny is webhook.VerifyAny.
func VerifyAny(verifiers []*standardwebhooks.Webhook, body []byte, h http.Header) error {
	return public.VerifyAny(verifiers, body, h)
}

// LoadSecrets is webhook.LoadSecrets.
func LoadSecrets(name, value string) ([]*standardwebhooks.Webhook, error) {
	return public.LoadSecrets(name, value)
}

// ReadSecrets is webhook.ReadSecrets.
func ReadSecrets(name, value string) ([]string, error) { return public.ReadSecrets(name, value) }

// SecretEnv is webhook.SecretEnv.
func SecretEnv(name string) string { return public.SecretEnv(name) }

// NewSecret is webhook.NewSecret.
func NewSecret() string { return public.NewSecret() }
