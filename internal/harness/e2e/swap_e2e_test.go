package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/workflows"
)

func uniqueSwapID(prefix string) string {
	return fmt.Sprintf("%s-%d", prefix, time.Now().UnixNano())
}

func swapInput(id string) workflows.SwapInput {
	return workflows.SwapInput{
		Terms: swap.Terms{SwapID: id, AmountUnits: "12500000", Asset: "ETH", ChainID: 1337,
			PayoutAddress: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8"},
		DepositDeadline: time.Now().Add(time.Hour).UTC().Truncate(time.Second),
	}
}

func deposit(id, eventID string, typ swap.EventType) swap.Event {
	return swap.Event{EventID: eventID, SwapID: id, Type: typ, DepositRef: "evm:1337:0xc0ffee:1", AmountUnits: "12500000"}
}

// waitStatus polls the status query until the swap reaches want.
func (e *env) waitStatus(id string, want swap.Status) {
	e.t.Helper()
	require.EventuallyWithT(e.t, func(c *assert.CollectT) {
		v, err := swapclient.Status(context.Background(), e.cl, id)
		assert.NoError(c, err)
		assert.Equal(c, want, v.Status)
	}, 30*time.Second, 50*time.Millisecond)
}

// wantOneEffectPerKey checks the receivers hold exactly the effects of a
// successful swap, each once.
func (e *env) wantOneEffectPerKey(id string, webhooks int) {
	e.t.Helper()
	got := map[string]int{}
	for k, n := range e.effects() {
		if strings.Contains(k, id) {
			got[k] = n
		}
	}
	want := map[string]int{
		"exchange/start-exchange:" + id: 1,
		"payout/send-payout:" + id:      1,
	}
	for seq := 1; seq <= webhooks; seq++ {
		want[fmt.Sprintf("webhook/webhook:%s:%d", id, seq)] = 1
	}
	assert.Equal(e.t, want, got, "effects at the receivers")
}

func TestConcurrentConfirmationsCauseOneExchange(t *testing.T) {
	// Latency keeps the exchange in flight while the replays below arrive.
	e := newEnv(t, providers.Config{Latency: time.Second})
	e.startWorker()
	ctx := context.Background()
	id := uniqueSwapID("e2e-concurrent")
	run := e.startSwap(swapInput(id))

	require.NoError(t, e.cl.SignalWorkflow(ctx, id, "", workflows.SignalDepositObserved, deposit(id, "obs-1", swap.DepositObserved)))
	e.waitStatus(id, swap.StatusDeposit)

	// Malformed input is refused by the validator before it enters history.
	bad := deposit(id, "bad-1", swap.DepositConfirmed)
	bad.AmountUnits = "012500000"
	_, err := swapclient.Confirm(ctx, e.cl, bad)
	require.ErrorContains(t, err, "amountUnits")

	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		outcomes = map[swap.Outcome]int{}
	)
	for i := range 25 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r, err := swapclient.Confirm(ctx, e.cl, deposit(id, fmt.Sprintf("watcher-%d:conf", i), swap.DepositConfirmed))
			assert.NoError(t, err)
			mu.Lock()
			outcomes[r.Outcome]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	assert.Equal(t, map[swap.Outcome]int{swap.Applied: 1, swap.AlreadyApplied: 24}, outcomes)

	replay, err := swapclient.Confirm(ctx, e.cl, deposit(id, "watcher-3:conf", swap.DepositConfirmed))
	require.NoError(t, err)
	assert.Equal(t, swap.DuplicateDelivery, replay.Outcome)

	conflicting := deposit(id, "watcher-3:conf", swap.DepositConfirmed)
	conflicting.AmountUnits = "99999999"
	conflict, err := swapclient.Confirm(ctx, e.cl, conflicting)
	require.NoError(t, err)
	assert.Equal(t, swap.IntegrityConflict, conflict.Outcome)

	require.NoError(t, run.Get(ctx, nil))
	v, err := swapclient.Status(ctx, e.cl, id)
	require.NoError(t, err)
	assert.Equal(t, swap.StatusSuccess, v.Status)
	assert.Equal(t, 1, v.Ledger.ConflictsTotal)
	require.Len(t, v.Ledger.Conflicts, 1)
	assert.Equal(t, "99999999", v.Ledger.Conflicts[0].AmountUnits)
	assert.Equal(t, 1, v.Ledger.Duplicates)
	e.wantOneEffectPerKey(id, 4)

	if dir := os.Getenv("RECORD_HISTORY_DIR"); dir != "" {
		e.recordHistory(id, dir)
	}

	// The SwapStatus search attribute answers list queries, and the CLI's
	// status command prints the same view.
	var out bytes.Buffer
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		out.Reset()
		assert.NoError(c, operator.Main(ctx, []string{"list", "-status", "success", "-temporal-address", e.tc.Address}, &out))
		assert.Contains(c, out.String(), id)
	}, 30*time.Second, 200*time.Millisecond)
	out.Reset()
	require.NoError(t, operator.Main(ctx, []string{"list", "-status", "exchange", "-temporal-address", e.tc.Address}, &out))
	assert.NotContains(t, out.String(), id)
	out.Reset()
	require.NoError(t, operator.Main(ctx, []string{"list", "-status", "success", "-o", "json", "-temporal-address", e.tc.Address}, &out))
	var listed []struct{ SwapID, SwapStatus string }
	require.NoError(t, json.Unmarshal(out.Bytes(), &listed), out.String())
	assert.Contains(t, listed, struct{ SwapID, SwapStatus string }{id, "success"})
	out.Reset()
	require.NoError(t, operator.Main(ctx, []string{"status", "-swap-id", id, "-o", "text", "-temporal-address", e.tc.Address}, &out))
	assert.Contains(t, out.String(), "swap "+id+": success")
	assert.Contains(t, out.String(), "effect:   start-exchange:"+id)
	out.Reset()
	require.NoError(t, operator.Main(ctx, []string{"status", "-swap-id", id, "-temporal-address", e.tc.Address}, &out))
	assert.Contains(t, out.String(), `"status": "success"`)
	assert.Contains(t, out.String(), `"conflictsTotal": 1`)
}

