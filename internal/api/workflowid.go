package api

import (
	"crypto/sha256"
	"encoding/base32"
	"strings"
)

// WorkflowID is the engine's ID of a merchant's swap: the swap's Temporal
// workflow ID, the swap ID its deposits carry on-chain and the scanner
// matches, the ID in the operator's tools. A swap ID is the merchant's own
// (an order number), unique per merchant only: two merchants may both
// create "order-1", and neither learns from a create or a read that the
// other has one (issue 29). So the engine's ID is derived from both:
//
//	"sw_" + the first 26 characters of
//	        lower-case base32(SHA-256("swapengine/api/workflow-id/v1" 0x00 merchantId 0x00 swapId))
//
// 29 printable characters (130 bits of the hash), which fit the vault's
// bytes32 swap ID; a merchant's order number never appears on-chain. The
// swap's answers carry it as workflowId. Swaps created before it (migration
// 00027) keep their swap ID as their workflow ID.
func WorkflowID(merchant, swapID string) string {
	h := sha256.New()
	h.Write([]byte("swapengine/api/workflow-id/v1\x00"))
	h.Write([]byte(merchant))
	h.Write([]byte{0})
	h.Write([]byte(swapID))
	enc := base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(h.Sum(nil))
	return workflowIDPrefix + strings.ToLower(enc[:26])
}

const workflowIDPrefix = "sw_"
