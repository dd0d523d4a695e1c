package devchain

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/core/types"
)

// A transaction the chain's own helpers sent can be mined by another caller's
// Mine before the helper mines for it (the end-to-end tests mine a block every
// 100 ms in the background): mineAll still returns its receipt, and mines no
// block for it. CI saw DeployDex fail so ("not mined … after 3 blocks; mined
// just now").
func TestMineAllFindsATransactionAnotherMinerTook(t *testing.T) {
	c, err := Start(Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	ctx := t.Context()
	nonce, err := c.client.PendingNonceAt(ctx, c.addrs[1])
	if err != nil {
		t.Fatal(err)
	}
	to := c.addrs[2]
	fee := big.NewInt(10_000_000_000)
	tx, err := types.SignTx(types.NewTx(&types.DynamicFeeTx{
		ChainID: c.chainID, Nonce: nonce, GasTipCap: fee, GasFeeCap: fee, Gas: 21_000, To: &to, Value: big.NewInt(1),
	}), types.LatestSignerForChainID(c.chainID), c.keys[1])
	if err != nil {
		t.Fatal(err)
	}
	if err := c.client.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Mine(1); err != nil { // the background miner
		t.Fatal(err)
	}
	head := c.Head()
	rs, err := c.mineAll(ctx, tx)
	if err != nil {
		t.Fatalf("mineAll of a transaction already mined: %v", err)
	}
	if rs[0].TxHash != tx.Hash() || rs[0].BlockNumber.Uint64() != head {
		t.Fatalf("receipt of %s in block %d; want %s in block %d", rs[0].TxHash, rs[0].BlockNumber, tx.Hash(), head)
	}
	if c.Head() != head {
		t.Errorf("head %d: mined %d blocks for a transaction already mined", c.Head(), c.Head()-head)
	}
}
