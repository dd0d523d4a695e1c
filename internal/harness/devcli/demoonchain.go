package devcli

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net"
	"strings"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/sdk/client"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/dex"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/price"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/internal/swapworker"
	"github.com/swapengine/swapengine/internal/txsender"
	"github.com/swapengine/swapengine/workflows"
)

// Rates of the on-chain demo's exchange, between wei and USDC's 6-decimal
// units: 3,000 USDC an ETH.
var demoPairRates = map[string]providers.Rate{
	"ETH/USDC": {Num: 3, Den: 1_000_000_000},
	"USDC/ETH": {Num: 1_000_000_000_000, Den: 3_000},
}

// runOnChainDemo is part 3: money in and out on the chain. The dev chain
// serves vault v2 with TestUSDC; a worker pays payouts from the vault through
// the durable transaction sender. One swap is paid in ETH and paid out in
// USDC, another is paid in USDC (one permit transaction) and paid out in ETH;
// it prints each payout's transaction.
func runOnChainDemo(ctx context.Context, out io.Writer, cl client.Client, pool *pgxpool.Pool, wcfg swapworker.Config) ([]string, error) {
	fmt.Fprintln(out, "\n── part 3: money out on-chain (vault v2, a USDC token, a Uniswap v3 pool, the transaction sender) ──")
	// A random deployer key, as in part 2: a vault address, and so a scanner, of its own.
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", Vault: devchain.VaultV2, VaultKey: devchain.RandomVaultKey()})
	if err != nil {
		return nil, err
	}
	defer c.Close()
	chainID := c.ChainID().Uint64()
	fmt.Fprintf(out, "chain %d at %s: vault v2 %s, TestUSDC %s\n", chainID, c.RPCURL(), c.Vault().Hex(), c.USDC().Hex())

	// The exchange fills at the pair's rate; the payout receiver is the chain.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	provCtx, stopProviders := context.WithCancel(ctx)
	defer stopProviders()
	go serve(provCtx, ln, providers.New(pool, providers.Config{
		PairRates: demoPairRates, QuoteAssets: []string{"USDC", "ETH"}, SupportedAssets: []string{"ETH", "USDC"},
		ExchangeSecrets: []string{wcfg.ExchangeSecret}, PayoutSecrets: []string{wcfg.PayoutSecret},
	}).Handler())
	wcfg.ExchangeURL = "http://" + ln.Addr().String()

	rc, err := rpc.DialContext(ctx, c.RPCURL())
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	sender, err := txsender.New(ctx, txsender.Config{
		ChainID: chainID, Client: ethclient.NewClient(rc), Signer: txsender.NewKey(devchain.PayerKey()), DB: pool,
		FinalityDepth: 3, PaidSearchFrom: c.VaultBlock(), Logger: slog.New(slog.DiscardHandler),
		MaxFeePerGas: new(big.Int).Mul(big.NewInt(swapworker.DefaultMaxFeeGwei), big.NewInt(1e9)),
	})
	if err != nil {
		return nil, fmt.Errorf("transaction sender: %w", err)
	}
	payer := &activities.OnChainPayer{
		ChainID: chainID, Vault: c.Vault(), Sender: sender, PollInterval: 200 * time.Millisecond,
		Tokens: map[string]common.Address{"ETH": vaultv2.NativeToken, "USDC": c.USDC()},
	}
	// Uniswap v3 as published, a WETH/USDC pool at the demo's rate, and the
	// vault's executor: ETH → USDC is traded on the pool (the chain's DEX
	// route); USDC → ETH stays with the HTTP exchange.
	dx, err := c.DeployDex(ctx, 3000)
	if err != nil {
		return nil, err
	}
	route := dx.Route(chainID, c.USDC())
	delete(route.Pairs, dex.Pair{In: "USDC", Out: "ETH"})
	payIn, err := swapworker.PaysInTrade(ctx, ethclient.NewClient(rc), dx.Executor)
	if err != nil {
		return nil, err
	}
	payer.Dex = &activities.DexRoute{Route: route, Chain: ethclient.NewClient(rc), Sender: sender, PayInTrade: payIn}
	fmt.Fprintf(out, "Uniswap v3 (published bytecode): factory %s, router %s, quoter %s; WETH/USDC pool %s (0.3 %%); the vault's executor %s\n",
		dx.Factory.Hex(), dx.Router.Hex(), dx.Quoter.Hex(), dx.Pool.Hex(), dx.Executor.Hex())
	feed, err := c.DeployPriceFeed(ctx, 8, big.NewInt(3000_0000_0000)) // Chainlink's MockV3Aggregator: 3,000 USD an ETH
	if err != nil {
		return nil, err
	}
	board := price.Board{Sources: []price.Source{
		price.Feed{Chain: ethclient.NewClient(rc), Address: feed, Base: "ETH", QuoteAsset: "USDC", BaseDecimals: 18, QuoteDecimals: 6, MaxAge: time.Hour},
		dex.Quoter{Client: ethclient.NewClient(rc), Route: route},
	}}
	wcfg.TaskQueue = workflows.TaskQueue + "-onchain"
	wcfg.RPCURL, wcfg.WSURL = c.RPCURL(), ""
	var paused atomic.Bool
	stop, err := startDemoWorker(wcfg, swapworker.Deps{Temporal: cl, DB: pool, RPC: rc, OnChain: payer}, c, &paused)
	if err != nil {
		return nil, err
	}
	defer stop()
	scanner := workflows.ScannerInput{
		Config: chain.Config{ChainID: chainID, Contract: c.Vault(), Finality: chain.Finality{Depth: 3}, StartBlock: c.VaultBlock(),
			Vault: chain.VaultV2, Tokens: []chain.Token{{Address: c.USDC().Hex(), Asset: "USDC"}}},
		PollInterval: 200 * time.Millisecond,
	}
	if _, err := operator.StartScanner(ctx, cl, wcfg.TaskQueue, scanner); err != nil {
		return nil, err
	}
	defer func() {
		_ = cl.TerminateWorkflow(context.Background(), workflows.ScannerWorkflowID(scanner.Config), "", "demo over")
	}()

	printer := &statusPrinter{out: out, cl: cl, last: map[string]swap.Status{}}
	stamp := time.Now().Unix()
	customer := c.Accounts()[2]
	customerAddr := crypto.PubkeyToAddress(customer.PublicKey).Hex()
	start := func(id, asset, payoutAsset string, amount *big.Int) (client.WorkflowRun, error) {
		opts := swapclient.StartOptions(id)
		opts.TaskQueue = wcfg.TaskQueue
		terms := swap.Terms{SwapID: id, AmountUnits: amount.String(), Asset: asset, PayoutAsset: payoutAsset, ChainID: chainID,
			PayoutAddress: customerAddr}
		if _, onPool := route.Fee(asset, payoutAsset); onPool {
			// The swap is created from a fixed quote, as the API's POST
			// /v1/quotes makes one: the feed and the pool must agree within
			// 2 %, the pool trade's minimum out is the quote's, and the
			// promise — paid for a deposit made before the quote expires —
			// is paid in the trade's own transaction.
			p, err := board.Quote(ctx, price.Request{AssetIn: asset, AssetOut: payoutAsset, AmountInUnits: amount})
			if err != nil {
				return nil, fmt.Errorf("%s: quote: %w", id, err)
			}
			lo, hi := swap.Band(p.OutUnits, 100)
			expires := time.Now().Add(10 * time.Minute).Unix()
			terms.Quote = &swap.Quote{ID: "demo-quote-" + id, Source: swap.Truncate(p.Source, swap.MaxIDLen), Kind: swap.QuoteFixed, Asset: payoutAsset,
				ExpectedOutUnits: p.OutUnits.String(), MinOutUnits: lo.String(), MaxOutUnits: hi.String(), ExpiresAt: expires}
			fmt.Fprintf(out, "\n%s: fixed quote %s from %s: %s %s → %s %s promised until %s, the trade filling at least %s, at most %s\n", id, terms.Quote.ID, p.Source,
				amount, asset, p.OutUnits, payoutAsset, time.Unix(expires, 0).UTC().Format(time.RFC3339), lo, hi)
		}
		return cl.ExecuteWorkflow(ctx, opts, workflows.SwapWorkflow, workflows.SwapInput{
			Terms: terms, DepositDeadline: time.Now().Add(time.Hour).UTC().Truncate(time.Second),
		})
	}
	var ids []string
	for _, s := range []struct {
		id, asset, payout string
		amount            *big.Int
		pay               func(id string) error
	}{
		{fmt.Sprintf("demo-eth-usdc-%d", stamp), "ETH", "USDC", big.NewInt(1_000_000_000_000_000), func(id string) error { // 0.001 ETH
			_, err := c.DepositNative(ctx, 2, id, big.NewInt(1_000_000_000_000_000))
			return err
		}},
		{fmt.Sprintf("demo-usdc-eth-%d", stamp), "USDC", "ETH", big.NewInt(6_000_000), func(id string) error { // 6 USDC
			tx, err := c.MintUSDC(ctx, 2, big.NewInt(6_000_000))
			if err != nil {
				return err
			}
			if _, err := c.MineUntilReceipt(ctx, tx.Hash(), 5); err != nil {
				return err
			}
			_, err = c.DepositWithPermit(ctx, 2, id, c.USDC(), big.NewInt(6_000_000)) // one transaction, no approve
			return err
		}},
	} {
		run, err := start(s.id, s.asset, s.payout, s.amount)
		if err != nil {
			return nil, err
		}
		if err := s.pay(s.id); err != nil {
			return nil, fmt.Errorf("%s: deposit: %w", s.id, err)
		}
		fmt.Fprintf(out, "\n%s: %s base units of %s paid into the vault, payout in %s to %s\n", s.id, s.amount, s.asset, s.payout, customerAddr)
		if err := printer.follow(ctx, s.id, run); err != nil {
			return nil, err
		}
		v, err := swapclient.Status(ctx, cl, s.id)
		if err != nil {
			return nil, err
		}
		var trade string
		for _, e := range v.Effects {
			if e.Kind == swap.ActionStartExchange && strings.HasPrefix(e.Detail, "dex:") {
				trade = strings.TrimPrefix(e.Detail, "dex:")
				fmt.Fprintf(out, "%s: traded on the Uniswap v3 pool in transaction %s: the vault gained %s %s\n", s.id, trade, v.Fill.AmountOutUnits, v.Fill.Asset)
			}
		}
		for _, e := range v.Effects {
			if e.Kind == swap.ActionSendPayout {
				how := ""
				if e.Detail == trade {
					how = " (the trade's own: exchange and payout in one transaction)"
				}
				fmt.Fprintf(out, "%s: payout of %s %s on-chain in transaction %s%s\n", s.id, v.Fill.PayoutUnits, v.Fill.Asset, e.Detail, how)
			}
		}
		ids = append(ids, s.id)
	}
	return append(ids, workflows.ScannerWorkflowID(scanner.Config)), nil
}
