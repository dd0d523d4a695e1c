package operator

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/redact"
	"github.com/swapengine/swapengine/internal/vaultops"
)

const vaultUsage = "vault status -chains FILE -chain NAME [-account 0x…] | vault verify -chains FILE -chain NAME [-standard-json FILE] | vault deploy … | vault deploy-deposit-addresses … | " + "vault allow-token|disallow-token|set-limits|lower-limits|grant-payer|revoke-payer|pause|unpause|sweep|fund|rescue …"

// runVault reads a deployed vault v2: `status` (what governs it now) and
// `verify` (the code is this build's; what the deployment fixed; the
// standard-JSON input a block explorer verifies against).
func runVault(ctx context.Context, args []string, out io.Writer) error {
	if len(args) == 0 {
		return usagef("vault: a subcommand is required: %s", vaultUsage)
	}
	sub := args[0]
	switch sub {
	case "status", "verify":
	case "deploy":
		return runVaultDeploy(ctx, args[1:], out)
	case "deploy-deposit-addresses":
		return runVaultDeployDepositAddresses(ctx, args[1:], out)
	case "allow-token", "disallow-token", "set-limits", "lower-limits", "grant-payer", "revoke-payer", "pause", "unpause", "sweep", "fund", "rescue":
		return runVaultOp(ctx, sub, args[1:], out)
	default:
		return usagef("vault: unknown subcommand %q: %s", sub, vaultUsage)
	}
	fs := newFlags("vault "+sub, out)
	var target vaultTarget
	var standardJSON string
	var accounts stringList
	target.register(fs, false)
	if sub == "status" {
		fs.Var(&accounts, "account", "an account whose roles to show (repeat; 0x…)")
	} else {
		fs.StringVar(&standardJSON, "standard-json", "", "write the Solidity standard-JSON input of this build's vault to FILE, for a block explorer's verification")
	}
	if err := parse(fs, args[1:]); err != nil {
		return err
	}
	for _, a := range accounts {
		if !common.IsHexAddress(a) {
			return usagef("vault status: -account %q: 0x and 40 hex digits", a)
		}
	}
	c, err := target.chain("vault "+sub, chainconf.Load)
	if err != nil {
		return err
	}
	if c.Vault.Version != "v2" {
		return usagef("vault %s: chain %s has a vault %s; these commands read vault v2", sub, c.Name, cmp.Or(c.Vault.Version, "v1"))
	}
	cl, err := dialChain(ctx, c)
	if err != nil {
		return err
	}
	defer cl.Close()
	vault := common.HexToAddress(c.Vault.Address)
	if sub == "verify" {
		return vaultVerify(ctx, cl, c, vault, standardJSON, out)
	}
	tokens := []vaultops.Token{{Symbol: nativeAsset(c), Address: vaultv2.NativeToken}}
	for _, t := range c.Tokens {
		tokens = append(tokens, vaultops.Token{Symbol: t.Symbol, Address: common.HexToAddress(t.Address)})
	}
	var accts []common.Address
	for _, a := range accounts {
		accts = append(accts, common.HexToAddress(a))
	}
	s, err := vaultops.ReadStatus(ctx, cl, vault, tokens, accts)
	if err != nil {
		return fmt.Errorf("vault status: %w", err)
	}
	printVaultStatus(out, c, s)
	return nil
}

