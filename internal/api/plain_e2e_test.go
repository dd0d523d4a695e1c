package api

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	htmlpkg "html"
	"image/png"
	"math/big"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/makiuchi-d/gozxing"
	qrreader "github.com/makiuchi-d/gozxing/qrcode"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/harness/testtoken"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/workflows"
)

// Issue 27: a swap created through the API on a chain with deposit
// addresses comes with its own address; a plain transfer of the amount to
// it (21,000 gas, as an exchange sends) is seen by the scanner once final,
// bound to the swap as its deposit via the deposit address, exchanged and
// paid out. The address was watched from the create on, until the deadline
// plus the watching window.
func TestASwapPaidByAPlainTransferToItsDepositAddressIsPaidOut(t *testing.T) {
	s := newStackOpts(t, stackOpts{scan: true, depositAddresses: true})
	key := s.merchant("plain").Key
	code, created := s.swap(key, http.MethodPost, "/v1/swaps", createBody("api-plain-1"))
	require.Equal(t, http.StatusCreated, code)
	da := created.Instructions.DepositAddress
	require.NotNil(t, da, "the instructions name the deposit address")
	var watchUntil time.Time
	var factory string
	require.NoError(t, s.pool.QueryRow(context.Background(), `SELECT watch_until, factory FROM deposit_addresses WHERE swap_id = $1`, s.workflowID("api-plain-1")).Scan(&watchUntil, &factory))
	id, err := chain.SwapIDToBytes32(s.workflowID("api-plain-1"))
	require.NoError(t, err)
	assert.Equal(t, vaultv2.DepositAddress(common.HexToAddress(factory), id).Hex(), da.Address)
	assert.Equal(t, fmt.Sprintf("ethereum:%s@1337?value=1500000000000000000", da.Address), da.PaymentURI)
	assert.WithinDuration(t, created.Swap.DepositDeadline.Add(DefaultDepositAddressWatch), watchUntil, time.Second)

	// The checkout page shows the address and a QR code of its plain transfer.
	resp, page := s.public(strings.TrimPrefix(created.CheckoutURL, s.api.URL))
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, string(page), `<code id="deposit-address">`+da.Address+`</code>`)
	qrs := regexp.MustCompile(`id="address-qr" src="data:image/png;base64,([^"]+)"`).FindStringSubmatch(string(page))
	require.NotNil(t, qrs, "the deposit address's QR code")
	pngBytes, err := base64.StdEncoding.DecodeString(htmlpkg.UnescapeString(qrs[1]))
	require.NoError(t, err)
	img, err := png.Decode(bytes.NewReader(pngBytes))
	require.NoError(t, err)
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	require.NoError(t, err)
	scanned, err := qrreader.NewQRCodeReader().Decode(bmp, nil)
	require.NoError(t, err)
	assert.Equal(t, da.PaymentURI, scanned.GetText())

	rcpt := s.send(common.HexToAddress(da.Address), "1500000000000000000", "0x")
	assert.Equal(t, uint64(21_000), rcpt.GasUsed, "a plain transfer")
	got := s.waitStatus(key, "api-plain-1", "success", 120*time.Second)
	require.NotNil(t, got.Swap.Deposit)
	assert.Contains(t, got.Swap.Deposit.Ref, strings.ToLower(da.Address)+":native@")
}

