package vaultv2_test

import (
	"bytes"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
)

func TestDepositNativeAndToken(t *testing.T) {
	e := newEnv(t)
	e.allow(t, e.u.addr)

	// Native: credited msg.value, token address(0), ID as derived off chain.
	r := e.do(t, e.alice, e.v, e.vault.PackDeposit(b32("swap-1"), b32("key-1")), eth(2))
	evs := e.deposits(t, r)
	if len(evs) != 1 {
		t.Fatalf("%d Deposited events, want 1", len(evs))
	}
	ev := evs[0]
	if ev.SwapId != b32("swap-1") || ev.Token != native || ev.Payer != e.alice.addr || ev.Amount.Cmp(eth(2)) != 0 ||
		ev.DepositKey != b32("key-1") || ev.DepositId != e.depositID(e.alice.addr, b32("key-1"), "swap-1", native, eth(2)) {
		t.Errorf("native Deposited = %+v", ev)
	}
	if id := call(t, e.v, e.vault.PackDepositIdOf(e.alice.addr, b32("key-1"), b32("swap-1"), native, eth(2)), e.vault.UnpackDepositIdOf); id != ev.DepositId {
		t.Errorf("depositIdOf = %x, event says %x", id, ev.DepositId)
	}

	// Token: approve then depositToken; a plain ERC-20 is credited in full.
	e.mintUSDC(t, e.bob, 5_000_000)
	e.approve(t, e.bob, e.u, 5_000_000)
	r = e.do(t, e.bob, e.v, e.vault.PackDepositToken(b32("swap-2"), b32("key-1"), e.u.addr, big.NewInt(5_000_000)), nil)
	ev = e.deposits(t, r)[0]
	if ev.Token != e.u.addr || ev.Payer != e.bob.addr || ev.Amount.Int64() != 5_000_000 ||
		ev.DepositId != e.depositID(e.bob.addr, b32("key-1"), "swap-2", e.u.addr, big.NewInt(5_000_000)) {
		t.Errorf("USDC Deposited = %+v", ev)
	}
	if got := e.balance(t, e.u.addr, e.v.addr); got.Int64() != 5_000_000 {
		t.Errorf("vault USDC = %s, want 5000000", got)
	}
	// Same key, different payers: different IDs (alice's key-1 is not bob's).
	if e.depositID(e.alice.addr, b32("key-1"), "s", native, eth(1)) == e.depositID(e.bob.addr, b32("key-1"), "s", native, eth(1)) {
		t.Error("two payers' deposits under the same key share an ID")
	}
}

func TestDepositFeeOnTransferCreditsWhatArrived(t *testing.T) {
	e := newEnv(t)
	e.allow(t, e.f.addr)
	e.do(t, e.alice, e.f, e.fee.PackMint(e.alice.addr, big.NewInt(1_000_000)), nil)
	e.approve(t, e.alice, e.f, 1_000_000)

	r := e.do(t, e.alice, e.v, e.vault.PackDepositToken(b32("swap-1"), b32("k"), e.f.addr, big.NewInt(1_000_000)), nil)
	evs := e.deposits(t, r)
	if len(evs) != 1 {
		t.Fatalf("%d Deposited events, want 1", len(evs))
	}
	// 1 % burnt in transit: the event names what arrived, never what was asked.
	if evs[0].Amount.Int64() != 990_000 {
		t.Errorf("Deposited amount = %s, want 990000 (1000000 less the 1 %% fee)", evs[0].Amount)
	}
	if got := e.balance(t, e.f.addr, e.v.addr); got.Cmp(evs[0].Amount) != 0 {
		t.Errorf("vault holds %s, event credits %s", got, evs[0].Amount)
	}

	// Funding measures the same way.
	e.do(t, e.bob, e.f, e.fee.PackMint(e.bob.addr, big.NewInt(10_000)), nil)
	e.approve(t, e.bob, e.f, 10_000)
	r = e.do(t, e.bob, e.v, e.vault.PackFund(e.f.addr, big.NewInt(10_000)), nil)
	funded := unpackAll(t, r, e.v.addr, e.vault.GetABI().Events[vaultv2.DepositVaultV2FundedEventName].ID, e.vault.UnpackFundedEvent)
	if len(funded) != 1 || funded[0].Amount.Int64() != 9_900 || funded[0].From != e.bob.addr || funded[0].Token != e.f.addr {
		t.Errorf("Funded = %+v, want 9900 from bob", funded)
	}
	if len(e.deposits(t, r)) != 0 {
		t.Error("fund emitted Deposited: funding must never look like a swap deposit")
	}
}

