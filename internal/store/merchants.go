package store

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Merchants' webhook endpoints and signing secrets, and the record of every
// webhook event sent (migration 00013_merchant_webhooks.sql). The webhook
// activity reads a merchant's URL and secrets here at delivery time, so no
// secret is ever part of a workflow's input, history or status.

// MerchantSecretsKeyEnv names the key that encrypts merchants' webhook
// secrets at rest: base64 of 32 bytes (AES-256-GCM), or in the file named by
// MERCHANT_SECRETS_KEY_FILE. Without it a worker, `serve` or the merchant
// commands refuse to start, naming it (fail closed), unless
// MerchantSecretsPlainEnv says this is a dev stack.
const MerchantSecretsKeyEnv = "MERCHANT_SECRETS_KEY"

// MerchantSecretsPlainEnv=1 lets a process without a sealing key store
// merchants' secrets in plain text (marked "plain:"): a dev stack only. Once
// a key is set, `starter migrate up` seals what was stored so.
const MerchantSecretsPlainEnv = "MERCHANT_SECRETS_INSECURE_PLAIN"

// MerchantSecretsPreviousKeyEnv is the key being rotated away from, for
// `starter merchant reseal` (Merchants.Reseal).
const MerchantSecretsPreviousKeyEnv = "MERCHANT_SECRETS_KEY_PREVIOUS"

// ErrNoSealingKey: no sealing key is set and plain text is not allowed.
var ErrNoSealingKey = fmt.Errorf("%s is not set (nor %s_FILE): merchants' webhook secrets would be stored in plain text; set it to the base64 of 32 random bytes (openssl rand -base64 32), or %s=1 on a dev stack only",
	MerchantSecretsKeyEnv, MerchantSecretsKeyEnv, MerchantSecretsPlainEnv)

// SecretBox seals merchants' secrets for the database: with a key in this
// process (AES-256-GCM, MERCHANT_SECRETS_KEY) or through a key management
// service (a gocloud.dev/secrets keeper, MERCHANT_SECRETS_KEEPER; keeper.go).
// A nil box stores them in plain text.
type SecretBox struct {
	aead   cipher.AEAD
	keeper *keeperBox
}

// NewSecretBox parses a base64 32-byte key; the error never quotes it.
func NewSecretBox(key string) (*SecretBox, error) {
	raw, err := base64.StdEncoding.DecodeString(strings.TrimSpace(key))
	if err != nil {
		return nil, fmt.Errorf("%s: is not standard base64", MerchantSecretsKeyEnv)
	}
	if len(raw) != 32 {
		return nil, fmt.Errorf("%s: decodes to %d bytes; it must be 32 (AES-256)", MerchantSecretsKeyEnv, len(raw))
	}
	block, err := aes.NewCipher(raw)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", MerchantSecretsKeyEnv, err)
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", MerchantSecretsKeyEnv, err)
	}
	return &SecretBox{aead: aead}, nil
}

// SecretBoxFromEnv is the box of MERCHANT_SECRETS_KEEPER (a key management
// service) or of MERCHANT_SECRETS_KEY (or the file named by
// MERCHANT_SECRETS_KEY_FILE). Without any it is ErrNoSealingKey, or nil, nil
// (plain text) where MERCHANT_SECRETS_INSECURE_PLAIN=1.
func SecretBoxFromEnv() (*SecretBox, error) {
	box, err := boxFromEnv(MerchantSecretsKeeperEnv, MerchantSecretsKeyEnv)
	if box == nil && err == nil && os.Getenv(MerchantSecretsPlainEnv) != "1" {
		return nil, ErrNoSealingKey
	}
	return box, err
}

// PreviousSecretBoxFromEnv is the box a rotation moves away from:
// MERCHANT_SECRETS_KEEPER_PREVIOUS or MERCHANT_SECRETS_KEY_PREVIOUS (or its
// _FILE); nil, nil when unset.
func PreviousSecretBoxFromEnv() (*SecretBox, error) {
	return boxFromEnv(MerchantSecretsKeeperEnv+"_PREVIOUS", MerchantSecretsPreviousKeyEnv)
}

// boxFromEnv opens the keeper URL in keeperEnv or the key in keyEnv; one of
// them, not both.
func boxFromEnv(keeperEnv, keyEnv string) (*SecretBox, error) {
	url := strings.TrimSpace(os.Getenv(keeperEnv))
	if url == "" {
		return secretBoxFrom(keyEnv)
	}
	if os.Getenv(keyEnv) != "" || os.Getenv(keyEnv+"_FILE") != "" {
		return nil, fmt.Errorf("%s and %s: give one (a key management service or a key)", keeperEnv, keyEnv)
	}
	return OpenKeeperBox(context.Background(), keeperEnv, url)
}

