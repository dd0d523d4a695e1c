package e2e

import (
	"bytes"
	"context"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/operator"
)

// The README's first command (scripts/demo.sh runs `swapdev demo`), on the
// suite's Temporal server and a database of its own: all three parts finish,
// and part 3 pays its two payouts on-chain, each in a transaction it prints;
// the ETH one from a fixed quote, traded on the dev chain's Uniswap v3
// pool and paid the quote's promise in the trade's own transaction.
func TestTheDemoRunsEndToEnd(t *testing.T) {
	t.Setenv("DATABASE_URL", testenv.MigratedPostgresURL(t))
	t.Setenv("TEMPORAL_ADDRESS", testenv.TemporalAddress(t))
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	var out bytes.Buffer
	require.NoError(t, operator.Main(ctx, []string{"demo"}, &out), "%s", out.String())
	text := out.String()
	for _, want := range []string{
		`confirm-deposit: valid confirmation\s+→ applied`,
		`demo-reorg-\d+ → waiting`,
		`demo-eth-usdc-\d+: fixed quote demo-quote-demo-eth-usdc-\d+ from feed:ETH/USDC@0x[0-9a-fA-F]{40}\+dex:uniswap-v3@0x[0-9a-fA-F]{40}: 1000000000000000 ETH → \d+ USDC promised until `,
		`demo-usdc-eth-\d+: payout of 2000000000000000 ETH on-chain in transaction 0x[0-9a-f]{64}`,
	} {
		require.Regexp(t, regexp.MustCompile(want), text)
	}
	promised := regexp.MustCompile(`demo-eth-usdc-\d+: fixed quote \S+ from \S+: 1000000000000000 ETH → (\d+) USDC promised`).FindStringSubmatch(text)
	traded := regexp.MustCompile(`demo-eth-usdc-\d+: traded on the Uniswap v3 pool in transaction (0x[0-9a-f]{64}): the vault gained \d+ USDC`).FindStringSubmatch(text)
	require.NotNil(t, promised, text)
	require.NotNil(t, traded, text)
	require.Regexp(t, regexp.MustCompile(`demo-eth-usdc-\d+: payout of `+promised[1]+` USDC on-chain in transaction `+traded[1]+` \(the trade's own`), text)
}
