package e2e

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/api"
	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
)

// TestCheckoutPageInChromium is the customer's way through a swap, on the
// real dev stack: a merchant creates the swap through the API; the customer
// opens its checkoutUrl in Chromium, reads the deposit instructions off the
// page and pays them on the dev chain from a funded account; the page shows
// the deposit detected and confirming with the blocks left (the scanner's
// count, checked block by block with mining held), then "paid out" with the
// payout's transaction, which the worker paid on the chain through the
// transaction sender. The transaction on the page is the one the engine
// recorded and the one whose Paid event the vault emitted.
// WEBUI_SCREENSHOTS=docs/img regenerates docs/checkout.md's screenshots.
func TestCheckoutPageInChromium(t *testing.T) {
	b := newBrowser(t)
	// The card is 760 px wide: a narrower window than Temporal Web's.
	b.do("narrow the viewport", chromedp.EmulateViewport(960, 760))
	o := newOnChainEnv(t)
	o.payer()
	o.startScanner()
	ctx := context.Background()

	srv := o.swapAPI(common.Address{})
	merchant, err := api.CreateMerchant(ctx, o.pool, "checkout shop")
	require.NoError(t, err)
	// A merchant's swaps are signed with the merchant's own secret: here the
	// one the webhook simulator verifies with, as `starter merchant` would add.
	require.NoError(t, (&store.Merchants{DB: o.pool}).AddSecret(ctx, merchant, o.secret, 0))
	key, err := api.CreateAPIKey(ctx, o.pool, merchant)
	require.NoError(t, err)

	// The merchant creates the swap: 0.001 ETH in, USDC out to the customer.
	id := uniqueSwapID("checkout")
	created := createThroughAPI(t, srv.URL, key.Key, api.CreateRequest{SwapID: id, ChainID: o.chain.ChainID().Uint64(),
		Asset: "ETH", AmountUnits: "1000000000000000", PayoutAsset: "USDC", PayoutAddress: o.customer.Hex(),
		WebhookURL: o.providers.URL + providers.PathWebhooks})
	id = created.Swap.WorkflowID // the engine knows the swap by the ID derived from the merchant's
	t.Cleanup(func() { _ = o.cl.TerminateWorkflow(context.Background(), id, "", "test ended") })
	ins := created.Instructions
	token := regexp.MustCompile(`/pay/(co_[A-Za-z0-9_-]{22})$`).FindStringSubmatch(created.CheckoutURL)
	require.NotNil(t, token, "checkoutUrl %q", created.CheckoutURL)

	// The customer opens the page: what to pay, where, and time left.
	b.do("open the checkout page", chromedp.Navigate(created.CheckoutURL))
	b.waitText("Pay 0.001 ETH", "Waiting for your payment", ins.Vault, "Open in wallet")
	b.waitJS("the countdown to run", `() => /^\d+:\d\d$/.test(document.getElementById('countdown').textContent)`)
	b.waitJS("the QR code to be drawn", `() => { const q = document.getElementById('qr'); return q.complete && q.naturalWidth > 0 && String(q.naturalWidth) === q.getAttribute('width'); }`)
	onPage := func(elementID string) string {
		s, err := b.eval(`document.getElementById(` + jsString(elementID) + `).textContent`)
		require.NoError(t, err)
		return s
	}
	wallet, err := b.eval(`document.getElementById('wallet').getAttribute('href')`)
	require.NoError(t, err)
	assert.Equal(t, ins.PaymentURI, wallet, "the wallet link is the EIP-681 URI")
	b.shot("checkout-instructions")

	// It pays what the page says, with mining held so that the blocks
	// left can be counted down one block at a time.
	vault, calldata := onPage("vault"), onPage("calldata")
	require.Equal(t, ins.Vault, vault)
	require.Equal(t, ins.Calldata, calldata)
	require.Equal(t, "native", ins.Token)
	o.pause()
	payer := o.chain.Accounts()[1]
	depositBlock := sendAndMine(t, o, payer, common.HexToAddress(vault), ins.Value, calldata)

	left := waitBlocksLeft(t, b, srv.URL, token[1], func(n uint64) bool { return n > 0 })
	b.waitText("Payment detected: confirming", plural(left, "block")+" left until it is final.")
	b.shot("checkout-confirming")
	head, err := o.chain.Client().BlockNumber(ctx)
	require.NoError(t, err)
	t.Logf("deposit in block %d, head %d: %d blocks left", depositBlock, head, left)
	_, err = o.chain.Mine(1)
	require.NoError(t, err)
	next := waitBlocksLeft(t, b, srv.URL, token[1], func(n uint64) bool { return n != left })
	assert.Equal(t, left-1, next, "one block mined, one block fewer to go")
	if next > 0 {
		b.waitText(plural(next, "block") + " left until it is final.")
	}

	// Mining again: the deposit becomes final, the exchange fills, the
	// worker pays the USDC on the chain.
	o.paused.Store(false)
	b.waitText("Paid out", "The swap is complete.")
	b.waitJS("the payout transaction", `() => /^0x[0-9a-fA-F]{64}$/.test(document.getElementById('payout-tx').textContent)`)
	o.paidOnce(id) // the vault's one Paid event is the transaction the engine recorded
	v, err := swapclient.Status(ctx, o.cl, id)
	require.NoError(t, err)
	var recorded string
	for _, e := range v.Effects {
		if e.Kind == swap.ActionSendPayout && e.Result == swap.EffectSucceeded {
			recorded = e.Detail
		}
	}
	assert.Equal(t, recorded, onPage("payout-tx"), "the page shows the payout the engine recorded")
	assert.Equal(t, "3 USDC", onPage("payout-amount"))
	payoutTx := common.HexToHash(onPage("payout-tx"))
	require.EventuallyWithT(t, func(c *assert.CollectT) { // the node's transaction index is written in the background
		rcpt, err := o.chain.Client().TransactionReceipt(ctx, payoutTx)
		if assert.NoError(c, err) {
			assert.Equal(c, types.ReceiptStatusSuccessful, rcpt.Status)
		}
	}, 30*time.Second, 100*time.Millisecond)
	b.shot("checkout-paid-out")
}

