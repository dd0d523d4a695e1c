package api

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/swapengine/swapengine/activities"
	"github.com/swapengine/swapengine/internal/cliflag"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/store"
	"github.com/swapengine/swapengine/internal/webhookurl"
	"github.com/swapengine/swapengine/webhook"
)

// DefaultSecretGrace is how long a rotated-out webhook secret keeps signing:
// long enough for a merchant to deploy the new one at its own pace.
const DefaultSecretGrace = 24 * time.Hour

const merchantUsage = "merchant create -name NAME [-webhook-url URL] | merchant set-webhook -merchant ID -url URL | merchant rotate-secret -merchant ID [-grace 24h] | merchant show -merchant ID | merchant reseal"

func allowPrivateFlag(fs *flag.FlagSet, v *bool) {
	def, _ := strconv.ParseBool(cliflag.Env("false", "WEBHOOK_ALLOW_PRIVATE"))
	fs.BoolVar(v, "webhook-allow-private", def, "accept webhook URLs on private or loopback addresses (env WEBHOOK_ALLOW_PRIVATE)")
}

// checkWebhookURL applies the worker's webhook URL policy to a merchant's
// URL when it is set, so a URL the worker would refuse is refused now.
func checkWebhookURL(flagName, url string, allowPrivate bool) error {
	if err := (webhookurl.Policy{AllowPrivate: allowPrivate}).Check(url); err != nil {
		return usagef("%s: %v", flagName, err)
	}
	return nil
}

func runMerchant(ctx context.Context, args []string, out io.Writer) error {
	if len(args) == 0 {
		return usagef("merchant: a subcommand is required: %s", merchantUsage)
	}
	sub := args[0]
	fs := operator.NewFlags("merchant "+sub, out)
	var dbURL, name, url, merchant string
	var grace time.Duration
	var allowPrivate bool
	dbFlag(fs, &dbURL)
	switch sub {
	case "create":
		fs.StringVar(&name, "name", "", "merchant name (required)")
		fs.StringVar(&url, "webhook-url", "", "where the merchant's webhooks go (may be set later with set-webhook)")
		allowPrivateFlag(fs, &allowPrivate)
	case "set-webhook":
		fs.StringVar(&merchant, "merchant", "", "merchant ID (required)")
		fs.StringVar(&url, "url", "", "the merchant's webhook URL (required)")
		allowPrivateFlag(fs, &allowPrivate)
	case "show":
		fs.StringVar(&merchant, "merchant", "", "merchant ID (required)")
	case "rotate-secret":
		fs.StringVar(&merchant, "merchant", "", "merchant ID (required)")
		fs.DurationVar(&grace, "grace", DefaultSecretGrace, "how long the old secret keeps signing beside the new one (0: expires now)")
	case "reseal":
		// Keys, not flags: a key on a command line is in the shell's history.
	default:
		return usagef("merchant: unknown subcommand %q: %s", sub, merchantUsage)
	}
	if err := operator.ParseFlags(fs, args[1:]); err != nil {
		return err
	}
	switch {
	case dbURL == "":
		return usagef("merchant %s: -database-url is required (env DATABASE_URL)", sub)
	case sub == "create" && name == "":
		return usagef("merchant create: -name is required")
	case sub != "create" && sub != "reseal" && merchant == "":
		return usagef("merchant %s: -merchant is required", sub)
	case sub == "set-webhook" && url == "":
		return usagef("merchant set-webhook: -url is required")
	case grace < 0:
		return usagef("merchant rotate-secret: -grace must not be negative, got %s", grace)
	}
	if url != "" {
		flagName := "-url"
		if sub == "create" {
			flagName = "-webhook-url"
		}
		if err := checkWebhookURL(flagName, url, allowPrivate); err != nil {
			return err
		}
	}
	m, err := openMerchants(ctx, dbURL)
	if err != nil {
		return err
	}
	defer m.DB.Close()
	switch sub {
	case "reseal":
		return reseal(ctx, m, out)
	case "create":
		id, err := CreateMerchant(ctx, m.DB, name)
		if err != nil {
			return err
		}
		if url != "" {
			if err := m.SetWebhookURL(ctx, id, url); err != nil {
				return err
			}
		}
		secret := webhook.NewSecret()
		if err := m.AddSecret(ctx, id, secret, 0); err != nil {
			return err
		}
		_, err = fmt.Fprintf(out, "merchant %s (%s)\nwebhook secret: %s\nthe secret is shown only now; the merchant verifies its webhooks with it\n", id, name, secret)
		return err
	case "show":
		// Never a secret: which are active and until when, for a rotation.
		info, err := m.Info(ctx, merchant)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "merchant %s (%s)\nwebhook URL: %s\n", info.ID, info.Name, cmp.Or(info.WebhookURL, "none (its webhooks are skipped)"))
		if len(info.Secrets) == 0 {
			fmt.Fprintln(out, "signing secrets: none active (starter merchant rotate-secret)")
		}
		for _, si := range info.Secrets {
			until := "current"
			if si.ExpiresAt != nil {
				until = "signs until " + si.ExpiresAt.UTC().Format(time.RFC3339)
			}
			fmt.Fprintf(out, "signing secret %s, created %s, %s\n", si.ID, si.CreatedAt.UTC().Format(time.RFC3339), until)
		}
		return nil
	case "set-webhook":
		if err := m.SetWebhookURL(ctx, merchant, url); err != nil {
			return err
		}
		_, err = fmt.Fprintf(out, "merchant %s: webhooks go to the new URL from the next delivery\n", merchant)
		return err
	default: // rotate-secret
		secret := webhook.NewSecret()
		if err := m.AddSecret(ctx, merchant, secret, grace); err != nil {
			return err
		}
		_, err = fmt.Fprintf(out, "merchant %s: new webhook secret: %s\nthe secret is shown only now; the old one keeps signing beside it for %s\n", merchant, secret, grace)
		return err
	}
}

