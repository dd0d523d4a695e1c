package swapworker

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"flag"
	"io"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/google/uuid"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/devstack"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/telemetry"
	"github.com/swapengine/swapengine/internal/txsender"
)

const (
	usdcAddr  = "0x5FbDB2315678afecb367f032d93F642f64180aa3"
	vaultAddr = "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512"
)

func parsePayer(t *testing.T, args ...string) Config {
	t.Helper()
	c := validConfig(current)
	fs := flag.NewFlagSet("worker", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	c.RegisterFlags(fs)
	require.NoError(t, fs.Parse(args))
	c = withReceivers(c)
	c.DatabaseURL = "postgres://localhost/swaps"
	return c
}

func TestPayerFlags(t *testing.T) {
	t.Setenv(EnvPayerKey, "")
	t.Setenv(EnvKeystorePassphrase, "")
	os.Unsetenv(EnvKeystorePassphrase)

	c := parsePayer(t)
	require.NoError(t, c.Validate(), "no payer: every payout goes to -payout-url")

	t.Setenv(EnvPayerKey, "0x"+hex.EncodeToString(crypto.FromECDSA(mustKey(t))))
	c = parsePayer(t, "-payout-chain-id", "1337", "-payout-vault", vaultAddr, "-payout-token", "USDC="+usdcAddr,
		"-payout-token", "ETH=native", "-rpc-url", "http://127.0.0.1:8545")
	require.NoError(t, c.Validate())
	assert.Equal(t, tokenFlag{"USDC": common.HexToAddress(usdcAddr), "ETH": vaultv2.NativeToken}, c.Payer.Tokens)
	resolved, err := c.resolvedPayer()
	require.NoError(t, err)
	assert.Equal(t, uint64(DefaultFinalityDepth), resolved.FinalityDepth, "no chains file: the default depth")

	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-payout-vault", vaultAddr}, "payout-chain-id is required"},
		{[]string{"-payout-chain-id", "1337", "-payout-token", "USDC=" + usdcAddr, "-rpc-url", "http://n"}, "payout-vault"},
		{[]string{"-payout-chain-id", "1337", "-payout-vault", "0x0000000000000000000000000000000000000000", "-payout-token", "ETH=native", "-rpc-url", "http://n"}, "payout-vault"},
		{[]string{"-payout-chain-id", "1337", "-payout-vault", vaultAddr, "-rpc-url", "http://n"}, "payout-token is required"},
		{[]string{"-payout-chain-id", "1337", "-payout-vault", vaultAddr, "-payout-token", "ETH=native"}, "payout-rpc-url (or rpc-url) is required"},
		{[]string{"-payout-chain-id", "1337", "-payout-vault", vaultAddr, "-payout-token", "ETH=native", "-rpc-url", "http://n", "-payer-keystore", "/nonexistent/key.json"}, "payer-keystore needs env " + EnvKeystorePassphrase},
		{[]string{"-payout-chain-id", "1337", "-payout-vault", vaultAddr, "-payout-token", "ETH=native", "-rpc-url", "http://n", "-payer-signer-url", "http://signer"}, "payer-address"},
		{[]string{"-payout-chain-id", "1337", "-payout-vault", vaultAddr, "-payout-token", "ETH=native", "-rpc-url", "http://n", "-payer-signer-url", "http://signer", "-payer-address", "0x12"}, "payer-address \"0x12\""},
		{[]string{"-payout-chain-id", "1337", "-payout-vault", vaultAddr, "-payout-token", "ETH=native", "-rpc-url", "http://n", "-payer-signer-url", "http://signer", "-payer-address", vaultAddr, "-payer-keystore", "/k.json"}, "one signs, not both"},
		{[]string{"-payout-chain-id", "1337", "-payout-vault", vaultAddr, "-payout-token", "ETH=native", "-rpc-url", "http://n", "-payer-address", vaultAddr}, "payer-address without -payer-signer-url"},
		{[]string{"-payout-chain-id", "1337", "-payout-vault", vaultAddr, "-payout-token", "ETH=native", "-rpc-url", "http://n", "-payer-signer-url", "http://signer", "-payer-address", vaultAddr, "-payer-signer-api", "hsm"}, "payer-signer-api \"hsm\": eth or clef"},
	} {
		err := parsePayer(t, tc.args...).Validate()
		assert.ErrorContains(t, err, tc.want, "%v", tc.args)
	}

	t.Setenv(EnvPayerKey, "")
	err = parsePayer(t, "-payout-chain-id", "1337", "-payout-vault", vaultAddr, "-payout-token", "ETH=native", "-rpc-url", "http://n").Validate()
	assert.ErrorContains(t, err, "payer-keystore is required (or env "+EnvPayerKey)
	// A signing service: no key in the process, and none needed in its environment.
	require.NoError(t, parsePayer(t, "-payout-chain-id", "1337", "-payout-vault", vaultAddr, "-payout-token", "ETH=native", "-rpc-url", "http://n",
		"-payer-signer-url", "http://signer", "-payer-address", vaultAddr).Validate())

	for _, bad := range []string{"USDC", "USDC=", "=native", "USDC=0x12", "USDC=0x0000000000000000000000000000000000000000", "US DC=native"} {
		var f tokenFlag
		assert.Error(t, f.Set(bad), bad)
	}
	f := tokenFlag{}
	require.NoError(t, f.Set("ETH=native"))
	assert.ErrorContains(t, f.Set("ETH="+usdcAddr), "named twice")
}

