package activities

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/webhookurl"
	"github.com/swapengine/swapengine/webhook"
)

// WebhookPayload, WebhookPayout and WebhookQuote are the merchant's event
// (webhook.Event, the public package merchants decode it with): one
// definition of the body, which the workflow builds and the activity sends.
type (
	WebhookPayload = webhook.Event
	WebhookPayout  = webhook.EventPayout
	WebhookQuote   = webhook.EventQuote
)

// WebhookRequest is one notification; Key (webhook:<swap>:<seq>) is sent as
// webhook-id, which receivers use to deduplicate.
//
// A swap of a merchant of the swap API names the merchant only (MerchantID):
// the activity looks up the merchant's URL (unless the swap has its own,
// URL) and signing secrets at delivery time, so neither is in history.
// Without a merchant, URL is the destination and the worker's
// WEBHOOK_SECRETS sign.
type WebhookRequest struct {
	Key        string `json:"key"`
	URL        string `json:"url"`
	MerchantID string `json:"merchantId,omitempty"`
	// SwapID is the swap's ID in the engine (its workflow ID) when the
	// payload names the swap by the merchant's own ID; empty: the payload's.
	SwapID  string         `json:"swapId,omitempty"`
	Payload WebhookPayload `json:"payload"`
	// Attempt is this send's number in the delivery schedule (1-based; a
	// redelivery by hand is 1 again).
	Attempt int `json:"attempt,omitempty"`
	// Redelivery: sent again on request (starter webhook redeliver).
	Redelivery bool `json:"redelivery,omitempty"`
	// Current is the swap's status when this attempt was made (newer than
	// the payload's when later events wait behind it): recorded for the
	// swap API's list. Not sent.
	Current *StatusMark `json:"current,omitempty"`
}

// EngineSwapID is the ID of the swap the request is about in the engine:
// its workflow ID.
func (r WebhookRequest) EngineSwapID() string { return cmp.Or(r.SwapID, r.Payload.SwapID) }

// StatusMark is a swap's status at a revision.
type StatusMark struct {
	Status   string `json:"status"`
	Revision int64  `json:"revision"`
}

// MerchantWebhooks is where merchants' webhook endpoints and secrets live
// (store.Merchants), and where each event's first payload is kept for a
// redelivery.
type MerchantWebhooks interface {
	Webhook(ctx context.Context, merchantID string) (store.MerchantWebhook, error)
	RecordEvent(ctx context.Context, e store.WebhookEvent) error
	RecordAttempt(ctx context.Context, a store.WebhookAttempt) error
}

// ErrMerchantWebhook is a merchant's webhook that cannot be sent as things
// stand (a URL but no unexpired secret): retried by the schedule, as the
// merchant may rotate one in meanwhile.
const ErrMerchantWebhook = "MerchantWebhookUnset"

// ErrMerchantNoEndpoint: the merchant has no webhook URL (it takes no
// webhooks, or has not set one yet). Final: the workflow records the event
// as skipped instead of retrying it for a day; the event is kept, so it can
// be redelivered once the merchant has a URL.
const ErrMerchantNoEndpoint = "MerchantNoWebhookURL"

// ErrMerchantNotSubscribed: the merchant's endpoint does not take this
// event's type. Final: the workflow records the event as skipped; it is
// kept, so it can be read and redelivered.
const ErrMerchantNotSubscribed = "MerchantNotSubscribed"

// ErrWebhookURLRefused is a webhook URL the policy (internal/webhookurl) does not allow:
// malformed, or leading to a non-public address, judged from the URL or when dialled.
const ErrWebhookURLRefused = "WebhookURLRefused"

// webhookTimeout bounds one delivery attempt, within the activity's own timeout.
const webhookTimeout = 10 * time.Second

// NotifyWebhook delivers one signed notification: one attempt, whose outcome
// the workflow's delivery schedule acts on. The body is re-encoded the same way
// on every attempt; only webhook-timestamp (and so the signatures) changes, as
// the Standard Webhooks spec intends for retries. A 410 is ErrEndpointGone.
//
// The URL is checked against the webhook policy before anything is sent, and
// every connection's address again when dialled. Redirects are not followed: a
// 3xx is a failed attempt. The receiver's body is never read into the error,
// which ends up in the swap's status: only the status code is kept.
func (a *Activities) NotifyWebhook(ctx context.Context, req WebhookRequest) error {
	if err := a.recordWebhookEvent(ctx, req); err != nil {
		if req.MerchantID != "" {
			// A merchant's event is not sent unrecorded: its events API,
			// redeliveries and the list's status read the record (and its
			// endpoint is read from the same database). The schedule tries
			// again.
			return temporal.NewApplicationError(fmt.Sprintf("deliver %s: record the event: %v", req.Key, err), ErrMerchantWebhook)
		}
		if activity.IsActivity(ctx) {
			activity.GetLogger(ctx).Warn("webhook event not recorded for redelivery", "key", req.Key, "error", err)
		}
	}
	err := a.send(ctx, req)
	if req.MerchantID != "" && a.Merchants != nil {
		// The merchant reads its deliveries' attempts (GET /v1/events/{id}).
		// A lost record loses a line of that list, never the webhook.
		at := store.WebhookAttempt{WebhookID: req.Key, Attempt: max(req.Attempt, 1), Redelivery: req.Redelivery, Delivered: err == nil}
		if err != nil {
			at.Error = PublicDeliveryError(err)
		}
		if rerr := a.Merchants.RecordAttempt(ctx, at); rerr != nil && activity.IsActivity(ctx) {
			activity.GetLogger(ctx).Warn("webhook attempt not recorded", "key", req.Key, "error", rerr)
		}
	}
	return err
}

