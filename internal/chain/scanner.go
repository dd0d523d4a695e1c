// Package chain reads Deposited logs from an EVM chain with go-ethereum and
// records them in Postgres with the scanner's cursor, block hashes and outbox
// rows in one transaction per pass. The reorg handling lives in reorg.go.
package chain

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
	"golang.org/x/sync/errgroup"

	"github.com/swapengine/swapengine/internal/chain/depositvault"
	"github.com/swapengine/swapengine/internal/chain/vaultv2"
	"github.com/swapengine/swapengine/internal/evmkey"
	"github.com/swapengine/swapengine/internal/redact"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
)

// Finality says which blocks are final. Tag ("safe" or "finalized") asks the
// node; otherwise a block Depth confirmations below the head is final.
type Finality struct {
	Depth uint64 `json:"depth,omitempty"`
	Tag   string `json:"tag,omitempty"`
}

// Config is one scanner: one chain, one contract.
type Config struct {
	ChainID    uint64         `json:"chainId"`
	Contract   common.Address `json:"contract"`
	Finality   Finality       `json:"finality"`
	MaxRange   uint64         `json:"maxRange,omitempty"`   // blocks per eth_getLogs; default 2000
	Retain     uint64         `json:"retain,omitempty"`     // block hashes kept below the cursor; default 128
	StartBlock uint64         `json:"startBlock,omitempty"` // first block scanned on a fresh start
	// NativeAsset names the chain's native coin, the asset of every deposit
	// the (native-coin) vault takes: a swap binds only a deposit in its own
	// asset. Default "ETH".
	NativeAsset string `json:"nativeAsset,omitempty"`
	// Vault is the vault's ABI version, "v1" (the default: native coin
	// only, counter deposit IDs) or "v2" (native coin and tokens, deposit
	// IDs stable across reorgs): which Deposited event the scanner reads.
	Vault string `json:"vault,omitempty"`
	// Tokens names the asset of each token a vault v2 takes (v2 only).
	// A deposit in a token not listed here is still recorded and delivered,
	// with the token's address as its asset, so that no swap binds it
	// (see observationV2).
	Tokens []Token `json:"tokens,omitempty"`
	// DepositFactory is the vault's DepositAddressFactory (v2 only): the
	// scanner then also reads each open swap's deposit address at final
	// blocks (plain.go), and a Deposited log paid by a swap's own deposit
	// address is its sweep, credited already.
	DepositFactory common.Address `json:"depositFactory,omitzero"`
}

const defaultNativeAsset = "ETH"

// nativeAsset is NativeAsset or its default.
func (c Config) nativeAsset() string {
	if c.NativeAsset == "" {
		return defaultNativeAsset
	}
	return c.NativeAsset
}

const (
	defaultMaxRange = 2000
	defaultRetain   = 128
	// inconsistentRetries bounds re-reads of a range whose answers were not one snapshot.
	inconsistentRetries = 3
)

// ID names the scanner; it is also the suffix of its workflow ID, which is
// what keeps it to one scanner per (chain, contract).
func (c Config) ID() string {
	return fmt.Sprintf("evm:%d:%s", c.ChainID, strings.ToLower(c.Contract.Hex()))
}

// Validate names the first bad setting.
func (c Config) Validate() error {
	switch {
	case c.ChainID == 0:
		return errors.New("chainId is required")
	case c.Contract == (common.Address{}):
		return errors.New("contract is required")
	case c.Finality.Tag != "" && c.Finality.Tag != "safe" && c.Finality.Tag != "finalized":
		return fmt.Errorf("finality.tag %q must be safe or finalized", c.Finality.Tag)
	case c.Finality.Tag == "" && c.Finality.Depth == 0:
		return errors.New("finality needs a depth of at least 1 or a tag")
	case c.NativeAsset != "" && swap.ValidateAsset(c.NativeAsset) != nil:
		return fmt.Errorf("nativeAsset: %v", swap.ValidateAsset(c.NativeAsset))
	case c.Finality.Tag == "" && c.retain() < c.Finality.Depth:
		// The walk back to a common ancestor only finds one inside the
		// retained window: a reorg deeper than the window but above the
		// finality boundary, which must rewind, would halt the scanner.
		return fmt.Errorf("retain %d is below finality.depth %d: a reorg deeper than the retained window but above the finality boundary would halt the scanner; "+
			"set retain to at least %d (default %d)", c.retain(), c.Finality.Depth, c.Finality.Depth, defaultRetain)
	}
	return c.validateVault()
}

// LogRange is the widest block span one eth_getLogs of a pass asks for
// (MaxRange, or its default).
func (c Config) LogRange() uint64 {
	if c.MaxRange == 0 {
		return defaultMaxRange
	}
	return c.MaxRange
}

