-- +goose Up

-- Idempotency keys of the simulated receivers (exchange, payout, refund), modelled on Stripe's
-- idempotency keys and the IETF Idempotency-Key draft. A key is claimed (in_progress) before the
-- effect and completed in the same transaction that records the effect, so a completed key and
-- its effect row can never disagree.
CREATE TABLE idempotency_keys (
    receiver            text        NOT NULL,
    idem_key            text        NOT NULL CHECK (length(idem_key) BETWEEN 1 AND 255),
    -- sha256 hex of the canonical request body: the same key with other parameters is refused.
    request_fingerprint text        NOT NULL,
    state               text        NOT NULL CHECK (state IN ('in_progress', 'completed')),
    -- When the current owner claimed the key; doubles as the owner's lock token.
    locked_at           timestamptz NOT NULL,
    response_status     int,
    response_body       bytea,
    created_at          timestamptz NOT NULL DEFAULT now(),
    completed_at        timestamptz,
    PRIMARY KEY (receiver, idem_key),
    CHECK (state = 'in_progress'
           OR (response_status IS NOT NULL AND response_body IS NOT NULL AND completed_at IS NOT NULL))
);

CREATE INDEX idempotency_keys_completed_at ON idempotency_keys (completed_at)
    WHERE state = 'completed';

-- Append-only ledger of effects the receivers actually performed. Deliberately NO unique
-- constraint on (receiver, idem_key): the tests count rows per key to prove exactly one effect,
-- so a broken contract must be able to show up here as a duplicate.
CREATE TABLE effects (
    id         bigserial   PRIMARY KEY,
    receiver   text        NOT NULL,
    idem_key   text        NOT NULL,
    swap_id    text        NOT NULL,
    request    jsonb       NOT NULL,
    response   jsonb       NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX effects_receiver_key ON effects (receiver, idem_key);
CREATE INDEX effects_swap_id ON effects (swap_id);

-- Merchant webhook receipts, deduplicated by the Standard Webhooks webhook-id.
CREATE TABLE webhook_deliveries (
    webhook_id  text        PRIMARY KEY,
    swap_id     text        NOT NULL,
    seq         bigint,
    status      text,
    body        jsonb       NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX webhook_deliveries_swap_seq ON webhook_deliveries (swap_id, seq);

-- +goose Down
DROP TABLE webhook_deliveries;
DROP TABLE effects;
DROP TABLE idempotency_keys;
