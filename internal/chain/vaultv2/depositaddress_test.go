package vaultv2_test

import (
	"errors"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
)

// depositAddresses is env with a DepositAddressFactory for its vault and
// USDC allowlisted (the fee token is not).
type depositAddresses struct {
	*env
	factory  *vaultv2.DepositAddressFactory
	fwd      *vaultv2.DepositForwarder
	fac      contract // the factory
	impl     contract
	usdcAddr common.Address
}

func newDepositAddresses(t *testing.T) *depositAddresses {
	t.Helper()
	e := newEnv(t)
	d := &depositAddresses{env: e, factory: vaultv2.NewDepositAddressFactory(), fwd: vaultv2.NewDepositForwarder(), usdcAddr: e.u.addr}
	d.fac = e.deploy(t, vaultv2.DepositAddressFactoryMetaData.Bin, d.factory.PackConstructor(e.v.addr), d.factory.GetABI)
	implAddr := call(t, d.fac, d.factory.PackImplementation(), d.factory.UnpackImplementation)
	if implAddr != vaultv2.ForwarderOf(d.fac.addr) {
		t.Fatalf("forwarder at %s, ForwarderOf says %s", implAddr, vaultv2.ForwarderOf(d.fac.addr))
	}
	d.impl = contract{addr: implAddr}
	e.allow(t, e.u.addr)
	return d
}

// plainTransfer sends wei to `to` as exchanges do: a bare value transfer
// with a 21,000 gas limit, mined.
func (d *depositAddresses) plainTransfer(t *testing.T, from account, to common.Address, wei *big.Int) *types.Receipt {
	t.Helper()
	nonce, err := d.client.PendingNonceAt(t.Context(), from.addr)
	if err != nil {
		t.Fatal(err)
	}
	tip := big.NewInt(1e9)
	head, err := d.client.HeaderByNumber(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip)
	tx, err := types.SignNewTx(from.key, types.LatestSignerForChainID(d.chainID), &types.DynamicFeeTx{
		ChainID: d.chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: 21_000, To: &to, Value: wei})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.client.SendTransaction(t.Context(), tx); err != nil {
		t.Fatal(err)
	}
	d.backend.Commit()
	return d.minedReceipt(t, tx)
}

func (d *depositAddresses) code(t *testing.T, a common.Address) []byte {
	t.Helper()
	code, err := d.client.CodeAt(t.Context(), a, nil)
	if err != nil {
		t.Fatal(err)
	}
	return code
}

// factoryRevert requires a revert at estimation whose data the factory's or
// the forwarder's ABI decodes to want.
func (d *depositAddresses) factoryRevert(t *testing.T, from account, c contract, data []byte, want any) {
	t.Helper()
	_, err := d.send(t, from, c, data, nil)
	var de rpc.DataError
	if err == nil || !errors.As(err, &de) {
		d.backend.Commit()
		t.Fatalf("want revert %T, got %v", want, err)
	}
	hexData, _ := de.ErrorData().(string)
	raw := common.FromHex(hexData)
	for _, unpack := range []func([]byte) (any, error){d.factory.UnpackError, d.fwd.UnpackError} {
		if got, err := unpack(raw); err == nil {
			if g, w := fmt.Sprintf("%T%+v", got, got), fmt.Sprintf("%T%+v", want, want); g != w {
				t.Fatalf("revert = %s, want %s", g, w)
			}
			return
		}
	}
	t.Fatalf("revert %s: neither the factory's nor the forwarder's ABI knows it", hexData)
}

