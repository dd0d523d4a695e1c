package activities

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/dex"
	"github.com/swapengine/swapengine/internal/redact"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/txsender"
)

// DexRoute is a chain's on-chain exchange route (internal/dex): pairs it
// trades are exchanged by the vault's DexExecutor on a Uniswap v3 pool
// instead of by the HTTP exchange.
type DexRoute struct {
	Route  *dex.Route
	Chain  DexChain
	Sender TradeSender
	// Tries bounds the trades one exchange makes while the market pays less
	// than its minimum (default 3); then the exchange is declined and the
	// swap refunds the deposit, which never left the vault.
	Tries int
	// Deadline is how long after signing the router still takes a trade
	// (default 10 min): a trade stuck behind a fee spike is not made later
	// at whatever the pool then pays (the minimum still bounds it).
	Deadline time.Duration
	// MaxGas is the most gas a trade may cost (chainconf.DefaultDexMaxGas
	// when zero): no node's estimate spends more of the hot wallet.
	MaxGas uint64
	// PayInTrade: the executor has tradeAndPay, so a payout fixed before
	// the fill (a fixed quote's promise) is paid in the trade's own
	// transaction. An executor deployed before it trades only, and the
	// payout is a transaction of its own (swapworker reads which).
	PayInTrade bool
}

// DexChain is what the route reads: the quoter, the head's time (the
// trade's deadline), and the trade's receipt.
type DexChain interface {
	ethereum.ContractCaller
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	TransactionReceipt(ctx context.Context, txHash common.Hash) (*types.Receipt, error)
}

// TradeSender is the part of *txsender.Sender a trade uses.
type TradeSender interface {
	StepCall(ctx context.Context, c txsender.Call) (txsender.Status, error)
	StepKey(ctx context.Context, key string) (txsender.Status, error)
	Status(ctx context.Context, key string) (txsender.Status, bool, error)
}

const (
	// dexFillPrefix starts the exchange ID of a fill on the DEX route; the
	// rest is the trade's transaction hash.
	dexFillPrefix     = "dex:"
	routeDex          = "dex"
	defaultTradeTries = 3
	defaultTradeTTL   = 10 * time.Minute
)

// dexRoute returns the payer and pool fee when req's pair goes through its
// chain's DEX route.
func (a *Activities) dexRoute(req ExchangeRequest) (*OnChainPayer, uint32, bool) {
	if req.ChainID == 0 {
		return nil, 0, false
	}
	p := a.OnChain[req.ChainID]
	if p == nil || p.Dex == nil {
		return nil, 0, false
	}
	fee, ok := p.Dex.Route.Fee(req.Asset, req.PayoutAsset)
	return p, fee, ok
}

// tradeKey is the sender's key of a trade's nth try. Every try carries the
// same vault key (the exchange's effect key), so the vault takes the
// deposit for at most one of them.
func tradeKey(effectKey string, n int) string { return fmt.Sprintf("%s#trade-%d", effectKey, n) }

