package operator

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBadArgumentsAreUsageErrorsNamingTheFlag(t *testing.T) {
	t.Setenv("WEBHOOK_ALLOW_PRIVATE", "") // the dev stack's env file sets it
	start := func(extra ...string) []string {
		return append([]string{"start", "-swap-id", "s1", "-amount", "100", "-payout-address", "0xabc", "-chain-id", "1337"}, extra...)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, "a command is required"},
		{[]string{"launch"}, `unknown command "launch"`},
		{[]string{"start", "-amount", "100", "-payout-address", "0xabc"}, "-swap-id is required"},
		{[]string{"start", "-swap-id", "s1", "-amount", "1.5", "-payout-address", "0xabc"}, "-amount must be a positive integer"},
		{[]string{"start", "-swap-id", "s1", "-amount", "100"}, "-payout-address is required"},
		{start("-deadline", "-1m"), "-deadline must be in the future"},
		{[]string{"start", "-swap-id", "s1", "-bogus"}, "flag provided but not defined: -bogus"},
		{start("-webhook-url", "not a url"), "-webhook-url must not contain whitespace"},
		{start("-webhook-url", "merchant.example.com/hooks"), "-webhook-url must be an absolute http or https URL"},
		{start("-webhook-url", "ftp://merchant.example.com/hooks"), `-webhook-url must use http or https, not "ftp"`},
		{start("-webhook-url", "https://user:pw@merchant.example.com/"), "-webhook-url must not carry credentials"},
		{start("-webhook-url", "https://merchant.example.com/#x"), "-webhook-url must not have a fragment"},
		{start("-webhook-url", "http://127.0.0.1:8081/v1/webhooks"), "-webhook-url address 127.0.0.1 is loopback"},
		{start("-webhook-url", "http://169.254.169.254/latest"), "-webhook-url address 169.254.169.254 is link-local"},
		{start("-payout-asset", "ETH"), "-payout-asset ETH is the deposit asset"},
		{start("-payout-asset", "US DC"), "-payout-asset must not contain whitespace"},
		{start("-refund-address", "0x a"), "-refund-address must not contain whitespace"},
		{start("-chain-id", "0"), "-chain-id is required"},
		{[]string{"start", "-swap-id", "s1", "-amount", "100", "-payout-address", "0xabc"}, "-chain-id is required"},
		{[]string{"outbox", "list", "-database-url", "postgres://x", "-contract", "0x5FbDB2315678afecb367f032d93F642f64180aa3"}, "-contract needs -chain-id"},
		{start("-deadline", "1000h"), "-deadline is longer than 720h0m0s"},
		{[]string{"signal", "-swap-id", "s1", "-event-id", "e1", "-deposit-ref", "r", "-amount", "5", "-type", "deposit-final"}, `-type unknown event type "deposit-final"`},
		{[]string{"signal", "-swap-id", "s1", "-deposit-ref", "r", "-amount", "5"}, "-event-id is required"},
		{[]string{"confirm", "-swap-id", "s1", "-event-id", "e1", "-deposit-ref", "r", "-amount", "007"}, "-amount must not have leading zeros"},
		{[]string{"confirm", "-swap-id", "s1", "-event-id", "e1", "-deposit-ref", "r", "-amount", "5", "extra"}, `unexpected argument "extra"`},
		{[]string{"status"}, "-swap-id is required"},
		{[]string{"resolve", "-swap-id", "s1", "-action", "forgive"}, `-action must be retry, refund, dismiss, pay-fill or resume, got "forgive"`},
		{[]string{"list", "-status", "done"}, `-status "done" is not one of`},
		{[]string{"list", "-o", "yaml"}, `-o "yaml" is not one of text, json`},
		{[]string{"status", "-swap-id", "s1", "-o", "yaml"}, `-o "yaml" is not one of text, json`},
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

// The dev stack's receivers are on loopback: allowed when asked for.
func TestStartAcceptsALoopbackWebhookWhenAllowed(t *testing.T) {
	t.Setenv("WEBHOOK_ALLOW_PRIVATE", "")
	// Nothing listens on port 1: the start gets past the flags and fails to connect.
	args := []string{"start", "-swap-id", "s1", "-amount", "100", "-payout-address", "0xabc", "-chain-id", "1337",
		"-webhook-url", "http://127.0.0.1:8081/v1/webhooks", "-temporal-address", "127.0.0.1:1"}
	var ue *UsageError
	err := Main(context.Background(), append(args, "-webhook-allow-private"), &bytes.Buffer{})
	require.Error(t, err)
	assert.False(t, errors.As(err, &ue), "no usage error: %v", err)
	t.Setenv("WEBHOOK_ALLOW_PRIVATE", "true")
	err = Main(context.Background(), args, &bytes.Buffer{})
	require.Error(t, err)
	assert.False(t, errors.As(err, &ue), "the environment allows it too: %v", err)
}

func TestUsageErrorsExitTwo(t *testing.T) {
	if code := Run([]string{"start"}); code != 2 {
		t.Fatalf("exit code %d, want 2", code)
	}
	if code := Run([]string{"help"}); code != 0 {
		t.Fatalf("help exit code %d, want 0", code)
	}
}
