package soak

import (
	"context"
	"math/rand/v2"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/harness/rpcproxy"
)

// Fault names, in the order the report lists them.
const (
	fWorkerKill     = "worker SIGKILL"
	fPGScan         = "postgres stop -m immediate during a scan pass"
	fPGDispatch     = "postgres stop -m immediate during outbox dispatch"
	fPGReceiver     = "postgres stop -m immediate during a receiver's idempotent write"
	fPGUntimed      = "postgres stop -m immediate (no targeted query caught)"
	fTemporalPG     = "temporal server's postgres stop -m immediate"
	fRPCTimeout     = "rpc timeout (answers slower than a scan pass)"
	fRPC429         = "rpc 429 Too Many Requests"
	fRPCRange       = "rpc range-limit refusals of eth_getLogs"
	fRPCGarbled     = "rpc garbled JSON answers"
	fRPCHeadBack    = "rpc head going backwards"
	fRPCLagging     = "rpc lagging node (log index behind)"
	fReorg          = "reorgs under a tentative deposit"
	fPaymentReorg   = "reorgs under a payment transaction not final yet"
	fStorm          = "reorg storms"
	fStormReorg     = "reorgs in storms (random depth)"
	fRemined        = "deposits re-mined at the same height"
	fMoved          = "deposits moved to another block"
	fDropped        = "deposits dropped (customer's paid again)"
	fDust           = "stranger dust deposits"
	fUnder          = "stranger underpayments"
	fOver           = "stranger overpayments"
	fLate           = "stranger deposits after the swap finished"
	fFloodDup       = "flood: duplicate deliveries"
	fFloodNewID     = "flood: new-ID deliveries"
	fOutageExchange = "receiver outage: exchange"
	fOutagePayout   = "receiver outage: payout and refund"
	fOutageWebhook  = "receiver outage: merchant webhooks"
	fOutageRefused  = "requests refused during receiver outages"
	fRecv503        = "receiver 503 (random)"
	fRecvLost       = "receiver responses lost after commit"
	fHostile        = "payouts to recipients that refuse coin (gas burner, reverting, no receive)"
	fDryWallet      = "payer wallet ran dry with payments refused, topped up after a while"
	fByHand         = "payouts over the per-payment cap paid by a person, item dismissed"
	fFlakyOmit      = "second endpoint: log answers emptied (by range and by hash)"
	fFlakyStale     = "second endpoint: log answers with stale block hashes"
)

var faultOrder = []string{fWorkerKill, fPGScan, fPGDispatch, fPGReceiver, fPGUntimed, fTemporalPG,
	fRPCTimeout, fRPC429, fRPCRange, fRPCGarbled, fRPCHeadBack, fRPCLagging,
	fReorg, fPaymentReorg, fStorm, fStormReorg, fRemined, fMoved, fDropped,
	fDust, fUnder, fOver, fLate, fFloodDup, fFloodNewID,
	fOutageExchange, fOutagePayout, fOutageWebhook, fOutageRefused, fRecv503, fRecvLost,
	fHostile, fDryWallet, fByHand, fFlakyOmit, fFlakyStale}

// faultCounts counts what the chaos injected, by fault name.
type faultCounts struct {
	mu sync.Mutex
	n  map[string]int
}

func (f *faultCounts) add(name string, n int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.n == nil {
		f.n = map[string]int{}
	}
	f.n[name] += n
}

func (f *faultCounts) snapshot() map[string]int {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := make(map[string]int, len(f.n))
	for k, v := range f.n {
		out[k] = v
	}
	return out
}

// Postgres crashes. Each crash waits (up to PGAim) for a query of its target to be in flight
// — a scan pass's, the dispatcher's or a receiver's — and stops the server under it with
// pg_ctl stop -m immediate; the server stays down PGOutage and comes back after crash
// recovery. The soak's calm lock is held meanwhile: no worker (re)starts while its
// database is gone.
var pgTargets = []struct {
	fault string
	re    *regexp.Regexp
}{
	{fPGScan, regexp.MustCompile(`(?i)observations|block_hashes|scanners`)},
	{fPGDispatch, regexp.MustCompile(`(?i)outbox`)},
	{fPGReceiver, regexp.MustCompile(`(?i)idempotency_keys|effects|webhook_deliveries`)},
}

func (s *soak) pgLoop(ctx context.Context, fail func(error)) {
	if s.cfg.PGRestarts == 0 || s.pg == nil {
		return
	}
	rng := rand.New(rand.NewPCG(uint64(s.cfg.Seed), 0x9c0ff))
	for n := 0; n < s.cfg.PGRestarts; n++ {
		if !sleep(ctx, jitter(rng, s.cfg.PGEvery)) {
			return
		}
		target := pgTargets[n%len(pgTargets)]
		s.calm.Lock()
		hit := s.aimAt(ctx, target.re)
		if ctx.Err() != nil { // the drive is over: no crash after it
			s.calm.Unlock()
			return
		}
		if err := s.pg.Crash(); err != nil {
			s.calm.Unlock()
			fail(err)
			return
		}
		if hit {
			s.injected.add(target.fault, 1)
		} else {
			s.injected.add(fPGUntimed, 1)
		}
		// Down for the outage even when the run is being cancelled: it must come back.
		time.Sleep(s.cfg.PGOutage)
		rctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		err := s.pg.Restart(rctx)
		cancel()
		s.calm.Unlock()
		if err != nil {
			fail(err)
			return
		}
	}
}