// secretBoxFrom reads the key in env name or in the file env name_FILE
// names; nil, nil when neither is set.
func secretBoxFrom(name string) (*SecretBox, error) {
	key := os.Getenv(name)
	if path := os.Getenv(name + "_FILE"); key == "" && path != "" {
		raw, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("%s_FILE: %w", name, err)
		}
		key = string(raw)
	}
	if key == "" {
		return nil, nil
	}
	box, err := NewSecretBox(key)
	if err != nil && name != MerchantSecretsKeyEnv {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return box, err
}

const (
	sealedPrefix = "enc:v1:"
	plainPrefix  = "plain:"
)

// seal is what the database keeps of a secret. The merchant ID is the
// additional data, so a sealed secret copied to another merchant's row does
// not open.
func (b *SecretBox) seal(ctx context.Context, merchantID, secret string) (string, error) {
	switch {
	case b == nil:
		return plainPrefix + secret, nil
	case b.keeper != nil:
		return b.keeper.seal(ctx, merchantID, secret)
	}
	nonce := make([]byte, b.aead.NonceSize())
	_, _ = rand.Read(nonce) // crypto/rand.Read never fails (Go 1.24+)
	return sealedPrefix + base64.StdEncoding.EncodeToString(b.aead.Seal(nonce, nonce, []byte(secret), []byte(merchantID))), nil
}

func (b *SecretBox) open(ctx context.Context, merchantID, stored string) (string, error) {
	if s, ok := strings.CutPrefix(stored, plainPrefix); ok {
		return s, nil
	}
	if strings.HasPrefix(stored, keeperPrefix) {
		if b == nil || b.keeper == nil {
			return "", fmt.Errorf("merchant %s's webhook secrets are sealed by a key management service and %s is not set", merchantID, MerchantSecretsKeeperEnv)
		}
		return b.keeper.open(ctx, merchantID, stored)
	}
	sealed, ok := strings.CutPrefix(stored, sealedPrefix)
	if !ok {
		return "", errors.New("stored secret has an unknown format")
	}
	if b == nil || b.aead == nil {
		return "", fmt.Errorf("merchant %s's webhook secrets are encrypted and %s is not set", merchantID, MerchantSecretsKeyEnv)
	}
	raw, err := base64.StdEncoding.DecodeString(sealed)
	if err != nil || len(raw) < b.aead.NonceSize() {
		return "", fmt.Errorf("merchant %s: a stored webhook secret is damaged", merchantID)
	}
	plain, err := b.aead.Open(nil, raw[:b.aead.NonceSize()], raw[b.aead.NonceSize():], []byte(merchantID))
	if err != nil {
		return "", fmt.Errorf("merchant %s: a stored webhook secret does not open with %s (another key?)", merchantID, MerchantSecretsKeyEnv)
	}
	return string(plain), nil
}

// Merchants reads and changes merchants' webhook settings.
type Merchants struct {
	DB  *pgxpool.Pool
	Box *SecretBox // nil: secrets in plain text
}

// ErrNoMerchant is a merchant ID the database does not know.
var ErrNoMerchant = errors.New("no such merchant")

