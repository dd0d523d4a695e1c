package vaultv2_test

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/testtoken"
)

type account struct {
	name string
	key  *ecdsa.PrivateKey
	addr common.Address
}

func newAccount(t *testing.T, name string) account {
	t.Helper()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return account{name: name, key: key, addr: crypto.PubkeyToAddress(key.PublicKey)}
}

// contract is one deployed contract: its address and a bound instance.
type contract struct {
	addr common.Address
	c    *bind.BoundContract
}

// env is a simulated chain with a deployed vault (admin, payer, treasury
// roles), TestUSDC (permit, 6 decimals), FeeToken (1 % fee) and
// ReentrantToken (calls back from inside a transfer), and funded
// customer accounts alice, bob and carol (carol holds no role and is used as
// the stranger / payout recipient).
type env struct {
	backend *simulated.Backend
	client  simulated.Client
	chainID *big.Int

	admin, guardian, payer, treasury, alice, bob, carol account

	vault *vaultv2.DepositVaultV2
	lock  *vaultv2.VaultTimelock // the binding only: governance_test.go deploys one
	usdc  *testtoken.TestUSDC
	fee   *testtoken.FeeToken
	ree   *testtoken.ReentrantToken

	v, u, f, r contract // vault, USDC, fee token, reentrant token
}

var native = vaultv2.NativeToken

func eth(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)) }

func newEnv(t *testing.T) *env {
	t.Helper()
	e := &env{
		admin: newAccount(t, "admin"), guardian: newAccount(t, "guardian"), payer: newAccount(t, "payer"), treasury: newAccount(t, "treasury"),
		alice: newAccount(t, "alice"), bob: newAccount(t, "bob"), carol: newAccount(t, "carol"),
		vault: vaultv2.NewDepositVaultV2(), lock: vaultv2.NewVaultTimelock(), usdc: testtoken.NewTestUSDC(), fee: testtoken.NewFeeToken(),
		ree: testtoken.NewReentrantToken(),
	}
	alloc := types.GenesisAlloc{}
	for _, a := range []account{e.admin, e.guardian, e.payer, e.alice, e.bob, e.carol} {
		alloc[a.addr] = types.Account{Balance: eth(1000)}
	}
	e.backend = simulated.NewBackend(alloc, devchain.PatientMiner)
	t.Cleanup(func() { _ = e.backend.Close() })
	e.client = e.backend.Client()
	var err error
	if e.chainID, err = e.client.ChainID(t.Context()); err != nil {
		t.Fatal(err)
	}

	// The tokens come next from the admin; the vault's cap maxima name them.
	n, err := e.client.PendingNonceAt(t.Context(), e.admin.addr)
	if err != nil {
		t.Fatal(err)
	}
	maxima := map[common.Address]vaultv2.Maximum{native: nativeMaximum}
	for i := range uint64(3) {
		maxima[crypto.CreateAddress(e.admin.addr, n+1+i)] = vaultv2.Unbounded
	}
	e.v = e.deploy(t, vaultv2.DepositVaultV2MetaData.Bin, vaultv2.Constructor(e.roles(), maxima), e.vault.GetABI)
	e.u = e.deploy(t, testtoken.TestUSDCMetaData.Bin, nil, e.usdc.GetABI)
	e.f = e.deploy(t, testtoken.FeeTokenMetaData.Bin, nil, e.fee.GetABI)
	e.r = e.deploy(t, testtoken.ReentrantTokenMetaData.Bin, nil, e.ree.GetABI)
	return e
}

func (e *env) deploy(t *testing.T, bin string, ctor []byte, abiOf func() abi.ABI) contract {
	t.Helper()
	opts := e.opts(t, e.admin)
	addr, tx, err := bind.DeployContract(opts, common.FromHex(bin), e.client, ctor)
	if err != nil {
		t.Fatalf("deploy: %v", err)
	}
	e.backend.Commit()
	r := e.receipt(t, tx)
	if r.Status != types.ReceiptStatusSuccessful || r.ContractAddress != addr {
		t.Fatalf("deploy: status %d at %s, want success at %s", r.Status, r.ContractAddress, addr)
	}
	a := abiOf()
	return contract{addr: addr, c: bind.NewBoundContract(addr, a, e.client, e.client, e.client)}
}

