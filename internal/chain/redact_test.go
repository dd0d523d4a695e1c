package chain_test

import (
	"bytes"
	"context"
	"log/slog"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
)

// Secrets an RPC URL carries: userinfo, a key in the path, a key in the query.
var urlSecrets = []string{"alice", "s3cr3t-pw", "0123456789abcdef0123456789abcdef", "KEY-7f3a9c2e"}

func withSecrets(base string) string {
	scheme, host, _ := strings.Cut(base, "://")
	return scheme + "://alice:s3cr3t-pw@" + host + "/v3/0123456789abcdef0123456789abcdef?apikey=KEY-7f3a9c2e"
}

func assertNoSecret(t *testing.T, what, s string) {
	t.Helper()
	for _, sec := range urlSecrets {
		assert.NotContains(t, s, sec, "%s names a secret of the RPC URL: %s", what, s)
	}
}

// Issue 15 item 7: go-ethereum's HTTP transport quotes the request URL in
// its errors (`Post "http://alice:***@…/v3/<key>?apikey=…": context
// deadline exceeded`). Neither the error the scanner returns (which reaches
// Temporal) nor scanners.last_error may carry the URL's secrets.
func TestScannerErrorsDoNotCarryRPCSecrets(t *testing.T) {
	r := newRig(t, chain.Config{})
	r.url = withSecrets(r.url) // the proxy serves any path
	s := r.scanner()
	r.catchUp(s)

	r.proxy.SetLatency(200 * time.Millisecond)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	_, err := s.Pass(ctx)
	cancel()
	require.Error(t, err)
	t.Logf("pass error: %v", err)
	assertNoSecret(t, "the pass error", err.Error())
	assert.Contains(t, err.Error(), "127.0.0.1", "the host stays: it says which node failed")
	require.NotEmpty(t, r.state().LastError)
	assertNoSecret(t, "scanners.last_error", r.state().LastError)

	ctx, cancel = context.WithTimeout(context.Background(), 50*time.Millisecond)
	_, err = s.Run(ctx, time.Now().Add(time.Minute))
	cancel()
	require.Error(t, err)
	assertNoSecret(t, "the run error", err.Error())
	assertNoSecret(t, "the verify error", errText(s.VerifyChain(ctxTimeout(t, 50*time.Millisecond))))
	r.proxy.SetLatency(0)
}

func ctxTimeout(t *testing.T, d time.Duration) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	return ctx
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// Dialling a WebSocket URL connects at once: its error must not carry the
// URL's secrets either.
func TestDialErrorDoesNotCarryRPCSecrets(t *testing.T) {
	_, err := chain.Dial(context.Background(), withSecrets("ws://"+closedAddr(t)))
	require.Error(t, err)
	assertNoSecret(t, "the dial error", err.Error())
}

// closedAddr is a local address nothing listens on.
func closedAddr(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	require.NoError(t, ln.Close())
	return addr
}

// The newHeads warning is logged on every reconnect: it names the host,
// never the WebSocket URL's secrets; nor does the status's last error.
func TestHeadsWarningDoesNotCarryWSSecrets(t *testing.T) {
	var buf syncBuffer
	logger := slog.New(slog.NewTextHandler(&buf, nil))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	h := chain.WatchHeads(ctx, withSecrets("ws://"+closedAddr(t)), logger)
	for i := 0; !strings.Contains(buf.String(), "newHeads subscription lost"); i++ {
		require.Less(t, i, 500, "no warning logged")
		time.Sleep(10 * time.Millisecond)
	}
	cancel()
	t.Logf("log: %s", buf.String())
	assertNoSecret(t, "the heads warning", buf.String())
	assert.Contains(t, buf.String(), "127.0.0.1")
	require.NotEmpty(t, h.Status().LastError)
	assertNoSecret(t, "the heads status", h.Status().LastError)
}

type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
