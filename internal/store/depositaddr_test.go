package store_test

import (
	"context"
	"maps"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/store"
)

// A credit that lands in the same block as the address's last sweep, after
// it, is still due; one before it was swept.
func TestACreditAfterASweepInTheSameBlockIsDue(t *testing.T) {
	ctx := context.Background()
	pool, scans := outboxDB(t)
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
	due, err := scans.SweepCandidates(ctx, 1337, factory, map[common.Address]*big.Int{native: nil}, 10)
	require.NoError(t, err)
	require.Empty(t, due, "the credit before the sweep was swept")
	obs(7, store.ObservationTransfer, "s-1", "", "after")
	due, err = scans.SweepCandidates(ctx, 1337, factory, map[common.Address]*big.Int{native: nil}, 10)
	require.NoError(t, err)
	require.Len(t, due, 1)
	require.Equal(t, "after", due[0].Credits)

	// A token the sweep does not move is never due: no sweep is sent for it.
	obsOf(9, store.ObservationTransfer, "s-1", "", "worthless", common.HexToAddress("0x00000000000000000000000000000000000000e1"))
	due, err = scans.SweepCandidates(ctx, 1337, factory, map[common.Address]*big.Int{native: nil}, 10)
	require.NoError(t, err)
	require.Len(t, due, 1)
	require.Equal(t, "after", due[0].Credits, "the worthless token's credit is not among those swept")
}

// Dust does not make a sweep: an address whose unswept credits in every
// token add up to less than that token's sweep minimum is not due; once
// they reach it — more dust, or a deposit — the address is due with all its
// credits, dust included. A token without a minimum is due at any credit.
func TestDustWaitsAtItsAddressUntilItAddsUpToTheSweepMinimum(t *testing.T) {
	ctx := context.Background()
	pool, scans := outboxDB(t)
	factory := common.HexToAddress("0x00000000000000000000000000000000000000f2")
	native, usdc := common.Address{}, common.HexToAddress("0x00000000000000000000000000000000000000c2")
	addrs := map[string]common.Address{}
	for i, swapID := range []string{"dust-1", "dust-2"} {
		addrs[swapID] = common.BigToAddress(big.NewInt(int64(0xd0 + i)))
		require.NoError(t, scans.RegisterDepositAddress(ctx, store.DepositAddress{ChainID: 1337, Address: addrs[swapID], Factory: factory, SwapID: swapID, WatchUntil: time.Now().Add(time.Hour)}))
	}
	logIndex := 0
	credit := func(swapID, ref, amount string, token common.Address) {
		logIndex++
		_, err := pool.Exec(ctx, `INSERT INTO observations (chain_id, block_hash, log_index, scanner_id, block_number, tx_hash, contract, swap_id, payer,
				amount_units, deposit_id, deposit_ref, block_time, token, asset, kind, state, finalized_at)
			VALUES (1337, '0x00000000000000000000000000000000000000000000000000000000000000b2', $1, 'sc', 10, '0xt', '0xc', $2, '',
				$3, '', $4, 0, $5, 'X', 'transfer', 'final', now())`, logIndex, swapID, amount, ref, strings.ToLower(token.Hex()))
		require.NoError(t, err)
	}
	minimums := map[common.Address]*big.Int{native: big.NewInt(1000), usdc: big.NewInt(50)}
	due := func() map[string]string {
		t.Helper()
		got, err := scans.SweepCandidates(ctx, 1337, factory, minimums, 10)
		require.NoError(t, err)
		out := map[string]string{}
		for _, c := range got {
			require.Equal(t, addrs[c.SwapID], c.Address)
			out[c.SwapID] = c.Credits
		}
		return out
	}

	credit("dust-1", "d1-a", "400", native)
	credit("dust-1", "d1-b", "30", usdc)
	credit("dust-2", "d2-a", "49", usdc)
	require.Empty(t, due(), "dust in each token, below each minimum")
	credit("dust-1", "d1-c", "599", native)
	require.Empty(t, due(), "999 of 1000")
	credit("dust-1", "d1-d", "1", native)
	credit("dust-2", "d2-b", "1", usdc)
	require.Equal(t, map[string]string{"dust-1": "d1-a,d1-b,d1-c,d1-d", "dust-2": "d2-a,d2-b"}, due(),
		"at the minimum the address is due with every credit, the other token's dust too")

	// Swept, or given up on (a sweep that failed alone): dust after it
	// counts from nothing, not on top of what the sweep named.
	require.NoError(t, scans.MarkSwept(ctx, 1337, []store.SweepCandidate{
		{SwapID: "dust-1", Address: addrs["dust-1"], Credits: "d1-a,d1-b,d1-c,d1-d"}, {SwapID: "dust-2", Address: addrs["dust-2"], Credits: "d2-a,d2-b"}}))
	credit("dust-1", "d1-e", "1", native)
	credit("dust-2", "d2-c", "1", usdc)
	require.Empty(t, due(), "dust after a sweep the scanner has not recorded yet, or after one given up on")
	credit("dust-2", "d2-d", "49", usdc)
	require.Equal(t, map[string]string{"dust-2": "d2-a,d2-b,d2-c,d2-d"}, due(), "new credits at the minimum")

	minimums = map[common.Address]*big.Int{native: nil, usdc: big.NewInt(1_000_000)}
	require.Equal(t, []string{"dust-1"}, slices.Collect(maps.Keys(due())), "a token without a minimum is due at any credit")

	// Once an address's watch has ended, what it holds is swept, dust too:
	// once.
	minimums = map[common.Address]*big.Int{native: big.NewInt(1_000_000), usdc: big.NewInt(1_000_000)}
	require.Empty(t, due())
	_, err := pool.Exec(ctx, `UPDATE deposit_addresses SET watch_until = now() - interval '1 second' WHERE swap_id = 'dust-1'`)
	require.NoError(t, err)
	require.Equal(t, map[string]string{"dust-1": "d1-a,d1-b,d1-c,d1-d,d1-e"}, due(), "the last sweep of a closed address")
	require.NoError(t, scans.MarkSwept(ctx, 1337, []store.SweepCandidate{{SwapID: "dust-1", Address: addrs["dust-1"], Credits: "d1-a,d1-b,d1-c,d1-d,d1-e"}}))
	require.Empty(t, due(), "and only once")
}
