package activities

import (
	"context"
	"errors"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/txsender"
)

// A payout in USDC and a refund in the native coin go on-chain from the vault
// under the effect key; the recorded reference is the transaction hash.
func TestOnChainPayoutInUSDCAndRefundInNativeCoin(t *testing.T) {
	e := newChainEnv(t)
	a := &Activities{OnChain: map[uint64]*OnChainPayer{e.chainID: e.payer(t)}}
	env := e.activityEnv(a)

	customer, stranger := addrOf(e.customer), addrOf(e.stranger)
	pay := PayoutRequest{Key: "send-payout:swap-1", SwapID: "swap-1", Address: customer.Hex(), Asset: "USDC", AmountUnits: "25000000", ChainID: e.chainID}
	v, err := env.ExecuteActivity(a.SendPayout, pay)
	require.NoError(t, err)
	var pres PayoutResult
	decoded(t, v, &pres)
	logs := e.paid(t, pay.Key)
	require.Len(t, logs, 1, "one Paid event under the payout's key")
	assert.Equal(t, logs[0].TxHash.Hex(), pres.PayoutID, "the payout's reference is the paying transaction")
	assert.Equal(t, big.NewInt(25_000_000), e.usdcBalance(t, customer))

	ref := RefundRequest{Key: "refund:swap-1:evm:1:0xabc:1", SwapID: "swap-1", DepositRef: "evm:1:0xabc:1", Address: stranger.Hex(), Asset: "ETH", AmountUnits: ether(2).String(), ChainID: e.chainID}
	v, err = env.ExecuteActivity(a.Refund, ref)
	require.NoError(t, err)
	var rres RefundResult
	decoded(t, v, &rres)
	logs = e.paid(t, ref.Key)
	require.Len(t, logs, 1, "one Paid event under the refund's key")
	assert.Equal(t, logs[0].TxHash.Hex(), rres.RefundID)
	assert.Equal(t, ether(2), e.nativeBalance(t, stranger), "refunded in the native coin")

	require.Contains(t, e.logs.String(), "on-chain payment final", "the logs searched for the key are the activities' and the sender's")
	e.requireKeyNeverPrinted(t, pres.PayoutID, rres.RefundID)
}

// The activity runs again after its worker died mid-payment (an attempt
// ended after the broadcast, before finality), and once more after it
// succeeded (a lost completion): the vault pays once, and every run reports
// the same transaction.
func TestOnChainPayoutRunTwicePaysOnce(t *testing.T) {
	e := newChainEnv(t)
	customer := addrOf(e.customer)
	pay := PayoutRequest{Key: "send-payout:swap-2", SwapID: "swap-2", Address: customer.Hex(), Asset: "USDC", AmountUnits: "7000000", ChainID: e.chainID}

	// First worker: dies at its first wait, after the step that signed and broadcast.
	crashed := e.payer(t)
	crashed.wait = func(context.Context, time.Duration) error { return errors.New("worker killed") }
	a1 := &Activities{OnChain: map[uint64]*OnChainPayer{e.chainID: crashed}}
	_, err := e.activityEnv(a1).ExecuteActivity(a1.SendPayout, pay)
	appErr := requireRetryableType(t, err, ErrPaymentPending)
	assert.Contains(t, appErr.Message(), "not final yet")
	assert.Empty(t, e.paid(t, pay.Key), "not mined yet")

	// The retry, on another worker (its own sender and pool).
	a2 := &Activities{OnChain: map[uint64]*OnChainPayer{e.chainID: e.payer(t)}}
	env2 := e.activityEnv(a2)
	v, err := env2.ExecuteActivity(a2.SendPayout, pay)
	require.NoError(t, err)
	var first PayoutResult
	decoded(t, v, &first)

	// And again, as if the completion had been lost.
	v, err = env2.ExecuteActivity(a2.SendPayout, pay)
	require.NoError(t, err)
	var again PayoutResult
	decoded(t, v, &again)

	logs := e.paid(t, pay.Key)
	require.Len(t, logs, 1, "exactly one Paid per key")
	assert.Equal(t, logs[0].TxHash.Hex(), first.PayoutID)
	assert.Equal(t, first, again)
	assert.Equal(t, big.NewInt(7_000_000), e.usdcBalance(t, customer))
	e.requireKeyNeverPrinted(t, appErr.Error(), first.PayoutID)
}

