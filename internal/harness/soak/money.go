package soak

import (
	"bufio"
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/swapengine/swapengine/internal/chain/vaultv2"
)

// Chaos aimed at money out and at the scanner's endpoints (issues 24 and 30): payouts to
// recipients that refuse native coin, a payer wallet that runs dry mid-run and is topped
// up, and a second endpoint per chain that leaves logs out and answers stale block hashes
// at random.

// hostileNames name the payer chain's hostile recipients, in chainSim.hostile's order.
var hostileNames = []string{"gas burner", "reverting contract", "contract without receive"}

// fundHot sends amount to the hot key from the vault's admin and waits until the transfer
// is below the deepest reorg; a reorg that drops it before then makes it send again.
func (cs *chainSim) fundHot(ctx context.Context, amount *big.Int) error {
	hot := crypto.PubkeyToAddress(cs.hot.PublicKey)
	admin := crypto.PubkeyToAddress(cs.admin.PublicKey)
	for attempt := 0; attempt < 10; attempt++ {
		cs.mu.Lock()
		nonce, err := cs.ec.PendingNonceAt(ctx, admin)
		var tx *types.Transaction
		if err == nil {
			tx, err = cs.signRaw(ctx, cs.admin, nonce, &hot, amount, nil, 21_000)
		}
		cs.mu.Unlock()
		if err != nil {
			return fmt.Errorf("soak: top up the hot key: %w", err)
		}
		deadline := time.Now().Add(time.Duration(cs.maxDepth+10) * time.Second)
		for time.Now().Before(deadline) {
			if !sleep(ctx, 200*time.Millisecond) {
				return ctx.Err()
			}
			if n, ok := cs.canonical(ctx, tx.Hash()); ok && n+cs.maxDepth < cs.c.Head() {
				return nil
			}
		}
	}
	return fmt.Errorf("soak: the hot key's top-up never stayed on the chain")
}

// dryWalletLoop: the payer chain's hot key starts empty (Run); each of DryWallets
// episodes waits until a payment was refused for the wallet's balance (the workers log
// "payer-underfunded" with what it may cost), keeps it dry for DryFor while payments wait,
// then tops it up with gas for about three payments, so that it runs dry again; the last
// top-up (and the one after the drive, whatever happened) is the full hotFund.
func (s *soak) dryWalletLoop(ctx context.Context, fail func(error)) {
	logs := logTail{dir: s.cfg.Dir, offsets: map[string]int64{}}
	for n := 0; n < s.cfg.DryWallets; n++ {
		need := ""
		for need == "" {
			if !sleep(ctx, 500*time.Millisecond) {
				return
			}
			need = logs.last("payer-underfunded", mayCost)
		}
		s.injected.add(fDryWallet, 1)
		if !sleep(ctx, s.cfg.DryFor) {
			return
		}
		logs.last("payer-underfunded", mayCost) // what was refused while it was dry
		// Gas for about three payments, measured by the refusal itself: the sender's
		// "may cost" is gas × max fee, what the node wants to see in the wallet.
		amount := hotFund
		if n < s.cfg.DryWallets-1 {
			amount, _ = new(big.Int).SetString(need, 10)
			amount.Mul(amount, big.NewInt(3))
		}
		if err := s.chain.fundHot(ctx, amount); err != nil {
			if ctx.Err() == nil {
				fail(err)
			}
			return
		}
	}
	s.mu.Lock()
	s.walletFull = true
	s.mu.Unlock()
}

// refillWallet tops the hot key up in full after the drive when the dry-wallet episodes
// did not get to it: the payments left must be able to finish.
func (s *soak) refillWallet(ctx context.Context) error {
	s.mu.Lock()
	full := s.walletFull || s.cfg.DryWallets == 0
	s.mu.Unlock()
	if full {
		return nil
	}
	return s.chain.fundHot(ctx, hotFund)
}

// logTail reads the workers' logs (worker-<slot>.log in dir), each time only what was
// appended since the last read.
type logTail struct {
	dir     string
	offsets map[string]int64
}

// mayCost finds what the sender said a refused or waiting payment may cost, in wei: in a
// refusal's reason ("may cost N") or in its log line of a payment waiting for funds
// ("may_cost=N").
var mayCost = regexp.MustCompile(`may[ _]cost[ =]([0-9]+)`)

