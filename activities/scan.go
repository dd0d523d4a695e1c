package activities

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/rpc"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/store"
)

// Scanner error types; all are final until an operator acts.
const (
	ErrWrongChain     = "WrongChain"
	ErrNoContractCode = "NoContractCode"
	ErrScannerHalted  = "ScannerHalted"
)

// Chain is what the chain activities need: the reads of each chain served
// and the scanners' Postgres state. One scanner per config is kept so the
// adaptive eth_getLogs range survives between passes.
type Chain struct {
	// RPC is the one node of a worker started with -rpc-url; Chains, of one
	// started with a chains file, holds every chain it serves by chain ID
	// (each an endpoint set with failover). A scanner reads the chain of
	// its config's chain ID.
	RPC    *rpc.Client
	Chains map[uint64]ChainReads
	Scans  *store.Scans
	// Heads, when set, is a WebSocket newHeads subscription (of RPC's
	// chain): at the head a pass waits for the next block instead of the
	// workflow polling.
	Heads *chain.Heads

	mu       sync.Mutex
	scanners map[string]*chain.Scanner
	seen     map[string]uint64 // Heads.Seq before each scanner's last pass
	atHead   map[string]bool
}

func (c *Chain) lastPass(id string) (uint64, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.seen[id], c.atHead[id]
}

func (c *Chain) setLastPass(id string, seq uint64, atHead bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.seen == nil {
		c.seen, c.atHead = map[string]uint64{}, map[string]bool{}
	}
	c.seen[id], c.atHead[id] = seq, atHead
}

// ChainReads are one chain's reads: its endpoints and newHeads wake-ups.
type ChainReads struct {
	Name   string // the chains file's name for the chain
	Reader chain.Reader
	Heads  *chain.Heads // nil: polling
}

// reads picks the chain's reads by chain ID. A chain this worker does not
// serve is a retryable error, never a halt: another worker may serve it.
func (c *Chain) reads(chainID uint64) (ChainReads, error) {
	if c.Chains == nil {
		if c.RPC == nil {
			return ChainReads{}, errors.New("this worker has no chain RPC URL or chains file configured; it should not poll a chain's task queue")
		}
		return ChainReads{Reader: c.RPC, Heads: c.Heads}, nil
	}
	r, ok := c.Chains[chainID]
	if !ok {
		served := slices.Sorted(maps.Keys(c.Chains))
		return ChainReads{}, fmt.Errorf("this worker serves chain IDs %v, not chain %d: it should not poll that chain's task queue", served, chainID)
	}
	return r, nil
}

func (c *Chain) scanner(cfg chain.Config, r chain.Reader) (*chain.Scanner, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if s, ok := c.scanners[cfg.ID()]; ok {
		return s, nil
	}
	s, err := chain.New(cfg, r, c.Scans)
	if err != nil {
		return nil, temporal.NewNonRetryableApplicationError("scanner config: "+err.Error(), ErrBadRequest, err)
	}
	if c.scanners == nil {
		c.scanners = map[string]*chain.Scanner{}
	}
	c.scanners[cfg.ID()] = s
	return s, nil
}

