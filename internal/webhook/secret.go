package webhook

import (
	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	public "github.com/swapengine/swapengine/webhook"
)

// Secret lengths the Standard Webhooks spec asks for (webhook.MinSecretBytes).
const (
	MinSecretBytes = public.MinSecretBytes
	MaxSecretBytes = public.MaxSecretBytes
)

// ParseSecret is webhook.ParseSecret: it checks a whsec_<base64> secret and
// returns its signer, never quoting the secret in an error.
func ParseSecret(secret string) (*standardwebhooks.Webhook, error) { return public.ParseSecret(secret) }
