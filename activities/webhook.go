package activities

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"

	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/webhook"
	"github.com/swapengine/swapengine/internal/webhookurl"
)

// WebhookPayload is the body the merchant receives for each status change.
type WebhookPayload struct {
	Type        string `json:"type"`
	SwapID      string `json:"swapId"`
	Status      string `json:"status"`
	Revision    int64  `json:"revision"`
	Seq         int64  `json:"seq"`
	DepositRef  string `json:"depositRef,omitempty"`
	AmountUnits string `json:"amountUnits"`
	Asset       string `json:"asset"`
	// HoldCode and FailureCode are fixed codes (swap.HoldCode, swap.FailureCode);
	// HoldReason and FailureReason their fixed texts, never an internal reason.
	HoldCode      string    `json:"holdCode,omitempty"`
	HoldReason    string    `json:"holdReason,omitempty"`
	FailureCode   string    `json:"failureCode,omitempty"`
	FailureReason string    `json:"failureReason,omitempty"`
	OccurredAt    time.Time `json:"occurredAt"`
}

// WebhookRequest is one notification; Key (webhook:<swap>:<seq>) is sent as
// webhook-id, which receivers use to deduplicate.
type WebhookRequest struct {
	Key     string         `json:"key"`
	URL     string         `json:"url"`
	Payload WebhookPayload `json:"payload"`
}

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
	if len(a.Signers) == 0 {
		return temporal.NewNonRetryableApplicationError("no webhook signing secret configured", ErrBadRequest, nil)
	}
	if err := a.WebhookPolicy.Check(req.URL); err != nil {
		return temporal.NewNonRetryableApplicationError(fmt.Sprintf("deliver %s: webhook URL refused: %v", req.Key, err), ErrWebhookURLRefused, nil)
	}
	body, err := json.Marshal(req.Payload)
	if err != nil {
		return temporal.NewNonRetryableApplicationError("encode webhook", ErrBadRequest, err)
	}
	hreq, err := http.NewRequestWithContext(ctx, http.MethodPost, req.URL, bytes.NewReader(body))
	if err != nil {
		return temporal.NewNonRetryableApplicationError("build webhook request", ErrBadRequest, err)
	}
	hreq.Header.Set("Content-Type", "application/json")
	if err := webhook.Sign(hreq.Header, a.Signers, req.Key, a.now(), body); err != nil {
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
			return temporal.NewNonRetryableApplicationError(fmt.Sprintf("deliver %s: webhook URL refused: %v", req.Key, refused), ErrWebhookURLRefused, nil)
		}
		if ctxErr := ctx.Err(); ctxErr != nil {
			// Cancelled (the worker is stopping, or the attempt timed out): say so, not
			// the transport's rendering of it.
			return fmt.Errorf("deliver %s: interrupted: %w", req.Key, ctxErr)
		}
		return fmt.Errorf("deliver %s: %w", req.Key, err)
	}
	defer resp.Body.Close()
	// Drained (bounded) for connection reuse, never kept.
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	switch {
	case resp.StatusCode >= 200 && resp.StatusCode < 300:
		return nil
	case resp.StatusCode == http.StatusGone:
		return temporal.NewNonRetryableApplicationError("webhook endpoint "+req.URL+" is gone (410)", ErrEndpointGone, nil)
	case resp.StatusCode >= 300 && resp.StatusCode < 400:
		return fmt.Errorf("deliver %s: receiver answered %d (%s); redirects are not followed", req.Key, resp.StatusCode, http.StatusText(resp.StatusCode))
	default:
		return fmt.Errorf("deliver %s: receiver answered %d (%s)", req.Key, resp.StatusCode, http.StatusText(resp.StatusCode))
	}
}
