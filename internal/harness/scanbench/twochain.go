package scanbench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/harness/devstack"
	"github.com/swapengine/swapengine/internal/harness/rpcproxy"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/tclient"
	"github.com/swapengine/swapengine/workflows"
)

// TwoChainOptions configure the two-chain catch-up (issue 17's figure): two
// dev chains (IDs 1337 and 31337), each read through two endpoints from a
// chains file by the worker binary.
type TwoChainOptions struct {
	Blocks   int // per chain (default 2,000)
	Deposits int // per chain, a multiple of Blocks (default 10,000)

	DatabaseURL string
	Temporal    tclient.Config
	WorkerBin   string
	Dir         string
	Out         io.Writer
}

// TwoChainResult is the two-chain figure, each part against a ceiling
// measured in the same run.
type TwoChainResult struct {
	Blocks, Deposits int // per chain
	// Alone is each chain's catch-up by a worker serving only it; Both, both
	// chains' by one worker serving both (until the later one is caught up).
	Alone [2]time.Duration
	Both  time.Duration
	// Ceiling is each chain's read ceiling alone; CeilingBoth, both read at
	// once.
	Ceiling     [2]time.Duration
	CeilingBoth time.Duration
	// Calls and Requests are JSON-RPC calls (each batch element counted)
	// and HTTP requests per block scanned, over both endpoints of the
	// chain, with failover on and the cross-check off (chain 1337 alone).
	Calls, Requests float64
	// CrossCheckCalls and CrossCheckRequests are the extra calls and
	// requests per final block with the cross-check on (every block here
	// holds deposits, so every final block is checked).
	CrossCheckCalls, CrossCheckRequests float64
	FinalBlocks                         int // final blocks of the cross-checked catch-up
}

type twoChainBench struct {
	o      TwoChainOptions
	cl     client.Client
	chains [2]*devchain.Chain
	first  [2]uint64
	eps    [2][2]*rpcproxy.Proxy
	urls   [2][2]string
}

// TwoChains runs the two-chain figure.
func TwoChains(ctx context.Context, o TwoChainOptions) (*TwoChainResult, error) {
	if o.Blocks <= 0 {
		o.Blocks = 2_000
	}
	if o.Deposits <= 0 {
		o.Deposits = 10_000
	}
	if o.Out == nil {
		o.Out = io.Discard
	}
	if o.Deposits%o.Blocks != 0 {
		return nil, fmt.Errorf("deposits (%d) must be a multiple of blocks (%d)", o.Deposits, o.Blocks)
	}
	b := &twoChainBench{o: o}
	for i, id := range []uint64{1337, 31337} {
		fmt.Fprintf(o.Out, "· mining chain %d: %d blocks holding %d deposits …\n", id, o.Blocks, o.Deposits)
		c, first, err := mineChainID(ctx, o.Blocks, o.Deposits/o.Blocks, id)
		if err != nil {
			return nil, err
		}
		defer c.Close()
		b.chains[i], b.first[i] = c, first
		for j := range 2 {
			p := rpcproxy.New(c.RPCURL())
			srv := httptest.NewServer(p)
			defer srv.Close()
			b.eps[i][j], b.urls[i][j] = p, srv.URL
		}
	}
	cl, err := tclient.Dial(o.Temporal, nil)
	if err != nil {
		return nil, err
	}
	defer cl.Close()
	b.cl = cl

	res := &TwoChainResult{Blocks: o.Blocks, Deposits: o.Deposits}
	for i := range 2 {
		if res.Ceiling[i], err = b.ceiling(ctx, []int{i}); err != nil {
			return nil, err
		}
	}
	if res.CeilingBoth, err = b.ceiling(ctx, []int{0, 1}); err != nil {
		return nil, err
	}
	calls, reqs, blocks := 0, 0, 0
	for i := range 2 {
		d, c, r, err := b.catchUp(ctx, fmt.Sprintf("alone-%d", i), []int{i}, false)
		if err != nil {
			return nil, err
		}
		res.Alone[i] = d
		if i == 0 {
			calls, reqs, blocks = c, r, int(b.chains[0].Head()-b.first[0]+1)
			res.Calls, res.Requests = float64(c)/float64(blocks), float64(r)/float64(blocks)
		}
		fmt.Fprintf(o.Out, "  chain %s alone: %s (ceiling %s)\n", b.chains[i].ChainID(), d.Round(time.Millisecond), res.Ceiling[i].Round(time.Millisecond))
	}
	if res.Both, _, _, err = b.catchUp(ctx, "both", []int{0, 1}, false); err != nil {
		return nil, err
	}
	fmt.Fprintf(o.Out, "  both at once: %s (ceiling %s)\n", res.Both.Round(time.Millisecond), res.CeilingBoth.Round(time.Millisecond))
	_, c, r, err := b.catchUp(ctx, "crosscheck", []int{0}, true)
	if err != nil {
		return nil, err
	}
	// The scanned blocks below the head's finality depth are final.
	res.FinalBlocks = blocks - int(twoChainDepth)
	res.CrossCheckCalls = float64(c-calls) / float64(res.FinalBlocks)
	res.CrossCheckRequests = float64(r-reqs) / float64(res.FinalBlocks)
	return res, nil
}

const twoChainDepth = 12

