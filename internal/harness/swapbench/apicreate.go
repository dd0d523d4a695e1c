package swapbench

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"go.temporal.io/sdk/client"

	"github.com/swapengine/swapengine/internal/harness/devstack"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/workflows"
)

// BuildStarter compiles the operator CLI into dir: the API figure serves
// the swap API with its own `starter serve` process, as a deployment does.
func BuildStarter(ctx context.Context, dir string) (string, error) {
	return devstack.GoBuild(ctx, dir, "starter")
}

// APICreateFigure is N swaps created through the swap API — POST /v1/swaps
// to a `starter serve` process with a merchant's real API key, which checks
// the key, records the swap in Postgres and starts it by Update-with-Start —
// against the same N swaps created directly with the Temporal client by the
// same Update-with-Start (the start and the created update, answered once the
// workflow took the swap), trial by trial alternated, on the first worker
// count's workers. The direct path is the ceiling: it is the part of a create
// the API cannot skip, so the ratio is what the API's own work (HTTP, the key,
// the Postgres record, the instructions) leaves of Temporal's rate.
type APICreateFigure struct {
	Workers int              `json:"workers"`
	Swaps   int              `json:"swaps"`
	Trials  []APICreateTrial `json:"trials"`
	// Medians over the trials; Ratio is median API creates/s ÷ median direct creates/s.
	APIPerSec    float64 `json:"apiCreatesPerSec"`
	DirectPerSec float64 `json:"directCreatesPerSec"`
	Ratio        float64 `json:"ratio"`
	// Create → instructions: from the request sent to its answer read, over
	// every create of every trial (the direct path: to the created update's
	// status view).
	APIP50Ms    float64 `json:"apiCreateToInstructionsP50Ms"`
	APIP99Ms    float64 `json:"apiCreateToInstructionsP99Ms"`
	DirectP50Ms float64 `json:"directCreateP50Ms"`
	DirectP99Ms float64 `json:"directCreateP99Ms"`
	// Counts over every trial: API creates answered 201 with the swap
	// waiting and instructions naming it, swaps the API recorded as started,
	// direct creates answered waiting, and workflows found and ended after
	// their trial (both kinds).
	APICreated    int `json:"apiCreated"`
	APIRecorded   int `json:"apiRecordedStarted"`
	DirectCreated int `json:"directCreated"`
	Terminated    int `json:"workflowsEnded"`
	// The API process's peak RSS and CPU per create, and the worker's and
	// the Temporal server's CPU per create on each path.
	APIPeakRSS                 int64   `json:"apiPeakRssBytes"`
	APICPUMsPerCreate          float64 `json:"apiCpuMsPerCreate"`
	WorkerCPUMsPerAPICreate    float64 `json:"workerCpuMsPerApiCreate"`
	WorkerCPUMsPerDirect       float64 `json:"workerCpuMsPerDirectCreate"`
	ServerCPUMsPerAPICreate    float64 `json:"serverCpuMsPerApiCreate,omitempty"`
	ServerCPUMsPerDirectCreate float64 `json:"serverCpuMsPerDirectCreate,omitempty"`
	// Checkout is the checkout status figure, on the same API process.
	Checkout *CheckoutPollFigure `json:"checkoutPoll,omitempty"`
}

// APICreateTrial is one alternated pair.
type APICreateTrial struct {
	APIPerSec     float64 `json:"apiCreatesPerSec"`
	DirectPerSec  float64 `json:"directCreatesPerSec"`
	Ratio         float64 `json:"ratio"`
	APISeconds    Seconds `json:"apiSeconds"`
	DirectSeconds Seconds `json:"directSeconds"`
	APIP99Ms      float64 `json:"apiCreateToInstructionsP99Ms"`
	DirectP99Ms   float64 `json:"directCreateP99Ms"`
}

// benchVault is the vault the API's chains file names. The API never calls
// a node (it reads the file's public part only) and the figure's swaps are
// never paid, so no contract needs to be there.
const (
	benchVault = "0x5FbDB2315678afecb367f032d93F642f64180aa3"
	benchUSDC  = "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512"
)

// apiServer is a running `starter serve` and a merchant's key.
type apiServer struct {
	ps  *procs
	url string
	key string
	hc  *http.Client
}

