package receivercheck

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/receiver"
	"github.com/swapengine/swapengine/webhook"
)

// publicAdapter is a receiver built from the public packages alone (receiver,
// webhook) and a few lines of its own: what an adapter author writes. It
// shares no code with the simulators.
func publicAdapter(t *testing.T, exchangeSecret, payoutSecret string) http.Handler {
	t.Helper()
	answer := func(newFields func() any, reply func(body map[string]any) map[string]any) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			dec := json.NewDecoder(r.Body)
			dec.DisallowUnknownFields()
			fields, req := newFields(), map[string]any{}
			if err := dec.Decode(fields); err != nil {
				field := ""
				if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
					field = strings.Trim(name, `"`)
				}
				webhook.WriteError(w, http.StatusBadRequest, field, "bad request: "+err.Error())
				return
			}
			raw, _ := json.Marshal(fields)
			_ = json.Unmarshal(raw, &req)
			w.Header().Set("Content-Type", "application/json")
			_ = json.NewEncoder(w).Encode(reply(req))
		})
	}
	mux := http.NewServeMux()
	store := &receiver.MemoryStore{}
	route := func(pattern, scope, secret string, h http.Handler) {
		v, err := webhook.NewVerifier(scope+" secret", []string{secret})
		if err != nil {
			t.Fatal(err)
		}
		once, err := receiver.Idempotent(store, receiver.Options{Scope: scope})
		if err != nil {
			t.Fatal(err)
		}
		mux.Handle(pattern, receiver.Authenticate(v)(once(h)))
	}
	route("POST /v1/exchanges", "exchange", exchangeSecret, answer(func() any {
		return &struct {
			SwapID      string `json:"swapId"`
			Asset       string `json:"asset"`
			AmountUnits string `json:"amountUnits"`
			DepositRef  string `json:"depositRef"`
			PayoutAsset string `json:"payoutAsset"`
		}{}
	}, func(b map[string]any) map[string]any {
		return map[string]any{"status": "filled", "swapId": b["swapId"], "exchangeId": "ex_" + b["depositRef"].(string),
			"amountInUnits": b["amountUnits"], "amountOutUnits": "2", "quoteAsset": b["payoutAsset"]}
	}))
	// A quote is a read: signed, never stored.
	quotes, err := webhook.NewVerifier("exchange secret", []string{exchangeSecret})
	if err != nil {
		t.Fatal(err)
	}
	mux.Handle("POST /v1/quotes", receiver.Authenticate(quotes)(answer(func() any {
		return &struct {
			SwapID      string `json:"swapId"`
			Asset       string `json:"asset"`
			AmountUnits string `json:"amountUnits"`
			PayoutAsset string `json:"payoutAsset"`
		}{}
	}, func(b map[string]any) map[string]any {
		return map[string]any{"quoteId": "qt_" + b["swapId"].(string), "amountOutUnits": "2", "quoteAsset": b["payoutAsset"]}
	})))
	route("POST /v1/payouts", "payout", payoutSecret, answer(func() any {
		return &struct {
			SwapID      string `json:"swapId"`
			Address     string `json:"address"`
			Asset       string `json:"asset"`
			AmountUnits string `json:"amountUnits"`
			ExchangeID  string `json:"exchangeId"`
		}{}
	}, func(b map[string]any) map[string]any {
		return map[string]any{"status": "sent", "swapId": b["swapId"], "payoutId": "po_" + b["exchangeId"].(string)}
	}))
	route("POST /v1/refunds", "refund", payoutSecret, answer(func() any {
		return &struct {
			SwapID      string `json:"swapId"`
			DepositRef  string `json:"depositRef"`
			Address     string `json:"address"`
			Asset       string `json:"asset"`
			AmountUnits string `json:"amountUnits"`
			Reason      string `json:"reason"`
		}{}
	}, func(b map[string]any) map[string]any {
		return map[string]any{"status": "refunded", "swapId": b["swapId"], "refundId": "rf_" + b["depositRef"].(string)}
	}))
	return mux
}

// The public packages keep every clause of the contract on their own: a
// receiver made of them and a few lines of JSON passes the kit.
func TestAReceiverBuiltOnThePublicPackagePasses(t *testing.T) {
	secrets := providers.NewSecrets()
	srv := httptest.NewServer(publicAdapter(t, secrets.Exchange, secrets.Payout))
	defer srv.Close()
	rs := check(t, srv.URL, secrets)
	var out bytes.Buffer
	Print(&out, rs)
	assert.False(t, Failed(rs), "%s", out.String())
	assert.Len(t, rs, 5+3*14)
}
