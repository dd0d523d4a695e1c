// Package rpcproxy is a faulty JSON-RPC proxy for tests: an http.Handler
// (mount it with httptest.NewServer) that forwards POSTed JSON-RPC calls and
// batches to an upstream node and injects the faults real providers show:
// eth_getLogs range limits, a wrong chain ID, log answers from another fork,
// and arbitrary errors on the next calls of a method. Faults can be changed
// at any time; a Proxy is safe for concurrent use.
//
// Calls that no fault touches are forwarded byte for byte, and so are their
// answers unless a log answer has to be rewritten.
package rpcproxy

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
)

// RPCError is a JSON-RPC error object as the proxy answers it.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

func (e RPCError) Error() string { return fmt.Sprintf("json-rpc error %d: %s", e.Code, e.Message) }

// The common forms of "your eth_getLogs asks for too much" (Infura/geth,
// Alchemy-like, generic).
var (
	ErrTooManyResults = RPCError{Code: -32005, Message: "query returned more than 10000 results"}
	ErrRangeTooLarge  = RPCError{Code: -32602, Message: "block range too large"}
	ErrExceedsLimit   = RPCError{Code: -32000, Message: "exceeds limit"}
)

// DefaultLogRangeErrors is the rotation used for refused eth_getLogs calls
// unless SetLogRangeErrors chooses others: first refusal gets the first form,
// the second the next, and so on round the list.
var DefaultLogRangeErrors = []RPCError{ErrTooManyResults, ErrRangeTooLarge, ErrExceedsLimit}

// Proxy forwards JSON-RPC to an upstream URL, with fault injection.
type Proxy struct {
	upstream string
	client   *http.Client

	mu            sync.Mutex
	maxLogRange   uint64
	rangeErrs     []RPCError
	rangeNext     int
	wrongChainID  *big.Int
	staleLogs     int
	failNext      map[string][]RPCError
	calls         map[string]int
	requests      int
	batches       int
	rangeRefusals int
	staleServed   int
	omitted       int

	latency   time.Duration
	httpFails []httpFail
	garble    int
	headBack  uint64
	logsLag   uint64
	lagRange  bool
	partial   bool
	omitLogs  bool
	forged    uint64
}

type httpFail struct {
	status     int
	retryAfter string
}

// New returns a proxy in front of the JSON-RPC endpoint at upstreamURL, with
// no faults configured.
func New(upstreamURL string) *Proxy {
	return &Proxy{
		upstream: upstreamURL,
		client:   &http.Client{},
		failNext: map[string][]RPCError{},
		calls:    map[string]int{},
	}
}

// SetMaxLogRange makes eth_getLogs calls whose block range
// (toBlock-fromBlock+1, tags resolved against the upstream) exceeds n answer
// a range error (see SetLogRangeErrors). 0 removes the limit. Queries by
// blockHash are never refused.
func (p *Proxy) SetMaxLogRange(n uint64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.maxLogRange = n
}

// SetLogRangeErrors sets the error forms refused eth_getLogs calls rotate
// through; none restores DefaultLogRangeErrors. Pass one form to always
// answer with it.
func (p *Proxy) SetLogRangeErrors(forms ...RPCError) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.rangeErrs = append([]RPCError(nil), forms...)
	p.rangeNext = 0
}

// SetWrongChainID makes eth_chainId (and net_version) answer id instead of
// the upstream's value; nil passes them through again.
func (p *Proxy) SetWrongChainID(id *big.Int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if id == nil {
		p.wrongChainID = nil
	} else {
		p.wrongChainID = new(big.Int).Set(id)
	}
}

// SetStaleLogs makes the next n eth_getLogs answers that hold at least one
// log report every log's blockHash as a bogus hash (the same bogus hash for
// logs of one block), as a node answering from another fork or an
// inconsistent snapshot would. Answers with no logs have nothing to corrupt
// and do not use up the count. 0 switches it off.
func (p *Proxy) SetStaleLogs(n int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.staleLogs = max(n, 0)
}

// StaleLogsLeft is how many corrupted log answers are still to come.
func (p *Proxy) StaleLogsLeft() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.staleLogs
}

// StaleHash is the bogus block hash stale log answers report for a log of
// block hash h.
func StaleHash(h common.Hash) common.Hash {
	return crypto.Keccak256Hash([]byte("rpcproxy/stale"), h[:])
}

