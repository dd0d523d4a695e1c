-- +goose Up

-- The durable transaction sender (internal/txsender). One nonce counter per
-- (chain, sender address): the next nonce the engine hands out. It is read
-- and moved only under FOR UPDATE, in the same transaction that binds the
-- nonce to a send, so a crash can never leave a nonce handed out and unbound.
CREATE TABLE tx_nonces (
    chain_id   bigint NOT NULL,
    sender     text   NOT NULL CHECK (sender ~ '^0x[0-9a-f]{40}$'),
    next_nonce bigint NOT NULL CHECK (next_nonce >= 0),
    PRIMARY KEY (chain_id, sender)
);

-- One row per logical send, keyed by the effect key: a vault payment
-- (kind 'pay') or a no-op self-transfer that fills a nonce nobody else will
-- use (kind 'filler', key 'nonce-filler:<chain>:<sender>:<nonce>').
-- nonce is NULL while none is bound: a payment refused before signing gives
-- its nonce back (a filler takes it), and one resolved without a
-- transaction of its own never needed one.
CREATE TABLE tx_sends (
    key              text        PRIMARY KEY CHECK (key <> ''),
    kind             text        NOT NULL CHECK (kind IN ('pay', 'filler')),
    chain_id         bigint      NOT NULL,
    sender           text        NOT NULL CHECK (sender ~ '^0x[0-9a-f]{40}$'),
    nonce            bigint      CHECK (nonce >= 0),
    vault            text,
    vault_key        text,
    token            text,
    recipient        text,
    amount           numeric(78, 0) CHECK (amount > 0),
    gas_limit        bigint,
    state            text        NOT NULL CHECK (state IN ('unsent', 'sent', 'mined', 'final', 'failed')),
    -- Head when the row was written: Paid logs for the key are searched from here.
    from_block       bigint      NOT NULL,
    mined_tx         text,
    mined_block      bigint,
    mined_block_hash text,
    fail_code        text,
    fail_field       text,
    reason           text,
    created_at       timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now(),
    CHECK (kind <> 'pay' OR (vault IS NOT NULL AND vault_key IS NOT NULL AND token IS NOT NULL
                             AND recipient IS NOT NULL AND amount IS NOT NULL)),
    -- A mined or final payment names the transaction whose Paid event is the
    -- payment. A filler may end final with none: another transaction used its nonce.
    CHECK ((mined_tx IS NULL) = (mined_block IS NULL) AND (mined_tx IS NULL) = (mined_block_hash IS NULL)),
    CHECK (state IN ('mined', 'final') OR mined_tx IS NULL),
    CHECK (kind <> 'pay' OR state NOT IN ('mined', 'final') OR mined_tx IS NOT NULL),
    CHECK ((state = 'failed') = (fail_code IS NOT NULL))
);
-- A nonce is bound to at most one send.
CREATE UNIQUE INDEX tx_sends_nonce ON tx_sends (chain_id, sender, nonce) WHERE nonce IS NOT NULL;
CREATE INDEX tx_sends_open ON tx_sends (chain_id, sender) WHERE state IN ('unsent', 'sent', 'mined');

-- Every signed version of a send, stored before its first broadcast. A
-- broadcast only ever sends `raw` from here. Replacements share the nonce
-- with higher fees; after a nonce was taken by a transaction outside the
-- engine the send is signed again under a new nonce, and the old attempts
-- stay as the record.
CREATE TABLE tx_attempts (
    tx_hash                  text        PRIMARY KEY CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
    seq                      bigserial   NOT NULL UNIQUE, -- signing order
    key                      text        NOT NULL REFERENCES tx_sends (key),
    nonce                    bigint      NOT NULL CHECK (nonce >= 0),
    gas_limit                bigint      NOT NULL,
    max_fee_per_gas          numeric(78, 0) NOT NULL,
    max_priority_fee_per_gas numeric(78, 0) NOT NULL,
    raw                      bytea       NOT NULL,
    signed_at                timestamptz NOT NULL DEFAULT now(),
    -- Head at the first broadcast the node accepted: the replacement clock.
    broadcast_block          bigint,
    last_error               text
);
CREATE INDEX tx_attempts_key ON tx_attempts (key, seq);

-- +goose Down
DROP TABLE tx_attempts;
DROP TABLE tx_sends;
DROP TABLE tx_nonces;
