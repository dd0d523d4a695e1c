package activities

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/txsender"
)

// routeMemory is payment_routes in memory.
type routeMemory struct {
	mu     sync.Mutex
	routes map[string]string
}

func (m *routeMemory) Claim(_ context.Context, key, route string) (string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.routes == nil {
		m.routes = map[string]string{}
	}
	if r, ok := m.routes[key]; ok {
		return r, nil
	}
	m.routes[key] = route
	return route, nil
}

// stepRecorder is a sender that must never be asked.
type stepRecorder struct{ steps int }

func (s *stepRecorder) Step(context.Context, txsender.Payment) (txsender.Status, error) {
	s.steps++
	return txsender.Status{}, errors.New("not expected")
}

// A payout first sent to the HTTP receiver is never sent on-chain by a
// worker whose settings route its asset there (a fleet with mixed settings,
// or a route changed while the payout was pending): the two receivers keep
// separate keys, so it could be paid twice. It is an item for a person.
func TestAPayoutKeepsTheRouteItWasFirstSentBy(t *testing.T) {
	var posts int
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		posts++
		w.WriteHeader(http.StatusServiceUnavailable) // the outcome stays unknown
	}))
	defer srv.Close()
	routes := &routeMemory{}
	req := PayoutRequest{Key: "send-payout:swap-1", SwapID: "swap-1", ChainID: 1337, Address: "0x00000000000000000000000000000000000000aa",
		Asset: "USDC", AmountUnits: "1", ExchangeID: "ex-1"}
	httpWorker := &Activities{PayoutURL: srv.URL, Routes: routes}
	if _, err := httpWorker.SendPayout(context.Background(), req); err == nil {
		t.Fatal("a 503 was taken for a payout")
	}
	sender := &stepRecorder{}
	chainWorker := &Activities{PayoutURL: srv.URL, Routes: routes, OnChain: map[uint64]*OnChainPayer{
		1337: {ChainID: 1337, Vault: common.HexToAddress("0x01"), Tokens: map[string]common.Address{"USDC": common.HexToAddress("0x02")}, Sender: sender},
	}}
	_, err := chainWorker.SendPayout(context.Background(), req)
	var appErr *temporal.ApplicationError
	if !errors.As(err, &appErr) || appErr.Type() != ErrRouteChanged || !appErr.NonRetryable() {
		t.Fatalf("error %v: want a non-retryable %s", err, ErrRouteChanged)
	}
	if sender.steps > 0 {
		t.Fatal("the payout was sent on-chain after it had gone to the HTTP receiver")
	}
	// The first worker goes on sending it its own way.
	if _, err := httpWorker.SendPayout(context.Background(), req); errors.As(err, &appErr) && appErr.Type() == ErrRouteChanged {
		t.Fatalf("the first route is refused: %v", err)
	}
	if posts != 2 {
		t.Fatalf("%d posts to the HTTP receiver, want 2", posts)
	}
}
