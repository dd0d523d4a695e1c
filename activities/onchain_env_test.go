package activities

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"log/slog"
	"math/big"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/sdk/converter"
	tlog "go.temporal.io/sdk/log"
	"go.temporal.io/sdk/testsuite"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/chain/vaultv2/testtoken"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/testenv"
	"github.com/swapengine/swapengine/internal/txsender"
)

func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }

// chainEnv: a simulated chain with vault v2 (the hot key as payer), TestUSDC
// allowlisted, a second token deployed but not allowlisted, the vault funded
// with 100 ETH and 1,000 USDC, caps 10 ETH / 500 USDC per payment; Postgres;
// and everything the activities and the sender log, to search for the key.
type chainEnv struct {
	backend *simulated.Backend
	chainID uint64
	db      *pgxpool.Pool

	admin, hot, customer, stranger *ecdsa.PrivateKey
	vault, usdc, dai               common.Address
	v                              *vaultv2.DepositVaultV2
	u                              *testtoken.TestUSDC

	logs *lockedBuffer
}

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func ether(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)) }

func addrOf(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }

func newChainEnv(t *testing.T) *chainEnv {
	t.Helper()
	e := &chainEnv{v: vaultv2.NewDepositVaultV2(), u: testtoken.NewTestUSDC(), logs: &lockedBuffer{}}
	for _, k := range []**ecdsa.PrivateKey{&e.admin, &e.hot, &e.customer, &e.stranger} {
		var err error
		if *k, err = crypto.GenerateKey(); err != nil {
			t.Fatal(err)
		}
	}
	e.backend = simulated.NewBackend(types.GenesisAlloc{
		addrOf(e.admin): {Balance: ether(1000)}, addrOf(e.hot): {Balance: ether(10)},
	})
	t.Cleanup(func() { _ = e.backend.Close() })
	id, err := e.backend.Client().ChainID(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	e.chainID = id.Uint64()
	e.vault = e.deploy(t, vaultv2.DepositVaultV2MetaData.Bin, e.v.PackConstructor(addrOf(e.admin), addrOf(e.hot), addrOf(e.admin)))
	e.usdc = e.deploy(t, testtoken.TestUSDCMetaData.Bin, nil)
	e.dai = e.deploy(t, testtoken.TestUSDCMetaData.Bin, nil)
	e.do(t, e.vault, e.v.PackSetTokenAllowed(e.usdc, true), nil)
	e.do(t, e.vault, e.v.PackFund(vaultv2.NativeToken, ether(100)), ether(100))
	e.do(t, e.usdc, e.u.PackMint(addrOf(e.admin), big.NewInt(1_000_000_000)), nil)
	e.do(t, e.usdc, e.u.PackApprove(e.vault, big.NewInt(1_000_000_000)), nil)
	e.do(t, e.vault, e.v.PackFund(e.usdc, big.NewInt(1_000_000_000)), nil)
	e.do(t, e.vault, e.v.PackSetLimits(vaultv2.NativeToken, ether(10), ether(1000)), nil)
	e.do(t, e.vault, e.v.PackSetLimits(e.usdc, big.NewInt(500_000_000), big.NewInt(1_000_000_000)), nil)

	db, err := store.Open(t.Context(), testenv.PostgresURL(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	e.db = db
	return e
}

func (e *chainEnv) deploy(t *testing.T, bin string, ctor []byte) common.Address {
	t.Helper()
	opts := bind.NewKeyedTransactor(e.admin, new(big.Int).SetUint64(e.chainID))
	opts.Context = t.Context()
	a, _, err := bind.DeployContract(opts, common.FromHex(bin), e.backend.Client(), ctor)
	if err != nil {
		t.Fatal(err)
	}
	e.backend.Commit()
	return a
}

// do sends data as the admin, mines it and requires success.
func (e *chainEnv) do(t *testing.T, to common.Address, data []byte, value *big.Int) {
	t.Helper()
	opts := bind.NewKeyedTransactor(e.admin, new(big.Int).SetUint64(e.chainID))
	opts.Context = t.Context()
	opts.Value = value
	c := bind.NewBoundContract(to, e.v.GetABI(), e.backend.Client(), e.backend.Client(), e.backend.Client())
	tx, err := bind.Transact(c, opts, data)
	if err != nil {
		t.Fatal(err)
	}
	e.backend.Commit()
	if r, err := e.backend.Client().TransactionReceipt(t.Context(), tx.Hash()); err != nil || r.Status != 1 {
		t.Fatalf("transaction %s: %v %+v", tx.Hash(), err, r)
	}
}

// sender is one worker process's sender (its own pool on the shared
// database), logging into e.logs.
func (e *chainEnv) sender(t *testing.T) *txsender.Sender {
	t.Helper()
	db, err := store.Open(t.Context(), testenv.PostgresURL(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	s, err := txsender.New(t.Context(), txsender.Config{
		ChainID: e.chainID, Client: e.backend.Client(), Key: txsender.NewKey(e.hot), DB: db,
		FinalityDepth: 3, MaxFeePerGas: big.NewInt(1_000_000_000_000), PollInterval: time.Millisecond,
		Logger: slog.New(slog.NewTextHandler(e.logs, &slog.HandlerOptions{Level: slog.LevelDebug})),
	})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// payer is the worker's on-chain payer: USDC and ETH (native) on the chain;
// each wait between steps mines a block.
func (e *chainEnv) payer(t *testing.T) *OnChainPayer {
	return &OnChainPayer{
		ChainID: e.chainID, Vault: e.vault, Sender: e.sender(t), PollInterval: time.Millisecond,
		Tokens: map[string]common.Address{"USDC": e.usdc, "ETH": vaultv2.NativeToken, "DAI": e.dai},
		wait: func(ctx context.Context, _ time.Duration) error {
			e.backend.Commit()
			return ctx.Err()
		},
	}
}

// activityEnv runs activities as a worker would (heartbeats included), with
// their log in e.logs.
func (e *chainEnv) activityEnv(a *Activities) *testsuite.TestActivityEnvironment {
	var s testsuite.WorkflowTestSuite
	s.SetLogger(tlog.NewStructuredLogger(slog.New(slog.NewTextHandler(e.logs, &slog.HandlerOptions{Level: slog.LevelDebug}))))
	env := s.NewTestActivityEnvironment()
	env.RegisterActivity(a)
	return env
}

// paid are the canonical Paid events under the effect key's vault key.
func (e *chainEnv) paid(t *testing.T, effectKey string) []types.Log {
	t.Helper()
	logs, err := e.backend.Client().FilterLogs(t.Context(), ethereum.FilterQuery{
		FromBlock: big.NewInt(0), Addresses: []common.Address{e.vault},
		Topics: [][]common.Hash{
			{e.v.GetABI().Events[vaultv2.DepositVaultV2PaidEventName].ID},
			{txsender.VaultKey(e.chainID, e.vault, effectKey)},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	return logs
}

func (e *chainEnv) usdcBalance(t *testing.T, who common.Address) *big.Int {
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

func (e *chainEnv) nativeBalance(t *testing.T, who common.Address) *big.Int {
	t.Helper()
	b, err := e.backend.Client().BalanceAt(t.Context(), who, nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func (e *chainEnv) hotNonce(t *testing.T) uint64 {
	t.Helper()
	n, err := e.backend.Client().PendingNonceAt(t.Context(), addrOf(e.hot))
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// requireKeyNeverPrinted: the hot key's secret is in none of the texts nor
// in anything the activities or the sender logged.
func (e *chainEnv) requireKeyNeverPrinted(t *testing.T, texts ...string) {
	t.Helper()
	secret := hex.EncodeToString(crypto.FromECDSA(e.hot))
	for _, s := range append(texts, e.logs.String()) {
		if bytes.Contains(bytes.ToLower([]byte(s)), []byte(secret)) {
			t.Fatalf("the hot key's private key was printed: %.200s…", s)
		}
	}
}

func decoded(t *testing.T, v converter.EncodedValue, out any) {
	t.Helper()
	if err := v.Get(out); err != nil {
		t.Fatal(err)
	}
}
