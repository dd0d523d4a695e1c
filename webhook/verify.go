package webhook

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
)

// DefaultMaxBodyBytes bounds the request bodies Middleware reads.
const DefaultMaxBodyBytes = 1 << 20

// HeaderError is a refused signature: the header at fault and why. It never
// names or hints at a secret.
type HeaderError struct {
	Header string // webhook-id, webhook-timestamp or webhook-signature
	Reason string
}

func (e *HeaderError) Error() string { return e.Header + ": " + e.Reason }

// Verifier checks Standard Webhooks signatures against every secret it
// holds, so a sender may switch to a new secret while the old one is still
// accepted. The zero Tolerance is DefaultTolerance; a nil Now is time.Now.
type Verifier struct {
	Secrets   []*standardwebhooks.Webhook
	Tolerance time.Duration
	Now       func() time.Time
	// MaxBodyBytes bounds what Middleware reads; zero is DefaultMaxBodyBytes.
	MaxBodyBytes int64
}

// NewVerifier parses a rotation list of whsec_ secrets; name is the setting
// they came from, which errors name (with the position, never the secret).
func NewVerifier(name string, secrets []string) (*Verifier, error) {
	if len(secrets) == 0 {
		return nil, fmt.Errorf("%s: at least one secret is required", name)
	}
	parsed, err := ParseSecrets(name, secrets)
	if err != nil {
		return nil, err
	}
	return &Verifier{Secrets: parsed}, nil
}

// Verify reports whether body and the webhook-* headers in h were signed by
// one of v's secrets within the tolerance. A refusal is a *HeaderError.
func (v *Verifier) Verify(body []byte, h http.Header) error {
	if len(v.Secrets) == 0 {
		// Configuration, not the caller's fault; still a refusal, never a pass.
		return &HeaderError{Header: HeaderSignature, Reason: "no secret is configured here, so no signature can be accepted"}
	}
	for _, name := range []string{HeaderID, HeaderTimestamp, HeaderSignature} {
		if h.Get(name) == "" {
			return &HeaderError{Header: name, Reason: "missing: the request must be signed the Standard Webhooks way"}
		}
	}
	sec, err := strconv.ParseInt(h.Get(HeaderTimestamp), 10, 64)
	if err != nil {
		return &HeaderError{Header: HeaderTimestamp, Reason: "must be Unix seconds"}
	}
	tolerance := v.Tolerance
	if tolerance <= 0 {
		tolerance = DefaultTolerance
	}
	now := time.Now
	if v.Now != nil {
		now = v.Now
	}
	switch skew := now().Sub(time.Unix(sec, 0)); {
	case skew > tolerance:
		return &HeaderError{Header: HeaderTimestamp, Reason: fmt.Sprintf("too old: signed %s ago, the tolerance is %s (a replayed or delayed request)", skew.Round(time.Second), tolerance)}
	case -skew > tolerance:
		return &HeaderError{Header: HeaderTimestamp, Reason: fmt.Sprintf("too new: %s in the future, the tolerance is %s", (-skew).Round(time.Second), tolerance)}
	}
	for _, s := range v.Secrets {
		// The timestamp was checked above against this verifier's clock and
		// tolerance, which the library's Verify does not let a caller set.
		if s.VerifyIgnoringTimestamp(body, h) == nil {
			return nil
		}
	}
	return &HeaderError{Header: HeaderSignature, Reason: "no signature matches a secret held here (over webhook-id, webhook-timestamp and the body)"}
}

// Middleware answers 401 to a request whose signature v refuses, before next
// sees it, and hands next the body it read. The 401 body is the JSON
// {"error": ..., "field": <header>}.
func (v *Verifier) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := ReadBody(w, r, v.MaxBodyBytes)
		if err != nil {
			WriteError(w, http.StatusRequestEntityTooLarge, "body", err.Error())
			return
		}
		if err := v.Verify(body, r.Header); err != nil {
			var he *HeaderError
			field := ""
			if errors.As(err, &he) {
				field = he.Header
			}
			WriteError(w, http.StatusUnauthorized, field, err.Error())
			return
		}
		next.ServeHTTP(w, r)
	})
}

// ReadBody reads r's body, at most limit bytes (zero: DefaultMaxBodyBytes),
// and puts it back on r so that the next handler can read it again.
func ReadBody(w http.ResponseWriter, r *http.Request, limit int64) ([]byte, error) {
	if limit <= 0 {
		limit = DefaultMaxBodyBytes
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return nil, fmt.Errorf("request body is larger than %d bytes", limit)
		}
		return nil, fmt.Errorf("read request body: %w", err)
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	return body, nil
}

// WriteError answers status with the JSON body {"error": msg, "field": field}
// that the swapengine contracts use for every refusal.
func WriteError(w http.ResponseWriter, status int, field, msg string) {
	body, _ := json.Marshal(struct {
		Error string `json:"error"`
		Field string `json:"field,omitempty"`
	}{msg, field})
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = w.Write(append(body, '\n'))
}
