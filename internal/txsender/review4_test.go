package txsender

// Review 2026-12-02 (turn 4): the sender. Each test FAILS while the defect it
// names is there.

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
)

// gasBurnerBin: a contract that accepts any call after burning ~10.2 M gas
// (a loop of 393,216 turns). See internal/chain/vaultv2/review4_test.go.
const gasBurnerBin = "0x600e600c600039600e6000f3" + "62060000" + "5b" + "6001" + "90" + "03" + "80" + "6004" + "57" + "00"

// REVIEW4 P1 (sender side): the gas limit is eth_estimateGas + 25 % with no
// ceiling, and the vault forwards all gas to a native recipient. A refund
// (or payout) address that is a gas-burning contract makes one payment of
// 1 wei cost the hot wallet ~10 M gas; the only bound is the node's fee cap
// (1 ether per transaction by default).
func TestReview4PaymentToAGasBurnerHasNoGasCeiling(t *testing.T) {
	e := newEnv(t, eth(10))
	burner := e.deploy(t, gasBurnerBin, nil)
	s := e.sender(t, nil)
	p := Payment{Key: "refund:swap-griefer:evm:1337:0xvault:0x01", ChainID: e.chainID.Uint64(), Vault: e.vault,
		Token: vaultv2.NativeToken, To: burner, Amount: big.NewInt(1)}
	before, err := e.backend.Client().BalanceAt(t.Context(), addr(e.hot), nil)
	if err != nil {
		t.Fatal(err)
	}
	st := e.drive(t, s, p, 30)
	rc, err := e.backend.Client().TransactionReceipt(t.Context(), st.TxHash)
	if err != nil {
		t.Fatal(err)
	}
	after, err := e.backend.Client().BalanceAt(t.Context(), addr(e.hot), nil)
	if err != nil {
		t.Fatal(err)
	}
	tx, _, err := e.backend.Client().TransactionByHash(t.Context(), st.TxHash)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("refund of 1 wei: gas limit %d, gas used %d, hot wallet spent %s wei", tx.Gas(), rc.GasUsed, new(big.Int).Sub(before, after))
	if tx.Gas() > 300_000 {
		t.Errorf("the sender signed a 1-wei payment with gas limit %d (used %d): the recipient sets the hot wallet's gas bill; want a ceiling on pay()'s gas", tx.Gas(), rc.GasUsed)
	}
}

// noFundsOnce answers the first broadcast as a node does when the wallet
// cannot cover gas × maxFee (its balance fell between vet and broadcast:
// concurrent payouts, a base-fee rise), without forwarding it.
type noFundsOnce struct {
	Client
	mu   sync.Mutex
	left int
}

func (c *noFundsOnce) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	c.mu.Lock()
	refuse := c.left > 0
	c.left--
	c.mu.Unlock()
	if refuse {
		return errors.New("insufficient funds for gas * price + value: address " + tx.To().Hex() + " have 0 want 1")
	}
	return c.Client.SendTransaction(ctx, tx)
}

