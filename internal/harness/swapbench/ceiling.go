package swapbench

import (
	"context"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
)

// The engine's ceiling: workflows of the swap's shape that do nothing else,
// registered only by the benchmark's own worker (ceilingworker), never by the
// real one. What a swap costs above them is the swap's own work.
const (
	CeilingWorkflowName = "BenchCeilingWorkflow"
	SinkWorkflowName    = "BenchSinkWorkflow"
	ceilingSignal       = "go"
	sinkSignal          = "deliver"
	sinkUpdate          = "deliver"
	sinkFinish          = "finish"
	sinkQuery           = "count"
)

// CeilingInput is how many no-op activities follow the one signal.
type CeilingInput struct {
	Activities int `json:"activities"`
}

// CeilingWorkflow waits for one signal, then runs Activities no-op
// activities one after the other, as a swap runs its exchange, payout and
// webhooks, with the same kind of activity options.
func CeilingWorkflow(ctx workflow.Context, in CeilingInput) error {
	workflow.GetSignalChannel(ctx, ceilingSignal).Receive(ctx, nil)
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: 30 * time.Second,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 3},
	})
	for range in.Activities {
		if err := workflow.ExecuteActivity(ctx, NoopActivity).Get(ctx, nil); err != nil {
			return err
		}
	}
	return nil
}

// NoopActivity is an activity that does nothing.
func NoopActivity(context.Context) error { return nil }

// SinkInput carries the count across continue-as-new.
type SinkInput struct {
	SignalsPerRun int `json:"signalsPerRun"`
	Seen          int `json:"seen"`
}

// SinkWorkflow is the flood's ceiling: it takes deliveries as signals and as
// an update, counts them and nothing more, and continues as new after
// SignalsPerRun signals or when the server suggests it (as a swap does;
// the server caps a run at 2,000 updates), until the finish signal.
func SinkWorkflow(ctx workflow.Context, in SinkInput) (int, error) {
	seen, signals, finished := in.Seen, 0, false
	if err := workflow.SetQueryHandler(ctx, sinkQuery, func() (int, error) { return seen, nil }); err != nil {
		return 0, err
	}
	if err := workflow.SetUpdateHandler(ctx, sinkUpdate, func(ctx workflow.Context, _ map[string]any) (int, error) {
		seen++
		return seen, nil
	}); err != nil {
		return 0, err
	}
	deliveries := workflow.GetSignalChannel(ctx, sinkSignal)
	finish := workflow.GetSignalChannel(ctx, sinkFinish)
	handOver := func() bool {
		info := workflow.GetInfo(ctx)
		return signals >= in.SignalsPerRun || info.GetContinueAsNewSuggested() || info.GetCurrentHistoryLength() >= 10_000
	}
	drain := func() {
		for deliveries.ReceiveAsync(nil) {
			seen++
			signals++
		}
	}
	for !finished {
		if err := workflow.Await(ctx, func() bool { return deliveries.Len() > 0 || finish.Len() > 0 || handOver() }); err != nil {
			return seen, err
		}
		drain()
		finished = finish.ReceiveAsync(nil)
		if !finished && handOver() {
			if err := workflow.Await(ctx, func() bool { return workflow.AllHandlersFinished(ctx) }); err != nil {
				return seen, err
			}
			drain()
			if !finish.ReceiveAsync(nil) {
				return seen, workflow.NewContinueAsNewError(ctx, SinkWorkflowName, SinkInput{SignalsPerRun: in.SignalsPerRun, Seen: seen})
			}
			finished = true
		}
	}
	if err := workflow.Await(ctx, func() bool { return workflow.AllHandlersFinished(ctx) }); err != nil {
		return seen, err
	}
	drain()
	return seen, nil
}

// RegisterCeiling registers the ceiling workflows and their activity.
func RegisterCeiling(w worker.Registry) {
	w.RegisterWorkflowWithOptions(CeilingWorkflow, workflow.RegisterOptions{Name: CeilingWorkflowName})
	w.RegisterWorkflowWithOptions(SinkWorkflow, workflow.RegisterOptions{Name: SinkWorkflowName})
	w.RegisterActivity(NoopActivity)
}
