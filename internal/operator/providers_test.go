package operator

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/providers"
	"github.com/swapengine/swapengine/internal/testenv"
)

// `starter providers -payout-assets` sets which assets the exchange fills: the
// first is the fill of a request naming none, another listed one is filled as
// asked, one not listed is refused.
func TestProvidersCommandOffersThePayoutAssetsGiven(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- Main(ctx, []string{"providers", "-listen", "127.0.0.1:0", "-database-url", testenv.PostgresURL(t),
			"-payout-assets", "DAI,USDC", "-webhook-secrets", ""}, pw)
		pw.Close()
	}()
	t.Cleanup(func() { cancel(); <-done })
	line, err := bufio.NewReader(pr).ReadString('\n')
	require.NoError(t, err)
	go func() { _, _ = io.Copy(io.Discard, pr) }()
	base := strings.TrimSpace(strings.TrimPrefix(line, "providers listening on "))
	require.True(t, strings.HasPrefix(base, "http://"), line)

	exchange := func(key, payoutAsset string) (int, string) {
		body, _ := json.Marshal(providers.ExchangeRequest{SwapID: key, Asset: "ETH", AmountUnits: "100", DepositRef: "evm:1337:0xabc:1", PayoutAsset: payoutAsset})
		req, _ := http.NewRequest(http.MethodPost, base+providers.PathExchanges, bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Idempotency-Key", "start-exchange:"+key)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		defer resp.Body.Close()
		var got struct {
			QuoteAsset string `json:"quoteAsset"`
		}
		raw, _ := io.ReadAll(resp.Body)
		_ = json.Unmarshal(raw, &got)
		return resp.StatusCode, got.QuoteAsset
	}
	status, asset := exchange("pa-default", "")
	assert.Equal(t, []any{http.StatusOK, "DAI"}, []any{status, asset}, "the first listed asset is the default fill")
	status, asset = exchange("pa-usdc", "USDC")
	assert.Equal(t, []any{http.StatusOK, "USDC"}, []any{status, asset})
	status, _ = exchange("pa-eur", "EUR")
	assert.Equal(t, http.StatusUnprocessableEntity, status, "a pair not offered is refused")
}
