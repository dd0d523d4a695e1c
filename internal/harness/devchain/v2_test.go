package devchain_test

import (
	"context"
	"errors"
	"io"
	"math/big"
	"net/http"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/testtoken"
)

var (
	v2ABI   = vaultv2.NewDepositVaultV2()
	usdcABI = testtoken.NewTestUSDC()
)

func call[T any](t *testing.T, addr common.Address, bc *bind.BoundContract, data []byte, unpack func([]byte) (T, error)) T {
	t.Helper()
	v, err := bind.Call(bc, &bind.CallOpts{Context: t.Context()}, data, unpack)
	if err != nil {
		t.Fatalf("call %s: %v", addr, err)
	}
	return v
}

// deposited is the Deposited event of a mined deposit.
func deposited(t *testing.T, c *devchain.Chain, r *types.Receipt) *vaultv2.DepositVaultV2Deposited {
	t.Helper()
	topic := v2ABI.GetABI().Events[vaultv2.DepositVaultV2DepositedEventName].ID
	for _, l := range r.Logs {
		if l.Address == c.Vault() && len(l.Topics) > 0 && l.Topics[0] == topic {
			ev, err := v2ABI.UnpackDepositedEvent(l)
			if err != nil {
				t.Fatal(err)
			}
			return ev
		}
	}
	t.Fatalf("no Deposited log in %s", r.TxHash)
	return nil
}

func mined(t *testing.T, c *devchain.Chain, tx *types.Transaction) *types.Receipt {
	t.Helper()
	r, err := c.MineUntilReceipt(context.Background(), tx.Hash(), 5)
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("%s reverted", tx.Hash())
	}
	return r
}

// Options.Vault "v2": the vault v2 and TestUSDC deployed, USDC allowlisted,
// caps set, the vault funded for payouts (the setup takes at least two blocks after the
// deployment's: a transaction may wait a block, as on any chain); native, approve-and-deposit and
// permit deposits each emit the deposit ID computed before mining.
func TestVaultV2DeploymentAndDeposits(t *testing.T) {
	c := start(t, devchain.Options{Vault: devchain.VaultV2})
	ctx := context.Background()
	if c.VaultVersion() != devchain.VaultV2 || c.USDC() == (common.Address{}) || c.VaultBlock() < 1 || c.SetupBlock() < c.VaultBlock()+2 {
		t.Fatalf("version %s, USDC %s, vault block %d, setup block %d", c.VaultVersion(), c.USDC(), c.VaultBlock(), c.SetupBlock())
	}
	vault := bind.NewBoundContract(c.Vault(), v2ABI.GetABI(), c.Client(), c.Client(), c.Client())
	usdc := bind.NewBoundContract(c.USDC(), usdcABI.GetABI(), c.Client(), c.Client(), c.Client())
	if !call(t, c.Vault(), vault, v2ABI.PackAllowedToken(c.USDC()), v2ABI.UnpackAllowedToken) {
		t.Error("USDC is not allowlisted")
	}
	for token, want := range map[common.Address][2]*big.Int{
		vaultv2.NativeToken: {devchain.CapPerPaymentWei, devchain.CapPerPeriodWei},
		c.USDC():            {devchain.CapPerPaymentUSDC, devchain.CapPerPeriodUSDC},
	} {
		l := call(t, c.Vault(), vault, v2ABI.PackLimitsOf(token), v2ABI.UnpackLimitsOf)
		if l.PerPayment.Cmp(want[0]) != 0 || l.PerPeriod.Cmp(want[1]) != 0 {
			t.Errorf("limits of %s: %+v, want %v", token, l, want)
		}
	}
	payerRole := call(t, c.Vault(), vault, v2ABI.PackPAYERROLE(), v2ABI.UnpackPAYERROLE)
	if !call(t, c.Vault(), vault, v2ABI.PackHasRole(payerRole, crypto.PubkeyToAddress(devchain.PayerKey().PublicKey)), v2ABI.UnpackHasRole) {
		t.Error("PayerKey has no PAYER_ROLE")
	}
	if got := call(t, c.USDC(), usdc, usdcABI.PackBalanceOf(c.Vault()), usdcABI.UnpackBalanceOf); got.Cmp(devchain.VaultFundUSDC) != 0 {
		t.Errorf("vault USDC %s, want %s", got, devchain.VaultFundUSDC)
	}
	if got, err := c.Client().BalanceAt(ctx, c.Vault(), nil); err != nil || got.Cmp(devchain.VaultFundWei) != 0 {
		t.Errorf("vault wei %s (%v), want %s", got, err, devchain.VaultFundWei)
	}

	for _, from := range []int{1, 2} {
		tx, err := c.MintUSDC(ctx, from, big.NewInt(10_000_000))
		if err != nil {
			t.Fatal(err)
		}
		mined(t, c, tx)
	}
	native, err := c.DepositNative(ctx, 1, "swap-native", big.NewInt(1e15))
	if err != nil {
		t.Fatal(err)
	}
	token, err := c.DepositToken(ctx, 1, "swap-token", c.USDC(), big.NewInt(2_000_000))
	if err != nil {
		t.Fatal(err)
	}
	permit, err := c.DepositWithPermit(ctx, 2, "swap-permit", c.USDC(), big.NewInt(3_000_000))
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []*devchain.DepositV2{native, token, permit} {
		ev := deposited(t, c, mined(t, c, d.Tx))
		if ev.DepositId != d.DepositID || ev.Payer != d.Payer || ev.Token != d.Token || ev.DepositKey != d.Key {
			t.Errorf("Deposited %+v, want %+v", ev, d)
		}
		if d.DepositID != vaultv2.DepositID(c.ChainID(), c.Vault(), d.Payer, d.Key, ev.SwapId, ev.Token, ev.Amount) {
			t.Error("the deposit ID is not the vault's derivation")
		}
	}
	if native.Key == token.Key {
		t.Error("two deposits share a depositKey")
	}
	if _, err := c.Deposit(ctx, 0, "swap-v1", big.NewInt(1)); !errors.Is(err, devchain.ErrWrongVault) {
		t.Errorf("a v1 deposit on a v2 chain: %v", err)
	}
	if err := c.Reorg(int(c.Head()-c.SetupBlock())+1, false); !errors.Is(err, devchain.ErrInvalidArgument) {
		t.Errorf("a reorg removing the setup: %v", err)
	}
}