// FailNext makes the next n calls of method answer err (added after any
// failures already queued for it).
func (p *Proxy) FailNext(method string, n int, err RPCError) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for range n {
		p.failNext[method] = append(p.failNext[method], err)
	}
}

// Calls is the number of calls of method received (forwarded or answered
// by a fault), counting each element of a batch.
func (p *Proxy) Calls(method string) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.calls[method]
}

// CallCounts is a copy of the per-method call counters.
func (p *Proxy) CallCounts() map[string]int {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := make(map[string]int, len(p.calls))
	for k, v := range p.calls {
		out[k] = v
	}
	return out
}

// Stats are totals since New or Reset.
type Stats struct {
	Requests      int // HTTP requests
	Batches       int // of which JSON-RPC batches
	RangeRefusals int // eth_getLogs calls refused by SetMaxLogRange
	StaleAnswers  int // eth_getLogs answers corrupted by SetStaleLogs
	// OmittedAnswers are eth_getLogs answers that held logs and were
	// answered empty by SetOmitLogs.
	OmittedAnswers int
}

// Stats returns the totals.
func (p *Proxy) Stats() Stats {
	p.mu.Lock()
	defer p.mu.Unlock()
	return Stats{Requests: p.requests, Batches: p.batches, RangeRefusals: p.rangeRefusals, StaleAnswers: p.staleServed, OmittedAnswers: p.omitted}
}

// Rejected is the number of eth_getLogs calls refused by SetMaxLogRange
// (Stats().RangeRefusals).
func (p *Proxy) Rejected() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.rangeRefusals
}

// SetLatency delays every request by d before it is forwarded (0: none).
// A client with a shorter deadline sees a timeout.
func (p *Proxy) SetLatency(d time.Duration) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.latency = d
}

// FailHTTPNext answers the next n HTTP requests with status (429, 503…) and,
// when retryAfter is not empty, a Retry-After header, without forwarding them.
func (p *Proxy) FailHTTPNext(n int, status int, retryAfter string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for range n {
		p.httpFails = append(p.httpFails, httpFail{status: status, retryAfter: retryAfter})
	}
}

// GarbleNext cuts the next n answers in half: truncated JSON, as a proxy or
// load balancer that drops a connection mid-body produces.
func (p *Proxy) GarbleNext(n int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.garble += n
}

// SetHeadBack makes the node look n blocks behind the upstream: "latest"
// answers the block n below the upstream's head and any higher block is
// unknown (null), as a lagging node behind a load balancer answers. The
// head going backwards is this turned on mid-run. 0 switches it off.
func (p *Proxy) SetHeadBack(n uint64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.headBack = n
}

// SetLogsLag makes eth_getLogs answer as a node n blocks behind the
// upstream's head while headers stay current, as a load-balanced provider
// whose log index lags does: logs of the newest n blocks are left out of
// range answers and a query by the hash of one of those blocks is refused as
// unknown. 0 switches it off.
func (p *Proxy) SetLogsLag(n uint64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.logsLag = n
}

// SetLogsLagRangeOnly limits SetLogsLag to range queries: queries by block
// hash reach a node that has the block (two backends behind one URL).
func (p *Proxy) SetLogsLagRangeOnly(on bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.lagRange = on
}

// SetPartialLogs makes eth_getLogs range answers leave out the last log of
// every block that has more than one log in the answer, as a node whose log
// index holds part of a block answers; queries by block hash are answered in
// full. false switches it off.
func (p *Proxy) SetPartialLogs(on bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.partial = on
}

// SetOmitLogs makes every eth_getLogs answer, by range and by block hash,
// empty, as a node that lies the same way in both answers (its headers,
// blooms included, stay true). false switches it off.
func (p *Proxy) SetOmitLogs(on bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.omitLogs = on
}

// SetForgedBlock makes the proxy lie consistently about block n, as a
// provider serving a fork that diverges there answers: eth_getBlockByNumber
// reports a forged hash for it (StaleHash of the real one), eth_getLogs
// answers report the forged hash for its logs, and eth_getLogs by the forged
// hash answers the real block's logs. 0 switches it off.
func (p *Proxy) SetForgedBlock(n uint64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.forged = n
}

// SetUpstream points the proxy at another node from now on: the endpoint
// behind an RPC URL switched to another chain or another fork.
func (p *Proxy) SetUpstream(url string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.upstream = url
}

