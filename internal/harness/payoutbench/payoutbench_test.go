package payoutbench

import (
	"context"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/testenv"
)

func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }

// The benchmark's short form: both sides pay every payment, and the sender
// does so with one row and one broadcast per payment (counts, not times).
func TestBenchShortForm(t *testing.T) {
	res, err := Run(context.Background(), Options{DatabaseURL: testenv.MigratedPostgresURL(t), Payments: 20, Trials: 1})
	require.NoError(t, err)
	require.Equal(t, 20, res.Rows, "one row per payment")
	require.Equal(t, 20, res.Broadcasts, "one broadcast per payment: nothing was stuck or replaced")
	require.Positive(t, res.SenderPerSec)
	require.Positive(t, res.CeilingPerSec)
	require.Positive(t, res.PeakRSSMiB, "VmHWM read")
	require.Positive(t, res.FirstStepRPCsMin, "the first step asks the chain before it signs")
	t.Logf("first step: %d–%d JSON-RPC calls; %d in the trial", res.FirstStepRPCsMin, res.FirstStepRPCsMax, res.RPCCalls)
}

// The batched form: every payment has its row, and fewer transactions than
// payments paid them (counts, not times).
func TestBenchShortFormBatched(t *testing.T) {
	res, err := Run(context.Background(), Options{DatabaseURL: testenv.MigratedPostgresURL(t), Payments: 40, Trials: 1, BatchSize: 100})
	require.NoError(t, err)
	require.Equal(t, 40, res.Rows, "one row per payment")
	require.Positive(t, res.Batches)
	require.Less(t, res.Batches, 40, "payments shared transactions")
	require.Positive(t, res.SenderPerSec)
	t.Logf("%d batches, %d broadcasts, %d JSON-RPC calls for 40 payments", res.Batches, res.Broadcasts, res.RPCCalls)
}
