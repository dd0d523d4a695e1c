package swapworker

import (
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"maps"
	"math/big"
	"net/http"
	"os"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/cliflag"
	"github.com/swapengine/swapengine/internal/redact"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/txsender"
)

// The environment variables of the hot key. Secrets never come from flags:
// a flag's value shows in ps and in shell history.
const (
	// EnvKeystorePassphrase opens the keystore file named by -payer-keystore.
	EnvKeystorePassphrase = "PAYER_KEYSTORE_PASSPHRASE"
	// EnvPayerKey is a hex private key, for the demo and tests only: a key in
	// the environment is readable by anything that can read the process's
	// environment. Production uses -payer-keystore.
	EnvPayerKey = "PAYER_KEY"
)

// Payer configures the on-chain payer: payouts and refunds on ChainID in an
// asset of Tokens are paid from the vault v2 at Vault by the durable sender
// (internal/txsender); all others go to -payout-url. Zero ChainID: none.
type Payer struct {
	ChainID uint64
	Vault   string
	// Tokens maps an asset symbol to the token address the vault pays it in,
	// or "native" for the chain's coin (-payout-token USDC=0x…, ETH=native).
	Tokens tokenFlag
	// Keystore is a go-ethereum keystore file, opened with
	// $PAYER_KEYSTORE_PASSPHRASE. Empty: the key is $PAYER_KEY (demo only).
	Keystore string
	// SignerURL is a signing service that holds the payer's key and answers
	// for Address: the worker then holds no key. SignerAPI says how it is
	// asked: "eth" (eth_signTransaction: a node holding the account,
	// Web3Signer) or "clef" (account_signTransaction, under clef's rules).
	SignerURL, Address, SignerAPI string
	// RPCURL is the node the sender signs against; empty: -rpc-url.
	RPCURL string
	// DepositFactory is the vault's deposit address factory (the chains
	// file's vault.depositFactory): the payer then also sweeps deposit
	// addresses into the vault (sweeper.go).
	DepositFactory string
	// FinalityDepth: blocks on top of a payment's block before it counts.
	FinalityDepth uint64
	// MaxFeeGwei caps every payment's maxFeePerGas.
	MaxFeeGwei uint64
	// MaxTipGwei caps every payment's tip (maxPriorityFeePerGas), whatever
	// the node quotes.
	MaxTipGwei uint64
	// MaxGas is the most gas one payment may cost on this chain: the
	// backstop for what a recipient or a changed vault could make a payment
	// cost; above it a payment is refused before signing.
	MaxGas uint64
	// BatchSize above 1 pays payouts in the vault's payBatch, up to this
	// many a transaction (txsender.Config.BatchSize); refunds go alone.
	BatchSize uint64
	// FromBlock is the vault's deployment block, where the search for a
	// key's Paid event starts when the sender holds no row for it.
	FromBlock uint64
	// LogRange is the widest eth_getLogs range the sender asks the node for.
	LogRange uint64
	// BlockedPoll is how often a payment waiting for a cause that clears by
	// itself (a pause, a spent period cap, an underfunded vault or wallet)
	// is tried again.
	BlockedPoll time.Duration
	// Poll is the wait between two steps of a payment or trade in flight
	// (about a block on the chain).
	Poll time.Duration

	// rpcHeaders go with RPCURL when it is the chains file's endpoint.
	rpcHeaders http.Header
	// dex is the chain's DEX route from the chains file (dex.go).
	dex *chainconf.Dex
	// sweepMin is the chains file's vault.sweepMinUnits, by token.
	sweepMin map[common.Address]*big.Int
	// engineContract is the chains file's chain's EngineContract.
	engineContract func(common.Address) string
}

// Defaults of the payer's settings.
const (
	DefaultFinalityDepth = 12
	DefaultMaxFeeGwei    = 500
	DefaultMaxTipGwei    = 10
	DefaultLogRange      = 2_000
	DefaultBlockedPoll   = 30 * time.Second
	DefaultPoll          = 2 * time.Second
)

