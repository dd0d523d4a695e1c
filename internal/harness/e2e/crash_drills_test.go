package e2e

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/workflows"
)

// Crash drills: the worker is a subprocess killed with SIGKILL at a boundary;
// a new worker must finish every swap with exactly one effect per key and no
// delivery lost.

// deliveries counts every delivery the swap's ledger accounted for.
func deliveries(v workflows.StatusView) int {
	l := v.Ledger
	return l.Applied + l.AlreadyApplied + l.Duplicates + l.ConflictsTotal + l.RejectedTotal
}

func TestDrillKilledAfterWebhookAcceptedBeforeResponse(t *testing.T) {
	var (
		victim atomic.Pointer[process]
		killed atomic.Bool
	)
	// The merchant has recorded the notification; the worker never hears back.
	e := newEnv(t, providers.Config{AfterEffect: killWorkerAfterEffect(providers.ReceiverWebhook, &victim, &killed)})
	ctx := context.Background()
	id := uniqueSwapID("drill-webhook")
	in := swapInput(id)
	in.Tuning.ActivityTimeout = 3 * time.Second
	victim.Store(e.workerProcess())
	e.startSwap(in)
	require.NoError(t, e.signal(ctx, id, workflows.SignalDepositObserved, deposit(id, "obs-1", swap.DepositObserved)))
	require.Eventually(t, killed.Load, 30*time.Second, 20*time.Millisecond)
	e.workerProcess()
	require.NoError(t, e.signal(ctx, id, workflows.SignalDepositConfirmed, deposit(id, "conf-1", swap.DepositConfirmed)))

	e.waitSuccess(id)
	e.wantOneEffectPerKey(id, 4)
}

func TestDrillKilledDuringBurstOfDuplicateSignals(t *testing.T) {
	e := newEnv(t, providers.Config{})
	ctx := context.Background()
	id := uniqueSwapID("drill-burst")
	in := swapInput(id)
	in.Tuning.ActivityTimeout = 3 * time.Second
	first := e.workerProcess()
	e.startSwap(in)

	const senders, perSender = 5, 20
	var (
		wg   sync.WaitGroup
		sent atomic.Int64
	)
	for s := range senders {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range perSender {
				ev := deposit(id, "obs-1", swap.DepositObserved) // the same delivery, again and again
				name := workflows.SignalDepositObserved
				if i%4 == 3 {
					ev, name = deposit(id, fmt.Sprintf("conf-%d-%d", s, i), swap.DepositConfirmed), workflows.SignalDepositConfirmed
				}
				if assert.NoError(t, e.signal(ctx, id, name, ev)) {
					sent.Add(1)
				}
			}
		}()
	}
	require.Eventually(t, func() bool { return sent.Load() >= senders*perSender/3 }, 30*time.Second, time.Millisecond)
	first.kill() // mid-burst
	e.workerProcess()
	wg.Wait()

	v := e.waitSuccess(id)
	assert.Equal(t, int(sent.Load()), deliveries(v), "every signal accepted by the server is accounted for")
	assert.Equal(t, 2, v.Ledger.Applied, "one observation, one confirmation")
	e.wantOneEffectPerKey(id, 4)
}

func TestDrillKilledDuringContinueAsNew(t *testing.T) {
	e := newEnv(t, providers.Config{})
	ctx := context.Background()
	id := uniqueSwapID("drill-can")
	in := swapInput(id)
	in.Tuning.ActivityTimeout = 3 * time.Second
	in.Tuning.ContinueAsNewAfter = 40 // hand over to a new run every few dozen events
	first := e.workerProcess()
	run := e.startSwap(in)
	firstRun := run.GetRunID()

	require.NoError(t, e.signal(ctx, id, workflows.SignalDepositObserved, deposit(id, "obs-1", swap.DepositObserved)))
	sent := 1
	// Duplicates grow history until the run continues as new; the worker dies
	// as soon as the new run exists.
	for i := 0; ; i++ {
		require.Less(t, i, 500, "the swap never continued as new")
		require.NoError(t, e.signal(ctx, id, workflows.SignalDepositObserved, deposit(id, "obs-1", swap.DepositObserved)))
		sent++
		d, err := e.cl.DescribeWorkflowExecution(ctx, id, "")
		require.NoError(t, err)
		if d.GetWorkflowExecutionInfo().GetExecution().GetRunId() != firstRun {
			first.kill()
			break
		}
	}
	e.workerProcess()
	for range 20 { // more duplicates across the next runs
		require.NoError(t, e.signal(ctx, id, workflows.SignalDepositObserved, deposit(id, "obs-1", swap.DepositObserved)))
		sent++
	}
	// The confirmation comes last: once it applies, the swap may finish at
	// once, and a signal to a finished swap is refused by the server.
	r, err := swapclient.Confirm(ctx, e.cl, deposit(id, "conf-1", swap.DepositConfirmed))
	require.NoError(t, err)
	assert.Equal(t, swap.Applied, r.Outcome)
	sent++

	v := e.waitSuccess(id)
	assert.Greater(t, v.Runs, 1, "the swap continued as new")
	assert.Equal(t, sent, deliveries(v), "the ledger carried every delivery across runs")
	assert.Equal(t, sent-2, v.Ledger.Duplicates)
	e.wantOneEffectPerKey(id, 4)
}
