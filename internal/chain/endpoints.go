package chain

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/swapengine/swapengine/internal/redact"
	"github.com/swapengine/swapengine/internal/store"
)

// EndpointSpec is one RPC endpoint of a chain.
type EndpointSpec struct {
	// Name is how errors, logs and status name the endpoint (the
	// configuration's key path, e.g. "base.rpc[1]"): never its URL.
	Name string
	URL  string
	// Headers are sent with every request (a provider's auth header);
	// their values are secrets.
	Headers http.Header
}

// EndpointsConfig is one chain's endpoint set.
type EndpointsConfig struct {
	ChainID   uint64
	Endpoints []EndpointSpec
	// CallTimeout bounds one call or batch on one endpoint; past it the
	// call moves to the next endpoint. Default 20 s.
	CallTimeout time.Duration
	// MaxLag is how many blocks an endpoint's head may be behind the best
	// verified head before reads move to that best endpoint. Default 10.
	MaxLag uint64
	// CheckEvery is how often every endpoint's identity and head are read
	// again (one batch each, at the first call after the period). Default 30 s.
	CheckEvery time.Duration
	// Anchor is a block known to be canonical (the configured start block
	// with its hash): an endpoint whose block at that height differs serves
	// another network or a private fork and is refused.
	Anchor *store.Block
	// CrossCheck makes scanners on this chain promote a deposit to final
	// only once a second endpoint agrees on it (crosscheck.go).
	CrossCheck bool
	Logger     *slog.Logger
}

// Endpoints is a chain's RPC endpoints behind one Reader. Reads go to the
// current endpoint; on a transport error, a timeout, an error answer (other
// than a range limit, which the scanner handles by shrinking the range) or a
// head lagging behind the others, they move to the next one. Before an
// endpoint is used — at first use, after it failed, and every CheckEvery —
// its chain ID and the anchors (the configured one and a final block each
// scanner on it recorded) are checked in one batch: an endpoint that serves
// another chain or a fork is refused, never failed over to, and named with
// the reason. Every eth_chainId answer passing through is checked too, so an
// endpoint swapped for another chain's node is refused at the next probe.
//
// Errors name endpoints by EndpointSpec.Name; URLs and header values never
// appear in them. Safe for concurrent use.
type Endpoints struct {
	cfg EndpointsConfig
	log *slog.Logger
	eps []*endpoint

	mu        sync.Mutex
	cur       int
	lastCheck time.Time
	checking  bool
	anchors   []anchorSource
}

type anchorSource func(ctx context.Context) (store.Block, bool, error)

type endpoint struct {
	name    string
	url     string
	secrets []string // header values, kept out of every error
	c       *rpc.Client

	// guarded by Endpoints.mu
	verified  bool  // identity checked since it last failed
	refused   error // why it must not be used (ErrRefused, maybe ErrWrongChain); nil when it may
	downUntil time.Time
	lastErr   string // why it is failing now; cleared once it is verified again
	failure   string // the last failure, kept with its time for status
	failedAt  time.Time
	head      uint64
	// failStarted is when the call behind lastErr began, verifiedBegan when
	// the last identity check that passed began: of a failure and a pass, the
	// one whose call began later is the newer word on the endpoint, whatever
	// order their answers arrived in.
	failStarted, verifiedBegan time.Time
}

// failed records a failure of a call that began at started (guarded by
// Endpoints.mu). It is always the last failure for status; it makes the
// endpoint unverified and failing only if no identity check that began
// after the call has passed since: a slow call's error is older news than
// a check begun after it (a periodic check and a pass's own, concurrent).
// It reports whether it did.
func (ep *endpoint) failed(err string, started, now time.Time) bool {
	ep.failure, ep.failedAt = err, now.UTC()
	if started.Before(ep.verifiedBegan) {
		return false
	}
	ep.verified, ep.lastErr, ep.failStarted = false, err, started
	ep.downUntil = now.Add(failCooldown)
	return true
}

