// Package rangelimit recognises a provider's refusal of an eth_getLogs range
// as too large, so that every reader of logs (the scanner, the sender's
// search for a Paid event) shrinks its range instead of failing for good.
package rangelimit

import (
	"errors"
	"strings"

	"github.com/ethereum/go-ethereum/rpc"
)

// Is reports whether err is a provider refusing a log query for its size:
// JSON-RPC codes -32005 (limit exceeded) and -32602 (invalid params, which
// some providers answer for a range), or one of the messages hosted
// providers use.
func Is(err error) bool {
	if err == nil {
		return false
	}
	var rpcErr rpc.Error
	if errors.As(err, &rpcErr) && (rpcErr.ErrorCode() == -32005 || rpcErr.ErrorCode() == -32602) {
		return true
	}
	msg := strings.ToLower(err.Error())
	for _, s := range []string{"more than 10000 results", "query returned more than", "exceeds limit", "block range",
		"range too large", "too many results", "limit exceeded", "response size exceeded"} {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return false
}
