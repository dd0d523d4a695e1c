// Package chainconf reads the chain configuration file: for each chain its
// name, chain ID, RPC endpoints (several, with auth headers whose secrets
// come from the environment or files), WebSocket endpoint, finality policy,
// vault, native asset, tokens and whether promotions are cross-checked.
// Everything is validated at load, and every error names the key path
// (`chains.base.tokens[0].decimals: …`); URLs and secrets never appear in one.
//
// A chain converts into the scanner's configuration (ScannerConfig) and the
// endpoint set its reads go through (EndpointsConfig).
package chainconf

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io"
	"maps"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"go.yaml.in/yaml/v3"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
)

// File is the whole configuration.
type File struct {
	Chains []Chain `yaml:"chains"`

	undeployedOK bool // LoadForDeploy: a vault without an address yet
}

// Chain is one chain and its vault.
type Chain struct {
	// Name addresses the chain (operator commands, logs): lower case
	// letters, digits and '-'.
	Name    string `yaml:"name"`
	ChainID uint64 `yaml:"chainId"`
	// RPC endpoints in order of preference; reads fail over between them.
	RPC []Endpoint `yaml:"rpc"`
	// WS is the WebSocket endpoint whose newHeads wake the scanner; optional.
	WS       *Endpoint `yaml:"ws"`
	Finality *Finality `yaml:"finality"`
	Vault    Vault     `yaml:"vault"`
	// NativeAsset names the native coin; default from Defaults.
	NativeAsset string  `yaml:"nativeAsset"`
	Tokens      []Token `yaml:"tokens"`
	// CrossCheck: a deposit becomes final only when a second endpoint
	// agrees on its block and log. Default: on with two endpoints or more.
	CrossCheck *bool `yaml:"crossCheck"`
	// MaxLagBlocks: an endpoint this far behind the best head is left.
	MaxLagBlocks uint64 `yaml:"maxLagBlocks"`
	// CallTimeout bounds one RPC call on one endpoint (e.g. 20s).
	CallTimeout time.Duration `yaml:"callTimeout"`
	// MaxRange and Retain pass through to the scanner (chain.Config).
	MaxRange uint64 `yaml:"maxRange"`
	Retain   uint64 `yaml:"retain"`
	// PriceFeeds are the chain's Chainlink-style feeds the swap API quotes
	// from (issue 28, internal/price).
	PriceFeeds []PriceFeed `yaml:"priceFeeds"`
	// Dex is the chain's on-chain exchange route (issue 28): the pairs it
	// names are traded on Uniswap v3 by the vault's DexExecutor, the others
	// go to the HTTP exchange.
	Dex *Dex `yaml:"dex"`
	// Test marks a test network (a testnet, a dev chain): the swap API's
	// test keys reach only such chains, so a test key never touches a live
	// vault.
	Test bool `yaml:"test"`

	key string // "chains.<name>" or "chains[i]", for errors

	undeployedOK bool
}

// Endpoint is an RPC or WebSocket endpoint. Its URL is given inline or,
// since provider URLs carry API keys, read from an environment variable
// or a file.
type Endpoint struct {
	URL     string   `yaml:"url"`
	URLEnv  string   `yaml:"urlEnv"`
	URLFile string   `yaml:"urlFile"`
	Headers []Header `yaml:"headers"`

	url     string // resolved
	headers http.Header
}

// Header is an auth header; its value is a secret, so it is only ever read
// from an environment variable or a file, never written in the file.
type Header struct {
	Name string `yaml:"name"`
	Env  string `yaml:"env"`
	File string `yaml:"file"`
}

// Finality is a depth or a node tag ("safe", "finalized").
type Finality struct {
	Depth uint64 `yaml:"depth"`
	Tag   string `yaml:"tag"`
	// AllowUnreliableTag accepts a tag on a chain where it is known
	// unreliable (Known.TagUnreliable).
	AllowUnreliableTag bool `yaml:"allowUnreliableTag"`
}

