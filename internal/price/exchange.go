package price

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"github.com/swapengine/swapengine/internal/redact"
	"github.com/swapengine/swapengine/webhook"
)

// Exchange is the exchange receiver's own quote (POST /v1/quotes,
// docs/openapi/receivers.yaml), signed with the exchange's secrets as the
// worker signs it. On a Board beside a feed it is checked against a price
// the exchange does not control; alone it is only the exchange's word.
// It prices the direction the receiver fills (asset in → payout asset); a
// 404 (no quotes offered) is ErrNoPair, a 422 a refusal, anything else an
// error. Its answer and errors never carry the URL (which may hold a key).
type Exchange struct {
	URL     string
	Signers []*standardwebhooks.Webhook
	Client  *http.Client
	// Now stamps the signature (time.Now when nil).
	Now func() time.Time
}

// Name is "exchange".
func (e Exchange) Name() string { return "exchange" }

// Quote asks the receiver.
func (e Exchange) Quote(ctx context.Context, r Request) (Price, error) {
	id := make([]byte, 8)
	_, _ = rand.Read(id)
	// A quote before a swap exists: a reference of its own, not a swap ID.
	ref := "quote-" + hex.EncodeToString(id)
	body, err := json.Marshal(struct {
		SwapID      string `json:"swapId"`
		Asset       string `json:"asset"`
		AmountUnits string `json:"amountUnits"`
		PayoutAsset string `json:"payoutAsset"`
	}{ref, r.AssetIn, r.AmountInUnits.String(), r.AssetOut})
	if err != nil {
		return Price{}, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, e.URL+"/v1/quotes", bytes.NewReader(body))
	if err != nil {
		return Price{}, fmt.Errorf("exchange quote: %s", redact.Text(err.Error(), e.URL))
	}
	key := "quote:" + ref
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Idempotency-Key", key)
	now := time.Now()
	if e.Now != nil {
		now = e.Now()
	}
	if len(e.Signers) > 0 {
		if err := webhook.Sign(req.Header, e.Signers, key, now, body); err != nil {
			return Price{}, fmt.Errorf("exchange quote: sign: %w", err)
		}
	}
	client := e.Client
	if client == nil {
		client = &http.Client{Timeout: 10 * time.Second}
	}
	resp, err := client.Do(req)
	if err != nil {
		return Price{}, fmt.Errorf("exchange quote: %w", redact.Err(err, e.URL))
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	switch {
	case resp.StatusCode == http.StatusNotFound:
		return Price{}, ErrNoPair
	case resp.StatusCode == http.StatusUnprocessableEntity:
		// The receiver's reason is its own text: named, not quoted.
		return Price{}, refuse("exchange: would not quote %s %s in %s (422)", r.AmountInUnits, r.AssetIn, r.AssetOut)
	case resp.StatusCode/100 != 2:
		return Price{}, fmt.Errorf("exchange quote: HTTP %d", resp.StatusCode)
	}
	var ans struct {
		QuoteID        string `json:"quoteId"`
		AmountOutUnits string `json:"amountOutUnits"`
		QuoteAsset     string `json:"quoteAsset"`
	}
	if err := json.Unmarshal(raw, &ans); err != nil {
		return Price{}, refuse("exchange: its quote is not JSON")
	}
	out, ok := new(big.Int).SetString(ans.AmountOutUnits, 10)
	switch {
	case !ok || out.Sign() <= 0:
		return Price{}, refuse("exchange: its quote names no amount out")
	case ans.QuoteAsset != r.AssetOut:
		return Price{}, refuse("exchange: quoted in %q, not %s", truncate(ans.QuoteAsset, 16), r.AssetOut)
	}
	return Price{Source: e.Name(), OutUnits: out, At: now}, nil
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