// last returns re's first group in the last new line holding word ("" if none).
func (l *logTail) last(word string, re *regexp.Regexp) string {
	found := ""
	l.scan(func(line string) {
		if strings.Contains(line, word) {
			if m := re.FindStringSubmatch(line); m != nil {
				found = m[1]
			}
		}
	})
	return found
}

func (l *logTail) scan(each func(line string)) {
	paths, _ := filepath.Glob(filepath.Join(l.dir, "worker-*.log"))
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			continue
		}
		if _, err := f.Seek(l.offsets[p], 0); err == nil {
			sc := bufio.NewScanner(f)
			sc.Buffer(make([]byte, 64<<10), 4<<20)
			for sc.Scan() {
				each(sc.Text())
			}
		}
		if off, err := f.Seek(0, 1); err == nil {
			l.offsets[p] = off
		}
		f.Close()
	}
}

// flakyLoop makes one chain's second endpoint (s.flaky, the one the chains file names
// first: the endpoint the scanner starts on) lie at random, FlakyEvery (±50 %) apart: it
// leaves out every log, by range and by block hash, for 1–3 s, or answers the next 1–3 log
// answers with stale block hashes. A lie counts once an answer was really changed.
func (s *soak) flakyLoop(ctx context.Context) {
	if !s.cfg.FlakyEndpoint {
		return
	}
	rng := rand.New(rand.NewPCG(uint64(s.cfg.Seed), 0xf1a4))
	for ctx.Err() == nil {
		if !sleep(ctx, jitter(rng, s.cfg.FlakyEvery)) {
			return
		}
		p := s.flaky[rng.IntN(len(s.flaky))]
		before := p.Stats()
		if rng.IntN(2) == 0 {
			p.SetOmitLogs(true)
			sleep(ctx, time.Second+time.Duration(rng.IntN(2000))*time.Millisecond)
			p.SetOmitLogs(false)
			s.injected.add(fFlakyOmit, p.Stats().OmittedAnswers-before.OmittedAnswers)
			continue
		}
		p.SetStaleLogs(1 + rng.IntN(3))
		s.waitFor(ctx, 5*time.Second, func() bool { return p.StaleLogsLeft() == 0 })
		p.SetStaleLogs(0)
		s.injected.add(fFlakyStale, p.Stats().StaleAnswers-before.StaleAnswers)
	}
}

// claimEvent is one Claimable or Claimed log of the payer chain's vault.
type claimEvent struct {
	key    common.Hash
	to     common.Address
	amount *big.Int
}

// claims reads the vault's Claimable and Claimed logs on the canonical chain up to head.
func (cs *chainSim) claims(ctx context.Context, head uint64) (claimable, claimed []claimEvent, err error) {
	ev := cs.binding.GetABI().Events
	logs, err := cs.ec.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{cs.vault},
		FromBlock: new(big.Int).SetUint64(cs.vaultBlk), ToBlock: new(big.Int).SetUint64(head),
		Topics: [][]common.Hash{{ev[vaultv2.DepositVaultV2ClaimableEventName].ID, ev[vaultv2.DepositVaultV2ClaimedEventName].ID}}})
	if err != nil {
		return nil, nil, fmt.Errorf("read the vault's Claimable logs: %w", err)
	}
	for i := range logs {
		if c, err := cs.binding.UnpackClaimableEvent(&logs[i]); err == nil {
			claimable = append(claimable, claimEvent{key: c.Key, to: c.To, amount: c.Amount})
			continue
		}
		c, err := cs.binding.UnpackClaimedEvent(&logs[i])
		if err != nil {
			return nil, nil, fmt.Errorf("log %s/%d: %w", logs[i].TxHash, logs[i].Index, err)
		}
		claimed = append(claimed, claimEvent{key: c.Key, to: c.To, amount: c.Amount})
	}
	return claimable, claimed, nil
}

// hostileName names a as one of the payer chain's hostile recipients ("" if it is not).
func (cs *chainSim) hostileName(a common.Address) string {
	for i, h := range cs.hostile {
		if h == a {
			return hostileNames[i]
		}
	}
	return ""
}
