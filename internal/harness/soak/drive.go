package soak

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	mrand "math/rand/v2"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"go.temporal.io/api/serviceerror"

	ichain "github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/workflows"
)

const payoutAddress = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8"

// directChainID is the chain a direct swap's terms name: one no worker pays on and no
// scanner reads (a direct swap's deposits are signalled by the soak), so its payout and
// refunds go to the HTTP receivers. A swap must name its chain (swap.Terms.ValidateStart).
const directChainID = 900

// directRef is the deposit ref of direct swap n's deposit, on directChainID.
func directRef(n int) string { return fmt.Sprintf("%s%d", directPrefix, n) }

var directPrefix = fmt.Sprintf("evm:%d:0x%040x:", directChainID, 0xd1ec7)

// plan is what the soak does to one swap, drawn from the seed before the run.
type plan struct {
	n     int
	id    string
	chain bool // paid on chain; otherwise driven by direct signals and updates
	// on is the chain a chain swap's terms name (an index of soak.chains): chain swaps
	// take the chains in turn.
	on int
	// payAfter delays a chain deposit after the start, so deposits (and reorgs under them)
	// spread over the run instead of landing in the first blocks.
	payAfter time.Duration
	amount   string // base units (wei on chain)
	// asset is what a chain swap is paid in (ETH, or USDC with TokenShare); payoutAsset is
	// the other one, which the vault pays out. Direct swaps: ETH, paid out over HTTP.
	asset, payoutAsset string
	// canAfter > 0 makes the swap continue as new at that history length, mid-flight.
	canAfter int
	// stranger, on a chain swap: a stranger's deposit (strangerDust, strangerUnder,
	// strangerOver) paid just before the customer's.
	stranger string
	// lateStranger, on a chain swap: a stranger pays into it after it has finished; the
	// deposit must be refunded by a late-refund workflow.
	lateStranger bool
	// flood, on a direct swap that stays open: that many duplicate and new-ID deliveries.
	flood int
	// hostile, on a payer-chain swap paid out in native coin: 1 + the index of the hostile
	// recipient (chainSim.hostile) its terms name as payout address; 0: a wallet.
	hostile int
	// byHand, on a payer-chain swap paid in ETH: its payout is over the per-payment cap, and
	// the soak pays it by hand as the operator (Config.ByHand).
	byHand bool
	// plain, on a payer-chain swap: the customer pays by a plain transfer to the swap's
	// deposit address (Config.PlainShare); strangers still call the vault.
	plain bool
	// fixedQuote, on a payer-chain swap paid in ETH out in USDC (the DEX route's pair): the
	// swap is created from a fixed quote, the pool's own (Config.FixedQuoteShare), so the
	// trade pays the promise in its own transaction.
	fixedQuote bool

	// Direct swaps only.
	malformedSignal  int  // malformed deposit-observed signals before the real one
	dupObserve       bool // the observation signal again, same event ID
	newIDObserve     bool // the same deposit observed under a new event ID
	conflictObserve  bool // the observation's event ID with another amount (signal)
	malformedConfirm bool // a confirm-deposit update its validator must refuse
	// second holds the workflow open with a second deposit (refunded once final), so the
	// deliveries below can arrive after the confirmation without racing the swap's end.
	second          bool
	dupConfirm      bool // the confirmation again, same event ID
	conflictConfirm bool // the confirmation's event ID with another amount (update)
	newIDConfirm    bool // the same deposit confirmed under a new event ID
}

