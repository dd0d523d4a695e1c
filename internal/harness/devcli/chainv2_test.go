package devcli

import (
	"bytes"
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/operator"
)

// `swapdev chain -vault v2` serves the dev chain with vault v2 and prints
// TestUSDC with the scanner flags that name it; a bad -vault is a usage error.
func TestChainCommandServesVaultV2(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	out := &syncBuffer{}
	done := make(chan error, 1)
	go func() {
		done <- operator.Main(ctx, []string{"chain", "-listen", "127.0.0.1:0", "-block-time", "0", "-vault", "v2"}, out)
	}()
	require.Eventually(t, func() bool { return strings.Contains(out.String(), "TestUSDC") }, 20*time.Second, 50*time.Millisecond, "%s", out)
	assert.Contains(t, out.String(), "vault v2 0x")
	assert.Contains(t, out.String(), "-vault-version v2 -token 0x")
	cancel()
	require.NoError(t, <-done)

	err := operator.Main(context.Background(), []string{"chain", "-listen", "127.0.0.1:0", "-vault", "v9"}, &bytes.Buffer{})
	require.ErrorContains(t, err, `-vault "v9" must be v1 or v2`)
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
