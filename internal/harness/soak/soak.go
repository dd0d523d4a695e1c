// Package soak is the chaos soak behind `swapdev soak`: N swaps driven through the real
// system — Temporal, Postgres, the provider simulators, one or two served simulated chains
// (Config.Chains; each with its own chain ID, vault v2, fault proxy and scanner, served by
// the workers from a chains file), the chain scanners and worker SUBPROCESSES — while
// workers are SIGKILLed, receivers fail or lose their responses, deliveries repeat or
// conflict, and the chains reorganise at their tips.
// At the end it checks the invariants the system promises and reports every violation.
//
// What is injected, all bounded in count and time and only on 127.0.0.1:
//
//   - worker crashes: every KillEvery (±50 %), one of the Workers subprocesses gets SIGKILL
//     and is restarted after up to half a second, at most MaxKills times;
//   - receiver failures: FailRate of the provider requests answer 503 before doing anything;
//     LoseRate have their response lost after the effect was committed (providers.Faults);
//   - deliveries: per swap, from a plan drawn with Seed — chain deposits that the scanner
//     delivers, or direct deposit-observed signals and confirm-deposit updates, plus
//     duplicates (same event ID), conflicts (same event ID, other amount), new-ID duplicates,
//     malformed signals and updates, second deposits (refunded), and deposits for swaps that
//     do not exist;
//   - chain reorgs: up to Reorgs times, the tip is replaced under a deposit that is still
//     tentative (depth ≤ finality depth − 2), preferably one the scanner has already
//     observed, keeping or dropping its
//     transactions. A deposit dropped by a reorg is paid again (the soak's choice: the swap
//     goes back to waiting, and the new deposit must still take it to success);
//   - payment reorgs: up to PaymentReorgs times, the tip is replaced under a payout or refund
//     transaction that is mined but not final, dropping and keeping it in turn.
//
// Money out: each chain runs vault v2 with a USDC-like token; every worker is an on-chain
// payer on the first chain, so its chain swaps are paid out and refunded from its vault by
// the durable sender (a hot key of the run's own), while the second chain's swaps (a worker
// pays on one chain only) and direct swaps (no chain in their terms) keep the HTTP
// receivers.
//
// Invariants (see check.go, onchain.go): exactly one Paid event on the canonical chain per
// on-chain payout/refund key, to the right address in the right token and amount, and none
// for a key nobody asked for; no gap in the hot key's nonces; the vault's balances moved by
// deposits minus payments; exactly one effect per key at every HTTP receiver and none twice;
// every swap finished in success within Timeout; no deposit parked without a swap except the
// deliberate ones; every injected conflict in its swap's ledger; every status webhook
// delivered once, in sequence order; every malformed delivery recorded or refused.
package soak

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/client"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/harness/devstack"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/harness/rpcproxy"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapworker"
	"github.com/swapengine/swapengine/internal/tclient"
	"github.com/swapengine/swapengine/workflows"
)

// Ops are the operator functions the soak drives the system with. The harness CLI package
// (internal/harness/devcli) imports this one for the `soak` command and hands them in:
// see devcli.SoakOps.
type Ops struct {
	StartOptions  func(swapID string) client.StartWorkflowOptions
	Confirm       func(ctx context.Context, cl client.Client, ev swap.Event) (swap.Result, error)
	Status        func(ctx context.Context, cl client.Client, swapID string) (workflows.StatusView, error)
	Resolve       func(ctx context.Context, cl client.Client, swapID string, req workflows.ResolveHoldRequest) (swap.Result, error)
	StartScanner  func(ctx context.Context, cl client.Client, taskQueue string, in workflows.ScannerInput) (client.WorkflowRun, error)
	ScannerStatus func(ctx context.Context, cl client.Client, cfg chain.Config) (workflows.ScannerView, error)
	// Starter runs a `starter` command (operator.Main): the soak proves its scanners'
	// coverage with `scanner-audit`, as an operator would.
	Starter func(ctx context.Context, args []string, out io.Writer) error
}

