package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"github.com/jackc/pgx/v5"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/openapitest"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/price"
	"github.com/swapengine/swapengine/internal/price/chainlink"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swapworker"
	"github.com/swapengine/swapengine/internal/tclient"
	"github.com/swapengine/swapengine/webhook"
	"github.com/swapengine/swapengine/workflows"
)

func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }

// stack is the real dev stack behind the API: Postgres, the Temporal dev
// server, a worker with the provider simulators as receivers, a dev chain
// with vault v2, and the API served through a check of every request and
// answer against docs/openapi/swaps.yaml.
type stack struct {
	t     *testing.T
	pool  *pgxpool.Pool
	cl    client.Client
	chain *devchain.Chain
	api   *httptest.Server
	spec  *openapitest.Checker
	queue string
	dbURL string
	// factory is the deposit address factory (stackOpts.depositAddresses).
	factory common.Address
	// feed is the ETH/USDC price feed (stackOpts.ethUSD).
	feed common.Address
	// chains is the API's chains file.
	chains *chainconf.File
}

func newStack(t *testing.T) *stack { return newStackWith(t, false) }

// newStackWith, with scan, serves the dev chain over HTTP, mines a block
// every 100 ms and runs the vault's chain scanner on the worker: deposits
// reach the swaps the way they do in production.
func newStackWith(t *testing.T, scan bool) *stack {
	t.Helper()
	return newStackOpts(t, stackOpts{scan: scan})
}

// stackOpts: scan as newStackWith; depositAddresses deploys a
// DepositAddressFactory for the vault and names it in the chains file and
// the scanner's configuration (swaps get a deposit address).
type stackOpts struct {
	scan, depositAddresses bool
	providers              providers.Config // the receiver simulators' settings
	// ethUSD, when set, deploys Chainlink's MockV3Aggregator answering it
	// (8 decimals) as the chain's ETH/USDC price feed for POST /v1/quotes.
	ethUSD int64
	// exchangeQuotes adds the exchange receiver's own quote (the providers
	// simulator, signed) to the chain's price sources.
	exchangeQuotes bool
	// limits are the API's rate limits; zero: far above what any test sends
	// (the hostile-input tests send hundreds of requests a second).
	limits RateLimits
	// testChain marks the dev chain test in the chains file (test keys
	// reach it).
	testChain bool
}

