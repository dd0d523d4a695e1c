// Package providers simulates the external services the swap engine pays and notifies: an
// exchange, a payout/refund provider and a merchant webhook receiver. They are real HTTP servers
// backed by Postgres, not mocks: every effect they perform is appended to the effects table, so
// tests and the demo can count effects per idempotency key and prove that each happened once.
//
// The money endpoints (exchanges, payouts, refunds) honour an idempotency-key contract modelled on
// Stripe's idempotency keys and the IETF Idempotency-Key header draft; see idempotency.go. The
// webhook receiver verifies Standard Webhooks signatures and deduplicates by webhook-id; see
// webhooks.go.
package providers

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/swapengine/swapengine/receiver"
	"github.com/swapengine/swapengine/receiver/pgstore"
	"github.com/swapengine/swapengine/webhook"
)

// Receiver names, as stored in idempotency_keys.receiver and effects.receiver.
const (
	ReceiverExchange = "exchange"
	ReceiverPayout   = "payout"
	ReceiverRefund   = "refund"
	ReceiverWebhook  = "webhook"
)

// Routes served by Handler.
const (
	PathExchanges = "/v1/exchanges"
	PathQuotes    = "/v1/quotes"
	PathPayouts   = "/v1/payouts"
	PathRefunds   = "/v1/refunds"
	PathWebhooks  = "/v1/webhooks"
	PathEffects   = "/v1/effects"
	PathHealth    = "/healthz"
)

// Defaults applied by New to zero-valued Config fields.
const (
	DefaultLockTimeout = 30 * time.Second
	DefaultQuoteAsset  = "USDC"
)

// DefaultSupportedAssets is what the exchange accepts when Config.SupportedAssets is empty.
var DefaultSupportedAssets = []string{"ETH"}

// Rate is amountOut = amountIn * Num / Den, in base units.
type Rate struct{ Num, Den int64 }

// Config configures the simulated providers. The zero value is usable except for webhooks, which
// need at least one secret.
type Config struct {
	// LockTimeout is how long an in_progress idempotency key blocks other requests with the same
	// key (409) before it is considered abandoned and taken over. Default 30s.
	LockTimeout time.Duration
	// KeyRetention is how long a completed key is answered from the store; after it the key is
	// forgotten and a call with it is new (and PruneKeys may delete it). Default
	// receiver.DefaultRetention, the contract's 7 days.
	KeyRetention time.Duration
	// Latency is slept between claiming a key and recording the effect, so that concurrent
	// requests with the same key can observe the 409 window.
	Latency time.Duration
	// AfterEffect, when set, is called after an effect and its response are committed and before
	// the response is written. Tests use it to kill the handler (panic(http.ErrAbortHandler))
	// in the window where the effect exists but the client never hears about it.
	AfterEffect func(receiver, key string)
	// BeforeEffect, when set, runs after a request claimed its key and before the effect is
	// decided; it may block (tests hold a request in flight with it). An error, such as the
	// request's context ending because the client hung up, releases the key and records nothing.
	BeforeEffect func(ctx context.Context, receiver, key string) error
	// Faults, when set, injects 503s and lost responses at the effect endpoints (faults.go).
	Faults *Faults

	// Exchange: amountOut = amountIn * RateNum / RateDen (integer division, base units).
	// Both zero means 1/1; otherwise both must be positive.
	RateNum, RateDen int64
	// PairRates override the rate for one pair, keyed "ASSET/PAYOUTASSET"
	// ("ETH/USDC": {3, 1e9} turns wei into USDC's 6-decimal units at 3,000
	// USDC an ETH), since assets have different decimals.
	PairRates map[string]Rate
	// QuoteAsset is the asset the exchange fills in when a request names no payout asset.
	// Default "USDC".
	QuoteAsset string
	// QuoteAssets are the payout assets a request may name (any supported deposit asset to any
	// of these but itself); another is refused with 422. Default: QuoteAsset alone.
	QuoteAssets []string
	// SupportedAssets lists the assets the exchange accepts; others are declined.
	// Default DefaultSupportedAssets.
	SupportedAssets []string
	// MaxAmountUnits, when set, declines exchanges of more base units than this.
	MaxAmountUnits *big.Int

	// DenyAddresses are payout/refund addresses that are declined (compared case-insensitively).
	DenyAddresses []string

	// WebhookSecrets are the merchant's Standard Webhooks secrets ("whsec_<base64>"). A delivery
	// is accepted when any of them verifies it, so a secret can be rotated by adding the new one
	// before the sender switches and removing the old one after.
	WebhookSecrets []string

	// ExchangeSecrets and PayoutSecrets authenticate the worker's calls to
	// the exchange and to the payout and refund endpoints (Standard Webhooks
	// signatures over the Idempotency-Key, timestamp and body; auth.go). A
	// call is accepted when any secret of its receiver verifies it, so a
	// secret is rotated like the webhook one. With none configured every call
	// to that receiver is refused: the simulators never act on an unsigned
	// money request.
	ExchangeSecrets []string
	PayoutSecrets   []string

	// Logger receives one record per decision; nil discards.
	Logger *slog.Logger
}