// Bad input is refused before anything is signed, as a non-retryable error
// that is not a provider rejection (so the workflow holds it as an item,
// not a refund) and whose message names the field.
func TestOnChainBadInputIsAnItemNamingTheField(t *testing.T) {
	e := newChainEnv(t)
	payer := e.payer(t)
	a := &Activities{OnChain: map[uint64]*OnChainPayer{e.chainID: payer}}
	// A worker misconfigured for a chain its sender does not serve.
	const otherChain = 424242
	wrong := *payer
	a.OnChain[otherChain] = &wrong
	wrong.ChainID = otherChain
	env := e.activityEnv(a)
	customer := addrOf(e.customer).Hex()

	for _, tc := range []struct {
		name    string
		req     PayoutRequest
		typ     string
		mention []string
	}{
		{"zero address", PayoutRequest{Address: "0x0000000000000000000000000000000000000000", Asset: "USDC", AmountUnits: "1000"},
			ErrPaymentRefused, []string{"invalid-input", "field address", "zero address"}},
		{"malformed address", PayoutRequest{Address: "0x12345", Asset: "USDC", AmountUnits: "1000"},
			ErrPaymentRefused, []string{"invalid-input", "field address", "not a 20-byte hex address"}},
		{"bad checksum", PayoutRequest{Address: checksumTypo, Asset: "USDC", AmountUnits: "1000"},
			ErrPaymentRefused, []string{"field address", "EIP-55"}},
		{"over the cap", PayoutRequest{Address: customer, Asset: "USDC", AmountUnits: "500000001"},
			ErrPaymentRefused, []string{"cap-exceeded", "field amountUnits"}},
		{"token not allowlisted", PayoutRequest{Address: customer, Asset: "DAI", AmountUnits: "1000"},
			ErrPaymentRefused, []string{"token-not-allowed", "field asset"}},
		{"unknown chain", PayoutRequest{Address: customer, Asset: "USDC", AmountUnits: "1000", ChainID: otherChain},
			ErrPaymentRefused, []string{"unknown-chain", "field chainId"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req := tc.req
			req.Key, req.SwapID = "send-payout:bad-"+tc.name, "bad"
			if req.ChainID == 0 {
				req.ChainID = e.chainID
			}
			nonce := e.hotNonce(t)
			_, err := env.ExecuteActivity(a.SendPayout, req)
			appErr := requireFinal(t, err, tc.typ)
			for _, m := range tc.mention {
				assert.Contains(t, appErr.Message(), m)
			}
			assert.Equal(t, nonce, e.hotNonce(t), "nothing signed or sent")
			assert.Empty(t, e.paid(t, req.Key))
			e.requireKeyNeverPrinted(t, err.Error())
		})
	}
}

// Hidden drill: a paused vault (like a spent cap or an empty wallet) clears
// by itself, so it is no item for a person: the attempt waits, says why in
// its heartbeat, and pays as soon as the owner unpauses. An attempt whose
// deadline comes first ends retryable (the workflow's rounds bound the
// wait), naming the cause.
func TestOnChainPausedVaultWaitsAndPaysOnceUnpaused(t *testing.T) {
	e := newChainEnv(t)
	p := e.payer(t)
	p.BlockedPollInterval = time.Millisecond
	waits := 0
	p.wait = func(ctx context.Context, _ time.Duration) error {
		waits++
		if waits == 3 {
			e.do(t, e.vault, e.v.PackUnpause(), nil)
		}
		e.backend.Commit()
		return ctx.Err()
	}
	a := &Activities{OnChain: map[uint64]*OnChainPayer{e.chainID: p}}
	env := e.activityEnv(a)
	ref := RefundRequest{Key: "refund:swap-3:d", SwapID: "swap-3", DepositRef: "d", Address: addrOf(e.stranger).Hex(), Asset: "ETH", AmountUnits: "1000", ChainID: e.chainID}

	e.do(t, e.vault, e.v.PackPause(), nil)
	_, err := env.ExecuteActivity(a.Refund, ref)
	require.NoError(t, err)
	require.Len(t, e.paid(t, ref.Key), 1)
	require.GreaterOrEqual(t, waits, 3, "paid before the vault was unpaused")
	require.Contains(t, e.logs.String(), "vault-paused", "the wait did not say why")

	// Paused past the attempt's deadline: retryable, naming the cause.
	e.do(t, e.vault, e.v.PackPause(), nil)
	ref.Key = "refund:swap-4:d"
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	_, err = a.Refund(ctx, ref)
	appErr := requireRetryableType(t, err, ErrPaymentPending)
	assert.Contains(t, appErr.Message(), "vault-paused")
	assert.Empty(t, e.paid(t, ref.Key))
}

