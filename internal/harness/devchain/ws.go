package devchain

import (
	"context"
	"net/http"
	"strings"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
)

// The simulated backend serves its API in process only, so the WebSocket
// endpoint on the chain's listener (ws://…, the same port as HTTP, as geth
// serves both) is a go-ethereum rpc.Server of its own offering what a
// scanner subscribes to: eth_subscribe("newHeads"), plus eth_chainId and
// eth_blockNumber so a client can check which chain it reached. Reads stay
// on HTTP JSON-RPC.
type wsRelay struct{ c *Chain }

// NewHeads relays the chain's new heads to one subscriber.
func (r *wsRelay) NewHeads(ctx context.Context) (*rpc.Subscription, error) {
	notifier, ok := rpc.NotifierFromContext(ctx)
	if !ok {
		return nil, rpc.ErrNotificationsUnsupported
	}
	sub := notifier.CreateSubscription()
	heads := make(chan *types.Header, 16)
	s, err := r.c.client.SubscribeNewHead(context.Background(), heads)
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
			case <-s.Err():
				return
			}
		}
	}()
	return sub, nil
}

// ChainId is eth_chainId.
func (r *wsRelay) ChainId() *hexutil.Big { return (*hexutil.Big)(r.c.ChainID()) }

// BlockNumber is eth_blockNumber.
func (r *wsRelay) BlockNumber() hexutil.Uint64 { return hexutil.Uint64(r.c.Head()) }

func (c *Chain) newWSServer() (*rpc.Server, error) {
	srv := rpc.NewServer()
	if err := srv.RegisterName("eth", &wsRelay{c: c}); err != nil {
		return nil, err
	}
	return srv, nil
}

// withWebSocket sends WebSocket upgrades to the relay and the rest to h.
func withWebSocket(ws *rpc.Server, h http.Handler) http.Handler {
	wsh := ws.WebsocketHandler([]string{"*"})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
			wsh.ServeHTTP(w, r)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// WSURL is the WebSocket URL (ws://127.0.0.1:PORT) of the newHeads
// subscription, or "" when not served.
func (c *Chain) WSURL() string {
	if c.url == "" {
		return ""
	}
	return "ws" + strings.TrimPrefix(c.url, "http")
}
