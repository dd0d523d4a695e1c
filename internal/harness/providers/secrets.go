package providers

import "github.com/swapengine/swapengine/webhook"

// Secrets are what a dev stack's worker and simulators share: the merchant's
// webhook secret, and the secrets that sign the worker's calls to the
// exchange and to the payout/refund receiver. Fresh for every stack.
type Secrets struct{ Webhook, Exchange, Payout string }

// NewSecrets returns three random secrets.
func NewSecrets() Secrets {
	return Secrets{Webhook: webhook.NewSecret(), Exchange: webhook.NewSecret(), Payout: webhook.NewSecret()}
}

// Apply sets the simulators' side of the secrets in cfg.
func (s Secrets) Apply(cfg Config) Config {
	cfg.WebhookSecrets = []string{s.Webhook}
	cfg.ExchangeSecrets = []string{s.Exchange}
	cfg.PayoutSecrets = []string{s.Payout}
	return cfg
}

// WorkerEnv is the worker's side, as the environment of a worker process
// (not its arguments, which any local user can read).
func (s Secrets) WorkerEnv() []string {
	return []string{"WEBHOOK_SECRETS=" + s.Webhook, "EXCHANGE_SECRETS=" + s.Exchange, "PAYOUT_SECRETS=" + s.Payout}
}
