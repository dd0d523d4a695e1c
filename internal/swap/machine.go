package swap

import (
	"cmp"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"
)

// Status is where a swap stands. Revision increments on every status change.
//
//	waiting ──observed──► deposit ──confirmed──► exchange ──► sending ──► success
//	   │  ▲                  │
//	   │  └────reorged───────┘          exchange rejected ──► refunding ──► refunded
//	   └─deadline─► overdue ──late deposit confirmed──► refunding
//	                  │ └──on-time deposit (block time) ──► deposit
//	                  └──grace period, no deposit──► expired
//	a main effect failed / fill does not match ──► held     payout rejected ──► failed
type Status string

const (
	StatusWaiting   Status = "waiting"
	StatusDeposit   Status = "deposit"
	StatusExchange  Status = "exchange"
	StatusSending   Status = "sending"
	StatusSuccess   Status = "success"
	StatusOverdue   Status = "overdue"
	StatusHeld      Status = "held"
	StatusRefunding Status = "refunding"
	StatusRefunded  Status = "refunded"
	StatusFailed    Status = "failed"
	StatusExpired   Status = "expired"
)

// HoldCode says why a swap is held, in a fixed vocabulary that may be shown to
// a merchant. HoldReason is the operator's detail and stays inside.
type HoldCode string

const (
	// HoldFinalityViolation: a reorg removed a deposit the swap treated as
	// final. No effect starts until a person decides (with force).
	HoldFinalityViolation HoldCode = "finality-violation"
	// HoldEffectFailed: a main effect's outcome is unknown (an open item).
	HoldEffectFailed HoldCode = "effect-failed"
	// HoldFillMismatch: the exchange filled another asset or reported a bad fill.
	HoldFillMismatch HoldCode = "fill-mismatch"
	// HoldDepositMismatch: the deposit does not match the terms (amount or ref).
	HoldDepositMismatch HoldCode = "deposit-mismatch"
	// HoldFillOutsideQuote: the fill lies outside the swap's quote (quote.go).
	HoldFillOutsideQuote HoldCode = "fill-outside-quote"
	// HoldFillUnbounded: the swap has no quote to bound its payout.
	HoldFillUnbounded HoldCode = "fill-unbounded"
	// HoldRefundAddressNeeded: the swap's deposit, a plain transfer to its
	// deposit address, must be refunded and nobody gave a refund address:
	// its sender may be an exchange's shared wallet. Setting one refunds it.
	HoldRefundAddressNeeded HoldCode = "refund-address-needed"
)

// holdTexts are the merchant-facing words for each hold: fixed, so nothing a
// provider, an RPC node or an operator wrote can reach a merchant.
var holdTexts = map[HoldCode]string{
	HoldFinalityViolation:   "held for review: the deposit's block was reorganised after it was final",
	HoldEffectFailed:        "held for review: a step's outcome is unknown",
	HoldFillMismatch:        "held for review: the exchange's fill does not match the terms",
	HoldDepositMismatch:     "held for review: the deposit does not match the terms",
	HoldFillOutsideQuote:    "held for review: the exchange's fill is outside the swap's quote",
	HoldFillUnbounded:       "held for review: the swap has no quote to bound its payout",
	HoldRefundAddressNeeded: "held: the deposit is to be refunded; give a refund address",
}

// FailureCode says why a swap ended without its payout, in a fixed vocabulary.
type FailureCode string

const (
	FailureExchangeRejected FailureCode = "exchange-rejected"
	FailurePayoutRejected   FailureCode = "payout-rejected"
	FailureRefundRejected   FailureCode = "refund-rejected"
	FailureExpired          FailureCode = "expired"
	FailureCancelled        FailureCode = "cancelled"
	FailureOperator         FailureCode = "resolved-by-operator"
)

var failureTexts = map[FailureCode]string{
	FailureExchangeRejected: "the exchange declined the swap; the deposit is refunded",
	FailurePayoutRejected:   "the payout was declined",
	FailureRefundRejected:   "the refund was declined",
	FailureExpired:          "no deposit arrived in time",
	FailureCancelled:        "cancelled by the merchant before any deposit",
	FailureOperator:         "resolved by an operator",
}

// PublicHold is what a merchant may be told of the swap's hold: its code and
// fixed text, or nothing when it is not held. Any other hold (no code, or
// one without a public text) is "review".
func (s *Swap) PublicHold() (code, text string) {
	if s.Status != StatusHeld {
		return "", ""
	}
	if t, ok := holdTexts[s.HoldCode]; ok {
		return string(s.HoldCode), t
	}
	return "review", "held for review"
}

// PublicFailure is the merchant's fixed text for why the swap failed or was
// refunded; empty when it did not.
func (s *Swap) PublicFailure() (code, text string) {
	if s.FailureCode == "" && s.FailureReason == "" {
		return "", ""
	}
	if t, ok := failureTexts[s.FailureCode]; ok {
		return string(s.FailureCode), t
	}
	return "other", "see the swap's status"
}

// Terminal statuses end the main flow; the workflow may still wait for extra
// deposits and open items to settle before it completes.
func (s Status) Terminal() bool {
	return s == StatusSuccess || s == StatusRefunded || s == StatusFailed || s == StatusExpired
}

// Time rules, in one place.
const (
	// LatenessTolerance: a deposit whose including block's timestamp is at most
	// this much past the deadline is on time. Block timestamps are set by the
	// block producer and may run a little ahead of wall clocks.
	LatenessTolerance = 2 * time.Minute
	// ExpiryGrace: an overdue swap that still has no deposit this long after its
	// deadline expires (a terminal status). It leaves the scanner time to
	// deliver a deposit mined before the deadline through an outage.
	ExpiryGrace = 24 * time.Hour
	// KeyRetention is how long the receivers keep an idempotency key (the
	// providers' 7 days). Past it a retry under the same key could perform the
	// effect a second time, so an operator's retry is refused from
	// KeyRetention - retentionMargin after the effect's first attempt.
	KeyRetention    = 7 * 24 * time.Hour
	retentionMargin = time.Hour
)

// Terms are what the swap was created with.
type Terms struct {
	SwapID string `json:"swapId"`
	// DepositRef is the expected deposit; empty means a deposit of the right
	// amount binds it (the chain names a deposit only once it is made).
	DepositRef  string `json:"depositRef,omitempty"`
	AmountUnits string `json:"amountUnits"`
	Asset       string `json:"asset"`
	// PayoutAsset is what the customer receives for the deposit (the swap's
	// other side); the payout is sent in the exchange's filled asset and amount,
	// and a fill in another asset holds the swap. Empty: the payout is in
	// whatever asset the exchange filled.
	PayoutAsset   string `json:"payoutAsset,omitempty"`
	ChainID       uint64 `json:"chainId,omitempty"`
	PayoutAddress string `json:"payoutAddress"`
	// RefundAddress receives refunds; empty means the payout address.
	RefundAddress string `json:"refundAddress,omitempty"`
	// MinRefundUnits: a deposit below it that does not bind is dust, recorded
	// but not refunded automatically (its refund would cost more than it
	// returns). Empty: 1 % of AmountUnits.
	MinRefundUnits string `json:"minRefundUnits,omitempty"`
	// Quote bounds the payout (quote.go). Without one, the exchange step
	// takes a floating quote before the fill (Effect.Quote); a fill with no
	// quote at all is held, never paid.
	Quote *Quote `json:"quote,omitempty"`
}

