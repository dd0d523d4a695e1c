package activities

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"go.temporal.io/sdk/temporal"
)

func TestDispatchRefusesBadRequestsNamingTheField(t *testing.T) {
	for field, req := range map[string]DispatchRequest{
		"scannerId":   {},
		"limit":       {ScannerID: "s", Limit: 10_001},
		"maxAttempts": {ScannerID: "s", MaxAttempts: -1},
		"lease":       {ScannerID: "s", Lease: -time.Second},
		"budget":      {ScannerID: "s", Budget: -time.Second},
		"parallel":    {ScannerID: "s", Parallel: 1000},
	} {
		_, err := (&Activities{}).DispatchOutbox(context.Background(), req)
		var appErr *temporal.ApplicationError
		if !errors.As(err, &appErr) || !appErr.NonRetryable() || !strings.Contains(err.Error(), field) {
			t.Errorf("%s: got %v, want a non-retryable error naming the field", field, err)
		}
	}
}

func TestBackoffIsBounded(t *testing.T) {
	want := []time.Duration{time.Second, 2 * time.Second, 4 * time.Second, 8 * time.Second, 16 * time.Second, 32 * time.Second, time.Minute, time.Minute}
	for attempts, w := range want {
		if got := backoff(attempts); got != w {
			t.Errorf("backoff(%d) = %s, want %s", attempts, got, w)
		}
	}
	if got := backoff(1 << 20); got != time.Minute {
		t.Errorf("backoff of many attempts = %s, want 1m", got)
	}
}
