package vaultv2_test

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/testtoken"
)

// Issue 26 item 2: governance that matches the contract's words.

// No call raises a cap above its maximum, fixed at deployment; a token
// without one is never paid out; and nothing in the vault's ABI changes a
// maximum.
func TestTheCapsNeverExceedTheirMaxima(t *testing.T) {
	e := newEnv(t)
	pp, per := call2(t, e, e.vault.PackMaxLimitsOf(native))
	if pp.Cmp(nativeMaximum.PerPayment) != 0 || per.Cmp(nativeMaximum.PerPeriod) != 0 {
		t.Fatalf("maxLimitsOf(native) = %s, %s, want %s, %s", pp, per, nativeMaximum.PerPayment, nativeMaximum.PerPeriod)
	}
	e.setLimits(t, native, nativeMaximum.PerPayment, nativeMaximum.PerPeriod) // up to the maximum: fine
	over := new(big.Int).Add(nativeMaximum.PerPayment, big.NewInt(1))
	e.mustRevert(t, e.admin, e.v, e.vault.PackSetLimits(native, over, nativeMaximum.PerPeriod), nil,
		&vaultv2.DepositVaultV2AboveMaximum{Token: native, Limit: over, Maximum: nativeMaximum.PerPayment})
	overPeriod := new(big.Int).Add(nativeMaximum.PerPeriod, big.NewInt(1))
	e.mustRevert(t, e.admin, e.v, e.vault.PackSetLimits(native, eth(1), overPeriod), nil,
		&vaultv2.DepositVaultV2AboveMaximum{Token: native, Limit: overPeriod, Maximum: nativeMaximum.PerPeriod})
	// A token the deployment did not name: allowlisting it takes deposits,
	// but its caps stay zero for ever.
	stranger := e.deploy(t, testtoken.TestUSDCMetaData.Bin, nil, e.usdc.GetABI)
	e.allow(t, stranger.addr)
	e.mustRevert(t, e.admin, e.v, e.vault.PackSetLimits(stranger.addr, big.NewInt(1), big.NewInt(1)), nil,
		&vaultv2.DepositVaultV2AboveMaximum{Token: stranger.addr, Limit: big.NewInt(1), Maximum: new(big.Int)})
	for name, m := range e.vault.GetABI().Methods {
		if strings.Contains(strings.ToLower(name), "max") && !m.IsConstant() {
			t.Errorf("%s changes state and names a maximum", name)
		}
	}
}

// The guardian stops money at once — pause, lower a cap, revoke the payer —
// and can do nothing else: not unpause, raise, grant, sweep or pay.
func TestTheGuardianStopsAtOnceAndNothingElse(t *testing.T) {
	e := payEnv(t)
	r := e.do(t, e.guardian, e.v, e.vault.PackPause(), nil)
	if ev := unpackAll(t, r, e.v.addr, e.vault.GetABI().Events[vaultv2.DepositVaultV2PausedEventName].ID, e.vault.UnpackPausedEvent); len(ev) != 1 || ev[0].Account != e.guardian.addr {
		t.Fatalf("Paused = %+v, want one by the guardian", ev)
	}
	adminRole := [32]byte{}
	e.mustRevert(t, e.guardian, e.v, e.vault.PackUnpause(), nil,
		&vaultv2.DepositVaultV2AccessControlUnauthorizedAccount{Account: e.guardian.addr, NeededRole: adminRole})
	e.do(t, e.admin, e.v, e.vault.PackUnpause(), nil)

	// Lower at once (no governance delay), never raise.
	r = e.do(t, e.guardian, e.v, e.vault.PackLowerLimits(native, eth(1), eth(2)), nil)
	if ev := unpackAll(t, r, e.v.addr, e.vault.GetABI().Events[vaultv2.DepositVaultV2LimitsSetEventName].ID, e.vault.UnpackLimitsSetEvent); len(ev) != 1 || ev[0].PerPayment.Cmp(eth(1)) != 0 {
		t.Fatalf("LimitsSet = %+v", ev)
	}
	e.mustRevert(t, e.payer, e.v, e.vault.PackPay(b32("above-the-lowered-cap"), native, e.carol.addr, eth(2)), nil,
		&vaultv2.DepositVaultV2PaymentCapExceeded{Token: native, Amount: eth(2), Cap: eth(1)})
	e.mustRevert(t, e.guardian, e.v, e.vault.PackLowerLimits(native, eth(3), eth(2)), nil, &vaultv2.DepositVaultV2NotALowering{Token: native})

	// Revoke the payer at once.
	e.do(t, e.guardian, e.v, e.vault.PackRevokePayer(e.payer.addr), nil)
	payerRole := call(t, e.v, e.vault.PackPAYERROLE(), e.vault.UnpackPAYERROLE)
	e.mustRevert(t, e.payer, e.v, e.vault.PackPay(b32("after-revoke"), native, e.carol.addr, big.NewInt(1)), nil,
		&vaultv2.DepositVaultV2AccessControlUnauthorizedAccount{Account: e.payer.addr, NeededRole: payerRole})
	e.mustRevert(t, e.guardian, e.v, e.vault.PackPay(b32("by-guardian"), native, e.carol.addr, big.NewInt(1)), nil,
		&vaultv2.DepositVaultV2AccessControlUnauthorizedAccount{Account: e.guardian.addr, NeededRole: payerRole})
}

