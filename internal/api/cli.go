package api

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/cliflag"
	"github.com/swapengine/swapengine/internal/dex"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/price"
	"github.com/swapengine/swapengine/internal/redact"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/tclient"
	"github.com/swapengine/swapengine/internal/telemetry"
	"github.com/swapengine/swapengine/webhook"
)

// Commands are the swap API's starter commands: serve, merchant, apikey.
func Commands() []operator.Command {
	return operator.InSection(operator.SectionAPI, []operator.Command{
		{Name: "serve", Summary: "serve the swap API (docs/openapi/swaps.yaml): merchants create and follow swaps with API keys", Run: runServe},
		{Name: "merchant", Summary: "a merchant of the swap API and its webhooks: merchant create -name NAME [-webhook-url URL] | set-webhook -merchant ID -url URL | rotate-secret -merchant ID [-grace 24h] | show -merchant ID (secrets printed once, at creation and rotation)", Run: runMerchant},
		{Name: "webhook", Summary: "re-send one webhook event, flagged as a redelivery, under its webhook-id: webhook redeliver -swap-id ID -event WEBHOOK-ID", Run: runWebhook},
		{Name: "apikey", Summary: "create (printed once) or revoke a merchant's API key: apikey create -merchant ID | apikey revoke -id ID", Run: runAPIKey},
	})
}

func usagef(format string, a ...any) error {
	return &operator.UsageError{Msg: fmt.Sprintf(format, a...)}
}

func dbFlag(fs interface {
	StringVar(*string, string, string, string)
}, v *string) {
	fs.StringVar(v, "database-url", cliflag.Env("", "DATABASE_URL"), "Postgres URL (env DATABASE_URL; required)")
}

