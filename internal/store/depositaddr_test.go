package store_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
)

// A credit that lands in the same block as the address's last sweep, after
// it, is still due; one before it was swept.
func TestACreditAfterASweepInTheSameBlockIsDue(t *testing.T) {
	ctx := context.Background()
	pool, err := store.Open(ctx, testenv.MigratedPostgresURL(t))
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	scans := &store.Scans{DB: pool}
	addr := common.HexToAddress("0x00000000000000000000000000000000000000a1")
	factory := common.HexToAddress("0x00000000000000000000000000000000000000f1")
	require.NoError(t, scans.RegisterDepositAddress(ctx, store.DepositAddress{ChainID: 1337, Address: addr, Factory: factory, SwapID: "s-1", WatchUntil: time.Now().Add(time.Hour)}))
	native := common.Address{}
	var obsOf func(logIndex int, kind, swapID, payer, ref string, token common.Address)
	obs := func(logIndex int, kind, swapID, payer, ref string) { obsOf(logIndex, kind, swapID, payer, ref, native) }
	obsOf = func(logIndex int, kind, swapID, payer, ref string, token common.Address) {
		_, err := pool.Exec(ctx, `INSERT INTO observations (chain_id, block_hash, log_index, scanner_id, block_number, tx_hash, contract, swap_id, payer,
				amount_units, deposit_id, deposit_ref, block_time, token, asset, kind, state, finalized_at)
			VALUES (1337, '0x00000000000000000000000000000000000000000000000000000000000000b1', $1, 'sc', 10, '0xt', '0xc', $2, $3,
				'5', '', $4, 0, $6, 'ETH', $5, 'final', now())`, logIndex, swapID, payer, ref, kind, strings.ToLower(token.Hex()))
		require.NoError(t, err)
	}
	obs(3, store.ObservationTransfer, "s-1", "", "before")
	obs(5, store.ObservationSweep, "s-1", "0x00000000000000000000000000000000000000a1", "sweep")
	due, err := scans.SweepCandidates(ctx, 1337, factory, []common.Address{native}, 10)
	require.NoError(t, err)
	require.Empty(t, due, "the credit before the sweep was swept")
	obs(7, store.ObservationTransfer, "s-1", "", "after")
	due, err = scans.SweepCandidates(ctx, 1337, factory, []common.Address{native}, 10)
	require.NoError(t, err)
	require.Len(t, due, 1)
	require.Equal(t, "after", due[0].Credits)

	// A token the sweep does not move is never due: no sweep is sent for it.
	obsOf(9, store.ObservationTransfer, "s-1", "", "worthless", common.HexToAddress("0x00000000000000000000000000000000000000e1"))
	due, err = scans.SweepCandidates(ctx, 1337, factory, []common.Address{native}, 10)
	require.NoError(t, err)
	require.Len(t, due, 1)
	require.Equal(t, "after", due[0].Credits, "the worthless token's credit is not among those swept")
}
