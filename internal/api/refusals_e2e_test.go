package api

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
)

// Every bad input is a 4xx whose body names the field or the reason, and
// nothing of it reaches Temporal.
func TestBadInputIsRefusedNamingTheFieldAndStartsNothing(t *testing.T) {
	s := newStack(t)
	bad := s.merchant("bad")
	key := bad.Key
	with := func(id string, f func(*CreateRequest)) CreateRequest {
		r := createBody(id)
		f(&r)
		return r
	}
	for _, tc := range []struct {
		name  string
		id    string
		key   string
		body  any
		ctype string
		code  int
		field string
	}{
		{name: "malformed JSON", id: "api-bad-1", body: `{"swapId":"api-bad-1",`, code: 400, field: "body"},
		{name: "unknown field", id: "api-bad-2", body: `{"swapId":"api-bad-2","chainId":1337,"asset":"ETH","amountUnits":"5","payoutAddress":"x","bogus":1}`, code: 400, field: "bogus"},
		{name: "wrong type", id: "api-bad-3", body: `{"swapId":"api-bad-3","chainId":"1337","asset":"ETH","amountUnits":"5","payoutAddress":"x"}`, code: 400, field: "chainId"},
		{name: "negative chain", id: "api-bad-3b", body: `{"swapId":"api-bad-3b","chainId":-1,"asset":"ETH","amountUnits":"5","payoutAddress":"x"}`, code: 400, field: "chainId"},
		{name: "two values", id: "api-bad-4", body: `{"swapId":"api-bad-4","chainId":1337,"asset":"ETH","amountUnits":"5","payoutAddress":"x"} {}`, code: 400, field: "body"},
		{name: "not JSON content", id: "api-bad-5", body: `swapId=api-bad-5`, ctype: "application/x-www-form-urlencoded", code: 415, field: "Content-Type"},
		{name: "oversized body", id: "api-bad-6", body: `{"swapId":"api-bad-6","payoutAddress":"` + strings.Repeat("a", MaxBodyBytes) + `"}`, code: 413, field: "body"},
		{name: "fractional amount", id: "api-bad-7", body: with("api-bad-7", func(r *CreateRequest) { r.AmountUnits = "1.5" }), code: 422, field: "amountUnits"},
		{name: "zero amount", id: "api-bad-8", body: with("api-bad-8", func(r *CreateRequest) { r.AmountUnits = "0" }), code: 422, field: "amountUnits"},
		{name: "amount over uint256", id: "api-bad-9", body: with("api-bad-9", func(r *CreateRequest) { r.AmountUnits = strings.Repeat("9", 78) }), code: 422, field: "amountUnits"},
		{name: "short refund address", id: "api-bad-10", body: with("api-bad-10", func(r *CreateRequest) { r.RefundAddress = "0x1234" }), code: 422, field: "refundAddress"},
		{name: "payout address checksum", id: "api-bad-11", body: with("api-bad-11", func(r *CreateRequest) {
			r.PayoutAddress = "0x52908400098527886E0F7030069857D2E4169Ee7"
		}), code: 422, field: "payoutAddress"},
		// The engine's own contracts would keep what they are paid.
		{name: "payout to the vault", id: "api-bad-own-1", body: with("api-bad-own-1", func(r *CreateRequest) { r.PayoutAddress = s.chain.Vault().Hex() }), code: 422, field: "payoutAddress"},
		{name: "refund to the vault", id: "api-bad-own-2", body: with("api-bad-own-2", func(r *CreateRequest) {
			r.RefundAddress = strings.ToLower(s.chain.Vault().Hex())
		}), code: 422, field: "refundAddress"},
		{name: "missing payout address", id: "api-bad-12", body: with("api-bad-12", func(r *CreateRequest) { r.PayoutAddress = "" }), code: 422, field: "payoutAddress"},
		{name: "chain not served", id: "api-bad-13", body: with("api-bad-13", func(r *CreateRequest) { r.ChainID = 999 }), code: 422, field: "chainId"},
		{name: "asset not on the chain", id: "api-bad-14", body: with("api-bad-14", func(r *CreateRequest) { r.Asset = "DOGE" }), code: 422, field: "asset"},
		{name: "payout asset is the deposit asset", id: "api-bad-15", body: with("api-bad-15", func(r *CreateRequest) { r.PayoutAsset = "ETH" }), code: 422, field: "payoutAsset"},
		{name: "deadline negative", id: "api-bad-16", body: with("api-bad-16", func(r *CreateRequest) { r.DeadlineSeconds = ptr(int64(-5)) }), code: 422, field: "deadlineSeconds"},
		{name: "deadline too long", id: "api-bad-17", body: with("api-bad-17", func(r *CreateRequest) { r.DeadlineSeconds = ptr(int64(31 * 24 * 3600)) }), code: 422, field: "deadlineSeconds"},
		{name: "webhook scheme", id: "api-bad-18", body: with("api-bad-18", func(r *CreateRequest) { r.WebhookURL = "ftp://merchant.example/h" }), code: 422, field: "webhookUrl"},
		{name: "swap ID over 32 bytes", id: "api-bad-19-xxxxxxxxxxxxxxxxxxxxxxxxx", body: with("api-bad-19-xxxxxxxxxxxxxxxxxxxxxxxxx", func(*CreateRequest) {}), code: 422, field: "swapId"},
		{name: "swap ID with a space", id: "api-bad 20", body: with("api-bad 20", func(*CreateRequest) {}), code: 422, field: "swapId"},
		// The API drill: an ID Temporal cannot carry in a header was
		// recorded, and every later start, read and list page of the
		// merchant answered 503 for good; a zero deadline was taken although
		// the schema's minimum is 1.
		{name: "swap ID not ASCII", id: "api-bad-café", body: with("api-bad-café", func(*CreateRequest) {}), code: 422, field: "swapId"},
		{name: "deadline zero", id: "api-bad-23", body: with("api-bad-23", func(r *CreateRequest) { r.DeadlineSeconds = ptr(int64(0)) }), code: 422, field: "deadlineSeconds"},
		{name: "payout asset unknown", id: "api-bad-24", body: with("api-bad-24", func(r *CreateRequest) { r.PayoutAsset = "DOGE" }), code: 422, field: "payoutAsset"},
		{name: "deadline beyond any duration", id: "api-bad-25", body: with("api-bad-25", func(r *CreateRequest) { r.DeadlineSeconds = ptr(int64(1) << 62) }), code: 422, field: "deadlineSeconds"},
		// Issue 25's drill: a member given twice (which one counts?) and a
		// member spelled in another case are refused naming the member, not
		// silently resolved (encoding/json takes the last and folds case).
		{name: "duplicate member", id: "api-bad-26", body: rawCreate(t, "api-bad-26", func(b string) string {
			return strings.Replace(b, `"amountUnits":`, `"amountUnits":"1","amountUnits":`, 1)
		}), code: 400, field: "amountUnits"},
		{name: "member in another case", id: "api-bad-27", body: rawCreate(t, "api-bad-27", func(b string) string {
			return strings.Replace(b, `"payoutAddress"`, `"PayoutAddress"`, 1)
		}), code: 400, field: "PayoutAddress"},
		{name: "no key", id: "api-bad-21", key: "-", body: createBody("api-bad-21"), code: 401, field: "Authorization"},
		{name: "unknown key", id: "api-bad-22", key: KeyPrefix + "nope", body: createBody("api-bad-22"), code: 401, field: "Authorization"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k := key
			switch tc.key {
			case "-":
				k = ""
			case "":
			default:
				k = tc.key
			}
			var raw []byte
			var code int
			if tc.ctype != "" {
				code, raw = s.callType(k, tc.ctype, tc.body.(string))
			} else {
				code, raw = s.call(k, http.MethodPost, "/v1/swaps", tc.body)
			}
			require.Equal(t, tc.code, code, "%s", raw)
			p := problem(t, raw)
			assert.Equal(t, tc.field, p.Field, "%s", raw)
			assert.NotEmpty(t, p.Message)
			assert.NotContains(t, string(raw), key, "a refusal never repeats the key")
			s.notStarted(tc.id, WorkflowID(bad.MerchantID, tc.id))
			var n int
			require.NoError(t, s.pool.QueryRow(context.Background(), `SELECT count(*) FROM api_swaps WHERE merchant_swap_id = $1`, tc.id).Scan(&n))
			assert.Zero(t, n, "a refused create is not recorded")
		})
	}

	// The list's parameters and the refund address are checked too.
	code, _ := s.swap(key, http.MethodPost, "/v1/swaps", createBody("api-bad-ok"))
	require.Equal(t, http.StatusCreated, code)
	for path, field := range map[string]string{
		"/v1/swaps?status=paid": "status", "/v1/swaps?cursor=zz": "cursor", "/v1/swaps?limit=0": "limit", "/v1/swaps?sort=asc": "sort",
	} {
		code, raw := s.call(key, http.MethodGet, path, nil)
		require.Equal(t, http.StatusBadRequest, code, "%s: %s", path, raw)
		assert.Equal(t, field, problem(t, raw).Field, path)
	}
	for body, field := range map[string]string{
		`{"refundAddress":"0xnothex"}`: "refundAddress", `{"refundAddress":""}`: "refundAddress", `{"refund":"0x"}`: "refund", `[`: "body",
	} {
		code, raw := s.call(key, http.MethodPost, "/v1/swaps/api-bad-ok/refund-address", body)
		require.Equal(t, field != "refundAddress", code == http.StatusBadRequest, "%s: %d %s", body, code, raw)
		assert.Equal(t, field, problem(t, raw).Field, body)
	}
	code, got := s.swap(key, http.MethodGet, "/v1/swaps/api-bad-ok", nil)
	require.Equal(t, http.StatusOK, code)
	assert.Empty(t, got.Swap.RefundAddress)

	// Whatever was sent, the merchant's list reads, and holds only the swap
	// that was taken (the drill's non-ASCII ID made every page a 503).
	code, raw := s.call(key, http.MethodGet, "/v1/swaps", nil)
	require.Equal(t, http.StatusOK, code, "%s", raw)
	var list struct {
		Items []struct {
			ID string `json:"id"`
		} `json:"items"`
	}
	require.NoError(t, json.Unmarshal(raw, &list))
	require.Len(t, list.Items, 1, "%s", raw)
	assert.Equal(t, "api-bad-ok", list.Items[0].ID)
}

