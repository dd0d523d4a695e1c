package workflows

import (
	"fmt"
	"strings"

	"go.temporal.io/sdk/workflow"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/swap"
)

// What Temporal Web shows for a swap: a one-line summary and fixed details
// given at start, current details the workflow keeps up to date, and a
// summary on every activity, so a person reading a history sees what each
// step is about without opening its payloads.

// StartSummary is the swap's fixed summary and details (StartWorkflowOptions
// StaticSummary / StaticDetails).
func StartSummary(in SwapInput) (summary, details string) {
	t := in.Terms
	to := t.PayoutAsset
	if to == "" {
		to = "the exchange's filled asset"
	}
	summary = fmt.Sprintf("swap %s: %s %s → %s", t.SwapID, t.AmountUnits, t.Asset, to)
	var b strings.Builder
	fmt.Fprintf(&b, "**Deposit:** %s %s (base units)", t.AmountUnits, t.Asset)
	if t.ChainID != 0 {
		fmt.Fprintf(&b, " on chain %d", t.ChainID)
	}
	fmt.Fprintf(&b, "\n\n**Payout:** %s to `%s`", to, t.PayoutAddress)
	if t.RefundAddress != "" {
		fmt.Fprintf(&b, "\n\n**Refunds to:** `%s`", t.RefundAddress)
	}
	if !in.DepositDeadline.IsZero() {
		fmt.Fprintf(&b, "\n\n**Deposit deadline:** %s", in.DepositDeadline.UTC().Format("2006-01-02 15:04:05 MST"))
	}
	return summary, b.String()
}

// currentDetails says where the swap stands and what it waits for
// (workflow.SetCurrentDetails).
func currentDetails(s *swap.Swap) string {
	var b strings.Builder
	fmt.Fprintf(&b, "**Status:** %s (revision %d)\n\n**Waiting for:** %s", s.Status, s.Revision, waitingFor(s))
	if s.Deposit != nil {
		final := "tentative"
		if s.Deposit.Final {
			final = "final"
		}
		fmt.Fprintf(&b, "\n\n**Deposit:** `%s` %s units, %s", s.Deposit.Ref, s.Deposit.AmountUnits, final)
	}
	if s.HoldReason != "" {
		fmt.Fprintf(&b, "\n\n**Held:** %s", s.HoldReason)
	}
	if s.FailureReason != "" {
		fmt.Fprintf(&b, "\n\n**Failure:** %s", s.FailureReason)
	}
	if n := len(s.Violations); n > 0 {
		fmt.Fprintf(&b, "\n\n**Finality violations:** %d, latest: %s", n, s.Violations[n-1])
	}
	return b.String()
}

func waitingFor(s *swap.Swap) string {
	switch s.Status {
	case swap.StatusWaiting:
		return "the deposit"
	case swap.StatusDeposit:
		return "the deposit to be final"
	case swap.StatusExchange:
		return "the exchange's fill"
	case swap.StatusSending:
		return "the payout"
	case swap.StatusRefunding:
		return "the refund"
	case swap.StatusHeld:
		return "an operator (starter resolve)"
	case swap.StatusOverdue:
		return "a late deposit, or expiry"
	default:
		return "nothing: the swap has ended"
	}
}

// effectSummary is the one line an activity shows in Temporal Web.
func effectSummary(act swap.Action) string {
	switch act.Kind {
	case swap.ActionStartExchange:
		return fmt.Sprintf("exchange %s %s, key %s", act.AmountUnits, act.Asset, act.Key)
	case swap.ActionSendPayout:
		return fmt.Sprintf("payout %s %s to %s, key %s", act.AmountUnits, act.Asset, act.Address, act.Key)
	case swap.ActionRefund:
		return fmt.Sprintf("refund %s %s to %s, key %s", act.AmountUnits, act.Asset, act.Address, act.Key)
	default:
		return string(act.Kind) + ", key " + act.Key
	}
}

func webhookSummary(req activities.WebhookRequest) string {
	return fmt.Sprintf("webhook %s (status %s), key %s", req.Payload.Type, req.Payload.Status, req.Key)
}

// withSummary sets the summary Temporal Web shows for the next activity.
func withSummary(ctx workflow.Context, summary string) workflow.Context {
	opts := workflow.GetActivityOptions(ctx)
	opts.Summary = summary
	return workflow.WithActivityOptions(ctx, opts)
}
