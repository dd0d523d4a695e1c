package e2e

import (
	"context"
	"errors"
	"log/slog"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"
	"go.temporal.io/api/serviceerror"
	"go.temporal.io/sdk/client"

	"github.com/swapengine/swapengine/internal/harness/devcli"
	"github.com/swapengine/swapengine/internal/harness/providers"
	"github.com/swapengine/swapengine/internal/harness/testenv"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/swap"
	"github.com/swapengine/swapengine/internal/swapclient"
	"github.com/swapengine/swapengine/internal/swapworker"
	"github.com/swapengine/swapengine/internal/tclient"
	"github.com/swapengine/swapengine/workflows"
)

func TestMain(m *testing.M) {
	devcli.Register() // `swapdev demo` and the other harness commands, as swapdev's main does
	os.Exit(testenv.Run(m))
}

// env is one isolated world: its own database, provider server, task queue and
// webhook secret on the shared Temporal dev server.
type env struct {
	t         *testing.T
	pool      *pgxpool.Pool
	dbURL     string
	providers *httptest.Server
	secret    string // secrets.Webhook
	secrets   providers.Secrets
	cl        client.Client
	tc        tclient.Config
	taskQueue string
}

func newEnv(t *testing.T, pcfg providers.Config) *env {
	t.Helper()
	ctx := context.Background()
	secrets := providers.NewSecrets()
	e := &env{t: t, dbURL: testenv.MigratedPostgresURL(t), secret: secrets.Webhook, secrets: secrets}
	var err error
	if e.pool, err = store.Open(ctx, e.dbURL); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(e.pool.Close)
	pcfg = e.secrets.Apply(pcfg)
	e.providers = httptest.NewServer(providers.New(e.pool, pcfg).Handler())
	t.Cleanup(e.providers.Close)
	e.tc = tclient.Config{Address: testenv.TemporalAddress(t), Namespace: "default"}
	if e.cl, err = tclient.Dial(e.tc, slog.New(slog.DiscardHandler)); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(e.cl.Close)
	// A task queue per test keeps workers of parallel or earlier tests out.
	e.taskQueue = "swaps-" + t.Name()
	return e
}

func (e *env) workerConfig() swapworker.Config {
	return swapworker.Config{
		Temporal: e.tc, TaskQueue: e.taskQueue, DatabaseURL: e.dbURL,
		ExchangeURL: e.providers.URL, PayoutURL: e.providers.URL, WebhookSecret: e.secret,
		ExchangeSecret: e.secrets.Exchange, PayoutSecret: e.secrets.Payout,
		WebhookAllowPrivate: true, // the merchant receiver is on loopback
	}
}

// startWorker runs an in-process worker until the test ends.
func (e *env) startWorker() {
	w, _, err := swapworker.New(e.workerConfig(), swapworker.Deps{Temporal: e.cl, DB: e.pool})
	if err != nil {
		e.t.Fatal(err)
	}
	if err := w.Start(); err != nil {
		e.t.Fatal(err)
	}
	e.t.Cleanup(w.Stop)
}

func (e *env) startSwap(in workflows.SwapInput) client.WorkflowRun {
	e.t.Helper()
	opts := swapclient.StartOptions(in.Terms.SwapID)
	opts.TaskQueue = e.taskQueue
	if in.WebhookURL == "" {
		in.WebhookURL = e.providers.URL + providers.PathWebhooks
	}
	run, err := e.cl.ExecuteWorkflow(context.Background(), opts, workflows.SwapWorkflow, in)
	if err != nil {
		e.t.Fatal(err)
	}
	return run
}

// waitSuccess waits for the swap's latest run to complete (following
// continue-as-new) and returns its status, which must be success.
func (e *env) waitSuccess(id string) workflows.StatusView {
	e.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	require.NoError(e.t, e.cl.GetWorkflow(ctx, id, "").Get(ctx, nil))
	v, err := swapclient.Status(ctx, e.cl, id)
	require.NoError(e.t, err)
	require.Equal(e.t, swap.StatusSuccess, v.Status)
	return v
}

// killWorkerAfterEffect returns a providers hook that SIGKILLs the worker held
// in victim right after the receiver committed its first effect, before the
// worker can read the response.
func killWorkerAfterEffect(receiver string, victim *atomic.Pointer[process], killed *atomic.Bool) func(string, string) {
	return func(r, key string) {
		if r == receiver && killed.CompareAndSwap(false, true) {
			victim.Load().kill()
		}
	}
}

func (e *env) effects() map[string]int {
	e.t.Helper()
	m, err := providers.EffectsPerKey(context.Background(), e.pool)
	if err != nil {
		e.t.Fatal(err)
	}
	return m
}

// signal sends a signal as the dispatcher does: a run that has taken the
// server's signals per run (history.maximumSignalsPerExecution, 8: see
// workflows/history.go) refuses further ones until the swap has handed over
// to its next run, and one that is handing over refuses them while it closes;
// the sender retries. A refused signal is not in history.
func (e *env) signal(ctx context.Context, id, name string, arg any) error {
	return swapclient.Signal(ctx, e.cl, id, name, arg)
}

// deliver sends one deposit event through the deliver-deposit update, as the
// outbox dispatcher does, with a fresh update ID; an update that lands while
// the run hands over is sent again (the swap's ledger answers a repeat).
func (e *env) deliver(ctx context.Context, id string, ev swap.Event) error {
	for {
		h, err := e.cl.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
			UpdateID: ev.EventID + "@" + strconv.FormatInt(time.Now().UnixNano(), 10), WorkflowID: id,
			UpdateName: workflows.UpdateDeliverDeposit, Args: []any{ev}, WaitForStage: client.WorkflowUpdateStageCompleted,
		})
		if err == nil {
			var r swap.Result
			if err = h.Get(ctx, &r); err == nil {
				return nil
			}
		}
		if ctx.Err() != nil || !updateRefusedForNow(err) {
			return err
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// updateRefusedForNow: the run closed under the update (it handed over), had
// too many in flight, or the server failed the workflow task that held it
// (WorkflowNotReady, "unexpected workflow task failure": seen as a
// ForceCloseCommand under -race); the dispatcher retries these too.
func updateRefusedForNow(err error) bool {
	var exhausted *serviceerror.ResourceExhausted
	var notFound *serviceerror.NotFound
	var notReady *serviceerror.WorkflowNotReady
	return errors.As(err, &exhausted) || errors.As(err, &notFound) || errors.As(err, &notReady) ||
		strings.Contains(err.Error(), "workflow execution already completed") || strings.Contains(err.Error(), "closing")
}
