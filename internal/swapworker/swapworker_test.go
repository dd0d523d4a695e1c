package swapworker

import (
	"context"
	"flag"
	"os"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/rpc"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"

	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/tclient"
)

const (
	current  = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
	previous = "whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD"
	// The receivers' secrets: one each.
	exchangeSecret = "whsec_Ti+pAPAAP2t/IF6GIdaS6QMQKk5WOvqkDT7S0qwDvPw="
	payoutSecret   = "whsec_gxjvmeF5JRbHwRwyj8byWOTRI9heuProxZIL+QbuFr4="
)

func validConfig(secret string) Config {
	return Config{Temporal: tclient.Config{Address: "127.0.0.1:7233"}, TaskQueue: "swaps",
		ExchangeURL: "http://127.0.0.1:8081", PayoutURL: "http://127.0.0.1:8081", WebhookSecret: secret,
		ExchangeSecret: exchangeSecret, PayoutSecret: payoutSecret}
}

func TestWebhookSecretTakesACommaSeparatedRotation(t *testing.T) {
	c := validConfig(" " + current + " , " + previous + ",")
	require.NoError(t, c.Validate())
	acts, err := NewActivities(c, Deps{})
	require.NoError(t, err)
	assert.Len(t, acts.Signers, 2, "one signer per secret")

	one, err := NewActivities(validConfig(current), Deps{})
	require.NoError(t, err)
	assert.Len(t, one.Signers, 1)
}

func TestWebhookSecretIsValidated(t *testing.T) {
	assert.ErrorContains(t, validConfig("").Validate(), "webhook-secrets is required")
	assert.ErrorContains(t, validConfig(" , ").Validate(), "webhook-secrets is required")
	err := validConfig(current + ",whsec_not base64!").Validate()
	assert.ErrorContains(t, err, "webhook-secrets #2")
	assert.NotContains(t, err.Error(), current, "errors never print a secret")
}

func TestShutdownAndWebhookSettingsFromFlagsAndEnvironment(t *testing.T) {
	t.Setenv("WEBHOOK_ALLOW_PRIVATE", "") // defaults, whatever the shell running the suite exports
	t.Setenv("SHUTDOWN_GRACE", "")
	parse := func(args ...string) Config {
		var c Config
		fs := flag.NewFlagSet("worker", flag.ContinueOnError)
		c.RegisterFlags(fs)
		require.NoError(t, fs.Parse(args))
		return c
	}
	c := parse()
	assert.Equal(t, DefaultShutdownGrace, c.ShutdownGrace)
	assert.False(t, c.WebhookAllowPrivate, "non-public webhook addresses are refused by default")

	t.Setenv("SHUTDOWN_GRACE", "2m")
	t.Setenv("WEBHOOK_ALLOW_PRIVATE", "true")
	c = parse()
	assert.Equal(t, 2*time.Minute, c.ShutdownGrace)
	assert.True(t, c.WebhookAllowPrivate)
	c = parse("-shutdown-grace", "5s", "-webhook-allow-private=false")
	assert.Equal(t, 5*time.Second, c.ShutdownGrace, "a flag beats the environment")
	assert.False(t, c.WebhookAllowPrivate)

	t.Setenv("SHUTDOWN_GRACE", "soon")
	c = parse()
	c = withReceivers(c)
	assert.ErrorContains(t, c.Validate(), `SHUTDOWN_GRACE="soon"`)
	t.Setenv("SHUTDOWN_GRACE", "")
	t.Setenv("WEBHOOK_ALLOW_PRIVATE", "maybe")
	c = parse()
	c = withReceivers(c)
	assert.ErrorContains(t, c.Validate(), `WEBHOOK_ALLOW_PRIVATE="maybe"`)
}

// withReceivers completes a parsed config with what a worker must be given.
func withReceivers(c Config) Config {
	v := validConfig(current)
	c.Temporal.Address, c.WebhookSecret = v.Temporal.Address, v.WebhookSecret
	c.ExchangeURL, c.PayoutURL, c.ExchangeSecret, c.PayoutSecret = v.ExchangeURL, v.PayoutURL, v.ExchangeSecret, v.PayoutSecret
	return c
}