// No account comes to hold the payer role beside the admin or the guardian
// role, whichever comes first: a payer for the pending admin, a guardian
// role for a payer, an admin transfer to a payer (even one still waiting
// its governance delay).
func TestNoAccountIsPayerAndAdminOrGuardian(t *testing.T) {
	e := newEnv(t)
	payerRole := call(t, e.v, e.vault.PackPAYERROLE(), e.vault.UnpackPAYERROLE)
	guardianRole := call(t, e.v, e.vault.PackGUARDIANROLE(), e.vault.UnpackGUARDIANROLE)
	e.do(t, e.admin, e.v, e.vault.PackBeginDefaultAdminTransfer(e.carol.addr), nil)
	e.mustRevert(t, e.admin, e.v, e.vault.PackGrantRole(payerRole, e.carol.addr), nil, &vaultv2.DepositVaultV2AdminCannotPay{Account: e.carol.addr})
	e.mustRevert(t, e.admin, e.v, e.vault.PackGrantRole(guardianRole, e.payer.addr), nil, &vaultv2.DepositVaultV2AdminCannotPay{Account: e.payer.addr})
	e.do(t, e.admin, e.v, e.vault.PackGrantRole(payerRole, e.bob.addr), nil) // waits its governance delay
	e.mustRevert(t, e.admin, e.v, e.vault.PackGrantRole(guardianRole, e.bob.addr), nil, &vaultv2.DepositVaultV2AdminCannotPay{Account: e.bob.addr})
	e.mustRevert(t, e.admin, e.v, e.vault.PackBeginDefaultAdminTransfer(e.bob.addr), nil, &vaultv2.DepositVaultV2AdminCannotPay{Account: e.bob.addr})
}

// The admin role moves only by a transfer the new admin accepts after
// the delay fixed at deployment, and never to a payer.
func TestTheAdminMovesOnlyAfterItsDelay(t *testing.T) {
	e := newEnv(t)
	e.do(t, e.admin, e.v, e.vault.PackBeginDefaultAdminTransfer(e.carol.addr), nil)
	after := e.headTime(t) + uint64(adminTransferDelay/time.Second)
	e.mustRevert(t, e.carol, e.v, e.vault.PackAcceptDefaultAdminTransfer(), nil,
		&vaultv2.DepositVaultV2AccessControlEnforcedDefaultAdminDelay{Schedule: new(big.Int).SetUint64(after)})
	e.adjustTime(t, adminTransferDelay+time.Second)
	e.do(t, e.carol, e.v, e.vault.PackAcceptDefaultAdminTransfer(), nil)
	if a := call(t, e.v, e.vault.PackDefaultAdmin(), e.vault.UnpackDefaultAdmin); a != e.carol.addr {
		t.Fatalf("defaultAdmin = %s, want carol", a)
	}
	e.mustRevert(t, e.admin, e.v, e.vault.PackPause(), nil, &vaultv2.DepositVaultV2NotGuardian{Account: e.admin.addr})
	// The delay itself shortens only after the old delay (OpenZeppelin's rule).
	e.do(t, e.carol, e.v, e.vault.PackChangeDefaultAdminDelay(big.NewInt(0)), nil)
	if d := call(t, e.v, e.vault.PackDefaultAdminDelay(), e.vault.UnpackDefaultAdminDelay); d.Uint64() != uint64(adminTransferDelay/time.Second) {
		t.Fatalf("defaultAdminDelay = %s right after a change, want the old %s", d, adminTransferDelay)
	}
}

// timelocked deploys a VaultTimelock (48 h; the admin proposes and executes,
// bob only cancels) and a vault whose admin it is, with no governance delay
// of its own: every admin call waits the timelock.
func timelocked(t *testing.T, e *env) (lock, vault contract) {
	t.Helper()
	lock = e.deploy(t, vaultv2.VaultTimelockMetaData.Bin, e.lock.PackConstructor(big.NewInt(int64(timelockDelay/time.Second)),
		[]common.Address{e.admin.addr}, []common.Address{e.admin.addr}, []common.Address{e.bob.addr}), e.lock.GetABI)
	roles := e.roles()
	roles.Admin, roles.GovernanceDelay = lock.addr, 0
	vault = e.deploy(t, vaultv2.DepositVaultV2MetaData.Bin, vaultv2.Constructor(roles,
		map[common.Address]vaultv2.Maximum{native: nativeMaximum}), e.vault.GetABI)
	e.do(t, e.alice, vault, e.vault.PackFund(native, eth(100)), eth(100))
	return lock, vault
}

