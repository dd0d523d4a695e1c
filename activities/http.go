package activities

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"

	"go.temporal.io/sdk/temporal"
)

// providerReply is the part of every provider response the activities read
// before decoding the rest: a hard decline is a stored 200 with status "rejected"
// so that replays of the key return the same decline.
type providerReply struct {
	Status string `json:"status"`
	Reason string `json:"reason"`
	Error  string `json:"error"`
}

// postIdempotent sends one effect request and maps the receiver's answer to
// Temporal's retry semantics: 409 (same key in progress), 5xx and transport
// errors are retried by the activity's policy with the same key; 422 and other
// 4xx are final.
func (a *Activities) postIdempotent(ctx context.Context, url, key string, req, out any) error {
	body, err := json.Marshal(req)
	if err != nil {
		return temporal.NewNonRetryableApplicationError("encode request", ErrBadRequest, err)
	}
	hreq, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return temporal.NewNonRetryableApplicationError("build request", ErrBadRequest, err)
	}
	hreq.Header.Set("Content-Type", "application/json")
	hreq.Header.Set("Idempotency-Key", key)
	resp, err := a.client().Do(hreq)
	if err != nil {
		return fmt.Errorf("POST %s (key %s): %w", url, key, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return fmt.Errorf("read response of %s (key %s): %w", url, key, err)
	}
	var reply providerReply
	_ = json.Unmarshal(raw, &reply)
	msg := fmt.Sprintf("%s answered %d for key %s: %s", url, resp.StatusCode, key, firstNonEmpty(reply.Error, reply.Reason, strings.TrimSpace(string(raw))))

	switch {
	case resp.StatusCode == http.StatusOK || resp.StatusCode == http.StatusCreated:
		if reply.Status == "rejected" {
			return temporal.NewNonRetryableApplicationError(reply.Reason, ErrProviderRejected, nil)
		}
		if err := json.Unmarshal(raw, out); err != nil {
			return temporal.NewNonRetryableApplicationError("decode response: "+err.Error(), ErrBadRequest, err)
		}
		return nil
	case resp.StatusCode == http.StatusUnprocessableEntity:
		return temporal.NewNonRetryableApplicationError(msg, ErrIdempotencyConflict, nil)
	case resp.StatusCode == http.StatusConflict, resp.StatusCode == http.StatusTooManyRequests, resp.StatusCode >= 500:
		return temporal.NewApplicationError(msg, "ProviderUnavailable")
	default:
		return temporal.NewNonRetryableApplicationError(msg, ErrBadRequest, nil)
	}
}

func firstNonEmpty(s ...string) string {
	for _, v := range s {
		if v != "" {
			return v
		}
	}
	return ""
}

// withoutKey keeps the idempotency key out of the request body: it travels in
// the Idempotency-Key header, and the body is what the receiver fingerprints.
func withoutKey[T interface {
	ExchangeRequest | PayoutRequest | RefundRequest
}](req T) T {
	switch r := any(&req).(type) {
	case *ExchangeRequest:
		r.Key = ""
	case *PayoutRequest:
		r.Key = ""
	case *RefundRequest:
		r.Key = ""
	}
	return req
}