func runServe(ctx context.Context, args []string, out io.Writer) error {
	fs := operator.NewFlags("serve", out)
	var tc tclient.Config
	tc.RegisterFlags(fs)
	var dbURL, chainsFile, listen, taskQueue, publicURL, exchangeURL, exchangeSecrets, metricsListen, otlpEndpoint string
	var allowPrivate bool
	dbFlag(fs, &dbURL)
	fs.StringVar(&chainsFile, "chains", cliflag.Env("", "CHAINS_CONFIG"), "chains file (internal/chainconf): the vaults and tokens deposit instructions name (env CHAINS_CONFIG; required)")
	fs.StringVar(&listen, "listen", cliflag.Env("127.0.0.1:8090", "API_LISTEN"), "address to serve on (env API_LISTEN)")
	fs.StringVar(&publicURL, "public-url", cliflag.Env("", "API_PUBLIC_URL"), "base URL customers reach this API at, for the checkoutUrl of each swap (env API_PUBLIC_URL; default: the scheme and host of each request — set it behind a proxy)")
	fs.StringVar(&taskQueue, "task-queue", "", "task queue of the swaps it starts (default: the workers' swaps queue)")
	fs.StringVar(&exchangeURL, "exchange-url", cliflag.Env("", "EXCHANGE_URL"), "the exchange receiver: its own quote (POST /v1/quotes) joins the price feeds of every chain that has some, and must agree with them (env EXCHANGE_URL; optional)")
	fs.StringVar(&exchangeSecrets, "exchange-secrets", webhook.SecretEnv("EXCHANGE_SECRETS"), "the exchange receiver's signing secrets, as the worker's (env EXCHANGE_SECRETS)")
	fs.StringVar(&metricsListen, "metrics-listen", cliflag.Env("127.0.0.1:9092", "METRICS_LISTEN"), "address of /metrics (the API's RED series, Go runtime and process), apart from the API's own port (env METRICS_LISTEN; empty: none)")
	fs.StringVar(&otlpEndpoint, "otlp-endpoint", "", "export traces over OTLP to this collector's base URL (as the worker's flag; env OTEL_EXPORTER_OTLP_ENDPOINT): each request a span, its Temporal calls and the swap's workflow its children")
	limits := DefaultRateLimits
	fs.Float64Var(&limits.PerKey, "rate-per-key", limits.PerKey, "requests a second one API key may send (bursts of twice as many); past it 429 with Retry-After")
	fs.Float64Var(&limits.PerIP, "rate-per-ip", limits.PerIP, "requests a second one client address may send to the public checkout endpoints, and without a valid key (bursts of four times as many); behind a proxy every client is the proxy")
	allowPrivateDefault, _ := strconv.ParseBool(cliflag.Env("false", "WEBHOOK_ALLOW_PRIVATE"))
	fs.BoolVar(&allowPrivate, "webhook-allow-private", allowPrivateDefault, "accept webhook URLs on private or loopback addresses (env WEBHOOK_ALLOW_PRIVATE)")
	if err := operator.ParseFlags(fs, args); err != nil {
		return err
	}
	switch {
	case dbURL == "":
		return usagef("serve: -database-url is required (env DATABASE_URL)")
	case chainsFile == "":
		return usagef("serve: -chains is required: the chains file names the vaults deposits are paid into (env CHAINS_CONFIG)")
	}
	if !(limits.PerKey > 0) || !(limits.PerIP > 0) {
		return usagef("serve: -rate-per-key and -rate-per-ip must be positive")
	}
	limits.KeyBurst, limits.IPBurst = int(max(1, 2*limits.PerKey)), int(max(1, 4*limits.PerIP))
	if publicURL != "" {
		if u, err := url.Parse(publicURL); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" {
			return usagef("serve: -public-url: must be an http(s) base URL without credentials, query or fragment, like https://pay.example.com")
		}
	}
	// Fail closed before anything is served: the API holds merchants'
	// settings, and a deployment without a sealing key would store their
	// secrets in plain text.
	box, err := store.SecretBoxFromEnv()
	if err != nil {
		return usagef("serve: %v", err)
	}
	// The API calls a node only for the price feeds of POST /v1/quotes:
	// without any it reads the vaults and tokens and holds none of the
	// endpoints' secrets.
	chains, err := chainconf.LoadPublic(chainsFile)
	if err != nil {
		return usagef("serve: -chains: %v", err)
	}
	var exchange *price.Exchange
	if exchangeURL != "" {
		signers, err := webhook.LoadSecrets("exchange-secrets", exchangeSecrets)
		if err != nil {
			return usagef("serve: %v", err)
		}
		exchange = &price.Exchange{URL: exchangeURL, Signers: signers}
	}
	prices, closePrices, err := priceBoards(ctx, chainsFile, chains, exchange)
	if err != nil {
		return err
	}
	defer closePrices()
	logger := slog.New(slog.NewJSONHandler(os.Stderr, nil))
	var tracing *telemetry.Tracing
	if telemetry.TracingConfigured(otlpEndpoint) {
		if tracing, err = telemetry.StartTracing(ctx, otlpEndpoint); err != nil {
			return usagef("serve: %v", err)
		}
		defer func() { _ = tracing.Close(context.Background()) }()
		tc.Interceptors = append(tc.Interceptors, tracing.Interceptor)
	}
	db, err := store.Open(ctx, dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	cl, err := tclient.Dial(tc, logger)
	if err != nil {
		return err
	}
	defer cl.Close()
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return fmt.Errorf("serve: listen %s: %w", listen, err)
	}
	var metrics *prometheus.Registry
	if metricsListen != "" {
		metrics = prometheus.NewRegistry()
		metrics.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
		mln, err := net.Listen("tcp", metricsListen)
		if err != nil {
			return fmt.Errorf("serve: metrics: listen %s: %w", metricsListen, err)
		}
		mux := http.NewServeMux()
		mux.Handle("GET /metrics", promhttp.HandlerFor(metrics, promhttp.HandlerOpts{}))
		msrv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
		go func() { _ = msrv.Serve(mln) }()
		defer msrv.Close()
		fmt.Fprintf(out, "metrics on http://%s/metrics\n", mln.Addr())
	}
	cfg := Config{DB: db, Temporal: cl, Chains: chains, TaskQueue: taskQueue, WebhookAllowPrivate: allowPrivate, Logger: logger,
		PublicURL: publicURL, Prices: prices, RateLimits: limits, SecretBox: box}
	if metrics != nil {
		cfg.Metrics = metrics
	}
	if tracing != nil {
		cfg.Tracer = tracing.Provider()
	}
	srv := &http.Server{
		Handler:           New(cfg).Handler(),
		ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second, WriteTimeout: 60 * time.Second,
		MaxHeaderBytes: 16 << 10,
	}
	// Events older than the API shows, and expired sessions, are pruned
	// (retention.go).
	pruneCtx, stopPruning := context.WithCancel(ctx)
	defer stopPruning()
	go pruneLoop(pruneCtx, db, logger)
	fmt.Fprintf(out, "swap API on http://%s\n", ln.Addr())
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
		shut, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := srv.Shutdown(shut); err != nil && !errors.Is(err, http.ErrServerClosed) {
			return err
		}
		return nil
	}
}

