package operator

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
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
		{[]string{"resolve", "-swap-id", "s1", "-action", "forgive"}, `-action must be retry or refund, got "forgive"`},
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
