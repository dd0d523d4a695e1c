// Package openapitest checks HTTP traffic against the project's OpenAPI
// documents (docs/openapi): a test puts Checker in front of a server and, at
// the end, asserts it saw no request or answer outside the document.
package openapitest

import (
	"bytes"
	"context"
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
	"github.com/stretchr/testify/require"
)

// Load reads docs/openapi/<name> and checks it is a valid OpenAPI document.
func Load(t testing.TB, name string) validator.Validator {
	t.Helper()
	_, file, _, _ := runtime.Caller(0)
	raw, err := os.ReadFile(filepath.Join(filepath.Dir(file), "..", "..", "..", "docs", "openapi", name))
	require.NoError(t, err)
	doc, err := libopenapi.NewDocument(raw)
	require.NoError(t, err)
	v, errs := validator.NewValidator(doc)
	require.Empty(t, errs)
	ok, verrs := v.ValidateDocument()
	require.True(t, ok, "%s is not a valid OpenAPI document: %v", name, verrs)
	return v
}

// Checker validates, in front of Next, every answer against the document
// and every request Next accepted (2xx): a refused request is allowed to be
// outside the document, its answer is not.
type Checker struct {
	V    validator.Validator
	Next http.Handler
	// Outside, when set, names answers the document does not describe on
	// purpose (a route it does not have); they are not validated.
	Outside func(status int, body []byte) bool
	// Skip, when set, names requests outside the document's scope (the
	// merchant dashboard's HTML pages): passed to Next, not checked.
	Skip func(r *http.Request) bool

	mu       sync.Mutex
	problems []string
	accepted int
}

// Problems are the requests and answers outside the document so far.
func (c *Checker) Problems() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.problems...)
}

// Accepted counts the requests Next answered with a 2xx.
func (c *Checker) Accepted() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.accepted
}

func (c *Checker) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if c.Skip != nil && c.Skip(r) {
		c.Next.ServeHTTP(w, r)
		return
	}
	body, _ := io.ReadAll(r.Body)
	rec := httptest.NewRecorder()
	r.Body = io.NopCloser(bytes.NewReader(body))
	c.Next.ServeHTTP(rec, r)
	resp := rec.Result()
	respBody := rec.Body.Bytes()
	fresh := func() *http.Request {
		cl := r.Clone(context.Background())
		cl.Body = io.NopCloser(bytes.NewReader(body))
		return cl
	}
	c.mu.Lock()
	if resp.StatusCode/100 == 2 {
		c.accepted++
		if ok, errs := c.V.ValidateHttpRequest(fresh()); !ok {
			c.problems = append(c.problems, fmt.Sprintf("accepted request %s %s %s: %s", r.Method, r.URL, body, describe(errs)))
		}
	}
	resp.Body = io.NopCloser(bytes.NewReader(respBody))
	if c.Outside == nil || !c.Outside(resp.StatusCode, respBody) {
		if ok, errs := c.V.ValidateHttpResponse(fresh(), resp); !ok {
			c.problems = append(c.problems, fmt.Sprintf("answer %d to %s %s: %s: %s", resp.StatusCode, r.Method, r.URL, respBody, describe(errs)))
		}
	}
	c.mu.Unlock()
	for k, vs := range resp.Header {
		w.Header()[k] = vs
	}
	w.WriteHeader(resp.StatusCode)
	_, _ = w.Write(respBody)
}

func describe[E error](errs []E) string {
	out := make([]string, 0, len(errs))
	for _, e := range errs {
		out = append(out, e.Error())
	}
	return strings.Join(out, "; ")
}