func (p *Payer) registerFlags(fs *flag.FlagSet, c *Config) {
	fs.Uint64Var(&p.ChainID, "payout-chain-id", c.envUint("PAYOUT_CHAIN_ID", 0), "chain ID on which payouts and refunds are paid from the vault v2 (env PAYOUT_CHAIN_ID; 0: none, all go to -payout-url); with -chains, its vault, tokens, finality and first endpoint are the payer's unless given")
	fs.StringVar(&p.Vault, "payout-vault", cliflag.Env("", "PAYOUT_VAULT"), "address of the vault v2 that pays (env PAYOUT_VAULT; needs -payout-chain-id; default: the chains file's vault for the chain, which it must equal)")
	for _, t := range strings.Split(cliflag.Env("", "PAYOUT_TOKENS"), ",") {
		if t = strings.TrimSpace(t); t != "" {
			if err := p.Tokens.Set(t); err != nil {
				c.envErrs = append(c.envErrs, fmt.Errorf("PAYOUT_TOKENS: %w", err))
			}
		}
	}
	fs.Var(&tokensValue{dst: &p.Tokens}, "payout-token", "SYMBOL=0xTOKEN or SYMBOL=native: an asset the vault pays on -payout-chain-id (repeatable; env PAYOUT_TOKENS, comma-separated); other assets go to -payout-url")
	fs.StringVar(&p.Keystore, "payer-keystore", cliflag.Env("", "PAYER_KEYSTORE"), "go-ethereum keystore file of the vault's payer (hot) key, opened with env "+EnvKeystorePassphrase+" (env PAYER_KEYSTORE); without it the key is env "+EnvPayerKey+" (demo only)")
	fs.StringVar(&p.SignerURL, "payer-signer-url", cliflag.Env("", "PAYER_SIGNER_URL"), "JSON-RPC URL of a signing service that holds the payer key and answers eth_signTransaction for -payer-address (a geth or clef-fronted node, Web3Signer): the worker holds no key (env PAYER_SIGNER_URL)")
	fs.StringVar(&p.Address, "payer-address", cliflag.Env("", "PAYER_ADDRESS"), "the payer account -payer-signer-url signs for (env PAYER_ADDRESS)")
	fs.StringVar(&p.SignerAPI, "payer-signer-api", cliflag.Env("eth", "PAYER_SIGNER_API"), "how -payer-signer-url is asked: eth (eth_signTransaction: a node holding the account, Web3Signer) or clef (account_signTransaction, signed by clef's rules: starter clef-rules writes them) (env PAYER_SIGNER_API)")
	fs.StringVar(&p.RPCURL, "payout-rpc-url", cliflag.Env("", "PAYOUT_RPC_URL"), "EVM JSON-RPC URL the payer sends through (env PAYOUT_RPC_URL; default: -rpc-url)")
	fs.Uint64Var(&p.FinalityDepth, "payout-finality-depth", c.envUint("PAYOUT_FINALITY_DEPTH", 0), fmt.Sprintf("blocks on top of a payment's block before the payout or refund counts as done (env PAYOUT_FINALITY_DEPTH; default: the chains file's depth for the chain, else %d)", DefaultFinalityDepth))
	fs.Uint64Var(&p.MaxFeeGwei, "payout-max-fee-gwei", c.envUint("PAYOUT_MAX_FEE_GWEI", DefaultMaxFeeGwei), "cap on a payment's maxFeePerGas, in gwei (env PAYOUT_MAX_FEE_GWEI)")
	fs.Uint64Var(&p.MaxTipGwei, "payout-max-tip-gwei", c.envUint("PAYOUT_MAX_TIP_GWEI", DefaultMaxTipGwei), "cap on a payment's tip (maxPriorityFeePerGas), in gwei: the node's quote is never taken above it, nor far above what recent blocks paid (env PAYOUT_MAX_TIP_GWEI)")
	fs.Uint64Var(&p.MaxGas, "payout-max-gas", c.envUint("PAYOUT_MAX_GAS", txsender.DefaultMaxGasPerPayment), "the most gas one payment may cost on this chain; a payment estimated above it is refused before signing (env PAYOUT_MAX_GAS)")
	fs.Uint64Var(&p.BatchSize, "payout-batch-size", c.envUint("PAYOUT_BATCH_SIZE", 0), "above 1: pay payouts through the vault's payBatch, up to this many (at most 100) in one transaction — one nonce, one fee, less gas each; 0 or 1: one transaction per payment (env PAYOUT_BATCH_SIZE)")
	fs.Uint64Var(&p.FromBlock, "payout-vault-from-block", c.envUint("PAYOUT_VAULT_FROM_BLOCK", 0), "the vault's deployment block: where a search for an earlier payment under a key starts (env PAYOUT_VAULT_FROM_BLOCK)")
	fs.Uint64Var(&p.LogRange, "payout-log-range", c.envUint("PAYOUT_LOG_RANGE", DefaultLogRange), "widest eth_getLogs range the payer asks for; it halves on a provider's range refusal (env PAYOUT_LOG_RANGE)")
	fs.DurationVar(&p.Poll, "payout-poll", c.envDuration("PAYOUT_POLL", DefaultPoll), "the wait between two steps of a payment or an on-chain trade in flight, about the chain's block time: how soon its being mined and final is seen (env PAYOUT_POLL)")
	fs.DurationVar(&p.BlockedPoll, "payout-blocked-poll", c.envDuration("PAYOUT_BLOCKED_POLL", DefaultBlockedPoll), "how often a payment waiting for a cause that clears by itself (vault paused, period cap spent, vault or payer wallet underfunded) is tried again (env PAYOUT_BLOCKED_POLL)")
}