// Issue 27, refund policy: a swap paid at its deposit address whose
// exchange declines has no one to refund without a refund address (the
// transfer's sender may be an exchange's shared wallet): it is held
// refund-address-needed, nothing is sent, and once the merchant gives a
// refund address the refund goes there and the swap ends refunded.
func TestAPlainDepositIsRefundedOnlyToTheRefundAddressGiven(t *testing.T) {
	s := newStackOpts(t, stackOpts{scan: true, depositAddresses: true, providers: providers.Config{MaxAmountUnits: big.NewInt(1)}})
	key := s.merchant("plain-refund").Key
	code, created := s.swap(key, http.MethodPost, "/v1/swaps", createBody("api-plain-2"))
	require.Equal(t, http.StatusCreated, code)
	da := created.Instructions.DepositAddress
	require.NotNil(t, da)
	s.send(common.HexToAddress(da.Address), "1500000000000000000", "0x")

	got := s.waitStatus(key, "api-plain-2", "held", 120*time.Second)
	assert.Equal(t, "refund-address-needed", got.Swap.HoldCode)
	var refunds int
	require.NoError(t, s.pool.QueryRow(context.Background(), `SELECT count(*) FROM effects WHERE swap_id = $1 AND receiver = 'refund'`, s.workflowID("api-plain-2")).Scan(&refunds))
	assert.Zero(t, refunds, "nothing refunded without an address")

	refundTo := common.HexToAddress("0x00000000000000000000000000000000000000cc").Hex()
	code, _ = s.swap(key, http.MethodPost, "/v1/swaps/api-plain-2/refund-address", RefundAddressRequest{RefundAddress: refundTo})
	require.Equal(t, http.StatusOK, code)
	s.waitStatus(key, "api-plain-2", "refunded", 60*time.Second)
	var to string
	require.NoError(t, s.pool.QueryRow(context.Background(), `SELECT request->>'address' FROM effects WHERE swap_id = $1 AND receiver = 'refund'`, s.workflowID("api-plain-2")).Scan(&to))
	assert.Equal(t, refundTo, to, "refunded to the address given, never to the transfer's sender")
}

// Issue 27: plain transfers follow the deposit policy as contract deposits
// do — an overpayment and each of two half payments are extras, refunded
// in full, and a second payment after the swap finished is a late deposit,
// refunded — and every refund goes to the refund address given, never to
// the account that sent the transfer.
func TestPlainTransfersFollowTheDepositPolicy(t *testing.T) {
	s := newStackOpts(t, stackOpts{scan: true, depositAddresses: true})
	key := s.merchant("plain-policy").Key
	refundTo := common.HexToAddress("0x00000000000000000000000000000000000000cc").Hex()
	open := func(id string) common.Address {
		body := createBody(id)
		body.RefundAddress = refundTo
		code, created := s.swap(key, http.MethodPost, "/v1/swaps", body)
		require.Equal(t, http.StatusCreated, code)
		require.NotNil(t, created.Instructions.DepositAddress)
		return common.HexToAddress(created.Instructions.DepositAddress.Address)
	}
	refunds := func(id string) []string {
		rows, err := s.pool.Query(context.Background(), `SELECT request->>'address', request->>'amountUnits' FROM effects
			WHERE swap_id = $1 AND receiver = 'refund' ORDER BY id`, s.workflowID(id))
		require.NoError(t, err)
		defer rows.Close()
		var out []string
		for rows.Next() {
			var to, amount string
			require.NoError(t, rows.Scan(&to, &amount))
			out = append(out, to+" "+amount)
		}
		return out
	}
	status := func(id string) string {
		_, got := s.swap(key, http.MethodGet, "/v1/swaps/"+id, nil)
		return got.Swap.Status
	}

	over := open("api-plain-over")
	s.send(over, "3000000000000000000", "0x")
	halves := open("api-plain-halves")
	s.send(halves, "750000000000000000", "0x")
	// The second half once the first is credited: each is its own deposit.
	eventually(t, 120*time.Second, func() bool { return len(refunds("api-plain-halves")) == 1 }, "the first half was not refunded")
	s.send(halves, "750000000000000000", "0x")
	twice := open("api-plain-twice")
	s.send(twice, "1500000000000000000", "0x")
	eventually(t, 120*time.Second, func() bool { return status("api-plain-twice") == "success" }, "the exact payment was not paid out")
	s.send(twice, "1500000000000000000", "0x")

	eventually(t, 120*time.Second, func() bool {
		return len(refunds("api-plain-over")) == 1 && len(refunds("api-plain-halves")) == 2 && len(refunds("api-plain-twice")) == 1
	}, "the refunds were not all made", func() string {
		return fmt.Sprint(refunds("api-plain-over"), refunds("api-plain-halves"), refunds("api-plain-twice"))
	})
	assert.Equal(t, []string{refundTo + " 3000000000000000000"}, refunds("api-plain-over"), "the overpayment, in full")
	assert.Equal(t, []string{refundTo + " 750000000000000000", refundTo + " 750000000000000000"}, refunds("api-plain-halves"))
	assert.Equal(t, []string{refundTo + " 1500000000000000000"}, refunds("api-plain-twice"), "the late second payment")
	assert.Equal(t, "waiting", status("api-plain-over"))
	assert.Equal(t, "waiting", status("api-plain-halves"))
	assert.Equal(t, "success", status("api-plain-twice"))
}

