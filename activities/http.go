package activities

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"go.opentelemetry.io/otel/propagation"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/redact"
	"github.com/swapengine/swapengine/webhook"
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
// semantics (the table is in docs/architecture.md, "Receiver answers"): any
// 2xx is done; 408, 409, 425, 429, 5xx and transport errors are retried with
// the same key, after Retry-After when the receiver sends one; 401/403 are an
// authentication problem held for a person; 422 and the other 4xx are final.
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
		return temporal.NewNonRetryableApplicationError(fmt.Sprintf("build request for %s (key %s): %s", where, key, redact.Text(err.Error(), url)), ErrBadRequest, nil)
	}
	hreq.Header.Set("Content-Type", "application/json")
	hreq.Header.Set("Idempotency-Key", key)
	if signers := a.receiverSigners(role); len(signers) > 0 {
		// Signed afresh on every attempt: the timestamp is the attempt's.
		if err := webhook.Sign(hreq.Header, signers, key, a.now(), body); err != nil {
			return temporal.NewNonRetryableApplicationError(fmt.Sprintf("sign the request for %s (key %s): %v", where, key, err), ErrBadRequest, nil)
		}
	}
	// W3C trace context: the receiver's spans join the swap's trace (the
	// worker's tracing interceptor puts the activity's span in ctx; without
	// one nothing is added).
	propagation.TraceContext{}.Inject(ctx, propagation.HeaderCarrier(hreq.Header))
	resp, err := a.client().Do(hreq)
	if err != nil {
		// No cause: Temporal records the whole chain, and net/http's error
		// spells the URL out (user name, path and query).
		return temporal.NewApplicationError(fmt.Sprintf("POST to %s (key %s): %s", where, key, redact.Text(err.Error(), url)), "ProviderUnavailable")
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return temporal.NewApplicationError(fmt.Sprintf("read the answer of %s (key %s): %s", where, key, redact.Text(err.Error(), url)), "ProviderUnavailable")
	}
	var reply providerReply
	_ = json.Unmarshal(raw, &reply)
	msg := fmt.Sprintf("%s answered %s for key %s", where, statusText(resp.StatusCode), key)
	if field := safeField(reply.Field); field != "" {
		msg += " naming field " + field
	}
	if resp.StatusCode/100 != 2 {
		activityLogger(ctx).Debug("receiver answer", "receiver", role, "url", redact.URL(url), "key", key,
			"status", resp.StatusCode, "body", truncate(redact.Text(string(raw), url), maxLoggedBody))
	}

	// The mapping is documented in docs/architecture.md ("Receiver answers");
	// workflows/effects.go reads it: non-retryable and not ProviderRejected
	// is an item for a person, ProviderRejected the swap's failure path.
	switch code := resp.StatusCode; {
	case code/100 == 2:
		return decodeSuccess(raw, reply, out, msg)
	case code == http.StatusUnauthorized || code == http.StatusForbidden:
		return temporal.NewNonRetryableApplicationError(msg+
			": an authentication problem: it refused the worker's credentials; fix the credentials configured for it, then retry the item", ErrProviderAuth, nil)
	case code == http.StatusUnprocessableEntity:
		// internal/harness/providers: the key was used with other parameters, or the
		// receiver will not act on this well-formed request (a pair it does not
		// offer, a payout that does not match its fill). The same request gets
		// the same answer.
		return temporal.NewNonRetryableApplicationError(msg+": refused for good", ErrIdempotencyConflict, nil)
	case code == http.StatusConflict:
		return a.unavailable(msg+": the same key is still in progress there", resp.Header)
	case code == http.StatusRequestTimeout, code == http.StatusTooEarly, code == http.StatusTooManyRequests, code >= 500:
		return a.unavailable(msg, resp.Header)
	default:
		// Other 4xx, and a 3xx the client did not follow: the receiver answers
		// this request the same way every time.
		return temporal.NewNonRetryableApplicationError(msg, ErrBadRequest, nil)
	}
}