// Issue 18: a worker has no dev defaults for its receivers. Without their
// URLs or their secrets it refuses to start, naming what is missing; the
// secrets come from the flag, the environment, or a file (NAME_FILE or @FILE).
func TestReceiversAndTheirSecretsAreRequired(t *testing.T) {
	for _, k := range []string{"EXCHANGE_URL", "PAYOUT_URL", "EXCHANGE_SECRETS", "PAYOUT_SECRETS", "WEBHOOK_SECRETS",
		"EXCHANGE_SECRETS_FILE", "PAYOUT_SECRETS_FILE", "WEBHOOK_SECRETS_FILE", "WEBHOOK_SECRET"} {
		t.Setenv(k, "")
	}
	parse := func(args ...string) Config {
		var c Config
		fs := flag.NewFlagSet("worker", flag.ContinueOnError)
		c.RegisterFlags(fs)
		require.NoError(t, fs.Parse(args))
		c.Temporal.Address = "127.0.0.1:7233"
		return c
	}
	c := parse()
	assert.Empty(t, c.ExchangeURL, "no dev default")
	assert.Empty(t, c.PayoutURL, "no dev default")
	assert.ErrorContains(t, c.Validate(), "exchange-url is required")
	c = parse("-exchange-url", "https://ex.example", "-payout-url", "https://pay.example", "-webhook-secrets", current)
	err := c.Validate()
	assert.ErrorContains(t, err, "exchange-secrets is required")
	assert.ErrorContains(t, err, "payout-secrets is required")

	dir := t.TempDir()
	file := dir + "/payout"
	require.NoError(t, os.WriteFile(file, []byte(payoutSecret+"\n"+previous+"\n"), 0o600))
	t.Setenv("EXCHANGE_SECRETS", exchangeSecret)
	t.Setenv("PAYOUT_SECRETS_FILE", file)
	c = parse("-exchange-url", "https://ex.example", "-payout-url", "https://pay.example", "-webhook-secrets", current)
	require.NoError(t, c.Validate())
	acts, err := NewActivities(c, Deps{})
	require.NoError(t, err)
	assert.Len(t, acts.ExchangeSigners, 1)
	assert.Len(t, acts.PayoutSigners, 2, "a rotation in the file: both sign")

	c.PayoutSecret = "@" + dir + "/missing"
	assert.ErrorContains(t, c.Validate(), "payout-secrets: read the secrets file")
	c.PayoutSecret = exchangeSecret + ",whsec_short"
	err = c.Validate()
	assert.ErrorContains(t, err, "payout-secrets #2")
	assert.NotContains(t, err.Error(), exchangeSecret)
}

func TestShutdownGraceIsBounded(t *testing.T) {
	c := validConfig(current)
	c.ShutdownGrace = -time.Second
	assert.ErrorContains(t, c.Validate(), "shutdown-grace -1s must not be negative")
	c.ShutdownGrace = 2 * time.Hour
	assert.ErrorContains(t, c.Validate(), "shutdown-grace 2h0m0s is longer than 1h0m0s")
	c.ShutdownGrace = 0
	assert.NoError(t, c.Validate(), "zero: cancel at once, still reported")
}

func TestActivitiesGetTheWebhookPolicy(t *testing.T) {
	c := validConfig(current)
	acts, err := NewActivities(c, Deps{})
	require.NoError(t, err)
	assert.False(t, acts.WebhookPolicy.AllowPrivate)
	require.NotNil(t, acts.WebhookHTTP)
	assert.Error(t, acts.WebhookPolicy.Check("http://127.0.0.1:8081/v1/webhooks"))

	c.WebhookAllowPrivate = true
	acts, err = NewActivities(c, Deps{})
	require.NoError(t, err)
	assert.NoError(t, acts.WebhookPolicy.Check("http://127.0.0.1:8081/v1/webhooks"))
}

// Finding 6: the chain activities get their own task queue, and only a
// worker with RPC and a database polls it.
func TestChainActivitiesOnlyWithRPCAndDatabase(t *testing.T) {
	cl, pool, rc := unreachableDeps(t)

	for _, d := range []Deps{{Temporal: cl}, {Temporal: cl, DB: pool}, {Temporal: cl, RPC: rc, ChainID: 1337}} {
		w, _, err := New(validConfig(current), d)
		require.NoError(t, err)
		assert.Nil(t, w.Chain, "no chain worker without both RPC and database")
		assert.Empty(t, w.ChainQueue)
	}
	w, acts, err := New(validConfig(current), Deps{Temporal: cl, DB: pool, RPC: rc, ChainID: 1337})
	require.NoError(t, err)
	require.NotNil(t, w.Chain)
	assert.Equal(t, "swaps-chain-1337", w.ChainQueue)
	assert.NotNil(t, acts.Chain)
}

