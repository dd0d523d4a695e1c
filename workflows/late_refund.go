package workflows

import (
	"fmt"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/swap"
)

// LateRefundWorkflow returns a deposit confirmed for a swap whose workflow had
// already finished, so no swap would ever act on it. The outbox dispatcher
// starts it with the refund's own key, refund:<swap>:<depositRef>, as workflow
// ID: however often the deposit is delivered, it is refunded once, and the
// receiver sees that same key. The refund address and asset are the finished
// swap's (its status query), the amount the deposit's. When retries run out
// or the receiver declines, the workflow fails with the reason: Temporal Web
// lists it for a person, the money is never silently kept.
func LateRefundWorkflow(ctx workflow.Context, in activities.LateRefundInput) (activities.RefundResult, error) {
	var res activities.RefundResult
	if id := workflow.GetInfo(ctx).WorkflowExecution.ID; id != in.Key {
		return res, temporal.NewNonRetryableApplicationError(
			fmt.Sprintf("workflow ID %q must equal key %q", id, in.Key), "InvalidInput", nil)
	}
	if err := lateRefundInput(in).validate(); err != nil {
		return res, temporal.NewNonRetryableApplicationError("invalid late refund: "+err.Error(), "InvalidInput", err)
	}
	workflow.GetLogger(ctx).Info("late deposit refund", "swapId", in.SwapID, "depositRef", in.DepositRef, "key", in.Key, "eventId", in.EventID)
	actx := withPaymentTimeouts(workflow.WithActivityOptions(ctx, Tuning{}.effectOptions()))
	err := workflow.ExecuteActivity(actx, a.Refund, activities.RefundRequest{
		Key: in.Key, SwapID: in.SwapID, DepositRef: in.DepositRef, Address: in.Address,
		Asset: in.Asset, AmountUnits: in.AmountUnits, Reason: in.Reason, ChainID: in.ChainID,
	}).Get(ctx, &res)
	return res, err
}

type lateRefundInput activities.LateRefundInput

func (in lateRefundInput) validate() error {
	for _, f := range []struct{ name, v string }{
		{"swapId", in.SwapID}, {"depositRef", in.DepositRef}, {"asset", in.Asset}, {"address", in.Address},
	} {
		if err := swap.ValidateID(f.name, f.v); err != nil {
			return err
		}
	}
	if _, err := swap.ParseAmount("amountUnits", in.AmountUnits); err != nil {
		return err
	}
	if want := swap.RefundKey(in.SwapID, in.DepositRef); in.Key != want {
		return &swap.FieldError{Field: "key", Reason: fmt.Sprintf("must be %q", want)}
	}
	return nil
}
