// Package quotebench measures the swap API's POST /v1/quotes (issue 28):
// its latency with one and with two price feeds, and with a feed beside the
// pool's own quote (a Uniswap v3 QuoterV2 on the dev chain), against a ceiling measured
// in the same run — the same chain reads a quote makes, made directly
// through the same client, without the API, its key check or its Postgres
// write — and the JSON-RPC requests each quote costs.
package quotebench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/swapengine/swapengine/internal/api"
	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/dex"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/price"
	"github.com/swapengine/swapengine/internal/price/chainlink"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/webhook"
)

// Options sizes one run.
type Options struct {
	DatabaseURL string
	Quotes      int // quotes per figure, one at a time
	Out         io.Writer
}

// Figure is one configuration's latency against its ceiling.
type Figure struct {
	Name             string // the price sources: "1 feed", "2 feeds", "feed + DEX quoter"
	Sources          int
	P50, P99         time.Duration
	CeilP50, CeilP99 time.Duration
	// RPCPerQuote is the JSON-RPC requests one quote sends to the node.
	RPCPerQuote float64
}

// Ratio is the quote's p50 over the ceiling's p50.
func (f Figure) Ratio() float64 { return float64(f.P50) / float64(f.CeilP50) }

// counter counts the HTTP requests (JSON-RPC calls: one each, no batches
// here) the price feeds send to the node.
type counter struct{ n atomic.Int64 }

func (c *counter) RoundTrip(r *http.Request) (*http.Response, error) {
	c.n.Add(1)
	return http.DefaultTransport.RoundTrip(r)
}

