package price_test

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/devchain"
	"github.com/swapengine/swapengine/internal/price"
	"github.com/swapengine/swapengine/internal/price/chainlink"
)

// feedRig is the dev chain running Chainlink's published MockV3Aggregator.
type feedRig struct {
	t     *testing.T
	c     *devchain.Chain
	agg   *chainlink.MockV3Aggregator
	round int64
}

func newFeedRig(t *testing.T) *feedRig {
	c, err := devchain.Start(devchain.Options{})
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	return &feedRig{t: t, c: c, agg: chainlink.NewMockV3Aggregator(), round: 1}
}

// deploy puts a feed with 8 decimals answering answer on the chain.
func (r *feedRig) deploy(answer int64) common.Address {
	r.t.Helper()
	opts := bind.NewKeyedTransactor(devchain.DevKey(1), r.c.ChainID())
	addr, tx, err := bind.DeployContract(opts, common.FromHex(chainlink.MockV3AggregatorMetaData.Bin), r.c.Client(), r.agg.PackConstructor(8, big.NewInt(answer)))
	require.NoError(r.t, err)
	_, err = r.c.MineUntilReceipt(context.Background(), tx.Hash(), 3)
	require.NoError(r.t, err)
	return addr
}

// set writes a round: answer, updated at, started at.
func (r *feedRig) set(feed common.Address, answer int64, updated, started int64) {
	r.t.Helper()
	r.round++
	opts := bind.NewKeyedTransactor(devchain.DevKey(1), r.c.ChainID())
	tx, err := bind.Transact(r.agg.Instance(r.c.Client(), feed), opts, r.agg.PackUpdateRoundData(big.NewInt(r.round), big.NewInt(answer), big.NewInt(updated), big.NewInt(started)))
	require.NoError(r.t, err)
	_, err = r.c.MineUntilReceipt(context.Background(), tx.Hash(), 3)
	require.NoError(r.t, err)
}

func (r *feedRig) head() int64 {
	h, err := r.c.Client().HeaderByNumber(context.Background(), nil)
	require.NoError(r.t, err)
	return int64(h.Time)
}

func (r *feedRig) feed(addr common.Address) price.Feed {
	return price.Feed{Chain: r.c.Client(), Address: addr, Base: "ETH", QuoteAsset: "USDC", BaseDecimals: 18, QuoteDecimals: 6, MaxAge: time.Hour}
}

var milliETH = price.Request{AssetIn: "ETH", AssetOut: "USDC", AmountInUnits: big.NewInt(1_000_000_000_000_000)}

func refusal(t *testing.T, err error, want string) {
	t.Helper()
	var r *price.Refusal
	require.True(t, errors.As(err, &r), "want a refusal, got %v", err)
	assert.Contains(t, r.Reason, want)
}

// Issue 28: a feed's answer prices both ways, in the assets' own decimals.
func TestAFeedPricesBothWays(t *testing.T) {
	r := newFeedRig(t)
	f := r.feed(r.deploy(3000_12345678)) // 3,000.12345678 USDC per ETH, 8 decimals
	p, err := f.Quote(context.Background(), milliETH)
	require.NoError(t, err)
	assert.Equal(t, "3000123", p.OutUnits.String(), "0.001 ETH in USDC base units")
	assert.True(t, strings.HasPrefix(p.Source, "feed:ETH/USDC@0x"), p.Source)

	back, err := f.Quote(context.Background(), price.Request{AssetIn: "USDC", AssetOut: "ETH", AmountInUnits: big.NewInt(3_000_123_456)})
	require.NoError(t, err)
	assert.Equal(t, "999999999740010699", back.OutUnits.String(), "3,000.123456 USDC in wei, rounded down")
	even, err := r.feed(r.deploy(2500_00000000)).Quote(context.Background(), price.Request{AssetIn: "USDC", AssetOut: "ETH", AmountInUnits: big.NewInt(2_500_000_000)})
	require.NoError(t, err)
	assert.Equal(t, "1000000000000000000", even.OutUnits.String(), "2,500 USDC at 2,500 a coin")

	_, err = f.Quote(context.Background(), price.Request{AssetIn: "DAI", AssetOut: "USDC", AmountInUnits: big.NewInt(1)})
	assert.ErrorIs(t, err, price.ErrNoPair)
}

