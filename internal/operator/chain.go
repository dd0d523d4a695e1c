package operator

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/serviceerror"
	taskqueuepb "go.temporal.io/api/taskqueue/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"

	"github.com/swapengine/swapengine/internal/chain"
	"github.com/swapengine/swapengine/internal/cliflag"
	"github.com/swapengine/swapengine/internal/redact"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/tclient"
	"github.com/swapengine/swapengine/workflows"
)

func chainCommands() []entry {
	return inSection(SectionScanner,
		command{"scanner-start", "start the chain scanner workflow for a (chain, contract)", runScannerStart},
		command{"scanner-status", "print the scanner's state, cursor, node head, lag, time since the last good pass, last error and last reorg", runScannerStatus},
		command{"scanner-checkpoint", "resume a halted scanner from a trusted block (number + hash); re-verifies every observation above it", runScannerCheckpoint},
		command{"scanner-resume", "wake a scanner stopped by a wrong chain, a missing contract or a halt after the cause is fixed", runScannerResume},
		command{"scanner-audit", "prove from the database that a scanner covered every block to its cursor, its retained window is one hash chain and every observation sits on a canonical block", runScannerAudit},
	)
}

// scannerFlags reads the (chain, contract) a scanner command is about.
func scannerFlags(fs *flag.FlagSet, cfg *chain.Config) *string {
	fs.Uint64Var(&cfg.ChainID, "chain-id", 0, "chain ID of the scanner (default: scanner-start asks the node at -rpc-url; the other commands use the existing scanner's)")
	return fs.String("contract", cliflag.Env("", "VAULT_ADDRESS"), "deposit vault address (env VAULT_ADDRESS; required)")
}

// chainIDFromNode fills in a chain ID left at 0 from the node itself, so an
// operator never types a chain ID that the command would then only compare
// with the node's; every command still verifies the chain before acting.
func chainIDFromNode(ctx context.Context, cmd, rpcURL string, cfg *chain.Config) error {
	if cfg.ChainID != 0 {
		return nil
	}
	if rpcURL == "" {
		return usagef("%s: -chain-id or -rpc-url is required (the chain ID is read from the node)", cmd)
	}
	// The URL is named by scheme and host only, and errors that quote it
	// are redacted: RPC URLs carry API keys.
	rc, err := chain.Dial(ctx, rpcURL)
	if err != nil {
		return fmt.Errorf("dial RPC %s: %w", redact.URL(rpcURL), err)
	}
	defer rc.Close()
	var id hexutil.Big
	if err := rc.CallContext(ctx, &id, "eth_chainId"); err != nil {
		return fmt.Errorf("%s: eth_chainId from %s: %w", cmd, redact.URL(rpcURL), redact.Err(err, rpcURL))
	}
	if !(*big.Int)(&id).IsUint64() || (*big.Int)(&id).Sign() == 0 {
		return fmt.Errorf("%s: the node at %s answers chain ID %s", cmd, redact.URL(rpcURL), (*big.Int)(&id))
	}
	cfg.ChainID = (*big.Int)(&id).Uint64()
	return nil
}