// passed records an identity check that began at began and passed (guarded
// by Endpoints.mu): not refused, and verified and no longer failing unless
// a call that began during the check failed (that error is newer).
func (ep *endpoint) passed(began time.Time, head uint64) {
	ep.refused, ep.head = nil, head
	if ep.failStarted.After(began) {
		return
	}
	ep.verified, ep.verifiedBegan, ep.lastErr = true, began, ""
}

// Errors of an endpoint set.
var (
	// ErrNoEndpoint: every endpoint failed or was refused; the error names
	// each with its reason. Retryable: an endpoint may come back.
	ErrNoEndpoint = errors.New("no usable RPC endpoint")
	// ErrRefused marks an endpoint that serves another chain or a fork.
	ErrRefused = errors.New("endpoint refused")
)

const (
	defaultCallTimeout = 20 * time.Second
	defaultMaxLag      = 10
	defaultCheckEvery  = 30 * time.Second
	// failCooldown is how long a failed endpoint is tried only after the others.
	failCooldown = 30 * time.Second
)

// DialEndpoints connects to every endpoint (over HTTP nothing is sent yet).
// Nothing is verified here: each endpoint is checked before its first use.
func DialEndpoints(ctx context.Context, cfg EndpointsConfig) (*Endpoints, error) {
	if cfg.ChainID == 0 {
		return nil, errors.New("endpoints: chain ID is required")
	}
	if len(cfg.Endpoints) == 0 {
		return nil, fmt.Errorf("endpoints of chain %d: at least one is required", cfg.ChainID)
	}
	if cfg.CrossCheck && len(cfg.Endpoints) < 2 {
		return nil, fmt.Errorf("endpoints of chain %d: the cross-check needs at least two", cfg.ChainID)
	}
	if cfg.CallTimeout <= 0 {
		cfg.CallTimeout = defaultCallTimeout
	}
	if cfg.MaxLag == 0 {
		cfg.MaxLag = defaultMaxLag
	}
	if cfg.CheckEvery <= 0 {
		cfg.CheckEvery = defaultCheckEvery
	}
	e := &Endpoints{cfg: cfg, log: cfg.Logger}
	if e.log == nil {
		e.log = slog.New(slog.DiscardHandler)
	}
	for i, spec := range cfg.Endpoints {
		name := spec.Name
		if name == "" {
			name = fmt.Sprintf("rpc[%d]", i)
		}
		c, err := DialHeaders(ctx, spec.URL, spec.Headers)
		if err != nil {
			e.Close()
			return nil, fmt.Errorf("dial %s: %w", name, err) // DialHeaders redacts
		}
		e.eps = append(e.eps, &endpoint{name: name, url: spec.URL, secrets: headerSecrets(spec.Headers), c: c})
	}
	return e, nil
}

// Close closes every connection.
func (e *Endpoints) Close() {
	for _, ep := range e.eps {
		ep.c.Close()
	}
}

// ChainID is the chain the set serves.
func (e *Endpoints) ChainID() uint64 { return e.cfg.ChainID }

// CrossChecks says whether scanners on this chain cross-check promotions.
func (e *Endpoints) CrossChecks() bool { return e.cfg.CrossCheck }

// AddAnchor adds a source of a block known canonical, checked on every
// endpoint before use (a scanner's highest retained final block).
func (e *Endpoints) AddAnchor(src func(ctx context.Context) (store.Block, bool, error)) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.anchors = append(e.anchors, src)
}

// EndpointStatus is one endpoint as status shows it.
type EndpointStatus struct {
	Name     string `json:"name"`
	Current  bool   `json:"current,omitempty"`
	Verified bool   `json:"verified,omitempty"`
	Refused  string `json:"refused,omitempty"`
	// LastError is why the endpoint is failing now; empty once it is
	// verified again. LastFailure and LastFailureAt keep the last one.
	LastError     string     `json:"lastError,omitempty"`
	LastFailure   string     `json:"lastFailure,omitempty"`
	LastFailureAt *time.Time `json:"lastFailureAt,omitempty"`
	Head          uint64     `json:"head,omitempty"`
}

