package soak

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/txsender"
	"github.com/swapengine/swapengine/workflows"
)

// Invariant is one row of the report's table.
type Invariant struct {
	Name       string
	Expected   string
	Observed   string
	Violations int
	Details    []string // the first few violations, spelled out
}

// Report is what a soak found.
type Report struct {
	Invariants []Invariant
	Violations int

	Swaps, Finished, ChainSwaps, DirectSwaps int
	Elapsed                                  time.Duration // the drive phase: first start to last driver done
	Span                                     time.Duration // first start to the last swap that finished in success
	Throughput                               float64       // finished swaps per second of Span
	P50, P95, Max                            time.Duration
	ChainP50, DirectP50                      time.Duration

	Kills, WorkerStarts int
	WorkerCrashes       []string
	ReceiverFaults      providers.FaultStats
	// Chain is the totals over the chains; PerChain each chain's own counts.
	Chain         chainStats
	PerChain      []ChainReport
	Injected      map[string]int // deliveries injected, by kind
	Outcomes      map[string]int // ledger totals over all swaps
	Effects       map[string]int // effects recorded, by receiver
	Runs          int            // workflow runs (continue-as-new included)
	Outbox        map[string]int // outbox rows by state
	ScannerReorgs string
	ChaosErrors   []error
	// Faults is every fault injected, by name (faultOrder); Deposits how the final canonical
	// deposits were accounted for; History what the workflow histories show.
	Faults   map[string]int `json:"faults"`
	Deposits map[string]int
	History  historyStats
	// OnChain is the money out on the chain: Paid events, the sender's rows and nonces.
	OnChain OnChainStats
	// Caps are the payer chain's per-day payout caps set from the plan (Config.TightCaps).
	Caps []*capPlan
}

// ChainReport is one served chain's part of a soak.
type ChainReport struct {
	Name    string
	ChainID uint64
	// ChainSwaps are the swaps whose terms name this chain; Finished those of them that
	// finished in success; Bound those bound to a final canonical deposit of this chain's
	// vault (never the other chain's: see the invariant on orphaned/foreign deposits).
	ChainSwaps, Finished, Bound int
	OnChainPayer                bool // payouts and refunds from its vault; else the HTTP receivers
	Stats                       chainStats
}

const maxDetails = 8

func (inv *Invariant) fail(format string, a ...any) {
	inv.Violations++
	if len(inv.Details) < maxDetails {
		inv.Details = append(inv.Details, fmt.Sprintf(format, a...))
	}
}