// trade exchanges the deposit on-chain: the executor takes it from the vault
// under the exchange's effect key, trades it on the pool with the swap's
// minimum out and gives the vault what it bought; the fill is what the
// vault's balance gained. A try the market refuses (below the minimum, past
// its deadline) reverts whole — nothing is spent, the key stays unpaid — and
// the next try is made, up to Tries; then the exchange is declined
// (ErrProviderRejected) and the swap refunds. A worker that dies anywhere
// resumes the same try from the sender's record, so the trade is made once.
func (a *Activities) trade(ctx context.Context, p *OnChainPayer, fee uint32, req ExchangeRequest) (ExchangeResult, error) {
	d := p.Dex
	if err := a.pinRoute(ctx, "exchange", req.Key, routeDex); err != nil {
		return ExchangeResult{}, err
	}
	amountIn, err := swap.ParseAmount("amountUnits", req.AmountUnits)
	if err != nil || amountIn.Sign() <= 0 {
		return ExchangeResult{}, temporal.NewNonRetryableApplicationError(fmt.Sprintf("exchange %s: amountUnits %q is not a positive amount", req.Key, req.AmountUnits), ErrPaymentRefused, nil)
	}
	var q *swap.Quote
	var minOut *big.Int
	if req.MinOutUnits != "" {
		if minOut, err = swap.ParseAmount("minOutUnits", req.MinOutUnits); err != nil {
			return ExchangeResult{}, temporal.NewNonRetryableApplicationError(fmt.Sprintf("exchange %s: %v", req.Key, err), ErrPaymentRefused, nil)
		}
	}
	if req.NeedsQuote || minOut == nil {
		// No quote in the terms: the pool's own quote now bounds the fill,
		// as the HTTP exchange's quote does (QuoteToleranceBps either side),
		// so a sandwich around the trade can take at most the tolerance.
		quoter := dex.Quoter{Client: d.Chain, Route: d.Route}
		out, err := quoter.AmountOut(ctx, req.Asset, req.PayoutAsset, fee, amountIn)
		if err != nil {
			return ExchangeResult{}, temporal.NewApplicationError(fmt.Sprintf("exchange %s: %s", req.Key, redact.Text(err.Error(), p.RPCURL)), ErrPaymentPending)
		}
		q = a.floatingQuote("quote:"+req.SwapID, quoter.Name(), req.PayoutAsset, out)
		minOut, _ = new(big.Int).SetString(q.MinOutUnits, 10)
	}
	tries := d.Tries
	if tries <= 0 {
		tries = defaultTradeTries
	}
	ttl := d.Deadline
	if ttl <= 0 {
		ttl = defaultTradeTTL
	}
	t := dex.Trade{
		VaultKey: txsender.VaultKey(p.ChainID, p.Vault, req.Key), TokenIn: d.Route.Tokens[req.Asset], AmountIn: amountIn,
		TokenOut: d.Route.Tokens[req.PayoutAsset], Fee: fee, MinOut: minOut,
	}
	log := activityLogger(ctx)
	var last string
	for n := 1; n <= tries; n++ {
		key := tradeKey(req.Key, n)
		st, found, err := d.Sender.Status(ctx, key)
		if err != nil {
			return ExchangeResult{}, temporal.NewApplicationError(fmt.Sprintf("exchange %s: %s", req.Key, redact.Text(err.Error(), p.RPCURL)), ErrPaymentPending)
		}
		if found && st.State == txsender.StateFailed {
			// Mined and reverted, final: the whole transaction undid itself,
			// the vault's key with it. The market moved past the minimum or
			// the deadline passed; the next try may still trade.
			last = st.Reason
			continue
		}
		step := func(ctx context.Context) (txsender.Status, error) { return d.Sender.StepKey(ctx, key) }
		if !found {
			// Checked before each try is signed, not once: a later try is
			// signed blocks after the first, and the deposit may be gone
			// by then (a reorg past finality) — nothing is traded, nor
			// paid with the trade, for a deposit the scanner does not hold
			// final. A try already signed is resumed as it was.
			if _, err := a.verifyDeposit(ctx, "exchange", req.Key, req.SwapID, depositClaim{
				Ref: req.DepositRef, AmountUnits: req.AmountUnits, Asset: req.Asset}); err != nil {
				return ExchangeResult{}, err
			}
			t.Payout = nil
			if req.Payout != nil && d.PayInTrade {
				if t.Payout, err = a.payoutInTrade(ctx, p, req, t.TokenOut); err != nil {
					return ExchangeResult{}, err
				}
			}
			// The router compares the deadline with the block's time, which
			// may run ahead of this clock (a dev chain): the later of the two.
			head, err := d.Chain.HeaderByNumber(ctx, nil)
			if err != nil {
				return ExchangeResult{}, temporal.NewApplicationError(fmt.Sprintf("exchange %s: head: %s", req.Key, redact.Text(err.Error(), p.RPCURL)), ErrPaymentPending)
			}
			t.Deadline = time.Now()
			if at := time.Unix(int64(head.Time), 0); at.After(t.Deadline) {
				t.Deadline = at
			}
			t.Deadline = t.Deadline.Add(ttl)
			call := txsender.Call{Key: key, ChainID: p.ChainID, To: &d.Route.Executor, Data: t.Calldata(), MaxGas: cmp.Or(d.MaxGas, chainconf.DefaultDexMaxGas),
				Vault: p.Vault, VaultKey: t.VaultKey}
			step = func(ctx context.Context) (txsender.Status, error) { return d.Sender.StepCall(ctx, call) }
		}
		st, err = a.untilFinal(ctx, p, "exchange", key, step)
		var ae *temporal.ApplicationError
		if errors.As(err, &ae) && ae.NonRetryable() {
			reason := ae.Message()
			if !dex.Slippage(reason) && !(found || st.State == txsender.StateFailed) {
				// Refused before anything was signed for another reason
				// than the market (a pause, a cap, the key already used):
				// an item for a person, as a payment's refusal is.
				return ExchangeResult{}, err
			}
			last = reason
			log.Info("on-chain trade refused by the market", "key", req.Key, "try", n, "of", tries, "reason", reason)
			if n < tries {
				// The market may come back within the bound: wait about a
				// block before the next try (heartbeating: the wait is the
				// attempt's, like a payment's).
				if activity.IsActivity(ctx) {
					activity.RecordHeartbeat(ctx, paymentProgress{State: "market refused try " + fmt.Sprint(n), Reason: reason})
				}
				if err := p.pause(ctx, p.pollInterval()); err != nil {
					return ExchangeResult{}, temporal.NewApplicationError(fmt.Sprintf("exchange %s: interrupted between tries: %v", req.Key, err), ErrPaymentPending)
				}
			}
			continue
		}
		if err != nil {
			return ExchangeResult{}, err
		}
		return a.traded(ctx, p, req, t, st, q)
	}
	// Declined: the swap then refunds the deposit. Only once no try can
	// still land — a try refused or reverted is failed, yet its signed bytes
	// may still be mined until a final transaction uses its nonce, and a
	// landed trade would have taken the deposit (and paid the payout).
	settled, detail, err := a.tradesSettled(ctx, p, req.Key)
	if err != nil {
		return ExchangeResult{}, temporal.NewApplicationError(fmt.Sprintf("exchange %s: %s", req.Key, redact.Text(err.Error(), p.RPCURL)), ErrPaymentPending)
	}
	if !settled {
		return ExchangeResult{}, temporal.NewApplicationError(fmt.Sprintf(
			"exchange %s: every try was refused by the market, but not declined while %s", req.Key, detail), ErrPaymentPending)
	}
	return ExchangeResult{}, temporal.NewNonRetryableApplicationError(fmt.Sprintf(
		"the pool would not pay the quote's minimum of %s %s for %s %s in %d tries, and the deposit never left the vault (exchange %s; last try: %s)",
		minOut, req.PayoutAsset, amountIn, req.Asset, tries, req.Key, last), ErrProviderRejected, nil)
}

