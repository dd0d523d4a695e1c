package api

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/store"
)

// The CLI makes a merchant and a key, prints the key once and stores only
// its hash; a revoked key is refused.
func TestMerchantAndKeyCommands(t *testing.T) {
	ctx := context.Background()
	dbURL := testenv.MigratedPostgresURL(t)
	var out bytes.Buffer
	require.NoError(t, runMerchant(ctx, []string{"create", "-database-url", dbURL, "-name", "Example shop"}, &out))
	merchant := regexp.MustCompile(`mer_[A-Za-z0-9_-]+`).FindString(out.String())
	require.NotEmpty(t, merchant, out.String())

	out.Reset()
	require.NoError(t, runAPIKey(ctx, []string{"create", "-database-url", dbURL, "-merchant", merchant}, &out))
	key := regexp.MustCompile(KeyPrefix + `[A-Za-z0-9_-]{43}`).FindString(out.String())
	id := regexp.MustCompile(`key_[A-Za-z0-9_-]+`).FindString(out.String())
	require.NotEmpty(t, key, out.String())

	pool, err := store.Open(ctx, dbURL)
	require.NoError(t, err)
	defer pool.Close()
	var stored []byte
	require.NoError(t, pool.QueryRow(ctx, `SELECT key_hash FROM api_keys WHERE id = $1`, id).Scan(&stored))
	assert.Equal(t, HashKey(key), stored)
	assert.False(t, bytes.Contains(stored, []byte(key)))
	got, err := merchantOf(ctx, pool, key)
	require.NoError(t, err)
	assert.Equal(t, merchant, got)

	out.Reset()
	require.NoError(t, runAPIKey(ctx, []string{"revoke", "-database-url", dbURL, "-id", id}, &out))
	_, err = merchantOf(ctx, pool, key)
	assert.ErrorIs(t, err, ErrRevokedKey)

	var ue *operator.UsageError
	for _, args := range [][]string{{"create", "-database-url", dbURL}, {"rotate"}, {"revoke", "-database-url", dbURL}} {
		err := runAPIKey(ctx, args, &out)
		require.True(t, errors.As(err, &ue), "%v: %v", args, err)
		assert.True(t, strings.Contains(err.Error(), "-merchant") || strings.Contains(err.Error(), "-id") || strings.Contains(err.Error(), "create or revoke"), err.Error())
	}
	err = runAPIKey(ctx, []string{"create", "-database-url", dbURL, "-merchant", "mer_none"}, &out)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no merchant")
	err = runServe(ctx, []string{"-database-url", dbURL}, &out)
	require.True(t, errors.As(err, &ue))
	assert.Contains(t, err.Error(), "-chains is required")
	// The checkout pages' base URL: an http(s) base, nothing a link to a
	// customer must not carry.
	chains := filepath.Join(t.TempDir(), "chains.yaml")
	require.NoError(t, os.WriteFile(chains, []byte(`chains:
  - name: dev
    chainId: 1337
    rpc: [{urlEnv: SWAPAPI_TEST_UNSET_RPC_URL}]
    finality: {depth: 2}
    vault: {address: "0x5FbDB2315678afecb367f032d93F642f64180aa3", version: v2}
`), 0o600))
	for _, bad := range []string{"pay.example.com", "ftp://pay.example.com", "https://user:pw@pay.example.com", "https://pay.example.com/?a=1", "https://"} {
		err = runServe(ctx, []string{"-database-url", dbURL, "-chains", chains, "-public-url", bad}, &out)
		require.True(t, errors.As(err, &ue), "%s: %v", bad, err)
		assert.Contains(t, err.Error(), "-public-url", bad)
		assert.NotContains(t, err.Error(), "pw", "a credential is not echoed")
	}
}

// starter serve serves the API from a chains file whose RPC secrets it does
// not hold, and stops when its context ends.
func TestServeCommandServesTheAPI(t *testing.T) {
	dbURL := testenv.MigratedPostgresURL(t)
	addr := testenv.TemporalAddress(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "chains.yaml")
	require.NoError(t, os.WriteFile(path, []byte(`chains:
  - name: dev
    chainId: 1337
    rpc: [{urlEnv: SWAPAPI_TEST_UNSET_RPC_URL}]
    finality: {depth: 2}
    vault: {address: "0x5FbDB2315678afecb367f032d93F642f64180aa3", version: v2}
`), 0o600))
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	listen := ln.Addr().String()
	require.NoError(t, ln.Close())
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- runServe(ctx, []string{"-database-url", dbURL, "-temporal-address", addr, "-chains", path, "-listen", listen}, io.Discard)
	}()
	var resp *http.Response
	eventually(t, 30*time.Second, func() bool {
		select {
		case err := <-done:
			t.Fatalf("serve ended: %v", err)
		default:
		}
		resp, err = http.Get("http://" + listen + "/v1/swaps")
		return err == nil
	}, "serve did not answer")
	resp.Body.Close()
	assert.Equal(t, http.StatusUnauthorized, resp.StatusCode)
	cancel()
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(15 * time.Second):
		t.Fatal("serve did not stop")
	}
}

