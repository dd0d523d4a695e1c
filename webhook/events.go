package webhook

// Merchant webhook event types: the payload's "type". Each names what the
// status change means to a merchant, one per status of the swap state
// machine (internal/swap); a status change is one event, under one
// webhook-id ("webhook:<swapId>:<revision>").
const (
	// TypeStatusChanged is the type of a status no other type names (none
	// today), so a new status is never left unsent.
	TypeStatusChanged = "swap.status_changed"

	TypeSwapWaiting      = "swap.waiting"      // back to waiting: a reorg removed the deposit
	TypeDepositDetected  = "deposit.detected"  // a deposit is seen, not yet final
	TypeDepositConfirmed = "deposit.confirmed" // the deposit is final; the exchange starts
	TypePayoutSending    = "payout.sending"    // the exchange filled; the payout is being sent
	TypeSwapCompleted    = "swap.completed"    // paid out: payout carries the transaction
	TypeSwapOverdue      = "swap.overdue"      // the deposit deadline passed without a deposit
	TypeSwapHeld         = "swap.held"         // held for a person: holdCode says why
	TypeSwapRefunding    = "swap.refunding"    // the deposit is being refunded
	TypeSwapRefunded     = "swap.refunded"     // the deposit was refunded
	TypeSwapFailed       = "swap.failed"       // ended without payout or refund: failureCode says why
	TypeSwapExpired      = "swap.expired"      // no deposit came, even after the grace period
)

// eventTypes maps the swap's status (internal/swap.Status) to its event.
var eventTypes = map[string]string{
	"waiting":   TypeSwapWaiting,
	"deposit":   TypeDepositDetected,
	"exchange":  TypeDepositConfirmed,
	"sending":   TypePayoutSending,
	"success":   TypeSwapCompleted,
	"overdue":   TypeSwapOverdue,
	"held":      TypeSwapHeld,
	"refunding": TypeSwapRefunding,
	"refunded":  TypeSwapRefunded,
	"failed":    TypeSwapFailed,
	"expired":   TypeSwapExpired,
}

// EventType is the event a change to status is; a status it does not know
// (none today) is TypeStatusChanged, so a new status never goes unsent.
func EventType(status string) string {
	if t, ok := eventTypes[status]; ok {
		return t
	}
	return TypeStatusChanged
}

// StatusOf is the status whose change an event type announces; false for
// TypeStatusChanged and types that are none.
func StatusOf(eventType string) (string, bool) {
	for status, t := range eventTypes {
		if t == eventType {
			return status, true
		}
	}
	return "", false
}

// EventTypes are every type a payload may carry, TypeStatusChanged first.
func EventTypes() []string {
	return []string{TypeStatusChanged, TypeSwapWaiting, TypeDepositDetected, TypeDepositConfirmed, TypePayoutSending,
		TypeSwapCompleted, TypeSwapOverdue, TypeSwapHeld, TypeSwapRefunding, TypeSwapRefunded, TypeSwapFailed, TypeSwapExpired}
}
