package devcli

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/swapengine/swapengine/internal/operator"
)

// The harness commands refuse bad flags as the product's do: a usage error
// (exit 2) naming the flag.
func TestBadArgumentsAreUsageErrorsNamingTheFlag(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"soak", "-token-share", "1.5"}, "-token-share must be within [0, 1]"},
		{[]string{"soak", "-payment-reorgs", "-1"}, "-payment-reorgs must not be negative"},
		{[]string{"soak", "-chains", "3"}, "-chains must be 1 or 2"},
		{[]string{"soak", "-chains", "0"}, "-chains must be 1 or 2"},
		{[]string{"providers", "-database-url", ""}, "-database-url (or DATABASE_URL) is required"},
		{[]string{"providers", "-database-url", "postgres://x", "-exchange-secrets", ""}, "exchange-secrets is required"},
		{[]string{"providers", "-database-url", "postgres://x", "-exchange-secrets", testSecret, "-payout-secrets", "@/nonexistent"}, "payout-secrets: read the secrets file"},
		{[]string{"providers", "-database-url", "postgres://x", "-exchange-secrets", testSecret, "-payout-secrets", "whsec_c2hvcnQ="}, "payout secret #1: decodes to 5 bytes"},
		{[]string{"providers", "-database-url", "postgres://x", "-exchange-secrets", testSecret, "-payout-secrets", testSecret, "-payout-assets", " , "}, "-payout-assets needs at least one asset"},
		{[]string{"providers", "-database-url", "postgres://x", "-exchange-secrets", testSecret, "-payout-secrets", testSecret, "-payout-assets", "USDC,DAI,USDC"}, `payout asset #3 "USDC" is listed twice`},
		{[]string{"chain", "-listen", "nonsense"}, `-listen "nonsense"`},
		{[]string{"deposit", "-swap-id", "", "-amount", "5"}, "-swap-id"},
		{[]string{"reorg", "-depth", "0"}, "-depth must be at least 1"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			var out bytes.Buffer
			err := operator.Main(context.Background(), tc.args, &out)
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
