package activities

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/store"
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

func (s *stepRecorder) ReadDeposit(context.Context, common.Address, common.Hash, common.Hash, uint) (txsender.DepositLog, error) {
	s.steps++
	return txsender.DepositLog{}, errors.New("not expected")
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

// depositBook is the scanner's record of final deposits, in memory.
type depositBook map[string]store.FinalDeposit

func (b depositBook) FinalDeposit(_ context.Context, ref string) (store.FinalDeposit, bool, error) {
	d, ok := b[ref]
	return d, ok, nil
}

// DepositAddressOwner: the book knows no deposit addresses.
func (b depositBook) DepositAddressOwner(context.Context, uint64, common.Address) (string, bool, error) {
	return "", false, nil
}

// finalStepper answers every step with a final payment.
type finalStepper struct{ steps int }

func (s *finalStepper) Step(context.Context, txsender.Payment) (txsender.Status, error) {
	s.steps++
	return txsender.Status{State: txsender.StateFinal}, nil
}

func (s *finalStepper) ReadDeposit(context.Context, common.Address, common.Hash, common.Hash, uint) (txsender.DepositLog, error) {
	return txsender.DepositLog{}, errors.New("no chain here")
}

// The vault refunds only a deposit the scanner saw final, of this swap, in
// this amount and asset — and, when the refund goes to the payer a delivery
// named, to the deposit's real payer: a forged delivery (anyone who can
// signal the swap) must not make the vault pay the forger.
func TestAnOnChainRefundIsPaidOnlyForARealFinalDeposit(t *testing.T) {
	const payer = "0x00000000000000000000000000000000000000bb"
	book := depositBook{"evm:1337:0xv:7": {SwapID: "swap-1", Payer: payer, AmountUnits: "500", Asset: "USDC"}}
	good := RefundRequest{Key: "refund:swap-1:evm:1337:0xv:7", SwapID: "swap-1", DepositRef: "evm:1337:0xv:7",
		Address: payer, Payer: payer, Asset: "USDC", AmountUnits: "500", ChainID: 1337}
	for _, tc := range []struct {
		name, field string
		mutate      func(r *RefundRequest)
	}{
		{"no such final deposit", "depositRef", func(r *RefundRequest) { r.DepositRef, r.Key = "evm:1337:0xv:8", "refund:swap-1:evm:1337:0xv:8" }},
		{"another swap's deposit", "swapId", func(r *RefundRequest) { r.SwapID = "swap-2" }},
		{"another amount", "amountUnits", func(r *RefundRequest) { r.AmountUnits = "5000" }},
		{"another asset", "asset", func(r *RefundRequest) { r.Asset = "ETH" }},
		{"a forged payer", "payer", func(r *RefundRequest) {
			r.Payer, r.Address = "0x00000000000000000000000000000000000000ee", "0x00000000000000000000000000000000000000ee"
		}},
		{"the real one", "", func(*RefundRequest) {}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sender := &finalStepper{}
			a := &Activities{Deposits: book, OnChain: map[uint64]*OnChainPayer{1337: {ChainID: 1337, Vault: common.HexToAddress("0x01"),
				Tokens: map[string]common.Address{"USDC": common.HexToAddress("0x02"), "ETH": {}}, Sender: sender}}}
			req := good
			tc.mutate(&req)
			_, err := a.Refund(context.Background(), req)
			if tc.field == "" {
				if err != nil || sender.steps == 0 {
					t.Fatalf("the real refund: %v, %d steps", err, sender.steps)
				}
				return
			}
			var appErr *temporal.ApplicationError
			if !errors.As(err, &appErr) || appErr.Type() != ErrDepositUnverified || !appErr.NonRetryable() || !strings.Contains(err.Error(), "field "+tc.field) {
				t.Fatalf("error %v: want a non-retryable %s naming %s", err, ErrDepositUnverified, tc.field)
			}
			if sender.steps > 0 {
				t.Fatal("the refund reached the sender")
			}
		})
	}
}

// An on-chain payout too is paid only for the swap's deposit as the scanner
// saw it final: a forged confirmation (a deposit that never was) gets no
// money out of the vault.
func TestAnOnChainPayoutIsPaidOnlyForARealFinalDeposit(t *testing.T) {
	book := depositBook{"evm:1337:0xv:7": {SwapID: "swap-1", Payer: "0xbb", AmountUnits: "1000", Asset: "ETH"}}
	req := PayoutRequest{Key: "send-payout:swap-1", SwapID: "swap-1", Address: "0x00000000000000000000000000000000000000aa",
		Asset: "USDC", AmountUnits: "3", ExchangeID: "ex-1", ChainID: 1337,
		DepositRef: "evm:1337:0xv:7", DepositAmountUnits: "1000", DepositAsset: "ETH"}
	for _, tc := range []struct {
		name   string
		mutate func(r *PayoutRequest)
		paid   bool
	}{
		{"the real deposit", func(*PayoutRequest) {}, true},
		{"a deposit that never was", func(r *PayoutRequest) { r.DepositRef = "evm:1337:0xv:99" }, false},
		{"another amount", func(r *PayoutRequest) { r.DepositAmountUnits = "999" }, false},
		{"no deposit named", func(r *PayoutRequest) { r.DepositRef = "" }, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sender := &finalStepper{}
			a := &Activities{Deposits: book, OnChain: map[uint64]*OnChainPayer{1337: {ChainID: 1337, Vault: common.HexToAddress("0x01"),
				Tokens: map[string]common.Address{"USDC": common.HexToAddress("0x02")}, Sender: sender}}}
			r := req
			tc.mutate(&r)
			_, err := a.SendPayout(context.Background(), r)
			if tc.paid != (err == nil && sender.steps > 0) {
				t.Fatalf("paid %v: error %v, %d steps", tc.paid, err, sender.steps)
			}
			var appErr *temporal.ApplicationError
			if !tc.paid && (!errors.As(err, &appErr) || appErr.Type() != ErrDepositUnverified) {
				t.Fatalf("error %v: want %s", err, ErrDepositUnverified)
			}
		})
	}
}

// pinned is a route table with one answer per key.
type pinned map[string]string

func (p pinned) Claim(_ context.Context, key, route string) (string, error) { return route, nil }

func (p pinned) Route(_ context.Context, key string) (string, bool, error) {
	r, ok := p[key]
	return r, ok, nil
}

// Review of P5's fix: the handover check runs on any worker. One without a
// payer for the chain says "settled" only for a key never sent on chain;
// for one that was, it cannot tell, and the check is retried elsewhere
// rather than let a person pay by hand what the chain may still pay.
func TestAHandoverIsOnlySettledByAWorkerThatCanTell(t *testing.T) {
	a := &Activities{Routes: pinned{"send-payout:s-chain": routeOnChain, "send-payout:s-http": routeHTTP}}
	res, err := a.PaymentHandover(context.Background(), HandoverRequest{Key: "send-payout:s-chain", ChainID: 1337})
	appErr := requireRetryableType(t, err, ErrPaymentPending)
	assert.Contains(t, appErr.Message(), "no payer for chain 1337")
	assert.False(t, res.Settled)
	for _, key := range []string{"send-payout:s-http", "send-payout:s-never"} {
		res, err := a.PaymentHandover(context.Background(), HandoverRequest{Key: key, ChainID: 1337})
		require.NoError(t, err)
		assert.True(t, res.Settled, key)
	}
}
