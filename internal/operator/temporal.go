package operator

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/workflows"
)

func temporalSearchAttributes(st swap.Status) temporal.SearchAttributes {
	return temporal.NewSearchAttributes(workflows.SwapStatusKey.ValueSet(string(st)))
}

type workflowListRequest struct {
	Query         string
	NextPageToken []byte
}

func (r workflowListRequest) proto(namespace string) *workflowservice.ListWorkflowExecutionsRequest {
	return &workflowservice.ListWorkflowExecutionsRequest{Namespace: namespace, Query: r.Query, NextPageToken: r.NextPageToken}
}

func signalContext() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}
