package openapitest_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/openapitest"
)

var (
	current  = filepath.Join("..", "..", "..", "docs", "openapi", "swaps.yaml")
	baseline = filepath.Join("..", "..", "..", "docs", "openapi", "baseline", "swaps.yaml")
)

// Issue 29: the swap API's contract does not break its clients: every
// change to docs/openapi/swaps.yaml since its committed baseline is one a
// client written against the baseline survives (oasdiff breaking). A
// deliberate break moves the baseline in the same commit, where a reviewer
// sees it.
func TestTheSwapAPIHasNoBreakingChangesSinceItsBaseline(t *testing.T) {
	breaks, err := openapitest.Breaking(baseline, current)
	require.NoError(t, err)
	assert.Empty(t, breaks, "breaking changes to docs/openapi/swaps.yaml since docs/openapi/baseline/swaps.yaml")
}

// The check is no rubber stamp: a field removed from an answer, a new
// required request member and a narrowed enum are each reported.
func TestTheBreakingCheckCatchesARemovedField(t *testing.T) {
	raw, err := os.ReadFile(current)
	require.NoError(t, err)
	for _, tc := range []struct {
		name, old, new, want string
	}{
		{"an answer's field removed", "        checkoutUrl:", "        checkoutUrlGone:", "checkoutUrl"},
		{"a request member made required", "      required: [chainId, asset, payoutAsset]", "      required: [chainId, asset, payoutAsset, kind]", "kind"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			require.Contains(t, string(raw), tc.old, "the document changed: update this test")
			changed := filepath.Join(t.TempDir(), "swaps.yaml")
			require.NoError(t, os.WriteFile(changed, []byte(strings.Replace(string(raw), tc.old, tc.new, 1)), 0o644))
			breaks, err := openapitest.Breaking(current, changed)
			require.NoError(t, err)
			require.NotEmpty(t, breaks)
			assert.Contains(t, strings.Join(breaks, "\n"), tc.want)
		})
	}
}
