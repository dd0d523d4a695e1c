package price

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/swapengine/swapengine/internal/price/chainlink"
)

// Feed is a Chainlink-style price feed (AggregatorV3Interface): the price of
// one Base in Quote, with the feed's own decimals. It prices Base → Quote and
// Quote → Base. Every answer is checked before it is used, as Chainlink's
// own guidance asks:
//   - a positive answer;
//   - a complete round (updatedAt set, answeredInRound ≥ roundId);
//   - not stale: updatedAt within MaxAge of now (a feed's heartbeat is
//     typically an hour; past it the price may have moved without an update)
//     and not in the future;
//   - on an L2 with a sequencer (SequencerUptimeFeed set): the sequencer up
//     (answer 0), and up for at least GracePeriod, so that prices stale from
//     the outage are not used before they had a chance to update.
type Feed struct {
	Chain   Chain
	Address common.Address
	// Base and Quote are the engine's asset names the feed's pair maps to
	// (an ETH/USD feed as ETH → USDC), with their decimals in base units.
	Base, QuoteAsset            string
	BaseDecimals, QuoteDecimals int
	MaxAge                      time.Duration
	SequencerUptimeFeed         *common.Address
	GracePeriod                 time.Duration
	// Now is the wall clock (time.Now when nil). Staleness is judged by the
	// later of it and the chain's newest block time: a node whose clock runs
	// ahead (a dev chain) does not make every update look future, and a node
	// that lags does not make a stale feed look fresh.
	Now func() time.Time
}

// Chain is what a feed is read through: calls and the newest header.
type Chain interface {
	ethereum.ContractCaller
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// Name names the feed in quotes: "feed:<base>/<quote>@<address>".
func (f Feed) Name() string {
	return fmt.Sprintf("feed:%s/%s@%s", f.Base, f.QuoteAsset, f.Address.Hex())
}

func (f Feed) now(ctx context.Context) (time.Time, error) {
	now := time.Now()
	if f.Now != nil {
		now = f.Now()
	}
	h, err := f.Chain.HeaderByNumber(ctx, nil)
	if err != nil {
		return now, fmt.Errorf("read the chain's head: %w", err)
	}
	if t := time.Unix(int64(h.Time), 0); t.After(now) {
		now = t
	}
	return now, nil
}

var aggregator = chainlink.NewMockV3Aggregator()

// round reads latestRoundData and decimals of the aggregator at addr.
func (f Feed) round(ctx context.Context, addr common.Address) (chainlink.LatestRoundDataOutput, uint8, error) {
	raw, err := f.Chain.CallContract(ctx, ethereum.CallMsg{To: &addr, Data: aggregator.PackLatestRoundData()}, nil)
	if err != nil {
		return chainlink.LatestRoundDataOutput{}, 0, fmt.Errorf("read feed %s: %w", addr.Hex(), err)
	}
	out, err := aggregator.UnpackLatestRoundData(raw)
	if err != nil {
		return out, 0, refuse("feed %s answered no round data: %v", addr.Hex(), err)
	}
	raw, err = f.Chain.CallContract(ctx, ethereum.CallMsg{To: &addr, Data: aggregator.PackDecimals()}, nil)
	if err != nil {
		return out, 0, fmt.Errorf("read feed %s decimals: %w", addr.Hex(), err)
	}
	dec, err := aggregator.UnpackDecimals(raw)
	if err != nil || dec > 36 {
		return out, 0, refuse("feed %s answered no usable decimals (%d, %v)", addr.Hex(), dec, err)
	}
	return out, dec, nil
}

// Quote prices r from the feed's latest round, after the checks above.
func (f Feed) Quote(ctx context.Context, r Request) (Price, error) {
	forward := r.AssetIn == f.Base && r.AssetOut == f.QuoteAsset
	if !forward && !(r.AssetIn == f.QuoteAsset && r.AssetOut == f.Base) {
		return Price{}, ErrNoPair
	}
	now, err := f.now(ctx)
	if err != nil {
		return Price{}, err
	}
	if f.SequencerUptimeFeed != nil {
		seq, _, err := f.round(ctx, *f.SequencerUptimeFeed)
		if err != nil {
			return Price{}, err
		}
		since := time.Unix(seq.StartedAt.Int64(), 0)
		switch {
		case seq.Answer.Sign() != 0:
			return Price{}, refuse("%s: the L2 sequencer is down (uptime feed %s): prices are not current", f.Name(), f.SequencerUptimeFeed.Hex())
		case seq.StartedAt.Sign() == 0 || now.Sub(since) < f.GracePeriod:
			return Price{}, refuse("%s: the L2 sequencer is up only since %s, within the %s grace period", f.Name(), since.UTC().Format(time.RFC3339), f.GracePeriod)
		}
	}
	rd, dec, err := f.round(ctx, f.Address)
	if err != nil {
		return Price{}, err
	}
	updated := time.Unix(rd.UpdatedAt.Int64(), 0)
	switch {
	case rd.Answer == nil || rd.Answer.Sign() <= 0:
		return Price{}, refuse("%s: answer %v is not a price", f.Name(), rd.Answer)
	case rd.UpdatedAt.Sign() == 0 || rd.AnsweredInRound.Cmp(rd.RoundId) < 0:
		return Price{}, refuse("%s: round %s is not complete (answered in round %s, updated at %s)", f.Name(), rd.RoundId, rd.AnsweredInRound, rd.UpdatedAt)
	case now.Sub(updated) > f.MaxAge:
		return Price{}, refuse("%s: stale: last updated %s, more than %s ago", f.Name(), updated.UTC().Format(time.RFC3339), f.MaxAge)
	case updated.Sub(now) > time.Minute:
		return Price{}, refuse("%s: updated in the future (%s)", f.Name(), updated.UTC().Format(time.RFC3339))
	}
	// answer / 10^dec Quote per Base; amounts in base units of each asset.
	pow := func(n int) *big.Int { return new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil) }
	out := new(big.Int).Set(r.AmountInUnits)
	if forward {
		out.Mul(out, rd.Answer).Mul(out, pow(f.QuoteDecimals))
		out.Quo(out, new(big.Int).Mul(pow(int(dec)), pow(f.BaseDecimals)))
	} else {
		out.Mul(out, pow(int(dec))).Mul(out, pow(f.BaseDecimals))
		out.Quo(out, new(big.Int).Mul(rd.Answer, pow(f.QuoteDecimals)))
	}
	return Price{Source: f.Name(), OutUnits: out, At: updated}, nil
}
