package chain_test

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
)

// BenchmarkCatchUp scans 200 blocks holding 1,000 deposits from scratch over
// HTTP JSON-RPC into real Postgres: logs, batched headers, snapshot checks and
// one transaction per pass. Each iteration starts from an empty database.
func BenchmarkCatchUp(b *testing.B) {
	ctx := context.Background()
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0"})
	require.NoError(b, err)
	b.Cleanup(func() { _ = c.Close() })
	const blocks, perBlock = 200, 5
	for i := range blocks {
		for j := range perBlock {
			_, err := c.Deposit(ctx, j%4, fmt.Sprintf("bench-%d-%d", i, j), big.NewInt(int64(1000+j)))
			require.NoError(b, err)
		}
		_, err := c.Mine(1)
		require.NoError(b, err)
	}
	pool, err := store.Open(ctx, testenv.MigratedPostgresURL(b))
	require.NoError(b, err)
	b.Cleanup(pool.Close)
	client, err := rpc.Dial(c.RPCURL())
	require.NoError(b, err)
	b.Cleanup(client.Close)
	cfg := chain.Config{ChainID: 1337, Contract: c.Vault(), Finality: chain.Finality{Depth: 10}, MaxRange: 50}

	b.ReportAllocs()
	logs := 0
	for b.Loop() {
		b.StopTimer()
		_, err := pool.Exec(ctx, `TRUNCATE outbox, observations, block_hashes, scanners, scanned_ranges, canonical_blocks`)
		require.NoError(b, err)
		s, err := chain.New(cfg, client, &store.Scans{DB: pool})
		require.NoError(b, err)
		b.StartTimer()
		for {
			rep, err := s.Pass(ctx)
			require.NoError(b, err)
			logs += rep.Observed
			if rep.Cursor.Number == rep.Head {
				break
			}
		}
	}
	b.ReportMetric(float64(logs)/b.Elapsed().Seconds(), "logs/s")
	b.ReportMetric(float64(blocks*b.N)/b.Elapsed().Seconds(), "blocks/s")
}