func vaultVerify(ctx context.Context, cl *ethclient.Client, c chainconf.Chain, vault common.Address, standardJSON string, out io.Writer) error {
	d, err := vaultops.Verify(ctx, cl, vault, c.Vault.StartBlock)
	if err != nil {
		return fmt.Errorf("vault verify: %w", err)
	}
	if h := c.Vault.StartBlockHash; h != "" && !strings.EqualFold(h, d.BlockHash.Hex()) {
		return fmt.Errorf("vault verify: block %d is %s on this endpoint, the chains file says %s: another chain or a fork", d.Block, d.BlockHash.Hex(), h)
	}
	adminLine := ""
	if c.Vault.Timelock != "" {
		// The admin now (a transfer may have moved it since the deployment).
		va := vaultv2.NewDepositVaultV2()
		admin, err := bind.Call(va.Instance(cl, vault), &bind.CallOpts{Context: ctx}, va.PackDefaultAdmin(), va.UnpackDefaultAdmin)
		if err != nil {
			return fmt.Errorf("vault verify: read the admin: %w", err)
		}
		if admin != common.HexToAddress(c.Vault.Timelock) {
			return fmt.Errorf("vault verify: the vault's admin is %s, the chains file names timelock %s", admin.Hex(), c.Vault.Timelock)
		}
		delay, err := vaultops.VerifyTimelock(ctx, cl, admin)
		if err != nil {
			return fmt.Errorf("vault verify: %w", err)
		}
		adminLine = fmt.Sprintf("  admin %s is this build's VaultTimelock: every admin call waits %s\n", admin.Hex(), delay)
	}
	fmt.Fprintf(out, "vault %s on chain %s (%d): this build's DepositVaultV2\n%s", vault.Hex(), c.Name, c.ChainID, adminLine)
	if c.Vault.DepositFactory != "" {
		if err := verifyDepositFactory(ctx, cl, common.HexToAddress(c.Vault.DepositFactory), vault); err != nil {
			return fmt.Errorf("vault verify: %w", err)
		}
		fmt.Fprintf(out, "  deposit address factory %s pays into this vault; its addresses are the ones the engine computes\n", c.Vault.DepositFactory)
	}
	fmt.Fprintf(out, "  deployed by %s in transaction %s, block %d (%s)\n", d.Deployer.Hex(), d.Tx.Hex(), d.Block, d.BlockHash.Hex())
	fmt.Fprintf(out, "  admin %s (transfer delay %s), guardian %s, payer %s\n", d.Roles.Admin.Hex(), d.Roles.AdminTransferDelay, d.Roles.Guardian.Hex(), d.Roles.Payer.Hex())
	fmt.Fprintf(out, "  treasury %s (immutable), governance delay %s\n", d.Roles.Treasury.Hex(), d.Roles.GovernanceDelay)
	for _, t := range sortedTokens(d.Maxima) {
		m := d.Maxima[t]
		fmt.Fprintf(out, "  cap maxima of %s: %s per payment, %s per period (fixed)\n", tokenName(c, t), m.PerPayment, m.PerPeriod)
	}
	if standardJSON != "" {
		input, err := vaultv2.StandardJSONInput("DepositVaultV2")
		if err != nil {
			return err
		}
		if err := os.WriteFile(standardJSON, input, 0o644); err != nil {
			return err
		}
		fmt.Fprintf(out, "wrote %s: the standard-JSON input (solc 0.8.37, contract DepositVaultV2.sol:DepositVaultV2); constructor arguments are the transaction's input after the creation code\n", standardJSON)
	}
	return nil
}

