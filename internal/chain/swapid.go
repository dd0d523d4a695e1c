package chain

// Swap IDs on chain: the mapping between a swap ID string and the bytes32
// the DepositVault takes and emits.

import (
	"bytes"
	"errors"
	"fmt"
	"unicode"
	"unicode/utf8"
)

// SwapIDSize is the width of the on-chain swap ID: the DepositVault's
// `deposit(bytes32 swapId)` argument.
const SwapIDSize = 32

// Errors returned by SwapIDToBytes32 and SwapIDFromBytes32. Callers can
// match them with errors.Is; the returned errors add the offending value.
var (
	ErrSwapIDEmpty       = errors.New("swap ID is empty")
	ErrSwapIDTooLong     = errors.New("swap ID longer than 32 bytes")
	ErrSwapIDInteriorNUL = errors.New("swap ID contains a NUL byte")
	ErrSwapIDNotUTF8     = errors.New("swap ID is not valid UTF-8")
	ErrSwapIDNotPrint    = errors.New("swap ID contains a non-printable character")
)

// SwapIDToBytes32 maps a swap ID to the bytes32 the deposit contract takes:
// its UTF-8 bytes, right-padded with zeros.
//
// The mapping is only defined for IDs that SwapIDFromBytes32 maps back to the
// same string, so it refuses the same inputs: empty, longer than 32 bytes,
// containing NUL (a trailing NUL would be lost, an interior one is refused on
// decode), invalid UTF-8, or non-printable characters (unicode.IsPrint; the
// ASCII space is allowed).
func SwapIDToBytes32(id string) ([SwapIDSize]byte, error) {
	var out [SwapIDSize]byte
	if len(id) > SwapIDSize {
		return out, fmt.Errorf("%w: %d bytes in %q", ErrSwapIDTooLong, len(id), id)
	}
	if err := validateSwapID([]byte(id)); err != nil {
		return out, err
	}
	copy(out[:], id)
	return out, nil
}

// SwapIDFromBytes32 decodes the swapId of a Deposited event: trailing zero
// bytes are trimmed and the rest must be a non-empty, printable UTF-8 string
// without NUL bytes. Anything else is refused with an error wrapping one of
// the ErrSwapID* values (the raw value is included as hex), so the caller can
// record the deposit as unmatched instead of guessing a swap.
func SwapIDFromBytes32(raw [SwapIDSize]byte) (string, error) {
	b := bytes.TrimRight(raw[:], "\x00")
	if err := validateSwapID(b); err != nil {
		return "", fmt.Errorf("swap ID 0x%x: %w", raw[:], err)
	}
	return string(b), nil
}

func validateSwapID(b []byte) error {
	if len(b) == 0 {
		return ErrSwapIDEmpty
	}
	if i := bytes.IndexByte(b, 0); i >= 0 {
		return fmt.Errorf("%w at byte %d", ErrSwapIDInteriorNUL, i)
	}
	if !utf8.Valid(b) {
		return fmt.Errorf("%w: %q", ErrSwapIDNotUTF8, b)
	}
	for i, r := range string(b) {
		if !unicode.IsPrint(r) {
			return fmt.Errorf("%w: %U at byte %d of %q", ErrSwapIDNotPrint, r, i, b)
		}
	}
	return nil
}
