// Package swapclient is how a client of the engine talks to a swap through
// Temporal: start it under its swap ID (once, ever), signal it, confirm a
// deposit through its update, and query its status. The operator's CLI, the
// swap API and the harness all go through here, so each of these has one
// home.
package swapclient

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/serviceerror"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/workflows"
)

// StartOptions are the workflow start options for a swap: the ID is the swap
// ID and a second start of the same swap fails instead of creating a twin. A
// swap ID is used once: a start fails while a swap with that ID runs
// (conflict policy) and after it closed, however it closed (reuse policy).
// Without WorkflowExecutionErrorWhenAlreadyStarted the SDK would not fail at
// all: it hands back the existing run as if it had been started.
func StartOptions(swapID string) client.StartWorkflowOptions {
	return client.StartWorkflowOptions{
		ID:                                       swapID,
		TaskQueue:                                workflows.TaskQueue,
		WorkflowIDReusePolicy:                    enumspb.WORKFLOW_ID_REUSE_POLICY_REJECT_DUPLICATE,
		WorkflowIDConflictPolicy:                 enumspb.WORKFLOW_ID_CONFLICT_POLICY_FAIL,
		WorkflowExecutionErrorWhenAlreadyStarted: true,
		TypedSearchAttributes:                    temporal.NewSearchAttributes(workflows.SwapStatusKey.ValueSet(string(swap.StatusWaiting))),
	}
}

// SwapExistsError is a start refused because the swap ID was used before.
type SwapExistsError struct {
	SwapID string
	Status string // the existing swap's SwapStatus, and its execution state if closed otherwise
}

func (e *SwapExistsError) Error() string {
	return fmt.Sprintf("swap %s already exists (status %s)", e.SwapID, e.Status)
}

// StartSwap starts a swap; a swap ID used before is refused with a
// *SwapExistsError naming the existing swap's status.
func StartSwap(ctx context.Context, cl client.Client, opts client.StartWorkflowOptions, in workflows.SwapInput) (client.WorkflowRun, error) {
	if opts.StaticSummary == "" && opts.StaticDetails == "" {
		opts.StaticSummary, opts.StaticDetails = workflows.StartSummary(in)
	}
	run, err := cl.ExecuteWorkflow(ctx, opts, workflows.SwapWorkflow, in)
	var started *serviceerror.WorkflowExecutionAlreadyStarted
	if errors.As(err, &started) {
		return nil, &SwapExistsError{SwapID: opts.ID, Status: existingStatus(ctx, cl, opts.ID)}
	}
	if err != nil {
		return nil, fmt.Errorf("start swap %s: %w", opts.ID, err)
	}
	return run, nil
}

// existingStatus is the SwapStatus of the swap's latest run, from Describe so
// that no worker is needed (a query would need one), with the execution's
// state when it is not running.
func existingStatus(ctx context.Context, cl client.Client, id string) string {
	d, err := cl.DescribeWorkflowExecution(ctx, id, "")
	if err != nil {
		return "unknown: " + err.Error()
	}
	info := d.GetWorkflowExecutionInfo()
	st := ""
	if p := info.GetSearchAttributes().GetIndexedFields()[workflows.SwapStatusKey.GetName()]; p != nil {
		_ = json.Unmarshal(p.GetData(), &st)
	}
	exec := strings.ToLower(strings.TrimPrefix(info.GetStatus().String(), "WORKFLOW_EXECUTION_STATUS_"))
	switch {
	case st == "":
		return exec
	case exec != "running" && exec != "completed":
		return st + ", " + exec // e.g. "held, terminated"
	default:
		return st
	}
}

// signalWait bounds how long Signal waits for a run to take a signal.
const signalWait = 30 * time.Second

// Signal sends a signal, again while the server refuses it for now: the
// namespace lets a run take only a few signals (docs/architecture.md,
// "History bounds") and the swap hands over when it has taken them, so the
// next run takes this one.
func Signal(ctx context.Context, cl client.Client, workflowID, name string, arg any) error {
	ctx, cancel := context.WithTimeout(ctx, signalWait)
	defer cancel()
	for {
		err := cl.SignalWorkflow(ctx, workflowID, "", name, arg)
		if err == nil || !SignalRefusedForNow(err) {
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// SignalRefusedForNow: the run takes no more signals (or is closing); the
// next run will.
func SignalRefusedForNow(err error) bool {
	var invalid *serviceerror.InvalidArgument
	var exhausted *serviceerror.ResourceExhausted
	return errors.As(err, &invalid) && strings.Contains(err.Error(), "limit for signal events") ||
		errors.As(err, &exhausted) && strings.Contains(err.Error(), "closing")
}

// Confirm delivers a deposit confirmation through the update and returns the
// swap's verdict. Each call gets a fresh update ID: dedup is the ledger's job,
// and Temporal's update-ID dedup would answer a conflicting payload with the
// first result instead of reporting the conflict.
func Confirm(ctx context.Context, cl client.Client, ev swap.Event) (swap.Result, error) {
	ev.Type = swap.DepositConfirmed
	h, err := cl.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		UpdateID:     uuid.NewString(),
		WorkflowID:   ev.SwapID,
		UpdateName:   workflows.UpdateConfirmDeposit,
		Args:         []any{ev},
		WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	if err != nil {
		return swap.Result{}, fmt.Errorf("confirm-deposit %s on swap %s: %w", ev.EventID, ev.SwapID, err)
	}
	var r swap.Result
	if err := h.Get(ctx, &r); err != nil {
		return swap.Result{}, fmt.Errorf("confirm-deposit %s on swap %s: %w", ev.EventID, ev.SwapID, err)
	}
	return r, nil
}

// Resolve sends an operator's resolution (the resolve-hold update) and
// returns the swap's answer; a refused resolution is the error, naming why.
func Resolve(ctx context.Context, cl client.Client, swapID string, req workflows.ResolveHoldRequest) (swap.Result, error) {
	h, err := cl.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		UpdateID: uuid.NewString(), WorkflowID: swapID, UpdateName: workflows.UpdateResolveHold,
		Args: []any{req}, WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	if err != nil {
		return swap.Result{}, fmt.Errorf("resolve-hold on swap %s: %w", swapID, err)
	}
	var r swap.Result
	if err := h.Get(ctx, &r); err != nil {
		return swap.Result{}, fmt.Errorf("resolve-hold on swap %s: %w", swapID, err)
	}
	return r, nil
}

// Status runs the status query.
func Status(ctx context.Context, cl client.Client, swapID string) (workflows.StatusView, error) {
	var v workflows.StatusView
	res, err := cl.QueryWorkflow(ctx, swapID, "", workflows.QueryStatus)
	if err != nil {
		return v, fmt.Errorf("query status of swap %s: %w", swapID, err)
	}
	return v, res.Get(&v)
}