// Validate names the first field that is wrong.
func (t Terms) Validate() error {
	if err := ValidateSwapID("swapId", t.SwapID); err != nil {
		return err
	}
	if t.DepositRef != "" {
		if err := ValidateID("depositRef", t.DepositRef); err != nil {
			return err
		}
	}
	if _, err := ParseAmount("amountUnits", t.AmountUnits); err != nil {
		return err
	}
	if err := validateToken("asset", t.Asset, MaxAssetLen); err != nil {
		return err
	}
	if t.PayoutAsset != "" {
		if err := validateToken("payoutAsset", t.PayoutAsset, MaxAssetLen); err != nil {
			return err
		}
	}
	if err := validateToken("payoutAddress", t.PayoutAddress, MaxAddressLen); err != nil {
		return err
	}
	if t.RefundAddress != "" {
		if err := validateToken("refundAddress", t.RefundAddress, MaxAddressLen); err != nil {
			return err
		}
	}
	if t.MinRefundUnits != "" {
		if _, err := ParseAmount("minRefundUnits", t.MinRefundUnits); err != nil {
			return err
		}
	}
	if q := t.Quote; q != nil {
		if err := q.Validate("quote."); err != nil {
			return err
		}
		if t.PayoutAsset != "" && q.Asset != t.PayoutAsset {
			return &FieldError{"quote.asset", fmt.Sprintf("is %q; the swap pays out %q", Truncate(q.Asset, MaxAssetLen), t.PayoutAsset)}
		}
	}
	return nil
}

// IsDust says whether a deposit that does not bind is dust: recorded, not
// refunded automatically. The refund minimum is in the terms' asset, so a
// deposit in another asset is never dust by it — 7 USDC are 7,000,000
// units, far below 1 % of an ETH amount in wei — and is refunded (or is a
// person's item when nothing can refund it).
func (t Terms) IsDust(asset string, amount *big.Int) bool {
	return (asset == "" || asset == t.Asset) && amount.Cmp(t.MinRefund()) < 0
}

// MinRefund is the smallest non-binding deposit in the terms' asset that is
// refunded automatically.
func (t Terms) MinRefund() *big.Int {
	if n, err := ParseAmount("minRefundUnits", t.MinRefundUnits); err == nil {
		return n
	}
	n, _ := ParseAmount("amountUnits", t.AmountUnits)
	if n == nil {
		return big.NewInt(1)
	}
	n = new(big.Int).Quo(n, big.NewInt(100))
	if n.Sign() == 0 {
		n.SetInt64(1)
	}
	return n
}

// Deposit is an observed on-chain transfer.
type Deposit struct {
	Ref         string `json:"ref"`
	AmountUnits string `json:"amountUnits"`
	// Asset is what an extra deposit paid in when it is not the terms' asset
	// (its refund goes back in it); empty means the terms' asset.
	Asset string `json:"asset,omitempty"`
	Final bool   `json:"final"`
	// Late marks a deposit made after the deadline: it is refunded.
	Late bool `json:"late,omitempty"`
	// BlockTime is the including block's timestamp, when the delivery had one.
	BlockTime int64 `json:"blockTime,omitempty"`
	// BlockHash is the block of the latest observation or confirmation, when
	// the delivery named one: a reorg removes the deposit only from that block
	// (see Swap.blockOf).
	BlockHash string `json:"blockHash,omitempty"`
	// Payer paid the deposit, when a delivery named it (Event.Payer): an
	// extra deposit's refund goes back to it (refundTo).
	Payer string `json:"payer,omitempty"`
	// Via is how it arrived when not by a vault call (Event.Via): a plain
	// transfer to the deposit address is refunded only to a refund address
	// someone gave (refundTo).
	Via string `json:"via,omitempty"`
}

// ExtraDeposit is a deposit that did not bind the swap (underpaid, overpaid,
// another ref, a second one, after the end): it is refunded once final.
type ExtraDeposit struct {
	Deposit
	Reason string `json:"reason"`
	// Refunded is set when its refund succeeded.
	Refunded bool `json:"refunded,omitempty"`
}

// DustTally accounts for deposits below the refund minimum: counted and
// summed, never refunded automatically. Recent remembers the last few by ref
// so that their confirmation or reorg is matched; older ones live in the
// counts. Observed counts observations; Final and FinalUnits the confirmed
// dust (a confirmation needs no observation).
type DustTally struct {
	Observed   int       `json:"observed,omitempty"`
	Final      int       `json:"final,omitempty"`
	Reorged    int       `json:"reorged,omitempty"`
	FinalUnits string    `json:"finalUnits,omitempty"`
	Recent     []DustRef `json:"recent,omitempty"`
}

// DustRef is one recent dust deposit.
type DustRef struct {
	Ref         string `json:"ref"`
	AmountUnits string `json:"amountUnits"`
	Final       bool   `json:"final,omitempty"`
	// BlockHash is the block it was last seen in (see Swap.blockOf).
	BlockHash string `json:"blockHash,omitempty"`
}

// Tally counts final refundable extra deposits beyond MaxExtras: left to an operator.
type Tally struct {
	Count int    `json:"count,omitempty"`
	Units string `json:"units,omitempty"`
}

// ActionKind names a side effect the workflow runs as an activity.
type ActionKind string

const (
	ActionStartExchange ActionKind = "start-exchange"
	ActionSendPayout    ActionKind = "send-payout"
	ActionRefund        ActionKind = "refund"
)

// Action is one logical effect. Key is the idempotency key the receiver sees:
// derived from the swap ID and step only, so every retry, replay and
// continue-as-new run asks for the same effect.
type Action struct {
	Kind        ActionKind `json:"kind"`
	Key         string     `json:"key"`
	DepositRef  string     `json:"depositRef,omitempty"`
	AmountUnits string     `json:"amountUnits"`
	Asset       string     `json:"asset"`
	Address     string     `json:"address,omitempty"`
	Reason      string     `json:"reason,omitempty"`
	// ExchangeID is the fill a payout pays out.
	ExchangeID string `json:"exchangeId,omitempty"`
	// The workflow's own retry rounds (see workflows/options.go): how many ran,
	// when the next is due, when the key was first sent, the last error.
	Rounds         int       `json:"rounds,omitempty"`
	NextAttemptAt  time.Time `json:"nextAttemptAt,omitzero"`
	FirstAttemptAt time.Time `json:"firstAttemptAt,omitzero"`
	LastError      string    `json:"lastError,omitempty"`
}

// EffectResult is how an action ended.
type EffectResult string

const (
	EffectSucceeded EffectResult = "succeeded"
	// EffectRejected: the receiver declined for good (a hard rejection).
	EffectRejected EffectResult = "rejected"
	// EffectFailed: retries were exhausted or the receiver refused the key;
	// nobody knows the outcome, so the effect becomes an open item for a person.
	EffectFailed EffectResult = "failed"
)