// ScanChain runs one scanner pass: logs of the next range, their
// observations, block hashes, outbox rows and the cursor, in one transaction.
func (a *Activities) ScanChain(ctx context.Context, cfg chain.Config) (chain.Report, error) {
	if a.Chain == nil || a.Chain.Scans == nil {
		// Retryable: a misconfigured worker must never halt the scanner. Scan
		// tasks only reach workers polling the chain's task queue, which only
		// workers with an RPC URL and a database register.
		return chain.Report{}, errors.New("this worker has no chain RPC URL or database configured; it should not poll the chain's task queue")
	}
	reads, err := a.Chain.reads(cfg.ChainID)
	if err != nil {
		return chain.Report{}, err // retryable, as above
	}
	s, err := a.Chain.scanner(cfg, reads.Reader)
	if err != nil {
		return chain.Report{}, err
	}
	budget := 30 * time.Second
	if d, ok := ctx.Deadline(); ok {
		budget = time.Until(d)
	}
	var (
		waited, woken bool
		seq           uint64
	)
	if h := reads.Heads; h != nil {
		// At the head, wait for the next block's notice (a third of the
		// budget at most: the polling fallback while the socket is down).
		if seen, atHead := a.Chain.lastPass(cfg.ID()); atHead {
			woken = h.Wait(ctx, seen, min(10*time.Second, budget/3))
			waited = true
		}
		seq = h.Seq()
	}
	// Several ranges per activity while behind, reads overlapping writes;
	// no new range starts in the second half of the activity's time.
	rep, err := s.Run(ctx, time.Now().Add(budget/2))
	if set, ok := reads.Reader.(*chain.Endpoints); ok {
		rep.Endpoints = set.Status() // names and reasons only, never a URL
	}
	if h := reads.Heads; h != nil {
		a.Chain.setLastPass(cfg.ID(), seq, err == nil && rep.Lag == 0)
		st := h.Status()
		rep.Waited, rep.Woken, rep.Heads = waited, woken, &st
	}
	var halt *chain.HaltError
	m := activity.GetMetricsHandler(ctx).WithTags(ScannerMetricTags(cfg, reads.Name))
	if rep.Head > 0 {
		m.Gauge("scanner_node_head").Update(float64(rep.Head))
	}
	if err != nil {
		m.Counter("scanner_pass_errors").Inc(1)
	}
	if err == nil {
		held := 0.0
		if rep.Held != "" {
			held = 1
			activity.GetLogger(ctx).Warn("promotion held by the cross-check", "scanner", cfg.ID(), "reason", rep.Held)
		}
		m.Gauge("scanner_promotion_held").Update(held)
	}
	switch {
	case err == nil:
		m.Counter("scanner_observations").Inc(int64(rep.Observed))
		m.Counter("scanner_confirmations").Inc(int64(rep.Confirmed))
		m.Gauge("scanner_lag_blocks").Update(float64(rep.Lag))
		// Blocks final on the node that the scanner has not read yet: their
		// deposits are owed a confirmation, so payouts wait on this figure.
		m.Gauge("scanner_final_lag_blocks").Update(float64(rep.Final - min(rep.Final, rep.Cursor.Number)))
		if rep.Reorg != nil {
			m.WithTags(map[string]string{"depth": ReorgDepthBucket(rep.Reorg.Depth)}).Counter("scanner_reorgs").Inc(1)
		}
		return rep, nil
	case errors.As(err, &halt):
		return rep, temporal.NewNonRetryableApplicationError(halt.Reason, ErrScannerHalted, err)
	case errors.Is(err, chain.ErrWrongChain):
		return rep, temporal.NewNonRetryableApplicationError(err.Error(), ErrWrongChain, err)
	case errors.Is(err, chain.ErrNoCode):
		return rep, temporal.NewNonRetryableApplicationError(err.Error(), ErrNoContractCode, err)
	default:
		return rep, fmt.Errorf("scan %s: %w", cfg.ID(), err)
	}
}

// ScannerMetricTags name a scanner's chain on its metrics (the scan
// activity's and the scanner workflow's): chain_id always, chain when a
// chains file names it.
func ScannerMetricTags(cfg chain.Config, chainName string) map[string]string {
	tags := map[string]string{"scanner": cfg.ID(), "chain_id": strconv.FormatUint(cfg.ChainID, 10)}
	if chainName != "" {
		tags["chain"] = chainName
	}
	return tags
}

// ReorgDepthBucket is the depth label of swapengine_scanner_reorgs_total: few
// values, so the series stay few, and split where an operator's reaction
// changes (one block is routine, near the finality depth is an incident).
func ReorgDepthBucket(depth uint64) string {
	switch {
	case depth <= 1:
		return "1"
	case depth <= 2:
		return "2"
	case depth <= 5:
		return "3-5"
	case depth <= 12:
		return "6-12"
	default:
		return "13+"
	}
}