func mustKey(t *testing.T) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.GenerateKey()
	require.NoError(t, err)
	return k
}

// A keystore that does not open, or a PAYER_KEY that is not a key, stops the
// worker at start with an error naming the setting, never its secret, and
// before anything reaches the chain.
func TestPayerKeyErrorsNameTheSettingNotTheSecret(t *testing.T) {
	k := mustKey(t)
	const passphrase = "correct horse battery staple"
	blob, err := keystore.EncryptKey(&keystore.Key{Id: uuid.New(), Address: crypto.PubkeyToAddress(k.PublicKey), PrivateKey: k},
		passphrase, keystore.LightScryptN, keystore.LightScryptP)
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "payer.json")
	require.NoError(t, os.WriteFile(path, blob, 0o600))
	secret := hex.EncodeToString(crypto.FromECDSA(k))
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))

	t.Setenv(EnvKeystorePassphrase, "wrong "+passphrase)
	c := parsePayer(t, "-payout-chain-id", "1337", "-payout-vault", vaultAddr, "-payout-token", "ETH=native",
		"-rpc-url", "http://127.0.0.1:1", "-payer-keystore", path)
	require.NoError(t, c.Validate())
	_, _, err = openPayer(context.Background(), c, nil, nil, nil, logger)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "payer-keystore")
	assert.NotContains(t, err.Error(), passphrase)
	assert.NotContains(t, err.Error(), secret)

	t.Setenv(EnvPayerKey, "0x"+secret[:40]+"zz")
	c = parsePayer(t, "-payout-chain-id", "1337", "-payout-vault", vaultAddr, "-payout-token", "ETH=native", "-rpc-url", "http://127.0.0.1:1")
	_, _, err = openPayer(context.Background(), c, nil, nil, nil, logger)
	require.Error(t, err)
	assert.Contains(t, err.Error(), EnvPayerKey)
	assert.NotContains(t, err.Error(), secret[:40])
}

func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }

// A configured payer opens at start against the node (its chain checked),
// recovers, and routes the assets it names; the sender's balance gauges go
// to the worker's /metrics registry.
func TestOpenPayerOnTheSimulatedChain(t *testing.T) {
	k := mustKey(t)
	backend := simulated.NewBackend(types.GenesisAlloc{crypto.PubkeyToAddress(k.PublicKey): {Balance: big.NewInt(1e18)}}, devchain.PatientMiner)
	t.Cleanup(func() { _ = backend.Close() })
	id, err := backend.Client().ChainID(t.Context())
	require.NoError(t, err)
	db, err := store.Open(t.Context(), testenv.MigratedPostgresURL(t))
	require.NoError(t, err)
	t.Cleanup(db.Close)
	t.Setenv(EnvPayerKey, hex.EncodeToString(crypto.FromECDSA(k)))
	logs := &strings.Builder{}
	logger := slog.New(slog.NewTextHandler(logs, nil))

	c := parsePayer(t, "-payout-chain-id", id.String(), "-payout-vault", vaultAddr, "-payout-token", "USDC="+usdcAddr,
		"-payout-token", "ETH=native", "-rpc-url", "http://unused", "-payout-finality-depth", "2")
	require.NoError(t, c.Validate())
	m := txsender.NewMetrics()
	ob := &observed{metrics: &telemetry.Metrics{Registry: prometheus.NewRegistry()}}
	require.NoError(t, ob.register(m.Collectors()...))
	p, closePayer, err := openPayer(t.Context(), c, db, backend.Client(), m, logger)
	require.NoError(t, err)
	t.Cleanup(closePayer)
	require.NotNil(t, p)
	assert.Equal(t, id.Uint64(), p.ChainID)
	assert.Equal(t, common.HexToAddress(vaultAddr), p.Vault)
	assert.Equal(t, map[string]common.Address(c.Payer.Tokens), p.Tokens)

	acts, err := NewActivities(c, Deps{OnChain: p})
	require.NoError(t, err)
	assert.Same(t, p, acts.OnChain[id.Uint64()])

	c.Payer.ChainID = id.Uint64() + 1
	_, _, err = openPayer(t.Context(), c, db, backend.Client(), m, logger)
	assert.ErrorContains(t, err, "payout-chain-id")
	assert.NotContains(t, logs.String(), hex.EncodeToString(crypto.FromECDSA(k)))
}

// Review P11: the scanner's token map (the chains file) and the payer's
// (-payout-token) are separate settings; one symbol naming two tokens is
// refused at start, naming both.
func TestPayerTokensMustAgreeWithTheScanners(t *testing.T) {
	sc := chain.Config{ChainID: 1337, NativeAsset: "ETH", Tokens: []chain.Token{{Address: "0x00000000000000000000000000000000000000c1", Asset: "USDC"}}}
	p := Payer{ChainID: 1337, Tokens: tokenFlag{"USDC": common.HexToAddress("0x00000000000000000000000000000000000000c1"), "ETH": vaultv2.NativeToken, "DAI": common.HexToAddress("0xd1")}}
	if err := p.tokensAgree(sc); err != nil {
		t.Errorf("agreeing maps refused: %v", err)
	}
	p.Tokens["USDC"] = common.HexToAddress("0x00000000000000000000000000000000000000c2")
	err := p.tokensAgree(sc)
	if err == nil || !strings.Contains(err.Error(), "USDC is 0x00000000000000000000000000000000000000c2 to the payer and 0x00000000000000000000000000000000000000C1 to the scanner") {
		t.Errorf("one symbol, two tokens: %v", err)
	}
	p.Tokens["USDC"], p.Tokens["ETH"] = common.HexToAddress("0x00000000000000000000000000000000000000c1"), common.HexToAddress("0xe1")
	if err := p.tokensAgree(sc); err == nil || !strings.Contains(err.Error(), "ETH is") {
		t.Errorf("the native symbol as a token: %v", err)
	}
}

