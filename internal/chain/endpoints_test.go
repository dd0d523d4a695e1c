package chain_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/rpcproxy"
	"github.com/swapengine/swapengine/internal/store"
)

// killable serves JSON-RPC from a proxy until its budget of requests is
// spent; after that every request's connection is closed without an answer,
// as when a provider's node dies mid-pass. It also demands an auth header.
type killable struct {
	proxy *rpcproxy.Proxy
	left  atomic.Int64
	auth  string
}

func (k *killable) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if k.auth != "" && r.Header.Get("Authorization") != k.auth {
		http.Error(w, "unauthorized", http.StatusUnauthorized)
		return
	}
	if k.left.Add(-1) < 0 {
		conn, _, err := w.(http.Hijacker).Hijack()
		if err == nil {
			_ = conn.Close()
		}
		return
	}
	k.proxy.ServeHTTP(w, r)
}

// serveChain starts another served dev chain.
func serveChain(t *testing.T, opts devchain.Options) *devchain.Chain {
	t.Helper()
	opts.HTTPAddr = "127.0.0.1:0"
	c, err := devchain.Start(opts)
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// endpoint serves a proxy in front of upstream at a URL carrying
// credentials in its userinfo and path, which must never show.
func endpoint(t *testing.T, upstream string, budget int64, auth string) (*rpcproxy.Proxy, *killable, string) {
	t.Helper()
	p := rpcproxy.New(upstream)
	k := &killable{proxy: p, auth: auth}
	k.left.Store(budget)
	srv := httptest.NewServer(k)
	t.Cleanup(srv.Close)
	return p, k, strings.Replace(srv.URL, "http://", "http://operator:"+secretPass+"@", 1) + "/v3/" + secretKey
}

const (
	secretPass  = "hunter2-pass"
	secretKey   = "APIKEY0123456789"
	secretToken = "Bearer tok-abcdef123456"
)

func noSecrets(t *testing.T, s string) {
	t.Helper()
	for _, secret := range []string{secretPass, secretKey, "tok-abcdef123456"} {
		assert.NotContains(t, s, secret)
	}
}

func dialSet(t *testing.T, cfg chain.EndpointsConfig) *chain.Endpoints {
	t.Helper()
	e, err := chain.DialEndpoints(context.Background(), cfg)
	require.NoError(t, err)
	t.Cleanup(e.Close)
	return e
}

func auth() http.Header { return http.Header{"Authorization": {secretToken}} }

func TestEndpointKilledMidPassMovesToTheNext(t *testing.T) {
	r := newRig(t, chain.Config{})
	r.deposit("swap-failover-1", 1000)
	r.mine(1)
	r.deposit("swap-failover-2", 2000)
	r.mine(6)
	// The first endpoint answers its identity check and the pass's probe,
	// then dies before the range's logs and headers.
	_, first, url0 := endpoint(t, r.chain.RPCURL(), 2, secretToken)
	_, _, url1 := endpoint(t, r.chain.RPCURL(), 1<<30, secretToken)
	set := dialSet(t, chain.EndpointsConfig{ChainID: r.cfg.ChainID, Endpoints: []chain.EndpointSpec{
		{Name: "dev.rpc[0]", URL: url0, Headers: auth()}, {Name: "dev.rpc[1]", URL: url1, Headers: auth()},
	}})
	s, err := chain.New(r.cfg, set, r.scans)
	require.NoError(t, err)
	rep, err := s.Pass(context.Background())
	require.NoError(t, err, "the pass moves to the next endpoint")
	assert.Equal(t, 2, rep.Observed)
	assert.Less(t, first.left.Load(), int64(0), "the first endpoint was killed mid-pass")
	assert.Equal(t, "dev.rpc[1]", set.Current())
	st := set.Status()
	assert.NotEmpty(t, st[0].LastError)
	noSecrets(t, st[0].LastError)
	r.catchUp(s)
}

func TestEndpointServingAnotherChainIsRefused(t *testing.T) {
	r := newRig(t, chain.Config{})
	other := serveChain(t, devchain.Options{ChainID: 31337})
	r.deposit("swap-wrong-chain", 1000)
	r.mine(5)
	// rpc[0] serves chain A at first, then is swapped for chain B's node
	// behind the same URL.
	p0, _, url0 := endpoint(t, r.chain.RPCURL(), 1<<30, "")
	_, _, url1 := endpoint(t, r.chain.RPCURL(), 1<<30, "")
	set := dialSet(t, chain.EndpointsConfig{ChainID: r.cfg.ChainID, Endpoints: []chain.EndpointSpec{
		{Name: "dev.rpc[0]", URL: url0}, {Name: "dev.rpc[1]", URL: url1},
	}})
	s, err := chain.New(r.cfg, set, r.scans)
	require.NoError(t, err)
	r.catchUp(s)
	require.Equal(t, "dev.rpc[0]", set.Current())

	p0.SetUpstream(other.RPCURL())
	r.mine(2)
	rep := r.catchUp(s)
	assert.Equal(t, r.chain.Head(), rep.Cursor.Number)
	assert.Equal(t, "dev.rpc[1]", set.Current(), "reads moved off the swapped endpoint")
	st := set.Status()
	assert.Contains(t, st[0].Refused, "serves chain ID 31337, configured 1337")

	// Both swapped: refused, never used; the error is the wrong chain's.
	_, _, url1b := endpoint(t, other.RPCURL(), 1<<30, "")
	set2 := dialSet(t, chain.EndpointsConfig{ChainID: r.cfg.ChainID, Endpoints: []chain.EndpointSpec{
		{Name: "dev.rpc[0]", URL: url0}, {Name: "dev.rpc[1]", URL: url1b},
	}})
	s2, err := chain.New(r.cfg, set2, r.scans)
	require.NoError(t, err)
	_, err = s2.Pass(context.Background())
	require.Error(t, err)
	assert.ErrorIs(t, err, chain.ErrNoEndpoint)
	assert.ErrorIs(t, err, chain.ErrWrongChain)
	assert.Contains(t, err.Error(), "dev.rpc[1]: endpoint refused: wrong chain: serves chain ID 31337")
	noSecrets(t, err.Error())
}

func TestForkedEndpointIsRefused(t *testing.T) {
	r := newRig(t, chain.Config{})
	// Same chain ID, another genesis (one more funded account): a private fork.
	fork := serveChain(t, devchain.Options{Accounts: devchain.DefaultAccounts + 1})
	require.Equal(t, r.chain.ChainID(), fork.ChainID())
	r.deposit("swap-fork", 1000)
	r.mine(10)
	_, err := fork.Mine(12)
	require.NoError(t, err)

	_, k0, url0 := endpoint(t, r.chain.RPCURL(), 1<<30, "")
	_, _, url1 := endpoint(t, fork.RPCURL(), 1<<30, "")
	set := dialSet(t, chain.EndpointsConfig{ChainID: r.cfg.ChainID, Endpoints: []chain.EndpointSpec{
		{Name: "dev.rpc[0]", URL: url0}, {Name: "dev.rpc[1]", URL: url1},
	}})
	s, err := chain.New(r.cfg, set, r.scans)
	require.NoError(t, err)
	before := r.catchUp(s)
	require.Positive(t, before.Final)

	// The honest endpoint dies: the fork holds other blocks at the heights
	// the scanner recorded final, so it is refused, not failed over to.
	k0.left.Store(0)
	r.mine(1)
	_, err = s.Pass(context.Background())
	require.Error(t, err)
	assert.ErrorIs(t, err, chain.ErrNoEndpoint)
	assert.NotErrorIs(t, err, chain.ErrWrongChain)
	assert.Contains(t, err.Error(), "dev.rpc[1]: endpoint refused: block #")
	assert.Contains(t, err.Error(), "a fork or another network")
	noSecrets(t, err.Error())
	st, _, err := r.scans.Load(context.Background(), r.cfg.ID())
	require.NoError(t, err)
	assert.Equal(t, before.Cursor, st.Cursor, "nothing read from the fork")

	// A configured known block refuses the fork at first use, even for a
	// scanner with no state yet.
	b1, err := r.chain.Client().HeaderByNumber(context.Background(), nil)
	require.NoError(t, err)
	anchor := &store.Block{Number: b1.Number.Uint64(), Hash: strings.ToLower(b1.Hash().Hex())}
	_, _, url2 := endpoint(t, r.chain.RPCURL(), 1<<30, "")
	set2 := dialSet(t, chain.EndpointsConfig{ChainID: r.cfg.ChainID, Anchor: anchor, Endpoints: []chain.EndpointSpec{
		{Name: "dev.rpc[0]", URL: url1}, {Name: "dev.rpc[1]", URL: url2},
	}})
	var head hexutil.Uint64
	require.NoError(t, set2.CallContext(context.Background(), &head, "eth_blockNumber"))
	assert.Equal(t, "dev.rpc[1]", set2.Current())
	assert.Contains(t, set2.Status()[0].Refused, "a fork or another network")
}

func TestLaggingEndpointIsLeft(t *testing.T) {
	r := newRig(t, chain.Config{})
	r.mine(30)
	p0, _, url0 := endpoint(t, r.chain.RPCURL(), 1<<30, "")
	p0.SetHeadBack(20)
	_, _, url1 := endpoint(t, r.chain.RPCURL(), 1<<30, "")
	set := dialSet(t, chain.EndpointsConfig{ChainID: r.cfg.ChainID, MaxLag: 5, CheckEvery: time.Millisecond, Endpoints: []chain.EndpointSpec{
		{Name: "dev.rpc[0]", URL: url0}, {Name: "dev.rpc[1]", URL: url1},
	}})
	var head hexutil.Uint64
	require.Eventually(t, func() bool {
		require.NoError(t, set.CallContext(context.Background(), &head, "eth_blockNumber"))
		return set.Current() == "dev.rpc[1]"
	}, 10*time.Second, 10*time.Millisecond, "reads leave the lagging endpoint")
	// Checked again and again while it still lags (it verifies: it only
	// lags), its status keeps saying why it is not used.
	for range 20 {
		require.NoError(t, set.CallContext(context.Background(), &head, "eth_blockNumber"))
		time.Sleep(5 * time.Millisecond)
	}
	st := set.Status()[0]
	assert.Contains(t, st.LastError, "lags")
	assert.Contains(t, st.LastFailure, "lags")
}

func TestSlowEndpointTimesOutToTheNext(t *testing.T) {
	r := newRig(t, chain.Config{})
	r.deposit("swap-slow", 1000)
	r.mine(5)
	p0, _, url0 := endpoint(t, r.chain.RPCURL(), 1<<30, "")
	_, _, url1 := endpoint(t, r.chain.RPCURL(), 1<<30, "")
	set := dialSet(t, chain.EndpointsConfig{ChainID: r.cfg.ChainID, CallTimeout: 300 * time.Millisecond, Endpoints: []chain.EndpointSpec{
		{Name: "dev.rpc[0]", URL: url0}, {Name: "dev.rpc[1]", URL: url1},
	}})
	s, err := chain.New(r.cfg, set, r.scans)
	require.NoError(t, err)
	p0.SetLatency(2 * time.Second)
	rep := r.catchUp(s)
	assert.Equal(t, 1, rep.Observed)
	assert.Equal(t, "dev.rpc[1]", set.Current())
	assert.Contains(t, set.Status()[0].LastError, "deadline exceeded")
}

func TestEndpointErrorsNeverQuoteSecrets(t *testing.T) {
	// Nothing listens there: every call fails with the transport's error,
	// which quotes the URL.
	srv := httptest.NewServer(http.NotFoundHandler())
	srv.Close()
	url := strings.Replace(srv.URL, "http://", "http://operator:"+secretPass+"@", 1) + "/v3/" + secretKey + "?key=" + secretKey
	set := dialSet(t, chain.EndpointsConfig{ChainID: 1337, CallTimeout: 2 * time.Second, Endpoints: []chain.EndpointSpec{
		{Name: "eth.rpc[0]", URL: url, Headers: auth()}, {Name: "eth.rpc[1]", URL: url + "x", Headers: auth()},
	}})
	var head hexutil.Uint64
	err := set.CallContext(context.Background(), &head, "eth_blockNumber")
	require.Error(t, err)
	assert.True(t, errors.Is(err, chain.ErrNoEndpoint))
	assert.Contains(t, err.Error(), "eth.rpc[0]: identity check")
	assert.Contains(t, err.Error(), "eth.rpc[1]")
	noSecrets(t, err.Error())
	for _, st := range set.Status() {
		noSecrets(t, st.LastError)
	}
	// A wrong auth header: refused by the provider, the token not quoted.
	c := serveChain(t, devchain.Options{})
	_, _, url2 := endpoint(t, c.RPCURL(), 1<<30, "Bearer right-token-999")
	set2 := dialSet(t, chain.EndpointsConfig{ChainID: 1337, Endpoints: []chain.EndpointSpec{{Name: "eth.rpc[0]", URL: url2, Headers: auth()}}})
	err = set2.CallContext(context.Background(), &head, "eth_blockNumber")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "401")
	noSecrets(t, err.Error())
}

