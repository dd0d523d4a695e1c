package scanbench_test

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/devcli"
	"github.com/swapengine/swapengine/internal/harness/scanbench"
	"github.com/swapengine/swapengine/internal/harness/soak"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/tclient"
)

func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }

// The short form of `swapdev bench-scan`: the same code on a small chain.
// It checks what the benchmark reports (every deposit recorded, the
// recovery bound, a chart), never how long anything took.
func TestBenchShortForm(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	bin, err := soak.BuildWorker(ctx, dir)
	require.NoError(t, err)
	res, err := scanbench.Bench(ctx, scanbench.Options{
		Blocks: 60, Deposits: 300, Runs: 3, Sizes: []int{30, 60}, Depths: []int{1, 2, 4},
		DatabaseURL: testenv.MigratedPostgresURL(t), Temporal: tclient.Config{Address: testenv.TemporalAddress(t), Namespace: "default"},
		WorkerBin: bin, Dir: dir,
	})
	require.NoError(t, err)
	require.Len(t, res.Runs, 3)
	for _, r := range res.Runs {
		assert.Equal(t, 300, r.Deposits)
		assert.Positive(t, r.CatchUp)
		assert.Positive(t, r.PeakRSS)
		assert.Positive(t, r.Rows)
		assert.Positive(t, r.Drain, "the outbox drain was measured")
		assert.Positive(t, r.BusyCores, "the machine's CPU was read")
		assert.Equal(t, r.Rows, r.Parked, "every row of a swap with no workflow ends parked")
	}
	for d, n := range res.Reorg {
		assert.LessOrEqual(t, n, d+3, "depth %d", d)
	}
	require.Len(t, res.Sizes, 2)
	var buf bytes.Buffer
	require.NoError(t, devcli.ThroughputChart(&buf, res))
	_, err = png.Decode(&buf)
	require.NoError(t, err)
	assert.Contains(t, devcli.Report(res), "| **median** |")
}

// The short form of `swapdev bench-scan -two-chains`: every deposit of both
// chains recorded in each catch-up (TwoChains checks it), the calls counted
// at the endpoints, and the cross-check adding reads at each final block.
func TestTwoChainsShortForm(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	bin, err := soak.BuildWorker(ctx, dir)
	require.NoError(t, err)
	res, err := scanbench.TwoChains(ctx, scanbench.TwoChainOptions{
		Blocks: 60, Deposits: 120,
		DatabaseURL: testenv.MigratedPostgresURL(t), Temporal: tclient.Config{Address: testenv.TemporalAddress(t), Namespace: "default"},
		WorkerBin: bin, Dir: dir,
	})
	require.NoError(t, err)
	assert.Positive(t, res.Both)
	assert.Positive(t, res.CeilingBoth)
	assert.Positive(t, res.Calls)
	assert.Positive(t, res.Requests)
	assert.Positive(t, res.CrossCheckCalls, "the witness's reads")
	assert.GreaterOrEqual(t, res.FinalBlocks, 60-12, "the scanned blocks below the finality depth")
	assert.Contains(t, devcli.TwoChainReport(res), "| both at once, one worker |")
}

// The short form of the sparse catch-up (`swapdev bench-scan -sparse-…`):
// 100 log ranges as in the full figure, on a shorter chain. It checks the
// request counts, which do not depend on the machine, never a duration.
func TestSparseShortForm(t *testing.T) {
	res, err := scanbench.SparseCatchUp(context.Background(), testenv.MigratedPostgresURL(t),
		scanbench.SparseOptions{Blocks: 2000, Deposits: 20, Latency: 2 * time.Millisecond}, nil)
	require.NoError(t, err)
	t.Logf("scanner %+v", res.Scanner)
	t.Logf("ceiling %+v", res.Ceiling)
	assert.Equal(t, 20, res.Ceiling.Calls["eth_getBlockByNumber"], "the ceiling reads one header per deposit block")
	assert.Equal(t, 100, res.Ceiling.Calls["eth_getLogs"])
	assert.LessOrEqual(t, res.RequestRatio, 1.25, "round trips within 1.25× of the fewest")
	// Headers: the deposit blocks, a few segment ends and probes, and the
	// full chain of the retained window (128) and the unfinalized blocks
	// (12) only: not one per block.
	assert.LessOrEqual(t, res.Scanner.Calls["eth_getBlockByNumber"], 20+128+12+30)
	// Logs: the ranges, the tail's, and one by-hash read per deposit block.
	assert.LessOrEqual(t, res.Scanner.Calls["eth_getLogs"], 100+20+5)
	assert.Less(t, res.Scanner.Calls["eth_getBlockByNumber"], 2000/5)
	assert.Positive(t, res.Scanner.Wall)
	assert.Contains(t, devcli.SparseReport(res), "| scanner |")
}