// Vault is the deposit vault the chain's scanner reads.
type Vault struct {
	Address    string `yaml:"address"`
	Version    string `yaml:"version"` // v1 (default) or v2
	StartBlock uint64 `yaml:"startBlock"`
	// StartBlockHash, when given, is checked on every endpoint before it is
	// used: one serving a fork or another network is refused.
	StartBlockHash string `yaml:"startBlockHash"`
	// Timelock is the vault's admin when it is a VaultTimelock (`starter
	// vault deploy` writes it): governance calls are scheduled through it.
	Timelock string `yaml:"timelock"`
	// DepositFactory is the vault's DepositAddressFactory (`starter vault
	// deploy-deposit-addresses` writes it): each swap on the chain then has
	// a deposit address that takes plain transfers (vault v2 only).
	DepositFactory string `yaml:"depositFactory"`
	// SweepMinUnits is, per asset (ETH: "5000000000000000", USDC:
	// "1000000"), the least a deposit address's unswept credits in it must
	// add up to before the sweeper moves them into the vault, in base
	// units. Below it they wait at the address (store.SweepCandidates):
	// dust costs more gas to sweep than it is worth, and anyone can send it
	// to every open address. An asset not named: any credit is swept.
	SweepMinUnits map[string]string `yaml:"sweepMinUnits"`
}

// Token is a token the vault (v2) takes.
type Token struct {
	Address  string `yaml:"address"`
	Symbol   string `yaml:"symbol"`
	Decimals *int   `yaml:"decimals"`
}

// PriceFeed is an AggregatorV3Interface feed: the price of one Base in
// Quote (the chain's asset names: an ETH/USD feed as base ETH, quote USDC).
type PriceFeed struct {
	Base    string `yaml:"base"`
	Quote   string `yaml:"quote"`
	Address string `yaml:"address"`
	// MaxAge: an answer older than this is stale and refused (the feed's
	// heartbeat plus a margin; default 1h).
	MaxAge time.Duration `yaml:"maxAge"`
	// SequencerUptimeFeed, on an L2: Chainlink's uptime feed of its
	// sequencer; prices are refused while it is down and for GracePeriod
	// (default 1h) after it came back.
	SequencerUptimeFeed string        `yaml:"sequencerUptimeFeed"`
	GracePeriod         time.Duration `yaml:"gracePeriod"`
}

// Dex is a chain's DEX route: the vault's DexExecutor (which names the
// router and WETH it trusts), the QuoterV2 of the same Uniswap deployment,
// and the pairs it trades with their pools' fee tiers.
type Dex struct {
	Executor string    `yaml:"executor"`
	Quoter   string    `yaml:"quoter"`
	Pairs    []DexPair `yaml:"pairs"`
	// MaxGas is the most gas one trade may cost (default DefaultDexMaxGas):
	// a trade estimated above it is refused before it is signed.
	MaxGas uint64 `yaml:"maxGas"`
}

// DefaultDexMaxGas bounds a trade's gas when the chains file gives none: a
// Uniswap v3 single-pool trade by the executor uses about 350,000; one that
// also pays its payout (tradeAndPay) about 600,000, and is estimated near
// 900,000, as the executor requires DexExecutor.PAYOUT_GAS left for the
// payout.
const DefaultDexMaxGas = 2_000_000

// DexPair is one direction of trade: In exchanged for Out on the pool of
// fee tier Fee (hundredths of a basis point: 100, 500, 3000 or 10000).
type DexPair struct {
	In  string `yaml:"in"`
	Out string `yaml:"out"`
	Fee uint32 `yaml:"fee"`
}

// DefaultFeedMaxAge is a feed's MaxAge when the file gives none.
const DefaultFeedMaxAge = time.Hour

// NamesAsset says whether symbol is the chain's native coin or one of its
// tokens.
func (c Chain) NamesAsset(symbol string) bool {
	if symbol != "" && symbol == c.Native() {
		return true
	}
	for _, t := range c.Tokens {
		if t.Symbol == symbol {
			return true
		}
	}
	return false
}

// EngineContract names the engine's own contract at a on this chain — its
// vault, the vault's timelock, its deposit-address factory, its DEX executor
// — or "" when a is none of them. No payout or refund goes to one: the vault
// refuses itself, and the executor takes coin and tokens only to trade them
// in the same transaction, with no way to give back what it is paid.
func (c Chain) EngineContract(a common.Address) string {
	for _, own := range []struct{ addr, name string }{
		{c.Vault.Address, "the chain's vault"},
		{c.Vault.Timelock, "the vault's timelock"},
		{c.Vault.DepositFactory, "the vault's deposit-address factory"},
		{c.dexExecutor(), "the vault's DEX executor"},
	} {
		if common.IsHexAddress(own.addr) && common.HexToAddress(own.addr) == a {
			return own.name
		}
	}
	return ""
}