// Effect is the recorded result of one action, by key.
type Effect struct {
	Key    string       `json:"key"`
	Kind   ActionKind   `json:"kind"`
	Result EffectResult `json:"result"`
	// Detail is the receiver's reference (exchange ID, payout ID…) or the reason.
	Detail string `json:"detail,omitempty"`
	// AmountOutUnits and Asset are what the exchange filled: the payout.
	AmountOutUnits string `json:"amountOutUnits,omitempty"`
	Asset          string `json:"asset,omitempty"`
	// Quote is the bound an exchange step took before its fill, for a swap
	// whose terms carry none.
	Quote *Quote `json:"quote,omitempty"`
}

// Item is one failed effect waiting for a person, addressed by its key. Items
// are independent of each other and of the main status: a failed refund of an
// extra deposit opens an item and leaves a successful swap successful.
type Item struct {
	Key    string       `json:"key"`
	Action Action       `json:"action"`
	Result EffectResult `json:"result"`
	Detail string       `json:"detail,omitempty"`
	// Main says the item blocks the swap's own flow (its status is held).
	Main bool `json:"main,omitempty"`
}

// Fill is the exchange's fill, which the payout pays out.
type Fill struct {
	ExchangeID     string `json:"exchangeId"`
	AmountOutUnits string `json:"amountOutUnits"`
	Asset          string `json:"asset,omitempty"`
	// Quote is what the fill was checked against; nil when nothing bounded it.
	Quote *Quote `json:"quote,omitempty"`
	// PayoutUnits is what the payout pays for this fill once it is
	// scheduled: the fill, a fixed quote's promise, or a capped pay-fill.
	PayoutUnits string `json:"payoutUnits,omitempty"`
}

// PaidUnits is what the payout pays for the fill: PayoutUnits once the
// payout is scheduled (a fixed quote's promise, a capped pay-fill), the
// fill before. Every view of the payout amount reads it here.
func (f Fill) PaidUnits() string { return cmp.Or(f.PayoutUnits, f.AmountOutUnits) }

// Swap is the whole state of one swap: everything a workflow run must carry
// into the next one on continue-as-new. Every list in it is bounded (limits.go).
type Swap struct {
	Terms    Terms    `json:"terms"`
	Status   Status   `json:"status"`
	Revision int64    `json:"revision"`
	Deposit  *Deposit `json:"deposit,omitempty"`
	// Violations are finality violations seen (bounded; the newest kept).
	Violations []string `json:"violations,omitempty"`
	// DeadlineUnix is the deposit deadline (Unix seconds, 0: none), against
	// which a deposit's block time is judged.
	DeadlineUnix  int64          `json:"deadlineUnix,omitempty"`
	Extra         []ExtraDeposit `json:"extra,omitempty"`
	ExtraOverflow Tally          `json:"extraOverflow,omitzero"`
	Dust          DustTally      `json:"dust,omitzero"`
	HoldReason    string         `json:"holdReason,omitempty"`
	// HoldCode is why the swap is held (see HoldCode); empty when it is not
	// (PublicHold shows a held swap without one as "review").
	HoldCode       HoldCode    `json:"holdCode,omitempty"`
	Items          []Item      `json:"items,omitempty"`
	Fill           *Fill       `json:"fill,omitempty"`
	FailureReason  string      `json:"failureReason,omitempty"`
	FailureCode    FailureCode `json:"failureCode,omitempty"`
	DeadlinePassed bool        `json:"deadlinePassed,omitempty"`
	Pending        []Action    `json:"pending,omitempty"`
	Effects        []Effect    `json:"effects,omitempty"`
	// WebhookEffectsRetired counts webhook outcomes beyond the kept ones.
	WebhookEffectsRetired int    `json:"webhookEffectsRetired,omitempty"`
	Ledger                Ledger `json:"ledger"`
	// UnboundedFills marks a swap recorded before quotes bounded payouts: its
	// fill without a quote is paid, as it was then (the workflow sets it when
	// it replays such a history). Every new swap has it false.
	UnboundedFills bool `json:"unboundedFills,omitempty"`
}

// Result is the answer to one delivery.
type Result struct {
	Outcome  Outcome `json:"outcome"`
	Reason   string  `json:"reason,omitempty"`
	Status   Status  `json:"status"`
	Revision int64   `json:"revision"`
	// NotYet marks a refusal that only means "too early": the delivery was not
	// consumed and the same event may apply when delivered again later (a
	// confirmation that arrived before its observation). The outbox dispatcher
	// retries such rows instead of marking them done.
	NotYet bool `json:"notYet,omitempty"`
}

// New starts a swap in waiting.
func New(t Terms) (*Swap, error) {
	if err := t.Validate(); err != nil {
		return nil, err
	}
	return &Swap{Terms: t, Status: StatusWaiting, Ledger: Ledger{Entries: map[string]Entry{}}}, nil
}

// Deliver applies one deposit event: dedup by event ID and fingerprint first,
// then the transition. It never panics on bad input; every refusal is recorded.
func (s *Swap) Deliver(ev Event) Result {
	r := s.deliver(ev)
	r.Status, r.Revision = s.Status, s.Revision
	return r
}

func (s *Swap) deliver(ev Event) Result {
	if err := s.Check(ev); err != nil {
		reason := "malformed event: " + err.Error()
		s.Ledger.reject(ev, fieldOf(err), reason)
		return Result{Outcome: Rejected, Reason: Truncate(reason, maxReasonLen)}
	}
	fp := ev.Fingerprint()
	if r, seen := s.Ledger.classify(ev, fp); seen {
		return r
	}
	r, consumed := s.transition(ev)
	if consumed {
		s.Ledger.record(ev, fp, r)
	} else {
		s.Ledger.reject(ev, "", r.Reason)
	}
	return r
}

func fieldOf(err error) string {
	if fe, ok := err.(*FieldError); ok {
		return fe.Field
	}
	return ""
}

// Check is the validation an Update validator runs before the event enters
// history: well-formed, and addressed to this swap.
func (s *Swap) Check(ev Event) error {
	if err := ev.Validate(); err != nil {
		return err
	}
	if ev.SwapID != s.Terms.SwapID {
		return &FieldError{"swapId", fmt.Sprintf("event is for swap %q, not %q", ev.SwapID, s.Terms.SwapID)}
	}
	return checkChain(s.Terms.ChainID, ev)
}

// checkChain refuses an event that names another chain than want (0: the
// terms name none): its chainId, or the chain of an evm:<chainId>:… ref.
func checkChain(want uint64, ev Event) error {
	if want == 0 {
		return nil
	}
	if ev.ChainID != 0 && ev.ChainID != want {
		return &FieldError{"chainId", fmt.Sprintf("is %d; the swap's deposits are on chain %d", ev.ChainID, want)}
	}
	if id, ok := refChain(ev.DepositRef); ok && id != want {
		return &FieldError{"depositRef", fmt.Sprintf("names chain %d; the swap's deposits are on chain %d", id, want)}
	}
	return nil
}

// refChain is the chain ID an evm:<chainId>:… deposit ref names.
func refChain(ref string) (uint64, bool) {
	rest, ok := strings.CutPrefix(ref, "evm:")
	if !ok {
		return 0, false
	}
	num, _, ok := strings.Cut(rest, ":")
	if !ok {
		return 0, false
	}
	id, err := strconv.ParseUint(num, 10, 64)
	return id, err == nil
}

