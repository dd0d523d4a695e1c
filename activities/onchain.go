package activities

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/redact"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/txsender"
)

// Error types of the on-chain route (see OnChainPayer). Like the receivers'
// types they are part of the contract with running workflows. None of them is
// ErrProviderRejected: workflows/effects.go turns a non-retryable error of any
// other type into swap.EffectFailed, an open item for a person, and never
// into EffectRejected, which would refund or fail the swap for what is an
// operator's problem (a bad address in the terms, a cap, an empty vault).
const (
	// ErrPaymentRefused: the payment itself cannot be made as asked (a
	// malformed or zero address, an amount over the cap, a token the vault
	// does not allow, a chain the sender does not serve, the hot key not the
	// vault's payer, the key used for another payment). Refused before
	// anything is signed; the message names the field.
	ErrPaymentRefused = "PaymentRefused"
	// ErrPaymentBlocked: the payment is fine but the world is not: the hot
	// wallet cannot pay the gas, the vault holds too little, it is paused, or
	// its period cap is spent. Each clears by itself, so inside an activity
	// attempt the payment waits for it (ErrPaymentPending at the attempt's
	// deadline, naming the cause) and becomes an item only once the
	// workflow's rounds are spent; a call without a deadline gets this at
	// once. A person funds, unpauses or waits, then retries the item: the
	// same key resumes the same payment.
	ErrPaymentBlocked = "PaymentBlocked"
	// ErrPaymentPending: the payment is under way (signed, broadcast or mined
	// and not yet final) when the attempt ran out of time. Retryable: the
	// next attempt steps the same key on.
	ErrPaymentPending = "PaymentPending"
)

// PaymentStepper is the part of *txsender.Sender the activities use.
type PaymentStepper interface {
	Step(ctx context.Context, p txsender.Payment) (txsender.Status, error)
	ReadDeposit(ctx context.Context, vault common.Address, txHash, blockHash common.Hash, logIndex uint) (txsender.DepositLog, error)
}

// OnChainPayer pays payouts and refunds on one chain through the vault v2,
// by the durable sender: the effect key is the payment's key (txsender maps
// it to the vault's bytes32 key), so the vault itself refuses a second
// payment under it.
type OnChainPayer struct {
	ChainID uint64
	Vault   common.Address
	// Tokens maps an asset symbol to the token the vault pays it in; the zero
	// address (vaultv2.NativeToken) is the chain's native coin. An asset not
	// in it goes to the HTTP receivers.
	Tokens map[string]common.Address
	Sender PaymentStepper
	// PollInterval is the wait between two steps of a payment in flight
	// (about a block). Default 2 s.
	PollInterval time.Duration
	// RPCURL is the node's URL, removed from every error and log line: a
	// provider's URL carries its API key, and a transport error quotes it.
	RPCURL string
	// BlockedPollInterval is the wait between two looks at a payment held
	// by a cause that clears by itself (a pause, a spent cap, an empty
	// wallet). Default 30 s: each look re-vets the payment (several calls).
	BlockedPollInterval time.Duration
	// Dex, when set, exchanges the pairs its route trades on-chain (trade.go).
	Dex *DexRoute
	// EngineContract names the engine's own contract at an address on this
	// chain — its vault, timelock, deposit-address factory, DEX executor —
	// or "" (chainconf.Chain.EngineContract); nil: only the vault and Dex's
	// executor are known. No payout or refund goes to one.
	EngineContract func(common.Address) string

	wait func(ctx context.Context, d time.Duration) error // tests mine a block here
}

const defaultBlockedPoll = 30 * time.Second

// clearsByItself: refusals that end without anyone deciding anything.
func clearsByItself(c txsender.Code) bool {
	switch c {
	case txsender.CodeVaultPaused, txsender.CodePeriodCapExceeded, txsender.CodeVaultUnderfunded, txsender.CodePayerUnderfunded:
		return true
	}
	return false
}

// Routes of a payout or refund (payment_routes).
const (
	routeHTTP    = "http"
	routeOnChain = "onchain"
)

