package devcli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/swapengine/swapengine/internal/cliflag"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/receiver"
	"github.com/swapengine/swapengine/webhook"
)

func runProviders(ctx context.Context, args []string, out io.Writer) error {
	var (
		listen, dbURL, secrets, assets, payoutAssets, deny, maxAmount string
		exchangeSecrets, payoutSecrets                                string
		rateNum, rateDen                                              int64
		retention                                                     time.Duration
	)
	fs := newFlags("providers", out)
	fs.StringVar(&listen, "listen", cliflag.Env("127.0.0.1:8081", "PROVIDERS_LISTEN"), "listen address (env PROVIDERS_LISTEN)")
	fs.StringVar(&dbURL, "database-url", cliflag.Env("", "DATABASE_URL"), "Postgres URL (env DATABASE_URL, required)")
	fs.StringVar(&secrets, "webhook-secrets", cliflag.Env("", "WEBHOOK_SECRETS", "WEBHOOK_SECRET"), "merchant's Standard Webhooks secrets, comma-separated, for rotation (env WEBHOOK_SECRETS)")
	cliflag.Alias(fs, "webhook-secret", "webhook-secrets", errOut)
	fs.StringVar(&exchangeSecrets, "exchange-secrets", webhook.SecretEnv("EXCHANGE_SECRETS"),
		"secrets the worker signs exchange calls with, comma-separated for rotation, or @FILE (env EXCHANGE_SECRETS or EXCHANGE_SECRETS_FILE; required: unsigned calls are refused)")
	fs.StringVar(&payoutSecrets, "payout-secrets", webhook.SecretEnv("PAYOUT_SECRETS"),
		"secrets the worker signs payout and refund calls with, as -exchange-secrets (env PAYOUT_SECRETS or PAYOUT_SECRETS_FILE; required)")
	fs.StringVar(&assets, "assets", "ETH", "deposit assets the exchange accepts, comma-separated")
	fs.StringVar(&payoutAssets, "payout-assets", providers.DefaultQuoteAsset,
		"assets the exchange fills, comma-separated: a swap's -payout-asset must be one of them (and not its deposit asset); the first is the fill of a request that names none")
	fs.StringVar(&deny, "deny-addresses", "", "payout/refund addresses the provider declines, comma-separated")
	fs.StringVar(&maxAmount, "max-amount", "", "largest exchange in base units; larger ones are declined")
	fs.Int64Var(&rateNum, "rate-num", 2, "exchange rate numerator (out = in × num / den)")
	fs.Int64Var(&rateDen, "rate-den", 1, "exchange rate denominator")
	fs.DurationVar(&retention, "key-retention", receiver.DefaultRetention, "how long completed idempotency keys are answered and kept; a call with a key older than this is a new request")
	if err := parse(fs, args); err != nil {
		return err
	}
	if dbURL == "" {
		return usagef("providers: -database-url (or DATABASE_URL) is required")
	}
	exchangeList, err := webhook.ReadSecrets("exchange-secrets", exchangeSecrets)
	if err != nil {
		return &UsageError{Msg: "providers: " + err.Error()}
	}
	payoutList, err := webhook.ReadSecrets("payout-secrets", payoutSecrets)
	if err != nil {
		return &UsageError{Msg: "providers: " + err.Error()}
	}
	cfg := providers.Config{
		ExchangeSecrets: exchangeList, PayoutSecrets: payoutList,
		RateNum: rateNum, RateDen: rateDen,
		SupportedAssets: splitList(assets), DenyAddresses: splitList(deny), WebhookSecrets: splitList(secrets),
		QuoteAssets: splitList(payoutAssets), KeyRetention: retention,
		Logger: slog.New(slog.NewTextHandler(os.Stderr, nil)),
	}
	if len(cfg.QuoteAssets) == 0 {
		return usagef("providers: -payout-assets needs at least one asset")
	}
	cfg.QuoteAsset = cfg.QuoteAssets[0]
	if maxAmount != "" {
		n, ok := new(big.Int).SetString(maxAmount, 10)
		if !ok {
			return usagef("providers: -max-amount %q is not an integer", maxAmount)
		}
		cfg.MaxAmountUnits = n
	}
	if retention <= 0 {
		return usagef("providers: -key-retention must be positive")
	}
	if err := cfg.Validate(); err != nil {
		return &UsageError{Msg: "providers: " + err.Error()}
	}
	pool, err := store.Open(ctx, dbURL)
	if err != nil {
		return err
	}
	defer pool.Close()
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return fmt.Errorf("providers: listen on %s: %w", listen, err)
	}
	fmt.Fprintf(out, "providers listening on http://%s\n", ln.Addr())
	srv := providers.New(pool, cfg)
	go pruneKeys(ctx, srv, retention, cfg.Logger)
	return serve(ctx, ln, srv.Handler())
}

// serve runs an HTTP server until ctx ends, then shuts it down gracefully.
func serve(ctx context.Context, ln net.Listener, h http.Handler) error {
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		err := srv.Shutdown(shutdownCtx)
		if e := <-done; !errors.Is(e, http.ErrServerClosed) {
			return e
		}
		return err
	}
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// pruneKeys enforces the retention window hourly. Retention is a promise to
// callers: a retry later than the window is treated as a new request.
func pruneKeys(ctx context.Context, srv *providers.Server, retention time.Duration, log *slog.Logger) {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		n, err := srv.PruneKeys(ctx, retention)
		if err != nil && ctx.Err() == nil {
			log.Error("prune idempotency keys", "error", err)
		} else if n > 0 {
			log.Info("pruned idempotency keys", "count", n, "olderThan", retention)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