func (p Payer) set() bool {
	return p.ChainID != 0 || p.Vault != "" || len(p.Tokens) > 0 || p.Keystore != "" || p.RPCURL != "" || p.SignerURL != ""
}

// resolvedPayer is the payer's settings with what they leave unset taken
// from the chains file's entry for -payout-chain-id (the file owns chains,
// vaults, tokens and finality; the payer names a chain in it), then the
// defaults. Precedence, for every payer setting: flag, then environment
// variable, then the chains file, then the default. A vault or token given
// beside the file must agree with it: one symbol or vault under two
// addresses would pay from, or in, the wrong one.
func (c Config) resolvedPayer() (Payer, error) {
	p := c.Payer
	if !p.set() {
		return p, nil
	}
	if c.ChainsFile != "" {
		f, err := chainconf.Load(c.ChainsFile)
		if err != nil {
			return p, err
		}
		for _, ch := range f.Chains {
			if ch.ChainID == p.ChainID {
				if p, err = p.fromChain(ch, c.RPCURL); err != nil {
					return p, err
				}
			}
		}
	}
	if p.FinalityDepth == 0 {
		p.FinalityDepth = DefaultFinalityDepth
	}
	return p, nil
}

// fromChain fills the payer's unset settings from the chains file's chain
// and checks the ones set against it.
func (p Payer) fromChain(ch chainconf.Chain, workerRPC string) (Payer, error) {
	if ch.Vault.Version != chain.VaultV2 {
		return p, fmt.Errorf("payout-chain-id %d: the chains file's vault for it is %s; the payer pays from a vault v2", p.ChainID, cmp.Or(ch.Vault.Version, chain.VaultV1))
	}
	vault := common.HexToAddress(ch.Vault.Address)
	switch {
	case p.Vault == "":
		p.Vault = vault.Hex()
	case !common.IsHexAddress(p.Vault) || common.HexToAddress(p.Vault) != vault:
		return p, fmt.Errorf("payout-vault %s is not chain %d's vault in the chains file (%s): leave it out, or make them agree", p.Vault, p.ChainID, vault.Hex())
	}
	sc := ch.ScannerConfig()
	named := map[string]common.Address{}
	if sc.NativeAsset != "" {
		named[sc.NativeAsset] = vaultv2.NativeToken
	}
	for _, t := range sc.Tokens {
		named[t.Asset] = common.HexToAddress(t.Address)
	}
	if len(p.Tokens) == 0 {
		p.Tokens = tokenFlag{}
		maps.Copy(p.Tokens, named)
	} else if err := p.tokensAgree(sc); err != nil {
		return p, err
	}
	// Both ways: an asset the file does not name on this chain would be
	// paid in a token the scanner does not know by that name.
	for _, sym := range slices.Sorted(maps.Keys(p.Tokens)) {
		if _, ok := named[sym]; !ok {
			return p, fmt.Errorf("payout-token %s: chain %d in the chains file names no such asset (%s): the payer pays only what the file names", sym, p.ChainID, strings.Join(slices.Sorted(maps.Keys(named)), ", "))
		}
	}
	if p.FromBlock == 0 {
		p.FromBlock = ch.Vault.StartBlock
	}
	p.DepositFactory = ch.Vault.DepositFactory
	p.sweepMin = ch.SweepMinimums()
	p.engineContract = ch.EngineContract
	p.dex = ch.Dex
	if fin := ch.EffectiveFinality(); p.FinalityDepth == 0 {
		if fin.Tag != "" {
			// The sender counts blocks on top of a payment: a tag has no
			// count it could take, and a guess would call a payment final
			// that the chain can still undo.
			return p, fmt.Errorf("payout-finality-depth is required: chain %d's finality in the chains file is the %q tag, and the payer counts blocks", p.ChainID, fin.Tag)
		}
		p.FinalityDepth = fin.Depth
	}
	if p.RPCURL == "" && workerRPC == "" {
		if eps := ch.EndpointsConfig().Endpoints; len(eps) > 0 {
			p.RPCURL, p.rpcHeaders = eps[0].URL, eps[0].Headers
		}
	}
	return p, nil
}