// Issue 27: a swap's deposit address is known before anything is deployed,
// takes a plain native transfer with 21,000 gas and a plain token transfer,
// and a sweep — by anyone — moves both into the vault as that swap's
// deposits, leaving an address without code that takes 21,000-gas
// transfers again and is swept again.
func TestADepositAddressTakesPlainTransfersAndIsSweptIntoTheVault(t *testing.T) {
	d := newDepositAddresses(t)
	swap := b32("swap-plain-1")
	addr := vaultv2.DepositAddress(d.fac.addr, swap)
	if got := call(t, d.fac, d.factory.PackDepositAddress(swap), d.factory.UnpackDepositAddress); got != addr {
		t.Fatalf("factory says %s, DepositAddress %s", got, addr)
	}
	if r := d.plainTransfer(t, d.alice, addr, big.NewInt(3e15)); r.Status != types.ReceiptStatusSuccessful || r.GasUsed != 21_000 {
		t.Fatalf("a 21,000-gas transfer to the deposit address: status %d, gas %d", r.Status, r.GasUsed)
	}
	d.mintUSDC(t, d.bob, 5_000_000)
	d.do(t, d.bob, d.u, d.usdc.PackTransfer(addr, big.NewInt(5_000_000)), nil)
	vaultNative, vaultUSDC := d.balance(t, native, d.v.addr), d.balance(t, d.u.addr, d.v.addr)

	key := b32("sweep-1")
	r := d.do(t, d.carol, d.fac, d.factory.PackSweep([][32]byte{swap}, [][32]byte{key}, []common.Address{d.u.addr}), nil)
	deps := d.deposits(t, r)
	if len(deps) != 2 {
		t.Fatalf("%d Deposited events, want one native and one USDC", len(deps))
	}
	for _, dep := range deps {
		if dep.Payer != addr || dep.SwapId != swap {
			t.Errorf("Deposited payer %s swap %x, want the deposit address and its swap", dep.Payer, dep.SwapId)
		}
	}
	if got := new(big.Int).Sub(d.balance(t, native, d.v.addr), vaultNative); got.Cmp(big.NewInt(3e15)) != 0 {
		t.Errorf("the vault got %s wei, want 3e15", got)
	}
	if got := new(big.Int).Sub(d.balance(t, d.u.addr, d.v.addr), vaultUSDC); got.Int64() != 5_000_000 {
		t.Errorf("the vault got %s USDC units, want 5000000", got)
	}
	if d.balance(t, native, addr).Sign() != 0 || d.balance(t, d.u.addr, addr).Sign() != 0 {
		t.Error("the deposit address still holds something")
	}
	if code := d.code(t, addr); len(code) != 0 {
		t.Fatalf("the deposit address has %d bytes of code after its sweep: a 21,000-gas transfer would fail", len(code))
	}

	// Later transfers arrive as before, and the next sweep credits them as
	// new deposits of the same swap.
	if r := d.plainTransfer(t, d.alice, addr, big.NewInt(1e15)); r.Status != types.ReceiptStatusSuccessful {
		t.Fatal("a 21,000-gas transfer after the sweep failed")
	}
	r = d.do(t, d.carol, d.fac, d.factory.PackSweep([][32]byte{swap}, [][32]byte{b32("sweep-2")}, []common.Address{d.u.addr}), nil)
	if deps2 := d.deposits(t, r); len(deps2) != 1 || deps2[0].Amount.Cmp(big.NewInt(1e15)) != 0 || deps2[0].DepositId == deps[0].DepositId {
		t.Fatalf("second sweep: %+v", deps2)
	}
	// A sweep of an empty address deposits nothing and fails nothing.
	if r := d.do(t, d.carol, d.fac, d.factory.PackSweep([][32]byte{swap}, [][32]byte{b32("sweep-3")}, []common.Address{d.u.addr}), nil); len(d.deposits(t, r)) != 0 {
		t.Fatal("an empty sweep deposited")
	}
}

// A token the vault does not take stays at the address through sweeps;
// only the vault's admin or guardian can send it on, and only to the
// treasury, and not while the address holds native coin (a sweep first
// credits that to its swap).
func TestATokenTheVaultRefusesStaysUntilTheGuardianRescuesIt(t *testing.T) {
	d := newDepositAddresses(t)
	swap := b32("swap-wrong-token")
	addr := vaultv2.DepositAddress(d.fac.addr, swap)
	d.do(t, d.bob, d.f, d.fee.PackMint(d.bob.addr, big.NewInt(1_000_000)), nil)
	d.do(t, d.bob, d.f, d.fee.PackTransfer(addr, big.NewInt(1_000_000)), nil)
	held := d.balance(t, d.f.addr, addr)
	if held.Sign() == 0 {
		t.Fatal("the fee token did not arrive")
	}
	d.do(t, d.carol, d.fac, d.factory.PackSweep([][32]byte{swap}, [][32]byte{b32("k")}, []common.Address{d.f.addr}), nil)
	if got := d.balance(t, d.f.addr, addr); got.Cmp(held) != 0 {
		t.Fatalf("a sweep moved a token the vault does not take: %s left of %s", got, held)
	}
	d.factoryRevert(t, d.carol, d.fac, d.factory.PackRescue(swap, d.f.addr), &vaultv2.DepositAddressFactoryNotGovernor{Account: d.carol.addr})
	d.plainTransfer(t, d.alice, addr, big.NewInt(1e15))
	d.factoryRevert(t, d.guardian, d.fac, d.factory.PackRescue(swap, d.f.addr), &vaultv2.DepositForwarderHoldsNative{Amount: big.NewInt(1e15)})
	d.do(t, d.carol, d.fac, d.factory.PackSweep([][32]byte{swap}, [][32]byte{b32("k2")}, nil), nil)
	before := d.balance(t, d.f.addr, d.treasury.addr)
	d.do(t, d.guardian, d.fac, d.factory.PackRescue(swap, d.f.addr), nil)
	if d.balance(t, d.f.addr, addr).Sign() != 0 || d.balance(t, d.f.addr, d.treasury.addr).Cmp(before) <= 0 {
		t.Fatal("the rescue did not send the token to the treasury")
	}
	// The forwarder itself takes orders from its factory only.
	d.factoryRevert(t, d.carol, contract{addr: d.impl.addr, c: bind.NewBoundContract(d.impl.addr, d.fwd.GetABI(), d.client, d.client, d.client)}, d.fwd.PackForward(swap, b32("x"), nil), &vaultv2.DepositForwarderOnlyFactory{})
}

