// Package swapworker builds the Temporal worker that runs swaps: it registers
// the workflows and one activities value holding the real dependencies.
package swapworker

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"maps"
	"math/big"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/jackc/pgx/v5/pgxpool"
	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/interceptor"
	"go.temporal.io/sdk/worker"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/chainconf"
	"github.com/swapengine/swapengine/internal/cliflag"
	"github.com/swapengine/swapengine/internal/redact"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/tclient"
	"github.com/swapengine/swapengine/internal/txsender"
	"github.com/swapengine/swapengine/internal/webhookurl"
	"github.com/swapengine/swapengine/webhook"
	"github.com/swapengine/swapengine/workflows"
)

// Config is the worker's whole configuration.
type Config struct {
	Temporal    tclient.Config
	TaskQueue   string
	DatabaseURL string
	ExchangeURL string
	PayoutURL   string
	// WebhookSecret is one Standard Webhooks secret (whsec_<base64>) or several,
	// comma-separated, during a rotation: every secret signs every webhook.
	WebhookSecret string
	// ExchangeSecret and PayoutSecret authenticate the worker's calls to the
	// exchange receiver and to the payout/refund receiver (Standard Webhooks
	// signatures over key, timestamp and body), each like WebhookSecret: a
	// rotation list, or @FILE.
	ExchangeSecret string
	PayoutSecret   string
	// QuoteToleranceBps bounds a fill by the exchange's own quote, either
	// side, for swaps whose terms carry no quote (activities.Activities).
	QuoteToleranceBps uint64
	// RPCURL is the EVM node the chain scanner reads; empty: this worker runs no scanner
	// (unless ChainsFile names chains).
	RPCURL string
	// ChainsFile is a chains file (internal/chainconf): every chain it names is served,
	// each through its endpoint set with failover; the alternative to RPCURL/WSURL.
	ChainsFile string
	// Observability: metrics and health endpoints, tracing, logs.
	Observability
	// WebhookAllowPrivate lets merchant webhooks reach private, loopback and other non-public
	// addresses (internal/webhookurl). Off in production; on where receivers are local.
	WebhookAllowPrivate bool
	// ShutdownGrace is how long a stopping worker (SIGINT/SIGTERM) lets in-flight activities
	// finish before it cancels them; a cancelled attempt is reported failed at once, so its
	// retry starts on another worker without waiting for the attempt's timeout.
	ShutdownGrace time.Duration

	envErrs []error // settings from the environment that did not parse
	// WSURL is the same node's WebSocket endpoint: newHeads wakes the
	// scanner at the head (reads stay on RPCURL); empty: polling only.
	WSURL string
	// PprofListen serves net/http/pprof (CPU, heap, goroutine profiles); empty: none.
	PprofListen string
	// Payer pays payouts and refunds on-chain from the vault v2 (payer.go).
	Payer Payer
	// Versioning is the worker's place in a Worker Deployment (versioning.go).
	Versioning Versioning
}

// Defaults and bounds of the settings.
const (
	DefaultShutdownGrace = 30 * time.Second
	MaxShutdownGrace     = time.Hour
	// reportWindow is how long, after the grace, cancelled attempts have to report their
	// failure to Temporal before the worker gives up on them and exits.
	reportWindow = 5 * time.Second
)