func (c Config) retain() uint64 {
	if c.Retain == 0 {
		return defaultRetain
	}
	return c.Retain
}

// Report is what one pass saw and did.
type Report struct {
	ScannerID string      `json:"scannerId"`
	Cursor    store.Block `json:"cursor"`
	Head      uint64      `json:"head"` // the node's head as seen by this pass
	Final     uint64      `json:"final"`
	Lag       uint64      `json:"lag"` // head - cursor, 0 when the node is behind
	Range     uint64      `json:"range"`
	Observed  int         `json:"observed"`
	Confirmed int         `json:"confirmed"`
	// Behind: the node's head is below the cursor while the cursor's block is
	// still canonical or unknown to the node (a lagging or load-balanced
	// node): the pass waited instead of rewinding.
	Behind bool         `json:"behind,omitempty"`
	Reorg  *store.Reorg `json:"reorg,omitempty"`
	// DoubleFinal lists deposit refs with more than one final observation.
	DoubleFinal []string `json:"doubleFinal,omitempty"`
	// Skips are the last forced checkpoints above the verified cursor:
	// heights never scanned, kept in view until someone looks.
	Skips []store.Skip `json:"skips,omitempty"`
	// Rereads counts blocks whose range answer left out some or all of the
	// logs that the block's own answer (eth_getLogs by block hash) holds.
	Rereads int `json:"rereads,omitempty"`
	// Took splits the pass's wall time: where a catch-up spends it.
	Took Timings `json:"took"`
	// Ranges is the number of ranges committed (Run commits several).
	Ranges int `json:"ranges,omitempty"`
	// Waited: the activity waited at the head for a newHeads wake-up (or
	// its timeout) before this pass, so the workflow need not sleep.
	Waited bool `json:"waited,omitempty"`
	// Woken: that wait ended on a newHeads notice (or a reconnect), not on
	// its timeout, the polling fallback.
	Woken bool         `json:"woken,omitempty"`
	Heads *HeadsStatus `json:"heads,omitempty"`
	// Held: a cross-check stopped promotion below the final height, and why
	// (endpoints disagree, or no second endpoint answered); observations
	// above it stay tentative until the endpoints agree.
	Held string `json:"held,omitempty"`
	// DepositAddresses says why this pass did not read the deposit
	// addresses (plain.go); they are read again by the next.
	DepositAddresses string `json:"depositAddresses,omitempty"`
	// Endpoints are the chain's RPC endpoints as the pass left them (an
	// endpoint set only): which one is read, which are refused and why.
	Endpoints []EndpointStatus `json:"endpoints,omitempty"`
}

// Timings are a pass's phases in milliseconds.
type Timings struct {
	Probe   float64 `json:"probeMs"`
	Logs    float64 `json:"logsMs"`
	Headers float64 `json:"headersMs"`
	Decode  float64 `json:"decodeMs"`
	Commit  float64 `json:"commitMs"`
}

func since(t time.Time) float64 { return float64(time.Since(t).Microseconds()) / 1000 }

// Permanent errors stop the scanner until a person acts.
var (
	ErrWrongChain = errors.New("wrong chain")
	ErrNoCode     = errors.New("no contract code")
)

// HaltError is a reorg the scanner must not paper over: deeper than the
// retained window or below finality. The cursor has not moved.
type HaltError struct{ Reason string }

func (e *HaltError) Error() string { return "scanner halted: " + e.Reason }

// Scanner runs passes for one Config. Not safe for concurrent passes: one
// scanner per (chain, contract) is enforced by its workflow ID, and the
// cursor check in each transaction catches a second one anyway.
type Scanner struct {
	cfg      Config
	rpc      Reader
	eth      logReader
	scans    *store.Scans
	vault    *depositvault.DepositVault
	vault2   *vaultv2.DepositVaultV2
	tokens   map[common.Address]string // token → asset, the native coin's included (v2)
	topic    common.Hash               // the configured vault's Deposited event
	rangeNow uint64

	mu      sync.Mutex
	pending *pendingRead

	// balanceRuntime is the BalanceReader's runtime code, for state
	// overrides (plain.go); noOverride: the node refused one, so balances
	// are read by the creation code instead.
	balanceRuntime []byte
	noOverride     bool

	// dense: the last range read had logs in more than 1 block in
	// denseShare, so the next one below the final height is read in full
	// too (sparse.go): proving nearly every block one by one costs more
	// than the full read, which fetches logs and headers at once.
	dense bool
}

// New builds a scanner over an RPC connection (any EVM node URL) or an
// endpoint set with failover (Endpoints).
func New(cfg Config, client Reader, scans *store.Scans) (*Scanner, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	s := &Scanner{
		cfg: cfg, rpc: client, eth: logReader{client}, scans: scans,
		vault: depositvault.NewDepositVault(), vault2: vaultv2.NewDepositVaultV2(), tokens: cfg.assets(),
		topic:    cfg.DepositedTopic(),
		rangeNow: cfg.LogRange(),
	}
	s.anchorFromScanner()
	return s, nil
}

