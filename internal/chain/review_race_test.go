package chain_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
)

// REVIEW: a reorg that lands between eth_getLogs and the header fetch, where
// the replaced blocks had no vault logs and the new branch has a deposit.
// checkSnapshot only compares logs it got with headers; with no logs there is
// nothing to compare, the headers link from the cursor, and the cursor moves
// onto the new branch: the deposit in it is never read.
func TestReviewReorgBetweenGetLogsAndHeadersLosesDeposit(t *testing.T) {
	r := newRig(t, chain.Config{Finality: chain.Finality{Depth: 3}})
	s0 := r.scanner()
	r.catchUp(s0)
	r.mine(1) // one empty block above the cursor

	var fired atomic.Bool
	inner := r.proxy
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		body, _ := io.ReadAll(req.Body)
		req.Body = io.NopCloser(bytes.NewReader(body))
		rec := httptest.NewRecorder()
		inner.ServeHTTP(rec, req)
		if strings.Contains(string(body), `"eth_getLogs"`) && fired.CompareAndSwap(false, true) {
			// The chain reorganises after the node answered eth_getLogs.
			require.NoError(t, r.chain.ReorgWithDeposit(1, "swap-missed", 4242))
		}
		for k, v := range rec.Header() {
			w.Header()[k] = v
		}
		w.WriteHeader(rec.Code)
		_, _ = w.Write(rec.Body.Bytes())
	}))
	defer srv.Close()
	r.url = srv.URL
	s := r.scanner()

	rep, err := s.Pass(context.Background())
	require.NoError(t, err)
	t.Logf("racing pass: %+v", rep)
	require.True(t, fired.Load())
	r.mine(5)
	rep = r.catchUp(s)
	t.Logf("after catching up: cursor #%d head #%d final #%d", rep.Cursor.Number, rep.Head, rep.Final)
	for _, o := range r.outbox() {
		t.Logf("outbox: %s %s %s", o.Kind, o.SwapID, o.EventID)
	}
	var seen bool
	for _, o := range r.outbox() {
		seen = seen || o.SwapID == "swap-missed"
	}
	if !seen {
		t.Errorf("DEFECT: the deposit for swap-missed is on the canonical chain (final) but was never observed")
	}
}