// Reset removes every fault and zeroes the counters.
func (p *Proxy) Reset() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.latency, p.httpFails, p.garble, p.headBack, p.logsLag, p.lagRange, p.partial, p.forged = 0, nil, 0, 0, 0, false, false, 0
	p.omitLogs = false
	p.maxLogRange, p.rangeErrs, p.rangeNext = 0, nil, 0
	p.wrongChainID, p.staleLogs = nil, 0
	p.failNext = map[string][]RPCError{}
	p.calls = map[string]int{}
	p.requests, p.batches, p.rangeRefusals, p.staleServed, p.omitted = 0, 0, 0, 0, 0
}

type request struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type response struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   json.RawMessage `json:"error,omitempty"`
}

// call is one element of an incoming request.
type call struct {
	raw    json.RawMessage
	req    request
	ok     bool      // parsed; otherwise forwarded as is
	local  *response // answered by a fault
	stale  bool      // an eth_getLogs answer that may need corrupting
	notify bool
	// rewritten: raw was changed (a lagging node's "latest"); lagAbove: drop
	// logs above this height from the answer (a lagging log index).
	rewritten bool
	lagAbove  *uint64
	// partial: leave out the last log of each block with several (a
	// partial log index).
	partial bool
	// forge, forgeLogs: the block whose hash an eth_getBlockByNumber answer,
	// or the logs of an eth_getLogs answer, report forged (SetForgedBlock); 0: none.
	forge, forgeLogs uint64
	// omit: answer no logs at all (SetOmitLogs).
	omit bool
}

const maxBody = 64 << 20

// ServeHTTP implements http.Handler.
func (p *Proxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "rpcproxy: POST only", http.StatusMethodNotAllowed)
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	if err != nil {
		http.Error(w, err.Error(), http.StatusRequestEntityTooLarge)
		return
	}
	p.mu.Lock()
	latency := p.latency
	var fail *httpFail
	if len(p.httpFails) > 0 {
		fail = &p.httpFails[0]
		p.httpFails = p.httpFails[1:]
	}
	garble := p.garble > 0
	if garble {
		p.garble--
	}
	p.mu.Unlock()
	if latency > 0 {
		t := time.NewTimer(latency)
		select {
		case <-r.Context().Done():
			t.Stop()
			return
		case <-t.C:
		}
	}
	if fail != nil {
		p.count(nil, false)
		if fail.retryAfter != "" {
			w.Header().Set("Retry-After", fail.retryAfter)
		}
		http.Error(w, http.StatusText(fail.status), fail.status)
		return
	}
	if garble {
		w = &halfWriter{ResponseWriter: w}
		defer w.(*halfWriter).flush()
	}
	trimmed := bytes.TrimSpace(body)
	batch := len(trimmed) > 0 && trimmed[0] == '['
	var raws []json.RawMessage
	if batch {
		if json.Unmarshal(trimmed, &raws) != nil || len(raws) == 0 {
			p.count(nil, true)
			p.passThrough(w, r.Context(), body)
			return
		}
	} else {
		raws = []json.RawMessage{trimmed}
	}

	calls := make([]*call, len(raws))
	for i, raw := range raws {
		c := &call{raw: raw}
		if json.Unmarshal(raw, &c.req) == nil && c.req.Method != "" {
			c.ok = true
			c.notify = len(c.req.ID) == 0
		}
		calls[i] = c
	}
	p.count(calls, batch)
	for _, c := range calls {
		if c.ok {
			p.applyFaults(r.Context(), c)
		}
	}

	var forward []*call
	anyStale := false
	for _, c := range calls {
		if c.local == nil {
			forward = append(forward, c)
			anyStale = anyStale || c.stale || c.rewritten || c.lagAbove != nil || c.partial || c.forge > 0 || c.forgeLogs > 0 || c.omit
		}
	}

	// Nothing to change: the original request, the upstream's answer.
	if len(forward) == len(calls) && !anyStale {
		p.passThrough(w, r.Context(), body)
		return
	}

	var upstream map[string]*response
	var unmatched []*response
	if len(forward) > 0 {
		var sub []byte
		if batch {
			parts := make([]json.RawMessage, len(forward))
			for i, c := range forward {
				parts[i] = c.raw
			}
			sub, _ = json.Marshal(parts)
		} else {
			sub = forward[0].raw
		}
		status, data, err := p.post(r.Context(), sub)
		if err != nil {
			http.Error(w, "rpcproxy: upstream: "+err.Error(), http.StatusBadGateway)
			return
		}
		if status != http.StatusOK {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(status)
			_, _ = w.Write(data)
			return
		}
		var resps []*response
		if batch {
			if err := json.Unmarshal(data, &resps); err != nil {
				var one response // e.g. a single error for the whole batch
				if json.Unmarshal(data, &one) == nil {
					resps = []*response{&one}
				} else {
					http.Error(w, "rpcproxy: unreadable upstream answer: "+err.Error(), http.StatusBadGateway)
					return
				}
			}
		} else if len(bytes.TrimSpace(data)) > 0 {
			var one response
			if err := json.Unmarshal(data, &one); err != nil {
				http.Error(w, "rpcproxy: unreadable upstream answer: "+err.Error(), http.StatusBadGateway)
				return
			}
			resps = []*response{&one}
		}
		upstream = make(map[string]*response, len(resps))
		for _, resp := range resps {
			k := idKey(resp.ID)
			if _, dup := upstream[k]; dup || k == "" || k == "null" {
				unmatched = append(unmatched, resp)
				continue
			}
			upstream[k] = resp
		}
	}

	var out []*response
	for _, c := range calls {
		var resp *response
		switch {
		case c.notify:
			continue
		case c.local != nil:
			resp = c.local
		case c.ok:
			k := idKey(c.req.ID)
			resp = upstream[k]
			delete(upstream, k)
			if resp != nil && c.stale {
				p.corruptLogs(resp)
			}
			if resp != nil && c.lagAbove != nil {
				dropLogsAbove(resp, *c.lagAbove)
			}
			if resp != nil && c.partial {
				dropLastLogPerBlock(resp)
			}
			if resp != nil && c.omit && len(resp.Error) == 0 {
				if r := strings.TrimSpace(string(resp.Result)); r != "[]" && r != "null" {
					p.mu.Lock()
					p.omitted++
					p.mu.Unlock()
				}
				resp.Result = json.RawMessage("[]")
			}
			if resp != nil && c.forge > 0 {
				forgeHash(resp, c.forge)
			}
			if resp != nil && c.forgeLogs > 0 {
				forgeLogHashes(resp, c.forgeLogs)
			}
		}
		if resp != nil {
			out = append(out, resp)
		}
	}
	out = append(out, unmatched...)
	for _, resp := range upstream {
		out = append(out, resp)
	}

	w.Header().Set("Content-Type", "application/json")
	switch {
	case batch:
		_ = json.NewEncoder(w).Encode(out)
	case len(out) > 0:
		_ = json.NewEncoder(w).Encode(out[0])
	default:
		w.WriteHeader(http.StatusOK)
	}
}

