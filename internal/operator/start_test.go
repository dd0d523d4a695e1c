package operator

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/internal/tclient"
)

func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }

// Finding 10: a second start of a swap ID said it succeeded and handed back the
// old run. It must fail, name the existing status, exit 1, and leave the first
// swap as it was — while it runs and after it closed.
func TestStartRefusesAnExistingSwapID(t *testing.T) {
	addr := testenv.TemporalAddress(t)
	ctx := context.Background()
	id := fmt.Sprintf("start-dup-%d", time.Now().UnixNano())
	start := func(amount string) []string {
		return []string{"start", "-temporal-address", addr, "-swap-id", id, "-amount", amount,
			"-payout-address", "0x70997970c51812dc3a010c7d01b50e0d17dc79c8", "-chain-id", "1337"}
	}
	var out bytes.Buffer
	require.NoError(t, Main(ctx, start("100"), &out))
	assert.Contains(t, out.String(), "started swap "+id)

	cl, err := tclient.Dial(tclient.Config{Address: addr, Namespace: "default"}, slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	defer cl.Close()
	first, err := cl.DescribeWorkflowExecution(ctx, id, "")
	require.NoError(t, err)

	out.Reset()
	err = Main(ctx, start("999"), &out)
	var exists *swapclient.SwapExistsError
	require.ErrorAs(t, err, &exists)
	assert.Equal(t, "swap "+id+" already exists (status waiting)", err.Error())
	var ue *UsageError
	assert.False(t, errors.As(err, &ue), "not a usage error: exit 1")
	assert.NotContains(t, out.String(), "started")
	assert.Equal(t, 1, Run(start("999")), "exit code")

	now, err := cl.DescribeWorkflowExecution(ctx, id, "")
	require.NoError(t, err)
	assert.Equal(t, first.GetWorkflowExecutionInfo().GetExecution().GetRunId(),
		now.GetWorkflowExecutionInfo().GetExecution().GetRunId(), "the first swap is untouched")

	// Closed, however it closed, the ID stays used.
	require.NoError(t, cl.TerminateWorkflow(ctx, id, "", "test: close the swap"))
	err = Main(ctx, start("100"), &out)
	require.ErrorAs(t, err, &exists)
	assert.Equal(t, "swap "+id+" already exists (status waiting, terminated)", err.Error())
}
