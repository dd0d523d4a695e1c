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

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"go.temporal.io/sdk/converter"
	tlog "go.temporal.io/sdk/log"
	"go.temporal.io/sdk/testsuite"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/payertest"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/txsender"
)

func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }

// chainEnv: payertest's simulated chain (vault v2 with the hot key as payer,
// USDC allowlisted, DAI not, caps 10 ETH / 500 USDC per payment), Postgres,
// and everything the activities and the sender log, to search for the key.
type chainEnv struct {
	*payertest.Chain
	backend *simulated.Backend
	chainID uint64
	dbURL   string

	hot, customer, stranger *ecdsa.PrivateKey
	vault, usdc, dai        common.Address
	v                       *vaultv2.DepositVaultV2

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

func ether(n int64) *big.Int { return payertest.Ether(n) }

func addrOf(k *ecdsa.PrivateKey) common.Address { return payertest.Addr(k) }

func newChainEnv(t *testing.T) *chainEnv {
	t.Helper()
	c := payertest.New(t)
	return &chainEnv{
		Chain: c, backend: c.Backend, chainID: c.ChainID, dbURL: testenv.MigratedPostgresURL(t),
		hot: c.Hot, customer: c.Customer, stranger: c.Stranger, vault: c.Vault, usdc: c.USDC, dai: c.DAI, v: c.V,
		logs: &lockedBuffer{},
	}
}

func (e *chainEnv) do(t *testing.T, to common.Address, data []byte, value *big.Int) {
	e.Do(t, to, data, value)
}

// sender is one worker process's sender (its own pool on the shared
// database), logging into e.logs.
func (e *chainEnv) sender(t *testing.T) *txsender.Sender {
	return e.Sender(t, e.dbURL, slog.New(slog.NewTextHandler(e.logs, &slog.HandlerOptions{Level: slog.LevelDebug})))
}

// payer is the worker's on-chain payer: USDC and ETH (native) on the chain,
// and DAI, which the vault does not allow; each wait between steps mines a
// block.
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

func (e *chainEnv) paid(t *testing.T, effectKey string) []types.Log { return e.Paid(t, effectKey) }

func (e *chainEnv) usdcBalance(t *testing.T, who common.Address) *big.Int {
	return e.USDCBalance(t, who)
}

func (e *chainEnv) nativeBalance(t *testing.T, who common.Address) *big.Int {
	return e.NativeBalance(t, who)
}

func (e *chainEnv) hotNonce(t *testing.T) uint64 { return e.HotNonce(t) }

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
