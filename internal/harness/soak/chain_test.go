package soak

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Each soak chain has a vault v2 of its own (another scanner ID per run, issue 11), whose
// payer role is held by the chain's own hot key, funded for gas; every payer and stranger
// holds USDC and has approved the vault for it, all below the block no reorg goes under.
func TestStartChainSetsUpItsOwnVaultV2(t *testing.T) {
	ctx := context.Background()
	seen := map[common.Address]bool{}
	for i := range 3 {
		cs, err := startChain(12, 0, hotFund)
		if err != nil {
			t.Fatalf("chain %d: %v", i, err)
		}
		if seen[cs.vault] {
			t.Errorf("chain %d: vault %s again", i, cs.vault)
		}
		seen[cs.vault] = true
		role, err := bind.Call(cs.inst, &bind.CallOpts{Context: ctx}, cs.binding.PackPAYERROLE(), cs.binding.UnpackPAYERROLE)
		if err != nil {
			t.Fatal(err)
		}
		hot := crypto.PubkeyToAddress(cs.hot.PublicKey)
		has, err := bind.Call(cs.inst, &bind.CallOpts{Context: ctx}, cs.binding.PackHasRole(role, hot), cs.binding.UnpackHasRole)
		if err != nil || !has {
			t.Errorf("chain %d: hot key %s has PAYER_ROLE: %v (%v)", i, hot, has, err)
		}
		if bal, err := cs.ec.BalanceAt(ctx, hot, nil); err != nil || bal.Cmp(hotFund) != 0 {
			t.Errorf("chain %d: hot key balance %v (%v), want %s", i, bal, err, hotFund)
		}
		// The hostile recipients are there and each refuses native coin.
		if len(cs.hostile) != len(hostileNames) {
			t.Fatalf("chain %d: %d hostile recipients, want %d", i, len(cs.hostile), len(hostileNames))
		}
		from := crypto.PubkeyToAddress(cs.keys[0].PublicKey)
		for h, a := range cs.hostile {
			if code, err := cs.ec.CodeAt(ctx, a, nil); err != nil || len(code) == 0 {
				t.Errorf("chain %d: %s at %s has no code (%v)", i, hostileNames[h], a, err)
			}
			msg := ethereum.CallMsg{From: from, To: &a, Value: big.NewInt(1), Gas: 35_000}
			if _, err := cs.ec.CallContract(ctx, msg, nil); err == nil {
				t.Errorf("chain %d: %s at %s takes 1 wei within 35,000 gas", i, hostileNames[h], a)
			}
		}
		usdc := bind.NewBoundContract(cs.usdc, cs.token.GetABI(), cs.ec, cs.ec, cs.ec)
		for k, key := range cs.keys {
			a := crypto.PubkeyToAddress(key.PublicKey)
			allow, err := bind.Call(usdc, &bind.CallOpts{Context: ctx}, cs.token.PackAllowance(a, cs.vault), cs.token.UnpackAllowance)
			if err != nil || allow.Cmp(soakUSDC) != 0 {
				t.Errorf("chain %d: payer %d's allowance %v (%v), want %s", i, k, allow, err, soakUSDC)
			}
		}
		if cs.startNative.Sign() == 0 || cs.startUSDC.Sign() == 0 || cs.safeBlk < cs.c.SetupBlock() {
			t.Errorf("chain %d: vault holds %s wei and %s USDC units at block %d (devchain setup %d)", i, cs.startNative, cs.startUSDC, cs.safeBlk, cs.c.SetupBlock())
		}
		if err := cs.Close(); err != nil {
			t.Fatalf("chain %d: close: %v", i, err)
		}
	}
}

// The first 1,000-swap run ended 420 swaps in refunded: the simulated chain's clock runs ahead
// of the wall clock (a second per block at least, a block every 100 ms), so deposits mined
// after the chain's first hour were later than a deadline an hour from the wall clock. A
// deposit mined within the swap deadline must never be late.
func TestDepositDeadlineOutrunsTheChainsClock(t *testing.T) {
	cs, err := startChain(12, 0, hotFund)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	for range 30 {
		cs.mine()
	}
	s := &soak{chain: cs, cfg: Config{SwapDeadline: time.Hour, BlockTime: 100 * time.Millisecond}}
	deadline := s.depositDeadline()
	// Mined now and then a block per BlockTime until the swap deadline: at most this late.
	latest := cs.headTime() + int64(s.cfg.SwapDeadline/s.cfg.BlockTime)
	if deadline.Unix() <= latest {
		t.Fatalf("deadline %s is before the block time %s a deposit can still get", deadline, time.Unix(latest, 0).UTC())
	}
	if cs.headTime() <= time.Now().Unix() {
		t.Logf("note: the chain's clock (%d) is not ahead of the wall clock (%d) yet", cs.headTime(), time.Now().Unix())
	}
}