// An asset the payer does not map, a chain without a payer, and a swap
// without a chain all go to the HTTP receiver, with the body it always had.
func TestOnChainOtherwiseHTTP(t *testing.T) {
	srv, seen := receiver(t, http.StatusOK, `{"status":"sent","payoutId":"po_1"}`)
	payer := &OnChainPayer{ChainID: 1337, Vault: common.HexToAddress("0x01"), Tokens: map[string]common.Address{"ETH": vaultv2.NativeToken}}
	a := &Activities{PayoutURL: srv.URL, OnChain: map[uint64]*OnChainPayer{1337: payer}}

	for name, chainID := range map[string]uint64{"asset not mapped": 1337, "chain without payer": 1, "no chain": 0} {
		t.Run(name, func(t *testing.T) {
			req := payoutReq() // USDC
			req.ChainID = chainID
			res, err := a.SendPayout(context.Background(), req)
			require.NoError(t, err)
			assert.Equal(t, "po_1", res.PayoutID)
			got := next(t, seen)
			assert.NotContains(t, bodyFields(t, got.body), "chainId", "the receiver's fingerprint is unchanged")
		})
	}
	t.Run("refund", func(t *testing.T) {
		req := refundReq() // ETH
		req.ChainID = 1
		_, err := a.Refund(context.Background(), req)
		require.NoError(t, err)
		assert.NotContains(t, bodyFields(t, next(t, seen).body), "chainId")
	})
}

func requireRetryableType(t *testing.T, err error, typ string) *temporal.ApplicationError {
	t.Helper()
	var appErr *temporal.ApplicationError
	require.ErrorAs(t, err, &appErr, "want an ApplicationError, got %v", err)
	assert.Equal(t, typ, appErr.Type())
	assert.False(t, appErr.NonRetryable(), "%s must be retried", typ)
	return appErr
}

// checksumTypo is EIP-55's own example address
// 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed with one letter's case flipped:
// still mixed case, so it carries a checksum, and the checksum fails. A
// fixed address, not a random key's: flipping a letter of a random address
// can leave it all one case, which carries no checksum and is valid.
const checksumTypo = "0x5aAeb6053f3E94C9b9A09f33669435E7Ef1BeAed"

// stepper answers every step with err (a transient failure: the RPC down).
type stepper struct{ err error }

func (s stepper) Step(context.Context, txsender.Payment) (txsender.Status, error) {
	return txsender.Status{}, s.err
}

func (s stepper) ReadDeposit(context.Context, common.Address, common.Hash, common.Hash, uint) (txsender.DepositLog, error) {
	return txsender.DepositLog{}, s.err
}

// A node that stays down: the attempt gives up before its deadline with a
// retryable "not final yet" that names no URL secret (a provider's URL
// carries its API key, and transport errors quote the URL).
func TestOnChainTransientErrorsAreRetryableAndRedacted(t *testing.T) {
	const rpcURL = "https://mainnet.example/v3/secret-api-key"
	p := &OnChainPayer{
		ChainID: 1, Vault: common.HexToAddress("0x1"), RPCURL: rpcURL, PollInterval: time.Millisecond,
		Tokens: map[string]common.Address{"ETH": vaultv2.NativeToken},
		Sender: stepper{err: errors.New(`Post "` + rpcURL + `": dial tcp: connection refused`)},
	}
	a := &Activities{OnChain: map[uint64]*OnChainPayer{1: p}}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second) // inside the loop's margin at once
	defer cancel()
	_, err := a.Refund(ctx, RefundRequest{Key: "refund:s:r", SwapID: "s", DepositRef: "r",
		Address: "0x00000000000000000000000000000000000000bb", Asset: "ETH", AmountUnits: "5", ChainID: 1})
	appErr := requireRetryableType(t, err, ErrPaymentPending)
	assert.Contains(t, appErr.Message(), "connection refused")
	assert.NotContains(t, appErr.Message(), "secret-api-key")
}