// send delivers one attempt: the target, the URL policy, the body, the POST.
func (a *Activities) send(ctx context.Context, req WebhookRequest) error {
	url, signers, err := a.webhookTarget(ctx, req)
	if err != nil {
		return err
	}
	if err := a.WebhookPolicy.Check(url); err != nil {
		return temporal.NewNonRetryableApplicationError(fmt.Sprintf("deliver %s: webhook URL refused: %v", req.Key, err), ErrWebhookURLRefused, nil)
	}
	body, err := EncodeWebhook(req)
	if err != nil {
		return temporal.NewNonRetryableApplicationError("encode webhook", ErrBadRequest, err)
	}
	return a.postWebhook(ctx, req.Key, url, signers, body)
}

// SendTestEvent sends a merchant's test event (webhook.Event.Test) under
// key to its endpoint, signed with its current secrets, exactly as a real
// event is sent: the URL policy, the signatures, the answer judged the
// same way. It is recorded nowhere, being of no swap.
func (a *Activities) SendTestEvent(ctx context.Context, merchantID, key string, p WebhookPayload) error {
	if !p.Test {
		return fmt.Errorf("send test event %s: the payload is not marked test", key)
	}
	return a.send(ctx, WebhookRequest{Key: key, MerchantID: merchantID, Payload: p, Attempt: 1})
}

// PublicDeliveryError is what a merchant is told of a failed send (its
// events' attempts, a redelivery's or a test event's answer): the status
// code its endpoint answered, or why nothing was sent, in the sender's
// words; a failure to connect only as such. A transport error names the
// address dialled, a port, a TLS detail: told back at once, on request, it
// would let a merchant map what the worker's network reaches.
func PublicDeliveryError(err error) string {
	var ae *temporal.ApplicationError
	msg := err.Error()
	if errors.As(err, &ae) {
		msg = ae.Message()
	}
	switch {
	case errors.As(err, &ae) && ae.Type() == ErrWebhookURLRefused:
		return "the webhook URL is refused by the webhook policy (it must be http(s) to a public address)"
	case errors.As(err, &ae), strings.Contains(msg, "receiver answered"):
		// The sender's own words: a status code, no endpoint, no secret,
		// a type the endpoint does not take.
		return swap.Truncate(msg, 300)
	case errors.Is(err, context.DeadlineExceeded) || strings.Contains(msg, "interrupted"):
		return "the endpoint did not answer in time"
	default:
		return "the endpoint could not be reached (the connection or TLS failed)"
	}
}

// EncodeWebhook is the body of one send: the event's payload with this
// send's attempt number and redelivery flag.
func EncodeWebhook(req WebhookRequest) ([]byte, error) {
	p := req.Payload
	p.Attempt, p.Redelivery = req.Attempt, req.Redelivery
	return json.Marshal(p)
}

// webhookTarget is where the request goes and who signs it: the merchant's
// endpoint and secrets, read now, or the swap's URL and WEBHOOK_SECRETS.
// Its errors never quote a secret.
func (a *Activities) webhookTarget(ctx context.Context, req WebhookRequest) (string, []*standardwebhooks.Webhook, error) {
	if req.MerchantID == "" {
		if len(a.Signers) == 0 {
			return "", nil, temporal.NewNonRetryableApplicationError("no webhook signing secret configured", ErrBadRequest, nil)
		}
		return req.URL, a.Signers, nil
	}
	if a.Merchants == nil {
		return "", nil, temporal.NewNonRetryableApplicationError("merchant webhooks need a worker with a database", ErrBadRequest, nil)
	}
	mw, err := a.Merchants.Webhook(ctx, req.MerchantID)
	if errors.Is(err, store.ErrNoMerchant) {
		return "", nil, temporal.NewNonRetryableApplicationError(fmt.Sprintf("deliver %s: %v", req.Key, err), ErrBadRequest, nil)
	}
	if err != nil {
		return "", nil, fmt.Errorf("deliver %s: %w", req.Key, err)
	}
	url := req.URL
	if url == "" {
		url = mw.URL
	}
	if url == "" {
		return "", nil, temporal.NewNonRetryableApplicationError(fmt.Sprintf("deliver %s: merchant %s has no webhook URL (starter merchant set-webhook)", req.Key, req.MerchantID), ErrMerchantNoEndpoint, nil)
	}
	if len(mw.Events) > 0 && !req.Redelivery && !req.Payload.Test && !slices.Contains(mw.Events, req.Payload.Type) {
		// A redelivery or a test event is asked for by name, whatever the filter.
		return "", nil, temporal.NewNonRetryableApplicationError(fmt.Sprintf("deliver %s: merchant %s's endpoint does not take %s events", req.Key, req.MerchantID, req.Payload.Type), ErrMerchantNotSubscribed, nil)
	}
	if len(mw.Secrets) == 0 {
		return "", nil, temporal.NewApplicationError(fmt.Sprintf("deliver %s: merchant %s has no unexpired signing secret (starter merchant rotate-secret)", req.Key, req.MerchantID), ErrMerchantWebhook)
	}
	signers, err := webhook.ParseSecrets("merchant "+req.MerchantID+" secret", mw.Secrets)
	if err != nil {
		return "", nil, temporal.NewNonRetryableApplicationError(fmt.Sprintf("deliver %s: %v", req.Key, err), ErrBadRequest, nil)
	}
	return url, signers, nil
}