// SetWebhookURL sets (or, with "", clears) the merchant's webhook endpoint.
// The caller checks the URL against the webhook policy.
func (m *Merchants) SetWebhookURL(ctx context.Context, merchantID, url string) error {
	var v *string
	if url != "" {
		v = &url
	}
	tag, err := m.DB.Exec(ctx, `UPDATE merchants SET webhook_url = $2 WHERE id = $1`, merchantID, v)
	if err != nil {
		return fmt.Errorf("set webhook URL of merchant %s: %w", merchantID, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("merchant %q: %w", merchantID, ErrNoMerchant)
	}
	return nil
}

// SetWebhookEvents sets the event types the merchant's endpoint takes (nil:
// every type). The caller checks the types.
func (m *Merchants) SetWebhookEvents(ctx context.Context, merchantID string, events []string) error {
	tag, err := m.DB.Exec(ctx, `UPDATE merchants SET webhook_events = $2 WHERE id = $1`, merchantID, events)
	if err != nil {
		return fmt.Errorf("set webhook events of merchant %s: %w", merchantID, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("merchant %q: %w", merchantID, ErrNoMerchant)
	}
	return nil
}

// AddSecret makes secret the merchant's current signing secret. Its
// unexpired secrets keep signing for grace more (never longer than they
// already would), then expire; grace 0 expires them at once.
func (m *Merchants) AddSecret(ctx context.Context, merchantID, secret string, grace time.Duration) error {
	if grace < 0 {
		return fmt.Errorf("grace: must not be negative, got %s", grace)
	}
	id := make([]byte, 9)
	_, _ = rand.Read(id)
	sealed, err := m.Box.seal(ctx, merchantID, secret)
	if err != nil {
		return err
	}
	return pgx.BeginFunc(ctx, m.DB, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `UPDATE merchant_webhook_secrets
			SET expires_at = least(coalesce(expires_at, 'infinity'), clock_timestamp() + make_interval(secs => $2))
			WHERE merchant_id = $1 AND (expires_at IS NULL OR expires_at > clock_timestamp())`,
			merchantID, grace.Seconds()); err != nil {
			return fmt.Errorf("expire merchant %s's secrets: %w", merchantID, err)
		}
		_, err := tx.Exec(ctx, `INSERT INTO merchant_webhook_secrets (id, merchant_id, secret) VALUES ($1, $2, $3)`,
			"whs_"+base64.RawURLEncoding.EncodeToString(id), merchantID, sealed)
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code == "23503" {
			return fmt.Errorf("merchant %q: %w", merchantID, ErrNoMerchant)
		}
		if err != nil {
			return fmt.Errorf("add merchant %s's secret: %w", merchantID, err)
		}
		return nil
	})
}

// MerchantWebhook is where and how a merchant's webhooks go now.
type MerchantWebhook struct {
	URL string // "" when the merchant has none
	// Events are the event types the endpoint takes; nil: every type.
	Events []string
	// Secrets are the unexpired signing secrets, newest first: during a
	// rotation's grace window, more than one.
	Secrets []string
}

// Webhook is the merchant's endpoint and unexpired secrets.
func (m *Merchants) Webhook(ctx context.Context, merchantID string) (MerchantWebhook, error) {
	var out MerchantWebhook
	var url *string
	err := m.DB.QueryRow(ctx, `SELECT webhook_url, webhook_events FROM merchants WHERE id = $1`, merchantID).Scan(&url, &out.Events)
	if errors.Is(err, pgx.ErrNoRows) {
		return out, fmt.Errorf("merchant %q: %w", merchantID, ErrNoMerchant)
	}
	if err != nil {
		return out, fmt.Errorf("read merchant %s: %w", merchantID, err)
	}
	if url != nil {
		out.URL = *url
	}
	rows, err := m.DB.Query(ctx, `SELECT secret FROM merchant_webhook_secrets
		WHERE merchant_id = $1 AND (expires_at IS NULL OR expires_at > clock_timestamp())
		ORDER BY created_at DESC, id`, merchantID)
	if err != nil {
		return out, fmt.Errorf("read merchant %s's secrets: %w", merchantID, err)
	}
	stored, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return out, fmt.Errorf("read merchant %s's secrets: %w", merchantID, err)
	}
	for _, s := range stored {
		secret, err := m.Box.open(ctx, merchantID, s)
		if err != nil {
			return out, err
		}
		out.Secrets = append(out.Secrets, secret)
	}
	return out, nil
}

// ResealReport counts what Reseal did.
type ResealReport struct {
	// Plain were stored in plain text, Previous sealed under the previous
	// key, Current already under the current key: all are now under it.
	Plain, Previous, Current int
}

