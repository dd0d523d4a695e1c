package e2e

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/workflows"
)

// dustDeposits is the short form's count; DUST_DEPOSITS sets the full one:
//
//	DUST_DEPOSITS=1000 go test -run TestDustCannotHijackOnTheRealServer ./internal/harness/e2e
func dustDeposits(t *testing.T) int {
	n := 100
	if s := os.Getenv("DUST_DEPOSITS"); s != "" {
		var err error
		if n, err = strconv.Atoi(s); err != nil || n <= 0 {
			t.Fatalf("DUST_DEPOSITS=%q: want a positive number", s)
		}
	}
	return n
}

// TestDustCannotHijackOnTheRealServer is issue 8's finding 2: a stranger's dust
// deposits — each observed and confirmed — arrive before the customer's; the
// swap binds only the right one, runs one exchange and one payout, refunds
// nothing it should not, and accounts for the dust.
func TestDustCannotHijackOnTheRealServer(t *testing.T) {
	n := dustDeposits(t)
	e := newEnv(t, providers.Config{})
	e.startWorker()
	ctx := context.Background()
	id := uniqueSwapID("e2e-dust")
	in := swapInput(id)
	in.Terms.PayoutAsset = providers.DefaultQuoteAsset
	e.startSwap(in)
	for i := range n {
		d := swap.Event{EventID: fmt.Sprintf("dust-%d", i), SwapID: id, Type: swap.DepositObserved,
			DepositRef: fmt.Sprintf("evm:1337:0xc0ffee:%d", 1000+i), AmountUnits: "1"}
		require.NoError(t, e.signal(ctx, id, workflows.SignalDepositObserved, d))
		d.EventID, d.Type = d.EventID+"/confirmed", swap.DepositConfirmed
		require.NoError(t, e.signal(ctx, id, workflows.SignalDepositConfirmed, d))
	}
	// An underpayment by the customer: refunded in full, the swap keeps waiting.
	under := swap.Event{EventID: "under", SwapID: id, Type: swap.DepositConfirmed, DepositRef: "evm:1337:0xc0ffee:999", AmountUnits: "12000000"}
	require.NoError(t, e.signal(ctx, id, workflows.SignalDepositConfirmed, under))
	require.NoError(t, e.signal(ctx, id, workflows.SignalDepositObserved, deposit(id, "obs-1", swap.DepositObserved)))
	require.NoError(t, e.signal(ctx, id, workflows.SignalDepositConfirmed, deposit(id, "conf-1", swap.DepositConfirmed)))

	v := e.waitSuccess(id)
	assert.Equal(t, n, v.Dust.Final, "every dust deposit accounted for")
	assert.Equal(t, strconv.Itoa(n), v.Dust.FinalUnits)
	require.NotNil(t, v.Fill)
	assert.Equal(t, providers.DefaultQuoteAsset, v.Fill.Asset)
	got := map[string]int{}
	for k, c := range e.effects() {
		if strings.Contains(k, id) && !strings.HasPrefix(k, "webhook/") {
			got[k] = c
		}
	}
	assert.Equal(t, map[string]int{
		"exchange/start-exchange:" + id:                  1,
		"payout/send-payout:" + id:                       1,
		"refund/refund:" + id + ":evm:1337:0xc0ffee:999": 1,
	}, got, "one exchange, one payout, the underpayment refunded, no dust refunded")
	if dir := os.Getenv("RECORD_HISTORY_DIR"); dir != "" && n <= 100 {
		e.recordHistory(id, dir)
	}
}
