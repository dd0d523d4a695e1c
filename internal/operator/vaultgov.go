package operator

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"os"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/redact"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/txsender"
)

// Every transaction of `starter vault deploy` and of its governance
// commands goes through the durable sender (internal/txsender, kind call)
// under a key that names it: a crash is resumed by running the same command
// again, which finds the row and never signs a second transaction for it;
// running it with other arguments is a key conflict, refused.

// EnvVaultKeystorePassphrase opens -keystore; never a flag.
const EnvVaultKeystorePassphrase = "VAULT_KEYSTORE_PASSPHRASE"

// signerFlags choose who signs the vault's transactions: a keystore file, a
// signing service (eth_signTransaction or clef), or, for a dev chain only, a
// hex key in an environment variable.
type signerFlags struct {
	keystore, url, address, api, keyEnv string
}

func (s *signerFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&s.keystore, "keystore", "", "go-ethereum keystore file of the signing account, opened with $"+EnvVaultKeystorePassphrase)
	fs.StringVar(&s.url, "signer-url", "", "a signing service holding the account instead (see -signer-api); with -signer-address")
	fs.StringVar(&s.address, "signer-address", "", "the account -signer-url signs for")
	fs.StringVar(&s.api, "signer-api", "eth", "how -signer-url is asked: eth (eth_signTransaction) or clef (account_signTransaction)")
	fs.StringVar(&s.keyEnv, "key-env", "", "name of an environment variable holding the account's hex key: development chains only")
}

func (s signerFlags) validate(cmd string) error {
	n := 0
	for _, v := range []string{s.keystore, s.url, s.keyEnv} {
		if v != "" {
			n++
		}
	}
	switch {
	case n != 1:
		return usagef("%s: give exactly one of -keystore, -signer-url or -key-env (who signs)", cmd)
	case s.url != "" && !common.IsHexAddress(s.address):
		return usagef("%s: -signer-address %q: the account -signer-url signs for, 0x and 40 hex digits", cmd, s.address)
	case s.url != "" && s.api != "eth" && s.api != "clef":
		return usagef("%s: -signer-api %q: eth or clef", cmd, s.api)
	}
	return nil
}

func (s signerFlags) open(ctx context.Context) (txsender.Signer, func(), error) {
	switch {
	case s.url != "":
		dial := txsender.DialSigner
		if s.api == "clef" {
			dial = txsender.DialClef
		}
		rs, err := dial(ctx, s.url, common.HexToAddress(s.address))
		if err != nil {
			return nil, nil, fmt.Errorf("-signer-url: %w", err)
		}
		return rs, rs.Close, nil
	case s.keystore != "":
		k, err := txsender.LoadKeystore(s.keystore, os.Getenv(EnvVaultKeystorePassphrase))
		if err != nil {
			return nil, nil, fmt.Errorf("-keystore: %w", err)
		}
		return k, func() {}, nil
	default:
		k, err := txsender.KeyFromEnv(s.keyEnv)
		if err != nil {
			return nil, nil, err
		}
		return k, func() {}, nil
	}
}

// vaultSession is a chain, its client and a durable sender signing as the
// operator's account.
type vaultSession struct {
	chain  chainconf.Chain
	client *ethclient.Client
	sender *txsender.Sender
	close  func()
}