// validate names the first flag that is wrong. It does not open the key
// (scrypt is slow, and a passphrase error belongs to start-up): openPayer does.
func (p Payer) validate(c Config) error {
	if !p.set() {
		return nil
	}
	p, err := c.resolvedPayer()
	if err != nil {
		return err
	}
	switch {
	case p.ChainID == 0:
		return errors.New("payout-chain-id is required with the other -payout-* and -payer-* flags")
	case !common.IsHexAddress(p.Vault) || common.HexToAddress(p.Vault) == (common.Address{}):
		return fmt.Errorf("payout-vault %q: want the vault's non-zero 0x address", p.Vault)
	case len(p.Tokens) == 0:
		return errors.New("payout-token is required: name at least one asset the vault pays (SYMBOL=0xTOKEN or SYMBOL=native)")
	case p.RPCURL == "" && c.RPCURL == "":
		return errors.New("payout-rpc-url (or rpc-url) is required: the payer signs against a node")
	case p.RPCURL != "" && !strings.HasPrefix(p.RPCURL, "http://") && !strings.HasPrefix(p.RPCURL, "https://") &&
		!strings.HasPrefix(p.RPCURL, "ws://") && !strings.HasPrefix(p.RPCURL, "wss://"):
		return fmt.Errorf("payout-rpc-url %s: want http(s):// or ws(s)://", redact.URL(p.RPCURL))
	case c.DatabaseURL == "":
		return errors.New("payout-chain-id needs database-url: the sender keeps nonces and signed transactions in Postgres")
	case p.MaxFeeGwei == 0:
		return errors.New("payout-max-fee-gwei must be positive")
	case p.MaxTipGwei > p.MaxFeeGwei:
		return fmt.Errorf("payout-max-tip-gwei %d is above payout-max-fee-gwei %d", p.MaxTipGwei, p.MaxFeeGwei)
	case p.Poll != 0 && p.Poll < 10*time.Millisecond:
		return fmt.Errorf("payout-poll %s: must be at least 10ms", p.Poll)
	case p.BlockedPoll != 0 && p.BlockedPoll < time.Second:
		return fmt.Errorf("payout-blocked-poll %s: must be at least 1s", p.BlockedPoll)
	case p.MaxGas != 0 && p.MaxGas < 21_000:
		return fmt.Errorf("payout-max-gas %d is below any transaction's 21000", p.MaxGas)
	case p.BatchSize > 100:
		return fmt.Errorf("payout-batch-size %d: the vault pays at most 100 in one batch", p.BatchSize)
	}
	switch {
	case p.SignerURL != "" && p.Keystore != "":
		return errors.New("payer-signer-url and payer-keystore: one signs, not both")
	case p.SignerURL != "" && !common.IsHexAddress(p.Address):
		return fmt.Errorf("payer-address %q: the account -payer-signer-url signs for, as 0x and 40 hex digits", p.Address)
	case p.SignerURL == "" && p.Address != "":
		return errors.New("payer-address without -payer-signer-url: the keystore names its own account")
	case p.SignerURL != "" && p.SignerAPI != "eth" && p.SignerAPI != "clef":
		return fmt.Errorf("payer-signer-api %q: eth or clef", p.SignerAPI)
	case p.SignerURL != "":
		return nil
	}
	if p.Keystore != "" {
		if _, ok := os.LookupEnv(EnvKeystorePassphrase); !ok {
			return fmt.Errorf("payer-keystore needs env %s (the passphrase; never a flag)", EnvKeystorePassphrase)
		}
		if _, err := os.Stat(p.Keystore); err != nil {
			return fmt.Errorf("payer-keystore %s: cannot read the file", p.Keystore)
		}
	} else if strings.TrimSpace(os.Getenv(EnvPayerKey)) == "" {
		return fmt.Errorf("payer-keystore is required (or env %s, demo only)", EnvPayerKey)
	}
	return nil
}

