package swap

import (
	"fmt"
	"unicode/utf8"
)

// The state budget. Everything a delivery can add to a swap's state is bounded
// here, so the state carried across continue-as-new and the status query stay
// far below Temporal's limits (2 MiB payload, 4 MiB gRPC message) whatever
// arrives: TestStateStaysWithinBudget encodes the worst case.
const (
	// MaxIDLen bounds event IDs, swap IDs and deposit refs.
	MaxIDLen = 200
	// MaxAssetLen bounds asset names (ETH, USDC…).
	MaxAssetLen = 32
	// MaxAddressLen bounds payout and refund addresses.
	MaxAddressLen = 128
	// MaxChainHashLen bounds blockHash and txHash (0x + 64 hex digits, with room
	// for chains that spell them longer).
	MaxChainHashLen = 130
	// MaxNoteLen bounds an operator's note.
	MaxNoteLen = 500
	// maxReasonLen bounds every reason kept in state (rejections, ledger
	// entries, hold and failure reasons, effect details).
	maxReasonLen = 300
	// maxTypeLen bounds an event type echoed back from bad input.
	maxTypeLen = 40

	// LedgerWindow is how many consumed event IDs the ledger keeps exactly.
	// Older entries are retired to counts: a redelivery of a retired ID is
	// classified again by the state machine, whose business guards (a final
	// deposit, a status already left, a refund already owed) refuse a second
	// transition. What is lost beyond the window is only the distinction
	// duplicate / already-applied and the integrity-conflict check for that ID.
	LedgerWindow = 500
	// ledgerSlack lets the ledger overshoot the window before it retires, so
	// retirement (a sort) runs once per ledgerSlack deliveries, not on each.
	ledgerSlack = 100
	// MaxExtras bounds the refundable extra deposits tracked one by one (each
	// refunded under its own key). Beyond it, further refundable deposits are
	// counted in ExtraOverflow and left to an operator, never refunded twice.
	MaxExtras = 100
	// dustRecent is how many dust deposits are remembered by ref (to match a
	// confirmation or a reorg to its observation); older dust is in the counts.
	dustRecent = 128
	// maxViolations bounds the finality violations kept in the state.
	maxViolations = 8
	// maxWebhookEffects bounds the webhook outcomes kept one by one.
	maxWebhookEffects = 64
)

// Truncate shortens s to at most n bytes on a rune boundary, saying how much
// was cut, so a megabyte field arriving in a signal is recorded as a bounded
// prefix that still identifies it.
func Truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	suffix := fmt.Sprintf("…(+%d bytes)", len(s)-n)
	cut := n - len(suffix)
	if cut < 0 {
		cut = 0
	}
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + suffix
}

func maxLen(field, s string, n int) error {
	if len(s) > n {
		return &FieldError{field, fmt.Sprintf("is longer than %d characters", n)}
	}
	return nil
}

// validateToken checks a short name (an asset): required, bounded, no spaces.
func validateToken(field, s string, n int) error {
	if err := ValidateID(field, s); err != nil {
		return err
	}
	return maxLen(field, s, n)
}

// ValidateAsset checks an asset name (ETH, USDC…): required, bounded, no spaces.
func ValidateAsset(s string) error { return validateToken("asset", s, MaxAssetLen) }
