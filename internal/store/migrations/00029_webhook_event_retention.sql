-- +goose NO TRANSACTION
-- +goose Up
-- Webhook events and their attempts are kept 30 days (issue 29; the swap
-- API's GET /v1/events reaches that far): `serve` deletes older ones (and
-- expired dashboard sessions) every hour, by these indexes. The second also
-- serves a merchant's events page, newest first. Built CONCURRENTLY, outside
-- a transaction: the table was never pruned before, and a plain build would
-- hold the worker's event records (a merchant's event is not sent
-- unrecorded) for as long as it takes.
CREATE INDEX CONCURRENTLY IF NOT EXISTS webhook_events_created ON webhook_events (created_at);
CREATE INDEX CONCURRENTLY IF NOT EXISTS webhook_events_merchant_created ON webhook_events (merchant_id, created_at DESC, webhook_id DESC);

-- +goose Down
DROP INDEX CONCURRENTLY IF EXISTS webhook_events_merchant_created;
DROP INDEX CONCURRENTLY IF EXISTS webhook_events_created;
