package chain

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/swapengine/swapengine/internal/chain/depositvault"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/evmkey"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
)

// The vault ABI versions a scanner reads (Config.Vault).
const (
	// VaultV1 is contracts/DepositVault.sol: native coin only,
	// Deposited(bytes32 indexed swapId, address indexed payer, uint256 amount, uint256 depositId)
	// with a counter as deposit ID.
	VaultV1 = "v1"
	// VaultV2 is contracts/DepositVaultV2.sol: native coin and allowlisted
	// tokens, Deposited(bytes32 indexed swapId, address indexed token,
	// address indexed payer, uint256 amount, bytes32 depositId, bytes32 depositKey)
	// with an ID that depends only on the deposit transaction.
	VaultV2 = "v2"
)

// Token maps one ERC-20 token a vault v2 takes to the asset symbol deposits
// in it are delivered with (Config.Tokens). The native coin is not listed:
// the vault names it with the zero address and the scanner with NativeAsset.
type Token struct {
	// Address is the token contract, 0x and 40 hex digits; a mixed-case
	// spelling must be its EIP-55 checksum (a typo in one is caught rather
	// than naming some other contract).
	Address string `json:"address"`
	// Asset is the symbol a swap's terms name (USDC, …).
	Asset string `json:"asset"`
}

// vault is Vault or its default.
func (c Config) vault() string { return c.VaultVersion() }

// VaultVersion is Vault or its default, "v1": two configurations that
// differ only by spelling the default are the same scanner.
func (c Config) VaultVersion() string {
	if c.Vault == "" {
		return VaultV1
	}
	return c.Vault
}

// TokenMap is the token map in one canonical spelling, "0x<lower-case
// address>=ASSET" sorted by address, joined by commas ("" for none): the
// order of the list and the case of the addresses mean nothing, so
// settings compare equal however they were written.
func (c Config) TokenMap() string {
	out := make([]string, 0, len(c.Tokens))
	for _, t := range c.Tokens {
		out = append(out, strings.ToLower(t.Address)+"="+t.Asset)
	}
	slices.Sort(out)
	return strings.Join(out, ",")
}

// validateVault checks the vault version and the token map, naming the key.
func (c Config) validateVault() error {
	switch c.vault() {
	case VaultV1:
		if len(c.Tokens) > 0 {
			// Refused, not ignored: an operator who lists tokens expects
			// token deposits to be read, and v1 has no token in its event.
			return fmt.Errorf("tokens: vault %s takes only the native coin; tokens need vault %q", VaultV1, VaultV2)
		}
		if c.DepositFactory != (common.Address{}) {
			return fmt.Errorf("depositFactory: deposit addresses pay into a vault %s", VaultV2)
		}
		return nil
	case VaultV2:
	default:
		return fmt.Errorf("vault %q must be %q or %q", c.Vault, VaultV1, VaultV2)
	}
	native := c.nativeAsset()
	addrs := make(map[common.Address]int, len(c.Tokens))
	assets := make(map[string]int, len(c.Tokens))
	for i, t := range c.Tokens {
		key := fmt.Sprintf("tokens[%d]", i)
		addr, err := parseTokenAddress(t.Address)
		if err != nil {
			return fmt.Errorf("%s.address: %w", key, err)
		}
		if addr == vaultv2.NativeToken {
			return fmt.Errorf("%s.address: the zero address is the vault's native coin; its asset is nativeAsset (%s), not a token", key, native)
		}
		if err := swap.ValidateAsset(t.Asset); err != nil {
			return fmt.Errorf("%s.asset: %v", key, err)
		}
		if j, ok := addrs[addr]; ok {
			return fmt.Errorf("%s.address: %s is listed twice (tokens[%d])", key, strings.ToLower(addr.Hex()), j)
		}
		// One symbol, one token: two tokens under one symbol (a bridged
		// and a native USDC) would bind either to a swap, and a refund "in
		// the deposit's own asset" could no longer say which token to send.
		if j, ok := assets[t.Asset]; ok {
			return fmt.Errorf("%s.asset: %s is already the asset of tokens[%d]; one asset names one token", key, t.Asset, j)
		}
		if t.Asset == native {
			return fmt.Errorf("%s.asset: %s is the native coin's asset (nativeAsset); a token may not share it", key, t.Asset)
		}
		addrs[addr], assets[t.Asset] = i, i
	}
	return nil
}