// receiverSigners are the secrets that authenticate the worker to the
// receiver playing role: the exchange has its own; payouts and refunds go to
// the same receiver.
func (a *Activities) receiverSigners(role string) []*standardwebhooks.Webhook {
	if role == "exchange" {
		return a.ExchangeSigners
	}
	return a.PayoutSigners
}

// decodeSuccess reads a 2xx. A stored decline (status "rejected") is the
// receiver's final no. A JSON object is decoded into out; one that does not
// fit is read the same way on every retry, so it is final. Any other body —
// none (202, 204), or not a JSON object — is done with nothing to read: the
// caller records the idempotency key as the reference, the name under which
// the receiver knows the effect.
func decodeSuccess(raw []byte, reply providerReply, out any, msg string) error {
	if reply.Status == "rejected" {
		return temporal.NewNonRetryableApplicationError(reply.Reason, ErrProviderRejected, nil)
	}
	body := bytes.TrimSpace(raw)
	if len(body) == 0 || body[0] != '{' || !json.Valid(body) {
		return nil
	}
	if err := json.Unmarshal(body, out); err != nil {
		return temporal.NewNonRetryableApplicationError(fmt.Sprintf("%s: decode the answer: %v", msg, err), ErrBadRequest, nil)
	}
	return nil
}

// unavailable is an answer the same key may turn into another: retried by the
// activity's policy, after the receiver's Retry-After when it sent one.
func (a *Activities) unavailable(msg string, h http.Header) error {
	wait := retryAfter(h.Get("Retry-After"), a.now())
	if wait > 0 {
		msg += fmt.Sprintf(" (retry after %s)", wait)
	}
	return temporal.NewApplicationErrorWithOptions(msg, "ProviderUnavailable", temporal.ApplicationErrorOptions{NextRetryDelay: wait})
}

// retryAfter reads a Retry-After header (RFC 9110 10.2.3): delay-seconds or
// an HTTP-date, bounded by maxRetryAfter. Zero — missing, unreadable, or a
// date already past — leaves the wait to the retry policy's backoff.
func retryAfter(v string, now time.Time) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0
	}
	if strings.Trim(v, "0123456789") == "" {
		secs, err := strconv.ParseUint(v, 10, 64)
		if err != nil || secs > uint64(maxRetryAfter/time.Second) { // too many digits overflows: bounded too
			return maxRetryAfter
		}
		return time.Duration(secs) * time.Second
	}
	at, err := http.ParseTime(v)
	if err != nil {
		return 0
	}
	return max(0, min(at.Sub(now), maxRetryAfter))
}

// maxRetryAfter bounds the wait a receiver's Retry-After may ask for: the
// longest pause between two rounds of a money effect by default (10 × the
// 1 min round delay, workflows/options.go), so a receiver cannot park a swap
// for longer than an outage would.
const maxRetryAfter = 10 * time.Minute

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
	return strings.ToValidUTF8(s[:n], "") + "…"
}

// withoutKey keeps the idempotency key out of the request body: it travels in
// the Idempotency-Key header, and the body is what the receiver fingerprints.
func withoutKey[T interface {
	ExchangeRequest | PayoutRequest | RefundRequest
}](req T) T {
	switch r := any(&req).(type) {
	case *ExchangeRequest:
		// ChainID, MinOutUnits and Payout only route, bound and complete an
		// on-chain trade.
		r.Key, r.NeedsQuote, r.ChainID, r.MinOutUnits, r.Payout = "", false, 0, "", nil
	case *PayoutRequest:
		// ChainID only routes and the deposit fields only check an on-chain
		// payout: the body receivers fingerprint holds the payout alone.
		r.Key, r.ChainID, r.DepositRef, r.DepositAmountUnits, r.DepositAsset = "", 0, "", "", ""
	case *RefundRequest:
		r.Key, r.ChainID, r.Payer = "", 0, ""
	}
	return req
}