// tradesSettled reports whether no try of exchangeKey's trade (tradeKey, in
// the order they were made) can still land or has landed: each one's
// sender row is asked as a hand-over is (txsender.Handover), the vault's
// Paid under the exchange's key included. detail says which try cannot be
// settled yet, or what each one is.
func (a *Activities) tradesSettled(ctx context.Context, p *OnChainPayer, exchangeKey string) (settled bool, detail string, err error) {
	h, ok := p.Dex.Sender.(Handoverer)
	if !ok {
		return false, "", errors.New("the on-chain trader cannot answer a handover")
	}
	var details []string
	for n := 1; ; n++ {
		key := tradeKey(exchangeKey, n)
		_, found, err := p.Dex.Sender.Status(ctx, key)
		if err != nil || !found {
			if len(details) == 0 && err == nil {
				details = append(details, "no trade was ever signed for this exchange")
			}
			return err == nil, strings.Join(details, "; "), err
		}
		settled, detail, err := h.Handover(ctx, key)
		if err != nil || !settled {
			return false, "trade " + key + ": " + detail, err
		}
		details = append(details, key+": "+detail)
	}
}

// traded reads what a final trade did from its receipt.
func (a *Activities) traded(ctx context.Context, p *OnChainPayer, req ExchangeRequest, t dex.Trade, st txsender.Status, q *swap.Quote) (ExchangeResult, error) {
	rc, err := p.Dex.Chain.TransactionReceipt(ctx, st.TxHash)
	if err != nil {
		return ExchangeResult{}, temporal.NewApplicationError(fmt.Sprintf("exchange %s: receipt of %s: %s", req.Key, st.TxHash.Hex(), redact.Text(err.Error(), p.RPCURL)), ErrPaymentPending)
	}
	got, err := dex.ReadTraded(rc, p.Dex.Route.Executor, t.VaultKey)
	if err != nil || got.TokenIn != t.TokenIn || got.TokenOut != t.TokenOut || got.AmountIn.Cmp(t.AmountIn) != 0 {
		return ExchangeResult{}, temporal.NewNonRetryableApplicationError(fmt.Sprintf(
			"exchange %s: transaction %s is final but does not show this trade (%v, %+v): reconcile it by hand", req.Key, st.TxHash.Hex(), err, got), ErrPaymentRefused, nil)
	}
	log := activityLogger(ctx)
	log.Info("on-chain trade final", "key", req.Key, "tx", st.TxHash.Hex(), "in", got.AmountIn, "out", got.AmountOut)
	res := ExchangeResult{ExchangeID: dexFillPrefix + st.TxHash.Hex(), AmountOutUnits: got.AmountOut.String(), QuoteAsset: req.PayoutAsset, Quote: q}
	// What the transaction did, not what this attempt would sign: a try
	// resumed from the sender's row carries the calldata it was signed with.
	if req.Payout != nil && req.Payout.Key != "" {
		payKey := txsender.VaultKey(p.ChainID, p.Vault, req.Payout.Key)
		if txsender.PaidLog(rc, p.Vault, payKey) != nil {
			res.PayoutTx = st.TxHash.Hex()
			log.Info("the trade paid the payout in its transaction", "key", req.Key, "payout", req.Payout.Key, "tx", st.TxHash.Hex())
		} else if gained, refused, ok := dex.PayoutLeft(rc, p.Dex.Route.Executor, payKey); ok {
			log.Info("the trade left the payout to the payout step", "key", req.Key, "payout", req.Payout.Key,
				"gained", gained, "maxOut", req.Payout.MaxOutUnits, "vaultRefusal", hexutil.Encode(refused))
		}
	}
	return res, nil
}

