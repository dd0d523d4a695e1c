package txsender

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
)

func TestSendHappyPathFinal(t *testing.T) {
	e := newEnv(t, eth(10))
	s := e.sender(t, nil)
	// The simulated node's pool now and then leaves a transaction sent while
	// it resets to a new head out of the next block (go-ethereum#35649; the
	// miner below commits every 2 ms): the one attempt of a happy path gets
	// more blocks than the default before the sender re-prices it.
	s.cfg.BumpAfterBlocks = 20

	// Send blocks until final; a miner keeps the chain moving meanwhile.
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	stop := make(chan struct{})
	mined := make(chan struct{})
	go func() {
		defer close(mined)
		for {
			select {
			case <-stop:
				return
			case <-time.After(2 * time.Millisecond):
				e.backend.Commit()
			}
		}
	}()
	p := e.payment("payout:swap-1", 25_000_000)
	st, err := s.Send(ctx, p)
	native := Payment{Key: "refund:swap-2", ChainID: p.ChainID, Vault: e.vault, Token: vaultv2.NativeToken, To: addr(e.carol), Amount: eth(1)}
	stN, errN := s.Send(ctx, native)
	close(stop)
	<-mined
	if err != nil || errN != nil {
		t.Fatalf("Send: %v / %v", err, errN)
	}
	for _, c := range []struct {
		p  Payment
		st Status
	}{{p, st}, {native, stN}} {
		if c.st.State != StateFinal || !c.st.Ours || len(c.st.Attempts) != 1 || c.st.TxHash != c.st.Attempts[0].Hash {
			t.Errorf("%q: status %+v, want final by its one attempt", c.p.Key, c.st)
		}
		e.requireOnePaid(t, c.p, c.st.TxHash)
	}
	if got := e.usdcBalance(t, addr(e.carol)); got.Int64() != 25_000_000 {
		t.Errorf("carol holds %s USDC units, want 25000000", got)
	}
	if b, _ := e.backend.Client().BalanceAt(t.Context(), addr(e.carol), nil); b.Cmp(eth(1)) != 0 {
		t.Errorf("carol holds %s wei, want 1 ETH", b)
	}
	if n := *st.Nonce; n != 0 || *stN.Nonce != 1 {
		t.Errorf("nonces %d, %d, want 0, 1", n, *stN.Nonce)
	}
	head, _ := e.backend.Client().HeaderByNumber(t.Context(), nil)
	if head.Number.Uint64() < st.Block+3 {
		t.Errorf("final at head %d, receipt in block %d, depth 3", head.Number, st.Block)
	}
	e.requireNoncesFilled(t, s)
}

func TestSendIsIdempotentByKey(t *testing.T) {
	e := newEnv(t, eth(10))
	p := e.payment("payout:swap-1", 1_000_000)
	first := e.drive(t, e.sender(t, nil), p, 20)

	// Another process, after the fact: the same row, the same transaction.
	s2 := e.sender(t, nil)
	sends, _ := e.client.counts()
	again, err := s2.Step(t.Context(), p)
	if err != nil {
		t.Fatal(err)
	}
	if again.TxHash != first.TxHash || again.State != StateFinal {
		t.Errorf("second Send: %+v, want the first's final %s", again, first.TxHash)
	}
	if s, _ := e.client.counts(); s != sends {
		t.Errorf("second Send broadcast %d times, want 0", s-sends)
	}
	e.requireOnePaid(t, p, first.TxHash)
	if n := e.count(t, `SELECT count(*) FROM tx_sends`); n != 1 {
		t.Errorf("%d rows, want 1", n)
	}

	// The key reused for another payment is a conflict, not a second payment.
	other := p
	other.Amount = big.NewInt(2_000_000)
	_, err = s2.Step(t.Context(), other)
	if f, ok := AsFailure(err); !ok || f.Code != CodeKeyConflict || f.Field != "key" {
		t.Errorf("reused key: %v, want a key-conflict failure", err)
	}
}

// The process dies between two steps; a new process on the same database
// finishes: one Paid per key, every nonce used.
func TestCrashWindows(t *testing.T) {
	for _, c := range []struct {
		point string
		mine  bool // blocks are mined while no process runs
	}{{pointReserved, true}, {pointSigned, true}, {pointBroadcast, true}, {pointBroadcast, false}, {pointMined, true}} {
		point := c.point
		name := point
		if !c.mine {
			name += ", still pooled"
		}
		t.Run(name, func(t *testing.T) {
			e := newEnv(t, eth(10))
			p := e.payment("payout:"+point, 3_000_000)
			dead := e.sender(t, crashAt(point))
			var err error
			for range 10 {
				if _, err = dead.Step(t.Context(), p); err != nil {
					break
				}
				e.backend.Commit()
			}
			if !errors.Is(err, errCrash) {
				t.Fatalf("never reached %s: %v", point, err)
			}
			// Time passes while nobody runs: blocks are mined (a broadcast
			// transaction lands) and another payment is made meanwhile,
			// whose nonce follows the dead one's.
			if c.mine {
				e.backend.Commit()
				e.backend.Commit()
			}
			s := e.sender(t, nil)
			s.log = s.log.With("restarted", true)
			later := e.payment("payout:later", 1_000_000)
			if _, err := s.Step(t.Context(), later); err != nil {
				t.Fatal(err)
			}
			st := e.drive(t, s, p, 20)
			if st.State != StateFinal || !st.Ours {
				t.Fatalf("after restart: %+v", st)
			}
			e.requireOnePaid(t, p, st.TxHash)
			stLater := e.drive(t, s, later, 20)
			e.requireOnePaid(t, later, stLater.TxHash)
			if len(st.Attempts) != 1 {
				t.Errorf("%d attempts, want the one signed before or after the crash", len(st.Attempts))
			}
			if !c.mine && !e.client.answered(answerAlreadyKnown) {
				t.Errorf("the pooled transaction's rebroadcast was never answered 'already known'")
			}
			e.requireNoncesFilled(t, s)
		})
	}
}