const timelockDelay = 48 * time.Hour

// Behind a VaultTimelock, a stolen proposer key can only announce: a new
// payer waits the delay on chain for all to see (CallScheduled), calling the
// vault directly is refused, executing early is refused, and a canceller
// cancels it. What is not cancelled runs after the delay. The vault's
// guardian is not a canceller: one could block every admin call, its own
// removal included.
func TestATimelockedAdminAnnouncesEveryChangeAndWaits(t *testing.T) {
	e := newEnv(t)
	lock, vault := timelocked(t, e)
	payerRole := call(t, e.v, e.vault.PackPAYERROLE(), e.vault.UnpackPAYERROLE)
	grant := e.vault.PackGrantRole(payerRole, e.carol.addr)
	raise := e.vault.PackSetLimits(native, eth(100), eth(100))
	delay := big.NewInt(int64(timelockDelay / time.Second))

	// The key alone does nothing to the vault.
	e.mustRevert(t, e.admin, vault, grant, nil,
		&vaultv2.DepositVaultV2AccessControlUnauthorizedAccount{Account: e.admin.addr, NeededRole: [32]byte{}})

	// Scheduled: announced, not executable before the delay.
	r := e.do(t, e.admin, lock, e.lock.PackSchedule(vault.addr, new(big.Int), grant, [32]byte{}, b32("grant-carol"), delay), nil)
	if ev := unpackAll(t, r, lock.addr, e.lock.GetABI().Events["CallScheduled"].ID, e.lock.UnpackCallScheduledEvent); len(ev) != 1 || ev[0].Target != vault.addr {
		t.Fatalf("CallScheduled = %+v", ev)
	}
	e.do(t, e.admin, lock, e.lock.PackSchedule(vault.addr, new(big.Int), raise, [32]byte{}, b32("raise"), delay), nil)
	grantID := call(t, lock, e.lock.PackHashOperation(vault.addr, new(big.Int), grant, [32]byte{}, b32("grant-carol")), e.lock.UnpackHashOperation)
	raiseID := call(t, lock, e.lock.PackHashOperation(vault.addr, new(big.Int), raise, [32]byte{}, b32("raise")), e.lock.UnpackHashOperation)
	if _, err := e.send(t, e.admin, lock, e.lock.PackExecute(vault.addr, new(big.Int), grant, [32]byte{}, b32("grant-carol")), nil); err == nil {
		t.Fatal("a scheduled grant executed before the delay")
	} else if got, ok := e.revert(t, err).(*vaultv2.VaultTimelockTimelockUnexpectedOperationState); !ok || got.OperationId != grantID {
		t.Fatalf("early execute: revert %+v, want TimelockUnexpectedOperationState", got)
	}

	// The canceller cancels the raise (the guardian cannot); the grant runs after the delay.
	if _, err := e.send(t, e.guardian, lock, e.lock.PackCancel(raiseID), nil); err == nil {
		t.Fatal("the guardian cancelled a scheduled call")
	}
	e.do(t, e.bob, lock, e.lock.PackCancel(raiseID), nil)
	e.adjustTime(t, timelockDelay+time.Second)
	e.do(t, e.admin, lock, e.lock.PackExecute(vault.addr, new(big.Int), grant, [32]byte{}, b32("grant-carol")), nil)
	if !call(t, vault, e.vault.PackHasRole(payerRole, e.carol.addr), e.vault.UnpackHasRole) {
		t.Fatal("the executed grant did not give carol PAYER_ROLE")
	}
	if _, err := e.send(t, e.admin, lock, e.lock.PackExecute(vault.addr, new(big.Int), raise, [32]byte{}, b32("raise")), nil); err == nil {
		t.Fatal("the cancelled raise executed")
	}
	// The guardian proposes nothing.
	if _, err := e.send(t, e.guardian, lock, e.lock.PackSchedule(vault.addr, new(big.Int), raise, [32]byte{}, b32("g"), delay), nil); err == nil {
		t.Fatal("the guardian scheduled a call")
	}
}

// call2 is a two-value view of the vault.
func call2(t *testing.T, e *env, data []byte) (*big.Int, *big.Int) {
	t.Helper()
	out := call(t, e.v, data, e.vault.UnpackMaxLimitsOf)
	return out.PerPayment, out.PerPeriod
}
