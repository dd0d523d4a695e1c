-- +goose Up
-- The swap API's list reads each swap's status from here, not from Temporal
-- (issue 29): the webhook activity records it with every event it sends (and
-- the swap's current status with every attempt), so a filtered page is one
-- query however many swaps it passes over. NULL: no event yet (a swap that
-- has not moved from waiting).
ALTER TABLE api_swaps
    ADD COLUMN status          text,
    ADD COLUMN status_revision bigint NOT NULL DEFAULT 0;
CREATE INDEX api_swaps_merchant_status ON api_swaps (merchant_id, status, seq);

-- +goose Down
DROP INDEX api_swaps_merchant_status;
ALTER TABLE api_swaps DROP COLUMN status_revision, DROP COLUMN status;
