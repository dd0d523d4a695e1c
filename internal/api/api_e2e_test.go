package api

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	commonpb "go.temporal.io/api/common/v1"
	enumspb "go.temporal.io/api/enums/v1"
	historypb "go.temporal.io/api/history/v1"
	"go.temporal.io/api/serviceerror"
	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/client"
	"google.golang.org/protobuf/encoding/protojson"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/evmkey"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/workflows"
)

var payout = common.HexToAddress("0x00000000000000000000000000000000000000aa").Hex()

func createBody(id string) CreateRequest {
	return CreateRequest{SwapID: id, ChainID: 1337, Asset: "ETH", AmountUnits: "1500000000000000000",
		PayoutAsset: "USDC", PayoutAddress: payout}
}

// pay sends the instructions' call from a dev account, as a wallet would,
// and returns the vault's Deposited event.
func (s *stack) pay(ins Instructions) *vaultv2.DepositVaultV2Deposited {
	s.t.Helper()
	rcpt := s.send(common.HexToAddress(ins.Vault), ins.Value, ins.Calldata)
	for _, l := range rcpt.Logs {
		if ev, err := vaultv2.NewDepositVaultV2().UnpackDepositedEvent(l); err == nil {
			return ev
		}
	}
	s.t.Fatal("the instructions' call emitted no Deposited event")
	return nil
}

// send signs and mines one call from dev account 1 and requires it to succeed.
func (s *stack) send(to common.Address, valueUnits, calldata string) *types.Receipt {
	s.t.Helper()
	ctx := context.Background()
	key := s.chain.Accounts()[1]
	from := crypto.PubkeyToAddress(key.PublicKey)
	ec := s.chain.Client()
	value, _ := new(big.Int).SetString(valueUnits, 10)
	data := common.FromHex(calldata)
	nonce, err := ec.PendingNonceAt(ctx, from)
	require.NoError(s.t, err)
	gas, err := ec.EstimateGas(ctx, ethereumCall(from, to, value, data))
	require.NoError(s.t, err)
	tip, err := ec.SuggestGasTipCap(ctx)
	require.NoError(s.t, err)
	head, err := ec.HeaderByNumber(ctx, nil)
	require.NoError(s.t, err)
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(s.chain.ChainID()), &types.DynamicFeeTx{
		ChainID: s.chain.ChainID(), Nonce: nonce, GasTipCap: tip, GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip),
		Gas: gas * 2, To: &to, Value: value, Data: data,
	})
	require.NoError(s.t, err)
	require.NoError(s.t, ec.SendTransaction(ctx, tx))
	_, err = s.chain.Mine(1)
	require.NoError(s.t, err)
	rcpt, err := ec.TransactionReceipt(ctx, tx.Hash())
	require.NoError(s.t, err)
	require.Equal(s.t, types.ReceiptStatusSuccessful, rcpt.Status, "the call reverted")
	return rcpt
}

func ethereumCall(from, to common.Address, value *big.Int, data []byte) ethereum.CallMsg {
	return ethereum.CallMsg{From: from, To: &to, Value: value, Data: data}
}

