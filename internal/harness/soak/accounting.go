package soak

import (
	"context"
	"fmt"
	"math/big"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	enumspb "go.temporal.io/api/enums/v1"

	ichain "github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/evmkey"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/workflows"
)

// canonDeposit is one Deposited log of the soak's vault on the chain as it is at the end.
type canonDeposit struct {
	ref, swapID, amount, blockHash string
	amountInt                      *big.Int
	payer, token                   common.Address
	block                          uint64
	final                          bool
}

// canonicalDeposits reads every Deposited log of every chain's vault on its canonical
// chain up to its head (heads[i] for chains[i]), straight from the nodes (not through the
// fault proxies). A deposit ref names its chain ID and vault, so the refs never meet.
func (s *soak) canonicalDeposits(ctx context.Context, heads []uint64) (map[string]canonDeposit, error) {
	out := map[string]canonDeposit{}
	for i, cs := range s.chains {
		if err := cs.canonicalDeposits(ctx, heads[i], out); err != nil {
			return nil, fmt.Errorf("chain %s: %w", cs.name, err)
		}
	}
	return out, nil
}

func (cs *chainSim) canonicalDeposits(ctx context.Context, head uint64, out map[string]canonDeposit) error {
	logs, err := cs.ec.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{cs.vault},
		FromBlock: new(big.Int).SetUint64(cs.vaultBlk), ToBlock: new(big.Int).SetUint64(head),
		Topics: [][]common.Hash{{cs.binding.GetABI().Events[vaultv2.DepositVaultV2DepositedEventName].ID}}})
	if err != nil {
		return fmt.Errorf("read the vault's logs: %w", err)
	}
	for i := range logs {
		l := &logs[i]
		ev, err := cs.binding.UnpackDepositedEvent(l)
		if err != nil {
			return fmt.Errorf("Deposited log %s/%d: %w", l.TxHash, l.Index, err)
		}
		swapID, err := ichain.SwapIDFromBytes32(ev.SwapId)
		if err != nil {
			swapID = hexutil.Encode(ev.SwapId[:])
		}
		ref := evmkey.DepositRefV2(cs.chainID.Uint64(), cs.vault, ev.DepositId)
		out[ref] = canonDeposit{ref: ref, swapID: swapID, amount: ev.Amount.String(), amountInt: ev.Amount, payer: ev.Payer, token: ev.Token,
			blockHash: strings.ToLower(l.BlockHash.Hex()), block: l.BlockNumber, final: l.BlockNumber+cs.finality <= head}
	}
	return nil
}

// refundEffect is one refund recorded at the refund receiver.
type refundEffect struct{ key, swapID, ref, amount string }