// startAPI creates a merchant and its key with the starter's own commands
// and serves the API for queue's swaps.
func (b *bench) startAPI(ctx context.Context, queue string) (*apiServer, error) {
	chains := filepath.Join(b.o.Dir, "bench-chains.yaml")
	if err := os.WriteFile(chains, []byte("chains:\n  - name: bench\n    chainId: 1337\n    rpc: [{url: \"http://127.0.0.1:1\"}]\n    finality: {depth: 2}\n    vault: {address: \""+benchVault+"\", version: v2}\n"+
		// The swaps are paid out in USDC: an asset the API's chains name.
		"    tokens: [{address: \""+benchUSDC+"\", symbol: USDC, decimals: 6}]\n"), 0o644); err != nil {
		return nil, err
	}
	db := []string{"-database-url", b.o.DatabaseURL}
	out, err := b.starter(ctx, append([]string{"merchant", "create", "-name", "bench-" + b.runID}, db...)...)
	if err != nil {
		return nil, err
	}
	m := regexp.MustCompile(`^merchant (\S+) `).FindStringSubmatch(out)
	if m == nil {
		return nil, fmt.Errorf("merchant create printed no merchant ID: %q", out)
	}
	if out, err = b.starter(ctx, append([]string{"apikey", "create", "-merchant", m[1]}, db...)...); err != nil {
		return nil, err
	}
	k := regexp.MustCompile(`(?m)^key:\s+(\S+)$`).FindStringSubmatch(out)
	if k == nil {
		return nil, fmt.Errorf("apikey create printed no key") // its output holds the key: not repeated
	}

	logPath := filepath.Join(b.o.Dir, "api.log")
	f, err := os.Create(logPath)
	if err != nil {
		return nil, err
	}
	// The creates measure the API's capacity, not its per-key limit (50 a
	// second by default, which a quiet machine passes): that limit is lifted.
	// The checkout figure's per-address limit stays the default.
	cmd := exec.Command(b.o.StarterBin, append([]string{"serve", "-chains", chains, "-listen", "127.0.0.1:0", "-metrics-listen", "127.0.0.1:0", "-task-queue", queue,
		"-rate-per-key", "100000",
		"-webhook-allow-private", "-temporal-address", b.o.Temporal.Address, "-namespace", b.o.Temporal.Namespace}, db...)...)
	cmd.Stderr = f
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		f.Close()
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		f.Close()
		return nil, fmt.Errorf("start the swap API: %w", err)
	}
	p := &proc{cmd: cmd, log: logPath, done: make(chan struct{})}
	addr := make(chan string, 1)
	go func() {
		// The first line names the address it listens on; the rest goes to the log.
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if u, ok := strings.CutPrefix(sc.Text(), "swap API on "); ok {
				select {
				case addr <- u:
				default:
				}
			}
			fmt.Fprintln(f, sc.Text())
		}
		_ = cmd.Wait()
		f.Close()
		close(p.done)
	}()
	a := &apiServer{ps: &procs{list: []*proc{p}}, key: k[1]}
	select {
	case a.url = <-addr:
	case <-p.done:
		return nil, fmt.Errorf("the swap API exited at start; see %s", logPath)
	case <-time.After(2 * time.Minute):
		a.ps.stop()
		return nil, fmt.Errorf("the swap API did not listen within 2 min; see %s", logPath)
	case <-ctx.Done():
		a.ps.stop()
		return nil, ctx.Err()
	}
	// Kept-alive connections, one per driver, as a merchant backend pools them.
	a.hc = &http.Client{Timeout: time.Minute, Transport: &http.Transport{MaxIdleConnsPerHost: b.o.Concurrency, MaxConnsPerHost: b.o.Concurrency}}
	return a, nil
}

// starter runs one starter command to completion and returns its output.
func (b *bench) starter(ctx context.Context, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, b.o.StarterBin, args...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("starter %s %s: %v\n%s", args[0], args[1], err, out.String())
	}
	return out.String(), nil
}

