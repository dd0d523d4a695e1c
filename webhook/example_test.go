package webhook_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"time"

	"github.com/swapengine/swapengine/webhook"
)

// A merchant's webhook endpoint that acts only on deliveries the engine
// signed, holding the new and the old secret during a rotation.
func ExampleVerifier_Middleware() {
	current, previous := webhook.NewSecret(), webhook.NewSecret()
	v, err := webhook.NewVerifier("WEBHOOK_SECRETS", []string{current, previous})
	if err != nil {
		panic(err)
	}
	endpoint := v.Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNoContent) // deduplicate by webhook-id, then act
	}))

	body := `{"type":"swap.completed","swapId":"s1"}`
	signer, _ := webhook.ParseSecrets("previous", []string{previous})
	for _, signed := range []bool{true, false} {
		req := httptest.NewRequest(http.MethodPost, "/webhooks", strings.NewReader(body))
		if signed {
			_ = webhook.Sign(req.Header, signer, "msg_1", time.Now(), []byte(body))
		}
		rec := httptest.NewRecorder()
		endpoint.ServeHTTP(rec, req)
		fmt.Println(rec.Code)
	}
	// Output:
	// 204
	// 401
}
