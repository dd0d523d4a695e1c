package e2e

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"

	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/workflows"
)

// A reorg removes a swap's final deposit while its exchange waits for the
// receiver to come back (issue 15 item 1). On the real server: the swap is
// held, the exchange never reaches the receiver while it is, a resume
// without force is refused, and a forced one completes the swap with one
// effect per key. RECORD_HISTORY_DIR writes its history for the replay test.
func TestAFinalityViolationHoldsEffectsUntilAForcedResume(t *testing.T) {
	x := startWithExchangeDown(t, "hold-violation")
	e, ctx := x.env, context.Background()
	block := "0x" + "ab12000000000000000000000000000000000000000000000000000000000007"
	inBlock := func(ev swap.Event) swap.Event { ev.BlockHash, ev.BlockNumber = block, 7; return ev }
	// startWithExchangeDown sent the deposit without its block; send it in its block.
	require.NoError(t, e.cl.SignalWorkflow(ctx, x.id, "", workflows.SignalDepositConfirmed, inBlock(deposit(x.id, "conf-b", swap.DepositConfirmed))))
	require.Eventually(t, func() bool { return x.refused.Load() > 0 }, 30*time.Second, 20*time.Millisecond)
	require.NoError(t, e.cl.SignalWorkflow(ctx, x.id, "", workflows.SignalDepositReorged, inBlock(deposit(x.id, "reorg-b", swap.DepositReorged))))
	e.waitStatus(x.id, swap.StatusHeld)

	// A round already in flight at the hold ends (refused); after that, with
	// rounds due every second, none may be sent while the swap is held.
	quiet := func() int64 {
		last := x.refused.Load()
		for {
			time.Sleep(3 * time.Second)
			now := x.refused.Load()
			if now == last {
				return now
			}
			last = now
		}
	}
	refused := quiet()
	time.Sleep(3 * time.Second)
	v, err := swapclient.Status(ctx, e.cl, x.id)
	require.NoError(t, err)
	assert.Equal(t, swap.StatusHeld, v.Status)
	assert.Equal(t, swap.HoldFinalityViolation, v.HoldCode)
	assert.Len(t, v.Pending, 1)
	assert.Equal(t, refused, x.refused.Load(), "an exchange round was sent while the swap was held")
	x.down.Store(false)

	resolve := func(force bool) error {
		h, err := e.cl.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
			UpdateID: "resume-" + map[bool]string{false: "plain", true: "forced"}[force], WorkflowID: x.id, UpdateName: workflows.UpdateResolveHold,
			Args:         []any{workflows.ResolveHoldRequest{Action: swap.ResolveResume, Force: force, Note: "the deposit was re-mined in the next block"}},
			WaitForStage: client.WorkflowUpdateStageCompleted,
		})
		if err == nil {
			var r swap.Result
			err = h.Get(ctx, &r)
		}
		return err
	}
	require.ErrorContains(t, resolve(false), "force")
	require.NoError(t, resolve(true))
	v = e.waitSuccess(x.id)
	e.wantOneEffectPerKey(x.id, int(v.Revision))
	if dir := os.Getenv("RECORD_HISTORY_DIR"); dir != "" {
		e.recordRun(x.id, "", dir)
	}
}
