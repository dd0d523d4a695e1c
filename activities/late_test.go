package activities

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"

	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
)

// startRecorder is a Temporal client that records the workflows started.
type startRecorder struct {
	client.Client
	started []LateRefundInput
}

func (c *startRecorder) ExecuteWorkflow(_ context.Context, _ client.StartWorkflowOptions, _ any, args ...any) (client.WorkflowRun, error) {
	c.started = append(c.started, args[0].(LateRefundInput))
	return nil, nil
}

// A deposit confirmed after its swap completed goes through the swap's own
// policy: dust, a deposit on another chain and one the swap knew are never
// refunded (review N3, issue 15 item 2). These never reach the store.
func TestALateDepositIsRefundedOnlyByTheSwapsPolicy(t *testing.T) {
	f := &finishedSwap{Execution: "completed"}
	f.View.Status = swap.StatusSuccess
	f.View.Terms = swap.Terms{SwapID: "swap-1", AmountUnits: "12500000", Asset: "ETH", ChainID: 31337, PayoutAddress: "0x00000000000000000000000000000000000000aa"}
	f.View.Deposit = &swap.Deposit{Ref: "evm:31337:0xvault:1", AmountUnits: "12500000", Final: true}
	f.View.Dust.Recent = []swap.DustRef{{Ref: "evm:31337:0xvault:3", AmountUnits: "7"}}
	for _, tc := range []struct {
		name, ref, amount string
		want              result
	}{
		{"one wei", "evm:31337:0xvault:2", "1", resultClosed},
		{"dust the swap saw while it ran", "evm:31337:0xvault:3", "7", resultClosed},
		{"its own deposit", "evm:31337:0xvault:1", "12500000", resultClosed},
		{"a deposit on another chain", "evm:31338:0xvault:4", "70000001", resultReview},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := &startRecorder{}
			d := &dispatch{Activities: &Activities{Dispatcher: &Dispatcher{Temporal: rec}}, taskQueue: "swaps"}
			ev := swap.Event{EventID: tc.ref + "/confirmed", SwapID: "swap-1", Type: swap.DepositConfirmed, DepositRef: tc.ref, AmountUnits: tc.amount}
			o := d.late(context.Background(), store.OutboxRow{Kind: string(swap.DepositConfirmed), SwapID: "swap-1", EventID: ev.EventID}, ev, f)
			if o.result != tc.want || len(rec.started) > 0 {
				t.Fatalf("outcome %v %q, late refunds started %+v; want %v and none", o.result, o.note, rec.started, tc.want)
			}
		})
	}
}

// deliveryRecorder is a Temporal client whose swap knows deliver-deposit or
// not (a worker from before it existed).
type deliveryRecorder struct {
	client.Client
	knowsDeliver bool
	updates      []string
	signals      []string
}

type doneUpdate struct{ client.WorkflowUpdateHandle }

func (doneUpdate) Get(_ context.Context, v any) error {
	*(v.(*swap.Result)) = swap.Result{Outcome: swap.Applied}
	return nil
}

func (c *deliveryRecorder) UpdateWorkflow(_ context.Context, o client.UpdateWorkflowOptions) (client.WorkflowUpdateHandle, error) {
	if o.UpdateName == UpdateDeliverDeposit && !c.knowsDeliver {
		return nil, errors.New("unknown update deliver-deposit. KnownUpdates=[confirm-deposit resolve-hold]")
	}
	c.updates = append(c.updates, o.UpdateName)
	return doneUpdate{}, nil
}

func (c *deliveryRecorder) SignalWorkflow(_ context.Context, _, _, name string, _ any) error {
	c.signals = append(c.signals, name)
	return nil
}

// Observations and reorgs go through the deliver-deposit update, never a
// signal (the server caps a run's signals); a swap whose worker predates the
// update gets signals, as before.
func TestTheDispatcherDeliversThroughUpdates(t *testing.T) {
	for _, knows := range []bool{true, false} {
		rec := &deliveryRecorder{knowsDeliver: knows}
		d := &dispatch{Activities: &Activities{Dispatcher: &Dispatcher{Temporal: rec}}}
		st := &swapState{}
		for _, kind := range []swap.EventType{swap.DepositObserved, swap.DepositReorged, swap.DepositConfirmed} {
			ev := swap.Event{EventID: "e-" + string(kind), SwapID: "swap-1", Type: kind, DepositRef: "r", AmountUnits: "1"}
			payload, _ := json.Marshal(ev)
			o := d.deliverRow(context.Background(), store.OutboxRow{Kind: string(kind), SwapID: "swap-1", EventID: ev.EventID, Payload: payload}, "", st)
			if o.result != resultDelivered {
				t.Fatalf("%s: %v %s", kind, o.result, o.note)
			}
		}
		if knows {
			if len(rec.signals) > 0 || len(rec.updates) != 3 {
				t.Errorf("updates %v, signals %v: want every delivery as an update", rec.updates, rec.signals)
			}
		} else if len(rec.signals) != 2 || len(rec.updates) != 1 {
			t.Errorf("old worker: updates %v, signals %v: want observations and reorgs as signals", rec.updates, rec.signals)
		}
	}
}

func (c *deliveryRecorder) QueryWorkflow(context.Context, string, string, string, ...any) (converter.EncodedValue, error) {
	return nil, nil
}