// pinRoute checks that key goes the route it was first sent by, recording
// route when it is the first. A key first sent the other way is refused for
// good (an item for a person): the HTTP receiver and the vault each know
// only their own keys, so the other route could pay it a second time.
func (a *Activities) pinRoute(ctx context.Context, role, key, route string) error {
	if a.Routes == nil {
		return nil
	}
	first, err := a.Routes.Claim(ctx, key, route)
	if err != nil {
		return temporal.NewApplicationError(fmt.Sprintf("%s %s: %v", role, key, err), "RouteUnknown") // retried
	}
	if first != route {
		return temporal.NewNonRetryableApplicationError(fmt.Sprintf(
			"%s %s was first sent %s and this worker would send it %s (its payout settings differ): not sent, so it can never be paid twice; "+
				"give every worker the same payout routes, reconcile with the first route, then retry or dismiss the item",
			role, key, routeName(first), routeName(route)), ErrRouteChanged, nil)
	}
	return nil
}

func routeName(route string) string {
	switch route {
	case routeOnChain:
		return "on-chain from the vault"
	case routeDex:
		return "on-chain through the DEX route"
	}
	return "to the HTTP receiver"
}

// onChain returns the payer and token for an effect on chainID in asset, or
// ok false: the effect goes to the HTTP receivers as before. A swap without a
// chain (started by hand) never goes on-chain.
func (a *Activities) onChain(chainID uint64, asset string) (p *OnChainPayer, token common.Address, ok bool) {
	if chainID == 0 {
		return nil, common.Address{}, false
	}
	p = a.OnChain[chainID]
	if p == nil {
		return nil, common.Address{}, false
	}
	token, ok = p.Tokens[asset]
	return p, token, ok
}

// sendOnChain steps the payment req until it is final and returns the hash
// of the transaction whose Paid event is the payment.
//
// Shape: the activity steps the payment and heartbeats in one attempt until
// the payment is final, rather than returning "not final yet" after each
// step for the workflow to re-run. A payment needs FinalityDepth blocks, so
// waiting by workflow rounds would write a failed activity, a timer and a
// state change into the swap's history for every few blocks, and spend the
// rounds (MaxAttempts) that are meant for outages; heartbeats are not
// history events, and retries inside a round are not either (the server
// records only the attempt that ends the round). Heartbeating also delivers
// the workflow's cancellation of a round in flight (a hand-over) to this
// loop. When the attempt's StartToClose deadline comes first, the activity
// returns ErrPaymentPending, retryable: the next attempt resumes the same
// key, so nothing is lost and the workflow sees one more attempt at most.
func (a *Activities) sendOnChain(ctx context.Context, p *OnChainPayer, role string, req txsender.PaymentRequest) (string, error) {
	key := req.Key
	pay, err := a.payment(ctx, p, req)
	if err != nil {
		return "", paymentError(role, key, err)
	}
	st, err := a.untilFinal(ctx, p, role, key, func(ctx context.Context) (txsender.Status, error) { return p.Sender.Step(ctx, pay) })
	if err != nil {
		return "", err
	}
	if strings.HasPrefix(st.Reason, txsender.ClaimablePrefix) {
		// The swap's record says so: the reference is the transaction, and
		// what happened to the coin follows it.
		return st.TxHash.Hex() + " (" + st.Reason + ")", nil
	}
	return st.TxHash.Hex(), nil
}