// Config sizes and seeds one soak.
type Config struct {
	Temporal tclient.Config
	// DatabaseURL is a database of the soak's own (it reads every table in it); "" (the
	// default, and required for PGRestarts): the soak starts a Postgres cluster of its own
	// (internal/harness/devstack) in Dir, which it can crash and restart.
	DatabaseURL string

	Swaps       int
	Concurrency int
	// Chains is how many dev chains are served (1 or 2), each with its own chain ID, vault
	// v2, fault proxy and scanner; chain swaps are spread over them in turn. The workers
	// pay on-chain on the first chain only (one payer chain per worker): the second chain's
	// payouts and refunds go to the HTTP receivers.
	Chains int
	Seed   int64
	// ChainShare is the fraction of swaps paid on chain (the rest get direct signals/updates).
	ChainShare float64
	// TokenShare is the fraction of chain swaps paid in the soak's USDC (paid out in ETH);
	// the others are paid in ETH (paid out in USDC). Both sides move through the vault v2.
	TokenShare float64
	// SecondShare is the fraction of direct swaps that also get a second deposit (refunded
	// once final); it keeps them open for the deliveries that follow the confirmation.
	SecondShare float64

	KillEvery time.Duration // 0: no worker kills
	MaxKills  int
	// Workers run on the task queue; the first ChainWorkers of them serve every chain
	// (through the fault proxies), the others the payer's chain alone (they pay and trade
	// on it, so they must know its DEX route). Every worker has the database and pays out
	// on-chain (through the proxy).
	Workers      int
	ChainWorkers int
	FailRate     float64
	LoseRate     float64
	Reorgs       int
	// PaymentReorgs replace the tip under a payout or refund transaction that is mined but
	// not final, at least a second apart, dropping and keeping its transactions in turn.
	PaymentReorgs int
	// Storms are bursts of 2 … StormSize reorgs at random depths, StormEvery (±50 %) apart.
	Storms     int
	StormSize  int
	StormEvery time.Duration

	// Postgres crashes: PGRestarts times, PGEvery (±50 %) apart, pg_ctl stop -m immediate
	// aimed (for up to PGAim) at a scan pass, an outbox dispatch or a receiver's write in
	// flight, then down for PGOutage.
	PGRestarts int
	PGEvery    time.Duration
	PGOutage   time.Duration
	PGAim      time.Duration
	// TemporalPG is the Postgres cluster under the Temporal server (the production stack's,
	// devstack.StartProduction); nil when the soak cannot reach it (the dev server keeps its
	// state in SQLite). TemporalPGRestarts times, TemporalPGEvery (±50 %) apart, it is
	// stopped with pg_ctl stop -m immediate under the running server and kept down for
	// TemporalPGOutage: the server loses its shards' database mid-flight and must resume
	// every swap after crash recovery.
	TemporalPG         Restartable
	TemporalPGRestarts int
	TemporalPGEvery    time.Duration
	TemporalPGOutage   time.Duration
	// RPC fault episodes through the proxy between the scanner and the chain, each kind in
	// turn (timeout, 429, range limit, garbled JSON, head backwards, lagging logs).
	RPCFaults int
	RPCEvery  time.Duration
	// PassTimeout bounds a scan pass (the scanner's PassTimeout); the RPC timeout episode
	// answers slower than it.
	PassTimeout time.Duration
	// FullChaos keeps the drive phase open until the kills, storms, Postgres crashes, RPC
	// episodes and outages have all been injected, however fast the swaps finish: the short
	// form in the test suite sets it, so that every kind is injected on any machine.
	FullChaos bool
	// Receiver outages: one receiver (exchange, payout+refund, webhooks, in turn) answers
	// 503 to everything for OutageLen, Outages times, OutageEvery (±50 %) apart.
	Outages     int
	OutageEvery time.Duration
	OutageLen   time.Duration
	// StrangerShare of chain swaps also get a deposit from a stranger's key: dust, an
	// underpayment or an overpayment (recorded or refunded, never bound).
	StrangerShare float64
	// FloodShare of the direct swaps that stay open (SecondShare) get a flood: FloodSize
	// duplicate deliveries and FloodSize new-ID deliveries (signals), and a tenth as many
	// duplicate confirmations (updates). Each swap stays far below 10,000 signals a run.
	FloodShare float64
	FloodSize  int
	// HostileShare of the payer chain's swaps paid out in native coin name as payout
	// address a recipient that refuses it within the vault's stipend (a gas burner, a
	// reverting contract, a contract without receive, in turn): the vault credits the
	// amount for claim, pays the key once, and the swap says so.
	HostileShare float64
	// PlainShare of the payer chain's swaps are paid by a plain transfer to the swap's
	// deposit address (issue 27) instead of a vault call: a bare 21,000-gas native transfer
	// or a token transfer, as an exchange withdrawal makes it. The workers' sweeper moves
	// the money into the vault; the checks prove each transfer credited once, each address
	// swept once per token, and `scanner-audit` proves the coverage of both kinds.
	PlainShare float64
	// FixedQuoteShare of the payer chain's ETH → USDC swaps (the DEX route's pair) are
	// created from a fixed quote, the pool's own with 1 % either side: the trade pays the
	// quote's promise in its own transaction (DexExecutor.tradeAndPay), and the payout
	// step finds it paid there; the others pay the fill in a second transaction.
	FixedQuoteShare float64
	// PayoutBatchSize is the workers' -payout-batch-size: above 1, the payer
	// chain's payouts go through the vault's payBatch.
	PayoutBatchSize int
	// DryWallets episodes of the payer wallet running dry: the hot key starts empty; each
	// episode waits until a payment was refused for the wallet's balance, keeps it dry for
	// DryFor, then tops it up with gas for about three payments (the last time in full).
	DryWallets int
	DryFor     time.Duration
	// FlakyEndpoint gives each chain a second RPC endpoint, named first in the chains file
	// (so the scanner starts on it), that leaves out every log or answers stale block hashes
	// at random, FlakyEvery (±50 %) apart; the scanner's cross-check and empty-block proof
	// must lose nothing and credit nothing twice.
	FlakyEndpoint bool
	FlakyEvery    time.Duration
	// TightCaps sets the payer chain's per-day caps from the plan: per token, the larger of
	// the planned customer payouts and the planned stranger refunds, with a twentieth more
	// and one payment's room (the vault's one cap bounds each window), so that payouts and
	// refunds together would not fit if they shared a window (they do not); no payment may
	// be refused for a spent period cap.
	TightCaps bool
	// ByHand payer-chain swaps are paid out above the vault's per-payment cap (TightCaps
	// sets it from the plan): the sender refuses each before it takes a nonce, and the swap
	// holds it as an item for a person. The soak then acts as the operator: it pays the
	// customer by hand from a wallet of its own, waits until that transfer is final, and
	// dismisses the item with a note. Nothing paid by a person may ever be paid again.
	ByHand int

	Timeout time.Duration // for the whole run; swaps not finished by then are violations
	// SwapDeadline is how long one swap may take from its start to its completion.
	SwapDeadline  time.Duration
	BlockTime     time.Duration
	FinalityDepth uint64
	// ActivityTimeout is each swap's per-attempt effect timeout (Tuning): how long an attempt
	// lost with a killed worker blocks its swap.
	ActivityTimeout time.Duration
	// EffectAttempts and RoundDelay are each swap's money-effect retries (Tuning): rounds
	// of three attempts, RoundDelay doubling between rounds, so an outage is outlasted.
	EffectAttempts int32
	RoundDelay     time.Duration
	// WebhookSchedule is each swap's webhook delivery schedule (Tuning): the Standard Webhooks
	// one waits 5 min after a second failed attempt, which a soak cannot sit out. The code
	// path is the same; only the delays are shorter.
	WebhookSchedule []time.Duration

	WorkerBinary string // "" builds ./worker into Dir
	Dir          string // worker logs and binary; "" = a temp dir, kept when something fails

	Out      io.Writer // the report
	Progress io.Writer // progress lines while running; nil = none
	// Hold, when set, runs after the report with the stack still up (the -keep flag).
	Hold func(Info)
}

