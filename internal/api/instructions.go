package api

import (
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/chainconf"
)

// Instructions tell the customer how to pay a swap: which call, to which
// vault, with what. They are a pure function of the swap's recorded request,
// its deadline and the chains file, so every answer about a swap repeats them.
type Instructions struct {
	ChainID      uint64 `json:"chainId"`
	Vault        string `json:"vault"`
	VaultVersion string `json:"vaultVersion"`
	Asset        string `json:"asset"`
	// Token is the ERC-20's address, or "native" for the chain's coin.
	Token       string    `json:"token"`
	Decimals    int       `json:"decimals"`
	AmountUnits string    `json:"amountUnits"`
	Amount      string    `json:"amount"`
	Deadline    time.Time `json:"deadline"`
	// SwapIDBytes32 is the swap ID as the vault takes it (chain.SwapIDToBytes32).
	SwapIDBytes32 string `json:"swapIdBytes32"`
	// DepositKey is derived from the swap ID: the vault refuses a key its
	// payer used before, so paying these instructions twice from one account
	// is refused instead of paying twice.
	DepositKey string `json:"depositKey"`
	Function   string `json:"function"`
	Calldata   string `json:"calldata"`
	// Value is the native amount to send with the call: the amount for the
	// native coin, "0" for a token.
	Value string `json:"value"`
	// Approve is the token call that must precede a token deposit (unless
	// the payer uses depositWithPermit).
	Approve    *Approve `json:"approve,omitempty"`
	PaymentURI string   `json:"paymentUri"`
	// DepositAddress is the swap's own address for a plain transfer, when
	// the chain's vault has a deposit address factory: what a customer pays
	// from an exchange, a hardware wallet's send screen or any wallet that
	// cannot call a contract.
	DepositAddress *AddressInstructions `json:"depositAddress,omitempty"`
}

// AddressInstructions are a plain transfer of the amount to the swap's
// deposit address.
type AddressInstructions struct {
	Address string `json:"address"`
	// PaymentURI is the EIP-681 plain transfer: of native coin
	// (ethereum:<address>@<chain>?value=<wei>) or a token's transfer
	// (ethereum:<token>@<chain>/transfer?address=<address>&uint256=<amount>).
	PaymentURI string `json:"paymentUri"`
	// RefundNote says where a refund of a plain transfer goes: only to a
	// refund address given, never to the sender (often an exchange).
	RefundNote string `json:"refundNote"`
}

// plainRefundNote is AddressInstructions.RefundNote.
const plainRefundNote = "a refund of a transfer to this address goes only to the swap's refund address; without one it waits until one is given"

// Approve is an ERC-20 approve of the vault for the amount.
type Approve struct {
	Token    string `json:"token"`
	Spender  string `json:"spender"`
	Calldata string `json:"calldata"`
}

// DepositKey is the depositKey the instructions hand out for a swap.
func DepositKey(swapID string) [32]byte {
	return crypto.Keccak256Hash([]byte("swapengine/api/deposit-key/v1\x00"), []byte(swapID))
}

// asset is what a chain takes for a swap's asset symbol.
type asset struct {
	symbol   string
	token    common.Address // zero: native
	decimals int
}

// nativeAsset is the chain's coin name, as the scanner names it.
func nativeAsset(c chainconf.Chain) string { return c.Native() }

// lookupAsset finds the symbol among the chain's native coin and tokens.
func lookupAsset(c chainconf.Chain, symbol string) (asset, bool) {
	if symbol == nativeAsset(c) {
		return asset{symbol: symbol, decimals: 18}, true
	}
	for _, t := range c.Tokens {
		if t.Symbol == symbol && t.Decimals != nil {
			return asset{symbol: symbol, token: common.HexToAddress(t.Address), decimals: *t.Decimals}, true
		}
	}
	return asset{}, false
}

// assetNames lists what a chain takes, for the refusal.
func assetNames(c chainconf.Chain) string {
	names := []string{nativeAsset(c)}
	for _, t := range c.Tokens {
		names = append(names, t.Symbol)
	}
	return strings.Join(names, ", ")
}

// buildInstructions makes the vault v2 deposit call for a swap.
func buildInstructions(c chainconf.Chain, swapID string, a asset, amount *big.Int, deadline time.Time) (Instructions, error) {
	id, err := chain.SwapIDToBytes32(swapID)
	if err != nil {
		return Instructions{}, err
	}
	key := DepositKey(swapID)
	vault := common.HexToAddress(c.Vault.Address)
	v := vaultv2.NewDepositVaultV2()
	in := Instructions{
		ChainID: c.ChainID, Vault: vault.Hex(), VaultVersion: "v2", Asset: a.symbol, Decimals: a.decimals,
		AmountUnits: amount.String(), Amount: displayAmount(amount, a.decimals), Deadline: deadline.UTC(),
		SwapIDBytes32: "0x" + common.Bytes2Hex(id[:]), DepositKey: "0x" + common.Bytes2Hex(key[:]),
	}
	if addr, _, ok, _ := c.DepositAddressOf(swapID); ok {
		in.DepositAddress = &AddressInstructions{Address: addr.Hex(), RefundNote: plainRefundNote,
			PaymentURI: fmt.Sprintf("ethereum:%s@%d?value=%s", addr.Hex(), c.ChainID, amount)}
		if a.token != (common.Address{}) {
			in.DepositAddress.PaymentURI = fmt.Sprintf("ethereum:%s@%d/transfer?address=%s&uint256=%s", a.token.Hex(), c.ChainID, addr.Hex(), amount)
		}
	}
	if a.token == (common.Address{}) {
		in.Token, in.Value = "native", amount.String()
		in.Function = "deposit(bytes32,bytes32)"
		in.Calldata = "0x" + common.Bytes2Hex(v.PackDeposit(id, key))
		in.PaymentURI = fmt.Sprintf("ethereum:%s@%d/deposit?bytes32=%s&bytes32=%s&value=%s",
			vault.Hex(), c.ChainID, in.SwapIDBytes32, in.DepositKey, amount)
		return in, nil
	}
	in.Token, in.Value = a.token.Hex(), "0"
	in.Function = "depositToken(bytes32,bytes32,address,uint256)"
	in.Calldata = "0x" + common.Bytes2Hex(v.PackDepositToken(id, key, a.token, amount))
	approve := vaultv2.PackERC20Approve(vault, amount)
	in.Approve = &Approve{Token: a.token.Hex(), Spender: vault.Hex(), Calldata: "0x" + common.Bytes2Hex(approve)}
	in.PaymentURI = fmt.Sprintf("ethereum:%s@%d/depositToken?bytes32=%s&bytes32=%s&address=%s&uint256=%s",
		vault.Hex(), c.ChainID, in.SwapIDBytes32, in.DepositKey, a.token.Hex(), amount)
	return in, nil
}

// displayAmount writes base units in display units: 12500000 with 6
// decimals is "12.5"; no float is involved.
func displayAmount(units *big.Int, decimals int) string {
	s := units.String()
	if decimals == 0 {
		return s
	}
	if len(s) <= decimals {
		s = strings.Repeat("0", decimals-len(s)+1) + s
	}
	whole, frac := s[:len(s)-decimals], strings.TrimRight(s[len(s)-decimals:], "0")
	if frac == "" {
		return whole
	}
	return whole + "." + frac
}
