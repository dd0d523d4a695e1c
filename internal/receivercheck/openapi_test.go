package receivercheck

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// receiverSpec loads docs/openapi/receivers.yaml and checks it is a valid
// OpenAPI 3.1 document.
func receiverSpec(t *testing.T) validator.Validator {
	t.Helper()
	_, file, _, _ := runtime.Caller(0)
	raw, err := os.ReadFile(filepath.Join(filepath.Dir(file), "..", "..", "docs", "openapi", "receivers.yaml"))
	require.NoError(t, err)
	doc, err := libopenapi.NewDocument(raw)
	require.NoError(t, err)
	v, errs := validator.NewValidator(doc)
	require.Empty(t, errs)
	ok, verrs := v.ValidateDocument()
	require.True(t, ok, "receivers.yaml is not a valid OpenAPI document: %v", verrs)
	return v
}

// specCheck validates, in front of a receiver, every answer against the
// contract, and every request the receiver accepted.
type specCheck struct {
	v        validator.Validator
	next     http.Handler
	mu       sync.Mutex
	problems []string
	accepted int
}

func (s *specCheck) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	rec := httptest.NewRecorder()
	r.Body = io.NopCloser(bytes.NewReader(body))
	s.next.ServeHTTP(rec, r)
	resp := rec.Result()
	respBody := rec.Body.Bytes()

	fresh := func() *http.Request {
		c := r.Clone(r.Context())
		c.Body = io.NopCloser(bytes.NewReader(body))
		return c
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if resp.StatusCode/100 == 2 {
		s.accepted++
		if ok, errs := s.v.ValidateHttpRequest(fresh()); !ok {
			s.problems = append(s.problems, fmt.Sprintf("accepted request %s %s: %s", r.URL.Path, body, describe(errs)))
		}
	}
	resp.Body = io.NopCloser(bytes.NewReader(respBody))
	if ok, errs := s.v.ValidateHttpResponse(fresh(), resp); !ok {
		s.problems = append(s.problems, fmt.Sprintf("answer %d to %s: %s: %s", resp.StatusCode, r.URL.Path, respBody, describe(errs)))
	}
	for k, vs := range resp.Header {
		w.Header()[k] = vs
	}
	w.WriteHeader(resp.StatusCode)
	_, _ = w.Write(respBody)
}

func describe[E error](errs []E) string {
	var out []string
	for _, e := range errs {
		out = append(out, e.Error())
	}
	return strings.Join(out, "; ")
}

// The contract document is the contract: every request the worker sends and
// the simulators accept, and every answer they give, conforms to
// docs/openapi/receivers.yaml, while the conformance kit runs all its
// clauses through them.
func TestTheReceiverContractDocumentDescribesTheCalls(t *testing.T) {
	sc := &specCheck{v: receiverSpec(t)}
	url, secrets := simulators(t, func(next http.Handler) http.Handler {
		sc.next = next
		return sc
	})
	rs := check(t, url, secrets)
	require.False(t, Failed(rs), "%v", failing(rs))
	sc.mu.Lock()
	defer sc.mu.Unlock()
	assert.Empty(t, sc.problems)
	assert.Greater(t, sc.accepted, 10)
}
