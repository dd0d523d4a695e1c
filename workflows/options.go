package workflows

import (
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// Tuning overrides the defaults below; zero fields keep them. Tests shorten
// timeouts so that a killed worker's activity is retried quickly.
type Tuning struct {
	// ActivityTimeout is the start-to-close timeout of one effect attempt.
	ActivityTimeout time.Duration `json:"activityTimeout,omitempty"`
	// MaxAttempts bounds retries of one effect (and of one webhook).
	MaxAttempts int32 `json:"maxAttempts,omitempty"`
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
// Webhooks: 10 s per attempt, backoff 2 s ×2 up to 5 min, 12 attempts. A 410
// stops delivery at once. A webhook that exhausts its attempts is recorded as
// failed in the swap's effects; it never blocks or reverses the swap.
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

func (t Tuning) webhookOptions() workflow.ActivityOptions {
	timeout := t.ActivityTimeout
	if timeout == 0 || timeout > 10*time.Second {
		timeout = 10 * time.Second
	}
	return workflow.ActivityOptions{
		StartToCloseTimeout: timeout,
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
