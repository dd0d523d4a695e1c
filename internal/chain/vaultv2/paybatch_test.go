package vaultv2_test

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
)

// batch is payBatch's four arrays.
type batch struct {
	keys    [][32]byte
	tokens  []common.Address
	tos     []common.Address
	amounts []*big.Int
}

func (b *batch) add(key string, token, to common.Address, amount *big.Int) {
	b.keys, b.tokens, b.tos, b.amounts = append(b.keys, b32(key)), append(b.tokens, token), append(b.tos, to), append(b.amounts, amount)
}

// Issue 24: payBatch pays many keys in one transaction, each exactly as pay
// would, and skips (never reverts on, never pays twice) a key already paid,
// before or earlier in the same batch.
func TestPayBatchPaysEachKeyOnceAndSkipsThePaid(t *testing.T) {
	e := payEnv(t)
	e.do(t, e.payer, e.v, e.vault.PackPay(b32("payout:before"), e.u.addr, e.bob.addr, big.NewInt(7)), nil)

	var b batch
	b.add("payout:a", e.u.addr, e.carol.addr, big.NewInt(1_000_000))
	b.add("payout:before", e.u.addr, e.carol.addr, big.NewInt(5)) // paid already: skipped
	b.add("refund:b", native, e.alice.addr, eth(1))
	b.add("payout:a", e.u.addr, e.carol.addr, big.NewInt(1_000_000)) // twice in the batch: skipped
	carol, alice := e.balance(t, e.u.addr, e.carol.addr), e.balance(t, native, e.alice.addr)
	r := e.do(t, e.payer, e.v, e.vault.PackPayBatch(b.keys, b.tokens, b.tos, b.amounts), nil)

	paid := e.payments(t, r)
	if len(paid) != 2 || paid[0].Key != b32("payout:a") || paid[1].Key != b32("refund:b") || paid[1].Token != native {
		t.Fatalf("Paid = %+v, want payout:a and refund:b", paid)
	}
	skipped := unpackAll(t, r, e.v.addr, e.vault.GetABI().Events[vaultv2.DepositVaultV2PaymentSkippedEventName].ID, e.vault.UnpackPaymentSkippedEvent)
	if len(skipped) != 2 || skipped[0].Key != b32("payout:before") || skipped[1].Key != b32("payout:a") {
		t.Fatalf("PaymentSkipped = %+v, want payout:before and payout:a", skipped)
	}
	if got := new(big.Int).Sub(e.balance(t, e.u.addr, e.carol.addr), carol); got.Int64() != 1_000_000 {
		t.Errorf("carol received %s USDC units, want 1000000 (once)", got)
	}
	if got := new(big.Int).Sub(e.balance(t, native, e.alice.addr), alice); got.Cmp(eth(1)) != 0 {
		t.Errorf("alice received %s wei, want 1 ETH", got)
	}
	for _, k := range []string{"payout:a", "payout:before", "refund:b"} {
		if n := len(e.paidLogs(t, b32(k))); n != 1 {
			t.Errorf("%d Paid logs for %s, want 1", n, k)
		}
	}

	// The same batch again (a resend after a crash) pays nothing.
	r = e.do(t, e.payer, e.v, e.vault.PackPayBatch(b.keys, b.tokens, b.tos, b.amounts), nil)
	if p := e.payments(t, r); len(p) != 0 {
		t.Errorf("a resent batch paid %d keys", len(p))
	}
}