// Issue 27: a token swap paid by a plain ERC-20 transfer to its deposit
// address (the token's transfer, as an exchange withdrawal makes it) is
// seen by its Transfer log once final, bound and paid out.
func TestASwapPaidByAPlainTokenTransferIsPaidOut(t *testing.T) {
	s := newStackOpts(t, stackOpts{scan: true, depositAddresses: true, providers: providers.Config{
		SupportedAssets: []string{"ETH", "USDC"}, QuoteAssets: []string{"ETH", "USDC"},
		PairRates: map[string]providers.Rate{"USDC/ETH": {Num: 300_000_000, Den: 1}},
	}})
	key := s.merchant("plain-usdc").Key
	body := CreateRequest{SwapID: "api-plain-usdc", ChainID: 1337, Asset: "USDC", AmountUnits: "5000000", PayoutAsset: "ETH", PayoutAddress: payout}
	code, created := s.swap(key, http.MethodPost, "/v1/swaps", body)
	require.Equal(t, http.StatusCreated, code)
	da := created.Instructions.DepositAddress
	require.NotNil(t, da)
	usdc := s.chain.USDC()
	assert.Equal(t, fmt.Sprintf("ethereum:%s@1337/transfer?address=%s&uint256=5000000", usdc.Hex(), da.Address), da.PaymentURI)

	u := testtoken.NewTestUSDC()
	from := crypto.PubkeyToAddress(s.chain.Accounts()[1].PublicKey)
	s.send(usdc, "0", hexutil.Encode(u.PackMint(from, big.NewInt(5_000_000))))
	s.send(usdc, "0", hexutil.Encode(u.PackTransfer(common.HexToAddress(da.Address), big.NewInt(5_000_000))))

	got := s.waitStatus(key, "api-plain-usdc", "success", 120*time.Second)
	require.NotNil(t, got.Swap.Deposit)
	assert.Contains(t, got.Swap.Deposit.Ref, strings.ToLower(usdc.Hex())+":tx:")
}

