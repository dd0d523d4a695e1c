package operator

import (
	"bytes"
	"context"
	"encoding/hex"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/devstack"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/harness/testtoken"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/txsender"
)

// governed is a dev chain (auto-mining) with a chains file whose vault is
// not deployed yet, the operator's and the guardian's keys in the
// environment, and a database for the durable sender.
type governed struct {
	c                            *devchain.Chain
	chains, db                   string
	operator, guardian, treasury common.Address
}

func newGoverned(t *testing.T) *governed {
	t.Helper()
	c, err := devchain.Start(devchain.Options{Vault: devchain.VaultV2, HTTPAddr: "127.0.0.1:0", BlockTime: 50 * time.Millisecond, Accounts: 8})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	t.Setenv("GOV_RPC_URL", c.RPCURL())
	t.Setenv("GOV_OPERATOR_KEY", hex.EncodeToString(crypto.FromECDSA(devchain.DevKey(5))))
	t.Setenv("GOV_GUARDIAN_KEY", hex.EncodeToString(crypto.FromECDSA(devchain.DevKey(6))))
	g := &governed{c: c, chains: filepath.Join(t.TempDir(), "chains.yaml"), db: testenv.MigratedPostgresURL(t),
		operator: crypto.PubkeyToAddress(devchain.DevKey(5).PublicKey), guardian: crypto.PubkeyToAddress(devchain.DevKey(6).PublicKey),
		treasury: crypto.PubkeyToAddress(devchain.DevKey(20).PublicKey)} // not a funded account: it holds only what is swept
	body := fmt.Sprintf(`# the rehearsal's chain
chains:
  - name: dev
    chainId: %d
    rpc: [{urlEnv: GOV_RPC_URL}]
    finality: {depth: 2}
    vault: {version: v2}
    tokens: [{address: %q, symbol: USDC, decimals: 6}]
`, c.ChainID(), c.USDC().Hex())
	if err := os.WriteFile(g.chains, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return g
}

func (g *governed) run(t *testing.T, ctx context.Context, args ...string) string {
	t.Helper()
	var out bytes.Buffer
	if err := Main(ctx, args, &out); err != nil {
		t.Fatalf("%s: %v\n%s", strings.Join(args[:2], " "), err, out.String())
	}
	return out.String()
}

func (g *governed) deployArgs() []string {
	return []string{"vault", "deploy", "-chains", g.chains, "-database-url", g.db, "-key-env", "GOV_OPERATOR_KEY",
		// The payer at deployment is a key being retired; the rehearsal grants clef's account through the timelock.
		"-guardian", g.guardian.Hex(), "-payer", crypto.PubkeyToAddress(devchain.DevKey(3).PublicKey).Hex(), "-treasury", g.treasury.Hex(),
		"-timelock-delay", "2s", "-admin-transfer-delay", "1h", "-max", "ETH=100000000000000000000/1000000000000000000000", "-max", "USDC=1000000000/10000000000"}
}

// Issue 26 items 1 and 6: the go-live rehearsal on a testnet-shaped chain,
// by `starter vault` alone. A deployment killed mid-way is resumed into one
// timelock and one vault; the chains file then names them; the vault
// verifies as this build's; every governance step goes through the
// timelock (scheduled, refused before its delay, executed after) or, for
// the guardian's stops, at once; a payout is paid from the vault by a payer
// whose key is in clef; pause, unpause and sweep follow.
func TestTheGoLiveRehearsal(t *testing.T) {
	g := newGoverned(t)
	ctx := t.Context()

	// A deploy killed once its vault's transaction is under way.
	killCtx, kill := context.WithCancel(ctx)
	go func() {
		db, err := store.Open(ctx, g.db)
		if err != nil {
			return
		}
		defer db.Close()
		for killCtx.Err() == nil {
			var n int
			_ = db.QueryRow(ctx, `SELECT count(*) FROM tx_sends WHERE key LIKE 'vault-deploy:%:vault'`).Scan(&n)
			if n > 0 {
				kill()
				return
			}
			time.Sleep(5 * time.Millisecond)
		}
	}()
	var out bytes.Buffer
	if err := Main(killCtx, g.deployArgs(), &out); err == nil {
		t.Fatalf("the killed deploy finished: %s", out.String())
	}
	kill()
	g.run(t, ctx, g.deployArgs()...)
	f, err := chainconf.Load(g.chains)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := f.Chain("dev")
	timelock, vault := common.HexToAddress(c.Vault.Timelock), common.HexToAddress(c.Vault.Address)
	if timelock != crypto.CreateAddress(g.operator, 0) || vault != crypto.CreateAddress(g.operator, 1) {
		t.Fatalf("timelock %s, vault %s: want the operator's first two creations (one of each)", timelock.Hex(), vault.Hex())
	}
	if n, _ := g.c.Client().NonceAt(ctx, g.operator, nil); n != 2 {
		t.Fatalf("the operator sent %d transactions for the deployment, want 2", n)
	}
	if raw, _ := os.ReadFile(g.chains); !strings.Contains(string(raw), "# the rehearsal's chain") {
		t.Fatalf("the chains file lost its comments:\n%s", raw)
	}
	if got := g.run(t, ctx, "vault", "verify", "-chains", g.chains); !strings.Contains(got, "this build's DepositVaultV2") ||
		!strings.Contains(got, "admin "+timelock.Hex()) || !strings.Contains(got, timelock.Hex()+" is this build's VaultTimelock: every admin call waits 2s") {
		t.Fatalf("verify: %s", got)
	}

	gov := func(args ...string) string {
		return g.run(t, ctx, append(append([]string{"vault"}, args...), "-chains", g.chains, "-database-url", g.db, "-key-env", "GOV_OPERATOR_KEY")...)
	}
	// Allow USDC: scheduled, refused before the delay, executed after.
	if got := gov("allow-token", "-token", "USDC"); !strings.Contains(got, "scheduled on timelock") {
		t.Fatalf("allow-token: %s", got)
	}
	var early bytes.Buffer
	if err := Main(ctx, []string{"vault", "allow-token", "-token", "USDC", "-execute", "-chains", g.chains, "-database-url", g.db, "-key-env", "GOV_OPERATOR_KEY"}, &early); err == nil {
		// The delay may have passed while scheduling became final: then
		// this was the execution, and the token must be allowed.
		if !strings.Contains(g.run(t, ctx, "vault", "status", "-chains", g.chains), "USDC "+g.c.USDC().Hex()+": allowed") {
			t.Fatal("executed but not allowed")
		}
	} else {
		time.Sleep(2 * time.Second)
		gov("allow-token", "-token", "USDC", "-execute")
	}
	clefPayer := crypto.PubkeyToAddress(devchain.PayerKey().PublicKey)
	for _, step := range [][]string{
		{"set-limits", "-token", "ETH", "-per-payment", "2000000000000000000", "-per-period", "10000000000000000000"},
		{"grant-payer", "-account", clefPayer.Hex()},
	} {
		gov(step...)
		time.Sleep(2 * time.Second)
		gov(append(step, "-execute")...)
	}
	status := g.run(t, ctx, "vault", "status", "-chains", g.chains, "-account", g.guardian.Hex(), "-account", clefPayer.Hex())
	for _, want := range []string{"USDC " + g.c.USDC().Hex() + ": allowed", "caps 2000000000000000000 per payment", "(a timelock: every admin call waits 2s)",
		g.guardian.Hex() + ": guardian", clefPayer.Hex() + ": payer"} {
		if !strings.Contains(status, want) {
			t.Fatalf("status lacks %q:\n%s", want, status)
		}
	}

	// Fund the vault (anyone may: at once, no timelock), and pay out from it
	// through a payer whose key is in clef.
	if got := gov("fund", "-token", "ETH", "-amount", "5000000000000000000"); strings.Contains(got, "scheduling") {
		t.Fatalf("fund went through the timelock: %s", got)
	}
	if status := g.run(t, ctx, "vault", "status", "-chains", g.chains); !strings.Contains(status, "5000000000000000000") {
		t.Fatalf("status does not show the 5 ETH funded:\n%s", status)
	}
	payer := clefPayer
	cl, err := devstack.StartClef(ctx, devstack.ClefOptions{Key: devchain.PayerKey(), ChainID: g.c.ChainID(), Rules: txsender.ClefRules(vault, payer), Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cl.Close)
	signer, err := txsender.DialClef(ctx, cl.URL, payer)
	if err != nil {
		t.Fatal(err)
	}
	db, err := store.Open(ctx, g.db)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	s, err := txsender.New(ctx, txsender.Config{ChainID: g.c.ChainID().Uint64(), Client: g.c.Client(), Signer: signer, DB: db,
		FinalityDepth: 2, MaxFeePerGas: big.NewInt(500e9), PollInterval: 20 * time.Millisecond, PaidSearchFrom: c.Vault.StartBlock})
	if err != nil {
		t.Fatal(err)
	}
	customer := common.HexToAddress("0x00000000000000000000000000000000000c0ffe")
	sendCtx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	st, err := s.Send(sendCtx, txsender.Payment{Key: "payout:rehearsal", ChainID: g.c.ChainID().Uint64(), Vault: vault, Token: vaultv2.NativeToken, To: customer, Amount: big.NewInt(1e18)})
	if err != nil || st.State != txsender.StateFinal {
		t.Fatalf("the rehearsal's payout: %+v %v", st, err)
	}
	if bal, _ := g.c.Client().BalanceAt(ctx, customer, nil); bal.Cmp(big.NewInt(1e18)) != 0 {
		t.Fatalf("the customer holds %s wei, want 1 ETH", bal)
	}

	// The guardian pauses at once; the admin unpauses through the timelock;
	// the treasury gets a sweep.
	g.run(t, ctx, "vault", "pause", "-chains", g.chains, "-database-url", g.db, "-key-env", "GOV_GUARDIAN_KEY")
	if !strings.Contains(g.run(t, ctx, "vault", "status", "-chains", g.chains), ": PAUSED") {
		t.Fatal("not paused")
	}
	gov("unpause")
	time.Sleep(2 * time.Second)
	gov("unpause", "-execute")
	gov("sweep", "-token", "ETH", "-amount", "1000000000000000000")
	time.Sleep(2 * time.Second)
	gov("sweep", "-token", "ETH", "-amount", "1000000000000000000", "-execute")
	if !strings.Contains(g.run(t, ctx, "vault", "status", "-chains", g.chains), ": open") {
		t.Fatal("not unpaused")
	}
	if bal, _ := g.c.Client().BalanceAt(ctx, g.treasury, nil); bal.Cmp(big.NewInt(1e18)) != 0 {
		t.Fatalf("the treasury holds %s wei, want the 1 ETH swept", bal)
	}
	// Deposit addresses: the factory is deployed once, the chains file names
	// it, and the addresses it gives are the ones computed off chain.
	g.run(t, ctx, "vault", "deploy-deposit-addresses", "-chains", g.chains, "-database-url", g.db, "-key-env", "GOV_OPERATOR_KEY")
	f, err = chainconf.Load(g.chains)
	if err != nil {
		t.Fatal(err)
	}
	c, _ = f.Chain("dev")
	factory := common.HexToAddress(c.Vault.DepositFactory)
	if got := g.run(t, ctx, "vault", "verify", "-chains", g.chains); !strings.Contains(got, "deposit address factory "+factory.Hex()+" pays into this vault") {
		t.Fatalf("verify does not vouch for the deposit factory: %s", got)
	}
	fa := vaultv2.NewDepositAddressFactory()
	swapID := [32]byte{'s', '-', '1'} // swap "s-1"
	raw, err := g.c.Client().CallContract(ctx, ethereum.CallMsg{To: &factory, Data: fa.PackDepositAddress(swapID)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := fa.UnpackDepositAddress(raw); err != nil || got != vaultv2.DepositAddress(factory, swapID) {
		t.Fatalf("the factory's deposit address %s (%v), computed %s", got, err, vaultv2.DepositAddress(factory, swapID))
	}
	// A token the vault does not take, sent to a deposit address: only the
	// guardian (or admin) moves it, and only to the treasury.
	fee, err := g.c.DeployFeeToken(ctx)
	if err != nil {
		t.Fatal(err)
	}
	mint, err := g.c.MintToken(ctx, 7, fee, big.NewInt(1_000_000))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bind.WaitMined(ctx, g.c.Client(), mint.Hash()); err != nil {
		t.Fatal(err)
	}
	ft := testtoken.NewFeeToken()
	opts := bind.NewKeyedTransactor(devchain.DevKey(7), g.c.ChainID())
	opts.Context = ctx
	sent, err := bind.Transact(ft.Instance(g.c.Client(), fee), opts, ft.PackTransfer(vaultv2.DepositAddress(factory, swapID), big.NewInt(1_000_000)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bind.WaitMined(ctx, g.c.Client(), sent.Hash()); err != nil {
		t.Fatal(err)
	}
	rescue := []string{"vault", "rescue", "-swap-id", "s-1", "-token", fee.Hex(), "-chains", g.chains, "-database-url", g.db}
	var refused bytes.Buffer
	if err := Main(ctx, append(rescue, "-key-env", "GOV_OPERATOR_KEY"), &refused); err == nil {
		t.Fatal("the operator, not guardian nor admin, rescued")
	}
	g.run(t, ctx, append(rescue, "-salt", "guardian", "-key-env", "GOV_GUARDIAN_KEY")...)
	balanceOf := func(who common.Address) *big.Int {
		raw, err := g.c.Client().CallContract(ctx, ethereum.CallMsg{To: &fee, Data: ft.PackBalanceOf(who)}, nil)
		if err != nil {
			t.Fatal(err)
		}
		n, err := ft.UnpackBalanceOf(raw)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	if balanceOf(vaultv2.DepositAddress(factory, swapID)).Sign() != 0 || balanceOf(g.treasury).Sign() == 0 {
		t.Fatal("the rescue did not move the token to the treasury")
	}
	var again bytes.Buffer
	if err := Main(ctx, []string{"vault", "deploy-deposit-addresses", "-chains", g.chains, "-database-url", g.db, "-key-env", "GOV_OPERATOR_KEY"}, &again); err == nil || !strings.Contains(err.Error(), "already names deposit factory") {
		t.Fatalf("a second factory: %v", err)
	}
	// Every governance step is on chain with its event: the timelock's
	// schedules and executions, and the vault's own.
	if n := countLogs(t, g, timelock); n < 10 {
		t.Errorf("%d timelock events, want a CallScheduled and a CallExecuted for each of the 5 admin calls", n)
	}
}

func countLogs(t *testing.T, g *governed, addr common.Address) int {
	t.Helper()
	logs, err := g.c.Client().FilterLogs(t.Context(), ethereum.FilterQuery{FromBlock: big.NewInt(0), Addresses: []common.Address{addr}})
	if err != nil {
		t.Fatal(err)
	}
	return len(logs)
}

// The deploy refuses a payer that would govern, and a governance command run
// a second time says it was done rather than send nothing silently.
func TestVaultDeployAndGovernanceRefuseWhatIsUnsafe(t *testing.T) {
	g := newGoverned(t)
	ctx := t.Context()
	args := g.deployArgs()
	for i, a := range args {
		if a == "-payer" {
			args[i+1] = g.operator.Hex() // the signing account
		}
	}
	var out bytes.Buffer
	if err := Main(ctx, args, &out); err == nil || !strings.Contains(err.Error(), "the payer's key must not govern the vault") {
		t.Fatalf("a payer that signs the deployment: %v", err)
	}
	g.run(t, ctx, g.deployArgs()...)
	pause := []string{"vault", "pause", "-chains", g.chains, "-database-url", g.db, "-key-env", "GOV_GUARDIAN_KEY"}
	g.run(t, ctx, pause...)
	if err := Main(ctx, pause, &out); err == nil || !strings.Contains(err.Error(), "was already done in transaction") || !strings.Contains(err.Error(), "-salt") {
		t.Fatalf("a second pause: %v, want it refused naming the first and -salt", err)
	}
}

// fund takes a token the chains file names and a positive amount; for a
// token it approves the vault first, for the native coin it sends the value.
func TestVaultFundBuildsApproveAndFund(t *testing.T) {
	usdc := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	c := chainconf.Chain{Name: "dev", NativeAsset: "ETH", Tokens: []chainconf.Token{{Address: usdc.Hex(), Symbol: "USDC"}}}
	vault := common.HexToAddress("0x00000000000000000000000000000000000000bb")
	for _, bad := range []struct{ token, amount, want string }{
		{"USDC", "0", "-amount"}, {"USDC", "-1", "-amount"}, {"USDC", "x", "-amount"}, {"DAI", "1", "-token \"DAI\""}, {"", "1", "-token is required"},
	} {
		if _, err := buildVaultOp(c, vault, "fund", bad.token, "", "", "", bad.amount); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("fund -token %q -amount %q: %v, want an error naming %s", bad.token, bad.amount, err, bad.want)
		}
	}
	op, err := buildVaultOp(c, vault, "fund", "USDC", "", "", "", "7")
	if err != nil || !op.atOnce || op.value != nil || op.approval == nil || *op.approval.To != usdc ||
		!bytes.Equal(op.approval.Data, vaultv2.PackERC20Approve(vault, big.NewInt(7))) {
		t.Fatalf("fund USDC: %+v %v", op, err)
	}
	op, err = buildVaultOp(c, vault, "fund", "ETH", "", "", "", "7")
	if err != nil || op.value.Int64() != 7 || op.approval != nil {
		t.Fatalf("fund ETH: %+v %v", op, err)
	}
}
