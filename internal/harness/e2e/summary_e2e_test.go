package e2e

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	commonpb "go.temporal.io/api/common/v1"
	enumspb "go.temporal.io/api/enums/v1"
	sdkpb "go.temporal.io/api/sdk/v1"
	"go.temporal.io/sdk/converter"

	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/workflows"
)

func payloadString(t *testing.T, p *commonpb.Payload) string {
	t.Helper()
	if p == nil {
		return ""
	}
	var s string
	require.NoError(t, converter.GetDefaultDataConverter().FromPayload(p, &s))
	return s
}

// What Temporal Web shows, read back through the same API it uses: the fixed
// summary and details given at start, the workflow's current details, and a
// summary on every effect's activity naming its amount, asset and key.
func TestTemporalWebExplainsTheSwap(t *testing.T) {
	e := newEnv(t, providers.Config{})
	e.startWorker()
	ctx := context.Background()
	id := uniqueSwapID("e2e-summary")
	in := swapInput(id)
	in.Terms.PayoutAsset = "USDC"
	in.WebhookURL = e.providers.URL + providers.PathWebhooks
	opts := swapclient.StartOptions(id)
	opts.TaskQueue = e.taskQueue
	_, err := swapclient.StartSwap(ctx, e.cl, opts, in)
	require.NoError(t, err)
	require.NoError(t, e.cl.SignalWorkflow(ctx, id, "", workflows.SignalDepositObserved, deposit(id, "obs-1", swap.DepositObserved)))
	e.waitStatus(id, swap.StatusDeposit)

	meta := func() string {
		v, err := e.cl.QueryWorkflow(ctx, id, "", "__temporal_workflow_metadata")
		require.NoError(t, err)
		var m sdkpb.WorkflowMetadata
		require.NoError(t, v.Get(&m))
		return m.GetCurrentDetails()
	}
	assert.Contains(t, meta(), "**Waiting for:** the deposit to be final")

	_, err = swapclient.Confirm(ctx, e.cl, deposit(id, "conf-1", swap.DepositConfirmed))
	require.NoError(t, err)
	e.waitSuccess(id)
	assert.Contains(t, meta(), "**Status:** success")

	d, err := e.cl.DescribeWorkflowExecution(ctx, id, "")
	require.NoError(t, err)
	md := d.GetExecutionConfig().GetUserMetadata()
	wantSummary, wantDetails := workflows.StartSummary(in)
	assert.Equal(t, wantSummary, payloadString(t, md.GetSummary()))
	assert.Equal(t, wantDetails, payloadString(t, md.GetDetails()))
	assert.Contains(t, wantSummary, in.Terms.AmountUnits+" ETH → USDC")

	var summaries []string
	it := e.cl.GetWorkflowHistory(ctx, id, "", false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	for it.HasNext() {
		ev, err := it.Next()
		require.NoError(t, err)
		// Webhook attempts are local activities: their summary is on the marker.
		if typ := ev.GetEventType(); typ == enumspb.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED || typ == enumspb.EVENT_TYPE_MARKER_RECORDED && ev.GetUserMetadata().GetSummary() != nil {
			summaries = append(summaries, payloadString(t, ev.GetUserMetadata().GetSummary()))
		}
	}
	joined := strings.Join(summaries, "\n")
	assert.Contains(t, joined, "exchange "+in.Terms.AmountUnits+" ETH, key start-exchange:"+id)
	assert.Contains(t, joined, "USDC to "+in.Terms.PayoutAddress+", key send-payout:"+id)
	assert.Contains(t, joined, "key webhook:"+id+":1")
}