func (s *stack) callType(key, ctype, body string) (int, []byte) {
	s.t.Helper()
	req, err := http.NewRequest(http.MethodPost, s.api.URL+"/v1/swaps", strings.NewReader(body))
	require.NoError(s.t, err)
	req.Header.Set("Content-Type", ctype)
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(s.t, err)
	defer resp.Body.Close()
	var raw json.RawMessage
	require.NoError(s.t, json.NewDecoder(resp.Body).Decode(&raw))
	return resp.StatusCode, raw
}

// Pages follow creation order and a cursor holds its place while swaps are
// created; the status filter keeps to the status.
func TestListPagesWithAStableCursor(t *testing.T) {
	s := newStack(t)
	key := s.merchant("lister").Key
	ids := []string{"api-list-1", "api-list-2", "api-list-3", "api-list-4", "api-list-5"}
	for _, id := range ids {
		code, _ := s.swap(key, http.MethodPost, "/v1/swaps", createBody(id))
		require.Equal(t, http.StatusCreated, code)
	}
	page := func(q string) ListResponse {
		code, raw := s.call(key, http.MethodGet, "/v1/swaps"+q, nil)
		require.Equal(t, http.StatusOK, code, "%s", raw)
		var l ListResponse
		require.NoError(t, json.Unmarshal(raw, &l))
		return l
	}
	var seen []string
	l := page("?limit=2")
	require.Len(t, l.Items, 2)
	require.NotEmpty(t, l.NextCursor)
	for _, it := range l.Items {
		seen = append(seen, it.ID)
		assert.Equal(t, "waiting", it.Status)
	}
	// Created after the first page was read: it comes last, nothing repeats.
	code, _ := s.swap(key, http.MethodPost, "/v1/swaps", createBody("api-list-6"))
	require.Equal(t, http.StatusCreated, code)
	for l.NextCursor != "" {
		l = page("?limit=2&cursor=" + l.NextCursor)
		for _, it := range l.Items {
			seen = append(seen, it.ID)
		}
	}
	assert.Equal(t, append(ids, "api-list-6"), seen)
	assert.Len(t, page("?status=waiting&limit=100").Items, 6)
	assert.Empty(t, page("?status=success").Items)

	// Issue 29: the cursor is opaque and the merchant's own: it holds no
	// platform-wide sequence, and another merchant's cursor, or one made
	// up, is refused naming the field.
	first := page("?limit=1")
	assert.True(t, strings.HasPrefix(first.NextCursor, "cur_"), first.NextCursor)
	assert.NotRegexp(t, `^c[0-9]+$`, first.NextCursor)
	other := s.merchant("list-other").Key
	for _, c := range []string{first.NextCursor, "c5", "cur_!!", "cur_" + "bm9uZQ"} {
		code, raw := s.call(other, http.MethodGet, "/v1/swaps?cursor="+c, nil)
		require.Equal(t, http.StatusBadRequest, code, "%s: %s", c, raw)
		assert.Equal(t, "cursor", problem(t, raw).Field)
	}
}

