package swapworker

import (
	"context"
	"log/slog"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/txsender"
)

// Issue 27, sweep exactly once: money credited at deposit addresses is
// moved into the vault by one keyed transaction through the durable
// sender; a sweeper killed while its transaction is in flight resumes the
// same transaction; once the scanner has recorded the sweep nothing is swept
// again; and the vault's books and balances reconcile with what arrived.
func TestTheSweeperMovesCreditedMoneyIntoTheVaultOnce(t *testing.T) {
	ctx := t.Context()
	r := newSweepRig(t)
	c, db, scans, factory, cfg, scan := r.c, r.db, r.scans, r.factory, r.cfg, r.scan

	swaps := []string{"sweep-a", "sweep-b"}
	var addrs []common.Address
	for _, id := range swaps {
		b, _ := devchain.SwapIDBytes(id)
		a := vaultv2.DepositAddress(factory, b)
		addrs = append(addrs, a)
		require.NoError(t, scans.RegisterDepositAddress(ctx, store.DepositAddress{ChainID: cfg.ChainID, Address: a, Factory: factory, SwapID: id, WatchUntil: time.Now().Add(time.Hour)}))
		plainTransfer(t, c, a, big.NewInt(2e15))
	}
	scan()
	vaultBefore, err := c.Client().BalanceAt(ctx, c.Vault(), nil)
	require.NoError(t, err)

	sender, err := txsender.New(ctx, txsender.Config{ChainID: cfg.ChainID, Client: c.Client(), Signer: txsender.NewKey(devchain.PayerKey()), DB: db,
		FinalityDepth: 2, MaxFeePerGas: big.NewInt(500e9), PollInterval: 20 * time.Millisecond})
	require.NoError(t, err)
	sw := sweeper{chainID: cfg.ChainID, factory: factory, tokens: tokenFlag{"USDC": c.USDC()}, sender: sender, scans: scans, logger: slog.New(slog.DiscardHandler)}

	// The first sweeper dies while its transaction waits for blocks.
	dead, kill := context.WithTimeout(ctx, 30*time.Second)
	go func() {
		for dead.Err() == nil {
			var n int
			_ = db.QueryRow(ctx, `SELECT count(*) FROM tx_sends WHERE key LIKE 'sweep:%' AND state = 'sent'`).Scan(&n)
			if n > 0 {
				kill()
			}
			time.Sleep(5 * time.Millisecond)
		}
	}()
	require.ErrorIs(t, sw.once(dead), context.Canceled, "the killed sweep")
	kill()
	mining := mineEvery(t, c, 50*time.Millisecond)
	require.NoError(t, sw.once(ctx), "the sweep resumed")
	mining()
	scan()
	require.NoError(t, sw.once(ctx), "nothing left to sweep")

	payer := crypto.PubkeyToAddress(devchain.PayerKey().PublicKey)
	n, err := c.Client().NonceAt(ctx, payer, nil)
	require.NoError(t, err)
	assert.Equal(t, uint64(1), n, "one sweep transaction for both addresses")
	for _, a := range addrs {
		bal, err := c.Client().BalanceAt(ctx, a, nil)
		require.NoError(t, err)
		assert.Zero(t, bal.Sign(), "deposit address %s emptied", a)
	}
	vaultAfter, err := c.Client().BalanceAt(ctx, c.Vault(), nil)
	require.NoError(t, err)
	assert.Equal(t, big.NewInt(4e15), new(big.Int).Sub(vaultAfter, vaultBefore), "the vault holds what arrived")
	logs, err := c.Client().FilterLogs(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(0), Addresses: []common.Address{c.Vault()},
		Topics: [][]common.Hash{{vaultv2.NewDepositVaultV2().GetABI().Events[vaultv2.DepositVaultV2DepositedEventName].ID}}})
	require.NoError(t, err)
	var credited, swept int
	require.NoError(t, db.QueryRow(ctx, `SELECT count(*) FILTER (WHERE kind = 'balance'), count(*) FILTER (WHERE kind = 'sweep') FROM observations`).Scan(&credited, &swept))
	assert.Equal(t, 2, credited, "two credits")
	assert.Equal(t, 2, swept, "two sweeps in the vault's books")
	assert.GreaterOrEqual(t, len(logs), 2)
}