func (c Chain) dexExecutor() string {
	if c.Dex == nil {
		return ""
	}
	return c.Dex.Executor
}

// SweepMinimums are the least unswept credits, in base units, that make
// the sweeper move a deposit address's money (vault.sweepMinUnits), by the
// token they are credited in (vaultv2.NativeToken for the native coin,
// whatever its symbol); a token not named has none.
func (c Chain) SweepMinimums() map[common.Address]*big.Int {
	out := map[common.Address]*big.Int{}
	for asset, units := range c.Vault.SweepMinUnits {
		n, ok := new(big.Int).SetString(units, 10)
		if !ok {
			continue // refused by validateVault
		}
		if asset == c.Native() {
			out[vaultv2.NativeToken] = n
		}
		for _, t := range c.Tokens {
			if t.Symbol == asset {
				out[common.HexToAddress(t.Address)] = n
			}
		}
	}
	return out
}

// Native names the chain's native coin: the file's nativeAsset, the chain
// ID's default, or ETH.
func (c Chain) Native() string {
	if c.NativeAsset != "" {
		return c.NativeAsset
	}
	if d := Defaults[c.ChainID].NativeAsset; d != "" {
		return d
	}
	return "ETH"
}

// Lookup reads an environment variable.
type Lookup func(name string) (string, bool)

// Load reads and validates the file at path, resolving secrets from the
// process environment and the files named (a relative name is taken from
// the chains file's directory).
func Load(path string) (*File, error) { return load(path, os.LookupEnv, false) }

// LoadForDeploy is Load for `starter vault deploy`: a chain whose vault is
// not deployed yet (no vault.address) is accepted; everything else is
// checked as Load does.
func LoadForDeploy(path string) (*File, error) { return load(path, os.LookupEnv, true) }

func load(path string, env Lookup, undeployedOK bool) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("chains file: %w", err)
	}
	f, err := parse(data, env, filepath.Dir(path), undeployedOK)
	if err != nil {
		return nil, fmt.Errorf("chains file %s: %w", path, err)
	}
	return f, nil
}

// LoadPublic reads a chains file for what it says in the open — chains,
// vaults, tokens, finality — and leaves its endpoints unresolved: their
// URLs and headers, which carry provider keys, are neither read from the
// environment or files nor checked. For a process that never calls a node
// (the swap API), so that it holds none of those secrets. Its chains have
// no usable endpoints.
func LoadPublic(path string) (*File, error) { return load(path, nil, false) }

// Parse decodes and validates a configuration. Unknown keys are refused;
// relative secret file names are taken from the working directory.
func Parse(data []byte, env Lookup) (*File, error) { return parse(data, env, ".", false) }

func parse(data []byte, env Lookup, dir string, undeployedOK bool) (*File, error) {
	f := File{undeployedOK: undeployedOK}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, errors.New("chains: at least one chain is required (the file is empty)")
		}
		return nil, fmt.Errorf("yaml: %w", err)
	}
	if err := f.validate(env, dir); err != nil {
		return nil, err
	}
	return &f, nil
}

var nameRE = regexp.MustCompile(`^[a-z][a-z0-9-]{0,31}$`)

func (f *File) validate(env Lookup, dir string) error {
	if len(f.Chains) == 0 {
		return errors.New("chains: at least one chain is required")
	}
	names := map[string]string{}
	ids := map[uint64]string{}
	for i := range f.Chains {
		c := &f.Chains[i]
		c.key, c.undeployedOK = fmt.Sprintf("chains[%d]", i), f.undeployedOK
		if !nameRE.MatchString(c.Name) {
			return fmt.Errorf("%s.name: %q must be 1-32 lower-case letters, digits or '-', starting with a letter", c.key, c.Name)
		}
		if prev, ok := names[c.Name]; ok {
			return fmt.Errorf("%s.name: %q is already %s", c.key, c.Name, prev)
		}
		names[c.Name] = c.key
		c.key = "chains." + c.Name
		if c.ChainID == 0 {
			return fmt.Errorf("%s.chainId: required", c.key)
		}
		if prev, ok := ids[c.ChainID]; ok {
			return fmt.Errorf("%s.chainId: %d is already %s", c.key, c.ChainID, prev)
		}
		ids[c.ChainID] = c.key
		if err := c.validate(env, dir); err != nil {
			return err
		}
	}
	return nil
}

