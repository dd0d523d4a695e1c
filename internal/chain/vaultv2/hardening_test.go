package vaultv2_test

import (
	"encoding/hex"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
)

// noReceiveBin deploys a contract without receive or fallback that accepts
// nothing: its runtime code is a single REVERT(0,0) (60006000fd).
const noReceiveBin = "0x6005600c60003960056000f3" + "60006000fd"

// A native payment its recipient does not take within the stipend (a
// contract that reverts, or one that burns gas) is made and credited under
// its key: Paid and Claimable in one transaction, the key spent, the coin
// kept out of every other payment and sweep until claim sends it on with
// the claimer's gas.
func TestNativePaymentARecipientRefusesIsOwedAndClaimable(t *testing.T) {
	e := payEnv(t)
	refuser := e.deploy(t, noReceiveBin, nil, e.vault.GetABI)
	burner := e.deploy(t, gasBurnerBin, nil, e.vault.GetABI)
	claimable := e.vault.GetABI().Events[vaultv2.DepositVaultV2ClaimableEventName].ID

	var gasUsed []uint64
	for _, to := range []contract{refuser, burner} {
		key := b32("refund:" + to.addr.Hex()[:10])
		r := e.do(t, e.payer, e.v, e.vault.PackPay(key, native, to.addr, eth(1)), nil)
		if p := e.payments(t, r); len(p) != 1 || p[0].To != to.addr {
			t.Fatalf("Paid = %+v", p)
		}
		c := unpackAll(t, r, e.v.addr, claimable, e.vault.UnpackClaimableEvent)
		if len(c) != 1 || c[0].Key != key || c[0].To != to.addr || c[0].Amount.Cmp(eth(1)) != 0 {
			t.Fatalf("Claimable = %+v", c)
		}
		gasUsed = append(gasUsed, r.GasUsed)
		e.mustRevert(t, e.payer, e.v, e.vault.PackPay(key, native, to.addr, eth(1)), nil, &vaultv2.DepositVaultV2AlreadyPaid{Key: key})
	}
	// Both credit the same way; the burner spends its stipend and not a gas more.
	stipend := call(t, e.v, e.vault.PackNATIVESENDGAS(), e.vault.UnpackNATIVESENDGAS).Uint64()
	t.Logf("gas: payment to a refusing contract %d, to a gas burner %d (stipend %d)", gasUsed[0], gasUsed[1], stipend)
	// (A few thousand gas of slack: the two payments' storage writes differ
	// by a warm/cold slot, and the failed calls by their refunds.)
	if gasUsed[1] > gasUsed[0]+stipend+5_000 {
		t.Errorf("a payment to the gas burner used %d gas, to a refusing contract %d: the recipient ran up the payer's bill beyond the stipend %d", gasUsed[1], gasUsed[0], stipend)
	}
	if got := call(t, e.v, e.vault.PackTotalOwed(), e.vault.UnpackTotalOwed); got.Cmp(eth(2)) != 0 {
		t.Errorf("totalOwed = %s, want 2 ETH", got)
	}
	// The owed coin is not the vault's to pay or sweep: 100 ETH funded, 2 owed.
	e.setLimits(t, native, eth(1000), eth(1000))
	e.mustRevert(t, e.payer, e.v, e.vault.PackPay(b32("too-much"), native, e.carol.addr, eth(99)), nil,
		&vaultv2.DepositVaultV2InsufficientVaultBalance{Token: native, Balance: eth(98), Amount: eth(99)})
	e.mustRevert(t, e.admin, e.v, e.vault.PackSweep(native, eth(99)), nil,
		&vaultv2.DepositVaultV2InsufficientVaultBalance{Token: native, Balance: eth(98), Amount: eth(99)})

	// claim forwards all gas: the burner takes it now (its caller pays), the
	// refuser still refuses and stays owed.
	burnerKey := b32("refund:" + burner.addr.Hex()[:10])
	before := e.balance(t, native, burner.addr)
	opts := e.opts(t, e.carol)
	opts.GasLimit = 12_000_000
	tx, err := e.v.c.RawTransact(opts, e.vault.PackClaim(burnerKey))
	if err != nil {
		t.Fatal(err)
	}
	e.backend.Commit()
	if r := e.receipt(t, tx); r.Status != 1 {
		t.Fatalf("claim for the burner failed (gas used %d)", r.GasUsed)
	}
	if got := new(big.Int).Sub(e.balance(t, native, burner.addr), before); got.Cmp(eth(1)) != 0 {
		t.Errorf("claim sent %s, want 1 ETH", got)
	}
	e.mustRevert(t, e.carol, e.v, e.vault.PackClaim(burnerKey), nil, &vaultv2.DepositVaultV2NothingToClaim{Key: burnerKey})
	if _, err := e.send(t, e.carol, e.v, e.vault.PackClaim(b32("refund:"+refuser.addr.Hex()[:10])), nil); err == nil {
		t.Error("claim to a recipient that refuses all coin succeeded")
	}
	if got := call(t, e.v, e.vault.PackTotalOwed(), e.vault.UnpackTotalOwed); got.Cmp(eth(1)) != 0 {
		t.Errorf("totalOwed = %s after one claim, want 1 ETH", got)
	}
}