func TestDepositRefusals(t *testing.T) {
	e := newEnv(t)
	e.mintUSDC(t, e.alice, 1_000)
	e.approve(t, e.alice, e.u, 1_000)
	tok := func(swap, key string, amount int64) []byte {
		return e.vault.PackDepositToken(b32(swap), b32(key), e.u.addr, big.NewInt(amount))
	}

	// Not on the allowlist: refused, naming the token.
	e.mustRevert(t, e.alice, e.v, tok("s", "k", 1_000), nil, &vaultv2.DepositVaultV2TokenNotAllowed{Token: e.u.addr})
	r := e.do(t, e.admin, e.v, e.vault.PackSetTokenAllowed(e.u.addr, true), nil)
	allowed := unpackAll(t, r, e.v.addr, e.vault.GetABI().Events[vaultv2.DepositVaultV2TokenAllowedEventName].ID, e.vault.UnpackTokenAllowedEvent)
	if len(allowed) != 1 || allowed[0].Token != e.u.addr || !allowed[0].Allowed {
		t.Errorf("TokenAllowed = %+v", allowed)
	}
	e.do(t, e.admin, e.v, e.vault.PackSetTokenAllowed(e.u.addr, false), nil)
	e.mustRevert(t, e.alice, e.v, tok("s", "k", 1_000), nil, &vaultv2.DepositVaultV2TokenNotAllowed{Token: e.u.addr})
	e.allow(t, e.u.addr)

	// Zero values, and the native coin through depositToken.
	e.mustRevert(t, e.alice, e.v, tok("s", "k", 0), nil, &vaultv2.DepositVaultV2ZeroAmount{})
	e.mustRevert(t, e.alice, e.v, tok("", "k", 1), nil, &vaultv2.DepositVaultV2ZeroSwapId{})
	e.mustRevert(t, e.alice, e.v, tok("s", "", 1), nil, &vaultv2.DepositVaultV2ZeroKey{})
	e.mustRevert(t, e.alice, e.v, e.vault.PackDepositToken(b32("s"), b32("k"), native, big.NewInt(1)), nil,
		&vaultv2.DepositVaultV2TokenNotAllowed{Token: native})
	e.mustRevert(t, e.alice, e.v, e.vault.PackDeposit(b32("s"), b32("k")), nil, &vaultv2.DepositVaultV2ZeroAmount{})
	e.mustRevert(t, e.alice, e.v, e.vault.PackDeposit(b32(""), b32("k")), big.NewInt(1), &vaultv2.DepositVaultV2ZeroSwapId{})
	e.mustRevert(t, e.alice, e.v, e.vault.PackDeposit(b32("s"), b32("")), big.NewInt(1), &vaultv2.DepositVaultV2ZeroKey{})

	// A key is used once per payer, across native and token deposits.
	e.do(t, e.alice, e.v, tok("s", "k", 400), nil)
	id := e.depositID(e.alice.addr, b32("k"), "s", e.u.addr, big.NewInt(400))
	want := &vaultv2.DepositVaultV2DepositKeyUsed{Payer: e.alice.addr, DepositKey: b32("k"), DepositId: id}
	e.mustRevert(t, e.alice, e.v, tok("other-swap", "k", 400), nil, want)
	e.mustRevert(t, e.alice, e.v, e.vault.PackDeposit(b32("s"), b32("k")), big.NewInt(1), want)
	k := b32("k")
	payerKey := crypto.Keccak256Hash(common.LeftPadBytes(e.alice.addr.Bytes(), 32), k[:])
	if got := call(t, e.v, e.vault.PackDepositOfKey(payerKey), e.vault.UnpackDepositOfKey); got != id {
		t.Errorf("depositOfKey = %x after the deposit, want its ID %x", got, id)
	}
	// Another payer may use the same key: its ID is its own.
	e.do(t, e.bob, e.v, e.vault.PackDeposit(b32("s"), b32("k")), big.NewInt(1))

	// Setting the allowlist checks its input.
	e.mustRevert(t, e.admin, e.v, e.vault.PackSetTokenAllowed(native, true), nil, &vaultv2.DepositVaultV2ZeroAddress{})
	e.mustRevert(t, e.admin, e.v, e.vault.PackSetTokenAllowed(e.carol.addr, true), nil, &vaultv2.DepositVaultV2NotAContract{Token: e.carol.addr})

	// No receive(): a plain transfer reverts, so every accepted wei has an event.
	opts := e.opts(t, e.alice)
	opts.Value = big.NewInt(1)
	if _, err := e.v.c.Transfer(opts); err == nil {
		t.Error("plain native transfer to the vault succeeded, want revert")
	}
}