// DefaultConfig is the default run of `swapdev soak` (200 swaps). ScaleChaos sizes the
// chaos for another number of swaps.
func DefaultConfig() Config {
	c := Config{
		Swaps: 200, Concurrency: 24, Chains: 2, Seed: 1, ChainShare: 0.5, TokenShare: 0.3, SecondShare: 0.5,
		KillEvery: 5 * time.Second, MaxKills: 40, Workers: 3, ChainWorkers: 2,
		FailRate: 0.1, LoseRate: 0.1, Reorgs: 12, PaymentReorgs: 6,
		Storms: 4, StormSize: 4, StormEvery: 20 * time.Second,
		PGRestarts: 3, PGEvery: 30 * time.Second, PGOutage: 3 * time.Second, PGAim: 10 * time.Second,
		RPCFaults: 6, RPCEvery: 12 * time.Second, PassTimeout: 10 * time.Second,
		Outages: 3, OutageEvery: 40 * time.Second, OutageLen: 30 * time.Second,
		StrangerShare: 0.2, FloodShare: 0.1, FloodSize: 100,
		HostileShare: 0.5, PlainShare: 0.3, FixedQuoteShare: 0.5, DryWallets: 3, DryFor: 10 * time.Second, FlakyEndpoint: true, FlakyEvery: 4 * time.Second, TightCaps: true, ByHand: 2,
		Timeout: 20 * time.Minute, SwapDeadline: 5 * time.Minute, BlockTime: 100 * time.Millisecond, FinalityDepth: 12,
		ActivityTimeout: 5 * time.Second, EffectAttempts: 30, RoundDelay: 5 * time.Second,
	}
	c.WebhookSchedule = webhookScheduleFor(c.OutageLen)
	return c
}

// ScaleChaos sizes the chaos for cfg.Swaps: the full run (`swapdev soak -swaps 1000`)
// spreads more of every fault over a longer drive, with receiver outages of two minutes.
func (c *Config) ScaleChaos() {
	if c.Swaps < 500 {
		return
	}
	k := c.Swaps / 200 // 5 at 1,000
	c.MaxKills, c.Reorgs, c.Storms, c.PaymentReorgs = 40*k, 12*k, 4*k, 6*k
	c.PGRestarts, c.RPCFaults, c.Outages, c.DryWallets = 3*k, 6*k, 6, 3*k
	c.OutageLen, c.OutageEvery = 2*time.Minute, 2*time.Minute
	c.Timeout, c.SwapDeadline = 58*time.Minute, 12*time.Minute
	c.WebhookSchedule = webhookScheduleFor(c.OutageLen)
}

// webhookScheduleFor is the Standard Webhooks schedule shortened for a soak, long enough
// to outlast a receiver outage of d: a few quick attempts, then every 15 s.
func webhookScheduleFor(d time.Duration) []time.Duration {
	s := []time.Duration{0, 500 * time.Millisecond, time.Second, 2 * time.Second, 4 * time.Second, 8 * time.Second}
	total := 15500 * time.Millisecond
	for total < d+30*time.Second && len(s) < 20 {
		s = append(s, 15*time.Second)
		total += 15 * time.Second
	}
	return s
}

// Validate names the first bad setting.
func (c Config) Validate() error {
	switch {
	case c.Swaps < 1:
		return errors.New("-swaps must be at least 1")
	case c.Chains < 1 || c.Chains > 2:
		return errors.New("-chains must be 1 or 2")
	case c.Concurrency < 1:
		return errors.New("-concurrency must be at least 1")
	case c.Workers < 1:
		return errors.New("-workers must be at least 1")
	case c.ChainWorkers < 1 || c.ChainWorkers > c.Workers:
		return errors.New("-chain-workers must be between 1 and -workers")
	case c.PGRestarts < 0 || c.RPCFaults < 0 || c.Outages < 0 || c.Storms < 0:
		return errors.New("-pg-restarts, -rpc-faults, -outages and -storms must not be negative")
	case c.PGRestarts > 0 && c.DatabaseURL != "":
		return errors.New("-pg-restarts needs the soak's own Postgres: leave the database URL empty")
	case c.PGRestarts > 0 && (c.PGOutage <= 0 || c.PGEvery <= 0):
		return errors.New("-pg-every and -pg-outage must be positive")
	case c.TemporalPGRestarts < 0:
		return errors.New("the Temporal server's Postgres restarts must not be negative")
	case c.TemporalPGRestarts > 0 && c.TemporalPG == nil:
		return errors.New("restarting the Temporal server's Postgres needs its cluster (the production stack's)")
	case c.TemporalPGRestarts > 0 && (c.TemporalPGOutage <= 0 || c.TemporalPGEvery <= 0):
		return errors.New("the Temporal server's Postgres outage and interval must be positive")
	case c.RPCFaults > 0 && c.RPCEvery <= 0:
		return errors.New("-rpc-every must be positive")
	case c.PassTimeout < time.Second:
		return errors.New("the scan pass timeout must be at least 1s")
	case c.Outages > 0 && (c.OutageLen <= 0 || c.OutageEvery <= 0):
		return errors.New("-outage-every and -outage must be positive")
	case c.Storms > 0 && (c.StormSize < 2 || c.StormEvery <= 0):
		return errors.New("-storm-size must be at least 2 and -storm-every positive")
	case !(c.StrangerShare >= 0 && c.StrangerShare <= 1):
		return errors.New("-stranger-share must be within [0, 1]")
	case !(c.FloodShare >= 0 && c.FloodShare <= 1):
		return errors.New("-flood-share must be within [0, 1]")
	case c.FloodSize < 0 || c.FloodSize > 2000:
		return errors.New("-flood-size must be within [0, 2000]: a run takes at most 10,000 signals")
	case !(c.HostileShare >= 0 && c.HostileShare <= 1):
		return errors.New("-hostile-share must be within [0, 1]")
	case !(c.PlainShare >= 0 && c.PlainShare <= 1):
		return errors.New("-plain-share must be within [0, 1]")
	case !(c.FixedQuoteShare >= 0 && c.FixedQuoteShare <= 1):
		return errors.New("-fixed-quote-share must be within [0, 1]")
	case c.DryWallets < 0 || (c.DryWallets > 0 && c.DryFor <= 0):
		return errors.New("-dry-wallets must not be negative, and -dry-for must be positive")
	case c.ByHand < 0 || (c.ByHand > 0 && !c.TightCaps):
		return errors.New("-by-hand must not be negative, and needs -tight-caps (which sets the per-payment cap it goes over)")
	case c.FlakyEndpoint && c.FlakyEvery <= 0:
		return errors.New("-flaky-every must be positive")
	case c.KillEvery < 0:
		return errors.New("-kill-every must not be negative")
	case c.MaxKills < 0:
		return errors.New("-max-kills must not be negative")
	case !(c.FailRate >= 0 && c.FailRate < 1):
		return errors.New("-fail-rate must be within [0, 1)")
	case !(c.LoseRate >= 0 && c.LoseRate < 1):
		return errors.New("-lose-rate must be within [0, 1)")
	case !(c.ChainShare >= 0 && c.ChainShare <= 1):
		return errors.New("-chain-share must be within [0, 1]")
	case !(c.TokenShare >= 0 && c.TokenShare <= 1):
		return errors.New("-token-share must be within [0, 1]")
	case !(c.SecondShare >= 0 && c.SecondShare <= 1):
		return errors.New("-second-share must be within [0, 1]")
	case c.PaymentReorgs < 0:
		return errors.New("-payment-reorgs must not be negative")
	case c.Reorgs < 0:
		return errors.New("-reorgs must not be negative")
	case c.Timeout <= 0:
		return errors.New("-timeout must be positive")
	case c.SwapDeadline <= 0:
		return errors.New("-swap-deadline must be positive")
	case c.BlockTime <= 0:
		return errors.New("-block-time must be positive")
	case c.FinalityDepth < reorgMargin+1:
		return fmt.Errorf("-finality-depth must be at least %d", reorgMargin+1)
	case c.ActivityTimeout <= 0:
		return errors.New("activity timeout must be positive")
	case c.Temporal.Address == "":
		return errors.New("no Temporal address")
	}
	return nil
}

