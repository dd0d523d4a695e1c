-- +goose Up
-- The swap API's merchants, their API keys and the swaps they created.
CREATE TABLE merchants (
    id         text        PRIMARY KEY,
    name       text        NOT NULL CHECK (name <> ''),
    created_at timestamptz NOT NULL DEFAULT now()
);

-- A key is shown once, at creation; only its SHA-256 is kept (a key has 256
-- bits of entropy, so an unsalted hash is enough and lets a request be looked
-- up by it). A revoked key stays, for the record, and is refused.
CREATE TABLE api_keys (
    id          text        PRIMARY KEY,
    merchant_id text        NOT NULL REFERENCES merchants (id),
    key_hash    bytea       NOT NULL UNIQUE CHECK (length(key_hash) = 32),
    created_at  timestamptz NOT NULL DEFAULT now(),
    revoked_at  timestamptz
);
CREATE INDEX api_keys_merchant ON api_keys (merchant_id);

-- One row per swap created through the API, written before the workflow is
-- started: the primary key is the guard that a swap ID names one swap of one
-- merchant, and the row holds the request it was created with (a repeat is
-- compared to it) and the exact workflow input, so that every repeat starts
-- the same workflow. seq orders a merchant's swaps for stable paging.
CREATE TABLE api_swaps (
    swap_id     text        PRIMARY KEY,
    merchant_id text        NOT NULL REFERENCES merchants (id),
    seq         bigint      GENERATED ALWAYS AS IDENTITY UNIQUE,
    request     jsonb       NOT NULL,
    input       jsonb       NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    -- Set once the workflow is known to exist: from then on the API never
    -- starts it again (after Temporal's retention removed a closed swap, an
    -- Update-with-Start would start a second one under the same ID).
    started_at  timestamptz
);
CREATE INDEX api_swaps_merchant_seq ON api_swaps (merchant_id, seq);

-- +goose Down
DROP TABLE api_swaps;
DROP TABLE api_keys;
DROP TABLE merchants;