// Run serves a dev chain over HTTP with two of Chainlink's published
// aggregators and measures POST /v1/quotes with one and with both.
func Run(ctx context.Context, o Options) ([]Figure, error) {
	if o.Quotes < 3 {
		return nil, fmt.Errorf("quotes: %d, at least 3", o.Quotes)
	}
	if o.Out == nil {
		o.Out = io.Discard
	}
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", Vault: devchain.VaultV2})
	if err != nil {
		return nil, err
	}
	defer c.Close()
	feeds := make([]common.Address, 2)
	agg := chainlink.NewMockV3Aggregator()
	for i, answer := range []int64{3000_00000000, 3001_00000000} {
		opts := bind.NewKeyedTransactor(devchain.DevKey(1), c.ChainID())
		addr, tx, err := bind.DeployContract(opts, common.FromHex(chainlink.MockV3AggregatorMetaData.Bin), c.Client(), agg.PackConstructor(8, big.NewInt(answer)))
		if err != nil {
			return nil, err
		}
		if _, err := c.MineUntilReceipt(ctx, tx.Hash(), 3); err != nil {
			return nil, err
		}
		feeds[i] = addr
	}
	dx, err := c.DeployDex(ctx, 3000)
	if err != nil {
		return nil, err
	}
	count := &counter{}
	rc, err := rpc.DialOptions(ctx, c.RPCURL(), rpc.WithHTTPClient(&http.Client{Transport: count}))
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	ec := ethclient.NewClient(rc)

	if err := store.Migrate(ctx, o.DatabaseURL); err != nil {
		return nil, err
	}
	pool, err := pgxpool.New(ctx, o.DatabaseURL)
	if err != nil {
		return nil, err
	}
	defer pool.Close()
	merchant, err := api.CreateMerchant(ctx, pool, "quote bench")
	if err != nil {
		return nil, err
	}
	key, err := api.CreateAPIKey(ctx, pool, merchant)
	if err != nil {
		return nil, err
	}
	chains, err := chainconf.Parse([]byte(fmt.Sprintf(`chains:
  - name: dev
    chainId: 1337
    rpc: [{url: %q}]
    finality: {depth: 2}
    vault: {address: %q, version: v2}
    tokens: [{address: %q, symbol: USDC, decimals: 6}]
`, c.RPCURL(), c.Vault().Hex(), c.USDC().Hex())), func(string) (string, bool) { return "", false })
	if err != nil {
		return nil, err
	}
	// The exchange receiver's own quote (POST /v1/quotes, signed), from the
	// provider simulator at the feeds' rate.
	secrets := providers.NewSecrets()
	prov := httptest.NewServer(providers.New(pool, secrets.Apply(providers.Config{
		QuoteAssets: []string{"USDC"}, SupportedAssets: []string{"ETH"},
		PairRates: map[string]providers.Rate{"ETH/USDC": {Num: 3, Den: 1_000_000_000}},
	})).Handler())
	defer prov.Close()
	signers, err := webhook.LoadSecrets("exchange-secrets", secrets.Exchange)
	if err != nil {
		return nil, err
	}
	exchange := price.Exchange{URL: prov.URL, Signers: signers}
	feedOf := func(a common.Address) price.Source {
		return price.Feed{Chain: ec, Address: a, Base: "ETH", QuoteAsset: "USDC", BaseDecimals: 18, QuoteDecimals: 6, MaxAge: time.Hour}
	}
	configs := []struct {
		name    string
		sources []price.Source
	}{
		{"1 feed", []price.Source{feedOf(feeds[0])}},
		{"2 feeds", []price.Source{feedOf(feeds[0]), feedOf(feeds[1])}},
		{"feed + DEX quoter", []price.Source{feedOf(feeds[0]), dex.Quoter{Client: ec, Route: dx.Route(c.ChainID().Uint64(), c.USDC())}}},
		{"feed + exchange receiver", []price.Source{feedOf(feeds[0]), exchange}},
	}
	var out []Figure
	for _, cfg := range configs {
		if cfg.name == "feed + exchange receiver" {
			fmt.Fprintln(o.Out, "· the exchange receiver is the provider simulator over HTTP on this machine: an adopter's service adds its own time")
		}
		sources, n := cfg.sources, len(cfg.sources)
		board := price.Board{Sources: sources}
		// The bench times quotes, not the per-key rate limit: one far above it.
		srv := httptest.NewServer(api.New(api.Config{DB: pool, Chains: chains, Logger: slog.New(slog.DiscardHandler),
			RateLimits: api.RateLimits{PerKey: 1e6, KeyBurst: 1e6, PerIP: 1e6, IPBurst: 1e6},
			Prices:     map[uint64]price.Board{1337: board}}).Handler())
		body, _ := json.Marshal(api.QuoteRequest{ChainID: 1337, Asset: "ETH", PayoutAsset: "USDC", AmountUnits: "100000000000000000"})
		quote := func() error {
			req, _ := http.NewRequestWithContext(ctx, http.MethodPost, srv.URL+"/v1/quotes", bytes.NewReader(body))
			req.Header.Set("Authorization", "Bearer "+key.Key)
			req.Header.Set("Content-Type", "application/json")
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				return err
			}
			defer resp.Body.Close()
			raw, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != http.StatusCreated {
				return fmt.Errorf("POST /v1/quotes: %d %s", resp.StatusCode, raw)
			}
			return nil
		}
		ceiling := func() error {
			_, err := board.Quote(ctx, price.Request{AssetIn: "ETH", AssetOut: "USDC", AmountInUnits: big.NewInt(100_000_000_000_000_000)})
			return err
		}
		// Alternated, so that a slow moment of the machine falls on both.
		var lat, ceil []time.Duration
		var quoteCalls int64
		for range o.Quotes {
			at := time.Now()
			n0 := count.n.Load()
			if err := quote(); err != nil {
				srv.Close()
				return nil, err
			}
			lat = append(lat, time.Since(at))
			quoteCalls += count.n.Load() - n0
			at = time.Now()
			if err := ceiling(); err != nil {
				srv.Close()
				return nil, err
			}
			ceil = append(ceil, time.Since(at))
		}
		srv.Close()
		f := Figure{Name: cfg.name, Sources: n, P50: quantile(lat, 0.5), P99: quantile(lat, 0.99), CeilP50: quantile(ceil, 0.5), CeilP99: quantile(ceil, 0.99),
			RPCPerQuote: float64(quoteCalls) / float64(o.Quotes)}
		fmt.Fprintf(o.Out, "· %s: POST /v1/quotes p50 %s p99 %s; the chain reads alone p50 %s p99 %s (×%.2f); %.1f JSON-RPC requests a quote\n",
			cfg.name, f.P50, f.P99, f.CeilP50, f.CeilP99, f.Ratio(), f.RPCPerQuote)
		out = append(out, f)
	}
	return out, nil
}

func quantile(d []time.Duration, q float64) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	i := int(q * float64(len(s)-1))
	return s[i]
}
