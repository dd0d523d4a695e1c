package chain_test

import (
	"bufio"
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/harness/devchain"
)

// startRelay serves the devchain's own WebSocket endpoint (newHeads) through
// a listener of the test's, which records the hijacked connections so the
// test can drop them.
func startRelay(t *testing.T, c *devchain.Chain) (*httptest.Server, *conns) {
	cs := &conns{}
	h := c.Handler()
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.ServeHTTP(&hijackRecorder{ResponseWriter: w, conns: cs}, r)
	}))
	t.Cleanup(hs.Close)
	return hs, cs
}

// conns are the hijacked WebSocket connections, so a test can drop them
// (httptest's CloseClientConnections does not see hijacked ones).
type conns struct {
	mu  sync.Mutex
	all []net.Conn
}

func (c *conns) drop() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, conn := range c.all {
		_ = conn.Close()
	}
	c.all = nil
}

type hijackRecorder struct {
	http.ResponseWriter
	conns *conns
}

func (h *hijackRecorder) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	conn, rw, err := h.ResponseWriter.(http.Hijacker).Hijack()
	if err == nil {
		h.conns.mu.Lock()
		h.conns.all = append(h.conns.all, conn)
		h.conns.mu.Unlock()
	}
	return conn, rw, err
}

// newHeads wakes a waiting pass; a reconnect wakes it too (HTTP
// reconciliation of whatever was missed), and with the socket down Wait
// falls back to its timeout: polling.
func TestNewHeadsWakeUpAndReconnect(t *testing.T) {
	r := newRig(t, chain.Config{})
	hs, cs := startRelay(t, r.chain)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	h := chain.WatchHeads(ctx, "ws"+strings.TrimPrefix(hs.URL, "http"), nil)
	require.True(t, h.Wait(ctx, 0, time.Minute), "connecting is a wake-up: reconcile on start")
	require.Eventually(t, func() bool { return h.Status().Connected }, time.Minute, 10*time.Millisecond)

	seen := h.Seq()
	r.mine(1)
	require.True(t, h.Wait(ctx, seen, time.Minute), "a new block wakes the pass: %+v", h.Status())

	seen = h.Seq()
	cs.drop() // the socket drops
	require.True(t, h.Wait(ctx, seen, time.Minute), "the reconnect wakes the pass to reconcile over HTTP")
	require.Eventually(t, func() bool { return h.Status().Reconnects >= 1 }, time.Minute, 10*time.Millisecond)

	// Socket gone for good: Wait times out, the scanner polls.
	hs.Close()
	cs.drop()
	seen = h.Seq()
	for h.Wait(ctx, seen, 200*time.Millisecond) {
		seen = h.Seq()
	}
	assert.False(t, h.Status().Connected)

	// A scan after the wake-ups still reads over HTTP and finds everything.
	r.deposit("swap-ws", 3)
	r.mine(1)
	r.catchUp(r.scanner())
	assert.Equal(t, []string{"deposit-observed swap-ws"}, kinds(r.outbox()))
}
