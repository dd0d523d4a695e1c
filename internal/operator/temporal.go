package operator

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"go.temporal.io/api/workflowservice/v1"
)

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
