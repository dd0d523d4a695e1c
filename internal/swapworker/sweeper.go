package swapworker

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"log/slog"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/txsender"
)

// The sweeper moves what reached deposit addresses into the vault (issue 27).
// The swaps were credited when the money reached the addresses (the
// scanner's plain reads); the sweep only brings it where payouts are paid
// from. It runs beside the payer, whose durable sender sends each sweep: a
// keyed call, so a crash mid-sweep resumes the same transaction and never
// signs a second one for the same money. The key covers the credits it
// sweeps; once the scanner records the sweep (the vault's Deposited logs,
// paid by the addresses), those credits are no longer candidates.

// sweepBatch is the most addresses one sweep moves: one transaction of
// about 166,000 gas an address (docs/benchmarks.md, "Deposit addresses").
const sweepBatch = 50

// sweepEvery is how often the sweeper looks for money to move.
const sweepEvery = 5 * time.Second

type sweeper struct {
	chainID uint64
	factory common.Address
	tokens  tokenFlag
	sender  *txsender.Sender
	scans   *store.Scans
	logger  *slog.Logger
}

// run is one round of the sweeper's loop: a failure is logged and the next
// round tries again.
func (s sweeper) run(ctx context.Context) {
	if err := s.once(ctx); err != nil && ctx.Err() == nil {
		s.logger.Warn("sweep failed; retried", "error", err)
	}
}

// every calls f every d until ctx ends.
func every(ctx context.Context, d time.Duration, f func()) {
	t := time.NewTicker(d)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			f()
		}
	}
}

// once sweeps the addresses holding credited money, up to sweepBatch, in
// one transaction, and waits until it is final.
func (s sweeper) once(ctx context.Context) error {
	due, err := s.scans.SweepCandidates(ctx, s.chainID, s.factory, sweepBatch)
	if err != nil || len(due) == 0 {
		return err
	}
	call, err := sweepCall(s.chainID, s.factory, s.tokenAddresses(), due)
	if err != nil {
		return err
	}
	st, err := s.sender.SendCall(ctx, call)
	if err != nil {
		return fmt.Errorf("sweep %s: %w", call.Key, err)
	}
	s.logger.Info("swept deposit addresses", "addresses", len(due), "key", call.Key, "tx", st.TxHash.Hex(), "block", st.Block)
	return nil
}

func (s sweeper) tokenAddresses() []common.Address {
	var out []common.Address
	for _, t := range s.tokens {
		if t != vaultv2.NativeToken {
			out = append(out, t)
		}
	}
	slices.SortFunc(out, func(a, b common.Address) int { return a.Cmp(b) })
	return out
}

// sweepCall is the factory's sweep of the addresses due, keyed by the
// credits it moves: the same credits, the same key, one transaction.
func sweepCall(chainID uint64, factory common.Address, tokens []common.Address, due []store.SweepCandidate) (txsender.Call, error) {
	h := sha256.New()
	ids := make([][32]byte, len(due))
	keys := make([][32]byte, len(due))
	for i, d := range due {
		id, err := chain.SwapIDToBytes32(d.SwapID)
		if err != nil {
			return txsender.Call{}, fmt.Errorf("swap %q of deposit address %s: %w", d.SwapID, d.Address.Hex(), err)
		}
		fmt.Fprintf(h, "%s|%s\n", d.Address.Hex(), d.Credits)
		ids[i] = id
	}
	key := fmt.Sprintf("sweep:%d:%s:%s", chainID, factory.Hex(), hex.EncodeToString(h.Sum(nil))[:32])
	for i, d := range due {
		// The vault refuses a deposit key an address used before: one per
		// sweep and address.
		keys[i] = crypto.Keccak256Hash([]byte(key), d.Address.Bytes())
	}
	to := factory
	return txsender.Call{Key: key, ChainID: chainID, To: &to, Data: vaultv2.NewDepositAddressFactory().PackSweep(ids, keys, tokens)}, nil
}
