package store_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/store"
)

// Issue 15 item 9, review N11: deposit refs are reused across forks, so the
// newest observation of a ref may be an orphaned one of another deposit.
// PayerOf names the payer of a canonical (final or tentative) observation,
// never of an orphaned one.
func TestPayerOfIgnoresOrphanedForks(t *testing.T) {
	pool, scans := outboxDB(t)
	ctx := context.Background()
	const ref = "evm:1337:0xabababababababababababababababababababab:7"
	insert := func(block byte, number int, payer, state string) {
		t.Helper()
		_, err := pool.Exec(ctx, `INSERT INTO observations (chain_id, block_hash, log_index, scanner_id, block_number, tx_hash, contract,
				swap_id, payer, amount_units, deposit_id, deposit_ref, state)
			VALUES (1337, $1, 0, $2, $3, '0x01', '0xabababababababababababababababababababab', 'swap-p', $4, '5', '7', $5, $6)`,
			"0x"+strings.Repeat(string("0123456789abcdef"[block]), 64), scannerID, number, payer, ref, state)
		require.NoError(t, err)
	}
	insert(1, 20, "0xorphaned-fork-payer", "orphaned") // the newest, but orphaned
	payer, err := scans.PayerOf(ctx, scannerID, ref)
	require.NoError(t, err)
	assert.Empty(t, payer, "only an orphaned observation: the payer is unknown, not another fork's")

	insert(2, 12, "0xcanonical-payer", "final")
	payer, err = scans.PayerOf(ctx, scannerID, ref)
	require.NoError(t, err)
	assert.Equal(t, "0xcanonical-payer", payer)
}

// An on-chain refund's check reads the final observation only: a tentative
// or orphaned one is no deposit to refund.
func TestFinalDepositIsTheFinalObservation(t *testing.T) {
	pool, scans := outboxDB(t)
	ctx := context.Background()
	const ref = "evm:1337:0xabababababababababababababababababababab:9"
	insert := func(block byte, payer, state string) {
		t.Helper()
		_, err := pool.Exec(ctx, `INSERT INTO observations (chain_id, block_hash, log_index, scanner_id, block_number, tx_hash, contract,
				swap_id, payer, amount_units, deposit_id, deposit_ref, state, asset)
			VALUES (1337, $1, 0, $2, 10, '0x01', '0xabababababababababababababababababababab', 'swap-f', $3, '500', '9', $4, $5, 'USDC')`,
			"0x"+strings.Repeat(string("0123456789abcdef"[block]), 64), scannerID, payer, ref, state)
		require.NoError(t, err)
	}
	insert(1, "0xorphaned", "orphaned")
	insert(2, "0xtentative", "tentative")
	_, found, err := scans.FinalDeposit(ctx, ref)
	require.NoError(t, err)
	assert.False(t, found, "no final observation yet")
	insert(3, "0xfinal", "final")
	d, found, err := scans.FinalDeposit(ctx, ref)
	require.NoError(t, err)
	require.True(t, found)
	assert.Equal(t, store.FinalDeposit{SwapID: "swap-f", Payer: "0xfinal", AmountUnits: "500", Asset: "USDC",
		TxHash: "0x01", BlockHash: "0x" + strings.Repeat("33", 32)}, d, "the final observation, with the place of its log")
}
