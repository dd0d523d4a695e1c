package devchain_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"

	"swapengine/internal/devchain"
)

func TestZZScale(t *testing.T) {
	c := start(t, devchain.Options{HTTPAddr: "127.0.0.1:0"})
	t0 := time.Now()
	for b := 0; b < 1000; b++ {
		for i := 0; i < 10; i++ {
			if _, err := c.Deposit(t.Context(), i%4, "swap-scale", big.NewInt(1)); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := c.Mine(1); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("10k deposits in %s", time.Since(t0))
	ec := dial(t, c.RPCURL())
	t0 = time.Now()
	logs := deposits(t, ec, c.Vault(), 0, c.Head())
	t.Logf("%d logs over HTTP in %s", len(logs), time.Since(t0))
	t0 = time.Now()
	l2, err := c.Client().FilterLogs(t.Context(), ethereum.FilterQuery{FromBlock: big.NewInt(0), ToBlock: new(big.Int).SetUint64(c.Head())})
	t.Logf("%d in-process in %s (%v)", len(l2), time.Since(t0), err)
}
