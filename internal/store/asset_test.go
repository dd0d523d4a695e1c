package store_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/store"
)

// Issue 16: a vault v2 deposit names its token, and the scanner its asset.
// Both are recorded with the observation and handed back to the payload of
// every later delivery (confirmed, reorged) from the stored row, so those
// name the asset the observed delivery named. Checked on both write paths:
// the INSERT of a small range and the COPY of a backfill.
func TestObservationsKeepTheirTokenAndAsset(t *testing.T) {
	for _, n := range []int{1, 500} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			_, scans := outboxDB(t)
			ctx := context.Background()
			const usdc = "0x00000000000000000000000000000000000000cc"
			obs := make([]store.Observation, n)
			for i := range obs {
				hash := fmt.Sprintf("0x%064x", i+1)
				obs[i] = store.Observation{Key: fmt.Sprintf("evm:1337:%s:0", hash), ChainID: 1337, BlockHash: hash, BlockNumber: uint64(i + 1),
					TxHash: hash, Contract: "0x" + strings.Repeat("ab", 20), SwapID: "swap-a", Payer: "0x" + strings.Repeat("11", 20),
					AmountUnits: "7", DepositID: fmt.Sprintf("0x%064x", i+100), DepositRef: fmt.Sprintf("ref-%d", i),
					Token: usdc, Asset: "USDC"}
			}
			seen := map[string]int{}
			payload := func(o store.Observation, kind, id string) ([]byte, error) {
				require.Equal(t, usdc, o.Token, kind)
				require.Equal(t, "USDC", o.Asset, kind)
				seen[kind]++
				return []byte(`{}`), nil
			}
			eventID := func(k, kind string, g int) string { return k + "/" + kind }
			genesis := store.Block{Hash: "0x" + strings.Repeat("00", 32)}
			top := store.Block{Number: uint64(n), Hash: obs[n-1].BlockHash}
			_, err := scans.CommitPass(ctx, store.Pass{ScannerID: scannerID, From: genesis, Cursor: top, Head: uint64(n), Retain: 128,
				Observations: obs}, eventID, payload)
			require.NoError(t, err)
			_, err = scans.CommitPass(ctx, store.Pass{ScannerID: scannerID, From: top, Cursor: top, Head: uint64(n), Final: uint64(n), Retain: 128},
				eventID, payload)
			require.NoError(t, err)
			require.Equal(t, map[string]int{"deposit-observed": n, "deposit-confirmed": n}, seen)
		})
	}
}
