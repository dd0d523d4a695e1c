package activities

import (
	"context"
	"errors"
	"log/slog"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/dex"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/txsender"
)

// dexEnv: the dev chain with vault v2 and Uniswap v3 as published (a
// WETH/USDC pool at 3,000 USDC an ether), the vault's executor trusting
// the payer key, and Postgres for the sender's record and the routes.
type dexEnv struct {
	c     *devchain.Chain
	d     *devchain.Dex
	dbURL string
}

func newDexEnv(t *testing.T) *dexEnv {
	t.Helper()
	c, err := devchain.Start(devchain.Options{Vault: devchain.VaultV2})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	d, err := c.DeployDex(t.Context(), 3000)
	if err != nil {
		t.Fatal(err)
	}
	return &dexEnv{c: c, d: d, dbURL: testenv.MigratedPostgresURL(t)}
}

// worker is one worker process's activities: its own database pool and
// sender; every wait between two steps mines a block.
func (e *dexEnv) worker(t *testing.T) *Activities {
	t.Helper()
	s, db := e.sender(t, 0)
	chainID := e.c.ChainID().Uint64()
	route := e.d.Route(chainID, e.c.USDC())
	p := &OnChainPayer{
		ChainID: chainID, Vault: e.c.Vault(), Sender: s, PollInterval: time.Millisecond,
		Tokens: route.Tokens, Dex: &DexRoute{Route: route, Chain: e.c.Client(), Sender: s, PayInTrade: true},
		wait: func(ctx context.Context, _ time.Duration) error {
			_, err := e.c.Mine(1)
			return errors.Join(err, ctx.Err())
		},
	}
	return &Activities{OnChain: map[uint64]*OnChainPayer{chainID: p}, Routes: &store.Routes{DB: db}}
}