// VerifyChain checks that the node serves the configured chain and has the
// vault's code, in one round trip. Operator commands call it before they
// read or write anything.
func (s *Scanner) VerifyChain(ctx context.Context) error {
	_, err := s.probe(ctx, 0)
	return redact.Err(err)
}

// Pass scans the next range once. Every pass first checks, in the same
// JSON-RPC batch as the head, the chain ID and the vault's code. Answers that
// do not form one snapshot are read again; a cursor that is no longer
// canonical rewinds. The outcome (and the node's head) is recorded for status
// even when the pass fails.
//
// Errors are redacted (internal/redact): go-ethereum's HTTP transport quotes
// the node's URL, API key included, and these errors reach Temporal, logs
// and scanners.last_error.
func (s *Scanner) Pass(ctx context.Context) (Report, error) {
	var (
		rep Report
		err error
	)
	for range inconsistentRetries {
		rep, err = s.pass(ctx)
		if !errors.Is(err, errInconsistent) {
			break
		}
	}
	err = redact.Err(err)
	var halt *HaltError
	if !errors.As(err, &halt) && !errors.Is(err, errNoState) {
		// Best effort: status must not hide an outage, but a database that
		// is down cannot record it either; the pass's own error says why.
		_ = s.scans.RecordAttempt(context.WithoutCancel(ctx), s.cfg.ID(), rep.Head, err)
	}
	return rep, err
}

// maxSkipsShown bounds the forced skips each report carries.
const maxSkipsShown = 10

var (
	errInconsistent = errors.New("RPC answers were not one snapshot")
	errNoState      = errors.New("scanner has no state yet")
)

// noState marks an error of a scanner with no row yet (nothing to record
// the attempt in), keeping the message as it is.
type noState struct{ error }

func (e noState) Unwrap() error      { return e.error }
func (noState) Is(target error) bool { return target == errNoState }

func (s *Scanner) pass(ctx context.Context) (Report, error) {
	id := s.cfg.ID()
	st, ok, err := s.scans.Load(ctx, id)
	if err != nil {
		return Report{}, err
	}
	if ok && st.Halted != "" {
		return Report{ScannerID: id, Cursor: st.Cursor, Head: st.NodeHead, Final: st.Final}, &HaltError{Reason: st.Halted}
	}
	at := st.Cursor.Number
	if !ok && s.cfg.StartBlock > 0 {
		at = s.cfg.StartBlock - 1
	}
	p, err := s.probe(ctx, at)
	if err != nil {
		rep := Report{ScannerID: id, Cursor: st.Cursor, Final: st.Final}
		if p.head != nil {
			rep.Head = uint64(p.head.Number)
		}
		if !ok {
			err = noState{err}
		}
		return rep, err
	}
	if !ok {
		if p.at == nil {
			return Report{}, fmt.Errorf("start block #%d: the node does not have it", at)
		}
		st = store.ScannerState{ID: id, ChainID: s.cfg.ChainID, Contract: strings.ToLower(s.cfg.Contract.Hex()), Cursor: store.Block{Number: at, Hash: lowerHash(p.at.Hash)}}
		if err := s.scans.Init(ctx, st); err != nil {
			return Report{}, fmt.Errorf("init scanner %s: %w", id, err)
		}
		if st, _, err = s.scans.Load(ctx, id); err != nil {
			return Report{}, err
		}
	}
	head := uint64(p.head.Number)
	rep := Report{ScannerID: id, Head: head, Cursor: st.Cursor, Final: st.Final, Skips: st.Skips[max(0, len(st.Skips)-maxSkipsShown):]}

	switch {
	case p.at == nil && head < st.Cursor.Number:
		// The node has no block at the cursor's height: either it lags
		// (a load-balanced or syncing node) or a reorg replaced the
		// cursor's block with a shorter branch. A lagging node's head is a
		// block this scanner recorded; a shorter fork's is not. Waiting on
		// a fork would keep a deposit that is gone as observed until the
		// new branch grows past the cursor.
		lagging, err := s.onRecordedChain(ctx, id, p.head)
		if err != nil {
			return rep, err
		}
		if lagging {
			rep.Behind = true
			return rep, nil
		}
		return s.rewind(ctx, st, p, p.head, rep)
	case p.at == nil:
		return rep, fmt.Errorf("the node's head is #%d but it has no block #%d: %w", head, st.Cursor.Number, errInconsistent)
	case lowerHash(p.at.Hash) != st.Cursor.Hash:
		return s.rewind(ctx, st, p, p.at, rep)
	case head < st.Cursor.Number:
		// The cursor's block is canonical on the node, only its "latest"
		// answer is older (backends behind one URL): wait.
		rep.Behind = true
		return rep, nil
	}
	return s.scan(ctx, st, p, rep, nil)
}

