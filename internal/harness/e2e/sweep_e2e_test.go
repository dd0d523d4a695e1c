package e2e

import (
	"context"
	"encoding/hex"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/store"
)

// Issue 27, "Done when": a worker killed during a sweep. A swap paid by a
// plain transfer to its deposit address is paid out, and the worker's
// sweeper moves the money into the vault through the durable sender; the
// worker process is SIGKILLed with the sweep signed and held before its
// broadcast, or broadcast and not yet mined. A new worker resumes the same
// transaction: exactly one sweep of the address reaches the chain, the
// address is empty, the vault holds the money as the swap's deposit, and
// the books say it was swept.
func TestAWorkerKilledDuringASweepSweepsOnce(t *testing.T) {
	for _, tc := range []struct {
		name  string
		fault func(o *onChainEnv, w *process, factory common.Address)
	}{
		{"killed after signing, before the broadcast", func(o *onChainEnv, w *process, factory common.Address) {
			arrived, release := o.gate.holdNextTo(factory)
			waitClosed(o.t, arrived, "the sweep's broadcast")
			w.kill()
			release(false)
		}},
		{"killed after the broadcast, before it was mined", func(o *onChainEnv, w *process, factory common.Address) {
			arrived, release := o.gate.holdNextTo(factory)
			waitClosed(o.t, arrived, "the sweep's broadcast")
			o.pause()
			release(true)
			require.Eventually(o.t, func() bool { return o.gate.forwarded.Load() > 0 }, time.Minute, 10*time.Millisecond)
			w.kill()
			o.paused.Store(false)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := newOnChainEnv(t)
			factory := o.deployFactory()
			chains := o.chainsFile()
			sweeper := func() *process {
				return o.workerProcessEnv([]string{"PAYER_KEY=" + hex.EncodeToString(crypto.FromECDSA(devchain.PayerKey()))},
					"-chains", chains, "-payout-chain-id", fmt.Sprint(o.chain.ChainID()), "-payout-rpc-url", o.gateURL)
			}
			w := sweeper()
			o.startScanner()
			ctx := context.Background()
			id := uniqueSwapID("sweep-kill")
			in := swapInput(id)
			in.Terms.AmountUnits, in.Terms.PayoutAsset, in.Terms.PayoutAddress = "1000000000000000", "USDC", o.customer.Hex()
			in.Terms.ChainID = o.chain.ChainID().Uint64()
			in.Tuning.ActivityTimeout = 3 * time.Second
			raw, err := chain.SwapIDToBytes32(id)
			require.NoError(t, err)
			address := vaultv2.DepositAddress(factory, raw)
			require.NoError(t, (&store.Scans{DB: o.pool}).RegisterDepositAddress(ctx, store.DepositAddress{ChainID: o.chain.ChainID().Uint64(),
				Address: address, Factory: factory, SwapID: id, WatchUntil: time.Now().Add(time.Hour)}))
			o.startSwap(in)
			paid := big.NewInt(1_000_000_000_000_000)
			o.plainTransfer(o.chain.Accounts()[1], address, paid)

			tc.fault(o, w, factory)
			sweeper()
			o.paidOnce(id)

			// One sweep of the address, of what it received, into the vault
			// as the swap's deposit; nothing left at the address.
			require.EventuallyWithT(t, func(c *assert.CollectT) {
				sweeps := o.sweepsOf(address)
				if assert.Len(c, sweeps, 1, "sweeps of the deposit address") {
					assert.Equal(c, paid.String(), sweeps[0].Amount.String())
					assert.Equal(c, raw, sweeps[0].SwapId, "credited to the swap whose address it is")
				}
				due, err := (&store.Scans{DB: o.pool}).SweepCandidates(ctx, o.chain.ChainID().Uint64(), factory, map[common.Address]*big.Int{vaultv2.NativeToken: nil, o.chain.USDC(): nil}, 10)
				assert.NoError(c, err)
				assert.Empty(c, due, "the credit is marked swept")
			}, 90*time.Second, 200*time.Millisecond)
			left, err := o.chain.Client().BalanceAt(ctx, address, nil)
			require.NoError(t, err)
			assert.Zero(t, left.Sign(), "the deposit address still holds %s wei", left)
			// A while longer: no second sweep of the same money.
			time.Sleep(6 * time.Second)
			assert.Len(t, o.sweepsOf(address), 1, "sweeps of the deposit address")
			var sends int
			require.NoError(t, o.pool.QueryRow(ctx, `SELECT count(*) FROM tx_sends WHERE key LIKE $1`,
				fmt.Sprintf("sweep:%d:%s:%%", o.chain.ChainID(), factory.Hex())).Scan(&sends))
			assert.Equal(t, 1, sends, "the sender's sweep rows")
		})
	}
}

// chainsFile writes the env's chain as a chains file entry with its deposit
// address factory: a worker given it and -payout-chain-id runs the sweeper.
func (o *onChainEnv) chainsFile() string {
	path := filepath.Join(o.t.TempDir(), "chains.yaml")
	require.NoError(o.t, os.WriteFile(path, []byte(fmt.Sprintf(`chains:
  - name: dev
    chainId: %d
    rpc: [{url: "%s"}]
    finality: {depth: 3}
    vault: {address: "%s", version: v2, startBlock: %d, depositFactory: "%s"}
    tokens: [{address: "%s", symbol: USDC, decimals: 6}]
`, o.chain.ChainID().Uint64(), o.chain.RPCURL(), o.chain.Vault().Hex(), o.chain.VaultBlock(), o.depositFactory.Hex(), o.chain.USDC().Hex())), 0o600))
	return path
}

// sweepsOf reads the vault's Deposited events paid by a deposit address.
func (o *onChainEnv) sweepsOf(address common.Address) []*vaultv2.DepositVaultV2Deposited {
	o.t.Helper()
	v := vaultv2.NewDepositVaultV2()
	logs, err := o.chain.Client().FilterLogs(context.Background(), ethereum.FilterQuery{FromBlock: big.NewInt(0), Addresses: []common.Address{o.chain.Vault()},
		Topics: [][]common.Hash{{v.GetABI().Events[vaultv2.DepositVaultV2DepositedEventName].ID}}})
	require.NoError(o.t, err)
	var out []*vaultv2.DepositVaultV2Deposited
	for i := range logs {
		ev, err := v.UnpackDepositedEvent(&logs[i])
		require.NoError(o.t, err)
		if ev.Payer == address {
			out = append(out, ev)
		}
	}
	return out
}