func newStackOpts(t *testing.T, o stackOpts) *stack {
	t.Helper()
	scan := o.scan
	ctx := context.Background()
	dbURL := testenv.MigratedPostgresURL(t)
	pool, err := store.Open(ctx, dbURL)
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	secrets := providers.NewSecrets()
	prov := httptest.NewServer(providers.New(pool, secrets.Apply(o.providers)).Handler())
	t.Cleanup(prov.Close)
	tc := tclient.Config{Address: testenv.TemporalAddress(t), Namespace: "default"}
	cl, err := tclient.Dial(tc, slog.New(slog.DiscardHandler))
	require.NoError(t, err)
	t.Cleanup(cl.Close)
	queue := "swaps-" + t.Name()
	opts := devchain.Options{Vault: "v2", VaultKey: devchain.RandomVaultKey()}
	if scan {
		opts.HTTPAddr = "127.0.0.1:0"
	}
	ch, err := devchain.Start(opts)
	require.NoError(t, err)
	t.Cleanup(func() { _ = ch.Close() })
	var factory common.Address
	if o.depositAddresses {
		factory = deployFactory(t, ch)
	}
	wcfg := swapworker.Config{
		Temporal: tc, TaskQueue: queue, DatabaseURL: dbURL,
		ExchangeURL: prov.URL, PayoutURL: prov.URL, WebhookSecret: secrets.Webhook,
		ExchangeSecret: secrets.Exchange, PayoutSecret: secrets.Payout, WebhookAllowPrivate: true,
	}
	deps := swapworker.Deps{Temporal: cl, DB: pool}
	if scan {
		wcfg.RPCURL = ch.RPCURL()
		opened, closeDeps, err := swapworker.Open(ctx, wcfg, cl)
		require.NoError(t, err)
		t.Cleanup(closeDeps)
		opened.DB = pool
		deps = opened
	}
	w, _, err := swapworker.New(wcfg, deps)
	require.NoError(t, err)
	require.NoError(t, w.Start())
	t.Cleanup(w.Stop)
	if scan {
		cfg := chain.Config{ChainID: 1337, Contract: ch.Vault(), Finality: chain.Finality{Depth: 2},
			StartBlock: ch.VaultBlock(), Vault: chain.VaultV2, Tokens: []chain.Token{{Address: ch.USDC().Hex(), Asset: "USDC"}}, DepositFactory: factory}
		_, err := operator.StartScanner(ctx, cl, queue, workflows.ScannerInput{Config: cfg, PollInterval: 200 * time.Millisecond})
		require.NoError(t, err)
		t.Cleanup(func() {
			_ = cl.TerminateWorkflow(context.Background(), workflows.ScannerWorkflowID(cfg), "", "test over")
		})
		stop, done := make(chan struct{}), make(chan struct{})
		go func() { // a block every 100 ms
			defer close(done)
			for {
				select {
				case <-stop:
					return
				case <-time.After(100 * time.Millisecond):
					_, _ = ch.Mine(1)
				}
			}
		}()
		t.Cleanup(func() { close(stop); <-done })
	}

	var feed common.Address
	feeds := ""
	if o.ethUSD != 0 {
		feed = deployFeed(t, ch, o.ethUSD)
		feeds = fmt.Sprintf("    priceFeeds: [{base: ETH, quote: USDC, address: %q, maxAge: 1h}]\n", feed.Hex())
	}
	chains, err := chainconf.Parse([]byte(fmt.Sprintf(`chains:
  - name: dev
    chainId: 1337
    rpc: [{url: "http://127.0.0.1:1"}]
    finality: {depth: 2}
    vault: {address: "%s", version: v2%s}
    tokens: [{address: "%s", symbol: USDC, decimals: 6}]
    test: %t
%s`, ch.Vault().Hex(), factoryEntry(factory), ch.USDC().Hex(), o.testChain, feeds)), func(string) (string, bool) { return "", false })
	require.NoError(t, err)
	var prices map[uint64]price.Board
	if o.ethUSD != 0 {
		sources := feedsOf(chains.Chains[0], ch.Client())
		if o.exchangeQuotes {
			signers, err := webhook.LoadSecrets("exchange-secrets", secrets.Exchange)
			require.NoError(t, err)
			sources = append(sources, price.Exchange{URL: prov.URL, Signers: signers})
		}
		prices = map[uint64]price.Board{1337: {Sources: sources}}
	}

	s := &stack{t: t, pool: pool, cl: cl, chain: ch, queue: queue, dbURL: dbURL, factory: factory, feed: feed, chains: chains}
	limits := o.limits
	if limits == (RateLimits{}) {
		limits = RateLimits{PerKey: 1e6, KeyBurst: 1e6, PerIP: 1e6, IPBurst: 1e6}
	}
	box, err := store.SecretBoxFromEnv() // as serve opens it: redeliveries sign with the merchants' sealed secrets
	require.NoError(t, err)
	srv := New(Config{DB: pool, Temporal: cl, Chains: chains, TaskQueue: queue, WebhookAllowPrivate: true, Prices: prices, RateLimits: limits, SecretBox: box,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	s.spec = &openapitest.Checker{V: openapitest.Load(t, "swaps.yaml"), Next: srv.Handler(),
		Outside: func(_ int, body []byte) bool { // a route the document does not have
			var p ErrorResponse
			return json.Unmarshal(body, &p) == nil && p.Error.Field == "path"
		},
		// The dashboard's HTML pages are not the API's contract.
		Skip: func(r *http.Request) bool { return strings.HasPrefix(r.URL.Path, "/dashboard/") }}
	s.api = httptest.NewServer(s.spec)
	t.Cleanup(s.api.Close)
	t.Cleanup(func() {
		require.Empty(t, s.spec.Problems(), "requests or answers outside docs/openapi/swaps.yaml")
	})
	return s
}

// merchant makes a merchant and a key for it.
func (s *stack) merchant(name string) APIKey {
	s.t.Helper()
	id, err := CreateMerchant(context.Background(), s.pool, name)
	require.NoError(s.t, err)
	k, err := CreateAPIKey(context.Background(), s.pool, id)
	require.NoError(s.t, err)
	return k
}

// workflowID is the engine's ID (the workflow ID) of the one swap created
// under the merchant's ID swapID: what Temporal, the chain and the engine's
// tables know it by.
func (s *stack) workflowID(swapID string) string {
	s.t.Helper()
	var ids []string
	rows, err := s.pool.Query(context.Background(), `SELECT swap_id FROM api_swaps WHERE merchant_swap_id = $1`, swapID)
	require.NoError(s.t, err)
	ids, err = pgx.CollectRows(rows, pgx.RowTo[string])
	require.NoError(s.t, err)
	require.Len(s.t, ids, 1, "swaps created as %s", swapID)
	return ids[0]
}

// call sends one request with the key ("" for none) and decodes the answer.
func (s *stack) call(key, method, path string, body any) (int, []byte) {
	s.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		raw, err := json.Marshal(b)
		require.NoError(s.t, err)
		rd = bytes.NewReader(raw)
	}
	req, err := http.NewRequest(method, s.api.URL+path, rd)
	require.NoError(s.t, err)
	if rd != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(s.t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(s.t, err)
	return resp.StatusCode, raw
}

func (s *stack) swap(key, method, path string, body any) (int, SwapResponse) {
	s.t.Helper()
	code, raw := s.call(key, method, path, body)
	var r SwapResponse
	if code/100 == 2 {
		require.NoError(s.t, json.Unmarshal(raw, &r), "%s", raw)
	}
	return code, r
}

// problem is a refusal's body.
func problem(t *testing.T, raw []byte) ErrorDetail {
	t.Helper()
	var p ErrorResponse
	require.NoError(t, json.Unmarshal(raw, &p), "%s", raw)
	return p.Error
}

// waitStatus polls the swap through the API until its status is want and
// returns that answer; past d the test fails with the last answer.
func (s *stack) waitStatus(key, id, want string, d time.Duration) SwapResponse {
	s.t.Helper()
	var (
		got  SwapResponse
		last []byte
		code int
	)
	eventually(s.t, d, func() bool {
		code, last = s.call(key, http.MethodGet, "/v1/swaps/"+id, nil)
		got = SwapResponse{}
		_ = json.Unmarshal(last, &got)
		return code == http.StatusOK && got.Swap.Status == want
	}, "swap "+id+" did not reach "+want, func() string { return string(last) })
	return got
}

// eventually polls f until it holds or the time is up.
func eventually(t *testing.T, d time.Duration, f func() bool, msg string, detail ...func() string) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !f() {
		if time.Now().After(deadline) {
			for _, m := range detail {
				msg += ": " + m()
			}
			t.Fatal(msg)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// deployFactory deploys the vault's DepositAddressFactory from a dev account.
func deployFactory(t *testing.T, ch *devchain.Chain) common.Address {
	t.Helper()
	f := vaultv2.NewDepositAddressFactory()
	opts := bind.NewKeyedTransactor(devchain.DevKey(3), ch.ChainID())
	addr, tx, err := bind.DeployContract(opts, common.FromHex(vaultv2.DepositAddressFactoryMetaData.Bin), ch.Client(), f.PackConstructor(ch.Vault()))
	require.NoError(t, err)
	r, err := ch.MineUntilReceipt(context.Background(), tx.Hash(), 5)
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	return addr
}

// deployFeed deploys Chainlink's published MockV3Aggregator answering
// answer with 8 decimals.
func deployFeed(t *testing.T, ch *devchain.Chain, answer int64) common.Address {
	t.Helper()
	agg := chainlink.NewMockV3Aggregator()
	opts := bind.NewKeyedTransactor(devchain.DevKey(3), ch.ChainID())
	addr, tx, err := bind.DeployContract(opts, common.FromHex(chainlink.MockV3AggregatorMetaData.Bin), ch.Client(), agg.PackConstructor(8, big.NewInt(answer)))
	require.NoError(t, err)
	r, err := ch.MineUntilReceipt(context.Background(), tx.Hash(), 5)
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	return addr
}

func factoryEntry(factory common.Address) string {
	if factory == (common.Address{}) {
		return ""
	}
	return fmt.Sprintf(", depositFactory: %q", factory.Hex())
}
