package chain

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/swapengine/swapengine/internal/redact"
)

// Heads is a newHeads subscription over WebSocket used only as a wake-up:
// every notification — and every (re)connection, because notices sent while
// disconnected are lost, removals included — bumps a sequence number that
// scan passes wait on. A pass then reads and checks everything over HTTP as
// usual, so a missed or forged notice can delay a pass, never hide a reorg.
// Without a WebSocket URL there is no Heads and the scanner polls.
type Heads struct {
	url     string
	headers http.Header // auth headers on the handshake; values are secrets
	logger  *slog.Logger

	mu         sync.Mutex
	seq        uint64
	wake       chan struct{} // closed and replaced on every bump
	connected  bool
	reconnects int
	lastErr    string
}

// WatchHeads subscribes to newHeads at url (ws:// or wss://) until ctx ends,
// reconnecting with a backoff of up to 30 s.
func WatchHeads(ctx context.Context, url string, logger *slog.Logger) *Heads {
	return WatchHeadsHeaders(ctx, url, nil, logger)
}

// WatchHeadsHeaders is WatchHeads sending headers (a provider's auth
// header) on every WebSocket handshake; errors never quote their values.
func WatchHeadsHeaders(ctx context.Context, url string, headers http.Header, logger *slog.Logger) *Heads {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	h := &Heads{url: url, headers: headers, logger: logger, wake: make(chan struct{})}
	go h.loop(ctx)
	return h
}

func (h *Heads) loop(ctx context.Context) {
	backoff := 100 * time.Millisecond
	for ctx.Err() == nil {
		err := h.subscribe(ctx)
		// The URL and errors that may quote it are redacted: a WebSocket
		// URL usually carries the provider's API key, and this warning is
		// logged on every reconnect.
		msg := redact.Error(redactSecrets(err, headerSecrets(h.headers)), h.url)
		h.mu.Lock()
		h.connected = false
		if err != nil {
			h.lastErr = msg
		}
		h.mu.Unlock()
		if ctx.Err() != nil {
			return
		}
		h.logger.Warn("newHeads subscription lost; polling until it is back", "url", redact.URL(h.url), "error", msg, "retryIn", backoff)
		t := time.NewTimer(backoff)
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-t.C:
		}
		backoff = min(2*backoff, 30*time.Second)
	}
}

func (h *Heads) subscribe(ctx context.Context) error {
	c, err := DialHeaders(ctx, h.url, h.headers)
	if err != nil {
		return err
	}
	defer c.Close()
	ch := make(chan json.RawMessage, 16)
	sub, err := c.EthSubscribe(ctx, ch, "newHeads")
	if err != nil {
		return err
	}
	defer sub.Unsubscribe()
	h.mu.Lock()
	if h.seq > 0 || h.reconnects > 0 {
		h.reconnects++
	}
	h.connected = true
	h.mu.Unlock()
	// Reconcile over HTTP now: whatever happened while disconnected.
	h.bump()
	for {
		select {
		case <-ctx.Done():
			return nil
		case err := <-sub.Err():
			return err
		case <-ch:
			h.bump()
		}
	}
}

func (h *Heads) bump() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.seq++
	close(h.wake)
	h.wake = make(chan struct{})
}

// Seq is the number of wake-ups so far.
func (h *Heads) Seq() uint64 {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.seq
}

// Wait returns once a wake-up newer than seen arrives (true) or after max
// (false): the polling fallback while the subscription is down or quiet.
func (h *Heads) Wait(ctx context.Context, seen uint64, max time.Duration) bool {
	h.mu.Lock()
	if h.seq > seen {
		h.mu.Unlock()
		return true
	}
	wake := h.wake
	h.mu.Unlock()
	t := time.NewTimer(max)
	defer t.Stop()
	select {
	case <-wake:
		return true
	case <-t.C:
	case <-ctx.Done():
	}
	return false
}

// HeadsStatus is the subscription as status shows it.
type HeadsStatus struct {
	Connected  bool   `json:"connected"`
	Wakeups    uint64 `json:"wakeups"`
	Reconnects int    `json:"reconnects"`
	LastError  string `json:"lastError,omitempty"`
}

// Status reports the subscription's state.
func (h *Heads) Status() HeadsStatus {
	h.mu.Lock()
	defer h.mu.Unlock()
	return HeadsStatus{Connected: h.connected, Wakeups: h.seq, Reconnects: h.reconnects, LastError: h.lastErr}
}
