// Package swap is the swap domain: statuses, deposit events, their validation and
// fingerprint, the dedup ledger and the state machine. It is pure Go with no
// Temporal import so the rules can be tested and fuzzed on their own; the
// workflow in workflows/ only orchestrates what this package decides.
package swap

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math/big"
	"strings"
)

// EventType names a deposit event. The values double as the Temporal signal names.
type EventType string

const (
	DepositObserved  EventType = "deposit-observed"
	DepositConfirmed EventType = "deposit-confirmed"
	DepositReorged   EventType = "deposit-reorged"
)

// Event is one delivery of a deposit fact to a swap. EventID identifies the
// delivery (to detect replays); DepositRef identifies the on-chain transfer.
type Event struct {
	EventID     string    `json:"eventId"`
	SwapID      string    `json:"swapId"`
	Type        EventType `json:"type"`
	DepositRef  string    `json:"depositRef"`
	AmountUnits string    `json:"amountUnits"`
	// Asset is what the deposit paid in (the scanner names it: the chain's
	// native coin or a token's symbol). A deposit in another asset than the
	// terms' never binds the swap; it is refunded in its own asset. Empty (a
	// hand-sent delivery, say): the terms' asset.
	Asset string `json:"asset,omitempty"`
	// Optional chain coordinates of the observation, informational only: they are
	// not part of the fingerprint because the deposit ref already names the transfer.
	ChainID     uint64 `json:"chainId,omitempty"`
	BlockNumber uint64 `json:"blockNumber,omitempty"`
	BlockHash   string `json:"blockHash,omitempty"`
	TxHash      string `json:"txHash,omitempty"`
	// BlockTime is the including block's timestamp (Unix seconds), set by the
	// chain scanner: lateness is judged by when the deposit was mined, not by
	// when the delivery arrived. Not part of the fingerprint.
	BlockTime int64 `json:"blockTime,omitempty"`
	// Payer is the account that paid the deposit, when the chain names one
	// (vault v2's Deposited event does). An extra or late deposit is
	// refunded to it rather than to the swap's customer (see refundTo).
	// Not part of the fingerprint: the deposit ref names the transfer, and
	// a redelivery that adds the payer is the same fact.
	Payer string `json:"payer,omitempty"`
	// Via says how the deposit arrived when not by a call to the vault:
	// ViaDepositAddress, a plain transfer to the swap's deposit address. Its
	// sender is not named (often an exchange's shared wallet), so it is
	// refunded only to a refund address someone gave. Not part of the
	// fingerprint: the deposit ref names the transfer.
	Via string `json:"via,omitempty"`
}

// ViaDepositAddress marks a deposit paid by a plain transfer to the swap's
// deposit address (Event.Via).
const ViaDepositAddress = "deposit-address"

// FieldError says which field of an input is wrong and why.
type FieldError struct {
	Field  string
	Reason string
}

func (e *FieldError) Error() string { return e.Field + ": " + e.Reason }

// MaxAmountDigits bounds amounts to what fits in a uint256 (78 decimal digits).
const MaxAmountDigits = 78

// maxIDLen keeps identities within what Temporal IDs and idempotency keys accept.
const maxIDLen = MaxIDLen

// ParseAmount parses integer base units written as a canonical positive decimal
// string. Anything a float, a sign, an exponent or padding could sneak in is
// refused, because two spellings of one amount would fingerprint differently.
func ParseAmount(field, s string) (*big.Int, error) {
	switch {
	case s == "":
		return nil, &FieldError{field, "is required"}
	case len(s) > MaxAmountDigits:
		return nil, &FieldError{field, fmt.Sprintf("has more than %d digits", MaxAmountDigits)}
	case s[0] == '0':
		if s == "0" {
			return nil, &FieldError{field, "must be positive"}
		}
		return nil, &FieldError{field, "must not have leading zeros"}
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return nil, &FieldError{field, fmt.Sprintf("must be a positive integer in base units, found %q", s[i])}
		}
	}
	n, ok := new(big.Int).SetString(s, 10)
	if !ok {
		return nil, &FieldError{field, "is not a decimal integer"}
	}
	return n, nil
}