// Status reports every endpoint.
func (e *Endpoints) Status() []EndpointStatus {
	e.mu.Lock()
	defer e.mu.Unlock()
	out := make([]EndpointStatus, len(e.eps))
	for i, ep := range e.eps {
		out[i] = EndpointStatus{Name: ep.name, Current: i == e.cur, Verified: ep.verified, LastError: ep.lastErr, LastFailure: ep.failure, Head: ep.head}
		if !ep.failedAt.IsZero() {
			at := ep.failedAt
			out[i].LastFailureAt = &at
		}
		if ep.refused != nil {
			out[i].Refused = ep.refused.Error()
		}
	}
	return out
}

// CallContext implements Reader.
func (e *Endpoints) CallContext(ctx context.Context, result any, method string, args ...any) error {
	var check func() error
	if method == "eth_chainId" {
		check = func() error { return e.checkChainID(result) }
	}
	return e.do(ctx, func(ctx context.Context, ep *endpoint) error {
		return ep.c.CallContext(ctx, result, method, args...)
	}, check)
}

// BatchCallContext implements Reader. An element's error answer moves the
// batch to the next endpoint like a failed call; from the last endpoint it
// is returned in the element, as from a single node.
func (e *Endpoints) BatchCallContext(ctx context.Context, b []rpc.BatchElem) error {
	return e.do(ctx, func(ctx context.Context, ep *endpoint) error {
		for i := range b {
			b[i].Error = nil
		}
		if err := ep.c.BatchCallContext(ctx, b); err != nil {
			return err
		}
		for _, el := range b {
			if el.Error != nil && failsOver(el.Error) {
				return &elemError{el.Method, el.Error}
			}
		}
		return nil
	}, func() error {
		for _, el := range b {
			if el.Method == "eth_chainId" && el.Error == nil {
				if err := e.checkChainID(el.Result); err != nil {
					return err
				}
			}
		}
		return nil
	})
}

// elemError is a batch element's error answer: the batch itself worked.
type elemError struct {
	method string
	err    error
}

func (e *elemError) Error() string { return e.method + ": " + e.err.Error() }
func (e *elemError) Unwrap() error { return e.err }

func (e *Endpoints) checkChainID(result any) error {
	raw, err := json.Marshal(result)
	if err != nil {
		return nil
	}
	var id hexutil.Big
	if json.Unmarshal(raw, &id) != nil {
		return nil
	}
	if got := (*big.Int)(&id); !got.IsUint64() || got.Uint64() != e.cfg.ChainID {
		return fmt.Errorf("%w: serves chain ID %s, configured %d", ErrWrongChain, got, e.cfg.ChainID)
	}
	return nil
}

// failsOver says whether an error is the endpoint's fault, so the call moves
// on: everything but a range limit (the scanner shrinks its range) and a
// revert (an answer about the call, not the node).
func failsOver(err error) bool {
	if isRangeLimit(err) {
		return false
	}
	var rpcErr rpc.Error
	return !errors.As(err, &rpcErr) || rpcErr.ErrorCode() != 3
}

