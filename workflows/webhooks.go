package workflows

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/webhook"
)

// Merchant notifications. afterChange queues one per status change;
// sendWebhooks, one coroutine, delivers them strictly in sequence order: the
// next waits until the one before it was delivered or given up.

// Each attempt is a local activity: the server records a marker instead of
// scheduling, dispatching and completing a task, which would be a fifth of its
// work per swap (docs/benchmarks.md). It is safe for a webhook: one attempt,
// bounded by its timeout (10 s at most), retried by the workflow's schedule
// and deduplicated by webhook-id at the receiver, so an attempt run again
// after a worker crash is harmless — provided it carries the same payload. A
// local activity runs before its workflow task is recorded, and a task that
// is never recorded (the worker died) runs again with another clock, so a
// payload built in the running task (its occurredAt) is not yet fixed: such
// an attempt first waits for the next task (the next event, or a 1 ms timer
// when none comes), and only attempts whose payload is already in history
// run at once. The price: while an attempt runs, the workflow task stays open
// and the swap's next step waits for it (a slow merchant delays the swap by
// at most the attempt's timeout).
//
// A notification is a typed event (webhook.EventType) with the
// payout and an attempt number per send; a swap API merchant's swaps are
// notified through the merchant's endpoint and secrets
// (WebhookRequest.MerchantID).

// Webhook outcomes beyond the state machine's own.
const (
	// WebhookSkipped: not sent, because the endpoint answered 410 earlier.
	WebhookSkipped swap.EffectResult = "skipped"
	// WebhookEndpointGone is the Detail of the delivery that got the 410 (a
	// failed effect) and of every delivery skipped after it.
	WebhookEndpointGone = "endpoint-gone"
	// WebhookNoEndpoint is the Detail of a merchant's webhook skipped
	// because the merchant has no webhook URL.
	WebhookNoEndpoint = "no-endpoint"
	// WebhookNotSubscribed is the Detail of a merchant's webhook skipped
	// because its endpoint does not take the event's type.
	WebhookNotSubscribed = "not-subscribed"
)

// WebhookRetry is where one delivery stands between two of its attempts. The
// next attempt's time is absolute, so a run that continues as new while
// waiting resumes the same wait instead of starting the schedule again.
type WebhookRetry struct {
	Key           string    `json:"key"`
	Attempts      int       `json:"attempts"`
	NextAttemptAt time.Time `json:"nextAttemptAt"`
	LastError     string    `json:"lastError,omitempty"`
}

// sendWebhooks delivers the queue one notification at a time. The outcome of
// each is recorded in the swap's effects; none of them ever blocks or reverses
// the swap.
func (w *swapWorkflow) sendWebhooks(ctx workflow.Context) {
	for {
		if err := workflow.Await(ctx, func() bool { return len(w.webhooks) > 0 }); err != nil {
			return
		}
		req := w.webhooks[0]
		e, err := w.deliverWebhook(ctx, req)
		if err != nil {
			return // cancelled while waiting for the next attempt
		}
		w.webhooks = w.webhooks[1:]
		w.webhookRetry = nil
		w.s.RecordWebhook(e)
		w.logger.Info("webhook", "swapId", w.s.Terms.SwapID, "key", req.Key, "result", e.Result, "detail", e.Detail)
	}
}