func idKey(id json.RawMessage) string {
	var b bytes.Buffer
	if json.Compact(&b, id) != nil {
		return string(id)
	}
	return b.String()
}

func (p *Proxy) count(calls []*call, batch bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.requests++
	if batch {
		p.batches++
	}
	for _, c := range calls {
		m := c.req.Method
		if !c.ok {
			m = "(invalid)"
		}
		p.calls[m]++
	}
}

// applyFaults answers c locally if a fault applies, and marks eth_getLogs
// calls whose answers may need corrupting.
func (p *Proxy) applyFaults(ctx context.Context, c *call) {
	method := c.req.Method
	p.mu.Lock()
	if q := p.failNext[method]; len(q) > 0 {
		e := q[0]
		p.failNext[method] = q[1:]
		p.mu.Unlock()
		c.local = errorResponse(c.req.ID, e)
		return
	}
	wrongID := p.wrongChainID
	maxRange := p.maxLogRange
	stale := p.staleLogs > 0
	headBack, logsLag, lagRange, partial, forged, omit := p.headBack, p.logsLag, p.lagRange, p.partial, p.forged, p.omitLogs
	p.mu.Unlock()

	if method == "eth_getBlockByNumber" && forged > 0 {
		// By the answer's number, not the asked tag: "latest" is forged too
		// while the forged block is the head.
		c.forge = forged
	}

	if method == "eth_getBlockByNumber" && headBack > 0 {
		p.lagBlock(ctx, c, headBack)
		return
	}
	if method == "eth_getLogs" && logsLag > 0 {
		if p.lagLogs(ctx, c, logsLag, lagRange) {
			return
		}
	}

	if method == "eth_getLogs" && forged > 0 {
		c.forgeLogs = forged
		p.askForgedByHash(ctx, c, forged)
	}

	switch method {
	case "eth_chainId":
		if wrongID != nil {
			c.local = resultResponse(c.req.ID, (*hexutil.Big)(wrongID))
		}
	case "net_version":
		if wrongID != nil {
			c.local = resultResponse(c.req.ID, wrongID.String())
		}
	case "eth_getLogs":
		if maxRange > 0 {
			if n, ok := p.logRange(ctx, c.req.Params); ok && n > maxRange {
				c.local = errorResponse(c.req.ID, p.nextRangeError())
				return
			}
		}
		c.stale = stale
		c.partial = partial && !byBlockHash(c.req.Params)
		c.omit = omit
	}
}