// deliver hands a deposit event to the swap as the outbox dispatcher does.
func (s *stack) deliver(ev swap.Event) swap.Result {
	s.t.Helper()
	h, err := s.cl.UpdateWorkflow(context.Background(), client.UpdateWorkflowOptions{
		UpdateID: ev.EventID, WorkflowID: ev.SwapID, UpdateName: workflows.UpdateDeliverDeposit,
		Args: []any{ev}, WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	require.NoError(s.t, err)
	var r swap.Result
	require.NoError(s.t, h.Get(context.Background(), &r))
	return r
}

// The whole way through: a merchant creates a swap and gets, in the same
// call, the swap and its deposit instructions; the customer pays them on the
// dev chain (the vault's event names the swap); the deposit is delivered to
// the swap through its deliver-deposit and confirm-deposit updates (the
// scanner's way is TestASwapPaidByItsInstructionsIsPaidOutThroughTheScanner),
// and the swap
// is paid out by the worker through the receivers. Every request and answer
// is checked against docs/openapi/swaps.yaml.
func TestCreatePayAndFollowASwapThroughTheAPI(t *testing.T) {
	s := newStack(t)
	key := s.merchant("shop").Key
	req := createBody("api-pay-1")

	code, created := s.swap(key, http.MethodPost, "/v1/swaps", req)
	require.Equal(t, http.StatusCreated, code)
	assert.Equal(t, "api-pay-1", created.Swap.ID)
	wf := created.Swap.WorkflowID
	require.Equal(t, s.workflowID("api-pay-1"), wf)
	assert.Equal(t, "waiting", created.Swap.Status)
	ins := created.Instructions
	assert.Equal(t, uint64(1337), ins.ChainID)
	assert.Equal(t, s.chain.Vault().Hex(), ins.Vault)
	assert.Equal(t, "native", ins.Token)
	assert.Equal(t, "1500000000000000000", ins.AmountUnits)
	assert.Equal(t, "1.5", ins.Amount)
	assert.Equal(t, "1500000000000000000", ins.Value)
	assert.Equal(t, created.Swap.DepositDeadline, ins.Deadline)
	assert.WithinDuration(t, time.Now().Add(time.Hour), ins.Deadline, time.Minute)
	// The chain carries the engine's ID, never the merchant's order number.
	assert.Equal(t, "0x"+fmt.Sprintf("%x", append([]byte(wf), make([]byte, 32-len(wf))...)), ins.SwapIDBytes32)
	assert.Equal(t, fmt.Sprintf("ethereum:%s@1337/deposit?bytes32=%s&bytes32=%s&value=1500000000000000000",
		s.chain.Vault().Hex(), ins.SwapIDBytes32, ins.DepositKey), ins.PaymentURI)

	// The same create again: the same swap and instructions, no second workflow.
	code, again := s.swap(key, http.MethodPost, "/v1/swaps", req)
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, created.Instructions, again.Instructions)
	assert.Equal(t, created.Swap.CreatedAt, again.Swap.CreatedAt)

	// The same ID with other terms: a 409 naming the field.
	other := req
	other.AmountUnits = "2000000000000000000"
	code, raw := s.call(key, http.MethodPost, "/v1/swaps", other)
	require.Equal(t, http.StatusConflict, code, "%s", raw)
	assert.Equal(t, "amountUnits", problem(t, raw).Field)

	// The merchant names where refunds go, before the customer pays.
	refundTo := common.HexToAddress("0x00000000000000000000000000000000000000cc").Hex()
	code, withRefund := s.swap(key, http.MethodPost, "/v1/swaps/api-pay-1/refund-address", RefundAddressRequest{RefundAddress: refundTo})
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, refundTo, withRefund.Swap.RefundAddress)

	// The customer pays the instructions on the dev chain.
	dep := s.pay(ins)
	gotID, err := swapIDToBytes32(wf)
	require.NoError(t, err)
	assert.Equal(t, gotID, dep.SwapId, "the vault credits the swap the API named")
	assert.Equal(t, DepositKey(wf), dep.DepositKey)
	assert.Equal(t, "1500000000000000000", dep.Amount.String())

	ref := evmkey.DepositRefV2(1337, s.chain.Vault(), dep.DepositId)
	ev := swap.Event{SwapID: wf, DepositRef: ref, AmountUnits: dep.Amount.String(), ChainID: 1337}
	obs := ev
	obs.EventID, obs.Type = "obs:"+ref, swap.DepositObserved
	assert.Equal(t, swap.Applied, s.deliver(obs).Outcome)
	conf := ev
	conf.EventID = "conf:" + ref
	r, err := swapclient.Confirm(context.Background(), s.cl, conf)
	require.NoError(t, err)
	assert.Equal(t, swap.Applied, r.Outcome, r.Reason)

	got := s.waitStatus(key, "api-pay-1", "success", 90*time.Second)
	require.NotNil(t, got.Swap.Deposit)
	assert.Equal(t, ref, got.Swap.Deposit.Ref)
	assert.True(t, got.Swap.Deposit.Final)
	require.NotNil(t, got.Swap.Payout)
	assert.Equal(t, "succeeded", got.Swap.Payout.Result)
	assert.NotEmpty(t, got.Swap.Payout.Reference)
	assert.Equal(t, ins, got.Instructions)

	// A paid swap's refund address no longer changes; a repeat create still
	// answers the paid swap.
	code, raw = s.call(key, http.MethodPost, "/v1/swaps/api-pay-1/refund-address", RefundAddressRequest{RefundAddress: payout})
	require.Equal(t, http.StatusConflict, code, "%s", raw)
	assert.Equal(t, "refundAddress", problem(t, raw).Field)
	code, again = s.swap(key, http.MethodPost, "/v1/swaps", req)
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, "success", again.Swap.Status)

	if dir := os.Getenv("RECORD_HISTORY_DIR"); dir != "" {
		// A replay test input (workflows/replay_test.go) with both API updates.
		s.recordHistory(wf, "api-pay-1", dir)
	}

	// One workflow run for the swap, started by the API.
	d, err := s.cl.DescribeWorkflowExecution(context.Background(), wf, "")
	require.NoError(t, err)
	assert.Equal(t, s.queue, d.GetExecutionConfig().GetTaskQueue().GetName())
	code, raw = s.call(key, http.MethodGet, "/v1/swaps?status=success", nil)
	require.Equal(t, http.StatusOK, code)
	assert.Contains(t, string(raw), `"id":"api-pay-1"`)
}