func confirmed(rows []outboxRow) []string {
	var out []string
	for _, o := range rows {
		if o.Kind == "deposit-confirmed" {
			out = append(out, o.SwapID)
		}
	}
	return out
}

func TestCrossCheckHoldsPromotionUntilEndpointsAgree(t *testing.T) {
	r := newRig(t, chain.Config{})
	_, _, url0 := endpoint(t, r.chain.RPCURL(), 1<<30, "")
	witness, _, url1 := endpoint(t, r.chain.RPCURL(), 1<<30, "")
	set := dialSet(t, chain.EndpointsConfig{ChainID: r.cfg.ChainID, CrossCheck: true, Endpoints: []chain.EndpointSpec{
		{Name: "dev.rpc[0]", URL: url0}, {Name: "dev.rpc[1]", URL: url1},
	}})
	s, err := chain.New(r.cfg, set, r.scans)
	require.NoError(t, err)

	// An agreeing witness: promotion as usual.
	r.deposit("swap-cc-0", 500)
	r.mine(5)
	rep := r.catchUp(s)
	assert.Empty(t, rep.Held)
	assert.Equal(t, []string{"swap-cc-0"}, confirmed(r.outbox()))

	r.deposit("swap-cc-1", 1000)
	r.mine(1)
	d := r.chain.Head()
	r.catchUp(s)
	// The witness now answers another hash for the deposit's block.
	witness.SetForgedBlock(d)
	r.deposit("swap-cc-2", 2000)
	r.mine(6)
	rep = r.catchUp(s)
	assert.Contains(t, rep.Held, "endpoints disagree on block #")
	assert.Contains(t, rep.Held, "witness dev.rpc[1] has 0x")
	assert.Equal(t, d-1, rep.Final, "promotion stops below the disputed block")
	assert.Equal(t, []string{"swap-cc-0"}, confirmed(r.outbox()), "nothing promoted while they disagree")
	pending, err := r.scans.Tentative(context.Background(), r.cfg.ID(), 0, r.chain.Head())
	require.NoError(t, err)
	require.Len(t, pending, 2, "both deposits recorded, none lost")
	assert.Equal(t, "dev.rpc[0]", set.Current(), "a disagreeing witness is not failed over to")

	// They agree again: everything held is promoted.
	witness.SetForgedBlock(0)
	r.mine(1)
	rep = r.catchUp(s)
	assert.Empty(t, rep.Held)
	assert.Equal(t, rep.Head-3, rep.Final)
	assert.ElementsMatch(t, []string{"swap-cc-0", "swap-cc-1", "swap-cc-2"}, confirmed(r.outbox()))

	// A witness whose deposit log claims another block: held as well.
	r.deposit("swap-cc-log", 700)
	r.mine(1)
	r.catchUp(s)
	witness.SetStaleLogs(1000)
	r.mine(5)
	rep = r.catchUp(s)
	assert.Contains(t, rep.Held, "answered log")
	assert.NotContains(t, confirmed(r.outbox()), "swap-cc-log")
	witness.SetStaleLogs(0)
	r.mine(1)
	rep = r.catchUp(s)
	assert.Empty(t, rep.Held)
	assert.Contains(t, confirmed(r.outbox()), "swap-cc-log")

	// A witness that cannot answer holds promotion too.
	r.deposit("swap-cc-3", 3000)
	r.mine(1)
	r.catchUp(s)
	witness.FailHTTPNext(1000, http.StatusServiceUnavailable, "")
	r.mine(5)
	rep = r.catchUp(s)
	assert.Contains(t, rep.Held, "cross-check: witness dev.rpc[1]")
	assert.NotContains(t, confirmed(r.outbox()), "swap-cc-3")
	noSecrets(t, rep.Held)
}