// A token swap's instructions: the approve and the depositToken call, which
// the vault takes on the dev chain.
func TestTokenInstructionsPayOnTheChain(t *testing.T) {
	s := newStack(t)
	key := s.merchant("tok").Key
	req := createBody("api-tok-1")
	req.Asset, req.AmountUnits, req.PayoutAsset = "USDC", "12500000", "ETH"
	code, r := s.swap(key, http.MethodPost, "/v1/swaps", req)
	require.Equal(t, http.StatusCreated, code)
	ins := r.Instructions
	assert.Equal(t, s.chain.USDC().Hex(), ins.Token)
	assert.Equal(t, 6, ins.Decimals)
	assert.Equal(t, "12.5", ins.Amount)
	assert.Equal(t, "0", ins.Value)
	assert.Equal(t, "depositToken(bytes32,bytes32,address,uint256)", ins.Function)
	require.NotNil(t, ins.Approve)
	assert.Equal(t, ins.Vault, ins.Approve.Spender)
	assert.True(t, strings.HasPrefix(ins.PaymentURI, "ethereum:"+ins.Vault+"@1337/depositToken?"), ins.PaymentURI)

	_, err := s.chain.MintUSDC(context.Background(), 1, big.NewInt(12500000))
	require.NoError(t, err)
	_, err = s.chain.Mine(1)
	require.NoError(t, err)
	s.send(common.HexToAddress(ins.Approve.Token), "0", ins.Approve.Calldata)
	dep := s.pay(ins)
	assert.Equal(t, s.chain.USDC(), dep.Token)
	assert.Equal(t, "12500000", dep.Amount.String())
}