// recordWebhookEvent keeps the event's payload (its first send only) for
// `starter webhook redeliver`. A failure to record does not hold the
// delivery back: the merchant's notification matters more than a later
// redelivery of it.
func (a *Activities) recordWebhookEvent(ctx context.Context, req WebhookRequest) error {
	if a.Merchants == nil || req.Redelivery {
		return nil
	}
	payload, err := json.Marshal(req.Payload)
	if err != nil {
		return err
	}
	e := store.WebhookEvent{WebhookID: req.Key, SwapID: req.EngineSwapID(), MerchantID: req.MerchantID, URL: req.URL, Payload: payload,
		Status: req.Payload.Status, Revision: req.Payload.Revision}
	if c := req.Current; c != nil && c.Revision > e.Revision {
		e.Status, e.Revision = c.Status, c.Revision
	}
	return a.Merchants.RecordEvent(ctx, e)
}

// postWebhook signs and sends one body.
func (a *Activities) postWebhook(ctx context.Context, key, url string, signers []*standardwebhooks.Webhook, body []byte) error {
	hreq, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return temporal.NewNonRetryableApplicationError("build webhook request", ErrBadRequest, err)
	}
	hreq.Header.Set("Content-Type", "application/json")
	if err := webhook.Sign(hreq.Header, signers, key, a.now(), body); err != nil {
		return temporal.NewNonRetryableApplicationError("sign webhook", ErrBadRequest, err)
	}
	client := a.WebhookHTTP
	if client == nil {
		client = a.WebhookPolicy.Client(webhookTimeout)
		defer client.CloseIdleConnections()
	}
	resp, err := client.Do(hreq)
	if err != nil {
		var refused *webhookurl.RefusedError
		if errors.As(err, &refused) {
			return temporal.NewNonRetryableApplicationError(fmt.Sprintf("deliver %s: webhook URL refused: %v", key, refused), ErrWebhookURLRefused, nil)
		}
		if ctxErr := ctx.Err(); ctxErr != nil {
			// Cancelled (the worker is stopping, or the attempt timed out): say so, not
			// the transport's rendering of it.
			return fmt.Errorf("deliver %s: interrupted: %w", key, ctxErr)
		}
		return fmt.Errorf("deliver %s: %w", key, err)
	}
	defer resp.Body.Close()
	// Drained (bounded) for connection reuse, never kept.
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	switch {
	case resp.StatusCode >= 200 && resp.StatusCode < 300:
		return nil
	case resp.StatusCode == http.StatusGone:
		return temporal.NewNonRetryableApplicationError(fmt.Sprintf("deliver %s: the webhook endpoint is gone (410)", key), ErrEndpointGone, nil)
	case resp.StatusCode >= 300 && resp.StatusCode < 400:
		return fmt.Errorf("deliver %s: receiver answered %d (%s); redirects are not followed", key, resp.StatusCode, http.StatusText(resp.StatusCode))
	default:
		msg := fmt.Sprintf("deliver %s: receiver answered %d (%s)", key, resp.StatusCode, http.StatusText(resp.StatusCode))
		if wait := retryAfter(resp.Header.Get("Retry-After"), a.now()); wait > 0 {
			// The merchant asked for a pause (a 429 or 503 with
			// Retry-After): the workflow waits at least that long, within
			// its schedule's longest interval (deliverWebhook).
			return temporal.NewApplicationErrorWithOptions(fmt.Sprintf("%s (retry after %s)", msg, wait), ErrWebhookRetryAfter,
				temporal.ApplicationErrorOptions{NextRetryDelay: wait})
		}
		return errors.New(msg)
	}
}
