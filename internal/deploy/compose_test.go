package deploy

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/compose-spec/compose-go/v2/cli"
	"github.com/compose-spec/compose-go/v2/types"
	"github.com/ethereum/go-ethereum/common"
	"go.yaml.in/yaml/v3"

	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/devstack"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/tclient"
)

const root = "../.."

// composeEnv is what a user must export before `docker compose up`: the file
// has no default for it.
var composeEnv = []string{"WEBHOOK_SECRETS=whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
	"EXCHANGE_SECRETS=whsec_Ti+pAPAAP2t/IF6GIdaS6QMQKk5WOvqkDT7S0qwDvPw=", "PAYOUT_SECRETS=whsec_gxjvmeF5JRbHwRwyj8byWOTRI9heuProxZIL+QbuFr4=",
	"GRAFANA_ADMIN_PASSWORD=correct-horse-battery", "MERCHANT_SECRETS_KEY=7J4dFZ2Tg0Vv9vU3sQm0m7B2ZL1mI1Q0nT3qX8cY5aE=",
	// The production stack's Postgres password (devstack's copy of compose's Temporal environment).
	"POSTGRES_PASSWORD=swapengine"}

func loadCompose(t *testing.T, file string, env []string, profiles ...string) (*types.Project, error) {
	t.Helper()
	opts, err := cli.NewProjectOptions([]string{file},
		cli.WithWorkingDirectory(root),
		cli.WithProfiles(profiles),
		// Interpolate from the file's own defaults and env only: the test must
		// not pass because of something set in the developer's shell.
		cli.WithEnv(env),
	)
	if err != nil {
		return nil, err
	}
	return opts.LoadProject(context.Background())
}

func project(t *testing.T) *types.Project {
	t.Helper()
	p, err := loadCompose(t, filepath.Join(root, "docker-compose.yml"), composeEnv, "demo", "cli")
	if err != nil {
		t.Fatalf("compose-go cannot load docker-compose.yml: %v", err)
	}
	return p
}

// The loader validates against the compose schema: prove it, so a misspelt
// key in the real file would fail TestCompose rather than be ignored.
func TestComposeLoaderRefusesMisspeltKeys(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(root, "docker-compose.yml"))
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(raw), "    healthcheck:\n", "    healtcheck:\n", 1)
	if bad == string(raw) {
		t.Fatal("no healthcheck key to misspell")
	}
	f := filepath.Join(t.TempDir(), "docker-compose.yml")
	if err := os.WriteFile(f, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := loadCompose(t, f, composeEnv, "demo", "cli"); err == nil || !strings.Contains(err.Error(), "healtcheck") {
		t.Fatalf("a misspelt key loaded without an error naming it: %v", err)
	}
}

// The file carries no webhook secret of its own: without one exported it
// refuses to load, saying what to set.
func TestComposeHasNoDefaultWebhookSecret(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(root, "docker-compose.yml"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(raw), "whsec_") && regexp.MustCompile(`whsec_[A-Za-z0-9+/=]{16,}`).Match(raw) {
		t.Fatal("docker-compose.yml contains a webhook secret")
	}
	for i, name := range []string{"WEBHOOK_SECRETS", "EXCHANGE_SECRETS", "PAYOUT_SECRETS", "GRAFANA_ADMIN_PASSWORD", "MERCHANT_SECRETS_KEY", "POSTGRES_PASSWORD"} {
		without := slices.Delete(slices.Clone(composeEnv), i, i+1)
		_, err = loadCompose(t, filepath.Join(root, "docker-compose.yml"), without)
		if err == nil || !strings.Contains(err.Error(), name) {
			t.Fatalf("loaded without %s, or the error does not name it: %v", name, err)
		}
	}
}