// recoverEvery is how often the worker steps the payments left open.
const recoverEvery = time.Minute

func recoverOnce(ctx context.Context, s *txsender.Sender, logger *slog.Logger) {
	rctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	if open, err := s.Recover(rctx); err != nil {
		// Not fatal: the rows stay, and the next step of their keys or the
		// next pass resumes them.
		logger.Warn("txsender: recovering in-flight payments failed", "err", err, "open", len(open))
	} else if len(open) > 0 {
		logger.Info("txsender: payments in flight", "open", len(open))
	}
}

// tokenFlag is -payout-token, repeatable: SYMBOL=0xTOKEN or SYMBOL=native.
type tokenFlag map[string]common.Address

// tokensValue is -payout-token as a flag: the first -payout-token replaces
// what PAYOUT_TOKENS gave (a flag wins over the environment), the next add
// to it.
type tokensValue struct {
	dst  *tokenFlag
	seen bool
}

func (v *tokensValue) String() string {
	if v == nil || v.dst == nil {
		return ""
	}
	return v.dst.String()
}

func (v *tokensValue) Set(s string) error {
	if !v.seen {
		*v.dst, v.seen = nil, true
	}
	return v.dst.Set(s)
}

func (f *tokenFlag) String() string {
	if f == nil || *f == nil {
		return ""
	}
	var parts []string
	for sym, a := range *f {
		v := a.Hex()
		if a == vaultv2.NativeToken {
			v = "native"
		}
		parts = append(parts, sym+"="+v)
	}
	sort.Strings(parts)
	return strings.Join(parts, ",")
}

func (f *tokenFlag) Set(s string) error {
	sym, addr, ok := strings.Cut(strings.TrimSpace(s), "=")
	sym, addr = strings.TrimSpace(sym), strings.TrimSpace(addr)
	if !ok || sym == "" || addr == "" {
		return fmt.Errorf("%q: want SYMBOL=0xTOKEN or SYMBOL=native", s)
	}
	if err := swap.ValidateAsset(sym); err != nil {
		return fmt.Errorf("%q: the symbol: %v", s, err)
	}
	token := vaultv2.NativeToken
	if addr != "native" {
		if !common.IsHexAddress(addr) || common.HexToAddress(addr) == (common.Address{}) {
			return fmt.Errorf("%q: the token must be a non-zero 0x address, or native for the chain's coin", s)
		}
		token = common.HexToAddress(addr)
	}
	if *f == nil {
		*f = tokenFlag{}
	}
	if _, dup := (*f)[sym]; dup {
		return fmt.Errorf("%q: %s is named twice", s, sym)
	}
	(*f)[sym] = token
	return nil
}

