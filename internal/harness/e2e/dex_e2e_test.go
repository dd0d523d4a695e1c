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

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/internal/txsender"
)

// dexEnv is the on-chain env with Uniswap v3 deployed from its published
// artefacts (a WETH/USDC pool at 3,000 USDC an ether) and a chains file
// whose DEX route trades ETH → USDC: the worker processes read it.
type dexEnv struct {
	*onChainEnv
	dx     *devchain.Dex
	chains string
}

func newDexEnv(t *testing.T) *dexEnv {
	o := newOnChainEnv(t)
	dx, err := o.chain.DeployDex(context.Background(), 3000)
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "chains.yaml")
	require.NoError(t, os.WriteFile(path, []byte(fmt.Sprintf(`chains:
  - name: dev
    chainId: %d
    rpc: [{url: "%s"}]
    finality: {depth: 3}
    vault: {address: "%s", version: v2, startBlock: %d}
    tokens: [{address: "%s", symbol: USDC, decimals: 6}]
    dex:
      executor: "%s"
      quoter: "%s"
      pairs: [{in: ETH, out: USDC, fee: %d}]
`, o.chain.ChainID().Uint64(), o.chain.RPCURL(), o.chain.Vault().Hex(), o.chain.VaultBlock(), o.chain.USDC().Hex(),
		dx.Executor.Hex(), dx.Quoter.Hex(), dx.Fee)), 0o600))
	return &dexEnv{onChainEnv: o, dx: dx, chains: path}
}

func (d *dexEnv) worker() *process {
	return d.workerProcessEnv([]string{"PAYER_KEY=" + hex.EncodeToString(crypto.FromECDSA(devchain.PayerKey()))},
		"-chains", d.chains, "-payout-chain-id", fmt.Sprint(d.chain.ChainID()), "-payout-rpc-url", d.gateURL)
}

// swapIn starts an ETH → USDC swap of 0.001 ETH paid into the vault, with
// quote in its terms (nil: none).
func (d *dexEnv) swapIn(prefix string, quote *swap.Quote) string {
	id := uniqueSwapID(prefix)
	in := swapInput(id)
	in.Terms.AmountUnits, in.Terms.PayoutAsset, in.Terms.PayoutAddress = "1000000000000000", "USDC", d.customer.Hex()
	in.Terms.ChainID, in.Terms.Quote = d.chain.ChainID().Uint64(), quote
	in.Tuning.ActivityTimeout = 3 * time.Second // a dead worker's attempt is retried after this heartbeat timeout
	d.startSwap(in)
	_, err := d.chain.DepositNative(context.Background(), 0, id, big.NewInt(1_000_000_000_000_000))
	require.NoError(d.t, err)
	return id
}

// poolQuote is a quote of kind for the 0.001 ETH swapIn pays: the pool's own
// (QuoterV2) now, 1 % either side; a fixed one expires in an hour.
func (d *dexEnv) poolQuote(kind swap.QuoteKind) *swap.Quote {
	quote, err := d.dx.PoolQuote(context.Background(), d.chain.Client(), d.chain.ChainID().Uint64(), d.chain.USDC(),
		big.NewInt(1_000_000_000_000_000), "qt-"+string(kind), kind, time.Now().Add(time.Hour))
	require.NoError(d.t, err)
	return quote
}

// events are the logs of one event under an effect key's vault key: the
// vault's Paid, or the executor's Traded.
func (d *dexEnv) events(at common.Address, topic common.Hash, effectKey string) int {
	logs, err := d.chain.Client().FilterLogs(context.Background(), ethereum.FilterQuery{
		FromBlock: big.NewInt(0), Addresses: []common.Address{at},
		Topics: [][]common.Hash{{topic}, {txsender.VaultKey(d.chain.ChainID().Uint64(), d.chain.Vault(), effectKey)}},
	})
	require.NoError(d.t, err)
	return len(logs)
}

var (
	paidTopic   = vaultv2.NewDepositVaultV2().GetABI().Events[vaultv2.DepositVaultV2PaidEventName].ID
	tradedTopic = vaultv2.NewDexExecutor().GetABI().Events[vaultv2.DexExecutorTradedEventName].ID
)