// Two merchants: neither sees, lists, changes or re-creates the other's swap,
// and a swap ID is each one's own: b creates one of a's IDs as a swap of its
// own, and learns nothing of a's; a revoked key is refused.
func TestMerchantsAreApartAndRevokedKeysRefused(t *testing.T) {
	s := newStack(t)
	a, b := s.merchant("a"), s.merchant("b")
	code, aSwap := s.swap(a.Key, http.MethodPost, "/v1/swaps", createBody("api-iso-a"))
	require.Equal(t, http.StatusCreated, code)
	require.Equal(t, "api-iso-a", aSwap.Swap.ID)
	require.Equal(t, WorkflowID(a.MerchantID, "api-iso-a"), aSwap.Swap.WorkflowID)

	code, raw := s.call(b.Key, http.MethodGet, "/v1/swaps/api-iso-a", nil)
	require.Equal(t, http.StatusNotFound, code, "%s", raw)
	assert.NotContains(t, string(raw), "1500000000000000000")
	code, raw2 := s.call(b.Key, http.MethodGet, "/v1/swaps/api-no-such", nil)
	require.Equal(t, http.StatusNotFound, code)
	assert.Equal(t, strings.ReplaceAll(string(raw), "api-iso-a", "X"), strings.ReplaceAll(string(raw2), "api-no-such", "X"),
		"another merchant's swap looks exactly like no swap")
	code, raw = s.call(b.Key, http.MethodPost, "/v1/swaps/api-iso-a/refund-address", RefundAddressRequest{RefundAddress: payout})
	require.Equal(t, http.StatusNotFound, code, "%s", raw)
	// The API drill: a NUL byte (or any byte no swap ID has) in a path ID was
	// a 503 from Postgres; it is no swap.
	for _, id := range []string{"api%00nul", "caf%C3%A9-1", "%FF"} {
		code, raw = s.call(b.Key, http.MethodGet, "/v1/swaps/"+id, nil)
		require.Equal(t, http.StatusNotFound, code, "%s: %s", id, raw)
	}
	code, raw = s.call(b.Key, http.MethodGet, "/v1/swaps", nil)
	require.Equal(t, http.StatusOK, code)
	assert.JSONEq(t, `{"items":[]}`, string(raw))
	same := createBody("api-iso-a")
	same.AmountUnits = "7"
	code, bSwap := s.swap(b.Key, http.MethodPost, "/v1/swaps", same)
	require.Equal(t, http.StatusCreated, code, "b's own swap of an ID a uses")
	assert.Equal(t, "api-iso-a", bSwap.Swap.ID)
	assert.Equal(t, "7", bSwap.Swap.AmountUnits)
	assert.Equal(t, WorkflowID(b.MerchantID, "api-iso-a"), bSwap.Swap.WorkflowID)
	assert.NotEqual(t, aSwap.Swap.WorkflowID, bSwap.Swap.WorkflowID, "two merchants' swaps of one ID are two workflows")
	assert.NotEqual(t, aSwap.Instructions.DepositKey, bSwap.Instructions.DepositKey)
	code, raw = s.call(b.Key, http.MethodGet, "/v1/swaps", nil)
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, 1, strings.Count(string(raw), `"id":"api-iso-a"`), "b lists its own swap only: %s", raw)
	assert.NotContains(t, string(raw), "1500000000000000000")
	code, got := s.swap(b.Key, http.MethodGet, "/v1/swaps/api-iso-a", nil)
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, "7", got.Swap.AmountUnits)

	// a still sees its swap, unchanged, and can set its refund address.
	code, got = s.swap(a.Key, http.MethodPost, "/v1/swaps/api-iso-a/refund-address", RefundAddressRequest{RefundAddress: "0x00000000000000000000000000000000000000bb"})
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, "0x00000000000000000000000000000000000000bb", got.Swap.RefundAddress)
	assert.Equal(t, "1500000000000000000", got.Swap.AmountUnits)

	require.NoError(t, RevokeAPIKey(context.Background(), s.pool, a.ID))
	code, raw = s.call(a.Key, http.MethodGet, "/v1/swaps/api-iso-a", nil)
	require.Equal(t, http.StatusUnauthorized, code)
	p := problem(t, raw)
	assert.Equal(t, "Authorization", p.Field)
	assert.Contains(t, p.Message, "revoked")
	code, _ = s.call(a.Key, http.MethodPost, "/v1/swaps", createBody("api-iso-revoked"))
	require.Equal(t, http.StatusUnauthorized, code)
	s.notStarted("api-iso-revoked", WorkflowID(a.MerchantID, "api-iso-revoked"))
}