func plural(n uint64, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.FormatUint(n, 10) + " " + word + "s"
}

// waitBlocksLeft waits for the checkout status to report blocks left that
// satisfy ok, and for the page to show them.
func waitBlocksLeft(t *testing.T, b *browser, apiURL, token string, ok func(uint64) bool) uint64 {
	t.Helper()
	var n uint64
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		resp, err := http.Get(apiURL + "/v1/checkout/" + token)
		if !assert.NoError(c, err) {
			return
		}
		defer resp.Body.Close()
		var st api.CheckoutStatus
		if assert.NoError(c, json.NewDecoder(resp.Body).Decode(&st)) && assert.Equal(c, api.CheckoutConfirming, st.State) &&
			assert.NotNil(c, st.BlocksLeft) && assert.True(c, ok(*st.BlocksLeft), "blocks left %d", *st.BlocksLeft) {
			n = *st.BlocksLeft
		}
	}, 60*time.Second, 100*time.Millisecond)
	return n
}

// swapAPI serves the swap API in process for the env's chain and worker
// (the chain's endpoint is never called: the API reads the chains file's
// public part), with depositFactory's deposit addresses unless zero.
func (o *onChainEnv) swapAPI(depositFactory common.Address) *httptest.Server {
	t := o.t
	factory := ""
	if depositFactory != (common.Address{}) {
		factory = fmt.Sprintf(", depositFactory: %q", depositFactory.Hex())
	}
	chains, err := chainconf.Parse([]byte(fmt.Sprintf(`chains:
  - name: dev
    chainId: %d
    rpc: [{url: "http://127.0.0.1:1"}]
    finality: {depth: 2}
    vault: {address: "%s", version: v2%s}
    tokens: [{address: "%s", symbol: USDC, decimals: 6}]
`, o.chain.ChainID().Uint64(), o.chain.Vault().Hex(), factory, o.chain.USDC().Hex())), func(string) (string, bool) { return "", false })
	require.NoError(t, err)
	srv := httptest.NewServer(api.New(api.Config{DB: o.pool, Temporal: o.cl, Chains: chains, TaskQueue: o.taskQueue,
		WebhookAllowPrivate: true, Logger: slog.New(slog.DiscardHandler)}).Handler())
	t.Cleanup(srv.Close)
	return srv
}

// createThroughAPI creates a swap as a merchant's backend does.
func createThroughAPI(t *testing.T, apiURL, key string, req api.CreateRequest) api.SwapResponse {
	t.Helper()
	body, err := json.Marshal(req)
	require.NoError(t, err)
	r, err := http.NewRequest(http.MethodPost, apiURL+"/v1/swaps", bytes.NewReader(body))
	require.NoError(t, err)
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("Authorization", "Bearer "+key)
	resp, err := http.DefaultClient.Do(r)
	require.NoError(t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	require.Equal(t, http.StatusCreated, resp.StatusCode, "%s", raw)
	var out api.SwapResponse
	require.NoError(t, json.Unmarshal(raw, &out))
	return out
}

// sendAndMine sends the call as a wallet would, mines it and returns its block.
func sendAndMine(t *testing.T, o *onChainEnv, priv *ecdsa.PrivateKey, to common.Address, valueUnits, calldata string) uint64 {
	t.Helper()
	ctx := context.Background()
	from := crypto.PubkeyToAddress(priv.PublicKey)
	ec := o.chain.Client()
	value, ok := new(big.Int).SetString(valueUnits, 10)
	require.True(t, ok, "value %q", valueUnits)
	data := common.FromHex(calldata)
	nonce, err := ec.PendingNonceAt(ctx, from)
	require.NoError(t, err)
	gas, err := ec.EstimateGas(ctx, ethereum.CallMsg{From: from, To: &to, Value: value, Data: data})
	require.NoError(t, err)
	tip, err := ec.SuggestGasTipCap(ctx)
	require.NoError(t, err)
	head, err := ec.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	tx, err := types.SignNewTx(priv, types.LatestSignerForChainID(o.chain.ChainID()), &types.DynamicFeeTx{
		ChainID: o.chain.ChainID(), Nonce: nonce, GasTipCap: tip, GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip),
		Gas: gas * 2, To: &to, Value: value, Data: data,
	})
	require.NoError(t, err)
	require.NoError(t, ec.SendTransaction(ctx, tx))
	mined, err := o.chain.Mine(1)
	require.NoError(t, err)
	// The block's receipts, read by its hash: a lookup by the transaction's
	// hash goes through the node's transaction index, which go-ethereum
	// writes in the background and a loaded machine can ask too early.
	node, err := ethclient.DialContext(ctx, o.chain.RPCURL())
	require.NoError(t, err)
	defer node.Close()
	rs, err := node.BlockReceipts(ctx, rpc.BlockNumberOrHashWithHash(mined[0], false))
	require.NoError(t, err)
	for _, r := range rs {
		if r.TxHash == tx.Hash() {
			require.Equal(t, types.ReceiptStatusSuccessful, r.Status, "the deposit reverted")
			return r.BlockNumber.Uint64()
		}
	}
	t.Fatalf("the deposit %s is not in the block just mined", tx.Hash())
	return 0
}