// A reorg below a final block the scanner recorded, seen by every endpoint,
// is the chain's, not one endpoint's fork: reads go on and the scanner halts
// on the finality violation as with one RPC URL, instead of refusing every
// endpoint.
func TestReorgBelowFinalitySeenByEveryEndpointHalts(t *testing.T) {
	r := newRig(t, chain.Config{})
	p0, _, url0 := endpoint(t, r.chain.RPCURL(), 1<<30, "")
	_, _, url1 := endpoint(t, r.chain.RPCURL(), 1<<30, "")
	set := dialSet(t, chain.EndpointsConfig{ChainID: r.cfg.ChainID, Endpoints: []chain.EndpointSpec{
		{Name: "dev.rpc[0]", URL: url0}, {Name: "dev.rpc[1]", URL: url1},
	}})
	s, err := chain.New(r.cfg, set, r.scans)
	require.NoError(t, err)
	r.mine(12)
	before := r.catchUp(s)
	require.Greater(t, before.Final, uint64(4))
	require.NoError(t, r.chain.Reorg(6, false))
	// The current endpoint fails once: the switch re-checks rpc[1] against
	// the recorded final block, which rpc[0] no longer has either.
	p0.FailHTTPNext(1, http.StatusBadGateway, "")
	_, err = s.Pass(context.Background())
	var halt *chain.HaltError
	require.ErrorAs(t, err, &halt, "%v", err)
	assert.Contains(t, halt.Reason, "finality violated")
	assert.Empty(t, set.Status()[1].Refused)
}