func (e *Endpoints) do(ctx context.Context, call func(context.Context, *endpoint) error, check func() error) error {
	e.maybeCheck(ctx)
	var (
		reasons []string
		last    error
		elem    bool // the last failure was an element's answer
		wrong   = true
	)
	order := e.order()
	for n, ep := range order {
		if err := e.ensureVerified(ctx, ep, ep != e.current()); err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			wrong = wrong && errors.Is(err, ErrWrongChain)
			reasons = append(reasons, ep.name+": "+err.Error())
			continue
		}
		cctx, cancel := context.WithTimeout(ctx, e.cfg.CallTimeout)
		started := time.Now()
		err := call(cctx, ep)
		cancel()
		if err == nil && check != nil {
			if cerr := check(); cerr != nil {
				cerr = e.refuse(ep, cerr)
				wrong = wrong && errors.Is(cerr, ErrWrongChain)
				reasons = append(reasons, ep.name+": "+cerr.Error())
				continue
			}
		}
		if err == nil {
			e.use(ep)
			return nil
		}
		err = ep.redact(err)
		if ctx.Err() != nil {
			return err
		}
		var ee *elemError
		elem = errors.As(err, &ee)
		if !failsOver(err) && !elem {
			e.use(ep) // the node answered: the caller deals with it
			return err
		}
		wrong = false
		e.fail(ep, err, started)
		last = err
		reasons = append(reasons, ep.name+": "+err.Error())
		if elem && n == len(order)-1 {
			// Every endpoint answered with an error: hand the last answer
			// to the caller as a single node's would be.
			return nil
		}
	}
	// Name the refused endpoints that were not tried too: the error must
	// say why none of them serves.
	e.mu.Lock()
	for _, ep := range e.eps {
		if ep.refused != nil && !slices.Contains(order, ep) {
			wrong = wrong && errors.Is(ep.refused, ErrWrongChain)
			reasons = append(reasons, ep.name+": "+ep.refused.Error())
		}
	}
	e.mu.Unlock()
	if last == nil && len(reasons) > 0 && wrong {
		return fmt.Errorf("%w for chain %d: %w: %s", ErrNoEndpoint, e.cfg.ChainID, ErrWrongChain, strings.Join(reasons, "; "))
	}
	return fmt.Errorf("%w for chain %d: %s", ErrNoEndpoint, e.cfg.ChainID, strings.Join(reasons, "; "))
}

// order is the current endpoint, then the others not refused (those that
// failed lately last).
func (e *Endpoints) order() []*endpoint {
	e.mu.Lock()
	defer e.mu.Unlock()
	now := time.Now()
	var fresh, down []*endpoint
	for k := range e.eps {
		ep := e.eps[(e.cur+k)%len(e.eps)]
		switch {
		case ep.refused != nil:
		case now.Before(ep.downUntil) && k > 0:
			down = append(down, ep)
		default:
			fresh = append(fresh, ep)
		}
	}
	slices.SortStableFunc(down, func(a, b *endpoint) int { return a.downUntil.Compare(b.downUntil) })
	out := append(fresh, down...)
	if len(out) == 0 {
		// Every endpoint is refused: the refusals are the answer.
		for _, ep := range e.eps {
			out = append(out, ep)
		}
	}
	return out
}

func (e *Endpoints) use(ep *endpoint) {
	e.mu.Lock()
	defer e.mu.Unlock()
	i := slices.Index(e.eps, ep)
	if i == e.cur {
		return
	}
	from := e.eps[e.cur]
	e.cur = i
	e.log.Warn("RPC endpoint switched", "chainId", e.cfg.ChainID, "from", from.name, "to", ep.name, "reason", from.reason())
}

// reason is why the endpoint is not in use (guarded by Endpoints.mu).
func (ep *endpoint) reason() string {
	if ep.refused != nil {
		return ep.refused.Error()
	}
	return ep.lastErr
}

// fail records err from a call to ep that began at started.
func (e *Endpoints) fail(ep *endpoint, err error, started time.Time) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if ep.failed(err.Error(), started, time.Now()) {
		e.log.Warn("RPC endpoint failed", "chainId", e.cfg.ChainID, "endpoint", ep.name, "error", err.Error())
	}
}

// refuse bars the endpoint for why (wrapping ErrWrongChain when it serves
// another chain) and returns the refusal.
func (e *Endpoints) refuse(ep *endpoint, why error) error {
	err := fmt.Errorf("%w: %w", ErrRefused, why)
	e.mu.Lock()
	defer e.mu.Unlock()
	ep.verified = false
	ep.refused = err
	e.log.Error("RPC endpoint refused", "chainId", e.cfg.ChainID, "endpoint", ep.name, "reason", err.Error())
	return err
}