// Restartable is a database cluster the chaos can crash and start again (a
// *devstack.Postgres).
type Restartable interface {
	Crash() error
	Restart(ctx context.Context) error
}

// temporalPGLoop crashes the Temporal server's own Postgres TemporalPGRestarts times under
// the running server. The calm lock is held while it is down: a worker (re)starting then
// could not reach a working server and would be refused its start by the fault.
func (s *soak) temporalPGLoop(ctx context.Context, fail func(error)) {
	if s.cfg.TemporalPGRestarts == 0 || s.cfg.TemporalPG == nil {
		return
	}
	rng := rand.New(rand.NewPCG(uint64(s.cfg.Seed), 0x7e3b0))
	for n := 0; n < s.cfg.TemporalPGRestarts; n++ {
		if !sleep(ctx, jitter(rng, s.cfg.TemporalPGEvery)) {
			return
		}
		s.calm.Lock()
		if err := s.cfg.TemporalPG.Crash(); err != nil {
			s.calm.Unlock()
			fail(err)
			return
		}
		s.injected.add(fTemporalPG, 1)
		// Down for the outage even when the run is being cancelled: it must come back.
		time.Sleep(s.cfg.TemporalPGOutage)
		rctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		err := s.cfg.TemporalPG.Restart(rctx)
		cancel()
		s.calm.Unlock()
		if err != nil {
			fail(err)
			return
		}
	}
}

// aimAt polls pg_stat_activity until a session other than the soak's own runs a statement
// matching re (or is idle in a transaction that did), for up to PGAim.
func (s *soak) aimAt(ctx context.Context, re *regexp.Regexp) bool {
	deadline := time.Now().Add(s.cfg.PGAim)
	for time.Now().Before(deadline) && ctx.Err() == nil {
		rows, err := s.pool.Query(ctx, `SELECT query FROM pg_stat_activity
			WHERE pid <> pg_backend_pid() AND datname = current_database() AND state IN ('active', 'idle in transaction')`)
		if err == nil {
			hit := false
			for rows.Next() {
				var q string
				if rows.Scan(&q) == nil && re.MatchString(q) && !strings.Contains(q, "pg_stat_activity") {
					hit = true
				}
			}
			rows.Close()
			if hit {
				return true
			}
		}
		time.Sleep(2 * time.Millisecond)
	}
	return false
}

// rpcKinds are the RPC fault episodes, taken in turn.
var rpcKinds = []string{fRPCTimeout, fRPC429, fRPCRange, fRPCGarbled, fRPCHeadBack, fRPCLagging}

// rpcLoop injects RPCFaults episodes between the scanners and the chains, RPCEvery apart,
// each kind in turn, each aimed at one chain's proxy (the chains in turn) while the other
// chain keeps going. The calm lock is held for an episode: a worker starting meanwhile
// would ask the node for its chain ID through the same proxy and be refused its start.
func (s *soak) rpcLoop(ctx context.Context) {
	if s.cfg.RPCFaults == 0 {
		return
	}
	rng := rand.New(rand.NewPCG(uint64(s.cfg.Seed), 0x59c))
	for n := 0; n < s.cfg.RPCFaults; n++ {
		p := s.proxies[n%len(s.proxies)]
		s.chains[n%len(s.chains)].rpcEpisode()
		if !sleep(ctx, jitter(rng, s.cfg.RPCEvery)) {
			return
		}
		kind := rpcKinds[n%len(rpcKinds)]
		s.calm.Lock()
		switch kind {
		case fRPCTimeout:
			// Slower than the scan pass's timeout: the pass times out and is tried again.
			p.SetLatency(s.scanner.PassTimeout + time.Second)
			sleep(ctx, s.scanner.PassTimeout+2*time.Second)
			p.SetLatency(0)
			s.injected.add(kind, 1)
		case fRPC429:
			const k = 6
			before := p.Stats().Requests
			p.FailHTTPNext(k, http.StatusTooManyRequests, "1")
			s.waitRequests(ctx, p, before+k)
			s.injected.add(kind, min(k, p.Stats().Requests-before))
		case fRPCRange:
			// A provider's range limit holds on every endpoint of it: the
			// chain's flaky endpoint too, which the scanner starts on.
			ps := []*rpcproxy.Proxy{p}
			if len(s.flaky) > 0 {
				ps = append(ps, s.flaky[n%len(s.chains)])
			}
			refusals := func() (n int) {
				for _, q := range ps {
					n += q.Stats().RangeRefusals
				}
				return n
			}
			before := refusals()
			for _, q := range ps {
				q.SetMaxLogRange(1)
			}
			// Until the scanner has met the limit (a pass at the head may read
			// one block at a time for a while): an episode that refused
			// nothing injected nothing.
			s.waitFor(ctx, 10*time.Second, func() bool { return refusals() > before+2 })
			s.waitFor(ctx, time.Minute, func() bool { return refusals() > before })
			for _, q := range ps {
				q.SetMaxLogRange(0)
			}
			s.injected.add(kind, refusals()-before)
		case fRPCGarbled:
			const k = 3
			before := p.Stats().Requests
			p.GarbleNext(k)
			s.waitRequests(ctx, p, before+k)
			s.injected.add(kind, min(k, p.Stats().Requests-before))
		case fRPCHeadBack:
			p.SetHeadBack(uint64(1 + rng.IntN(4)))
			sleep(ctx, 3*time.Second)
			p.SetHeadBack(0)
			s.injected.add(kind, 1)
		case fRPCLagging:
			p.SetLogsLagRangeOnly(rng.IntN(2) == 0)
			p.SetLogsLag(uint64(1 + rng.IntN(4)))
			sleep(ctx, 3*time.Second)
			p.SetLogsLag(0)
			p.SetLogsLagRangeOnly(false)
			s.injected.add(kind, 1)
		}
		s.calm.Unlock()
	}
}