// RegisterFlags adds the worker's flags, defaults from the environment.
func (c *Config) RegisterFlags(fs *flag.FlagSet) {
	c.Temporal.RegisterFlags(fs)
	fs.StringVar(&c.TaskQueue, "task-queue", cliflag.Env(workflows.TaskQueue, "SWAP_TASK_QUEUE"), "task queue (env SWAP_TASK_QUEUE)")
	fs.StringVar(&c.DatabaseURL, "database-url", cliflag.Env("", "DATABASE_URL"), "Postgres URL; its schema must be current: the worker refuses to start until `starter migrate up` has run (env DATABASE_URL)")
	// No defaults: a production worker pointed at a dev receiver by
	// omission would send real money requests nowhere (or somewhere else).
	fs.StringVar(&c.ExchangeURL, "exchange-url", cliflag.Env("", "EXCHANGE_URL"), "exchange receiver base URL (env EXCHANGE_URL; required)")
	fs.StringVar(&c.PayoutURL, "payout-url", cliflag.Env("", "PAYOUT_URL"), "payout/refund receiver base URL (env PAYOUT_URL; required)")
	fs.StringVar(&c.ExchangeSecret, "exchange-secrets", webhook.SecretEnv("EXCHANGE_SECRETS"),
		"Standard Webhooks secrets (whsec_<base64>, comma-separated during a rotation, or @FILE) that sign every call to the exchange receiver (env EXCHANGE_SECRETS, or EXCHANGE_SECRETS_FILE; required)")
	fs.StringVar(&c.PayoutSecret, "payout-secrets", webhook.SecretEnv("PAYOUT_SECRETS"),
		"secrets that sign every call to the payout/refund receiver, as -exchange-secrets (env PAYOUT_SECRETS, or PAYOUT_SECRETS_FILE; required)")
	fs.Uint64Var(&c.QuoteToleranceBps, "quote-tolerance-bps", c.envUint("QUOTE_TOLERANCE_BPS", activities.DefaultQuoteToleranceBps),
		"for a swap created without a quote: how far, in basis points either side, the fill may fall from the exchange's quote taken just before it; outside, the swap is held, not paid (env QUOTE_TOLERANCE_BPS; at most 5000)")
	c.Observability.registerFlags(fs)
	fs.StringVar(&c.RPCURL, "rpc-url", cliflag.Env("", "RPC_URL"), "EVM JSON-RPC URL for the chain scanner (env RPC_URL); needs -database-url")
	fs.StringVar(&c.ChainsFile, "chains", cliflag.Env("", "CHAINS_CONFIG"),
		"chains file (YAML, docs/deploy.md): serve every chain it names, each with RPC failover, instead of -rpc-url (env CHAINS_CONFIG); needs -database-url")
	fs.BoolVar(&c.WebhookAllowPrivate, "webhook-allow-private", c.envBool("WEBHOOK_ALLOW_PRIVATE"),
		"let webhooks reach private, loopback and link-local addresses, for local receivers (env WEBHOOK_ALLOW_PRIVATE)")
	fs.DurationVar(&c.ShutdownGrace, "shutdown-grace", c.envDuration("SHUTDOWN_GRACE", DefaultShutdownGrace),
		"on SIGINT/SIGTERM, how long in-flight activities may finish before they are cancelled and retried elsewhere (env SHUTDOWN_GRACE)")
	fs.StringVar(&c.WSURL, "ws-url", cliflag.Env("", "RPC_WS_URL"), "the node's WebSocket URL: newHeads wakes the scanner at the head, reads stay on -rpc-url (env RPC_WS_URL); empty: poll")
	fs.StringVar(&c.WebhookSecret, "webhook-secrets", cliflag.Env(webhook.SecretEnv("WEBHOOK_SECRETS"), "WEBHOOK_SECRET"),
		"Standard Webhooks signing secrets, whsec_<base64>, comma-separated during a rotation (each signs every webhook), or @FILE (env WEBHOOK_SECRETS, or WEBHOOK_SECRETS_FILE; required)")
	cliflag.Alias(fs, "webhook-secret", "webhook-secrets", fs.Output())
	c.Payer.registerFlags(fs, c)
	c.Versioning.registerFlags(fs, c)
	fs.StringVar(&c.PprofListen, "pprof-listen", cliflag.Env("", "PPROF_LISTEN"), "serve net/http/pprof at ADDR, e.g. 127.0.0.1:6060 (env PPROF_LISTEN); never on a public address")
}

func (c *Config) envBool(name string) bool { return c.envBoolDefault(name, false) }

func (c *Config) envBoolDefault(name string, def bool) bool {
	raw := cliflag.Env("", name)
	if raw == "" {
		return def
	}
	v, err := strconv.ParseBool(raw)
	if err != nil {
		c.envErrs = append(c.envErrs, fmt.Errorf("%s=%q: want true or false", name, raw))
	}
	return v
}