func printVaultStatus(out io.Writer, c chainconf.Chain, s *vaultops.Status) {
	state := "open"
	if s.Paused {
		state = "PAUSED"
	}
	fmt.Fprintf(out, "vault %s on chain %s (%d): %s\n", s.Vault.Hex(), c.Name, c.ChainID, state)
	admin := s.Admin.Hex()
	if s.TimelockDelay != nil {
		admin += fmt.Sprintf(" (a timelock: every admin call waits %s)", *s.TimelockDelay)
	}
	fmt.Fprintf(out, "  admin %s, transfer delay %s\n", admin, s.AdminDelay)
	if s.PendingAdmin != (common.Address{}) {
		fmt.Fprintf(out, "  admin transfer pending to %s, acceptable from %s\n", s.PendingAdmin.Hex(), time.Unix(int64(s.PendingAdminAt), 0).UTC().Format(time.RFC3339))
	}
	fmt.Fprintf(out, "  treasury %s, governance delay %s, owed to claims %s wei\n", s.Treasury.Hex(), s.GovernanceDelay, s.TotalOwed)
	for _, t := range s.Tokens {
		allowed := "allowed"
		if !t.Allowed {
			allowed = "NOT allowed"
		}
		fmt.Fprintf(out, "  %s %s: %s; caps %s per payment, %s per period (maxima %s, %s); spent %s, refunded %s this period; balance %s\n",
			t.Symbol, t.Address.Hex(), allowed, t.PerPayment, t.PerPeriod, t.MaxPerPayment, t.MaxPerPeriod, t.Spent, t.Refunded, t.Balance)
		if t.PendingEta != 0 {
			fmt.Fprintf(out, "    raise pending: %s per payment, %s per period from %s\n", t.PendingPerPayment, t.PendingPerPeriod, time.Unix(int64(t.PendingEta), 0).UTC().Format(time.RFC3339))
		}
	}
	for _, a := range sortedAccounts(s.Roles) {
		roles := strings.Join(s.Roles[a], ", ")
		fmt.Fprintf(out, "  %s: %s\n", a.Hex(), cmp.Or(roles, "no role"))
	}
}

// vaultTarget is the chain a vault command acts on, and the durable
// sender's database for the commands that send.
type vaultTarget struct {
	chainsFile, name, dbURL string
	withDB                  bool
}

func (v *vaultTarget) register(fs *flag.FlagSet, withDB bool) {
	v.withDB = withDB
	fs.StringVar(&v.chainsFile, "chains", os.Getenv("CHAINS_CONFIG"), "chains file naming the chain's endpoints and vault (env CHAINS_CONFIG; required)")
	fs.StringVar(&v.name, "chain", "", "the chain's name in the chains file (default: the file's only chain)")
	if withDB {
		fs.StringVar(&v.dbURL, "database-url", os.Getenv("DATABASE_URL"), "Postgres of the durable sender (env DATABASE_URL; required)")
	}
}

// chain loads the chains file with load and picks the chain; errors are
// usage errors of cmd naming the flag.
func (v vaultTarget) chain(cmd string, load func(string) (*chainconf.File, error)) (chainconf.Chain, error) {
	switch {
	case v.chainsFile == "":
		return chainconf.Chain{}, usagef("%s: -chains is required (env CHAINS_CONFIG)", cmd)
	case v.withDB && v.dbURL == "":
		return chainconf.Chain{}, usagef("%s: -database-url is required (env DATABASE_URL)", cmd)
	}
	f, err := load(v.chainsFile)
	if err != nil {
		return chainconf.Chain{}, usagef("%s: -chains: %v", cmd, err)
	}
	c, err := pickChain(f, v.name)
	if err != nil {
		return chainconf.Chain{}, usagef("%s: %v", cmd, err)
	}
	return c, nil
}

// pickChain is the chain named, or the file's only one.
func pickChain(f *chainconf.File, name string) (chainconf.Chain, error) {
	if name == "" {
		names := f.Names()
		if len(names) != 1 {
			return chainconf.Chain{}, fmt.Errorf("-chain is required: the file names %s", strings.Join(names, ", "))
		}
		name = names[0]
	}
	c, ok := f.Chain(name)
	if !ok {
		return chainconf.Chain{}, fmt.Errorf("-chain %q: the file names %s", name, strings.Join(f.Names(), ", "))
	}
	return c, nil
}