// payment is req as payer p may send it: the payment's own checks
// (txsender: the vault never pays itself), and never to an address that
// would keep or bounce what it is paid —
//   - the engine's own contracts (EngineContract), above all the DEX route's
//     executor, which takes the vault's coin and tokens only to trade them
//     in the same transaction and has no way to give back what it is paid: a
//     payout or refund to it would stay there for good;
//   - a swap's deposit address, which the scanner credits to that swap as a
//     deposit: its refund could come back, and two swaps whose refunds go to
//     each other's address would bounce one deposit between them, the hot
//     wallet paying a sweep and a refund for every bounce.
//
// Either is an item for a person, before anything is signed. The swap API
// refuses such addresses when a swap is made (chainconf.Chain.EngineContract,
// the deposit addresses); this holds for every swap, however it was started.
func (a *Activities) payment(ctx context.Context, p *OnChainPayer, req txsender.PaymentRequest) (txsender.Payment, error) {
	pay, err := req.Parse()
	if err != nil {
		return txsender.Payment{}, err
	}
	own := ""
	if p.EngineContract != nil {
		own = p.EngineContract(pay.To)
	}
	if own == "" && p.Dex != nil && pay.To == p.Dex.Route.Executor {
		own = "the vault's DEX executor"
	}
	if own != "" {
		return txsender.Payment{}, &txsender.Failure{Code: txsender.CodeInvalidInput, Field: "to",
			Detail: own + ", which would keep what it is paid"}
	}
	if a.Deposits != nil {
		_, found, err := a.Deposits.DepositAddressOwner(ctx, p.ChainID, pay.To)
		if err != nil {
			return txsender.Payment{}, err // transient: retried
		}
		if found {
			return txsender.Payment{}, &txsender.Failure{Code: txsender.CodeInvalidInput, Field: "to",
				Detail: "a swap's deposit address, which would take it as a deposit to that swap; give the customer's own address"}
		}
	}
	return pay, nil
}

// untilFinal steps one send (step) until it is final, heartbeating, and
// waits out the causes that clear by itself (see sendOnChain). A refusal is
// paymentError's; a row that ends failed is its Failure.
func (a *Activities) untilFinal(ctx context.Context, p *OnChainPayer, role, key string, step func(context.Context) (txsender.Status, error)) (txsender.Status, error) {
	poll := p.pollInterval()
	log := activityLogger(ctx)
	_, bounded := ctx.Deadline()
	for {
		sctx, cancel := context.WithTimeout(ctx, stepTimeout) // a hung RPC must not outlast the heartbeat timeout
		st, err := step(sctx)
		cancel()
		waiting := ""
		if f, ok := txsender.AsFailure(err); ok {
			if !clearsByItself(f.Code) || !bounded {
				return st, paymentError(role, key, err)
			}
			// Paused, the period's cap spent, the vault or the wallet short
			// of funds: each clears without a decision (an Unpaused event,
			// the next window, a funding transfer). Wait for it, saying why,
			// stepping again now and then: the attempt's deadline and the
			// workflow's rounds bound the wait, and an item comes only once
			// they are spent.
			waiting = "waiting for the cause to clear: " + f.Error()
			st.Reason, err = waiting, nil
			log.Info("on-chain payment waits for a cause that clears by itself", "role", role, "key", key, "reason", f.Error())
		}
		if err == nil && st.State == txsender.StateFinal {
			log.Info("on-chain payment final", "role", role, "key", key, "tx", st.TxHash.Hex(), "block", st.Block, "note", st.Reason)
			return st, nil
		}
		stepErr := ""
		if err != nil {
			// Transient (RPC, database): the same key resumes the same row.
			stepErr = redact.Text(err.Error(), p.RPCURL)
			log.Warn("on-chain payment step failed; stepping again", "role", role, "key", key, "error", stepErr)
		}
		if activity.IsActivity(ctx) {
			activity.RecordHeartbeat(ctx, progressOf(st))
		}
		every := poll
		if waiting != "" {
			every = max(poll, p.BlockedPollInterval)
			if p.BlockedPollInterval <= 0 {
				every = max(poll, defaultBlockedPoll)
			}
		}
		if dl, ok := ctx.Deadline(); ok && time.Until(dl) < 2*every+5*time.Second {
			msg := fmt.Sprintf("on-chain %s (key %s) not final yet: %s", role, key, describe(st))
			if stepErr != "" {
				msg += "; last step: " + stepErr
			}
			return st, temporal.NewApplicationError(msg, ErrPaymentPending)
		}
		if err := p.pause(ctx, every); err != nil {
			if ctx.Err() != nil {
				return st, ctx.Err() // cancelled (a hand-over) or timed out: the row stays, the next round resumes it
			}
			return st, temporal.NewApplicationError(fmt.Sprintf("on-chain %s (key %s) not final yet, interrupted (%v): %s", role, key, err, describe(st)), ErrPaymentPending)
		}
	}
}

func (p *OnChainPayer) pollInterval() time.Duration {
	if p.PollInterval <= 0 {
		return 2 * time.Second
	}
	return p.PollInterval
}