// opts signs as `from`; GasLimit stays 0, so every transaction's gas is
// estimated (eth_estimateGas), and a revert surfaces at estimation with the
// custom error as data.
func (e *env) opts(t *testing.T, from account) *bind.TransactOpts {
	opts := bind.NewKeyedTransactor(from.key, e.chainID)
	opts.Context = t.Context()
	return opts
}

// send signs and sends data to c from `from` with value wei, gas estimated,
// without mining.
func (e *env) send(t *testing.T, from account, c contract, data []byte, value *big.Int) (*types.Transaction, error) {
	t.Helper()
	opts := e.opts(t, from)
	opts.Value = value
	return bind.Transact(c.c, opts, data)
}

// sign is send without sending: the signed transaction, gas estimated now.
func (e *env) sign(t *testing.T, from account, c contract, data []byte, value *big.Int, nonce uint64) *types.Transaction {
	t.Helper()
	opts := e.opts(t, from)
	opts.Value = value
	opts.NoSend = true
	opts.Nonce = new(big.Int).SetUint64(nonce)
	tx, err := bind.Transact(c.c, opts, data)
	if err != nil {
		t.Fatalf("sign %s's transaction: %v", from.name, err)
	}
	return tx
}

// do sends, mines one block and requires success.
func (e *env) do(t *testing.T, from account, c contract, data []byte, value *big.Int) *types.Receipt {
	t.Helper()
	tx, err := e.send(t, from, c, data, value)
	if err != nil {
		t.Fatalf("%s's transaction: %v (revert %s)", from.name, err, e.revertString(err))
	}
	e.backend.Commit()
	r := e.receipt(t, tx)
	if r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("%s's transaction %s failed on chain (gas %d, used %d)", from.name, tx.Hash(), tx.Gas(), r.GasUsed)
	}
	if testing.Verbose() && c.addr == e.v.addr && len(data) >= 4 {
		a := e.vault.GetABI()
		if m, err := a.MethodById(data[:4]); err == nil {
			t.Logf("gas: %s by %s: limit %d (estimated), used %d", m.Name, from.name, tx.Gas(), r.GasUsed)
		}
	}
	return r
}

// mustRevert sends and requires a revert with exactly `want` (one of the
// generated error structs, values included), at gas estimation.
func (e *env) mustRevert(t *testing.T, from account, c contract, data []byte, value *big.Int, want any) {
	t.Helper()
	tx, err := e.send(t, from, c, data, value)
	if err == nil {
		e.backend.Commit()
		t.Fatalf("%s's transaction %s succeeded (status %d), want revert %T", from.name, tx.Hash(), e.receipt(t, tx).Status, want)
	}
	got := e.revert(t, err)
	if g, w := fmt.Sprintf("%T%+v", got, got), fmt.Sprintf("%T%+v", want, want); g != w {
		t.Fatalf("revert = %s, want %s", g, w)
	}
}

// minedReceipt is tx's receipt after one more block at most three times:
// go-ethereum's transaction pool now and then leaves a transaction sent
// right after another of the same account for the next block (a pool reset
// merged with its promotion, go-ethereum#35649), so a test that only needs
// the transaction mined, not mined in one particular block, mines on.
func (e *env) minedReceipt(t *testing.T, tx *types.Transaction) *types.Receipt {
	t.Helper()
	for range 3 {
		if r, err := e.client.TransactionReceipt(t.Context(), tx.Hash()); err == nil {
			return r
		}
		e.backend.Commit()
	}
	return e.receipt(t, tx)
}

func (e *env) receipt(t *testing.T, tx *types.Transaction) *types.Receipt {
	t.Helper()
	r, err := e.client.TransactionReceipt(t.Context(), tx.Hash())
	if err != nil {
		t.Fatalf("receipt of %s: %v", tx.Hash(), err)
	}
	return r
}

// revert decodes the custom error of an eth_estimateGas / eth_call revert
// with the vault's ABI, then the tokens'.
func (e *env) revert(t *testing.T, err error) any {
	t.Helper()
	var de rpc.DataError
	if !errors.As(err, &de) {
		t.Fatalf("error %v (%T) carries no revert data", err, err)
	}
	hexData, ok := de.ErrorData().(string)
	if !ok {
		t.Fatalf("revert data %v is %T, want hex string", de.ErrorData(), de.ErrorData())
	}
	data := common.FromHex(hexData)
	if len(data) < 4 { // the generated UnpackError slices raw[:4] unchecked
		t.Fatalf("revert data %q too short", hexData)
	}
	for _, unpack := range []func([]byte) (any, error){e.vault.UnpackError, e.lock.UnpackError, e.usdc.UnpackError, e.fee.UnpackError} {
		if reason, err := unpack(data); err == nil {
			return reason
		}
	}
	t.Fatalf("revert %s: no ABI knows it", hexData)
	return nil
}