// payoutInTrade is the payout a trade makes in its own transaction
// (req.Payout), checked as the payout step checks it before it sends (the
// deposit, which trade checks before every try): the payment's fields are
// sound, in the token the trade buys (tokenOut), and the payout key is
// pinned to the on-chain route (a worker that would pay it by HTTP refuses
// it). nil: this payer does not pay the payout's asset in that token, and
// the payout step decides.
func (a *Activities) payoutInTrade(ctx context.Context, p *OnChainPayer, req ExchangeRequest, tokenOut common.Address) (*dex.Payout, error) {
	pr := req.Payout
	token, ok := p.Tokens[req.PayoutAsset]
	if !ok || token != tokenOut || pr.Key == "" {
		return nil, nil
	}
	maxOut, err := swap.ParseAmount("payout.maxOutUnits", pr.MaxOutUnits)
	if err != nil {
		return nil, temporal.NewNonRetryableApplicationError(fmt.Sprintf("exchange %s: %v", req.Key, err), ErrPaymentRefused, nil)
	}
	pay, err := a.payment(ctx, p, txsender.PaymentRequest{
		Key: pr.Key, ChainID: p.ChainID, Vault: p.Vault.Hex(), Token: token.Hex(), To: pr.Address, Amount: pr.AmountUnits,
	})
	if err != nil {
		return nil, paymentError("payout", pr.Key, err)
	}
	if err := a.pinRoute(ctx, "payout", pr.Key, routeOnChain); err != nil {
		return nil, err
	}
	return &dex.Payout{VaultKey: txsender.VaultKey(p.ChainID, p.Vault, pr.Key), To: pay.To, Amount: pay.Amount, MaxOut: maxOut}, nil
}
