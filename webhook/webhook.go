// Package webhook signs and verifies HTTP requests the Standard Webhooks way
// (https://www.standardwebhooks.com), with several secrets at once so a
// secret can be rotated without a window of refused requests.
//
// swapengine uses one scheme for two kinds of request: the webhooks it sends
// to merchants, and every exchange, payout and refund call it makes to a
// receiver. A merchant's endpoint or a receiver adapter imports this package
// to check that a request comes from the engine; package receiver builds its
// authentication middleware on it.
//
// The HMAC itself is the standard-webhooks reference library's; this package
// adds what the library leaves to each user: secret rotation lists (the
// sender signs with every secret it holds, the verifier accepts any one), a
// configurable timestamp tolerance, secrets read from env or mounted files,
// and errors that name the header at fault and never a secret.
package webhook

import (
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
)

// The Standard Webhooks headers.
const (
	HeaderID        = standardwebhooks.HeaderWebhookID
	HeaderTimestamp = standardwebhooks.HeaderWebhookTimestamp
	HeaderSignature = standardwebhooks.HeaderWebhookSignature
)

// Secret lengths the Standard Webhooks spec asks for: at least 24 bytes of
// key (192 bits), at most 64. The library accepts any length, so a 3-byte
// secret — guessable — would sign webhooks without complaint.
const (
	MinSecretBytes = 24
	MaxSecretBytes = 64
)

// DefaultTolerance is how far a webhook-timestamp may be from the
// verifier's clock, either way, before the request is refused as a replay
// (the reference libraries' value).
const DefaultTolerance = 5 * time.Minute

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

// SplitSecrets reads a comma-separated rotation list ("new,old"), dropping
// blanks: during a rotation the sender signs with every secret listed and the
// verifier accepts any secret it holds.
func SplitSecrets(list string) []string {
	var out []string
	for _, s := range strings.Split(list, ",") {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// ParseSecrets parses a rotation list; name is the flag or setting the
// secrets came from, which errors name together with the position, never the
// secret itself.
func ParseSecrets(name string, secrets []string) ([]*standardwebhooks.Webhook, error) {
	out := make([]*standardwebhooks.Webhook, 0, len(secrets))
	for i, secret := range secrets {
		wh, err := ParseSecret(secret)
		if err != nil {
			return nil, fmt.Errorf("%s #%d: %w", name, i+1, err)
		}
		out = append(out, wh)
	}
	return out, nil
}

// SignatureHeader is the webhook-signature value: one "v1,<base64>" per
// secret, space-separated, as the spec lays out for key rotation. A receiver
// accepts the message if any one of them verifies with a secret it holds.
func SignatureHeader(signers []*standardwebhooks.Webhook, id string, ts time.Time, body []byte) (string, error) {
	sigs := make([]string, 0, len(signers))
	for _, s := range signers {
		sig, err := s.Sign(id, ts, body)
		if err != nil {
			return "", err
		}
		sigs = append(sigs, sig)
	}
	return strings.Join(sigs, " "), nil
}

// Sign sets webhook-id, webhook-timestamp and webhook-signature on h.
func Sign(h http.Header, signers []*standardwebhooks.Webhook, id string, ts time.Time, body []byte) error {
	if len(signers) == 0 {
		return errors.New("no signing secret configured")
	}
	sig, err := SignatureHeader(signers, id, ts, body)
	if err != nil {
		return err
	}
	h.Set(HeaderID, id)
	h.Set(HeaderTimestamp, strconv.FormatInt(ts.Unix(), 10))
	h.Set(HeaderSignature, sig)
	return nil
}

// VerifyAny accepts a message that any of verifiers verifies, with the
// default tolerance. Its error says what is wrong (missing headers, a stale
// timestamp, no matching signature) and never which secret was meant.
func VerifyAny(verifiers []*standardwebhooks.Webhook, body []byte, h http.Header) error {
	err := (&Verifier{Secrets: verifiers}).Verify(body, h)
	if err != nil {
		return fmt.Errorf("signature rejected: %w", err)
	}
	return nil
}

// LoadSecrets reads the setting name: a comma-separated rotation list, or
// "@" and the path of a file holding one (commas or newlines between
// secrets, as a mounted secret file has them). A file is read each time the
// setting is loaded, so a rotation is: write the new secret first in the
// file, restart the senders, drop the old one later. Errors name the setting
// and the position, never a secret.
func LoadSecrets(name, value string) ([]*standardwebhooks.Webhook, error) {
	secrets, err := ReadSecrets(name, value)
	if err != nil {
		return nil, err
	}
	return ParseSecrets(name, secrets)
}

// ReadSecrets is LoadSecrets without the parsing: the secrets as listed.
func ReadSecrets(name, value string) ([]string, error) {
	if path, ok := strings.CutPrefix(strings.TrimSpace(value), "@"); ok {
		raw, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("%s: read the secrets file: %w", name, err)
		}
		value = strings.NewReplacer("\r\n", ",", "\n", ",").Replace(string(raw))
	}
	secrets := SplitSecrets(value)
	if len(secrets) == 0 {
		return nil, fmt.Errorf("%s is required (whsec_<base64>, comma-separated during a rotation, or @FILE)", name)
	}
	return secrets, nil
}

// SecretEnv is the default of a secrets setting: env name, or "@" and the
// path in name_FILE (how container platforms mount secrets).
func SecretEnv(name string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	if path := os.Getenv(name + "_FILE"); path != "" {
		return "@" + path
	}
	return ""
}

// NewSecret returns a random secret (32 bytes), for a dev stack or a test.
func NewSecret() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	return "whsec_" + base64.StdEncoding.EncodeToString(b)
}