// transition decides what a new (non-duplicate) event does. consumed says
// whether the event ID enters the ledger: refusals that leave the swap as it
// was are not consumed, so a redelivery after the swap catches up can apply.
func (s *Swap) transition(ev Event) (r Result, consumed bool) {
	switch ev.Type {
	case DepositObserved:
		return s.observed(ev)
	case DepositConfirmed:
		return s.confirmed(ev)
	default:
		return s.reorged(ev)
	}
}

func applied(reason string) (Result, bool) { return Result{Outcome: Applied, Reason: reason}, true }
func already(reason string) (Result, bool) {
	return Result{Outcome: AlreadyApplied, Reason: reason}, true
}
func refused(reason string) (Result, bool) { return Result{Outcome: Rejected, Reason: reason}, false }
func heldResult(reason string) (Result, bool) {
	return Result{Outcome: Rejected, Reason: reason + "; swap held for review"}, true
}

// matches says whether a deposit is the one the terms ask for: its asset,
// amount and, when the terms name one, its ref.
func (s *Swap) matches(ev Event) bool {
	return s.sameAsset(ev) && ev.AmountUnits == s.Terms.AmountUnits && (s.Terms.DepositRef == "" || s.Terms.DepositRef == ev.DepositRef)
}

// sameAsset: the deposit is in the terms' asset (a delivery that does not
// name one is taken to be).
func (s *Swap) sameAsset(ev Event) bool {
	return ev.Asset == "" || ev.Asset == s.Terms.Asset
}

// foreignAsset is the asset of a deposit not in the terms' asset, else "".
func (s *Swap) foreignAsset(ev Event) string {
	if s.sameAsset(ev) {
		return ""
	}
	return ev.Asset
}

// late judges a deposit by the chain's clock: its block time against the
// deadline plus LatenessTolerance. A delivery without a block time (a manual
// signal) is judged by when it arrived: late once the deadline timer fired.
func (s *Swap) late(ev Event) bool {
	if ev.BlockTime > 0 && s.DeadlineUnix > 0 {
		return ev.BlockTime > s.DeadlineUnix+int64(LatenessTolerance/time.Second)
	}
	return s.DeadlinePassed
}

// bindable says whether a deposit can still bind the swap: none bound yet and
// the swap still waiting for it (overdue counts: an on-time deposit may arrive late).
func (s *Swap) bindable() bool {
	return s.Deposit == nil && (s.Status == StatusWaiting || s.Status == StatusOverdue)
}

func (s *Swap) observed(ev Event) (Result, bool) {
	if r, consumed, settled := s.replaced(ev); settled {
		return r, consumed
	}
	if d := s.Deposit; d != nil && d.Ref == ev.DepositRef {
		if s.reobserved(d, ev) {
			return already("deposit already observed; now in block " + ev.BlockHash)
		}
		return already("deposit already observed")
	}
	if i := s.extraIndex(ev.DepositRef); i >= 0 {
		if s.reobserved(&s.Extra[i].Deposit, ev) {
			return already("extra deposit already observed; now in block " + ev.BlockHash)
		}
		return already("extra deposit already observed")
	}
	if i := s.dustIndex(ev.DepositRef); i >= 0 {
		if b := s.blockOf(ev); b != "" && b != s.Dust.Recent[i].BlockHash {
			s.Dust.Recent[i].BlockHash = b
			return already("dust deposit already observed; now in block " + ev.BlockHash)
		}
		return already("dust deposit already observed")
	}
	if s.bindable() && s.matches(ev) {
		return s.bind(ev, false)
	}
	return s.extra(ev, false)
}

// bind makes ev the swap's deposit. A late one is bound to be refunded.
func (s *Swap) bind(ev Event, final bool) (Result, bool) {
	late := s.late(ev)
	s.Deposit = &Deposit{Ref: ev.DepositRef, AmountUnits: ev.AmountUnits, Late: late, BlockTime: ev.BlockTime, Final: final, BlockHash: s.blockOf(ev), Payer: ev.Payer, Via: ev.Via}
	if late {
		s.setStatus(StatusOverdue)
		return applied("late deposit on an overdue swap; it is refunded once final")
	}
	s.setStatus(StatusDeposit)
	if s.DeadlinePassed {
		return applied(fmt.Sprintf("deposit mined before the deadline (block time %d); waiting for finality", ev.BlockTime))
	}
	return applied("deposit observed; waiting for finality")
}

// extraReason says why a deposit did not bind.
func (s *Swap) extraReason(ev Event) string {
	want, _ := ParseAmount("amountUnits", s.Terms.AmountUnits)
	got, _ := ParseAmount("amountUnits", ev.AmountUnits)
	switch {
	case !s.sameAsset(ev):
		return fmt.Sprintf("paid in %s, the terms name %s", ev.Asset, s.Terms.Asset)
	case s.Deposit != nil:
		return "second deposit for swap " + s.Terms.SwapID
	case s.Terms.DepositRef != "" && s.Terms.DepositRef != ev.DepositRef:
		return "deposit " + ev.DepositRef + " is not the expected " + s.Terms.DepositRef
	case got.Cmp(want) < 0:
		return fmt.Sprintf("underpaid: %s of %s", ev.AmountUnits, s.Terms.AmountUnits)
	case got.Cmp(want) > 0:
		return fmt.Sprintf("overpaid: %s of %s", ev.AmountUnits, s.Terms.AmountUnits)
	default:
		return "deposit after the swap ended (" + string(s.Status) + ")"
	}
}

// extra records a deposit that does not bind: dust below the refund minimum
// is counted, anything else is refunded once final (at once when final is set,
// a confirmation whose observation never came).
func (s *Swap) extra(ev Event, final bool) (Result, bool) {
	amt, _ := ParseAmount("amountUnits", ev.AmountUnits)
	if s.Terms.IsDust(ev.Asset, amt) {
		if len(s.Dust.Recent) >= dustRecent {
			s.Dust.Recent = append(s.Dust.Recent[:0:0], s.Dust.Recent[1:]...)
		}
		s.Dust.Recent = append(s.Dust.Recent, DustRef{Ref: ev.DepositRef, AmountUnits: ev.AmountUnits, BlockHash: s.blockOf(ev)})
		if final {
			s.dustFinal(len(s.Dust.Recent) - 1)
		} else {
			s.Dust.Observed++
		}
		return applied(fmt.Sprintf("dust deposit recorded: below the refund minimum %s it is not refunded automatically", s.Terms.MinRefund()))
	}
	reason := s.extraReason(ev)
	if len(s.Extra) >= MaxExtras {
		// Counted once, when final: an observation may still be reorged away.
		if final {
			s.ExtraOverflow.Count++
			s.ExtraOverflow.Units = addUnits(s.ExtraOverflow.Units, amt)
		}
		return applied(fmt.Sprintf("%s; more than %d extra deposits: counted once final and left to an operator", reason, MaxExtras))
	}
	s.Extra = append(s.Extra, ExtraDeposit{Deposit: Deposit{Ref: ev.DepositRef, AmountUnits: ev.AmountUnits, Asset: s.foreignAsset(ev), BlockTime: ev.BlockTime, BlockHash: s.blockOf(ev), Payer: ev.Payer, Via: ev.Via}, Reason: reason})
	if final {
		x := &s.Extra[len(s.Extra)-1]
		x.Final = true
		s.refundExtra(x)
		return applied(reason + "; final, refund started")
	}
	return applied(reason + "; it is refunded once final")
}

