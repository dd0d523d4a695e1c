package txsender

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Payment is one keyed vault payment: pay(VaultKey(ChainID, Vault, Key),
// Token, To, Amount) on the vault at Vault, or, with Deposit, the return of
// that deposit to its payer To (refundDeposit). Key is the engine's effect
// key (the idempotency key of the payout or refund); the same Key always
// means the same payment.
type Payment struct {
	Key     string
	ChainID uint64
	Vault   common.Address
	Token   common.Address // vaultv2.NativeToken (zero) for the native coin
	To      common.Address
	Amount  *big.Int // base units
	Deposit *Deposit // set: refundDeposit of this deposit (To is its payer, Amount what the vault received)
	// PaidIn names a transaction that may already have paid the key — the
	// on-chain trade that paid a swap's payout in its own transaction
	// (DexExecutor.tradeAndPay) — so the payment's first step reads that
	// receipt instead of sending (or batching) anything; a receipt without
	// the key's Paid event leaves the payment to be sent as any other.
	PaidIn common.Hash
}

// Deposit names a vault deposit as refundDeposit does: with the payer (the
// payment's To), the token and the amount, these give its deposit ID.
type Deposit struct {
	Key    common.Hash // the payer's depositKey
	SwapID common.Hash // the swap ID word of the Deposited event
}

// PaymentRequest is a Payment as it arrives from outside (an activity's JSON
// input): strings, checked and normalised once by Parse.
type PaymentRequest struct {
	Key     string `json:"key"`
	ChainID uint64 `json:"chainId"`
	Vault   string `json:"vault"`
	Token   string `json:"token"` // "" or the zero address for the native coin
	To      string `json:"to"`
	Amount  string `json:"amount"` // decimal base units
	// DepositKey and DepositSwap (0x words, both or neither) make the
	// payment the return of that deposit to its payer To (refundDeposit).
	DepositKey  string `json:"depositKey,omitempty"`
	DepositSwap string `json:"depositSwap,omitempty"`
	// PaidIn (a 0x transaction hash) is Payment.PaidIn.
	PaidIn string `json:"paidIn,omitempty"`
}

// Parse checks the request's form and returns the Payment, or a *Failure
// naming the first bad field.
func (r PaymentRequest) Parse() (Payment, error) {
	p := Payment{Key: r.Key, ChainID: r.ChainID}
	var err error
	if p.Vault, err = parseAddress("vault", r.Vault); err != nil {
		return Payment{}, err
	}
	if strings.TrimSpace(r.Token) != "" {
		if p.Token, err = parseAddress("token", r.Token); err != nil {
			return Payment{}, err
		}
	}
	if p.To, err = parseAddress("to", r.To); err != nil {
		return Payment{}, err
	}
	amount, ok := new(big.Int).SetString(strings.TrimSpace(r.Amount), 10)
	if !ok {
		return Payment{}, invalid("amount", "%q is not a decimal integer", r.Amount)
	}
	p.Amount = amount
	if r.DepositKey != "" || r.DepositSwap != "" {
		k, err := parseWord("depositKey", r.DepositKey)
		if err != nil {
			return Payment{}, err
		}
		sw, err := parseWord("depositSwap", r.DepositSwap)
		if err != nil {
			return Payment{}, err
		}
		p.Deposit = &Deposit{Key: k, SwapID: sw}
	}
	if r.PaidIn != "" {
		if p.PaidIn, err = parseWord("paidIn", r.PaidIn); err != nil {
			return Payment{}, err
		}
	}
	return p, p.check()
}

func parseWord(field, s string) (common.Hash, error) {
	s = strings.TrimSpace(s)
	if len(s) != 66 || !strings.HasPrefix(s, "0x") || len(common.FromHex(s)) != 32 {
		return common.Hash{}, invalid(field, "%q is not a 0x-prefixed 32-byte word", s)
	}
	return common.HexToHash(s), nil
}

func parseAddress(field, s string) (common.Address, error) {
	s = strings.TrimSpace(s)
	if !common.IsHexAddress(s) {
		return common.Address{}, invalid(field, "%q is not a 20-byte hex address", s)
	}
	// A mixed-case address carries an EIP-55 checksum: a typo in it must not
	// pay a stranger.
	if s[2:] != strings.ToLower(s[2:]) && s[2:] != strings.ToUpper(s[2:]) {
		if a := common.HexToAddress(s); a.Hex() != s {
			return common.Address{}, invalid(field, "%q fails its EIP-55 checksum", s)
		}
	}
	return common.HexToAddress(s), nil
}

// check refuses what is wrong with the payment whatever the chain says.
func (p Payment) check() error {
	switch {
	case strings.TrimSpace(p.Key) == "":
		return invalid("key", "empty effect key")
	case p.ChainID == 0:
		return invalid("chainId", "zero")
	case p.Vault == (common.Address{}):
		return invalid("vault", "zero address")
	case p.To == (common.Address{}):
		return invalid("to", "zero address")
	case p.To == p.Vault:
		return invalid("to", "the vault itself")
	case p.Amount == nil || p.Amount.Sign() <= 0:
		return invalid("amount", "must be positive, got %v", p.Amount)
	case p.Amount.BitLen() > 256:
		return invalid("amount", "does not fit in uint256")
	}
	return nil
}

// vaultKeyDomain separates these keys from any other keccak of the same
// fields; the version lets a future scheme never collide with this one.
const vaultKeyDomain = "swapengine/vault-pay/v1"

// VaultKey is the vault's bytes32 payment key for an effect key:
//
//	keccak256(
//	  "swapengine/vault-pay/v1" ‖ uint256(chainID) ‖ uint256(uint160(vault)) ‖ keccak256(utf8(effectKey))
//	)
//
// The chain ID and vault address are inside the hash, so the same effect key
// on another chain or on a redeployed vault is another key there (and the
// vault's AlreadyPaid guard can never be tripped by, or hide, a payment made
// elsewhere). The effect key is hashed first so that no choice of key text
// can shift the fixed-width fields. The derivation is stable: changing it
// would let every past payment be paid again, so a new scheme needs a new
// domain string and a migration story.
func VaultKey(chainID uint64, vault common.Address, effectKey string) common.Hash {
	return crypto.Keccak256Hash(
		[]byte(vaultKeyDomain),
		common.LeftPadBytes(new(big.Int).SetUint64(chainID).Bytes(), 32),
		common.LeftPadBytes(vault.Bytes(), 32),
		crypto.Keccak256([]byte(effectKey)),
	)
}

func (p Payment) String() string {
	return fmt.Sprintf("payment %q: %s of token %s to %s via vault %s on chain %d", p.Key, p.Amount, p.Token.Hex(), p.To.Hex(), p.Vault.Hex(), p.ChainID)
}

// same reports whether a stored row describes p (the key was not reused for
// another payment).
func (p Payment) same(r *row) bool {
	return r.kind == kindPay && r.chainID == p.ChainID && r.vault == p.Vault && r.token == p.Token &&
		r.to == p.To && r.amount != nil && r.amount.Cmp(p.Amount) == 0 &&
		(r.deposit == nil) == (p.Deposit == nil) && (p.Deposit == nil || *r.deposit == *p.Deposit)
}

// calldata is the vault call of a payment row: pay, or refundDeposit for
// the return of a deposit. Every signing, estimate and replay packs it here.
func (r *row) calldata() []byte {
	if r.deposit != nil {
		return vaultABI.PackRefundDeposit(r.vaultKey, r.to, r.deposit.Key, r.deposit.SwapID, r.token, r.amount)
	}
	return vaultABI.PackPay(r.vaultKey, r.token, r.to, r.amount)
}
