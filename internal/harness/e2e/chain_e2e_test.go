package e2e

import (
	"context"
	"errors"
	"math/big"
	"os"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapworker"
	"github.com/swapengine/swapengine/workflows"
)

// chainEnv adds a served simulated chain, a miner the test can pause, a
// worker with the scanner's activities and a running scanner workflow.
type chainEnv struct {
	*env
	chain   *devchain.Chain
	paused  atomic.Bool
	scanner workflows.ScannerInput
}

func newChainEnv(t *testing.T, finalityDepth uint64, afterDeliver func(string) error) *chainEnv {
	e := &chainEnv{env: newEnv(t, providers.Config{})}
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", VaultKey: devchain.RandomVaultKey()})
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	e.chain = c

	rc, err := rpc.Dial(c.RPCURL())
	require.NoError(t, err)
	t.Cleanup(rc.Close)
	cfg := e.workerConfig()
	cfg.RPCURL = c.RPCURL()
	w, acts, err := swapworker.New(cfg, swapworker.Deps{Temporal: e.cl, DB: e.pool, RPC: rc})
	require.NoError(t, err)
	acts.Dispatcher.AfterDeliver = afterDeliver
	require.NoError(t, w.Start())
	t.Cleanup(w.Stop)

	// A block every 50 ms unless paused: the scanner sees a moving chain.
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		tick := time.NewTicker(50 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				if !e.paused.Load() {
					_, _ = c.Mine(1)
				}
			}
		}
	}()
	t.Cleanup(func() { close(stop); wg.Wait() })

	e.scanner = workflows.ScannerInput{
		Config: chain.Config{ChainID: c.ChainID().Uint64(), Contract: c.Vault(),
			Finality: chain.Finality{Depth: finalityDepth}, StartBlock: c.VaultBlock()},
		PollInterval: 100 * time.Millisecond, DispatchMaxAttempts: 3, DispatchLease: 2 * time.Second,
	}
	_, err = operator.StartScanner(context.Background(), e.cl, e.taskQueue, e.scanner)
	require.NoError(t, err)
	t.Cleanup(func() {
		id := workflows.ScannerWorkflowID(e.scanner.Config)
		_ = e.cl.TerminateWorkflow(context.Background(), id, "", "test over")
		if dir := os.Getenv("RECORD_HISTORY_DIR"); dir != "" && !t.Failed() && t.Name() == "TestChainReorgSendsSwapBackToWaiting" {
			e.recordHistory(id, dir)
		}
	})
	return e
}

func (e *chainEnv) chainSwap(id string, amount string) workflows.SwapInput {
	in := swapInput(id)
	in.Terms.AmountUnits = amount
	return in
}

func TestChainDepositDrivesSwapToSuccess(t *testing.T) {
	var failedOnce atomic.Bool
	e := newChainEnv(t, 3, func(eventID string) error {
		// A crash between delivering the first event and acknowledging it.
		if failedOnce.CompareAndSwap(false, true) {
			return errors.New("dispatcher crashed before acknowledging " + eventID)
		}
		return nil
	})
	ctx := context.Background()
	id := "chain-ok-" + time.Now().Format("150405.000000")
	e.startSwap(e.chainSwap(id, "1000000000000000"))

	_, err := e.chain.Deposit(ctx, 0, id, big.NewInt(1_000_000_000_000_000))
	require.NoError(t, err)
	// A deposit for a swap nobody started: recorded, retried, then parked.
	_, err = e.chain.Deposit(ctx, 1, "no-such-swap", big.NewInt(5))
	require.NoError(t, err)

	v := e.waitSuccess(id)
	require.NotNil(t, v.Deposit)
	assert.Contains(t, v.Deposit.Ref, "evm:1337:")
	// The re-sent delivery is answered with the first result: by Temporal's
	// update-ID dedup (the same attempt), or by the swap's ledger as a duplicate.
	assert.Equal(t, 2, v.Ledger.Applied, "observed and confirmed, each applied once")
	e.wantOneEffectPerKey(id, 4)

	// A deposit for the swap after it ended: its observation is answered as
	// 'closed', its confirmation refunded ('late-refund'), apart from
	// deposits for no swap at all. Its amount is above the swap's refund
	// minimum (1 %): dust after the end is recorded, never refunded.
	_, err = e.chain.Deposit(ctx, 2, id, big.NewInt(20_000_000_000_000))
	require.NoError(t, err)

	scans := &store.Scans{DB: e.pool}
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		counts, err := scans.OutboxCounts(ctx, e.scanner.Config.ID())
		assert.NoError(c, err)
		assert.Equal(c, 2, counts["unmatched"], "observed and confirmed for the unknown swap are parked, not dropped")
		assert.Equal(c, 1, counts["closed"], "the observation for the ended swap is answered")
		assert.Equal(c, 1, counts["late-refund"], "the confirmation for the ended swap is refunded")
	}, 60*time.Second, 200*time.Millisecond)

	sv, err := operator.ScannerStatus(ctx, e.cl, e.scanner.Config)
	require.NoError(t, err)
	assert.Empty(t, sv.Halted)
	assert.Positive(t, sv.Cursor)
}

func TestChainReorgSendsSwapBackToWaiting(t *testing.T) {
	e := newChainEnv(t, 40, nil)
	ctx := context.Background()
	id := "chain-reorg-" + time.Now().Format("150405.000000")
	e.startSwap(e.chainSwap(id, "777"))

	e.paused.Store(true)
	tx, err := e.chain.Deposit(ctx, 0, id, big.NewInt(777))
	require.NoError(t, err)
	rcpt, err := e.chain.MineUntilReceipt(ctx, tx.Hash(), 5)
	require.NoError(t, err)
	depositBlock := rcpt.BlockNumber.Uint64()
	e.waitStatus(id, swap.StatusDeposit)

	// Replace the deposit's block and drop the transaction.
	require.NoError(t, e.chain.Reorg(int(e.chain.Head()-depositBlock+1), false))
	e.paused.Store(false)
	e.waitStatus(id, swap.StatusWaiting)

	_, err = e.chain.Deposit(ctx, 0, id, big.NewInt(777)) // paid again
	require.NoError(t, err)
	e.waitSuccess(id)
	e.wantOneEffectPerKey(id, 6) // deposit, waiting, deposit, exchange, sending, success
	if dir := os.Getenv("RECORD_HISTORY_DIR"); dir != "" {
		// Every delivery reached it through the dispatcher's deliver-deposit update.
		e.recordHistory(id, dir)
	}

	sv, err := operator.ScannerStatus(ctx, e.cl, e.scanner.Config)
	require.NoError(t, err)
	require.NotNil(t, sv.LastReorg)
	assert.NotNil(t, sv.LastReorg.Reorg)
}
