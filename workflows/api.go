// Package workflows holds the deterministic orchestration: SwapWorkflow turns
// deposit events into swap state (decided by internal/swap) and runs the
// effects that state asks for as activities. No I/O, clock, randomness or
// map iteration here: everything comes from the workflow API.
package workflows

import (
	"time"

	"go.temporal.io/sdk/temporal"

	"swapengine/activities"
	"swapengine/internal/swap"
)

// TaskQueue is where swap workflows and their activities run.
const TaskQueue = "swaps"

// Message names: what operators type into `temporal workflow signal --name …`.
const (
	SignalDepositObserved  = string(swap.DepositObserved)
	SignalDepositConfirmed = string(swap.DepositConfirmed)
	SignalDepositReorged   = string(swap.DepositReorged)
	UpdateConfirmDeposit   = "confirm-deposit"
	UpdateResolveHold      = "resolve-hold"
	QueryStatus            = "status"
)

// SwapStatusKey is the search attribute that makes
// `temporal workflow list --query 'SwapStatus="exchange"'` work.
var SwapStatusKey = temporal.NewSearchAttributeKeyKeyword("SwapStatus")

// SwapInput starts (or continues) a swap. The workflow ID must equal Terms.SwapID.
type SwapInput struct {
	Terms swap.Terms `json:"terms"`
	// WebhookURL receives a signed notification per status change; empty disables them.
	WebhookURL string `json:"webhookUrl,omitempty"`
	// DepositDeadline is absolute so that it survives continue-as-new unchanged.
	DepositDeadline time.Time `json:"depositDeadline,omitzero"`
	Tuning          Tuning    `json:"tuning,omitzero"`

	// Carried by continue-as-new; empty on a fresh start.
	State         *swap.Swap                  `json:"state,omitempty"`
	WebhooksQueue []activities.WebhookRequest `json:"webhooksQueue,omitempty"`
	// WebhookRetry is where the delivery at the head of WebhooksQueue stands
	// when a run hands over between two of its attempts.
	WebhookRetry *WebhookRetry `json:"webhookRetry,omitempty"`
	// WebhookGoneURL is an endpoint that answered 410: nothing more is sent to it.
	WebhookGoneURL string `json:"webhookGoneUrl,omitempty"`
	// Runs counts the runs before this one.
	Runs int `json:"runs,omitempty"`
}

// StatusView answers the status query.
type StatusView struct {
	SwapID          string              `json:"swapId"`
	Status          swap.Status         `json:"status"`
	Revision        int64               `json:"revision"`
	Terms           swap.Terms          `json:"terms"`
	Deposit         *swap.Deposit       `json:"deposit,omitempty"`
	Extra           []swap.ExtraDeposit `json:"extra,omitempty"`
	HoldReason      string              `json:"holdReason,omitempty"`
	FailureReason   string              `json:"failureReason,omitempty"`
	DepositDeadline time.Time           `json:"depositDeadline,omitzero"`
	DeadlinePassed  bool                `json:"deadlinePassed"`
	Ledger          LedgerView          `json:"ledger"`
	Effects         []swap.Effect       `json:"effects"`
	Pending         []swap.Action       `json:"pending,omitempty"`
	WebhooksQueued  int                 `json:"webhooksQueued"`
	Runs            int                 `json:"runs"`
}

// LedgerView is the ledger without its per-event map: counts, conflicts and refusals.
type LedgerView struct {
	Events         int              `json:"events"`
	Applied        int              `json:"applied"`
	AlreadyApplied int              `json:"alreadyApplied"`
	Duplicates     int              `json:"duplicates"`
	ConflictsTotal int              `json:"conflictsTotal"`
	Conflicts      []swap.Conflict  `json:"conflicts,omitempty"`
	RejectedTotal  int              `json:"rejectedTotal"`
	Rejections     []swap.Rejection `json:"rejections,omitempty"`
}

// ResolveHoldRequest is an operator's decision on a held swap: "retry" runs
// the failed effect again under its same key; "refund" returns the final deposit.
type ResolveHoldRequest struct {
	Action swap.Resolution `json:"action"`
	Note   string          `json:"note,omitempty"`
}
