package store_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
)

// The first route claimed for a key is its route for good, also when
// workers claim the same key at the same moment.
func TestARouteIsClaimedOnce(t *testing.T) {
	ctx := context.Background()
	pool, err := store.Open(ctx, testenv.MigratedPostgresURL(t))
	require.NoError(t, err)
	defer pool.Close()
	r := &store.Routes{DB: pool}
	got, err := r.Claim(ctx, "send-payout:s1", "http")
	require.NoError(t, err)
	require.Equal(t, "http", got)
	got, err = r.Claim(ctx, "send-payout:s1", "onchain")
	require.NoError(t, err)
	require.Equal(t, "http", got, "a key keeps its first route")
	for i := range 20 {
		key := fmt.Sprintf("refund:s%d:r", i)
		var wg sync.WaitGroup
		routes, errs := make([]string, 8), make([]error, 8)
		for j := range routes {
			wg.Add(1)
			go func() {
				defer wg.Done()
				route := map[bool]string{true: "http", false: "onchain"}[j%2 == 0]
				routes[j], errs[j] = r.Claim(ctx, key, route)
			}()
		}
		wg.Wait()
		for j, x := range routes {
			require.NoError(t, errs[j])
			require.Equal(t, routes[0], x, "workers claiming %s at once disagree: %v", key, routes)
		}
	}
}
