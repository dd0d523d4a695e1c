package txsender

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// Handover says whether key's payment (or call: a trade) can still move
// money on chain, for a person about to record it as made by hand. settled is true only when
// nothing signed under the key can ever land: nothing was signed, or every
// signed transaction's nonce is used by a transaction FinalityDepth deep and
// the key has no Paid event. A payment the vault made (Paid) or one that may
// still land is not settled, and detail says what to do instead.
func (s *Sender) Handover(ctx context.Context, key string) (settled bool, detail string, err error) {
	r, err := loadRow(ctx, s.cfg.DB, key)
	if err != nil {
		return false, "", err
	}
	if r == nil {
		return true, "nothing was ever signed for this key", nil
	}
	// A payment signed in a batch can land with it: the batch's
	// transactions count as the payment's own.
	attempts := r.attempts
	if r.batchKey != "" {
		b, err := loadRow(ctx, s.cfg.DB, r.batchKey)
		if err != nil {
			return false, "", err
		}
		if b != nil {
			attempts = append(slices.Clone(attempts), b.attempts...)
		}
	}
	switch {
	case r.kind == kindCall && (r.state == StateFinal || r.state == StateMined):
		return false, fmt.Sprintf("transaction %s for this key was mined (block %d): retry the item to record what it did", r.minedTx.Hex(), r.minedBlock), nil
	case r.state == StateFinal || r.state == StateMined:
		return false, fmt.Sprintf("the vault paid this key in transaction %s (block %d): retry the item to record it", r.minedTx.Hex(), r.minedBlock), nil
	case r.state != StateFailed:
		return false, fmt.Sprintf("a signed transaction for this key can still land (state %s%s): let it settle, or retry the item", r.state, nonceText(r)), nil
	case len(attempts) == 0:
		return true, "refused before anything was signed (" + string(r.failCode) + ")", nil
	}
	head, err := s.head(ctx)
	if err != nil {
		return false, "", err
	}
	at := new(big.Int)
	if h := head.Number.Uint64(); h > s.cfg.FinalityDepth {
		at.SetUint64(h - s.cfg.FinalityDepth)
	}
	// The row's own sender: after a hot-key rotation another key's nonces
	// say nothing of this row's.
	final, err := s.cfg.Client.NonceAt(ctx, r.sender, at)
	if err != nil {
		return false, "", fmt.Errorf("txsender: nonce at block %s: %w", at, err)
	}
	var open []string
	for _, a := range attempts {
		if a.nonce >= final {
			open = append(open, fmt.Sprint(a.nonce))
		}
	}
	if len(open) > 0 {
		return false, fmt.Sprintf("its signed transaction under nonce %s can land until a final transaction uses that nonce (a no-op is on its way): try again in %d blocks",
			strings.Join(open, ", "), s.cfg.FinalityDepth), nil
	}
	if r.kind != kindCall || r.vaultKey != (common.Hash{}) { // a call without a vault key: its transactions are all it can do
		paid, err := s.findPaid(ctx, r.vault, r.vaultKey, r.fromBlock)
		if err != nil {
			return false, "", err
		}
		if paid != nil {
			return false, fmt.Sprintf("the vault paid this key in transaction %s: retry the item to record it", paid.TxHash.Hex()), nil
		}
	}
	why := "never sent (every broadcast was refused)"
	if slices.ContainsFunc(attempts, func(a attempt) bool { return a.accepted }) || r.everAccepted() {
		why = "sent once"
	}
	return true, fmt.Sprintf("%s; its nonces are used by final transactions: it can never land", why), nil
}

func nonceText(r *row) string {
	if r.nonce == nil {
		return ""
	}
	return fmt.Sprintf(", nonce %d", *r.nonce)
}
