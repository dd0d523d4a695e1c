package e2e

import (
	"context"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/api/workflowservice/v1"

	"github.com/swapengine/swapengine/internal/harness/devstack"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/workflows"
)

// TestSwapThroughTheStackUnderTheSuite runs one swap to success and says what
// it ran on. On the production tier (TEMPORAL_STACK=production or cluster,
// scripts/test.sh) it also checks the stack is the one the tier claims: the
// server answering is the release deploy/temporal/versions.env pins (the one
// compose runs), and under "cluster" the frontend, history, matching and
// internal worker services are four live processes through which the swap
// went.
func TestSwapThroughTheStackUnderTheSuite(t *testing.T) {
	e := newEnv(t, providers.Config{})
	e.startWorker()
	ctx := context.Background()

	info, err := e.cl.WorkflowService().GetClusterInfo(ctx, &workflowservice.GetClusterInfoRequest{})
	require.NoError(t, err)
	prod := testenv.ProductionStack(t)
	t.Logf("TEMPORAL_STACK=%s: Temporal server %s (%d history shards)", testenv.Stack(), info.GetServerVersion(), info.GetHistoryShardCount())
	if prod != nil {
		root, err := filepath.Abs("../../..")
		require.NoError(t, err)
		want, err := devstack.ReadStackVersions(root)
		require.NoError(t, err)
		assert.Equal(t, want.Server, info.GetServerVersion(), "the server under the production tier is versions.env's release")
		if testenv.Stack() == testenv.StackCluster {
			pids := map[int]bool{}
			for _, svc := range devstack.ServerServices {
				proc, ok := prod.Procs["temporal-"+svc]
				require.True(t, ok, "no process for the %s service", svc)
				pids[proc.PID] = true
			}
			assert.Len(t, pids, len(devstack.ServerServices), "one process per service")
		}
	}

	id := uniqueSwapID("e2e-stack")
	run := e.startSwap(swapInput(id))
	require.NoError(t, e.cl.SignalWorkflow(ctx, id, "", workflows.SignalDepositObserved, deposit(id, "obs-1", swap.DepositObserved)))
	e.waitStatus(id, swap.StatusDeposit)
	r, err := swapclient.Confirm(ctx, e.cl, deposit(id, "obs-1:conf", swap.DepositConfirmed))
	require.NoError(t, err)
	assert.Equal(t, swap.Applied, r.Outcome)
	require.NoError(t, run.Get(ctx, nil))
	e.waitSuccess(id)
	e.wantOneEffectPerKey(id, 4)

	// Every service process was alive for the whole swap.
	if prod != nil {
		for name, proc := range prod.Procs {
			assert.NoError(t, syscall.Kill(proc.PID, 0), "%s (pid %d) is gone", name, proc.PID)
		}
	}
}
