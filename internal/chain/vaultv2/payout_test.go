package vaultv2_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
)

// payEnv is an env with USDC allowlisted, the vault funded with 100 ETH and
// 1,000 USDC, and generous caps for both.
func payEnv(t *testing.T) *env {
	t.Helper()
	e := newEnv(t)
	e.allow(t, e.u.addr)
	e.fundVault(t, native, eth(100))
	e.fundVault(t, e.u.addr, big.NewInt(1_000_000_000))
	e.do(t, e.admin, e.v, e.vault.PackSetLimits(native, eth(10), eth(50)), nil)
	e.setLimits(t, e.u.addr, big.NewInt(500_000_000), big.NewInt(1_000_000_000))
	return e
}

func TestPayOncePerKey(t *testing.T) {
	e := payEnv(t)
	key := b32("payout:swap-1")

	before := e.balance(t, e.u.addr, e.carol.addr)
	r := e.do(t, e.payer, e.v, e.vault.PackPay(key, e.u.addr, e.carol.addr, big.NewInt(25_000_000)), nil)
	paid := e.payments(t, r)
	if len(paid) != 1 || paid[0].Key != key || paid[0].Token != e.u.addr || paid[0].To != e.carol.addr || paid[0].Amount.Int64() != 25_000_000 {
		t.Fatalf("Paid = %+v", paid)
	}
	if got := new(big.Int).Sub(e.balance(t, e.u.addr, e.carol.addr), before); got.Int64() != 25_000_000 {
		t.Errorf("carol received %s USDC units, want 25000000", got)
	}
	if !call(t, e.v, e.vault.PackPaid(key), e.vault.UnpackPaid) {
		t.Error("paid(key) = false after the payment")
	}

	// A second payment under the key, whatever its token, recipient or
	// amount, is refused with the key named.
	e.mustRevert(t, e.payer, e.v, e.vault.PackPay(key, e.u.addr, e.carol.addr, big.NewInt(25_000_000)), nil, &vaultv2.DepositVaultV2AlreadyPaid{Key: key})
	e.mustRevert(t, e.payer, e.v, e.vault.PackPay(key, native, e.bob.addr, big.NewInt(1)), nil, &vaultv2.DepositVaultV2AlreadyPaid{Key: key})

	// Two transactions for one key broadcast together (a replacement that
	// was not needed, a resend after a crash), both signed while the key
	// was unpaid so both passed estimation: whichever lands first pays, the
	// other fails on chain.
	key2 := b32("refund:swap-2")
	n, err := e.client.NonceAt(t.Context(), e.payer.addr, nil)
	if err != nil {
		t.Fatal(err)
	}
	first := e.sign(t, e.payer, e.v, e.vault.PackPay(key2, native, e.carol.addr, eth(1)), nil, n)
	second := e.sign(t, e.payer, e.v, e.vault.PackPay(key2, native, e.bob.addr, eth(2)), nil, n+1)
	carolBefore, bobBefore := e.balance(t, native, e.carol.addr), e.balance(t, native, e.bob.addr)
	for _, tx := range []*types.Transaction{first, second} {
		if err := e.client.SendTransaction(t.Context(), tx); err != nil {
			t.Fatal(err)
		}
	}
	e.backend.Commit()
	if s := e.minedReceipt(t, first).Status; s != types.ReceiptStatusSuccessful {
		t.Errorf("first payment under %q: status %d, want success", key2, s)
	}
	if r := e.minedReceipt(t, second); r.Status != types.ReceiptStatusFailed || len(r.Logs) != 0 {
		t.Errorf("second payment under %q: status %d with %d logs, want failed without logs", key2, r.Status, len(r.Logs))
	}
	if got := new(big.Int).Sub(e.balance(t, native, e.carol.addr), carolBefore); got.Cmp(eth(1)) != 0 {
		t.Errorf("carol received %s wei, want 1 ETH", got)
	}
	if got := e.balance(t, native, e.bob.addr); got.Cmp(bobBefore) != 0 {
		t.Errorf("bob's balance moved from %s to %s, want untouched", bobBefore, got)
	}

	// On the chain: exactly one Paid per key.
	for _, k := range [][32]byte{key, key2} {
		if logs := e.paidLogs(t, k); len(logs) != 1 {
			t.Errorf("%d Paid logs for key %q, want 1", len(logs), k)
		}
	}
}

