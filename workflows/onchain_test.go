package workflows

import (
	"context"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/workflow"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/payertest"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/swap"
)

func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }

// A swap on the simulated chain, end to end through the workflow: the
// customer pays ETH, the exchange (mocked) fills USDC, and the payout is an
// on-chain USDC transfer from the vault under the payout's effect key; a
// stranger's overpayment into the same swap is refunded on-chain, in ETH, to
// the stranger (its payer), not to the customer. Blocks are mined in the
// background while the activities wait for finality.
func TestOnChainSwapPaysOutAndRefundsTheStrangerOnChain(t *testing.T) {
	c := payertest.New(t)
	sender := c.Sender(t, testenv.MigratedPostgresURL(t), slog.New(slog.NewTextHandler(io.Discard, nil)))
	acts := &activities.Activities{OnChain: map[uint64]*activities.OnChainPayer{c.ChainID: {
		ChainID: c.ChainID, Vault: c.Vault, Sender: sender, PollInterval: 2 * time.Millisecond,
		Tokens: map[string]common.Address{"USDC": c.USDC, "ETH": vaultv2.NativeToken},
	}}}

	ctx, stop := context.WithCancel(t.Context())
	var miner sync.WaitGroup
	miner.Go(func() {
		tick := time.NewTicker(2 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
				c.Backend.Commit()
			}
		}
	})
	defer miner.Wait()
	defer stop()

	var ts testsuite.WorkflowTestSuite
	env := ts.NewTestWorkflowEnvironment()
	env.SetStartWorkflowOptions(client.StartWorkflowOptions{ID: swapID})
	env.RegisterActivity(acts)
	env.OnActivity(a.StartExchange, mock.Anything, mock.Anything).Return(
		func(_ context.Context, req activities.ExchangeRequest) (activities.ExchangeResult, error) {
			return activities.ExchangeResult{ExchangeID: "ex_1", AmountOutUnits: "25000000", QuoteAsset: "USDC", Quote: quoteFor(req, "25000000")}, nil
		})

	customer, stranger := payertest.Addr(c.Customer), payertest.Addr(c.Stranger)
	in := input()
	in.WebhookURL = ""
	in.Terms.ChainID, in.Terms.PayoutAsset, in.Terms.PayoutAddress = c.ChainID, "USDC", customer.Hex()
	in.Terms.RefundAddress = "0x00000000000000000000000000000000000000cc"
	signal := func(at time.Duration, e swap.Event) {
		env.RegisterDelayedCallback(func() { env.SignalWorkflow(string(e.Type), e) }, at)
	}
	own := func(id string, typ swap.EventType) swap.Event {
		e := ev(id, typ)
		e.Payer = customer.Hex()
		return e
	}
	extra := func(id string, typ swap.EventType) swap.Event {
		e := ev(id, typ)
		e.DepositRef, e.AmountUnits, e.Payer = "evm:1337:0xdeposit:8", "20000000", stranger.Hex()
		return e
	}
	signal(time.Minute, own("obs-1", swap.DepositObserved))
	signal(time.Minute, extra("obs-2", swap.DepositObserved))
	signal(2*time.Minute, own("conf-1", swap.DepositConfirmed))
	signal(2*time.Minute, extra("conf-2", swap.DepositConfirmed))
	env.ExecuteWorkflow(SwapWorkflow, in)

	require.True(t, env.IsWorkflowCompleted())
	require.NoError(t, env.GetWorkflowError())
	v, err := env.QueryWorkflow(QueryStatus)
	require.NoError(t, err)
	var view StatusView
	require.NoError(t, v.Get(&view))
	assert.Equal(t, swap.StatusSuccess, view.Status)

	payoutKey, refundKey := "send-payout:"+swapID, swap.RefundKey(swapID, "evm:1337:0xdeposit:8")
	paid := c.Paid(t, payoutKey)
	require.Len(t, paid, 1, "one Paid per key")
	assert.Equal(t, paid[0].TxHash.Hex(), effectFor(view, payoutKey).Detail, "the payout's reference is its transaction")
	assert.Equal(t, big.NewInt(25_000_000), c.USDCBalance(t, customer))

	refunded := c.Paid(t, refundKey)
	require.Len(t, refunded, 1)
	assert.Equal(t, refunded[0].TxHash.Hex(), effectFor(view, refundKey).Detail)
	assert.Equal(t, big.NewInt(20_000_000), c.NativeBalance(t, stranger), "the stranger's overpayment went back to the stranger")
	assert.Equal(t, 0, c.NativeBalance(t, common.HexToAddress(in.Terms.RefundAddress)).Sign(), "not to the customer")
}

// payoutOnce is a workflow that sends one payout with the swap's options.
func payoutOnce(ctx workflow.Context, tn Tuning, req activities.PayoutRequest) (activities.PayoutResult, error) {
	actx := withPaymentTimeouts(workflow.WithActivityOptions(ctx, tn.roundOptions()))
	var res activities.PayoutResult
	err := workflow.ExecuteActivity(actx, a.SendPayout, req).Get(ctx, &res)
	return res, err
}

// The HTTP route keeps its old attempt deadline although payouts now have a
// 30 min start-to-close: a receiver that hangs is given up on after the
// heartbeat timeout (the old attempt timeout), not after 30 min.
func TestAnHTTPPayoutAttemptEndsAtTheOldAttemptTimeout(t *testing.T) {
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}))
	defer srv.Close()
	defer close(release)

	var ts testsuite.WorkflowTestSuite
	env := ts.NewTestWorkflowEnvironment()
	env.RegisterWorkflow(payoutOnce)
	env.RegisterActivity(&activities.Activities{PayoutURL: srv.URL})
	started := time.Now()
	env.ExecuteWorkflow(payoutOnce, Tuning{ActivityTimeout: time.Second, MaxAttempts: 1}, activities.PayoutRequest{
		Key: "send-payout:s", SwapID: "s", Address: "0x00000000000000000000000000000000000000aa", Asset: "USDC", AmountUnits: "1",
	})
	require.True(t, env.IsWorkflowCompleted())
	require.Error(t, env.GetWorkflowError(), "the hanging receiver never answered")
	assert.Less(t, time.Since(started), 10*time.Second, "the attempt was bounded by the 1 s heartbeat timeout")
}