func (e *env) revertString(err error) string {
	var de rpc.DataError
	if !errors.As(err, &de) {
		return "none"
	}
	hexData, _ := de.ErrorData().(string)
	data := common.FromHex(hexData)
	if len(data) >= 4 {
		if reason, err := e.vault.UnpackError(data); err == nil {
			return fmt.Sprintf("%T%+v", reason, reason)
		}
	}
	return hexData
}

func call[T any](t *testing.T, c contract, data []byte, unpack func([]byte) (T, error)) T {
	t.Helper()
	v, err := bind.Call(c.c, &bind.CallOpts{Context: t.Context()}, data, unpack)
	if err != nil {
		t.Fatalf("call: %v", err)
	}
	return v
}

func (e *env) balance(t *testing.T, token, who common.Address) *big.Int {
	t.Helper()
	if token == native {
		b, err := e.client.BalanceAt(t.Context(), who, nil)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	return call(t, contract{addr: token, c: bind.NewBoundContract(token, e.usdc.GetABI(), e.client, e.client, e.client)},
		e.usdc.PackBalanceOf(who), e.usdc.UnpackBalanceOf)
}

// ---- vault shortcuts ----

func (e *env) allow(t *testing.T, token common.Address) {
	t.Helper()
	e.do(t, e.admin, e.v, e.vault.PackSetTokenAllowed(token, true), nil)
}

func (e *env) mintUSDC(t *testing.T, to account, amount int64) {
	t.Helper()
	e.do(t, to, e.u, e.usdc.PackMint(to.addr, big.NewInt(amount)), nil)
}

func (e *env) approve(t *testing.T, owner account, token contract, amount int64) {
	t.Helper()
	e.do(t, owner, token, e.usdc.PackApprove(e.v.addr, big.NewInt(amount)), nil)
}

// fundVault puts amount of token (native or USDC) into the vault with fund().
func (e *env) fundVault(t *testing.T, token common.Address, amount *big.Int) {
	t.Helper()
	if token == native {
		e.do(t, e.admin, e.v, e.vault.PackFund(native, amount), amount)
		return
	}
	e.do(t, e.admin, e.u, e.usdc.PackMint(e.admin.addr, amount), nil)
	e.do(t, e.admin, e.u, e.usdc.PackApprove(e.v.addr, amount), nil)
	e.do(t, e.admin, e.v, e.vault.PackFund(token, amount), nil)
}

func (e *env) deposits(t *testing.T, r *types.Receipt) []*vaultv2.DepositVaultV2Deposited {
	t.Helper()
	return unpackAll(t, r, e.v.addr, e.vault.GetABI().Events[vaultv2.DepositVaultV2DepositedEventName].ID, e.vault.UnpackDepositedEvent)
}

func (e *env) payments(t *testing.T, r *types.Receipt) []*vaultv2.DepositVaultV2Paid {
	t.Helper()
	return unpackAll(t, r, e.v.addr, e.vault.GetABI().Events[vaultv2.DepositVaultV2PaidEventName].ID, e.vault.UnpackPaidEvent)
}

func unpackAll[T any](t *testing.T, r *types.Receipt, addr common.Address, topic common.Hash, unpack func(*types.Log) (*T, error)) []*T {
	t.Helper()
	var out []*T
	for _, l := range r.Logs {
		if l.Address != addr || len(l.Topics) == 0 || l.Topics[0] != topic {
			continue
		}
		ev, err := unpack(l)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, ev)
	}
	return out
}