func (s *soak) plans() []plan {
	rng := mrand.New(mrand.NewPCG(uint64(s.cfg.Seed), 0x91a45))
	plainRng := mrand.New(mrand.NewPCG(uint64(s.cfg.Seed), 0x91a48))
	quoteRng := mrand.New(mrand.NewPCG(uint64(s.cfg.Seed), 0x91a49))
	p := make([]plan, s.cfg.Swaps)
	chainSwaps, hostile := 0, 0
	for i := range p {
		x := &p[i]
		x.n = i
		x.id = fmt.Sprintf("%s-%d", s.prefix(), i)
		x.chain = rng.Float64() < s.cfg.ChainShare
		if rng.IntN(4) == 0 {
			// Short enough to land while the swap waits for its deposit or its effects.
			x.canAfter = 12 + rng.IntN(24)
		}
		x.asset = "ETH"
		if x.chain {
			x.on = chainSwaps % max(1, len(s.chains))
			chainSwaps++
			x.payAfter = time.Duration(rng.IntN(3000)) * time.Millisecond
			// 0.001 ETH and a bit, paid out in USDC (about 3); or 3 USDC and a bit, paid out
			// in ETH (about 0.001): a distinct amount per swap.
			x.payoutAsset = "USDC"
			x.amount = new(big.Int).Add(big.NewInt(1_000_000_000_000_000), big.NewInt(int64(rng.IntN(1_000_000)))).String()
			if rng.Float64() < s.cfg.TokenShare {
				x.asset, x.payoutAsset = "USDC", "ETH"
				x.amount = fmt.Sprint(3_000_000 + rng.IntN(1_000_000))
			}
			if rng.Float64() < s.cfg.StrangerShare {
				x.stranger = []string{strangerDust, strangerUnder, strangerOver}[rng.IntN(3)]
			}
			x.lateStranger = rng.Float64() < s.cfg.StrangerShare/2
			if x.on == 0 && x.payoutAsset == "ETH" && rng.Float64() < s.cfg.HostileShare {
				hostile++
				x.hostile = 1 + (hostile-1)%len(hostileNames)
			}
			// Drawn from a stream of its own, so that the plans of a seed stay what they
			// were without plain transfers.
			x.plain = x.on == 0 && plainRng.Float64() < s.cfg.PlainShare
			x.fixedQuote = x.on == 0 && x.asset == "ETH" && quoteRng.Float64() < s.cfg.FixedQuoteShare
			continue
		}
		x.amount = fmt.Sprint(1_000_000 + rng.IntN(100_000_000))
		if rng.IntN(3) == 0 {
			x.malformedSignal = 1 + rng.IntN(3)
		}
		x.dupObserve = rng.IntN(2) == 0
		x.newIDObserve = rng.IntN(3) == 0
		x.conflictObserve = rng.IntN(4) == 0
		x.malformedConfirm = rng.IntN(4) == 0
		x.second = rng.Float64() < s.cfg.SecondShare
		if x.second {
			x.dupConfirm = rng.IntN(2) == 0
			x.conflictConfirm = rng.IntN(2) == 0
			x.newIDConfirm = rng.IntN(2) == 0
			if rng.Float64() < s.cfg.FloodShare {
				x.flood = s.cfg.FloodSize
			}
		}
	}
	s.planByHand(p)
	return p
}

// swapRun is one swap's plan and what happened.
type swapRun struct {
	plan
	started, finished time.Time
	runErr            error       // from the start, the driver or run.Get; nil: the workflow completed
	handTx            common.Hash // byHand: the operator's transfer that paid the customer

	// What was injected and must be visible in the swap's ledger.
	floodDups      int // of which in a flood
	floodNewIDs    int
	dups           int // same event ID, same payload, accepted
	newIDs         int // new event ID for a transition already made, accepted
	conflictsOK    int // conflicting deliveries accepted and answered integrity-conflict (or sent as signals)
	conflictsMaybe int // conflicting deliveries whose call failed: may or may not have landed
	malformed      int // malformed signals sent (must show in rejectedTotal)
	refused        int // malformed updates refused by the validator
	conflictAmts   []string
	unexpected     []string // outcomes other than the one the delivery must get
}

func (r *swapRun) bad(format string, a ...any) {
	r.unexpected = append(r.unexpected, fmt.Sprintf(format, a...))
}