// parseTokenAddress reads 0x + 40 hex digits; mixed case must be the EIP-55
// checksum.
func parseTokenAddress(s string) (common.Address, error) {
	if !strings.HasPrefix(s, "0x") || len(s) != 42 || !common.IsHexAddress(s) {
		return common.Address{}, fmt.Errorf("%q is not 0x and 40 hex digits", s)
	}
	addr := common.HexToAddress(s)
	// All lower- or all upper-case digits carry no checksum (EIP-55).
	digits := s[2:]
	if digits != strings.ToLower(digits) && digits != strings.ToUpper(digits) && s != addr.Hex() {
		return common.Address{}, fmt.Errorf("%q is mixed case but not its EIP-55 checksum %s: a mistyped address?", s, addr.Hex())
	}
	return addr, nil
}

// assets is the token map the scanner uses: token → symbol, the native
// coin (address(0)) included.
// Config is validated first, so every address parses.
func (c Config) assets() map[common.Address]string {
	out := make(map[common.Address]string, len(c.Tokens)+1)
	out[vaultv2.NativeToken] = c.nativeAsset()
	for _, t := range c.Tokens {
		out[common.HexToAddress(t.Address)] = t.Asset
	}
	return out
}

// DepositedTopic is the Deposited event's topic of the configured vault:
// the filter of every eth_getLogs and the name the bloom checks look for.
func (c Config) DepositedTopic() common.Hash {
	if c.vault() == VaultV2 {
		return vaultv2.NewDepositVaultV2().GetABI().Events[vaultv2.DepositVaultV2DepositedEventName].ID
	}
	return depositvault.NewDepositVault().GetABI().Events[depositvault.DepositVaultDepositedEventName].ID
}

// ErrWrongVault is a vault whose code emits the other version's Deposited
// event: a scanner filtering the configured version's topic would see no
// deposit at all, silently. It also matches ErrNoCode (no code of the
// configured vault), so the scanner workflow stops on it as on that.
var ErrWrongVault = errors.New("wrong vault version")

// checkVaultVersion refuses a contract whose code holds the other vault
// version's Deposited topic and not the configured one's. Solidity pushes
// an event's topic as a 32-byte constant in the emitting contract's code,
// so the check is exact for the project's vaults; a proxy's code holds
// neither topic and passes (the check cannot tell, and must not halt it).
func (s *Scanner) checkVaultVersion(code []byte) error {
	other, otherTopic := VaultV2, Config{Vault: VaultV2}.DepositedTopic()
	if s.cfg.vault() == VaultV2 {
		other, otherTopic = VaultV1, Config{}.DepositedTopic()
	}
	if bytes.Contains(code, otherTopic[:]) && !bytes.Contains(code, s.topic[:]) {
		return fmt.Errorf("%w (%w): the contract %s on chain %d emits vault %s's Deposited event, and the scanner is configured for vault %s: it would never see a deposit. "+
			"Nothing was read or written. Terminate this scanner and start it with vault %s (scanner-start -vault-version %s)",
			ErrWrongVault, ErrNoCode, s.cfg.Contract.Hex(), s.cfg.ChainID, other, s.cfg.vault(), other, other)
	}
	return nil
}

// VaultVersionOf says which vault version's Deposited event the code at
// contract emits: VaultV1, VaultV2, or "" when the code holds neither
// topic (no code, or a proxy) or both. Operator commands about an existing
// scanner use it so that their code check applies the scanner's version.
func VaultVersionOf(ctx context.Context, client *rpc.Client, contract common.Address) (string, error) {
	var code hexutil.Bytes
	if err := client.CallContext(ctx, &code, "eth_getCode", contract, "latest"); err != nil {
		return "", fmt.Errorf("eth_getCode of %s: %w", contract.Hex(), err)
	}
	v1, v2 := Config{}.DepositedTopic(), Config{Vault: VaultV2}.DepositedTopic()
	has1, has2 := bytes.Contains(code, v1[:]), bytes.Contains(code, v2[:])
	switch {
	case has1 && !has2:
		return VaultV1, nil
	case has2 && !has1:
		return VaultV2, nil
	}
	return "", nil
}

