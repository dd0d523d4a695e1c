package txsender

import (
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
)

func fmtAll(k *Key) []string {
	return []string{fmt.Sprint(k), fmt.Sprintf("%+v", k), fmt.Sprintf("%#v", k), fmt.Sprintf("%x", k), fmt.Sprintf("%s", k),
		fmt.Sprintf("%+v", Config{Signer: k}), fmt.Sprintf("%#v", struct{ K *Key }{k})}
}

func containsFold(s, sub string) bool {
	return strings.Contains(strings.ToLower(s), strings.ToLower(sub))
}

func gaugeValue(t *testing.T, m *Metrics, name, label string) float64 {
	t.Helper()
	vec := m.payerBalance
	if name == "swapengine_txsender_vault_balance" {
		vec = m.vaultBalance
	}
	for _, g := range gaugesWith(vec, label) {
		return g
	}
	t.Fatalf("no %s series with %s", name, label)
	return 0
}

func TestKeystore(t *testing.T) {
	priv, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	const pass = "correct horse battery staple"
	blob, err := keystore.EncryptKey(&keystore.Key{Id: uuid.New(), Address: crypto.PubkeyToAddress(priv.PublicKey), PrivateKey: priv}, pass, keystore.LightScryptN, keystore.LightScryptP)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "hot.json")
	if err := os.WriteFile(path, blob, 0o600); err != nil {
		t.Fatal(err)
	}
	k, err := LoadKeystore(path, pass)
	if err != nil || k.Address() != crypto.PubkeyToAddress(priv.PublicKey) {
		t.Fatalf("LoadKeystore: %v %v", k, err)
	}
	secret := common.Bytes2Hex(crypto.FromECDSA(priv))
	for _, s := range fmtAll(k) {
		if containsFold(s, secret[:16]) {
			t.Errorf("key printed as %q", s)
		}
	}

	_, err = LoadKeystore(path, "wrong "+pass)
	if f, ok := AsFailure(err); !ok || f.Field != "keystore" {
		t.Errorf("wrong passphrase: %v, want a failure naming the keystore", err)
	}
	if err != nil && (strings.Contains(err.Error(), pass) || containsFold(err.Error(), secret[:16])) {
		t.Errorf("error quotes a secret: %v", err)
	}
	if _, err := LoadKeystore(filepath.Join(t.TempDir(), "none.json"), pass); err == nil {
		t.Error("a missing keystore opened")
	}

	t.Setenv("TXSENDER_TEST_KEY", "0x"+secret)
	k2, err := KeyFromEnv("TXSENDER_TEST_KEY")
	if err != nil || k2.Address() != k.Address() {
		t.Fatalf("KeyFromEnv: %v", err)
	}
	t.Setenv("TXSENDER_TEST_KEY", secret[:40]+"zz")
	_, err = KeyFromEnv("TXSENDER_TEST_KEY")
	if f, ok := AsFailure(err); !ok || f.Field != "TXSENDER_TEST_KEY" || containsFold(err.Error(), secret[:16]) {
		t.Errorf("bad hex key: %v", err)
	}
}

func TestClassify(t *testing.T) {
	for msg, want := range map[string]answer{
		"already known": answerAlreadyKnown,
		"nonce too low: address 0xabc, tx: 5 state: 6":                                         answerNonceTooLow,
		"replacement transaction underpriced":                                                  answerReplaceUnder,
		"insufficient funds for gas * price + value: address 0xabc have 1 want 2":              answerNoFunds,
		"transaction underpriced: gas tip cap 1, minimum needed 1000000":                       answerUnderpriced,
		"Post \"http://node\": dial tcp: connection refused":                                   answerOther,
		"max fee per gas less than block base fee: address 0xabc, maxFeePerGas: 1, baseFee: 7": answerUnderpriced,
		// Other clients' price refusals (the review of 2026-12-03): left as
		// "other", an attempt no node takes is resent unchanged for ever.
		"Gas price below current base fee":    answerUnderpriced,  // besu
		"GAS_PRICE_BELOW_CURRENT_BASE_FEE":    answerUnderpriced,  // besu, by code
		"FeeTooLow, MaxFeePerGas too low":     answerUnderpriced,  // nethermind
		"FeeTooLowToCompete":                  answerUnderpriced,  // nethermind
		"fee cap less than block base fee":    answerUnderpriced,  // erigon
		"TRANSACTION_REPLACEMENT_UNDERPRICED": answerReplaceUnder, // besu
	} {
		if got := classify(errors.New(msg)); got != want {
			t.Errorf("classify(%q) = %s, want %s", msg, got, want)
		}
	}
	if classify(nil) != answerAccepted {
		t.Error("nil is not accepted")
	}
}

func TestVaultKey(t *testing.T) {
	v1, v2 := common.HexToAddress("0x1000000000000000000000000000000000000001"), common.HexToAddress("0x2000000000000000000000000000000000000002")
	k := VaultKey(1337, v1, "payout:swap-1")
	for name, other := range map[string]common.Hash{
		"another chain": VaultKey(1, v1, "payout:swap-1"),
		"another vault": VaultKey(1337, v2, "payout:swap-1"),
		"another key":   VaultKey(1337, v1, "payout:swap-2"),
	} {
		if other == k {
			t.Errorf("%s gives the same vault key", name)
		}
	}
	// Pinned: changing the derivation would let every past payment be paid again.
	want := crypto.Keccak256Hash([]byte("swapengine/vault-pay/v1"), common.LeftPadBytes(big.NewInt(1337).Bytes(), 32),
		common.LeftPadBytes(v1.Bytes(), 32), crypto.Keccak256([]byte("payout:swap-1")))
	if k != want {
		t.Errorf("VaultKey = %s, want %s", k, want)
	}
	if k.Hex() != pinnedVaultKey {
		t.Errorf("VaultKey changed: %s, pinned %s", k.Hex(), pinnedVaultKey)
	}
}

const pinnedVaultKey = "0x2e2964f0c28ebefce441484aea244eb7117f1abd902e95351aa4217430eaa9e2"

func TestBump(t *testing.T) {
	for _, old := range []int64{0, 1, 7, 9, 10, 1_000_000_007} {
		n := bump(big.NewInt(old))
		if !meetsRule(n, big.NewInt(old)) || n.Int64() <= old {
			t.Errorf("bump(%d) = %s does not pass the +10%% rule", old, n)
		}
	}
}

func TestFeeCeilingStaysUnderTheNodeCap(t *testing.T) {
	s := &Sender{cfg: Config{MaxFeePerGas: big.NewInt(1e13), NodeTxFeeCap: big.NewInt(1e18)}}
	if got := s.ceiling(650_000); got.Cmp(big.NewInt(1_000_000_000_000_000_000/650_000)) != 0 {
		t.Errorf("ceiling(650k gas) = %s, want 1 ether / 650k", got)
	}
	if got := s.ceiling(21_000); got.Cmp(big.NewInt(1e13)) != 0 {
		t.Errorf("ceiling(21k gas) = %s, want MaxFeePerGas", got)
	}
	s.cfg.NodeTxFeeCap = big.NewInt(-1)
	if got := s.ceiling(650_000); got.Cmp(big.NewInt(1e13)) != 0 {
		t.Errorf("no node cap: %s", got)
	}
}