// REVIEW4 P5: a payment the sender reports as a permanent *Failure
// (CodePayerUnderfunded: the activity turns it into ErrPaymentBlocked, a
// non-retryable item for a person) keeps its signed transaction in an open
// row, and the worker's Recover (every minute, internal/swapworker/payer.go)
// broadcasts it as soon as the wallet can pay. Nothing lets the item's
// resolution stop it: "dismiss" (documented as "made by hand") leaves the
// row open, so a payout or refund the operator made by hand is paid a second
// time by the vault.
func TestReview4BlockedPaymentIsPaidLaterByRecoverWithoutARetry(t *testing.T) {
	e := newEnv(t, eth(10))
	cfg := e.config(t)
	cfg.Client = &noFundsOnce{Client: e.client, left: 1}
	s, err := New(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	p := e.payment("payout:swap-blocked", 1_000_000)
	st, err := s.Step(t.Context(), p)
	f, ok := AsFailure(err)
	if !ok || f.Code != CodePayerUnderfunded {
		t.Fatalf("step: %v (state %s), want a CodePayerUnderfunded *Failure", err, st.State)
	}
	t.Logf("step: permanent failure %s: %s (row state %s, %d signed attempt(s))", f.Code, f.Detail, st.State, len(st.Attempts))
	// The operator pays the customer by hand and dismisses the item; the
	// worker keeps running Recover.
	for range 8 {
		if _, err := s.Recover(t.Context()); err != nil {
			t.Logf("recover: %v", err)
		}
		e.backend.Commit()
	}
	if logs := e.paidLogs(t, p); len(logs) > 0 {
		t.Errorf("a payment reported as a permanent failure (item for a person) was paid by Recover without any retry: Paid in tx %s; a hand payment + dismiss pays twice", logs[0].TxHash)
	}
}

// hostileTip is a node that quotes an absurd priority fee.
type hostileTip struct{ Client }

func (c hostileTip) SuggestGasTipCap(ctx context.Context) (*big.Int, error) {
	return new(big.Int).Exp(big.NewInt(10), big.NewInt(30), nil), nil
}

// REVIEW4 P6: the tip is whatever eth_maxPriorityFeePerGas says, clipped only
// by MaxFeePerGas: a hostile or broken RPC makes every payment bid the cap as
// its tip (paid to the block builder in full, whatever the base fee).
func TestReview4HostileNodeTipIsPaidUpToTheCap(t *testing.T) {
	e := newEnv(t, eth(10))
	cfg := e.config(t)
	cfg.Client = hostileTip{e.client}
	s, err := New(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	p := e.payment("payout:swap-tip", 1_000_000)
	st, err := s.Step(t.Context(), p)
	if err != nil || len(st.Attempts) == 0 {
		t.Fatalf("step: %v %+v", err, st)
	}
	h, err := e.backend.Client().HeaderByNumber(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	a := st.Attempts[0]
	t.Logf("base fee %s, tip %s, max fee %s (MaxFeePerGas %s)", h.BaseFee, a.MaxPriorityFeePerGas, a.MaxFeePerGas, cfg.MaxFeePerGas)
	sane := new(big.Int).Add(new(big.Int).Mul(h.BaseFee, big.NewInt(10)), big.NewInt(10_000_000_000)) // 10 × base + 10 gwei
	if a.MaxPriorityFeePerGas.Cmp(sane) > 0 {
		t.Errorf("tip %s wei/gas taken from the node as is (base fee %s): a hostile RPC sets the hot wallet's gas price up to MaxFeePerGas", a.MaxPriorityFeePerGas, h.BaseFee)
	}
}

// rangeLimited refuses eth_getLogs over more than max blocks, as hosted
// providers do (10,000 blocks or fewer; some 2,000 or 500).
type rangeLimited struct {
	Client
	max uint64
}

func (c rangeLimited) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	to := q.ToBlock
	if to == nil {
		h, err := c.HeaderByNumber(ctx, nil)
		if err != nil {
			return nil, err
		}
		to = h.Number
	}
	from := big.NewInt(0)
	if q.FromBlock != nil {
		from = q.FromBlock
	}
	if n := new(big.Int).Sub(to, from); n.Cmp(new(big.Int).SetUint64(c.max)) > 0 {
		return nil, fmt.Errorf("query exceeds max block range %d (asked %s)", c.max, n)
	}
	return c.Client.FilterLogs(ctx, q)
}

// REVIEW4 P8: AlreadyPaid on first sight (the row was lost: a database
// restored from a backup, a payment made by hand) is resolved by one
// eth_getLogs from PaidSearchFrom (the vault's deployment block) to the
// head, never chunked. Against any provider that limits ranges the step
// fails with a transient error forever: the activity answers PaymentPending
// round after round and no item ever tells a person. (resolveByPaidEvent
// searches from the row's creation block the same way, so an old row that
// meets "nonce too low" is stuck alike.)
func TestReview4AlreadyPaidOnFirstSightNeedsAnUnboundedGetLogs(t *testing.T) {
	e := newEnv(t, eth(10))
	p := e.payment("payout:swap-restored", 1_000_000)
	e.drive(t, e.sender(t, nil), p, 30)
	// The database is restored from a backup taken before this payment.
	if _, err := e.db.Exec(t.Context(), `DELETE FROM tx_attempts WHERE key = $1`, p.Key); err != nil {
		t.Fatal(err)
	}
	if _, err := e.db.Exec(t.Context(), `DELETE FROM tx_sends WHERE key = $1`, p.Key); err != nil {
		t.Fatal(err)
	}
	for range 40 {
		e.backend.Commit()
	}
	cfg := e.config(t)
	cfg.Client = rangeLimited{Client: e.client, max: 20}
	s, err := New(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	var last error
	for range 5 {
		st, err := s.Step(t.Context(), p)
		if err == nil && (st.State == StateMined || st.State == StateFinal) {
			return
		}
		last = err
		e.backend.Commit()
	}
	t.Errorf("a key the vault already paid never resolves against a node that limits eth_getLogs ranges: %v", last)
}

// laggingReads is a load-balanced RPC: eth_sendRawTransaction reaches an
// up-to-date node, while (when lag is on) receipts, logs and gas estimates
// come from a node one block behind; and one provider drops the broadcast of
// a chosen nonce (answers success, forwards nothing), as faultClient does.
type laggingReads struct {
	Client
	mu        sync.Mutex
	lag       bool
	dropNonce *uint64
}

func (c *laggingReads) lagging() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.lag
}

func (c *laggingReads) TransactionReceipt(ctx context.Context, h common.Hash) (*types.Receipt, error) {
	if c.lagging() {
		return nil, ethereum.NotFound
	}
	return c.Client.TransactionReceipt(ctx, h)
}

func (c *laggingReads) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	if c.lagging() {
		return nil, nil
	}
	return c.Client.FilterLogs(ctx, q)
}

func (c *laggingReads) EstimateGas(ctx context.Context, m ethereum.CallMsg) (uint64, error) {
	if c.lagging() {
		return 150_000, nil // the state before the payment was mined: pay() would succeed
	}
	return c.Client.EstimateGas(ctx, m)
}

func (c *laggingReads) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	c.mu.Lock()
	drop := c.dropNonce != nil && *c.dropNonce == tx.Nonce()
	if drop {
		// One dropped broadcast, as the finding describes (adjusted after
		// the review: dropping every transaction of that nonce for ever made
		// the nonce unusable by anything, a filler included, so no sender
		// could pass; a single drop still wedged the key before the fix).
		c.dropNonce = nil
	}
	c.mu.Unlock()
	if drop {
		return nil
	}
	return c.Client.SendTransaction(ctx, tx)
}