// chainIDOfScanner fills in a chain ID left at 0 from the scanner that
// already exists for the contract: commands about a running scanner must
// aim at that one, and then verify that the node serves its chain — reading
// the ID from the node instead would accept a node on the wrong chain.
func chainIDOfScanner(ctx context.Context, cmd string, tc tclient.Config, cfg *chain.Config) error {
	if cfg.ChainID != 0 {
		return nil
	}
	opts, err := tc.Options()
	if err != nil {
		return err
	}
	cl, err := dial(tc)
	if err != nil {
		return err
	}
	defer cl.Close()
	suffix := ":" + strings.ToLower(cfg.Contract.Hex())
	var ids []uint64
	var token []byte
	for {
		resp, err := cl.ListWorkflow(ctx, workflowListRequest{Query: "WorkflowType = 'ScannerWorkflow'", NextPageToken: token}.proto(opts.Namespace))
		if err != nil {
			return fmt.Errorf("%s: find the scanner of %s: %w", cmd, cfg.Contract.Hex(), err)
		}
		for _, e := range resp.GetExecutions() {
			id := e.GetExecution().GetWorkflowId()
			rest, ok := strings.CutPrefix(id, "scanner:evm:")
			if !ok || !strings.HasSuffix(id, suffix) {
				continue
			}
			var n uint64
			if _, err := fmt.Sscanf(strings.TrimSuffix(rest, suffix), "%d", &n); err == nil && !slices.Contains(ids, n) {
				ids = append(ids, n)
			}
		}
		if token = resp.GetNextPageToken(); len(token) == 0 {
			break
		}
	}
	switch len(ids) {
	case 0:
		return usagef("%s: no scanner found for contract %s; give -chain-id", cmd, cfg.Contract.Hex())
	case 1:
		cfg.ChainID = ids[0]
		return nil
	default:
		return usagef("%s: scanners on chains %v watch contract %s; give -chain-id", cmd, ids, cfg.Contract.Hex())
	}
}

// vaultOfCode sets cfg's vault version to the one the contract's code
// emits (chain.VaultVersionOf), for commands about an existing scanner:
// they check the contract's code before they act, and that check refuses a
// vault of another version than cfg names, so without this they would take
// every v2 scanner's vault for a misconfigured v1 one. Read from the chain,
// not from the scanner's workflow input, because these commands must work
// (and check the chain first) while Temporal is unreachable. Neither
// version's event in the code (a proxy) leaves cfg as it is.
func vaultOfCode(ctx context.Context, rpcURL string, cfg *chain.Config) error {
	rc, err := chain.Dial(ctx, rpcURL)
	if err != nil {
		return fmt.Errorf("dial RPC %s: %w", redact.URL(rpcURL), err)
	}
	defer rc.Close()
	v, err := chain.VaultVersionOf(ctx, rc, cfg.Contract)
	if err != nil {
		return redact.Err(err, rpcURL)
	}
	if v != "" {
		cfg.Vault = v
	}
	return nil
}

func contractAddress(cmd, s string) (common.Address, error) {
	if !common.IsHexAddress(s) {
		return common.Address{}, usagef("%s: -contract %q is not a 20-byte hex address", cmd, s)
	}
	return common.HexToAddress(s), nil
}