func (s *Swap) dustFinal(i int) {
	d := &s.Dust.Recent[i]
	d.Final = true
	s.Dust.Final++
	amt, _ := ParseAmount("amountUnits", d.AmountUnits)
	s.Dust.FinalUnits = addUnits(s.Dust.FinalUnits, amt)
}

func addUnits(sum string, n *big.Int) string {
	total, ok := new(big.Int).SetString(sum, 10)
	if !ok {
		total = new(big.Int)
	}
	return total.Add(total, n).String()
}

// replaced settles a delivery that names a known ref with another amount.
// The same ref in another block with another amount is another deposit: a
// reorg re-used the ref (vault deposit IDs that count up do), so the entry's
// own deposit has left the chain. That entry goes as its block's reorg would
// take it, and the delivery is then decided as a new deposit — otherwise the
// old entry would wait for a confirmation that never comes and the new
// deposit would never be refunded. In the same block, or without blocks to
// compare, it is a conflicting report: refused, not consumed. settled is
// false when the delivery is for the caller to decide.
func (s *Swap) replaced(ev Event) (r Result, consumed, settled bool) {
	var known string // the amount the ref is known with
	var final bool
	var block string
	switch i, j := s.extraIndex(ev.DepositRef), s.dustIndex(ev.DepositRef); {
	case s.Deposit != nil && s.Deposit.Ref == ev.DepositRef:
		known, final, block = s.Deposit.AmountUnits, s.Deposit.Final, s.Deposit.BlockHash
	case i >= 0:
		known, final, block = s.Extra[i].AmountUnits, s.Extra[i].Final, s.Extra[i].BlockHash
	case j >= 0:
		known, final, block = s.Dust.Recent[j].AmountUnits, s.Dust.Recent[j].Final, s.Dust.Recent[j].BlockHash
	default:
		return Result{}, false, false
	}
	if known == ev.AmountUnits {
		return Result{}, false, false
	}
	bound := s.Deposit != nil && s.Deposit.Ref == ev.DepositRef
	if b := s.blockOf(ev); final || block == "" || b == "" || b == block {
		if ev.Type == DepositConfirmed && bound {
			return Result{}, false, false // the bound deposit's own rule (a hold while in deposit)
		}
		r, consumed = refused(fmt.Sprintf("amountUnits: deposit %s was observed with %s, not %s", ev.DepositRef, known, ev.AmountUnits))
		return r, consumed, true
	}
	gone := Event{Type: DepositReorged, DepositRef: ev.DepositRef, AmountUnits: known, BlockHash: block}
	s.reorged(gone)
	r, consumed = s.transition(ev)
	r.Reason = fmt.Sprintf("deposit %s in block %s replaces the one of %s units in block %s: %s", ev.DepositRef, ev.BlockHash, known, block, r.Reason)
	return r, consumed, true
}

func (s *Swap) confirmed(ev Event) (Result, bool) {
	if r, consumed, settled := s.replaced(ev); settled {
		return r, consumed
	}
	if d := s.Deposit; d != nil && d.Ref == ev.DepositRef {
		if d.AmountUnits != ev.AmountUnits {
			if s.Status == StatusDeposit {
				return s.hold(HoldDepositMismatch, fmt.Sprintf("amountUnits mismatch: deposit %s was observed with %s, confirmed with %s", d.Ref, d.AmountUnits, ev.AmountUnits))
			}
			return refused(fmt.Sprintf("amountUnits: deposit %s was observed with %s, not %s", d.Ref, d.AmountUnits, ev.AmountUnits))
		}
		s.reobserved(d, ev) // the confirmed block is where the deposit is
		switch {
		case s.Status == StatusDeposit:
			d.Final = true
			s.setStatus(StatusExchange)
			s.schedule(ActionStartExchange, d.Ref, d.AmountUnits, s.Terms.PayoutAddress, "")
			return applied("deposit final; exchange started")
		case s.Status == StatusOverdue && !d.Final:
			d.Final = true
			s.setStatus(StatusRefunding)
			s.schedule(ActionRefund, d.Ref, d.AmountUnits, s.refundAddress(), "late deposit on an overdue swap")
			return applied("late deposit final; refund started")
		case s.Status == StatusHeld:
			if d.Final {
				return already("deposit already confirmed; swap held for review: " + s.HoldReason)
			}
			// Finality is recorded even while held: it is what makes a refund safe.
			d.Final = true
			return applied("deposit final; swap stays held for review: " + s.HoldReason)
		default:
			return already("deposit already confirmed")
		}
	}
	if i := s.extraIndex(ev.DepositRef); i >= 0 {
		x := &s.Extra[i]
		if x.AmountUnits != ev.AmountUnits {
			return refused(fmt.Sprintf("amountUnits: deposit %s was observed with %s, not %s", x.Ref, x.AmountUnits, ev.AmountUnits))
		}
		if x.Final {
			return already("extra deposit already confirmed")
		}
		if x.Payer == "" {
			x.Payer = ev.Payer // an observation that did not name it
		}
		x.Final = true
		s.refundExtra(x)
		return applied("extra deposit final; refund started")
	}
	if i := s.dustIndex(ev.DepositRef); i >= 0 {
		d := s.Dust.Recent[i]
		switch {
		case d.AmountUnits != ev.AmountUnits:
			return refused(fmt.Sprintf("amountUnits: deposit %s was observed with %s, not %s", d.Ref, d.AmountUnits, ev.AmountUnits))
		case d.Final:
			return already("dust deposit already confirmed")
		}
		s.dustFinal(i)
		return applied("dust deposit final; not refunded (below the refund minimum)")
	}
	// A confirmation for a deposit this swap never observed. If it could be the
	// swap's own deposit, refuse without consuming so a redelivery after the
	// observation applies: never jump from waiting/overdue to exchange. A
	// deposit that cannot bind needs no observation to be refunded.
	if !s.bindable() || !s.matches(ev) {
		return s.extra(ev, true)
	}
	r, consumed := refused(fmt.Sprintf("cannot confirm deposit %s from status %s: it has not been observed", ev.DepositRef, s.Status))
	r.NotYet = true
	return r, consumed
}

func (s *Swap) reorged(ev Event) (Result, bool) {
	if d := s.Deposit; d != nil && d.Ref == ev.DepositRef {
		if s.otherBlock(d, ev) {
			return already(fmt.Sprintf("deposit %s is in block %s; the reorg of block %s does not remove it", d.Ref, d.BlockHash, ev.BlockHash))
		}
		if d.Final {
			return s.finalityViolation("deposit", ev)
		}
		s.Deposit = nil
		switch s.Status {
		case StatusDeposit, StatusHeld, StatusOverdue:
			s.unhold()
			if s.DeadlinePassed || d.Late {
				s.setStatus(StatusOverdue)
			} else {
				s.setStatus(StatusWaiting)
			}
		}
		return applied("tentative deposit removed by a reorg")
	}
	if i := s.extraIndex(ev.DepositRef); i >= 0 {
		if s.otherBlock(&s.Extra[i].Deposit, ev) {
			return already(fmt.Sprintf("extra deposit %s is in block %s; the reorg of block %s does not remove it", ev.DepositRef, s.Extra[i].BlockHash, ev.BlockHash))
		}
		if s.Extra[i].Final {
			return s.finalityViolation("extra deposit", ev)
		}
		s.Extra = append(s.Extra[:i], s.Extra[i+1:]...)
		return applied("tentative extra deposit removed by a reorg")
	}
	if i := s.dustIndex(ev.DepositRef); i >= 0 {
		if b := s.blockOf(ev); b != "" && s.Dust.Recent[i].BlockHash != "" && b != s.Dust.Recent[i].BlockHash {
			return already(fmt.Sprintf("dust deposit %s is in block %s; the reorg of block %s does not remove it", ev.DepositRef, s.Dust.Recent[i].BlockHash, ev.BlockHash))
		}
		if s.Dust.Recent[i].Final {
			return refused("dust deposit " + ev.DepositRef + " is already final; a reorg below finality needs manual review")
		}
		s.Dust.Recent = append(s.Dust.Recent[:i], s.Dust.Recent[i+1:]...)
		s.Dust.Reorged++
		return applied("tentative dust deposit removed by a reorg")
	}
	return already("no tentative deposit " + ev.DepositRef + " to remove")
}