// ensureVerified checks an endpoint's identity unless it was checked since
// it last failed and is not being switched to: a switch always checks, with
// the anchors as they are now (a scanner's final block may not have existed
// when the endpoint was first checked). A refusal is permanent until a
// periodic check passes.
func (e *Endpoints) ensureVerified(ctx context.Context, ep *endpoint, switching bool) error {
	e.mu.Lock()
	ok, refused := ep.verified, ep.refused
	e.mu.Unlock()
	if refused != nil {
		return refused
	}
	if ok && !switching {
		return nil
	}
	return e.verify(ctx, ep)
}

// verify reads the endpoint's chain ID, head and its blocks at the anchors'
// heights in one batch.
func (e *Endpoints) verify(ctx context.Context, ep *endpoint) error {
	began := time.Now().UTC()
	anchors, err := e.anchorBlocks(ctx)
	if err != nil {
		return err
	}
	var (
		id   hexutil.Big
		head *blockRef
		at   = make([]*blockRef, len(anchors))
	)
	batch := []rpc.BatchElem{
		{Method: "eth_chainId", Result: &id},
		{Method: "eth_getBlockByNumber", Args: []any{"latest", false}, Result: &head},
	}
	for i, a := range anchors {
		batch = append(batch, rpc.BatchElem{Method: "eth_getBlockByNumber", Args: []any{hexutil.EncodeUint64(a.Number), false}, Result: &at[i]})
	}
	cctx, cancel := context.WithTimeout(ctx, e.cfg.CallTimeout)
	err = ep.c.BatchCallContext(cctx, batch)
	cancel()
	if err == nil {
		for _, el := range batch {
			if el.Error != nil {
				err = &elemError{el.Method, el.Error}
				break
			}
		}
	}
	if err == nil && head == nil {
		err = errors.New("the node has no head block")
	}
	if err != nil {
		err = fmt.Errorf("identity check: %w", ep.redact(err))
		if ctx.Err() == nil {
			e.fail(ep, err, began)
		}
		return err
	}
	if err := e.checkChainID(&id); err != nil {
		return e.refuse(ep, err)
	}
	for i, a := range anchors {
		if at[i] == nil && uint64(head.Number) < a.Number {
			err := fmt.Errorf("identity check: head #%d is below the known block #%d: the node is behind", uint64(head.Number), a.Number)
			e.fail(ep, err, began)
			return err
		}
		if at[i] != nil && lowerHash(at[i].Hash) == strings.ToLower(a.Hash) {
			continue
		}
		configured := e.cfg.Anchor != nil && i == 0
		if !configured && e.corroborated(ctx, ep, a.Number, at[i]) {
			// Another endpoint has the same other block: not one endpoint
			// on a fork but the chain itself changed below a final block a
			// scanner recorded (or every provider is on the same fork).
			// Reads go on, so the scanner's own reorg handling halts with
			// the finality violation and the deposits it touches named.
			e.log.Error("every other endpoint agrees: the chain changed below a recorded final block", "chainId", e.cfg.ChainID,
				"endpoint", ep.name, "block", a.Number, "recorded", a.Hash)
			continue
		}
		if at[i] == nil {
			return e.refuse(ep, fmt.Errorf("has no block #%d below its head #%d, a known block of chain %d: a fork or another network",
				a.Number, uint64(head.Number), e.cfg.ChainID))
		}
		return e.refuse(ep, fmt.Errorf("block #%d is %s, but the known block there is %s: a fork or another network", a.Number, lowerHash(at[i].Hash), a.Hash))
	}
	e.mu.Lock()
	ep.passed(began, uint64(head.Number))
	e.mu.Unlock()
	return nil
}