func (c *Chain) validate(env Lookup, dir string) error {
	if len(c.RPC) == 0 {
		return fmt.Errorf("%s.rpc: at least one endpoint is required", c.key)
	}
	for i := range c.RPC {
		if env == nil { // LoadPublic: endpoints stay unresolved
			break
		}
		if err := c.RPC[i].resolve(fmt.Sprintf("%s.rpc[%d]", c.key, i), env, dir, "http://", "https://"); err != nil {
			return err
		}
		for j := range i {
			if c.RPC[j].url == c.RPC[i].url {
				return fmt.Errorf("%s.rpc[%d]: the same URL as rpc[%d]: a second endpoint must be another node", c.key, i, j)
			}
		}
	}
	if c.WS != nil && env != nil {
		if err := c.WS.resolve(c.key+".ws", env, dir, "ws://", "wss://"); err != nil {
			return err
		}
	}
	if c.CrossCheck != nil && *c.CrossCheck && len(c.RPC) < 2 {
		return fmt.Errorf("%s.crossCheck: needs at least two rpc endpoints, %d given", c.key, len(c.RPC))
	}
	if c.CallTimeout < 0 {
		return fmt.Errorf("%s.callTimeout: %v must not be negative", c.key, c.CallTimeout)
	}
	if err := c.validateFinality(); err != nil {
		return err
	}
	if err := c.validateVault(); err != nil {
		return err
	}
	if c.NativeAsset != "" {
		if err := swap.ValidateAsset(c.NativeAsset); err != nil {
			return fmt.Errorf("%s.nativeAsset: %v", c.key, err)
		}
	}
	for i, t := range c.Tokens {
		key := fmt.Sprintf("%s.tokens[%d]", c.key, i)
		switch {
		case t.Address == "":
			return fmt.Errorf("%s.address: required", key)
		case t.Symbol == "":
			return fmt.Errorf("%s.symbol: required", key)
		case t.Decimals == nil:
			return fmt.Errorf("%s.decimals: required", key)
		case *t.Decimals < 0 || *t.Decimals > 36:
			return fmt.Errorf("%s.decimals: %d must be 0 to 36", key, *t.Decimals)
		}
	}
	for i, f := range c.PriceFeeds {
		key := fmt.Sprintf("%s.priceFeeds[%d]", c.key, i)
		switch {
		case !common.IsHexAddress(f.Address):
			return fmt.Errorf("%s.address: %q is not a 0x-prefixed 20-byte hex address", key, f.Address)
		case f.SequencerUptimeFeed != "" && !common.IsHexAddress(f.SequencerUptimeFeed):
			return fmt.Errorf("%s.sequencerUptimeFeed: %q is not a 0x-prefixed 20-byte hex address", key, f.SequencerUptimeFeed)
		case f.MaxAge < 0 || f.GracePeriod < 0:
			return fmt.Errorf("%s: maxAge and gracePeriod must not be negative", key)
		case f.Base == f.Quote:
			return fmt.Errorf("%s.quote: %q is the base too", key, f.Quote)
		}
		for _, field := range []struct{ name, asset string }{{"base", f.Base}, {"quote", f.Quote}} {
			if !c.NamesAsset(field.asset) {
				return fmt.Errorf("%s.%s: %q is not an asset of this chain (its native coin or a token with decimals)", key, field.name, field.asset)
			}
		}
	}
	if err := c.Dex.validate(c); err != nil {
		return err
	}
	// The scanner's own rules (token addresses and their checksums, symbols,
	// duplicates, retain against depth) are the backstop, in this file's
	// key names.
	sc := c.ScannerConfig()
	if c.undeployedOK && c.Vault.Address == "" {
		sc.Contract = common.HexToAddress("0x1") // not deployed yet: the scanner's other rules still apply
	}
	if err := sc.Validate(); err != nil {
		msg := err.Error()
		switch {
		case strings.HasPrefix(msg, "contract"):
			msg = "vault.address" + strings.TrimPrefix(msg, "contract")
		case strings.HasPrefix(msg, "vault "):
			msg = "vault.version: " + strings.TrimPrefix(msg, "vault ")
		case strings.HasPrefix(msg, "tokens["):
			msg = strings.Replace(msg, "].asset:", "].symbol:", 1)
		}
		return fmt.Errorf("%s.%s", c.key, msg)
	}
	return nil
}