// pause waits d between two steps (tests mine a block instead).
func (p *OnChainPayer) pause(ctx context.Context, d time.Duration) error {
	if p.wait != nil {
		return p.wait(ctx, d)
	}
	return sleep(ctx, d)
}

// attemptContext bounds an HTTP exchange, payout or refund attempt by its heartbeat
// timeout, when it has one: the workflow gives payouts and refunds a long
// start-to-close timeout for the on-chain route's wait for finality and the
// former attempt timeout as heartbeat timeout (workflows.withPaymentTimeouts).
// An HTTP call does not heartbeat, so the server ends its attempt after the
// heartbeat timeout; this ends the call here at the same time, as the old
// start-to-close deadline did.
func attemptContext(ctx context.Context) (context.Context, context.CancelFunc) {
	if !activity.IsActivity(ctx) {
		return ctx, func() {}
	}
	if hb := activity.GetInfo(ctx).HeartbeatTimeout; hb > 0 {
		return context.WithTimeout(ctx, hb)
	}
	return ctx, func() {}
}

// stepTimeout bounds one Step (a few RPC calls and database writes), under
// the default heartbeat timeout (30 s, workflows.withPaymentTimeouts).
const stepTimeout = 20 * time.Second

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// paymentProgress is the heartbeat: what an operator describing the activity
// sees. Hashes and states only; the key never reaches a status.
type paymentProgress struct {
	State  string   `json:"state"`
	TxHash string   `json:"txHash,omitempty"`
	Block  uint64   `json:"block,omitempty"`
	Sent   []string `json:"sent,omitempty"`
	Reason string   `json:"reason,omitempty"`
}

func progressOf(st txsender.Status) paymentProgress {
	p := paymentProgress{State: string(st.State), Reason: st.Reason, Block: st.Block}
	if st.TxHash != (common.Hash{}) {
		p.TxHash = st.TxHash.Hex()
	}
	for _, at := range st.Attempts {
		p.Sent = append(p.Sent, at.Hash.Hex())
	}
	return p
}

func describe(st txsender.Status) string {
	if st.State == "" {
		if st.Reason != "" {
			return "nothing signed yet (" + st.Reason + ")"
		}
		return "no payment row yet"
	}
	s := "state " + string(st.State)
	if st.TxHash != (common.Hash{}) {
		s += fmt.Sprintf(", tx %s in block %d", st.TxHash.Hex(), st.Block)
	} else if n := len(st.Attempts); n > 0 {
		s += ", last sent " + st.Attempts[n-1].Hash.Hex()
	}
	if st.Reason != "" {
		s += " (" + st.Reason + ")"
	}
	return s
}

// requestField names a txsender field as the activity's request does, so the
// item's reason points at what to fix in the swap (its address, its amount).
var requestField = map[string]string{"to": "address", "amount": "amountUnits", "token": "asset"}

// paymentError maps a txsender refusal to a non-retryable error whose
// message names the code and the field. Funding and pause problems are
// ErrPaymentBlocked, the rest ErrPaymentRefused; both become an item
// (swap.EffectFailed). Anything else is transient and retryable.
func paymentError(role, key string, err error) error {
	f, ok := txsender.AsFailure(err)
	if !ok {
		return temporal.NewApplicationError(fmt.Sprintf("on-chain %s (key %s): %v", role, key, err), ErrPaymentPending)
	}
	field := f.Field
	if rf, ok := requestField[field]; ok {
		field = rf + " (" + f.Field + ")"
	}
	msg := fmt.Sprintf("on-chain %s (key %s) refused (%s): field %s: %s", role, key, f.Code, field, f.Detail)
	typ := ErrPaymentRefused
	switch f.Code {
	case txsender.CodePayerUnderfunded, txsender.CodeVaultUnderfunded, txsender.CodeVaultPaused, txsender.CodePeriodCapExceeded:
		typ = ErrPaymentBlocked
		msg += "; fix it, then retry the item: the same key resumes the same payment"
	}
	return temporal.NewNonRetryableApplicationError(msg, typ, nil)
}