// Issue 25: the chains file owns chains, vaults, tokens and finality, and the
// payer names a chain in it: with -chains, -payout-chain-id alone gives the
// payer its vault, assets, deployment block, finality depth and node (the
// chain's first endpoint); a setting given beside the file wins where it
// may (finality: flag, then environment, then file, then default) and must
// agree where two values would pay from or in the wrong place (vault,
// tokens).
func TestThePayerTakesItsChainFromTheChainsFile(t *testing.T) {
	t.Setenv(EnvPayerKey, "0x"+hex.EncodeToString(crypto.FromECDSA(mustKey(t))))
	file := filepath.Join(t.TempDir(), "chains.yaml")
	tokens := `    tokens: [{address: "` + usdcAddr + `", symbol: USDC, decimals: 6}]
`
	write := func(version string) {
		require.NoError(t, os.WriteFile(file, []byte(`chains:
  - name: dev
    chainId: 1337
    rpc: [{url: "http://127.0.0.1:8545/v2/key"}, {url: "http://127.0.0.1:8546"}]
    finality: {depth: 20}
    nativeAsset: ETH
    vault: {address: "`+vaultAddr+`", version: `+version+`, startBlock: 77}
`+tokens), 0o600))
	}

	write("v2")
	parse := func(args ...string) Config {
		c := parsePayer(t, append([]string{"-chains", file}, args...)...)
		return c
	}

	c := parse("-payout-chain-id", "1337")
	require.NoError(t, c.Validate())
	p, err := c.resolvedPayer()
	require.NoError(t, err)
	assert.Equal(t, common.HexToAddress(vaultAddr).Hex(), p.Vault)
	assert.Equal(t, tokenFlag{"USDC": common.HexToAddress(usdcAddr), "ETH": vaultv2.NativeToken}, p.Tokens)
	assert.Equal(t, uint64(77), p.FromBlock)
	assert.Equal(t, uint64(20), p.FinalityDepth)
	assert.Equal(t, "http://127.0.0.1:8545/v2/key", p.RPCURL, "the chain's first endpoint")

	// A flag, then the environment, win over the file where they may.
	p, err = parse("-payout-chain-id", "1337", "-payout-finality-depth", "30", "-payout-rpc-url", "http://127.0.0.1:9999").resolvedPayer()
	require.NoError(t, err)
	assert.Equal(t, uint64(30), p.FinalityDepth)
	assert.Equal(t, "http://127.0.0.1:9999", p.RPCURL)
	t.Setenv("PAYOUT_FINALITY_DEPTH", "25")
	p, err = parse("-payout-chain-id", "1337").resolvedPayer()
	require.NoError(t, err)
	assert.Equal(t, uint64(25), p.FinalityDepth)

	// Where two values would pay from or in the wrong place, they must agree
	// — both ways: an asset the file does not name is refused too.
	other := "0x00000000000000000000000000000000000000b2"
	assert.ErrorContains(t, parse("-payout-chain-id", "1337", "-payout-vault", other).Validate(), "payout-vault")
	assert.ErrorContains(t, parse("-payout-chain-id", "1337", "-payout-token", "USDC="+other).Validate(), "one symbol, two tokens")
	assert.ErrorContains(t, parse("-payout-chain-id", "1337", "-payout-token", "USDT="+usdcAddr).Validate(), "payout-token USDT")
	assert.ErrorContains(t, parse("-payout-chain-id", "1337", "-payout-token", "POL=native").Validate(), "payout-token POL")
	t.Setenv("PAYOUT_FINALITY_DEPTH", "")

	// A chain whose finality is a tag gives the payer no depth to count:
	// it must be given.
	require.NoError(t, os.WriteFile(file, []byte(`chains:
  - name: dev
    chainId: 1337
    rpc: [{url: "http://127.0.0.1:8545"}]
    finality: {tag: finalized, allowUnreliableTag: true}
    nativeAsset: ETH
    vault: {address: "`+vaultAddr+`", version: v2, startBlock: 77}
`), 0o600))
	assert.ErrorContains(t, parse("-payout-chain-id", "1337").Validate(), "payout-finality-depth is required")
	require.NoError(t, parse("-payout-chain-id", "1337", "-payout-finality-depth", "64").Validate())
	write("v2")
	tokens = "" // a vault v1 takes no token
	write("v1")
	assert.ErrorContains(t, parse("-payout-chain-id", "1337").Validate(), "vault v2")
}

