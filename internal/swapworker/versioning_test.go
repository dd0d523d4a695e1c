package swapworker

import (
	"flag"
	"io"
	"strings"
	"testing"

	"go.temporal.io/sdk/workflow"
)

func parseVersioning(t *testing.T, args ...string) Config {
	t.Helper()
	var c Config
	fs := flag.NewFlagSet("worker", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	c.RegisterFlags(fs)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	return c
}

func TestWorkerBinaryIsVersionedByDefault(t *testing.T) {
	for _, env := range []string{"WORKER_VERSIONING", "WORKER_DEPLOYMENT_NAME", "WORKER_BUILD_ID", "WORKER_DEPLOYMENT_BOOTSTRAP"} {
		t.Setenv(env, "")
	}
	v := parseVersioning(t).Versioning
	if !v.On || v.DeploymentName != DefaultDeploymentName || !v.Bootstrap || v.BuildID != "" {
		t.Fatalf("defaults %+v: want versioned in deployment %s with bootstrap and a derived build ID", v, DefaultDeploymentName)
	}
	if err := v.resolve(); err != nil || !strings.HasPrefix(v.BuildID, "dev-") {
		t.Fatalf("resolved build ID %q (%v), want dev-<hash>", v.BuildID, err)
	}
	t.Setenv("WORKER_VERSIONING", "false")
	if v := parseVersioning(t).Versioning; v.On {
		t.Fatal("WORKER_VERSIONING=false left versioning on")
	}
	t.Setenv("WORKER_VERSIONING", "")
	t.Setenv("WORKER_BUILD_ID", "v9")
	if v := parseVersioning(t, "-deployment-name", "engine-eu").Versioning; v.BuildID != "v9" || v.DeploymentName != "engine-eu" {
		t.Fatalf("%+v: want build v9 in engine-eu", v)
	}
	if err := parseVersioning(t, "-deployment-name", "").Versioning.validate(); err == nil || !strings.Contains(err.Error(), "deployment-name") {
		t.Fatalf("empty deployment name: %v", err)
	}
	if _, err := (Versioning{On: true, DeploymentName: "x"}).deploymentOptions(); err == nil {
		t.Fatal("versioned worker options without a build ID were accepted")
	}
}

func TestEveryWorkflowHasAChosenVersioningBehavior(t *testing.T) {
	want := map[string]workflow.VersioningBehavior{
		"SwapWorkflow":       workflow.VersioningBehaviorPinned,
		"LateRefundWorkflow": workflow.VersioningBehaviorPinned,
		"ScannerWorkflow":    workflow.VersioningBehaviorAutoUpgrade,
	}
	for name, b := range want {
		if got := WorkflowBehavior(name); got != b {
			t.Errorf("%s: behaviour %v, want %v", name, got, b)
		}
	}
	if len(workflowBehaviors) != len(want) {
		t.Errorf("%d workflows registered, %d checked here", len(workflowBehaviors), len(want))
	}
}
