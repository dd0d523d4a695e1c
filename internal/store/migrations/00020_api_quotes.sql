-- +goose Up
-- Quotes the swap API gave merchants (issue 28): the price a swap created
-- from one is bounded by. A quote is used by one swap at most (swap_id, set
-- by the create that used it), and only by the merchant it was given to.
CREATE TABLE api_quotes (
    quote_id    text        PRIMARY KEY,
    merchant_id text        NOT NULL REFERENCES merchants (id),
    quote       jsonb       NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    expires_at  timestamptz NOT NULL,
    swap_id     text
);
CREATE INDEX api_quotes_expires ON api_quotes (expires_at);

-- +goose Down
DROP TABLE api_quotes;