// recordHistory writes the workflow's latest run, as dir/<workflow ID>.json, in
// the JSON form the replayer (and `temporal workflow show --output json`) uses.
func (e *env) recordHistory(id, dir string) { e.recordRun(id, "", dir) }

// buildWorker compiles ./worker once per test binary.
var buildWorker = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "swapengine-worker-")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "worker")
	out, err := exec.Command("go", "build", "-o", bin, "github.com/swapengine/swapengine/worker").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go build worker: %v\n%s", err, out)
	}
	return bin, nil
})

type process struct {
	cmd  *exec.Cmd
	done chan struct{} // closed when the process has exited
}

// kill sends SIGKILL and waits until the process is gone.
func (p *process) kill() {
	_ = p.cmd.Process.Kill()
	<-p.done
}

// workerProcess starts the worker binary as a subprocess on this env.
func (e *env) workerProcess(extraArgs ...string) *process {
	e.t.Helper()
	return e.workerProcessEnv(nil, extraArgs...)
}

// workerProcessEnv is workerProcess with more environment variables.
func (e *env) workerProcessEnv(environ []string, extraArgs ...string) *process {
	e.t.Helper()
	bin, err := buildWorker()
	require.NoError(e.t, err)
	c := e.workerConfig()
	cmd := exec.Command(bin,
		"-temporal-address", c.Temporal.Address, "-namespace", c.Temporal.Namespace, "-task-queue", c.TaskQueue,
		"-database-url", c.DatabaseURL, "-exchange-url", c.ExchangeURL, "-payout-url", c.PayoutURL,
		"-webhook-allow-private")
	cmd.Args = append(cmd.Args, extraArgs...)
	cmd.Env = append(append(os.Environ(), e.secrets.WorkerEnv()...), environ...)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	require.NoError(e.t, cmd.Start())
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	e.t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
		}
	})
	return &process{cmd: cmd, done: done}
}