// notStarted: no workflow exists under any of the IDs (an ID Temporal
// cannot carry in a header cannot name one either): the swap ID as the
// starter would start it, and as the API would (WorkflowID).
func (s *stack) notStarted(ids ...string) {
	s.t.Helper()
	for _, id := range ids {
		if swap.ValidateSwapID("id", id) != nil && strings.ContainsFunc(id, func(r rune) bool { return r > 0x7e }) {
			continue
		}
		_, err := s.cl.DescribeWorkflowExecution(context.Background(), id, "")
		var nf *serviceerror.NotFound
		require.ErrorAs(s.t, err, &nf, "swap %s reached Temporal", id)
	}
}

// Concurrent duplicate creates of one swap return one swap: one 201, the
// rest 200 with the same instructions, one workflow.
func TestConcurrentDuplicateCreatesMakeOneSwap(t *testing.T) {
	s := newStack(t)
	key := s.merchant("dup").Key
	const n = 8
	var wg sync.WaitGroup
	codes := make([]int, n)
	resps := make([]SwapResponse, n)
	for i := range n {
		wg.Go(func() { codes[i], resps[i] = s.swap(key, http.MethodPost, "/v1/swaps", createBody("api-dup-1")) })
	}
	wg.Wait()
	createdN := 0
	for i := range n {
		require.Contains(t, []int{http.StatusCreated, http.StatusOK}, codes[i])
		if codes[i] == http.StatusCreated {
			createdN++
		}
		assert.Equal(t, resps[0].Instructions, resps[i].Instructions)
		assert.Equal(t, "api-dup-1", resps[i].Swap.ID)
	}
	assert.Equal(t, 1, createdN)
	var rows int
	require.NoError(t, s.pool.QueryRow(context.Background(), `SELECT count(*) FROM api_swaps WHERE merchant_swap_id = 'api-dup-1'`).Scan(&rows))
	assert.Equal(t, 1, rows)
	// One start, and one created update (the start's): the repeats and
	// reads are queries and write no history.
	for range 3 {
		code, _ := s.swap(key, http.MethodGet, "/v1/swaps/api-dup-1", nil)
		require.Equal(t, http.StatusOK, code)
	}
	starts, updates := 0, 0
	it := s.cl.GetWorkflowHistory(context.Background(), s.workflowID("api-dup-1"), "", false, 0)
	for it.HasNext() {
		e, err := it.Next()
		require.NoError(t, err)
		if e.GetWorkflowExecutionStartedEventAttributes() != nil {
			starts++
		}
		if a := e.GetWorkflowExecutionUpdateAcceptedEventAttributes(); a != nil {
			updates++
			assert.Equal(t, workflows.UpdateCreated, a.GetAcceptedRequest().GetInput().GetName())
		}
	}
	assert.Equal(t, 1, starts)
	assert.Equal(t, 1, updates)
}

// A swap whose history Temporal no longer keeps (deleted here, as retention
// deletes closed swaps) is a 410, listed as archived, and a repeated create
// never starts the swap ID again.
func TestASwapGoneFromTemporalIsNeverStartedAgain(t *testing.T) {
	s := newStack(t)
	key := s.merchant("gone").Key
	code, _ := s.swap(key, http.MethodPost, "/v1/swaps", createBody("api-gone-1"))
	require.Equal(t, http.StatusCreated, code)
	_, err := s.cl.WorkflowService().DeleteWorkflowExecution(context.Background(), &workflowservice.DeleteWorkflowExecutionRequest{
		Namespace: "default", WorkflowExecution: &commonpb.WorkflowExecution{WorkflowId: s.workflowID("api-gone-1")},
	})
	require.NoError(t, err)
	eventually(t, 30*time.Second, func() bool {
		_, err := s.cl.DescribeWorkflowExecution(context.Background(), s.workflowID("api-gone-1"), "")
		var nf *serviceerror.NotFound
		return errors.As(err, &nf)
	}, "the workflow was not deleted")

	code, raw := s.call(key, http.MethodGet, "/v1/swaps/api-gone-1", nil)
	require.Equal(t, http.StatusGone, code, "%s", raw)
	code, raw = s.call(key, http.MethodPost, "/v1/swaps", createBody("api-gone-1"))
	require.Equal(t, http.StatusGone, code, "%s", raw)
	code, raw = s.call(key, http.MethodGet, "/v1/swaps", nil)
	require.Equal(t, http.StatusOK, code)
	assert.Contains(t, string(raw), `"status":"archived"`)
	s.notStarted(s.workflowID("api-gone-1"))
}

