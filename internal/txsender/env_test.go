package txsender

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"errors"
	"log/slog"
	"math/big"
	"os"
	"reflect"
	"slices"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/harness/testtoken"
	"github.com/swapengine/swapengine/internal/store"
)

func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }

var errCrash = errors.New("test: process killed here")

// faultClient is the RPC as the sender sees it, with a fault: it can swallow
// eth_sendRawTransaction (answer success, forward nothing), as a provider
// that drops a broadcast does. It counts broadcasts.
type faultClient struct {
	simulated.Client
	mu      sync.Mutex
	drop    int // broadcasts still to swallow
	sends   int
	dropped int
	answers []answer // the node's answers to forwarded broadcasts, classified
	// estimates counts eth_estimateGas calls by how many payments a
	// payBatch held (0: anything else).
	estimates map[int]int
}

func (c *faultClient) EstimateGas(ctx context.Context, m ethereum.CallMsg) (uint64, error) {
	n := 0
	if len(m.Data) >= 4 && bytes.Equal(m.Data[:4], vaultABI.GetABI().Methods["payBatch"].ID) {
		if args, err := vaultABI.GetABI().Methods["payBatch"].Inputs.Unpack(m.Data[4:]); err == nil && len(args) > 0 {
			n = reflect.ValueOf(args[0]).Len()
		}
	}
	c.mu.Lock()
	if c.estimates == nil {
		c.estimates = map[int]int{}
	}
	c.estimates[n]++
	c.mu.Unlock()
	return c.Client.EstimateGas(ctx, m)
}

func (c *faultClient) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	c.mu.Lock()
	c.sends++
	if c.drop > 0 {
		c.drop--
		c.dropped++
		c.mu.Unlock()
		return nil
	}
	c.mu.Unlock()
	err := c.Client.SendTransaction(ctx, tx)
	c.mu.Lock()
	c.answers = append(c.answers, classify(err))
	c.mu.Unlock()
	return err
}

// answered reports whether the node gave answer a to any broadcast.
func (c *faultClient) answered(a answer) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Contains(c.answers, a)
}

func (c *faultClient) counts() (sends, dropped int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.sends, c.dropped
}

// env: a simulated chain with vault v2 (admin, the hot key as payer,
// treasury), TestUSDC allowlisted, the vault funded with 100 ETH and 1,000
// USDC, caps 10 ETH / 500 USDC per payment; a Postgres database.
type env struct {
	backend *simulated.Backend
	client  *faultClient
	chainID *big.Int
	dbURL   string
	db      *pgxpool.Pool

	admin, hot, carol, outsider *ecdsa.PrivateKey
	vault, usdc                 common.Address
	reverting                   common.Address // a token whose every call reverts (allowlisting it is the test's)
	v                           *vaultv2.DepositVaultV2
	u                           *testtoken.TestUSDC
}

func eth(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)) }

func addr(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }

func newEnv(t *testing.T, hotFunds *big.Int) *env {
	t.Helper()
	e := &env{v: vaultv2.NewDepositVaultV2(), u: testtoken.NewTestUSDC()}
	for _, k := range []**ecdsa.PrivateKey{&e.admin, &e.hot, &e.carol, &e.outsider} {
		var err error
		if *k, err = crypto.GenerateKey(); err != nil {
			t.Fatal(err)
		}
	}
	alloc := types.GenesisAlloc{
		addr(e.admin): {Balance: eth(1000)}, addr(e.hot): {Balance: hotFunds}, addr(e.outsider): {Balance: eth(10)},
	}
	e.backend = simulated.NewBackend(alloc, devchain.PatientMiner)
	t.Cleanup(func() { _ = e.backend.Close() })
	e.client = &faultClient{Client: e.backend.Client()}
	var err error
	if e.chainID, err = e.client.ChainID(t.Context()); err != nil {
		t.Fatal(err)
	}
	n, err := e.client.PendingNonceAt(t.Context(), addr(e.admin))
	if err != nil {
		t.Fatal(err)
	}
	e.vault = e.deploy(t, vaultv2.DepositVaultV2MetaData.Bin, vaultv2.Constructor(
		vaultv2.Roles{Admin: addr(e.admin), Guardian: addr(e.admin), Payer: addr(e.hot), Treasury: addr(e.admin)},
		map[common.Address]vaultv2.Maximum{vaultv2.NativeToken: vaultv2.Unbounded,
			crypto.CreateAddress(addr(e.admin), n+1): vaultv2.Unbounded, crypto.CreateAddress(addr(e.admin), n+2): vaultv2.Unbounded}))
	e.usdc = e.deploy(t, testtoken.TestUSDCMetaData.Bin, nil)
	// A token whose every call reverts, for the tests that need one: the
	// vault's cap maxima name every token it will ever pay in, at deployment.
	e.reverting = e.deploy(t, devchain.RevertingInitCode, nil)
	e.do(t, e.admin, e.vault, e.v.PackSetTokenAllowed(e.usdc, true), nil)
	e.do(t, e.admin, e.vault, e.v.PackFund(vaultv2.NativeToken, eth(100)), eth(100))
	e.do(t, e.admin, e.usdc, e.u.PackMint(addr(e.admin), big.NewInt(1_000_000_000)), nil)
	e.do(t, e.admin, e.usdc, e.u.PackApprove(e.vault, big.NewInt(1_000_000_000)), nil)
	e.do(t, e.admin, e.vault, e.v.PackFund(e.usdc, big.NewInt(1_000_000_000)), nil)
	e.do(t, e.admin, e.vault, e.v.PackSetLimits(vaultv2.NativeToken, eth(10), eth(1000)), nil)
	e.do(t, e.admin, e.vault, e.v.PackSetLimits(e.usdc, big.NewInt(500_000_000), big.NewInt(1_000_000_000)), nil)

	e.dbURL = testenv.MigratedPostgresURL(t)
	e.db = e.openDB(t)
	return e
}