// Issue 30: the endpoint in use leaves a deposit out of both its range and
// its by-hash answer (its header, bloom and all, is true). With a second
// endpoint the bloom-positive block is put to it before the cursor passes:
// the dispute holds the cursor with the reason, nothing is lost, and once
// the endpoint heals the deposit is credited once.
func TestADepositTheEndpointInUseLeavesOutIsNotLost(t *testing.T) {
	r := newRig(t, chain.Config{})
	inUse, witness, s := r.crossChecked()
	r.mine(2)
	r.catchUp(s)
	before := r.state().Cursor.Number

	inUse.SetOmitLogs(true)
	r.deposit("swap-omitted", 900)
	r.mine(1)
	d := r.chain.Head()
	r.mine(6)
	held := func() chain.Report {
		t.Helper()
		var rep chain.Report
		for range 3 {
			var err error
			rep, err = s.Pass(context.Background())
			require.NoError(t, err)
		}
		return rep
	}
	rep := held()
	assert.Contains(t, rep.Held, fmt.Sprintf("block #%d", d))
	assert.Contains(t, rep.Held, "witness dev.rpc[1] has 1 vault log")
	assert.Equal(t, d-1, r.state().Cursor.Number, "the cursor passed a block whose deposit only the witness returned, or stopped short of it")
	assert.GreaterOrEqual(t, r.state().Cursor.Number, before)
	assert.Empty(t, confirmed(r.outbox()))
	calls := witness.Calls("eth_getLogs")
	_, err := s.Pass(context.Background())
	require.NoError(t, err)
	assert.Equal(t, 1, witness.Calls("eth_getLogs")-calls, "one by-hash question per disputed block and pass")

	// The endpoint heals: the deposit is read, cross-checked and credited once.
	inUse.SetOmitLogs(false)
	r.mine(1)
	rep = r.catchUp(s)
	assert.Empty(t, rep.Held)
	assert.Equal(t, []string{"swap-omitted"}, confirmed(r.outbox()))
	rep = r.catchUp(s)
	assert.Equal(t, []string{"swap-omitted"}, confirmed(r.outbox()), "credited twice")
}