func TestComposeServices(t *testing.T) {
	p := project(t)
	want := []string{"postgres", "migrate", "temporal-schema", "temporal", "temporal-namespace", "temporal-ui",
		"providers", "worker", "serve", "chain", "chain-worker", "scanner", "prometheus", "grafana", "starter"}
	for _, name := range want {
		if _, err := p.GetService(name); err != nil {
			t.Errorf("service %s: %v", name, err)
		}
	}
	// One-shot jobs end; everything else must say when it is healthy, so
	// that depends_on can wait for it.
	oneShot := map[string]bool{"migrate": true, "temporal-schema": true, "temporal-namespace": true, "scanner": true, "starter": true}
	for name, svc := range p.Services {
		switch {
		case svc.Image == "" && svc.Build == nil:
			t.Errorf("%s: neither image nor build", name)
		case svc.Image != "" && !strings.HasPrefix(svc.Image, AppImage+":") && !strings.HasPrefix(svc.Image, DevImage+":"):
			if _, ok := KnownGoodImages[svc.Image]; !ok {
				t.Errorf("%s: image %s is not in KnownGoodImages", name, svc.Image)
			}
		}
		if oneShot[name] {
			if name != "starter" && !strings.HasPrefix(svc.Restart, "on-failure") {
				t.Errorf("%s: a one-shot job should restart on failure, has %q", name, svc.Restart)
			}
		} else if svc.HealthCheck == nil || len(svc.HealthCheck.Test) == 0 {
			t.Errorf("%s: no healthcheck", name)
		}
		for dep, d := range svc.DependsOn {
			depSvc, ok := p.Services[dep]
			if !ok {
				t.Errorf("%s depends on unknown %s", name, dep)
				continue
			}
			switch d.Condition {
			case types.ServiceConditionHealthy:
				if depSvc.HealthCheck == nil {
					t.Errorf("%s waits for %s to be healthy, which has no healthcheck", name, dep)
				}
			case types.ServiceConditionCompletedSuccessfully:
				if !oneShot[dep] {
					t.Errorf("%s waits for %s to complete, which is not a job", name, dep)
				}
			default:
				t.Errorf("%s depends on %s with condition %q: wait for healthy or completed", name, dep, d.Condition)
			}
		}
	}
	// The Temporal server image has no temporal CLI (upstream checks the port).
	tmp, _ := p.GetService("temporal")
	if got := strings.Join(tmp.HealthCheck.Test, " "); strings.Contains(got, "temporal operator") {
		t.Errorf("temporal healthcheck uses the CLI the server image lacks: %s", got)
	}
	ports := map[uint64]string{}
	for name, svc := range p.Services {
		for _, port := range svc.Ports {
			n, err := strconv.ParseUint(port.Published, 10, 16)
			if err != nil {
				t.Errorf("%s: published port %q: %v", name, port.Published, err)
				continue
			}
			if other, dup := ports[n]; dup {
				t.Errorf("port %d published by %s and %s", n, other, name)
			}
			ports[n] = name
		}
	}
}

// Migrating is compose's migrate service's job alone (`starter migrate up`): every long-running
// service that opens the database waits for it to complete, as the processes refuse an older
// schema rather than migrate it.
func TestComposeMigrateService(t *testing.T) {
	p := project(t)
	m, err := p.GetService("migrate")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(m.Entrypoint, " ") + " " + strings.Join(m.Command, " "); !strings.Contains(got, "/usr/local/bin/starter migrate up") {
		t.Errorf("migrate runs %q, not `starter migrate up`", got)
	}
	if v := m.Environment["DATABASE_URL"]; v == nil || *v == "" {
		t.Error("migrate has no DATABASE_URL")
	}
	if d, ok := m.DependsOn["postgres"]; !ok || d.Condition != types.ServiceConditionHealthy {
		t.Error("migrate does not wait for Postgres to be healthy")
	}
	for name, svc := range p.Services {
		if svc.HealthCheck == nil || svc.Environment["DATABASE_URL"] == nil || name == "postgres" {
			continue // one-shot jobs and services without the database
		}
		if d, ok := svc.DependsOn["migrate"]; !ok || d.Condition != types.ServiceConditionCompletedSuccessfully {
			t.Errorf("%s opens the database but does not wait for migrate to complete", name)
		}
	}
}

// requiredWorkerEnv are the settings a worker cannot run without in compose.
var requiredWorkerEnv = []string{"TEMPORAL_ADDRESS", "TEMPORAL_NAMESPACE", "DATABASE_URL", "EXCHANGE_URL", "PAYOUT_URL", "WEBHOOK_SECRETS", "EXCHANGE_SECRETS", "PAYOUT_SECRETS", "MERCHANT_SECRETS_KEY"}