func TestDepositBatch(t *testing.T) {
	e := newEnv(t)
	swaps := [][32]byte{b32("swap-1"), b32("swap-2")}
	keys := [][32]byte{b32("a"), b32("b")}
	amounts := []*big.Int{big.NewInt(100), big.NewInt(250)}

	r := e.do(t, e.alice, e.v, e.vault.PackDepositBatch(swaps, keys, amounts), big.NewInt(350))
	evs := e.deposits(t, r)
	if len(evs) != 2 {
		t.Fatalf("%d Deposited events, want 2", len(evs))
	}
	for i, ev := range evs {
		if ev.SwapId != swaps[i] || ev.Amount.Cmp(amounts[i]) != 0 || ev.DepositId != e.depositID(e.alice.addr, keys[i], string(bytes.TrimRight(swaps[i][:], "\x00")), native, amounts[i]) {
			t.Errorf("batch item %d = %+v", i, ev)
		}
	}
	if evs[0].DepositId == evs[1].DepositId {
		t.Error("two deposits of one batch share an ID")
	}

	// A key repeated within a batch, or used before, refuses the whole batch.
	dup := [][32]byte{b32("c"), b32("c")}
	e.mustRevert(t, e.alice, e.v, e.vault.PackDepositBatch(swaps, dup, amounts), big.NewInt(350),
		&vaultv2.DepositVaultV2DepositKeyUsed{Payer: e.alice.addr, DepositKey: b32("c"), DepositId: e.depositID(e.alice.addr, b32("c"), "swap-1", native, big.NewInt(100))})
	e.mustRevert(t, e.alice, e.v, e.vault.PackDepositBatch(swaps, [][32]byte{b32("d"), b32("a")}, amounts), big.NewInt(350),
		&vaultv2.DepositVaultV2DepositKeyUsed{Payer: e.alice.addr, DepositKey: b32("a"), DepositId: e.depositID(e.alice.addr, b32("a"), "swap-1", native, big.NewInt(100))})
	e.mustRevert(t, e.alice, e.v, e.vault.PackDepositBatch(swaps, [][32]byte{b32("e"), b32("f")}, amounts), big.NewInt(351),
		&vaultv2.DepositVaultV2ValueMismatch{Expected: big.NewInt(350), Sent: big.NewInt(351)})
	e.mustRevert(t, e.alice, e.v, e.vault.PackDepositBatch(swaps, keys[:1], amounts), big.NewInt(350),
		&vaultv2.DepositVaultV2BatchLengthMismatch{SwapIds: big.NewInt(2), DepositKeys: big.NewInt(1), Amounts: big.NewInt(2)})
	e.mustRevert(t, e.alice, e.v, e.vault.PackDepositBatch(nil, nil, nil), nil,
		&vaultv2.DepositVaultV2BatchLengthMismatch{SwapIds: big.NewInt(0), DepositKeys: big.NewInt(0), Amounts: big.NewInt(0)})
}