// driveAll runs every plan with Concurrency drivers and waits for each swap to complete.
func (s *soak) driveAll(ctx context.Context) {
	plans := s.plans()
	s.results = make([]*swapRun, len(plans))
	work := make(chan int)
	var wg sync.WaitGroup
	for range s.cfg.Concurrency {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				r := &swapRun{plan: plans[i]}
				s.results[i] = r
				s.drive(ctx, r)
				s.mu.Lock()
				s.done++
				s.mu.Unlock()
			}
		}()
	}
	for i := range plans {
		select {
		case work <- i:
		case <-ctx.Done():
		}
		if ctx.Err() != nil {
			break
		}
	}
	close(work)
	wg.Wait()
	// Plans never handed out (the run timed out) still count as swaps not finished.
	for i, r := range s.results {
		if r == nil {
			s.results[i] = &swapRun{plan: plans[i], runErr: errors.New("never started: the run timed out")}
		}
	}
}

func (s *soak) drive(ctx context.Context, r *swapRun) {
	ctx, cancel := context.WithTimeout(ctx, s.cfg.SwapDeadline)
	defer cancel()
	// A chain swap's terms are on one of the soak's chains: on the first, the workers pay
	// out and refund from the vault; on the second, to the HTTP receivers (the workers' payer
	// is on the first). A direct swap has no chain (its deposits are signalled), so its
	// payout and refunds go to the HTTP receivers.
	terms := swap.Terms{SwapID: r.id, AmountUnits: r.amount, Asset: r.asset, PayoutAsset: r.payoutAsset, PayoutAddress: payoutAddress}
	if r.hostile > 0 {
		terms.PayoutAddress = strings.ToLower(s.chain.hostile[r.hostile-1].Hex())
		s.injected.add(fHostile, 1)
	}
	if r.byHand {
		terms.PayoutAddress = strings.ToLower(byHandRecipient(r.id).Hex())
	}
	terms.ChainID = directChainID
	if r.chain {
		terms.ChainID = s.chains[r.on].chainID.Uint64()
	}
	if r.fixedQuote {
		q, err := s.chain.fixedQuote(ctx, r.id, r.amount, s.depositDeadline())
		if err != nil {
			r.runErr = fmt.Errorf("quote: %w", err)
			return
		}
		terms.Quote = q
	}
	if r.plain {
		// A plain transfer's sender is never where a refund goes: the customer's own.
		terms.RefundAddress = strings.ToLower(plainRefundTo.Hex())
	}
	in := workflows.SwapInput{
		Terms:           terms,
		WebhookURL:      s.provURL + "/v1/webhooks",
		DepositDeadline: s.depositDeadline(),
		Tuning: workflows.Tuning{ActivityTimeout: s.cfg.ActivityTimeout, ContinueAsNewAfter: r.canAfter,
			WebhookSchedule: s.cfg.WebhookSchedule, MaxAttempts: s.cfg.EffectAttempts, RoundDelay: s.cfg.RoundDelay},
	}
	opts := s.ops.StartOptions(r.id)
	opts.TaskQueue = s.tq
	r.started = time.Now()
	run, err := s.cl.ExecuteWorkflow(ctx, opts, workflows.SwapWorkflow, in)
	if err != nil {
		r.runErr = fmt.Errorf("start: %w", err)
		return
	}
	if r.chain {
		sleep(ctx, r.payAfter)
		raw, err := ichain.SwapIDToBytes32(r.id)
		amount, _ := new(big.Int).SetString(r.amount, 10)
		cs := s.chains[r.on]
		token := cs.tokenOf(r.asset)
		if err == nil && r.stranger != "" {
			err = cs.strangerDeposit(r.id, raw, token, amount, r.stranger, r.n)
		}
		switch {
		case err == nil && r.plain:
			var to common.Address
			if to, err = s.registerDepositAddress(ctx, cs, r.id, raw); err == nil {
				err = cs.plainTransfer(r.id, raw, to, token, amount)
			}
		case err == nil:
			err = cs.deposit(r.id, raw, token, amount, true)
		}
		if err != nil {
			r.runErr = err
			return
		}
	} else if err := s.direct(ctx, r); err != nil {
		r.runErr = err
		return
	}
	if r.byHand {
		if err := s.payByHand(ctx, r); err != nil {
			r.runErr = err
			return
		}
	}
	if err := run.Get(ctx, nil); err != nil {
		r.runErr = fmt.Errorf("swap did not complete within %s: %w", s.cfg.SwapDeadline, err)
		return
	}
	r.finished = time.Now()
	if r.lateStranger {
		raw, err := ichain.SwapIDToBytes32(r.id)
		amount, _ := new(big.Int).SetString(r.amount, 10)
		if err == nil {
			cs := s.chains[r.on]
			err = cs.strangerDeposit(r.id, raw, cs.tokenOf(r.asset), amount, strangerLate, r.n)
		}
		if err != nil {
			r.runErr = err
		}
	}
}