// byBlockHash says whether eth_getLogs params query one block by hash.
func byBlockHash(params json.RawMessage) bool {
	var args []struct {
		BlockHash *common.Hash `json:"blockHash"`
	}
	return json.Unmarshal(params, &args) == nil && len(args) > 0 && args[0].BlockHash != nil
}

func (p *Proxy) nextRangeError() RPCError {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.rangeRefusals++
	forms := p.rangeErrs
	if len(forms) == 0 {
		forms = DefaultLogRangeErrors
	}
	e := forms[p.rangeNext%len(forms)]
	p.rangeNext++
	return e
}

// logRange is toBlock-fromBlock+1 of an eth_getLogs filter; ok is false
// when it does not apply (blockHash query, unreadable, or from > to).
func (p *Proxy) logRange(ctx context.Context, params json.RawMessage) (uint64, bool) {
	var args []struct {
		FromBlock *string      `json:"fromBlock"`
		ToBlock   *string      `json:"toBlock"`
		BlockHash *common.Hash `json:"blockHash"`
	}
	if json.Unmarshal(params, &args) != nil || len(args) == 0 || args[0].BlockHash != nil {
		return 0, false
	}
	resolved := map[string]uint64{}
	block := func(v *string) (uint64, bool) {
		tag := "latest" // geth's default for a missing bound
		if v != nil {
			tag = *v
		}
		switch {
		case strings.HasPrefix(tag, "0x"):
			n, err := hexutil.DecodeUint64(tag)
			return n, err == nil
		case tag == "earliest":
			return 0, true
		}
		if n, ok := resolved[tag]; ok {
			return n, true
		}
		n, err := p.blockNumber(ctx, tag)
		if err != nil {
			return 0, false
		}
		resolved[tag] = n
		return n, true
	}
	from, ok1 := block(args[0].FromBlock)
	to, ok2 := block(args[0].ToBlock)
	if !ok1 || !ok2 || to < from {
		return 0, false
	}
	return to - from + 1, true
}

// blockNumber resolves a block tag ("latest", "safe", ...) at the upstream.
func (p *Proxy) blockNumber(ctx context.Context, tag string) (uint64, error) {
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "eth_getBlockByNumber", "params": []any{tag, false}})
	status, data, err := p.post(ctx, body)
	if err != nil {
		return 0, err
	}
	if status != http.StatusOK {
		return 0, fmt.Errorf("upstream status %d", status)
	}
	var resp struct {
		Result *struct {
			Number hexutil.Uint64 `json:"number"`
		} `json:"result"`
		Error *RPCError `json:"error"`
	}
	if err := json.Unmarshal(data, &resp); err != nil {
		return 0, err
	}
	if resp.Error != nil {
		return 0, resp.Error
	}
	if resp.Result == nil {
		return 0, fmt.Errorf("no block %q", tag)
	}
	return uint64(resp.Result.Number), nil
}

// corruptLogs rewrites the block hashes of a non-empty eth_getLogs answer if
// stale answers are still due.
func (p *Proxy) corruptLogs(resp *response) {
	if len(resp.Error) > 0 || len(resp.Result) == 0 {
		return
	}
	var logs []map[string]json.RawMessage
	if json.Unmarshal(resp.Result, &logs) != nil || len(logs) == 0 {
		return
	}
	p.mu.Lock()
	if p.staleLogs == 0 {
		p.mu.Unlock()
		return
	}
	p.staleLogs--
	p.staleServed++
	p.mu.Unlock()
	for _, l := range logs {
		var h common.Hash
		if json.Unmarshal(l["blockHash"], &h) != nil {
			continue
		}
		l["blockHash"], _ = json.Marshal(StaleHash(h))
	}
	resp.Result, _ = json.Marshal(logs)
}