func TestComposeWorkerSettings(t *testing.T) {
	p := project(t)
	known := workerEnvNames(t)
	for _, name := range []string{"worker", "chain-worker"} {
		svc, _ := p.GetService(name)
		for _, env := range requiredWorkerEnv {
			if v := svc.Environment[env]; v == nil || *v == "" {
				t.Errorf("%s lacks %s", name, env)
			}
		}
		for env := range svc.Environment {
			if !slices.Contains(known, env) {
				t.Errorf("%s sets %s, which the worker never reads (misspelt?)", name, env)
			}
		}
	}
	// Docker's SIGKILL must not come before the worker's drain is over.
	for _, name := range []string{"worker", "chain-worker"} {
		svc, _ := p.GetService(name)
		var grace time.Duration
		if v := svc.Environment["SHUTDOWN_GRACE"]; v != nil {
			grace, _ = time.ParseDuration(*v)
		}
		if grace <= 0 || svc.StopGracePeriod == nil || time.Duration(*svc.StopGracePeriod) <= grace {
			t.Errorf("%s: stop_grace_period %v must be longer than SHUTDOWN_GRACE %v", name, svc.StopGracePeriod, grace)
		}
	}
	cw, _ := p.GetService("chain-worker")
	if v := cw.Environment["RPC_URL"]; v == nil || *v == "" {
		t.Error("chain-worker has no RPC_URL: it would never scan")
	}
	sc, _ := p.GetService("scanner")
	if v := sc.Environment["VAULT_ADDRESS"]; v == nil || !strings.EqualFold(*v, VaultAddress) {
		t.Errorf("scanner VAULT_ADDRESS = %v, want %s", v, VaultAddress)
	}
	prov, _ := p.GetService("providers")
	if len(prov.Entrypoint) < 2 || prov.Entrypoint[1] != "providers" {
		t.Errorf("providers entrypoint %v does not run `swapdev providers`", prov.Entrypoint)
	}
}

// workerEnvNames reads the environment variable names the worker's code asks
// for (cliflag.Env / os.Getenv), so a setting renamed in code but not in
// compose fails here.
func workerEnvNames(t *testing.T) []string {
	t.Helper()
	// Every upper-case string in a call of an Env helper:
	// cliflag.Env(def, name, legacy...), c.envBool(name), c.envUint(name, def).
	call := regexp.MustCompile(`(?i:env)\w*\(([^()]*)\)`)
	name := regexp.MustCompile(`"([A-Z][A-Z0-9_]*)"`)
	var names []string
	for _, src := range goSources(t, root, "worker", "internal/swapworker", "internal/tclient", "internal/cliflag") {
		for _, c := range call.FindAllStringSubmatch(src, -1) {
			for _, m := range name.FindAllStringSubmatch(c[1], -1) {
				names = append(names, m[1])
			}
		}
	}
	if len(names) == 0 {
		t.Fatal("found no environment variables in the worker's code")
	}
	// The worker opens merchants' webhook secrets with store.SecretBoxFromEnv.
	names = append(names, store.MerchantSecretsKeyEnv, store.MerchantSecretsKeyEnv+"_FILE")
	return append(names, tclient.EnvNames...)
}

func TestComposeTemporalSetup(t *testing.T) {
	p := project(t)
	ns, _ := p.GetService("temporal-namespace")
	attrs := ""
	if v := ns.Environment["SEARCH_ATTRIBUTES"]; v != nil {
		attrs = " " + *v + " "
	}
	for name, typ := range devstack.SearchAttributes {
		if !strings.Contains(attrs, " "+name+"="+typ.String()+" ") {
			t.Errorf("search attribute %s=%s is registered by the dev stack but not by compose (%q)", name, typ, attrs)
		}
	}
	if v := ns.Environment["NAMESPACE_RETENTION"]; v == nil || *v == "" {
		t.Error("no namespace retention: finished swaps would vanish after the default 24 h")
	}
	dc, err := os.ReadFile(filepath.Join(root, "deploy/temporal/dynamicconfig.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, kv := range devstack.DynamicConfig {
		key, value, _ := strings.Cut(kv, "=")
		if !regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(key) + `:\n\s+- value: ` + regexp.QuoteMeta(value) + `\b`).Match(dc) {
			t.Errorf("dynamic config %s=%s of the dev server is not in deploy/temporal/dynamicconfig.yaml", key, value)
		}
	}
	for _, script := range []string{"deploy/temporal/setup-schema.sh", "deploy/temporal/create-namespace.sh"} {
		if out, err := exec.Command("sh", "-n", filepath.Join(root, script)).CombinedOutput(); err != nil {
			t.Errorf("%s: %v\n%s", script, err, out)
		}
	}
	// Every bind-mounted file or folder exists.
	for name, svc := range p.Services {
		for _, v := range svc.Volumes {
			if v.Type != types.VolumeTypeBind {
				continue
			}
			if _, err := os.Stat(v.Source); err != nil {
				t.Errorf("%s mounts %s: %v", name, v.Source, err)
			}
		}
	}
}