func TestWSURLIsValidated(t *testing.T) {
	c := validConfig(current)
	c.WSURL = "ws://127.0.0.1:8546"
	assert.ErrorContains(t, c.Validate(), "ws-url needs rpc-url")
	c.RPCURL, c.DatabaseURL, c.WSURL = "http://127.0.0.1:8545", "postgres://x", "http://127.0.0.1:8546"
	assert.ErrorContains(t, c.Validate(), "must start with ws:// or wss://")
}

// Found by the chaos soak: the dispatcher runs on the chain's task queue and started the
// late-refund workflows of deposits confirmed after their swap had ended on the queue of
// the activity — where no worker polls for workflows — so those deposits were never
// refunded. They must start on the worker's shared task queue, where LateRefundWorkflow is
// registered.
func TestLateRefundsStartOnTheSharedTaskQueue(t *testing.T) {
	cl, pool, rc := unreachableDeps(t)

	c := validConfig(current)
	c.TaskQueue = "soak-q"
	w, acts, err := New(c, Deps{Temporal: cl, DB: pool, RPC: rc, ChainID: 1337})
	require.NoError(t, err)
	require.NotNil(t, acts.Dispatcher)
	assert.Equal(t, "soak-q-chain-1337", w.ChainQueue, "the dispatcher runs here")
	assert.Equal(t, "soak-q", acts.Dispatcher.TaskQueue, "late refunds start where workflows are polled")
}

// unreachableDeps are a Temporal client, a pool and an RPC client that never
// connect (nothing listens there): enough to build workers, not to run them.
func unreachableDeps(t *testing.T) (client.Client, *pgxpool.Pool, *rpc.Client) {
	t.Helper()
	cl, err := client.NewLazyClient(client.Options{HostPort: "127.0.0.1:1"})
	require.NoError(t, err)
	t.Cleanup(cl.Close)
	pool, err := pgxpool.New(context.Background(), "postgres://nobody@127.0.0.1:1/none")
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	rc, err := rpc.DialOptions(context.Background(), "http://127.0.0.1:1")
	require.NoError(t, err)
	t.Cleanup(rc.Close)
	return cl, pool, rc
}

// A worker with a database reads merchants' webhook secrets, sealed under
// MERCHANT_SECRETS_KEY; a malformed key stops it at start, named.
func TestMerchantSecretsKeyIsCheckedAtStart(t *testing.T) {
	pool, err := pgxpool.New(context.Background(), "postgres://127.0.0.1:1/none") // never dialled here
	require.NoError(t, err)
	defer pool.Close()
	t.Setenv("MERCHANT_SECRETS_KEY", "not a key")
	_, err = NewActivities(validConfig(current), Deps{DB: pool})
	require.ErrorContains(t, err, "MERCHANT_SECRETS_KEY")
	t.Setenv("MERCHANT_SECRETS_KEY", "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=")
	acts, err := NewActivities(validConfig(current), Deps{DB: pool})
	require.NoError(t, err)
	assert.NotNil(t, acts.Merchants)
	acts, err = NewActivities(validConfig(current), Deps{})
	require.NoError(t, err)
	assert.Nil(t, acts.Merchants, "no database: no merchants' webhooks")
}

// Issue 26 item 4: a worker that would store or read merchants' secrets
// refuses to start without a sealing key, naming the setting.
func TestAWorkerWithoutASealingKeyRefusesToStart(t *testing.T) {
	for _, name := range []string{store.MerchantSecretsKeyEnv, store.MerchantSecretsKeyEnv + "_FILE", store.MerchantSecretsPlainEnv} {
		t.Setenv(name, "")
	}
	// A pool that never connects: the refusal comes before any query.
	pool, err := pgxpool.New(context.Background(), "postgres://nobody@127.0.0.1:1/none")
	require.NoError(t, err)
	defer pool.Close()
	_, err = NewActivities(validConfig(current), Deps{DB: pool})
	require.ErrorIs(t, err, store.ErrNoSealingKey)
	require.ErrorContains(t, err, "MERCHANT_SECRETS_KEY is not set")

	t.Setenv(store.MerchantSecretsPlainEnv, "1")
	_, err = NewActivities(validConfig(current), Deps{DB: pool})
	require.NoError(t, err, "a dev stack starts")
}