func (s *soak) waitRequests(ctx context.Context, p *rpcproxy.Proxy, n int) {
	s.waitFor(ctx, 30*time.Second, func() bool { return p.Stats().Requests >= n })
}

func (s *soak) waitFor(ctx context.Context, d time.Duration, ok func() bool) {
	deadline := time.Now().Add(d)
	for !ok() && time.Now().Before(deadline) && sleep(ctx, 20*time.Millisecond) {
	}
}

// outages make one receiver answer 503 to everything for OutageLen, Outages times, the
// receivers in turn; the swaps' retries (money effects in rounds, webhooks on their
// schedule) must outlast it.
type outages struct {
	mu      sync.Mutex
	down    string // receiver path prefix that is down; "" none
	refused int
}

var outageKinds = []struct {
	fault string
	paths []string
}{
	{fOutageExchange, []string{providers.PathExchanges}},
	{fOutagePayout, []string{providers.PathPayouts, providers.PathRefunds}},
	{fOutageWebhook, []string{providers.PathWebhooks}},
}

func (o *outages) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		o.mu.Lock()
		down := o.down != "" && strings.Contains(o.down, "|"+r.URL.Path+"|")
		if down {
			o.refused++
		}
		o.mu.Unlock()
		if down {
			http.Error(w, "injected outage: receiver down, nothing was done", http.StatusServiceUnavailable)
			return
		}
		h.ServeHTTP(w, r)
	})
}

func (s *soak) outageLoop(ctx context.Context) {
	if s.cfg.Outages == 0 {
		return
	}
	rng := rand.New(rand.NewPCG(uint64(s.cfg.Seed), 0x07a6e))
	for n := 0; n < s.cfg.Outages; n++ {
		if !sleep(ctx, jitter(rng, s.cfg.OutageEvery)) {
			return
		}
		k := outageKinds[n%len(outageKinds)]
		s.outage.mu.Lock()
		s.outage.down = "|" + strings.Join(k.paths, "|") + "|"
		s.outage.mu.Unlock()
		s.injected.add(k.fault, 1)
		before := s.outage.refusedCount()
		sleep(ctx, s.cfg.OutageLen)
		// Down until it has refused something (bounded): an outage nobody
		// called during is no outage, and a short run may have no request
		// for that receiver in the window.
		s.waitFor(ctx, 2*s.cfg.OutageLen+30*time.Second, func() bool { return s.outage.refusedCount() > before })
		s.outage.mu.Lock()
		s.outage.down = ""
		s.outage.mu.Unlock()
	}
}

func (o *outages) refusedCount() int {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.refused
}

// jitter is d ±50 %.
func jitter(rng *rand.Rand, d time.Duration) time.Duration {
	return time.Duration(float64(d) * (0.5 + rng.Float64()))
}

// Fault names for tests and reports outside the package.
const (
	FaultPGScan     = fPGScan
	FaultPGDispatch = fPGDispatch
	FaultPGReceiver = fPGReceiver
	FaultPGUntimed  = fPGUntimed
	FaultTemporalPG = fTemporalPG
	FaultHostile    = fHostile
)

// FaultsEveryRunInjects are the faults a run with every kind enabled injects at least once
// (the Postgres crashes are counted by their target, which depends on timing; re-mined,
// moved and dropped deposits on where the deposits happen to be when the tip is replaced).
var FaultsEveryRunInjects = []string{fWorkerKill,
	fRPCTimeout, fRPC429, fRPCRange, fRPCGarbled, fRPCHeadBack, fRPCLagging,
	fReorg, fStorm, fStormReorg, fDust, fUnder, fOver, fLate, fFloodDup, fFloodNewID,
	fOutageExchange, fOutagePayout, fOutageWebhook, fOutageRefused, fRecv503, fRecvLost,
	fHostile, fDryWallet, fByHand, fFlakyOmit, fFlakyStale}
