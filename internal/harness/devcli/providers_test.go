package devcli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/webhook"
)

// testSecret is a well-formed secret for flags that need one.
const testSecret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"

// `swapdev providers -payout-assets` sets which assets the exchange fills: the
// first is the fill of a request naming none, another listed one is filled as
// asked, one not listed is refused.
func TestProvidersCommandOffersThePayoutAssetsGiven(t *testing.T) {
	exchangeSecret := webhook.NewSecret()
	secretFile := filepath.Join(t.TempDir(), "exchange-secrets")
	require.NoError(t, os.WriteFile(secretFile, []byte(exchangeSecret+"\n"), 0o600))
	t.Setenv("EXCHANGE_SECRETS_FILE", secretFile) // the simulators read their secret as a mounted file
	t.Setenv("EXCHANGE_SECRETS", "")
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- operator.Main(ctx, []string{"providers", "-listen", "127.0.0.1:0", "-database-url", testenv.MigratedPostgresURL(t),
			"-payout-assets", "DAI,USDC", "-webhook-secrets", "", "-payout-secrets", testSecret}, pw)
		pw.Close()
	}()
	t.Cleanup(func() { cancel(); <-done })
	line, err := bufio.NewReader(pr).ReadString('\n')
	require.NoError(t, err)
	go func() { _, _ = io.Copy(io.Discard, pr) }()
	base := strings.TrimSpace(strings.TrimPrefix(line, "providers listening on "))
	require.True(t, strings.HasPrefix(base, "http://"), line)

	signers, err := webhook.ParseSecrets("exchange", []string{exchangeSecret})
	require.NoError(t, err)
	exchangeSigned := func(key, payoutAsset string, sign bool) (int, string) {
		body, _ := json.Marshal(providers.ExchangeRequest{SwapID: key, Asset: "ETH", AmountUnits: "100", DepositRef: "evm:1337:0xabc:1", PayoutAsset: payoutAsset})
		req, _ := http.NewRequest(http.MethodPost, base+providers.PathExchanges, bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Idempotency-Key", "start-exchange:"+key)
		if sign {
			require.NoError(t, webhook.Sign(req.Header, signers, "start-exchange:"+key, time.Now(), body))
		}
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
	exchange := func(key, payoutAsset string) (int, string) { return exchangeSigned(key, payoutAsset, true) }
	status, _ := exchangeSigned("pa-unsigned", "", false)
	assert.Equal(t, http.StatusUnauthorized, status, "an unsigned call is refused")
	status, asset := exchange("pa-default", "")
	assert.Equal(t, []any{http.StatusOK, "DAI"}, []any{status, asset}, "the first listed asset is the default fill")
	status, asset = exchange("pa-usdc", "USDC")
	assert.Equal(t, []any{http.StatusOK, "USDC"}, []any{status, asset})
	status, _ = exchange("pa-eur", "EUR")
	assert.Equal(t, http.StatusUnprocessableEntity, status, "a pair not offered is refused")
}

// `starter receiver-check` passes the simulators that `swapdev providers`
// serves, and fails (exit non-zero) against a receiver holding other secrets.
func TestReceiverCheckPassesTheSimulators(t *testing.T) {
	secrets := providers.NewSecrets()
	for _, kv := range secrets.WorkerEnv() {
		k, v, _ := strings.Cut(kv, "=")
		t.Setenv(k, v)
	}
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- operator.Main(ctx, []string{"providers", "-listen", "127.0.0.1:0", "-database-url", testenv.MigratedPostgresURL(t)}, pw)
		pw.Close()
	}()
	t.Cleanup(func() { cancel(); <-done })
	line, err := bufio.NewReader(pr).ReadString('\n')
	require.NoError(t, err)
	go func() { _, _ = io.Copy(io.Discard, pr) }()
	base := strings.TrimSpace(strings.TrimPrefix(line, "providers listening on "))

	var out bytes.Buffer
	require.NoError(t, operator.Main(ctx, []string{"receiver-check", "-url", base}, &out), out.String())
	assert.Contains(t, out.String(), "47 of 47 clauses kept")

	out.Reset()
	t.Setenv("PAYOUT_SECRETS", webhook.NewSecret()) // not the receiver's
	err = operator.Main(ctx, []string{"receiver-check", "-url", base}, &out)
	require.ErrorContains(t, err, "receiver-check: the receiver breaks the contract")
	assert.Contains(t, out.String(), "FAIL  payout: the worker's signed call for the fill is accepted")
}