// check reads every swap's status and the receivers' tables and evaluates the invariants.
func (s *soak) check(ctx context.Context, elapsed time.Duration) (*Report, error) {
	rep := &Report{Swaps: len(s.results), Elapsed: elapsed, Injected: map[string]int{}, Outcomes: map[string]int{},
		Effects: map[string]int{}, Outbox: map[string]int{}}

	// Status of every swap, queried with a few at a time (each query replays a closed
	// workflow on a worker).
	views := make([]*workflows.StatusView, len(s.results))
	viewErrs := make([]error, len(s.results))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 6)
	for i, r := range s.results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			var err error
			for attempt := 0; attempt < 4; attempt++ {
				qctx, cancel := context.WithTimeout(ctx, 30*time.Second)
				var v workflows.StatusView
				v, err = s.ops.Status(qctx, s.cl, r.id)
				cancel()
				if err == nil {
					views[i] = &v
					return
				}
				sleep(ctx, time.Second)
			}
			viewErrs[i] = err
		}()
	}
	wg.Wait()

	// Each chain as it is at one head: deposits, payments and balances all read at it.
	heads := make([]uint64, len(s.chains))
	for i, cs := range s.chains {
		heads[i] = cs.c.Head()
	}
	head := heads[0] // the payer's chain
	canon, err := s.canonicalDeposits(ctx, heads)
	if err != nil {
		return nil, err
	}
	paid, err := s.chain.canonicalPaid(ctx, head)
	if err != nil {
		return nil, err
	}
	accounted, orphans, lateKeys, lateOnChain, depositCounts, err := s.depositChecks(ctx, views, canon, paid)
	if err != nil {
		return nil, err
	}
	// Refund keys of the canonical deposits: an on-chain refund names its deposit only
	// through its key.
	refundOf := map[string]canonDeposit{}
	for ref, d := range canon {
		refundOf[swap.RefundKey(d.swapID, ref)] = d
	}
	onChainWants := map[string]onChainWant{}
	byHandWants := map[string]onChainWant{} // payouts a person made (byhand.go)
	oneTx := Invariant{Name: "fixed-quote swaps on the DEX route paid in their trade's transaction, or the trade says why not"}
	var oneTxStats OnChainStats
	for key, d := range lateOnChain {
		onChainWants[key] = onChainWant{swapID: d.swapID, kind: string(swap.ActionRefund), to: d.payer, token: d.token, amount: d.amount}
	}
	rep.Deposits = depositCounts
	terminatedInv, loops, hist := s.historyChecks(ctx)
	rep.History = hist

	// Effects at the receivers for this run's swaps.
	type rk struct{ receiver, key string }
	effects := map[rk]int{}
	effectSwap := map[rk]string{}
	rows, err := s.pool.Query(ctx, `SELECT receiver, idem_key, swap_id, count(*) FROM effects WHERE swap_id LIKE $1 GROUP BY 1, 2, 3`, s.prefix()+"-%")
	if err != nil {
		return nil, fmt.Errorf("read effects: %w", err)
	}
	for rows.Next() {
		var k rk
		var swapID string
		var n int
		if err := rows.Scan(&k.receiver, &k.key, &swapID, &n); err != nil {
			rows.Close()
			return nil, err
		}
		effects[k] += n
		effectSwap[k] = swapID
		rep.Effects[k.receiver] += n
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}

	// Webhook receipts, in the order the merchant got them.
	seqs := map[string][]int64{}
	rows, err = s.pool.Query(ctx, `SELECT swap_id, coalesce(seq, -1) FROM webhook_deliveries WHERE swap_id LIKE $1 ORDER BY swap_id, received_at, webhook_id`, s.prefix()+"-%")
	if err != nil {
		return nil, fmt.Errorf("read webhook deliveries: %w", err)
	}
	for rows.Next() {
		var id string
		var seq int64
		if err := rows.Scan(&id, &seq); err != nil {
			rows.Close()
			return nil, err
		}
		seqs[id] = append(seqs[id], seq)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}

	// Outbox rows of this run's scanners.
	type ob struct{ swapID, kind, state string }
	outbox := map[ob]int{}
	rows, err = s.pool.Query(ctx, `SELECT swap_id, kind, state, count(*) FROM outbox WHERE scanner_id = ANY($1) GROUP BY 1, 2, 3`, s.scannerIDs())
	if err != nil {
		return nil, fmt.Errorf("read outbox: %w", err)
	}
	for rows.Next() {
		var k ob
		var n int
		if err := rows.Scan(&k.swapID, &k.kind, &k.state, &n); err != nil {
			rows.Close()
			return nil, err
		}
		outbox[k] += n
		rep.Outbox[k.state] += n
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}

	finished := Invariant{Name: "swaps finished in success in time", Expected: fmt.Sprint(len(s.results))}
	perKey := Invariant{Name: "effects per key at each receiver = 1"}
	twice := Invariant{Name: "keys with more than one effect", Expected: "0"}
	unmatched := Invariant{Name: "deposits without a swap (unmatched, not deliberate)", Expected: "0"}
	conflicts := Invariant{Name: "integrity conflicts seen = injected"}
	webhooks := Invariant{Name: "status webhooks: once each, in seq order"}
	ledger := Invariant{Name: "duplicates/new IDs/malformed seen in ledger"}
	outcomes := Invariant{Name: "delivery outcomes as expected"}

	expectedKeys := map[rk]bool{}
	var lat, chainLat, directLat []time.Duration
	var firstStart, lastEnd time.Time
	injectedConflicts, seenConflicts, swapsWithWebhooks := 0, 0, 0
	for i, r := range s.results {
		v := views[i]
		if r.chain {
			rep.ChainSwaps++
		} else {
			rep.DirectSwaps++
		}
		rep.Injected["duplicate"] += r.dups
		rep.Injected["new-id duplicate"] += r.newIDs
		rep.Injected["conflict"] += r.conflictsOK
		rep.Injected["malformed signal"] += r.malformed
		rep.Injected["malformed update (refused)"] += r.refused
		if r.second {
			rep.Injected["second deposit"]++
		}
		for _, u := range r.unexpected {
			outcomes.fail("%s: %s", r.id, u)
		}

		switch {
		case r.runErr != nil && v != nil:
			finished.fail("%s: %v — status %s, run %d, deposit %s, hold %q", r.id, r.runErr, v.Status, v.Runs, depositOf(v), v.HoldReason)
		case r.runErr != nil:
			finished.fail("%s: %v", r.id, r.runErr)
		case v == nil:
			finished.fail("%s: status query failed: %v", r.id, viewErrs[i])
		case v.Status != swap.StatusSuccess:
			finished.fail("%s: completed in %s (hold %q, failure %q)", r.id, v.Status, v.HoldReason, v.FailureReason)
		default:
			rep.Finished++
			d := r.finished.Sub(r.started)
			lat = append(lat, d)
			if r.chain {
				chainLat = append(chainLat, d)
			} else {
				directLat = append(directLat, d)
			}
			if firstStart.IsZero() || r.started.Before(firstStart) {
				firstStart = r.started
			}
			if r.finished.After(lastEnd) {
				lastEnd = r.finished
			}
		}
		if v == nil {
			continue
		}
		rep.Runs += v.Runs
		rep.Outcomes["applied"] += v.Ledger.Applied
		rep.Outcomes["already-applied"] += v.Ledger.AlreadyApplied
		rep.Outcomes["duplicate-delivery"] += v.Ledger.Duplicates
		rep.Outcomes["integrity-conflict"] += v.Ledger.ConflictsTotal
		rep.Outcomes["rejected"] += v.Ledger.RejectedTotal

		// The keys this swap's effects must have left at the receivers, once each; a swap on
		// the payer's chain (the first) has its payout and refunds paid from the vault instead.
		for _, e := range v.Effects {
			switch e.Kind {
			case swap.ActionStartExchange, swap.ActionSendPayout, swap.ActionRefund:
				if e.Result == swap.EffectFailed {
					if r.byHand && e.Kind == swap.ActionSendPayout && strings.Contains(e.Detail, "("+string(txsender.CodeCapExceeded)+")") {
						continue // the refusal that made it an item for a person (byhand.go)
					}
					perKey.fail("%s: effect %s failed: %s", r.id, e.Key, e.Detail)
					continue
				}
				if r.byHand && e.Kind == swap.ActionSendPayout {
					w, err := byHandWant(r, v, e)
					if err != nil {
						orphans.fail("%s: by-hand payout %s: %v", r.id, e.Key, err)
					}
					byHandWants[e.Key] = w
					continue
				}
				if r.chain && r.on == 0 && e.Kind == swap.ActionStartExchange && strings.HasPrefix(e.Detail, "dex:") {
					s.wantTrade(onChainWants, &orphans, r.id, v, e) // traded on the pool (dex.go)
					continue
				}
				if r.chain && r.on == 0 && e.Kind != swap.ActionStartExchange {
					s.wantOnChain(onChainWants, &orphans, r.id, v, e, refundOf)
					continue
				}
				expectedKeys[rk{receiverOf(e.Kind), e.Key}] = true
			case "webhook":
				if e.Result != swap.EffectSucceeded {
					webhooks.fail("%s: webhook %s %s: %s", r.id, e.Key, e.Result, e.Detail)
				}
			}
		}
		if r.fixedQuote {
			if err := s.oneTxCheck(ctx, &oneTx, &oneTxStats, r.id, v); err != nil {
				return nil, err
			}
		}
		if r.second {
			want := "refund:" + r.id + ":" + directRef(r.n) + "-second"
			if !slices.ContainsFunc(v.Effects, func(e swap.Effect) bool { return e.Key == want }) {
				perKey.fail("%s: the second deposit was never refunded (no %s in the swap's effects)", r.id, want)
			}
		}
		for seq := int64(1); seq <= v.Revision; seq++ {
			expectedKeys[rk{providers.ReceiverWebhook, fmt.Sprintf("webhook:%s:%d", r.id, seq)}] = true
		}
		// Webhook order: 1..revision, each once, in the order received.
		got := seqs[r.id]
		want := make([]int64, v.Revision)
		for k := range want {
			want[k] = int64(k + 1)
		}
		if !slices.Equal(got, want) {
			webhooks.fail("%s: received seqs %v, want %v", r.id, got, want)
		} else {
			swapsWithWebhooks++
		}

		// Conflicts: every injected one visible, no others.
		injectedConflicts += r.conflictsOK
		seenConflicts += v.Ledger.ConflictsTotal
		if v.Ledger.ConflictsTotal < r.conflictsOK || v.Ledger.ConflictsTotal > r.conflictsOK+r.conflictsMaybe {
			conflicts.fail("%s: %d in the ledger, %d injected (+%d uncertain)", r.id, v.Ledger.ConflictsTotal, r.conflictsOK, r.conflictsMaybe)
		}
		for _, amt := range r.conflictAmts {
			if !slices.ContainsFunc(v.Ledger.Conflicts, func(c swap.Conflict) bool { return c.AmountUnits == amt }) {
				conflicts.fail("%s: injected conflict with amount %s not in the ledger", r.id, amt)
			}
		}
		if v.Ledger.Duplicates < r.dups {
			ledger.fail("%s: %d duplicate deliveries in the ledger, %d injected", r.id, v.Ledger.Duplicates, r.dups)
		}
		if v.Ledger.AlreadyApplied < r.newIDs {
			ledger.fail("%s: %d already-applied in the ledger, %d new-ID duplicates injected", r.id, v.Ledger.AlreadyApplied, r.newIDs)
		}
		if v.Ledger.RejectedTotal < r.malformed {
			ledger.fail("%s: %d rejections in the ledger, %d malformed signals injected", r.id, v.Ledger.RejectedTotal, r.malformed)
		}
	}

	for key := range lateKeys {
		expectedKeys[rk{providers.ReceiverRefund, key}] = true
	}
	// Exactly one effect per expected key; nothing else for this run's swaps.
	ones := 0
	for k := range expectedKeys {
		switch n := effects[k]; {
		case n == 1:
			ones++
		case n == 0:
			perKey.fail("%s %s: no effect at the receiver", k.receiver, k.key)
		}
	}
	keysTwice := 0
	for k, n := range effects {
		if n > 1 {
			keysTwice++
			twice.fail("%s %s: %d effects", k.receiver, k.key, n)
		}
		if !expectedKeys[k] {
			perKey.fail("%s %s (swap %s): %d effects for a key its swap does not show", k.receiver, k.key, effectSwap[k], n)
		}
	}
	perKey.Expected = fmt.Sprintf("%d keys ×1", len(expectedKeys))
	perKey.Observed = fmt.Sprintf("%d keys ×1", ones)
	twice.Observed = fmt.Sprint(keysTwice)
	finished.Observed = fmt.Sprint(rep.Finished)

	// Unmatched outbox rows: only for the deliberate ghosts.
	ghostRows, strayRows := 0, 0
	var ghostPending int
	var strays []string
	for k, n := range outbox {
		switch {
		case s.ghosts[k.swapID] && k.state == "unmatched":
			ghostRows += n
		case s.ghosts[k.swapID] && k.state == "pending":
			ghostPending += n
		case k.state == "unmatched":
			strayRows += n
			strays = append(strays, fmt.Sprintf("%s %s ×%d", k.swapID, k.kind, n))
		case k.state == "pending":
			unmatched.fail("%s %s ×%d still pending after the run", k.swapID, k.kind, n)
		}
	}
	sort.Strings(strays)
	for _, st := range strays {
		unmatched.fail("%s unmatched", st)
	}
	unmatched.Observed = fmt.Sprintf("%d (ghosts parked: %d rows, %d pending)", strayRows, ghostRows, ghostPending)

	conflicts.Expected = fmt.Sprint(injectedConflicts)
	conflicts.Observed = fmt.Sprint(seenConflicts)
	webhooks.Expected = fmt.Sprintf("%d swaps", len(s.results))
	webhooks.Observed = fmt.Sprintf("%d swaps", swapsWithWebhooks)
	ledger.Expected = fmt.Sprintf("≥ %d/%d/%d", rep.Injected["duplicate"], rep.Injected["new-id duplicate"], rep.Injected["malformed signal"])
	ledger.Observed = fmt.Sprintf("%d/%d/%d", rep.Outcomes["duplicate-delivery"], rep.Outcomes["already-applied"], rep.Outcomes["rejected"])
	outcomes.Expected = "0 unexpected"
	outcomes.Observed = fmt.Sprintf("%d unexpected", outcomes.Violations)

	ws := s.workers.snapshot()
	crashes := Invariant{Name: "workers that died by themselves", Expected: "0", Observed: fmt.Sprint(len(ws.Crashes))}
	for _, c := range ws.Crashes {
		crashes.fail("%s", c)
	}

	httpKeys := map[string]bool{}
	for k := range effects {
		if k.receiver == providers.ReceiverPayout || k.receiver == providers.ReceiverRefund {
			httpKeys[k.key] = true
		}
	}
	onChainInvs, onChainStats, err := s.onChainChecks(ctx, head, onChainWants, byHandWants, paid, canon, httpKeys)
	if err != nil {
		return nil, err
	}
	rep.OnChain = onChainStats
	rep.OnChain.FixedQuoteTrades, rep.OnChain.PaidInTrade, rep.OnChain.LeftByTrade = oneTxStats.FixedQuoteTrades, oneTxStats.PaidInTrade, oneTxStats.LeftByTrade
	oneTx.Expected = fmt.Sprintf("%d fixed-quote trades paid in one transaction or left", oneTxStats.FixedQuoteTrades)
	oneTx.Observed = fmt.Sprintf("%d paid in the trade, %d left to the payout step, %d unexplained", oneTxStats.PaidInTrade, oneTxStats.LeftByTrade, oneTx.Violations)
	onChainInvs = append(onChainInvs, oneTx)
	if len(s.chains) > 1 {
		inv, err := s.unpaidChainsCheck(ctx, heads, canon)
		if err != nil {
			return nil, err
		}
		onChainInvs = append(onChainInvs, inv)
	}
	orphans.Observed = fmt.Sprint(orphans.Violations)

	if s.caps != nil {
		onChainInvs = append(onChainInvs, s.capsInvariant())
		rep.Caps = s.caps
	}
	plainInv, plainBound, err := s.plainChecks(ctx, head, views, canon)
	if err != nil {
		return nil, err
	}
	auditInv, err := s.auditCheck(ctx)
	if err != nil {
		return nil, err
	}
	onChainInvs = append(onChainInvs, plainInv, auditInv)
	rep.Invariants = append([]Invariant{perKey, twice, finished, unmatched, conflicts, webhooks, ledger, outcomes, crashes,
		accounted, orphans, terminatedInv, loops}, onChainInvs...)
	for _, inv := range rep.Invariants {
		rep.Violations += inv.Violations
	}

	rep.Kills, rep.WorkerStarts, rep.WorkerCrashes = ws.Kills, ws.Starts, ws.Crashes
	rep.ReceiverFaults = s.faults.Stats()
	rep.Chain = chainStats{}
	for i, cs := range s.chains {
		cr := ChainReport{Name: cs.name, ChainID: cs.chainID.Uint64(), OnChainPayer: i == 0, Stats: cs.snapshot()}
		for j, r := range s.results {
			if !r.chain || r.on != i {
				continue
			}
			cr.ChainSwaps++
			v := views[j]
			if r.runErr == nil && v != nil && v.Status == swap.StatusSuccess {
				cr.Finished++
			}
			if v != nil && v.Deposit != nil && !r.plain {
				if d, ok := canon[v.Deposit.Ref]; ok && d.final && d.swapID == r.id && strings.HasPrefix(d.ref, s.depositPrefix(i)) {
					cr.Bound++
				}
			}
		}
		if i == 0 {
			cr.Bound += plainBound // bound by a credit at their deposit address, checked there
		}
		rep.PerChain = append(rep.PerChain, cr)
		rep.Chain.merge(cr.Stats)
	}
	rep.Faults = s.injected.snapshot()
	rep.Faults[fReorg] = rep.Chain.Reorgs - rep.Chain.StormReorgs - rep.Chain.PaymentReorgs
	rep.Faults[fPaymentReorg] = rep.Chain.PaymentReorgs
	rep.Faults[fStorm], rep.Faults[fStormReorg] = rep.Chain.Storms, rep.Chain.StormReorgs
	rep.Faults[fRemined], rep.Faults[fMoved], rep.Faults[fDropped] = rep.Chain.Remined, rep.Chain.Moved, rep.Chain.DroppedTxs
	rep.Faults[fDust], rep.Faults[fUnder], rep.Faults[fOver] = rep.Chain.StrangerDust, rep.Chain.StrangerUnder, rep.Chain.StrangerOver
	rep.Faults[fLate] = rep.Chain.StrangerLate
	rep.Faults[fOutageRefused] = s.outage.refusedCount()
	rep.Faults[fRecv503], rep.Faults[fRecvLost] = int(rep.ReceiverFaults.Failed), int(rep.ReceiverFaults.Lost)
	rep.Faults[fWorkerKill] = ws.Kills
	for _, r := range s.results {
		rep.Faults[fFloodDup] += r.floodDups
		rep.Faults[fFloodNewID] += r.floodNewIDs
	}
	if !lastEnd.IsZero() {
		if rep.Span = lastEnd.Sub(firstStart); rep.Span > 0 {
			rep.Throughput = float64(rep.Finished) / rep.Span.Seconds()
		}
	}
	rep.P50, rep.P95, rep.Max = quantile(lat, 0.5), quantile(lat, 0.95), quantile(lat, 1)
	rep.ChainP50, rep.DirectP50 = quantile(chainLat, 0.5), quantile(directLat, 0.5)
	if sv, err := s.ops.ScannerStatus(ctx, s.cl, s.scanner.Config); err == nil && sv.LastReorg != nil && sv.LastReorg.Reorg != nil {
		rep.ScannerReorgs = fmt.Sprintf("last reorg seen by the scanner: %+v", *sv.LastReorg.Reorg)
	}
	return rep, nil
}

