package devchain_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/swapengine/swapengine/internal/harness/devchain"
)

// transfer signs a plain 21,000-gas transfer; tip and fee cap are equal, so feeCap alone
// decides whether a block with a given base fee may include it.
func transfer(t *testing.T, key *ecdsa.PrivateKey, nonce uint64, to common.Address, wei, feeCap *big.Int) *types.Transaction {
	t.Helper()
	chainID := big.NewInt(devchain.ChainID)
	tx, err := types.SignTx(types.NewTx(&types.DynamicFeeTx{
		ChainID: chainID, Nonce: nonce, GasTipCap: feeCap, GasFeeCap: feeCap, Gas: 21_000, To: &to, Value: wei,
	}), types.LatestSignerForChainID(chainID), key)
	if err != nil {
		t.Fatal(err)
	}
	return tx
}

func pendingNonce(t *testing.T, c *devchain.Chain, addr common.Address) uint64 {
	t.Helper()
	n, err := c.Client().PendingNonceAt(t.Context(), addr)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// belowNextBaseFee is a fee cap that the next two blocks' base fees exclude and the third's
// admits. Only when the head is empty: the base fee then falls by 1/8 per empty block, so
// blocks head+1, +2, +3 have base fees b, 7b/8, 49b/64, and 0.8b lies between the last two.
func belowNextBaseFee(t *testing.T, c *devchain.Chain) *big.Int {
	t.Helper()
	mine(t, c, 1) // an empty head
	head, err := c.Client().HeaderByNumber(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	next := new(big.Int).Sub(head.BaseFee, new(big.Int).Div(head.BaseFee, big.NewInt(8)))
	return new(big.Int).Div(new(big.Int).Mul(next, big.NewInt(8)), big.NewInt(10))
}

// A transaction the next block cannot include (its fee cap is below that block's base fee):
// MineUntilReceipt mines past the next block and stops at the first block that holds it,
// in process and through the admin API.
func TestMineUntilReceiptMinesPastTheNextBlock(t *testing.T) {
	c := start(t, devchain.Options{HTTPAddr: "127.0.0.1:0"})
	ctx := t.Context()
	admin := devchain.Admin{URL: c.AdminURL()}
	key, to := c.Accounts()[3], c.Addresses()[2]

	feeCap := belowNextBaseFee(t, c)
	before := c.Head()
	tx := transfer(t, key, pendingNonce(t, c, c.Addresses()[3]), to, big.NewInt(1), feeCap)
	if err := c.Client().SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	r, err := c.MineUntilReceipt(ctx, tx.Hash(), 10)
	if err != nil {
		t.Fatal(err)
	}
	if r.BlockNumber.Uint64() <= before+1 || r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("receipt in block %d (status %d), head before the send %d: want a later block than the next", r.BlockNumber, r.Status, before)
	}
	if c.Head() != r.BlockNumber.Uint64() {
		t.Errorf("head %d: mined on after the receipt appeared in block %d", c.Head(), r.BlockNumber)
	}
	t.Logf("sent at head %d, mined in block %d", before, r.BlockNumber)

	// The same over HTTP: sent by JSON-RPC, mined by the admin API.
	feeCap = belowNextBaseFee(t, c)
	before = c.Head()
	tx = transfer(t, key, pendingNonce(t, c, c.Addresses()[3]), to, big.NewInt(1), feeCap)
	if err := dial(t, c.RPCURL()).SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	res, err := admin.MineUntilReceipt(ctx, tx.Hash(), 10)
	if err != nil {
		t.Fatal(err)
	}
	if res.BlockNumber <= before+1 || res.Status != types.ReceiptStatusSuccessful || res.Head != res.BlockNumber {
		t.Fatalf("admin answer %+v, head before the send %d", res, before)
	}
	if h := headerAt(t, dial(t, c.RPCURL()), res.BlockNumber); h.Hash() != res.BlockHash {
		t.Errorf("block %d is %s, answer says %s", res.BlockNumber, h.Hash(), res.BlockHash)
	}
}

// A transaction that no block will include (a nonce gap) ends the wait after maxBlocks
// blocks with ErrNotMined naming it; so does a cancelled context; bad bounds are refused.
func TestMineUntilReceiptBound(t *testing.T) {
	c := start(t, devchain.Options{HTTPAddr: "127.0.0.1:0"})
	ctx := t.Context()
	admin := devchain.Admin{URL: c.AdminURL()}
	key, from, to := c.Accounts()[2], c.Addresses()[2], c.Addresses()[1]
	fee := big.NewInt(10_000_000_000)

	nonce := pendingNonce(t, c, from)
	gap := transfer(t, key, nonce+1, to, big.NewInt(1), fee)
	if err := c.Client().SendTransaction(ctx, gap); err != nil {
		t.Fatal(err)
	}
	h := c.Head()
	_, err := c.MineUntilReceipt(ctx, gap.Hash(), 3)
	if !errors.Is(err, devchain.ErrNotMined) || !strings.Contains(err.Error(), gap.Hash().Hex()) || !strings.Contains(err.Error(), "still in the pool") {
		t.Fatalf("nonce gap: %v; want ErrNotMined naming %s, still in the pool", err, gap.Hash())
	}
	if c.Head() != h+3 {
		t.Errorf("head %d after a bound of 3 blocks from %d", c.Head(), h)
	}
	t.Log(err)

	h = c.Head()
	_, err = admin.MineUntilReceipt(ctx, gap.Hash(), 2)
	if !errors.Is(err, devchain.ErrNotMined) || !strings.Contains(err.Error(), gap.Hash().Hex()) {
		t.Fatalf("admin, nonce gap: %v; want ErrNotMined naming %s", err, gap.Hash())
	}
	if c.Head() != h+2 {
		t.Errorf("head %d after an admin bound of 2 blocks from %d", c.Head(), h)
	}

	never := common.HexToHash("0x1111111111111111111111111111111111111111111111111111111111111111")
	if _, err := c.MineUntilReceipt(ctx, never, 1); !errors.Is(err, devchain.ErrNotMined) || !strings.Contains(err.Error(), "unknown to the node") {
		t.Errorf("unknown transaction: %v", err)
	}

	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	h = c.Head()
	if _, err := c.MineUntilReceipt(cancelled, gap.Hash(), 5); !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), gap.Hash().Hex()) {
		t.Errorf("cancelled context: %v; want context.Canceled naming %s", err, gap.Hash())
	}
	if c.Head() != h {
		t.Errorf("a cancelled wait mined %d blocks", c.Head()-h)
	}

	for name, call := range map[string]func() error{
		"negative bound": func() error { _, err := c.MineUntilReceipt(ctx, gap.Hash(), -1); return err },
		"admin bound too big": func() error {
			_, err := admin.MineUntilReceipt(ctx, gap.Hash(), devchain.MaxMineUntilReceipt+1)
			return err
		},
		"admin no hash": func() error { _, err := admin.MineUntilReceipt(ctx, common.Hash{}, 1); return err },
	} {
		if err := call(); !errors.Is(err, devchain.ErrInvalidArgument) {
			t.Errorf("%s: %v, want ErrInvalidArgument", name, err)
		}
	}

	// Filling the gap makes both minable; a bound of 0 only looks.
	fill := transfer(t, key, nonce, to, big.NewInt(1), fee)
	if err := c.Client().SendTransaction(ctx, fill); err != nil {
		t.Fatal(err)
	}
	if _, err := c.MineUntilReceipt(ctx, fill.Hash(), 3); err != nil {
		t.Fatal(err)
	}
	h = c.Head()
	if r, err := c.MineUntilReceipt(ctx, gap.Hash(), 0); err != nil || r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("gap transaction after the gap was filled: %v", err)
	}
	if c.Head() != h {
		t.Errorf("a bound of 0 mined %d blocks", c.Head()-h)
	}
}