// Sweeping stops with the vault: while it is paused nothing moves, and the
// money waits at the address.
func TestASweepWaitsWhileTheVaultIsPaused(t *testing.T) {
	d := newDepositAddresses(t)
	swap := b32("swap-paused")
	addr := vaultv2.DepositAddress(d.fac.addr, swap)
	d.plainTransfer(t, d.alice, addr, big.NewInt(2e15))
	d.do(t, d.guardian, d.v, d.vault.PackPause(), nil)
	if _, err := d.send(t, d.carol, d.fac, d.factory.PackSweep([][32]byte{swap}, [][32]byte{b32("k")}, nil), nil); err == nil {
		d.backend.Commit()
		t.Fatal("a sweep went through a paused vault")
	}
	if d.balance(t, native, addr).Cmp(big.NewInt(2e15)) != 0 {
		t.Fatal("the money left the address")
	}
}

// Gas of a sweep per address, alone and in a batch, against a plain transfer
// (21,000) and a contract deposit (depositToken): the figures of
// docs/benchmarks.md, "Deposit addresses". Run with -v to see them; the
// test asserts only that batching is cheaper per address.
func TestSweepGasPerAddress(t *testing.T) {
	d := newDepositAddresses(t)
	fund := func(prefix string, n int) ([][32]byte, [][32]byte) {
		var ids, keys [][32]byte
		for i := range n {
			s := b32(fmt.Sprintf("%s-%d", prefix, i))
			a := vaultv2.DepositAddress(d.fac.addr, s)
			d.mintUSDC(t, d.bob, 1_000_000)
			d.do(t, d.bob, d.u, d.usdc.PackTransfer(a, big.NewInt(1_000_000)), nil)
			ids, keys = append(ids, s), append(keys, b32(fmt.Sprintf("key-%s-%d", prefix, i)))
		}
		return ids, keys
	}
	ids, keys := fund("one", 1)
	single := d.do(t, d.carol, d.fac, d.factory.PackSweep(ids, keys, []common.Address{d.u.addr}), nil).GasUsed
	ids, keys = fund("batch", 10)
	batch := d.do(t, d.carol, d.fac, d.factory.PackSweep(ids, keys, []common.Address{d.u.addr}), nil).GasUsed
	d.mintUSDC(t, d.alice, 1_000_000)
	d.approve(t, d.alice, d.u, 1_000_000)
	contractDeposit := d.do(t, d.alice, d.v, d.vault.PackDepositToken(b32("swap-c"), b32("key-c"), d.u.addr, big.NewInt(1_000_000)), nil).GasUsed
	t.Logf("sweep gas per address (USDC): alone %d, in a batch of 10 %d; a plain transfer 21000; depositToken %d", single, batch/10, contractDeposit)
	if batch/10 >= single {
		t.Errorf("a batch of 10 costs %d gas per address, alone %d: batching must be cheaper", batch/10, single)
	}
}

// A token the vault takes is never rescued: it is its swap's, and is swept.
func TestAnAllowedTokenIsNeverRescued(t *testing.T) {
	d := newDepositAddresses(t)
	swap := b32("swap-allowed-token")
	d.mintUSDC(t, d.bob, 1_000_000)
	d.do(t, d.bob, d.u, d.usdc.PackTransfer(vaultv2.DepositAddress(d.fac.addr, swap), big.NewInt(1_000_000)), nil)
	d.factoryRevert(t, d.guardian, d.fac, d.factory.PackRescue(swap, d.u.addr), &vaultv2.DepositAddressFactoryTokenAllowed{Token: d.u.addr})
}