// Issue 28: a feed's answer is used only when it is a current price: a
// stale round, an incomplete one, a non-positive answer, one from the
// future, and on an L2 a sequencer down or just back up are refused.
func TestAFeedThatIsNotCurrentIsRefused(t *testing.T) {
	r := newFeedRig(t)
	addr := r.deploy(3000_00000000)
	f := r.feed(addr)
	ctx := context.Background()

	now := r.head()
	r.set(addr, 3000_00000000, now-2*3600, now-2*3600)
	_, err := f.Quote(ctx, milliETH)
	refusal(t, err, "stale")

	r.set(addr, 3000_00000000, 0, now)
	_, err = f.Quote(ctx, milliETH)
	refusal(t, err, "not complete")

	r.set(addr, -1, r.head(), r.head())
	_, err = f.Quote(ctx, milliETH)
	refusal(t, err, "not a price")

	r.set(addr, 3000_00000000, r.head()+3600, r.head())
	_, err = f.Quote(ctx, milliETH)
	refusal(t, err, "future")

	r.set(addr, 3000_00000000, r.head(), r.head())
	_, err = f.Quote(ctx, milliETH)
	require.NoError(t, err, "a current round")

	// The L2 sequencer's uptime feed (Chainlink's: 0 up, 1 down; startedAt
	// when the status changed).
	seq := r.deploy(1)
	f.SequencerUptimeFeed, f.GracePeriod = &seq, time.Hour
	r.set(seq, 1, r.head(), r.head()-7200)
	_, err = f.Quote(ctx, milliETH)
	refusal(t, err, "sequencer is down")
	r.set(seq, 0, r.head(), r.head()-60)
	_, err = f.Quote(ctx, milliETH)
	refusal(t, err, "grace period")
	r.set(seq, 0, r.head(), r.head()-7200)
	r.set(addr, 3000_00000000, r.head(), r.head())
	_, err = f.Quote(ctx, milliETH)
	require.NoError(t, err, "the sequencer up for longer than the grace period")
}

// Issue 28: two sources that disagree beyond the tolerance refuse to
// quote; within it the quote is the lower answer, named after both; a
// source that cannot answer refuses the quote.
func TestABoardQuotesOnlyWhatItsSourcesAgreeOn(t *testing.T) {
	r := newFeedRig(t)
	a, b := r.feed(r.deploy(3000_00000000)), r.feed(r.deploy(3030_00000000))
	ctx := context.Background()
	p, err := price.Board{Sources: []price.Source{a, b}, ToleranceBps: 200}.Quote(ctx, milliETH)
	require.NoError(t, err)
	assert.Equal(t, "3000000", p.OutUnits.String(), "the lower of 3.00 and 3.03")
	assert.Equal(t, a.Name()+"+"+b.Name(), p.Source)

	_, err = price.Board{Sources: []price.Source{a, b}, ToleranceBps: 50}.Quote(ctx, milliETH)
	refusal(t, err, "disagree")

	now := r.head()
	r.set(b.Address, 3030_00000000, now-7200, now-7200)
	_, err = price.Board{Sources: []price.Source{a, b}, ToleranceBps: 200}.Quote(ctx, milliETH)
	refusal(t, err, "stale")

	_, err = price.Board{Sources: []price.Source{a}}.Quote(ctx, price.Request{AssetIn: "BTC", AssetOut: "USDC", AmountInUnits: big.NewInt(1)})
	refusal(t, err, "no price source")
}
