package workflows

import (
	"errors"
	"strings"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/swap"
)

// execute runs one round of attempts of a scheduled effect and feeds its end
// back to the state machine. A round is one activity with a few attempts
// (Tuning.roundOptions); when it ends without an answer and rounds remain, the
// action stays pending with its next round due on a durable timer. While it
// waits — and while a round is in flight — the run may hand over: the round
// is cancelled, and the next run sends the same key again, which the receiver
// answers with its first result. So continue-as-new never waits on a slow
// effect.
func (w *swapWorkflow) execute(ctx workflow.Context, act swap.Action) {
	if wait := act.NextAttemptAt.Sub(workflow.Now(ctx)); wait > 0 {
		tctx, cancel := workflow.WithCancel(ctx)
		timer := workflow.NewTimer(tctx, wait)
		_ = workflow.Await(ctx, func() bool {
			return timer.IsReady() || w.shouldContinueAsNew(ctx) || !w.s.MayStart(act.Key)
		})
		if !timer.IsReady() {
			cancel()
			return
		}
	}
	if !w.s.MayStart(act.Key) {
		return // held while it waited: the hold decides what runs next
	}
	w.s.Attempting(act.Key, workflow.Now(ctx))
	actx, cancel := workflow.WithCancel(workflow.WithActivityOptions(ctx, w.in.Tuning.roundOptions()))
	fut, decode := w.startEffect(actx, act)
	_ = workflow.Await(ctx, func() bool { return fut.IsReady() || w.shouldContinueAsNew(ctx) })
	if !fut.IsReady() {
		cancel()
		w.logger.Info("handing over with an effect in flight", "swapId", w.s.Terms.SwapID, "key", act.Key)
		return
	}
	err := fut.Get(ctx, nil)
	e := decode(err)
	if e.Result == swap.EffectFailed && retryable(err) && act.Rounds+1 < w.in.Tuning.rounds() {
		next := workflow.Now(ctx).Add(roundWait(w.in.Tuning, act.Rounds, err))
		if rerr := w.s.RetryLater(act.Key, next, rootMessage(err)); rerr != nil {
			panic(rerr)
		}
		w.logger.Info("effect round failed; next round scheduled", "swapId", w.s.Terms.SwapID, "key", act.Key,
			"round", act.Rounds+1, "next", next, "error", rootMessage(err))
		return
	}
	w.complete(ctx, act, e)
}