// ceiling reads the chains' ranges at once, nothing stored.
func (b *twoChainBench) ceiling(ctx context.Context, idx []int) (time.Duration, error) {
	var wg sync.WaitGroup
	errs := make([]error, len(idx))
	t0 := time.Now()
	for k, i := range idx {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rc, err := chain.Dial(ctx, b.chains[i].RPCURL())
			if err != nil {
				errs[k] = err
				return
			}
			defer rc.Close()
			c := b.chains[i]
			cfg := chain.Config{ChainID: c.ChainID().Uint64(), Contract: c.Vault(), Finality: chain.Finality{Depth: twoChainDepth}, StartBlock: b.first[i], MaxRange: 2000}
			_, errs[k] = ReadCeiling(ctx, rc, cfg, b.first[i], c.Head())
		}()
	}
	wg.Wait()
	return time.Since(t0), errors.Join(errs...)
}

// catchUp runs the chains given through one worker started with a chains
// file of them, each read through its two endpoints, until every scanner's
// cursor is at its head; it returns the time and chain idx[0]'s calls and
// HTTP requests over both its endpoints.
func (b *twoChainBench) catchUp(ctx context.Context, name string, idx []int, crossCheck bool) (time.Duration, int, int, error) {
	var yaml strings.Builder
	yaml.WriteString("chains:\n")
	for _, i := range idx {
		c := b.chains[i]
		fmt.Fprintf(&yaml, "  - name: c%d\n    chainId: %d\n    rpc: [{url: %q}, {url: %q}]\n    crossCheck: %t\n    finality: {depth: %d}\n    maxRange: 2000\n    vault: {address: %q, startBlock: %d}\n",
			c.ChainID().Uint64(), c.ChainID().Uint64(), b.urls[i][0], b.urls[i][1], crossCheck, twoChainDepth, c.Vault().Hex(), b.first[i])
	}
	path := filepath.Join(b.o.Dir, "chains-"+name+".yaml")
	if err := os.WriteFile(path, []byte(yaml.String()), 0o600); err != nil {
		return 0, 0, 0, err
	}
	file, err := chainconf.Load(path)
	if err != nil {
		return 0, 0, 0, err
	}
	dbName := "bench_two_" + strings.ReplaceAll(name, "-", "_") + "_" + strconv.FormatInt(time.Now().UnixNano(), 36)
	dbURL, err := devstack.NewDatabase(ctx, b.o.DatabaseURL, dbName)
	if err != nil {
		return 0, 0, 0, err
	}
	// The deploy's migrate step: the worker only checks the schema.
	if err := store.Migrate(ctx, dbURL); err != nil {
		return 0, 0, 0, err
	}
	queue := "bench-two-" + name + "-" + strconv.FormatInt(time.Now().UnixNano(), 36)
	var ids []uint64
	for _, i := range idx {
		ids = append(ids, b.chains[i].ChainID().Uint64())
	}
	w, err := startWorker(ctx, b.o.WorkerBin, b.o.Dir, b.o.Temporal, b.cl, name, queue, dbURL, ids, "-chains", path)
	if err != nil {
		return 0, 0, 0, err
	}
	defer w.stop()
	db, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return 0, 0, 0, err
	}
	defer db.Close(ctx)
	for _, p := range b.eps[idx[0]] {
		p.Reset()
	}
	var cfgs []chain.Config
	t0 := time.Now()
	for _, n := range file.Names() {
		c, _ := file.Chain(n)
		in := workflows.ScannerInput{Config: c.ScannerConfig(), ChainName: n, PollInterval: 500 * time.Millisecond, PassTimeout: 2 * time.Minute}
		id := workflows.ScannerWorkflowID(in.Config)
		if _, err := b.cl.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: id, TaskQueue: queue,
			WorkflowIDConflictPolicy: enumspb.WORKFLOW_ID_CONFLICT_POLICY_TERMINATE_EXISTING}, workflows.ScannerWorkflow, in); err != nil {
			return 0, 0, 0, err
		}
		defer func() { _ = b.cl.TerminateWorkflow(context.Background(), id, "", "benchmark run over") }()
		cfgs = append(cfgs, in.Config)
	}
	deadline := time.Now().Add(10 * time.Minute)
	for k, cfg := range cfgs {
		head := b.chains[idx[k]].Head()
		for {
			var cursor int64
			err := db.QueryRow(ctx, `SELECT cursor_number FROM scanners WHERE scanner_id = $1`, cfg.ID()).Scan(&cursor)
			if err == nil && uint64(cursor) >= head {
				break
			}
			if err != nil && !errors.Is(err, pgx.ErrNoRows) && !strings.Contains(err.Error(), "does not exist") {
				return 0, 0, 0, err
			}
			if time.Now().After(deadline) {
				return 0, 0, 0, fmt.Errorf("%s: no catch-up within 10 min; worker log in %s", name, w.log)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	d := time.Since(t0)
	var obs int
	if err := db.QueryRow(ctx, `SELECT count(*) FROM observations`).Scan(&obs); err != nil {
		return 0, 0, 0, err
	}
	if want := len(idx) * b.o.Deposits; obs != want {
		return 0, 0, 0, fmt.Errorf("%s: %d observations recorded for %d deposits", name, obs, want)
	}
	calls, reqs := 0, 0
	for _, p := range b.eps[idx[0]] {
		for _, n := range p.CallCounts() {
			calls += n
		}
		reqs += p.Stats().Requests
	}
	return d, calls, reqs, nil
}
