-- +goose Up
-- The route each payout and refund key was first sent by: the HTTP payout
-- receiver or the vault on-chain. The two do not share a key store, so a key
-- sent one way must never be sent the other (a worker fleet with different
-- payout settings, or a route changed while payments are pending, would
-- otherwise pay twice). Written before the first send.
CREATE TABLE payment_routes (
    key        text        PRIMARY KEY,
    route      text        NOT NULL CHECK (route IN ('http', 'onchain')),
    created_at timestamptz NOT NULL DEFAULT now()
);

-- +goose Down
DROP TABLE payment_routes;