// Issue 27: a token the engine does not take (neither in the chains file
// nor allowed by the vault) sent to a swap's deposit address is seen, not
// lost: the scanner credits it to the swap by its token address, no swap
// can bind it, and its refund (to the refund address given) is refused
// before anything is sent — an item for a person, who can send the token
// to the treasury with `starter vault rescue`. The swap's own payment
// still pays it out, and nothing tries to sweep the foreign token.
func TestATokenTheVaultDoesNotTakeAtADepositAddressBecomesAnItem(t *testing.T) {
	s := newStackOpts(t, stackOpts{scan: true, depositAddresses: true})
	key := s.merchant("plain-foreign").Key
	body := createBody("api-plain-foreign")
	body.RefundAddress = common.HexToAddress("0x00000000000000000000000000000000000000cc").Hex()
	code, created := s.swap(key, http.MethodPost, "/v1/swaps", body)
	require.Equal(t, http.StatusCreated, code)
	da := common.HexToAddress(created.Instructions.DepositAddress.Address)

	ctx := context.Background()
	payer := s.chain.Accounts()[1]
	opts := bind.NewKeyedTransactor(payer, s.chain.ChainID())
	foreign, tx, err := bind.DeployContract(opts, common.FromHex(testtoken.TestUSDCMetaData.Bin), s.chain.Client(), nil)
	require.NoError(t, err)
	_, err = s.chain.MineUntilReceipt(ctx, tx.Hash(), 5)
	require.NoError(t, err)
	u := testtoken.NewTestUSDC()
	s.send(foreign, "0", hexutil.Encode(u.PackMint(crypto.PubkeyToAddress(payer.PublicKey), big.NewInt(7_000_000))))
	s.send(foreign, "0", hexutil.Encode(u.PackTransfer(da, big.NewInt(7_000_000))))
	s.send(da, "1500000000000000000", "0x")

	asset := strings.ToLower(foreign.Hex())
	var v workflows.StatusView
	wf := s.workflowID("api-plain-foreign")
	eventually(t, 120*time.Second, func() bool {
		v, err = swapclient.Status(ctx, s.cl, wf)
		return err == nil && v.Status == swap.StatusSuccess && len(v.Items) == 1
	}, "the swap was not paid out with an item for the foreign token", func() string { return fmt.Sprintf("%+v %v", v, err) })
	item := v.Items[0]
	assert.Equal(t, swap.ActionRefund, item.Action.Kind)
	assert.Equal(t, asset, item.Action.Asset, "the refund is of the foreign token, named by its address")
	assert.Equal(t, "7000000", item.Action.AmountUnits)
	assert.Contains(t, item.Detail, "asset", "the item names the field")
	assert.False(t, item.Main, "the swap's own flow went on")
	var refunds int
	require.NoError(t, s.pool.QueryRow(ctx, `SELECT count(*) FROM effects WHERE swap_id = $1 AND receiver = 'refund'`, s.workflowID("api-plain-foreign")).Scan(&refunds))
	assert.Zero(t, refunds, "only the vault could return the token: nothing was sent")
	var credited string
	require.NoError(t, s.pool.QueryRow(ctx, `SELECT amount_units FROM observations WHERE swap_id = $1 AND kind = 'transfer' AND token = $2`,
		s.workflowID("api-plain-foreign"), asset).Scan(&credited))
	assert.Equal(t, "7000000", credited, "the transfer is in the books, by the token's address")
	due, err := (&store.Scans{DB: s.pool}).SweepCandidates(ctx, 1337, s.factory, map[common.Address]*big.Int{vaultv2.NativeToken: nil, s.chain.USDC(): nil}, 20)
	require.NoError(t, err)
	for _, d := range due {
		assert.NotContains(t, d.Credits, asset, "a token the sweeper does not move is never a reason to sweep")
	}
}