func TestDroppedBroadcastIsSentAgain(t *testing.T) {
	e := newEnv(t, eth(10))
	s := e.sender(t, nil)
	e.client.drop = 1
	p := e.payment("payout:dropped", 1_000_000)
	st, err := s.Step(t.Context(), p)
	if err != nil || st.State != StateSent {
		t.Fatalf("first step: %+v %v, want sent (the node said ok)", st, err)
	}
	if pending, _ := e.backend.Client().PendingNonceAt(t.Context(), addr(e.hot)); pending != 0 {
		t.Fatalf("pending nonce %d: the broadcast was not swallowed", pending)
	}
	st = e.drive(t, s, p, 20)
	sends, dropped := e.client.counts()
	if dropped != 1 || sends < 2 {
		t.Errorf("sends %d (dropped %d), want the stored bytes sent again", sends, dropped)
	}
	if len(st.Attempts) != 1 || st.TxHash != st.Attempts[0].Hash {
		t.Errorf("status %+v: want the one stored attempt mined", st)
	}
	e.requireOnePaid(t, p, st.TxHash)
	e.requireNoncesFilled(t, s)
}

func TestReorgRemovingThePayoutSendsTheStoredBytesAgain(t *testing.T) {
	e := newEnv(t, eth(10))
	s := e.sender(t, nil)
	p := e.payment("payout:reorged", 1_000_000)
	mined := e.stepUntil(t, s, p, StateMined, 10)

	e.reorgOut(t, mined.Block)
	if logs := e.paidLogs(t, p); len(logs) != 0 {
		t.Fatalf("%d Paid events after the reorg, want 0", len(logs))
	}
	st := e.drive(t, s, p, 20)
	if st.TxHash != mined.TxHash || st.BlockHash == mined.BlockHash || len(st.Attempts) != 1 {
		t.Errorf("after the reorg: %+v, want the same stored transaction in another block", st)
	}
	e.requireOnePaid(t, p, st.TxHash)
	e.requireNoncesFilled(t, s)
}

func TestFeeSpikeReplacesUnderTheSameNonce(t *testing.T) {
	e := newEnv(t, eth(10))
	s := e.sender(t, nil)
	// The first attempt is priced under the base fee (as if the base fee had
	// spiked after signing): the pool keeps it, no block includes it.
	s.hooks.fees = func(base, feeCap, tip *big.Int) (*big.Int, *big.Int) {
		low := new(big.Int).Div(base, big.NewInt(3))
		return low, bigMin(tip, low)
	}
	p := e.payment("payout:spike", 1_000_000)
	st := e.drive(t, s, p, 20)
	if len(st.Attempts) < 2 {
		t.Fatalf("%d attempts, want a replacement", len(st.Attempts))
	}
	a0, a1 := st.Attempts[0], st.Attempts[1]
	if a0.Nonce != a1.Nonce {
		t.Errorf("replacement under nonce %d, first under %d", a1.Nonce, a0.Nonce)
	}
	for _, f := range []struct {
		name      string
		old, next *big.Int
	}{{"maxFeePerGas", a0.MaxFeePerGas, a1.MaxFeePerGas}, {"maxPriorityFeePerGas", a0.MaxPriorityFeePerGas, a1.MaxPriorityFeePerGas}} {
		min := new(big.Int).Div(new(big.Int).Mul(f.old, big.NewInt(110)), big.NewInt(100))
		if f.next.Cmp(min) < 0 {
			t.Errorf("%s %s → %s: less than +10%%", f.name, f.old, f.next)
		}
	}
	if st.TxHash == a0.Hash {
		t.Errorf("the underpriced attempt was mined")
	}
	e.requireOnePaid(t, p, st.TxHash)
	e.requireNoncesFilled(t, s)
}

