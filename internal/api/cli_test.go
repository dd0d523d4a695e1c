package api

import (
	"bytes"
	"context"
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/testenv"
)

// The CLI makes a merchant and a key, prints the key once and stores only
// its hash; a revoked key is refused.
func TestMerchantAndKeyCommands(t *testing.T) {
	ctx := context.Background()
	dbURL := testenv.PostgresURL(t)
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
}
