package txsender

import (
	"math/big"
	"os"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/devstack"
)

// clefFor runs a real clef (scripts/install-clef.sh) holding the dev chain's
// payer key, with the rules ClefRules writes for the chain's vault.
func clefFor(t *testing.T, c *devchain.Chain) (*devstack.Clef, *RemoteSigner) {
	t.Helper()
	payer := crypto.PubkeyToAddress(devchain.PayerKey().PublicKey)
	cl, err := devstack.StartClef(t.Context(), devstack.ClefOptions{
		Key: devchain.PayerKey(), ChainID: c.ChainID(), Rules: ClefRules(c.Vault(), payer), Dir: t.TempDir(),
	})
	if err != nil {
		t.Fatal(err) // not a skip: the suite installs clef (scripts/test.sh)
	}
	t.Cleanup(cl.Close)
	signer, err := DialClef(t.Context(), cl.URL, payer)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(signer.Close)
	return cl, signer
}

// Issue 26 item 3: clef signs, by its rules and without a person, what the
// sender signs — a vault payment, a nonce filler — and nothing else: another
// recipient, an admin call on the vault, value, another chain.
func TestClefSignsOnlyWhatItsRulesApprove(t *testing.T) {
	c, err := devchain.Start(devchain.Options{Vault: devchain.VaultV2})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	cl, signer := clefFor(t, c)
	payer, vault := signer.Address(), c.Vault()
	customer := common.HexToAddress("0x00000000000000000000000000000000000c0ffe")
	pay := vaultABI.PackPay([32]byte{1}, c.USDC(), customer, big.NewInt(1234))
	tx := func(nonce uint64, to common.Address, value int64, data []byte) *types.Transaction {
		return types.NewTx(&types.DynamicFeeTx{ChainID: c.ChainID(), Nonce: nonce, GasTipCap: big.NewInt(1e6), GasFeeCap: big.NewInt(2e9),
			Gas: 200_000, To: &to, Value: big.NewInt(value), Data: data})
	}
	for name, want := range map[string]*types.Transaction{
		"a vault payment":     tx(7, vault, 0, pay),
		"a vault batch":       tx(8, vault, 0, vaultABI.PackPayBatch([][32]byte{{2}}, []common.Address{c.USDC()}, []common.Address{customer}, []*big.Int{big.NewInt(5)})),
		"a nonce filler":      tx(9, payer, 0, nil),
		"a filler (gas 21 k)": types.NewTx(&types.DynamicFeeTx{ChainID: c.ChainID(), Nonce: 10, GasTipCap: big.NewInt(1), GasFeeCap: big.NewInt(2), Gas: 21_000, To: &payer}),
	} {
		signed, err := signer.SignTx(t.Context(), want, c.ChainID())
		if err != nil {
			t.Fatalf("%s: %v\nclef: %s", name, err, cl.Output())
		}
		if from, _ := types.Sender(types.LatestSignerForChainID(c.ChainID()), signed); from != payer || signed.Hash() == want.Hash() {
			t.Fatalf("%s: signed by %s", name, from)
		}
	}
	for name, bad := range map[string]*types.Transaction{
		"a payment call to another contract": tx(11, customer, 0, pay),
		"an admin call on the vault":         tx(12, vault, 0, vaultABI.PackSetLimits(c.USDC(), big.NewInt(1e18), big.NewInt(1e18))),
		"a sweep":                            tx(13, vault, 0, vaultABI.PackSweep(c.USDC(), big.NewInt(1))),
		"value to the vault":                 tx(14, vault, 1, pay),
		"a plain transfer to a stranger":     tx(15, customer, 1, nil),
		"data to itself":                     tx(16, payer, 0, []byte{0xde, 0xad, 0xbe, 0xef}),
	} {
		// Denied by the rules, or before them by clef's own checks (call
		// data it cannot decode): either way, nothing signed.
		if _, err := signer.SignTx(t.Context(), bad, c.ChainID()); err == nil ||
			!strings.Contains(err.Error(), "request denied") && !strings.Contains(err.Error(), "validation failed") {
			t.Errorf("%s: %v, want clef to refuse it", name, err)
		}
	}
	if _, err := signer.SignTx(t.Context(), tx(17, vault, 0, pay), big.NewInt(1)); err == nil {
		t.Error("clef signed for another chain than its own")
	}
	audit, err := os.ReadFile(cl.AuditLog)
	if err != nil || !strings.Contains(string(audit), "SignTransaction") {
		t.Fatalf("clef's audit log has no signing request (%v): %.300s", err, audit)
	}
}