// apiCreateAnswer is the part of POST /v1/swaps' answer the figure checks
// (docs/openapi/swaps.yaml; internal/api cannot be imported here, as it
// imports the operator CLI, which imports this package).
type apiCreateAnswer struct {
	Swap struct {
		ID         string `json:"id"`
		WorkflowID string `json:"workflowId"`
		Status     string `json:"status"`
	} `json:"swap"`
	CheckoutURL  string `json:"checkoutUrl"`
	Instructions struct {
		ChainID     uint64 `json:"chainId"`
		Vault       string `json:"vault"`
		AmountUnits string `json:"amountUnits"`
		Calldata    string `json:"calldata"`
		PaymentURI  string `json:"paymentUri"`
	} `json:"depositInstructions"`
}

// benchCreate is the create both paths make: the pipeline's swap terms.
func (b *bench) benchCreate(id string) (map[string]any, workflows.SwapInput) {
	terms := swap.Terms{SwapID: id, AmountUnits: "12500000", Asset: "ETH", PayoutAsset: "USDC", ChainID: 1337,
		PayoutAddress: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8"}
	req := map[string]any{"swapId": id, "chainId": terms.ChainID, "asset": terms.Asset, "amountUnits": terms.AmountUnits,
		"payoutAsset": terms.PayoutAsset, "payoutAddress": terms.PayoutAddress, "webhookUrl": b.url + providers.PathWebhooks}
	in := workflows.SwapInput{Terms: terms, WebhookURL: b.url + providers.PathWebhooks,
		DepositDeadline: time.Now().Add(time.Hour).UTC().Truncate(time.Second)}
	return req, in
}

func (b *bench) apiCreate(ctx context.Context, w *workerSet, n int) (*APICreateFigure, error) {
	a, err := b.startAPI(ctx, w.swapQueue)
	if err != nil {
		return nil, err
	}
	defer a.ps.stop()
	fig := &APICreateFigure{Workers: w.k, Swaps: n}
	server := func() time.Duration {
		if b.o.ServerPID == 0 {
			return 0
		}
		return procCPU(b.o.ServerPID)
	}
	var apiLat, dirLat []time.Duration
	var apiCPU, wAPI, wDir, sAPI, sDir time.Duration
	var aps, dps []float64
	for t := range b.o.Trials {
		var tr APICreateTrial
		apiIDs, dirIDs := make([]string, n), make([]string, n)
		apiFirst := t%2 == 0 // alternate which path goes first, so drift favours neither
		for _, viaAPI := range []bool{apiFirst, !apiFirst} {
			lat := make([]time.Duration, n)
			a0, w0, s0 := a.ps.cpu(), w.swaps.cpu(), server()
			var d time.Duration
			if viaAPI {
				d, err = b.drive(ctx, n, func(ctx context.Context, i int) error {
					// IDs fit the vault's bytes32 (the API refuses longer ones).
					apiIDs[i] = fmt.Sprintf("a%s-%d-%d", b.runID, t, i)
					t0 := time.Now()
					if _, err := b.createViaAPI(ctx, a, apiIDs[i]); err != nil {
						return err
					}
					lat[i] = time.Since(t0)
					return nil
				})
				apiCPU += a.ps.cpu() - a0
				wAPI += w.swaps.cpu() - w0
				sAPI += server() - s0
				if err != nil {
					return nil, err
				}
				tr.APISeconds, tr.APIPerSec, tr.APIP99Ms = secs(d), float64(n)/d.Seconds(), ms(quantile(lat, 0.99))
				apiLat = append(apiLat, lat...)
				fig.APICreated += n
			} else {
				d, err = b.drive(ctx, n, func(ctx context.Context, i int) error {
					dirIDs[i] = fmt.Sprintf("d%s-%d-%d", b.runID, t, i)
					t0 := time.Now()
					if err := b.createDirect(ctx, w.swapQueue, dirIDs[i]); err != nil {
						return err
					}
					lat[i] = time.Since(t0)
					return nil
				})
				wDir += w.swaps.cpu() - w0
				sDir += server() - s0
				if err != nil {
					return nil, err
				}
				tr.DirectSeconds, tr.DirectPerSec, tr.DirectP99Ms = secs(d), float64(n)/d.Seconds(), ms(quantile(lat, 0.99))
				dirLat = append(dirLat, lat...)
				fig.DirectCreated += n
			}
			if err := w.swaps.alive(); err != nil {
				return nil, err
			}
			if err := a.ps.alive(); err != nil {
				return nil, fmt.Errorf("the swap API: %w", err)
			}
		}
		// The API's swaps' workflow IDs are derived from the merchant's IDs.
		rows, err := b.pool.Query(ctx, `SELECT swap_id FROM api_swaps WHERE merchant_swap_id = ANY($1) AND started_at IS NOT NULL`, apiIDs)
		if err != nil {
			return nil, err
		}
		apiWorkflows, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil {
			return nil, err
		}
		fig.APIRecorded += len(apiWorkflows)
		// The swaps wait for deposits that never come: end them, outside the
		// timed part, so that later figures run on an idle server.
		ended, err := b.end(ctx, append(apiWorkflows, dirIDs...))
		fig.Terminated += ended
		if err != nil {
			return nil, err
		}
		tr.Ratio = tr.APIPerSec / tr.DirectPerSec
		fmt.Fprintf(b.o.Out, "  swap API, %d creates, trial %d: %.1f creates/s through the API, %.1f direct, ratio %.2f, create→instructions p99 %.0f ms (direct %.0f ms)\n",
			n, t+1, tr.APIPerSec, tr.DirectPerSec, tr.Ratio, tr.APIP99Ms, tr.DirectP99Ms)
		fig.Trials = append(fig.Trials, tr)
		aps, dps = append(aps, tr.APIPerSec), append(dps, tr.DirectPerSec)
	}
	fig.APIPerSec, fig.DirectPerSec = medianOf(aps), medianOf(dps)
	fig.Ratio = fig.APIPerSec / fig.DirectPerSec
	fig.APIP50Ms, fig.APIP99Ms = ms(quantile(apiLat, 0.5)), ms(quantile(apiLat, 0.99))
	fig.DirectP50Ms, fig.DirectP99Ms = ms(quantile(dirLat, 0.5)), ms(quantile(dirLat, 0.99))
	fig.APIPeakRSS = a.ps.peakRSS()
	total := float64(n * b.o.Trials)
	fig.APICPUMsPerCreate = float64(apiCPU.Milliseconds()) / total
	fig.WorkerCPUMsPerAPICreate, fig.WorkerCPUMsPerDirect = float64(wAPI.Milliseconds())/total, float64(wDir.Milliseconds())/total
	fig.ServerCPUMsPerAPICreate, fig.ServerCPUMsPerDirectCreate = float64(sAPI.Milliseconds())/total, float64(sDir.Milliseconds())/total
	if b.o.CheckoutPollers > 0 {
		if fig.Checkout, err = b.checkoutPoll(ctx, a, b.o.CheckoutPollers, b.o.CheckoutSeconds); err != nil {
			return nil, err
		}
	}
	return fig, nil
}

// createViaAPI posts one create and checks its answer: a 201, the swap
// waiting, instructions for it on the chains file's vault.
func (b *bench) createViaAPI(ctx context.Context, a *apiServer, id string) (apiCreateAnswer, error) {
	var ans apiCreateAnswer
	body, _ := b.benchCreate(id)
	raw, err := json.Marshal(body)
	if err != nil {
		return ans, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, a.url+"/v1/swaps", bytes.NewReader(raw))
	if err != nil {
		return ans, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+a.key)
	resp, err := a.hc.Do(req)
	if err != nil {
		return ans, fmt.Errorf("create %s through the API: %w", id, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return ans, fmt.Errorf("create %s through the API: %w", id, err)
	}
	if resp.StatusCode != http.StatusCreated {
		return ans, fmt.Errorf("create %s through the API: %s: %s", id, resp.Status, data)
	}
	if err := json.Unmarshal(data, &ans); err != nil {
		return ans, fmt.Errorf("create %s through the API: %w: %s", id, err, data)
	}
	ins := ans.Instructions
	if ans.Swap.ID != id || ans.Swap.Status != string(swap.StatusWaiting) || ins.ChainID != 1337 || !strings.EqualFold(ins.Vault, benchVault) ||
		ins.AmountUnits != "12500000" || ins.Calldata == "" || !strings.HasPrefix(ins.PaymentURI, "ethereum:") || ans.Swap.WorkflowID == "" {
		return ans, fmt.Errorf("create %s through the API: unexpected answer %s", id, data)
	}
	return ans, nil
}

// createDirect makes the API's own Temporal call for one swap: the
// operator's start options, Update-with-Start with the created update,
// waiting for the workflow's status view.
func (b *bench) createDirect(ctx context.Context, queue, id string) error {
	_, in := b.benchCreate(id)
	opts := b.o.Ops.StartOptions(id)
	opts.TaskQueue = queue
	opts.StaticSummary, opts.StaticDetails = workflows.StartSummary(in)
	h, err := b.cl.UpdateWithStartWorkflow(ctx, client.UpdateWithStartWorkflowOptions{
		StartWorkflowOperation: b.cl.NewWithStartWorkflowOperation(opts, workflows.SwapWorkflow, in),
		UpdateOptions: client.UpdateWorkflowOptions{
			UpdateID: "created-" + uuid.NewString(), WorkflowID: id, UpdateName: workflows.UpdateCreated,
			WaitForStage: client.WorkflowUpdateStageCompleted,
		},
	})
	var v workflows.StatusView
	if err == nil {
		err = h.Get(ctx, &v)
	}
	if err != nil {
		return fmt.Errorf("create %s directly: %w", id, err)
	}
	if v.SwapID != id || v.Status != swap.StatusWaiting {
		return fmt.Errorf("create %s directly: status view of %s, %s", id, v.SwapID, v.Status)
	}
	return nil
}

// end terminates the swaps (each must exist) and counts those it ended.
func (b *bench) end(ctx context.Context, ids []string) (int, error) {
	ended := make([]bool, len(ids))
	_, err := b.drive(ctx, len(ids), func(ctx context.Context, i int) error {
		if err := b.cl.TerminateWorkflow(ctx, ids[i], "", "bench: creation measured"); err != nil {
			return fmt.Errorf("end %s: %w", ids[i], err)
		}
		ended[i] = true
		return nil
	})
	n := 0
	for _, e := range ended {
		if e {
			n++
		}
	}
	return n, err
}

// Markdown is the figure as docs/benchmarks.md shows it.
func (f *APICreateFigure) Markdown() string {
	var b strings.Builder
	fmt.Fprintf(&b, "\nSwap creation, %d swaps per trial on %d worker(s): through the swap API (POST /v1/swaps to `starter serve`, a real API key) against the same Update-with-Start made directly with the Temporal client:\n\n", f.Swaps, f.Workers)
	b.WriteString("| path | creates/s (trials) | create → answer p50 / p99 | worker CPU ms / create | server CPU ms / create |\n|---|---|---|---:|---:|\n")
	var at, dt []string
	for _, t := range f.Trials {
		at, dt = append(at, fmt.Sprintf("%.1f", t.APIPerSec)), append(dt, fmt.Sprintf("%.1f", t.DirectPerSec))
	}
	fmt.Fprintf(&b, "| swap API (answer: the deposit instructions) | **%.1f** (%s) | %.0f / **%.0f** ms | %.1f | %.1f |\n",
		f.APIPerSec, strings.Join(at, ", "), f.APIP50Ms, f.APIP99Ms, f.WorkerCPUMsPerAPICreate, f.ServerCPUMsPerAPICreate)
	fmt.Fprintf(&b, "| direct Update-with-Start (answer: the status view) | **%.1f** (%s) | %.0f / %.0f ms | %.1f | %.1f |\n",
		f.DirectPerSec, strings.Join(dt, ", "), f.DirectP50Ms, f.DirectP99Ms, f.WorkerCPUMsPerDirect, f.ServerCPUMsPerDirectCreate)
	fmt.Fprintf(&b, "| ratio, API ÷ direct (target ≥ 0.8) | **%.2f** | | | |\n", f.Ratio)
	fmt.Fprintf(&b, "\nAPI process: %.1f ms CPU per create, peak RSS %.1f MiB; %d API creates answered 201 with instructions, %d recorded started, %d direct creates, %d workflows ended after their trials.\n",
		f.APICPUMsPerCreate, float64(f.APIPeakRSS)/(1<<20), f.APICreated, f.APIRecorded, f.DirectCreated, f.Terminated)
	if f.Checkout != nil {
		b.WriteString(f.Checkout.Markdown())
	}
	return b.String()
}