// The production path end to end: a swap created through the API is paid by
// its instructions on the dev chain, the vault's chain scanner sees the
// deposit and delivers it through the outbox, the worker exchanges and pays
// out through the receivers, and the API reports the swap paid out.
func TestASwapPaidByItsInstructionsIsPaidOutThroughTheScanner(t *testing.T) {
	s := newStackWith(t, true)
	key := s.merchant("scan").Key
	code, created := s.swap(key, http.MethodPost, "/v1/swaps", createBody("api-scan-1"))
	require.Equal(t, http.StatusCreated, code)
	dep := s.pay(created.Instructions)
	ref := evmkey.DepositRefV2(1337, s.chain.Vault(), dep.DepositId)

	got := s.waitStatus(key, "api-scan-1", "success", 120*time.Second)
	require.NotNil(t, got.Swap.Deposit)
	assert.Equal(t, ref, got.Swap.Deposit.Ref)
	require.NotNil(t, got.Swap.Payout)
	assert.Equal(t, "succeeded", got.Swap.Payout.Result)
}

// recordHistory writes the history of the swap with workflow ID id as JSON,
// to name.json.
func (s *stack) recordHistory(id, name, dir string) {
	s.t.Helper()
	it := s.cl.GetWorkflowHistory(context.Background(), id, "", false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	var h historypb.History
	for it.HasNext() {
		ev, err := it.Next()
		require.NoError(s.t, err)
		h.Events = append(h.Events, ev)
	}
	b, err := protojson.MarshalOptions{Indent: "  "}.Marshal(&h)
	require.NoError(s.t, err)
	require.NoError(s.t, os.WriteFile(filepath.Join(dir, name+".json"), b, 0o644))
}

// Issue 29: metadata is the merchant's own: given at the create, answered
// with the swap, part of what a repeated create must repeat, bounded and
// refused naming the member.
func TestMetadataIsTheMerchantsOwn(t *testing.T) {
	s := newStack(t)
	key := s.merchant("meta").Key
	body := createBody("api-meta-1")
	body.Metadata = map[string]string{"order": "A-1042", "note": "gift wrap ✓"}
	code, created := s.swap(key, http.MethodPost, "/v1/swaps", body)
	require.Equal(t, http.StatusCreated, code)
	assert.Equal(t, body.Metadata, created.Swap.Metadata)
	_, read := s.swap(key, http.MethodGet, "/v1/swaps/api-meta-1", nil)
	assert.Equal(t, body.Metadata, read.Swap.Metadata)
	code, _ = s.swap(key, http.MethodPost, "/v1/swaps", body)
	assert.Equal(t, http.StatusOK, code, "the same create, repeated")
	other := body
	other.Metadata = map[string]string{"order": "A-1043"}
	code, raw := s.call(key, http.MethodPost, "/v1/swaps", other)
	require.Equal(t, http.StatusConflict, code, "%s", raw)
	assert.Equal(t, "metadata", problem(t, raw).Field)

	many := map[string]string{}
	for i := range MaxMetadataKeys + 1 {
		many[fmt.Sprintf("k%d", i)] = "v"
	}
	for _, tc := range []struct {
		meta  map[string]string
		field string
	}{
		{many, "metadata"},
		{map[string]string{"bad key": "v"}, "metadata"},
		{map[string]string{"long": strings.Repeat("x", MaxMetadataValueLen+1)}, "metadata.long"},
		{map[string]string{"ctl": "a\x00b"}, "metadata.ctl"},
	} {
		b := createBody("api-meta-bad")
		b.Metadata = tc.meta
		code, raw := s.call(key, http.MethodPost, "/v1/swaps", b)
		require.Equal(t, http.StatusUnprocessableEntity, code, "%s", raw)
		assert.Equal(t, tc.field, problem(t, raw).Field)
	}
	code, _ = s.swap(key, http.MethodGet, "/v1/swaps/api-meta-bad", nil)
	assert.Equal(t, http.StatusNotFound, code, "nothing was created")
}
