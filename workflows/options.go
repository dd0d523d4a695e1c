package workflows

import (
	"fmt"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/webhook"
)

// Tuning overrides the defaults below; zero fields keep them. Tests shorten
// timeouts so that a killed worker's activity is retried quickly.
type Tuning struct {
	// ActivityTimeout is the start-to-close timeout of one effect attempt.
	ActivityTimeout time.Duration `json:"activityTimeout,omitempty"`
	// MaxAttempts bounds retries of one money effect. (Webhooks follow
	// WebhookSchedule.)
	MaxAttempts int32 `json:"maxAttempts,omitempty"`
	// WebhookSchedule is the delay before each delivery attempt of one webhook,
	// measured from the end of the previous attempt, each with a deterministic
	// ±10 % jitter; its length is the number of attempts. Empty: the Standard
	// Webhooks schedule, webhook.DefaultSchedule.
	WebhookSchedule []time.Duration `json:"webhookSchedule,omitempty"`
	// ContinueAsNewAfter is the history length at which a run hands over to a new one.
	ContinueAsNewAfter int `json:"continueAsNewAfter,omitempty"`
	// RoundDelay is the wait before a money effect's second round of attempts,
	// doubling for each further round, at most ten times it.
	RoundDelay time.Duration `json:"roundDelay,omitempty"`
}

// Bounds of Tuning, so a start cannot make a swap spin (continue as new from
// its first task), retry for ever or outgrow a run.
const (
	minActivityTimeout    = time.Second
	maxActivityTimeout    = 10 * time.Minute
	maxMaxAttempts        = 100
	maxWebhookAttempts    = 20
	maxWebhookDelay       = 24 * time.Hour
	minContinueAsNewAfter = 10 // a run's first task alone writes about eight events
	maxContinueAsNewAfter = 40_000
	minRoundDelay         = time.Second
	maxRoundDelay         = time.Hour
)

// Validate names the first Tuning field out of its bounds; zero keeps a default.
func (t Tuning) Validate() error {
	bad := func(field, format string, args ...any) error {
		return &swap.FieldError{Field: "tuning." + field, Reason: fmt.Sprintf(format, args...)}
	}
	switch {
	case t.ActivityTimeout != 0 && (t.ActivityTimeout < minActivityTimeout || t.ActivityTimeout > maxActivityTimeout):
		return bad("activityTimeout", "must be between %s and %s, got %s", minActivityTimeout, maxActivityTimeout, t.ActivityTimeout)
	case t.MaxAttempts < 0 || t.MaxAttempts > maxMaxAttempts:
		return bad("maxAttempts", "must be between 1 and %d, got %d", maxMaxAttempts, t.MaxAttempts)
	case len(t.WebhookSchedule) > maxWebhookAttempts:
		return bad("webhookSchedule", "has more than %d attempts", maxWebhookAttempts)
	case t.ContinueAsNewAfter != 0 && (t.ContinueAsNewAfter < minContinueAsNewAfter || t.ContinueAsNewAfter > maxContinueAsNewAfter):
		return bad("continueAsNewAfter", "must be between %d and %d events, got %d", minContinueAsNewAfter, maxContinueAsNewAfter, t.ContinueAsNewAfter)
	case t.RoundDelay != 0 && (t.RoundDelay < minRoundDelay || t.RoundDelay > maxRoundDelay):
		return bad("roundDelay", "must be between %s and %s, got %s", minRoundDelay, maxRoundDelay, t.RoundDelay)
	}
	for i, d := range t.WebhookSchedule {
		if d < 0 || d > maxWebhookDelay {
			return bad(fmt.Sprintf("webhookSchedule[%d]", i), "must be between 0 and %s, got %s", maxWebhookDelay, d)
		}
	}
	return nil
}

// The retry policies, in one place.
//
// Money effects (exchange, payout, refund): 30 s per attempt, MaxAttempts (12)
// attempts in all, run by the workflow in rounds of roundAttempts (3) — one
// activity each, backoff 1 s ×2 — with a durable timer between rounds (1 min,
// doubling, at most 10 min; Tuning.RoundDelay). A run can hand over to the next between rounds or
// by cancelling a round in flight, so continue-as-new never waits on a slow
// receiver. Every attempt sends the same idempotency key, so a retry after a
// lost response gets the stored result. Provider declines, 422, 401/403 and
// the other final 4xx are non-retryable (the activity marks them; 408, 409,
// 425 and 429 are retried, after Retry-After; docs/architecture.md, "Receiver
// answers"); when attempts run out the effect becomes an open item for a
// person, never silently dropped. Payouts and refunds: the 30 s is their
// heartbeat timeout and an attempt may run 30 min (withPaymentTimeouts), for
// the on-chain route's wait for finality.
//
// Webhooks: each delivery attempt is one local activity execution (10 s, no
// Temporal retry); between attempts the workflow sleeps on a durable timer for
// the Standard Webhooks schedule — immediately, 5 s, 5 min, 30 min, 2 h, 5 h,
// 10 h, 10 h — each delay ±10 % jitter derived from the webhook-id and attempt
// (package webhook), so replays agree and simultaneous failures spread out. A
// 2xx ends the delivery; a 410 ends it and disables the endpoint for the rest
// of the swap. A webhook that exhausts the schedule is recorded as failed in
// the swap's effects; it never blocks or reverses the swap.
const (
	defaultActivityTimeout    = 30 * time.Second
	defaultMaxAttempts        = 12
	defaultContinueAsNewAfter = 10_000
	defaultRoundDelay         = time.Minute
	roundAttempts             = 3
	// maxQueuedWebhooks bounds undelivered notifications (boundWebhookQueue).
	maxQueuedWebhooks = 32
)

