package scanbench

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"net/http/httptest"
	"strconv"
	"time"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/devstack"
	"github.com/swapengine/swapengine/internal/harness/rpcproxy"
	"github.com/swapengine/swapengine/internal/store"
)

// SparseOptions configure the sparse catch-up (issue 17, "Figures"): a few
// deposits in many blocks, read through an RPC with added latency.
type SparseOptions struct {
	Blocks   int           // chain length (default 20,000)
	Deposits int           // deposits spread evenly over it (default 200)
	MaxRange uint64        // blocks per eth_getLogs (default Blocks/100: 100 log ranges, the shape of 200,000 blocks at 2,000)
	Latency  time.Duration // added to every HTTP request (default 50 ms)
}

func (o *SparseOptions) defaults() {
	if o.Blocks <= 0 {
		o.Blocks = 20_000
	}
	if o.Deposits <= 0 {
		o.Deposits = 200
	}
	if o.MaxRange == 0 {
		o.MaxRange = uint64(max(1, o.Blocks/100))
	}
	if o.Latency == 0 {
		o.Latency = 50 * time.Millisecond
	}
}

// Reads are what one side of the sparse figure sent.
type Reads struct {
	Requests int            `json:"httpRequests"` // round trips (a batch is one)
	Calls    map[string]int `json:"calls"`        // JSON-RPC calls by method, each batch element counted
	Total    int            `json:"callsTotal"`
	Wall     time.Duration  `json:"wall"`
}

// SparseResult is the sparse catch-up against its ceiling, same chain,
// same latency, same run.
type SparseResult struct {
	Blocks, Deposits int
	MaxRange         uint64
	Latency          time.Duration
	MineTime         time.Duration
	Scanner          Reads `json:"scanner"`
	Ceiling          Reads `json:"ceiling"`
	// Ratios of the scanner to the ceiling.
	RequestRatio, CallRatio, WallRatio float64
	// LatencyBound is the ceiling's round trips times the added latency:
	// what no reader issuing them one after another can beat.
	LatencyBound time.Duration
}

// SparseCatchUp mines the chain, reads it the fewest-requests way
// (SparseReadCeiling) and then catches a fresh scanner up on it
// (chain.Scanner.Run over a fresh database on serverURL, the worker's scan
// activity without Temporal), each through its own counting proxy with the
// same added latency.
func SparseCatchUp(ctx context.Context, serverURL string, o SparseOptions, out io.Writer) (*SparseResult, error) {
	o.defaults()
	if out == nil {
		out = io.Discard
	}
	res := &SparseResult{Blocks: o.Blocks, Deposits: o.Deposits, MaxRange: o.MaxRange, Latency: o.Latency}
	fmt.Fprintf(out, "· sparse: mining %d blocks holding %d deposits …\n", o.Blocks, o.Deposits)
	t0 := time.Now()
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", VaultKey: devchain.RandomVaultKey()})
	if err != nil {
		return nil, err
	}
	defer c.Close()
	first := c.Head() + 1
	gap := o.Blocks / o.Deposits
	for i := range o.Deposits {
		if err := ctx.Err(); err != nil {
			return nil, err // mining does not watch the context itself
		}
		tx, err := c.Deposit(ctx, i%4, fmt.Sprintf("sparse-%d", i), big.NewInt(int64(1000+i)))
		if err != nil {
			return nil, err
		}
		if _, err := c.MineUntilReceipt(ctx, tx.Hash(), 4); err != nil {
			return nil, err
		}
		if n := int(first) + (i+1)*gap - 1 - int(c.Head()); n > 0 {
			if _, err := c.Mine(n); err != nil {
				return nil, err
			}
		}
	}
	res.MineTime = time.Since(t0)
	head := c.Head()
	fmt.Fprintf(out, "  mined in %s: blocks #%d..#%d\n", res.MineTime.Round(time.Millisecond), first, head)
	cfg := chain.Config{ChainID: c.ChainID().Uint64(), Contract: c.Vault(), Finality: chain.Finality{Depth: 12}, StartBlock: first, MaxRange: o.MaxRange}

	through := func() (*rpcproxy.Proxy, string, func()) {
		p := rpcproxy.New(c.RPCURL())
		p.SetLatency(o.Latency)
		srv := httptest.NewServer(p)
		return p, srv.URL, srv.Close
	}
	reads := func(p *rpcproxy.Proxy, wall time.Duration) Reads {
		r := Reads{Requests: p.Stats().Requests, Calls: p.CallCounts(), Wall: wall}
		for _, n := range r.Calls {
			r.Total += n
		}
		return r
	}

	// The ceiling.
	p, url, closeSrv := through()
	rc, err := chain.Dial(ctx, url)
	if err != nil {
		closeSrv()
		return nil, err
	}
	t0 = time.Now()
	n, err := SparseReadCeiling(ctx, rc, cfg, first, head)
	res.Ceiling = reads(p, time.Since(t0))
	rc.Close()
	closeSrv()
	if err != nil {
		return nil, err
	}
	if n != o.Deposits {
		return nil, fmt.Errorf("sparse: the ceiling read %d deposits of %d", n, o.Deposits)
	}

	// The scanner.
	dbURL, err := devstack.NewDatabase(ctx, serverURL, "bench_sparse_"+strconv.FormatInt(time.Now().UnixNano(), 36))
	if err != nil {
		return nil, err
	}
	if err := store.Migrate(ctx, dbURL); err != nil { // the deploy's migrate step, on the bench's own database
		return nil, err
	}
	pool, err := store.Open(ctx, dbURL)
	if err != nil {
		return nil, err
	}
	defer pool.Close()
	p, url, closeSrv = through()
	defer closeSrv()
	rc, err = chain.Dial(ctx, url)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	s, err := chain.New(cfg, rc, &store.Scans{DB: pool})
	if err != nil {
		return nil, err
	}
	t0 = time.Now()
	for i := 0; ; i++ {
		rep, err := s.Run(ctx, time.Now().Add(time.Minute))
		if err != nil {
			return nil, err
		}
		if rep.Cursor.Number >= head {
			break
		}
		if i > 1000 {
			return nil, fmt.Errorf("sparse: the scanner did not reach #%d (cursor #%d)", head, rep.Cursor.Number)
		}
	}
	res.Scanner = reads(p, time.Since(t0))
	var obs int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM observations WHERE state = 'final'`).Scan(&obs); err != nil {
		return nil, err
	}
	if obs != o.Deposits {
		return nil, fmt.Errorf("sparse: %d final observations recorded for %d deposits", obs, o.Deposits)
	}
	res.RequestRatio = float64(res.Scanner.Requests) / float64(res.Ceiling.Requests)
	res.CallRatio = float64(res.Scanner.Total) / float64(res.Ceiling.Total)
	res.WallRatio = res.Scanner.Wall.Seconds() / res.Ceiling.Wall.Seconds()
	res.LatencyBound = time.Duration(res.Ceiling.Requests) * o.Latency
	fmt.Fprintf(out, "  sparse catch-up: %d requests (%d calls) in %s; ceiling %d requests (%d calls) in %s; ratios %.2f× requests, %.2f× calls, %.2f× wall\n",
		res.Scanner.Requests, res.Scanner.Total, res.Scanner.Wall.Round(time.Millisecond), res.Ceiling.Requests, res.Ceiling.Total,
		res.Ceiling.Wall.Round(time.Millisecond), res.RequestRatio, res.CallRatio, res.WallRatio)
	return res, nil
}
