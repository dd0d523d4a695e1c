package receiver

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
)

// FingerprintJSON is the default request fingerprint: the sha256 (hex) of
// the body's canonical JSON, so that two spellings of one request (key order,
// insignificant whitespace) are the same request while any change of a value
// is another one. Numbers are kept as written, never rounded through float64.
// A body that is not one JSON value is fingerprinted as its raw bytes (the
// handler will refuse it anyway).
func FingerprintJSON(body []byte) string {
	canonical := body
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err == nil {
		if _, err := dec.Token(); err == io.EOF {
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			enc.SetEscapeHTML(false)
			// encoding/json writes map keys sorted: the canonical order.
			if enc.Encode(v) == nil {
				canonical = buf.Bytes()
			}
		}
	}
	sum := sha256.Sum256(canonical)
	return hex.EncodeToString(sum[:])
}