// onRecordedChain says whether the node's head b (below the cursor) is the
// block this scanner recorded at that height, so the node is merely behind.
// A height below the retained window cannot be told apart: it is taken as
// behind; should it be a reorg that deep, the rewind halts for the operator
// once the node's chain reaches the cursor again.
func (s *Scanner) onRecordedChain(ctx context.Context, id string, b *blockRef) (bool, error) {
	n := uint64(b.Number)
	got, err := s.scans.Retained(ctx, id, n, n)
	if err != nil {
		return false, err
	}
	if len(got) == 0 {
		return true, nil
	}
	return got[0].Hash == lowerHash(b.Hash), nil
}

// scan reads (cursor, min(head, cursor+range)] and commits it. known holds
// canonical headers already read in this pass (a rewind's new branch).
func (s *Scanner) scan(ctx context.Context, st store.ScannerState, p probe, rep Report, known map[uint64]*blockRef) (Report, error) {
	rr, err := s.readRange(ctx, st.Cursor, p, known)
	if err != nil {
		return rep, err
	}
	return s.commitRange(ctx, st, rr, rep)
}

// rangeRead is one range read and proven, ready to commit.
type rangeRead struct {
	p        probe
	from, to uint64
	blocks   []*blockRef
	obs      []store.Observation
	rereads  int
	took     Timings
	rangeNow uint64 // the adaptive range after this read
	// sparse: read the historical way (sparse.go): blocks holds only the
	// last block, the new cursor.
	sparse bool
	// cursorHeld says why the range stops short (proveEmpty).
	cursorHeld string
}

func (s *Scanner) readRange(ctx context.Context, cursor store.Block, p probe, known map[uint64]*blockRef) (*rangeRead, error) {
	if end, ok := s.sparseEnd(cursor.Number, p); ok && known == nil && !s.dense {
		return s.readSparse(ctx, cursor, p, end)
	}
	head := uint64(p.head.Number)
	rr := &rangeRead{p: p, from: cursor.Number + 1, to: min(head, cursor.Number+s.rangeNow), rangeNow: s.rangeNow}
	rr.took.Probe = p.took
	if rr.from > rr.to {
		rr.to = cursor.Number
		return rr, nil
	}
	// Logs and headers are read at the same time: the proof below does not
	// depend on their order. A block replaced between the two answers shows
	// up either as a log whose hash is not the header's or as a header whose
	// bloom names the vault's event with no log (re-read by hash).
	var missing []uint64
	for h := rr.from; h <= rr.to; h++ {
		if known[h] == nil {
			missing = append(missing, h)
		}
	}
	var (
		logs    []types.Log
		to      uint64
		fetched []*blockRef
	)
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() error {
		t0 := time.Now()
		var err error
		logs, to, err = s.fetchLogs(gctx, rr.from, rr.to)
		rr.took.Logs = since(t0)
		return err
	})
	g.Go(func() error {
		t0 := time.Now()
		var err error
		fetched, err = s.blocks(gctx, missing)
		rr.took.Headers = since(t0)
		return err
	})
	if err := g.Wait(); err != nil {
		return nil, err
	}
	rr.to = to // the node may have refused the whole range: headers above it are not used
	t0 := time.Now()
	byHeight := make(map[uint64]*blockRef, len(fetched))
	for i, h := range missing {
		byHeight[h] = fetched[i]
	}
	rr.blocks = make([]*blockRef, 0, rr.to-rr.from+1)
	for h := rr.from; h <= rr.to; h++ {
		b := known[h]
		if b == nil {
			b = byHeight[h]
		}
		rr.blocks = append(rr.blocks, b)
	}
	var (
		err   error
		empty []*blockRef
	)
	if logs, rr.rereads, empty, err = s.checkSnapshot(ctx, cursor, rr.from, rr.blocks, logs); err != nil {
		return nil, err
	}
	if n, why := s.proveEmpty(ctx, empty); why != "" {
		// The cursor stops before the disputed block: what is below it is
		// committed, the block is read again next pass.
		logs = slices.DeleteFunc(logs, func(l types.Log) bool { return l.BlockNumber >= n })
		rr.blocks = rr.blocks[:n-rr.from]
		rr.to, rr.cursorHeld = n-1, why
	}
	rr.took.Headers += since(t0)
	t0 = time.Now()
	times := make(map[common.Hash]uint64, len(rr.blocks))
	for _, b := range rr.blocks {
		times[b.Hash] = uint64(b.Time)
	}
	rr.obs = make([]store.Observation, 0, len(logs))
	for i := range logs {
		o, err := s.observation(&logs[i], times[logs[i].BlockHash])
		if err != nil {
			return nil, err
		}
		rr.obs = append(rr.obs, o)
	}
	rr.took.Decode = since(t0)
	s.rangeNow = min(s.cfg.LogRange(), s.rangeNow*2)
	rr.rangeNow = s.rangeNow
	s.dense = isDense(len(rr.blocks), logs)
	return rr, nil
}

