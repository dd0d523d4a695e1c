package operator

import (
	"context"
	"fmt"
	"io"
	"time"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"

	"github.com/swapengine/swapengine/internal/cliflag"
	"github.com/swapengine/swapengine/internal/swapworker"
	"github.com/swapengine/swapengine/internal/tclient"
)

// The deployment commands drive Worker Versioning through the SDK's
// deployment client (docs/deploy.md, "Deploying a new version"): which build
// of the workers takes new swaps. Every change carries the conflict token of
// the description it was decided on, so two operators cannot overwrite each
// other's change unknowingly.

const deploymentUsage = `usage: starter deployment <describe|set-current|ramp|delete-version> [flags]

  describe        the deployment's current and ramping builds and every version with its drainage
  set-current     make a build current: new swaps and auto-upgrading scanners go to it; running swaps
                  stay on the build that started them
  ramp            send -percent of new swaps to a build, the rest to the current one (-percent 0 ends it)
  delete-version  forget a drained build whose workers are gone (retire it)

starter deployment <command> -h lists a command's flags.`

func runDeployment(ctx context.Context, args []string, out io.Writer) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		if len(args) == 0 {
			fmt.Fprintln(errOut, deploymentUsage)
			return usagef("deployment: a command is required")
		}
		_, err := fmt.Fprintln(out, deploymentUsage)
		return err
	}
	var (
		tc      tclient.Config
		name    string
		buildID string
		percent float64
		force   bool
	)
	cmd := args[0]
	fs := newFlags("deployment "+cmd, out)
	tc.RegisterFlags(fs)
	fs.StringVar(&name, "name", cliflag.Env("swapengine", "WORKER_DEPLOYMENT_NAME"), "Worker Deployment name (env WORKER_DEPLOYMENT_NAME)")
	needBuild := func(usage string) { fs.StringVar(&buildID, "build-id", "", usage) }
	switch cmd {
	case "describe":
	case "set-current":
		needBuild("the build to make current (required; the worker logs its build ID at start)")
		fs.BoolVar(&force, "allow-no-pollers", false, "make it current even though no worker of the build has polled (tasks wait until one does)")
	case "ramp":
		needBuild("the build to ramp to (required)")
		fs.Float64Var(&percent, "percent", 0, "share of new swaps sent to the build, 0 to 100; 0 ends the ramp")
	case "delete-version":
		needBuild("the drained build to delete (required)")
		fs.BoolVar(&force, "skip-drainage", false, "delete even though pinned workflows may still run on it (they would stall)")
	default:
		fmt.Fprintln(errOut, deploymentUsage)
		return usagef("deployment: unknown command %q", cmd)
	}
	if err := parse(fs, args[1:]); err != nil {
		return err
	}
	if name == "" {
		return usagef("deployment %s: -name is required", cmd)
	}
	if cmd != "describe" && buildID == "" {
		return usagef("deployment %s: -build-id is required", cmd)
	}
	if percent < 0 || percent > 100 {
		return usagef("deployment ramp: -percent %v is not between 0 and 100", percent)
	}
	cl, err := dial(tc)
	if err != nil {
		return err
	}
	defer cl.Close()
	h := cl.WorkerDeploymentClient().GetHandle(name)
	d, err := h.Describe(ctx, client.WorkerDeploymentDescribeOptions{})
	if err != nil {
		return fmt.Errorf("describe deployment %s: %w", name, err)
	}
	switch cmd {
	case "describe":
		return printDeployment(out, d.Info)
	case "set-current":
		r, err := h.SetCurrentVersion(ctx, client.WorkerDeploymentSetCurrentVersionOptions{
			BuildID: buildID, ConflictToken: d.ConflictToken, AllowNoPollers: force,
		})
		if err != nil {
			return fmt.Errorf("set current version of %s to %s: %w", name, buildID, err)
		}
		if _, err := fmt.Fprintf(out, "deployment %s: current build %s (was %s)\n", name, buildID, buildOf(r.PreviousVersion)); err != nil {
			return err
		}
		return waitPropagated(ctx, cl, tc, name)
	case "ramp":
		r, err := h.SetRampingVersion(ctx, client.WorkerDeploymentSetRampingVersionOptions{
			BuildID: buildID, Percentage: float32(percent), ConflictToken: d.ConflictToken,
		})
		if err != nil {
			return fmt.Errorf("ramp deployment %s to %s: %w", name, buildID, err)
		}
		if _, err := fmt.Fprintf(out, "deployment %s: ramping build %s at %v%% (was %s at %v%%)\n", name, buildID, percent, buildOf(r.PreviousVersion), r.PreviousPercentage); err != nil {
			return err
		}
		return waitPropagated(ctx, cl, tc, name)
	default: // delete-version
		if _, err := h.DeleteVersion(ctx, client.WorkerDeploymentDeleteVersionOptions{BuildID: buildID, SkipDrainage: force}); err != nil {
			return fmt.Errorf("delete version %s of %s: %w", buildID, name, err)
		}
		_, err = fmt.Fprintf(out, "deployment %s: version %s deleted\n", name, buildID)
		return err
	}
}

// waitPropagated returns once every task queue knows the new routing, so
// that when the command returns new swaps go where it said.
func waitPropagated(ctx context.Context, cl client.Client, tc tclient.Config, name string) error {
	o, err := tc.Options()
	if err != nil {
		return err
	}
	return swapworker.WaitRoutingPropagated(ctx, cl, o.Namespace, name)
}

func buildOf(v *worker.WorkerDeploymentVersion) string {
	if v == nil || v.BuildID == "" {
		return "unversioned"
	}
	return v.BuildID
}

var drainage = map[client.WorkerDeploymentVersionDrainageStatus]string{
	client.WorkerDeploymentVersionDrainageStatusUnspecified: "-",
	client.WorkerDeploymentVersionDrainageStatusDraining:    "draining",
	client.WorkerDeploymentVersionDrainageStatusDrained:     "drained",
}

func printDeployment(out io.Writer, info client.WorkerDeploymentInfo) error {
	rc := info.RoutingConfig
	fmt.Fprintf(out, "deployment %s\ncurrent   %s", info.Name, buildOf(rc.CurrentVersion))
	if !rc.CurrentVersionChangedTime.IsZero() {
		fmt.Fprintf(out, " (since %s)", rc.CurrentVersionChangedTime.UTC().Format(time.RFC3339))
	}
	fmt.Fprintln(out)
	if rc.RampingVersion != nil {
		fmt.Fprintf(out, "ramping   %s at %v%%\n", buildOf(rc.RampingVersion), rc.RampingVersionPercentage)
	}
	fmt.Fprintf(out, "%-24s %-22s %s\n", "BUILD", "CREATED", "DRAINAGE")
	for _, v := range info.VersionSummaries {
		fmt.Fprintf(out, "%-24s %-22s %s\n", v.Version.BuildID, v.CreateTime.UTC().Format(time.RFC3339), drainage[v.DrainageStatus])
	}
	return nil
}
