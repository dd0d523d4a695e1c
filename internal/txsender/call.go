package txsender

import (
	"bytes"
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Call is one transaction that is not a vault payment — a governance call
// (allowlist, caps, roles, pause, a timelock's schedule or execute) or a
// contract creation (To nil) — sent once under Key with the payments' nonce,
// signing, storage-before-broadcast and recovery discipline: a process that
// dies mid-way is resumed by the next SendCall of the same key, which never
// signs a second transaction under another nonce for it.
type Call struct {
	Key     string
	ChainID uint64
	To      *common.Address // nil: a contract creation
	Data    []byte
	Value   *big.Int // nil: none
	// MaxGas, when set, is the most gas the call may cost: an estimate
	// above it (a node that lies, a contract gone wrong) is refused before
	// anything is signed. Zero: a transaction's limit.
	MaxGas uint64
	// Vault and VaultKey, when set, name the vault payment key the call
	// spends (a trade takes its deposit under the exchange's key): Handover
	// then looks for the vault's Paid under it, as it does for a payment, so
	// a call that landed after its row failed is never taken for one that
	// cannot.
	Vault    common.Address
	VaultKey common.Hash
}

func (c Call) check() error {
	switch {
	case strings.TrimSpace(c.Key) == "":
		return invalid("key", "empty effect key")
	case c.ChainID == 0:
		return invalid("chainId", "zero")
	case c.To == nil && len(c.Data) == 0:
		return invalid("data", "a contract creation needs its code")
	case c.Value != nil && c.Value.Sign() < 0:
		return invalid("value", "must not be negative")
	}
	return nil
}

// same says whether r is c's row.
func (c Call) same(r *row) bool {
	value := c.Value
	if value != nil && value.Sign() == 0 {
		value = nil
	}
	return r.kind == kindCall && r.chainID == c.ChainID && bytes.Equal(r.callData, c.Data) &&
		(r.callTo == nil) == (c.To == nil) && (c.To == nil || *r.callTo == *c.To) &&
		(r.amount == nil) == (value == nil) && (value == nil || r.amount.Cmp(value) == 0)
}

// SendCall sends c and returns once it is final (mined FinalityDepth deep
// and successful), or a *Failure: it reverts (on estimation, before any
// nonce is taken, or mined), or its key names another call. Transient errors
// are retried until ctx ends.
func (s *Sender) SendCall(ctx context.Context, c Call) (Status, error) {
	return s.untilDone(ctx, c.Key, func() (Status, error) { return s.StepCall(ctx, c) })
}

// StepCall moves c as far as it can go now, as Step does for a payment.
func (s *Sender) StepCall(ctx context.Context, c Call) (Status, error) {
	if err := c.check(); err != nil {
		return Status{}, err
	}
	if c.ChainID != s.cfg.ChainID {
		return Status{}, fail(CodeUnknownChain, "chainId", "%d: this sender serves chain %d", c.ChainID, s.cfg.ChainID)
	}
	var st Status
	err := s.withRow(ctx, c.Key, func(conn *pgxpool.Conn, r *row) error {
		var err error
		switch {
		case r == nil:
			if r, err = s.createCall(ctx, conn, c); err != nil {
				return err
			}
		case !c.same(r) || r.sender != s.Address():
			return fail(CodeKeyConflict, "key", "%q was used for another transaction", c.Key)
		}
		st, err = s.advance(ctx, conn, r)
		return err
	})
	return st, err
}

// createCall estimates c (a revert fails it here, before it takes a nonce)
// and writes its row with a reserved nonce.
func (s *Sender) createCall(ctx context.Context, conn *pgxpool.Conn, c Call) (*row, error) {
	r := &row{key: c.Key, kind: kindCall, chainID: c.ChainID, sender: s.Address(), callTo: c.To,
		callData: append([]byte{}, c.Data...), state: StateUnsent, solo: true, vault: c.Vault, vaultKey: c.VaultKey}
	if c.Value != nil && c.Value.Sign() > 0 {
		r.amount = new(big.Int).Set(c.Value)
	}
	head, err := s.head(ctx)
	if err != nil {
		return nil, err
	}
	r.fromBlock = head.Number.Uint64()
	if r.gasLimit, err = s.estimateCall(ctx, r, c.MaxGas); err != nil {
		return nil, err
	}
	if err := s.insertWithNonce(ctx, conn, r); err != nil {
		return nil, err
	}
	s.log.Info("txsender: call written", "key", r.key, "nonce", *r.nonce, "gas", r.gasLimit)
	if err := s.at(pointReserved); err != nil {
		return nil, err
	}
	return r, nil
}

// estimateCall is the call's gas limit: the node's estimate and a quarter
// more, within the per-transaction cap and maxGas (when set). A revert is
// the call's failure, with the node's reason.
func (s *Sender) estimateCall(ctx context.Context, r *row, maxGas uint64) (uint64, error) {
	msg := ethereum.CallMsg{From: s.Address(), To: r.callTo, Data: r.callData, Value: r.amount}
	gas, err := s.cfg.Client.EstimateGas(ctx, msg)
	if err != nil {
		if reverted(err) {
			why := revertText(err)
			if reason := revertReason(err); reason != nil {
				// The vault's own refusal, from a call that pays through it
				// (a trade by the vault's executor): the payment's code, so
				// that a pause or a spent cap is waited out as for a payment.
				if f := refusal(reason); f != nil && (f.Code == CodeVaultPaused || f.Code == CodePeriodCapExceeded || f.Code == CodeVaultUnderfunded) {
					return 0, f
				}
				why = fmt.Sprintf("%T%+v", reason, reason) // the vault's own error, named
			}
			return 0, fail(CodeReverted, "data", "the call reverts: %s", why)
		}
		return 0, fmt.Errorf("txsender: estimate %q: %w", r.key, err)
	}
	gas += gas / 4
	if gas > maxTxGas {
		return 0, fail(CodeGasCeiling, "data", "the call needs %d gas, more than a transaction may carry (%d)", gas, uint64(maxTxGas))
	}
	if maxGas > 0 && gas > maxGas {
		return 0, fail(CodeGasCeiling, "data", "the call needs %d gas with its margin, more than its ceiling %d", gas, maxGas)
	}
	return gas, nil
}