// blockOf is the block a delivery names, in the form compared (lower-case
// hex). A reorg is matched to the block it removes: signals that reach the
// workflow in one task are applied by kind (observations, then
// confirmations, then reorgs), not in the order they were sent, so a deposit
// re-mined in another block can be seen re-observed before the reorg of its
// old block arrives, and that reorg must not remove it.
func (s *Swap) blockOf(ev Event) string {
	return strings.ToLower(ev.BlockHash)
}

// reobserved moves d to the block ev names (a re-mined deposit seen again,
// or confirmed) and reports whether that changed it.
func (s *Swap) reobserved(d *Deposit, ev Event) bool {
	b := s.blockOf(ev)
	if b == "" || b == d.BlockHash {
		return false
	}
	d.BlockHash = b
	// The block's time moves with it: a fixed quote's promise is judged by
	// when the deposit was made where it now is (quote.go). Swaps recorded
	// before quotes kept the first time, and replay as they ran.
	if ev.BlockTime > 0 && !s.UnboundedFills {
		d.BlockTime = ev.BlockTime
	}
	return true
}

// otherBlock: the reorg removes a block the deposit is no longer in.
func (s *Swap) otherBlock(d *Deposit, ev Event) bool {
	b := s.blockOf(ev)
	return b != "" && d.BlockHash != "" && b != d.BlockHash
}

// finalityViolation records a reorg that removed a deposit the swap already
// treated as final: effects may have run on it, so a person must look. The
// swap is held unless it has already ended (then the violation is recorded
// for the status and the outbox's review).
func (s *Swap) finalityViolation(what string, ev Event) (Result, bool) {
	reason := fmt.Sprintf("finality violation: final %s %s was removed by a reorg of block %d (%s)", what, ev.DepositRef, ev.BlockNumber, ev.BlockHash)
	s.Violations = append(s.Violations, Truncate(reason, maxReasonLen))
	if len(s.Violations) > maxViolations {
		s.Violations = append(s.Violations[:0:0], s.Violations[len(s.Violations)-maxViolations:]...)
	}
	if s.Status.Terminal() {
		return Result{Outcome: Rejected, Reason: reason + "; the swap had already ended"}, true
	}
	return s.hold(HoldFinalityViolation, reason)
}

func (s *Swap) hold(code HoldCode, reason string) (Result, bool) {
	s.HoldReason = Truncate(reason, maxReasonLen)
	s.HoldCode = code
	s.setStatus(StatusHeld)
	return heldResult(reason)
}

// unhold clears the hold; the caller sets the status that follows.
func (s *Swap) unhold() {
	s.HoldReason, s.HoldCode = "", ""
}

// DeadlineReached is called when the deposit deadline timer fires. Only a swap
// still waiting goes overdue; a deposit observed in time keeps its chance.
func (s *Swap) DeadlineReached() {
	s.DeadlinePassed = true
	if s.Status == StatusWaiting {
		s.setStatus(StatusOverdue)
	}
}

// Expire is called ExpiryGrace after the deadline: an overdue swap that still
// has no deposit ends. A late deposit already bound is refunded instead.
func (s *Swap) Expire() {
	if s.Status == StatusOverdue && s.Deposit == nil {
		s.FailureReason = joinReason(s.FailureReason, fmt.Sprintf("no deposit within %s of the deadline", ExpiryGrace))
		s.FailureCode = FailureExpired
		s.setStatus(StatusExpired)
	}
}

// CheckCancel says whether the merchant may cancel the swap now: only while
// it waits (or is overdue) and no deposit of any kind has been seen. A
// deposit that raced the cancel wins: the swap goes on (or refunds), and
// the merchant is told why not.
func (s *Swap) CheckCancel() error {
	switch {
	case s.Status.Terminal():
		return &FieldError{"status", fmt.Sprintf("is %s: only a swap waiting for its deposit can be cancelled", s.Status)}
	case s.Deposit != nil || len(s.Extra) > 0:
		return &FieldError{"status", "a deposit has been seen: the swap can no longer be cancelled; it completes, or refunds the deposit"}
	case s.Status != StatusWaiting && s.Status != StatusOverdue:
		return &FieldError{"status", fmt.Sprintf("is %s: only a swap waiting for its deposit can be cancelled", s.Status)}
	}
	return nil
}

// Cancel ends a waiting swap at the merchant's request (CheckCancel first):
// it expires at once, as if its deadline had passed with nothing paid, so a
// deposit made later is refunded like any late deposit.
func (s *Swap) Cancel() error {
	if err := s.CheckCancel(); err != nil {
		return err
	}
	s.FailureReason = joinReason(s.FailureReason, "cancelled by the merchant")
	s.FailureCode = FailureCancelled
	s.setStatus(StatusExpired)
	return nil
}

// NextAction returns the oldest action that may start now (see paused).
func (s *Swap) NextAction() (Action, bool) {
	for _, a := range s.Pending {
		if !s.paused(a) {
			return a, true
		}
	}
	return Action{}, false
}

// MayStart says whether the pending action with this key may start now: the
// workflow asks again after waiting for a round's due time, since a hold may
// have come in the meantime.
func (s *Swap) MayStart(key string) bool {
	i := s.pendingIndex(key)
	return i >= 0 && !s.paused(s.Pending[i])
}

// paused: a hold is a hold. A held swap starts no main-flow effect, and one
// held for a finality violation starts none — a deposit the swap took as
// final has left the chain, so the chain's finality itself is in doubt until
// a person looks.
func (s *Swap) paused(a Action) bool {
	if s.Status != StatusHeld {
		return false
	}
	return s.HoldCode == HoldFinalityViolation || s.isMain(a)
}

// Attempting records that the workflow sends the action's key now (its
// first attempt starts the key's retention clock).
func (s *Swap) Attempting(key string, now time.Time) {
	if i := s.pendingIndex(key); i >= 0 && s.Pending[i].FirstAttemptAt.IsZero() {
		s.Pending[i].FirstAttemptAt = now
	}
}

// RetryLater records a round of attempts that ended without an answer: the
// action stays pending, due again at next.
func (s *Swap) RetryLater(key string, next time.Time, lastError string) error {
	i := s.pendingIndex(key)
	if i < 0 {
		return fmt.Errorf("no pending action with key %q", key)
	}
	s.Pending[i].Rounds++
	s.Pending[i].NextAttemptAt = next
	s.Pending[i].LastError = Truncate(lastError, maxReasonLen)
	return nil
}

