// Package swapapi is the Go client of the swap API (docs/openapi/swaps.yaml):
// create swaps and quotes, read and list them, cancel one, set where refunds
// go, and manage the merchant's API keys. The types and calls are generated
// from the contract by oapi-codegen (swapapi.gen.go; scripts/gen-swapapi.sh),
// so they cannot drift from what the server answers; New adds the key.
//
// Every refusal is an Error with a code (an open enum: treat a code you do
// not know as its HTTP status says) and the field at fault. Webhooks are
// verified with the webhook package.
package swapapi

import (
	"context"
	"net/http"
	"strings"
)

// New is a client of the swap API at server (e.g.
// "https://swaps.example.com") that sends apiKey with every request.
func New(server, apiKey string, opts ...ClientOption) (*ClientWithResponses, error) {
	auth := WithRequestEditorFn(func(_ context.Context, req *http.Request) error {
		req.Header.Set("Authorization", "Bearer "+apiKey)
		return nil
	})
	return NewClientWithResponses(strings.TrimRight(server, "/"), append([]ClientOption{auth}, opts...)...)
}
