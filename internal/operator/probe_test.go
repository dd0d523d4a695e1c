package operator

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestProbe(t *testing.T) {
	ok := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer ok.Close()
	down := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer down.Close()
	ctx := context.Background()
	if err := runProbe(ctx, []string{"-url", ok.URL}, io.Discard); err != nil {
		t.Errorf("healthy endpoint: %v", err)
	}
	if err := runProbe(ctx, []string{"-url", down.URL}, io.Discard); err == nil {
		t.Error("a 503 passed the probe")
	}
	var usage *UsageError
	if err := runProbe(ctx, []string{"-url", "not a url"}, io.Discard); !errors.As(err, &usage) {
		t.Errorf("a bad -url is not a usage error: %v", err)
	}
}