// The vault address compose gives the scanner is the one the dev chain deploys.
// The production drill: the swap API was not in compose. It is, behind a
// health check of its readiness (Postgres and Temporal), on loopback, with a
// chains file that loads and names the demo chain's vault; and a database
// password only the user sets (the drill found a fixed string).
func TestComposeServesTheAPI(t *testing.T) {
	p := project(t)
	svc, err := p.GetService("serve")
	if err != nil {
		t.Fatal(err)
	}
	env := func(k string) string {
		if v := svc.Environment[k]; v != nil {
			return *v
		}
		return ""
	}
	_, port, _ := strings.Cut(env("API_LISTEN"), ":")
	if got := strings.Join(svc.HealthCheck.Test, " "); !strings.Contains(got, "http://127.0.0.1:"+port+"/readyz") {
		t.Errorf("serve's healthcheck %q does not probe /readyz on its listen port %s", got, port)
	}
	if len(svc.Ports) != 1 || svc.Ports[0].HostIP != "127.0.0.1" || strconv.Itoa(int(svc.Ports[0].Target)) != port {
		t.Errorf("serve publishes %+v, want its port %s on 127.0.0.1", svc.Ports, port)
	}
	src, ok := bindSource(svc, "/etc/swapengine/chains.yaml")
	if !ok || env("CHAINS_CONFIG") != "/etc/swapengine/chains.yaml" {
		t.Fatalf("serve mounts no chains file where CHAINS_CONFIG names it (%q, %q)", src, env("CHAINS_CONFIG"))
	}
	chains, err := chainconf.LoadPublic(src)
	if err != nil {
		t.Fatalf("serve's chains file %s: %v", src, err)
	}
	if c := chains.Chains[0]; c.ChainID != 1337 || !strings.EqualFold(c.Vault.Address, VaultAddress) {
		t.Errorf("serve's chains file names chain %d vault %s, not the demo chain's %s", c.ChainID, c.Vault.Address, VaultAddress)
	}
	// Every connection uses the password the user exported.
	env2 := append(slices.Clone(composeEnv), "POSTGRES_PASSWORD=users0wn1234")
	p2, err := loadCompose(t, filepath.Join(root, "docker-compose.yml"), env2, "demo", "cli")
	if err != nil {
		t.Fatal(err)
	}
	for name, key := range map[string]string{"serve": "DATABASE_URL", "worker": "DATABASE_URL", "migrate": "DATABASE_URL",
		"postgres": "POSTGRES_PASSWORD", "temporal": "POSTGRES_PWD", "temporal-schema": "SQL_PASSWORD"} {
		s, _ := p2.GetService(name)
		if v := s.Environment[key]; v == nil || !strings.Contains(*v, "users0wn1234") {
			t.Errorf("%s: %s does not carry the exported POSTGRES_PASSWORD", name, key)
		}
	}
}

