package receiver

import (
	"fmt"
	"unicode"
	"unicode/utf8"
)

// Header names of the contract.
const (
	HeaderIdempotencyKey     = "Idempotency-Key"
	HeaderIdempotentReplayed = "Idempotent-Replayed"
)

// MaxKeyLength bounds Idempotency-Key, in bytes (Stripe's limit, and the
// contract's).
const MaxKeyLength = 255

// KeyError is a missing or malformed Idempotency-Key.
type KeyError struct{ Reason string }

func (e *KeyError) Error() string { return HeaderIdempotencyKey + ": " + e.Reason }

// ValidateKey checks an Idempotency-Key: 1 to MaxKeyLength bytes of UTF-8
// without control characters, without whitespace other than the plain space,
// and neither starting nor ending with a space (HTTP trims those, so such a
// key cannot arrive as sent). The engine's keys
// ("start-exchange:<swap>", "send-payout:<swap>", "refund:<swap>:<deposit>")
// always are, since swap IDs and deposit references are; a key that is not
// was not sent by the engine, or was mangled on the way.
func ValidateKey(key string) error {
	switch {
	case key == "":
		return &KeyError{"missing: every call names its effect with an Idempotency-Key header"}
	case len(key) > MaxKeyLength:
		return &KeyError{fmt.Sprintf("is %d bytes long; the limit is %d", len(key), MaxKeyLength)}
	case !utf8.ValidString(key):
		return &KeyError{"is not valid UTF-8"}
	}
	if key[0] == ' ' || key[len(key)-1] == ' ' {
		return &KeyError{"starts or ends with a space"}
	}
	for i, r := range key {
		if unicode.IsControl(r) || (r != ' ' && unicode.IsSpace(r)) {
			return &KeyError{fmt.Sprintf("has a control or whitespace character (other than a space) at byte %d", i)}
		}
	}
	return nil
}