// Issue 30: the endpoint in use once answered a false hash for a deposit's
// block (the scanner recorded it), then healed. The witness disagrees with
// the record, so the block is read again: both endpoints now agree, the
// record was wrong, the scanner rewinds like a reorg, the hold clears and
// the deposit is credited once.
func TestAHealedDisputeReleasesItsHold(t *testing.T) {
	r := newRig(t, chain.Config{})
	_, _, s := r.crossChecked()
	r.deposit("swap-disputed", 800)
	r.mine(1)
	d := r.chain.Head()
	r.catchUp(s)
	// What a false answer left behind: the record of block d names another hash.
	real := r.canonical(d)
	forged := "0x" + strings.Repeat("ab", 32)
	ctx := context.Background()
	for _, q := range []string{
		`UPDATE block_hashes SET hash = $2 WHERE scanner_id = $3 AND hash = $1`,
		`UPDATE observations SET block_hash = $2 WHERE scanner_id = $3 AND block_hash = $1`,
		`UPDATE outbox SET event_id = replace(event_id, $1, $2) WHERE scanner_id = $3`,
	} {
		_, err := r.scans.DB.Exec(ctx, q, real, forged, r.cfg.ID())
		require.NoError(t, err)
	}
	r.mine(6)
	var rep chain.Report
	require.Eventually(t, func() bool {
		var err error
		rep, err = s.Pass(ctx)
		require.NoError(t, err)
		return rep.Held == "" && slices.Contains(confirmed(r.outbox()), "swap-disputed")
	}, 30*time.Second, 10*time.Millisecond, "the hold never cleared: %s", rep.Held)
	assert.Equal(t, []string{"swap-disputed"}, confirmed(r.outbox()), "credited once")
	var orphaned int
	require.NoError(t, r.scans.DB.QueryRow(ctx, `SELECT count(*) FROM observations WHERE block_hash = $1 AND state = 'orphaned'`, forged).Scan(&orphaned))
	assert.Equal(t, 1, orphaned, "the false record is orphaned, as in a reorg")
}