// Complete records how the action with this key ended and decides what follows.
func (s *Swap) Complete(key string, e Effect) error {
	i := s.pendingIndex(key)
	if i < 0 {
		return fmt.Errorf("no pending action with key %q", key)
	}
	a := s.Pending[i]
	s.Pending = append(s.Pending[:i:i], s.Pending[i+1:]...)
	e.Key, e.Kind = a.Key, a.Kind
	e.Detail = Truncate(e.Detail, maxReasonLen)
	s.Effects = append(s.Effects, e)
	main := s.isMain(a)
	// A main effect that was in flight when the hold came is recorded when it
	// ends but moves nothing.
	if s.Status == StatusHeld && (main || s.HoldCode == HoldFinalityViolation) {
		s.completedWhileHeld(a, e, main)
		return nil
	}

	switch {
	case e.Result == EffectFailed || (!main && e.Result == EffectRejected):
		// Unknown outcome (or an extra's refund declined): a person decides, item by item.
		a.Rounds, a.NextAttemptAt = 0, time.Time{}
		s.Items = append(s.Items, Item{Key: a.Key, Action: a, Result: e.Result, Detail: e.Detail, Main: main})
		if main {
			s.hold(HoldEffectFailed, fmt.Sprintf("%s %s: %s", a.Key, e.Result, e.Detail))
		}
	case a.Kind == ActionStartExchange && e.Result == EffectSucceeded:
		s.filled(a, e)
	case a.Kind == ActionStartExchange:
		s.FailureReason = Truncate("exchange rejected: "+e.Detail, maxReasonLen)
		s.FailureCode = FailureExchangeRejected
		s.setStatus(StatusRefunding)
		s.schedule(ActionRefund, a.DepositRef, a.AmountUnits, s.refundAddress(), s.FailureReason)
	case a.Kind == ActionSendPayout && e.Result == EffectSucceeded:
		s.setStatus(StatusSuccess)
	case a.Kind == ActionSendPayout:
		s.FailureReason = Truncate("payout rejected: "+e.Detail, maxReasonLen)
		s.FailureCode = FailurePayoutRejected
		s.setStatus(StatusFailed)
	case a.Kind == ActionRefund && main && e.Result == EffectSucceeded:
		s.setStatus(StatusRefunded)
	case a.Kind == ActionRefund && main:
		s.FailureReason = Truncate(joinReason(s.FailureReason, "refund rejected: "+e.Detail), maxReasonLen)
		s.FailureCode = FailureRefundRejected
		s.setStatus(StatusFailed)
	case a.Kind == ActionRefund:
		if x := s.extraIndex(a.DepositRef); x >= 0 {
			s.Extra[x].Refunded = true
		}
	}
	return nil
}

// completedWhileHeld records an effect that was already in flight when the
// swap was held: the result is kept (a fill, a decline, a payout made), an
// unknown outcome becomes an item, and nothing else moves — no status change,
// no next effect. The operator's resolution continues from what is recorded.
func (s *Swap) completedWhileHeld(a Action, e Effect, main bool) {
	switch {
	case e.Result == EffectFailed || (!main && e.Result == EffectRejected):
		a.Rounds, a.NextAttemptAt = 0, time.Time{}
		s.Items = append(s.Items, Item{Key: a.Key, Action: a, Result: e.Result, Detail: e.Detail, Main: main})
	case a.Kind == ActionStartExchange && e.Result == EffectSucceeded:
		s.Fill = &Fill{ExchangeID: e.Detail, AmountOutUnits: e.AmountOutUnits, Asset: e.Asset, Quote: s.bound(e)}
	case a.Kind == ActionStartExchange:
		s.FailureReason = Truncate("exchange rejected while held: "+e.Detail, maxReasonLen)
		s.FailureCode = FailureExchangeRejected
	case !main && a.Kind == ActionRefund:
		if x := s.extraIndex(a.DepositRef); x >= 0 {
			s.Extra[x].Refunded = true
		}
	}
}

// filled pays out what the exchange filled, in the filled asset, within the
// swap's quote (payoutFor); a fill in another asset than the terms name, or
// one no quote bounds, is held, never paid.
func (s *Swap) filled(a Action, e Effect) {
	q := s.bound(e)
	s.Fill = &Fill{ExchangeID: e.Detail, AmountOutUnits: e.AmountOutUnits, Asset: e.Asset, Quote: q}
	asset := e.Asset
	switch want := cmp.Or(s.Terms.PayoutAsset, quoteAsset(q)); {
	case asset == "" && want != "":
		asset = want
	case asset != "" && want != "" && asset != want:
		s.hold(HoldFillMismatch, fmt.Sprintf("exchange %s filled %s, the terms name %s: not paid out", e.Detail, asset, want))
		return
	case asset == "":
		s.hold(HoldFillMismatch, "exchange "+e.Detail+" did not name the filled asset: not paid out")
		return
	}
	amount, err := ParseAmount("amountOutUnits", e.AmountOutUnits)
	if err != nil {
		s.hold(HoldFillMismatch, "exchange "+e.Detail+" reported a bad fill: "+err.Error())
		return
	}
	pay, code, reason := s.payoutFor(e.Detail, amount, asset, q)
	if code != "" {
		s.hold(code, reason)
		return
	}
	s.setStatus(StatusSending)
	s.Fill.PayoutUnits = pay.String()
	s.Pending = append(s.Pending, Action{
		Kind: ActionSendPayout, Key: PayoutKey(s.Terms.SwapID), DepositRef: a.DepositRef,
		AmountUnits: pay.String(), Asset: asset, Address: s.Terms.PayoutAddress, ExchangeID: e.Detail,
	})
}

func quoteAsset(q *Quote) string {
	if q == nil {
		return ""
	}
	return q.Asset
}

// RecordWebhook keeps a webhook's outcome; only the last maxWebhookEffects
// are kept one by one, older ones are counted.
func (s *Swap) RecordWebhook(e Effect) {
	e.Detail = Truncate(e.Detail, maxReasonLen)
	s.Effects = append(s.Effects, e)
	n := 0
	for _, x := range s.Effects {
		if x.Kind == "webhook" {
			n++
		}
	}
	if n <= maxWebhookEffects {
		return
	}
	for i, x := range s.Effects {
		if x.Kind == "webhook" {
			s.Effects = append(s.Effects[:i:i], s.Effects[i+1:]...)
			s.WebhookEffectsRetired++
			return
		}
	}
}

// Done says the workflow may complete: the main flow ended, nothing is
// pending, every item is settled and no refundable deposit is still settling.
func (s *Swap) Done() bool {
	if !s.Status.Terminal() || len(s.Pending) > 0 || len(s.Items) > 0 {
		return false
	}
	for _, x := range s.Extra {
		if !x.Final {
			return false
		}
	}
	return true
}

func (s *Swap) setStatus(st Status) {
	if s.Status == st {
		return
	}
	s.Status = st
	s.Revision++
}