func TestPayRefusals(t *testing.T) {
	e := payEnv(t)
	pay := func(key string, token, to common.Address, amount *big.Int) []byte {
		return e.vault.PackPay(b32(key), token, to, amount)
	}
	e.mustRevert(t, e.payer, e.v, pay("", native, e.carol.addr, big.NewInt(1)), nil, &vaultv2.DepositVaultV2ZeroKey{})
	e.mustRevert(t, e.payer, e.v, pay("k", native, common.Address{}, big.NewInt(1)), nil, &vaultv2.DepositVaultV2ZeroAddress{})
	e.mustRevert(t, e.payer, e.v, pay("k", native, e.v.addr, big.NewInt(1)), nil, &vaultv2.DepositVaultV2InvalidRecipient{To: e.v.addr})
	e.mustRevert(t, e.payer, e.v, pay("k", native, e.carol.addr, big.NewInt(0)), nil, &vaultv2.DepositVaultV2ZeroAmount{})
	e.mustRevert(t, e.payer, e.v, pay("k", e.f.addr, e.carol.addr, big.NewInt(1)), nil, &vaultv2.DepositVaultV2TokenNotAllowed{Token: e.f.addr})

	// More than the vault holds: a clear reason, not a failed transfer.
	e.setLimits(t, native, eth(1000), eth(1000))
	e.mustRevert(t, e.payer, e.v, pay("k", native, e.carol.addr, eth(101)), nil,
		&vaultv2.DepositVaultV2InsufficientVaultBalance{Token: native, Balance: eth(100), Amount: eth(101)})

	// A token whose limits were never set cannot be paid out at all.
	e.allow(t, e.f.addr)
	e.mustRevert(t, e.payer, e.v, pay("k", e.f.addr, e.carol.addr, big.NewInt(1)), nil,
		&vaultv2.DepositVaultV2PaymentCapExceeded{Token: e.f.addr, Amount: big.NewInt(1), Cap: big.NewInt(0)})

	// None of the refusals used the key.
	if call(t, e.v, e.vault.PackPaid(b32("k")), e.vault.UnpackPaid) {
		t.Error("a refused payment marked its key paid")
	}
}

func TestPayCaps(t *testing.T) {
	e := payEnv(t)
	usdc := e.u.addr
	r := e.do(t, e.admin, e.v, e.vault.PackSetLimits(usdc, big.NewInt(100), big.NewInt(250)), nil)
	set := unpackAll(t, r, e.v.addr, e.vault.GetABI().Events[vaultv2.DepositVaultV2LimitsSetEventName].ID, e.vault.UnpackLimitsSetEvent)
	if len(set) != 1 || set[0].Token != usdc || set[0].PerPayment.Int64() != 100 || set[0].PerPeriod.Int64() != 250 {
		t.Fatalf("LimitsSet = %+v", set)
	}
	if lim := call(t, e.v, e.vault.PackLimitsOf(usdc), e.vault.UnpackLimitsOf); lim.PerPayment.Int64() != 100 || lim.PerPeriod.Int64() != 250 {
		t.Errorf("limitsOf = %+v", lim)
	}
	e.awayFromPeriodEnd(t, 3600) // the payments below fall into one fixed window

	pay := func(key string, amount int64) []byte {
		return e.vault.PackPay(b32(key), usdc, e.carol.addr, big.NewInt(amount))
	}
	// Per payment.
	e.mustRevert(t, e.payer, e.v, pay("p1", 101), nil,
		&vaultv2.DepositVaultV2PaymentCapExceeded{Token: usdc, Amount: big.NewInt(101), Cap: big.NewInt(100)})
	e.do(t, e.payer, e.v, pay("p1", 100), nil)
	e.do(t, e.payer, e.v, pay("p2", 100), nil)

	// Per period: 200 spent, 100 more would make 300 > 250; 50 fits exactly.
	window := call(t, e.v, e.vault.PackSpentInPeriod(usdc), e.vault.UnpackSpentInPeriod)
	if window.Spent.Int64() != 200 {
		t.Fatalf("spentInPeriod = %+v, want 200", window)
	}
	if want := e.headTime(t) / 86400; window.Period.Uint64() != want {
		t.Errorf("period index %s, want block time / 1 day = %d", window.Period, want)
	}
	e.mustRevert(t, e.payer, e.v, pay("p3", 100), nil,
		&vaultv2.DepositVaultV2PeriodCapExceeded{Token: usdc, Period: window.Period, Spent: big.NewInt(200), Amount: big.NewInt(100), Cap: big.NewInt(250)})
	e.do(t, e.payer, e.v, pay("p3", 50), nil)
	e.mustRevert(t, e.payer, e.v, pay("p4", 1), nil,
		&vaultv2.DepositVaultV2PeriodCapExceeded{Token: usdc, Period: window.Period, Spent: big.NewInt(250), Amount: big.NewInt(1), Cap: big.NewInt(250)})

	// Caps are per token: native payouts are unaffected.
	e.do(t, e.payer, e.v, e.vault.PackPay(b32("n1"), native, e.carol.addr, eth(1)), nil)

	// The next fixed window starts from zero.
	e.adjustTime(t, 24*time.Hour)
	next := call(t, e.v, e.vault.PackSpentInPeriod(usdc), e.vault.UnpackSpentInPeriod)
	if next.Period.Cmp(window.Period) <= 0 || next.Spent.Sign() != 0 {
		t.Fatalf("after a day: spentInPeriod = %+v, want a later window with nothing spent", next)
	}
	e.do(t, e.payer, e.v, pay("p4", 100), nil)

	// Lowering the cap applies to what was already spent in the window.
	e.do(t, e.admin, e.v, e.vault.PackSetLimits(usdc, big.NewInt(100), big.NewInt(150)), nil)
	e.mustRevert(t, e.payer, e.v, pay("p5", 60), nil,
		&vaultv2.DepositVaultV2PeriodCapExceeded{Token: usdc, Period: next.Period, Spent: big.NewInt(100), Amount: big.NewInt(60), Cap: big.NewInt(150)})
}

