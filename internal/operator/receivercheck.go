package operator

import (
	"context"
	"errors"
	"io"

	"github.com/swapengine/swapengine/internal/cliflag"
	"github.com/swapengine/swapengine/internal/receivercheck"
	"github.com/swapengine/swapengine/webhook"
)

// errContractBroken is the exit status of a receiver that fails a clause.
var errContractBroken = errors.New("receiver-check: the receiver breaks the contract (FAIL lines above)")

// runReceiverCheck runs the conformance kit against a receiver.
func runReceiverCheck(ctx context.Context, args []string, out io.Writer) error {
	var cfg receivercheck.Config
	var url string
	fs := newFlags("receiver-check", out)
	fs.StringVar(&url, "url", "", "base URL of a receiver that serves all three endpoints (sets -exchange-url and -payout-url)")
	fs.StringVar(&cfg.ExchangeURL, "exchange-url", cliflag.Env("", "EXCHANGE_URL"), "exchange receiver base URL (env EXCHANGE_URL)")
	fs.StringVar(&cfg.PayoutURL, "payout-url", cliflag.Env("", "PAYOUT_URL"), "payout/refund receiver base URL (env PAYOUT_URL)")
	fs.StringVar(&cfg.ExchangeSecret, "exchange-secrets", webhook.SecretEnv("EXCHANGE_SECRETS"), "the secret the worker signs exchange calls with, or @FILE (env EXCHANGE_SECRETS or EXCHANGE_SECRETS_FILE)")
	fs.StringVar(&cfg.PayoutSecret, "payout-secrets", webhook.SecretEnv("PAYOUT_SECRETS"), "the secret the worker signs payout and refund calls with, or @FILE (env PAYOUT_SECRETS or PAYOUT_SECRETS_FILE)")
	fs.StringVar(&cfg.Asset, "asset", "ETH", "deposit asset of the test exchange")
	fs.StringVar(&cfg.PayoutAsset, "payout-asset", "USDC", "payout asset of the test exchange")
	fs.StringVar(&cfg.Address, "address", "", "payout and refund address the receiver accepts (default a fixed test address)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if url != "" {
		cfg.ExchangeURL, cfg.PayoutURL = url, url
	}
	if cfg.ExchangeURL == "" || cfg.PayoutURL == "" {
		return usagef("receiver-check: -url, or -exchange-url and -payout-url, are required")
	}
	rs, err := receivercheck.Run(ctx, cfg)
	if err != nil {
		return &UsageError{err.Error()}
	}
	receivercheck.Print(out, rs)
	if receivercheck.Failed(rs) {
		return errContractBroken
	}
	return nil
}
