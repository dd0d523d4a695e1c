package swapworker

import (
	"context"
	"errors"

	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/interceptor"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/activities"
)

// effectReceivers names the receiver of each effect activity: the label of
// swapengine_effects_total and of the attempt's log line.
var effectReceivers = map[string]string{
	"StartExchange": "exchange",
	"SendPayout":    "payout",
	"Refund":        "refund",
	"NotifyWebhook": "webhook",
}

// observeEffects logs every attempt of an effect with its idempotency key and
// outcome and counts it by receiver and outcome, so a dashboard shows which
// receiver is refusing or failing and a log search by key finds every attempt.
type observeEffects struct {
	interceptor.WorkerInterceptorBase
}

func (*observeEffects) InterceptActivity(ctx context.Context, next interceptor.ActivityInboundInterceptor) interceptor.ActivityInboundInterceptor {
	a := &effectActivity{}
	a.Next = next
	return a
}

type effectActivity struct {
	interceptor.ActivityInboundInterceptorBase
}

func (a *effectActivity) ExecuteActivity(ctx context.Context, in *interceptor.ExecuteActivityInput) (any, error) {
	info := activity.GetInfo(ctx)
	receiver, ok := effectReceivers[info.ActivityType.Name]
	if !ok {
		return a.Next.ExecuteActivity(ctx, in)
	}
	res, err := a.Next.ExecuteActivity(ctx, in)
	outcome := EffectOutcome(err)
	activity.GetMetricsHandler(ctx).WithTags(map[string]string{"receiver": receiver, "outcome": outcome}).Counter("effects").Inc(1)
	kv := []any{"receiver", receiver, "key", keyOf(in.Args), "attempt", info.Attempt, "outcome", outcome}
	if err != nil {
		activity.GetLogger(ctx).Warn("effect attempt failed", append(kv, "error", err)...)
	} else {
		activity.GetLogger(ctx).Info("effect done", kv...)
	}
	return res, err
}

// EffectOutcome classifies an effect attempt's result as the dashboards show
// it: done, rejected (a stored decline), conflict (key reused with another
// body), bad_request, auth (the receiver refused the worker's credentials),
// gone (webhook endpoint), interrupted (worker stopped),
// cancelled, or retry (the receiver was unavailable; the same key is retried).
func EffectOutcome(err error) string {
	if err == nil {
		return "done"
	}
	var app *temporal.ApplicationError
	if errors.As(err, &app) {
		switch app.Type() {
		case activities.ErrProviderRejected:
			return "rejected"
		case activities.ErrIdempotencyConflict:
			return "conflict"
		case activities.ErrBadRequest:
			return "bad_request"
		case activities.ErrProviderAuth:
			return "auth"
		case activities.ErrEndpointGone:
			return "gone"
		case ErrWorkerShutdown:
			return "interrupted"
		}
	}
	if errors.Is(err, context.Canceled) {
		return "cancelled"
	}
	return "retry"
}

func keyOf(args []any) string {
	for _, a := range args {
		switch r := a.(type) {
		case activities.ExchangeRequest:
			return r.Key
		case activities.PayoutRequest:
			return r.Key
		case activities.RefundRequest:
			return r.Key
		case activities.WebhookRequest:
			return r.Key
		}
	}
	return ""
}