func TestPauseBlocksDepositsAndPayouts(t *testing.T) {
	e := payEnv(t)
	e.mintUSDC(t, e.alice, 1_000)
	e.approve(t, e.alice, e.u, 1_000)

	r := e.do(t, e.admin, e.v, e.vault.PackPause(), nil)
	if ev := unpackAll(t, r, e.v.addr, e.vault.GetABI().Events[vaultv2.DepositVaultV2PausedEventName].ID, e.vault.UnpackPausedEvent); len(ev) != 1 || ev[0].Account != e.admin.addr {
		t.Errorf("Paused = %+v, want one by the admin", ev)
	}
	paused := &vaultv2.DepositVaultV2EnforcedPause{}
	e.mustRevert(t, e.alice, e.v, e.vault.PackDeposit(b32("s"), b32("k")), big.NewInt(1), paused)
	e.mustRevert(t, e.alice, e.v, e.vault.PackDepositBatch([][32]byte{b32("s")}, [][32]byte{b32("k")}, []*big.Int{big.NewInt(1)}), big.NewInt(1), paused)
	e.mustRevert(t, e.alice, e.v, e.vault.PackDepositToken(b32("s"), b32("k"), e.u.addr, big.NewInt(1_000)), nil, paused)
	deadline := new(big.Int).SetUint64(e.headTime(t) + 3600)
	v, rr, s := e.permit(t, e.alice, big.NewInt(1_000), deadline)
	e.mustRevert(t, e.alice, e.v, e.vault.PackDepositWithPermit(b32("s"), b32("k"), e.u.addr, big.NewInt(1_000), deadline, v, rr, s), nil, paused)
	e.mustRevert(t, e.payer, e.v, e.vault.PackPay(b32("k"), native, e.carol.addr, eth(1)), nil, paused)
	e.mustRevert(t, e.payer, e.v, e.vault.PackPay(b32("k"), e.u.addr, e.carol.addr, big.NewInt(1)), nil, paused)
	e.mustRevert(t, e.admin, e.v, e.vault.PackPause(), nil, paused)

	// The admin's exits still work while paused: sweep, and funding.
	e.do(t, e.admin, e.v, e.vault.PackSweep(native, eth(1)), nil)
	e.do(t, e.bob, e.v, e.vault.PackFund(native, eth(1)), eth(1))

	r = e.do(t, e.admin, e.v, e.vault.PackUnpause(), nil)
	if ev := unpackAll(t, r, e.v.addr, e.vault.GetABI().Events[vaultv2.DepositVaultV2UnpausedEventName].ID, e.vault.UnpackUnpausedEvent); len(ev) != 1 {
		t.Errorf("Unpaused = %+v", ev)
	}
	e.mustRevert(t, e.admin, e.v, e.vault.PackUnpause(), nil, &vaultv2.DepositVaultV2ExpectedPause{})
	e.do(t, e.alice, e.v, e.vault.PackDeposit(b32("s"), b32("k")), big.NewInt(1))
	e.do(t, e.payer, e.v, e.vault.PackPay(b32("k"), native, e.carol.addr, eth(1)), nil)
}

