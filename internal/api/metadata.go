package api

import (
	"net/http"
	"regexp"
	"unicode"
	"unicode/utf8"
)

// Metadata bounds (issue 29): the merchant's own pairs travel in the swap's
// workflow input and on every webhook, so they are small by rule — far
// below Temporal's payload limits whatever a merchant sends.
const (
	MaxMetadataKeys     = 20
	MaxMetadataKeyLen   = 40
	MaxMetadataValueLen = 200
)

var metadataKey = regexp.MustCompile(`^[A-Za-z0-9_.-]+$`)

// validateMetadata refuses metadata past the bounds, naming the member.
func validateMetadata(m map[string]string) error {
	if len(m) > MaxMetadataKeys {
		return fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "metadata", "metadata: %d keys, at most %d", len(m), MaxMetadataKeys)
	}
	for k, v := range m {
		if len(k) > MaxMetadataKeyLen || !metadataKey.MatchString(k) {
			return fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, "metadata", "metadata: a key must be 1 to %d characters of A-Z a-z 0-9 _ . -", MaxMetadataKeyLen)
		}
		field := "metadata." + k
		if utf8.RuneCountInString(v) > MaxMetadataValueLen || !utf8.ValidString(v) {
			return fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, field, "%s: must be valid UTF-8 of at most %d characters", field, MaxMetadataValueLen)
		}
		for _, r := range v {
			if unicode.IsControl(r) {
				return fieldErr(http.StatusUnprocessableEntity, CodeInvalidField, field, "%s: must not hold control characters", field)
			}
		}
	}
	return nil
}
