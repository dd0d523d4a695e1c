package activities

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/serviceerror"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/client"

	"swapengine/internal/swap"
)

// DispatchRequest asks for one round of outbox delivery.
type DispatchRequest struct {
	ScannerID string `json:"scannerId"`
	Limit     int    `json:"limit,omitempty"`
	// MaxAttempts bounds deliveries to a swap that does not exist before the
	// row is parked as unmatched (visible for reconciliation, never dropped).
	MaxAttempts int           `json:"maxAttempts,omitempty"`
	Lease       time.Duration `json:"lease,omitempty"`
}

// DispatchResult counts what the round did.
type DispatchResult struct {
	Delivered int `json:"delivered"`
	Retrying  int `json:"retrying"`
	Unmatched int `json:"unmatched"`
	Closed    int `json:"closed"`
	// Outbox counts this scanner's rows by state after the round, so parked
	// (unmatched) deposits stay visible in the scanner's query.
	Outbox map[string]int `json:"outbox,omitempty"`
}

// Dispatcher delivers outbox rows to swap workflows as signals.
type Dispatcher struct {
	Temporal client.Client
	// AfterDeliver, when set, runs between a delivery and its acknowledgement
	// in the outbox; an error stands for a crash in that window (tests).
	AfterDeliver func(eventID string) error
}

// DispatchOutbox claims pending rows with a lease, signals each swap with the
// row's event (its event ID is the observation key and kind), then marks the
// row done. A crash between the signal and the mark re-sends the same event
// ID later, which the swap's ledger answers as a duplicate delivery.
func (a *Activities) DispatchOutbox(ctx context.Context, req DispatchRequest) (DispatchResult, error) {
	var res DispatchResult
	if a.Chain == nil || a.Chain.Scans == nil || a.Dispatcher == nil || a.Dispatcher.Temporal == nil {
		return res, errors.New("this worker has no database or Temporal client for dispatch")
	}
	limit, maxAttempts, lease := req.Limit, req.MaxAttempts, req.Lease
	if limit <= 0 {
		limit = 100
	}
	if maxAttempts <= 0 {
		maxAttempts = 10
	}
	if lease <= 0 {
		lease = time.Minute
	}
	owner := "dispatch"
	if activity.IsActivity(ctx) {
		info := activity.GetInfo(ctx)
		owner = fmt.Sprintf("%s/%s/%d", info.WorkflowExecution.ID, info.ActivityID, info.Attempt)
	}
	scans := a.Chain.Scans
	rows, err := scans.ClaimOutbox(ctx, owner, limit, lease)
	if err != nil {
		return res, err
	}
	blocked := map[string]bool{} // swaps whose earlier row failed: keep their order
	for _, row := range rows {
		if blocked[row.SwapID] {
			if err := scans.Release(ctx, row.ID, owner); err != nil {
				return res, err
			}
			continue
		}
		var ev swap.Event
		if err := json.Unmarshal(row.Payload, &ev); err != nil {
			return res, fmt.Errorf("outbox %d payload: %w", row.ID, err)
		}
		err := a.Dispatcher.Temporal.SignalWorkflow(ctx, row.SwapID, "", row.Kind, ev)
		if err != nil {
			blocked[row.SwapID] = true
			var notFound *serviceerror.NotFound
			reason := err.Error()
			if errors.As(err, &notFound) {
				if status, closed := a.swapClosed(ctx, row.SwapID); closed {
					// The swap ran and ended: not a deposit without a swap.
					if err := scans.MarkClosed(ctx, row.ID, owner, "swap "+row.SwapID+" already ended ("+status+")"); err != nil {
						return res, err
					}
					res.Closed++
					continue
				}
				reason = "no running swap workflow " + row.SwapID + ": " + reason
			}
			unmatched, merr := scans.MarkFailed(ctx, row.ID, owner, reason, backoff(row.Attempts), maxAttempts)
			if merr != nil {
				return res, merr
			}
			if unmatched {
				res.Unmatched++
			} else {
				res.Retrying++
			}
			continue
		}
		if a.Dispatcher.AfterDeliver != nil {
			if err := a.Dispatcher.AfterDeliver(row.EventID); err != nil {
				return res, err
			}
		}
		if err := scans.MarkDelivered(ctx, row.ID, owner); err != nil {
			return res, err
		}
		res.Delivered++
	}
	if req.ScannerID != "" {
		if res.Outbox, err = scans.OutboxCounts(ctx, req.ScannerID); err != nil {
			return res, err
		}
	}
	if activity.IsActivity(ctx) {
		m := activity.GetMetricsHandler(ctx).WithTags(map[string]string{"scanner": req.ScannerID})
		m.Counter("outbox_delivered").Inc(int64(res.Delivered))
		m.Gauge("outbox_unmatched").Update(float64(res.Outbox["unmatched"]))
	}
	return res, nil
}

// backoff spaces retries of a delivery to a swap that is not there (yet).
func backoff(attempts int) time.Duration {
	d := time.Second << min(attempts, 6)
	return min(d, time.Minute)
}

// swapClosed says whether the swap's workflow exists and has ended.
func (a *Activities) swapClosed(ctx context.Context, swapID string) (string, bool) {
	d, err := a.Dispatcher.Temporal.DescribeWorkflowExecution(ctx, swapID, "")
	if err != nil {
		return "", false
	}
	st := d.GetWorkflowExecutionInfo().GetStatus()
	if st == enumspb.WORKFLOW_EXECUTION_STATUS_RUNNING {
		return "", false
	}
	return strings.ToLower(strings.TrimPrefix(st.String(), "WORKFLOW_EXECUTION_STATUS_")), true
}