// Validate reports configuration New would refuse.
func (c Config) Validate() error {
	var errs []error
	if c.LockTimeout < 0 {
		errs = append(errs, fmt.Errorf("lock timeout %v is negative", c.LockTimeout))
	}
	if c.KeyRetention < 0 {
		errs = append(errs, fmt.Errorf("key retention %v is negative", c.KeyRetention))
	}
	if c.Latency < 0 {
		errs = append(errs, fmt.Errorf("latency %v is negative", c.Latency))
	}
	for pair, r := range c.PairRates {
		if a, b, ok := strings.Cut(pair, "/"); !ok || a == "" || b == "" || r.Num <= 0 || r.Den <= 0 {
			errs = append(errs, fmt.Errorf("pairRates[%q] %d/%d: want ASSET/PAYOUTASSET and a positive numerator and denominator", pair, r.Num, r.Den))
		}
	}
	if (c.RateNum != 0 || c.RateDen != 0) && (c.RateNum <= 0 || c.RateDen <= 0) {
		errs = append(errs, fmt.Errorf("rate %d/%d: numerator and denominator must both be positive", c.RateNum, c.RateDen))
	}
	for i, a := range c.QuoteAssets {
		switch {
		case a == "" || strings.ContainsAny(a, " \t\r\n,") || len(a) > 32:
			errs = append(errs, fmt.Errorf("payout asset #%d %q: want a name of 1 to 32 characters without spaces or commas", i+1, a))
		case slices.Contains(c.QuoteAssets[:i], a):
			errs = append(errs, fmt.Errorf("payout asset #%d %q is listed twice", i+1, a))
		}
	}
	if c.QuoteAsset != "" && len(c.QuoteAssets) > 0 && !slices.Contains(c.QuoteAssets, c.QuoteAsset) {
		errs = append(errs, fmt.Errorf("default payout asset %q is not among the payout assets %v", c.QuoteAsset, c.QuoteAssets))
	}
	if c.MaxAmountUnits != nil && c.MaxAmountUnits.Sign() <= 0 {
		errs = append(errs, fmt.Errorf("max amount %s must be positive", c.MaxAmountUnits))
	}
	for name, secrets := range map[string][]string{"webhook secret": c.WebhookSecrets, "exchange secret": c.ExchangeSecrets, "payout secret": c.PayoutSecrets} {
		if _, err := webhook.ParseSecrets(name, secrets); err != nil {
			errs = append(errs, err)
		}
	}
	errs = append(errs, c.Faults.Validate())
	return errors.Join(errs...)
}