func (c *Config) envUint(name string, def uint64) uint64 {
	raw := cliflag.Env("", name)
	if raw == "" {
		return def
	}
	v, err := strconv.ParseUint(raw, 10, 64)
	if err != nil {
		c.envErrs = append(c.envErrs, fmt.Errorf("%s=%q: want a whole number", name, raw))
		return def
	}
	return v
}

func (c *Config) envDuration(name string, def time.Duration) time.Duration {
	raw := cliflag.Env("", name)
	if raw == "" {
		return def
	}
	v, err := time.ParseDuration(raw)
	if err != nil {
		c.envErrs = append(c.envErrs, fmt.Errorf("%s=%q: want a duration such as 30s", name, raw))
		return def
	}
	return v
}

// Validate names the first missing or malformed setting.
func (c Config) Validate() error {
	if len(c.envErrs) > 0 {
		return c.envErrs[0]
	}
	switch {
	case c.ShutdownGrace < 0:
		return fmt.Errorf("shutdown-grace %v must not be negative", c.ShutdownGrace)
	case c.ShutdownGrace > MaxShutdownGrace:
		return fmt.Errorf("shutdown-grace %v is longer than %v", c.ShutdownGrace, MaxShutdownGrace)
	case c.Temporal.Validate() != nil:
		return c.Temporal.Validate()
	case c.TaskQueue == "":
		return fmt.Errorf("task-queue is required")
	case c.ExchangeURL == "":
		return fmt.Errorf("exchange-url is required")
	case c.QuoteToleranceBps > 5000:
		return fmt.Errorf("quote-tolerance-bps %d: want at most 5000 (50 %%)", c.QuoteToleranceBps)
	case c.PayoutURL == "":
		return fmt.Errorf("payout-url is required")
	case c.ChainsFile != "" && (c.RPCURL != "" || c.WSURL != ""):
		return fmt.Errorf("chains and rpc-url/ws-url: give one; the chains file names each chain's endpoints")
	case c.ChainsFile != "" && c.DatabaseURL == "":
		return fmt.Errorf("chains needs database-url: the scanners keep their cursors in Postgres")
	case c.RPCURL != "" && c.DatabaseURL == "":
		return fmt.Errorf("rpc-url needs database-url: the scanner keeps its cursor in Postgres")
	case c.WSURL != "" && c.RPCURL == "":
		return fmt.Errorf("ws-url needs rpc-url: the WebSocket only wakes the scanner, every read goes over rpc-url")
	case c.WSURL != "" && !strings.HasPrefix(c.WSURL, "ws://") && !strings.HasPrefix(c.WSURL, "wss://"):
		return fmt.Errorf("ws-url %s must start with ws:// or wss://", redact.URL(c.WSURL)) // URLs carry API keys
	}
	if c.ChainsFile != "" {
		if _, err := chainconf.Load(c.ChainsFile); err != nil {
			return err // names the key; never a URL or secret
		}
	}
	if err := c.Observability.validate(); err != nil {
		return err
	}
	if err := c.Versioning.validate(); err != nil {
		return err
	}
	if err := c.Payer.validate(c); err != nil {
		return err
	}
	_, err := c.signers()
	return err
}

// workerSigners are the secrets the worker signs with.
type workerSigners struct {
	webhook, exchange, payout []*standardwebhooks.Webhook
}

func (c Config) signers() (workerSigners, error) {
	var (
		s    workerSigners
		errs []error
	)
	for _, x := range []struct {
		name, value string
		into        *[]*standardwebhooks.Webhook
	}{{"webhook-secrets", c.WebhookSecret, &s.webhook}, {"exchange-secrets", c.ExchangeSecret, &s.exchange}, {"payout-secrets", c.PayoutSecret, &s.payout}} {
		var err error
		*x.into, err = webhook.LoadSecrets(x.name, x.value)
		errs = append(errs, err)
	}
	return s, errors.Join(errs...)
}

