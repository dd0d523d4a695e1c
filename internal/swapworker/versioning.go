package swapworker

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/serviceerror"
	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"

	"github.com/swapengine/swapengine/internal/cliflag"
	"github.com/swapengine/swapengine/internal/version"
	"github.com/swapengine/swapengine/workflows"
)

// Versioning places the worker in a Temporal Worker Deployment (Worker
// Versioning, docs/deploy.md "Deploying a new version"). A versioned worker
// only takes the workflows the server routes to its build: a swap started on
// build A runs every task on A's workers, even after build B became current,
// so B may change the swap's code in ways A's histories cannot replay.
//
// The zero value is unversioned, as in-process harness workers are; the
// worker binary is versioned unless -versioning=false (RegisterFlags).
//
// The server needs no dynamic config for it: system.enableDeploymentVersions
// and frontend.workerVersioningWorkflowAPIs default to true in 1.29.1 (the dev
// server the tests run) and in 1.32.1 (compose's), per their sources.
type Versioning struct {
	On bool
	// DeploymentName is the Worker Deployment: every build of one engine on one
	// namespace shares it, since the server routes between its versions.
	DeploymentName string
	// BuildID names this build within the deployment; empty: version.BuildID()
	// (the stamped release, or a hash of the executable).
	BuildID string
	// Bootstrap makes this build the deployment's current version when the
	// deployment never had one (its first versioned start), so a fresh install
	// takes work without an operator step. It never replaces a current
	// version: a later build waits for `starter deployment set-current`.
	Bootstrap bool
}

// DefaultDeploymentName is the Worker Deployment of the engine's workers.
const DefaultDeploymentName = "swapengine"

// workflowBehaviors are the versioning behaviours of the workflows, chosen one
// by one (the worker sets no default, so the SDK refuses to register a new
// workflow type until someone chooses for it).
//
//   - SwapWorkflow, Pinned: a swap moves money and its history is its
//     ledger; it finishes on the build that started it, through every
//     continue-as-new (a pinned run's next run stays pinned to the same build).
//     A new build takes only new swaps, so the swap's code may change freely
//     between builds; draining the old build takes as long as its open swaps.
//   - LateRefundWorkflow, Pinned: the same kind of money workflow, short.
//   - ScannerWorkflow, AutoUpgrade: one scanner per (chain, vault) runs for
//     ever, continuing as new. Pinned, it would keep the old build alive
//     forever (draining would never end) and new scanner code would never run.
//     AutoUpgrade moves it to the current build at its next workflow task, so
//     its code must stay replay-compatible across builds: every change is
//     guarded by workflow.GetVersion and covered by the replay test
//     (workflows/replay_test.go). Its state is in Postgres (the cursor) and
//     in its short runs, which keeps that cheap.
var workflowBehaviors = []struct {
	fn       any
	name     string
	behavior workflow.VersioningBehavior
}{
	{workflows.SwapWorkflow, "SwapWorkflow", workflow.VersioningBehaviorPinned},
	{workflows.LateRefundWorkflow, "LateRefundWorkflow", workflow.VersioningBehaviorPinned},
	{workflows.ScannerWorkflow, "ScannerWorkflow", workflow.VersioningBehaviorAutoUpgrade},
}

// WorkflowBehavior is the versioning behaviour the worker registers the
// workflow type with (Unspecified for an unknown type).
func WorkflowBehavior(workflowType string) workflow.VersioningBehavior {
	for _, b := range workflowBehaviors {
		if b.name == workflowType {
			return b.behavior
		}
	}
	return workflow.VersioningBehaviorUnspecified
}

func registerWorkflows(w worker.Worker) {
	for _, b := range workflowBehaviors {
		// Without versioning the behaviour is recorded and never sent.
		w.RegisterWorkflowWithOptions(b.fn, workflow.RegisterOptions{Name: b.name, VersioningBehavior: b.behavior})
	}
}

func (v *Versioning) registerFlags(fs *flag.FlagSet, c *Config) {
	fs.BoolVar(&v.On, "versioning", c.envBoolDefault("WORKER_VERSIONING", true),
		"Worker Versioning: join the Worker Deployment as one build, so swaps finish on the build that started them (env WORKER_VERSIONING); false: unversioned, for development")
	fs.StringVar(&v.DeploymentName, "deployment-name", cliflag.Env(DefaultDeploymentName, "WORKER_DEPLOYMENT_NAME"),
		"Worker Deployment name, shared by every build of this engine on the namespace (env WORKER_DEPLOYMENT_NAME)")
	fs.StringVar(&v.BuildID, "build-id", cliflag.Env("", "WORKER_BUILD_ID"),
		"this build's ID in the deployment (env WORKER_BUILD_ID; default: the stamped version, or dev-<hash of the executable>)")
	fs.BoolVar(&v.Bootstrap, "deployment-bootstrap", c.envBoolDefault("WORKER_DEPLOYMENT_BOOTSTRAP", true),
		"make this build current if the deployment never had a current version (first install); never replaces one (env WORKER_DEPLOYMENT_BOOTSTRAP)")
}

func (v Versioning) validate() error {
	if !v.On {
		return nil
	}
	if v.DeploymentName == "" {
		return fmt.Errorf("deployment-name is required with versioning (or -versioning=false)")
	}
	return nil
}