func (c *Chain) validateFinality() error {
	known, isKnown := Defaults[c.ChainID]
	if c.Finality == nil {
		if !isKnown {
			return fmt.Errorf("%s.finality: required: chain %d has no default (defaults: %s)", c.key, c.ChainID, knownList())
		}
		return nil
	}
	f := c.Finality
	switch {
	case f.Tag != "" && f.Depth != 0:
		return fmt.Errorf("%s.finality: give depth or tag, not both", c.key)
	case f.Tag != "" && f.Tag != "safe" && f.Tag != "finalized":
		return fmt.Errorf("%s.finality.tag: %q must be safe or finalized", c.key, f.Tag)
	case f.Tag == "" && f.Depth == 0:
		return fmt.Errorf("%s.finality: a depth of at least 1 or a tag is required", c.key)
	case f.Tag != "" && known.TagUnreliable != "" && !f.AllowUnreliableTag:
		return fmt.Errorf("%s.finality.tag: %q is known unreliable on %s (chain %d): %s; use finality.depth (default %d) or set finality.allowUnreliableTag: true",
			c.key, f.Tag, known.Name, c.ChainID, known.TagUnreliable, known.Finality.Depth)
	case f.AllowUnreliableTag && f.Tag == "":
		return fmt.Errorf("%s.finality.allowUnreliableTag: only means something with finality.tag", c.key)
	}
	return nil
}

func knownList() string {
	var out []string
	for id, k := range Defaults {
		out = append(out, fmt.Sprintf("%d %s", id, k.Name))
	}
	slices.Sort(out)
	return strings.Join(out, ", ")
}

func (c *Chain) validateVault() error {
	v := c.Vault
	key := c.key + ".vault"
	if v.Timelock != "" && (!common.IsHexAddress(v.Timelock) || !strings.HasPrefix(v.Timelock, "0x")) {
		return fmt.Errorf("%s.timelock: %q is not 0x and 40 hex digits", key, v.Timelock)
	}
	if v.DepositFactory != "" {
		switch {
		case !common.IsHexAddress(v.DepositFactory) || !strings.HasPrefix(v.DepositFactory, "0x"):
			return fmt.Errorf("%s.depositFactory: %q is not 0x and 40 hex digits", key, v.DepositFactory)
		case v.Version != "v2":
			return fmt.Errorf("%s.depositFactory: deposit addresses pay into a vault v2 (version: v2)", key)
		}
	}
	for _, asset := range slices.Sorted(maps.Keys(v.SweepMinUnits)) {
		switch {
		case v.DepositFactory == "":
			return fmt.Errorf("%s.sweepMinUnits: means something only with a depositFactory", key)
		case !c.NamesAsset(asset):
			return fmt.Errorf("%s.sweepMinUnits.%s: not an asset of this chain", key, asset)
		}
		if _, err := swap.ParseAmount(key+".sweepMinUnits."+asset, v.SweepMinUnits[asset]); err != nil {
			return err
		}
	}
	switch {
	case v.Address == "" && c.undeployedOK:
		return nil
	case v.Address == "":
		return fmt.Errorf("%s.address: required", key)
	case !common.IsHexAddress(v.Address) || !strings.HasPrefix(v.Address, "0x"):
		return fmt.Errorf("%s.address: %q is not 0x and 40 hex digits", key, v.Address)
	case common.HexToAddress(v.Address) == (common.Address{}):
		return fmt.Errorf("%s.address: the zero address is not a vault", key)
	case v.Version != "" && v.Version != chain.VaultV1 && v.Version != chain.VaultV2:
		return fmt.Errorf("%s.version: %q must be %s or %s", key, v.Version, chain.VaultV1, chain.VaultV2)
	case v.Version != chain.VaultV2 && len(c.Tokens) > 0:
		return fmt.Errorf("%s.tokens: vault %s takes only the native coin; tokens need vault.version %s", c.key, cmp.Or(v.Version, chain.VaultV1), chain.VaultV2)
	case v.StartBlockHash != "" && v.StartBlock == 0:
		return fmt.Errorf("%s.startBlockHash: needs startBlock", key)
	case v.StartBlockHash != "" && !isHash(v.StartBlockHash):
		return fmt.Errorf("%s.startBlockHash: %q is not 0x and 64 hex digits", key, v.StartBlockHash)
	}
	return nil
}

