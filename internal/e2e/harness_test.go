package e2e

import (
	"context"
	"log/slog"
	"net/http/httptest"
	"os"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"
	"go.temporal.io/sdk/client"

	"swapengine/internal/operator"
	"swapengine/internal/providers"
	"swapengine/internal/store"
	"swapengine/internal/swapworker"
	"swapengine/internal/tclient"
	"swapengine/internal/testenv"
	"swapengine/workflows"
)

func TestMain(m *testing.M) { os.Exit(testenv.Run(m)) }

// env is one isolated world: its own database, provider server, task queue and
// webhook secret on the shared Temporal dev server.
type env struct {
	t         *testing.T
	pool      *pgxpool.Pool
	dbURL     string
	providers *httptest.Server
	secret    string
	cl        client.Client
	tc        tclient.Config
	taskQueue string
}

func newEnv(t *testing.T, pcfg providers.Config) *env {
	t.Helper()
	ctx := context.Background()
	e := &env{t: t, dbURL: testenv.PostgresURL(t), secret: operator.NewWebhookSecret()}
	var err error
	if e.pool, err = store.Open(ctx, e.dbURL); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(e.pool.Close)
	pcfg.WebhookSecrets = []string{e.secret}
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
	opts := operator.StartOptions(in.Terms.SwapID)
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

func (e *env) effects() map[string]int {
	e.t.Helper()
	m, err := providers.EffectsPerKey(context.Background(), e.pool)
	if err != nil {
		e.t.Fatal(err)
	}
	return m
}
