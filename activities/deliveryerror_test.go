package activities

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strings"
	"testing"

	"go.temporal.io/sdk/temporal"
)

// What a merchant is told of a failed send: the status code its endpoint
// answered and the sender's own reasons as they are; a failed connection
// only as such — never the address, port or TLS detail, which told at once
// on request would map what the worker's network reaches.
func TestPublicDeliveryErrorTellsNoNetworkDetail(t *testing.T) {
	dial := &net.OpError{Op: "dial", Net: "tcp", Addr: &net.TCPAddr{IP: net.IPv4(10, 1, 2, 3), Port: 8443}, Err: errors.New("connect: connection refused")}
	for _, tc := range []struct {
		err        error
		want, hide string
	}{
		{fmt.Errorf("deliver webhook:s:1: %w", dial), "could not be reached", "10.1.2.3"},
		{fmt.Errorf("deliver webhook:s:1: %w", errors.New("tls: failed to verify certificate: x509: certificate is valid for internal.corp")), "could not be reached", "internal.corp"},
		{temporal.NewNonRetryableApplicationError("deliver webhook:s:1: webhook URL refused: address 10.1.2.3 is private", ErrWebhookURLRefused, nil), "refused by the webhook policy", "10.1.2.3"},
		{errors.New("deliver webhook:s:1: receiver answered 401 (Unauthorized)"), "401", ""},
		{temporal.NewNonRetryableApplicationError("deliver webhook:s:1: the webhook endpoint is gone (410)", ErrEndpointGone, nil), "410", ""},
		{fmt.Errorf("deliver webhook:s:1: interrupted: %w", context.DeadlineExceeded), "did not answer in time", ""},
	} {
		got := PublicDeliveryError(tc.err)
		if !strings.Contains(got, tc.want) || (tc.hide != "" && strings.Contains(got, tc.hide)) || strings.Contains(got, "(type: ") {
			t.Errorf("PublicDeliveryError(%v) = %q; want it to say %q and not %q", tc.err, got, tc.want, tc.hide)
		}
	}
}