// Every third-party image names an exact release (postgres:16 was a moving
// major, the drill found), and docs/deploy.md says how to pin its digest.
func TestComposeImagesNameExactReleases(t *testing.T) {
	for img := range KnownGoodImages {
		name, _, _ := strings.Cut(img, "@")
		_, tag, _ := strings.Cut(name, ":")
		if !regexp.MustCompile(`^v?\d+\.\d+(\.\d+)?$`).MatchString(tag) {
			t.Errorf("%s: the tag is not an exact release", img)
		}
	}
	doc, err := os.ReadFile(filepath.Join(root, "docs/deploy.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), "docker buildx imagetools inspect") {
		t.Error("docs/deploy.md does not say how to resolve the images' digests")
	}
}

func TestComposeVaultAddressIsTheDevChains(t *testing.T) {
	c, err := devchain.Start(devchain.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if got := c.Vault(); got != common.HexToAddress(VaultAddress) {
		t.Fatalf("dev chain vault at %s, compose says %s", got, VaultAddress)
	}
}

// TestDockerfileBuildStage runs the Dockerfile's build commands the way its
// build stage does (no Docker engine here): the same go build lines, with
// /out redirected to a temporary folder, and checks its Go image matches
// go.mod's language version.
func TestDockerfileBuildStage(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(root, "Dockerfile"))
	if err != nil {
		t.Fatal(err)
	}
	src := strings.ReplaceAll(string(raw), "\\\n", " ")
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	goLine := regexp.MustCompile(`(?m)^go (\d+\.\d+)`).FindSubmatch(gomod)
	from := regexp.MustCompile(`(?m)^FROM golang:(\d+\.\d+)\S* AS build`).FindStringSubmatch(src)
	if goLine == nil || from == nil || from[1] != string(goLine[1]) {
		t.Fatalf("build image golang:%v does not match go.mod's go %s", from, goLine)
	}
	var builds, args []string
	for _, line := range strings.Split(src, "\n") {
		line = strings.TrimSpace(line)
		if cmd, ok := strings.CutPrefix(line, "RUN "); ok && strings.Contains(cmd, "go build") {
			// BuildKit's cache mounts are options of RUN, not of the shell command.
			cmd = regexp.MustCompile(`^(--mount=\S+\s+)+`).ReplaceAllString(cmd, "")
			builds = append(builds, cmd)
		}
		if arg, ok := strings.CutPrefix(line, "ARG "); ok && strings.Contains(arg, "=") {
			args = append(args, arg) // build arguments with their defaults
		}
	}
	if len(builds) == 0 {
		t.Fatal("the Dockerfile builds nothing")
	}
	// The build arguments compose passes, with VERSION and REVISION exported.
	p, err := loadCompose(t, filepath.Join(root, "docker-compose.yml"),
		append(slices.Clone(composeEnv), "VERSION=v9.8.7", "REVISION=0123456789abcdef"))
	if err != nil {
		t.Fatal(err)
	}
	var composeArgs []string
	for _, svc := range p.Services {
		if svc.Build != nil {
			for k, v := range svc.Build.Args {
				if v != nil {
					composeArgs = append(composeArgs, k+"="+*v)
				}
			}
		}
	}
	for _, want := range []string{"--mount=type=cache,target=/go/pkg/mod", "--mount=type=cache,target=/root/.cache/go-build"} {
		if !strings.Contains(src, want) {
			t.Errorf("the Dockerfile has no BuildKit cache mount %s", want)
		}
	}
	for _, label := range []string{"title", "version", "revision", "created", "licenses"} {
		if !regexp.MustCompile(`org\.opencontainers\.image\.` + label + `=`).MatchString(src) {
			t.Errorf("the Dockerfile has no OCI label org.opencontainers.image.%s", label)
		}
	}
	out := t.TempDir()
	for _, cmd := range builds {
		cmd = strings.ReplaceAll(cmd, "/out/", out+"/")
		c := exec.Command("sh", "-c", cmd)
		c.Dir = root
		// Build arguments as compose passes them; -buildvcs=false as in the image, whose context
		// has no .git.
		c.Env = append(append(append(os.Environ(), args...), composeArgs...), "GOFLAGS=-buildvcs=false")
		if b, err := c.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", cmd, err, b)
		}
	}
	for _, bin := range []string{"worker", "starter", "swapdev"} {
		if _, err := os.Stat(filepath.Join(out, bin)); err != nil {
			t.Errorf("the build stages made no %s: %v", bin, err)
		}
	}
	// The version and revision are stamped (compose's build arguments here).
	if b, err := exec.Command(filepath.Join(out, "starter"), "version").Output(); err != nil || !strings.HasPrefix(string(b), "starter v9.8.7 (0123456789ab) go") {
		t.Errorf("starter version = %q, %v", b, err)
	}
}