// ValidateID checks an identity field: non-empty, bounded, printable, no spaces.
func ValidateID(field, s string) error {
	if strings.TrimSpace(s) == "" {
		return &FieldError{field, "is required"}
	}
	if len(s) > maxIDLen {
		return &FieldError{field, fmt.Sprintf("is longer than %d characters", maxIDLen)}
	}
	for _, r := range s {
		if r <= ' ' || r == 0x7f {
			return &FieldError{field, "must not contain whitespace or control characters"}
		}
	}
	return nil
}

// ValidateSwapID is ValidateID for a swap ID, which is also a workflow ID
// and travels in gRPC headers and URL paths: printable ASCII only (Temporal
// refuses a header value outside it, so a swap recorded under such an ID
// could never be started or read).
func ValidateSwapID(field, s string) error {
	if err := ValidateID(field, s); err != nil {
		return err
	}
	for i := 0; i < len(s); i++ {
		if s[i] < 0x21 || s[i] > 0x7e {
			return &FieldError{field, "must be printable ASCII (letters, digits, punctuation)"}
		}
	}
	return nil
}

// Validate checks every field a transition depends on and names the first bad one.
func (e Event) Validate() error {
	switch e.Type {
	case DepositObserved, DepositConfirmed, DepositReorged:
	case "":
		return &FieldError{"type", "is required"}
	default:
		return &FieldError{"type", fmt.Sprintf("unknown event type %q", e.Type)}
	}
	if err := ValidateID("eventId", e.EventID); err != nil {
		return err
	}
	if err := ValidateID("swapId", e.SwapID); err != nil {
		return err
	}
	if err := ValidateID("depositRef", e.DepositRef); err != nil {
		return err
	}
	if _, err := ParseAmount("amountUnits", e.AmountUnits); err != nil {
		return err
	}
	if e.Asset != "" && !IsTokenAddressAsset(e.Asset) {
		if err := validateToken("asset", e.Asset, MaxAssetLen); err != nil {
			return err
		}
	}
	if e.Via != "" && e.Via != ViaDepositAddress {
		return &FieldError{"via", fmt.Sprintf("must be empty or %q", ViaDepositAddress)}
	}
	if e.Payer != "" {
		if err := validateToken("payer", e.Payer, MaxAddressLen); err != nil {
			return err
		}
	}
	if err := maxLen("blockHash", e.BlockHash, MaxChainHashLen); err != nil {
		return err
	}
	if err := maxLen("txHash", e.TxHash, MaxChainHashLen); err != nil {
		return err
	}
	if e.BlockTime < 0 {
		return &FieldError{"blockTime", "must not be negative"}
	}
	return nil
}

// fingerprintVersion is hashed first so that a future change of the encoding
// can never collide with fingerprints already stored in running workflows.
const fingerprintVersion = "swap-event-fingerprint/v1"

// Fingerprint is the canonical identity of an event's meaning: SHA-256 over
// length-prefixed type, swap ID, deposit ref and amount, in that fixed order.
// Length prefixes make ("ab","c") and ("a","bc") distinct. The encoding is part
// of the workflow's persisted state: never change it without a new version tag.
func (e Event) Fingerprint() string {
	h := sha256.New()
	var n [8]byte
	fields := []string{fingerprintVersion, string(e.Type), e.SwapID, e.DepositRef, e.AmountUnits}
	if e.Asset != "" {
		// Only when named, so an event that does not name it keeps the
		// fingerprint running swaps have recorded for it.
		fields = append(fields, "asset", e.Asset)
	}
	for _, f := range fields {
		binary.BigEndian.PutUint64(n[:], uint64(len(f)))
		h.Write(n[:])
		h.Write([]byte(f))
	}
	return hex.EncodeToString(h.Sum(nil))
}

// IsTokenAddressAsset says whether an event's asset is a token's lower-case
// address (0x and 40 hex digits): the chain scanner's name for a deposit in
// a token its configuration does not map to a symbol. Events may carry it;
// terms may not (it is longer than MaxAssetLen), so such a deposit never
// binds a swap and is refunded in its own token.
func IsTokenAddressAsset(s string) bool {
	if len(s) != 42 || s[:2] != "0x" {
		return false
	}
	for _, r := range s[2:] {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f') {
			return false
		}
	}
	return true
}
