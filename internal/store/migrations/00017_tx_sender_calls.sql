-- +goose Up

-- Governance transactions through the durable sender (starter vault, issue
-- 26): a send of kind 'call' is one contract call — or, with no recipient, one
-- contract creation — sent once under its key, with the same nonce, signing
-- and crash-recovery discipline as a payment. call_data is its input;
-- recipient the contract called (NULL: a creation); amount the value sent
-- (NULL: none). Nothing about it is a vault payment.
ALTER TABLE tx_sends DROP CONSTRAINT tx_sends_kind_check;
ALTER TABLE tx_sends ADD CONSTRAINT tx_sends_kind_check CHECK (kind IN ('pay', 'filler', 'batch', 'call'));
ALTER TABLE tx_sends ADD COLUMN call_data bytea,
                     ADD CHECK ((kind = 'call') = (call_data IS NOT NULL));

-- +goose Down
ALTER TABLE tx_sends DROP COLUMN call_data;
ALTER TABLE tx_sends DROP CONSTRAINT tx_sends_kind_check;
ALTER TABLE tx_sends ADD CONSTRAINT tx_sends_kind_check CHECK (kind IN ('pay', 'filler', 'batch'));