// refundDeposit returns a deposit the vault took, to its payer, once; it
// refuses any field that does not name a real deposit, so a refund can
// never exceed a deposit nor go to anyone else.
func TestRefundDepositOnlyReturnsARealDepositToItsPayerOnce(t *testing.T) {
	e := payEnv(t)
	e.do(t, e.bob, e.v, e.vault.PackDeposit(b32("swap-9"), b32("k9")), eth(3))
	id := e.depositID(e.bob.addr, b32("k9"), "swap-9", native, eth(3))
	refund := func(key string, payer account, swap string, amount *big.Int) []byte {
		return e.vault.PackRefundDeposit(b32(key), payer.addr, b32("k9"), b32(swap), native, amount)
	}
	for _, c := range []struct {
		name   string
		payer  account
		swap   string
		amount *big.Int
	}{{"another payer", e.carol, "swap-9", eth(3)}, {"another swap", e.bob, "swap-8", eth(3)}, {"more", e.bob, "swap-9", eth(4)}, {"less", e.bob, "swap-9", eth(2)}} {
		want := &vaultv2.DepositVaultV2UnknownDeposit{DepositId: e.depositID(c.payer.addr, b32("k9"), c.swap, native, c.amount)}
		e.mustRevert(t, e.payer, e.v, refund("r-"+c.name, c.payer, c.swap, c.amount), nil, want)
	}
	e.mustRevert(t, e.bob, e.v, refund("r", e.bob, "swap-9", eth(3)), nil,
		&vaultv2.DepositVaultV2AccessControlUnauthorizedAccount{Account: e.bob.addr, NeededRole: call(t, e.v, e.vault.PackPAYERROLE(), e.vault.UnpackPAYERROLE)})

	before := e.balance(t, native, e.bob.addr)
	r := e.do(t, e.payer, e.v, refund("refund:swap-9", e.bob, "swap-9", eth(3)), nil)
	if p := e.payments(t, r); len(p) != 1 || p[0].To != e.bob.addr || p[0].Amount.Cmp(eth(3)) != 0 {
		t.Errorf("Paid = %+v", p)
	}
	ev := unpackAll(t, r, e.v.addr, e.vault.GetABI().Events[vaultv2.DepositVaultV2RefundedEventName].ID, e.vault.UnpackRefundedEvent)
	if len(ev) != 1 || ev[0].DepositId != id || ev[0].Key != b32("refund:swap-9") {
		t.Errorf("Refunded = %+v", ev)
	}
	if got := new(big.Int).Sub(e.balance(t, native, e.bob.addr), before); got.Cmp(eth(3)) != 0 {
		t.Errorf("bob got %s back, want 3 ETH", got)
	}
	e.mustRevert(t, e.payer, e.v, refund("refund:swap-9-again", e.bob, "swap-9", eth(3)), nil, &vaultv2.DepositVaultV2DepositAlreadyRefunded{DepositId: id})
	e.mustRevert(t, e.payer, e.v, refund("refund:swap-9", e.bob, "swap-9", eth(3)), nil, &vaultv2.DepositVaultV2AlreadyPaid{Key: b32("refund:swap-9")})

	// The payouts' window is untouched; the refunds' window counts it.
	if sp, err := e.vault.UnpackSpentInPeriod(call(t, e.v, e.vault.PackSpentInPeriod(native), func(b []byte) ([]byte, error) { return b, nil })); err != nil || sp.Spent.Sign() != 0 {
		t.Errorf("payouts' window %+v (%v), want nothing spent", sp, err)
	}
	out := call(t, e.v, e.vault.PackRefundedInPeriod(native), func(b []byte) ([]byte, error) { return b, nil })
	if rp, err := e.vault.UnpackRefundedInPeriod(out); err != nil || rp.Spent.Cmp(eth(3)) != 0 {
		t.Errorf("refunds' window %+v (%v), want 3 ETH", rp, err)
	}
}