func TestRoles(t *testing.T) {
	e := payEnv(t)
	payerRole := call(t, e.v, e.vault.PackPAYERROLE(), e.vault.UnpackPAYERROLE)
	adminRole := [32]byte{}
	for who, want := range map[account][2]bool{e.admin: {true, false}, e.payer: {false, true}, e.carol: {false, false}} {
		gotAdmin := call(t, e.v, e.vault.PackHasRole(adminRole, who.addr), e.vault.UnpackHasRole)
		gotPayer := call(t, e.v, e.vault.PackHasRole(payerRole, who.addr), e.vault.UnpackHasRole)
		if gotAdmin != want[0] || gotPayer != want[1] {
			t.Errorf("%s: admin %v payer %v, want %v", who.name, gotAdmin, gotPayer, want)
		}
	}

	// Only the payer pays: not a stranger, not even the admin.
	payData := e.vault.PackPay(b32("k"), native, e.carol.addr, eth(1))
	for _, who := range []account{e.carol, e.admin} {
		e.mustRevert(t, who, e.v, payData, nil, &vaultv2.DepositVaultV2AccessControlUnauthorizedAccount{Account: who.addr, NeededRole: payerRole})
	}

	// Only the admin sweeps, allowlists, sets caps, unpauses, grants — not
	// the payer, a stranger, or the guardian.
	adminOnly := map[string][]byte{
		"sweep":           e.vault.PackSweep(native, eth(1)),
		"setTokenAllowed": e.vault.PackSetTokenAllowed(e.f.addr, true),
		"setLimits":       e.vault.PackSetLimits(native, eth(1000), eth(1000)),
		"unpause":         e.vault.PackUnpause(),
		"grantRole":       e.vault.PackGrantRole(payerRole, e.carol.addr),
	}
	for name, data := range adminOnly {
		for _, who := range []account{e.payer, e.carol, e.guardian} {
			t.Run(name+"/"+who.name, func(t *testing.T) {
				e.mustRevert(t, who, e.v, data, nil, &vaultv2.DepositVaultV2AccessControlUnauthorizedAccount{Account: who.addr, NeededRole: adminRole})
			})
		}
	}
	// The guardian's stops (and the admin's): not the payer's, nor a stranger's.
	guardianOnly := map[string][]byte{
		"pause":       e.vault.PackPause(),
		"lowerLimits": e.vault.PackLowerLimits(native, big.NewInt(1), big.NewInt(1)),
		"revokePayer": e.vault.PackRevokePayer(e.payer.addr),
	}
	for name, data := range guardianOnly {
		for _, who := range []account{e.payer, e.carol} {
			t.Run(name+"/"+who.name, func(t *testing.T) {
				e.mustRevert(t, who, e.v, data, nil, &vaultv2.DepositVaultV2NotGuardian{Account: who.addr})
			})
		}
	}

	// Roles move only through the admin, with events; a granted payer pays
	// once the governance delay has passed, a revoked one no longer does.
	r := e.do(t, e.admin, e.v, e.vault.PackGrantRole(payerRole, e.carol.addr), nil)
	ev := unpackAll(t, r, e.v.addr, e.vault.GetABI().Events[vaultv2.DepositVaultV2PayerScheduledEventName].ID, e.vault.UnpackPayerScheduledEvent)
	if len(ev) != 1 || ev[0].Account != e.carol.addr || ev[0].Eta.Uint64() != e.headTime(t)+uint64(governanceDelay/time.Second) {
		t.Errorf("PayerScheduled = %+v", ev)
	}
	e.mustRevert(t, e.carol, e.v, e.vault.PackPay(b32("by-carol"), native, e.bob.addr, eth(1)), nil,
		&vaultv2.DepositVaultV2AccessControlUnauthorizedAccount{Account: e.carol.addr, NeededRole: payerRole})
	e.adjustTime(t, governanceDelay+time.Second)
	e.do(t, e.carol, e.v, e.vault.PackPay(b32("by-carol"), native, e.bob.addr, eth(1)), nil)
	e.do(t, e.admin, e.v, e.vault.PackRevokeRole(payerRole, e.carol.addr), nil)
	e.mustRevert(t, e.carol, e.v, e.vault.PackPay(b32("by-carol-2"), native, e.bob.addr, eth(1)), nil,
		&vaultv2.DepositVaultV2AccessControlUnauthorizedAccount{Account: e.carol.addr, NeededRole: payerRole})

	// The constructor refuses zero addresses.
	for i, zero := range []func(r *vaultv2.Roles){
		func(r *vaultv2.Roles) { r.Admin = common.Address{} }, func(r *vaultv2.Roles) { r.Guardian = common.Address{} },
		func(r *vaultv2.Roles) { r.Payer = common.Address{} }, func(r *vaultv2.Roles) { r.Treasury = common.Address{} },
	} {
		roles := e.roles()
		zero(&roles)
		opts := e.opts(t, e.admin)
		_, _, err := bind.DeployContract(opts, common.FromHex(vaultv2.DepositVaultV2MetaData.Bin), e.client, vaultv2.Constructor(roles, nil))
		if err == nil {
			t.Errorf("constructor %d with a zero address deployed", i)
			continue
		}
		// A zero admin is refused by OpenZeppelin's default-admin rules, the rest by the vault.
		got := e.revert(t, err)
		_, zero := got.(*vaultv2.DepositVaultV2ZeroAddress)
		_, admin := got.(*vaultv2.DepositVaultV2AccessControlInvalidDefaultAdmin)
		if got == nil || !zero && !(i == 0 && admin) {
			t.Errorf("constructor %d: revert %T, want ZeroAddress", i, got)
		}
	}
}