// A worker SIGKILLed between the trade and the payout (the payout signed,
// its broadcast held): the next worker pays the same fill. Exactly one
// trade and one payout happen, and the customer is paid what the vault
// gained from the trade — the pool's own quote bounding it, since the swap
// was created without one.
func TestAWorkerKilledBetweenTheTradeAndThePayoutTradesOnceAndPaysOnce(t *testing.T) {
	d := newDexEnv(t)
	w := d.worker()
	d.startScanner()
	arrived, release := d.gate.holdNextTo(d.chain.Vault()) // the payout goes to the vault; the trade to the executor
	id := d.swapIn("dex-kill", nil)
	waitClosed(t, arrived, "the payout's broadcast")
	w.kill()
	release(false)
	d.worker()

	v := d.waitSuccess(id)
	require.NotNil(t, v.Fill)
	assert.Equal(t, 1, d.events(d.dx.Executor, tradedTopic, swap.ExchangeKey(id)), "trades under the exchange key")
	assert.Equal(t, 1, d.events(d.chain.Vault(), paidTopic, swap.ExchangeKey(id)), "the deposit taken from the vault for the trade")
	assert.Equal(t, 1, d.events(d.chain.Vault(), paidTopic, swap.PayoutKey(id)), "payouts")
	require.NotNil(t, v.Fill.Quote, "the pool's quote bounds a swap created without one")
	assert.Contains(t, v.Fill.Quote.Source, "dex:uniswap-v3@")
	got, err := d.chain.TokenBalance(context.Background(), d.chain.USDC(), d.customer)
	require.NoError(t, err)
	assert.Equal(t, v.Fill.AmountOutUnits, got.String(), "the customer is paid what the vault gained")
	var traded bool
	for _, e := range v.Effects {
		traded = traded || (e.Kind == swap.ActionStartExchange && len(e.Detail) == len("dex:")+66)
	}
	assert.True(t, traded, "the swap records the trade's transaction: %+v", v.Effects)
	var tries int
	require.NoError(t, d.pool.QueryRow(context.Background(), `SELECT count(*) FROM tx_sends WHERE key LIKE $1`, swap.ExchangeKey(id)+"#trade-%").Scan(&tries))
	assert.Equal(t, 1, tries, "the sender's trade rows")
}

// The pool moved past the quote's minimum between the quote and the
// deposit: the trade never happens, nothing leaves the vault for it, and
// the swap refunds the deposit to its payer.
func TestAPoolMovedPastTheQuotesMinimumRefundsTheDeposit(t *testing.T) {
	d := newDexEnv(t)
	d.worker()
	d.startScanner()
	ctx := context.Background()
	quote := d.poolQuote(swap.QuoteFloating)
	require.NoError(t, d.chain.MovePool(ctx, d.dx, 1, new(big.Int).Mul(big.NewInt(2), big.NewInt(1e18))))
	id := d.swapIn("dex-moved", quote)

	d.waitStatus(id, swap.StatusRefunded)
	v, err := swapclient.Status(ctx, d.cl, id)
	require.NoError(t, err)
	assert.Contains(t, v.FailureReason, "never left the vault")
	assert.Zero(t, d.events(d.dx.Executor, tradedTopic, swap.ExchangeKey(id)), "trades")
	assert.Zero(t, d.events(d.chain.Vault(), paidTopic, swap.ExchangeKey(id)), "the deposit taken for a trade")
	assert.Zero(t, d.events(d.chain.Vault(), paidTopic, swap.PayoutKey(id)), "payouts")
}

// A swap with a fixed quote on the DEX route trades and pays in one
// transaction (the quote's promise does not depend on the fill), even with
// the worker SIGKILLed as that transaction is broadcast: one trade, one
// payout, both in the same transaction, the customer paid the promise, and
// the payout step sends nothing of its own.
func TestAFixedQuoteOnTheDexRouteTradesAndPaysInOneTransaction(t *testing.T) {
	d := newDexEnv(t)
	ctx := context.Background()
	w := d.worker()
	d.startScanner()
	quote := d.poolQuote(swap.QuoteFixed)
	promise, _ := new(big.Int).SetString(quote.ExpectedOutUnits, 10)
	promise.Sub(promise, big.NewInt(1000)) // the operator keeps a little of the fill
	quote.ExpectedOutUnits = promise.String()
	arrived, release := d.gate.holdNextTo(d.dx.Executor)
	id := d.swapIn("dex-fixed", quote)
	waitClosed(t, arrived, "the trade's broadcast")
	w.kill()
	release(false)
	d.worker()

	v := d.waitSuccess(id)
	require.NotNil(t, v.Fill)
	assert.Equal(t, promise.String(), v.Fill.PayoutUnits, "the fixed quote's promise is paid")
	got, err := d.chain.TokenBalance(ctx, d.chain.USDC(), d.customer)
	require.NoError(t, err)
	assert.Equal(t, promise.String(), got.String(), "the customer's balance")
	assert.Equal(t, 1, d.events(d.dx.Executor, tradedTopic, swap.ExchangeKey(id)), "trades")
	assert.Equal(t, 1, d.events(d.chain.Vault(), paidTopic, swap.PayoutKey(id)), "payouts")

	var tradeTx, payoutTx string
	for _, e := range v.Effects {
		switch e.Kind {
		case swap.ActionStartExchange:
			tradeTx = e.Detail[len("dex:"):]
		case swap.ActionSendPayout:
			payoutTx = e.Detail
		}
	}
	assert.Equal(t, tradeTx, payoutTx, "the payout is the trade's transaction")
	var signed int
	require.NoError(t, d.pool.QueryRow(ctx, `SELECT count(DISTINCT key) FROM tx_attempts WHERE key IN ($1, $2)`,
		swap.ExchangeKey(id)+"#trade-1", swap.PayoutKey(id)).Scan(&signed))
	assert.Equal(t, 1, signed, "sends the sender signed for the swap: the trade's only")
}
