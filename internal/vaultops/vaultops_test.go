package vaultops

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/devchain"
)

func devVault(t *testing.T) *devchain.Chain {
	t.Helper()
	c, err := devchain.Start(devchain.Options{Vault: devchain.VaultV2})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// The dev chain's vault is this build's, and its deployment's arguments
// read back: roles, delays and maxima.
func TestVerifyProvesTheVaultIsThisBuildsAndReadsItsDeployment(t *testing.T) {
	c := devVault(t)
	d, err := Verify(t.Context(), c.Client(), c.Vault(), c.VaultBlock())
	if err != nil {
		t.Fatal(err)
	}
	admin := crypto.PubkeyToAddress(devchain.DevKey(0).PublicKey)
	payer := crypto.PubkeyToAddress(devchain.PayerKey().PublicKey)
	if d.Roles.Admin != admin || d.Roles.Guardian != admin || d.Roles.Payer != payer || d.Roles.Treasury != devchain.Treasury() ||
		d.Roles.GovernanceDelay != 0 || d.Roles.AdminTransferDelay != 0 || d.Deployer != admin || d.Block != c.VaultBlock() {
		t.Fatalf("deployment %+v", d)
	}
	if m, ok := d.Maxima[c.USDC()]; !ok || m.PerPayment.Cmp(vaultv2.Unbounded.PerPayment) != 0 || len(d.Maxima) != 2 {
		t.Fatalf("maxima %v", d.Maxima)
	}
}

// lyingCode answers another contract's code for the vault, as a node that
// lies or a chain whose code differs would.
type lyingCode struct {
	Client
	vault common.Address
	code  []byte
}

func (l lyingCode) CodeAt(ctx context.Context, a common.Address, n *big.Int) ([]byte, error) {
	if a == l.vault {
		return l.code, nil
	}
	return l.Client.CodeAt(ctx, a, n)
}

func TestVerifyRefusesWhatIsNotThisBuildsVault(t *testing.T) {
	c := devVault(t)
	usdcCode, err := c.Client().CodeAt(t.Context(), c.USDC(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for name, tc := range map[string]struct {
		client Client
		vault  common.Address
		block  uint64
		want   string
	}{
		"another contract (TestUSDC)": {c.Client(), c.USDC(), c.VaultBlock(), "did not deploy this build's DepositVaultV2"},
		"the wrong block":             {c.Client(), c.Vault(), c.SetupBlock(), "no transaction of block"},
		"no contract":                 {c.Client(), common.HexToAddress("0x00000000000000000000000000000000000c0ffe"), c.VaultBlock(), "no contract at"},
		"other code at the address":   {lyingCode{c.Client(), c.Vault(), usdcCode}, c.Vault(), c.VaultBlock(), "is not what this build's DepositVaultV2 leaves"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := Verify(t.Context(), tc.client, tc.vault, tc.block)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("%v, want an error saying %q", err, tc.want)
			}
		})
	}
}

func TestStatusShowsWhatGovernsTheVault(t *testing.T) {
	c := devVault(t)
	admin := crypto.PubkeyToAddress(devchain.DevKey(0).PublicKey)
	payer := crypto.PubkeyToAddress(devchain.PayerKey().PublicKey)
	s, err := ReadStatus(t.Context(), c.Client(), c.Vault(),
		[]Token{{"ETH", vaultv2.NativeToken}, {"USDC", c.USDC()}}, []common.Address{admin, payer})
	if err != nil {
		t.Fatal(err)
	}
	if s.Paused || s.Admin != admin || s.Treasury != devchain.Treasury() || s.TimelockDelay != nil || len(s.Tokens) != 2 {
		t.Fatalf("status %+v", s)
	}
	eth, usdc := s.Tokens[0], s.Tokens[1]
	if !eth.Allowed || eth.PerPayment.Cmp(devchain.CapPerPaymentWei) != 0 || eth.Balance.Cmp(devchain.VaultFundWei) != 0 ||
		!usdc.Allowed || usdc.PerPeriod.Cmp(devchain.CapPerPeriodUSDC) != 0 || usdc.Balance.Cmp(devchain.VaultFundUSDC) != 0 ||
		usdc.MaxPerPayment.Cmp(vaultv2.Unbounded.PerPayment) != 0 || usdc.Spent.Sign() != 0 {
		t.Fatalf("tokens %+v %+v", eth, usdc)
	}
	if got := strings.Join(s.Roles[admin], ","); got != "admin,guardian" {
		t.Errorf("admin holds %s", got)
	}
	if got := strings.Join(s.Roles[payer], ","); got != "payer" {
		t.Errorf("payer holds %s", got)
	}
}

// A payer granted behind the governance delay shows when it may pay.
func TestStatusShowsAPayerStillWaiting(t *testing.T) {
	c := devVault(t)
	admin := devchain.DevKey(0)
	roles := vaultv2.Roles{Admin: crypto.PubkeyToAddress(admin.PublicKey), Guardian: crypto.PubkeyToAddress(admin.PublicKey),
		Payer: crypto.PubkeyToAddress(devchain.PayerKey().PublicKey), Treasury: devchain.Treasury(), GovernanceDelay: 48 * time.Hour}
	opts := bind.NewKeyedTransactor(admin, c.ChainID())
	opts.Context = t.Context()
	vault, _, err := bind.DeployContract(opts, common.FromHex(vaultv2.DepositVaultV2MetaData.Bin), c.Client(), vaultv2.Constructor(roles, nil))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Mine(1); err != nil {
		t.Fatal(err)
	}
	waiting := common.HexToAddress("0x00000000000000000000000000000000000be1a7")
	va := vaultv2.NewDepositVaultV2()
	if _, err := bind.Transact(va.Instance(c.Client(), vault), opts, va.PackGrantRole(crypto.Keccak256Hash([]byte("PAYER_ROLE")), waiting)); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Mine(1); err != nil {
		t.Fatal(err)
	}
	s, err := ReadStatus(t.Context(), c.Client(), vault, nil, []common.Address{waiting})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(s.Roles[waiting], ","); !strings.HasPrefix(got, "payer from 20") {
		t.Fatalf("roles %q, want the payer's start", got)
	}
}

// A VaultTimelock verifies whatever its constructor's arguments; the vault
// (another contract) does not.
func TestVerifyTimelockProvesTheAdminIsThisBuildsTimelock(t *testing.T) {
	c := devVault(t)
	opts := bind.NewKeyedTransactor(devchain.DevKey(0), c.ChainID())
	opts.Context = t.Context()
	lock := vaultv2.NewVaultTimelock()
	addr, _, err := bind.DeployContract(opts, common.FromHex(vaultv2.VaultTimelockMetaData.Bin), c.Client(),
		lock.PackConstructor(big.NewInt(3600), []common.Address{devchain.Treasury()}, []common.Address{devchain.Treasury()}, nil))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Mine(1); err != nil {
		t.Fatal(err)
	}
	d, err := VerifyTimelock(t.Context(), c.Client(), addr)
	if err != nil || d != time.Hour {
		t.Fatalf("delay %s, %v", d, err)
	}
	if _, err := VerifyTimelock(t.Context(), c.Client(), c.Vault()); err == nil || !strings.Contains(err.Error(), "not this build's VaultTimelock") {
		t.Fatalf("the vault as a timelock: %v", err)
	}
}