// Issue 30, the drill's own sequence: the endpoint in use answers a forged
// hash for the deposit's block while it is the head (its header and its log
// answer agree on the forgery, so the scanner records it), then heals. The
// witness disputes the record; the block is read again, the record is found
// wrong and rewound like a reorg, the hold clears and the deposit is
// credited once, under the real hash.
func TestAForgedHashFromTheEndpointInUseHealsAndIsCreditedOnce(t *testing.T) {
	r := newRig(t, chain.Config{})
	inUse, _, s := r.crossChecked()
	r.mine(2)
	r.catchUp(s)
	r.deposit("swap-forged", 700)
	r.mine(1)
	d := r.chain.Head()
	inUse.SetForgedBlock(d)
	rep := r.catchUp(s)
	require.Equal(t, rpcproxy.StaleHash(common.HexToHash(r.canonical(d))).Hex(), r.state().Cursor.Hash,
		"the forged hash was not recorded: the test does not build the drill's state")

	inUse.SetForgedBlock(0) // healed
	r.mine(6)
	ctx := context.Background()
	require.Eventually(t, func() bool {
		var err error
		rep, err = s.Pass(ctx)
		require.NoError(t, err)
		return rep.Held == "" && slices.Contains(confirmed(r.outbox()), "swap-forged")
	}, 30*time.Second, 10*time.Millisecond, "the hold never cleared: %s", rep.Held)
	r.mine(3)
	r.catchUp(s)
	assert.Equal(t, []string{"swap-forged"}, confirmed(r.outbox()), "credited once")
	for _, o := range r.outbox() {
		if o.Kind == "deposit-confirmed" {
			assert.Contains(t, o.EventID, strings.TrimPrefix(r.canonical(d), "0x"), "credited under the forged hash")
		}
	}
}