// forgeHash replaces the hash of an eth_getBlockByNumber answer for block n.
func forgeHash(resp *response, n uint64) {
	var b map[string]json.RawMessage
	if len(resp.Error) > 0 || json.Unmarshal(resp.Result, &b) != nil || b == nil {
		return
	}
	var number hexutil.Uint64
	if json.Unmarshal(b["number"], &number) != nil || uint64(number) != n {
		return
	}
	var h common.Hash
	if json.Unmarshal(b["hash"], &h) != nil {
		return
	}
	b["hash"], _ = json.Marshal(StaleHash(h))
	resp.Result, _ = json.Marshal(b)
}

func (p *Proxy) passThrough(w http.ResponseWriter, ctx context.Context, body []byte) {
	status, data, err := p.post(ctx, body)
	if err != nil {
		http.Error(w, "rpcproxy: upstream: "+err.Error(), http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Length", strconv.Itoa(len(data)))
	w.WriteHeader(status)
	_, _ = w.Write(data)
}

func (p *Proxy) post(ctx context.Context, body []byte) (int, []byte, error) {
	p.mu.Lock()
	upstream := p.upstream
	p.mu.Unlock()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, upstream, bytes.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := p.client.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	return resp.StatusCode, data, err
}

func errorResponse(id json.RawMessage, e RPCError) *response {
	data, _ := json.Marshal(e)
	return &response{JSONRPC: "2.0", ID: nonNullID(id), Error: data}
}

func resultResponse(id json.RawMessage, v any) *response {
	data, _ := json.Marshal(v)
	return &response{JSONRPC: "2.0", ID: nonNullID(id), Result: data}
}

func nonNullID(id json.RawMessage) json.RawMessage {
	if len(id) == 0 {
		return json.RawMessage("null")
	}
	return id
}

// lagBlock answers eth_getBlockByNumber as a node back blocks behind.
func (p *Proxy) lagBlock(ctx context.Context, c *call, back uint64) {
	var args []json.RawMessage
	if json.Unmarshal(c.req.Params, &args) != nil || len(args) == 0 {
		return
	}
	var tag string
	if json.Unmarshal(args[0], &tag) != nil {
		return
	}
	head, err := p.blockNumber(ctx, "latest")
	if err != nil {
		return
	}
	top := head - min(head, back)
	switch {
	case tag == "latest" || tag == "pending" || tag == "safe" || tag == "finalized":
		if tag != "latest" && tag != "pending" {
			n, err := p.blockNumber(ctx, tag)
			if err != nil || n <= top {
				return
			}
		}
		args[0], _ = json.Marshal(hexutil.EncodeUint64(top))
		c.req.Params, _ = json.Marshal(args)
		c.raw, _ = json.Marshal(map[string]any{"jsonrpc": "2.0", "id": c.req.ID, "method": c.req.Method, "params": c.req.Params})
		c.rewritten = true
	case strings.HasPrefix(tag, "0x"):
		if n, err := hexutil.DecodeUint64(tag); err == nil && n > top {
			c.local = &response{JSONRPC: "2.0", ID: nonNullID(c.req.ID), Result: json.RawMessage("null")}
		}
	}
}

// lagLogs makes an eth_getLogs call answer as a log index lag blocks behind;
// it reports whether the call was answered locally.
func (p *Proxy) lagLogs(ctx context.Context, c *call, lag uint64, rangeOnly bool) bool {
	head, err := p.blockNumber(ctx, "latest")
	if err != nil {
		return false
	}
	top := head - min(head, lag)
	var args []struct {
		BlockHash *common.Hash `json:"blockHash"`
	}
	if json.Unmarshal(c.req.Params, &args) == nil && len(args) > 0 && args[0].BlockHash != nil {
		if rangeOnly {
			return false
		}
		n, err := p.blockNumberByHash(ctx, *args[0].BlockHash)
		if err == nil && n > top {
			c.local = errorResponse(c.req.ID, RPCError{Code: -32000, Message: "unknown block"})
			return true
		}
		return false
	}
	c.lagAbove = &top
	return false
}

// askForgedByHash turns an eth_getLogs by the forged hash of block n into
// the same question by its real hash (the answer is forged back).
func (p *Proxy) askForgedByHash(ctx context.Context, c *call, n uint64) {
	var args []map[string]json.RawMessage
	if json.Unmarshal(c.req.Params, &args) != nil || len(args) == 0 {
		return
	}
	var asked common.Hash
	if json.Unmarshal(args[0]["blockHash"], &asked) != nil {
		return
	}
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "eth_getBlockByNumber", "params": []any{hexutil.EncodeUint64(n), false}})
	status, data, err := p.post(ctx, body)
	if err != nil || status != http.StatusOK {
		return
	}
	var resp struct {
		Result *struct {
			Hash common.Hash `json:"hash"`
		} `json:"result"`
	}
	if json.Unmarshal(data, &resp) != nil || resp.Result == nil || StaleHash(resp.Result.Hash) != asked {
		return
	}
	args[0]["blockHash"], _ = json.Marshal(resp.Result.Hash)
	c.req.Params, _ = json.Marshal(args)
	c.raw, _ = json.Marshal(map[string]any{"jsonrpc": "2.0", "id": c.req.ID, "method": c.req.Method, "params": c.req.Params})
	c.rewritten = true
}