// clamped brings each field within its bounds: a continued run's carried
// tuning is not validated again, and a handover must never fail on it.
func (t Tuning) clamped() Tuning {
	clamp := func(v, lo, hi int) int {
		if v == 0 {
			return 0
		}
		return max(lo, min(v, hi))
	}
	if t.ActivityTimeout != 0 {
		t.ActivityTimeout = max(minActivityTimeout, min(t.ActivityTimeout, maxActivityTimeout))
	}
	if t.RoundDelay != 0 {
		t.RoundDelay = max(minRoundDelay, min(t.RoundDelay, maxRoundDelay))
	}
	t.MaxAttempts = int32(clamp(int(t.MaxAttempts), 1, maxMaxAttempts))
	t.ContinueAsNewAfter = clamp(t.ContinueAsNewAfter, minContinueAsNewAfter, maxContinueAsNewAfter)
	if len(t.WebhookSchedule) > maxWebhookAttempts {
		t.WebhookSchedule = t.WebhookSchedule[:maxWebhookAttempts]
	}
	for i, d := range t.WebhookSchedule {
		t.WebhookSchedule[i] = max(0, min(d, maxWebhookDelay))
	}
	return t
}

// paymentAttemptTimeout bounds one attempt of a payout or refund. On the
// on-chain route (activities/onchain.go) an attempt waits, heartbeating, for
// the payment to be FinalityDepth blocks deep: ~15 min covers Ethereum
// mainnet's finality with room. An attempt that does not finish in it
// returns "not final yet" and the next resumes the same payment.
const paymentAttemptTimeout = 30 * time.Minute

// withPaymentTimeouts turns a payout's or refund's options into ones that let
// an on-chain attempt wait for finality in one attempt: HeartbeatTimeout
// takes the attempt timeout (so a dead worker is noticed within it) and
// StartToCloseTimeout grows to paymentAttemptTimeout. An HTTP attempt does
// not heartbeat: its heartbeat timeout ends it exactly when the attempt
// timeout would, and the activity bounds its own call by it
// (activities.attemptContext). Replay compares activity type and ID, not
// these timeouts.
func withPaymentTimeouts(ctx workflow.Context) workflow.Context {
	o := workflow.GetActivityOptions(ctx)
	if o.StartToCloseTimeout <= 0 || o.HeartbeatTimeout > 0 {
		return ctx
	}
	o.HeartbeatTimeout = o.StartToCloseTimeout
	o.StartToCloseTimeout = max(o.StartToCloseTimeout, paymentAttemptTimeout)
	return workflow.WithActivityOptions(ctx, o)
}

// roundOptions run one round of a money effect's attempts.
func (t Tuning) roundOptions() workflow.ActivityOptions {
	o := t.effectOptions()
	o.RetryPolicy.MaximumAttempts = min(roundAttempts, t.maxAttempts())
	return o
}

// rounds is how many rounds make MaxAttempts attempts.
func (t Tuning) rounds() int {
	return int((t.maxAttempts() + roundAttempts - 1) / roundAttempts)
}

// roundDelay is the wait before round n+1 (n ≥ 0 rounds done): RoundDelay
// (default 1 min), doubling, at most ten times RoundDelay.
func (t Tuning) roundDelay(n int) time.Duration {
	base := t.RoundDelay
	if base == 0 {
		base = defaultRoundDelay
	}
	return min(base<<min(n, 4), 10*base)
}

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

// webhookLocalAttemptOptions run one delivery attempt as a local activity:
// the schedule, not Temporal, decides when the next one runs.
func (t Tuning) webhookLocalAttemptOptions(summary string) workflow.LocalActivityOptions {
	return workflow.LocalActivityOptions{
		StartToCloseTimeout: t.webhookTimeout(),
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 1},
		Summary:             summary,
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