// openPayer opens the hot key, connects the sender and recovers what a
// previous process left in flight (a nonce reserved, a transaction signed
// and never broadcast…): those rows block every later nonce until sent, and
// their activities may never come back for them. node is the client of the
// worker's -rpc-url, used when -payout-rpc-url is empty. It returns a nil
// payer when none is configured.
func openPayer(ctx context.Context, c Config, db *pgxpool.Pool, node txsender.Client, metrics *txsender.Metrics, logger *slog.Logger) (*activities.OnChainPayer, func(), error) {
	if !c.Payer.set() {
		return nil, func() {}, nil
	}
	p, err := c.resolvedPayer()
	if err != nil {
		return nil, nil, err
	}
	var key txsender.Signer
	closeSigner := func() {}
	if p.SignerURL != "" {
		dial := txsender.DialSigner
		if p.SignerAPI == "clef" {
			dial = txsender.DialClef
		}
		rs, err := dial(ctx, p.SignerURL, common.HexToAddress(p.Address))
		if err != nil {
			return nil, nil, fmt.Errorf("payer-signer-url: %w", err) // redacted by DialSigner
		}
		key, closeSigner = rs, rs.Close
	} else if p.Keystore != "" {
		key, err = txsender.LoadKeystore(p.Keystore, os.Getenv(EnvKeystorePassphrase))
		if err != nil {
			return nil, nil, fmt.Errorf("payer-keystore: %w", err) // names the file, never the passphrase
		}
	} else {
		logger.Warn("payer key from the environment: for the demo only; use -payer-keystore", "env", EnvPayerKey)
		if key, err = txsender.KeyFromEnv(EnvPayerKey); err != nil {
			return nil, nil, err // names the variable, never its value
		}
	}
	closeRPC := closeSigner
	if p.RPCURL != "" {
		rc, err := chain.DialHeaders(ctx, p.RPCURL, p.rpcHeaders)
		if err != nil {
			closeSigner()
			return nil, nil, fmt.Errorf("payout-rpc-url %s: %w", redact.URL(p.RPCURL), err)
		}
		node, closeRPC = ethclient.NewClient(rc), func() { rc.Close(); closeSigner() }
	}
	if node == nil {
		closeSigner()
		return nil, nil, errors.New("payout-rpc-url (or rpc-url) is required: the payer signs against a node")
	}
	rpcURL := cmp.Or(p.RPCURL, c.RPCURL)
	node = redactedNode{node: node, url: rpcURL}
	s, err := txsender.New(ctx, p.senderConfig(node, key, db, redact.URL(rpcURL), metrics, logger))
	if err != nil {
		closeRPC()
		// A transport error quotes the URL it posted to, key and all.
		err = redact.Err(err, rpcURL)
		if f, ok := txsender.AsFailure(err); ok && f.Code == txsender.CodeUnknownChain {
			return nil, nil, fmt.Errorf("payout-chain-id: %w", err)
		}
		return nil, nil, err
	}
	recoverOnce(ctx, s, logger)
	// And every recoverEvery: a payment whose activity gave up waiting (an
	// item: the payer wallet ran dry with the transaction signed) holds its
	// nonce, and every later payment of the hot key waits behind it; once
	// the wallet is funded this sends it without waiting for a person.
	go every(ctx, recoverEvery, func() { recoverOnce(ctx, s, logger) })
	if p.DepositFactory != "" {
		sw := sweeper{chainID: p.ChainID, factory: common.HexToAddress(p.DepositFactory), tokens: p.Tokens, minimums: p.sweepMin, sender: s,
			scans: &store.Scans{DB: db}, logger: logger.With("component", "sweeper")}
		if bare := sw.withoutMinimum(); len(bare) > 0 {
			logger.Warn("deposit addresses are swept at any credit in these tokens: dust, which anyone can send to every open address, makes sweeps the hot wallet pays for; set vault.sweepMinUnits in the chains file (docs/reference.md)",
				"chainId", p.ChainID, "tokens", bare)
		}
		go every(ctx, sweepEvery, func() { sw.run(ctx) })
	}
	logger.Info("on-chain payer", "chainId", p.ChainID, "vault", common.HexToAddress(p.Vault).Hex(), "payer", key.Address().Hex(),
		"assets", p.Tokens.String(), "finalityDepth", p.FinalityDepth)
	payer := &activities.OnChainPayer{
		ChainID: p.ChainID, Vault: common.HexToAddress(p.Vault), Tokens: p.Tokens, Sender: s,
		RPCURL: rpcURL, BlockedPollInterval: p.BlockedPoll, PollInterval: p.Poll, EngineContract: p.engineContract,
	}
	if p.dex != nil {
		if payer.Dex, err = openDex(ctx, p, node, s, key.Address()); err != nil {
			closeRPC()
			return nil, nil, err
		}
		logger.Info("DEX route", "chainId", p.ChainID, "executor", payer.Dex.Route.Executor.Hex(), "pairs", len(payer.Dex.Route.Pairs),
			"payoutInTrade", payer.Dex.PayInTrade)
		if !payer.Dex.PayInTrade {
			logger.Warn("the DEX route's executor predates tradeAndPay: a fixed quote's payout is a transaction of its own; redeploy the executor to pay it in the trade (docs/deploy.md)",
				"chainId", p.ChainID, "executor", payer.Dex.Route.Executor.Hex())
		}
	}
	return payer, closeRPC, nil
}