// REVIEW4 P9: a row can end final while holding a nonce that no transaction
// will ever use, and then every later payment of the hot key waits forever.
// Path: the payment's transaction is mined at nonce N, but the node that
// answers reads is a block behind (no receipt, no Paid log, estimate as
// before): the rebroadcast gets "nonce too low", the row takes this for a
// foreign transaction, takes nonce N+1 and signs a second attempt there;
// that broadcast is lost. When reads catch up the row finds its first
// attempt's receipt and goes final, still bound to N+1. FillGaps fills only
// nonces no row holds, and Recover steps only open rows: N+1 stays empty, and
// the next payment (N+2) never mines.
func TestReview4FinalRowKeepsAnUnusedNonceAndWedgesTheHotKey(t *testing.T) {
	e := newEnv(t, eth(10))
	cfg := e.config(t)
	node := &laggingReads{Client: e.client}
	cfg.Client = node
	s, err := New(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	p := e.payment("payout:swap-lagged", 1_000_000)
	st, err := s.Step(t.Context(), p)
	if err != nil || st.Nonce == nil || st.State != StateSent {
		t.Fatalf("first step: %v, %+v", err, st)
	}
	n := *st.Nonce
	e.backend.Commit() // the payment is mined at nonce n
	node.mu.Lock()
	node.lag, node.dropNonce = true, new(uint64)
	*node.dropNonce = n + 1
	node.mu.Unlock()
	st, err = s.Step(t.Context(), p)
	t.Logf("step with lagging reads: %v; state %s, nonce %v, %d attempts", err, st.State, deref(st.Nonce), len(st.Attempts))
	node.mu.Lock()
	node.lag = false
	node.mu.Unlock()
	st = e.drive(t, s, p, 20)
	t.Logf("payment: %s in %s, row nonce %v", st.State, st.TxHash, deref(st.Nonce))
	e.requireOnePaid(t, p, st.TxHash)

	// The next payment.
	p2 := e.payment("payout:swap-next", 1_000_000)
	for range 15 {
		st2, err := s.Step(t.Context(), p2)
		if err == nil && st2.Done() {
			return
		}
		if _, err := s.Recover(t.Context()); err != nil {
			t.Logf("recover: %v", err)
		}
		e.backend.Commit()
	}
	chainNonce, _ := e.backend.Client().NonceAt(t.Context(), addr(e.hot), nil)
	st2, _, _ := s.Status(t.Context(), p2.Key)
	t.Errorf("the next payment never mines: state %s at nonce %v; the chain's nonce is %d, held by the FINAL row %q (nonce %v), whose attempt there was never mined; FillGaps and Recover leave it",
		st2.State, deref(st2.Nonce), chainNonce, p.Key, deref(st.Nonce))
}

func deref(n *uint64) any {
	if n == nil {
		return "none"
	}
	return *n
}

var _ = common.Address{}
