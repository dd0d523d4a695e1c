package chain_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/swap"
)

// Every delivery names the deposit's asset, the chain's native coin for the
// native-coin vault (issue 16: a swap binds only a deposit in its asset).
func TestDeliveriesNameTheNativeAsset(t *testing.T) {
	for _, tc := range []struct{ configured, want string }{{"", "ETH"}, {"POL", "POL"}} {
		r := newRig(t, chain.Config{Finality: chain.Finality{Depth: 2}, NativeAsset: tc.configured})
		s := r.scanner()
		r.mine(1)
		r.deposit("swap-asset", 1000)
		r.mine(3)
		r.catchUp(s)
		rows, err := r.scans.DB.Query(context.Background(), `SELECT payload FROM outbox ORDER BY id`)
		require.NoError(t, err)
		n := 0
		for rows.Next() {
			var raw []byte
			require.NoError(t, rows.Scan(&raw))
			var ev swap.Event
			require.NoError(t, json.Unmarshal(raw, &ev))
			require.Equal(t, tc.want, ev.Asset, "%s", raw)
			require.True(t, strings.HasPrefix(ev.Payer, "0x") && len(ev.Payer) == 42, "the payer is delivered: %s", raw)
			n++
		}
		rows.Close()
		require.Equal(t, 2, n, "observed and confirmed")
	}
}

func TestANativeAssetThatIsNoAssetIsRefused(t *testing.T) {
	cfg := chain.Config{ChainID: 1, Finality: chain.Finality{Depth: 2}, NativeAsset: "E T H"}
	cfg.Contract[0] = 1
	require.ErrorContains(t, cfg.Validate(), "nativeAsset")
}
