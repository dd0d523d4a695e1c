package devcli

import (
	"bytes"
	"context"
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/swapbench"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/workflows"
)

// The short form of `swapdev bench`: the command's own code path end to end
// (stack from the environment, workers built and started as subprocesses,
// every figure, the JSON report and the chart) with tiny counts. It checks
// what the report says happened — every swap succeeded with one effect per
// key, every delivery was counted with its outcome, the flood's swap ended
// with one effect per key, a median of three trials, a peak RSS for each
// worker — never how long anything took.
func TestStarterBenchShortForm(t *testing.T) {
	t.Setenv("DATABASE_URL", testenv.MigratedPostgresURL(t))
	t.Setenv("TEMPORAL_ADDRESS", testenv.TemporalAddress(t))
	t.Setenv("TEMPORAL_NAMESPACE", "default")
	dir := t.TempDir()
	report, chart := filepath.Join(dir, "report.json"), filepath.Join(dir, "chart.png")
	const flood = 30
	var out bytes.Buffer
	err := operator.Main(context.Background(), []string{"bench", "-sizes", "2,4", "-workers", "1,2", "-trials", "3", "-concurrency", "4",
		"-flood", "30", "-api-swaps", "3", "-checkout-pollers", "4", "-checkout-duration", "1s", "-payout-latency", "3", "-scan-blocks", "12", "-scan-deposits", "60", "-scan-runs", "3", "-scan-sizes", "6,12", "-scan-depths", "1,2",
		"-scan-sparse-blocks", "300", "-scan-sparse-deposits", "3", "-scan-sparse-max-range", "30", "-scan-sparse-latency", "1ms",
		"-o", report, "-chart", chart}, &out)
	require.NoError(t, err, out.String())

	data, err := os.ReadFile(report)
	require.NoError(t, err)
	var rep swapbench.Report
	require.NoError(t, json.Unmarshal(data, &rep))

	// Sizes 2 and 4 with one worker, the largest also with two.
	require.Len(t, rep.Pipeline, 3)
	want := [][2]int{{1, 2}, {1, 4}, {2, 4}}
	for i, f := range rep.Pipeline {
		assert.Equal(t, want[i], [2]int{f.Workers, f.Swaps}, "figure %d", i)
		require.Len(t, f.Trials, 3)
		assert.Equal(t, 3*f.Swaps, f.Succeeded, "every swap of every trial succeeded")
		assert.Equal(t, 6, f.EffectsPerSwap, "exchange, payout and 4 webhooks")
		assert.Equal(t, 1, f.MaxPerKey, "no effect performed twice")
		assert.Positive(t, f.SwapsPerSec)
		assert.Positive(t, f.CeilingPerSec)
		assert.InDelta(t, f.SwapsPerSec/f.CeilingPerSec, f.Ratio, 1e-9)
		assert.Positive(t, f.LatencyP50Ms)
		assert.GreaterOrEqual(t, f.LatencyP99Ms, f.LatencyP50Ms)
		assert.Positive(t, f.WorkerPeakRSS)
		assert.Positive(t, f.CeilingPeakRSS)
	}

	// Swap creation through the swap API against direct starts: every create
	// of every trial answered with its instructions, recorded and started,
	// and every swap (both paths) found and ended after its trial.
	a := rep.API
	require.NotNil(t, a, "the API figure ran")
	assert.Equal(t, [2]int{1, 3}, [2]int{a.Workers, a.Swaps})
	require.Len(t, a.Trials, 3)
	assert.Equal(t, 9, a.APICreated)
	assert.Equal(t, 9, a.APIRecorded)
	assert.Equal(t, 9, a.DirectCreated)
	assert.Equal(t, 18, a.Terminated)
	assert.Positive(t, a.APIPerSec)
	assert.Positive(t, a.DirectPerSec)
	assert.InDelta(t, a.APIPerSec/a.DirectPerSec, a.Ratio, 1e-9)
	assert.GreaterOrEqual(t, a.APIP99Ms, a.APIP50Ms)
	assert.Positive(t, a.APIP50Ms)
	// Checkout polls: answered (served or limited, nothing else), against the ceiling.
	c := a.Checkout
	require.NotNil(t, c, "the checkout figure ran")
	assert.Equal(t, 4, c.Pollers)
	assert.Positive(t, c.ServedPerSec)
	assert.InDelta(t, c.ServedPerSec+c.LimitedPerSec, c.PolledPerSec, 1e-6)
	assert.Positive(t, c.DirectPerSec)
	assert.InDelta(t, c.ServedPerSec/c.DirectPerSec, c.Ratio, 1e-9)
	assert.Positive(t, c.APICPUMsPer1000)
	assert.Positive(t, a.APIPeakRSS)
	assert.Contains(t, out.String(), "| ratio, API ÷ direct (target ≥ 0.8) |")

	fl := rep.Flood
	require.NotNil(t, fl)
	require.Len(t, fl.Phases, 4)
	for _, p := range fl.Phases {
		assert.Equal(t, flood, p.Deliveries)
		assert.Positive(t, p.PerSec)
		assert.Positive(t, p.CeilingPerSec)
		if p.Channel == "update" {
			outcome := "already-applied"
			if p.Kind == "duplicate" {
				outcome = "duplicate-delivery"
			}
			assert.Equal(t, map[string]int{outcome: flood}, p.Outcomes, "%s %s", p.Channel, p.Kind)
		}
	}
	assert.Equal(t, "success", string(fl.Status))
	assert.Equal(t, 2, fl.Applied, "the observation and the first confirmation")
	assert.Equal(t, 2*flood, fl.Duplicates)
	assert.Equal(t, 2*flood, fl.AlreadyApplied)
	assert.Len(t, fl.Effects, 6)
	for k, n := range fl.Effects {
		assert.Equal(t, 1, n, k)
	}
	// The server lets a run take workflows.ServerSignalsPerRun signals, and
	// the swap hands over when it has them (history-bound).
	assert.Equal(t, workflows.ServerSignalsPerRun, fl.MaxSignalsPerRun, "runs took the server's signals per run, no more")
	assert.Positive(t, fl.WorkerPeakRSS)

	p := rep.Payout
	require.NotNil(t, p)
	assert.Len(t, p.FinalToBroadcastMs, 3, "every swap paid out on chain (each waited for its swap to succeed)")
	assert.Len(t, p.Physical, 3)
	assert.Equal(t, 3, p.Broadcasts, "one broadcast per payout: nothing stuck or replaced")
	assert.GreaterOrEqual(t, p.P99Ms, p.P50Ms)
	assert.Positive(t, p.WorkerPeakRSS)

	s := rep.Scanner
	require.NotNil(t, s)
	assert.Equal(t, 60, s.Median.Deposits)
	require.Len(t, s.Runs, 3)
	for d, n := range s.Reorg {
		assert.LessOrEqual(t, n, d+3, "depth %d", d)
	}
	require.NotNil(t, s.Sparse, "the sparse catch-up ran")
	assert.Equal(t, 3, s.Sparse.Deposits)
	assert.LessOrEqual(t, s.Sparse.Scanner.Calls["eth_getBlockByNumber"], 3+128+12+30, "headers of deposit blocks and the windows, not of every block")
	assert.Contains(t, out.String(), "Sparse catch-up: 300 blocks")

	f, err := os.Open(chart)
	require.NoError(t, err)
	defer f.Close()
	_, err = png.Decode(f)
	require.NoError(t, err)
	assert.Contains(t, out.String(), "| **median** |")
}
