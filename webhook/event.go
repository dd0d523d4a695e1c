package webhook

import (
	"encoding/json"
	"fmt"
	"time"
)

// Event is the body of every merchant webhook: one status change of a
// swap (docs/webhooks.md; its JSON Schema is docs/schemas/webhook.schema.json).
// Decode one with ParseEvent after Verifier.Verify.
type Event struct {
	Type        string `json:"type"`
	SwapID      string `json:"swapId"`
	Status      string `json:"status"`
	Revision    int64  `json:"revision"`
	Seq         int64  `json:"seq"`
	DepositRef  string `json:"depositRef,omitempty"`
	AmountUnits string `json:"amountUnits"`
	Asset       string `json:"asset"`
	// HoldCode and FailureCode are fixed codes (swap.HoldCode, swap.FailureCode);
	// HoldReason and FailureReason their fixed texts, never an internal reason.
	HoldCode      string    `json:"holdCode,omitempty"`
	HoldReason    string    `json:"holdReason,omitempty"`
	FailureCode   string    `json:"failureCode,omitempty"`
	FailureReason string    `json:"failureReason,omitempty"`
	OccurredAt    time.Time `json:"occurredAt"`
	// Payout is what the customer is paid, once the exchange has filled:
	// the asset and amount, and when the payout succeeded its transaction
	// (TxHash, on-chain payouts) or the payout receiver's Reference.
	Payout *EventPayout `json:"payout,omitempty"`
	// Quote is the quote the swap was created from (issue 28): what it
	// expects to pay out, the bounds it never leaves and, fixed, until when
	// a deposit earns the promise.
	Quote *EventQuote `json:"quote,omitempty"`
	// Metadata is the merchant's own, as given when the swap was created.
	Metadata map[string]string `json:"metadata,omitempty"`
	// Attempt (1, 2, …) and Redelivery are set at send time from the
	// request, not by the workflow's payload: they differ between sends of
	// one webhook-id, which is otherwise the same body every time.
	Attempt    int  `json:"attempt,omitempty"`
	Redelivery bool `json:"redelivery"`
	// Test marks an example event the merchant asked for (POST
	// /v1/webhook-endpoint/test) to try its endpoint: of no swap (its swapId
	// is test_…), under a webhook-id of its own. Never act on one.
	Test bool `json:"test,omitempty"`
}

// EventPayout is an event's payout.
type EventPayout struct {
	Asset       string `json:"asset,omitempty"`
	AmountUnits string `json:"amountUnits"`
	TxHash      string `json:"txHash,omitempty"`
	Reference   string `json:"reference,omitempty"`
}

// EventQuote is an event's quote.
type EventQuote struct {
	ID string `json:"id"`
	// Source names the price sources that agreed on it (e.g. feed:ETH/USDC@0x…).
	Source           string     `json:"source,omitempty"`
	Kind             string     `json:"kind"`
	PayoutAsset      string     `json:"payoutAsset"`
	ExpectedOutUnits string     `json:"expectedOutUnits"`
	MinOutUnits      string     `json:"minOutUnits"`
	MaxOutUnits      string     `json:"maxOutUnits"`
	ExpiresAt        *time.Time `json:"expiresAt,omitempty"`
}

// ParseEvent decodes a verified webhook body. Members it does not know are
// ignored (an event may gain fields; see docs/webhooks.md, Compatibility);
// a body that is not an event — no type, no swapId, a revision below 1 — is
// an error naming what is missing.
func ParseEvent(body []byte) (Event, error) {
	var e Event
	if err := json.Unmarshal(body, &e); err != nil {
		return Event{}, fmt.Errorf("webhook event: %w", err)
	}
	switch {
	case e.Type == "":
		return Event{}, fmt.Errorf("webhook event: type is missing")
	case e.SwapID == "":
		return Event{}, fmt.Errorf("webhook event: swapId is missing")
	case e.Status == "":
		return Event{}, fmt.Errorf("webhook event: status is missing")
	case e.Revision < 1:
		return Event{}, fmt.Errorf("webhook event: revision %d is not a revision", e.Revision)
	}
	return e, nil
}