// depositDeadline is an hour past the latest block time a deposit of a swap started now can
// get. The simulated chain stamps each block at least a second after its parent, so with a
// block every 100 ms its clock runs about ten times as fast as the wall clock: a deadline an
// hour from now made every deposit mined after the chain's first hour late — refunded, not
// swapped (420 of the first 1,000-swap run's swaps).
func (s *soak) depositDeadline() time.Time {
	head := max(s.chain.headTime(), time.Now().Unix())
	ahead := int64(s.cfg.SwapDeadline/s.cfg.BlockTime) + 1 // at most a second per block
	return time.Unix(head+ahead+3600, 0).UTC()
}

func (s *soak) event(r *swapRun, typ swap.EventType, eventID, ref, amount string) swap.Event {
	return swap.Event{EventID: eventID, SwapID: r.id, Type: typ, DepositRef: ref, AmountUnits: amount}
}

// direct drives a swap without the chain, with the plan's extra deliveries.
func (s *soak) direct(ctx context.Context, r *swapRun) error {
	ref := directRef(r.n)
	ref2 := ref + "-second"
	obs := s.event(r, swap.DepositObserved, r.id+":obs", ref, r.amount)

	for k := range r.malformedSignal {
		var payload any
		switch k % 3 {
		case 0: // a typo'd field name: refused by the strict decoder
			payload = json.RawMessage(fmt.Sprintf(`{"eventId":%q,"swapId":%q,"depositRef":%q,"amount":%q}`, r.id+":bad0", r.id, ref, r.amount))
		case 1: // a leading zero: two spellings of one amount would fingerprint differently
			payload = s.event(r, swap.DepositObserved, r.id+":bad1", ref, "0"+r.amount)
		default: // a number where a decimal string belongs
			payload = json.RawMessage(fmt.Sprintf(`{"eventId":%q,"swapId":%q,"depositRef":%q,"amountUnits":%s}`, r.id+":bad2", r.id, ref, r.amount))
		}
		if err := s.signal(ctx, r.id, workflows.SignalDepositObserved, payload, nil); err != nil {
			return err
		}
		r.malformed++
	}
	if err := s.signal(ctx, r.id, workflows.SignalDepositObserved, obs, nil); err != nil {
		return err
	}
	if r.dupObserve {
		if err := s.signal(ctx, r.id, workflows.SignalDepositObserved, obs, nil); err != nil {
			return err
		}
		r.dups++
	}
	if r.newIDObserve {
		again := obs
		again.EventID = r.id + ":obs-again"
		if err := s.signal(ctx, r.id, workflows.SignalDepositObserved, again, nil); err != nil {
			return err
		}
		r.newIDs++
	}
	if r.conflictObserve {
		c := obs
		c.AmountUnits = bump(r.amount, 1)
		if err := s.signal(ctx, r.id, workflows.SignalDepositObserved, c, &r.conflictsMaybe); err != nil {
			return err
		}
		r.conflictsOK++
		r.conflictAmts = append(r.conflictAmts, c.AmountUnits)
	}
	if r.second {
		if err := s.signal(ctx, r.id, workflows.SignalDepositObserved, s.event(r, swap.DepositObserved, r.id+":obs2", ref2, r.amount), nil); err != nil {
			return err
		}
	}
	if r.malformedConfirm {
		bad := s.event(r, swap.DepositConfirmed, r.id+":conf-bad", ref, r.amount+".0")
		_, err := s.confirmOnce(ctx, bad)
		switch {
		case err == nil:
			r.bad("malformed confirm-deposit was accepted")
		case strings.Contains(err.Error(), "amountUnits"):
			r.refused++
		default:
			// The validator's answer did not come back (e.g. a worker died): not counted.
		}
	}

	conf := s.event(r, swap.DepositConfirmed, r.id+":conf", ref, r.amount)
	res, _, err := s.confirm(ctx, conf)
	if err != nil {
		return err
	}
	if res.Outcome != swap.Applied && res.Outcome != swap.DuplicateDelivery { // duplicate: a retried call had landed
		r.bad("confirmation: %s (%s)", res.Outcome, res.Reason)
		// The observation signal went into history before this update, so the swap must
		// have applied it first. When it did not, redeliver the confirmation as a client
		// would (a refusal is not consumed), so the run goes on: the violation is recorded.
		for retry := 0; retry < 5 && res.Outcome == swap.Rejected && strings.Contains(res.Reason, "not been observed"); retry++ {
			sleep(ctx, time.Second)
			if res, _, err = s.confirm(ctx, conf); err != nil {
				return err
			}
		}
	}
	if !r.second {
		return nil
	}
	if r.dupConfirm {
		res, _, err := s.confirm(ctx, conf)
		if err != nil {
			return err
		}
		r.dups++
		if res.Outcome != swap.DuplicateDelivery {
			r.bad("duplicate confirmation: %s (%s)", res.Outcome, res.Reason)
		}
	}
	if r.conflictConfirm {
		c := conf
		c.AmountUnits = bump(r.amount, 2)
		res, retried, err := s.confirm(ctx, c)
		r.conflictsMaybe += retried
		if err != nil {
			r.conflictsMaybe++
			return err
		}
		r.conflictsOK++
		r.conflictAmts = append(r.conflictAmts, c.AmountUnits)
		if res.Outcome != swap.IntegrityConflict {
			r.bad("conflicting confirmation: %s (%s)", res.Outcome, res.Reason)
		}
	}
	if err := s.flood(ctx, r, obs, conf); err != nil {
		return err
	}
	if r.newIDConfirm {
		again := conf
		again.EventID = r.id + ":conf-again"
		res, retried, err := s.confirm(ctx, again)
		if err != nil {
			return err
		}
		r.newIDs++
		if res.Outcome != swap.AlreadyApplied && !(retried > 0 && res.Outcome == swap.DuplicateDelivery) {
			r.bad("new-ID confirmation: %s (%s)", res.Outcome, res.Reason)
		}
	}
	// The second deposit's confirmation lets the swap finish: it is refunded.
	res, _, err = s.confirm(ctx, s.event(r, swap.DepositConfirmed, r.id+":conf2", ref2, r.amount))
	if err != nil {
		return err
	}
	if res.Outcome != swap.Applied && res.Outcome != swap.DuplicateDelivery {
		r.bad("second deposit's confirmation: %s (%s)", res.Outcome, res.Reason)
	}
	return nil
}