// senderConfig is the sender's configuration from the payer's settings.
func (p Payer) senderConfig(node txsender.Client, key txsender.Signer, db *pgxpool.Pool, nodeName string, metrics *txsender.Metrics, logger *slog.Logger) txsender.Config {
	gwei := func(n uint64) *big.Int { return new(big.Int).Mul(new(big.Int).SetUint64(n), big.NewInt(1e9)) }
	cfg := txsender.Config{
		ChainID: p.ChainID, Client: node, Signer: key, DB: db, NodeName: nodeName,
		FinalityDepth: p.FinalityDepth, MaxFeePerGas: gwei(p.MaxFeeGwei), MaxGasPerPayment: p.MaxGas,
		PaidSearchFrom: p.FromBlock, LogRange: p.LogRange, Metrics: metrics, Logger: logger.With("component", "txsender"),
		BatchSize: int(p.BatchSize),
	}
	if p.MaxTipGwei > 0 {
		cfg.MaxPriorityFeePerGas = gwei(p.MaxTipGwei)
	}
	return cfg
}

// tokensAgree checks the payer's -payout-token map against the scanner's
// token map of the same chain (the chains file): the scanner names a
// deposit's asset by its map, the payer pays an asset by its own, and one
// symbol standing for two tokens would refund a deposit in another token.
// Each symbol both name must be the same token; the native coin's symbol
// must be the native coin.
func (p Payer) tokensAgree(sc chain.Config) error {
	scanner := map[string]common.Address{}
	if sc.NativeAsset != "" {
		scanner[sc.NativeAsset] = vaultv2.NativeToken
	}
	for _, t := range sc.Tokens {
		scanner[t.Asset] = common.HexToAddress(t.Address)
	}
	var bad []string
	for sym, token := range p.Tokens {
		if want, ok := scanner[sym]; ok && want != token {
			bad = append(bad, fmt.Sprintf("%s is %s to the payer and %s to the scanner", sym, tokenName(token), tokenName(want)))
		}
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		return fmt.Errorf("payout-token: one symbol, two tokens on chain %d (%s): a refund would pay another token than the deposit; make -payout-token and the chains file's tokens agree",
			p.ChainID, strings.Join(bad, "; "))
	}
	return nil
}

func tokenName(a common.Address) string {
	if a == vaultv2.NativeToken {
		return "the native coin"
	}
	return a.Hex()
}