// Routes the API does not have answer in the refusal format too; a create
// that spells out the default deadline repeats one that left it out.
func TestUnknownRoutesAndTheDefaultDeadline(t *testing.T) {
	s := newStack(t)
	key := s.merchant("routes").Key
	code, raw := s.call(key, http.MethodGet, "/v1/nothing", nil)
	require.Equal(t, http.StatusNotFound, code, "%s", raw)
	assert.Equal(t, "path", problem(t, raw).Field)
	code, raw = s.call(key, http.MethodDelete, "/v1/swaps", nil)
	require.Equal(t, http.StatusMethodNotAllowed, code, "%s", raw)
	assert.Equal(t, "path", problem(t, raw).Field)

	code, first := s.swap(key, http.MethodPost, "/v1/swaps", createBody("api-default-deadline"))
	require.Equal(t, http.StatusCreated, code)
	spelled := createBody("api-default-deadline")
	spelled.DeadlineSeconds = ptr(int64(3600))
	code, again := s.swap(key, http.MethodPost, "/v1/swaps", spelled)
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, first.Instructions, again.Instructions)
}

func ptr[T any](v T) *T { return &v }

// rawCreate is a valid create body for id as JSON text, changed by edit (the
// edit must apply: a test whose change missed would test nothing).
func rawCreate(t *testing.T, id string, edit func(string) string) string {
	t.Helper()
	b, err := json.Marshal(createBody(id))
	require.NoError(t, err)
	out := edit(string(b))
	require.NotEqual(t, string(b), out, "the edit did not apply to %s", b)
	return out
}

// Issue 29: the error codes are an enum, one list in Go (ErrorCodes) and
// the same in docs/openapi/swaps.yaml: a code added to one and not the
// other fails here.
func TestTheErrorCodesAreTheSpecsEnum(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("..", "..", "docs", "openapi", "swaps.yaml"))
	require.NoError(t, err)
	var doc struct {
		Components struct {
			Schemas map[string]struct {
				Properties map[string]struct {
					Properties map[string]struct {
						Enum []string `yaml:"enum"`
					} `yaml:"properties"`
				} `yaml:"properties"`
			} `yaml:"schemas"`
		} `yaml:"components"`
	}
	require.NoError(t, yaml.Unmarshal(raw, &doc))
	spec := doc.Components.Schemas["Error"].Properties["error"].Properties["code"].Enum
	var ours []string
	for _, c := range ErrorCodes {
		ours = append(ours, string(c))
	}
	assert.ElementsMatch(t, ours, spec)
}