// Issue 27: the customer gives the refund address on the checkout page. A
// swap with a deposit address and none says so (refundAddressNeeded, and
// the page's form); a bad address is refused naming the field; a good one
// is taken once — the checkout link can never replace it, nor a
// merchant's — and the refund of a plain deposit the exchange declined
// goes there. A swap without a deposit address takes none from the page.
func TestTheCustomerGivesTheRefundAddressOnTheCheckoutPage(t *testing.T) {
	s := newStackOpts(t, stackOpts{scan: true, depositAddresses: true, providers: providers.Config{MaxAmountUnits: big.NewInt(1)}})
	key := s.merchant("plain-checkout-refund").Key
	code, created := s.swap(key, http.MethodPost, "/v1/swaps", createBody("api-plain-co-refund"))
	require.Equal(t, http.StatusCreated, code)
	token := created.CheckoutURL[strings.LastIndex(created.CheckoutURL, "/")+1:]
	code, st, _ := s.checkout(token)
	require.Equal(t, http.StatusOK, code)
	assert.True(t, st.RefundAddressNeeded, "no refund address yet")
	resp, page := s.public("/pay/" + token)
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, string(page), `<form id="refund-form"`)

	give := func(tok string, body any) (int, []byte) {
		return s.call("", http.MethodPost, "/v1/checkout/"+tok+"/refund-address", body)
	}
	code, raw := give(token, RefundAddressRequest{RefundAddress: "0x1234"})
	require.Equal(t, http.StatusUnprocessableEntity, code, "%s", raw)
	assert.Equal(t, "refundAddress", problem(t, raw).Field)
	// The engine's own contracts would keep it; a deposit address — the
	// swap's own, another's — would take it as a deposit, and two swaps
	// refunding into each other's address would bounce it between them.
	code, other := s.swap(key, http.MethodPost, "/v1/swaps", createBody("api-plain-co-other"))
	require.Equal(t, http.StatusCreated, code)
	for _, addr := range []string{s.chain.Vault().Hex(), s.factory.Hex(), created.Instructions.DepositAddress.Address, other.Instructions.DepositAddress.Address} {
		code, raw = give(token, RefundAddressRequest{RefundAddress: addr})
		require.Equal(t, http.StatusUnprocessableEntity, code, "%s", raw)
		assert.Equal(t, "refundAddress", problem(t, raw).Field)
	}
	code, raw = s.call(key, http.MethodPost, "/v1/swaps", func() CreateRequest {
		r := createBody("api-plain-co-into-other")
		r.PayoutAddress = other.Instructions.DepositAddress.Address
		return r
	}())
	require.Equal(t, http.StatusUnprocessableEntity, code, "%s", raw)
	assert.Equal(t, "payoutAddress", problem(t, raw).Field)
	code, raw = give(token, `{"refundAddress": "0x00000000000000000000000000000000000000cc", "payoutAddress": "0x00000000000000000000000000000000000000ee"}`)
	require.Equal(t, http.StatusBadRequest, code, "unknown fields are refused: %s", raw)
	code, raw = give("co_AAAAAAAAAAAAAAAAAAAAAA", RefundAddressRequest{RefundAddress: "0x00000000000000000000000000000000000000cc"})
	require.Equal(t, http.StatusNotFound, code, "%s", raw)

	mine := common.HexToAddress("0x00000000000000000000000000000000000000cc").Hex()
	code, raw = give(token, RefundAddressRequest{RefundAddress: mine})
	require.Equal(t, http.StatusOK, code, "%s", raw)
	var after CheckoutStatus
	require.NoError(t, json.Unmarshal(raw, &after))
	assert.False(t, after.RefundAddressNeeded)
	assert.NotContains(t, string(raw), strings.ToLower(mine[2:]), "the page's answer never shows a refund address")
	code, raw = give(token, RefundAddressRequest{RefundAddress: common.HexToAddress("0x00000000000000000000000000000000000000ee").Hex()})
	require.Equal(t, http.StatusConflict, code, "%s", raw)
	assert.Equal(t, "refundAddress", problem(t, raw).Field)
	assert.Contains(t, problem(t, raw).Message, "already given")
	_, got := s.swap(key, http.MethodGet, "/v1/swaps/api-plain-co-refund", nil)
	assert.Equal(t, mine, got.Swap.RefundAddress, "the first address stands")

	// The exchange declines: the plain deposit is refunded to it.
	s.send(common.HexToAddress(created.Instructions.DepositAddress.Address), "1500000000000000000", "0x")
	got = s.waitStatus(key, "api-plain-co-refund", "refunded", 120*time.Second)
	var to string
	require.NoError(t, s.pool.QueryRow(context.Background(), `SELECT request->>'address' FROM effects WHERE swap_id = $1 AND receiver = 'refund'`, s.workflowID("api-plain-co-refund")).Scan(&to))
	assert.Equal(t, mine, to)
}
