package quotebench_test

import (
	"context"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/quotebench"
	"github.com/swapengine/swapengine/internal/harness/testenv"
)

func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }

// The bench's short form: every quote is answered, and a quote costs three
// JSON-RPC requests per feed (the head, latestRoundData, decimals), and the
// pool's quote one (QuoterV2's eth_call) — none more as the API serves it
// than the bare reads.
func TestQuoteBenchShortForm(t *testing.T) {
	figs, err := quotebench.Run(context.Background(), quotebench.Options{DatabaseURL: testenv.MigratedPostgresURL(t), Quotes: 5})
	require.NoError(t, err)
	require.Len(t, figs, 4)
	assert.Equal(t, 3.0, figs[0].RPCPerQuote, "one feed")
	assert.Equal(t, 6.0, figs[1].RPCPerQuote, "two feeds")
	assert.Equal(t, 4.0, figs[2].RPCPerQuote, "a feed and the pool's quoter")
	assert.Equal(t, 3.0, figs[3].RPCPerQuote, "a feed and the exchange receiver (HTTP, no chain read)")
	for _, f := range figs {
		assert.Positive(t, f.P50)
		assert.Positive(t, f.CeilP50)
	}
}
