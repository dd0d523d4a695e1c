package swap

import (
	"crypto/sha256"
	"encoding/hex"
)

// MaxKeyLen is the longest idempotency key the receivers accept (255 bytes,
// Stripe's limit; internal/harness/providers enforces it). Every key built here fits.
const MaxKeyLen = 255

// ExchangeKey is the idempotency key of a swap's exchange.
func ExchangeKey(swapID string) string { return string(ActionStartExchange) + ":" + swapID }

// PayoutKey is the idempotency key of a swap's payout.
func PayoutKey(swapID string) string { return string(ActionSendPayout) + ":" + swapID }

// RefundKey is the idempotency key of the refund of one deposit: a swap can
// owe several refunds (its own deposit, extra and late deposits), so the
// deposit ref is part of the key. A swap ID and a ref may each be MaxIDLen
// long, which would pass the receivers' limit; such a ref is replaced by a
// digest of it ("#" and 32 hex digits of its SHA-256), so the key still names
// one deposit and fits. Keys that fit keep their readable form: a key, once
// sent, must never change.
func RefundKey(swapID, depositRef string) string {
	key := string(ActionRefund) + ":" + swapID + ":" + depositRef
	if len(key) <= MaxKeyLen {
		return key
	}
	sum := sha256.Sum256([]byte(depositRef))
	return string(ActionRefund) + ":" + swapID + ":#" + hex.EncodeToString(sum[:16])
}