// reseal seals every merchant secret under MERCHANT_SECRETS_KEY: after a key
// rotation (the old key in MERCHANT_SECRETS_KEY_PREVIOUS), or to seal what a
// process without a key stored in plain text.
func reseal(ctx context.Context, m *store.Merchants, out io.Writer) error {
	if m.Box == nil {
		return store.ErrNoSealingKey
	}
	previous, err := store.PreviousSecretBoxFromEnv()
	if err != nil {
		return err
	}
	r, err := m.Reseal(ctx, previous)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "resealed %d merchant webhook secrets under %s (%d were in plain text, %d under %s, %d already under it)\n",
		r.Plain+r.Previous+r.Current, store.MerchantSecretsKeyEnv, r.Plain, r.Previous, store.MerchantSecretsPreviousKeyEnv, r.Current)
	return err
}

func runWebhook(ctx context.Context, args []string, out io.Writer) error {
	if len(args) == 0 || args[0] != "redeliver" {
		return usagef("webhook: the subcommand is redeliver: webhook redeliver -swap-id ID -event WEBHOOK-ID")
	}
	fs := operator.NewFlags("webhook redeliver", out)
	var dbURL, swapID, event, secrets string
	var allowPrivate bool
	dbFlag(fs, &dbURL)
	fs.StringVar(&swapID, "swap-id", "", "the swap's ID in the engine, its workflow ID (a swap of the API: its workflowId) (required)")
	fs.StringVar(&event, "event", "", "the event's webhook-id, webhook:<swap>:<revision> (required)")
	fs.StringVar(&secrets, "webhook-secrets", webhook.SecretEnv("WEBHOOK_SECRETS"), "signing secrets of swaps without a merchant, as the worker's (env WEBHOOK_SECRETS or WEBHOOK_SECRETS_FILE)")
	allowPrivateFlag(fs, &allowPrivate)
	if err := operator.ParseFlags(fs, args[1:]); err != nil {
		return err
	}
	switch {
	case dbURL == "":
		return usagef("webhook redeliver: -database-url is required (env DATABASE_URL)")
	case swapID == "":
		return usagef("webhook redeliver: -swap-id is required")
	case event == "":
		return usagef("webhook redeliver: -event is required (the webhook-id, webhook:<swap>:<revision>)")
	}
	m, err := openMerchants(ctx, dbURL)
	if err != nil {
		return err
	}
	defer m.DB.Close()
	acts := &activities.Activities{Merchants: m,
		WebhookPolicy: webhookurl.Policy{AllowPrivate: allowPrivate}}
	if err := Redeliver(ctx, acts, swapID, event, func() error {
		// Only a swap without a merchant needs the worker's secrets.
		var err error
		acts.Signers, err = webhook.LoadSecrets("-webhook-secrets", secrets)
		return err
	}); err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "redelivered %s of swap %s\n", event, swapID)
	return err
}

// Redeliver sends one recorded event again through the webhook activity's
// own delivery code (activities.NotifyWebhook): the payload as first sent,
// under its webhook-id, with redelivery true and attempt 1, to the
// merchant's current URL signed with its current secrets (or the swap's URL
// and the worker's secrets for a swap without a merchant, which
// loadSigners provides). The swap itself is not touched: a receiver that
// already processed the webhook-id deduplicates it, as it would a retry.
func Redeliver(ctx context.Context, acts *activities.Activities, swapID, webhookID string, loadSigners func() error) error {
	merchants, ok := acts.Merchants.(*store.Merchants)
	if !ok {
		return errors.New("redeliver: no database")
	}
	ev, err := merchants.Event(ctx, swapID, webhookID)
	if err != nil {
		return fmt.Errorf("redeliver: %w (events are recorded when first sent by a worker with a database)", err)
	}
	req := activities.WebhookRequest{Key: ev.WebhookID, URL: ev.URL, MerchantID: ev.MerchantID, Attempt: 1, Redelivery: true}
	if err := json.Unmarshal(ev.Payload, &req.Payload); err != nil {
		return fmt.Errorf("redeliver %s: recorded payload: %w", webhookID, err)
	}
	if req.MerchantID == "" {
		if err := loadSigners(); err != nil {
			return usagef("webhook redeliver: swap %s has no merchant, so the worker's secrets sign: %v", swapID, err)
		}
	}
	if err := acts.NotifyWebhook(ctx, req); err != nil {
		return fmt.Errorf("redeliver %s: %w", webhookID, err)
	}
	return nil
}

// openMerchants opens the merchants' store with the box of
// MERCHANT_SECRETS_KEY, as the worker does; the caller closes m.DB.
func openMerchants(ctx context.Context, dbURL string) (*store.Merchants, error) {
	box, err := store.SecretBoxFromEnv()
	if err != nil {
		return nil, err
	}
	db, err := store.Open(ctx, dbURL)
	if err != nil {
		return nil, err
	}
	return &store.Merchants{DB: db, Box: box}, nil
}
