package activities

import (
	"context"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/store"
)

// strangerDeposit makes the stranger deposit amount of token (native: the
// zero address) for swapID and returns the scanner's record of it.
func (e *chainEnv) strangerDeposit(t *testing.T, swapID string, token common.Address, amount *big.Int) store.FinalDeposit {
	t.Helper()
	e.Transfer(t, addrOf(e.stranger), ether(5)) // gas money
	var swapWord, key [32]byte
	copy(swapWord[:], swapID)
	copy(key[:], "key-"+swapID)
	var r *types.Receipt
	if token == vaultv2.NativeToken {
		r = e.DoAs(t, e.stranger, e.vault, e.v.PackDeposit(swapWord, key), amount)
	} else {
		e.Do(t, token, e.U.PackMint(addrOf(e.stranger), amount), nil)
		e.DoAs(t, e.stranger, token, e.U.PackApprove(e.vault, amount), nil)
		r = e.DoAs(t, e.stranger, e.vault, e.v.PackDepositToken(swapWord, key, token, amount), nil)
	}
	for _, l := range r.Logs {
		if l.Address == e.vault && l.Topics[0] == e.v.GetABI().Events[vaultv2.DepositVaultV2DepositedEventName].ID {
			return store.FinalDeposit{SwapID: swapID, Payer: strings.ToLower(addrOf(e.stranger).Hex()), AmountUnits: amount.String(),
				Token: strings.ToLower(token.Hex()), TxHash: r.TxHash.Hex(), BlockHash: r.BlockHash.Hex(), LogIndex: uint64(l.Index)}
		}
	}
	t.Fatal("no Deposited event")
	return store.FinalDeposit{}
}

// Review P4, engine side: a late (or stranger's) deposit goes back to its
// payer by the vault's refundDeposit, named by the chain's own log: the
// refunds' window pays it and the payouts' window is untouched, so refunds
// anyone can trigger never block a customer's payout.
func TestARefundToThePayerIsTheVaultsRefundDeposit(t *testing.T) {
	e := newChainEnv(t)
	d := e.strangerDeposit(t, "swap-late", vaultv2.NativeToken, ether(2))
	d.Asset = "ETH"
	a := &Activities{Deposits: depositBook{"ref-late": d}, OnChain: map[uint64]*OnChainPayer{e.chainID: e.payer(t)}}
	res, err := a.Refund(context.Background(), RefundRequest{Key: "refund:swap-late:ref-late", SwapID: "swap-late", DepositRef: "ref-late",
		Address: addrOf(e.stranger).Hex(), Payer: addrOf(e.stranger).Hex(), Asset: "ETH", AmountUnits: ether(2).String(), ChainID: e.chainID})
	require.NoError(t, err)
	rc, err := e.backend.Client().TransactionReceipt(t.Context(), common.HexToHash(res.RefundID))
	require.NoError(t, err)
	refunded := 0
	for _, l := range rc.Logs {
		if l.Topics[0] == e.v.GetABI().Events[vaultv2.DepositVaultV2RefundedEventName].ID {
			refunded++
		}
	}
	require.Equal(t, 1, refunded, "the refund was not the vault's refundDeposit")
	out, err := e.backend.Client().CallContract(t.Context(), callMsg(e.vault, e.v.PackSpentInPeriod(vaultv2.NativeToken)), nil)
	require.NoError(t, err)
	spent, err := e.v.UnpackSpentInPeriod(out)
	require.NoError(t, err)
	require.Zero(t, spent.Spent.Sign(), "a refund spent the payouts' window")
}

// Hidden drill: a deposit in a token the vault allowlists but the engine's
// configuration does not name was "refunded" through the HTTP receiver
// (a simulator's reference recorded, nothing moved on chain). A token the
// engine cannot name is refunded by the vault, or refused as an item:
// never sent to an off-chain receiver.
func TestARefundOfATokenTheEngineCannotNameNeverGoesOffChain(t *testing.T) {
	posts := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		posts++
		_, _ = w.Write([]byte(`{"refundId":"sim-1"}`))
	}))
	defer srv.Close()
	e := newChainEnv(t)
	d := e.strangerDeposit(t, "swap-odd", e.usdc, big.NewInt(7_000_000))
	d.Asset = strings.ToLower(e.usdc.Hex()) // the scanner's name for a token its map does not hold
	req := RefundRequest{Key: "refund:swap-odd:ref-odd", SwapID: "swap-odd", DepositRef: "ref-odd",
		Address: addrOf(e.stranger).Hex(), Payer: addrOf(e.stranger).Hex(), Asset: d.Asset, AmountUnits: "7000000", ChainID: e.chainID}

	// No payer for the chain: refused for a person, nothing posted.
	a := &Activities{PayoutURL: srv.URL, Deposits: depositBook{"ref-odd": d}}
	_, err := a.Refund(context.Background(), req)
	var appErr *temporal.ApplicationError
	require.ErrorAs(t, err, &appErr)
	require.Equal(t, ErrPaymentRefused, appErr.Type())
	require.True(t, appErr.NonRetryable())
	require.Contains(t, err.Error(), "field asset")
	require.Zero(t, posts, "a token the engine cannot name went to the HTTP receiver")

	// A payer for the chain whose symbol map lacks the token: the vault refunds it.
	p := e.payer(t)
	delete(p.Tokens, "USDC")
	a = &Activities{PayoutURL: srv.URL, Deposits: depositBook{"ref-odd": d}, OnChain: map[uint64]*OnChainPayer{e.chainID: p}}
	before := e.usdcBalance(t, addrOf(e.stranger))
	res, err := a.Refund(context.Background(), req)
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(res.RefundID, "0x"), "refund reference %q is no transaction", res.RefundID)
	require.Equal(t, int64(7_000_000), new(big.Int).Sub(e.usdcBalance(t, addrOf(e.stranger)), before).Int64())
	require.Zero(t, posts)
}

func callMsg(to common.Address, data []byte) ethereum.CallMsg {
	return ethereum.CallMsg{To: &to, Data: data}
}