// Deps are the connections a worker's activities use; nil ones disable the
// activities that need them.
type Deps struct {
	Temporal client.Client
	DB       *pgxpool.Pool
	RPC      *rpc.Client
	// ChainID is what the RPC node serves; 0: asked with eth_chainId in New.
	ChainID uint64
	Heads   *chain.Heads // newHeads wake-ups; nil: polling
	// Chains are the chains of a chains file by chain ID (Open dials them):
	// one chain task queue each.
	Chains map[uint64]activities.ChainReads
	// OnChain is the on-chain payer (openPayer); nil: payouts and refunds
	// all go to PayoutURL.
	OnChain *activities.OnChainPayer
}

// NewActivities builds the activities value with real dependencies.
func NewActivities(c Config, d Deps) (*activities.Activities, error) {
	signers, err := c.signers()
	if err != nil {
		return nil, err
	}
	policy := webhookurl.Policy{AllowPrivate: c.WebhookAllowPrivate}
	acts := &activities.Activities{
		HTTP:              activities.NewMoneyClient(20 * time.Second),
		ExchangeURL:       c.ExchangeURL,
		PayoutURL:         c.PayoutURL,
		Signers:           signers.webhook,
		ExchangeSigners:   signers.exchange,
		PayoutSigners:     signers.payout,
		QuoteToleranceBps: int(c.QuoteToleranceBps),
		WebhookPolicy:     policy,
		WebhookHTTP:       policy.Client(10 * time.Second),
	}
	if d.DB != nil {
		acts.Chain = &activities.Chain{RPC: d.RPC, Chains: d.Chains, Scans: &store.Scans{DB: d.DB}, Heads: d.Heads}
		// The dispatcher runs on the chain's task queue, where no worker polls for
		// workflows: the late-refund workflows it starts go to the shared one.
		acts.Dispatcher = &activities.Dispatcher{Temporal: d.Temporal, TaskQueue: c.TaskQueue}
		// Every payout and refund key keeps the route it was first sent by.
		acts.Routes = &store.Routes{DB: d.DB}
		acts.Deposits = &store.Scans{DB: d.DB}
		// Merchants' webhook URLs and secrets, read at each delivery; the
		// secrets are sealed under MERCHANT_SECRETS_KEY when it is set.
		box, err := store.SecretBoxFromEnv()
		if err != nil {
			return nil, err
		}
		acts.Merchants = &store.Merchants{DB: d.DB, Box: box}
	}
	if d.OnChain != nil {
		acts.OnChain = map[uint64]*activities.OnChainPayer{d.OnChain.ChainID: d.OnChain}
	}
	return acts, nil
}

// chainActivities run only on the chain's own task queue
// (workflows.ChainTaskQueue): they need the chain's RPC node and the database.
var chainActivities = map[string]bool{"ScanChain": true, "DispatchOutbox": true}

// Workers are the worker on the shared task queue (workflows and every
// activity but the chain ones) and, when this worker has chains to serve (an
// RPC URL or a chains file) and a database, one worker on each chain's task
// queue for the chain activities. A worker without them never sees a scan
// task, so it cannot take, fail or halt one.
type Workers struct {
	worker.Worker               // the shared task queue
	Chain         worker.Worker // the first chain's worker; nil without chains
	ChainQueue    string
	// Chains are every chain's worker by task queue, the first included.
	Chains map[string]worker.Worker
}

func (w *Workers) chainQueues() []string { return slices.Sorted(maps.Keys(w.Chains)) }

func (w *Workers) startChains() error {
	var started []worker.Worker
	for _, q := range w.chainQueues() {
		if err := w.Chains[q].Start(); err != nil {
			for _, s := range started {
				s.Stop()
			}
			return fmt.Errorf("start chain worker on %s: %w", q, err)
		}
		started = append(started, w.Chains[q])
	}
	return nil
}

// Start starts them all.
func (w *Workers) Start() error {
	if err := w.startChains(); err != nil {
		return err
	}
	if err := w.Worker.Start(); err != nil {
		w.stopChains()
		return err
	}
	return nil
}