// flood delivers r.flood duplicates of the observation (same event ID) and r.flood
// observations of the same deposit under new event IDs, interleaved, then a tenth as many
// duplicate confirmations by update. The swap is open (its second deposit is not confirmed
// yet), so each must be answered from its ledger: nothing may change.
func (s *soak) flood(ctx context.Context, r *swapRun, obs, conf swap.Event) error {
	for k := range r.flood {
		if err := s.signal(ctx, r.id, workflows.SignalDepositObserved, obs, nil); err != nil {
			return err
		}
		r.dups++
		r.floodDups++
		again := obs
		again.EventID = fmt.Sprintf("%s:flood-%d", r.id, k)
		if err := s.signal(ctx, r.id, workflows.SignalDepositObserved, again, nil); err != nil {
			return err
		}
		r.newIDs++
		r.floodNewIDs++
	}
	for range r.flood / 10 {
		res, _, err := s.confirm(ctx, conf)
		if err != nil {
			return err
		}
		r.dups++
		r.floodDups++
		if res.Outcome != swap.DuplicateDelivery {
			r.bad("flooded duplicate confirmation: %s (%s)", res.Outcome, res.Reason)
		}
	}
	return nil
}

func bump(amount string, d int64) string {
	n, _ := new(big.Int).SetString(amount, 10)
	return n.Add(n, big.NewInt(d)).String()
}