func (c Config) withDefaults() Config {
	if c.LockTimeout == 0 {
		c.LockTimeout = DefaultLockTimeout
	}
	if c.KeyRetention == 0 {
		c.KeyRetention = receiver.DefaultRetention
	}
	if c.RateNum == 0 && c.RateDen == 0 {
		c.RateNum, c.RateDen = 1, 1
	}
	if c.QuoteAsset == "" {
		c.QuoteAsset = DefaultQuoteAsset
	}
	if len(c.QuoteAssets) == 0 {
		c.QuoteAssets = []string{c.QuoteAsset}
	}
	if len(c.SupportedAssets) == 0 {
		c.SupportedAssets = DefaultSupportedAssets
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	return c
}

// Server is the set of simulated providers sharing one Postgres pool.
type Server struct {
	pool     *pgxpool.Pool
	cfg      Config
	webhooks *webhook.Verifier
	// callers are the verifiers of the worker's calls, by receiver.
	callers map[string]*webhook.Verifier
	// keys holds the money endpoints' idempotency keys; idempotent is the public middleware
	// over it, one key space per receiver.
	keys       *pgstore.Store
	idempotent map[string]func(http.Handler) http.Handler
	log        *slog.Logger
}

// New returns the providers over pool, whose schema must already be migrated (store.Open does
// that). It panics if cfg fails Validate; binaries should call Validate first to report it.
func New(pool *pgxpool.Pool, cfg Config) *Server {
	if err := cfg.Validate(); err != nil {
		panic(fmt.Sprintf("providers: invalid config: %v", err))
	}
	cfg = cfg.withDefaults()
	cfg.AfterEffect = cfg.Faults.afterEffect(cfg.AfterEffect)
	s := &Server{pool: pool, cfg: cfg, log: cfg.Logger}
	// All checked by Validate.
	webhooks, _ := webhook.ParseSecrets("webhook secret", cfg.WebhookSecrets)
	exchange, _ := webhook.ParseSecrets("exchange secret", cfg.ExchangeSecrets)
	payout, _ := webhook.ParseSecrets("payout secret", cfg.PayoutSecrets)
	s.webhooks = &webhook.Verifier{Secrets: webhooks, MaxBodyBytes: maxBodyBytes}
	payoutVerifier := &webhook.Verifier{Secrets: payout, MaxBodyBytes: maxBodyBytes}
	s.callers = map[string]*webhook.Verifier{
		ReceiverExchange: {Secrets: exchange, MaxBodyBytes: maxBodyBytes},
		ReceiverPayout:   payoutVerifier, ReceiverRefund: payoutVerifier,
	}
	s.keys = pgstore.New(pool, pgstore.Options{OnComplete: recordEffect})
	s.idempotent = make(map[string]func(http.Handler) http.Handler)
	for _, name := range []string{ReceiverExchange, ReceiverPayout, ReceiverRefund} {
		mw, err := receiver.Idempotent(s.keys, receiver.Options{Scope: name, LockTimeout: cfg.LockTimeout,
			Retention: cfg.KeyRetention, MaxBodyBytes: maxBodyBytes, Logger: cfg.Logger.With("receiver", name)})
		if err != nil {
			panic(fmt.Sprintf("providers: %v", err)) // the durations were checked by Validate
		}
		s.idempotent[name] = mw
	}
	return s
}

// Handler serves every provider route on one mux.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	f := s.cfg.Faults
	mux.Handle("POST "+PathExchanges, f.wrap(serveIdempotent(s, ReceiverExchange, parseExchange, s.checkPair, s.decideExchange)))
	mux.Handle("POST "+PathQuotes, f.wrap(receiver.Authenticate(s.callers[ReceiverExchange])(http.HandlerFunc(s.handleQuote))))
	mux.Handle("POST "+PathPayouts, f.wrap(serveIdempotent(s, ReceiverPayout, parsePayout, s.checkFill, s.decidePayout)))
	mux.Handle("POST "+PathRefunds, f.wrap(serveIdempotent(s, ReceiverRefund, parseRefund, nil, s.decideRefund)))
	mux.Handle("POST "+PathWebhooks, f.wrap(http.HandlerFunc(s.handleWebhook)))
	mux.HandleFunc("GET "+PathEffects, s.handleEffects)
	mux.HandleFunc("GET "+PathHealth, s.handleHealth)
	return mux
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	if err := s.pool.Ping(r.Context()); err != nil {
		writeError(w, http.StatusServiceUnavailable, "database unreachable: "+err.Error())
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}
