package receivercheck

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
)

func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }

func simulators(t *testing.T, wrap func(http.Handler) http.Handler) (string, providers.Secrets) {
	t.Helper()
	pool, err := store.Open(context.Background(), testenv.MigratedPostgresURL(t))
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	secrets := providers.NewSecrets()
	h := providers.New(pool, secrets.Apply(providers.Config{})).Handler()
	if wrap != nil {
		h = wrap(h)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv.URL, secrets
}

func check(t *testing.T, url string, s providers.Secrets) []Result {
	t.Helper()
	rs, err := Run(context.Background(), Config{ExchangeURL: url, PayoutURL: url, ExchangeSecret: s.Exchange, PayoutSecret: s.Payout})
	require.NoError(t, err)
	return rs
}

func failing(rs []Result) []string {
	var out []string
	for _, r := range rs {
		if r.Err != nil {
			out = append(out, r.Clause)
		}
	}
	return out
}

// The simulators keep every clause of the receiver contract.
func TestTheSimulatorsPass(t *testing.T) {
	url, secrets := simulators(t, nil)
	rs := check(t, url, secrets)
	var out bytes.Buffer
	Print(&out, rs)
	assert.False(t, Failed(rs), "%s", out.String())
	assert.Len(t, rs, 5+3*14, "the worker's call, then fourteen clauses, for each of the three endpoints, and two for quotes")
}

// A receiver that acts on every call — no signature check, no stored
// answers — fails the clauses that make effects happen once.
func TestANaiveReceiverFails(t *testing.T) {
	naive := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := make([]byte, 8)
		_, _ = rand.Read(id)
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"status":"filled","exchangeId":"ex_` + hex.EncodeToString(id) + `","amountOutUnits":"5","quoteAsset":"USDC","payoutId":"po_` + hex.EncodeToString(id) + `","refundId":"rf_1"}`))
	}))
	defer naive.Close()
	secrets := providers.NewSecrets()
	rs := check(t, naive.URL, secrets)
	require.True(t, Failed(rs))
	broken := strings.Join(failing(rs), "\n")
	for _, clause := range []string{
		"exchange: replays answer the stored status and body, byte for byte",
		"exchange: the same key with another body is refused for good (422)",
		"exchange: an unsigned call is refused (401)",
		"payout: a call signed with another receiver's secret is refused (401)",
		"refund: a signature over another key is refused (401)",
		"refund: an unknown field is refused (400 naming it), never ignored",
	} {
		assert.Contains(t, broken, clause)
	}
}

// A receiver that is right but for one header fails exactly that clause.
func TestAReceiverMissingOneClauseFailsThatClauseOnly(t *testing.T) {
	url, secrets := simulators(t, func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			next.ServeHTTP(dropHeader{ResponseWriter: w, name: "Idempotent-Replayed"}, r)
		})
	})
	rs := check(t, url, secrets)
	assert.Equal(t, []string{
		"exchange: a replay is marked Idempotent-Replayed: true",
		"payout: a replay is marked Idempotent-Replayed: true",
		"refund: a replay is marked Idempotent-Replayed: true",
	}, failing(rs))
}

type dropHeader struct {
	http.ResponseWriter
	name string
}

func (d dropHeader) WriteHeader(code int) {
	d.ResponseWriter.Header().Del(d.name)
	d.ResponseWriter.WriteHeader(code)
}

func TestBadSecretsStopTheKitNamingTheSetting(t *testing.T) {
	_, err := Run(context.Background(), Config{ExchangeURL: "http://x", PayoutURL: "http://x", ExchangeSecret: "nope", PayoutSecret: "whsec_x"})
	require.ErrorContains(t, err, "exchange-secret #1")
}
