-- +goose Up
-- Webhook events and their attempts are kept 30 days (issue 29; the swap
-- API's GET /v1/events reaches that far): `serve` deletes older ones (and
-- expired dashboard sessions) every hour, by these indexes. The second also
-- serves a merchant's events page, newest first.
CREATE INDEX webhook_events_created ON webhook_events (created_at);
CREATE INDEX webhook_events_merchant_created ON webhook_events (merchant_id, created_at DESC, webhook_id DESC);

-- +goose Down
DROP INDEX webhook_events_merchant_created;
DROP INDEX webhook_events_created;