// Info is where the soak's stack can be reached, for -keep. The flat chain fields are the
// first chain's; Chains has every chain.
type Info struct {
	Chains       []InfoChain
	TaskQueue    string
	SwapPrefix   string
	ProvidersURL string
	ChainRPCURL  string
	Vault        string
	ScannerID    string
	Dir          string
	DatabaseURL  string
	ProxyURL     string
}

// soak is one run's state.
type soak struct {
	cfg   Config
	ops   Ops
	runID string
	tq    string
	pool  *pgxpool.Pool
	cl    client.Client
	// chains are the served dev chains; chain is chains[0], where the workers pay on-chain.
	chains []*chainSim
	chain  *chainSim
	// provider simulators
	faults  *providers.Faults
	provURL string
	secret  string
	workers *workerSet
	// scanners are the chains' scanners, by chain; scanner is scanners[0].
	scanners []workflows.ScannerInput
	scanner  workflows.ScannerInput
	progress io.Writer

	pg *devstack.Postgres // the soak's own cluster; nil when DatabaseURL was given
	// proxies stand between the workers and each chain (proxy is the first chain's).
	proxies   []*rpcproxy.Proxy
	proxyURLs []string
	proxy     *rpcproxy.Proxy
	proxyURL  string
	// flaky are each chain's second endpoint (FlakyEndpoint), named first in the chains
	// file; nil without.
	flaky     []*rpcproxy.Proxy
	flakyURLs []string
	// walletFull: the dry-wallet episodes are over and the hot key was topped up in full.
	walletFull bool
	caps       []*capPlan // the payer chain's tightened caps (Config.TightCaps)
	outage     outages
	injected   faultCounts
	// calm is held by chaos that breaks a worker's dependencies (Postgres down, RPC faults),
	// one at a time, and by a worker's restart until it is up: no worker is refused its start
	// by a fault.
	calm sync.Mutex
	// abort ends the drive early: the chain stopped mining, nothing can finish any more.
	abort   context.CancelFunc
	stalled string

	mu      sync.Mutex
	results []*swapRun
	ghosts  map[string]bool // swap IDs of deliberately unknown deposits, as the outbox names them
	done    int
}

