package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/workflows"
)

// Finding 12 on the real server: a worker run with its defaults refuses to
// deliver webhooks to a loopback receiver. The refusal is the delivery's
// result in the swap's status, nothing reaches the receiver, and the swap
// itself goes on.
func TestWorkerRefusesWebhooksToLoopbackByDefault(t *testing.T) {
	t.Setenv("WEBHOOK_ALLOW_PRIVATE", "") // the default, whatever the dev env exports
	e := newEnv(t, providers.Config{})
	e.stoppableWorker() // no -webhook-allow-private
	ctx := context.Background()
	id := uniqueSwapID("webhook-policy")
	in := swapInput(id)
	in.Tuning.WebhookSchedule = []time.Duration{0} // one attempt: the result is final at once
	e.startSwap(in)
	require.NoError(t, e.cl.SignalWorkflow(ctx, id, "", workflows.SignalDepositObserved, deposit(id, "obs-1", swap.DepositObserved)))
	e.waitStatus(id, swap.StatusDeposit)

	var hook swap.Effect
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		v, err := swapclient.Status(ctx, e.cl, id)
		if !assert.NoError(c, err) {
			return
		}
		for _, ef := range v.Effects {
			if ef.Kind == "webhook" {
				hook = ef
			}
		}
		assert.NotEmpty(c, hook.Key)
	}, 30*time.Second, 50*time.Millisecond)
	assert.Equal(t, swap.EffectFailed, hook.Result)
	assert.Contains(t, hook.Detail, "webhook URL refused")
	assert.Contains(t, hook.Detail, "address 127.0.0.1 is loopback")
	for k := range e.effects() {
		assert.False(t, strings.HasPrefix(k, "webhook/") && strings.Contains(k, id), "delivered: %s", k)
	}
}