// Issue 30: an endpoint that failed and is verified again shows no current
// error in status any more; its last failure stays, with its time.
func TestAnEndpointVerifiedAgainClearsItsLastError(t *testing.T) {
	r := newRig(t, chain.Config{})
	r.deposit("swap-healed-endpoint", 1000)
	r.mine(3)
	_, first, url0 := endpoint(t, r.chain.RPCURL(), 2, "")
	_, _, url1 := endpoint(t, r.chain.RPCURL(), 1<<30, "")
	set := dialSet(t, chain.EndpointsConfig{ChainID: r.cfg.ChainID, CheckEvery: 10 * time.Millisecond, Endpoints: []chain.EndpointSpec{
		{Name: "dev.rpc[0]", URL: url0}, {Name: "dev.rpc[1]", URL: url1},
	}})
	s, err := chain.New(r.cfg, set, r.scans)
	require.NoError(t, err)
	_, err = s.Pass(context.Background())
	require.NoError(t, err)
	require.NotEmpty(t, set.Status()[0].LastError)
	first.left.Store(1 << 30) // back
	require.Eventually(t, func() bool {
		r.mine(1)
		_, err := s.Pass(context.Background())
		require.NoError(t, err)
		return set.Status()[0].Verified
	}, 20*time.Second, 20*time.Millisecond)
	st := set.Status()[0]
	assert.Empty(t, st.LastError, "a verified endpoint still shows an error")
	assert.NotEmpty(t, st.LastFailure)
	require.NotNil(t, st.LastFailureAt)
	assert.WithinDuration(t, time.Now(), *st.LastFailureAt, time.Minute)
}

// Issue 30: with three endpoints a deposit is final once two agree, so one
// provider that lies (another hash for the deposit's block) or is down stops
// nothing; the liar is named. With one lying and one down, promotion holds.
func TestThreeEndpointsPromoteOnTwoAgreeing(t *testing.T) {
	r := newRig(t, chain.Config{})
	_, _, url0 := endpoint(t, r.chain.RPCURL(), 1<<30, "")
	liar, _, url1 := endpoint(t, r.chain.RPCURL(), 1<<30, "")
	down, _, url2 := endpoint(t, r.chain.RPCURL(), 1<<30, "")
	set := dialSet(t, chain.EndpointsConfig{ChainID: r.cfg.ChainID, CrossCheck: true, Endpoints: []chain.EndpointSpec{
		{Name: "dev.rpc[0]", URL: url0}, {Name: "dev.rpc[1]", URL: url1}, {Name: "dev.rpc[2]", URL: url2},
	}})
	s, err := chain.New(r.cfg, set, r.scans)
	require.NoError(t, err)

	r.deposit("swap-q-1", 600)
	r.mine(1)
	liar.SetForgedBlock(r.chain.Head())
	r.mine(6)
	rep := r.catchUp(s)
	assert.Empty(t, rep.Held, "two of three agree: nothing held")
	assert.Equal(t, []string{"swap-q-1"}, confirmed(r.outbox()))

	r.deposit("swap-q-2", 700)
	r.mine(1)
	d := r.chain.Head()
	liar.SetForgedBlock(d)
	down.FailHTTPNext(1000, http.StatusServiceUnavailable, "")
	r.mine(6)
	rep = r.catchUp(s)
	assert.Contains(t, rep.Held, "1 of 3 endpoints agree (dev.rpc[0]), 2 needed")
	assert.Contains(t, rep.Held, "witness dev.rpc[1] has 0x", "the liar is named")
	assert.NotContains(t, confirmed(r.outbox()), "swap-q-2")

	down.FailHTTPNext(0, 0, "")
	down.Reset()
	r.mine(1)
	rep = r.catchUp(s)
	assert.Empty(t, rep.Held)
	assert.Equal(t, []string{"swap-q-1", "swap-q-2"}, confirmed(r.outbox()))
}