// corroborated says whether the endpoint's block at height n (a scanner's
// recorded final block it does not have) is vouched for: by another endpoint
// with the same block there, or, with a single endpoint, by nothing to
// compare it with (as with one RPC URL, the scanner decides). One endpoint
// alone on another branch is refused.
func (e *Endpoints) corroborated(ctx context.Context, ep *endpoint, n uint64, got *blockRef) bool {
	if len(e.eps) == 1 {
		return true
	}
	if got == nil {
		return false
	}
	for _, o := range e.eps {
		if o == ep {
			continue
		}
		var b *blockRef
		cctx, cancel := context.WithTimeout(ctx, e.cfg.CallTimeout)
		err := o.c.CallContext(cctx, &b, "eth_getBlockByNumber", hexutil.EncodeUint64(n), false)
		cancel()
		if err == nil && b != nil && b.Hash == got.Hash {
			return true
		}
	}
	return false
}

// anchorBlocks are the blocks every endpoint must agree on: the configured
// one and each scanner's.
func (e *Endpoints) anchorBlocks(ctx context.Context) ([]store.Block, error) {
	e.mu.Lock()
	srcs := slices.Clone(e.anchors)
	e.mu.Unlock()
	var out []store.Block
	if e.cfg.Anchor != nil {
		out = append(out, *e.cfg.Anchor)
	}
	for _, src := range srcs {
		b, ok, err := src(ctx)
		if err != nil {
			return nil, fmt.Errorf("known block for the identity check: %w", err)
		}
		if ok && !slices.ContainsFunc(out, func(o store.Block) bool { return o.Number == b.Number }) {
			out = append(out, b)
		}
	}
	return out, nil
}

// maybeCheck starts, once per CheckEvery, a check of every endpoint in the
// background: a slow or blackholed endpoint must not hold up the read that
// happened to start it.
func (e *Endpoints) maybeCheck(ctx context.Context) {
	e.mu.Lock()
	if time.Since(e.lastCheck) < e.cfg.CheckEvery || e.checking {
		e.mu.Unlock()
		return
	}
	e.lastCheck, e.checking = time.Now(), true
	e.mu.Unlock()
	go func() {
		defer func() {
			e.mu.Lock()
			e.checking = false
			e.mu.Unlock()
		}()
		e.check(context.WithoutCancel(ctx)) // bounded by CallTimeout
	}()
}

// check re-verifies every endpoint (in parallel, one batch each) and moves
// reads off a current endpoint whose head lags MaxLag blocks behind the best
// verified one. Refused endpoints are checked too: one that passes may be
// used again.
func (e *Endpoints) check(ctx context.Context) {
	var wg sync.WaitGroup
	for _, ep := range e.eps {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_ = e.verify(ctx, ep)
		}()
	}
	wg.Wait()
	e.mu.Lock()
	defer e.mu.Unlock()
	best := -1
	for i, ep := range e.eps {
		if ep.verified && (best < 0 || ep.head > e.eps[best].head) {
			best = i
		}
	}
	// A verified endpoint that lags the best one is failing now, in use or
	// not: its status says so for as long as it lags (verify cleared it).
	for _, ep := range e.eps {
		if best >= 0 && ep.verified && ep.head+e.cfg.MaxLag < e.eps[best].head {
			reason := fmt.Sprintf("head #%d lags #%d of %s by more than %d blocks", ep.head, e.eps[best].head, e.eps[best].name, e.cfg.MaxLag)
			ep.lastErr = reason
			ep.failure, ep.failedAt = reason, time.Now().UTC()
		}
	}
	cur := e.eps[e.cur]
	if best >= 0 && best != e.cur && (!cur.verified || cur.head+e.cfg.MaxLag < e.eps[best].head) {
		reason := cur.reason()
		if cur.verified {
			reason = cur.lastErr // the lag, just recorded
		}
		e.log.Warn("RPC endpoint switched", "chainId", e.cfg.ChainID, "from", cur.name, "to", e.eps[best].name, "reason", reason)
		e.cur = best
	}
}

// Witness is an endpoint other than the one in use, as a cross-check asks
// it: a Reader, or the reason it cannot be asked now.
type Witness struct {
	r    Reader
	name string
	err  error
}

