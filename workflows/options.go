package workflows

import (
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"swapengine/internal/webhook"
)

// Tuning overrides the defaults below; zero fields keep them. Tests shorten
// timeouts so that a killed worker's activity is retried quickly.
type Tuning struct {
	// ActivityTimeout is the start-to-close timeout of one effect attempt.
	ActivityTimeout time.Duration `json:"activityTimeout,omitempty"`
	// MaxAttempts bounds retries of one money effect. (Webhooks follow
	// WebhookSchedule; only runs recorded before it existed retry webhooks up
	// to MaxAttempts.)
	MaxAttempts int32 `json:"maxAttempts,omitempty"`
	// WebhookSchedule is the delay before each delivery attempt of one webhook,
	// measured from the end of the previous attempt, each with a deterministic
	// ±10 % jitter; its length is the number of attempts. Empty: the Standard
	// Webhooks schedule, webhook.DefaultSchedule.
	WebhookSchedule []time.Duration `json:"webhookSchedule,omitempty"`
	// ContinueAsNewAfter is the history length at which a run hands over to a new one.
	ContinueAsNewAfter int `json:"continueAsNewAfter,omitempty"`
}

// The retry policies, in one place.
//
// Money effects (exchange, payout, refund): 30 s per attempt, backoff 1 s ×2 up
// to 1 min, 12 attempts (≈8 min). Every attempt sends the same idempotency key,
// so a retry after a lost response gets the stored result. Provider declines,
// 422 key conflicts and other 4xx are non-retryable (the activity marks them);
// when attempts run out the swap is held for a person, never silently dropped.
//
// Webhooks: each delivery attempt is one activity execution (10 s, no
// Temporal retry); between attempts the workflow sleeps on a durable timer for
// the Standard Webhooks schedule — immediately, 5 s, 5 min, 30 min, 2 h, 5 h,
// 10 h, 10 h — each delay ±10 % jitter derived from the webhook-id and attempt
// (internal/webhook), so replays agree and simultaneous failures spread out. A
// 2xx ends the delivery; a 410 ends it and disables the endpoint for the rest
// of the swap. A webhook that exhausts the schedule is recorded as failed in
// the swap's effects; it never blocks or reverses the swap.
const (
	defaultActivityTimeout    = 30 * time.Second
	defaultMaxAttempts        = 12
	defaultContinueAsNewAfter = 10_000
)

func (t Tuning) effectOptions() workflow.ActivityOptions {
	timeout := t.ActivityTimeout
	if timeout == 0 {
		timeout = defaultActivityTimeout
	}
	return workflow.ActivityOptions{
		StartToCloseTimeout: timeout,
		RetryPolicy: &temporal.RetryPolicy{
			InitialInterval:    time.Second,
			BackoffCoefficient: 2,
			MaximumInterval:    time.Minute,
			MaximumAttempts:    t.maxAttempts(),
		},
	}
}

// webhookAttemptOptions run one delivery attempt: the schedule, not Temporal,
// decides whether and when there is another.
func (t Tuning) webhookAttemptOptions() workflow.ActivityOptions {
	return workflow.ActivityOptions{
		StartToCloseTimeout: t.webhookTimeout(),
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 1},
	}
}

func (t Tuning) webhookSchedule() []time.Duration {
	if len(t.WebhookSchedule) > 0 {
		return t.WebhookSchedule
	}
	return webhook.DefaultSchedule()
}

func (t Tuning) webhookTimeout() time.Duration {
	timeout := t.ActivityTimeout
	if timeout == 0 || timeout > 10*time.Second {
		timeout = 10 * time.Second
	}
	return timeout
}

// legacyWebhookOptions are the webhook retries of runs recorded before the
// delivery schedule (version DefaultVersion of "webhook-schedule"): Temporal
// retries one activity, backoff 2 s ×2 up to 5 min, MaxAttempts attempts.
func (t Tuning) legacyWebhookOptions() workflow.ActivityOptions {
	return workflow.ActivityOptions{
		StartToCloseTimeout: t.webhookTimeout(),
		RetryPolicy: &temporal.RetryPolicy{
			InitialInterval:    2 * time.Second,
			BackoffCoefficient: 2,
			MaximumInterval:    5 * time.Minute,
			MaximumAttempts:    t.maxAttempts(),
		},
	}
}

func (t Tuning) maxAttempts() int32 {
	if t.MaxAttempts > 0 {
		return t.MaxAttempts
	}
	return defaultMaxAttempts
}

func (t Tuning) continueAsNewAfter() int {
	if t.ContinueAsNewAfter > 0 {
		return t.ContinueAsNewAfter
	}
	return defaultContinueAsNewAfter
}