// wantOnChain records what a chain swap's payout or refund effect e must have left on the
// chain: a payout of the fill to the payout address, a refund of a canonical final deposit
// in its own token to whom the refund rule names (the deposit's payer for an extra, the
// refund or payout address for the swap's own deposit).
func (s *soak) wantOnChain(wants map[string]onChainWant, orphans *Invariant, swapID string, v *workflows.StatusView, e swap.Effect, refundOf map[string]canonDeposit) {
	// The detail is the transaction that paid, followed by what became of the coin when the
	// recipient refused it: "0x… (claimable: …)".
	tx, note, _ := strings.Cut(e.Detail, " ")
	w := onChainWant{swapID: swapID, kind: string(e.Kind), tx: tx, claimable: strings.Contains(note, txsender.ClaimablePrefix)}
	if e.Kind == swap.ActionSendPayout {
		if v.Fill == nil {
			orphans.fail("%s: payout %s without a fill", swapID, e.Key)
			return
		}
		// What the swap paid: the fill, or a fixed quote's promise (Fill.PayoutUnits).
		w.to, w.token, w.amount = common.HexToAddress(v.Terms.PayoutAddress), s.chain.tokenOf(v.Fill.Asset), cmp.Or(v.Fill.PayoutUnits, v.Fill.AmountOutUnits)
		wants[e.Key] = w
		return
	}
	d, ok := refundOf[e.Key]
	switch {
	case !ok:
		orphans.fail("%s: on-chain refund %s names no deposit on the canonical chain", swapID, e.Key)
		return
	case !d.final:
		orphans.fail("%s: on-chain refund %s of deposit %s, which is not final on the canonical chain", swapID, e.Key, d.ref)
		return
	}
	w.token, w.amount, w.to = d.token, d.amount, d.payer
	if v.Deposit != nil && v.Deposit.Ref == d.ref {
		w.to = common.HexToAddress(cmp.Or(v.Terms.RefundAddress, v.Terms.PayoutAddress))
	}
	wants[e.Key] = w
}

