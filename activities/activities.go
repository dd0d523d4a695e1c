// Package activities holds every side effect of a swap. Each call carries a
// stable idempotency key derived from the swap ID and the step, so a retry,
// a crashed worker or a replayed workflow asks the receiver for the same
// effect and gets the first result back instead of a second effect.
package activities

import (
	"context"
	"net/http"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"github.com/ethereum/go-ethereum/common"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/webhookurl"
)

// Error types the workflow branches on. They are part of the contract with
// running workflows: renaming one changes how recorded failures are read.
const (
	// ErrProviderRejected is a receiver's final "no" (unsupported asset, denied
	// address…). Retrying cannot change it; the swap takes its failure path.
	ErrProviderRejected = "ProviderRejected"
	// ErrIdempotencyConflict means the receiver already holds this key with other
	// parameters (HTTP 422): a bug or tampering, never retried, held for a person.
	ErrIdempotencyConflict = "IdempotencyConflict"
	// ErrProviderAuth is a receiver's 401 or 403: it refused the worker's
	// credentials. Retrying with the same credentials cannot help, and it is no
	// decline of the swap (no refund): the effect is held for a person, who
	// fixes the credentials and retries the item.
	ErrProviderAuth = "ProviderAuthFailed"
	// ErrBadRequest is a 4xx the receiver will answer the same way every time.
	ErrBadRequest = "BadRequest"
	// ErrEndpointGone is a webhook receiver's 410: stop delivering to it.
	ErrEndpointGone = "EndpointGone"
	// ErrWebhookRetryAfter is a webhook receiver's refusal with Retry-After
	// (a 429, a 503): its NextRetryDelay is the pause it asked for.
	ErrWebhookRetryAfter = "WebhookRetryAfter"
	// ErrRouteChanged: a payout or refund key was first sent by the other
	// route (the HTTP receiver, or the vault on-chain) than this worker would
	// send it by. The two do not share a key store, so sending it would risk
	// a second payment: held for a person, never sent.
	ErrRouteChanged = "PaymentRouteChanged"
	// ErrDepositUnverified: an on-chain refund names a deposit, an amount or a
	// payer the scanner's final record does not hold: never sent.
	ErrDepositUnverified = "DepositUnverified"
)

// Activities holds the dependencies of every side effect; the worker builds it
// once and workflows refer to its methods through a typed nil pointer.
type Activities struct {
	HTTP *http.Client
	// ExchangeURL and PayoutURL are base URLs of the providers' APIs.
	ExchangeURL string
	PayoutURL   string
	// Signers sign merchant webhooks (Standard Webhooks, v1 HMAC-SHA256), one
	// signature each: during a secret rotation the old and the new secret both
	// sign, so a receiver holding either verifies.
	Signers []*standardwebhooks.Webhook
	// ExchangeSigners and PayoutSigners authenticate the worker to the
	// exchange receiver and to the payout/refund receiver: every call carries
	// a Standard Webhooks signature over its Idempotency-Key, timestamp and
	// body (one per secret during a rotation). Two sets, because the two
	// receivers are usually different companies: neither can forge calls to
	// the other with the secret it holds. Empty: calls go unsigned, and a
	// receiver that checks refuses them (401, held for a person).
	ExchangeSigners []*standardwebhooks.Webhook
	PayoutSigners   []*standardwebhooks.Webhook
	// WebhookPolicy decides which URLs webhooks may reach; WebhookHTTP is its client
	// (webhookurl.Policy.Client), built once by the worker. Nil: built per delivery.
	WebhookPolicy webhookurl.Policy
	WebhookHTTP   *http.Client
	// Merchants holds the swap API merchants' webhook URLs and secrets, read
	// at each delivery of a merchant's swap, and the record of events sent
	// (for redelivery). Nil on a worker without a database: merchants'
	// webhooks then fail, and nothing is recorded.
	Merchants MerchantWebhooks
	// Now stamps webhook-timestamp; tests may fix it.
	Now func() time.Time
	// Chain and Dispatcher serve the chain scanner; nil on workers without one.
	Chain      *Chain
	Dispatcher *Dispatcher
	// OnChain pays payouts and refunds through the vault v2, by chain ID:
	// an effect on a chain listed here in an asset its payer maps goes
	// on-chain (onchain.go), every other through PayoutURL. Nil: all HTTP.
	OnChain map[uint64]*OnChainPayer
	// Routes pins each payout and refund key to the route it was first sent
	// by (store.Routes); nil on a worker without a database, which then
	// relies on every worker having the same payout settings.
	Routes RouteClaimer
	// QuoteToleranceBps is how far a fill may fall from the exchange's own
	// quote, either side (basis points; 0: DefaultQuoteToleranceBps), for a
	// swap whose terms carry no quote.
	QuoteToleranceBps int
	// Deposits is the scanner's record of final deposits and of the swaps'
	// deposit addresses (store.Scans); an on-chain refund is paid only for
	// one of those deposits (verifyDeposit), and no payout or refund goes to
	// one of those addresses. Nil on a worker without a database.
	Deposits DepositRecords
}

// DepositRecords finds a final deposit by its ref, and the swap a deposit
// address belongs to (store.Scans).
type DepositRecords interface {
	FinalDeposit(ctx context.Context, depositRef string) (store.FinalDeposit, bool, error)
	DepositAddressOwner(ctx context.Context, chainID uint64, addr common.Address) (swapID string, found bool, err error)
}

// RouteClaimer records the route a key is first sent by and returns the
// key's route (store.Routes).
type RouteClaimer interface {
	Claim(ctx context.Context, key, route string) (string, error)
}

func (a *Activities) now() time.Time {
	if a.Now != nil {
		return a.Now()
	}
	return time.Now()
}

func (a *Activities) client() *http.Client {
	if a.HTTP != nil {
		return a.HTTP
	}
	return defaultMoneyClient
}

var defaultMoneyClient = NewMoneyClient(20 * time.Second)

// NewMoneyClient is the HTTP client of the exchange, payout and refund calls.
// It never follows a redirect: a 301/302/303 would turn the POST into a GET
// that carries the Idempotency-Key (and any credentials) to wherever Location
// points, and a 307/308 would send the money request there. A 3xx is the
// receiver's answer, final (see postIdempotent).
func NewMoneyClient(timeout time.Duration) *http.Client {
	return &http.Client{Timeout: timeout, CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	}}
}