func runScannerStart(ctx context.Context, args []string, out io.Writer) error {
	var (
		tc tclient.Config
		in workflows.ScannerInput
	)
	fs := newFlags("scanner-start", out)
	tc.RegisterFlags(fs)
	contract := scannerFlags(fs, &in.Config)
	fs.Uint64Var(&in.Config.Finality.Depth, "finality-depth", 12, "confirmations below the head that make a block final")
	fs.StringVar(&in.Config.Finality.Tag, "finality-tag", "", "use the node's safe or finalized block instead of a depth")
	fs.Uint64Var(&in.Config.StartBlock, "start-block", 0, "first block to scan (the vault's deployment block)")
	fs.Uint64Var(&in.Config.MaxRange, "max-range", 2000, "most blocks per eth_getLogs")
	fs.Uint64Var(&in.Config.Retain, "retain", 128, "block hashes kept for reorg detection")
	fs.StringVar(&in.Config.NativeAsset, "native-asset", "", "the chain's native coin, the asset of the vault's deposits (empty: ETH); a swap binds only a deposit in its own asset")
	fs.StringVar(&in.Config.Vault, "vault-version", "", "the vault's ABI version, v1 (native coin only) or v2 (native coin and tokens; empty: v1)")
	fs.Var((*tokenFlag)(&in.Config.Tokens), "token", "with -vault-version v2: a token the vault takes and its asset, 0xADDRESS=ASSET (repeatable; "+
		"a deposit in a token not listed is delivered with its address as asset, binds no swap and is refunded)")
	fs.DurationVar(&in.PollInterval, "poll", 2*time.Second, "poll interval at the head")
	fs.IntVar(&in.DispatchMaxAttempts, "max-delivery-attempts", 2, "deliveries finding no workflow for a swap before its rows are parked unmatched (re-sent when it starts)")
	rpcURL := rpcFlag(fs)
	cf := registerChainFlags(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	if cf.set() {
		cfg, err := chainFromFile(ctx, fs, cf)
		if err != nil {
			return err
		}
		in.Config, in.ChainName = cfg, *cf.name
	} else {
		addr, err := contractAddress("scanner-start", *contract)
		if err != nil {
			return err
		}
		in.Config.Contract = addr
		if err := chainIDFromNode(ctx, "scanner-start", *rpcURL, &in.Config); err != nil {
			return err
		}
		if err := in.Config.Validate(); err != nil {
			return usagef("scanner-start: %v", err)
		}
		if *rpcURL == "" {
			return usagef("scanner-start: -rpc-url is required: the chain ID and the vault's code are checked before the scanner starts")
		}
		if err := VerifyChain(ctx, *rpcURL, in.Config); err != nil {
			return err
		}
	}
	cl, err := dial(tc)
	if err != nil {
		return err
	}
	defer cl.Close()
	run, existed, err := EnsureScanner(ctx, cl, workflows.TaskQueue, in)
	if err != nil {
		return err
	}
	if existed {
		fmt.Fprintf(out, "scanner %s already running with these settings (run %s)\n", run.GetID(), run.GetRunID())
		return nil
	}
	fmt.Fprintf(out, "scanner %s running (run %s)\n", run.GetID(), run.GetRunID())
	return nil
}

// chainFromFile is the scanner configuration of a chain of a chains file,
// verified through the chain's endpoint set (chain ID, known blocks and the
// vault's code, with failover) before anything starts.
func chainFromFile(ctx context.Context, fs *flag.FlagSet, cf chainFlags) (chain.Config, error) {
	c, err := cf.load("scanner-start", fs, "contract", "rpc-url", "chain-id", "finality-depth", "finality-tag", "start-block", "max-range", "retain", "native-asset", "vault-version", "token")
	if err != nil {
		return chain.Config{}, err
	}
	cfg := c.ScannerConfig()
	return cfg, verifyThrough(ctx, endpointsReader(c), cfg)
}

func rpcFlag(fs *flag.FlagSet) *string {
	return fs.String("rpc-url", cliflag.Env("", "RPC_URL"), "EVM JSON-RPC URL of the scanned chain (env RPC_URL)")
}

// VerifyChain checks that the node at rpcURL serves cfg's chain ID and has
// the vault's code, so no operator command acts on the wrong chain.
func VerifyChain(ctx context.Context, rpcURL string, cfg chain.Config) error {
	rc, err := chain.Dial(ctx, rpcURL)
	if err != nil {
		return fmt.Errorf("dial RPC %s: %w", redact.URL(rpcURL), err)
	}
	defer rc.Close()
	s, err := chain.New(cfg, rc, nil)
	if err != nil {
		return err
	}
	return redact.Err(s.VerifyChain(ctx), rpcURL)
}

// StartScanner starts the scanner workflow, or finds the one already running
// with the same settings (its workflow ID admits one per (chain, contract)).
// One running with other settings is a *ScannerSettingsError.
func StartScanner(ctx context.Context, cl client.Client, taskQueue string, in workflows.ScannerInput) (client.WorkflowRun, error) {
	run, _, err := EnsureScanner(ctx, cl, taskQueue, in)
	return run, err
}

// ScannerSettingsError is a scanner-start whose settings differ from those
// of the scanner already running for the same (chain, contract): starting
// would silently keep the running one's.
type ScannerSettingsError struct {
	ID    string
	Diffs []string // "retain 128 (asked 256)"
}

func (e *ScannerSettingsError) Error() string {
	return fmt.Sprintf("scanner %s is already running with other settings: %s; nothing was changed. "+
		"Start it again with the running settings, or, to change them, terminate it (`temporal workflow terminate -w %s`) and run scanner-start again: "+
		"its cursor is kept in Postgres", e.ID, strings.Join(e.Diffs, ", "), e.ID)
}

// EnsureScanner starts the scanner workflow; existed says it was already
// running with the same settings (nothing was started). The settings are
// compared with the running run's input, which continue-as-new carries
// unchanged; the state it carries (passes, last report) is not a setting.
func EnsureScanner(ctx context.Context, cl client.Client, taskQueue string, in workflows.ScannerInput) (client.WorkflowRun, bool, error) {
	id := workflows.ScannerWorkflowID(in.Config)
	run, err := cl.ExecuteWorkflow(ctx, client.StartWorkflowOptions{
		ID:                                       id,
		TaskQueue:                                taskQueue,
		WorkflowIDConflictPolicy:                 enumspb.WORKFLOW_ID_CONFLICT_POLICY_FAIL,
		WorkflowExecutionErrorWhenAlreadyStarted: true,
		// Temporal Web lists scanners by this line: the chain by name.
		StaticSummary: fmt.Sprintf("scanner of chain %s, vault %s", chainLabel(in.ChainName, in.Config.ChainID), in.Config.Contract.Hex()),
	}, workflows.ScannerWorkflow, in)
	var started *serviceerror.WorkflowExecutionAlreadyStarted
	switch {
	case err == nil:
		return run, false, nil
	case !errors.As(err, &started):
		return nil, false, fmt.Errorf("start scanner %s: %w", in.Config.ID(), err)
	}
	running, runID, err := runningScannerInput(ctx, cl, id)
	if err != nil {
		return nil, false, fmt.Errorf("scanner %s is already running; reading its settings: %w", id, err)
	}
	if diffs := scannerSettingsDiff(running, in); len(diffs) > 0 {
		return nil, false, &ScannerSettingsError{ID: id, Diffs: diffs}
	}
	return cl.GetWorkflow(ctx, id, runID), true, nil
}

// runningScannerInput reads the input of the scanner's current run from
// the first event of its history.
func runningScannerInput(ctx context.Context, cl client.Client, id string) (workflows.ScannerInput, string, error) {
	var in workflows.ScannerInput
	desc, err := cl.DescribeWorkflowExecution(ctx, id, "")
	if err != nil {
		return in, "", err
	}
	runID := desc.GetWorkflowExecutionInfo().GetExecution().GetRunId()
	it := cl.GetWorkflowHistory(ctx, id, runID, false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	if !it.HasNext() {
		return in, runID, errors.New("its history is empty")
	}
	ev, err := it.Next()
	if err != nil {
		return in, runID, err
	}
	attrs := ev.GetWorkflowExecutionStartedEventAttributes()
	if attrs == nil {
		return in, runID, fmt.Errorf("its first event is %s, not the start", ev.GetEventType())
	}
	if err := converter.GetDefaultDataConverter().FromPayloads(attrs.GetInput(), &in); err != nil {
		return in, runID, fmt.Errorf("decode its input: %w", err)
	}
	return in, runID, nil
}

// scannerSettingsDiff names each setting of want that differs from have,
// by its scanner-start flag where it has one.
func scannerSettingsDiff(have, want workflows.ScannerInput) []string {
	var out []string
	diff := func(name string, h, w any) {
		if h != w {
			out = append(out, fmt.Sprintf("%s %v (asked %v)", name, h, w))
		}
	}
	hc, wc := have.Config, want.Config
	diff("finality-depth", hc.Finality.Depth, wc.Finality.Depth)
	diff("finality-tag", quoted(hc.Finality.Tag), quoted(wc.Finality.Tag))
	diff("start-block", hc.StartBlock, wc.StartBlock)
	diff("max-range", hc.MaxRange, wc.MaxRange)
	diff("retain", hc.Retain, wc.Retain)
	diff("native-asset", quoted(hc.NativeAsset), quoted(wc.NativeAsset))
	diff("vault-version", hc.VaultVersion(), wc.VaultVersion())
	diff("token", quoted(hc.TokenMap()), quoted(wc.TokenMap()))
	diff("poll", have.PollInterval, want.PollInterval)
	diff("max-delivery-attempts", have.DispatchMaxAttempts, want.DispatchMaxAttempts)
	diff("dispatchLease", have.DispatchLease, want.DispatchLease)
	diff("passTimeout", have.PassTimeout, want.PassTimeout)
	diff("continueAsNewAfter", have.ContinueAsNewAfter, want.ContinueAsNewAfter)
	diff("scheduleToStart", have.ScheduleToStart, want.ScheduleToStart)
	return out
}

func quoted(s string) string { return fmt.Sprintf("%q", s) }

// tokenFlag collects repeated -token 0xADDRESS=ASSET flags in order;
// chain.Config.Validate checks each entry (its errors name tokens[i], the
// i-th -token flag counting from 0).
type tokenFlag []chain.Token

func (f *tokenFlag) String() string {
	if f == nil {
		return ""
	}
	return chain.Config{Tokens: *f}.TokenMap()
}

func (f *tokenFlag) Set(s string) error {
	addr, asset, ok := strings.Cut(s, "=")
	if !ok || addr == "" || asset == "" {
		return fmt.Errorf("%q: want 0xADDRESS=ASSET", s)
	}
	*f = append(*f, chain.Token{Address: addr, Asset: asset})
	return nil
}

func runScannerStatus(ctx context.Context, args []string, out io.Writer) error {
	var (
		tc  tclient.Config
		cfg chain.Config
	)
	fs := newFlags("scanner-status", out)
	tc.RegisterFlags(fs)
	contract := scannerFlags(fs, &cfg)
	cf := registerChainFlags(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	if cf.set() {
		c, err := cf.load("scanner-status", fs, "contract", "chain-id")
		if err != nil {
			return err
		}
		cfg = c.ScannerConfig()
	} else {
		addr, err := contractAddress("scanner-status", *contract)
		if err != nil {
			return err
		}
		cfg.Contract = addr
		if err := chainIDOfScanner(ctx, "scanner-status", tc, &cfg); err != nil {
			return err
		}
	}
	cl, err := dial(tc)
	if err != nil {
		return err
	}
	defer cl.Close()
	v, err := ScannerStatus(ctx, cl, cfg)
	if err != nil {
		return err
	}
	return printJSON(out, v)
}

// ScannerStatus runs the scanner query, and says the scanner is stalled when
// no worker polls its chain's task queue now: the workflow itself only
// learns it when a scan waited out its schedule-to-start timeout.
func ScannerStatus(ctx context.Context, cl client.Client, cfg chain.Config) (workflows.ScannerView, error) {
	var v workflows.ScannerView
	res, err := cl.QueryWorkflow(ctx, workflows.ScannerWorkflowID(cfg), "", workflows.QueryScanner)
	if err != nil {
		return v, fmt.Errorf("query scanner %s: %w", cfg.ID(), err)
	}
	if err := res.Get(&v); err != nil {
		return v, err
	}
	if v.LastPass != nil {
		v.SinceLastPass = time.Since(*v.LastPass).Round(time.Second).String()
	}
	if v.TaskQueue == "" {
		return v, nil // a view naming no chain task queue: no pollers to count
	}
	resp, err := cl.DescribeTaskQueue(ctx, v.TaskQueue, enumspb.TASK_QUEUE_TYPE_ACTIVITY)
	if err != nil {
		return v, fmt.Errorf("describe the chain task queue %s: %w", v.TaskQueue, err)
	}
	n := livePollers(resp.GetPollers(), time.Now())
	v.ChainPollers = &n
	if v.State != workflows.ScannerHalted {
		// The server lists a gone worker's poller for minutes; a scan that
		// sits untaken says at once that nobody serves the chain.
		if since, waiting, err := untakenScan(ctx, cl, workflows.ScannerWorkflowID(cfg)); err != nil {
			return v, err
		} else if waiting {
			v.State = workflows.ScannerStalled
			v.Stalled = fmt.Sprintf("no worker serves chain %s: the scan has waited %s on task queue %s and no worker took it; "+
				"start a worker with this chain in its chains file (or -rpc-url for it) and -database-url",
				chainLabel(v.Chain, cfg.ChainID), since.Round(time.Second), v.TaskQueue)
			return v, nil
		}
	}
	if n == 0 && v.State != workflows.ScannerHalted {
		v.State = workflows.ScannerStalled
		if v.Stalled == "" {
			v.Stalled = fmt.Sprintf("no worker serves chain %s: none polled task queue %s in the last %s; "+
				"start a worker with this chain in its chains file (or -rpc-url for it) and -database-url", chainLabel(v.Chain, cfg.ChainID), v.TaskQueue, pollerFresh)
		}
	}
	return v, nil
}

// untakenAfter: a scan a live worker serves starts within milliseconds of
// being scheduled; one still waiting after this has no worker.
const untakenAfter = 15 * time.Second

// untakenScan reports whether the scanner's pass activity has waited,
// scheduled and not started, for longer than untakenAfter, and for how long.
func untakenScan(ctx context.Context, cl client.Client, workflowID string) (time.Duration, bool, error) {
	d, err := cl.DescribeWorkflowExecution(ctx, workflowID, "")
	if err != nil {
		return 0, false, fmt.Errorf("describe scanner %s: %w", workflowID, err)
	}
	for _, p := range d.GetPendingActivities() {
		if p.GetActivityType().GetName() != "ScanChain" || p.GetState() != enumspb.PENDING_ACTIVITY_STATE_SCHEDULED || p.GetScheduledTime() == nil {
			continue
		}
		if since := time.Since(p.GetScheduledTime().AsTime()); since > untakenAfter {
			return since, true, nil
		}
	}
	return 0, false, nil
}

// pollerFresh: a worker polling a queue renews its long poll at least once
// a minute (the server ends a poll after a minute without a task), while
// the server lists a poller for minutes after its last poll. A poller not
// seen for longer than this has gone.
const pollerFresh = 2 * time.Minute

func livePollers(ps []*taskqueuepb.PollerInfo, now time.Time) int {
	n := 0
	for _, p := range ps {
		if t := p.GetLastAccessTime(); t != nil && now.Sub(t.AsTime()) <= pollerFresh {
			n++
		}
	}
	return n
}

func chainLabel(name string, id uint64) string {
	if name != "" {
		return fmt.Sprintf("%s (%d)", name, id)
	}
	return fmt.Sprint(id)
}

func runScannerCheckpoint(ctx context.Context, args []string, out io.Writer) error {
	var (
		tc          tclient.Config
		cfg         chain.Config
		dbURL, hash string
		number      uint64
		rescanFrom  int64
		force       bool
	)
	fs := newFlags("scanner-checkpoint", out)
	tc.RegisterFlags(fs)
	contract := scannerFlags(fs, &cfg)
	rpcURL := rpcFlag(fs)
	fs.StringVar(&dbURL, "database-url", cliflag.Env("", "DATABASE_URL"), "Postgres URL (env DATABASE_URL; required)")
	fs.Uint64Var(&number, "number", 0, "trusted block number, at or below the scanner's cursor")
	fs.StringVar(&hash, "hash", "", "trusted block hash at that number; without -number and -hash the command only proposes a block")
	fs.Uint64Var(&cfg.Finality.Depth, "finality-depth", 12, "the scanner's finality depth (as given to scanner-start): a proposal is final on the node")
	fs.Int64Var(&rescanFrom, "rescan-from", -1, "rescan from this height (default: the retained window below the lower of -number and the final height)")
	fs.BoolVar(&force, "force", false, "accept a checkpoint above the cursor: the blocks between are never scanned (recorded as a skip)")
	fs.Uint64Var(&cfg.Retain, "retain", 128, "the scanner's retained window (as given to scanner-start)")
	cf := registerChainFlags(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	var (
		rd    readerOf
		again string // how the proposal's command names the chain
	)
	if cf.set() {
		c, err := cf.load("scanner-checkpoint", fs, "contract", "chain-id", "rpc-url", "finality-depth", "retain")
		if err != nil {
			return err
		}
		cfg, rd = c.ScannerConfig(), endpointsReader(c)
		again = fmt.Sprintf("-chains %s -chain %s", *cf.file, *cf.name)
	} else {
		addr, err := contractAddress("scanner-checkpoint", *contract)
		if err != nil {
			return err
		}
		cfg.Contract = addr
		if err := chainIDOfScanner(ctx, "scanner-checkpoint", tc, &cfg); err != nil {
			return err
		}
		if *rpcURL == "" {
			return usagef("scanner-checkpoint: -rpc-url (or -chains and -chain) is required")
		}
		if err := vaultOfCode(ctx, *rpcURL, &cfg); err != nil {
			return err
		}
		rd = urlReader(*rpcURL)
		again = fmt.Sprintf("-contract %s -chain-id %d -rpc-url %s", cfg.Contract.Hex(), cfg.ChainID, redact.URL(*rpcURL))
	}
	propose := hash == "" && number == 0
	if dbURL == "" {
		return usagef("scanner-checkpoint: -database-url is required")
	}
	switch {
	case propose:
		return redact.Err(proposeCheckpoint(ctx, out, cfg, rd, again, dbURL), *rpcURL)
	case len(hash) != 66 || hash[:2] != "0x":
		return usagef("scanner-checkpoint: -hash %q is not a 32-byte 0x hash", hash)
	case rescanFrom < -1:
		return usagef("scanner-checkpoint: -rescan-from %d must be a block height", rescanFrom)
	}
	opt := chain.CheckpointOptions{Force: force}
	if rescanFrom >= 0 {
		from := uint64(rescanFrom)
		opt.RescanFrom = &from
	}
	s, closeScanner, err := openScanner(ctx, cfg, rd, dbURL)
	if err != nil {
		return redact.Err(err, *rpcURL)
	}
	defer closeScanner()
	rep, err := s.Checkpoint(ctx, number, strings.ToLower(hash), opt)
	if err != nil {
		return err
	}
	if err := printJSON(out, rep); err != nil {
		return err
	}
	if rep.Skip != nil {
		fmt.Fprintf(out, "FORCED SKIP: blocks #%d..#%d were never scanned; recorded in the scanner's state\n", rep.Skip.From, rep.Skip.To)
	}
	for _, v := range rep.Violations {
		fmt.Fprintf(out, "FINALITY VIOLATED: final deposit %s of swap %s (%s units) in block #%d %s is no longer canonical; its swap was sent deposit-reorged: review it\n",
			v.DepositRef, v.SwapID, v.AmountUnits, v.Block.Number, v.Block.Hash)
	}
	cl, err := dial(tc)
	if err != nil {
		return err
	}
	defer cl.Close()
	if err := resumeScanner(ctx, cl, cfg, out); err != nil {
		return fmt.Errorf("checkpoint stored, but waking the scanner failed: %w", err)
	}
	fmt.Fprintf(out, "scanner %s rescans from #%d %s (checkpoint #%d)\n", cfg.ID(), rep.Resume.Number, rep.Resume.Hash, number)
	return nil
}

// openScanner gives an operator command the scanner over the chain's reads
// and the database, after checking the chain first: a command through a
// node that serves another chain must not touch the scanner's state at all.
func openScanner(ctx context.Context, cfg chain.Config, rd readerOf, dbURL string) (*chain.Scanner, func(), error) {
	if err := verifyThrough(ctx, rd, cfg); err != nil {
		return nil, nil, err
	}
	r, closeReads, err := rd(ctx)
	if err != nil {
		return nil, nil, err
	}
	pool, err := store.Open(ctx, dbURL)
	if err != nil {
		closeReads()
		return nil, nil, err
	}
	closeAll := func() { pool.Close(); closeReads() }
	s, err := chain.New(cfg, r, &store.Scans{DB: pool})
	if err != nil {
		closeAll()
		return nil, nil, err
	}
	return s, closeAll, nil
}

// proposeCheckpoint prints the block the scanner's history and the node
// agree on (or, past a fork deeper than the window, the node's final block at
// or below the cursor) and the command that would trust it; it changes nothing.
func proposeCheckpoint(ctx context.Context, out io.Writer, cfg chain.Config, rd readerOf, again, dbURL string) error {
	s, closeScanner, err := openScanner(ctx, cfg, rd, dbURL)
	if err != nil {
		return err
	}
	defer closeScanner()
	prop, err := s.ProposeCheckpoint(ctx)
	if err != nil {
		return err
	}
	if err := printJSON(out, prop); err != nil {
		return err
	}
	fmt.Fprintf(out, "proposed checkpoint #%d %s: %s\nnothing was changed; to trust it:\n  starter scanner-checkpoint %s -database-url … -number %d -hash %s\n",
		prop.Block.Number, prop.Block.Hash, prop.Reason, again, prop.Block.Number, prop.Block.Hash)
	return nil
}

func runScannerResume(ctx context.Context, args []string, out io.Writer) error {
	var (
		tc  tclient.Config
		cfg chain.Config
	)
	fs := newFlags("scanner-resume", out)
	tc.RegisterFlags(fs)
	contract := scannerFlags(fs, &cfg)
	rpcURL := rpcFlag(fs)
	cf := registerChainFlags(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	if cf.set() {
		c, err := cf.load("scanner-resume", fs, "contract", "chain-id", "rpc-url")
		if err != nil {
			return err
		}
		cfg = c.ScannerConfig()
		if err := verifyThrough(ctx, endpointsReader(c), cfg); err != nil {
			return err
		}
		cl, err := dial(tc)
		if err != nil {
			return err
		}
		defer cl.Close()
		return resumeScanner(ctx, cl, cfg, out)
	}
	addr, err := contractAddress("scanner-resume", *contract)
	if err != nil {
		return err
	}
	cfg.Contract, cfg.Finality.Depth = addr, 1
	if err := chainIDOfScanner(ctx, "scanner-resume", tc, &cfg); err != nil {
		return err
	}
	if *rpcURL == "" {
		return usagef("scanner-resume: -rpc-url is required: the chain ID and the vault's code are checked before the scanner is woken")
	}
	if err := vaultOfCode(ctx, *rpcURL, &cfg); err != nil {
		return err
	}
	if err := VerifyChain(ctx, *rpcURL, cfg); err != nil {
		return err
	}
	cl, err := dial(tc)
	if err != nil {
		return err
	}
	defer cl.Close()
	return resumeScanner(ctx, cl, cfg, out)
}

// resumeScanner wakes a stopped scanner workflow. A scanner halted by a reorg
// stays halted in Postgres until a checkpoint clears it: resume then only
// makes it report the halt again.
func resumeScanner(ctx context.Context, cl client.Client, cfg chain.Config, out io.Writer) error {
	err := cl.SignalWorkflow(ctx, workflows.ScannerWorkflowID(cfg), "", workflows.SignalScannerResume, nil)
	var notFound *serviceerror.NotFound
	switch {
	case errors.As(err, &notFound):
		fmt.Fprintf(out, "no scanner workflow %s is running: start one with scanner-start\n", workflows.ScannerWorkflowID(cfg))
		return nil
	case err != nil:
		return err
	}
	fmt.Fprintf(out, "scanner %s woken\n", cfg.ID())
	return nil
}