// paidLogs returns every canonical Paid log for key, over the whole chain.
func (e *env) paidLogs(t *testing.T, key [32]byte) []types.Log {
	t.Helper()
	logs, err := e.client.FilterLogs(t.Context(), ethereum.FilterQuery{
		FromBlock: big.NewInt(0),
		Addresses: []common.Address{e.v.addr},
		Topics:    [][]common.Hash{{e.vault.GetABI().Events[vaultv2.DepositVaultV2PaidEventName].ID}, {key}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return logs
}

// governanceDelay is the test vault's: a production-like delay, so the
// tests see raised caps and new payers wait (env.setLimits passes it).
const governanceDelay = 48 * time.Hour

// adminTransferDelay is how long a new admin of the test vault waits.
const adminTransferDelay = 72 * time.Hour

// nativeMaximum bounds the test vault's native caps for its life.
var nativeMaximum = vaultv2.Maximum{PerPayment: eth(1000), PerPeriod: eth(5000)}

// roles are the test vault's accounts: an admin account (the timelock in
// front of it is tested on its own), a guardian, the payer, the treasury.
func (e *env) roles() vaultv2.Roles {
	return vaultv2.Roles{Admin: e.admin.addr, AdminTransferDelay: adminTransferDelay, Guardian: e.guardian.addr,
		Payer: e.payer.addr, Treasury: e.treasury.addr, GovernanceDelay: governanceDelay}
}

// setLimits sets token's caps and, as a raise waits governanceDelay, lets
// that time pass.
func (e *env) setLimits(t *testing.T, token common.Address, perPayment, perPeriod *big.Int) {
	t.Helper()
	e.do(t, e.admin, e.v, e.vault.PackSetLimits(token, perPayment, perPeriod), nil)
	e.adjustTime(t, governanceDelay+time.Second)
}

// depositID is the vault's derivation, computed off chain.
func (e *env) depositID(payer common.Address, key [32]byte, swap string, token common.Address, amount *big.Int) [32]byte {
	return vaultv2.DepositID(e.chainID, e.v.addr, payer, key, b32(swap), token, amount)
}

func b32(s string) [32]byte {
	var k [32]byte
	copy(k[:], s)
	return k
}

// headTime is the latest block's timestamp.
func (e *env) headTime(t *testing.T) uint64 {
	t.Helper()
	h, err := e.client.HeaderByNumber(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return h.Time
}

// awayFromPeriodEnd moves the chain's clock into the next fixed PERIOD window
// when fewer than `margin` seconds of the current one are left, so a test's
// payments all fall into one window.
func (e *env) awayFromPeriodEnd(t *testing.T, margin uint64) {
	t.Helper()
	const period = 86400
	left := period - e.headTime(t)%period
	if left < margin {
		e.adjustTime(t, time.Duration(left+1)*time.Second)
	}
}

// adjustTime mines a block d later. The simulated backend refuses while its
// transaction pool lists a pending transaction, and the pool drops the ones a
// Commit mined asynchronously, when it sees the new head: right after a
// Commit it may still list them. So it waits for the pool to catch up.
func (e *env) adjustTime(t *testing.T, d time.Duration) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		err := e.backend.AdjustTime(d)
		if err == nil {
			return
		}
		if err.Error() != "could not adjust time on non-empty block" || time.Now().After(deadline) {
			t.Fatal(err)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// permit signs an EIP-2612 permit of TestUSDC for owner → vault.
func (e *env) permit(t *testing.T, owner account, value, deadline *big.Int) (v uint8, r, s [32]byte) {
	t.Helper()
	nonce := call(t, e.u, e.usdc.PackNonces(owner.addr), e.usdc.UnpackNonces)
	sep := call(t, e.u, e.usdc.PackDOMAINSEPARATOR(), e.usdc.UnpackDOMAINSEPARATOR)
	// The domain the demo's wallets would sign for: name "USD Coin", version "1".
	want := crypto.Keccak256Hash(
		crypto.Keccak256([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)")),
		crypto.Keccak256([]byte("USD Coin")),
		crypto.Keccak256([]byte("1")),
		common.LeftPadBytes(e.chainID.Bytes(), 32),
		common.LeftPadBytes(e.u.addr.Bytes(), 32),
	)
	if sep != want {
		t.Fatalf("DOMAIN_SEPARATOR = %x, want %x (name USD Coin, version 1)", sep, want)
	}
	structHash := crypto.Keccak256(
		crypto.Keccak256([]byte("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)")),
		common.LeftPadBytes(owner.addr.Bytes(), 32),
		common.LeftPadBytes(e.v.addr.Bytes(), 32),
		common.LeftPadBytes(value.Bytes(), 32),
		common.LeftPadBytes(nonce.Bytes(), 32),
		common.LeftPadBytes(deadline.Bytes(), 32),
	)
	digest := crypto.Keccak256([]byte{0x19, 0x01}, sep[:], structHash)
	sig, err := crypto.Sign(digest, owner.key)
	if err != nil {
		t.Fatal(err)
	}
	copy(r[:], sig[:32])
	copy(s[:], sig[32:64])
	return sig[64] + 27, r, s
}