var hashRE = regexp.MustCompile(`^0x[0-9a-fA-F]{64}$`)

func isHash(s string) bool { return hashRE.MatchString(s) }

// resolve reads the endpoint's URL and header secrets. Errors name the key,
// the variable or the file, never a value.
func (e *Endpoint) resolve(key string, env Lookup, dir string, schemes ...string) error {
	set := 0
	for _, v := range []string{e.URL, e.URLEnv, e.URLFile} {
		if v != "" {
			set++
		}
	}
	if set != 1 {
		return fmt.Errorf("%s: give exactly one of url, urlEnv, urlFile", key)
	}
	switch {
	case e.URL != "":
		e.url = e.URL
	case e.URLEnv != "":
		v, ok := env(e.URLEnv)
		if !ok || strings.TrimSpace(v) == "" {
			return fmt.Errorf("%s.urlEnv: %s is not set", key, e.URLEnv)
		}
		e.url = strings.TrimSpace(v)
	default:
		v, err := readSecret(dir, e.URLFile)
		if err != nil {
			return fmt.Errorf("%s.urlFile: %w", key, err)
		}
		e.url = v
	}
	if !slices.ContainsFunc(schemes, func(s string) bool { return strings.HasPrefix(e.url, s) }) {
		// The URL is not quoted: it may hold an API key.
		return fmt.Errorf("%s: the URL must start with %s", key, strings.Join(schemes, " or "))
	}
	e.headers = http.Header{}
	for i, h := range e.Headers {
		hkey := fmt.Sprintf("%s.headers[%d]", key, i)
		if h.Name == "" || strings.ContainsAny(h.Name, " :\r\n") {
			return fmt.Errorf("%s.name: %q is not a header name", hkey, h.Name)
		}
		var v string
		switch {
		case (h.Env == "") == (h.File == ""):
			return fmt.Errorf("%s: give exactly one of env, file (a header value is a secret: never inline)", hkey)
		case h.Env != "":
			got, ok := env(h.Env)
			if !ok || strings.TrimSpace(got) == "" {
				return fmt.Errorf("%s.env: %s is not set", hkey, h.Env)
			}
			v = strings.TrimSpace(got)
		default:
			got, err := readSecret(dir, h.File)
			if err != nil {
				return fmt.Errorf("%s.file: %w", hkey, err)
			}
			v = got
		}
		if strings.ContainsAny(v, "\r\n") {
			return fmt.Errorf("%s: the value holds a line break", hkey)
		}
		e.headers.Add(h.Name, v)
	}
	return nil
}

func readSecret(dir, path string) (string, error) {
	if !filepath.IsAbs(path) {
		path = filepath.Join(dir, path)
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("read %s: %w", path, errors.Unwrap(err))
	}
	v := strings.TrimSpace(string(raw))
	if v == "" {
		return "", fmt.Errorf("%s is empty", path)
	}
	return v, nil
}

// Chain returns the chain named name.
func (f *File) Chain(name string) (Chain, bool) {
	for _, c := range f.Chains {
		if c.Name == name {
			return c, true
		}
	}
	return Chain{}, false
}

// Names lists the chains' names in file order.
func (f *File) Names() []string {
	out := make([]string, len(f.Chains))
	for i, c := range f.Chains {
		out[i] = c.Name
	}
	return out
}

// EffectiveFinality is the configured finality or the chain's default.
func (c Chain) EffectiveFinality() chain.Finality {
	if c.Finality == nil {
		return Defaults[c.ChainID].Finality
	}
	return chain.Finality{Depth: c.Finality.Depth, Tag: c.Finality.Tag}
}

// CrossChecks is the cross-check setting or its default: on with two
// endpoints or more.
func (c Chain) CrossChecks() bool {
	if c.CrossCheck != nil {
		return *c.CrossCheck
	}
	return len(c.RPC) >= 2
}