// ReorgReorder re-mines the same signed deposits of two payers in the other
// order on a longer branch: each keeps its deposit ID and lands in another
// block.
func TestReorgReorderKeepsDepositIDs(t *testing.T) {
	c := start(t, devchain.Options{Vault: devchain.VaultV2})
	ctx := context.Background()
	tx, err := c.MintUSDC(ctx, 2, big.NewInt(5_000_000))
	if err != nil {
		t.Fatal(err)
	}
	mined(t, c, tx)
	tx, err = c.ApproveToken(ctx, 2, c.USDC(), big.NewInt(5_000_000))
	if err != nil {
		t.Fatal(err)
	}
	mined(t, c, tx)
	a, err := c.SignDepositNative(ctx, 1, "swap-a", big.NewInt(1e15))
	if err != nil {
		t.Fatal(err)
	}
	b, err := c.SignDepositToken(ctx, 2, "swap-b", c.USDC(), big.NewInt(5_000_000))
	if err != nil {
		t.Fatal(err)
	}
	before, err := c.MineEach(ctx, a.Tx, b.Tx)
	if err != nil {
		t.Fatal(err)
	}
	after, err := c.ReorgReorder(ctx, 2, b.Tx, a.Tx)
	if err != nil {
		t.Fatal(err)
	}
	if before[0].BlockNumber.Cmp(before[1].BlockNumber) >= 0 || after[0].BlockNumber.Cmp(after[1].BlockNumber) >= 0 {
		t.Fatal("not mined in the order asked")
	}
	for i, d := range []*devchain.DepositV2{a, b} {
		old, cur := before[i], after[1-i]
		canonical, err := c.Client().TransactionReceipt(ctx, d.Tx.Hash())
		if err != nil || canonical.BlockHash != cur.BlockHash || canonical.BlockHash == old.BlockHash {
			t.Fatalf("deposit %d: canonical %v (%v), before %s, after %s", i, canonical, err, old.BlockHash, cur.BlockHash)
		}
		if x, y := deposited(t, c, old), deposited(t, c, cur); x.DepositId != d.DepositID || y.DepositId != d.DepositID {
			t.Errorf("deposit %d: ID %x before, %x after, want %x", i, x.DepositId, y.DepositId, d.DepositID)
		}
	}
}

// The admin API's v1 deposit on a vault v2 chain is the caller's mistake: 400, naming the vault.
func TestAdminV1DepositOnAVaultV2ChainIsABadRequest(t *testing.T) {
	c := start(t, devchain.Options{HTTPAddr: "127.0.0.1:0", Vault: devchain.VaultV2})
	resp, err := http.Post(c.AdminURL()+"/admin/deposit", "application/json", strings.NewReader(`{"from":0,"swapId":"s","amountWei":"15"}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusBadRequest || !strings.Contains(string(body), "vault v2") {
		t.Errorf("status %d %s, want 400 naming vault v2", resp.StatusCode, body)
	}
}
