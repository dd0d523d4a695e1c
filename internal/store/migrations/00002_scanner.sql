-- +goose Up

-- One row per chain scanner (chain, contract). The cursor is the last block
-- whose logs are recorded; its hash is checked against the canonical chain at
-- the start of every pass. A halted scanner moves only from an operator's
-- trusted checkpoint.
CREATE TABLE scanners (
    scanner_id    text        PRIMARY KEY,
    chain_id      bigint      NOT NULL,
    contract      text        NOT NULL,
    cursor_number bigint      NOT NULL CHECK (cursor_number >= 0),
    cursor_hash   text        NOT NULL,
    final_number  bigint      NOT NULL DEFAULT 0,
    head_number   bigint      NOT NULL DEFAULT 0,
    halted_reason text,
    last_reorg    jsonb,
    updated_at    timestamptz NOT NULL DEFAULT now(),
    UNIQUE (chain_id, contract)
);

-- Canonical block hashes the scanner saw, kept for a retained window below the
-- cursor: the ancestry it walks back through to find a common ancestor.
CREATE TABLE block_hashes (
    scanner_id text   NOT NULL REFERENCES scanners (scanner_id),
    number     bigint NOT NULL,
    hash       text   NOT NULL,
    PRIMARY KEY (scanner_id, number)
);

-- Every Deposited log ever seen, keyed by where it was seen: the same log in
-- another block (after a reorg) is another observation.
CREATE TABLE observations (
    chain_id     bigint  NOT NULL,
    block_hash   text    NOT NULL CHECK (block_hash ~ '^0x[0-9a-f]{64}$'),
    log_index    bigint  NOT NULL CHECK (log_index >= 0),
    scanner_id   text    NOT NULL REFERENCES scanners (scanner_id),
    block_number bigint  NOT NULL,
    tx_hash      text    NOT NULL,
    contract     text    NOT NULL,
    swap_id      text    NOT NULL,
    payer        text    NOT NULL,
    amount_units text    NOT NULL,
    deposit_id   text    NOT NULL,
    deposit_ref  text    NOT NULL,
    state        text    NOT NULL CHECK (state IN ('tentative', 'final', 'orphaned')),
    -- Incremented when an orphaned block becomes canonical again, so that the
    -- swap sees a new delivery rather than a duplicate of the first one.
    generation   int     NOT NULL DEFAULT 1,
    observed_at  timestamptz NOT NULL DEFAULT now(),
    finalized_at timestamptz,
    orphaned_at  timestamptz,
    PRIMARY KEY (chain_id, block_hash, log_index)
);
CREATE INDEX observations_pending ON observations (scanner_id, state, block_number);

-- Deliveries to swap workflows, written in the same transaction as the
-- observation they come from. event_id is unique: a replayed pass enqueues nothing.
CREATE TABLE outbox (
    id          bigserial   PRIMARY KEY,
    scanner_id  text        NOT NULL REFERENCES scanners (scanner_id),
    kind        text        NOT NULL CHECK (kind IN ('deposit-observed', 'deposit-confirmed', 'deposit-reorged')),
    swap_id     text        NOT NULL,
    event_id    text        NOT NULL UNIQUE,
    payload     jsonb       NOT NULL,
    state       text        NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'unmatched')),
    attempts    int         NOT NULL DEFAULT 0,
    lease_owner text,
    lease_until timestamptz,
    last_error  text,
    created_at  timestamptz NOT NULL DEFAULT now(),
    done_at     timestamptz
);
CREATE INDEX outbox_pending ON outbox (state, id) WHERE state = 'pending';

-- +goose Down
DROP TABLE outbox;
DROP TABLE observations;
DROP TABLE block_hashes;
DROP TABLE scanners;