func TestDepositWithPermitInOneTransaction(t *testing.T) {
	e := newEnv(t)
	e.allow(t, e.u.addr)
	e.mintUSDC(t, e.alice, 7_000_000)
	nonceBefore, err := e.client.NonceAt(t.Context(), e.alice.addr, nil)
	if err != nil {
		t.Fatal(err)
	}

	amount := big.NewInt(7_000_000)
	deadline := new(big.Int).SetUint64(e.headTime(t) + 3600)
	v, rr, s := e.permit(t, e.alice, amount, deadline)
	r := e.do(t, e.alice, e.v, e.vault.PackDepositWithPermit(b32("swap-p"), b32("kp"), e.u.addr, amount, deadline, v, rr, s), nil)

	evs := e.deposits(t, r)
	if len(evs) != 1 || evs[0].Amount.Cmp(amount) != 0 || evs[0].Token != e.u.addr || evs[0].Payer != e.alice.addr {
		t.Fatalf("Deposited = %+v", evs)
	}
	nonceAfter, err := e.client.NonceAt(t.Context(), e.alice.addr, nil)
	if err != nil {
		t.Fatal(err)
	}
	if nonceAfter != nonceBefore+1 {
		t.Errorf("alice sent %d transactions, want 1 (no separate approve)", nonceAfter-nonceBefore)
	}
	if got := e.balance(t, e.u.addr, e.v.addr); got.Cmp(amount) != 0 {
		t.Errorf("vault USDC = %s, want %s", got, amount)
	}

	// A permit someone else submitted first (front-running uses its nonce)
	// does not block the deposit: the allowance it set is used.
	e.mintUSDC(t, e.alice, 1_000)
	v, rr, s = e.permit(t, e.alice, big.NewInt(1_000), deadline)
	e.do(t, e.carol, e.u, e.usdc.PackPermit(e.alice.addr, e.v.addr, big.NewInt(1_000), deadline, v, rr, s), nil)
	e.do(t, e.alice, e.v, e.vault.PackDepositWithPermit(b32("swap-p"), b32("kp2"), e.u.addr, big.NewInt(1_000), deadline, v, rr, s), nil)

	// A bad signature with no allowance: refused with the allowance named.
	e.mintUSDC(t, e.bob, 500)
	v, rr, s = e.permit(t, e.alice, big.NewInt(500), deadline) // alice's signature, bob's call
	e.mustRevert(t, e.bob, e.v, e.vault.PackDepositWithPermit(b32("swap-p"), b32("kb"), e.u.addr, big.NewInt(500), deadline, v, rr, s), nil,
		&vaultv2.DepositVaultV2PermitAllowanceTooLow{Token: e.u.addr, Allowance: big.NewInt(0), Amount: big.NewInt(500)})
}