// Reseal seals every stored merchant secret under m.Box: those in plain
// text, those sealed under previous (a key being rotated away from; may be
// nil) and those already under m.Box (sealed again, with a fresh nonce). One
// transaction: a secret that opens with neither key stops it and nothing
// changes — no secret is ever left unreadable. The error names the merchant
// and the setting, never a secret.
func (m *Merchants) Reseal(ctx context.Context, previous *SecretBox) (ResealReport, error) {
	var r ResealReport
	if m.Box == nil {
		return r, ErrNoSealingKey
	}
	err := pgx.BeginFunc(ctx, m.DB, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `SELECT id, merchant_id, secret FROM merchant_webhook_secrets ORDER BY id FOR UPDATE`)
		if err != nil {
			return fmt.Errorf("read merchants' secrets: %w", err)
		}
		type row struct{ id, merchant, stored string }
		all, err := pgx.CollectRows(rows, func(rw pgx.CollectableRow) (row, error) {
			var x row
			return x, rw.Scan(&x.id, &x.merchant, &x.stored)
		})
		if err != nil {
			return fmt.Errorf("read merchants' secrets: %w", err)
		}
		for _, x := range all {
			secret, err := m.Box.open(ctx, x.merchant, x.stored)
			switch {
			case strings.HasPrefix(x.stored, plainPrefix):
				r.Plain++
			case err == nil:
				r.Current++
			case previous != nil:
				if secret, err = previous.open(ctx, x.merchant, x.stored); err != nil {
					return fmt.Errorf("merchant %s: secret %s opens with neither %s nor %s: nothing was resealed", x.merchant, x.id, MerchantSecretsKeyEnv, MerchantSecretsPreviousKeyEnv)
				}
				r.Previous++
			default:
				return fmt.Errorf("%w; set %s to the key it was sealed under: nothing was resealed", err, MerchantSecretsPreviousKeyEnv)
			}
			sealed, err := m.Box.seal(ctx, x.merchant, secret)
			if err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, `UPDATE merchant_webhook_secrets SET secret = $2 WHERE id = $1`, x.id, sealed); err != nil {
				return fmt.Errorf("reseal merchant %s's secret %s: %w", x.merchant, x.id, err)
			}
		}
		return nil
	})
	if err != nil {
		return ResealReport{}, err
	}
	return r, nil
}

// sealPlainSecrets is the migration step that leaves no secret in plain
// text behind once a sealing key is set (MigrateUp runs it): each "plain:"
// row is sealed under the key. Without a key, plain rows are an error naming
// the setting — except on a dev stack (MerchantSecretsPlainEnv), whose rows
// wait for a key. It reports how many it sealed.
func sealPlainSecrets(ctx context.Context, db *pgxpool.Pool) (int, error) {
	var table *string
	if err := db.QueryRow(ctx, `SELECT to_regclass('merchant_webhook_secrets')::text`).Scan(&table); err != nil || table == nil {
		return 0, err // migrated only part of the way: nothing to seal yet
	}
	var plain int
	if err := db.QueryRow(ctx, `SELECT count(*) FROM merchant_webhook_secrets WHERE secret LIKE 'plain:%'`).Scan(&plain); err != nil || plain == 0 {
		return 0, err
	}
	box, err := SecretBoxFromEnv()
	switch {
	case err != nil:
		return 0, fmt.Errorf("%d merchant webhook secrets are stored in plain text and cannot be sealed: %w", plain, err)
	case box == nil:
		return 0, nil // a dev stack: they stay until a key is set
	}
	sealed := 0
	err = pgx.BeginFunc(ctx, db, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `SELECT id, merchant_id, secret FROM merchant_webhook_secrets WHERE secret LIKE 'plain:%' FOR UPDATE`)
		if err != nil {
			return err
		}
		type row struct{ id, merchant, stored string }
		all, err := pgx.CollectRows(rows, func(rw pgx.CollectableRow) (row, error) {
			var x row
			return x, rw.Scan(&x.id, &x.merchant, &x.stored)
		})
		if err != nil {
			return err
		}
		for _, x := range all {
			secret, err := box.seal(ctx, x.merchant, strings.TrimPrefix(x.stored, plainPrefix))
			if err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, `UPDATE merchant_webhook_secrets SET secret = $2 WHERE id = $1`, x.id, secret); err != nil {
				return fmt.Errorf("seal merchant %s's secret %s: %w", x.merchant, x.id, err)
			}
			sealed++
		}
		return nil
	})
	return sealed, err
}

// WebhookEvent is one webhook event as first sent.
type WebhookEvent struct {
	WebhookID  string
	SwapID     string
	MerchantID string // "" for a swap without a merchant
	URL        string // the swap's own URL; "" when the merchant's was used
	Payload    json.RawMessage
	// Status and Revision are the swap's newest status the sender knows:
	// the swap API's list reads them (api_swaps.status).
	Status   string
	Revision int64
}

// RecordEvent keeps the event's first payload (later attempts of the same
// webhook-id change nothing), and, for a swap of the swap API, its newest
// status, never moving it back to an older revision: one statement.
func (m *Merchants) RecordEvent(ctx context.Context, e WebhookEvent) error {
	var merchant *string
	if e.MerchantID != "" {
		merchant = &e.MerchantID
	}
	_, err := m.DB.Exec(ctx, `WITH ev AS (
			INSERT INTO webhook_events (webhook_id, swap_id, merchant_id, url, payload)
			VALUES ($1, $2, $3, $4, $5) ON CONFLICT (webhook_id) DO NOTHING)
		UPDATE api_swaps SET status = $6, status_revision = $7
		WHERE swap_id = $2 AND merchant_id = $3 AND $6 <> '' AND status_revision < $7`,
		e.WebhookID, e.SwapID, merchant, e.URL, []byte(e.Payload), e.Status, e.Revision)
	if err != nil {
		return fmt.Errorf("record webhook event %s: %w", e.WebhookID, err)
	}
	return nil
}