// Anything pay refuses but a paid key reverts the whole batch; so do
// mismatched arrays, an empty batch, one over MAX_PAY_BATCH, a caller
// without the payer role and a paused vault. Caps count every item.
func TestPayBatchRefusals(t *testing.T) {
	e := payEnv(t)
	pack := func(b batch) []byte { return e.vault.PackPayBatch(b.keys, b.tokens, b.tos, b.amounts) }
	var ok batch
	ok.add("payout:x", e.u.addr, e.carol.addr, big.NewInt(1))

	var zero batch
	zero.add("payout:y", e.u.addr, e.carol.addr, big.NewInt(1))
	zero.add("payout:z", e.u.addr, common.Address{}, big.NewInt(1))
	e.mustRevert(t, e.payer, e.v, pack(zero), nil, &vaultv2.DepositVaultV2ZeroAddress{})

	short := ok
	short.amounts = nil
	e.mustRevert(t, e.payer, e.v, pack(short), nil, &vaultv2.DepositVaultV2PayBatchMismatch{Keys: big.NewInt(1), Tokens: big.NewInt(1), Tos: big.NewInt(1), Amounts: big.NewInt(0)})
	e.mustRevert(t, e.payer, e.v, pack(batch{}), nil, &vaultv2.DepositVaultV2PayBatchMismatch{Keys: big.NewInt(0), Tokens: big.NewInt(0), Tos: big.NewInt(0), Amounts: big.NewInt(0)})
	var big101 batch
	for i := range 101 {
		big101.add(fmt.Sprintf("payout:%d", i), e.u.addr, e.carol.addr, big.NewInt(1))
	}
	n := big.NewInt(101)
	e.mustRevert(t, e.payer, e.v, pack(big101), nil, &vaultv2.DepositVaultV2PayBatchMismatch{Keys: n, Tokens: n, Tos: n, Amounts: n})

	if _, err := e.send(t, e.carol, e.v, pack(ok), nil); err == nil {
		t.Error("a caller without the payer role paid a batch")
	}
	if _, err := e.send(t, e.admin, e.v, pack(ok), nil); err == nil {
		t.Error("the admin paid a batch")
	}

	// The per-payment cap applies to each item, the period cap to their sum.
	e.setLimits(t, e.u.addr, big.NewInt(100), big.NewInt(150))
	e.awayFromPeriodEnd(t, 3600)
	var capped batch
	capped.add("payout:c1", e.u.addr, e.carol.addr, big.NewInt(100))
	capped.add("payout:c2", e.u.addr, e.carol.addr, big.NewInt(100))
	if _, err := e.send(t, e.payer, e.v, pack(capped), nil); err == nil {
		t.Error("a batch over the period cap was paid")
	}
	for _, k := range []string{"payout:c1", "payout:c2", "payout:x", "payout:y"} {
		if call(t, e.v, e.vault.PackPaid(b32(k)), e.vault.UnpackPaid) {
			t.Errorf("%s marked paid by a refused batch", k)
		}
	}

	e.do(t, e.admin, e.v, e.vault.PackPause(), nil)
	if _, err := e.send(t, e.payer, e.v, pack(ok), nil); err == nil {
		t.Error("a batch was paid while the vault is paused")
	}
}

// The gas one payment costs alone and in batches of 10 and 50, in the token
// and in native coin (figures for docs/benchmarks.md; gas is a count, so it
// may be asserted): a batch shares the transaction's base cost and the
// cold reads of the vault's settings.
func TestPayBatchGasPerPayment(t *testing.T) {
	e := payEnv(t)
	e.setLimits(t, e.u.addr, big.NewInt(500_000_000), big.NewInt(1_000_000_000))
	seq := 0
	recipient := func() common.Address { seq++; return common.BigToAddress(big.NewInt(int64(0x5000 + seq))) }
	for _, tc := range []struct {
		name   string
		token  common.Address
		amount *big.Int
	}{{"USDC", e.u.addr, big.NewInt(1_000)}, {"ETH", native, big.NewInt(1_000_000_000)}} {
		var single uint64
		for i := range 5 {
			r := e.do(t, e.payer, e.v, e.vault.PackPay(b32(fmt.Sprintf("%s-single-%d", tc.name, i)), tc.token, recipient(), tc.amount), nil)
			single += r.GasUsed
		}
		single /= 5
		perBatch := map[int]uint64{}
		for _, n := range []int{10, 50} {
			var b batch
			for i := range n {
				b.add(fmt.Sprintf("%s-batch%d-%d", tc.name, n, i), tc.token, recipient(), tc.amount)
			}
			r := e.do(t, e.payer, e.v, e.vault.PackPayBatch(b.keys, b.tokens, b.tos, b.amounts), nil)
			if p := e.payments(t, r); len(p) != n {
				t.Fatalf("%s batch of %d paid %d", tc.name, n, len(p))
			}
			perBatch[n] = r.GasUsed / uint64(n)
		}
		t.Logf("%s: gas per payment alone %d, in a batch of 10 %d (%.2f), of 50 %d (%.2f)", tc.name, single,
			perBatch[10], float64(perBatch[10])/float64(single), perBatch[50], float64(perBatch[50])/float64(single))
		if perBatch[10] >= single || perBatch[50] > perBatch[10] {
			t.Errorf("%s: batching does not lower the gas per payment: alone %d, 10 %d, 50 %d", tc.name, single, perBatch[10], perBatch[50])
		}
	}
}
