package chain_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
)

// lagging answers like a node (e.g. behind a load balancer) that is a few
// blocks behind: "latest" is lagHead and higher blocks do not exist yet.
type lagging struct {
	inner   http.Handler
	lagHead atomic.Int64 // 0: no lag
}

type rpcMsg struct {
	JSONRPC string            `json:"jsonrpc"`
	ID      json.RawMessage   `json:"id"`
	Method  string            `json:"method"`
	Params  []json.RawMessage `json:"params"`
}

func (l *lagging) one(m rpcMsg) json.RawMessage {
	if h := l.lagHead.Load(); h > 0 && m.Method == "eth_getBlockByNumber" && len(m.Params) > 0 {
		var tag string
		_ = json.Unmarshal(m.Params[0], &tag)
		if tag == "latest" {
			m.Params[0], _ = json.Marshal(fmt.Sprintf("0x%x", h))
		} else if n, err := strconv.ParseUint(strings.TrimPrefix(tag, "0x"), 16, 64); err == nil && int64(n) > h {
			return json.RawMessage(fmt.Sprintf(`{"jsonrpc":"2.0","id":%s,"result":null}`, m.ID))
		}
	}
	body, _ := json.Marshal(m)
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodPost, "/", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	l.inner.ServeHTTP(rec, req)
	return rec.Body.Bytes()
}

func (l *lagging) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	body, _ := io.ReadAll(req.Body)
	w.Header().Set("Content-Type", "application/json")
	if bytes.HasPrefix(bytes.TrimSpace(body), []byte("[")) {
		var msgs []rpcMsg
		_ = json.Unmarshal(body, &msgs)
		out := make([]json.RawMessage, len(msgs))
		for i, m := range msgs {
			out[i] = bytes.TrimSpace(l.one(m))
		}
		_ = json.NewEncoder(w).Encode(out)
		return
	}
	var m rpcMsg
	_ = json.Unmarshal(body, &m)
	_, _ = w.Write(l.one(m))
}

// REVIEW: one answer from a node that is 2 blocks behind (no reorg at all)
// is treated as a reorg: tentative observations above its head are orphaned
// and deposit-reorged is enqueued for their swaps; the next pass re-observes
// them as generation #2.
func TestReviewLaggingNodeIsTreatedAsAReorg(t *testing.T) {
	r := newRig(t, chain.Config{Finality: chain.Finality{Depth: 12}})
	lag := &lagging{inner: r.proxy}
	srv := httptest.NewServer(lag)
	defer srv.Close()
	r.url = srv.URL
	s := r.scanner()
	r.mine(2)
	r.deposit("swap-lag", 1000)
	r.mine(1)
	rep := r.catchUp(s)
	lag.lagHead.Store(int64(rep.Cursor.Number) - 2)
	rep, err := s.Pass(context.Background())
	require.NoError(t, err)
	t.Logf("pass against the lagging node: reorg=%+v", rep.Reorg)
	lag.lagHead.Store(0)
	r.catchUp(s)
	for _, o := range r.outbox() {
		t.Logf("outbox: %-18s %s %s", o.Kind, o.SwapID, o.EventID)
	}
	if rep.Reorg != nil {
		t.Errorf("DEFECT: a lagging node (no reorg) orphaned %d observation(s) and told their swaps their deposit was reorged", rep.Reorg.Orphaned)
	}
}