func (s *Scanner) commitRange(ctx context.Context, st store.ScannerState, rr *rangeRead, rep Report) (Report, error) {
	head := uint64(rr.p.head.Number)
	// Only blocks this scanner has verified can be final here.
	final := min(s.finalHeight(rr.p), rr.to)
	// With a cross-check (crosscheck.go), no further than a second endpoint agrees.
	final, held, err := s.crossCheck(ctx, st, rr, final)
	if err != nil {
		return rep, err
	}
	pass := store.Pass{ScannerID: st.ID, From: st.Cursor, Cursor: st.Cursor, Head: head, Final: max(final, st.Final), Retain: s.cfg.retain(),
		Observations: rr.obs}
	if n := len(rr.blocks); n > 0 {
		pass.Cursor = store.Block{Number: uint64(rr.blocks[n-1].Number), Hash: lowerHash(rr.blocks[n-1].Hash)}
		// Only the retained window is worth writing: older hashes would be
		// pruned in the same transaction.
		keep := rr.blocks[max(0, n-int(min(uint64(n), s.cfg.retain()+1))):]
		for _, b := range keep {
			pass.Blocks = append(pass.Blocks, store.Block{Number: uint64(b.Number), Hash: lowerHash(b.Hash)})
			pass.Parents = append(pass.Parents, lowerHash(b.ParentHash))
		}
		pass.Sparse = rr.sparse
	}
	// Deposit addresses, at final blocks only: committed with this pass,
	// after its observations (its sweeps among them). A failed read of them
	// does not hold up the vault's deposits: the plain cursor stays, and the
	// next pass reads the same blocks again.
	var plainErr error
	if pass.Plain, plainErr = s.plainPass(ctx, st.ID, min(pass.Final, pass.Cursor.Number)); plainErr != nil {
		pass.Plain = nil
	}
	t0 := time.Now()
	res, err := s.scans.CommitPass(ctx, pass, eventID, s.payload)
	if err != nil {
		return rep, fmt.Errorf("commit pass #%d..#%d: %w", rr.from, rr.to, err)
	}
	rep.Head = head
	rep.Took.Probe += rr.took.Probe
	rep.Took.Logs += rr.took.Logs
	rep.Took.Headers += rr.took.Headers
	rep.Took.Decode += rr.took.Decode
	rep.Took.Commit += since(t0)
	rep.Rereads += rr.rereads
	rep.Cursor, rep.Final, rep.Range = pass.Cursor, pass.Final, rr.rangeNow
	rep.Observed += res.Observed
	rep.Confirmed += res.Confirmed
	rep.DoubleFinal = append(rep.DoubleFinal, res.DoubleFinal...)
	rep.Lag = head - min(head, rep.Cursor.Number)
	rep.Ranges++
	rep.Held = strings.Join(slices.DeleteFunc([]string{rr.cursorHeld, held}, func(s string) bool { return s == "" }), "; ")
	if plainErr != nil {
		rep.DepositAddresses = redact.Err(plainErr).Error()
	}
	return rep, nil
}

// Run is Pass repeated while the scanner is behind the head and until
// passes: the read of the next range (its probe with the chain identity,
// logs and headers) overlaps the commit of the current one, so a catch-up
// costs about the larger of reading and writing rather than their sum. It
// stops at the head, at any reorg or lagging node (the next Run handles
// those through Pass), or when the deadline for starting a range is past.
func (s *Scanner) Run(ctx context.Context, until time.Time) (rep Report, err error) {
	defer func() { err = redact.Err(err) }()
	rep, err = s.run(ctx, until)
	return rep, err
}