// One image for every app service: built once (one service has the build, with the version
// passed as build arguments) and run by the others under the same tag, so the migration job,
// the workers and the CLI are one build. The harness's image (target dev) is built once too, and
// only the simulators and the dev chain run it: what runs the worker ships no simulated chain.
func TestComposeOneAppImage(t *testing.T) {
	p, err := loadCompose(t, filepath.Join(root, "docker-compose.yml"),
		append(slices.Clone(composeEnv), "VERSION=v9.8.7", "REVISION=0123456789abcdef"), "demo", "cli")
	if err != nil {
		t.Fatal(err)
	}
	var builders, users, devUsers []string
	for name, svc := range p.Services {
		if svc.Build != nil {
			builders = append(builders, name)
			switch {
			case svc.Image == AppImage+":v9.8.7" && svc.Build.Target == "":
			case svc.Image == DevImage+":v9.8.7" && svc.Build.Target == "dev":
			default:
				t.Errorf("%s builds target %q as %q, want the default target as %s:${VERSION} or target dev as %s:${VERSION}",
					name, svc.Build.Target, svc.Image, AppImage, DevImage)
			}
			for k, want := range map[string]string{"VERSION": "v9.8.7", "REVISION": "0123456789abcdef"} {
				if v := svc.Build.Args[k]; v == nil || *v != want {
					t.Errorf("%s: build argument %s = %v, want %s from the environment", name, k, v, want)
				}
			}
		}
		switch {
		case strings.HasPrefix(svc.Image, AppImage+":"):
			users = append(users, name)
			if svc.Image != AppImage+":v9.8.7" {
				t.Errorf("%s runs %s, not the one app image", name, svc.Image)
			}
		case strings.HasPrefix(svc.Image, DevImage+":"):
			devUsers = append(devUsers, name)
			if svc.Image != DevImage+":v9.8.7" {
				t.Errorf("%s runs %s, not the one dev image", name, svc.Image)
			}
		}
	}
	if len(builders) != 2 {
		t.Errorf("services with a build: %v, want one per image", builders)
	}
	slices.Sort(users)
	slices.Sort(devUsers)
	if want := []string{"chain-worker", "migrate", "scanner", "serve", "starter", "worker"}; !slices.Equal(users, want) {
		t.Errorf("services on the app image: %v, want %v", users, want)
	}
	if want := []string{"chain", "providers"}; !slices.Equal(devUsers, want) {
		t.Errorf("services on the dev image: %v, want %v", devUsers, want)
	}
	// Without VERSION the tag is dev, as the binaries say.
	if svc, _ := project(t).GetService("worker"); svc.Image != AppImage+":dev" {
		t.Errorf("worker image without VERSION: %s", svc.Image)
	}
}

// Monitoring operators can trust: Grafana on a supported release, signed in (no anonymous
// viewers) with a password the operator sets, Prometheus and Grafana (which have no TLS of their
// own) and the app's ports on 127.0.0.1 unless told otherwise, and neither waits for the worker
// to be healthy.
func TestComposeMonitoring(t *testing.T) {
	p := project(t)
	g, err := p.GetService("grafana")
	if err != nil {
		t.Fatal(err)
	}
	ver := regexp.MustCompile(`^grafana/grafana:(\d+)\.(\d+)\.\d+$`).FindStringSubmatch(g.Image)
	if ver == nil {
		t.Fatalf("grafana image %q is not grafana/grafana:X.Y.Z", g.Image)
	}
	major, _ := strconv.Atoi(ver[1])
	minor, _ := strconv.Atoi(ver[2])
	if major < 12 || (major == 12 && minor < 4) {
		t.Errorf("grafana %s.%s is out of support: 12.4 or newer", ver[1], ver[2])
	}
	env := func(svc types.ServiceConfig, k string) string {
		if v := svc.Environment[k]; v != nil {
			return *v
		}
		return ""
	}
	if v := env(g, "GF_AUTH_ANONYMOUS_ENABLED"); v != "false" {
		t.Errorf("GF_AUTH_ANONYMOUS_ENABLED = %q: anonymous visitors could read every dashboard", v)
	}
	if v := env(g, "GF_SECURITY_ADMIN_PASSWORD"); v != "correct-horse-battery" {
		t.Errorf("Grafana's admin password is %q, not the GRAFANA_ADMIN_PASSWORD given", v)
	}
	for name, svc := range p.Services {
		if strings.HasPrefix(name, "temporal") {
			continue // the Temporal services' ports are set with the server (docs/deploy.md, Temporal)
		}
		for _, port := range svc.Ports {
			if port.HostIP != "127.0.0.1" {
				t.Errorf("%s publishes %s on %q, not 127.0.0.1", name, port.Published, port.HostIP)
			}
		}
	}
	for _, name := range []string{"prometheus", "grafana"} {
		svc, _ := p.GetService(name)
		for dep := range svc.DependsOn {
			if dep != "prometheus" {
				t.Errorf("%s waits for %s: monitoring must come up whatever state the system is in", name, dep)
			}
		}
	}
	// A deliberate bind elsewhere is possible (behind a proxy with TLS).
	q, err := loadCompose(t, filepath.Join(root, "docker-compose.yml"), append(slices.Clone(composeEnv), "GRAFANA_BIND=0.0.0.0"))
	if err != nil {
		t.Fatal(err)
	}
	if g, _ := q.GetService("grafana"); len(g.Ports) != 1 || g.Ports[0].HostIP != "0.0.0.0" {
		t.Errorf("GRAFANA_BIND=0.0.0.0 gave %+v", g.Ports)
	}
}