// observation decodes one Deposited log of the configured vault.
func (s *Scanner) observation(l *types.Log, blockTime uint64) (store.Observation, error) {
	if s.cfg.vault() == VaultV2 {
		return s.observationV2(l, blockTime)
	}
	return s.observationV1(l, blockTime)
}

// observationV2 decodes a vault v2 Deposited log. The amount is what the
// vault actually received (its balance increase, for fee-on-transfer
// tokens less than the payer sent). The asset is the token's configured
// symbol; a token the configuration does not name (the vault's admin
// allowlisted one the engine was not told about) is still recorded and
// delivered, with the token's lower-case address as its asset: no swap's
// terms can name a 42-character asset (swap.MaxAssetLen), so no swap binds
// it, and the swap refunds it as an extra in its own token (or its refund
// goes to review if the payout side cannot pay that token). Dropping the
// log instead would lose a customer's money without a trace.
func (s *Scanner) observationV2(l *types.Log, blockTime uint64) (store.Observation, error) {
	// Three indexed arguments: a log with other topics is not the vault's,
	// whatever a node claims (the bindings would leave them unset).
	if len(l.Topics) != 4 || l.Topics[0] != s.topic {
		return store.Observation{}, fmt.Errorf("decode Deposited log %d in block #%d: want the vault v2 Deposited topic and 3 indexed arguments, got %d topics", l.Index, l.BlockNumber, len(l.Topics))
	}
	ev, err := s.vault2.UnpackDepositedEvent(l)
	if err == nil && ev.Amount == nil {
		err = errors.New("amount missing")
	}
	if err != nil {
		return store.Observation{}, fmt.Errorf("decode Deposited log %d in block #%d: %w", l.Index, l.BlockNumber, err)
	}
	// The indexed addresses are whole words: upper bytes set mean a log that
	// no vault emitted; the bindings would silently truncate them.
	for i, what := range map[int]string{2: "token", 3: "payer"} {
		if common.BytesToHash(l.Topics[i][:12]) != (common.Hash{}) {
			return store.Observation{}, fmt.Errorf("decode Deposited log %d in block #%d: %s topic %s is not an address", l.Index, l.BlockNumber, what, l.Topics[i].Hex())
		}
	}
	o := s.baseObservation(l, blockTime, ev.SwapId, ev.Payer, ev.Amount)
	o.Token, o.Asset = strings.ToLower(ev.Token.Hex()), s.assetOf(ev.Token)
	o.DepositID = hexutil.Encode(ev.DepositId[:])
	o.DepositRef = evmkey.DepositRefV2(s.cfg.ChainID, s.cfg.Contract, ev.DepositId)
	if s.isSweep(ev.SwapId, ev.Payer) {
		o.Kind = store.ObservationSweep
	}
	return o, nil
}

// assetOf names what a token deposit paid in: the token's configured symbol,
// or for a token the configuration does not name its lower-case address,
// which no swap's terms can name (swap.MaxAssetLen), so that no swap binds
// it and its refund is a person's item when the vault does not take it.
func (s *Scanner) assetOf(token common.Address) string {
	if asset, known := s.tokens[token]; known {
		return asset
	}
	return strings.ToLower(token.Hex())
}

// baseObservation fills what both vault versions share.
func (s *Scanner) baseObservation(l *types.Log, blockTime uint64, swapID32 [32]byte, payer common.Address, amount *big.Int) store.Observation {
	key := evmkey.Observation{ChainID: s.cfg.ChainID, BlockHash: l.BlockHash, LogIndex: uint64(l.Index)}
	swapID, err := SwapIDFromBytes32(swapID32)
	if err != nil {
		// Still recorded: the dispatcher will find no such swap and mark it
		// unmatched for reconciliation rather than dropping the deposit.
		swapID = hexutil.Encode(swapID32[:])
	}
	return store.Observation{
		Key: key.String(), ChainID: s.cfg.ChainID, BlockHash: lowerHash(l.BlockHash), LogIndex: uint64(l.Index),
		BlockNumber: l.BlockNumber, TxHash: lowerHash(l.TxHash), Contract: strings.ToLower(s.cfg.Contract.Hex()),
		SwapID: swapID, Payer: strings.ToLower(payer.Hex()), AmountUnits: amount.String(), BlockTime: blockTime,
	}
}
