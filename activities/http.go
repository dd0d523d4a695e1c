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

	"github.com/swapengine/swapengine/internal/redact"
)

// providerReply is the part of every provider response the activities read
// before decoding the rest: a hard decline is a stored 200 with status "rejected"
// so that replays of the key return the same decline.
type providerReply struct {
	Status string `json:"status"`
	Reason string `json:"reason"`
	Error  string `json:"error"`
	// Field names the request field a 400 or 422 refers to.
	Field string `json:"field"`
}

// postIdempotent sends one effect request to the receiver named by role
// ("exchange", "payout", "refund") and maps its answer to Temporal's retry
// semantics: 409 (same key in progress), 5xx and transport errors are retried
// by the activity's policy with the same key; 422 and other 4xx are final.
//
// Its errors become the effect's detail and, when attempts run out, the swap's
// holdReason, which merchants receive: they name the receiver by role, its URL
// as scheme://host only (a configured URL may carry credentials or an API key
// in its userinfo, path or query) and the HTTP status, never the receiver's
// body, which may quote its internals. The body is logged at debug level,
// truncated and with the URL removed.
func (a *Activities) postIdempotent(ctx context.Context, role, url, key string, req, out any) error {
	where := role + " receiver " + redact.URL(url)
	body, err := json.Marshal(req)
	if err != nil {
		return temporal.NewNonRetryableApplicationError(fmt.Sprintf("encode request for %s (key %s): %v", where, key, err), ErrBadRequest, nil)
	}
	hreq, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		// url.Parse errors quote the URL: keep only what redact leaves of it.
		return temporal.NewNonRetryableApplicationError(fmt.Sprintf("build request for %s (key %s): %s", where, key, redact.Strip(err.Error(), url)), ErrBadRequest, nil)
	}
	hreq.Header.Set("Content-Type", "application/json")
	hreq.Header.Set("Idempotency-Key", key)
	resp, err := a.client().Do(hreq)
	if err != nil {
		// No cause: Temporal records the whole chain, and net/http's error
		// spells the URL out (user name, path and query).
		return temporal.NewApplicationError(fmt.Sprintf("POST to %s (key %s): %s", where, key, redact.Strip(err.Error(), url)), "ProviderUnavailable")
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return temporal.NewApplicationError(fmt.Sprintf("read the answer of %s (key %s): %s", where, key, redact.Strip(err.Error(), url)), "ProviderUnavailable")
	}
	var reply providerReply
	_ = json.Unmarshal(raw, &reply)
	msg := fmt.Sprintf("%s answered %s for key %s", where, statusText(resp.StatusCode), key)
	if field := safeField(reply.Field); field != "" {
		msg += " naming field " + field
	}
	if resp.StatusCode/100 != 2 {
		activityLogger(ctx).Debug("receiver answer", "receiver", role, "url", redact.URL(url), "key", key,
			"status", resp.StatusCode, "body", truncate(redact.Strip(string(raw), url), maxLoggedBody))
	}

	switch {
	case resp.StatusCode == http.StatusOK || resp.StatusCode == http.StatusCreated:
		if reply.Status == "rejected" {
			return temporal.NewNonRetryableApplicationError(reply.Reason, ErrProviderRejected, nil)
		}
		if err := json.Unmarshal(raw, out); err != nil {
			return temporal.NewNonRetryableApplicationError(fmt.Sprintf("%s: decode the answer: %v", msg, err), ErrBadRequest, nil)
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

// maxLoggedBody bounds the part of a receiver's body that is logged.
const maxLoggedBody = 512

// statusText is "503 Service Unavailable", or the bare code when it has no name.
func statusText(code int) string {
	if t := http.StatusText(code); t != "" {
		return fmt.Sprintf("%d %s", code, t)
	}
	return fmt.Sprint(code)
}

// safeField passes a receiver's "field" on only when it looks like a field
// name (amountUnits, terms.payoutAsset, items[3]): it helps whoever fixes the
// request, and a short identifier cannot carry the receiver's internals.
func safeField(f string) string {
	if f == "" || len(f) > 64 {
		return ""
	}
	for _, r := range f {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("_.-[]", r)) {
			return ""
		}
	}
	return f
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
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