func openVaultSession(ctx context.Context, c chainconf.Chain, dbURL string, sf signerFlags) (*vaultSession, error) {
	cl, err := dialChain(ctx, c)
	if err != nil {
		return nil, err
	}
	db, err := store.Open(ctx, dbURL)
	if err != nil {
		cl.Close()
		return nil, err
	}
	signer, closeSigner, err := sf.open(ctx)
	if err != nil {
		db.Close()
		cl.Close()
		return nil, err
	}
	depth := c.EffectiveFinality().Depth
	if depth == 0 {
		depth = 12 // a finality tag chain: a deep enough receipt
	}
	s, err := txsender.New(ctx, txsender.Config{
		ChainID: c.ChainID, Client: cl, Signer: signer, DB: db, FinalityDepth: depth,
		MaxFeePerGas: new(big.Int).Mul(big.NewInt(500), big.NewInt(1e9)), PollInterval: time.Second,
		NodeName: c.EndpointsConfig().Endpoints[0].Name, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		closeSigner()
		db.Close()
		cl.Close()
		return nil, err
	}
	// A call an earlier command left in flight holds its nonce: sent on
	// now (or its gap filled), or every later call of this key waits behind it.
	open, err := s.Recover(ctx)
	if err != nil {
		// A node's error may quote the endpoint's URL: only the endpoint's name is shown.
		ep := c.EndpointsConfig().Endpoints[0]
		fmt.Fprintf(os.Stderr, "vault: stepping calls left in flight failed (%s): %s\n", ep.Name, redact.Text(err.Error(), ep.URL))
	}
	if len(open) > 0 {
		fmt.Fprintf(os.Stderr, "vault: calls still in flight from an earlier command go on first: %v\n", open)
	}
	return &vaultSession{chain: c, client: cl, sender: s, close: func() { closeSigner(); db.Close(); cl.Close() }}, nil
}

// send sends one call and waits until it is final, saying what it does. A
// call whose key is already final is not sent again: when again is false
// (a governance command run twice, where the second run means another
// transaction) that is an error saying so; a deployment resumed after its
// call went through reads the final call back (again true).
func (v *vaultSession) send(ctx context.Context, out io.Writer, what string, c txsender.Call, again bool) (txsender.Status, error) {
	c.ChainID = v.chain.ChainID
	if st, ok, err := v.sender.Status(ctx, c.Key); err == nil && ok && st.State == txsender.StateFinal && !again {
		return st, fmt.Errorf("%s was already done in transaction %s (block %d); to do it again, give -salt with a new value", what, st.TxHash.Hex(), st.Block)
	}
	fmt.Fprintf(out, "%s (key %s)…\n", what, c.Key)
	st, err := v.sender.SendCall(ctx, c)
	if err != nil {
		return st, fmt.Errorf("%s: %w", what, err)
	}
	fmt.Fprintf(out, "  final: transaction %s, block %d\n", st.TxHash.Hex(), st.Block)
	return st, nil
}

// created is the contract a final creation made.
func (v *vaultSession) created(ctx context.Context, st txsender.Status) (common.Address, error) {
	rc, err := v.client.TransactionReceipt(ctx, st.TxHash)
	if err != nil {
		return common.Address{}, fmt.Errorf("receipt of %s: %w", st.TxHash.Hex(), err)
	}
	if rc.ContractAddress == (common.Address{}) {
		return common.Address{}, fmt.Errorf("transaction %s created no contract", st.TxHash.Hex())
	}
	return rc.ContractAddress, nil
}

// maximaFlag is repeated -max SYMBOL=PER_PAYMENT/PER_PERIOD, in base units.
type maximaFlag []string

func (m *maximaFlag) String() string     { return strings.Join(*m, ",") }
func (m *maximaFlag) Set(v string) error { *m = append(*m, v); return nil }

func (m maximaFlag) parse(c chainconf.Chain) (map[common.Address]vaultv2.Maximum, error) {
	out := map[common.Address]vaultv2.Maximum{}
	for _, v := range m {
		sym, caps, ok := strings.Cut(v, "=")
		pp, per, ok2 := strings.Cut(caps, "/")
		a, b := new(big.Int), new(big.Int)
		if _, ok3 := a.SetString(pp, 10); !ok || !ok2 || !ok3 {
			return nil, fmt.Errorf("-max %q: SYMBOL=PER_PAYMENT/PER_PERIOD in base units", v)
		}
		if _, ok := b.SetString(per, 10); !ok || a.Sign() < 0 || b.Sign() < 0 {
			return nil, fmt.Errorf("-max %q: SYMBOL=PER_PAYMENT/PER_PERIOD in base units", v)
		}
		token, ok := tokenBySymbol(c, sym)
		if !ok {
			return nil, fmt.Errorf("-max %q: chain %s has no token %q (its native coin is %s)", v, c.Name, sym, nativeAsset(c))
		}
		out[token] = vaultv2.Maximum{PerPayment: a, PerPeriod: b}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("-max: at least one (each token the vault will ever pay out needs its maxima now; they never change)")
	}
	return out, nil
}

func tokenBySymbol(c chainconf.Chain, sym string) (common.Address, bool) {
	if strings.EqualFold(sym, nativeAsset(c)) {
		return vaultv2.NativeToken, true
	}
	for _, t := range c.Tokens {
		if strings.EqualFold(t.Symbol, sym) {
			return common.HexToAddress(t.Address), true
		}
	}
	return common.Address{}, false
}

// runVaultDeploy deploys a VaultTimelock and a DepositVaultV2 whose admin it
// is, each through the durable sender, and writes the vault's address,
// deployment block and hash and the timelock into the chains file.
func runVaultDeploy(ctx context.Context, args []string, out io.Writer) error {
	fs := newFlags("vault deploy", out)
	var target vaultTarget
	var guardian, payer, treasury, proposer string
	var timelockDelay, adminDelay, governanceDelay time.Duration
	var maxima maximaFlag
	var cancellers stringList
	var sf signerFlags
	target.register(fs, true)
	fs.Var(&cancellers, "canceller", "an account that may cancel scheduled admin calls and do nothing else (repeat; default: the proposer only). Not the guardian: a canceller can block every admin call, its own removal included")
	fs.StringVar(&guardian, "guardian", "", "the guardian: pauses, lowers caps, revokes the payer at once, cancels scheduled calls (required)")
	fs.StringVar(&payer, "payer", "", "the worker's payer account (required)")
	fs.StringVar(&treasury, "treasury", "", "where sweeps go, for ever (required)")
	fs.StringVar(&proposer, "proposer", "", "who schedules and executes admin calls on the timelock (default: the signing account)")
	fs.DurationVar(&timelockDelay, "timelock-delay", 48*time.Hour, "how long every admin call waits between scheduled and executed")
	fs.DurationVar(&adminDelay, "admin-transfer-delay", 72*time.Hour, "how long a new admin waits before it may accept the role")
	fs.DurationVar(&governanceDelay, "governance-delay", 0, "the vault's own wait on a new payer and a raised cap, on top of the timelock's")
	fs.Var(&maxima, "max", "SYMBOL=PER_PAYMENT/PER_PERIOD: the most a token's caps may ever be, in base units (repeat; required)")
	sf.register(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	if timelockDelay < 0 || adminDelay < 0 || governanceDelay < 0 {
		return usagef("vault deploy: delays must not be negative")
	}
	for flagName, v := range map[string]string{"-guardian": guardian, "-payer": payer, "-treasury": treasury} {
		if !common.IsHexAddress(v) {
			return usagef("vault deploy: %s %q: 0x and 40 hex digits (required)", flagName, v)
		}
	}
	if proposer != "" && !common.IsHexAddress(proposer) {
		return usagef("vault deploy: -proposer %q: 0x and 40 hex digits", proposer)
	}
	var cancel []common.Address
	for _, a := range cancellers {
		if !common.IsHexAddress(a) {
			return usagef("vault deploy: -canceller %q: 0x and 40 hex digits", a)
		}
		cancel = append(cancel, common.HexToAddress(a))
	}
	if err := sf.validate("vault deploy"); err != nil {
		return err
	}
	c, err := target.chain("vault deploy", chainconf.LoadForDeploy)
	if err != nil {
		return err
	}
	if c.Vault.Address != "" {
		return usagef("vault deploy: chain %s already names vault %s in %s", c.Name, c.Vault.Address, target.chainsFile)
	}
	max, err := maxima.parse(c)
	if err != nil {
		return usagef("vault deploy: %v", err)
	}
	v, err := openVaultSession(ctx, c, target.dbURL, sf)
	if err != nil {
		return err
	}
	defer v.close()
	self := v.sender.Address()
	prop := self
	if proposer != "" {
		prop = common.HexToAddress(proposer)
	}
	// The hot key never governs: not through the timelock, not as guardian.
	for _, who := range []struct {
		name string
		addr common.Address
	}{{"the proposer", prop}, {"the signing account", self}, {"the guardian", common.HexToAddress(guardian)}} {
		if who.addr == common.HexToAddress(payer) {
			return usagef("vault deploy: -payer %s is %s: the payer's key must not govern the vault", payer, who.name)
		}
	}
	keyBase := fmt.Sprintf("vault-deploy:%d:%s", c.ChainID, c.Name)
	lock := vaultv2.NewVaultTimelock()
	lockInit := append(common.FromHex(vaultv2.VaultTimelockMetaData.Bin), lock.PackConstructor(
		big.NewInt(int64(timelockDelay/time.Second)), []common.Address{prop}, []common.Address{prop}, cancel)...)
	st, err := v.send(ctx, out, "deploying the timelock", txsender.Call{Key: keyBase + ":timelock", Data: lockInit}, true)
	if err != nil {
		return err
	}
	timelock, err := v.created(ctx, st)
	if err != nil {
		return err
	}
	vaultInit := append(common.FromHex(vaultv2.DepositVaultV2MetaData.Bin), vaultv2.Constructor(vaultv2.Roles{
		Admin: timelock, AdminTransferDelay: adminDelay, Guardian: common.HexToAddress(guardian), Payer: common.HexToAddress(payer),
		Treasury: common.HexToAddress(treasury), GovernanceDelay: governanceDelay}, max)...)
	st, err = v.send(ctx, out, "deploying the vault", txsender.Call{Key: keyBase + ":vault", Data: vaultInit}, true)
	if err != nil {
		return err
	}
	vault, err := v.created(ctx, st)
	if err != nil {
		return err
	}
	entry := chainconf.Vault{Address: vault.Hex(), Version: "v2", StartBlock: st.Block, StartBlockHash: st.BlockHash.Hex(), Timelock: timelock.Hex()}
	if err := chainconf.WriteVault(target.chainsFile, c.Name, entry); err != nil {
		return fmt.Errorf("vault %s is deployed (block %d %s) but the chains file was not written: %w", vault.Hex(), st.Block, st.BlockHash.Hex(), err)
	}
	fmt.Fprintf(out, "vault %s (admin: timelock %s, delay %s) deployed in block %d; %s names it\n", vault.Hex(), timelock.Hex(), timelockDelay, st.Block, target.chainsFile)
	return nil
}

// A vault operation: what it calls on the vault, and whether it goes to the
// vault at once (the guardian's stops, and funding, which anyone may do)
// rather than through the timelock.
type vaultOp struct {
	data     []byte
	atOnce   bool
	what     string
	value    *big.Int // native coin sent with the call (fund)
	approval *txsender.Call
	// to is the contract called when not the vault (rescue: the deposit
	// address factory).
	to *common.Address
}

var vaultOpUsage = "vault allow-token|disallow-token -token SYMBOL | set-limits|lower-limits -token SYMBOL -per-payment N -per-period N | grant-payer|revoke-payer -account 0x… | pause | unpause | sweep|fund -token SYMBOL -amount N | rescue -swap-id ID -token 0xTOKEN  [-execute] [-salt S]"

// runVaultOp sends one governance call. Behind a timelock (the chains file's
// vault.timelock) an admin call is scheduled; run the same command with
// -execute once the timelock's delay has passed. The guardian's calls
// (pause, lower-limits, revoke-payer) go to the vault at once.
func runVaultOp(ctx context.Context, sub string, args []string, out io.Writer) error {
	fs := newFlags("vault "+sub, out)
	var target vaultTarget
	var token, account, perPayment, perPeriod, amount, salt, swapID string
	var execute bool
	var sf signerFlags
	target.register(fs, true)
	fs.StringVar(&token, "token", "", "token symbol (the chain's native coin for caps and sweeps)")
	fs.StringVar(&account, "account", "", "the payer account granted or revoked")
	fs.StringVar(&perPayment, "per-payment", "", "cap per payment, base units")
	fs.StringVar(&perPeriod, "per-period", "", "cap per period (UTC day), base units")
	fs.StringVar(&amount, "amount", "", "amount to sweep to the treasury, or to fund the vault with, base units")
	fs.BoolVar(&execute, "execute", false, "execute the call this command scheduled, once the timelock's delay has passed")
	fs.StringVar(&salt, "salt", "", "tells apart two schedulings of the same call (default: none)")
	fs.StringVar(&swapID, "swap-id", "", "rescue: the swap whose deposit address holds the token")
	sf.register(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	if err := sf.validate("vault " + sub); err != nil {
		return err
	}
	c, err := target.chain("vault "+sub, chainconf.Load)
	if err != nil {
		return err
	}
	vault := common.HexToAddress(c.Vault.Address)
	op, err := buildVaultOp(c, vault, sub, token, account, perPayment, perPeriod, amount)
	if sub == "rescue" {
		op, err = buildRescue(c, swapID, token)
	}
	if err != nil {
		return usagef("vault %s: %v", sub, err)
	}
	v, err := openVaultSession(ctx, c, target.dbURL, sf)
	if err != nil {
		return err
	}
	defer v.close()
	opKey := fmt.Sprintf("vault:%d:%s:%s:%x", c.ChainID, vault.Hex(), sub, crypto.Keccak256(op.data, []byte(salt))[:8])
	if c.Vault.Timelock == "" || op.atOnce {
		if op.approval != nil {
			a := *op.approval
			a.Key = opKey + ":approve"
			if _, err := v.send(ctx, out, "approving the vault to take the tokens", a, false); err != nil {
				return err
			}
		}
		to := &vault
		if op.to != nil {
			to = op.to
		}
		_, err := v.send(ctx, out, op.what, txsender.Call{Key: opKey, To: to, Data: op.data, Value: op.value}, false)
		return err
	}
	timelock := common.HexToAddress(c.Vault.Timelock)
	lock := vaultv2.NewVaultTimelock()
	saltHash := crypto.Keccak256Hash([]byte(salt))
	if execute {
		_, err := v.send(ctx, out, "executing: "+op.what, txsender.Call{Key: opKey + ":execute", To: &timelock,
			Data: lock.PackExecute(vault, new(big.Int), op.data, [32]byte{}, saltHash)}, false)
		return err
	}
	raw, err := v.client.CallContract(ctx, ethereum.CallMsg{To: &timelock, Data: lock.PackGetMinDelay()}, nil)
	if err != nil {
		return fmt.Errorf("read the timelock's delay: %w", err)
	}
	delay, err := lock.UnpackGetMinDelay(raw)
	if err != nil {
		return fmt.Errorf("read the timelock's delay: %w", err)
	}
	st, err := v.send(ctx, out, "scheduling: "+op.what, txsender.Call{Key: opKey + ":schedule", To: &timelock,
		Data: lock.PackSchedule(vault, new(big.Int), op.data, [32]byte{}, saltHash, delay)}, false)
	if err != nil {
		return err
	}
	blk, err := v.client.HeaderByNumber(ctx, new(big.Int).SetUint64(st.Block))
	if err != nil {
		return err
	}
	eta := time.Unix(int64(blk.Time)+delay.Int64(), 0).UTC()
	fmt.Fprintf(out, "scheduled on timelock %s; executable from %s: run the same command with -execute then (the guardian may cancel it before)\n", timelock.Hex(), eta.Format(time.RFC3339))
	return nil
}

func buildVaultOp(c chainconf.Chain, vault common.Address, sub, token, account, perPayment, perPeriod, amount string) (vaultOp, error) {
	va := vaultv2.NewDepositVaultV2()
	tok := func() (common.Address, error) {
		if token == "" {
			return common.Address{}, fmt.Errorf("-token is required")
		}
		a, ok := tokenBySymbol(c, token)
		if !ok {
			return common.Address{}, fmt.Errorf("-token %q: chain %s names no such token", token, c.Name)
		}
		return a, nil
	}
	num := func(flagName, v string) (*big.Int, error) {
		n, ok := new(big.Int).SetString(v, 10)
		if !ok || n.Sign() < 0 {
			return nil, fmt.Errorf("%s %q: a whole number of base units (required)", flagName, v)
		}
		return n, nil
	}
	acct := func() (common.Address, error) {
		if !common.IsHexAddress(account) {
			return common.Address{}, fmt.Errorf("-account %q: 0x and 40 hex digits (required)", account)
		}
		return common.HexToAddress(account), nil
	}
	switch sub {
	case "allow-token", "disallow-token":
		t, err := tok()
		if err != nil || t == vaultv2.NativeToken {
			return vaultOp{}, cmpErr(err, fmt.Errorf("-token: the native coin needs no allowlisting"))
		}
		return vaultOp{data: va.PackSetTokenAllowed(t, sub == "allow-token"), what: sub + " " + token}, nil
	case "set-limits", "lower-limits":
		t, err := tok()
		if err != nil {
			return vaultOp{}, err
		}
		pp, err := num("-per-payment", perPayment)
		if err != nil {
			return vaultOp{}, err
		}
		per, err := num("-per-period", perPeriod)
		if err != nil {
			return vaultOp{}, err
		}
		if sub == "lower-limits" {
			return vaultOp{data: va.PackLowerLimits(t, pp, per), atOnce: true, what: fmt.Sprintf("lower %s's caps to %s/%s", token, pp, per)}, nil
		}
		return vaultOp{data: va.PackSetLimits(t, pp, per), what: fmt.Sprintf("set %s's caps to %s/%s", token, pp, per)}, nil
	case "grant-payer":
		a, err := acct()
		if err != nil {
			return vaultOp{}, err
		}
		return vaultOp{data: va.PackGrantRole(crypto.Keccak256Hash([]byte("PAYER_ROLE")), a), what: "grant the payer role to " + a.Hex()}, nil
	case "revoke-payer":
		a, err := acct()
		if err != nil {
			return vaultOp{}, err
		}
		return vaultOp{data: va.PackRevokePayer(a), atOnce: true, what: "revoke the payer role of " + a.Hex()}, nil
	case "pause":
		return vaultOp{data: va.PackPause(), atOnce: true, what: "pause the vault"}, nil
	case "unpause":
		return vaultOp{data: va.PackUnpause(), what: "unpause the vault"}, nil
	case "sweep":
		t, err := tok()
		if err != nil {
			return vaultOp{}, err
		}
		n, err := num("-amount", amount)
		if err != nil {
			return vaultOp{}, err
		}
		return vaultOp{data: va.PackSweep(t, n), what: fmt.Sprintf("sweep %s %s to the treasury", n, token)}, nil
	case "fund":
		// Payouts and refunds are paid from what the vault holds: the
		// treasury or the operator tops it up. Anyone may.
		t, err := tok()
		if err != nil {
			return vaultOp{}, err
		}
		n, err := num("-amount", amount)
		if err != nil || n.Sign() == 0 {
			return vaultOp{}, cmpErr(err, fmt.Errorf("-amount: must be more than zero"))
		}
		op := vaultOp{data: va.PackFund(t, n), atOnce: true, what: fmt.Sprintf("fund the vault with %s %s", n, token)}
		if t == vaultv2.NativeToken {
			op.value = n
		} else {
			op.approval = &txsender.Call{To: &t, Data: vaultv2.PackERC20Approve(vault, n)}
		}
		return op, nil
	}
	return vaultOp{}, fmt.Errorf("unknown operation: %s", vaultOpUsage)
}

func cmpErr(err, otherwise error) error {
	if err != nil {
		return err
	}
	return otherwise
}

// runVaultDeployDepositAddresses deploys the vault's DepositAddressFactory
// through the durable sender and writes it into the chains file: from then
// on each swap on the chain has a deposit address that takes plain
// transfers (contracts/DepositAddresses.sol). Anyone may deploy it: the
// factory can only ever pay into the vault it names, or, for a token the
// vault refuses, to the vault's treasury at the vault's admin's or
// guardian's word.
func runVaultDeployDepositAddresses(ctx context.Context, args []string, out io.Writer) error {
	fs := newFlags("vault deploy-deposit-addresses", out)
	var target vaultTarget
	var sf signerFlags
	target.register(fs, true)
	sf.register(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	if err := sf.validate("vault deploy-deposit-addresses"); err != nil {
		return err
	}
	c, err := target.chain("vault deploy-deposit-addresses", chainconf.Load)
	if err != nil {
		return err
	}
	switch {
	case c.Vault.Version != "v2":
		return usagef("vault deploy-deposit-addresses: chain %s's vault is not a vault v2", c.Name)
	case c.Vault.DepositFactory != "":
		return usagef("vault deploy-deposit-addresses: chain %s already names deposit factory %s in %s", c.Name, c.Vault.DepositFactory, target.chainsFile)
	}
	v, err := openVaultSession(ctx, c, target.dbURL, sf)
	if err != nil {
		return err
	}
	defer v.close()
	vault := common.HexToAddress(c.Vault.Address)
	f := vaultv2.NewDepositAddressFactory()
	init := append(common.FromHex(vaultv2.DepositAddressFactoryMetaData.Bin), f.PackConstructor(vault)...)
	key := fmt.Sprintf("vault-deploy:%d:%s:%s:deposit-factory", c.ChainID, c.Name, strings.ToLower(vault.Hex()))
	st, err := v.send(ctx, out, "deploying the deposit address factory", txsender.Call{Key: key, Data: init}, true)
	if err != nil {
		return err
	}
	factory, err := v.created(ctx, st)
	if err != nil {
		return err
	}
	entry := c.Vault
	entry.DepositFactory = factory.Hex()
	if err := chainconf.WriteVault(target.chainsFile, c.Name, entry); err != nil {
		return fmt.Errorf("deposit factory %s is deployed (block %d) but the chains file was not written: %w", factory.Hex(), st.Block, err)
	}
	fmt.Fprintf(out, "deposit address factory %s for vault %s deployed in block %d; %s names it\n", factory.Hex(), vault.Hex(), st.Block, target.chainsFile)
	return nil
}

// buildRescue is the factory's rescue of a token the vault does not take
// from a swap's deposit address to the vault's treasury: the guardian's (or
// the admin's) call, at once. token is an address: such a token is usually
// not in the chains file.
func buildRescue(c chainconf.Chain, swapID, token string) (vaultOp, error) {
	if c.Vault.DepositFactory == "" {
		return vaultOp{}, fmt.Errorf("chain %s has no deposit address factory (vault.depositFactory)", c.Name)
	}
	if !common.IsHexAddress(token) {
		return vaultOp{}, fmt.Errorf("-token %q: the token's address, 0x and 40 hex digits", token)
	}
	addr, factory, _, err := c.DepositAddressOf(swapID)
	if err != nil {
		return vaultOp{}, fmt.Errorf("-swap-id: %w", err)
	}
	id, _ := chain.SwapIDToBytes32(swapID)
	return vaultOp{data: vaultv2.NewDepositAddressFactory().PackRescue(id, common.HexToAddress(token)), atOnce: true, to: &factory,
		what: fmt.Sprintf("rescue token %s from deposit address %s (swap %s) to the treasury", common.HexToAddress(token).Hex(), addr.Hex(), swapID)}, nil
}
