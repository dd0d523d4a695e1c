package operator

import (
	"bytes"
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

func TestBadArgumentsAreUsageErrorsNamingTheFlag(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, "a command is required"},
		{[]string{"launch"}, `unknown command "launch"`},
		{[]string{"start", "-amount", "100", "-payout-address", "0xabc"}, "-swap-id is required"},
		{[]string{"start", "-swap-id", "s1", "-amount", "1.5", "-payout-address", "0xabc"}, "-amount must be a positive integer"},
		{[]string{"start", "-swap-id", "s1", "-amount", "100"}, "-payout-address is required"},
		{[]string{"start", "-swap-id", "s1", "-amount", "100", "-payout-address", "0xabc", "-deadline", "-1m"}, "-deadline must not be negative"},
		{[]string{"start", "-swap-id", "s1", "-bogus"}, "flag provided but not defined: -bogus"},
		{[]string{"signal", "-swap-id", "s1", "-event-id", "e1", "-deposit-ref", "r", "-amount", "5", "-type", "deposit-final"}, `-type unknown event type "deposit-final"`},
		{[]string{"signal", "-swap-id", "s1", "-deposit-ref", "r", "-amount", "5"}, "-event-id is required"},
		{[]string{"confirm", "-swap-id", "s1", "-event-id", "e1", "-deposit-ref", "r", "-amount", "007"}, "-amount must not have leading zeros"},
		{[]string{"confirm", "-swap-id", "s1", "-event-id", "e1", "-deposit-ref", "r", "-amount", "5", "extra"}, `unexpected argument "extra"`},
		{[]string{"status"}, "-swap-id is required"},
		{[]string{"resolve", "-swap-id", "s1", "-action", "forgive"}, `-action must be retry, refund, dismiss or pay-fill, got "forgive"`},
		{[]string{"list", "-status", "done"}, `-status "done" is not one of`},
		{[]string{"providers", "-database-url", ""}, "-database-url (or DATABASE_URL) is required"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			var out bytes.Buffer
			err := Main(context.Background(), tc.args, &out)
			var ue *UsageError
			if !errors.As(err, &ue) {
				t.Fatalf("want a usage error, got %v", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %q does not contain %q", err, tc.want)
			}
		})
	}
}

func TestUsageErrorsExitTwo(t *testing.T) {
	if code := Run([]string{"start"}); code != 2 {
		t.Fatalf("exit code %d, want 2", code)
	}
	if code := Run([]string{"help"}); code != 0 {
		t.Fatalf("help exit code %d, want 0", code)
	}
}

// TestComposeFileIsConsistent checks docker-compose.yml against what the
// binaries read, since no Docker engine runs where the tests do.
func TestComposeFileIsConsistent(t *testing.T) {
	raw, err := os.ReadFile("../../docker-compose.yml")
	if err != nil {
		t.Fatal(err)
	}
	var compose struct {
		Services map[string]struct {
			Image       string            `yaml:"image"`
			Build       any               `yaml:"build"`
			Entrypoint  []string          `yaml:"entrypoint"`
			Environment map[string]string `yaml:"environment"`
			DependsOn   map[string]any    `yaml:"depends_on"`
		} `yaml:"services"`
	}
	if err := yaml.Unmarshal(raw, &compose); err != nil {
		t.Fatalf("docker-compose.yml: %v", err)
	}
	for _, name := range []string{"postgres", "temporal", "temporal-setup", "temporal-ui", "providers", "worker", "starter"} {
		svc, ok := compose.Services[name]
		if !ok {
			t.Fatalf("service %s missing", name)
		}
		if svc.Image == "" && svc.Build == nil {
			t.Errorf("service %s has neither image nor build", name)
		}
		if svc.Image != "" && !strings.Contains(svc.Image, ":") {
			t.Errorf("service %s image %s is not pinned", name, svc.Image)
		}
		for dep := range svc.DependsOn {
			if _, ok := compose.Services[dep]; !ok {
				t.Errorf("service %s depends on unknown %s", name, dep)
			}
		}
	}
	worker := compose.Services["worker"]
	for _, env := range []string{"TEMPORAL_ADDRESS", "DATABASE_URL", "EXCHANGE_URL", "PAYOUT_URL", "WEBHOOK_SECRET"} {
		if worker.Environment[env] == "" {
			t.Errorf("worker lacks %s", env)
		}
	}
	if got := compose.Services["providers"].Entrypoint; len(got) < 2 || got[1] != "providers" {
		t.Errorf("providers entrypoint %v does not run `starter providers`", got)
	}
	if !strings.Contains(string(raw), "SwapStatus --type Keyword") {
		t.Error("the SwapStatus search attribute is not registered")
	}
}