// Witnesses are every endpoint, the current one first, each verified (or
// with the reason it is not), and the quorum: how many must agree before a
// deposit is final. Two endpoints must both agree; of three or more a
// majority, so one provider's outage or lie stops nothing. The current one
// is asked like the others: what the scanner recorded may have come from
// another endpoint before a failover, so no endpoint is assumed to agree.
func (e *Endpoints) Witnesses(ctx context.Context) ([]Witness, int) {
	e.mu.Lock()
	cur := e.cur
	e.mu.Unlock()
	out := make([]Witness, 0, len(e.eps))
	for k := range len(e.eps) {
		ep := e.eps[(cur+k)%len(e.eps)]
		if err := e.ensureVerified(ctx, ep, false); err != nil {
			out = append(out, Witness{name: ep.name, err: fmt.Errorf("witness %s: %w", ep.name, err)})
			continue
		}
		out = append(out, Witness{r: witness{e, ep}, name: ep.name})
	}
	return out, len(e.eps)/2 + 1
}

func (e *Endpoints) current() *endpoint {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.eps[e.cur]
}

// Current names the endpoint reads go to now.
func (e *Endpoints) Current() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.eps[e.cur].name
}

type witness struct {
	e  *Endpoints
	ep *endpoint
}

func (w witness) CallContext(ctx context.Context, result any, method string, args ...any) error {
	cctx, cancel := context.WithTimeout(ctx, w.e.cfg.CallTimeout)
	defer cancel()
	return w.ep.redact(w.ep.c.CallContext(cctx, result, method, args...))
}

func (w witness) BatchCallContext(ctx context.Context, b []rpc.BatchElem) error {
	cctx, cancel := context.WithTimeout(ctx, w.e.cfg.CallTimeout)
	defer cancel()
	if err := w.ep.c.BatchCallContext(cctx, b); err != nil {
		return w.ep.redact(err)
	}
	for i := range b {
		b[i].Error = w.ep.redact(b[i].Error)
	}
	return nil
}

func (ep *endpoint) redact(err error) error {
	return redactSecrets(redact.Err(err, ep.url), ep.secrets)
}

// headerSecrets are the values of auth headers: never in an error.
func headerSecrets(h http.Header) []string {
	var out []string
	for _, vs := range h {
		for _, v := range vs {
			if len(v) >= 4 {
				out = append(out, v)
				// "Bearer <token>": the token alone may be quoted too.
				if _, tok, ok := strings.Cut(v, " "); ok && len(tok) >= 4 {
					out = append(out, tok)
				}
			}
		}
	}
	slices.SortFunc(out, func(a, b string) int { return len(b) - len(a) })
	return out
}

// redactSecrets removes each secret from err's text, keeping errors.Is and
// errors.As (as redact.Err does for URLs).
func redactSecrets(err error, secrets []string) error {
	if err == nil || len(secrets) == 0 {
		return err
	}
	msg := err.Error()
	for _, s := range secrets {
		msg = strings.ReplaceAll(msg, s, redact.Elided)
	}
	if msg == err.Error() {
		return err
	}
	return &secretErr{msg: msg, orig: err}
}

type secretErr struct {
	msg  string
	orig error
}

func (e *secretErr) Error() string        { return e.msg }
func (e *secretErr) Is(target error) bool { return errors.Is(e.orig, target) }
func (e *secretErr) As(target any) bool   { return errors.As(e.orig, target) }

// anchorFromScanner registers, on an endpoint set, the scanner's highest
// retained block at or below its final height: every endpoint used for
// this chain must hold it.
func (s *Scanner) anchorFromScanner() {
	e, ok := s.rpc.(*Endpoints)
	if !ok || s.scans == nil {
		return
	}
	id := s.cfg.ID()
	e.AddAnchor(func(ctx context.Context) (store.Block, bool, error) {
		st, ok, err := s.scans.Load(ctx, id)
		if err != nil || !ok {
			return store.Block{}, false, err
		}
		got, err := s.scans.Retained(ctx, id, 0, st.Final)
		if err != nil || len(got) == 0 {
			return store.Block{}, false, err
		}
		return got[0], true, nil // Retained lists the highest first
	})
}