func TestWorkerKilledAfterEffectBeforeCompletion(t *testing.T) {
	var (
		victim atomic.Pointer[process]
		killed atomic.Bool
	)
	// The exchange has committed its effect; the worker that asked dies
	// before it can hear the answer or complete the activity.
	e := newEnv(t, providers.Config{AfterEffect: killWorkerAfterEffect(providers.ReceiverExchange, &victim, &killed)})
	ctx := context.Background()
	id := uniqueSwapID("e2e-crash")
	in := swapInput(id)
	in.Tuning.ActivityTimeout = 3 * time.Second // the dead attempt is retried after this
	victim.Store(e.workerProcess())
	e.startSwap(in)

	require.NoError(t, e.cl.SignalWorkflow(ctx, id, "", workflows.SignalDepositObserved, deposit(id, "obs-1", swap.DepositObserved)))
	r, err := swapclient.Confirm(ctx, e.cl, deposit(id, "conf-1", swap.DepositConfirmed))
	require.NoError(t, err)
	require.Equal(t, swap.Applied, r.Outcome)

	require.Eventually(t, killed.Load, 30*time.Second, 20*time.Millisecond, "the worker was never killed")
	metricsAddr := freeAddr(t)
	e.workerProcess("-metrics-listen", metricsAddr) // the replacement

	e.waitSuccess(id)
	e.wantOneEffectPerKey(id, 4)
	if dir := os.Getenv("RECORD_HISTORY_DIR"); dir != "" {
		e.recordHistory(id, dir)
	}

	// The replacement worker's Prometheus endpoint shows the SDK's metrics
	// and the swap's own.
	resp, err := http.Get("http://" + metricsAddr + "/metrics")
	require.NoError(t, err)
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	assert.Contains(t, string(body), "swapengine_swap_transitions_total{")
	assert.Contains(t, string(body), "temporal_activity_execution_latency")
	// Effects by receiver and outcome: the replacement ran at least the
	// payout or the webhooks to completion.
	assert.Regexp(t, `swapengine_effects_total\{[^}]*outcome="done"[^}]*receiver="(payout|webhook)"`, string(body))
}

func freeAddr(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()
	return ln.Addr().String()
}

// An exchange's hard rejection refunds the deposit through the real refund
// endpoint, once, and the swap ends refunded with the reason.
func TestExchangeRejectionRefundsThroughTheProvider(t *testing.T) {
	e := newEnv(t, providers.Config{SupportedAssets: []string{"BTC"}})
	e.startWorker()
	ctx := context.Background()
	id := uniqueSwapID("e2e-refund")
	run := e.startSwap(swapInput(id))
	require.NoError(t, e.cl.SignalWorkflow(ctx, id, "", workflows.SignalDepositObserved, deposit(id, "obs-1", swap.DepositObserved)))
	r, err := swapclient.Confirm(ctx, e.cl, deposit(id, "conf-1", swap.DepositConfirmed))
	require.NoError(t, err)
	require.Equal(t, swap.Applied, r.Outcome)
	require.NoError(t, run.Get(ctx, nil))
	v, err := swapclient.Status(ctx, e.cl, id)
	require.NoError(t, err)
	assert.Equal(t, swap.StatusRefunded, v.Status)
	assert.Contains(t, v.FailureReason, "exchange rejected")
	got := map[string]int{}
	for k, n := range e.effects() {
		if strings.Contains(k, id) && !strings.HasPrefix(k, "webhook/") {
			got[k] = n
		}
	}
	assert.Equal(t, map[string]int{
		"exchange/start-exchange:" + id:                1, // the stored decline
		"refund/refund:" + id + ":evm:1337:0xc0ffee:1": 1,
	}, got)
}