// Run performs one soak and returns its report; err is for failures to run at all.
// Report.Violations > 0 means an invariant did not hold.
func Run(ctx context.Context, cfg Config, ops Ops) (*Report, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if cfg.Out == nil {
		cfg.Out = io.Discard
	}
	s := &soak{cfg: cfg, ops: ops, progress: cfg.Progress, ghosts: map[string]bool{}}
	if s.progress == nil {
		s.progress = io.Discard
	}
	// Short: swap IDs go into a bytes32 on chain.
	s.runID = fmt.Sprintf("%06x", uint32(time.Now().UnixNano())&0xffffff)
	s.tq = "soak-" + s.runID

	keepDir := false
	if cfg.Dir == "" {
		dir, err := os.MkdirTemp("", "swapengine-soak-")
		if err != nil {
			return nil, err
		}
		s.cfg.Dir = dir
		defer func() {
			if !keepDir {
				os.RemoveAll(dir)
			}
		}()
	}
	var cleanups []func()
	defer func() {
		for i := len(cleanups) - 1; i >= 0; i-- {
			cleanups[i]()
		}
	}()
	start := time.Now()
	step := func(format string, a ...any) {
		fmt.Fprintf(s.progress, "[%6.1fs] %s\n", time.Since(start).Seconds(), fmt.Sprintf(format, a...))
	}

	// Postgres: the soak's own cluster unless a database was given; the providers' and the
	// soak's reads share one pool.
	if cfg.DatabaseURL == "" {
		// Postgres runs as its own user when we are root: it must reach the directory.
		if err := os.Chmod(s.cfg.Dir, 0o755); err != nil {
			return nil, err
		}
		step("starting the soak's own Postgres cluster …")
		pg, err := devstack.StartPostgres(ctx, filepath.Join(s.cfg.Dir, "pg"), nil)
		if err != nil {
			return nil, err
		}
		s.pg = pg
		cleanups = append(cleanups, func() { _ = pg.Stop() })
		s.cfg.DatabaseURL = pg.URL
		cfg.DatabaseURL = pg.URL
	}
	if err := store.Migrate(ctx, cfg.DatabaseURL); err != nil {
		return nil, err
	}
	pcfg, err := pgxpool.ParseConfig(cfg.DatabaseURL)
	if err != nil {
		return nil, err
	}
	pcfg.MaxConns = 24
	if s.pool, err = pgxpool.NewWithConfig(ctx, pcfg); err != nil {
		return nil, err
	}
	cleanups = append(cleanups, s.pool.Close)

	// Provider simulators with fault injection, in-process.
	secrets := providers.NewSecrets()
	s.secret = secrets.Webhook
	s.faults = providers.NewFaults(cfg.Seed, cfg.FailRate, cfg.LoseRate)
	// Chain swaps name their payout asset: 0.001 ETH buys 3 USDC and back (6 decimals);
	// direct swaps name none and get USDC at 2/1, as before (their amounts are small).
	prov := providers.New(s.pool, secrets.Apply(providers.Config{RateNum: 2, RateDen: 1, Faults: s.faults,
		SupportedAssets: []string{"ETH", "USDC"}, QuoteAssets: []string{"USDC", "ETH"},
		PairRates: map[string]providers.Rate{"ETH/USDC": {Num: 3, Den: 1_000_000_000}, "USDC/ETH": {Num: 1_000_000_000, Den: 3}}}))
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	srv := &http.Server{Handler: s.outage.wrap(prov.Handler()), ReadHeaderTimeout: 10 * time.Second,
		ErrorLog: slog.NewLogLogger(slog.DiscardHandler, slog.LevelError)}
	go func() { _ = srv.Serve(ln) }()
	cleanups = append(cleanups, func() {
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(sctx)
	})
	s.provURL = "http://" + ln.Addr().String()

	// The chains, mined by the soak so reorgs can be serialised with deposits; each with a
	// fault-injecting RPC proxy: the workers reach a chain only through it.
	for i := range cfg.Chains {
		var id uint64 // the first: devchain.ChainID
		if i > 0 {
			id = secondChainID
		}
		// The payer chain's hot key starts empty when its wallet is to run dry.
		hotStart := hotFund
		if i == 0 && cfg.DryWallets > 0 {
			hotStart = new(big.Int)
		}
		cs, err := startChain(cfg.FinalityDepth, id, hotStart)
		if err != nil {
			return nil, err
		}
		cs.name = chainNames[i]
		cleanups = append(cleanups, func() { _ = cs.Close() })
		serve := func() (*rpcproxy.Proxy, string, error) {
			p := rpcproxy.New(cs.c.RPCURL())
			pln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				return nil, "", err
			}
			psrv := &http.Server{Handler: p, ReadHeaderTimeout: 10 * time.Second,
				ErrorLog: slog.NewLogLogger(slog.DiscardHandler, slog.LevelError)}
			go func() { _ = psrv.Serve(pln) }()
			cleanups = append(cleanups, func() { _ = psrv.Close() })
			return p, "http://" + pln.Addr().String(), nil
		}
		p, url, err := serve()
		if err != nil {
			return nil, err
		}
		s.chains, s.proxies, s.proxyURLs = append(s.chains, cs), append(s.proxies, p), append(s.proxyURLs, url)
		if cfg.FlakyEndpoint {
			if p, url, err = serve(); err != nil {
				return nil, err
			}
			s.flaky, s.flakyURLs = append(s.flaky, p), append(s.flakyURLs, url)
			url = "flaky endpoint " + url + ", proxy " + s.proxyURLs[i]
		}
		step("chain %s (ID %s) %s, vault v2 %s (block %d), USDC %s, hot key %s; %s", cs.name, cs.chainID, cs.c.RPCURL(), cs.vault.Hex(),
			cs.vaultBlk, cs.usdc.Hex(), crypto.PubkeyToAddress(cs.hot.PublicKey).Hex(), url)
	}
	s.chain, s.proxy, s.proxyURL = s.chains[0], s.proxies[0], s.proxyURLs[0]
	if cfg.TightCaps {
		if s.caps, err = s.tightenCaps(ctx); err != nil {
			return nil, err
		}
		for _, c := range s.caps {
			step("payer chain's %s cap per day %s: planned payouts %s (%d), stranger refunds %s (%d) in their own window; together over the cap: %v", c.Token, c.PerDay, c.Payouts, c.PayoutCount, c.Refunds, c.RefundCount, c.Tight)
		}
	}
	step("providers %s", s.provURL)
	chainsFile, err := s.writeChainsFile("chains.yaml", len(s.chains))
	if err != nil {
		return nil, err
	}
	payerChainsFile, err := s.writeChainsFile("chains-payer.yaml", 1)
	if err != nil {
		return nil, err
	}

	if s.cl, err = tclient.Dial(cfg.Temporal, slog.New(slog.DiscardHandler)); err != nil {
		return nil, err
	}
	cleanups = append(cleanups, s.cl.Close)

	// Workers: subprocesses of the real binary.
	bin := cfg.WorkerBinary
	if bin == "" {
		step("building ./worker …")
		if bin, err = BuildWorker(ctx, s.cfg.Dir); err != nil {
			return nil, err
		}
	}
	base := []string{
		"-temporal-address", cfg.Temporal.Address, "-namespace", nsOrDefault(cfg.Temporal.Namespace), "-task-queue", s.tq,
		"-exchange-url", s.provURL, "-payout-url", s.provURL, "-webhook-secrets", s.secret,
		"-exchange-secrets", secrets.Exchange, "-payout-secrets", secrets.Payout,
		"-webhook-allow-private", // the merchant receiver is on loopback
	}
	// Every worker pays on-chain on the first chain (a payout runs on the shared task queue,
	// so any worker may take it, and a key must always go the same route): the database for
	// the sender's rows, the hot key in the environment, the node through the fault proxy.
	// A swap on the second chain is not on the payer's chain: its payout and refunds go to
	// the HTTP receivers. Only the first ChainWorkers serve every chain (-chains, each
	// through its proxy): the scanners. The others serve the payer's chain alone — its
	// chains file carries the DEX route, which every worker that pays there must have, as
	// in a deployment: a pair's route must not depend on which worker takes the exchange.
	base = append(base, "-database-url", cfg.DatabaseURL,
		"-payout-chain-id", s.chain.chainID.String(), "-payout-vault", s.chain.vault.Hex(),
		"-payout-token", "USDC="+s.chain.usdc.Hex(), "-payout-token", "ETH=native",
		"-payout-rpc-url", s.proxyURL, "-payout-finality-depth", fmt.Sprint(cfg.FinalityDepth),
		"-payout-vault-from-block", fmt.Sprint(s.chain.vaultBlk),
		// A payment waiting for the wallet to be funded looks again this often.
		"-payout-blocked-poll", "2s", "-payout-batch-size", fmt.Sprint(cfg.PayoutBatchSize))
	s.workers = newWorkerSet(bin, func(slot int) []string {
		file := chainsFile
		if slot >= cfg.ChainWorkers {
			file = payerChainsFile
		}
		return append(append([]string(nil), base...), "-chains", file)
	}, s.cfg.Dir, cfg.Workers)
	s.workers.env = []string{swapworker.EnvPayerKey + "=" + hex.EncodeToString(crypto.FromECDSA(s.chain.hot))}
	if err := s.workers.ensureReady(); err != nil {
		return nil, err
	}
	cleanups = append(cleanups, s.workers.stop)

	// Mining.
	stopMining := make(chan struct{})
	var mining sync.WaitGroup
	mining.Add(1)
	go func() {
		defer mining.Done()
		t := time.NewTicker(cfg.BlockTime)
		defer t.Stop()
		for {
			select {
			case <-stopMining:
				return
			case <-t.C:
				for _, cs := range s.chains {
					cs.mine()
				}
			}
		}
	}()
	cleanups = append(cleanups, func() { close(stopMining); mining.Wait() })

	// The scanners, one per chain as the chains file names it, on the workers' task queue:
	// the kills hit them too.
	file, err := chainconf.Load(chainsFile)
	if err != nil {
		return nil, err
	}
	var scannerWIDs []string
	for _, cs := range s.chains {
		c, ok := file.Chain(cs.name)
		if !ok {
			return nil, fmt.Errorf("soak: chain %q not in %s", cs.name, chainsFile)
		}
		in := workflows.ScannerInput{Config: c.ScannerConfig(),
			PollInterval: 200 * time.Millisecond, DispatchMaxAttempts: 3, DispatchLease: 2 * time.Second,
			// Short, so that a pass lost with a killed worker or a timed-out RPC node is
			// tried again soon: chain deliveries wait for it.
			PassTimeout: cfg.PassTimeout,
		}
		if _, err := ops.StartScanner(ctx, s.cl, s.tq, in); err != nil {
			return nil, err
		}
		wid := workflows.ScannerWorkflowID(in.Config)
		cleanups = append(cleanups, func() {
			tctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			_ = s.cl.TerminateWorkflow(tctx, wid, "", "soak over")
		})
		s.scanners, scannerWIDs = append(s.scanners, in), append(scannerWIDs, wid)
	}
	s.scanner = s.scanners[0]
	scannerWID := scannerWIDs[0]
	step("scanners %s on task queue %s; %d workers (%d with the chains, through the RPC proxies %s); swaps %s-*",
		strings.Join(scannerWIDs, ", "), s.tq, cfg.Workers, cfg.ChainWorkers, strings.Join(s.proxyURLs, ", "), s.prefix())

	// Chaos and the swaps.
	runCtx, cancelRun := context.WithTimeout(ctx, cfg.Timeout)
	defer cancelRun()
	s.abort = cancelRun
	chaosCtx, stopChaos := context.WithCancel(runCtx)
	var chaos, quotas sync.WaitGroup
	var chaosErrs []error
	var chaosMu sync.Mutex
	addChaosErr := func(err error) {
		chaosMu.Lock()
		chaosErrs = append(chaosErrs, err)
		chaosMu.Unlock()
	}
	// The loops whose quota FullChaos waits for (the targeted reorgs need tentative deposits,
	// which end with the swaps).
	for _, loop := range []func(){
		func() { s.killLoop(chaosCtx, addChaosErr) },
		func() { s.stormLoop(chaosCtx, addChaosErr) },
		func() { s.pgLoop(chaosCtx, addChaosErr) },
		func() { s.temporalPGLoop(chaosCtx, addChaosErr) },
		func() { s.rpcLoop(chaosCtx) },
		func() { s.outageLoop(chaosCtx) },
	} {
		chaos.Add(1)
		quotas.Add(1)
		go func() { defer chaos.Done(); defer quotas.Done(); loop() }()
	}
	// The dry wallet needs payments to run dry: it ends with the drive, not the quotas.
	chaos.Add(5)
	go func() { defer chaos.Done(); s.dryWalletLoop(chaosCtx, addChaosErr) }()
	go func() { defer chaos.Done(); s.flakyLoop(chaosCtx) }()
	go func() { defer chaos.Done(); s.reorgLoop(chaosCtx, addChaosErr) }()
	go func() { defer chaos.Done(); s.paymentReorgLoop(chaosCtx, addChaosErr) }()
	go func() { defer chaos.Done(); s.progressLoop(chaosCtx, step) }()

	s.depositGhosts()
	began := time.Now()
	s.driveAll(runCtx)
	if cfg.FullChaos {
		quotas.Wait() // bounded by the run's timeout
	}
	elapsed := time.Since(began)
	stopChaos()
	chaos.Wait()
	step("all drivers done in %s; settling", elapsed.Round(time.Millisecond))

	// Calm: every worker up, deliveries of parked rows settled.
	s.calm.Lock()
	err = s.workers.ensureReady()
	s.calm.Unlock()
	if err != nil {
		return nil, err
	}
	if err := s.refillWallet(ctx); err != nil {
		return nil, err
	}
	s.settle(ctx, step)
	s.settleSweeps(ctx, step)
	s.settlePayments(ctx, step)

	rep, err := s.check(ctx, elapsed)
	if err != nil {
		return nil, err
	}
	rep.ChaosErrors = chaosErrs
	if s.stalled != "" {
		rep.ChaosErrors = append(rep.ChaosErrors, errors.New(s.stalled))
	}
	rep.Print(cfg.Out)
	if rep.Violations > 0 {
		keepDir = true
		fmt.Fprintf(cfg.Out, "\nworker logs kept in %s\n", s.cfg.Dir)
	}
	if cfg.Hold != nil {
		var ics []InfoChain
		for i, cs := range s.chains {
			ics = append(ics, InfoChain{Name: cs.name, ChainID: cs.chainID.Uint64(), RPCURL: cs.c.RPCURL(), Vault: cs.vault.Hex(),
				USDC: cs.usdc.Hex(), ProxyURL: s.proxyURLs[i], Scanner: scannerWIDs[i]})
		}
		cfg.Hold(Info{Chains: ics, TaskQueue: s.tq, SwapPrefix: s.prefix(), ProvidersURL: s.provURL, ChainRPCURL: s.chain.c.RPCURL(),
			Vault: s.chain.vault.Hex(), ScannerID: scannerWID, Dir: s.cfg.Dir, DatabaseURL: s.cfg.DatabaseURL, ProxyURL: s.proxyURL})
	}
	return rep, nil
}