// A -payout-token flag replaces the tokens PAYOUT_TOKENS gave: flag before
// environment, as for every setting.
func TestAPayoutTokenFlagReplacesTheEnvironments(t *testing.T) {
	t.Setenv("PAYOUT_TOKENS", "ETH=native,USDC="+usdcAddr)
	c := parsePayer(t, "-payout-token", "DAI="+vaultAddr)
	assert.Equal(t, tokenFlag{"DAI": common.HexToAddress(vaultAddr)}, c.Payer.Tokens)
	c = parsePayer(t)
	assert.Len(t, c.Payer.Tokens, 2, "without the flag, the environment's")
}

// Issue 26: a worker configured with a signing service (-payer-signer-url,
// -payer-address) holds no private key — none in its environment, none in
// its sender — and its payments are signed by the service and paid.
func TestAPayerWithASigningServiceHoldsNoKeyAndPays(t *testing.T) {
	// eth: the dev node holds the account (eth_signTransaction); clef: a
	// real clef holds it and signs by the rules starter clef-rules writes.
	for _, api := range []string{"eth", "clef"} {
		t.Run(api, func(t *testing.T) { payWithSigningService(t, api) })
	}
}

func payWithSigningService(t *testing.T, api string) {
	c, err := devchain.Start(devchain.Options{Vault: devchain.VaultV2, HTTPAddr: "127.0.0.1:0"})
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	payer := crypto.PubkeyToAddress(devchain.PayerKey().PublicKey)
	signerURL := c.RPCURL()
	if api == "clef" {
		cl, err := devstack.StartClef(t.Context(), devstack.ClefOptions{Key: devchain.PayerKey(), ChainID: c.ChainID(),
			Rules: txsender.ClefRules(c.Vault(), payer), Dir: t.TempDir()})
		require.NoError(t, err)
		t.Cleanup(cl.Close)
		signerURL = cl.URL
	} else {
		require.NoError(t, c.HoldAccount(devchain.PayerKey()))
	}
	db, err := store.Open(t.Context(), testenv.MigratedPostgresURL(t))
	require.NoError(t, err)
	t.Cleanup(db.Close)
	t.Setenv(EnvPayerKey, "")
	t.Setenv(EnvKeystorePassphrase, "")

	cfg := parsePayer(t, "-payout-chain-id", c.ChainID().String(), "-payout-vault", c.Vault().Hex(), "-payout-token", "USDC="+c.USDC().Hex(),
		"-payout-rpc-url", c.RPCURL(), "-payout-finality-depth", "1", "-payer-signer-url", signerURL, "-payer-address", payer.Hex(),
		"-payer-signer-api", api)
	require.NoError(t, cfg.Validate())
	p, closePayer, err := openPayer(t.Context(), cfg, db, nil, txsender.NewMetrics(), slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	t.Cleanup(closePayer)
	s, ok := p.Sender.(*txsender.Sender)
	require.True(t, ok)
	assert.Equal(t, payer, s.Address())

	pay := txsender.Payment{Key: "signed-elsewhere", ChainID: c.ChainID().Uint64(), Vault: c.Vault(), Token: c.USDC(),
		To: common.HexToAddress("0x00000000000000000000000000000000000c0ffe"), Amount: big.NewInt(777)}
	var st txsender.Status
	for range 30 {
		st, err = s.Step(t.Context(), pay)
		require.NoError(t, err)
		if st.State == txsender.StateFinal {
			break
		}
		_, err := c.Mine(1)
		require.NoError(t, err)
	}
	require.Equal(t, txsender.StateFinal, st.State, "%+v", st)
	tx, _, err := c.Client().TransactionByHash(t.Context(), st.TxHash)
	require.NoError(t, err)
	from, err := types.Sender(types.LatestSignerForChainID(c.ChainID()), tx)
	require.NoError(t, err)
	assert.Equal(t, payer, from, "signed by the service's account")
}
