package api

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Webhook events and attempts older than EventRetention, and expired
// dashboard sessions, are pruned; newer ones, and live sessions, stay; a
// second pass finds nothing.
func TestRetentionPrunesOldEventsAndExpiredSessions(t *testing.T) {
	s := newStack(t)
	ctx := context.Background()
	k := s.merchant("retention")
	for _, ev := range []struct {
		id, age string
	}{{"webhook:old:1", "31 days"}, {"webhook:new:1", "29 days"}} {
		_, err := s.pool.Exec(ctx, `INSERT INTO webhook_events (webhook_id, swap_id, merchant_id, url, payload, created_at)
			VALUES ($1, 'x', $2, '', '{}', now() - $3::interval)`, ev.id, k.MerchantID, ev.age)
		require.NoError(t, err)
		_, err = s.pool.Exec(ctx, `INSERT INTO webhook_attempts (webhook_id, attempt, redelivery, delivered, at)
			VALUES ($1, 1, false, true, now() - $2::interval)`, ev.id, ev.age)
		require.NoError(t, err)
	}
	for i, expires := range []string{"-1 minute", "1 hour"} {
		_, err := s.pool.Exec(ctx, `INSERT INTO dashboard_sessions (token_hash, key_id, csrf, expires_at)
			VALUES (sha256($1::bytea), $2, 'c', now() + $3::interval)`, []byte{byte(i)}, k.ID, expires)
		require.NoError(t, err)
	}

	p, err := Prune(ctx, s.pool)
	require.NoError(t, err)
	assert.Equal(t, Pruned{Events: 1, Attempts: 1, Sessions: 1}, p)
	var events, attempts, sessions int
	require.NoError(t, s.pool.QueryRow(ctx, `SELECT (SELECT count(*) FROM webhook_events), (SELECT count(*) FROM webhook_attempts),
		(SELECT count(*) FROM dashboard_sessions)`).Scan(&events, &attempts, &sessions))
	assert.Equal(t, [3]int{1, 1, 1}, [3]int{events, attempts, sessions}, "the newer event, its attempt and the live session stay")
	again, err := Prune(ctx, s.pool)
	require.NoError(t, err)
	assert.Zero(t, again)
}