func (s *Scanner) run(ctx context.Context, until time.Time) (Report, error) {
	var (
		rep  Report
		st   store.ScannerState
		next <-chan prefetched
		err  error
	)
	// A read left running by the previous Run (it stopped at its deadline)
	// is used if the cursor is still where it started: the gap between two
	// activities then costs no read of its own.
	if pend := s.takePending(); pend != nil {
		var ok bool
		fresh := time.Since(pend.at) < maxPendingAge
		if st, ok, err = s.scans.Load(ctx, s.cfg.ID()); err == nil && ok && st.Halted == "" && st.Cursor == pend.from && fresh {
			next, rep.ScannerID = pend.ch, st.ID
		} else {
			<-pend.ch // not usable; it must not race the Pass below
		}
	}
	if next == nil {
		rep, err = s.Pass(ctx)
		if err != nil || rep.Reorg != nil || rep.Behind || rep.Lag == 0 {
			return rep, err
		}
		if st, _, err = s.scans.Load(ctx, s.cfg.ID()); err != nil {
			return rep, err
		}
		next = s.prefetch(ctx, st.Cursor, nil)
	}
	for {
		got := <-next
		if got.err != nil || got.rr == nil {
			// What is committed stays; the next Run starts with a full Pass.
			if rep.Ranges == 0 && got.err != nil {
				err := redact.Err(got.err)
				_ = s.scans.RecordAttempt(context.WithoutCancel(ctx), s.cfg.ID(), rep.Head, err)
				return rep, err
			}
			return rep, nil
		}
		rr := got.rr
		// A range held short (proveEmpty, proveRange) ends the run: reading
		// on from the held cursor would read the disputed block again now.
		behind := rr.to < uint64(rr.p.head.Number) && rr.cursorHeld == ""
		cursor := st.Cursor
		if n := len(rr.blocks); n > 0 {
			cursor = store.Block{Number: rr.to, Hash: lowerHash(rr.blocks[n-1].Hash)}
		}
		next = nil
		if behind && time.Now().Before(until) {
			next = s.prefetch(ctx, cursor, nil)
		}
		out, err := s.commitRange(ctx, st, rr, rep)
		if err != nil {
			if next != nil {
				<-next
			}
			err = redact.Err(err)
			_ = s.scans.RecordAttempt(context.WithoutCancel(ctx), s.cfg.ID(), rep.Head, err)
			return rep, err
		}
		rep = out
		st.Cursor, st.Final = rep.Cursor, rep.Final
		if next == nil {
			if behind {
				// Detached from the activity, which ends now, but bounded.
				pctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Minute)
				s.setPending(cursor, s.prefetch(pctx, cursor, cancel))
			}
			return rep, nil
		}
	}
}

// pendingRead is a prefetch that outlives the Run that started it.
type pendingRead struct {
	from store.Block
	ch   <-chan prefetched
	at   time.Time
}

// maxPendingAge bounds how old a carried read may be: the next activity
// normally follows within a second; one that went to another worker leaves
// this read behind, and a stale read near the tip would only be rewound.
const maxPendingAge = 30 * time.Second

func (s *Scanner) setPending(from store.Block, ch <-chan prefetched) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pending = &pendingRead{from: from, ch: ch, at: time.Now()}
}

func (s *Scanner) takePending() *pendingRead {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.pending
	s.pending = nil
	return p
}

type prefetched struct {
	rr  *rangeRead
	err error
}

// prefetch reads the range above cursor in the background; rr is nil when
// the node no longer has cursor as canonical or is behind it (a full Pass
// deals with that).
func (s *Scanner) prefetch(ctx context.Context, cursor store.Block, done func()) <-chan prefetched {
	out := make(chan prefetched, 1)
	go func() {
		defer close(out)
		if done != nil {
			defer done()
		}
		p, err := s.probe(ctx, cursor.Number)
		if err != nil {
			out <- prefetched{err: err}
			return
		}
		if p.at == nil || lowerHash(p.at.Hash) != cursor.Hash || uint64(p.head.Number) <= cursor.Number {
			out <- prefetched{}
			return
		}
		rr, err := s.readRange(ctx, cursor, p, nil)
		out <- prefetched{rr: rr, err: err}
	}()
	return out
}

// fetchLogs reads [from, to], halving the range while the node says it is too
// large; it returns the end of the range it managed to read.
func (s *Scanner) fetchLogs(ctx context.Context, from, to uint64) ([]types.Log, uint64, error) {
	for {
		logs, err := s.eth.FilterLogs(ctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
			Addresses: []common.Address{s.cfg.Contract}, Topics: [][]common.Hash{{s.topic}},
		})
		if err == nil {
			return logs, to, nil
		}
		if !isRangeLimit(err) || to == from {
			return nil, 0, fmt.Errorf("eth_getLogs #%d..#%d: %w", from, to, err)
		}
		s.rangeNow = max(1, (to-from+1)/2)
		to = from + s.rangeNow - 1
	}
}