// WebhookAttempt is one send of an event: whether the endpoint took it, and
// if not why (the sender's words: a status code, the URL policy; never the
// endpoint's body).
type WebhookAttempt struct {
	WebhookID  string
	Attempt    int
	Redelivery bool
	Delivered  bool
	Error      string
}

// RecordAttempt keeps one send, and clears up to a hundred sends older than
// 30 days, so the table stays the size of a month's webhooks.
func (m *Merchants) RecordAttempt(ctx context.Context, a WebhookAttempt) error {
	_, err := m.DB.Exec(ctx, `WITH old AS (
			DELETE FROM webhook_attempts WHERE id IN (
				SELECT id FROM webhook_attempts WHERE at < now() - interval '30 days' ORDER BY at LIMIT 100))
		INSERT INTO webhook_attempts (webhook_id, attempt, redelivery, delivered, error) VALUES ($1, $2, $3, $4, $5)`,
		a.WebhookID, a.Attempt, a.Redelivery, a.Delivered, a.Error)
	if err != nil {
		return fmt.Errorf("record webhook attempt %s #%d: %w", a.WebhookID, a.Attempt, err)
	}
	return nil
}

// ErrNoEvent is a webhook-id never sent (or sent by a worker without a database).
var ErrNoEvent = errors.New("no such webhook event")

// Event is the recorded event of the swap with that webhook-id.
func (m *Merchants) Event(ctx context.Context, swapID, webhookID string) (WebhookEvent, error) {
	e := WebhookEvent{WebhookID: webhookID}
	var merchant *string
	var payload []byte
	err := m.DB.QueryRow(ctx, `SELECT swap_id, merchant_id, url, payload FROM webhook_events WHERE webhook_id = $1 AND swap_id = $2`,
		webhookID, swapID).Scan(&e.SwapID, &merchant, &e.URL, &payload)
	if errors.Is(err, pgx.ErrNoRows) {
		return e, fmt.Errorf("event %q of swap %q: %w", webhookID, swapID, ErrNoEvent)
	}
	if err != nil {
		return e, fmt.Errorf("read webhook event %s: %w", webhookID, err)
	}
	if merchant != nil {
		e.MerchantID = *merchant
	}
	e.Payload = payload
	return e, nil
}

// SecretInfo is what may be shown of a merchant's secret: never the secret.
type SecretInfo struct {
	ID        string
	CreatedAt time.Time
	ExpiresAt *time.Time // nil: current until the next rotation
}

// MerchantInfo is a merchant's webhook settings as an operator sees them.
type MerchantInfo struct {
	ID, Name, WebhookURL string
	// WebhookEvents are the types the endpoint takes; nil: every type.
	WebhookEvents []string
	// Secrets are the unexpired ones, newest first.
	Secrets []SecretInfo
}

// Info is the merchant's name, URL and unexpired secrets' IDs and expiry.
func (m *Merchants) Info(ctx context.Context, merchantID string) (MerchantInfo, error) {
	out := MerchantInfo{ID: merchantID}
	var url *string
	err := m.DB.QueryRow(ctx, `SELECT name, webhook_url, webhook_events FROM merchants WHERE id = $1`, merchantID).Scan(&out.Name, &url, &out.WebhookEvents)
	if errors.Is(err, pgx.ErrNoRows) {
		return out, fmt.Errorf("merchant %q: %w", merchantID, ErrNoMerchant)
	}
	if err != nil {
		return out, fmt.Errorf("read merchant %s: %w", merchantID, err)
	}
	if url != nil {
		out.WebhookURL = *url
	}
	rows, err := m.DB.Query(ctx, `SELECT id, created_at, expires_at FROM merchant_webhook_secrets
		WHERE merchant_id = $1 AND (expires_at IS NULL OR expires_at > clock_timestamp())
		ORDER BY created_at DESC, id`, merchantID)
	if err != nil {
		return out, fmt.Errorf("read merchant %s's secrets: %w", merchantID, err)
	}
	out.Secrets, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (SecretInfo, error) {
		var si SecretInfo
		err := r.Scan(&si.ID, &si.CreatedAt, &si.ExpiresAt)
		return si, err
	})
	if err != nil {
		return out, fmt.Errorf("read merchant %s's secrets: %w", merchantID, err)
	}
	return out, nil
}