// deliverWebhook follows the delivery schedule: one NotifyWebhook local
// activity per attempt, a durable timer between
// attempts. It ends on a 2xx, a 410 or when the schedule is exhausted; its
// error is only the workflow's cancellation.
func (w *swapWorkflow) deliverWebhook(ctx workflow.Context, req activities.WebhookRequest) (swap.Effect, error) {
	e := swap.Effect{Key: req.Key, Kind: "webhook"}
	// A merchant's endpoint (URL "") is looked up at each send, so a 410 of
	// it says nothing of the next one: the merchant may have set another.
	if req.URL != "" && req.URL == w.webhookGoneURL {
		e.Result, e.Detail = WebhookSkipped, WebhookEndpointGone
		return e, nil
	}
	schedule := w.in.Tuning.webhookSchedule()
	r := w.webhookRetry
	if r == nil || r.Key != req.Key {
		first, _ := webhook.Delay(schedule, req.Key, 0)
		r = &WebhookRetry{Key: req.Key, NextAttemptAt: workflow.Now(ctx).Add(first)}
	}
	lctx := workflow.WithLocalActivityOptions(ctx, w.in.Tuning.webhookLocalAttemptOptions(webhookSummary(req)))
	for {
		if wait := r.NextAttemptAt.Sub(workflow.Now(ctx)); wait > 0 {
			// Not sending while asleep: the run may continue as new, carrying r.
			w.webhookRetry = r
			if err := workflow.Sleep(ctx, wait); err != nil {
				return e, err
			}
		}
		// No new attempt while a handover is due: the run hands over first,
		// carrying r, so a queue of slow webhooks never holds it back.
		w.webhookRetry = r
		if err := workflow.Await(ctx, func() bool { return !w.shouldContinueAsNew(ctx) }); err != nil {
			return e, err
		}
		if at, ok := w.queuedAt[req.Key]; ok && at == workflow.GetInfo(ctx).GetCurrentHistoryLength() {
			// Built in this very task: let the task be recorded first. The
			// next event (the swap's own next step, usually) starts the next
			// task; the 1 ms timer is there for when none comes.
			if _, err := workflow.AwaitWithTimeout(ctx, time.Millisecond, func() bool {
				return workflow.GetInfo(ctx).GetCurrentHistoryLength() > at
			}); err != nil {
				return e, err
			}
		}
		delete(w.queuedAt, req.Key)
		req.Attempt = r.Attempts + 1 // the receiver sees which send this is
		// The swap's status now: the swap API's list reads it from the
		// record even while later events wait behind this one.
		req.Current = &activities.StatusMark{Status: string(w.s.Status), Revision: w.s.Revision}
		w.sending = true
		err := workflow.ExecuteLocalActivity(lctx, a.NotifyWebhook, req).Get(ctx, nil)
		w.sending = false
		attempts := r.Attempts + 1
		var appErr *temporal.ApplicationError
		switch {
		case err == nil:
			e.Result = swap.EffectSucceeded
			return e, nil
		case errors.As(err, &appErr) && appErr.Type() == activities.ErrMerchantNoEndpoint:
			// Only a merchant's request (webhook-merchant-events) gets this.
			e.Result, e.Detail = WebhookSkipped, WebhookNoEndpoint
			return e, nil
		case errors.As(err, &appErr) && appErr.Type() == activities.ErrMerchantNotSubscribed:
			e.Result, e.Detail = WebhookSkipped, WebhookNotSubscribed
			return e, nil
		case errors.As(err, &appErr) && appErr.Type() == activities.ErrEndpointGone:
			if req.URL != "" {
				w.webhookGoneURL = req.URL
			}
			e.Result, e.Detail = swap.EffectFailed, WebhookEndpointGone
			return e, nil
		}
		delay, ok := webhook.Delay(schedule, req.Key, attempts)
		if !ok {
			e.Result, e.Detail = swap.EffectFailed, fmt.Sprintf("gave up after %d attempts: %s", attempts, rootMessage(err))
			return e, nil
		}
		if errors.As(err, &appErr) && appErr.Type() == activities.ErrWebhookRetryAfter {
			// The merchant asked for a pause: at least that, never more than
			// the schedule's longest interval (a receiver cannot park the
			// swap's notifications for longer than its outage would).
			delay = max(delay, min(appErr.NextRetryDelay(), slices.Max(schedule)))
		}
		r = &WebhookRetry{Key: req.Key, Attempts: attempts, NextAttemptAt: workflow.Now(ctx).Add(delay), LastError: rootMessage(err)}
		w.webhookRetry = r
		w.logger.Info("webhook attempt failed", "swapId", w.s.Terms.SwapID, "key", req.Key,
			"attempt", attempts, "retryIn", delay, "error", r.LastError)
	}
}

// webhookPayout is the payout a notification reports: nothing before the
// exchange filled; the asset and amount after; and once the payout
// succeeded, its transaction (an on-chain payout's hash) or the payout
// receiver's reference.
func webhookPayout(s *swap.Swap) *activities.WebhookPayout {
	if s.Fill == nil {
		return nil
	}
	// What is paid once the payout is scheduled (a fixed quote's promise, a
	// capped pay-fill), the fill before.
	p := &activities.WebhookPayout{Asset: s.Fill.Asset, AmountUnits: s.Fill.PaidUnits()}
	if p.Asset == "" {
		p.Asset = s.Terms.PayoutAsset
	}
	for _, e := range s.Effects {
		if e.Kind != swap.ActionSendPayout || e.Result != swap.EffectSucceeded || e.Detail == "" {
			continue
		}
		if isTxHash(e.Detail) {
			p.TxHash = e.Detail
		} else {
			p.Reference = e.Detail
		}
	}
	return p
}

// PublicQuote is the terms' quote as a merchant and a customer see it: on
// every notification and in the swap API's answers (one conversion for both).
func PublicQuote(q *swap.Quote) *webhook.EventQuote {
	if q == nil {
		return nil
	}
	out := &webhook.EventQuote{ID: q.ID, Source: q.Source, Kind: string(q.Kind), PayoutAsset: q.Asset,
		ExpectedOutUnits: q.ExpectedOutUnits, MinOutUnits: q.MinOutUnits, MaxOutUnits: q.MaxOutUnits}
	if q.ExpiresAt > 0 {
		t := time.Unix(q.ExpiresAt, 0).UTC()
		out.ExpiresAt = &t
	}
	return out
}

// isTxHash: 0x and 32 bytes of hex, as an on-chain payout's reference is.
func isTxHash(s string) bool {
	if len(s) != 66 || s[:2] != "0x" {
		return false
	}
	for _, c := range s[2:] {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}