// TestDepositIDsStableAcrossReorderingReorg mines alice's native deposit and
// bob's token deposit in that order, then reorgs to a branch where the same
// signed transactions are mined in the other order. A counter would swap
// their IDs (the defect of v1); here each transaction keeps its ID.
func TestDepositIDsStableAcrossReorderingReorg(t *testing.T) {
	e := newEnv(t)
	e.allow(t, e.u.addr)
	e.mintUSDC(t, e.bob, 3_000_000)
	e.approve(t, e.bob, e.u, 3_000_000)

	fork, err := e.client.HeaderByNumber(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	nonce := func(a account) uint64 {
		n, err := e.client.NonceAt(t.Context(), a.addr, nil)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	aliceTx := e.sign(t, e.alice, e.v, e.vault.PackDeposit(b32("swap-a"), b32("ka")), eth(1), nonce(e.alice))
	bobTx := e.sign(t, e.bob, e.v, e.vault.PackDepositToken(b32("swap-b"), b32("kb"), e.u.addr, big.NewInt(3_000_000)), nil, nonce(e.bob))

	// mine sends the signed transactions one block each, in order, and
	// returns each one's Deposited event and receipt.
	mine := func(txs ...*types.Transaction) (map[*types.Transaction]*vaultv2.DepositVaultV2Deposited, map[*types.Transaction]*types.Receipt) {
		evs := map[*types.Transaction]*vaultv2.DepositVaultV2Deposited{}
		rs := map[*types.Transaction]*types.Receipt{}
		for _, tx := range txs {
			if err := e.client.SendTransaction(t.Context(), tx); err != nil {
				t.Fatalf("send %s: %v", tx.Hash(), err)
			}
			e.backend.Commit()
			r := e.receipt(t, tx)
			if r.Status != types.ReceiptStatusSuccessful {
				t.Fatalf("%s failed on chain", tx.Hash())
			}
			d := e.deposits(t, r)
			if len(d) != 1 {
				t.Fatalf("%s: %d Deposited events", tx.Hash(), len(d))
			}
			evs[tx], rs[tx] = d[0], r
		}
		return evs, rs
	}

	before, rsA := mine(aliceTx, bobTx)
	if rsA[aliceTx].BlockNumber.Cmp(rsA[bobTx].BlockNumber) >= 0 {
		t.Fatal("branch A: alice's deposit not mined before bob's")
	}

	// The reorg: back to the fork point, the pool cleared, then the same
	// signed bytes in the other order, on a longer branch.
	if err := e.backend.Fork(fork.Hash()); err != nil {
		t.Fatal(err)
	}
	e.backend.Rollback()
	after, rsB := mine(bobTx, aliceTx)
	e.backend.Commit()
	if rsB[bobTx].BlockNumber.Cmp(rsB[aliceTx].BlockNumber) >= 0 {
		t.Fatal("branch B: bob's deposit not mined before alice's")
	}
	for _, tx := range []*types.Transaction{aliceTx, bobTx} {
		if rsA[tx].BlockHash == rsB[tx].BlockHash {
			t.Fatalf("%s: same block on both branches, no reorg happened", tx.Hash())
		}
		canonical := e.receipt(t, tx)
		if canonical.BlockHash != rsB[tx].BlockHash {
			t.Fatalf("%s: canonical receipt in %s, want branch B's %s", tx.Hash(), canonical.BlockHash, rsB[tx].BlockHash)
		}
	}

	for _, c := range []struct {
		name  string
		tx    *types.Transaction
		payer account
		key   [32]byte
	}{{"alice", aliceTx, e.alice, b32("ka")}, {"bob", bobTx, e.bob, b32("kb")}} {
		a, b := before[c.tx], after[c.tx]
		if a.DepositId != b.DepositId {
			t.Errorf("%s's deposit: ID %x before the reorg, %x after", c.name, a.DepositId, b.DepositId)
		}
		if want := e.depositID(c.payer.addr, c.key, strings.TrimRight(string(b.SwapId[:]), "\x00"), b.Token, b.Amount); b.DepositId != want {
			t.Errorf("%s's deposit: ID %x, want keccak(chainid, vault, payer, key, swap, token, amount) = %x", c.name, b.DepositId, want)
		}
		if a.Amount.Cmp(b.Amount) != 0 || a.SwapId != b.SwapId || a.Token != b.Token {
			t.Errorf("%s's deposit changed across the reorg: %+v vs %+v", c.name, a, b)
		}
	}
	if after[aliceTx].DepositId == after[bobTx].DepositId {
		t.Error("two transactions share a deposit ID")
	}
}

// TestTokenDepositReentrancyRefused: a token that calls back into the vault
// from inside transferFrom would, without the reentrancy lock, land a nested
// deposit inside the outer deposit's balance measurement, and both would be
// credited with the nested amount.
func TestTokenDepositReentrancyRefused(t *testing.T) {
	e := newEnv(t)
	e.allow(t, e.r.addr)
	e.do(t, e.alice, e.r, e.ree.PackMint(e.alice.addr, big.NewInt(1_000)), nil)
	e.approve(t, e.alice, e.r, 1_000)
	nested := e.vault.PackDepositToken(b32("swap-inner"), b32("inner"), e.r.addr, big.NewInt(500))
	e.do(t, e.alice, e.r, e.ree.PackArm(e.v.addr, nested, big.NewInt(500)), nil)

	outer := e.vault.PackDepositToken(b32("swap-outer"), b32("outer"), e.r.addr, big.NewInt(1_000))
	e.mustRevert(t, e.alice, e.v, outer, nil, &vaultv2.DepositVaultV2ReentrancyGuardReentrantCall{})

	// Mined anyway (gas from a plain deposit's estimate): it fails, credits
	// nothing, and the vault holds nothing.
	probe := e.sign(t, e.bob, e.v, e.vault.PackDeposit(b32("s"), b32("k")), big.NewInt(1), 0)
	opts := e.opts(t, e.alice)
	opts.GasLimit = 10 * probe.Gas()
	tx, err := bind.Transact(e.v.c, opts, outer)
	if err != nil {
		t.Fatal(err)
	}
	e.backend.Commit()
	if r := e.receipt(t, tx); r.Status != types.ReceiptStatusFailed || len(e.deposits(t, r)) != 0 {
		t.Errorf("reentrant deposit mined with status %d and %d Deposited events, want failed and none", r.Status, len(e.deposits(t, r)))
	}
	if got := e.balance(t, e.r.addr, e.v.addr); got.Sign() != 0 {
		t.Errorf("vault holds %s of the reentrant token, want 0", got)
	}
}