type promConfig struct {
	RuleFiles     []string `yaml:"rule_files"`
	ScrapeConfigs []struct {
		JobName       string `yaml:"job_name"`
		StaticConfigs []struct {
			Targets []string `yaml:"targets"`
		} `yaml:"static_configs"`
		DNSSDConfigs []struct {
			Names []string `yaml:"names"`
			Type  string   `yaml:"type"`
			Port  int      `yaml:"port"`
		} `yaml:"dns_sd_configs"`
	} `yaml:"scrape_configs"`
}

// Prometheus finds every replica of a scaled worker (DNS service discovery on the compose
// service name, whose resolver answers one A record per replica) at the port its metrics
// listen on, and names no static target that a profile can switch off.
func TestPrometheusFindsEveryWorker(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(root, "deploy/prometheus/prometheus.yml"))
	if err != nil {
		t.Fatal(err)
	}
	var cfg promConfig
	if err := yaml.Unmarshal(raw, &cfg); err != nil {
		t.Fatal(err)
	}
	all := project(t)
	// The services that run without any profile.
	base, err := loadCompose(t, filepath.Join(root, "docker-compose.yml"), composeEnv)
	if err != nil {
		t.Fatal(err)
	}
	discovered := map[string]bool{}
	for _, sc := range cfg.ScrapeConfigs {
		for _, st := range sc.StaticConfigs {
			for _, target := range st.Targets {
				host, _, _ := strings.Cut(target, ":")
				if _, ok := base.Services[host]; !ok {
					t.Errorf("job %s: static target %s is not a service that always runs (a profile that is off would leave it down)", sc.JobName, target)
				}
				if svc, ok := all.Services[host]; ok && svc.Environment["METRICS_LISTEN"] != nil {
					t.Errorf("job %s: worker %s is a static target: only one replica of a scaled service would be scraped", sc.JobName, host)
				}
			}
		}
		for _, dns := range sc.DNSSDConfigs {
			if dns.Type != "A" {
				t.Errorf("job %s: DNS SD type %q, want A (compose's resolver answers A records)", sc.JobName, dns.Type)
			}
			for _, n := range dns.Names {
				svc, ok := all.Services[n]
				if !ok {
					t.Errorf("job %s: DNS SD name %s is not a compose service", sc.JobName, n)
					continue
				}
				discovered[n] = true
				if l := svc.Environment["METRICS_LISTEN"]; l == nil || !strings.HasSuffix(*l, ":"+strconv.Itoa(dns.Port)) {
					t.Errorf("job %s: scrapes %s on port %d, its METRICS_LISTEN is %v", sc.JobName, n, dns.Port, l)
				}
			}
		}
	}
	for name, svc := range all.Services {
		if svc.Environment["METRICS_LISTEN"] != nil && !discovered[name] {
			t.Errorf("%s serves /metrics but Prometheus does not discover it", name)
		}
	}
	if len(cfg.RuleFiles) == 0 {
		t.Error("prometheus.yml loads no alert rules")
	}
}