func TestNonceTakenOutsideTheEngine(t *testing.T) {
	e := newEnv(t, eth(10))
	p := e.payment("payout:outside", 1_000_000)
	dead := e.sender(t, crashAt(pointSigned))
	if _, err := dead.Step(t.Context(), p); !errors.Is(err, errCrash) {
		t.Fatal(err)
	}
	// Someone uses the hot key by hand: a plain transfer takes nonce 0.
	nonce := uint64(0)
	signed, err := types.SignNewTx(e.hot, types.LatestSignerForChainID(e.chainID), &types.DynamicFeeTx{
		ChainID: e.chainID, Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(1e11), Gas: 21_000,
		To: ptr(addr(e.outsider)), Value: big.NewInt(1),
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := e.backend.Client().SendTransaction(t.Context(), signed); err != nil {
		t.Fatal(err)
	}
	e.backend.Commit()

	s := e.sender(t, nil)
	st := e.drive(t, s, p, 20)
	if len(st.Attempts) != 2 || st.Attempts[0].Nonce != 0 || st.Attempts[1].Nonce != 1 || st.TxHash != st.Attempts[1].Hash {
		t.Errorf("status %+v: want the payment signed again under nonce 1 and mined", st)
	}
	e.requireOnePaid(t, p, st.TxHash)
	e.requireNoncesFilled(t, s)
}

func ptr[T any](v T) *T { return &v }

func TestAlreadyPaidResolvesToThePaidEvent(t *testing.T) {
	t.Run("paid before the first Send", func(t *testing.T) {
		e := newEnv(t, eth(10))
		p := e.payment("payout:by-hand", 1_000_000)
		// The hot key paid the key by hand, outside the engine.
		r := e.do(t, e.hot, e.vault, e.v.PackPay(VaultKey(p.ChainID, p.Vault, p.Key), p.Token, p.To, p.Amount), nil)
		s := e.sender(t, nil)
		sends, _ := e.client.counts()
		st := e.drive(t, s, p, 10)
		if st.State != StateFinal || st.Ours || st.TxHash != r.TxHash || st.Nonce != nil || len(st.Attempts) != 0 {
			t.Errorf("status %+v: want final, resolved to %s, nothing signed", st, r.TxHash)
		}
		if n, _ := e.client.counts(); n != sends {
			t.Errorf("%d broadcasts, want none", n-sends)
		}
		e.requireOnePaid(t, p, r.TxHash)
	})
	t.Run("our transaction reverts with AlreadyPaid", func(t *testing.T) {
		e := newEnv(t, eth(10))
		p := e.payment("payout:raced", 1_000_000)
		dead := e.sender(t, crashAt(pointSigned))
		if _, err := dead.Step(t.Context(), p); !errors.Is(err, errCrash) {
			t.Fatal(err)
		}
		// Another payer pays the key first.
		e.do(t, e.admin, e.vault, e.v.PackGrantRole(crypto.Keccak256Hash([]byte("PAYER_ROLE")), addr(e.outsider)), nil)
		r := e.do(t, e.outsider, e.vault, e.v.PackPay(VaultKey(p.ChainID, p.Vault, p.Key), p.Token, p.To, p.Amount), nil)

		s := e.sender(t, nil)
		st := e.drive(t, s, p, 20)
		if st.State != StateFinal || st.Ours || st.TxHash != r.TxHash {
			t.Errorf("status %+v: want final, resolved to the other payer's %s", st, r.TxHash)
		}
		// Our stored transaction was broadcast and mined (reverted): its nonce is used.
		rc, err := e.backend.Client().TransactionReceipt(t.Context(), st.Attempts[0].Hash)
		if err != nil || rc.Status != types.ReceiptStatusFailed {
			t.Errorf("our attempt: %v %+v, want mined and reverted", err, rc)
		}
		e.requireOnePaid(t, p, r.TxHash)
		e.requireNoncesFilled(t, s)
	})
}

func TestGapsAreFilled(t *testing.T) {
	t.Run("refused after reserving", func(t *testing.T) {
		e := newEnv(t, eth(10))
		p := e.payment("payout:paused", 1_000_000)
		dead := e.sender(t, crashAt(pointReserved))
		if _, err := dead.Step(t.Context(), p); !errors.Is(err, errCrash) {
			t.Fatal(err)
		}
		// The vault is paused before anyone signs: the payment is refused,
		// and its nonce (0) must not block the next payment (nonce 1).
		e.do(t, e.admin, e.vault, e.v.PackPause(), nil)
		s := e.sender(t, nil)
		_, err := s.Step(t.Context(), p)
		if f, ok := AsFailure(err); !ok || f.Code != CodeVaultPaused {
			t.Fatalf("paused vault: %v, want vault-paused", err)
		}
		e.do(t, e.admin, e.vault, e.v.PackUnpause(), nil)
		later := e.payment("payout:after", 1_000_000)
		st := e.drive(t, s, later, 20)
		e.requireOnePaid(t, later, st.TxHash)
		if len(e.paidLogs(t, p)) != 0 {
			t.Error("the refused payment was paid")
		}
		if st, _, _ := s.Status(t.Context(), p.Key); st.State != StateFailed || st.Nonce != nil || st.Failure.Code != CodeVaultPaused {
			t.Errorf("refused payment: %+v, want failed, nonce given back", st)
		}
		e.requireNoncesFilled(t, s)
		filler, ok, err := s.Status(t.Context(), "nonce-filler:1337:"+hexAddr(addr(e.hot))+":0")
		if err != nil || !ok || filler.State != StateFinal || len(filler.Attempts) != 1 {
			t.Errorf("filler of nonce 0: %+v %v %v", filler, ok, err)
		}

		// Sent again now that the vault is unpaused, the refused payment
		// goes through under a new nonce.
		st = e.drive(t, s, p, 20)
		if st.State != StateFinal || *st.Nonce != 2 {
			t.Errorf("the refused payment sent again: %+v, want final under nonce 2", st)
		}
		e.requireOnePaid(t, p, st.TxHash)
		e.requireNoncesFilled(t, s)
	})
	t.Run("row never sent again", func(t *testing.T) {
		// The caller of a crashed send never comes back for it: the reserved
		// nonce would hold back every later payment; Recover signs and
		// sends the row itself.
		e := newEnv(t, eth(10))
		p := e.payment("payout:orphan", 1_000_000)
		dead := e.sender(t, crashAt(pointReserved))
		if _, err := dead.Step(t.Context(), p); !errors.Is(err, errCrash) {
			t.Fatal(err)
		}
		s := e.sender(t, nil)
		later := e.payment("payout:after", 1_000_000)
		for range 3 {
			if st, err := s.Step(t.Context(), later); err != nil || st.State != StateSent {
				t.Fatalf("later payment: %+v %v, want sent (queued behind nonce 0)", st, err)
			}
			e.backend.Commit()
		}
		e.requireNoncesFilled(t, s)
		st, _, _ := s.Status(t.Context(), p.Key)
		if st.State != StateFinal || *st.Nonce != 0 || len(st.Attempts) != 1 {
			t.Errorf("orphaned payment after Recover: %+v, want final under its own nonce 0", st)
		}
		e.requireOnePaid(t, p, st.TxHash)
		stLater, _, _ := s.Status(t.Context(), later.Key)
		e.requireOnePaid(t, later, stLater.TxHash)
	})
	t.Run("row gone", func(t *testing.T) {
		e := newEnv(t, eth(10))
		dead := e.sender(t, crashAt(pointReserved))
		if _, err := dead.Step(t.Context(), e.payment("payout:lost", 1_000_000)); !errors.Is(err, errCrash) {
			t.Fatal(err)
		}
		if _, err := e.db.Exec(t.Context(), `DELETE FROM tx_sends WHERE key = 'payout:lost'`); err != nil {
			t.Fatal(err)
		}
		s := e.sender(t, nil)
		later := e.payment("payout:after", 1_000_000)
		if _, err := s.Step(t.Context(), later); err != nil {
			t.Fatal(err)
		}
		e.requireNoncesFilled(t, s)
		st, _, _ := s.Status(t.Context(), later.Key)
		if st.State != StateFinal || *st.Nonce != 1 {
			t.Errorf("later payment: %+v, want final under nonce 1", st)
		}
	})
}

// Every refusal comes before anything is signed, names its field, and
// leaves no row, no attempt and no broadcast behind.
func TestBadInputRefusedBeforeSigning(t *testing.T) {
	e := newEnv(t, eth(10))
	s := e.sender(t, nil)
	m := NewMetrics()
	s.cfg.Metrics = m
	base := e.payment("payout:bad", 1_000_000)
	with := func(f func(*Payment)) Payment { p := base; f(&p); return p }
	cases := []struct {
		name  string
		p     Payment
		code  Code
		field string
	}{
		{"zero to", with(func(p *Payment) { p.To = common.Address{} }), CodeInvalidInput, "to"},
		{"to is the vault", with(func(p *Payment) { p.To = e.vault }), CodeInvalidInput, "to"},
		{"zero amount", with(func(p *Payment) { p.Amount = big.NewInt(0) }), CodeInvalidInput, "amount"},
		{"empty key", with(func(p *Payment) { p.Key = " " }), CodeInvalidInput, "key"},
		{"over the cap", with(func(p *Payment) { p.Amount = big.NewInt(500_000_001) }), CodeCapExceeded, "amount"},
		{"token not allowlisted", with(func(p *Payment) { p.Token = addr(e.outsider) }), CodeTokenNotAllowed, "token"},
		{"unknown chain", with(func(p *Payment) { p.ChainID = 1 }), CodeUnknownChain, "chainId"},
		{"no vault there", with(func(p *Payment) { p.Vault = addr(e.outsider) }), CodeInvalidInput, "vault"},
		{"vault underfunded", with(func(p *Payment) { p.Token = vaultv2.NativeToken; p.Amount = eth(10) }), "", ""},
	}
	// Make the last case real: caps allow it, the vault holds less.
	e.do(t, e.admin, e.vault, e.v.PackSetLimits(vaultv2.NativeToken, eth(500), eth(1000)), nil)
	cases[len(cases)-1].p.Amount = eth(200)
	cases[len(cases)-1].code, cases[len(cases)-1].field = CodeVaultUnderfunded, "amount"

	var texts []string
	for _, c := range cases {
		_, err := s.Step(t.Context(), c.p)
		f, ok := AsFailure(err)
		if !ok || f.Code != c.code || f.Field != c.field {
			t.Errorf("%s: %v, want %s naming %q", c.name, err, c.code, c.field)
			continue
		}
		texts = append(texts, err.Error())
	}
	// Malformed input at the edge.
	for field, req := range map[string]PaymentRequest{
		"to":     {Key: "k", ChainID: 1337, Vault: e.vault.Hex(), To: "0x1234", Amount: "1"},
		"vault":  {Key: "k", ChainID: 1337, Vault: "vault", To: addr(e.carol).Hex(), Amount: "1"},
		"amount": {Key: "k", ChainID: 1337, Vault: e.vault.Hex(), To: addr(e.carol).Hex(), Amount: "1e6"},
	} {
		_, err := req.Parse()
		if f, ok := AsFailure(err); !ok || f.Field != field {
			t.Errorf("request with a bad %s: %v", field, err)
		}
	}
	// EIP-55's own example address with one letter's case flipped: mixed
	// case, so it carries a checksum, and the checksum fails. (A flipped
	// letter of a random address can leave it all one case: no checksum.)
	const checksumTypo = "0x5aAeb6053f3E94C9b9A09f33669435E7Ef1BeAed"
	if _, err := (PaymentRequest{Key: "k", ChainID: 1337, Vault: e.vault.Hex(), To: checksumTypo, Amount: "1"}).Parse(); err == nil {
		t.Errorf("a checksum typo in to was accepted")
	} else if f, ok := AsFailure(err); !ok || f.Field != "to" {
		t.Errorf("a checksum typo in to: %v", err)
	}
	if n := e.count(t, `SELECT count(*) FROM tx_sends`) + e.count(t, `SELECT count(*) FROM tx_attempts`); n != 0 {
		t.Errorf("%d rows written for refused payments", n)
	}
	if sends, _ := e.client.counts(); sends != 0 {
		t.Errorf("%d broadcasts for refused payments", sends)
	}

	// The balances were published on the way.
	if got := gaugeValue(t, m, "swapengine_txsender_vault_balance", hexAddr(vaultv2.NativeToken)); got != 100e18 {
		t.Errorf("vault native balance gauge %v, want 100 ETH", got)
	}
	if got := gaugeValue(t, m, "swapengine_txsender_payer_balance_wei", hexAddr(addr(e.hot))); got <= 0 {
		t.Errorf("payer balance gauge %v", got)
	}

	// A configuration for another chain never starts.
	cfg := e.config(t)
	cfg.ChainID = 1
	if _, err := New(t.Context(), cfg); err == nil {
		t.Error("New accepted chain 1 against a 1337 RPC")
	} else if f, ok := AsFailure(err); !ok || f.Field != "chainId" {
		t.Errorf("wrong chain: %v", err)
	}
	requireNoSecret(t, e, texts)
}

func TestUnderfundedPayerIsAFailureNotALoop(t *testing.T) {
	e := newEnv(t, big.NewInt(1e12)) // far less than gas × max fee
	s := e.sender(t, nil)
	p := e.payment("payout:poor", 1_000_000)
	st, err := s.Step(t.Context(), p)
	f, ok := AsFailure(err)
	if !ok || f.Code != CodePayerUnderfunded || f.Field != "payer balance" {
		t.Fatalf("underfunded payer: %+v %v", st, err)
	}
	if n := e.count(t, `SELECT count(*) FROM tx_sends`); n != 0 {
		t.Errorf("%d rows for a payment refused before signing", n)
	}
	// Funded, the same Send goes through.
	e.transfer(t, e.admin, addr(e.hot), eth(5))
	st = e.drive(t, s, p, 20)
	e.requireOnePaid(t, p, st.TxHash)
	requireNoSecret(t, e, []string{err.Error()})
}

func requireNoSecret(t *testing.T, e *env, texts []string) {
	t.Helper()
	secret := common.Bytes2Hex(crypto.FromECDSA(e.hot))
	k := NewKey(e.hot)
	for _, s := range append(texts, fmtAll(k)...) {
		if containsFold(s, secret) || containsFold(s, secret[:16]) {
			t.Fatalf("the private key appears in %q", s)
		}
	}
	var rows int
	if err := e.db.QueryRow(t.Context(), `
SELECT count(*) FROM tx_sends s LEFT JOIN tx_attempts a USING (key)
 WHERE s::text ILIKE '%' || $1 || '%' OR a::text ILIKE '%' || $1 || '%'`, secret[:16]).Scan(&rows); err != nil {
		t.Fatal(err)
	}
	if rows != 0 {
		t.Errorf("the private key appears in %d stored rows", rows)
	}
}

// Two processes send the same key at once, and both send other keys in
// parallel: one row and one Paid per key, no nonce handed out twice.
func TestConcurrentSenders(t *testing.T) {
	e := newEnv(t, eth(10))
	a, b := e.sender(t, nil), e.sender(t, nil)
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	stop, mined := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(mined)
		for {
			select {
			case <-stop:
				return
			case <-time.After(2 * time.Millisecond):
				e.backend.Commit()
			}
		}
	}()
	type result struct {
		st  Status
		err error
	}
	shared := e.payment("payout:shared", 1_000_000)
	payments := []struct {
		s *Sender
		p Payment
	}{{a, shared}, {b, shared}}
	for i := range 3 {
		payments = append(payments, struct {
			s *Sender
			p Payment
		}{[]*Sender{a, b}[i%2], e.payment("payout:own-"+string(rune('a'+i)), 1_000_000)})
	}
	results := make(chan result, len(payments))
	for _, x := range payments {
		go func() {
			st, err := x.s.Send(ctx, x.p)
			results <- result{st, err}
		}()
	}
	var got []Status
	for range payments {
		r := <-results
		if r.err != nil {
			t.Errorf("Send: %v", r.err)
			continue
		}
		got = append(got, r.st)
	}
	close(stop)
	<-mined
	byKey := map[string]common.Hash{}
	for _, st := range got {
		if h, ok := byKey[st.Key]; ok && h != st.TxHash {
			t.Errorf("%q final as %s and as %s", st.Key, h, st.TxHash)
		}
		byKey[st.Key] = st.TxHash
	}
	for _, x := range payments {
		e.requireOnePaid(t, x.p, byKey[x.p.Key])
	}
	if n := e.count(t, `SELECT count(*) FROM tx_sends WHERE kind = 'pay'`); n != 4 {
		t.Errorf("%d payment rows, want 4", n)
	}
	e.requireNoncesFilled(t, a)
}

// A payment whose every broadcast the node refused for lack of funds was
// never sent: it is handed to a person (a *Failure), and first made
// impossible on chain: its nonce goes back and a no-op takes it, so the
// signed bytes can never be mined. Recover never sends it; a retry signs
// again under a new nonce and pays once.
func TestPayerUnderfundedNeverSentIsHandedOverAndCannotLand(t *testing.T) {
	e := newEnv(t, big.NewInt(1e15)) // enough for the vetted fees, not for the signed ones
	s := e.sender(t, nil)
	calls := 0
	s.hooks.fees = func(base, feeCap, tip *big.Int) (*big.Int, *big.Int) {
		calls++
		if calls == 2 { // the signing, after vetting passed: a fee the wallet cannot cover
			// under the node's 1-ether fee cap (RPCTxFeeCap), over the wallet
			return big.NewInt(1e12), tip
		}
		return feeCap, tip
	}
	p := e.payment("payout:dry", 1_000_000)
	st, err := s.Step(t.Context(), p)
	f, ok := AsFailure(err)
	if !ok || f.Code != CodePayerUnderfunded || f.Field != "payer balance" || st.State != StateFailed || st.Nonce != nil || len(st.Attempts) != 1 {
		t.Fatalf("dry wallet: %+v %v, want payer-underfunded, failed, nonce given back", st, err)
	}
	if !strings.Contains(f.Detail, "not sent") {
		t.Errorf("the failure does not say the payment was never sent: %s", f.Detail)
	}
	dead := st.Attempts[0]
	if settled, detail, err := s.Handover(t.Context(), p.Key); err != nil || settled {
		t.Errorf("handover before the no-op took the nonce: settled %v (%s) %v, want not settled", settled, detail, err)
	}
	for range 3 {
		if _, err := s.Recover(t.Context()); err != nil {
			t.Fatal(err)
		}
		e.backend.Commit()
	}
	if logs := e.paidLogs(t, p); len(logs) != 0 {
		t.Fatalf("Recover paid a payment handed to a person: %s", logs[0].TxHash)
	}
	if n, err := e.client.NonceAt(t.Context(), addr(e.hot), nil); err != nil || n <= dead.Nonce {
		t.Fatalf("chain nonce %d (%v): the handed-over payment's nonce %d is not used by a no-op", n, err, dead.Nonce)
	}
	for range 3 { // the no-op goes FinalityDepth deep
		e.backend.Commit()
	}
	if settled, detail, err := s.Handover(t.Context(), p.Key); err != nil || !settled || !strings.Contains(detail, "never sent") {
		t.Errorf("handover once the no-op is final: settled %v (%s) %v, want settled, never sent", settled, detail, err)
	}
	if settled, _, err := s.Handover(t.Context(), "payout:never-seen"); err != nil || !settled {
		t.Errorf("handover of a key never signed: settled %v %v", settled, err)
	}
	st = e.drive(t, s, p, 20) // the retry
	if settled, detail, err := s.Handover(t.Context(), p.Key); err != nil || settled {
		t.Errorf("handover of a key the vault paid: settled %v (%s) %v, want refused", settled, detail, err)
	}
	if len(st.Attempts) != 2 || st.TxHash != st.Attempts[1].Hash || st.TxHash == dead.Hash {
		t.Errorf("after the retry: %+v, want a new attempt under a new nonce mined", st)
	}
	e.requireOnePaid(t, p, st.TxHash)
	e.requireNoncesFilled(t, s)
}

// A payment a node accepted once, whose rebroadcast then meets an empty
// wallet, may still land from a pool: it is no item for a person, it waits
// with the reason and goes on by itself once the wallet is funded.
func TestPayerUnderfundedAfterAnAcceptedBroadcastWaitsForATopUp(t *testing.T) {
	e := newEnv(t, eth(10))
	cfg := e.config(t)
	c := &noFundsAfter{Client: e.client}
	cfg.Client = c
	s, err := New(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	p := e.payment("payout:pooled", 1_000_000)
	st, err := s.Step(t.Context(), p)
	if err != nil || st.State != StateSent {
		t.Fatalf("first step: %+v %v", st, err)
	}
	c.dry(true) // the wallet "empties"; the node refuses every broadcast, the pool drops nothing
	st, err = s.Step(t.Context(), p)
	if err != nil || st.State != StateSent || !strings.Contains(st.Reason, "may still land") {
		t.Fatalf("accepted once, now underfunded: %+v %v, want a wait that says it may still land", st, err)
	}
	c.dry(false)
	st = e.drive(t, s, p, 20)
	e.requireOnePaid(t, p, st.TxHash)
}

// Found by the chaos soak (a payer wallet topped up short, then dry): a node
// took the payment's transaction, the wallet could then not pay for it, the
// node dropped it and refused every broadcast for funds. The sender took the
// refused replacement for one "not mined after 3 blocks" and signed another
// at a higher fee on every step (each refused attempt was recorded as
// broadcast at block 0): a dozen attempts climbing to the tip cap, and once
// the wallet was funded the payment paid ten thousand times the fee. Only an
// attempt a node took can be late; one refused for funds waits as it is.
func TestAPaymentWaitingForFundsIsNotRepricedWhileItWaits(t *testing.T) {
	e := newEnv(t, eth(10))
	cfg := e.config(t)
	c := &noFundsAfter{Client: e.client}
	cfg.Client = c
	s, err := New(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	p := e.payment("payout:dropped-then-dry", 1_000_000)
	c.swallowing(true) // taken, then dropped by the node: never mined
	st, err := s.Step(t.Context(), p)
	if err != nil || st.State != StateSent || len(st.Attempts) != 1 {
		t.Fatalf("first step: %+v %v", st, err)
	}
	first := st.Attempts[0]
	c.swallowing(false)
	c.dry(true)
	for range 8 {
		e.backend.Commit()
		if st, err = s.Step(t.Context(), p); err != nil {
			t.Fatal(err)
		}
	}
	// One replacement for the first attempt, which a node took and never
	// mined, at most; none for an attempt refused for the wallet's funds.
	if len(st.Attempts) > 2 || !strings.Contains(st.Reason, "payer underfunded") {
		t.Fatalf("after 8 blocks with the wallet dry: %d attempts, reason %q; want at most 2 and a wait for funds", len(st.Attempts), st.Reason)
	}
	c.dry(false)
	st = e.drive(t, s, p, 20)
	e.requireOnePaid(t, p, st.TxHash)
	limit := bump(bump(first.MaxPriorityFeePerGas))
	for _, a := range st.Attempts {
		if a.Hash == st.TxHash && a.MaxPriorityFeePerGas.Cmp(limit) > 0 {
			t.Errorf("paid with a tip of %s, the first attempt's was %s", a.MaxPriorityFeePerGas, first.MaxPriorityFeePerGas)
		}
	}
}

// noFundsAfter refuses broadcasts with "insufficient funds" while dry,
// without forwarding them (what was forwarded before stays in the pool).
// With swallow it answers "accepted" without forwarding: a node that took
// a transaction and dropped it.
type noFundsAfter struct {
	Client
	mu      sync.Mutex
	empty   bool
	swallow bool
}

func (c *noFundsAfter) dry(v bool) { c.mu.Lock(); c.empty = v; c.mu.Unlock() }

func (c *noFundsAfter) swallowing(v bool) { c.mu.Lock(); c.swallow = v; c.mu.Unlock() }

func (c *noFundsAfter) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	c.mu.Lock()
	empty, swallow := c.empty, c.swallow
	c.mu.Unlock()
	switch {
	case empty:
		return errors.New("insufficient funds for gas * price + value")
	case swallow:
		return nil
	}
	return c.Client.SendTransaction(ctx, tx)
}

// At MaxFeePerGas there is no replacement the node would take: the row
// waits on its last attempt and says why, one try per step; a higher cap
// lets the replacement go.
func TestFeeCapStopsReplacementWithoutSpinning(t *testing.T) {
	e := newEnv(t, eth(10))
	s := e.sender(t, nil)
	s.hooks.fees = func(base, feeCap, tip *big.Int) (*big.Int, *big.Int) {
		low := new(big.Int).Div(base, big.NewInt(3))
		s.cfg.MaxFeePerGas = low
		return low, bigMin(tip, low)
	}
	p := e.payment("payout:capped", 1_000_000)
	var st Status
	for range 3 {
		var err error
		if st, err = s.Step(t.Context(), p); err != nil {
			t.Fatal(err)
		}
		e.backend.Commit()
	}
	if st.State != StateSent || len(st.Attempts) != 1 || !containsFold(st.Reason, "fee cap reached") {
		t.Fatalf("at the cap: %+v, want sent, one attempt, the reason", st)
	}
	s.hooks.fees = nil
	s.cfg.MaxFeePerGas = big.NewInt(1_000_000_000_000)
	st = e.drive(t, s, p, 20)
	if len(st.Attempts) != 2 || st.TxHash != st.Attempts[1].Hash {
		t.Errorf("after raising the cap: %+v, want the replacement mined", st)
	}
	e.requireOnePaid(t, p, st.TxHash)
}

// A payment whose estimate is over the chain's gas ceiling is refused before
// anything is signed, naming the recipient; with the ceiling met, the limit
// signed never exceeds it.
func TestGasCeilingRefusesBeforeSigning(t *testing.T) {
	e := newEnv(t, eth(10))
	cfg := e.config(t)
	cfg.MaxGasPerPayment = 50_000
	s, err := New(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	p := e.payment("payout:heavy", 1_000_000)
	st, err := s.Step(t.Context(), p)
	f, ok := AsFailure(err)
	if !ok || f.Code != CodeGasCeiling || f.Field != "to" || len(st.Attempts) != 0 {
		t.Fatalf("over the ceiling: %+v %v, want gas-ceiling on field to, nothing signed", st, err)
	}
	if _, found, _ := s.Status(t.Context(), p.Key); found {
		t.Error("a refused payment left a row (and a nonce)")
	}
	if got := gasLimit(400_000, 420_000); got != 420_000 {
		t.Errorf("gasLimit(400000, ceiling 420000) = %d, want the ceiling", got)
	}
}

// A deposit goes back to its payer by refundDeposit through the sender, its
// fields read from the chain: paid once, from the refunds' window (the
// payouts' window untouched), and a second key for the same deposit is
// refused by the vault and fails with the field named.
func TestRefundDepositThroughTheSender(t *testing.T) {
	e := newEnv(t, eth(10))
	s := e.sender(t, nil)
	swapWord, key := common.BytesToHash([]byte("swap-r")), common.BytesToHash([]byte("k-r"))
	// Right-aligned words are as good as any: the vault takes any nonzero word.
	r := e.do(t, e.outsider, e.vault, e.v.PackDeposit(swapWord, key), eth(2))
	var logIndex uint
	for _, l := range r.Logs {
		if l.Topics[0] == depositedTopic {
			logIndex = l.Index
		}
	}
	d, err := s.ReadDeposit(t.Context(), e.vault, r.TxHash, r.BlockHash, logIndex)
	if err != nil {
		t.Fatal(err)
	}
	if d.Payer != addr(e.outsider) || d.Amount.Cmp(eth(2)) != 0 || d.Key != key || d.SwapID != swapWord {
		t.Fatalf("ReadDeposit = %+v", d)
	}
	if _, err := s.ReadDeposit(t.Context(), e.vault, r.TxHash, common.Hash{1}, logIndex); err == nil {
		t.Error("a deposit read against another block hash was taken")
	}
	p := Payment{Key: "refund:swap-r:dep", ChainID: e.chainID.Uint64(), Vault: e.vault, Token: d.Token, To: d.Payer, Amount: d.Amount, Deposit: &d.Deposit}
	st := e.drive(t, s, p, 20)
	e.requireOnePaid(t, p, st.TxHash)
	spent, err := e.v.UnpackSpentInPeriod(e.call(t, e.v.PackSpentInPeriod(vaultv2.NativeToken)))
	if err != nil || spent.Spent.Sign() != 0 {
		t.Errorf("payouts' window %+v (%v): a refund spent it", spent, err)
	}
	again := p
	again.Key = "refund:swap-r:dep-again"
	_, err = s.Step(t.Context(), again)
	if f, ok := AsFailure(err); !ok || f.Field != "deposit" {
		t.Errorf("a second refund of one deposit: %v, want a failure on field deposit", err)
	}
	forged := p
	forged.Key, forged.Amount = "refund:swap-r:forged", eth(3)
	_, err = s.Step(t.Context(), forged)
	if f, ok := AsFailure(err); !ok || f.Field != "deposit" {
		t.Errorf("a refund of more than the deposit: %v, want a failure on field deposit", err)
	}
}

// Review P10: a payment that does not settle shows in a gauge an alert
// watches (PaymentStuck), set by every recovery pass; it falls back to 0
// once nothing is open.
func TestRecoverPublishesTheOldestOpenSend(t *testing.T) {
	e := newEnv(t, eth(10))
	cfg := e.config(t)
	cfg.Metrics = NewMetrics()
	s, err := New(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	p := e.payment("payout:open", 1_000_000)
	if _, err := s.Step(t.Context(), p); err != nil {
		t.Fatal(err)
	}
	if _, err := e.db.Exec(t.Context(), `UPDATE tx_sends SET created_at = now() - interval '20 minutes' WHERE key = $1`, p.Key); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Recover(t.Context()); err != nil {
		t.Fatal(err)
	}
	sender := hexAddr(s.Address())
	if got := gaugesWith(cfg.Metrics.openSends, sender); len(got) != 1 || got[0] != 1 {
		t.Errorf("open sends %v, want [1]", got)
	}
	if got := gaugesWith(cfg.Metrics.oldestOpen, sender); len(got) != 1 || got[0] < 1200 {
		t.Errorf("oldest open send %v s, want ≥ 1200", got)
	}
	e.drive(t, s, p, 20)
	if _, err := s.Recover(t.Context()); err != nil {
		t.Fatal(err)
	}
	if got := gaugesWith(cfg.Metrics.oldestOpen, sender); len(got) != 1 || got[0] != 0 {
		t.Errorf("oldest open send %v once settled, want [0]", got)
	}
}

// A native payment the recipient does not take within the vault's stipend
// is made (final) and says the coin is claimable in the vault: the swap's
// record carries it.
func TestAPaymentTheRecipientRefusesIsFinalAndClaimable(t *testing.T) {
	e := newEnv(t, eth(10))
	refuser := e.deploy(t, "0x6005600c60003960056000f3"+"60006000fd", nil) // runtime: REVERT(0,0)
	s := e.sender(t, nil)
	p := Payment{Key: "refund:swap-refuser:dep", ChainID: e.chainID.Uint64(), Vault: e.vault, Token: vaultv2.NativeToken, To: refuser, Amount: big.NewInt(1000)}
	st := e.drive(t, s, p, 20)
	e.requireOnePaid(t, p, st.TxHash)
	if !strings.HasPrefix(st.Reason, ClaimablePrefix) || !strings.Contains(st.Reason, refuser.Hex()) {
		t.Errorf("final payment to a refusing recipient: reason %q, want it to say the coin is claimable", st.Reason)
	}
	again, _, err := s.Status(t.Context(), p.Key)
	if err != nil || again.Reason != st.Reason {
		t.Errorf("the note is not kept with the row: %q %v", again.Reason, err)
	}
}

// The no-op that takes a handed-over payment's nonce meets the same empty
// wallet: it waits for funds (it moves no money, so it is never handed
// over), and once the wallet is funded it mines and the next payment goes.
func TestAFillerOnAnEmptyWalletWaitsForFunds(t *testing.T) {
	e := newEnv(t, eth(10))
	cfg := e.config(t)
	c := &noFundsAfter{Client: e.client}
	cfg.Client = c
	s, err := New(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	c.dry(true)
	p := e.payment("payout:dry-filler", 1_000_000)
	if _, err := s.Step(t.Context(), p); err == nil {
		t.Fatal("a payment on an empty wallet went through")
	}
	for range 3 {
		_, _ = s.Recover(t.Context())
		e.backend.Commit()
	}
	c.dry(false)
	for range 4 {
		if _, err := s.Recover(t.Context()); err != nil {
			t.Fatal(err)
		}
		e.backend.Commit()
	}
	next := e.payment("payout:after-the-filler", 1_000_000)
	st := e.drive(t, s, next, 20)
	e.requireOnePaid(t, next, st.TxHash)
	if logs := e.paidLogs(t, p); len(logs) != 0 {
		t.Errorf("the handed-over payment was paid: %s", logs[0].TxHash)
	}
	e.requireNoncesFilled(t, s)
}