// Run runs them all until interruptCh delivers.
func (w *Workers) Run(interruptCh <-chan interface{}) error {
	if err := w.startChains(); err != nil {
		return err
	}
	defer w.stopChains()
	return w.Worker.Run(interruptCh)
}

// stopChains stops the chain workers at once (each drains for the grace).
func (w *Workers) stopChains() {
	var wg sync.WaitGroup
	for _, cw := range w.Chains {
		wg.Add(1)
		go func() { defer wg.Done(); cw.Stop() }()
	}
	wg.Wait()
}

// Stop stops them all at once: each drains its in-flight activities for the
// same grace, so stopping one after the other would multiply the wait.
func (w *Workers) Stop() {
	done := make(chan struct{})
	go func() { w.stopChains(); close(done) }()
	w.Worker.Stop()
	<-done
}

// New registers everything on the workers for the client's namespace. Their
// Stop lets in-flight activities run for up to ShutdownGrace, then the SDK
// cancels them; Run adds the reporting of those cancellations.
func New(c Config, d Deps) (*Workers, *activities.Activities, error) {
	return newWorker(c, d, context.Background(), c.ShutdownGrace)
}

// newWorker builds the workers; hardStop, when it ends, cancels every running
// activity (see interruptOnStop); stopTimeout is the SDK's WorkerStopTimeout.
func newWorker(c Config, d Deps, hardStop context.Context, stopTimeout time.Duration) (*Workers, *activities.Activities, error) {
	acts, err := NewActivities(c, d)
	if err != nil {
		return nil, nil, err
	}
	opts := EngineOptions()
	opts.WorkerStopTimeout = stopTimeout
	opts.Interceptors = []interceptor.WorkerInterceptor{&interruptOnStop{hardStop: hardStop}, &observeEffects{}}
	if opts.DeploymentOptions, err = c.Versioning.deploymentOptions(); err != nil {
		return nil, nil, err
	}
	w := worker.New(d.Temporal, c.TaskQueue, opts)
	registerWorkflows(w)
	v := reflect.ValueOf(acts)
	for i := range v.NumMethod() {
		name := v.Type().Method(i).Name
		if chainActivities[name] {
			continue
		}
		w.RegisterActivityWithOptions(v.Method(i).Interface(), activity.RegisterOptions{Name: name})
	}
	out := &Workers{Worker: w, Chains: map[string]worker.Worker{}}
	var ids []uint64
	switch {
	case d.DB == nil:
	case len(d.Chains) > 0:
		ids = slices.Sorted(maps.Keys(d.Chains))
	case d.RPC != nil:
		id := d.ChainID
		if id == 0 {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			var got hexutil.Big
			if err := d.RPC.CallContext(ctx, &got, "eth_chainId"); err != nil {
				return nil, nil, fmt.Errorf("eth_chainId of the RPC node (to pick the chain's task queue): %w", redact.Err(err, c.RPCURL)) // URLs carry API keys
			}
			id = (*big.Int)(&got).Uint64()
		}
		ids = []uint64{id}
	}
	for i, id := range ids {
		q := workflows.ChainTaskQueue(c.TaskQueue, id)
		cw := worker.New(d.Temporal, q, opts)
		for name := range chainActivities {
			fn := v.MethodByName(name).Interface()
			cw.RegisterActivityWithOptions(fn, activity.RegisterOptions{Name: name})
		}
		out.Chains[q] = cw
		if i == 0 {
			out.Chain, out.ChainQueue = cw, q
		}
	}
	return out, acts, nil
}

