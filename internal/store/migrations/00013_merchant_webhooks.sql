-- +goose Up
-- Merchants apart (issue 18 item 2): each merchant of the swap API has its
-- own webhook URL and signing secrets, looked up by the webhook activity at
-- delivery time, so neither ever enters a workflow's history.

-- NULL: the merchant has no endpoint yet (its swaps' webhooks fail their
-- attempts until one is set, and can be redelivered after).
ALTER TABLE merchants ADD COLUMN webhook_url text CHECK (webhook_url <> '');

-- A merchant's signing secrets. The newest unexpired one is current; a
-- rotation gives the others an expiry (the grace window), during which every
-- webhook carries a signature under each, so the merchant can switch its
-- verifier at any moment of the window. secret is "enc:v1:" and AES-256-GCM
-- of the whsec_ secret under MERCHANT_SECRETS_KEY, or "plain:" and the
-- secret when no key is configured (internal/store/merchants.go).
CREATE TABLE merchant_webhook_secrets (
    id          text        PRIMARY KEY,
    merchant_id text        NOT NULL REFERENCES merchants (id),
    secret      text        NOT NULL CHECK (secret LIKE 'enc:v1:%' OR secret LIKE 'plain:%'),
    created_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
    expires_at  timestamptz
);
CREATE INDEX merchant_webhook_secrets_merchant ON merchant_webhook_secrets (merchant_id, created_at DESC);

-- Every webhook event as first sent (by webhook-id), for
-- `starter webhook redeliver`: a redelivery re-sends these exact bytes of
-- payload (with redelivery true), never a payload rebuilt later. merchant_id
-- is NULL for swaps started without a merchant (the operator CLI).
CREATE TABLE webhook_events (
    webhook_id  text        PRIMARY KEY,
    swap_id     text        NOT NULL,
    merchant_id text,
    url         text        NOT NULL,
    payload     jsonb       NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_events_swap ON webhook_events (swap_id);

-- +goose Down
DROP TABLE webhook_events;
DROP TABLE merchant_webhook_secrets;
ALTER TABLE merchants DROP COLUMN webhook_url;