// openDB is another process's connection pool to the same database.
func (e *env) openDB(t *testing.T) *pgxpool.Pool {
	t.Helper()
	db, err := store.Open(t.Context(), e.dbURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	return db
}

func (e *env) deploy(t *testing.T, bin string, ctor []byte) common.Address {
	t.Helper()
	opts := bind.NewKeyedTransactor(e.admin, e.chainID)
	opts.Context = t.Context()
	a, tx, err := bind.DeployContract(opts, common.FromHex(bin), e.backend.Client(), ctor)
	if err != nil {
		t.Fatal(err)
	}
	e.backend.Commit()
	if r, err := e.backend.Client().TransactionReceipt(t.Context(), tx.Hash()); err != nil || r.Status != 1 {
		t.Fatalf("deploy: %v %+v", err, r)
	}
	return a
}

// send signs data to `to` as `from` (gas estimated) and sends it, unmined.
func (e *env) send(t *testing.T, from *ecdsa.PrivateKey, to common.Address, data []byte, value *big.Int, nonce *uint64) *types.Transaction {
	t.Helper()
	opts := bind.NewKeyedTransactor(from, e.chainID)
	opts.Context = t.Context()
	opts.Value = value
	if nonce != nil {
		opts.Nonce = new(big.Int).SetUint64(*nonce)
	}
	c := bind.NewBoundContract(to, e.v.GetABI(), e.backend.Client(), e.backend.Client(), e.backend.Client())
	tx, err := bind.Transact(c, opts, data)
	if err != nil {
		t.Fatalf("transaction from %s: %v", addr(from), err)
	}
	return tx
}

// do sends, mines and requires success.
func (e *env) do(t *testing.T, from *ecdsa.PrivateKey, to common.Address, data []byte, value *big.Int) *types.Receipt {
	t.Helper()
	tx := e.send(t, from, to, data, value, nil)
	e.backend.Commit()
	r, err := e.backend.Client().TransactionReceipt(t.Context(), tx.Hash())
	if err != nil || r.Status != 1 {
		t.Fatalf("transaction %s: %v status %v", tx.Hash(), err, r)
	}
	return r
}

// transfer sends native coin and mines it.
func (e *env) transfer(t *testing.T, from *ecdsa.PrivateKey, to common.Address, value *big.Int) {
	t.Helper()
	n, err := e.backend.Client().PendingNonceAt(t.Context(), addr(from))
	if err != nil {
		t.Fatal(err)
	}
	tx, err := types.SignNewTx(from, types.LatestSignerForChainID(e.chainID), &types.DynamicFeeTx{
		ChainID: e.chainID, Nonce: n, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(1e11), Gas: 21_000, To: &to, Value: value,
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := e.backend.Client().SendTransaction(t.Context(), tx); err != nil {
		t.Fatal(err)
	}
	e.backend.Commit()
}

func (e *env) config(t *testing.T) Config {
	return Config{
		Logger:  slog.New(slog.NewTextHandler(t.Output(), nil)),
		ChainID: e.chainID.Uint64(), Client: e.client, Signer: NewKey(e.hot), DB: e.db,
		FinalityDepth: 3, MaxFeePerGas: big.NewInt(1_000_000_000_000), BumpAfterBlocks: 2, PollInterval: 1,
	}
}

// sender is a fresh process's sender on the shared database.
func (e *env) sender(t *testing.T, at func(string) error) *Sender {
	t.Helper()
	cfg := e.config(t)
	cfg.DB = e.openDB(t)
	s, err := New(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	s.hooks.at = at
	return s
}

// crashAt returns a hook that kills the process at point (once).
func crashAt(point string) func(string) error {
	done := false
	return func(p string) error {
		if p == point && !done {
			done = true
			return errCrash
		}
		return nil
	}
}

func (e *env) payment(key string, amount int64) Payment {
	return Payment{Key: key, ChainID: e.chainID.Uint64(), Vault: e.vault, Token: e.usdc, To: addr(e.carol), Amount: big.NewInt(amount)}
}

// drive steps p, mining a block after every step, until done (or fails the
// test after maxBlocks blocks).
func (e *env) drive(t *testing.T, s *Sender, p Payment, maxBlocks int) Status {
	t.Helper()
	for range maxBlocks {
		st, err := s.Step(t.Context(), p)
		if err != nil {
			t.Fatalf("step %q: %v", p.Key, err)
		}
		if st.Done() {
			return st
		}
		e.backend.Commit()
	}
	t.Fatalf("%q not done after %d blocks", p.Key, maxBlocks)
	return Status{}
}

// stepUntil steps until the state is want (mining between steps).
func (e *env) stepUntil(t *testing.T, s *Sender, p Payment, want State, maxBlocks int) Status {
	t.Helper()
	for range maxBlocks {
		st, err := s.Step(t.Context(), p)
		if err != nil {
			t.Fatalf("step %q: %v", p.Key, err)
		}
		if st.State == want {
			return st
		}
		e.backend.Commit()
	}
	t.Fatalf("%q never reached %s", p.Key, want)
	return Status{}
}

// paidLogs are the canonical Paid events for the payment's key.
func (e *env) paidLogs(t *testing.T, p Payment) []types.Log {
	t.Helper()
	logs, err := e.backend.Client().FilterLogs(t.Context(), ethereum.FilterQuery{
		FromBlock: big.NewInt(0), Addresses: []common.Address{e.vault},
		Topics: [][]common.Hash{{paidTopic}, {VaultKey(p.ChainID, p.Vault, p.Key)}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return logs
}

func (e *env) requireOnePaid(t *testing.T, p Payment, tx common.Hash) {
	t.Helper()
	logs := e.paidLogs(t, p)
	if len(logs) != 1 {
		t.Fatalf("%d Paid events for %q, want exactly 1", len(logs), p.Key)
	}
	if logs[0].TxHash != tx {
		t.Errorf("Paid event in %s, status says %s", logs[0].TxHash, tx)
	}
}

// requireNoncesFilled: every nonce the engine handed out is used on chain
// (after the pool is mined), and no send is left open.
func (e *env) requireNoncesFilled(t *testing.T, s *Sender) {
	t.Helper()
	for range 20 {
		open, err := s.Recover(t.Context())
		if err != nil {
			t.Fatalf("recover: %v", err)
		}
		if len(open) == 0 {
			break
		}
		e.backend.Commit()
	}
	var next int64
	if err := e.db.QueryRow(t.Context(), `SELECT next_nonce FROM tx_nonces WHERE sender = $1`, hexAddr(addr(e.hot))).Scan(&next); err != nil {
		t.Fatal(err)
	}
	onChain, err := e.backend.Client().NonceAt(t.Context(), addr(e.hot), nil)
	if err != nil {
		t.Fatal(err)
	}
	if onChain != uint64(next) {
		t.Errorf("chain nonce %d, engine handed out up to %d: a nonce is unfilled", onChain, next-1)
	}
	var open int
	if err := e.db.QueryRow(t.Context(), `SELECT count(*) FROM tx_sends WHERE state IN ('unsent','sent','mined')`).Scan(&open); err != nil {
		t.Fatal(err)
	}
	if open != 0 {
		t.Errorf("%d sends still open", open)
	}
}

func (e *env) usdcBalance(t *testing.T, who common.Address) *big.Int {
	t.Helper()
	out, err := e.backend.Client().CallContract(t.Context(), ethereum.CallMsg{To: &e.usdc, Data: e.u.PackBalanceOf(who)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := e.u.UnpackBalanceOf(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func (e *env) count(t *testing.T, sql string, args ...any) int {
	t.Helper()
	var n int
	if err := e.db.QueryRow(t.Context(), sql, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// call runs a read-only vault call at the head.
func (e *env) call(t *testing.T, data []byte) []byte {
	t.Helper()
	out, err := e.client.CallContract(t.Context(), ethereum.CallMsg{To: &e.vault, Data: data}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// reorgOut replaces block and what follows by a branch without them: fork at
// its parent, drop the pool (the orphaned transactions would otherwise be
// re-mined by the node itself), and grow the new branch past the old head.
func (e *env) reorgOut(t *testing.T, block uint64) {
	t.Helper()
	parent, err := e.backend.Client().HeaderByNumber(t.Context(), new(big.Int).SetUint64(block-1))
	if err != nil {
		t.Fatal(err)
	}
	if err := e.backend.Fork(parent.Hash()); err != nil {
		t.Fatal(err)
	}
	e.backend.Rollback()
	for range 3 {
		e.backend.Commit()
	}
}