// startEffect schedules the activity of an action; decode turns its end into
// the state machine's Effect.
func (w *swapWorkflow) startEffect(actx workflow.Context, act swap.Action) (workflow.Future, func(error) swap.Effect) {
	// The summary is metadata for Temporal Web, not part of what replay compares.
	actx = withSummary(actx, effectSummary(act))
	switch act.Kind {
	case swap.ActionStartExchange:
		// An on-chain trade waits for finality as a payment does.
		actx = withPaymentTimeouts(actx)
		req := activities.ExchangeRequest{
			Key: act.Key, SwapID: w.s.Terms.SwapID, Asset: act.Asset, AmountUnits: act.AmountUnits,
			DepositRef: act.DepositRef, PayoutAsset: w.s.Terms.PayoutAsset, NeedsQuote: w.s.Terms.Quote == nil,
			// The chain routes the exchange (a DEX route trades on-chain),
			// and the quote's minimum is an on-chain trade's amountOutMinimum.
			ChainID: w.s.Terms.ChainID,
		}
		if q := w.s.Terms.Quote; q != nil && q.Asset == w.s.Terms.PayoutAsset {
			req.MinOutUnits = q.MinOutUnits
		}
		if pay, maxOut, ok := w.s.PayoutBeforeFill(act); ok {
			// A fixed quote's promise does not depend on the fill: an
			// on-chain trade pays it in its own transaction, under the
			// payout's key, and the payout step finds it paid. An input
			// only, as above: nothing replay compares changes.
			req.Payout = &activities.TradePayout{Key: pay.Key, Address: pay.Address, AmountUnits: pay.AmountUnits, MaxOutUnits: maxOut}
		}
		fut := workflow.ExecuteActivity(actx, a.StartExchange, req)
		return fut, func(err error) swap.Effect {
			var res activities.ExchangeResult
			if err == nil {
				err = fut.Get(actx, &res)
			}
			e := effectOf(err, res.ExchangeID)
			e.AmountOutUnits, e.Asset, e.Quote = res.AmountOutUnits, res.QuoteAsset, res.Quote
			return e
		}
	case swap.ActionSendPayout:
		actx = withPaymentTimeouts(actx)
		req := activities.PayoutRequest{
			Key: act.Key, SwapID: w.s.Terms.SwapID, Address: act.Address, Asset: act.Asset,
			AmountUnits: act.AmountUnits, ExchangeID: act.ExchangeID,
			// The chain routes the payment (on-chain or HTTP). An input, not
			// a command attribute: replay compares activity type and ID only.
			ChainID: w.s.Terms.ChainID,
		}
		if d := w.s.Deposit; d != nil {
			// The deposit paid out: an on-chain payout checks it against the
			// scanner's record (a swap binds a deposit in the terms' asset).
			req.DepositRef, req.DepositAmountUnits, req.DepositAsset = d.Ref, d.AmountUnits, w.s.Terms.Asset
		}
		if f := w.s.Fill; f != nil && f.Quote != nil && act.AmountUnits != f.AmountOutUnits {
			// Not the fill: the quote it keeps to goes with it, so that the
			// receiver's check of amount against fill does not refuse it.
			q := f.Quote
			req.Quote = &activities.PayoutQuote{ID: q.ID, ExpectedOutUnits: q.ExpectedOutUnits, MinOutUnits: q.MinOutUnits, MaxOutUnits: q.MaxOutUnits}
		}
		fut := workflow.ExecuteActivity(actx, a.SendPayout, req)
		return fut, func(err error) swap.Effect {
			var res activities.PayoutResult
			if err == nil {
				err = fut.Get(actx, &res)
			}
			return effectOf(err, res.PayoutID)
		}
	case swap.ActionRefund:
		actx = withPaymentTimeouts(actx)
		// Payer says the refund goes to the payer a delivery named: an
		// on-chain refund checks it against the scanner's record.
		payer := w.s.PayerOf(act.DepositRef)
		if !strings.EqualFold(payer, act.Address) {
			payer = ""
		}
		fut := workflow.ExecuteActivity(actx, a.Refund, activities.RefundRequest{
			Key: act.Key, SwapID: w.s.Terms.SwapID, DepositRef: act.DepositRef, Address: act.Address,
			Asset: act.Asset, AmountUnits: act.AmountUnits, Reason: act.Reason, ChainID: w.s.Terms.ChainID, Payer: payer,
		})
		return fut, func(err error) swap.Effect {
			var res activities.RefundResult
			if err == nil {
				err = fut.Get(actx, &res)
			}
			return effectOf(err, res.RefundID)
		}
	default:
		f, set := workflow.NewFuture(actx)
		set.Set(nil, errors.New("unknown action kind "+string(act.Kind)))
		return f, func(err error) swap.Effect {
			return swap.Effect{Result: swap.EffectFailed, Detail: "unknown action kind " + string(act.Kind)}
		}
	}
}

func (w *swapWorkflow) complete(ctx workflow.Context, act swap.Action, e swap.Effect) {
	if err := w.s.Complete(act.Key, e); err != nil {
		// Only one coroutine completes actions, so this is a programming error.
		panic(err)
	}
	w.logger.Info("effect", "swapId", w.s.Terms.SwapID, "key", act.Key, "result", e.Result, "detail", e.Detail)
	w.afterChange(ctx)
}

// roundWait is the wait before the next round of an effect: the round delay,
// or longer when the receiver's last answer asked for it (Retry-After, which
// the activity bounds and passes as NextRetryDelay; the SDK honours it only
// between attempts of one round). Deterministic: err is read from history.
func roundWait(t Tuning, rounds int, err error) time.Duration {
	wait := t.roundDelay(rounds)
	var appErr *temporal.ApplicationError
	if errors.As(err, &appErr) && appErr.NextRetryDelay() > wait {
		wait = appErr.NextRetryDelay()
	}
	return wait
}

// retryable: an activity error that another round under the same key may
// turn into an answer (retries ran out, timeouts). Non-retryable errors are
// the receiver's final word (422, 401/403, other 4xx; see docs/architecture.md,
// "Receiver answers").
func retryable(err error) bool {
	var appErr *temporal.ApplicationError
	if errors.As(err, &appErr) {
		return !appErr.NonRetryable()
	}
	var canceled *temporal.CanceledError
	return !errors.As(err, &canceled)
}

// effectOf maps an activity's end to the state machine's three outcomes.
func effectOf(err error, ref string) swap.Effect {
	if err == nil {
		return swap.Effect{Result: swap.EffectSucceeded, Detail: ref}
	}
	var appErr *temporal.ApplicationError
	if errors.As(err, &appErr) && appErr.Type() == activities.ErrProviderRejected {
		return swap.Effect{Result: swap.EffectRejected, Detail: appErr.Message()}
	}
	return swap.Effect{Result: swap.EffectFailed, Detail: rootMessage(err)}
}

func rootMessage(err error) string {
	for {
		next := errors.Unwrap(err)
		if next == nil {
			return err.Error()
		}
		err = next
	}
}
