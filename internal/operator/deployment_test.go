package operator

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"

	"github.com/swapengine/swapengine/workflows"
)

// startVersioned runs a versioned worker of build on the deployment.
func startVersioned(t *testing.T, cl client.Client, tq, deployment, build string) worker.Worker {
	t.Helper()
	w := worker.New(cl, tq, worker.Options{DeploymentOptions: worker.DeploymentOptions{
		UseVersioning: true,
		Version:       worker.WorkerDeploymentVersion{DeploymentName: deployment, BuildID: build},
	}})
	w.RegisterWorkflowWithOptions(workflows.SwapWorkflow, workflow.RegisterOptions{VersioningBehavior: workflow.VersioningBehaviorPinned})
	require.NoError(t, w.Start())
	return w
}

// The operator's rollout, through `starter deployment` on the real server:
// the first build made current, a second one ramped, then current; a build
// whose workers still poll cannot be deleted.
func TestDeploymentCommands(t *testing.T) {
	cl, addr := testClient(t)
	ctx := context.Background()
	name := fmt.Sprintf("deploy-cmd-%d", time.Now().UnixNano())
	run := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := Main(ctx, append(append([]string{"deployment", args[0]}, "-temporal-address", addr, "-name", name), args[1:]...), &out)
		return out.String(), err
	}
	var ue *UsageError
	_, err := run("set-current")
	assert.True(t, errors.As(err, &ue), "set-current without -build-id: %v", err)
	_, err = run("ramp", "-build-id", "x", "-percent", "101")
	assert.True(t, errors.As(err, &ue), "ramp beyond 100%%: %v", err)
	assert.True(t, errors.As(Main(ctx, []string{"deployment", "promote"}, &bytes.Buffer{}), &ue), "unknown subcommand")

	w1 := startVersioned(t, cl, name, name, "b1")
	t.Cleanup(w1.Stop)
	// The version is registered with the worker's first polls.
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		out, err := run("describe")
		assert.NoError(c, err)
		assert.Contains(c, out, "b1")
	}, 30*time.Second, 200*time.Millisecond)
	out, err := run("set-current", "-build-id", "b1")
	require.NoError(t, err)
	assert.Equal(t, "deployment "+name+": current build b1 (was unversioned)\n", out)

	w2 := startVersioned(t, cl, name, name, "b2")
	t.Cleanup(w2.Stop)
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		out, err := run("ramp", "-build-id", "b2", "-percent", "25")
		assert.NoError(c, err)
		assert.Contains(c, out, "ramping build b2 at 25%")
	}, 30*time.Second, 200*time.Millisecond)
	out, err = run("describe")
	require.NoError(t, err)
	assert.Contains(t, out, "current   b1")
	assert.Contains(t, out, "ramping   b2 at 25%")

	out, err = run("set-current", "-build-id", "b2")
	require.NoError(t, err)
	assert.Equal(t, "deployment "+name+": current build b2 (was b1)\n", out)
	out, err = run("describe")
	require.NoError(t, err)
	assert.Contains(t, out, "current   b2")
	assert.NotContains(t, out, "ramping", "making the ramping build current ends the ramp")

	// b1 still has pollers: the server refuses to forget it.
	_, err = run("delete-version", "-build-id", "b1")
	require.Error(t, err)
	assert.False(t, errors.As(err, &ue))
}