// checkSnapshot proves the answers are one snapshot: the headers link from
// the cursor upwards; each log sits in the canonical block at its height and
// that block's bloom names the vault and the event; and every block whose
// bloom names both is read again by hash (EIP-234), so a range answered from
// another fork or by a lagging node cannot hide a deposit. It returns the
// logs with any re-read ones added.
//
// Blocks that did return logs are read again too: a bloom says whether a
// block may hold the event, never how many, so a node whose range answer
// holds some but not all of a block's logs (a partial log index, one
// backend of several behind a URL) would otherwise go unnoticed. The
// query by hash is the cheapest check that catches it: nodes answer it
// from the block's own receipts rather than from the range index, it costs
// one element per bloom-positive block in one batch, not the block's full
// receipts, and a block whose range answer was complete costs no more than
// that element. (Only recomputing receiptsRoot from every receipt would also
// catch a node that lies the same way in both answers; that is the price of
// a full block per deposit.)
func (s *Scanner) checkSnapshot(ctx context.Context, cursor store.Block, from uint64, blocks []*blockRef, logs []types.Log) ([]types.Log, int, []*blockRef, error) {
	parent := cursor.Hash
	for i, b := range blocks {
		if b == nil {
			return nil, 0, nil, fmt.Errorf("block #%d missing: %w", from+uint64(i), errInconsistent)
		}
		if lowerHash(b.ParentHash) != parent {
			return nil, 0, nil, fmt.Errorf("block #%d %s does not extend %s: %w", uint64(b.Number), b.Hash.Hex(), parent, errInconsistent)
		}
		parent = lowerHash(b.Hash)
	}
	ranged := make([][]types.Log, len(blocks))
	for _, l := range logs {
		i := int(l.BlockNumber - from)
		if l.BlockNumber < from || i >= len(blocks) {
			return nil, 0, nil, fmt.Errorf("log in block #%d outside #%d..#%d: %w", l.BlockNumber, from, from+uint64(len(blocks))-1, errInconsistent)
		}
		if l.BlockHash != blocks[i].Hash {
			return nil, 0, nil, fmt.Errorf("log %d claims block %s, canonical #%d is %s: %w", l.Index, l.BlockHash.Hex(), l.BlockNumber, blocks[i].Hash.Hex(), errInconsistent)
		}
		if l.Removed || l.Address != s.cfg.Contract || len(l.Topics) == 0 || l.Topics[0] != s.topic {
			return nil, 0, nil, fmt.Errorf("log %d in block #%d is removed or not the vault's event: %w", l.Index, l.BlockNumber, errInconsistent)
		}
		if !s.bloomNames(blocks[i]) {
			return nil, 0, nil, fmt.Errorf("log %d in block #%d is not in the block's logsBloom: %w", l.Index, l.BlockNumber, errInconsistent)
		}
		ranged[i] = append(ranged[i], l)
	}
	var named []*blockRef
	for _, b := range blocks {
		if s.bloomNames(b) {
			named = append(named, b)
		}
	}
	byHash, err := s.logsByHash(ctx, named)
	if err != nil {
		return nil, 0, nil, err
	}
	out := make([]types.Log, 0, len(logs))
	rereads := 0
	var empty []*blockRef
	for i, b := range blocks {
		got, ok := byHash[b.Hash]
		if !ok {
			continue // the bloom rules the event out, and no log claimed the block
		}
		if len(got) == 0 {
			// A bloom false positive, or a node that leaves the block's
			// logs out of both answers alike: proveEmpty asks a second
			// endpoint when there is one.
			empty = append(empty, b)
		}
		// Every log of the range answer must be in the block's own answer;
		// one that is not means the two answers were not one snapshot.
		index := make(map[uint]common.Hash, len(got))
		for _, l := range got {
			index[l.Index] = l.TxHash
		}
		for _, l := range ranged[i] {
			if tx, ok := index[l.Index]; !ok || tx != l.TxHash {
				return nil, 0, nil, fmt.Errorf("log %d of block #%d %s is in the range answer but not in the block's own: %w", l.Index, uint64(b.Number), b.Hash.Hex(), errInconsistent)
			}
		}
		if len(got) > len(ranged[i]) {
			rereads++ // the range answer left out logs of this block
		}
		out = append(out, got...)
	}
	sortLogs(out)
	return out, rereads, empty, nil
}

// sortLogs puts logs in chain order.
func sortLogs(logs []types.Log) {
	slices.SortStableFunc(logs, func(a, b types.Log) int {
		if c := cmp.Compare(a.BlockNumber, b.BlockNumber); c != 0 {
			return c
		}
		return cmp.Compare(a.Index, b.Index)
	})
}