// dialChain connects to the chain's first endpoint and refuses one that
// serves another chain. Errors never show the endpoint's URL.
func dialChain(ctx context.Context, c chainconf.Chain) (*ethclient.Client, error) {
	eps := c.EndpointsConfig().Endpoints
	if len(eps) == 0 {
		return nil, fmt.Errorf("chain %s names no endpoint", c.Name)
	}
	rc, err := chain.DialHeaders(ctx, eps[0].URL, eps[0].Headers)
	if err != nil {
		return nil, fmt.Errorf("dial %s: %s", eps[0].Name, redact.Text(err.Error(), eps[0].URL))
	}
	cl := ethclient.NewClient(rc)
	id, err := cl.ChainID(ctx)
	if err != nil {
		cl.Close()
		return nil, fmt.Errorf("%s: eth_chainId: %s", eps[0].Name, redact.Text(err.Error(), eps[0].URL))
	}
	if id.Uint64() != c.ChainID {
		cl.Close()
		return nil, fmt.Errorf("%s serves chain %s, the chains file says %d", eps[0].Name, id, c.ChainID)
	}
	return cl, nil
}

func nativeAsset(c chainconf.Chain) string {
	return cmp.Or(c.NativeAsset, chainconf.Defaults[c.ChainID].NativeAsset, "native")
}

func tokenName(c chainconf.Chain, t common.Address) string {
	if t == vaultv2.NativeToken {
		return nativeAsset(c)
	}
	for _, x := range c.Tokens {
		if common.HexToAddress(x.Address) == t {
			return x.Symbol + " " + t.Hex()
		}
	}
	return t.Hex()
}

func sortedTokens(m map[common.Address]vaultv2.Maximum) []common.Address {
	out := make([]common.Address, 0, len(m))
	for t := range m {
		out = append(out, t)
	}
	slices.SortFunc(out, func(a, b common.Address) int { return a.Cmp(b) })
	return out
}

func sortedAccounts(m map[common.Address][]string) []common.Address {
	out := make([]common.Address, 0, len(m))
	for a := range m {
		out = append(out, a)
	}
	slices.SortFunc(out, func(a, b common.Address) int { return a.Cmp(b) })
	return out
}

// stringList is a repeatable string flag.
type stringList []string

func (l *stringList) String() string     { return strings.Join(*l, ",") }
func (l *stringList) Set(v string) error { *l = append(*l, v); return nil }

// verifyDepositFactory checks that the chains file's deposit address factory
// pays into this vault and gives the addresses the engine computes (its
// forwarder is its first creation, and knows the factory and the vault):
// a factory of another vault would make its sweeps look like deposits.
func verifyDepositFactory(ctx context.Context, cl *ethclient.Client, factory, vault common.Address) error {
	fa := vaultv2.NewDepositAddressFactory()
	inst := fa.Instance(cl, factory)
	opts := &bind.CallOpts{Context: ctx}
	v, err := bind.Call(inst, opts, fa.PackVault(), fa.UnpackVault)
	if err != nil {
		return fmt.Errorf("deposit factory %s: read its vault: %w", factory.Hex(), err)
	}
	if v != vault {
		return fmt.Errorf("deposit factory %s pays into %s, not this vault %s", factory.Hex(), v.Hex(), vault.Hex())
	}
	impl, err := bind.Call(inst, opts, fa.PackImplementation(), fa.UnpackImplementation)
	if err != nil {
		return fmt.Errorf("deposit factory %s: read its forwarder: %w", factory.Hex(), err)
	}
	if impl != vaultv2.ForwarderOf(factory) {
		return fmt.Errorf("deposit factory %s: its forwarder %s is not its first creation", factory.Hex(), impl.Hex())
	}
	probe := crypto.Keccak256Hash([]byte("swapengine/verify-deposit-factory"))
	got, err := bind.Call(inst, opts, fa.PackDepositAddress(probe), fa.UnpackDepositAddress)
	if err != nil {
		return fmt.Errorf("deposit factory %s: read a deposit address: %w", factory.Hex(), err)
	}
	if want := vaultv2.DepositAddress(factory, probe); got != want {
		return fmt.Errorf("deposit factory %s gives address %s where the engine computes %s", factory.Hex(), got.Hex(), want.Hex())
	}
	return nil
}