// refundExtra schedules an extra deposit's refund, in the asset it was paid
// in, to whoever paid it when that is known (refundTo).
func (s *Swap) refundExtra(x *ExtraDeposit) {
	to := s.Terms.refundTo(x.Payer)
	if x.Via == ViaDepositAddress {
		to = s.Terms.RefundAddress
	}
	s.schedule(ActionRefund, x.Ref, x.AmountUnits, to, x.Reason)
	if x.Asset != "" {
		if to == "" {
			s.Items[len(s.Items)-1].Action.Asset = x.Asset
		} else {
			s.Pending[len(s.Pending)-1].Asset = x.Asset
		}
	}
}

func (s *Swap) schedule(kind ActionKind, ref, amount, address, reason string) {
	key := string(kind) + ":" + s.Terms.SwapID
	if kind == ActionRefund {
		key = RefundKey(s.Terms.SwapID, ref)
	}
	a := Action{
		Kind: kind, Key: key, DepositRef: ref, AmountUnits: amount,
		Asset: s.Terms.Asset, Address: address, Reason: Truncate(reason, maxReasonLen),
	}
	if kind == ActionRefund && address == "" {
		// A plain transfer to the deposit address with no refund address
		// given (refundTo): nothing is sent anywhere; the refund waits as an
		// item until someone gives one (SetRefundAddress sends it).
		main := s.isMain(a)
		s.Items = append(s.Items, Item{Key: key, Action: a, Detail: awaitingRefundAddress, Main: main})
		if main {
			s.hold(HoldRefundAddressNeeded, "refund of "+ref+" waits for a refund address")
		}
		return
	}
	s.Pending = append(s.Pending, a)
}

// awaitingRefundAddress is the detail of an item whose refund waits for a
// refund address (schedule).
const awaitingRefundAddress = "waiting for a refund address: the deposit was a plain transfer, whose sender may be an exchange's shared wallet"

// isMain says whether an action is the swap's own flow (exchange, payout, the
// bound deposit's refund) rather than a side item (an extra deposit's refund).
// PayerOf is the recorded payer of the deposit with this ref (the swap's own
// or an extra), or "" when no delivery named it.
func (s *Swap) PayerOf(ref string) string {
	if s.Deposit != nil && s.Deposit.Ref == ref {
		return s.Deposit.Payer
	}
	if i := s.extraIndex(ref); i >= 0 {
		return s.Extra[i].Payer
	}
	return ""
}

func (s *Swap) isMain(a Action) bool {
	return a.Kind != ActionRefund || (s.Deposit != nil && a.DepositRef == s.Deposit.Ref)
}

// refundAddress receives the swap's own deposit back (the deposit that bound
// the swap, refunded when the exchange declines or it came late): the terms'
// refund address, else the payout address. That deposit matched the terms,
// so it is the customer's payment whoever's account sent it — and paying it
// back to the sending account would lose it when that is an exchange's
// shared hot wallet; the customer named where refunds go.
func (s *Swap) refundAddress() string {
	if s.Deposit != nil && s.Deposit.Via == ViaDepositAddress {
		return s.Terms.RefundAddress
	}
	return s.Terms.refundTo("")
}

// refundTo is the refund recipient rule (docs/reference.md, "Deposit policy"): a deposit
// that did not bind the swap (an extra: another asset, wrong amount, a second
// one, late to a finished swap) goes back to the account that paid it when
// the chain names it, because it may be anyone's — a stranger's extra must
// never be "refunded" to the swap's customer. Without a payer (deliveries
// that do not name one: hand-sent ones, vault v1's) it goes to the terms'
// refund address, else the payout address.
func (t Terms) refundTo(payer string) string {
	switch {
	case payer != "":
		return payer
	case t.RefundAddress != "":
		return t.RefundAddress
	}
	return t.PayoutAddress
}

func (s *Swap) pendingIndex(key string) int {
	for i := range s.Pending {
		if s.Pending[i].Key == key {
			return i
		}
	}
	return -1
}

func (s *Swap) extraIndex(ref string) int {
	for i := range s.Extra {
		if s.Extra[i].Ref == ref {
			return i
		}
	}
	return -1
}

func (s *Swap) dustIndex(ref string) int {
	for i := range s.Dust.Recent {
		if s.Dust.Recent[i].Ref == ref {
			return i
		}
	}
	return -1
}

func joinReason(a, b string) string {
	if a == "" {
		return b
	}
	return a + "; " + b
}

// Reject records a delivery refused before it could be read as an event (a
// signal payload that does not decode, an unknown signal name): visible in
// status, never consumed. field is the field at fault, if one is known.
func (s *Swap) Reject(ev Event, field, reason string) {
	s.Ledger.reject(ev, field, reason)
}

// CheckRefundAddress says whether the refund address may be set to addr now:
// a valid address, on a swap that is not finished and has sent no refund of
// its own deposit (one scheduled or made keeps the address it was sent to).
func (s *Swap) CheckRefundAddress(addr string) error {
	if err := validateToken("refundAddress", addr, MaxAddressLen); err != nil {
		return err
	}
	if s.awaitsRefundAddress() {
		// Refunds of plain transfers wait for one: it is always welcome,
		// whatever the swap did since (a refund already sent keeps the
		// address it was sent to).
		return nil
	}
	if s.Status.Terminal() || s.Status == StatusRefunding {
		return &FieldError{"refundAddress", fmt.Sprintf("cannot change: the swap is %s", s.Status)}
	}
	for _, a := range s.Pending {
		if a.Kind == ActionRefund {
			return &FieldError{"refundAddress", "cannot change: a refund is under way"}
		}
	}
	for _, e := range s.Effects {
		if e.Kind == ActionRefund {
			return &FieldError{"refundAddress", "cannot change: a refund was sent"}
		}
	}
	return nil
}

// CheckFirstRefundAddress is CheckRefundAddress for the customer, who gives
// one on the checkout page: only while the swap has none. The customer holds
// nothing but the checkout link, so an address the merchant (or the
// customer, earlier) gave is never replaced through it — whoever else saw
// the link cannot redirect a refund.
func (s *Swap) CheckFirstRefundAddress(addr string) error {
	if s.Terms.RefundAddress != "" {
		return &FieldError{"refundAddress", "is already given: only the merchant can change it"}
	}
	return s.CheckRefundAddress(addr)
}

// awaitsRefundAddress says whether a refund waits for a refund address.
func (s *Swap) awaitsRefundAddress() bool {
	for _, it := range s.Items {
		if it.Action.Kind == ActionRefund && it.Detail == awaitingRefundAddress {
			return true
		}
	}
	return false
}

// SetRefundAddress records where refunds go from now on (CheckRefundAddress
// first). It changes no status: the swap's revision stays.
func (s *Swap) SetRefundAddress(addr string) error {
	if err := s.CheckRefundAddress(addr); err != nil {
		return err
	}
	s.Terms.RefundAddress = addr
	// Refunds that waited for an address go now.
	for i := 0; i < len(s.Items); {
		it := s.Items[i]
		if it.Action.Kind != ActionRefund || it.Detail != awaitingRefundAddress {
			i++
			continue
		}
		s.Items = append(s.Items[:i:i], s.Items[i+1:]...)
		it.Action.Address = addr
		s.Pending = append(s.Pending, it.Action)
		if it.Main && s.HoldCode == HoldRefundAddressNeeded {
			s.unhold()
			s.setStatus(StatusRefunding)
		}
	}
	return nil
}