// ScannerConfig is the chain's scanner configuration (one vault).
func (c Chain) ScannerConfig() chain.Config {
	fin := c.EffectiveFinality()
	native := c.NativeAsset
	if native == "" {
		native = Defaults[c.ChainID].NativeAsset
	}
	cfg := chain.Config{
		ChainID: c.ChainID, Contract: common.HexToAddress(c.Vault.Address), Finality: fin,
		MaxRange: c.MaxRange, Retain: c.Retain, StartBlock: c.Vault.StartBlock,
		NativeAsset: native, Vault: c.Vault.Version,
	}
	if c.Vault.DepositFactory != "" {
		cfg.DepositFactory = common.HexToAddress(c.Vault.DepositFactory)
	}
	if cfg.Retain == 0 && fin.Tag == "" && fin.Depth > 128 {
		// The scanner refuses a depth deeper than its retained window
		// (128 by default): a deep default such as Polygon's keeps as many.
		cfg.Retain = fin.Depth
	}
	for _, t := range c.Tokens {
		cfg.Tokens = append(cfg.Tokens, chain.Token{Address: t.Address, Asset: t.Symbol})
	}
	return cfg
}

// EndpointsConfig is the chain's endpoint set. Endpoints are named by their
// key path (chains.base.rpc[1]), never by URL.
func (c Chain) EndpointsConfig() chain.EndpointsConfig {
	out := chain.EndpointsConfig{ChainID: c.ChainID, CallTimeout: c.CallTimeout, MaxLag: c.MaxLagBlocks, CrossCheck: c.CrossChecks()}
	for i, e := range c.RPC {
		out.Endpoints = append(out.Endpoints, chain.EndpointSpec{Name: fmt.Sprintf("%s.rpc[%d]", c.key, i), URL: e.url, Headers: e.headers.Clone()})
	}
	if c.Vault.StartBlockHash != "" {
		out.Anchor = &store.Block{Number: c.Vault.StartBlock, Hash: strings.ToLower(c.Vault.StartBlockHash)}
	}
	return out
}

// WSURL is the resolved WebSocket URL ("" without one) and its headers.
func (c Chain) WSURL() (string, http.Header) {
	if c.WS == nil {
		return "", nil
	}
	return c.WS.url, c.WS.headers.Clone()
}

// DepositAddressOf is the deposit address of swapID on the chain, when its
// vault has a deposit address factory (ok false otherwise), and the factory.
func (c Chain) DepositAddressOf(swapID string) (addr, factory common.Address, ok bool, err error) {
	if c.Vault.DepositFactory == "" {
		return common.Address{}, common.Address{}, false, nil
	}
	id, err := chain.SwapIDToBytes32(swapID)
	if err != nil {
		return common.Address{}, common.Address{}, false, err
	}
	factory = common.HexToAddress(c.Vault.DepositFactory)
	return vaultv2.DepositAddress(factory, id), factory, true, nil
}

func (d *Dex) validate(c *Chain) error {
	if d == nil {
		return nil
	}
	key := c.key + ".dex"
	switch {
	case !common.IsHexAddress(d.Executor):
		return fmt.Errorf("%s.executor: %q is not a 0x-prefixed 20-byte hex address", key, d.Executor)
	case !common.IsHexAddress(d.Quoter):
		return fmt.Errorf("%s.quoter: %q is not a 0x-prefixed 20-byte hex address", key, d.Quoter)
	case len(d.Pairs) == 0:
		return fmt.Errorf("%s.pairs: name at least one pair the route trades", key)
	}
	seen := map[[2]string]bool{}
	for i, p := range d.Pairs {
		pk := fmt.Sprintf("%s.pairs[%d]", key, i)
		for _, field := range []struct{ name, asset string }{{"in", p.In}, {"out", p.Out}} {
			if !c.NamesAsset(field.asset) {
				return fmt.Errorf("%s.%s: %q is not an asset of this chain (its native coin or a token with decimals)", pk, field.name, field.asset)
			}
		}
		switch {
		case p.In == p.Out:
			return fmt.Errorf("%s.out: %q is the asset in too", pk, p.Out)
		case p.Fee != 100 && p.Fee != 500 && p.Fee != 3000 && p.Fee != 10000:
			return fmt.Errorf("%s.fee: %d is not a Uniswap v3 fee tier (100, 500, 3000, 10000)", pk, p.Fee)
		case seen[[2]string{p.In, p.Out}]:
			return fmt.Errorf("%s: %s → %s is named twice", pk, p.In, p.Out)
		}
		seen[[2]string{p.In, p.Out}] = true
	}
	return nil
}