// InfoChain is where one of the soak's chains can be reached.
type InfoChain struct {
	Name                                   string
	ChainID                                uint64
	RPCURL, Vault, USDC, ProxyURL, Scanner string
}

func nsOrDefault(ns string) string {
	if ns == "" {
		return "default"
	}
	return ns
}

func (s *soak) prefix() string { return "sk" + s.runID }

// heads are the chains' heads, by name.
func (s *soak) heads() string {
	var b strings.Builder
	for i, cs := range s.chains {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %d", cs.name, cs.c.Head())
	}
	return b.String()
}

// scannerIDs are the chains' scanner IDs (the outbox's and observations' scanner_id).
func (s *soak) scannerIDs() []string {
	ids := make([]string, len(s.scanners))
	for i, in := range s.scanners {
		ids[i] = in.Config.ID()
	}
	return ids
}

// killLoop SIGKILLs a random worker every KillEvery (±50 %) and restarts it after up to
// half a second, at most MaxKills times.
func (s *soak) killLoop(ctx context.Context, fail func(error)) {
	if s.cfg.KillEvery <= 0 || s.cfg.MaxKills == 0 {
		return
	}
	rng := rand.New(rand.NewPCG(uint64(s.cfg.Seed), 0x6b111))
	for kills := 0; kills < s.cfg.MaxKills; kills++ {
		wait := time.Duration(float64(s.cfg.KillEvery) * (0.5 + rng.Float64()))
		if !sleep(ctx, wait) {
			return
		}
		slot := rng.IntN(s.cfg.Workers)
		if s.workers.kill(slot) {
			s.injected.add(fWorkerKill, 1)
		}
		_ = sleep(ctx, time.Duration(rng.IntN(500))*time.Millisecond)
		// Also brings back a worker that died by itself (reported as a violation). Not while
		// Postgres is down or the RPC node faulty: see calm.
		s.calm.Lock()
		err := s.workers.ensureReady()
		s.calm.Unlock()
		if err != nil {
			fail(fmt.Errorf("restart worker %d: %w", slot, err))
		}
	}
}

