package webhook

import (
	"encoding/base64"
	"fmt"
	"strings"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
)

// Secret lengths the Standard Webhooks spec asks for: at least 24 bytes of
// key (192 bits), at most 64. The library accepts any length, so a 3-byte
// secret — guessable — would sign webhooks without complaint.
const (
	MinSecretBytes = 24
	MaxSecretBytes = 64
)

// ParseSecret checks a whsec_<base64> secret and returns its signer. Errors
// never quote the secret.
func ParseSecret(secret string) (*standardwebhooks.Webhook, error) {
	raw, ok := strings.CutPrefix(secret, "whsec_")
	if !ok {
		return nil, fmt.Errorf("must start with whsec_")
	}
	key, err := base64.StdEncoding.DecodeString(raw)
	if err != nil {
		return nil, fmt.Errorf("is not whsec_ followed by standard base64")
	}
	if len(key) < MinSecretBytes || len(key) > MaxSecretBytes {
		return nil, fmt.Errorf("decodes to %d bytes; Standard Webhooks secrets are %d to %d bytes", len(key), MinSecretBytes, MaxSecretBytes)
	}
	return standardwebhooks.NewWebhook(secret)
}