// sender is one worker process's sender, with its own database pool,
// batching payouts by batch when above 1.
func (e *dexEnv) sender(t *testing.T, batch int) (*txsender.Sender, *pgxpool.Pool) {
	t.Helper()
	db, err := store.Open(t.Context(), e.dbURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	s, err := txsender.New(t.Context(), txsender.Config{
		ChainID: e.c.ChainID().Uint64(), Client: e.c.Client(), Signer: txsender.NewKey(devchain.PayerKey()), DB: db,
		FinalityDepth: 2, MaxFeePerGas: big.NewInt(1_000_000_000_000), PollInterval: time.Millisecond, PaidSearchFrom: e.c.VaultBlock(),
		BatchSize: batch, Logger: slog.New(slog.DiscardHandler),
	})
	if err != nil {
		t.Fatal(err)
	}
	return s, db
}

// frontRunFirstTry makes p's first wait between two steps — the first try
// signed and in the pool — front-run it (a sale of 2 ETH into the pool in
// the same block, ahead of it), then run then (nil: nothing); the flag
// says whether it happened.
func (e *dexEnv) frontRunFirstTry(p *OnChainPayer, then func()) *bool {
	mine := p.wait
	fronted := false
	p.wait = func(ctx context.Context, d time.Duration) error {
		if !fronted {
			fronted = true
			if err := e.c.FrontRun(ctx, e.d, 1, new(big.Int).Mul(big.NewInt(2), big.NewInt(1e18))); err != nil {
				return err
			}
			if then != nil {
				then()
			}
		}
		return mine(ctx, d)
	}
	return &fronted
}

func (e *dexEnv) vaultBalances(t *testing.T) (wei, usdc *big.Int) {
	t.Helper()
	wei, err := e.c.Client().BalanceAt(t.Context(), e.c.Vault(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if usdc, err = e.c.TokenBalance(t.Context(), e.c.USDC(), e.c.Vault()); err != nil {
		t.Fatal(err)
	}
	return wei, usdc
}

// paid counts the vault's Paid events under an effect key.
func (e *dexEnv) paid(t *testing.T, effectKey string) int {
	t.Helper()
	v := vaultv2.NewDepositVaultV2()
	logs, err := e.c.Client().FilterLogs(t.Context(), ethereum.FilterQuery{
		FromBlock: big.NewInt(0), Addresses: []common.Address{e.c.Vault()},
		Topics: [][]common.Hash{{v.GetABI().Events[vaultv2.DepositVaultV2PaidEventName].ID}, {txsender.VaultKey(e.c.ChainID().Uint64(), e.c.Vault(), effectKey)}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return len(logs)
}

func (e *dexEnv) exchange(key string, minOut string) ExchangeRequest {
	return ExchangeRequest{Key: key, SwapID: strings.TrimPrefix(key, "start-exchange:"), Asset: "ETH", AmountUnits: "1000000000000000",
		DepositRef: "ref", PayoutAsset: "USDC", ChainID: e.c.ChainID().Uint64(), MinOutUnits: minOut}
}

// A pair the chain's DEX route trades is exchanged on-chain: the fill is
// what the vault gained, the trade happens once however often the step
// runs — in this worker or another one after this one died — and the
// exchange key can never then go to the HTTP exchange.
func TestAnExchangeOnTheDexRouteTradesOnceAndFillsWhatTheVaultGained(t *testing.T) {
	e := newDexEnv(t)
	ctx := t.Context()
	a := e.worker(t)
	wei0, usdc0 := e.vaultBalances(t)
	req := e.exchange("start-exchange:dex-1", "2900000")
	res, err := a.StartExchange(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	wei1, usdc1 := e.vaultBalances(t)
	gained := new(big.Int).Sub(usdc1, usdc0)
	if res.AmountOutUnits != gained.String() || res.QuoteAsset != "USDC" || !strings.HasPrefix(res.ExchangeID, "dex:0x") {
		t.Fatalf("fill %+v, the vault gained %s USDC units", res, gained)
	}
	if d := new(big.Int).Sub(wei0, wei1); d.Cmp(big.NewInt(1e15)) != 0 {
		t.Fatalf("the vault gave %s wei to the trade, want the deposit", d)
	}
	if res.Quote != nil {
		t.Fatalf("a swap with a quote in its terms got another: %+v", res.Quote)
	}

	// The step again, here and in a second worker (the first one's process
	// gone after the trade, before the workflow heard of it): the same fill.
	for _, w := range []*Activities{a, e.worker(t)} {
		again, err := w.StartExchange(ctx, req)
		if err != nil || again != res {
			t.Fatalf("the step again: %+v, %v; want %+v", again, err, res)
		}
	}
	if n := e.paid(t, req.Key); n != 1 {
		t.Fatalf("%d trades under the key, want 1", n)
	}
	if w, u := e.vaultBalances(t); w.Cmp(wei1) != 0 || u.Cmp(usdc1) != 0 {
		t.Fatal("the step again moved the vault")
	}

	// The same key on a worker whose route would send it to the HTTP
	// exchange is refused: the exchange could otherwise happen twice.
	http := &Activities{Routes: a.Routes, ExchangeURL: "http://127.0.0.1:1"}
	if _, err := http.StartExchange(ctx, req); err == nil || !strings.Contains(err.Error(), "first sent on-chain through the DEX route") {
		t.Fatalf("the HTTP route for a key traded on-chain: %v", err)
	}
}

// A swap without a quote is bounded by the pool's own quote, taken just
// before the trade, which names the quoter as its source.
func TestAnExchangeWithoutAQuoteIsBoundedByThePoolsQuote(t *testing.T) {
	e := newDexEnv(t)
	a := e.worker(t)
	req := e.exchange("start-exchange:dex-unquoted", "")
	req.NeedsQuote = true
	res, err := a.StartExchange(t.Context(), req)
	if err != nil {
		t.Fatal(err)
	}
	q := res.Quote
	if q == nil || !strings.HasPrefix(q.Source, "dex:uniswap-v3@") || q.Asset != "USDC" || q.ExpectedOutUnits != res.AmountOutUnits {
		t.Fatalf("quote %+v for fill %s: want the pool's quote, which the trade then filled exactly", q, res.AmountOutUnits)
	}
}

// A pool moved past the quote's minimum: every try reverts, nothing leaves
// the vault, and the exchange is declined (the swap then refunds the
// deposit, which is still in the vault). A later try within the bound
// under the same key trades.
func TestAPoolMovedPastTheMinimumDeclinesTheExchangeAndSpendsNothing(t *testing.T) {
	e := newDexEnv(t)
	ctx := t.Context()
	a := e.worker(t)
	q := dex.Quoter{Client: e.c.Client(), Route: a.OnChain[e.c.ChainID().Uint64()].Dex.Route}
	quoted, err := q.AmountOut(ctx, "ETH", "USDC", e.d.Fee, big.NewInt(1e15))
	if err != nil {
		t.Fatal(err)
	}
	minOut := new(big.Int).Mul(quoted, big.NewInt(99))
	minOut.Quo(minOut, big.NewInt(100))
	if err := e.c.MovePool(ctx, e.d, 1, new(big.Int).Mul(big.NewInt(2), big.NewInt(1e18))); err != nil {
		t.Fatal(err)
	}
	wei0, usdc0 := e.vaultBalances(t)
	req := e.exchange("start-exchange:dex-moved", minOut.String())
	_, err = a.StartExchange(ctx, req)
	var ae *temporal.ApplicationError
	if !errors.As(err, &ae) || ae.Type() != ErrProviderRejected || !ae.NonRetryable() || !strings.Contains(ae.Message(), "never left the vault") {
		t.Fatalf("a trade the pool cannot fill: %v, want the exchange declined", err)
	}
	if w, u := e.vaultBalances(t); w.Cmp(wei0) != 0 || u.Cmp(usdc0) != 0 {
		t.Fatal("a declined trade moved the vault")
	}
	if n := e.paid(t, req.Key); n != 0 {
		t.Fatalf("%d Paid under a declined trade's key", n)
	}
}

// A sandwich's first leg lands in the trade's own block, ahead of it: the
// trade, signed and sent within its bound, reverts on-chain (the minimum
// out), nothing is spent, the next tries see the moved pool and the
// exchange is declined — the loss is bounded by the minimum, never taken.
func TestATradeFrontRunInItsOwnBlockRevertsAndSpendsNothing(t *testing.T) {
	e := newDexEnv(t)
	ctx := t.Context()
	a := e.worker(t)
	p := a.OnChain[e.c.ChainID().Uint64()]
	q := dex.Quoter{Client: e.c.Client(), Route: p.Dex.Route}
	quoted, err := q.AmountOut(ctx, "ETH", "USDC", e.d.Fee, big.NewInt(1e15))
	if err != nil {
		t.Fatal(err)
	}
	minOut := new(big.Int).Mul(quoted, big.NewInt(99))
	minOut.Quo(minOut, big.NewInt(100))
	fronted := e.frontRunFirstTry(p, nil)
	wei0, usdc0 := e.vaultBalances(t)
	req := e.exchange("start-exchange:dex-sandwich", minOut.String())
	_, err = a.StartExchange(ctx, req)
	var ae *temporal.ApplicationError
	if !errors.As(err, &ae) || ae.Type() != ErrProviderRejected {
		t.Fatalf("a front-run trade: %v, want the exchange declined", err)
	}
	if !*fronted {
		t.Fatal("the trade was never in the pool to front-run")
	}
	st, ok, err := p.Dex.Sender.Status(ctx, tradeKey(req.Key, 1))
	if err != nil || !ok || st.State != txsender.StateFailed || !strings.Contains(st.Reason, "reverted") {
		t.Fatalf("the first try: %+v %v %v, want a transaction mined and reverted", st, ok, err)
	}
	if w, u := e.vaultBalances(t); w.Cmp(wei0) != 0 || u.Cmp(usdc0) != 0 {
		t.Fatal("a reverted trade moved the vault")
	}
	if n := e.paid(t, req.Key); n != 0 {
		t.Fatalf("%d Paid under a reverted trade's key", n)
	}

	// Every try is settled: the exchange may be recorded as not filled.
	hreq := HandoverRequest{Key: req.Key, ChainID: e.c.ChainID().Uint64()}
	if res, err := a.PaymentHandover(ctx, hreq); err != nil || !res.Settled {
		t.Fatalf("the hand-over of a declined trade: %+v %v, want settled", res, err)
	}
	// Had the vault paid under the exchange's key after all (a try's bytes
	// mined after its row failed, here a payment under the key), no try
	// row says so: the vault's Paid does, and nothing is settled.
	byHand := txsender.Payment{Key: req.Key, ChainID: e.c.ChainID().Uint64(), Vault: e.c.Vault(),
		To: common.HexToAddress("0x00000000000000000000000000000000000c0ffe"), Amount: big.NewInt(1)}
	for st := (txsender.Status{}); st.State != txsender.StateFinal; {
		if st, err = p.Sender.(*txsender.Sender).Step(ctx, byHand); err != nil {
			t.Fatal(err)
		}
		if _, err := e.c.Mine(1); err != nil {
			t.Fatal(err)
		}
	}
	if res, err := a.PaymentHandover(ctx, hreq); err != nil || res.Settled || !strings.Contains(res.Detail, "the vault paid this key") {
		t.Fatalf("the hand-over once the vault paid the exchange's key: %+v %v, want not settled", res, err)
	}
}

// A trade's gas is bounded by configuration: a trade estimated above its
// route's ceiling is refused before anything is signed (an item naming the
// ceiling), and nothing moves — whatever a node estimates.
func TestATradeOverItsGasCeilingIsRefusedBeforeSigning(t *testing.T) {
	e := newDexEnv(t)
	a := e.worker(t)
	a.OnChain[e.c.ChainID().Uint64()].Dex.MaxGas = 100_000 // a trade needs about 350,000
	wei0, usdc0 := e.vaultBalances(t)
	req := e.exchange("start-exchange:dex-gas", "2900000")
	_, err := a.StartExchange(t.Context(), req)
	var ae *temporal.ApplicationError
	if !errors.As(err, &ae) || !ae.NonRetryable() || ae.Type() != ErrPaymentRefused || !strings.Contains(ae.Message(), "ceiling 100000") {
		t.Fatalf("a trade over its gas ceiling: %v, want a refusal naming the ceiling", err)
	}
	_, found, err := a.OnChain[e.c.ChainID().Uint64()].Dex.Sender.Status(t.Context(), tradeKey(req.Key, 1))
	if err != nil || found {
		t.Fatalf("a refused trade left a send: %v %v", found, err)
	}
	if w, u := e.vaultBalances(t); w.Cmp(wei0) != 0 || u.Cmp(usdc0) != 0 {
		t.Fatal("a refused trade moved the vault")
	}
}

// tradeAndPayReq is an exchange whose payout is fixed before the fill (a
// fixed quote's promise), to be paid in the trade's own transaction.
func (e *dexEnv) tradeAndPayReq(swapID, to, amount, maxOut string) ExchangeRequest {
	req := e.exchange("start-exchange:"+swapID, "2900000")
	req.Payout = &TradePayout{Key: "send-payout:" + swapID, Address: to, AmountUnits: amount, MaxOutUnits: maxOut}
	return req
}

func (e *dexEnv) payerNonce(t *testing.T) uint64 {
	t.Helper()
	n, err := e.c.Client().NonceAt(t.Context(), crypto.PubkeyToAddress(devchain.PayerKey().PublicKey), nil)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// A fixed quote's payout is made by the trade's own transaction, once: the
// exchange's fill names it, and the payout step that follows — here, in
// another worker, and in a worker that batches its payouts — finds it paid
// there and sends nothing.
func TestATradeWithAFixedPayoutPaysItInItsOwnTransactionOnce(t *testing.T) {
	e := newDexEnv(t)
	ctx := t.Context()
	a := e.worker(t)
	customer := common.HexToAddress("0x00000000000000000000000000000000000c0ffe")
	req := e.tradeAndPayReq("dex-one-tx", customer.Hex(), "3000000", "3100000")
	res, err := a.StartExchange(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	tx := strings.TrimPrefix(res.ExchangeID, "dex:")
	if res.PayoutTx != tx {
		t.Fatalf("fill %+v: want the payout paid in the trade %s", res, tx)
	}
	if got, err := e.c.TokenBalance(ctx, e.c.USDC(), customer); err != nil || got.Cmp(big.NewInt(3_000_000)) != 0 {
		t.Fatalf("the customer holds %v USDC units (%v), want the promised 3000000", got, err)
	}
	nonce := e.payerNonce(t)

	payout := PayoutRequest{Key: req.Payout.Key, SwapID: req.SwapID, Address: customer.Hex(), Asset: "USDC", AmountUnits: "3000000",
		ExchangeID: res.ExchangeID, ChainID: e.c.ChainID().Uint64()}
	batching := e.worker(t)
	batching.OnChain[e.c.ChainID().Uint64()].Sender, _ = e.sender(t, 5)
	for i, w := range []*Activities{a, e.worker(t), batching} {
		got, err := w.SendPayout(ctx, payout)
		if err != nil || got.PayoutID != tx {
			t.Fatalf("payout step %d: %+v, %v; want the trade's transaction %s", i, got, err, tx)
		}
	}
	if n := e.payerNonce(t); n != nonce {
		t.Fatalf("the payout step sent %d transactions, want none", n-nonce)
	}
	if n := e.paid(t, req.Payout.Key); n != 1 {
		t.Fatalf("%d payments under the payout key, want 1", n)
	}
	// The exchange step again: the same fill, nothing more paid.
	again, err := e.worker(t).StartExchange(ctx, req)
	if err != nil || again != res {
		t.Fatalf("the exchange again: %+v, %v; want %+v", again, err, res)
	}

	// The payout step asked to pay another amount under the key the trade
	// paid is a conflict, never a second payment.
	payout.AmountUnits = "3000001"
	if _, err := e.worker(t).SendPayout(ctx, payout); err == nil || !strings.Contains(err.Error(), "key-conflict") {
		t.Fatalf("another amount under a paid key: %v", err)
	}
}

// A trade that gained more than the payout's maximum (the quote's) pays
// nothing in its transaction — the engine holds such a fill — and a payout
// the vault refuses (here: more than it holds) leaves the trade standing
// for the payout step, which then meets the same refusal itself.
func TestATradeLeavesAPayoutItMayNotMakeToThePayoutStep(t *testing.T) {
	e := newDexEnv(t)
	ctx := t.Context()
	a := e.worker(t)
	customer := common.HexToAddress("0x00000000000000000000000000000000000c0ffe")

	req := e.tradeAndPayReq("dex-above-max", customer.Hex(), "2000000", "2000000")
	res, err := a.StartExchange(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if res.PayoutTx != "" || e.paid(t, req.Payout.Key) != 0 || e.paid(t, req.Key) != 1 {
		t.Fatalf("a fill of %s above the payout's maximum 2000000: %+v, want traded and nothing paid", res.AmountOutUnits, res)
	}
	// The payout step (after a person released the hold): the trade it
	// names did not pay, so it pays, once, in a transaction of its own.
	paidBy, err := e.worker(t).SendPayout(ctx, PayoutRequest{Key: req.Payout.Key, SwapID: req.SwapID, Address: customer.Hex(), Asset: "USDC",
		AmountUnits: "2000000", ExchangeID: res.ExchangeID, ChainID: e.c.ChainID().Uint64()})
	if err != nil || paidBy.PayoutID == strings.TrimPrefix(res.ExchangeID, "dex:") || e.paid(t, req.Payout.Key) != 1 {
		t.Fatalf("the payout step after a trade that did not pay: %+v, %v, %d payments", paidBy, err, e.paid(t, req.Payout.Key))
	}

	_, usdc := e.vaultBalances(t)
	tooMuch := new(big.Int).Add(usdc, big.NewInt(10_000_000)).String()
	req = e.tradeAndPayReq("dex-refused", customer.Hex(), tooMuch, tooMuch)
	res, err = a.StartExchange(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if res.PayoutTx != "" || e.paid(t, req.Payout.Key) != 0 || e.paid(t, req.Key) != 1 {
		t.Fatalf("a payout the vault refuses: %+v, want the trade alone", res)
	}
	if got, _ := e.c.TokenBalance(ctx, e.c.USDC(), customer); got.Cmp(big.NewInt(2_000_000)) != 0 {
		t.Fatalf("the customer holds %s, want only the first swap's payout", got)
	}
}

// No gas limit makes a trade that skips its payout for want of gas: below
// what the payout needs, tradeAndPay reverts whole, so a node's gas
// estimate (the least gas that does not revert) always covers the payout.
func TestNoGasLimitTradesWithoutPayingThePayout(t *testing.T) {
	e := newDexEnv(t)
	ctx := t.Context()
	a := e.worker(t)
	p := a.OnChain[e.c.ChainID().Uint64()]
	chainID := e.c.ChainID().Uint64()
	tr := dex.Trade{
		VaultKey: txsender.VaultKey(chainID, e.c.Vault(), "start-exchange:dex-gas-probe"), TokenIn: common.Address{}, AmountIn: big.NewInt(1e15),
		TokenOut: e.c.USDC(), Fee: e.d.Fee, MinOut: big.NewInt(2_900_000), Deadline: time.Now().Add(time.Hour),
		Payout: &dex.Payout{VaultKey: txsender.VaultKey(chainID, e.c.Vault(), "send-payout:dex-gas-probe"),
			To: common.HexToAddress("0x00000000000000000000000000000000000c0ffe"), Amount: big.NewInt(3_000_000), MaxOut: big.NewInt(3_100_000)},
	}
	msg := ethereum.CallMsg{From: crypto.PubkeyToAddress(devchain.PayerKey().PublicKey), To: &p.Dex.Route.Executor, Data: tr.Calldata()}
	exec := vaultv2.NewDexExecutor()
	succeeded := 0
	for gas := uint64(250_000); gas <= 1_000_000; gas += 10_000 {
		msg.Gas = gas
		out, err := e.c.Client().CallContract(ctx, msg, nil)
		if err != nil {
			continue // reverted, whole: nothing would be spent
		}
		r, err := exec.UnpackTradeAndPay(out)
		if err != nil {
			t.Fatal(err)
		}
		if !r.Paid {
			t.Fatalf("with %d gas the trade succeeds without its payout", gas)
		}
		succeeded++
	}
	if succeeded == 0 {
		t.Fatal("no gas limit up to 1,000,000 trades and pays")
	}
}

// The hand-over of an exchange on the DEX route (an operator about to
// record it as not filled, and refund the deposit): settled while no trade
// was signed; not while a signed trade can still land, nor once one was
// mined — the trade took the deposit and paid the payout with it.
func TestAHandoverOfATradeIsSettledOnlyWhileNoTryCanLand(t *testing.T) {
	e := newDexEnv(t)
	ctx := t.Context()
	a := e.worker(t)
	chainID := e.c.ChainID().Uint64()
	p := a.OnChain[chainID]
	req := e.tradeAndPayReq("dex-handover", "0x00000000000000000000000000000000000c0ffe", "3000000", "3100000")
	hreq := HandoverRequest{Key: req.Key, ChainID: chainID}
	if res, err := a.PaymentHandover(ctx, hreq); err != nil || !res.Settled {
		t.Fatalf("nothing signed: %+v %v, want settled", res, err)
	}

	mine := p.wait
	p.wait = func(context.Context, time.Duration) error { return errors.New("no block yet") }
	if _, err := a.StartExchange(ctx, req); err == nil {
		t.Fatal("the trade was final without a block")
	}
	if st, found, err := p.Dex.Sender.Status(ctx, tradeKey(req.Key, 1)); err != nil || !found || st.State != txsender.StateSent {
		t.Fatalf("the first try: %+v %v %v, want signed and sent", st, found, err)
	}
	res, err := a.PaymentHandover(ctx, hreq)
	if err != nil || res.Settled || !strings.Contains(res.Detail, "can still land") {
		t.Fatalf("a trade in flight: %+v %v, want not settled", res, err)
	}

	p.wait = mine
	if _, err := a.StartExchange(ctx, req); err != nil {
		t.Fatal(err)
	}
	res, err = a.PaymentHandover(ctx, hreq)
	if err != nil || res.Settled || !strings.Contains(res.Detail, "was mined") {
		t.Fatalf("a trade made: %+v %v, want not settled", res, err)
	}
}

// A trade is signed only for a deposit the scanner holds final, checked
// before each try: here the first try is front-run (it reverts, nothing
// spent) and the deposit is gone from the scanner's record by the time the
// second would be signed (a reorg past finality) — no second try is made,
// nothing is traded and the customer is paid nothing; the exchange is an
// item naming the deposit.
func TestATradeIsSignedOnlyForADepositStillFinal(t *testing.T) {
	e := newDexEnv(t)
	ctx := t.Context()
	a := e.worker(t)
	p := a.OnChain[e.c.ChainID().Uint64()]
	customer := common.HexToAddress("0x00000000000000000000000000000000000c0ffe")
	req := e.tradeAndPayReq("dex-orphaned", customer.Hex(), "3000000", "3100000")
	book := depositBook{req.DepositRef: {SwapID: req.SwapID, AmountUnits: req.AmountUnits, Asset: req.Asset}}
	a.Deposits = book
	e.frontRunFirstTry(p, func() { delete(book, req.DepositRef) })
	_, err := a.StartExchange(ctx, req)
	var ae *temporal.ApplicationError
	if !errors.As(err, &ae) || ae.Type() != ErrDepositUnverified || !ae.NonRetryable() || !strings.Contains(ae.Message(), "depositRef") {
		t.Fatalf("a try for a deposit gone from the scanner's record: %v, want a refusal naming the deposit", err)
	}
	if st, ok, err := p.Dex.Sender.Status(ctx, tradeKey(req.Key, 1)); err != nil || !ok || st.State != txsender.StateFailed {
		t.Fatalf("the first try: %+v %v %v, want reverted", st, ok, err)
	}
	if _, ok, _ := p.Dex.Sender.Status(ctx, tradeKey(req.Key, 2)); ok {
		t.Fatal("a second try was signed for a deposit the scanner no longer holds")
	}
	if e.paid(t, req.Key) != 0 || e.paid(t, req.Payout.Key) != 0 {
		t.Fatal("something was traded or paid")
	}
}

// An executor deployed before tradeAndPay (the route says it cannot pay in
// the trade): the trade is the trade alone, and the payout its own
// transaction.
func TestATradeOnlyExecutorLeavesEveryPayoutToThePayoutStep(t *testing.T) {
	e := newDexEnv(t)
	a := e.worker(t)
	a.OnChain[e.c.ChainID().Uint64()].Dex.PayInTrade = false
	req := e.tradeAndPayReq("dex-trade-only", "0x00000000000000000000000000000000000c0ffe", "3000000", "3100000")
	res, err := a.StartExchange(t.Context(), req)
	if err != nil {
		t.Fatal(err)
	}
	if res.PayoutTx != "" || e.paid(t, req.Payout.Key) != 0 || e.paid(t, req.Key) != 1 {
		t.Fatalf("%+v: want the trade alone", res)
	}
}

// bookAndAddresses: final deposits in memory, deposit addresses from the
// store itself.
type bookAndAddresses struct {
	depositBook
	addresses *store.Scans
}

func (b bookAndAddresses) DepositAddressOwner(ctx context.Context, chainID uint64, addr common.Address) (string, bool, error) {
	return b.addresses.DepositAddressOwner(ctx, chainID, addr)
}

// No payout or refund goes where it would be kept or bounced — the
// engine's own contracts (the timelock here); the DEX route's executor takes the vault's coin and tokens only to trade them in
// the same transaction and cannot give back what it is paid; a swap's
// deposit address would take it as a deposit to that swap, whose refund may
// come back (two swaps refunding into each other's address would bounce
// one deposit between them, a sweep and a refund of gas a bounce). In a
// trade or in a transaction of its own, it is refused naming the address,
// before anything is signed.
func TestNoPaymentGoesWhereItWouldBeKeptOrBounced(t *testing.T) {
	e := newDexEnv(t)
	ctx := t.Context()
	chainID := e.c.ChainID().Uint64()
	db, err := store.Open(ctx, e.dbURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	depositAddress := common.HexToAddress("0x00000000000000000000000000000000dea5d0e5")
	if err := (&store.Scans{DB: db}).RegisterDepositAddress(ctx, store.DepositAddress{ChainID: chainID, Address: depositAddress,
		Factory: common.HexToAddress("0xfac7"), SwapID: "another-swap", WatchUntil: time.Now().Add(-time.Hour)}); err != nil {
		t.Fatal(err)
	}
	a := e.worker(t)
	executor := a.OnChain[chainID].Dex.Route.Executor
	timelock := common.HexToAddress("0x0000000000000000000000000000000000071e10")
	a.OnChain[chainID].EngineContract = chainconf.Chain{Vault: chainconf.Vault{Address: e.c.Vault().Hex(), Timelock: timelock.Hex()}}.EngineContract
	nonce := e.payerNonce(t)

	for _, to := range []struct {
		what string
		addr common.Address
	}{{"DEX executor", executor}, {"timelock", timelock}, {"deposit address", depositAddress}} {
		refused := func(path string, err error) {
			t.Helper()
			var appErr *temporal.ApplicationError
			if !errors.As(err, &appErr) || appErr.Type() != ErrPaymentRefused || !strings.Contains(err.Error(), "field address (to)") || !strings.Contains(err.Error(), to.what) {
				t.Fatalf("%s to the %s: %v; want %s naming the address", path, to.what, err, ErrPaymentRefused)
			}
		}
		req := e.tradeAndPayReq("dex-to-"+to.addr.Hex()[2:10], to.addr.Hex(), "3000000", "3100000")
		a.Deposits = bookAndAddresses{depositBook{req.DepositRef: {SwapID: req.SwapID, AmountUnits: req.AmountUnits, Asset: req.Asset}}, &store.Scans{DB: db}}
		_, err := a.StartExchange(ctx, req)
		refused("a trade paying its payout", err)
		_, err = a.SendPayout(ctx, PayoutRequest{Key: req.Payout.Key, SwapID: req.SwapID, Address: to.addr.Hex(), Asset: "USDC", AmountUnits: "3000000",
			ExchangeID: "dex:0x" + strings.Repeat("ab", 32), ChainID: chainID, DepositRef: req.DepositRef, DepositAmountUnits: req.AmountUnits, DepositAsset: req.Asset})
		refused("a payout", err)
		_, err = a.Refund(ctx, RefundRequest{Key: "refund:" + req.SwapID + ":ref", SwapID: req.SwapID, DepositRef: req.DepositRef, Address: to.addr.Hex(),
			Asset: req.Asset, AmountUnits: req.AmountUnits, ChainID: chainID})
		refused("a refund", err)
		if e.paid(t, req.Key) != 0 || e.paid(t, req.Payout.Key) != 0 {
			t.Fatalf("the vault paid under a key refused for the %s", to.what)
		}
	}
	if n := e.payerNonce(t); n != nonce {
		t.Fatalf("%d transactions signed, want none", n-nonce)
	}
}
