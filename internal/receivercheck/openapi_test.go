package receivercheck

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/openapitest"
)

// The contract document is the contract: every request the worker sends and
// the simulators accept, and every answer they give, conforms to
// docs/openapi/receivers.yaml, while the conformance kit runs all its
// clauses through them.
func TestTheReceiverContractDocumentDescribesTheCalls(t *testing.T) {
	sc := &openapitest.Checker{V: openapitest.Load(t, "receivers.yaml")}
	url, secrets := simulators(t, func(next http.Handler) http.Handler {
		sc.Next = next
		return sc
	})
	rs := check(t, url, secrets)
	require.False(t, Failed(rs), "%v", failing(rs))
	assert.Empty(t, sc.Problems())
	assert.Greater(t, sc.Accepted(), 10)
}
