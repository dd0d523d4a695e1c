package swapworker

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"log/slog"
	"math/big"
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
// about 166,000 gas an address and token (docs/benchmarks.md, "Deposit
// addresses"), well within a block with several tokens each.
const sweepBatch = 20

// maxSweepAttempts bounds the refused attempts of one set of credits.
const maxSweepAttempts = 1000

// sweepEvery is how often the sweeper looks for money to move.
const sweepEvery = 5 * time.Second

type sweeper struct {
	chainID uint64
	factory common.Address
	tokens  tokenFlag
	// minimums are the least unswept credits, by token (vaultv2.NativeToken:
	// the native coin), that make an address due (chainconf's
	// vault.sweepMinUnits); a token without one: any credit.
	minimums map[common.Address]*big.Int
	sender   *txsender.Sender
	scans    *store.Scans
	logger   *slog.Logger
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
	due, err := s.scans.SweepCandidates(ctx, s.chainID, s.factory, s.moved(), sweepBatch)
	if err != nil || len(due) == 0 {
		return err
	}
	batchErr := s.sweep(ctx, due)
	if batchErr == nil || len(due) == 1 || ctx.Err() != nil {
		return batchErr
	}
	// The batch failed: one address may be what stops it (a token that
	// refuses the transfer, a deposit key a front-runner used). Each alone:
	// those that fail while others go through are given up on, named in the
	// log for a person, so that they no longer stop the rest; when all fail
	// the cause is the chain or the vault (paused), and they are tried again.
	var failed []store.SweepCandidate
	for _, d := range due {
		if err := s.sweep(ctx, []store.SweepCandidate{d}); err != nil {
			if ctx.Err() != nil {
				return err
			}
			failed = append(failed, d)
			s.logger.Error("sweep of a deposit address failed; left for a person (scanner-audit names what it holds)",
				"address", d.Address.Hex(), "swapId", d.SwapID, "error", err)
		}
	}
	if len(failed) == len(due) {
		return batchErr
	}
	return s.scans.MarkSwept(ctx, s.chainID, failed)
}

// sweep sends one sweep of due and, once final, marks their credits swept.
// An attempt the sender refused for good (a revert: the vault paused, a
// deposit key someone used first) is not the end: the next attempt of the
// same credits has the next key, so it can go through once the cause is gone.
func (s sweeper) sweep(ctx context.Context, due []store.SweepCandidate) error {
	var (
		call txsender.Call
		err  error
	)
	for attempt := 0; ; attempt++ {
		if attempt == maxSweepAttempts {
			return fmt.Errorf("sweep of %d deposit addresses refused %d times: %s", len(due), attempt, call.Key)
		}
		if call, err = sweepCall(s.chainID, s.factory, s.tokenAddresses(), due, attempt); err != nil {
			return err
		}
		st, ok, err := s.sender.Status(ctx, call.Key)
		if err != nil {
			return err
		}
		if !ok || st.State != txsender.StateFailed {
			break
		}
	}
	st, err := s.sender.SendCall(ctx, call)
	if err != nil {
		return fmt.Errorf("sweep %s: %w", call.Key, err)
	}
	if st.State != txsender.StateFinal {
		return fmt.Errorf("sweep %s ended %s", call.Key, st.State)
	}
	s.logger.Info("swept deposit addresses", "addresses", len(due), "key", call.Key, "tx", st.TxHash.Hex(), "block", st.Block)
	return s.scans.MarkSwept(ctx, s.chainID, due)
}

// moved are the tokens a sweep moves — the payer's tokens and the native
// coin — each with its minimum.
func (s sweeper) moved() map[common.Address]*big.Int {
	out := map[common.Address]*big.Int{vaultv2.NativeToken: s.minimums[vaultv2.NativeToken]}
	for _, token := range s.tokens {
		out[token] = s.minimums[token]
	}
	return out
}

// withoutMinimum names the moved tokens any credit in which makes a sweep.
func (s sweeper) withoutMinimum() []string {
	var out []string
	for token, least := range s.moved() {
		if least == nil || least.Sign() <= 0 {
			out = append(out, token.Hex())
		}
	}
	slices.Sort(out)
	return out
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
func sweepCall(chainID uint64, factory common.Address, tokens []common.Address, due []store.SweepCandidate, attempt int) (txsender.Call, error) {
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
	key := fmt.Sprintf("sweep:%d:%s:%s:%d", chainID, factory.Hex(), hex.EncodeToString(h.Sum(nil))[:32], attempt)
	for i, d := range due {
		// The vault refuses a deposit key an address used before: one per
		// sweep and address.
		keys[i] = crypto.Keccak256Hash([]byte(key), d.Address.Bytes())
	}
	to := factory
	return txsender.Call{Key: key, ChainID: chainID, To: &to, Data: vaultv2.NewDepositAddressFactory().PackSweep(ids, keys, tokens)}, nil
}
