-- +goose Up
-- The event types a merchant's endpoint takes (issue 29); NULL: all. Others
-- are recorded (the events API lists them) and not sent.
ALTER TABLE merchants ADD COLUMN webhook_events text[];

-- +goose Down
ALTER TABLE merchants DROP COLUMN webhook_events;
