// Package swapworker builds the Temporal worker that runs swaps: it registers
// the workflows and one activities value holding the real dependencies.
package swapworker

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"

	"swapengine/activities"
	"swapengine/internal/store"
	"swapengine/internal/tclient"
	"swapengine/workflows"
)

// Config is the worker's whole configuration.
type Config struct {
	Temporal      tclient.Config
	TaskQueue     string
	DatabaseURL   string
	ExchangeURL   string
	PayoutURL     string
	WebhookSecret string
}

// RegisterFlags adds the worker's flags, defaults from the environment.
func (c *Config) RegisterFlags(fs *flag.FlagSet) {
	c.Temporal.RegisterFlags(fs)
	fs.StringVar(&c.TaskQueue, "task-queue", tclient.Env("SWAP_TASK_QUEUE", workflows.TaskQueue), "task queue (env SWAP_TASK_QUEUE)")
	fs.StringVar(&c.DatabaseURL, "database-url", tclient.Env("DATABASE_URL", ""), "Postgres URL; migrations are applied at start-up (env DATABASE_URL)")
	fs.StringVar(&c.ExchangeURL, "exchange-url", tclient.Env("EXCHANGE_URL", "http://127.0.0.1:8081"), "exchange provider base URL (env EXCHANGE_URL)")
	fs.StringVar(&c.PayoutURL, "payout-url", tclient.Env("PAYOUT_URL", "http://127.0.0.1:8081"), "payout/refund provider base URL (env PAYOUT_URL)")
	fs.StringVar(&c.WebhookSecret, "webhook-secret", tclient.Env("WEBHOOK_SECRET", ""), "Standard Webhooks signing secret, whsec_<base64> (env WEBHOOK_SECRET)")
}

// Validate names the first missing or malformed setting.
func (c Config) Validate() error {
	switch {
	case c.Temporal.Address == "":
		return fmt.Errorf("temporal-address is required")
	case c.TaskQueue == "":
		return fmt.Errorf("task-queue is required")
	case c.ExchangeURL == "":
		return fmt.Errorf("exchange-url is required")
	case c.PayoutURL == "":
		return fmt.Errorf("payout-url is required")
	case c.WebhookSecret == "":
		return fmt.Errorf("webhook-secret is required (whsec_<base64>)")
	}
	if _, err := standardwebhooks.NewWebhook(c.WebhookSecret); err != nil {
		return fmt.Errorf("webhook-secret: %w", err)
	}
	return nil
}

// NewActivities builds the activities value with real dependencies.
func NewActivities(c Config) (*activities.Activities, error) {
	signer, err := standardwebhooks.NewWebhook(c.WebhookSecret)
	if err != nil {
		return nil, fmt.Errorf("webhook-secret: %w", err)
	}
	return &activities.Activities{
		HTTP:        &http.Client{Timeout: 20 * time.Second},
		ExchangeURL: c.ExchangeURL,
		PayoutURL:   c.PayoutURL,
		Signer:      signer,
	}, nil
}

// New registers everything on a worker for the client's namespace.
func New(cl client.Client, c Config) (worker.Worker, error) {
	acts, err := NewActivities(c)
	if err != nil {
		return nil, err
	}
	w := worker.New(cl, c.TaskQueue, worker.Options{})
	w.RegisterWorkflow(workflows.SwapWorkflow)
	w.RegisterActivity(acts)
	return w, nil
}

// Run connects, migrates Postgres when configured, and runs the worker until
// ctx ends; in-flight activities get the SDK's graceful stop.
func Run(ctx context.Context, c Config, logger *slog.Logger) error {
	if err := c.Validate(); err != nil {
		return err
	}
	if c.DatabaseURL != "" {
		if err := store.Migrate(ctx, c.DatabaseURL); err != nil {
			return fmt.Errorf("migrate Postgres: %w", err)
		}
	}
	cl, err := tclient.Dial(c.Temporal, logger)
	if err != nil {
		return err
	}
	defer cl.Close()
	w, err := New(cl, c)
	if err != nil {
		return err
	}
	if err := w.Start(); err != nil {
		return fmt.Errorf("start worker on %s: %w", c.TaskQueue, err)
	}
	logger.Info("worker started", "taskQueue", c.TaskQueue, "temporal", c.Temporal.Address, "namespace", c.Temporal.Namespace)
	<-ctx.Done()
	w.Stop()
	logger.Info("worker stopped")
	return nil
}