// Every bad use of the merchant and webhook commands is a usage error naming
// the flag (or the subcommand); a URL the worker's policy would refuse is
// refused when it is set, and an unknown merchant is named.
func TestMerchantWebhookCommandsNameWhatIsWrong(t *testing.T) {
	// The policy's default, whatever the shell says (scripts/test.sh sources
	// the dev services' env, which allows loopback receivers).
	t.Setenv("WEBHOOK_ALLOW_PRIVATE", "false")
	ctx := context.Background()
	dbURL := testenv.MigratedPostgresURL(t)
	var out bytes.Buffer
	var ue *operator.UsageError
	for _, tc := range []struct {
		args []string
		want string
		run  func(context.Context, []string, io.Writer) error
	}{
		{[]string{}, "subcommand is required", runMerchant},
		{[]string{"delete"}, `unknown subcommand "delete"`, runMerchant},
		{[]string{"create", "-database-url", dbURL}, "-name is required", runMerchant},
		{[]string{"create", "-database-url", dbURL, "-name", "x", "-webhook-url", "ftp://shop.example/h"}, "-webhook-url", runMerchant},
		{[]string{"set-webhook", "-database-url", dbURL, "-url", "https://shop.example/h"}, "-merchant is required", runMerchant},
		{[]string{"set-webhook", "-database-url", dbURL, "-merchant", "mer_x"}, "-url is required", runMerchant},
		{[]string{"set-webhook", "-database-url", dbURL, "-merchant", "mer_x", "-url", "http://127.0.0.1:9/h"}, "-url", runMerchant},
		{[]string{"rotate-secret", "-database-url", dbURL}, "-merchant is required", runMerchant},
		{[]string{"rotate-secret", "-database-url", dbURL, "-merchant", "mer_x", "-grace", "-1h"}, "-grace must not be negative", runMerchant},
		{[]string{"resend"}, "subcommand is redeliver", runWebhook},
		{[]string{"redeliver", "-database-url", dbURL, "-event", "webhook:s:1"}, "-swap-id is required", runWebhook},
		{[]string{"redeliver", "-database-url", dbURL, "-swap-id", "s"}, "-event is required", runWebhook},
	} {
		err := tc.run(ctx, tc.args, &out)
		require.True(t, errors.As(err, &ue), "%v: %v", tc.args, err)
		assert.Contains(t, err.Error(), tc.want, "%v", tc.args)
	}
	for _, args := range [][]string{
		{"set-webhook", "-database-url", dbURL, "-merchant", "mer_nobody", "-url", "https://shop.example/h"},
		{"rotate-secret", "-database-url", dbURL, "-merchant", "mer_nobody"},
	} {
		err := runMerchant(ctx, args, &out)
		require.ErrorIs(t, err, store.ErrNoMerchant, "%v", args)
		assert.Contains(t, err.Error(), "mer_nobody")
	}
	err := runWebhook(ctx, []string{"redeliver", "-database-url", dbURL, "-swap-id", "s", "-event", "webhook:s:1"}, &out)
	require.ErrorIs(t, err, store.ErrNoEvent)
}

// `starter serve` and the commands that write merchants and keys refuse a schema older than the
// build needs, naming the command that fixes it, and leave the schema as it is.
func TestServeAndWritersRefuseAnOlderSchema(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	dbURL := testenv.PostgresURL(t)
	_, err := store.MigrateUp(ctx, dbURL, store.RequiredVersion()-1)
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "chains.yaml")
	require.NoError(t, os.WriteFile(path, []byte(`chains:
  - name: dev
    chainId: 1337
    rpc: [{urlEnv: SWAPAPI_TEST_UNSET_RPC_URL}]
    finality: {depth: 2}
    vault: {address: "0x5FbDB2315678afecb367f032d93F642f64180aa3", version: v2}
`), 0o600))
	// A serve that started would run until ctx ends and return nil.
	err = runServe(ctx, []string{"-database-url", dbURL, "-temporal-address", "127.0.0.1:1", "-chains", path, "-listen", "127.0.0.1:0"}, io.Discard)
	require.ErrorContains(t, err, "run `starter migrate up`")
	err = runMerchant(ctx, []string{"create", "-database-url", dbURL, "-name", "Example shop"}, io.Discard)
	require.ErrorContains(t, err, "run `starter migrate up`")
	pool, err := store.Connect(ctx, dbURL)
	require.NoError(t, err)
	defer pool.Close()
	st, err := store.Status(ctx, pool)
	require.NoError(t, err)
	require.Equal(t, store.RequiredVersion()-1, st.Current)
}

// Issue 26 item 4: `serve` and the merchant commands refuse to start without
// a sealing key, naming the setting, before they touch anything.
func TestServeAndMerchantCommandsRefuseWithoutASealingKey(t *testing.T) {
	for _, name := range []string{store.MerchantSecretsKeyEnv, store.MerchantSecretsKeyEnv + "_FILE", store.MerchantSecretsPlainEnv} {
		t.Setenv(name, "")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	path := filepath.Join(t.TempDir(), "chains.yaml")
	require.NoError(t, os.WriteFile(path, []byte(`chains:
  - name: dev
    chainId: 1337
    rpc: [{urlEnv: SWAPAPI_TEST_UNSET_RPC_URL}]
    finality: {depth: 2}
    vault: {address: "0x5FbDB2315678afecb367f032d93F642f64180aa3", version: v2}
`), 0o600))
	// Nothing listens on port 1: a command that went past the check would fail there instead.
	dbURL := "postgres://nobody@127.0.0.1:1/none"
	err := runServe(ctx, []string{"-database-url", dbURL, "-temporal-address", "127.0.0.1:1", "-chains", path, "-listen", "127.0.0.1:0"}, io.Discard)
	require.ErrorContains(t, err, "MERCHANT_SECRETS_KEY is not set")
	for _, args := range [][]string{
		{"create", "-database-url", dbURL, "-name", "Example shop"},
		{"rotate-secret", "-database-url", dbURL, "-merchant", "mer_x"},
		{"reseal", "-database-url", dbURL},
	} {
		err = runMerchant(ctx, args, io.Discard)
		require.ErrorContains(t, err, "MERCHANT_SECRETS_KEY is not set", "%v", args)
	}
}