// A payer whose key is in clef: the sender holds only the address, and a
// payout is paid once, on-chain, signed by clef.
func TestAPayerWithClefHoldsNoKeyAndPays(t *testing.T) {
	c, err := devchain.Start(devchain.Options{Vault: devchain.VaultV2})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	_, signer := clefFor(t, c)
	s := senderWith(t, c, signer)
	to := common.HexToAddress("0x00000000000000000000000000000000000c0ffe")
	p := Payment{Key: "clef-signed", ChainID: c.ChainID().Uint64(), Vault: c.Vault(), Token: c.USDC(), To: to, Amount: big.NewInt(4321)}
	st := driveOn(t, c, s, p)
	tx, _, err := c.Client().TransactionByHash(t.Context(), st.TxHash)
	if err != nil {
		t.Fatal(err)
	}
	if from, err := types.Sender(types.LatestSignerForChainID(c.ChainID()), tx); err != nil || from != signer.Address() {
		t.Fatalf("paid in %s signed by %s (%v)", st.TxHash, from, err)
	}
	if _, ok := s.cfg.Signer.(*Key); ok {
		t.Fatal("the sender holds a key")
	}
}

// Issue 27: with a deposit address factory the rules also sign its sweep —
// and only that: not its rescue, not a sweep call to another contract; rules
// written without a factory sign no sweep at all.
func TestClefSignsSweepsOnlyForTheNamedFactory(t *testing.T) {
	c, err := devchain.Start(devchain.Options{Vault: devchain.VaultV2})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	payer := crypto.PubkeyToAddress(devchain.PayerKey().PublicKey)
	factory := common.HexToAddress("0x00000000000000000000000000000000000fac70")
	fa := vaultv2.NewDepositAddressFactory()
	sweep := fa.PackSweep([][32]byte{{1}}, [][32]byte{{2}}, []common.Address{c.USDC()})
	tx := func(nonce uint64, to common.Address, data []byte) *types.Transaction {
		return types.NewTx(&types.DynamicFeeTx{ChainID: c.ChainID(), Nonce: nonce, GasTipCap: big.NewInt(1e6), GasFeeCap: big.NewInt(2e9),
			Gas: 500_000, To: &to, Data: data})
	}
	for _, withFactory := range []bool{true, false} {
		rules := ClefRules(c.Vault(), payer)
		if withFactory {
			rules = ClefRules(c.Vault(), payer, factory)
		}
		cl, err := devstack.StartClef(t.Context(), devstack.ClefOptions{Key: devchain.PayerKey(), ChainID: c.ChainID(), Rules: rules, Dir: t.TempDir()})
		if err != nil {
			t.Fatal(err)
		}
		signer, err := DialClef(t.Context(), cl.URL, payer)
		if err != nil {
			t.Fatal(err)
		}
		_, err = signer.SignTx(t.Context(), tx(1, factory, sweep), c.ChainID())
		if withFactory && err != nil {
			t.Fatalf("the factory's sweep was refused: %v\nclef: %s", err, cl.Output())
		}
		if !withFactory && err == nil {
			t.Fatal("rules without a factory signed a sweep")
		}
		for name, bad := range map[string]*types.Transaction{
			"a rescue":                    tx(2, factory, fa.PackRescue([32]byte{1}, c.USDC())),
			"a sweep to another contract": tx(3, c.USDC(), sweep),
		} {
			if _, err := signer.SignTx(t.Context(), bad, c.ChainID()); err == nil {
				t.Errorf("%s was signed", name)
			}
		}
		signer.Close()
		cl.Close()
	}
}
