// Package payertest is a simulated EVM chain with a funded vault v2, for
// tests of the on-chain payout route (activities, workflows). Test code only.
package payertest

import (
	"crypto/ecdsa"
	"log/slog"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/testtoken"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/txsender"
)

// Chain: vault v2 deployed by Admin with Hot as its payer, TestUSDC
// allowlisted, a second TestUSDC (DAI) deployed but not allowlisted, the
// vault funded with 100 ETH and 1,000 USDC (6 decimals), caps 10 ETH /
// 500 USDC per payment. Hot holds 10 ETH for gas.
type Chain struct {
	Backend *simulated.Backend
	ChainID uint64

	Admin, Hot, Customer, Stranger *ecdsa.PrivateKey
	Vault, USDC, DAI               common.Address
	V                              *vaultv2.DepositVaultV2
	U                              *testtoken.TestUSDC
}

// Ether is n ETH in wei.
func Ether(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)) }

// Addr is k's account.
func Addr(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }

// New starts the chain; it closes with the test.
func New(t testing.TB) *Chain {
	t.Helper()
	c := &Chain{V: vaultv2.NewDepositVaultV2(), U: testtoken.NewTestUSDC()}
	for _, k := range []**ecdsa.PrivateKey{&c.Admin, &c.Hot, &c.Customer, &c.Stranger} {
		var err error
		if *k, err = crypto.GenerateKey(); err != nil {
			t.Fatal(err)
		}
	}
	c.Backend = simulated.NewBackend(types.GenesisAlloc{
		Addr(c.Admin): {Balance: Ether(1000)}, Addr(c.Hot): {Balance: Ether(10)},
	}, devchain.PatientMiner)
	t.Cleanup(func() { _ = c.Backend.Close() })
	id, err := c.Backend.Client().ChainID(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	c.ChainID = id.Uint64()
	// The tokens come next from the admin: the vault's cap maxima name them.
	n, err := c.Backend.Client().PendingNonceAt(t.Context(), Addr(c.Admin))
	if err != nil {
		t.Fatal(err)
	}
	maxima := map[common.Address]vaultv2.Maximum{vaultv2.NativeToken: vaultv2.Unbounded,
		crypto.CreateAddress(Addr(c.Admin), n+1): vaultv2.Unbounded, crypto.CreateAddress(Addr(c.Admin), n+2): vaultv2.Unbounded}
	c.Vault = c.deploy(t, vaultv2.DepositVaultV2MetaData.Bin, vaultv2.Constructor(vaultv2.Roles{
		Admin: Addr(c.Admin), Guardian: Addr(c.Admin), Payer: Addr(c.Hot), Treasury: Addr(c.Admin)}, maxima))
	c.USDC = c.deploy(t, testtoken.TestUSDCMetaData.Bin, nil)
	c.DAI = c.deploy(t, testtoken.TestUSDCMetaData.Bin, nil)
	c.Do(t, c.Vault, c.V.PackSetTokenAllowed(c.USDC, true), nil)
	c.Do(t, c.Vault, c.V.PackFund(vaultv2.NativeToken, Ether(100)), Ether(100))
	c.Do(t, c.USDC, c.U.PackMint(Addr(c.Admin), big.NewInt(1_000_000_000)), nil)
	c.Do(t, c.USDC, c.U.PackApprove(c.Vault, big.NewInt(1_000_000_000)), nil)
	c.Do(t, c.Vault, c.V.PackFund(c.USDC, big.NewInt(1_000_000_000)), nil)
	c.Do(t, c.Vault, c.V.PackSetLimits(vaultv2.NativeToken, Ether(10), Ether(1000)), nil)
	c.Do(t, c.Vault, c.V.PackSetLimits(c.USDC, big.NewInt(500_000_000), big.NewInt(1_000_000_000)), nil)
	return c
}

func (c *Chain) deploy(t testing.TB, bin string, ctor []byte) common.Address {
	t.Helper()
	opts := bind.NewKeyedTransactor(c.Admin, new(big.Int).SetUint64(c.ChainID))
	opts.Context = t.Context()
	a, _, err := bind.DeployContract(opts, common.FromHex(bin), c.Backend.Client(), ctor)
	if err != nil {
		t.Fatal(err)
	}
	c.Backend.Commit()
	return a
}

// Do sends data as the admin, mines it and requires success.
func (c *Chain) Do(t testing.TB, to common.Address, data []byte, value *big.Int) {
	t.Helper()
	c.DoAs(t, c.Admin, to, data, value)
}

// DoAs sends data as from, mines it, requires success and returns the receipt.
func (c *Chain) DoAs(t testing.TB, from *ecdsa.PrivateKey, to common.Address, data []byte, value *big.Int) *types.Receipt {
	t.Helper()
	opts := bind.NewKeyedTransactor(from, new(big.Int).SetUint64(c.ChainID))
	opts.Context = t.Context()
	opts.Value = value
	bc := bind.NewBoundContract(to, c.V.GetABI(), c.Backend.Client(), c.Backend.Client(), c.Backend.Client())
	tx, err := bind.Transact(bc, opts, data)
	if err != nil {
		t.Fatal(err)
	}
	c.Backend.Commit()
	r, err := c.Backend.Client().TransactionReceipt(t.Context(), tx.Hash())
	if err != nil || r.Status != 1 {
		t.Fatalf("transaction %s: %v %+v", tx.Hash(), err, r)
	}
	return r
}

// Sender is one worker process's sender on the database at dbURL (its own
// pool), finality depth 3.
func (c *Chain) Sender(t testing.TB, dbURL string, logger *slog.Logger) *txsender.Sender {
	t.Helper()
	db, err := store.Open(t.Context(), dbURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	s, err := txsender.New(t.Context(), txsender.Config{
		ChainID: c.ChainID, Client: c.Backend.Client(), Signer: txsender.NewKey(c.Hot), DB: db,
		FinalityDepth: 3, MaxFeePerGas: big.NewInt(1_000_000_000_000), PollInterval: time.Millisecond,
		Logger: logger,
	})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Paid are the canonical Paid events under the effect key's vault key.
func (c *Chain) Paid(t testing.TB, effectKey string) []types.Log {
	t.Helper()
	logs, err := c.Backend.Client().FilterLogs(t.Context(), ethereum.FilterQuery{
		FromBlock: big.NewInt(0), Addresses: []common.Address{c.Vault},
		Topics: [][]common.Hash{
			{c.V.GetABI().Events[vaultv2.DepositVaultV2PaidEventName].ID},
			{txsender.VaultKey(c.ChainID, c.Vault, effectKey)},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	return logs
}

// USDCBalance is who's TestUSDC balance.
func (c *Chain) USDCBalance(t testing.TB, who common.Address) *big.Int {
	t.Helper()
	out, err := c.Backend.Client().CallContract(t.Context(), ethereum.CallMsg{To: &c.USDC, Data: c.U.PackBalanceOf(who)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := c.U.UnpackBalanceOf(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// NativeBalance is who's balance in wei.
func (c *Chain) NativeBalance(t testing.TB, who common.Address) *big.Int {
	t.Helper()
	b, err := c.Backend.Client().BalanceAt(t.Context(), who, nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// HotNonce is the payer's pending nonce: it moves only when something is signed and sent.
func (c *Chain) HotNonce(t testing.TB) uint64 {
	t.Helper()
	n, err := c.Backend.Client().PendingNonceAt(t.Context(), Addr(c.Hot))
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// Transfer sends value of the native coin from the admin to to and mines it.
func (c *Chain) Transfer(t testing.TB, to common.Address, value *big.Int) {
	t.Helper()
	cl := c.Backend.Client()
	nonce, err := cl.PendingNonceAt(t.Context(), Addr(c.Admin))
	if err != nil {
		t.Fatal(err)
	}
	h, err := cl.HeaderByNumber(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	fee := new(big.Int).Add(new(big.Int).Mul(h.BaseFee, big.NewInt(2)), big.NewInt(1e9))
	tx, err := types.SignNewTx(c.Admin, types.LatestSignerForChainID(new(big.Int).SetUint64(c.ChainID)), &types.DynamicFeeTx{
		ChainID: new(big.Int).SetUint64(c.ChainID), Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: fee, Gas: 21_000, To: &to, Value: value,
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := cl.SendTransaction(t.Context(), tx); err != nil {
		t.Fatal(err)
	}
	c.Backend.Commit()
	if r, err := cl.TransactionReceipt(t.Context(), tx.Hash()); err != nil || r.Status != 1 {
		t.Fatalf("transfer %s: %v", tx.Hash(), err)
	}
}