// A raise of the caps and a new payer wait governanceDelay, announced at
// once; a cut applies at once; an admin never pays.
func TestGovernanceRaisesWaitAndCutsApplyAtOnce(t *testing.T) {
	e := payEnv(t) // native caps 10 / 50 ETH, in force
	r := e.do(t, e.admin, e.v, e.vault.PackSetLimits(native, eth(20), eth(40)), nil)
	sched := unpackAll(t, r, e.v.addr, e.vault.GetABI().Events[vaultv2.DepositVaultV2LimitsScheduledEventName].ID, e.vault.UnpackLimitsScheduledEvent)
	if len(sched) != 1 || sched[0].PerPayment.Cmp(eth(20)) != 0 {
		t.Fatalf("LimitsScheduled = %+v", sched)
	}
	lim, err := e.vault.UnpackLimitsOf(call(t, e.v, e.vault.PackLimitsOf(native), func(b []byte) ([]byte, error) { return b, nil }))
	if err != nil || lim.PerPayment.Cmp(eth(10)) != 0 || lim.PerPeriod.Cmp(eth(40)) != 0 {
		t.Errorf("limits right after a mixed change = %+v (%v), want the lower of each: 10 / 40 ETH", lim, err)
	}
	e.mustRevert(t, e.payer, e.v, e.vault.PackPay(b32("big"), native, e.carol.addr, eth(15)), nil,
		&vaultv2.DepositVaultV2PaymentCapExceeded{Token: native, Amount: eth(15), Cap: eth(10)})
	e.adjustTime(t, governanceDelay+time.Second)
	e.do(t, e.payer, e.v, e.vault.PackPay(b32("big"), native, e.carol.addr, eth(15)), nil)

	// Setting the limits again cancels a raise still waiting.
	e.do(t, e.admin, e.v, e.vault.PackSetLimits(native, eth(30), eth(40)), nil)
	e.do(t, e.admin, e.v, e.vault.PackSetLimits(native, eth(20), eth(40)), nil)
	e.adjustTime(t, governanceDelay+time.Second)
	e.mustRevert(t, e.payer, e.v, e.vault.PackPay(b32("bigger"), native, e.carol.addr, eth(25)), nil,
		&vaultv2.DepositVaultV2PaymentCapExceeded{Token: native, Amount: eth(25), Cap: eth(20)})

	// The admin and the payer roles never meet in one account.
	role := call(t, e.v, e.vault.PackPAYERROLE(), e.vault.UnpackPAYERROLE)
	e.mustRevert(t, e.admin, e.v, e.vault.PackGrantRole(role, e.admin.addr), nil, &vaultv2.DepositVaultV2AdminCannotPay{Account: e.admin.addr})
	e.mustRevert(t, e.admin, e.v, e.vault.PackGrantRole(role, e.guardian.addr), nil, &vaultv2.DepositVaultV2AdminCannotPay{Account: e.guardian.addr})
	// The admin role is never granted: it moves by a delayed transfer, never to a payer.
	e.mustRevert(t, e.admin, e.v, e.vault.PackGrantRole([32]byte{}, e.payer.addr), nil, &vaultv2.DepositVaultV2AccessControlEnforcedDefaultAdminRules{})
	e.mustRevert(t, e.admin, e.v, e.vault.PackBeginDefaultAdminTransfer(e.payer.addr), nil, &vaultv2.DepositVaultV2AdminCannotPay{Account: e.payer.addr})
}

