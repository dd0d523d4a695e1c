// Package workflows holds the deterministic orchestration: SwapWorkflow turns
// deposit events into swap state (decided by internal/swap) and runs the
// effects that state asks for as activities. No I/O, clock, randomness or
// map iteration here: everything comes from the workflow API.
package workflows

import (
	"fmt"
	"time"

	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/swap"
)

// TaskQueue is where swap workflows and their activities run.
const TaskQueue = "swaps"

// Message names: what operators type into `temporal workflow signal --name …`.
const (
	SignalDepositObserved  = string(swap.DepositObserved)
	SignalDepositConfirmed = string(swap.DepositConfirmed)
	SignalDepositReorged   = string(swap.DepositReorged)
	UpdateConfirmDeposit   = "confirm-deposit"
	// UpdateDeliverDeposit takes a deposit event of any type: how the outbox
	// dispatcher delivers, so that a refused delivery never enters history and
	// no delivery counts toward the run's signals (history bounds).
	UpdateDeliverDeposit = "deliver-deposit"
	UpdateResolveHold    = "resolve-hold"
	// UpdateCreated is the update of the swap API's Update-with-Start: it
	// changes nothing and answers the status view, so the creator learns in
	// the same call that the workflow runs and took the swap.
	UpdateCreated = "created"
	// UpdateSetRefundAddress sets where refunds go on a running swap
	// (RefundAddressRequest); its validator refuses a bad address, and any
	// change once the swap finished or a refund of its deposit was scheduled.
	UpdateSetRefundAddress = "set-refund-address"
	// UpdateCancel cancels a swap that still waits for its deposit (the
	// swap API's POST /v1/swaps/{id}/cancel); its validator refuses once a
	// deposit was seen: the workflow, which orders deliveries and updates,
	// decides a deposit racing the cancel, and the deposit is never lost.
	UpdateCancel = "cancel"
	QueryStatus  = "status"
)

// SwapStatusKey is the search attribute that makes
// `temporal workflow list --query 'SwapStatus="exchange"'` work.
var SwapStatusKey = temporal.NewSearchAttributeKeyKeyword("SwapStatus")

// SwapInput starts (or continues) a swap. The workflow ID must equal Terms.SwapID.
// A start carries the public terms and options only (Terms, WebhookURL,
// DepositDeadline, Tuning); the fields below them are the carried state of a
// continued run and are refused on a start.
type SwapInput struct {
	Terms swap.Terms `json:"terms"`
	// WebhookURL receives a signed notification per status change; empty disables them.
	WebhookURL string `json:"webhookUrl,omitempty"`
	// MerchantID is the swap API merchant the swap belongs to: its webhooks
	// go to the merchant's URL (WebhookURL, when set, instead) signed with
	// the merchant's secrets, both looked up at delivery time (only the ID is
	// in history). Empty: WebhookURL and the worker's WEBHOOK_SECRETS.
	MerchantID string `json:"merchantId,omitempty"`
	// MerchantSwapID is the merchant's own ID of the swap (the swap API's
	// swapId, unique per merchant only): webhooks name the swap by it. The
	// swap ID in Terms, the workflow ID, is derived from it and the merchant
	// (api.WorkflowID). Empty: webhooks name the swap by its swap ID.
	MerchantSwapID string `json:"merchantSwapId,omitempty"`
	// Metadata is the merchant's own key-value pairs (the API bounds them):
	// echoed on every webhook, never read.
	Metadata map[string]string `json:"metadata,omitempty"`
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
	SwapID        string              `json:"swapId"`
	Status        swap.Status         `json:"status"`
	Revision      int64               `json:"revision"`
	Terms         swap.Terms          `json:"terms"`
	Deposit       *swap.Deposit       `json:"deposit,omitempty"`
	Extra         []swap.ExtraDeposit `json:"extra,omitempty"`
	ExtraOverflow swap.Tally          `json:"extraOverflow,omitzero"`
	Dust          swap.DustTally      `json:"dust,omitzero"`
	HoldReason    string              `json:"holdReason,omitempty"`
	HoldCode      swap.HoldCode       `json:"holdCode,omitempty"`
	// Violations are finality violations: final deposits a reorg removed.
	Violations    []string `json:"violations,omitempty"`
	FailureReason string   `json:"failureReason,omitempty"`
	// FailureCode is FailureReason's fixed, public code (swap.PublicFailure):
	// what may be shown to a merchant or a customer.
	FailureCode string `json:"failureCode,omitempty"`
	// Items are the failed effects waiting for an operator, one per key.
	Items                 []swap.Item   `json:"items,omitempty"`
	Fill                  *swap.Fill    `json:"fill,omitempty"`
	DepositDeadline       time.Time     `json:"depositDeadline,omitzero"`
	DeadlinePassed        bool          `json:"deadlinePassed"`
	Ledger                LedgerView    `json:"ledger"`
	Effects               []swap.Effect `json:"effects"`
	WebhookEffectsRetired int           `json:"webhookEffectsRetired,omitempty"`
	Pending               []swap.Action `json:"pending,omitempty"`
	WebhooksQueued        int           `json:"webhooksQueued"`
	Runs                  int           `json:"runs"`
	SignalsThisRun        int           `json:"signalsThisRun"`
}