func plainTransfer(t *testing.T, c *devchain.Chain, to common.Address, wei *big.Int) {
	t.Helper()
	ctx := t.Context()
	key := devchain.DevKey(2)
	nonce, err := c.Client().PendingNonceAt(ctx, crypto.PubkeyToAddress(key.PublicKey))
	require.NoError(t, err)
	head, err := c.Client().HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(c.ChainID()), &types.DynamicFeeTx{ChainID: c.ChainID(), Nonce: nonce,
		GasTipCap: big.NewInt(1e9), GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), big.NewInt(1e9)), Gas: 21_000, To: &to, Value: wei})
	require.NoError(t, err)
	require.NoError(t, c.Client().SendTransaction(ctx, tx))
	_, err = c.MineUntilReceipt(ctx, tx.Hash(), 5)
	require.NoError(t, err)
}

// mineEvery mines a block every d until the returned stop is called.
func mineEvery(t *testing.T, c *devchain.Chain, d time.Duration) func() {
	stop, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-stop:
				return
			case <-time.After(d):
				_, _ = c.Mine(1)
			}
		}
	}()
	var once bool
	f := func() {
		if !once {
			once = true
			close(stop)
			<-done
		}
	}
	t.Cleanup(f)
	return f
}

// A sweep the vault refuses (paused) is tried again with a new key once the
// vault is open again: a refused attempt never stops the money for good.
func TestASweepRefusedWhileThePausedVaultGoesThroughAfter(t *testing.T) {
	ctx := t.Context()
	r := newSweepRig(t)
	c, db, scans, factory, cfg, scan := r.c, r.db, r.scans, r.factory, r.cfg, r.scan
	b, _ := devchain.SwapIDBytes("sweep-paused")
	a := vaultv2.DepositAddress(factory, b)
	require.NoError(t, scans.RegisterDepositAddress(ctx, store.DepositAddress{ChainID: cfg.ChainID, Address: a, Factory: factory, SwapID: "sweep-paused", WatchUntil: time.Now().Add(time.Hour)}))
	plainTransfer(t, c, a, big.NewInt(3e15))
	scan()

	admin := bind.NewKeyedTransactor(devchain.DevKey(0), c.ChainID())
	va := vaultv2.NewDepositVaultV2()
	vaultCall := func(data []byte) {
		tx, err := bind.Transact(va.Instance(c.Client(), c.Vault()), admin, data)
		require.NoError(t, err)
		_, err = c.MineUntilReceipt(ctx, tx.Hash(), 5)
		require.NoError(t, err)
	}
	vaultCall(va.PackPause())
	sender, err := txsender.New(ctx, txsender.Config{ChainID: cfg.ChainID, Client: c.Client(), Signer: txsender.NewKey(devchain.PayerKey()), DB: db,
		FinalityDepth: 2, MaxFeePerGas: big.NewInt(500e9), PollInterval: 20 * time.Millisecond})
	require.NoError(t, err)
	sw := sweeper{chainID: cfg.ChainID, factory: factory, sender: sender, scans: scans, logger: slog.New(slog.DiscardHandler)}
	require.Error(t, sw.once(ctx), "the paused vault refuses the sweep")
	vaultCall(va.PackUnpause())
	mining := mineEvery(t, c, 50*time.Millisecond)
	require.NoError(t, sw.once(ctx), "the next attempt, once open again")
	mining()
	bal, err := c.Client().BalanceAt(ctx, a, nil)
	require.NoError(t, err)
	assert.Zero(t, bal.Sign(), "swept after the unpause")
}