// forgeLogHashes reports the logs of block n in an eth_getLogs answer under
// the block's forged hash.
func forgeLogHashes(resp *response, n uint64) {
	var logs []map[string]json.RawMessage
	if len(resp.Error) > 0 || json.Unmarshal(resp.Result, &logs) != nil || len(logs) == 0 {
		return
	}
	for _, l := range logs {
		var number hexutil.Uint64
		var h common.Hash
		if json.Unmarshal(l["blockNumber"], &number) != nil || uint64(number) != n || json.Unmarshal(l["blockHash"], &h) != nil {
			continue
		}
		l["blockHash"], _ = json.Marshal(StaleHash(h))
	}
	resp.Result, _ = json.Marshal(logs)
}

func (p *Proxy) blockNumberByHash(ctx context.Context, h common.Hash) (uint64, error) {
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "eth_getBlockByHash", "params": []any{h, false}})
	status, data, err := p.post(ctx, body)
	if err != nil || status != http.StatusOK {
		return 0, fmt.Errorf("eth_getBlockByHash: status %d: %v", status, err)
	}
	var resp struct {
		Result *struct {
			Number hexutil.Uint64 `json:"number"`
		} `json:"result"`
	}
	if err := json.Unmarshal(data, &resp); err != nil || resp.Result == nil {
		return 0, fmt.Errorf("eth_getBlockByHash %s: no block", h.Hex())
	}
	return uint64(resp.Result.Number), nil
}

// dropLogsAbove removes logs above a height from an eth_getLogs answer.
func dropLogsAbove(resp *response, top uint64) {
	var logs []map[string]json.RawMessage
	if len(resp.Error) > 0 || json.Unmarshal(resp.Result, &logs) != nil {
		return
	}
	kept := logs[:0]
	for _, l := range logs {
		var n hexutil.Uint64
		if json.Unmarshal(l["blockNumber"], &n) == nil && uint64(n) > top {
			continue
		}
		kept = append(kept, l)
	}
	resp.Result, _ = json.Marshal(kept)
}

// dropLastLogPerBlock removes the last log of every block that has more
// than one in an eth_getLogs answer.
func dropLastLogPerBlock(resp *response) {
	var logs []map[string]json.RawMessage
	if len(resp.Error) > 0 || json.Unmarshal(resp.Result, &logs) != nil {
		return
	}
	count := map[string]int{}
	for _, l := range logs {
		count[string(l["blockHash"])]++
	}
	seen := map[string]int{}
	kept := logs[:0]
	for _, l := range logs {
		h := string(l["blockHash"])
		seen[h]++
		if count[h] > 1 && seen[h] == count[h] {
			continue
		}
		kept = append(kept, l)
	}
	resp.Result, _ = json.Marshal(kept)
}

// halfWriter keeps an answer and writes only its first half.
type halfWriter struct {
	http.ResponseWriter
	buf    bytes.Buffer
	status int
}

func (h *halfWriter) WriteHeader(status int) { h.status = status }
func (h *halfWriter) Write(b []byte) (int, error) {
	return h.buf.Write(b)
}

func (h *halfWriter) flush() {
	data := h.buf.Bytes()
	h.ResponseWriter.Header().Del("Content-Length")
	if h.status != 0 {
		h.ResponseWriter.WriteHeader(h.status)
	}
	_, _ = h.ResponseWriter.Write(data[:len(data)/2])
}
