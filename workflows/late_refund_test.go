package workflows

import (
	"context"
	"errors"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"

	"github.com/swapengine/swapengine/activities"
)

func sampleLateRefund() activities.LateRefundInput {
	ref := "evm:1337:0xabc:7"
	return activities.LateRefundInput{
		Key: "refund:swap-9:" + ref, SwapID: "swap-9", DepositRef: ref, AmountUnits: "500", Asset: "ETH",
		Address: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8", Reason: "deposit confirmed after swap swap-9 finished (success)",
	}
}

func runLateRefund(t *testing.T, in activities.LateRefundInput, refund func(activities.RefundRequest) (activities.RefundResult, error)) *testsuite.TestWorkflowEnvironment {
	var s testsuite.WorkflowTestSuite
	env := s.NewTestWorkflowEnvironment()
	env.SetStartWorkflowOptions(client.StartWorkflowOptions{ID: sampleLateRefund().Key})
	env.RegisterActivity(&activities.Activities{})
	env.OnActivity(a.Refund, mock.Anything, mock.Anything).Return(
		func(_ context.Context, req activities.RefundRequest) (activities.RefundResult, error) {
			return refund(req)
		}).Maybe()
	env.ExecuteWorkflow(LateRefundWorkflow, in)
	return env
}

func TestLateRefundRefundsUnderItsOwnKey(t *testing.T) {
	in := sampleLateRefund()
	in.ChainID = 1337 // routes the refund on-chain when the worker pays ETH there
	var got []activities.RefundRequest
	env := runLateRefund(t, in, func(req activities.RefundRequest) (activities.RefundResult, error) {
		got = append(got, req)
		return activities.RefundResult{RefundID: "rf-1"}, nil
	})
	require.NoError(t, env.GetWorkflowError())
	var res activities.RefundResult
	require.NoError(t, env.GetWorkflowResult(&res))
	assert.Equal(t, "rf-1", res.RefundID)
	require.Len(t, got, 1)
	assert.Equal(t, activities.RefundRequest{Key: in.Key, SwapID: in.SwapID, DepositRef: in.DepositRef, Address: in.Address,
		Asset: in.Asset, AmountUnits: in.AmountUnits, Reason: in.Reason, ChainID: 1337}, got[0])
}

func TestLateRefundDeclinedFailsVisibly(t *testing.T) {
	env := runLateRefund(t, sampleLateRefund(), func(activities.RefundRequest) (activities.RefundResult, error) {
		return activities.RefundResult{}, temporal.NewNonRetryableApplicationError("address denied", activities.ErrProviderRejected, nil)
	})
	err := env.GetWorkflowError()
	require.Error(t, err)
	var appErr *temporal.ApplicationError
	require.True(t, errors.As(err, &appErr))
	assert.Contains(t, err.Error(), "address denied")
}

func TestLateRefundRefusesBadInputNamingTheField(t *testing.T) {
	for field, mutate := range map[string]func(*activities.LateRefundInput){
		"amountUnits": func(in *activities.LateRefundInput) { in.AmountUnits = "5.0" },
		"address":     func(in *activities.LateRefundInput) { in.Address = "" },
		"key":         func(in *activities.LateRefundInput) { in.DepositRef = "evm:1337:0xabc:8" },
	} {
		in := sampleLateRefund()
		mutate(&in)
		env := runLateRefund(t, in, func(activities.RefundRequest) (activities.RefundResult, error) {
			t.Fatalf("%s: no refund for bad input", field)
			return activities.RefundResult{}, nil
		})
		err := env.GetWorkflowError()
		require.Error(t, err, field)
		assert.Contains(t, err.Error(), field)
	}
}

// The dispatcher starts and queries workflows by name (activities cannot import this package).
func TestDispatcherNamesMatchWorkflows(t *testing.T) {
	name := func(f any) string {
		full := runtime.FuncForPC(reflect.ValueOf(f).Pointer()).Name()
		return full[strings.LastIndex(full, ".")+1:]
	}
	assert.Equal(t, name(SwapWorkflow), activities.SwapWorkflowType)
	assert.Equal(t, name(LateRefundWorkflow), activities.LateRefundWorkflowType)
	assert.Equal(t, UpdateConfirmDeposit, activities.UpdateConfirmDeposit)
	assert.Equal(t, UpdateDeliverDeposit, activities.UpdateDeliverDeposit)
	assert.Equal(t, QueryStatus, activities.QuerySwapStatus)
}