// HandoverRequest asks whether a payout or refund key can still move money on
// chain, before a person records it as made by hand.
type HandoverRequest struct {
	Key     string `json:"key"`
	ChainID uint64 `json:"chainId"`
}

// HandoverResult: Settled when nothing signed under the key can land any
// more (never signed, or never sent and its nonce used by a final
// transaction); Detail says which, or what still can.
type HandoverResult struct {
	Settled bool   `json:"settled"`
	Detail  string `json:"detail"`
}

// RouteLookup reads a key's pinned route without claiming one
// (store.Routes).
type RouteLookup interface {
	Route(ctx context.Context, key string) (route string, ok bool, err error)
}

// Handoverer is the part of *txsender.Sender that answers a handover.
type Handoverer interface {
	Handover(ctx context.Context, key string) (settled bool, detail string, err error)
}

// PaymentHandover answers a HandoverRequest from the sender's record and
// the chain. Only a key never sent on chain (its pinned route is the HTTP
// receiver, or none) is settled without a sender; a worker without a sender
// for the chain cannot answer for one that was (another worker's may still
// land it), and says so with a retryable error, so the check moves to a
// worker that can.
func (a *Activities) PaymentHandover(ctx context.Context, req HandoverRequest) (HandoverResult, error) {
	if lk, ok := a.Routes.(RouteLookup); ok {
		route, found, err := lk.Route(ctx, req.Key)
		if err != nil {
			return HandoverResult{}, temporal.NewApplicationError(fmt.Sprintf("handover of %s: %v", req.Key, err), ErrPaymentPending)
		}
		if found && route == routeDex {
			return a.tradeHandover(ctx, req)
		}
		if !found || route != routeOnChain {
			return HandoverResult{Settled: true, Detail: "never sent on chain (route: " + map[bool]string{true: routeName(route), false: "never sent"}[found] + ")"}, nil
		}
	} else if p := a.OnChain[req.ChainID]; p != nil && p.Dex != nil && strings.HasPrefix(req.Key, string(swap.ActionStartExchange)+":") {
		// No route record to ask: an exchange on a chain with a DEX route
		// may have been traded.
		return a.tradeHandover(ctx, req)
	}
	p := a.OnChain[req.ChainID]
	if p == nil {
		return HandoverResult{}, temporal.NewApplicationError(fmt.Sprintf(
			"handover of %s: this worker has no payer for chain %d and cannot tell whether what was signed under the key can still land", req.Key, req.ChainID), ErrPaymentPending)
	}
	h, ok := p.Sender.(Handoverer)
	if !ok {
		return HandoverResult{}, temporal.NewNonRetryableApplicationError("the on-chain payer cannot answer a handover", ErrPaymentRefused, nil)
	}
	settled, detail, err := h.Handover(ctx, req.Key)
	if err != nil {
		return HandoverResult{}, temporal.NewApplicationError(fmt.Sprintf("handover of %s: %s", req.Key, redact.Text(err.Error(), p.RPCURL)), ErrPaymentPending)
	}
	return HandoverResult{Settled: settled, Detail: detail}, nil
}

// tradeHandover answers a handover of an exchange on the DEX route:
// settled only when no try of its trade can still land (tradesSettled) — a
// trade takes the deposit and may pay the payout in the same transaction,
// so an exchange recorded as not filled (and the deposit refunded) while
// one can land would pay the customer twice.
func (a *Activities) tradeHandover(ctx context.Context, req HandoverRequest) (HandoverResult, error) {
	p := a.OnChain[req.ChainID]
	if p == nil || p.Dex == nil {
		return HandoverResult{}, temporal.NewApplicationError(fmt.Sprintf(
			"handover of %s: this worker has no DEX route on chain %d and cannot tell whether a trade signed under the key can still land", req.Key, req.ChainID), ErrPaymentPending)
	}
	settled, detail, err := a.tradesSettled(ctx, p, req.Key)
	if err != nil {
		return HandoverResult{}, temporal.NewApplicationError(fmt.Sprintf("handover of %s: %s", req.Key, redact.Text(err.Error(), p.RPCURL)), ErrPaymentPending)
	}
	return HandoverResult{Settled: settled, Detail: detail}, nil
}