func (s *soak) refundEffects(ctx context.Context) ([]refundEffect, error) {
	rows, err := s.pool.Query(ctx, `SELECT idem_key, swap_id, coalesce(request->>'depositRef', ''), coalesce(request->>'amountUnits', '')
		FROM effects WHERE receiver = $1 AND swap_id LIKE $2`, providers.ReceiverRefund, s.prefix()+"-%")
	if err != nil {
		return nil, fmt.Errorf("read refunds: %w", err)
	}
	defer rows.Close()
	var out []refundEffect
	for rows.Next() {
		var e refundEffect
		if err := rows.Scan(&e.key, &e.swapID, &e.ref, &e.amount); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// depositPrefix is how every deposit ref of chain i's vault begins.
func (s *soak) depositPrefix(i int) string {
	cs := s.chains[i]
	return strings.TrimSuffix(evmkey.DepositRefV2(cs.chainID.Uint64(), cs.vault, [32]byte{}), fmt.Sprintf("0x%064x", 0))
}

// depositChecks evaluates the deposit invariants: every deposit on the final canonical chain
// is accounted for (bound, refunded or recorded as dust; the deliberate ghosts parked), and
// no money moved on a deposit that is not on it (an orphaned block's) or not of this chain.
// lateKeys are refund keys of deposits confirmed after their swap had finished (refunded
// by a late-refund workflow, so not in the swap's effects): expected once at the receiver;
// lateOnChain are those refunded from the vault (a Paid event under the key), by key.
func (s *soak) depositChecks(ctx context.Context, views []*workflows.StatusView, canon map[string]canonDeposit, paid []paidEvent) (
	accounted, orphans Invariant, lateKeys map[string]bool, lateOnChain map[string]canonDeposit, counts map[string]int, err error) {
	accounted = Invariant{Name: "final canonical deposits accounted for", Expected: "all"}
	orphans = Invariant{Name: "money moved on orphaned/foreign deposits", Expected: "0"}
	lateKeys, lateOnChain, counts = map[string]bool{}, map[string]canonDeposit{}, map[string]int{}
	refunds, err := s.refundEffects(ctx)
	if err != nil {
		return accounted, orphans, nil, nil, nil, err
	}
	paidByKey := map[common.Hash][]paidEvent{}
	for _, p := range paid {
		paidByKey[p.key] = append(paidByKey[p.key], p)
	}
	byRef := map[string][]refundEffect{}
	for _, e := range refunds {
		byRef[e.ref] = append(byRef[e.ref], e)
	}
	index := map[string]int{}
	for i, r := range s.results {
		index[r.id] = i
	}
	// A chain swap's deposit must be one of its own chain's vault: never the other chain's.
	var chainPrefix []string
	for i := range s.chains {
		chainPrefix = append(chainPrefix, s.depositPrefix(i))
	}

	total := 0
	refs := make([]string, 0, len(canon))
	for ref := range canon {
		refs = append(refs, ref)
	}
	sort.Strings(refs)
	for _, ref := range refs {
		d := canon[ref]
		if s.ghosts[d.swapID] {
			counts["parked (no such swap)"]++
			continue
		}
		if s.isSweep(d) {
			// Money credited when it reached the deposit address (plainChecks).
			counts["swept from a deposit address"]++
			continue
		}
		if !d.final {
			counts["not final at the end"]++
			continue
		}
		total++
		i, ok := index[d.swapID]
		if !ok {
			accounted.fail("deposit %s (%s) in block %d names swap %q the soak never started", ref, d.amount, d.block, d.swapID)
			continue
		}
		v := views[i]
		if v == nil {
			accounted.fail("deposit %s for %s: the swap's status could not be read", ref, d.swapID)
			continue
		}
		var refunded []refundEffect
		for _, e := range byRef[ref] {
			if e.swapID == d.swapID && e.amount == d.amount {
				refunded = append(refunded, e)
			}
		}
		// Refunded from the vault: a Paid event under the deposit's refund key, of its
		// amount (onChainChecks checks recipient and token).
		refundKey := swap.RefundKey(d.swapID, ref)
		paidBack := false
		for _, p := range paidByKey[s.vaultKeyOf(refundKey)] {
			paidBack = paidBack || p.amount.String() == d.amount
		}
		// Dust: seen by the swap, or confirmed after it ended below its refund
		// minimum (the late-deposit policy records it and refunds nothing).
		amt, _ := new(big.Int).SetString(d.amount, 10)
		dust := amt != nil && v.Terms.IsDust(s.chains[s.results[i].on].assetOf(d.token), amt)
		for _, x := range v.Dust.Recent {
			dust = dust || x.Ref == ref
		}
		switch {
		case v.Deposit != nil && v.Deposit.Ref == ref && v.Deposit.AmountUnits == d.amount:
			counts["bound"]++
			if v.Deposit.BlockHash != "" && !strings.EqualFold(v.Deposit.BlockHash, d.blockHash) {
				orphans.fail("%s: bound deposit %s recorded in block %s, on the canonical chain in %s", d.swapID, ref, v.Deposit.BlockHash, d.blockHash)
			}
		case len(refunded) > 0:
			counts["refunded"]++
			inSwap := false
			for _, e := range v.Effects {
				inSwap = inSwap || e.Key == refunded[0].key
			}
			if !inSwap {
				lateKeys[refunded[0].key] = true
				counts["refunded after the swap ended"]++
			}
		case paidBack:
			counts["refunded on chain"]++
			inSwap := false
			for _, e := range v.Effects {
				inSwap = inSwap || e.Key == refundKey
			}
			if !inSwap {
				lateOnChain[refundKey] = d
				counts["refunded on chain after the swap ended"]++
			}
		case dust:
			counts["recorded as dust"]++
		default:
			accounted.fail("%s: deposit %s of %s in block %d neither bound, refunded nor recorded as dust (status %s)", d.swapID, ref, d.amount, d.block, v.Status)
		}
	}
	accounted.Expected = fmt.Sprintf("%d deposits", total)
	accounted.Observed = fmt.Sprintf("%d", total-accounted.Violations)

	// Money that moved: every chain swap's bound deposit and every refund must name a final
	// canonical deposit of its own chain's vault, for that swap and amount.
	for i, r := range s.results {
		v := views[i]
		if !r.chain || r.plain || v == nil || v.Deposit == nil {
			continue // a plain swap's deposit is a transfer to its address: plainChecks
		}
		d, ok := canon[v.Deposit.Ref]
		switch {
		case !strings.HasPrefix(v.Deposit.Ref, chainPrefix[r.on]):
			orphans.fail("%s: bound to %s, not a deposit of its chain's (%s) vault", r.id, v.Deposit.Ref, s.chains[r.on].name)
		case !ok || !d.final:
			orphans.fail("%s: bound to %s, which is not a final deposit on the canonical chain", r.id, v.Deposit.Ref)
		case d.swapID != r.id || d.amount != v.Deposit.AmountUnits:
			orphans.fail("%s: bound to %s of %s, on chain that deposit is %s for %s", r.id, v.Deposit.Ref, v.Deposit.AmountUnits, d.amount, d.swapID)
		}
	}
	for _, e := range refunds {
		on := -1 // the refunded swap's chain
		if i, ok := index[e.swapID]; ok && s.results[i].chain {
			on = s.results[i].on
		}
		switch d, ok := canon[e.ref]; {
		case strings.HasPrefix(e.ref, directPrefix):
			// A direct swap's deposit: delivered by signal, not on the chain.
		case on < 0 || !strings.HasPrefix(e.ref, chainPrefix[on]):
			orphans.fail("refund %s: deposit %s is not of its swap's chain's vault", e.key, e.ref)
		case !ok || !d.final:
			orphans.fail("refund %s: deposit %s is not final on the canonical chain", e.key, e.ref)
		case d.swapID != e.swapID || d.amount != e.amount:
			orphans.fail("refund %s of %s: on chain that deposit is %s for %s", e.key, e.amount, d.amount, d.swapID)
		}
	}
	orphans.Observed = fmt.Sprint(orphans.Violations)
	return accounted, orphans, lateKeys, lateOnChain, counts, nil
}

// serverCauses are the workflow task failures the server writes itself when a completion
// races something — a signal or update arriving meanwhile (UnhandledCommand), a close it
// forces (ForceCloseCommand), a sticky queue reset — after which it schedules the task again.
// One of them is not a defect; three in a row are a loop. Every other cause comes from the
// worker (a panic, nondeterminism, bad command attributes): a defect each time.
var serverCauses = map[string]bool{
	enumspb.WORKFLOW_TASK_FAILED_CAUSE_UNHANDLED_COMMAND.String():       true,
	enumspb.WORKFLOW_TASK_FAILED_CAUSE_FORCE_CLOSE_COMMAND.String():     true,
	enumspb.WORKFLOW_TASK_FAILED_CAUSE_FAILOVER_CLOSE_COMMAND.String():  true,
	enumspb.WORKFLOW_TASK_FAILED_CAUSE_RESET_STICKY_TASK_QUEUE.String(): true,
}

// historyStats is what the histories of every run of the soak's workflows show.
type historyStats struct {
	Workflows, Runs int
	TaskFailed      map[string]int // WorkflowTaskFailed events by cause
	TaskTimedOut    int
}

// historyChecks reads the history of every run of every swap and of the scanners (following
// continue-as-new back from the latest run): none may have been terminated or timed out by
// the server, and no workflow task may fail in a loop (three failures in a row) or for a
// cause that comes from the worker (see serverCauses).
func (s *soak) historyChecks(ctx context.Context) (terminated, loops Invariant, st historyStats) {
	terminated = Invariant{Name: "workflow runs terminated/timed out by the server", Expected: "0"}
	loops = Invariant{Name: "workflow task failure loops", Expected: "0"}
	st.TaskFailed = map[string]int{}
	ids := make([]string, 0, len(s.results)+1)
	for _, r := range s.results {
		ids = append(ids, r.id)
	}
	for _, in := range s.scanners {
		ids = append(ids, workflows.ScannerWorkflowID(in.Config))
	}
	var mu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, 8)
	for _, id := range ids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			runID := ""
			for runs := 0; runs < 400; runs++ {
				var h runHistory
				var err error
				for attempt := 0; attempt < 4; attempt++ {
					if h, err = s.readRun(ctx, id, runID); err == nil {
						break
					}
					sleep(ctx, time.Second)
				}
				mu.Lock()
				if err != nil {
					terminated.fail("%s run %q: history unreadable: %v", id, runID, err)
					mu.Unlock()
					return
				}
				st.Runs++
				for c, n := range h.failed {
					st.TaskFailed[c] += n
					if !serverCauses[c] {
						loops.fail("%s run %s: %d workflow task failures (%s)", id, h.runID, n, c)
					}
				}
				st.TaskTimedOut += h.timedOut
				if h.maxConsecutive >= 3 {
					loops.fail("%s run %s: %d workflow task failures in a row", id, h.runID, h.maxConsecutive)
				}
				if h.closed == enumspb.EVENT_TYPE_WORKFLOW_EXECUTION_TERMINATED || h.closed == enumspb.EVENT_TYPE_WORKFLOW_EXECUTION_TIMED_OUT {
					terminated.fail("%s run %s: %s %s", id, h.runID, h.closed, h.reason)
				}
				mu.Unlock()
				if h.prev == "" {
					break
				}
				runID = h.prev
			}
			mu.Lock()
			st.Workflows++
			mu.Unlock()
		}()
	}
	wg.Wait()
	// A failing task is recorded once; its retries show only as the pending task's attempt.
	// The scanner is the one workflow still open.
	scannerID := workflows.ScannerWorkflowID(s.scanner.Config)
	if d, err := s.cl.DescribeWorkflowExecution(ctx, scannerID, ""); err != nil {
		loops.fail("%s: describe: %v", scannerID, err)
	} else if n := d.GetPendingWorkflowTask().GetAttempt(); n > 2 {
		loops.fail("%s: its workflow task is on attempt %d", scannerID, n)
	}
	terminated.Observed = fmt.Sprintf("%d (%d runs read)", terminated.Violations, st.Runs)
	loops.Observed = fmt.Sprint(loops.Violations)
	return terminated, loops, st
}

