package receiver_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"time"

	"github.com/swapengine/swapengine/receiver"
	"github.com/swapengine/swapengine/webhook"
)

// An exchange adapter: the engine's signed, idempotent calls in, the
// exchange's API out. Everything but the handler's body is the package's.
func Example() {
	secret := webhook.NewSecret() // in production: webhook.LoadSecrets("EXCHANGE_SECRETS", ...)
	verifier, err := webhook.NewVerifier("exchange secret", []string{secret})
	if err != nil {
		panic(err)
	}
	once, err := receiver.Idempotent(&receiver.MemoryStore{}, receiver.Options{Scope: "exchange"})
	if err != nil {
		panic(err)
	}
	fill := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			SwapID      string `json:"swapId"`
			Asset       string `json:"asset"`
			AmountUnits string `json:"amountUnits"`
			DepositRef  string `json:"depositRef"`
			PayoutAsset string `json:"payoutAsset"`
		}
		dec := json.NewDecoder(r.Body)
		dec.DisallowUnknownFields()
		if err := dec.Decode(&req); err != nil {
			webhook.WriteError(w, http.StatusBadRequest, "", err.Error()) // not stored: the key stays free
			return
		}
		// Place the order at the exchange here. The answer is stored and replayed.
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]string{"status": "filled", "swapId": req.SwapID,
			"exchangeId": "ex_" + req.SwapID, "amountInUnits": req.AmountUnits, "amountOutUnits": "3000000", "quoteAsset": req.PayoutAsset})
	})
	mux := http.NewServeMux()
	mux.Handle("POST /v1/exchanges", receiver.Authenticate(verifier)(once(fill)))

	srv := httptest.NewServer(mux)
	defer srv.Close()

	// What the engine sends, twice (a retry after a lost answer).
	signers, _ := webhook.ParseSecrets("exchange secret", []string{secret})
	body := []byte(`{"swapId":"s1","asset":"ETH","amountUnits":"1000000000000000","depositRef":"d1","payoutAsset":"USDC"}`)
	for range 2 {
		req, _ := http.NewRequest(http.MethodPost, srv.URL+"/v1/exchanges", bytes.NewReader(body))
		req.Header.Set(receiver.HeaderIdempotencyKey, "start-exchange:s1")
		_ = webhook.Sign(req.Header, signers, "start-exchange:s1", time.Now(), body)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			panic(err)
		}
		resp.Body.Close()
		fmt.Println(resp.StatusCode, "replayed:", resp.Header.Get(receiver.HeaderIdempotentReplayed) == "true")
	}
	// Output:
	// 200 replayed: false
	// 200 replayed: true
}
