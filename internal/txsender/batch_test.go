package txsender

import (
	"errors"
	"fmt"
	"maps"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/jackc/pgx/v5"
)

// batchSender is a sender that pays in batches of up to size.
func (e *env) batchSender(t *testing.T, size int, at func(string) error) *Sender {
	t.Helper()
	cfg := e.config(t)
	// 100 gwei: a batch of ten payments at that fee is within the node's
	// 1-ether fee cap (TestABatchOverTheNodesFeeCapIsCut tests the cap).
	cfg.DB, cfg.BatchSize, cfg.MaxFeePerGas = e.openDB(t), size, big.NewInt(100e9)
	s, err := New(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	s.hooks.at = at
	return s
}

// queue makes every payment's first step while another process holds the
// batch former's lock, so all of them wait queued, and returns a release
// that lets the next step form one batch of them.
func (e *env) queue(t *testing.T, s *Sender, ps ...Payment) {
	t.Helper()
	conn, err := e.db.Acquire(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Release()
	lock := "pay-batch-former:" + e.chainID.String() + ":" + hexAddr(s.Address())
	if got, err := tryLock(t.Context(), conn, lock); err != nil || !got {
		t.Fatalf("former lock: %v %v", got, err)
	}
	defer unlock(t.Context(), conn, lock)
	for _, p := range ps {
		st, err := s.Step(t.Context(), p)
		if err != nil {
			t.Fatalf("queue %q: %v", p.Key, err)
		}
		if st.State != StateUnsent || st.Nonce != nil || len(st.Attempts) != 0 {
			t.Fatalf("%q not queued: %+v", p.Key, st)
		}
	}
}

// payments are n payments named prefix-a, prefix-b, … of 1000, 1001, … units.
func (e *env) payments(prefix string, n int) []Payment {
	ps := make([]Payment, n)
	for i := range ps {
		ps[i] = e.payment(prefix+"-"+string(rune('a'+i)), int64(1000+i))
	}
	return ps
}

// requireEachPaidOnce steps each payment until it is final (within
// maxBlocks), requires one Paid for each, and no nonce left unfilled.
func (e *env) requireEachPaidOnce(t *testing.T, s *Sender, ps []Payment, maxBlocks int) {
	t.Helper()
	for _, p := range ps {
		e.requireOnePaid(t, p, e.drive(t, s, p, maxBlocks).TxHash)
	}
	e.requireNoncesFilled(t, s)
}

// Issue 24: the sender pays many keys in one payBatch transaction — one
// nonce, one transaction, one Paid per key — and each payment's status
// names that transaction.
//
// Also on a loaded machine (slow: every batch due at once): the step that
// formed and sent the batch does not ask the chain about it, and broadcast
// it, again for its own payment (CI saw 2 broadcasts).
func TestABatchPaysEveryQueuedPaymentInOneTransaction(t *testing.T) {
	for _, slow := range []bool{false, true} {
		t.Run(fmt.Sprintf("slow=%v", slow), func(t *testing.T) {
			batchPaysEveryQueuedPayment(t, slow)
		})
	}
}

func batchPaysEveryQueuedPayment(t *testing.T, slow bool) {
	e := newEnv(t, eth(10))
	s := e.batchSender(t, 10, nil)
	s.hooks.slow = slow
	ps := e.payments("batch", 5)
	e.queue(t, s, ps...)
	before := e.usdcBalance(t, addr(e.carol))

	var tx common.Hash
	for _, p := range ps {
		st := e.drive(t, s, p, 20)
		if st.State != StateFinal {
			t.Fatalf("%q: %+v", p.Key, st)
		}
		if tx == (common.Hash{}) {
			tx = st.TxHash
		}
		if st.TxHash != tx || !st.Ours {
			t.Errorf("%q paid in %s (ours %v), the batch is %s", p.Key, st.TxHash, st.Ours, tx)
		}
		e.requireOnePaid(t, p, tx)
	}
	if got := new(big.Int).Sub(e.usdcBalance(t, addr(e.carol)), before); got.Cmp(big.NewInt(5010)) != 0 {
		t.Errorf("carol received %s, want 5010", got)
	}
	if n := e.count(t, `SELECT count(*) FROM tx_sends WHERE kind = 'batch'`); n != 1 {
		t.Errorf("%d batches, want 1", n)
	}
	if n := e.count(t, `SELECT count(*) FROM tx_attempts`); n != 1 {
		t.Errorf("%d signed transactions, want 1", n)
	}
	if n := e.count(t, `SELECT count(*) FROM tx_sends WHERE kind = 'pay' AND nonce IS NOT NULL`); n != 0 {
		t.Errorf("%d members hold a nonce of their own", n)
	}
	if sends, _ := e.client.counts(); sends != 1 {
		t.Errorf("%d broadcasts, want 1", sends)
	}
	e.requireNoncesFilled(t, s)
}

// A key the vault paid before (here by hand, outside the engine) is skipped
// by the batch, never paid twice, and resolved to the transaction that paid
// it; the others are paid by the batch.
func TestABatchSkipsAKeyPaidBeforeAndResolvesItByItsPaidEvent(t *testing.T) {
	e := newEnv(t, eth(10))
	s := e.batchSender(t, 10, nil)
	p1, p2, p3 := e.payment("skip-1", 1000), e.payment("skip-2", 2000), e.payment("skip-3", 3000)
	byHand := e.do(t, e.hot, e.vault, e.v.PackPay(VaultKey(p2.ChainID, p2.Vault, p2.Key), p2.Token, p2.To, p2.Amount), nil)
	for range 3 { // the rows are written blocks later: the Paid is older than any of them
		e.backend.Commit()
	}
	e.queue(t, s, p1, p2, p3)

	var batch common.Hash
	for _, p := range []Payment{p1, p3} {
		st := e.drive(t, s, p, 20)
		batch = st.TxHash
		e.requireOnePaid(t, p, st.TxHash)
	}
	st := e.drive(t, s, p2, 20)
	if st.State != StateFinal || st.TxHash != byHand.TxHash || st.Ours {
		t.Fatalf("the key paid by hand: %+v, want final at %s, not ours", st, byHand.TxHash)
	}
	e.requireOnePaid(t, p2, byHand.TxHash)
	if batch == byHand.TxHash {
		t.Fatal("the batch is the hand payment")
	}
	e.requireNoncesFilled(t, s)
}

// What the batch's checks refuse goes alone and fails there with its own
// reason (an amount over the per-payment cap); the rest of the batch is
// paid. A batch the vault would refuse as a whole (paused) sends every
// payment alone, each with the single payment's handling; none is lost.
func TestWhatABatchRefusesGoesAloneNamingItsReason(t *testing.T) {
	e := newEnv(t, eth(10))
	s := e.batchSender(t, 10, nil)
	ok1, over, ok2 := e.payment("cap-1", 1000), e.payment("cap-over", 600_000_000), e.payment("cap-2", 3000)
	e.queue(t, s, ok1, over, ok2)
	_, err := s.Step(t.Context(), over)
	if f, isF := AsFailure(err); !isF || f.Code != CodeCapExceeded || f.Field != "amount" {
		t.Fatalf("over the cap: %v, want cap-exceeded naming amount", err)
	}
	a := e.drive(t, s, ok1, 20)
	b := e.drive(t, s, ok2, 20)
	if a.TxHash != b.TxHash {
		t.Errorf("the two good payments were not batched together: %s, %s", a.TxHash, b.TxHash)
	}
	if logs := e.paidLogs(t, over); len(logs) != 0 {
		t.Errorf("the payment over the cap was paid")
	}

	e.do(t, e.admin, e.vault, e.v.PackPause(), nil)
	p1, p2 := e.payment("paused-1", 1000), e.payment("paused-2", 2000)
	e.queue(t, s, p1, p2)
	for _, p := range []Payment{p1, p2} {
		_, err := s.Step(t.Context(), p)
		if f, isF := AsFailure(err); !isF || f.Code != CodeVaultPaused {
			t.Fatalf("%q while paused: %v, want vault-paused", p.Key, err)
		}
	}
	if n := e.count(t, `SELECT count(*) FROM tx_sends WHERE key IN ('paused-1', 'paused-2') AND solo AND batch_key IS NULL`); n != 2 {
		t.Errorf("%d of the paused batch's payments went alone, want 2", n)
	}
	e.do(t, e.admin, e.vault, e.v.PackUnpause(), nil)
	x, y := e.drive(t, s, p1, 20), e.drive(t, s, p2, 20)
	e.requireOnePaid(t, p1, x.TxHash)
	e.requireOnePaid(t, p2, y.TxHash)
	e.requireNoncesFilled(t, s)
}

// A process that dies between storing the batch's signed transaction and
// broadcasting it leaves a row with the nonce: the next process (Recover, or
// any member's next step) sends the stored bytes; every key is paid once.
func TestACrashBetweenSigningABatchAndSendingItPaysOnce(t *testing.T) {
	e := newEnv(t, eth(10))
	dying := e.batchSender(t, 10, crashAt(pointSigned))
	p1, p2 := e.payment("crash-1", 1000), e.payment("crash-2", 2000)
	e.queue(t, dying, p1, p2)
	if _, err := dying.Step(t.Context(), p1); err == nil {
		t.Fatal("the hook did not stop the process")
	}
	if n := e.count(t, `SELECT count(*) FROM tx_attempts`); n != 1 {
		t.Fatalf("%d stored attempts, want the batch's one", n)
	}
	s := e.batchSender(t, 10, nil)
	if _, err := s.Recover(t.Context()); err != nil {
		t.Fatal(err)
	}
	for _, p := range []Payment{p2, p1} {
		st := e.drive(t, s, p, 20)
		e.requireOnePaid(t, p, st.TxHash)
	}
	if n := e.count(t, `SELECT count(*) FROM tx_attempts`); n != 1 {
		t.Errorf("%d signed transactions, want the one stored before the crash", n)
	}
	e.requireNoncesFilled(t, s)
}

// A payment signed in a batch cannot be recorded as paid by hand while the
// batch can land; a reorg that removes the batch's block sends the same
// bytes again, and each member follows it back and forth.
func TestABatchMemberIsNotHandedOverAndFollowsItsBatchThroughAReorg(t *testing.T) {
	e := newEnv(t, eth(10))
	s := e.batchSender(t, 10, nil)
	p1, p2 := e.payment("reorg-1", 1000), e.payment("reorg-2", 2000)
	e.queue(t, s, p1, p2)
	if st, err := s.Step(t.Context(), p1); err != nil || st.State != StateSent || len(st.Attempts) != 1 {
		t.Fatalf("after the batch was sent: %+v %v", st, err)
	}
	if settled, detail, err := s.Handover(t.Context(), p2.Key); err != nil || settled {
		t.Fatalf("handover of a member of a batch that can land: settled %v (%s) %v", settled, detail, err)
	}
	mined := e.stepUntil(t, s, p2, StateMined, 10)

	e.reorgOut(t, mined.Block)
	st, err := s.Step(t.Context(), p2)
	if err != nil || st.State == StateMined || st.State == StateFinal {
		t.Fatalf("a member whose batch's block left the chain: %+v %v", st, err)
	}
	for _, p := range []Payment{p1, p2} {
		st := e.drive(t, s, p, 20)
		if st.TxHash != mined.TxHash || st.BlockHash == mined.BlockHash {
			t.Errorf("%q after the reorg: %+v, want the same batch in another block", p.Key, st)
		}
		e.requireOnePaid(t, p, st.TxHash)
	}
	e.requireNoncesFilled(t, s)
}

// Issue 24, the figure: the step that forms batches drains the queue and
// signs and broadcasts every batch it forms, so the queued payments' own
// steps find their batch on its way instead of each waiting its turn to
// form or sign one.
func TestTheStepThatFormsDrainsTheQueueAndSendsEachBatch(t *testing.T) {
	e := newEnv(t, eth(10))
	s := e.batchSender(t, 4, nil)
	ps := e.payments("drain", 10)
	e.queue(t, s, ps...)
	if _, err := s.Step(t.Context(), ps[0]); err != nil {
		t.Fatal(err)
	}
	if n := e.count(t, `SELECT count(*) FROM tx_sends WHERE kind = 'batch'`); n != 3 {
		t.Fatalf("%d batches formed by one step, want 3 (4 + 4 + 2)", n)
	}
	if n := e.count(t, `SELECT count(*) FROM tx_sends WHERE kind = 'pay' AND batch_key IS NULL`); n != 0 {
		t.Errorf("%d payments still queued", n)
	}
	if n := e.count(t, `SELECT count(*) FROM tx_attempts a JOIN tx_sends s ON s.key = a.key WHERE s.kind = 'batch' AND a.accepted`); n != 3 {
		t.Errorf("%d batches signed and taken by the node, want all 3", n)
	}
	e.requireEachPaidOnce(t, s, ps, 20)
}

// Issue 24, the figure: once a batch was estimated, the next batch is cut
// to the node's fee cap by what that one needed per payment, before its
// estimate (which runs the whole batch through the EVM about twice), not
// estimated whole first and then again cut.
func TestTheFeeCapCutUsesTheLastBatchsGasPerPayment(t *testing.T) {
	e := newEnv(t, eth(10))
	s := e.batchSender(t, 10, nil)
	s.cfg.NodeTxFeeCap = big.NewInt(100e9 * 700_000) // about two payments' gas at 100 gwei
	ps := e.payments("percut", 6)
	e.queue(t, s, ps...)
	if _, err := s.Step(t.Context(), ps[0]); err != nil {
		t.Fatal(err)
	}
	e.client.mu.Lock()
	estimates := maps.Clone(e.client.estimates)
	e.client.mu.Unlock()
	if estimates[6] != 1 {
		t.Errorf("the whole queue was estimated %d times, want once (the first batch knows nothing yet): %v", estimates[6], estimates)
	}
	if estimates[4]+estimates[5] != 0 {
		t.Errorf("later batches were estimated over the cap and cut again: %v", estimates)
	}
	e.requireEachPaidOnce(t, s, ps, 30)
}

// Issue 24: a step of this process that finds another forming asks it to
// drain once more; the holder does so after it lets go, so a payment queued
// while the holder was finishing does not wait for its own next step.
func TestAPaymentQueuedWhileAnotherStepFormsIsFormedByThatStep(t *testing.T) {
	e := newEnv(t, eth(10))
	s := e.batchSender(t, 10, nil)
	late := e.payment("late", 1000)
	s.forming.Lock() // another step of this process is forming
	st, err := s.Step(t.Context(), late)
	if err != nil || st.Nonce != nil {
		t.Fatalf("%+v %v", st, err)
	}
	if !s.formAgain.Load() {
		t.Fatal("the step did not ask the former to drain again")
	}
	s.forming.Unlock()
	// The former's next round (here: the next step of any queued payment
	// of this process) forms it.
	conn, err := e.db.Acquire(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Release()
	var notes formNotes
	if formed, err := s.formBatch(t.Context(), conn, &notes); err != nil || !formed {
		t.Fatalf("formed %v, %v", formed, err)
	}
	if n := e.count(t, `SELECT count(*) FROM tx_sends WHERE key = 'late' AND batch_key IS NOT NULL`); n != 1 {
		t.Fatal("the late payment was not formed into a batch")
	}
}

// A batch none of whose broadcasts a node took (the wallet could not pay its
// gas) was never sent: it fails and gives its nonce back to a no-op, so its
// bytes can never be mined, and each payment goes alone and is paid once —
// never by the dead batch.
//
// On a loaded machine the member's step reads the failed batch again (its
// batch is due once more); the nonce the batch gave back is still filled by
// that step (CI saw the member wait behind the unfilled nonce for good).
func TestABatchNeverSentForLackOfFundsFailsAndItsPaymentsGoAlone(t *testing.T) {
	for _, slow := range []bool{false, true} {
		t.Run(fmt.Sprintf("slow=%v", slow), func(t *testing.T) {
			batchNeverSentForLackOfFunds(t, slow)
		})
	}
}

func batchNeverSentForLackOfFunds(t *testing.T, slow bool) {
	e := newEnv(t, big.NewInt(1e15))
	s := e.batchSender(t, 10, nil)
	s.hooks.slow = slow
	calls := 0
	s.hooks.fees = func(base, feeCap, tip *big.Int) (*big.Int, *big.Int) {
		calls++
		if calls == 2 { // the batch's signing, after its checks passed
			return big.NewInt(1e12), tip
		}
		return feeCap, tip
	}
	p1, p2 := e.payment("dry-batch-1", 1000), e.payment("dry-batch-2", 2000)
	e.queue(t, s, p1, p2)
	st, err := s.Step(t.Context(), p1)
	if err != nil {
		t.Fatalf("step after the batch was refused: %v", err)
	}
	if st.State == StateMined || st.State == StateFinal {
		t.Fatalf("%+v", st)
	}
	var dead string
	if err := e.db.QueryRow(t.Context(), `SELECT tx_hash FROM tx_attempts a JOIN tx_sends s ON s.key = a.key WHERE s.kind = 'batch'`).Scan(&dead); err != nil {
		t.Fatal(err)
	}
	if n := e.count(t, `SELECT count(*) FROM tx_sends WHERE kind = 'batch' AND state = 'failed' AND nonce IS NULL AND fail_code = 'payer-underfunded'`); n != 1 {
		t.Fatalf("the batch did not fail giving its nonce back")
	}
	for _, p := range []Payment{p1, p2} {
		st := e.drive(t, s, p, 30)
		if st.TxHash.Hex() == common.HexToHash(dead).Hex() {
			t.Errorf("%q paid by the batch that was never sent", p.Key)
		}
		e.requireOnePaid(t, p, st.TxHash)
	}
	e.requireNoncesFilled(t, s)
}

// Payments queued by a process that batched are paid alone by one that does
// not (batching turned off): none waits for a batch that will never form.
func TestQueuedPaymentsArePaidAloneOnceBatchingIsTurnedOff(t *testing.T) {
	e := newEnv(t, eth(10))
	p1, p2 := e.payment("off-1", 1000), e.payment("off-2", 2000)
	e.queue(t, e.batchSender(t, 10, nil), p1, p2)
	plain := e.sender(t, nil)
	for _, p := range []Payment{p1, p2} {
		st := e.drive(t, plain, p, 20)
		e.requireOnePaid(t, p, st.TxHash)
	}
	if n := e.count(t, `SELECT count(*) FROM tx_sends WHERE kind = 'batch'`); n != 0 {
		t.Errorf("%d batches formed with batching off", n)
	}
	e.requireNoncesFilled(t, plain)
}

// A token whose own code reverts (not one of the vault's errors: a paused
// or blocklisting token) makes the batch's estimate revert: every payment
// goes alone, and the token's is refused there, as a decision for a person,
// before it takes a nonce — no retry loop, no nonce held, no filler.
func TestATokenThatRevertsIsRefusedAloneBeforeItTakesANonce(t *testing.T) {
	e := newEnv(t, eth(10))
	bad := e.reverting
	e.do(t, e.admin, e.vault, e.v.PackSetTokenAllowed(bad, true), nil)
	e.do(t, e.admin, e.vault, e.v.PackSetLimits(bad, big.NewInt(1e9), big.NewInt(1e12)), nil)
	s := e.batchSender(t, 10, nil)
	good, worse := e.payment("tok-good", 1000), e.payment("tok-reverts", 1000)
	worse.Token = bad
	e.queue(t, s, good, worse)
	st, err := s.Step(t.Context(), worse)
	if f, ok := AsFailure(err); !ok || f.Code != CodeReverted || f.Field != "token" || st.Nonce != nil || len(st.Attempts) != 0 {
		t.Fatalf("a payment in a token that reverts: %+v %v, want reverted naming token, no nonce, nothing signed", st, err)
	}
	e.requireOnePaid(t, good, e.drive(t, s, good, 20).TxHash)
	if n := e.count(t, `SELECT count(*) FROM tx_sends WHERE kind = 'filler'`); n != 0 {
		t.Errorf("%d no-op fillers: a refused payment held a nonce", n)
	}
	e.requireNoncesFilled(t, s)
}

// A batch whose gas at MaxFeePerGas is over the node's fee cap (geth's
// --rpc.txfeecap) is cut until it fits: re-priced in a fee spike it must be
// able to reach MaxFeePerGas, as its payments alone could. The rest waits
// for the next batch; every key is paid once.
func TestABatchOverTheNodesFeeCapIsCut(t *testing.T) {
	e := newEnv(t, eth(10))
	s := e.batchSender(t, 10, nil)
	// About two payments' gas at 100 gwei.
	s.cfg.NodeTxFeeCap = big.NewInt(100e9 * 700_000)
	ps := e.payments("feecap", 5)
	e.queue(t, s, ps...)
	for _, p := range ps {
		e.requireOnePaid(t, p, e.drive(t, s, p, 30).TxHash)
	}
	gases := e.batchGasLimits(t)
	if len(gases) < 2 {
		t.Errorf("%d batches: five payments do not fit under the cap in one", len(gases))
	}
	for _, g := range gases {
		if cost := new(big.Int).Mul(big.NewInt(g), big.NewInt(100e9)); cost.Cmp(s.cfg.NodeTxFeeCap) > 0 {
			t.Errorf("a batch of gas %d costs %s at the max fee, over the node's cap %s", g, cost, s.cfg.NodeTxFeeCap)
		}
	}
	e.requireNoncesFilled(t, s)
}

// Review fix (issue 24): a batch's receipt is taken only from the block its
// row says it was mined in. A receipt the sender holds, or a node answers,
// from another block (a node on another branch, a reorg since) is not used
// for a member's outcome: the batch's own step settles where it is.
func TestABatchReceiptFromAnotherBlockIsNotTaken(t *testing.T) {
	e := newEnv(t, eth(10))
	s := e.batchSender(t, 10, nil)
	ps := e.payments("branch", 2)
	e.queue(t, s, ps...)
	e.requireEachPaidOnce(t, s, ps, 20)
	var batchKey string
	if err := e.db.QueryRow(t.Context(), `SELECT key FROM tx_sends WHERE kind = 'batch'`).Scan(&batchKey); err != nil {
		t.Fatal(err)
	}
	b, err := loadRow(t.Context(), e.db, batchKey)
	if err != nil || b == nil {
		t.Fatalf("batch row: %v", err)
	}
	if rc, err := s.batchReceipt(t.Context(), b); err != nil || rc.BlockHash != b.minedBlockHash {
		t.Fatalf("the batch's own receipt: %v %v", rc, err)
	}
	other := *b
	other.minedBlockHash = common.HexToHash("0x" + strings.Repeat("ee", 32))
	// Cached from the call above, and answered by the node: both from the
	// block the row does not name.
	if rc, err := s.batchReceipt(t.Context(), &other); !errors.Is(err, ethereum.NotFound) {
		t.Fatalf("a receipt from another block was taken: %v, %v", rc, err)
	}
	s.receipts.mu.Lock()
	s.receipts.m = nil
	s.receipts.mu.Unlock()
	if rc, err := s.batchReceipt(t.Context(), &other); !errors.Is(err, ethereum.NotFound) {
		t.Fatalf("the node's receipt from another block was taken: %v, %v", rc, err)
	}
	// A member asked about meanwhile keeps the state it had, and says so.
	m, err := loadRow(t.Context(), e.db, ps[0].Key)
	if err != nil || m == nil {
		t.Fatal(err)
	}
	conn, err := e.db.Acquire(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Release()
	m.state = StateSent
	st, err := s.takeOutcome(t.Context(), conn, m, &other)
	if err != nil || st.State != StateSent {
		t.Fatalf("a member took its outcome from another block's receipt: %+v, %v", st, err)
	}
}

// Review fix (issue 24): the estimate saved when this process formed a
// batch is used only to sign the batch's first transaction. A batch signed
// since (by another process) and now signed again under a new nonce is
// estimated again: the saved figure may be stale.
func TestASavedBatchEstimateIsNotUsedOnceTheBatchWasSigned(t *testing.T) {
	e := newEnv(t, eth(10))
	s := e.batchSender(t, 10, nil)
	ps := e.payments("stale", 2)
	e.queue(t, s, ps...)
	conn, err := e.db.Acquire(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Release()
	b, err := s.formOne(t.Context(), conn) // formed here, its estimate saved, not signed
	if err != nil || b == nil {
		t.Fatalf("form: %v", err)
	}
	other := e.batchSender(t, 10, nil) // another process signs it
	if _, err := other.stepKey(t.Context(), b.key); err != nil {
		t.Fatal(err)
	}
	const stale = 21_000 // a figure no payBatch fits in: using it would show
	s.fresh.Store(b.key, uint64(stale))
	// Its nonce was taken outside the engine: it goes on under a new one.
	if _, err := e.db.Exec(t.Context(), `UPDATE tx_sends SET nonce = NULL WHERE key = $1`, b.key); err != nil {
		t.Fatal(err)
	}
	if _, err := s.stepKey(t.Context(), b.key); err != nil {
		t.Fatal(err)
	}
	var attempts, gas int64
	if err := e.db.QueryRow(t.Context(), `SELECT count(*), (array_agg(gas_limit ORDER BY seq DESC))[1] FROM tx_attempts WHERE key = $1`, b.key).Scan(&attempts, &gas); err != nil {
		t.Fatal(err)
	}
	if attempts != 2 {
		t.Fatalf("%d signed transactions of the batch, want 2 (one per nonce)", attempts)
	}
	if gas == stale {
		t.Fatal("the batch was signed again with the estimate saved before it was first signed")
	}
}

// A batched payment's first step writes its queued row without the key's
// lock (one round trip, not three): it is queued even while another
// process holds the key. Its next step takes the lock as every step does,
// and so waits its turn.
func TestAQueuedPaymentsFirstStepTakesNoLock(t *testing.T) {
	e := newEnv(t, eth(10))
	s := e.batchSender(t, 10, nil)
	p := e.payment("lockless", 1000)
	conn, err := e.db.Acquire(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Release()
	if got, err := tryLock(t.Context(), conn, p.Key); err != nil || !got {
		t.Fatalf("lock %q: %v %v", p.Key, got, err)
	}
	s.forming.Lock() // another step of this process is forming: the payment waits queued
	st, err := s.Step(t.Context(), p)
	s.forming.Unlock()
	if err != nil || st.State != StateUnsent || st.Reason != "queued for the next batch" {
		t.Fatalf("first step with the key held elsewhere: %+v, %v; want queued", st, err)
	}
	if n := e.count(t, `SELECT count(*) FROM tx_sends WHERE key = 'lockless' AND batch_key IS NULL AND NOT solo`); n != 1 {
		t.Fatalf("%d queued rows for the key", n)
	}
	if _, err := s.Step(t.Context(), p); err == nil || !strings.Contains(err.Error(), "being sent by another process") {
		t.Fatalf("second step with the key held elsewhere: %v, want the key busy", err)
	}
	unlock(t.Context(), conn, p.Key)
	e.requireOnePaid(t, p, e.drive(t, s, p, 20).TxHash)
}

// The lockless first step never takes a key another payment holds: a new
// process (it has seen no key) stepping another payment under a used key is
// refused as the locked way refuses it, and the first payment is untouched.
func TestALocklessFirstStepRefusesAKeyUsedForAnotherPayment(t *testing.T) {
	e := newEnv(t, eth(10))
	first := e.payment("taken", 1000)
	e.queue(t, e.batchSender(t, 10, nil), first)
	other := first
	other.Amount = big.NewInt(2000)
	_, err := e.batchSender(t, 10, nil).Step(t.Context(), other)
	if f, ok := AsFailure(err); !ok || f.Code != CodeKeyConflict {
		t.Fatalf("another payment under a used key: %v, want %s", err, CodeKeyConflict)
	}
	if n := e.count(t, `SELECT count(*) FROM tx_sends WHERE key = 'taken' AND amount = 1000`); n != 1 {
		t.Fatal("the first payment's row changed")
	}
}

// After one batch was estimated, the next is proven by one eth_call at the
// gas the first needed per payment (no eth_estimateGas: it runs the whole
// batch through the EVM two to four times), and is mined within the gas it
// was signed with. A batch that needs more per payment (every recipient new
// to the token: each balance written from zero) fails that call and is
// estimated; a batch that would revert is estimated, which says why, and
// its payments go alone.
func TestTheNextBatchIsProvenByOneCallAtTheLastBatchsGas(t *testing.T) {
	e := newEnv(t, eth(10))
	s := e.batchSender(t, 10, nil)
	payBatch := func(ps []Payment) {
		t.Helper()
		e.queue(t, s, ps...)
		for _, p := range ps {
			st := e.drive(t, s, p, 20)
			e.requireOnePaid(t, p, st.TxHash)
			rc, err := e.backend.Client().TransactionReceipt(t.Context(), st.TxHash)
			if err != nil {
				t.Fatal(err)
			}
			tx, _, err := e.backend.Client().TransactionByHash(t.Context(), st.TxHash)
			if err != nil {
				t.Fatal(err)
			}
			if rc.Status != types.ReceiptStatusSuccessful || rc.GasUsed >= tx.Gas() {
				t.Fatalf("%q: status %d, used %d of %d gas", p.Key, rc.Status, rc.GasUsed, tx.Gas())
			}
		}
	}
	estimated := func() int {
		e.client.mu.Lock()
		defer e.client.mu.Unlock()
		return e.client.estimates[4]
	}
	payBatch(e.payments("probe-1", 4)) // to carol, who holds the token from then on
	if n := estimated(); n != 1 {
		t.Fatalf("the first batch was estimated %d times, want once", n)
	}
	payBatch(e.payments("probe-2", 4))
	if n := estimated(); n != 1 {
		t.Errorf("the second batch was estimated (%d estimates of 4 in all): want it proven by one call", n)
	}

	fresh := e.payments("probe-fresh", 4)
	for i := range fresh {
		k, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		fresh[i].To = addr(k)
	}
	s.batchGasPer.Store(s.batchGasPer.Load() * 3 / 4) // as measured on cheaper payments
	payBatch(fresh)
	if n := estimated(); n != 2 {
		t.Errorf("a batch that needs more gas than the probe gives was estimated %d times in all, want 2", n)
	}

	bad := e.reverting
	e.do(t, e.admin, e.vault, e.v.PackSetTokenAllowed(bad, true), nil)
	e.do(t, e.admin, e.vault, e.v.PackSetLimits(bad, big.NewInt(1e9), big.NewInt(1e12)), nil)
	good, worse := e.payment("probe-good", 1000), e.payment("probe-reverts", 1000)
	worse.Token = bad
	e.queue(t, s, good, worse)
	if _, err := s.Step(t.Context(), worse); err == nil {
		t.Fatal("a payment in a token that reverts was not refused")
	} else if f, ok := AsFailure(err); !ok || f.Code != CodeReverted {
		t.Fatalf("a payment in a token that reverts: %v, want %s", err, CodeReverted)
	}
	e.requireOnePaid(t, good, e.drive(t, s, good, 20).TxHash)
	e.requireNoncesFilled(t, s)
}

// A batch is cut to the most gas a transaction may carry (2^24, EIP-7825),
// as to the node's fee cap: a node refuses a transaction over it, so a
// batch over it could never be sent. Here the gas per payment the sender
// measured is high (an expensive token's), so a queue of 90 is cut.
func TestABatchOverTheTransactionGasCapIsCut(t *testing.T) {
	e := newEnv(t, eth(100))
	s := e.batchSender(t, 100, nil)
	s.cfg.MaxFeePerGas = big.NewInt(1e9) // far under the node's fee cap: only the gas cap binds
	s.batchGasPer.Store(1_000_000)
	ps := e.payments("gascap", 90)
	e.queue(t, s, ps...)
	e.requireEachPaidOnce(t, s, ps, 30)
	gases := e.batchGasLimits(t)
	if len(gases) < 2 {
		t.Errorf("%d batches for 90 payments at 1,000,000 gas each: want the queue cut under the gas cap", len(gases))
	}
	for _, g := range gases {
		if g > maxTxGas {
			t.Errorf("a batch signed with %d gas, over the cap %d", g, maxTxGas)
		}
	}
}

// batchGasLimits are the gas limits the batches were signed with.
func (e *env) batchGasLimits(t *testing.T) []int64 {
	t.Helper()
	rows, err := e.db.Query(t.Context(), `SELECT gas_limit FROM tx_sends WHERE kind = 'batch'`)
	if err != nil {
		t.Fatal(err)
	}
	gases, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err != nil {
		t.Fatal(err)
	}
	return gases
}