// resolve fills in the default build ID.
func (v *Versioning) resolve() error {
	if !v.On || v.BuildID != "" {
		return nil
	}
	id, err := version.BuildID()
	if err != nil {
		return err
	}
	v.BuildID = id
	return nil
}

// deploymentOptions are the SDK's settings for this worker; every worker of
// the process (the shared queue and each chain queue) is in the same version,
// so a version's task queues are served by its own build.
func (v Versioning) deploymentOptions() (worker.DeploymentOptions, error) {
	if !v.On {
		return worker.DeploymentOptions{}, nil
	}
	if v.DeploymentName == "" || v.BuildID == "" {
		return worker.DeploymentOptions{}, errors.New("versioning needs a deployment name and a build ID")
	}
	return worker.DeploymentOptions{
		UseVersioning: true,
		Version:       worker.WorkerDeploymentVersion{DeploymentName: v.DeploymentName, BuildID: v.BuildID},
	}, nil
}

// bootstrapTimeout bounds the wait for the server to register this version
// (it does when the first poll arrives, asynchronously).
const bootstrapTimeout = 30 * time.Second

// Bootstrap makes the version current if its deployment never had a current
// version; it reports what it did. It waits for the server to know the
// version (registered by the worker's first polls), so call it after Start.
// Two builds bootstrapping at once are settled by the conflict token: one
// wins, the other finds a current version and leaves it.
func Bootstrap(ctx context.Context, cl client.Client, v Versioning) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, bootstrapTimeout)
	defer cancel()
	h := cl.WorkerDeploymentClient().GetHandle(v.DeploymentName)
	var lastErr error
	for {
		d, err := h.Describe(ctx, client.WorkerDeploymentDescribeOptions{})
		switch {
		case err == nil:
			rc := d.Info.RoutingConfig
			if cur := rc.CurrentVersion; cur != nil {
				if cur.BuildID == v.BuildID {
					return "this build is the current version", nil
				}
				return fmt.Sprintf("current version is build %s; this build %s takes new work once an operator makes it current (starter deployment set-current -build-id %s)",
					cur.BuildID, v.BuildID, v.BuildID), nil
			}
			if !rc.CurrentVersionChangedTime.IsZero() {
				// Someone set the current version to unversioned on purpose.
				return "the deployment's current version was set to unversioned by an operator; leaving it", nil
			}
			if !hasVersion(d.Info, v.BuildID) {
				lastErr = fmt.Errorf("build %s not registered yet", v.BuildID)
				break
			}
			_, err = h.SetCurrentVersion(ctx, client.WorkerDeploymentSetCurrentVersionOptions{
				BuildID: v.BuildID, ConflictToken: d.ConflictToken, Identity: "worker bootstrap",
			})
			if err == nil {
				return "made this build the deployment's first current version", nil
			}
			lastErr = err // a conflict: describe again
		default:
			var nf *serviceerror.NotFound
			if !errors.As(err, &nf) {
				lastErr = err
			} else {
				lastErr = fmt.Errorf("deployment %s not registered yet", v.DeploymentName)
			}
		}
		select {
		case <-ctx.Done():
			return "", fmt.Errorf("bootstrap deployment %s: %w", v.DeploymentName, lastErr)
		case <-time.After(250 * time.Millisecond):
		}
	}
}

func hasVersion(info client.WorkerDeploymentInfo, buildID string) bool {
	for _, s := range info.VersionSummaries {
		if s.Version.BuildID == buildID {
			return true
		}
	}
	return false
}

// bootstrap runs Bootstrap when configured and logs its outcome; a failure
// is logged, not fatal: the worker serves what the server routes to it.
func (v Versioning) bootstrap(ctx context.Context, cl client.Client, logger *slog.Logger) {
	if !v.On {
		return
	}
	logger.Info("worker versioning", "deployment", v.DeploymentName, "buildId", v.BuildID)
	if !v.Bootstrap {
		return
	}
	msg, err := Bootstrap(ctx, cl, v)
	if err != nil {
		logger.Warn("worker deployment bootstrap failed; make a version current with starter deployment set-current", "error", err)
		return
	}
	logger.Info("worker deployment: "+msg, "deployment", v.DeploymentName, "buildId", v.BuildID)
}

// WaitRoutingPropagated waits until the server has told every task queue of
// the deployment its routing (current and ramping build) after a change.
// Servers that propagate asynchronously report the change in progress; until
// it completes a new swap may still start on the previous current build. A
// server that reports no state (it propagates before answering) returns at
// once. namespace "" is "default".
func WaitRoutingPropagated(ctx context.Context, cl client.Client, namespace, deployment string) error {
	if namespace == "" {
		namespace = "default"
	}
	ctx, cancel := context.WithTimeout(ctx, bootstrapTimeout)
	defer cancel()
	for {
		resp, err := cl.WorkflowService().DescribeWorkerDeployment(ctx, &workflowservice.DescribeWorkerDeploymentRequest{
			Namespace: namespace, DeploymentName: deployment,
		})
		if err != nil {
			return fmt.Errorf("describe deployment %s: %w", deployment, err)
		}
		if resp.GetWorkerDeploymentInfo().GetRoutingConfigUpdateState() != enumspb.ROUTING_CONFIG_UPDATE_STATE_IN_PROGRESS {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("deployment %s: routing change still propagating: %w", deployment, ctx.Err())
		case <-time.After(200 * time.Millisecond):
		}
	}
}