type runHistory struct {
	runID, prev    string
	failed         map[string]int
	timedOut       int
	maxConsecutive int
	closed         enumspb.EventType
	reason         string
}

func (s *soak) readRun(ctx context.Context, id, runID string) (runHistory, error) {
	h := runHistory{runID: runID, failed: map[string]int{}}
	hctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	it := s.cl.GetWorkflowHistory(hctx, id, runID, false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	consecutive := 0
	for it.HasNext() {
		e, err := it.Next()
		if err != nil {
			return h, err
		}
		switch e.GetEventType() {
		case enumspb.EVENT_TYPE_WORKFLOW_EXECUTION_STARTED:
			a := e.GetWorkflowExecutionStartedEventAttributes()
			h.prev = a.GetContinuedExecutionRunId()
			if h.runID == "" {
				h.runID = "(latest)"
			}
		case enumspb.EVENT_TYPE_WORKFLOW_TASK_FAILED:
			h.failed[e.GetWorkflowTaskFailedEventAttributes().GetCause().String()]++
			consecutive++
			h.maxConsecutive = max(h.maxConsecutive, consecutive)
		case enumspb.EVENT_TYPE_WORKFLOW_TASK_TIMED_OUT:
			h.timedOut++
		case enumspb.EVENT_TYPE_WORKFLOW_TASK_COMPLETED:
			consecutive = 0
		case enumspb.EVENT_TYPE_WORKFLOW_EXECUTION_TERMINATED:
			h.closed, h.reason = e.GetEventType(), e.GetWorkflowExecutionTerminatedEventAttributes().GetReason()
		case enumspb.EVENT_TYPE_WORKFLOW_EXECUTION_TIMED_OUT:
			h.closed = e.GetEventType()
		}
	}
	return h, nil
}