func depositOf(v *workflows.StatusView) string {
	if v.Deposit == nil {
		return "none"
	}
	if v.Deposit.Final {
		return "final"
	}
	return "tentative"
}

func receiverOf(k swap.ActionKind) string {
	switch k {
	case swap.ActionStartExchange:
		return providers.ReceiverExchange
	case swap.ActionSendPayout:
		return providers.ReceiverPayout
	default:
		return providers.ReceiverRefund
	}
}

func quantile(d []time.Duration, q float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	i := int(q*float64(len(s))+0.5) - 1
	return s[min(max(i, 0), len(s)-1)]
}

// Print writes the invariant table and the figures.
func (r *Report) Print(w io.Writer) {
	fmt.Fprintf(w, "\n%-52s %-22s %-34s %s\n", "invariant", "expected", "observed", "violations")
	fmt.Fprintln(w, strings.Repeat("─", 122))
	for _, inv := range r.Invariants {
		mark := "ok"
		if inv.Violations > 0 {
			mark = fmt.Sprintf("%d  ✗", inv.Violations)
		}
		fmt.Fprintf(w, "%-52s %-22s %-34s %s\n", inv.Name, inv.Expected, inv.Observed, mark)
	}
	for _, inv := range r.Invariants {
		for _, d := range inv.Details {
			fmt.Fprintf(w, "  ✗ %s: %s\n", inv.Name, d)
		}
		if inv.Violations > len(inv.Details) {
			fmt.Fprintf(w, "  ✗ %s: … and %d more\n", inv.Name, inv.Violations-len(inv.Details))
		}
	}

	fmt.Fprintf(w, "\n%-70s %s\n", "fault", "injected")
	fmt.Fprintln(w, strings.Repeat("─", 80))
	for _, f := range faultOrder {
		fmt.Fprintf(w, "%-70s %d\n", f, r.Faults[f])
	}

	fmt.Fprintf(w, "\ntiming: %d/%d swaps (%d chain, %d direct) finished in success within %s of the first start: %.2f swaps/s; "+
		"completion latency p50 %s, p95 %s, max %s (chain p50 %s, direct p50 %s); drive phase %s\n",
		r.Finished, r.Swaps, r.ChainSwaps, r.DirectSwaps, r.Span.Round(time.Millisecond), r.Throughput,
		r.P50.Round(time.Millisecond), r.P95.Round(time.Millisecond), r.Max.Round(time.Millisecond),
		r.ChainP50.Round(time.Millisecond), r.DirectP50.Round(time.Millisecond), r.Elapsed.Round(time.Millisecond))
	fmt.Fprintf(w, "chaos:  %d worker SIGKILLs (%d worker starts); receivers: %d × 503, %d responses lost after commit; "+
		"%d reorgs (%d under deposits the scanner had observed; %d keeping txs, %d dropping them; max depth %d), "+
		"%d deposits replaced, %d dropped and paid again\n",
		r.Kills, r.WorkerStarts, r.ReceiverFaults.Failed, r.ReceiverFaults.Lost, r.Chain.Reorgs, r.Chain.UnderObserved, r.Chain.ReorgsKeep,
		r.Chain.ReorgsDrop, r.Chain.MaxDepth, r.Chain.ReplacedTxs, r.Chain.Redeposits)
	for _, c := range r.PerChain {
		payer := "payouts and refunds over HTTP (the workers' payer is on the first chain)"
		if c.OnChainPayer {
			payer = "payouts and refunds from its vault"
		}
		fmt.Fprintf(w, "        chain %s (ID %d): %d chain swaps, %d finished, %d bound to a final deposit of its own vault; %d deposits; "+
			"%d reorgs (%d in %d storms, %d under payments); %d RPC fault episodes on its proxy; %s\n",
			c.Name, c.ChainID, c.ChainSwaps, c.Finished, c.Bound, c.Stats.Deposits, c.Stats.Reorgs, c.Stats.StormReorgs, c.Stats.Storms,
			c.Stats.PaymentReorgs, c.Stats.RPCEpisodes, payer)
	}
	fmt.Fprintf(w, "        injected deliveries: %s\n", kv(r.Injected))
	fmt.Fprintf(w, "        ledger outcomes:     %s\n", kv(r.Outcomes))
	fmt.Fprintf(w, "        effects recorded:    %s; workflow runs %d (continue-as-new included); outbox rows %s\n",
		kv(r.Effects), r.Runs, kv(r.Outbox))
	fmt.Fprintf(w, "        final canonical deposits: %s (%d of %d deposits sent in USDC)\n", kv(r.Deposits), r.Chain.TokenDeposits, r.Chain.Deposits)
	o := r.OnChain
	fmt.Fprintf(w, "on-chain: %d Paid events from the vault (%d payouts, %d refunds, late ones included, %d trades on the DEX route; %d refused by their recipient, owed for claim); hot key: %d sends "+
		"(%d nonce fillers), %d signed transactions, %d sends re-signed or replaced, %d nonces bound, account nonce %d; "+
		"%d of its transactions were in blocks a reorg replaced\n",
		o.PaidEvents, o.Payouts, o.Refunds, o.Trades, o.Claimable, o.Sends, o.Fillers, o.Attempts, o.Replaced, o.Nonces, o.ChainNonce, r.Chain.PaymentTxsReorged)
	if o.FixedQuoteTrades > 0 {
		fmt.Fprintf(w, "        fixed-quote swaps traded and paid out: %d, %d of them paid in the trade's own transaction, %d left by the trade to the payout step\n",
			o.FixedQuoteTrades, o.PaidInTrade, o.LeftByTrade)
	}
	fmt.Fprintf(w, "        deposited into the vault: %s; paid out of it: %s (base units)\n", kvs(o.Deposited), kvs(o.Paid))
	for _, c := range r.Caps {
		fmt.Fprintf(w, "        %s cap per day %s, per payment %s: planned customer payouts %s (%d), stranger refunds %s (%d) in their own window; together over the cap: %v\n",
			c.Token, c.PerDay, c.perPayment, c.Payouts, c.PayoutCount, c.Refunds, c.RefundCount, c.Tight)
	}
	if o.ByHand > 0 {
		fmt.Fprintf(w, "        %d payouts over the per-payment cap became items for a person, were paid by hand and dismissed\n", o.ByHand)
	}
	fmt.Fprintf(w, "        histories: %d workflows, %d runs; workflow tasks failed %s, timed out %d\n",
		r.History.Workflows, r.History.Runs, kv(r.History.TaskFailed), r.History.TaskTimedOut)
	if r.Chain.MineErrors > 0 {
		fmt.Fprintf(w, "        the chain failed to mine %d times: first %s; last %s\n", r.Chain.MineErrors, r.Chain.FirstMineErr, r.Chain.LastMineErr)
	}
	if r.Chain.ReorgErrors > 0 {
		fmt.Fprintf(w, "        %d reorgs refused: last %s\n", r.Chain.ReorgErrors, r.Chain.LastReorgErr)
	}
	if r.ScannerReorgs != "" {
		fmt.Fprintf(w, "        %s\n", r.ScannerReorgs)
	}
	if len(r.ChaosErrors) > 0 {
		fmt.Fprintf(w, "        chaos injection errors (not violations): %s\n", joinErrs(r.ChaosErrors))
	}
	if r.Violations == 0 {
		fmt.Fprintln(w, "\nall invariants hold")
	} else {
		fmt.Fprintf(w, "\n%d VIOLATIONS\n", r.Violations)
	}
}

func kvs(m map[string]string) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, 0, len(keys))
	for _, k := range keys {
		parts = append(parts, k+" "+m[k])
	}
	return strings.Join(parts, ", ")
}

func kv(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, 0, len(keys))
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s %d", k, m[k]))
	}
	return strings.Join(parts, ", ")
}