// signal sends a signal, retrying transient errors: the server is never killed, so failures
// are rare and short. Each failed attempt may still have landed: it is added to *maybe.
func (s *soak) signal(ctx context.Context, id, name string, payload any, maybe *int) error {
	var err error
	for attempt, refused := 0, false; attempt < 5; attempt++ {
		if attempt > 0 && maybe != nil && !refused {
			*maybe++
		}
		sctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		err = s.cl.SignalWorkflow(sctx, id, "", name, payload)
		cancel()
		var notFound *serviceerror.NotFound
		if err == nil || errors.As(err, &notFound) || ctx.Err() != nil {
			break
		}
		// A run that has taken the server's signals per run (or is closing to
		// hand over) refuses for sure, and the next run takes it: not a try.
		var invalid *serviceerror.InvalidArgument
		var exhausted *serviceerror.ResourceExhausted
		if refused = errors.As(err, &invalid) && strings.Contains(err.Error(), "limit for signal events") ||
			errors.As(err, &exhausted) && strings.Contains(err.Error(), "closing"); refused {
			attempt--
			sleep(ctx, 50*time.Millisecond)
			continue
		}
		sleep(ctx, time.Second)
	}
	if err != nil {
		return fmt.Errorf("signal %s to %s: %w", name, id, err)
	}
	return nil
}

func (s *soak) confirmOnce(ctx context.Context, ev swap.Event) (swap.Result, error) {
	cctx, cancel := context.WithTimeout(ctx, 45*time.Second)
	defer cancel()
	return s.ops.Confirm(cctx, s.cl, ev)
}

// confirm delivers through the update, retrying when the call fails (a killed worker can
// leave an update unanswered until its workflow task times out). retried counts failed
// calls before the answer: each may have landed.
func (s *soak) confirm(ctx context.Context, ev swap.Event) (res swap.Result, retried int, err error) {
	for attempt := 0; attempt < 4; attempt++ {
		res, err = s.confirmOnce(ctx, ev)
		if err == nil || ctx.Err() != nil {
			return res, retried, err
		}
		var notFound *serviceerror.NotFound
		if errors.As(err, &notFound) {
			return res, retried, err
		}
		retried++
		sleep(ctx, time.Second)
	}
	return res, retried, err
}

// depositGhosts pays deposits for swaps that do not exist: two unknown (well-formed) swap
// IDs and one bytes32 the scanner cannot decode as a swap ID. Their deliveries must be
// parked 'unmatched', never dropped; they are the only unmatched rows allowed.
func (s *soak) depositGhosts() {
	amount := big.NewInt(4242)
	for k := range 2 {
		id := fmt.Sprintf("%s-ghost-%d", s.prefix(), k)
		raw, _ := ichain.SwapIDToBytes32(id)
		s.ghosts[id] = true
		_ = s.chain.deposit(id, raw, vaultv2.NativeToken, amount, false)
	}
	var raw [32]byte
	copy(raw[:], s.prefix()+"-bad\x00id") // an interior NUL: not a swap ID
	s.ghosts[hexutil.Encode(raw[:])] = true
	_ = s.chain.deposit("(undecodable)", raw, vaultv2.NativeToken, amount, false)
}