func runAPIKey(ctx context.Context, args []string, out io.Writer) error {
	if len(args) == 0 || (args[0] != "create" && args[0] != "revoke") {
		return usagef("apikey: the subcommand is create or revoke: apikey create -merchant ID | apikey revoke -id ID")
	}
	sub := args[0]
	fs := operator.NewFlags("apikey "+sub, out)
	var dbURL, merchant, id string
	dbFlag(fs, &dbURL)
	if sub == "create" {
		fs.StringVar(&merchant, "merchant", "", "merchant ID (required)")
	} else {
		fs.StringVar(&id, "id", "", "key ID, as apikey create printed it (required)")
	}
	if err := operator.ParseFlags(fs, args[1:]); err != nil {
		return err
	}
	switch {
	case dbURL == "":
		return usagef("apikey %s: -database-url is required (env DATABASE_URL)", sub)
	case sub == "create" && merchant == "":
		return usagef("apikey create: -merchant is required")
	case sub == "revoke" && id == "":
		return usagef("apikey revoke: -id is required")
	}
	db, err := store.Open(ctx, dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	if sub == "revoke" {
		if err := RevokeAPIKey(ctx, db, id); err != nil {
			return err
		}
		_, err = fmt.Fprintf(out, "revoked %s\n", id)
		return err
	}
	k, err := CreateAPIKey(ctx, db, merchant)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "key id: %s (merchant %s)\nkey:    %s\nthe key is shown only now; only its hash is stored\n", k.ID, k.MerchantID, k.Key)
	return err
}

// priceBoards builds each chain's price sources from its priceFeeds, read
// through the chain's first endpoint (its secrets resolved here only when a
// chain has feeds), and the exchange receiver's quote beside them when one
// is given: never alone, since a quote is to bound what the exchange fills
// by a price it does not control. The closer ends the connections.
func priceBoards(ctx context.Context, path string, public *chainconf.File, exchange *price.Exchange) (map[uint64]price.Board, func(), error) {
	any := false
	for _, c := range public.Chains {
		any = any || len(c.PriceFeeds) > 0
	}
	if !any {
		return nil, func() {}, nil
	}
	full, err := chainconf.Load(path)
	if err != nil {
		return nil, nil, usagef("serve: -chains: %v", err)
	}
	boards := map[uint64]price.Board{}
	var closers []func()
	closeAll := func() {
		for _, c := range closers {
			c()
		}
	}
	for _, c := range full.Chains {
		if len(c.PriceFeeds) == 0 {
			continue
		}
		ep := c.EndpointsConfig().Endpoints[0]
		rc, err := chain.DialHeaders(ctx, ep.URL, ep.Headers)
		if err != nil {
			closeAll()
			return nil, nil, fmt.Errorf("serve: chain %s: dial for its price feeds: %w", c.Name, redact.Err(err, ep.URL))
		}
		closers = append(closers, rc.Close)
		sources := feedsOf(c, ethclient.NewClient(rc))
		if c.Dex != nil {
			// The pool the chain's DEX route trades on, beside the feeds: a
			// pool moved away from the market refuses the quote.
			q, err := dex.QuoterFor(ctx, ethclient.NewClient(rc), c.ChainID, c.Dex, chainAssets(c))
			if err != nil {
				closeAll()
				return nil, nil, fmt.Errorf("serve: chain %s: its DEX route: %w", c.Name, redact.Err(err, ep.URL))
			}
			sources = append(sources, q)
		}
		if exchange != nil {
			sources = append(sources, *exchange)
		}
		boards[c.ChainID] = price.Board{Sources: sources}
	}
	return boards, closeAll, nil
}

// chainAssets maps a chain's assets to their tokens, the native coin to the
// zero address.
func chainAssets(c chainconf.Chain) map[string]common.Address {
	sc := c.ScannerConfig()
	out := map[string]common.Address{}
	if sc.NativeAsset != "" {
		out[sc.NativeAsset] = common.Address{}
	}
	for _, t := range sc.Tokens {
		out[t.Asset] = common.HexToAddress(t.Address)
	}
	return out
}

// feedsOf is a chain's priceFeeds as sources read through ec.
func feedsOf(c chainconf.Chain, ec price.Chain) []price.Source {
	var out []price.Source
	for _, f := range c.PriceFeeds {
		base, _ := lookupAsset(c, f.Base)
		quote, _ := lookupAsset(c, f.Quote)
		feed := price.Feed{Chain: ec, Address: common.HexToAddress(f.Address), Base: f.Base, QuoteAsset: f.Quote,
			BaseDecimals: base.decimals, QuoteDecimals: quote.decimals, MaxAge: cmp.Or(f.MaxAge, chainconf.DefaultFeedMaxAge)}
		if f.SequencerUptimeFeed != "" {
			seq := common.HexToAddress(f.SequencerUptimeFeed)
			feed.SequencerUptimeFeed, feed.GracePeriod = &seq, cmp.Or(f.GracePeriod, time.Hour)
		}
		out = append(out, feed)
	}
	return out
}