// Dust at a deposit address makes no sweep — anyone could send it to
// every open address and make the hot wallet pay a sweep each: below the
// chain's sweep minimum it waits at its address, and is swept with the
// credit that brings the address to the minimum.
func TestDustAtADepositAddressWaitsForTheSweepMinimum(t *testing.T) {
	ctx := t.Context()
	r := newSweepRig(t)
	c, db, scans, factory, cfg, scan := r.c, r.db, r.scans, r.factory, r.cfg, r.scan
	addr := map[string]common.Address{}
	for _, id := range []string{"sweep-dust", "sweep-real"} {
		b, _ := devchain.SwapIDBytes(id)
		addr[id] = vaultv2.DepositAddress(factory, b)
		require.NoError(t, scans.RegisterDepositAddress(ctx, store.DepositAddress{ChainID: cfg.ChainID, Address: addr[id], Factory: factory, SwapID: id, WatchUntil: time.Now().Add(time.Hour)}))
	}
	plainTransfer(t, c, addr["sweep-dust"], big.NewInt(1e9))
	plainTransfer(t, c, addr["sweep-real"], big.NewInt(2e15))
	scan()
	sender, err := txsender.New(ctx, txsender.Config{ChainID: cfg.ChainID, Client: c.Client(), Signer: txsender.NewKey(devchain.PayerKey()), DB: db,
		FinalityDepth: 2, MaxFeePerGas: big.NewInt(500e9), PollInterval: 20 * time.Millisecond})
	require.NoError(t, err)
	// The payer names no native coin among its tokens: the sweep moves it
	// all the same, with its minimum.
	sw := sweeper{chainID: cfg.ChainID, factory: factory, tokens: tokenFlag{"USDC": c.USDC()},
		minimums: map[common.Address]*big.Int{vaultv2.NativeToken: big.NewInt(1e15)}, sender: sender, scans: scans, logger: slog.New(slog.DiscardHandler)}
	assert.Equal(t, []string{c.USDC().Hex()}, sw.withoutMinimum(), "the tokens a start-up warning names")
	balance := func(a common.Address) *big.Int {
		t.Helper()
		b, err := c.Client().BalanceAt(ctx, a, nil)
		require.NoError(t, err)
		return b
	}
	payer := crypto.PubkeyToAddress(devchain.PayerKey().PublicKey)
	nonce := func() uint64 {
		t.Helper()
		n, err := c.Client().NonceAt(ctx, payer, nil)
		require.NoError(t, err)
		return n
	}

	mining := mineEvery(t, c, 50*time.Millisecond)
	require.NoError(t, sw.once(ctx))
	mining()
	scan()
	require.NoError(t, sw.once(ctx), "nothing due: the dust waits")
	assert.Equal(t, uint64(1), nonce(), "one sweep, of the address above the minimum")
	assert.Zero(t, balance(addr["sweep-real"]).Sign())
	assert.Equal(t, int64(1e9), balance(addr["sweep-dust"]).Int64(), "the dust is where it was sent")

	plainTransfer(t, c, addr["sweep-dust"], big.NewInt(1e15))
	scan()
	mining = mineEvery(t, c, 50*time.Millisecond)
	require.NoError(t, sw.once(ctx))
	mining()
	assert.Equal(t, uint64(2), nonce())
	assert.Zero(t, balance(addr["sweep-dust"]).Sign(), "swept with the credit that reached the minimum, dust and all")
}

// sweepRig is a dev chain with a vault v2 and its deposit address factory,
// a migrated database, and a scanner reading the addresses.
type sweepRig struct {
	c       *devchain.Chain
	db      *pgxpool.Pool
	scans   *store.Scans
	factory common.Address
	cfg     chain.Config
	scan    func() // mines past finality and lets the scanner catch up
}

func newSweepRig(t *testing.T) *sweepRig {
	t.Helper()
	ctx := t.Context()
	c, err := devchain.Start(devchain.Options{Vault: devchain.VaultV2, HTTPAddr: "127.0.0.1:0"})
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	db, err := store.Open(ctx, testenv.MigratedPostgresURL(t))
	require.NoError(t, err)
	t.Cleanup(db.Close)
	r := &sweepRig{c: c, db: db, scans: &store.Scans{DB: db}}
	fa := vaultv2.NewDepositAddressFactory()
	opts := bind.NewKeyedTransactor(devchain.DevKey(3), c.ChainID())
	factory, tx, err := bind.DeployContract(opts, common.FromHex(vaultv2.DepositAddressFactoryMetaData.Bin), c.Client(), fa.PackConstructor(c.Vault()))
	require.NoError(t, err)
	_, err = c.MineUntilReceipt(ctx, tx.Hash(), 5)
	require.NoError(t, err)
	r.factory = factory
	r.cfg = chain.Config{ChainID: c.ChainID().Uint64(), Contract: c.Vault(), Finality: chain.Finality{Depth: 2}, StartBlock: c.VaultBlock(),
		Vault: chain.VaultV2, Tokens: []chain.Token{{Address: c.USDC().Hex(), Asset: "USDC"}}, DepositFactory: factory}
	rc, err := chain.Dial(ctx, c.RPCURL())
	require.NoError(t, err)
	t.Cleanup(rc.Close)
	scanner, err := chain.New(r.cfg, rc, r.scans)
	require.NoError(t, err)
	r.scan = func() {
		t.Helper()
		_, err := c.Mine(3)
		require.NoError(t, err)
		for range 20 {
			rep, err := scanner.Pass(ctx)
			require.NoError(t, err)
			if rep.Cursor.Number == rep.Head {
				return
			}
		}
	}
	return r
}