// reorgLoop replaces the tip under a tentative deposit, at least a second apart, up to
// Reorgs times, on the chains in turn, three on one before the next (so each chain sees
// every kind of targeted reorg: drop, re-mine, move); the other chain keeps going meanwhile. It prefers deposits the scanner has already observed; when none has been
// available for a few seconds, a deposit it has not seen yet will do.
func (s *soak) reorgLoop(ctx context.Context, fail func(error)) {
	if s.cfg.Reorgs == 0 {
		return
	}
	rng := rand.New(rand.NewPCG(uint64(s.cfg.Seed), 0x4e0e6))
	var last time.Time // none yet
	waiting := time.Now()
	for done := 0; done < s.cfg.Reorgs; {
		if !sleep(ctx, 100*time.Millisecond) {
			return
		}
		if time.Since(last) < time.Second {
			continue
		}
		i := done / 3 % len(s.chains)
		observed, err := s.tentativeTxs(ctx, i)
		if err != nil {
			continue
		}
		ok, err := s.chains[i].reorg(rng, observed, time.Since(waiting) > 3*time.Second)
		if err != nil {
			fail(fmt.Errorf("reorg: %w", err))
		}
		if ok {
			done++
			last, waiting = time.Now(), time.Now()
		}
	}
}

// paymentReorgLoop replaces the tip under a payment transaction of the hot key that is
// mined but not final yet, at least a second apart, up to PaymentReorgs times: dropping its
// transactions (the sender sends the stored bytes again) and keeping them (re-mined in
// another block), in turn. It is not aimed at a moment of the sender's; the Paid-per-key,
// nonce and balance invariants say whether the payment survived.
func (s *soak) paymentReorgLoop(ctx context.Context, fail func(error)) {
	if s.cfg.PaymentReorgs == 0 {
		return
	}
	hot := strings.ToLower(crypto.PubkeyToAddress(s.chain.hot.PublicKey).Hex())
	var last time.Time
	for done := 0; done < s.cfg.PaymentReorgs; {
		if !sleep(ctx, 100*time.Millisecond) {
			return
		}
		if time.Since(last) < time.Second {
			continue
		}
		txs, err := s.openPaymentTxs(ctx, hot)
		if err != nil || len(txs) == 0 {
			continue // Postgres may be down (chaos): next time
		}
		ok, err := s.chain.reorgUnderPayment(txs, done%2 == 1)
		if err != nil {
			fail(fmt.Errorf("reorg under a payment: %w", err))
		}
		if ok {
			done++
			last = time.Now()
			s.injected.add(fPaymentReorg, 1)
		}
	}
}

// openPaymentTxs are the signed transactions of the hot key's sends that are not final.
func (s *soak) openPaymentTxs(ctx context.Context, hot string) ([]common.Hash, error) {
	qctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	rows, err := s.pool.Query(qctx, `SELECT a.tx_hash FROM tx_attempts a JOIN tx_sends t ON t.key = a.key
		WHERE t.chain_id = $1 AND t.sender = $2 AND t.state IN ('sent', 'mined')`, s.chain.chainID.Int64(), hot)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []common.Hash
	for rows.Next() {
		var h string
		if err := rows.Scan(&h); err != nil {
			return nil, err
		}
		out = append(out, common.HexToHash(h))
	}
	return out, rows.Err()
}

// stormLoop sets off Storms reorg storms, StormEvery (±50 %) apart: 2 … StormSize reorgs in
// a row, each at a random depth from 1 to finality − 2, on the chains in turn from the last
// (the targeted reorgs begin on the first, so a short run with one storm has both reorged).
func (s *soak) stormLoop(ctx context.Context, fail func(error)) {
	if s.cfg.Storms == 0 {
		return
	}
	rng := rand.New(rand.NewPCG(uint64(s.cfg.Seed), 0x5702))
	for n := 0; n < s.cfg.Storms; n++ {
		if !sleep(ctx, jitter(rng, s.cfg.StormEvery)) {
			return
		}
		cs := s.chains[(len(s.chains)-1+n)%len(s.chains)]
		if _, err := cs.storm(rng, 2+rng.IntN(s.cfg.StormSize-1)); err != nil {
			fail(fmt.Errorf("storm on chain %s: %w", cs.name, err))
		}
	}
}

