package deploy

import (
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/compose-spec/compose-go/v2/types"

	"github.com/swapengine/swapengine/internal/harness/devstack"
)

// TestTemporalVersionsAgree: docker-compose.yml's Temporal images, the
// versions deploy/temporal/versions.env pins, and the binaries the production
// stack runs (built by scripts/install-temporal-stack.sh and found by the
// tests through devstack.FindStack) name one release.
func TestTemporalVersionsAgree(t *testing.T) {
	abs, err := filepath.Abs(root)
	if err != nil {
		t.Fatal(err)
	}
	want, err := devstack.ReadStackVersions(abs)
	if err != nil {
		t.Fatal(err)
	}
	p := project(t)
	images := map[string]string{
		"temporal-schema":    "temporalio/admin-tools:" + want.Server,
		"temporal":           "temporalio/server:" + want.Server,
		"temporal-namespace": "temporalio/admin-tools:" + want.Server,
		"temporal-ui":        "temporalio/ui:" + want.UI,
	}
	for name, image := range images {
		svc, err := p.GetService(name)
		if err != nil {
			t.Fatal(err)
		}
		if svc.Image != image {
			t.Errorf("compose %s runs %s; deploy/temporal/versions.env pins %s", name, svc.Image, image)
		}
	}
	script, err := os.ReadFile(filepath.Join(root, "scripts/install-temporal-stack.sh"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(script), "deploy/temporal/versions.env") {
		t.Error("scripts/install-temporal-stack.sh does not take its versions from deploy/temporal/versions.env")
	}
	// The binaries themselves, asked for their version (FindStack refuses a
	// stack whose binaries are not versions.env's).
	files, err := devstack.FindStack()
	if err != nil {
		t.Fatalf("the production stack's binaries: %v", err)
	}
	got, err := devstack.BinaryVersions(files)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("built binaries are %+v, versions.env pins %+v", got, want)
	}
}

// TestProductionStackStartsAsComposeDoes: the production stack gives the
// server, the schema job, the namespace job and the UI compose's own
// environment, changing only what names the host; it runs the very scripts
// compose mounts into admin-tools; and its dynamic config file is the one
// compose mounts where DYNAMIC_CONFIG_FILE_PATH points.
func TestProductionStackStartsAsComposeDoes(t *testing.T) {
	p := project(t)
	envOf := func(name string) map[string]string {
		svc, err := p.GetService(name)
		if err != nil {
			t.Fatal(err)
		}
		m := map[string]string{}
		for k, v := range svc.Environment {
			if v != nil {
				m[k] = *v
			}
		}
		return m
	}
	files := devstack.StackFiles{Root: "/module", SQLTool: "/tools/temporal-sql-tool", CLI: "/tools/temporal", SchemaDir: "/tools/schema"}
	cases := []struct {
		service string
		compose map[string]string // devstack's copy of compose's environment
		used    map[string]string // what the stack passes
	}{
		{"temporal-schema", devstack.ComposeSchemaEnv, devstack.ProductionSchemaEnv(files, 5999)},
		{"temporal", devstack.ComposeServerEnv, devstack.ProductionServerEnv(files, 5999, map[string]string{"FRONTEND_GRPC_PORT": "27233"}, "127.0.0.1:28000")},
		{"temporal-namespace", devstack.ComposeNamespaceEnv, devstack.ProductionNamespaceEnv(files, "127.0.0.1:27233")},
		{"temporal-ui", devstack.ComposeUIEnv, devstack.ProductionUIEnv("127.0.0.1:27233", "http://127.0.0.1:28080", 28080)},
	}
	for _, c := range cases {
		if got := envOf(c.service); !maps.Equal(got, c.compose) {
			t.Errorf("compose %s environment %v; devstack's copy %v", c.service, got, c.compose)
		}
		for k, v := range c.used {
			if c.compose[k] != v && !slices.Contains(devstack.HostSpecificEnv, k) {
				t.Errorf("%s: the stack sets %s=%s, compose %q, and it is not a host-specific setting", c.service, k, v, c.compose[k])
			}
		}
		for k := range c.compose {
			if _, ok := c.used[k]; !ok {
				t.Errorf("%s: the stack drops compose's %s", c.service, k)
			}
		}
	}

	// The jobs run deploy/temporal's scripts, mounted at /deploy: the files
	// the stack runs.
	for name, script := range map[string]string{"temporal-schema": "setup-schema.sh", "temporal-namespace": "create-namespace.sh"} {
		svc, _ := p.GetService(name)
		if len(svc.Command) == 0 || svc.Command[len(svc.Command)-1] != "/deploy/"+script {
			t.Errorf("%s runs %v, not /deploy/%s", name, svc.Command, script)
		}
		if src, ok := bindSource(svc, "/deploy"); !ok || !sameFile(t, src, filepath.Join(root, "deploy/temporal")) {
			t.Errorf("%s does not mount deploy/temporal at /deploy (%q)", name, src)
		}
	}
	// The server reads its dynamic config from DYNAMIC_CONFIG_FILE_PATH,
	// relative to the image's working directory /etc/temporal; compose mounts
	// deploy/temporal/dynamicconfig.yaml there, which the stack reads itself.
	server, _ := p.GetService("temporal")
	target := path.Join("/etc/temporal", devstack.ComposeServerEnv["DYNAMIC_CONFIG_FILE_PATH"])
	if src, ok := bindSource(server, target); !ok || !sameFile(t, src, filepath.Join(root, "deploy/temporal/dynamicconfig.yaml")) {
		t.Errorf("compose mounts %q at %s, not deploy/temporal/dynamicconfig.yaml", src, target)
	}
	used := devstack.ProductionServerEnv(files, 5999, nil, "")
	if got := used["DYNAMIC_CONFIG_FILE_PATH"]; got != "/module/deploy/temporal/dynamicconfig.yaml" {
		t.Errorf("the stack's server reads %s", got)
	}
}

func bindSource(svc types.ServiceConfig, target string) (string, bool) {
	for _, v := range svc.Volumes {
		if v.Type == types.VolumeTypeBind && v.Target == target {
			return v.Source, true
		}
	}
	return "", false
}

func sameFile(t *testing.T, a, b string) bool {
	t.Helper()
	sa, err1 := os.Stat(a)
	sb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(sa, sb)
}