// Open connects what the config names: Postgres, whose schema must have every migration this
// build embeds (store.Open refuses an older one, naming `starter migrate up`), and the RPC node.
func Open(ctx context.Context, c Config, cl client.Client) (Deps, func(), error) {
	d := Deps{Temporal: cl}
	closeAll := func() {
		if d.RPC != nil {
			d.RPC.Close()
		}
		if d.DB != nil {
			d.DB.Close()
		}
	}
	if c.DatabaseURL != "" {
		pool, err := store.Open(ctx, c.DatabaseURL)
		if err != nil {
			return d, closeAll, fmt.Errorf("open Postgres: %w", err)
		}
		d.DB = pool
		// Before it becomes a build that takes work: a role that cannot
		// write would fail at its first payment or scan pass.
		if err := store.CheckWritable(ctx, pool); err != nil {
			closeAll()
			return d, func() {}, fmt.Errorf("open Postgres: %w", err)
		}
	}
	if c.RPCURL != "" {
		rc, err := chain.Dial(ctx, c.RPCURL)
		if err != nil {
			closeAll()
			return d, func() {}, fmt.Errorf("dial RPC %s: %w", redact.URL(c.RPCURL), err) // URLs carry API keys; Dial's error is redacted
		}
		d.RPC = rc
	}
	if c.WSURL != "" {
		d.Heads = chain.WatchHeads(ctx, c.WSURL, nil)
	}
	if c.ChainsFile != "" {
		chains, closeChains, err := openChains(ctx, c.ChainsFile, slog.Default())
		if err != nil {
			closeAll()
			return d, func() {}, err
		}
		d.Chains = chains
		closeOthers := closeAll
		closeAll = func() { closeChains(); closeOthers() }
	}
	return d, closeAll, nil
}

// Run connects, checks Postgres's schema when configured, and runs the worker until
// ctx ends. Then it stops polling and drains: in-flight activities have
// ShutdownGrace to finish; those still running are cancelled through their
// context and report the interruption as a (retryable) failure, so Temporal
// retries them on another worker at once instead of after the attempt's
// timeout. The SDK's own stop waits reportWindow longer than the grace, so
// those reports are sent before the process exits.
func Run(ctx context.Context, c Config, logger *slog.Logger) error {
	if err := c.Validate(); err != nil {
		return err
	}
	if err := c.Versioning.resolve(); err != nil {
		return err
	}
	ob, err := c.Observability.start(ctx, &c.Temporal, logger)
	if err != nil {
		return err
	}
	defer ob.close()
	if c.PprofListen != "" {
		if err := servePprof(ctx, c.PprofListen, logger); err != nil {
			return err
		}
	}
	cl, err := tclient.Dial(c.Temporal, logger)
	if err != nil {
		return err
	}
	defer cl.Close()
	deps, closeDeps, err := Open(ctx, c, cl)
	if err != nil {
		return err
	}
	defer closeDeps()
	senderMetrics := txsender.NewMetrics()
	if err := ob.register(senderMetrics.Collectors()...); err != nil {
		return err
	}
	var node txsender.Client
	if deps.RPC != nil {
		node = ethclient.NewClient(deps.RPC)
	}
	payer, closePayer, err := openPayer(ctx, c, deps.DB, node, senderMetrics, logger)
	if err != nil {
		return err
	}
	defer closePayer()
	deps.OnChain = payer
	hardStop, interrupt := context.WithCancelCause(context.Background())
	defer interrupt(nil)
	w, _, err := newWorker(c, deps, hardStop, c.ShutdownGrace+reportWindow)
	if err != nil {
		return err
	}
	if err := w.Start(); err != nil {
		return fmt.Errorf("start worker on %s: %w", c.TaskQueue, err)
	}
	c.Versioning.bootstrap(ctx, cl, logger)
	ob.ready(cl, deps)
	logger.Info("worker started", "taskQueue", c.TaskQueue, "chainTaskQueues", w.chainQueues(), "temporal", c.Temporal.Describe())
	<-ctx.Done()
	logger.Info("worker stopping: draining in-flight activities", "grace", c.ShutdownGrace)
	grace := time.AfterFunc(c.ShutdownGrace, func() {
		logger.Warn("shutdown grace over: cancelling in-flight activities", "grace", c.ShutdownGrace)
		interrupt(errGraceOver)
	})
	w.Stop()
	grace.Stop()
	logger.Info("worker stopped")
	return nil
}