// LedgerView is the ledger without its per-event map: counts, conflicts and refusals.
type LedgerView struct {
	Events         int              `json:"events"`
	Retired        int              `json:"retired,omitempty"`
	Applied        int              `json:"applied"`
	AlreadyApplied int              `json:"alreadyApplied"`
	Duplicates     int              `json:"duplicates"`
	ConflictsTotal int              `json:"conflictsTotal"`
	Conflicts      []swap.Conflict  `json:"conflicts,omitempty"`
	RejectedTotal  int              `json:"rejectedTotal"`
	Rejections     []swap.Rejection `json:"rejections,omitempty"`
}

// ResolveHoldRequest is an operator's decision on an open item or a held swap:
// "retry" runs the failed effect Key again under that key; "refund" returns
// the final deposit; "dismiss" closes a side item settled outside the system.
// Key may be empty when the swap has one open item.
type ResolveHoldRequest struct {
	Action swap.Resolution `json:"action"`
	Key    string          `json:"key,omitempty"`
	Note   string          `json:"note,omitempty"`
	// Force acknowledges a standing finality violation, or an item whose
	// first attempt is unknown (see swap.Request).
	Force bool `json:"force,omitempty"`
}

// RefundAddressRequest is the set-refund-address update's argument.
type RefundAddressRequest struct {
	RefundAddress string `json:"refundAddress"`
	// OnlyIfNone refuses the address when the swap has one already: the
	// customer's request from the checkout page, which never replaces one.
	OnlyIfNone bool `json:"onlyIfNone,omitempty"`
}

func (r ResolveHoldRequest) request() swap.Request {
	return swap.Request{Action: r.Action, Key: r.Key, Note: r.Note, Force: r.Force}
}

// maxWebhookURLLen bounds the webhook URL, which every queued notification repeats.
const maxWebhookURLLen = 2048

// maxMerchantIDLen bounds the merchant ID (the API makes 16-character ones).
const maxMerchantIDLen = 64

// carriesState says whether an input holds state only a continued run may carry.
func (in SwapInput) carriesState() bool {
	return in.State != nil || len(in.WebhooksQueue) > 0 || in.WebhookRetry != nil || in.WebhookGoneURL != "" || in.Runs != 0
}

// validateOptions checks what a start adds to the terms, naming the field.
func (in SwapInput) validateOptions() error {
	if len(in.WebhookURL) > maxWebhookURLLen {
		return &swap.FieldError{Field: "webhookUrl", Reason: fmt.Sprintf("is longer than %d characters", maxWebhookURLLen)}
	}
	if len(in.MerchantID) > maxMerchantIDLen {
		return &swap.FieldError{Field: "merchantId", Reason: fmt.Sprintf("is longer than %d characters", maxMerchantIDLen)}
	}
	if in.MerchantSwapID != "" {
		if err := swap.ValidateSwapID("merchantSwapId", in.MerchantSwapID); err != nil {
			return err
		}
	}
	return in.Tuning.Validate()
}
