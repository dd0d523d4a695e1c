package operator

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
)

func TestOutboxBadArgumentsNameTheFlag(t *testing.T) {
	t.Setenv("DATABASE_URL", "") // the suite's own database must not stand in for a missing flag
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"outbox"}, "a subcommand is required: list or redrive"},
		{[]string{"outbox", "show"}, `unknown subcommand "show"`},
		{[]string{"outbox", "list"}, "-database-url is required"},
		{[]string{"outbox", "list", "-database-url", "postgres://x", "-state", "parked"}, `-state "parked" is not one of pending, done`},
		{[]string{"outbox", "list", "-database-url", "postgres://x", "-limit", "0"}, "-limit must be between 1 and 10000"},
		{[]string{"outbox", "list", "-database-url", "postgres://x", "-contract", "0x12"}, `-contract "0x12" is not a 20-byte hex address`},
		{[]string{"outbox", "redrive", "-database-url", "postgres://x"}, "-swap-id or -state is required"},
		{[]string{"outbox", "redrive", "-database-url", "postgres://x", "-state", "done"}, `-state "done" cannot be redriven`},
	} {
		var out bytes.Buffer
		err := Main(context.Background(), tc.args, &out)
		var ue *UsageError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: got %v, want a usage error containing %q", tc.args, err, tc.want)
		}
	}
}
