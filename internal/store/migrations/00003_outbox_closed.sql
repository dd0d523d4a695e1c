-- +goose Up
-- 'closed': the swap exists but its workflow has ended. Kept apart from
-- 'unmatched' (no such swap): a redelivery to a finished swap is usually
-- harmless, a new deposit for one needs a person; both stay visible.
ALTER TABLE outbox DROP CONSTRAINT outbox_state_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_state_check CHECK (state IN ('pending', 'done', 'unmatched', 'closed'));

-- +goose Down
UPDATE outbox SET state = 'unmatched' WHERE state = 'closed';
ALTER TABLE outbox DROP CONSTRAINT outbox_state_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_state_check CHECK (state IN ('pending', 'done', 'unmatched'));
