package swap

import (
	"fmt"
	"time"
)

// MaxDepositWindow bounds how long a swap waits for its deposit: a longer
// window is a typo, and a swap open for months holds its run for nothing.
const MaxDepositWindow = 30 * 24 * time.Hour

// ValidateStart is what makes terms a swap that can start: Validate's rules
// for each field, then the rules between fields. It is the one rule set of a
// start, and every door calls it: the workflow on a fresh start (the door
// every start goes through, Temporal Web and `temporal workflow start`
// included), the swap API and the start command before they start anything.
// It names the first wrong term by its JSON name in a *FieldError; each
// surface adds only its own names (a flag, a JSON member).
func (t Terms) ValidateStart() error {
	if err := t.Validate(); err != nil {
		return err
	}
	if t.ChainID == 0 {
		return &FieldError{Field: "chainId", Reason: "is required: the positive ID of the chain the deposit is paid on"}
	}
	if t.PayoutAsset != "" && t.PayoutAsset == t.Asset {
		return &FieldError{Field: "payoutAsset", Reason: t.PayoutAsset + " is the deposit asset: a swap exchanges one asset for another"}
	}
	return nil
}

// ValidateDepositWindow checks how long a swap starting now waits for its
// deposit: more than nothing, at most MaxDepositWindow. field is the
// surface's name for it (deadline, deadlineSeconds, depositDeadline).
func ValidateDepositWindow(field string, d time.Duration) error {
	switch {
	case d <= 0:
		return &FieldError{Field: field, Reason: "must be in the future"}
	case d > MaxDepositWindow:
		return &FieldError{Field: field, Reason: fmt.Sprintf("is longer than %v (30 days)", MaxDepositWindow)}
	}
	return nil
}