// logsByHash reads the vault's Deposited logs of each block by its hash, in
// batches, and checks that every answer is about that block.
func (s *Scanner) logsByHash(ctx context.Context, blocks []*blockRef) (map[common.Hash][]types.Log, error) {
	out := make(map[common.Hash][]types.Log, len(blocks))
	for start := 0; start < len(blocks); start += HeaderBatch {
		end := min(start+HeaderBatch, len(blocks))
		got := make([][]types.Log, end-start)
		batch := make([]rpc.BatchElem, 0, end-start)
		for i, b := range blocks[start:end] {
			batch = append(batch, s.vaultLogsOf(b.Hash, &got[i]))
		}
		if err := s.rpc.BatchCallContext(ctx, batch); err != nil {
			return nil, fmt.Errorf("batch eth_getLogs by block hash #%d..#%d: %w", uint64(blocks[start].Number), uint64(blocks[end-1].Number), err)
		}
		for i, b := range blocks[start:end] {
			if err := batch[i].Error; err != nil {
				return nil, fmt.Errorf("eth_getLogs of block #%d %s (its bloom names the vault's event): %v: %w", uint64(b.Number), b.Hash.Hex(), err, errInconsistent)
			}
			for _, l := range got[i] {
				if l.BlockHash != b.Hash || l.BlockNumber != uint64(b.Number) || l.Removed || l.Address != s.cfg.Contract || len(l.Topics) == 0 || l.Topics[0] != s.topic {
					return nil, fmt.Errorf("eth_getLogs of block %s answered a log of block %s or not the vault's event: %w", b.Hash.Hex(), l.BlockHash.Hex(), errInconsistent)
				}
			}
			out[b.Hash] = got[i]
		}
	}
	return out, nil
}

// vaultLogsOf is the batch element asking for the vault's Deposited logs of
// the block with this hash, into out.
func (s *Scanner) vaultLogsOf(hash common.Hash, out *[]types.Log) rpc.BatchElem {
	return rpc.BatchElem{Method: "eth_getLogs", Args: []any{map[string]any{
		"blockHash": hash, "address": []common.Address{s.cfg.Contract}, "topics": [][]common.Hash{{s.topic}},
	}}, Result: out}
}

func (s *Scanner) bloomNames(b *blockRef) bool {
	return types.BloomLookup(b.Bloom, s.cfg.Contract) && types.BloomLookup(b.Bloom, s.topic)
}

func (s *Scanner) finalHeight(p probe) uint64 {
	if s.cfg.Finality.Tag != "" {
		return uint64(p.tagged.Number)
	}
	head := uint64(p.head.Number)
	if head < s.cfg.Finality.Depth {
		return 0
	}
	return head - s.cfg.Finality.Depth
}

// observationV1 decodes a vault v1 Deposited log: always the native coin.
func (s *Scanner) observationV1(l *types.Log, blockTime uint64) (store.Observation, error) {
	// Deposited has two indexed arguments: a log with other topics is not the
	// vault's, whatever a node claims (the bindings would leave them unset).
	if len(l.Topics) != 3 || l.Topics[0] != s.topic {
		return store.Observation{}, fmt.Errorf("decode Deposited log %d in block #%d: want the Deposited topic and 2 indexed arguments, got %d topics", l.Index, l.BlockNumber, len(l.Topics))
	}
	ev, err := s.vault.UnpackDepositedEvent(l)
	if err == nil && (ev.Amount == nil || ev.DepositId == nil) {
		err = errors.New("amount or depositId missing")
	}
	if err != nil {
		return store.Observation{}, fmt.Errorf("decode Deposited log %d in block #%d: %w", l.Index, l.BlockNumber, err)
	}
	o := s.baseObservation(l, blockTime, ev.SwapId, ev.Payer, ev.Amount)
	o.Token, o.Asset = strings.ToLower(vaultv2.NativeToken.Hex()), s.cfg.nativeAsset()
	o.DepositID = ev.DepositId.String()
	o.DepositRef = evmkey.DepositRef(s.cfg.ChainID, s.cfg.Contract, ev.DepositId)
	return o, nil
}

func lowerHash(h common.Hash) string { return strings.ToLower(h.Hex()) }

// eventID and payload turn stored observations into deliveries; the store
// calls them inside the pass's transaction.
var eventID store.EventIDFunc = evmkey.EventID

// payload names the deposit's asset as recorded with the observation, so
// every delivery of one observation names the same asset whatever the
// configuration says by now. A row without an asset is a vault v1 deposit:
// the native coin.
func (s *Scanner) payload(o store.Observation, kind, id string) ([]byte, error) {
	asset := o.Asset
	if asset == "" {
		asset = s.cfg.nativeAsset()
	}
	ev := swap.Event{
		EventID: id, SwapID: o.SwapID, Type: swap.EventType(kind), DepositRef: o.DepositRef, AmountUnits: o.AmountUnits, Asset: asset,
		Payer:   o.Payer, // who a deposit that does not bind the swap is refunded to
		ChainID: o.ChainID, BlockNumber: o.BlockNumber, BlockHash: o.BlockHash, TxHash: o.TxHash, BlockTime: int64(o.BlockTime),
	}
	if o.Kind == store.ObservationTransfer || o.Kind == store.ObservationBalance {
		ev.Via, ev.Payer = swap.ViaDepositAddress, ""
	}
	return json.Marshal(ev)
}