// tentativeTxs are the transactions of the deposits chain i's scanner holds as tentative.
func (s *soak) tentativeTxs(ctx context.Context, i int) (map[common.Hash]bool, error) {
	rows, err := s.pool.Query(ctx, `SELECT tx_hash FROM observations WHERE scanner_id = $1 AND state = 'tentative'`, s.scanners[i].Config.ID())
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[common.Hash]bool{}
	for rows.Next() {
		var h string
		if err := rows.Scan(&h); err != nil {
			return nil, err
		}
		out[common.HexToHash(h)] = true
	}
	return out, rows.Err()
}

func (s *soak) progressLoop(ctx context.Context, step func(string, ...any)) {
	lastHead, since := make([]uint64, len(s.chains)), make([]time.Time, len(s.chains))
	for i, c := range s.chains {
		lastHead[i], since[i] = c.c.Head(), time.Now()
	}
	for sleep(ctx, 10*time.Second) {
		// A chain that stopped mining (the simulated beacon producing no block after a reorg,
		// seen about once in 1,500 reorgs) holds its chain swaps: end the drive and report
		// instead of waiting out the run's timeout.
		for i, c := range s.chains {
			if head := c.c.Head(); head != lastHead[i] {
				lastHead[i], since[i] = head, time.Now()
			} else if cs := c.snapshot(); cs.MineErrors > 0 && time.Since(since[i]) > time.Minute && s.abort != nil {
				s.mu.Lock()
				s.stalled = fmt.Sprintf("chain %s stopped mining at block %d: %s", c.name, head, cs.LastMineErr)
				s.mu.Unlock()
				step("%s; ending the drive", s.stalled)
				s.abort()
				return
			}
		}
		s.mu.Lock()
		done := s.done
		s.mu.Unlock()
		var cs chainStats
		for _, c := range s.chains {
			cs.merge(c.snapshot())
		}
		ws, fs, in := s.workers.snapshot(), s.faults.Stats(), s.injected.snapshot()
		step("%d/%d swaps done; heads %s (%d mine errors); %d kills, %d reorgs (%d in storms, %d redeposits), %d pg crashes, %d rpc faults, %d outages, %d × 503, %d lost responses",
			done, s.cfg.Swaps, s.heads(), cs.MineErrors, ws.Kills, cs.Reorgs, cs.StormReorgs, cs.Redeposits,
			in[fPGScan]+in[fPGDispatch]+in[fPGReceiver]+in[fPGUntimed],
			in[fRPCTimeout]+in[fRPC429]+in[fRPCRange]+in[fRPCGarbled]+in[fRPCHeadBack]+in[fRPCLagging],
			in[fOutageExchange]+in[fOutagePayout]+in[fOutageWebhook], fs.Failed, fs.Lost)
	}
}

// settle waits (up to 45 s) until the outbox has nothing pending — the deliberate unknown
// deposits are parked only after their delivery attempts ran out — and then (up to 45 s
// more) until no late-refund workflow of this run is still running.
func (s *soak) settle(ctx context.Context, step func(string, ...any)) {
	// First the scanners: every block mined so far final and scanned (the last deposits —
	// strangers' after their swap finished — are only a few blocks old).
	for i, cs := range s.chains {
		head := cs.c.Head()
		deadline := time.Now().Add(60 * time.Second)
		for {
			v, err := s.ops.ScannerStatus(ctx, s.cl, s.scanners[i].Config)
			if err == nil && v.Final >= head {
				break
			}
			if time.Now().After(deadline) {
				step("chain %s: the scanner's final block is still %d < %d after 60 s (err %v)", cs.name, v.Final, head, err)
				break
			}
			if !sleep(ctx, 500*time.Millisecond) {
				return
			}
		}
	}
	deadline := time.Now().Add(45 * time.Second)
	for {
		var pending int
		err := s.pool.QueryRow(ctx, `SELECT count(*) FROM outbox WHERE scanner_id = ANY($1) AND state = 'pending'`,
			s.scannerIDs()).Scan(&pending)
		if err == nil && pending == 0 {
			break
		}
		if time.Now().After(deadline) {
			step("outbox still has %d pending rows after 45 s (err %v)", pending, err)
			break
		}
		if !sleep(ctx, 500*time.Millisecond) {
			return
		}
	}
	deadline = time.Now().Add(45 * time.Second)
	query := fmt.Sprintf("WorkflowType = '%s' AND WorkflowId STARTS_WITH 'refund:%s-' AND ExecutionStatus = 'Running'", activities.LateRefundWorkflowType, s.prefix())
	for {
		resp, err := s.cl.CountWorkflow(ctx, &workflowservice.CountWorkflowExecutionsRequest{Query: query})
		if err != nil {
			step("cannot count the running late refunds (%v): not waiting for them", err)
			return
		}
		if resp.GetCount() == 0 {
			return
		}
		if time.Now().After(deadline) {
			step("late refunds still running after 45 s (%d, err %v)", resp.GetCount(), err)
			return
		}
		if !sleep(ctx, 500*time.Millisecond) {
			return
		}
	}
}

// settlePayments waits (up to 60 s, the miner still running) until the sender holds no
// send of the hot key that is not final: a payment whose swap has finished is final, but a
// nonce filler or a late refund may still be on its way.
func (s *soak) settlePayments(ctx context.Context, step func(string, ...any)) {
	hot := strings.ToLower(crypto.PubkeyToAddress(s.chain.hot.PublicKey).Hex())
	deadline := time.Now().Add(60 * time.Second)
	for {
		var open int
		err := s.pool.QueryRow(ctx, `SELECT count(*) FROM tx_sends WHERE chain_id = $1 AND sender = $2 AND state IN ('unsent', 'sent', 'mined')`,
			s.chain.chainID.Int64(), hot).Scan(&open)
		if err == nil && open == 0 {
			return
		}
		if time.Now().After(deadline) {
			step("the sender still has %d payments in flight after 60 s (err %v)", open, err)
			return
		}
		if !sleep(ctx, 500*time.Millisecond) {
			return
		}
	}
}

func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

func joinErrs(errs []error) string {
	var b strings.Builder
	for i, e := range errs {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(e.Error())
	}
	return b.String()
}
