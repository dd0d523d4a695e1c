package swapworker

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chainconf"
)

// openChains loads a chains file and connects every chain it names: an
// endpoint set with failover (and cross-check, where configured) for its
// reads, and a newHeads subscription when it has a WebSocket endpoint. The
// subscriptions end with ctx; the returned function closes the rest.
func openChains(ctx context.Context, path string, logger *slog.Logger) (map[uint64]activities.ChainReads, func(), error) {
	f, err := chainconf.Load(path)
	if err != nil {
		return nil, nil, err
	}
	out := map[uint64]activities.ChainReads{}
	var sets []*chain.Endpoints
	closeAll := func() {
		for _, s := range sets {
			s.Close()
		}
	}
	for _, c := range f.Chains {
		cfg := c.EndpointsConfig()
		cfg.Logger = logger.With("chain", c.Name)
		set, err := chain.DialEndpoints(ctx, cfg)
		if err != nil {
			closeAll()
			return nil, nil, fmt.Errorf("chains.%s: %w", c.Name, err) // redacted by DialEndpoints
		}
		sets = append(sets, set)
		reads := activities.ChainReads{Name: c.Name, Reader: set}
		if url, headers := c.WSURL(); url != "" {
			reads.Heads = chain.WatchHeadsHeaders(ctx, url, headers, logger.With("chain", c.Name))
		}
		out[c.ChainID] = reads
		logger.Info("chain configured", "chain", c.Name, "chainId", c.ChainID, "endpoints", len(cfg.Endpoints),
			"crossCheck", cfg.CrossCheck, "finality", c.EffectiveFinality(), "ws", reads.Heads != nil)
	}
	return out, closeAll, nil
}
