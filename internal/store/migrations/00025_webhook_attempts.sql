-- +goose Up
-- Every send of a merchant's webhook event (issue 29): the swap API's
-- GET /v1/events/{id} shows them. Kept 30 days, like the events.
CREATE TABLE webhook_attempts (
    id          bigserial   PRIMARY KEY,
    webhook_id  text        NOT NULL,
    attempt     integer     NOT NULL,
    redelivery  boolean     NOT NULL,
    delivered   boolean     NOT NULL,
    error       text        NOT NULL DEFAULT '',
    at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_attempts_event ON webhook_attempts (webhook_id, id);
CREATE INDEX webhook_attempts_at ON webhook_attempts (at);

-- +goose Down
DROP TABLE webhook_attempts;
