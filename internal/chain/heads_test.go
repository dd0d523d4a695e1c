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

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/devchain"
)

// headsRelay serves eth_subscribe("newHeads") over a real go-ethereum
// WebSocket server, fed by the devchain's own head subscription (the
// simulated chain serves HTTP only).
type headsRelay struct{ c *devchain.Chain }

func (r *headsRelay) NewHeads(ctx context.Context) (*rpc.Subscription, error) {
	notifier, ok := rpc.NotifierFromContext(ctx)
	if !ok {
		return nil, rpc.ErrNotificationsUnsupported
	}
	sub := notifier.CreateSubscription()
	heads := make(chan *types.Header, 16)
	s, err := r.c.Client().SubscribeNewHead(context.Background(), heads)
	if err != nil {
		return nil, err
	}
	go func() {
		defer s.Unsubscribe()
		for {
			select {
			case h := <-heads:
				_ = notifier.Notify(sub.ID, h)
			case <-sub.Err():
				return
			}
		}
	}()
	return sub, nil
}

func startRelay(t *testing.T, c *devchain.Chain) (*httptest.Server, *conns) {
	srv := rpc.NewServer()
	require.NoError(t, srv.RegisterName("eth", &headsRelay{c: c}))
	cs := &conns{}
	ws := srv.WebsocketHandler([]string{"*"})
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ws.ServeHTTP(&hijackRecorder{ResponseWriter: w, conns: cs}, r)
	}))
	t.Cleanup(hs.Close)
	t.Cleanup(srv.Stop)
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