// The same omission read the historical way (the cursor far below the
// final height, where blocks without logs are never fetched and no bloom is
// seen): the witnesses are asked for the range's logs, and the cursor stops
// before the deposit the endpoint in use left out.
func TestADepositLeftOutOfAHistoricalReadIsNotLost(t *testing.T) {
	r := newRig(t, chain.Config{})
	inUse, _, url0 := endpoint(t, r.chain.RPCURL(), 1<<30, "")
	_, _, url1 := endpoint(t, r.chain.RPCURL(), 1<<30, "")
	set := dialSet(t, chain.EndpointsConfig{ChainID: r.cfg.ChainID, CrossCheck: true, Endpoints: []chain.EndpointSpec{
		{Name: "dev.rpc[0]", URL: url0}, {Name: "dev.rpc[1]", URL: url1},
	}})
	inUse.SetOmitLogs(true)
	r.mine(3)
	r.deposit("swap-deep", 900)
	r.mine(1)
	d := r.chain.Head()
	r.mine(400)
	s, err := chain.New(r.cfg, set, r.scans)
	require.NoError(t, err)
	var rep chain.Report
	for range 6 {
		rep, err = s.Pass(context.Background())
		require.NoError(t, err)
	}
	assert.Contains(t, rep.Held, fmt.Sprintf("cursor held before block #%d", d))
	assert.Contains(t, rep.Held, "witness dev.rpc[1] has log")
	assert.Less(t, r.state().Cursor.Number, d)
	assert.Empty(t, confirmed(r.outbox()))

	inUse.SetOmitLogs(false)
	r.mine(1)
	rep = r.catchUp(s)
	assert.Empty(t, rep.Held)
	assert.Equal(t, []string{"swap-deep"}, confirmed(r.outbox()), "credited once")
}

// The worker's scan activity reads ranges ahead while it commits (Run): a
// range held short ends the run there, never reads past it.
func TestARunStopsAtAHeldRange(t *testing.T) {
	r := newRig(t, chain.Config{})
	inUse, _, s := r.crossChecked()
	r.mine(2)
	r.catchUp(s)
	inUse.SetOmitLogs(true)
	r.deposit("swap-run", 900)
	r.mine(1)
	d := r.chain.Head()
	r.mine(30)
	for range 3 {
		rep, err := s.Run(context.Background(), time.Now().Add(5*time.Second))
		require.NoError(t, err)
		assert.Contains(t, rep.Held, fmt.Sprintf("cursor held before block #%d", d))
	}
	assert.Equal(t, d-1, r.state().Cursor.Number)
	inUse.SetOmitLogs(false)
	_, err := s.Run(context.Background(), time.Now().Add(5*time.Second))
	require.NoError(t, err)
	r.mine(4)
	r.catchUp(s)
	assert.Equal(t, []string{"swap-run"}, confirmed(r.outbox()))
}

// crossChecked is a scanner of the rig's chain through two endpoints
// (proxies: the one in use first, then the witness) with the cross-check on.
func (r *rig) crossChecked() (inUse, witness *rpcproxy.Proxy, s *chain.Scanner) {
	r.t.Helper()
	inUse, _, url0 := endpoint(r.t, r.chain.RPCURL(), 1<<30, "")
	witness, _, url1 := endpoint(r.t, r.chain.RPCURL(), 1<<30, "")
	set := dialSet(r.t, chain.EndpointsConfig{ChainID: r.cfg.ChainID, CrossCheck: true, Endpoints: []chain.EndpointSpec{
		{Name: "dev.rpc[0]", URL: url0}, {Name: "dev.rpc[1]", URL: url1},
	}})
	s, err := chain.New(r.cfg, set, r.scans)
	require.NoError(r.t, err)
	return inUse, witness, s
}