// Issue 11: the soak funded a fresh key, mined, and sent from that key at once; now and then
// the pool refused with "insufficient funds … balance 0" although the funding transaction was
// in the block just mined. A transaction must be judged against the state of the head that
// Mine (or MineUntilReceipt) returned. 100 rounds: the race hit about one round in twenty.
func TestSendRightAfterTheFundingBlock(t *testing.T) {
	c := start(t, devchain.Options{})
	ctx := t.Context()
	funder, funderAddr := c.Accounts()[3], c.Addresses()[3]
	fee := big.NewInt(10_000_000_000)
	nonce := pendingNonce(t, c, funderAddr)
	var last *types.Transaction
	for round := range 100 {
		key, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		fund := transfer(t, funder, nonce, crypto.PubkeyToAddress(key.PublicKey), big.NewInt(1e18), fee)
		nonce++
		if err := c.Client().SendTransaction(ctx, fund); err != nil {
			t.Fatalf("round %d: funding: %v", round, err)
		}
		if _, err := c.MineUntilReceipt(ctx, fund.Hash(), 3); err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
		last = transfer(t, key, 0, funderAddr, big.NewInt(1), fee)
		if err := c.Client().SendTransaction(ctx, last); err != nil {
			t.Fatalf("round %d: spending from the key funded in block %d: %v", round, c.Head(), err)
		}
	}
	if _, err := c.MineUntilReceipt(ctx, last.Hash(), 3); err != nil {
		t.Fatal(err)
	}
}
