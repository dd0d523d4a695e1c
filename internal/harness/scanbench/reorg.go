package scanbench

import (
	"context"
	"fmt"
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

// ReorgRecovery counts the header requests (eth_getBlockByNumber calls, each
// element of a batch counted) from the pass that detects a reorg of depth
// until the cursor is back on the head, through the counting proxy, with a
// retained window of retain blocks. The count is deterministic.
func ReorgRecovery(ctx context.Context, dbURL string, depth int, retain uint64) (int, error) {
	c, err := devchain.Start(devchain.Options{HTTPAddr: "127.0.0.1:0", VaultKey: devchain.RandomVaultKey()})
	if err != nil {
		return 0, err
	}
	defer c.Close()
	proxy := rpcproxy.New(c.RPCURL())
	srv := httptest.NewServer(proxy)
	defer srv.Close()
	if err := store.Migrate(ctx, dbURL); err != nil { // the deploy's migrate step, on the bench's own database
		return 0, err
	}
	pool, err := store.Open(ctx, dbURL)
	if err != nil {
		return 0, err
	}
	defer pool.Close()
	rc, err := chain.Dial(ctx, srv.URL)
	if err != nil {
		return 0, err
	}
	defer rc.Close()
	cfg := chain.Config{ChainID: c.ChainID().Uint64(), Contract: c.Vault(), Finality: chain.Finality{Depth: 64}, Retain: retain}
	s, err := chain.New(cfg, rc, &store.Scans{DB: pool})
	if err != nil {
		return 0, err
	}
	if _, err := c.Mine(36); err != nil {
		return 0, err
	}
	if _, err := c.Deposit(ctx, 0, "bench-reorg", big.NewInt(1)); err != nil {
		return 0, err
	}
	if _, err := c.Mine(depth); err != nil {
		return 0, err
	}
	if err := toHead(ctx, s); err != nil {
		return 0, err
	}
	if err := c.Reorg(depth, false); err != nil {
		return 0, err
	}
	proxy.Reset()
	rep, err := s.Pass(ctx)
	if err != nil {
		return 0, err
	}
	if rep.Reorg == nil || rep.Reorg.Depth != uint64(depth) {
		return 0, fmt.Errorf("depth %d: the pass saw %+v", depth, rep.Reorg)
	}
	if rep.Cursor.Number != rep.Head {
		if err := toHead(ctx, s); err != nil {
			return 0, err
		}
	}
	return proxy.Calls("eth_getBlockByNumber"), nil
}

func toHead(ctx context.Context, s *chain.Scanner) error {
	for range 20 {
		rep, err := s.Pass(ctx)
		if err != nil {
			return err
		}
		if rep.Cursor.Number == rep.Head {
			return nil
		}
	}
	return fmt.Errorf("scanner did not reach the head")
}

func (b *bench) reorgCounts(ctx context.Context) (map[int]int, error) {
	out := map[int]int{}
	for _, d := range b.o.Depths {
		url, err := devstack.NewDatabase(ctx, b.o.DatabaseURL, "bench_reorg_"+strconv.Itoa(d)+"_"+strconv.FormatInt(time.Now().UnixNano(), 36))
		if err != nil {
			return nil, err
		}
		n, err := ReorgRecovery(ctx, url, d, 128)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(b.o.Out, "  reorg depth %d: %d header requests (bound %d)\n", d, n, d+3)
		out[d] = n
	}
	return out, nil
}