// forwarderBin deploys a contract that refuses native coin (a call without
// data reverts) but forwards any call with data to vault: a smart wallet
// that cannot take coin yet can act.
func forwarderBin(vault common.Address) string {
	runtime := "3615603057" + "366000600037" + "600060003660006000" + "73" + hex.EncodeToString(vault.Bytes()) + "5af1" + "1560305700" + "5b600080fd"
	return "0x6035600c60003960356000f3" + runtime
}

// A recipient that cannot take native coin but can make calls (a smart
// wallet) moves what it is owed to another address with claimTo; nobody
// else can.
func TestAnOwedRecipientRedirectsItsClaim(t *testing.T) {
	e := payEnv(t)
	wallet := e.deploy(t, forwarderBin(e.v.addr), nil, e.vault.GetABI)
	key := b32("payout:smart-wallet")
	e.do(t, e.payer, e.v, e.vault.PackPay(key, native, wallet.addr, eth(2)), nil)
	if o, err := e.vault.UnpackOwed(call(t, e.v, e.vault.PackOwed(key), func(b []byte) ([]byte, error) { return b, nil })); err != nil || o.To != wallet.addr || o.Amount.Cmp(eth(2)) != 0 {
		t.Fatalf("owed = %+v (%v)", o, err)
	}
	e.mustRevert(t, e.bob, e.v, e.vault.PackClaimTo(key, e.bob.addr), nil,
		&vaultv2.DepositVaultV2AccessControlUnauthorizedAccount{Account: e.bob.addr, NeededRole: key})
	before := e.balance(t, native, e.carol.addr)
	e.do(t, e.bob, wallet, e.vault.PackClaimTo(key, e.carol.addr), nil) // the wallet calls the vault
	if got := new(big.Int).Sub(e.balance(t, native, e.carol.addr), before); got.Cmp(eth(2)) != 0 {
		t.Errorf("claimTo sent %s, want 2 ETH", got)
	}
	e.mustRevert(t, e.bob, e.v, e.vault.PackClaim(key), nil, &vaultv2.DepositVaultV2NothingToClaim{Key: key})
}

// Revoking a payer whose grant is still waiting cancels it, announced.
func TestRevokingAScheduledPayerIsAnnounced(t *testing.T) {
	e := payEnv(t)
	role := call(t, e.v, e.vault.PackPAYERROLE(), e.vault.UnpackPAYERROLE)
	e.do(t, e.admin, e.v, e.vault.PackGrantRole(role, e.carol.addr), nil)
	r := e.do(t, e.admin, e.v, e.vault.PackRevokeRole(role, e.carol.addr), nil)
	ev := unpackAll(t, r, e.v.addr, e.vault.GetABI().Events[vaultv2.DepositVaultV2RoleRevokedEventName].ID, e.vault.UnpackRoleRevokedEvent)
	if len(ev) != 1 || ev[0].Account != e.carol.addr {
		t.Errorf("RoleRevoked = %+v, want one for the scheduled payer", ev)
	}
	e.adjustTime(t, governanceDelay+time.Second)
	e.mustRevert(t, e.carol, e.v, e.vault.PackPay(b32("late"), native, e.bob.addr, eth(1)), nil,
		&vaultv2.DepositVaultV2AccessControlUnauthorizedAccount{Account: e.carol.addr, NeededRole: role})
}