func TestSweepGoesToTreasuryOnly(t *testing.T) {
	e := payEnv(t)
	if tr := call(t, e.v, e.vault.PackTreasury(), e.vault.UnpackTreasury); tr != e.treasury.addr {
		t.Fatalf("treasury = %s, want %s", tr, e.treasury.addr)
	}

	// A token that was never allowlisted, sent by plain transfer: only a
	// sweep gets it out.
	e.do(t, e.alice, e.f, e.fee.PackMint(e.alice.addr, big.NewInt(10_000)), nil)
	e.do(t, e.alice, e.f, e.fee.PackTransfer(e.v.addr, big.NewInt(10_000)), nil) // 9,900 arrive

	for _, c := range []struct {
		token  common.Address
		amount *big.Int
		lands  *big.Int // what the treasury receives (the fee token takes 1 %)
	}{
		{native, eth(3), eth(3)},
		{e.u.addr, big.NewInt(400_000_000), big.NewInt(400_000_000)},
		{e.f.addr, big.NewInt(9_900), big.NewInt(9_801)},
	} {
		treasuryBefore := e.balance(t, c.token, e.treasury.addr)
		adminBefore := e.balance(t, c.token, e.admin.addr)
		vaultBefore := e.balance(t, c.token, e.v.addr)
		r := e.do(t, e.admin, e.v, e.vault.PackSweep(c.token, c.amount), nil)
		sw := unpackAll(t, r, e.v.addr, e.vault.GetABI().Events[vaultv2.DepositVaultV2SweptEventName].ID, e.vault.UnpackSweptEvent)
		if len(sw) != 1 || sw[0].Token != c.token || sw[0].Treasury != e.treasury.addr || sw[0].Amount.Cmp(c.amount) != 0 {
			t.Errorf("Swept = %+v", sw)
		}
		if got := new(big.Int).Sub(e.balance(t, c.token, e.treasury.addr), treasuryBefore); got.Cmp(c.lands) != 0 {
			t.Errorf("token %s: treasury received %s, want %s", c.token, got, c.lands)
		}
		if got := new(big.Int).Sub(vaultBefore, e.balance(t, c.token, e.v.addr)); got.Cmp(c.amount) != 0 {
			t.Errorf("token %s: vault gave %s, want %s", c.token, got, c.amount)
		}
		adminAfter := e.balance(t, c.token, e.admin.addr)
		if c.token == native {
			// The admin only paid gas.
			gas := new(big.Int).Mul(new(big.Int).SetUint64(r.GasUsed), r.EffectiveGasPrice)
			adminAfter.Add(adminAfter, gas)
		}
		if adminAfter.Cmp(adminBefore) != 0 {
			t.Errorf("token %s: the admin's balance moved from %s to %s", c.token, adminBefore, adminAfter)
		}
	}

	e.mustRevert(t, e.admin, e.v, e.vault.PackSweep(native, big.NewInt(0)), nil, &vaultv2.DepositVaultV2ZeroAmount{})
	left := e.balance(t, native, e.v.addr)
	over := new(big.Int).Add(left, big.NewInt(1))
	e.mustRevert(t, e.admin, e.v, e.vault.PackSweep(native, over), nil,
		&vaultv2.DepositVaultV2InsufficientVaultBalance{Token: native, Balance: left, Amount: over})
}