// Issue 27: the same way through a swap for a customer who can only make a
// plain transfer: the checkout page shows the swap's deposit address and
// its QR code; the customer sends the amount there from a funded account,
// a bare 21,000-gas transfer as an exchange sends it; the page goes to
// "paid out" with the payout's transaction.
func TestCheckoutPagePaidByAPlainTransferInChromium(t *testing.T) {
	b := newBrowser(t)
	b.do("narrow the viewport", chromedp.EmulateViewport(960, 900))
	o := newOnChainEnv(t)
	ctx := context.Background()
	factory := o.deployFactory()
	o.payer()
	o.startScanner()

	srv := o.swapAPI(factory)
	merchant, err := api.CreateMerchant(ctx, o.pool, "plain shop")
	require.NoError(t, err)
	require.NoError(t, (&store.Merchants{DB: o.pool}).AddSecret(ctx, merchant, o.secret, 0))
	key, err := api.CreateAPIKey(ctx, o.pool, merchant)
	require.NoError(t, err)
	id := uniqueSwapID("plain-co")
	created := createThroughAPI(t, srv.URL, key.Key, api.CreateRequest{SwapID: id, ChainID: o.chain.ChainID().Uint64(),
		Asset: "ETH", AmountUnits: "1000000000000000", PayoutAsset: "USDC", PayoutAddress: o.customer.Hex(),
		WebhookURL: o.providers.URL + providers.PathWebhooks})
	id = created.Swap.WorkflowID // the engine knows the swap by the ID derived from the merchant's
	t.Cleanup(func() { _ = o.cl.TerminateWorkflow(context.Background(), id, "", "test ended") })
	require.NotNil(t, created.Instructions.DepositAddress)

	b.do("open the checkout page", chromedp.Navigate(created.CheckoutURL))
	b.waitText("Pay 0.001 ETH", "Or send from any wallet or exchange", created.Instructions.DepositAddress.Address)
	b.waitJS("the deposit address's QR code to be drawn", `() => { const q = document.getElementById('address-qr'); return q.complete && q.naturalWidth > 0; }`)
	address, err := b.eval(`document.getElementById('deposit-address').textContent`)
	require.NoError(t, err)
	link, err := b.eval(`document.getElementById('address-wallet').getAttribute('href')`)
	require.NoError(t, err)
	assert.Equal(t, created.Instructions.DepositAddress.PaymentURI, link)
	b.shot("checkout-deposit-address")

	// The customer says where a refund should go: a bad address is refused
	// on the page, a good one is saved and the form goes away.
	b.waitText("Where should a refund go?")
	b.do("type a bad refund address", chromedp.SendKeys("#refund-address", "0x1234"), chromedp.Click("#refund-save"))
	b.waitText("That is not an address")
	refundTo := common.HexToAddress("0x00000000000000000000000000000000000000cc").Hex()
	b.do("type the refund address", chromedp.SetValue("#refund-address", refundTo), chromedp.Click("#refund-save"))
	b.waitText("Saved: a refund goes to " + refundTo)
	b.waitJS("the form to go", `() => document.getElementById('refund-form').hidden`)
	v, err := swapclient.Status(ctx, o.cl, id)
	require.NoError(t, err)
	assert.Equal(t, refundTo, v.Terms.RefundAddress, "the swap took the customer's refund address")
	b.shot("checkout-refund-address-saved")

	// The customer sends what the page says to the address it shows.
	o.plainTransfer(o.chain.Accounts()[1], common.HexToAddress(address), big.NewInt(1_000_000_000_000_000))

	b.waitText("Paid out", "The swap is complete.")
	b.waitJS("the payout transaction", `() => /^0x[0-9a-fA-F]{64}$/.test(document.getElementById('payout-tx').textContent)`)
	o.paidOnce(id)
	b.shot("checkout-plain-paid-out")
}
