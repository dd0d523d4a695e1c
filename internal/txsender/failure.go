package txsender

import (
	"errors"
	"fmt"
)

// Code classifies a payment the sender will not (or cannot yet) make. Codes
// are stable: the wiring maps them to non-retryable application errors and
// to the reason an operator sees.
type Code string

const (
	// CodeInvalidInput: the payment itself is wrong (Field names what).
	CodeInvalidInput Code = "invalid-input"
	// CodeUnknownChain: the payment names a chain this sender does not serve.
	CodeUnknownChain Code = "unknown-chain"
	// CodeKeyConflict: the effect key was already used for another payment.
	CodeKeyConflict Code = "key-conflict"
	// CodeTokenNotAllowed: the vault's allowlist does not hold the token.
	CodeTokenNotAllowed Code = "token-not-allowed"
	// CodeCapExceeded: over the vault's per-payment cap for the token.
	CodeCapExceeded Code = "cap-exceeded"
	// CodePeriodCapExceeded: over what the vault lets leave in the current period.
	CodePeriodCapExceeded Code = "period-cap-exceeded"
	// CodeVaultUnderfunded: the vault holds less of the token than the amount.
	CodeVaultUnderfunded Code = "vault-underfunded"
	// CodePayerUnderfunded: the hot wallet cannot pay the gas. A signed
	// transaction keeps its row and nonce: after a top-up, Send again
	// resumes it.
	CodePayerUnderfunded Code = "payer-underfunded"
	// CodeVaultPaused: the vault's owner paused it.
	CodeVaultPaused Code = "vault-paused"
	// CodeNotPayer: the hot key lacks the vault's PAYER_ROLE.
	CodeNotPayer Code = "not-payer"
	// CodeGasCeiling: the payment would cost more gas than the chain's
	// ceiling (Config.MaxGasPerPayment) allows.
	CodeGasCeiling Code = "gas-ceiling"
	// CodeReverted: the payment was mined and reverted for a reason other than
	// AlreadyPaid, or the vault refused it for a reason not listed above.
	CodeReverted Code = "reverted"
)

// Failure is a payment the sender refuses or gave up on, with the field it
// is about. It is a permanent outcome for that input: retrying the same call
// gives the same answer until someone changes the world (funds the vault,
// unpauses it, fixes the input).
type Failure struct {
	Code   Code
	Field  string // the payment or configuration field at fault: "to", "amount", "token", "chainId", "keystore", "payer balance"…
	Detail string // never holds key material
}

func (f *Failure) Error() string {
	if f.Field == "" {
		return fmt.Sprintf("payment refused (%s): %s", f.Code, f.Detail)
	}
	return fmt.Sprintf("payment refused (%s): %s: %s", f.Code, f.Field, f.Detail)
}

// AsFailure returns the *Failure in err's chain, if any.
func AsFailure(err error) (*Failure, bool) {
	var f *Failure
	ok := errors.As(err, &f)
	return f, ok
}

func invalid(field, format string, args ...any) *Failure {
	return &Failure{Code: CodeInvalidInput, Field: field, Detail: fmt.Sprintf(format, args...)}
}

func fail(code Code, field, format string, args ...any) *Failure {
	return &Failure{Code: code, Field: field, Detail: fmt.Sprintf(format, args...)}
}
