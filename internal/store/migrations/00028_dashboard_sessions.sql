-- +goose Up
-- The merchant dashboard's sessions (issue 29): a merchant logs in with one
-- of its API keys, typed into a form (never in a URL), and gets a session
-- cookie. Only the cookie's SHA-256 is kept. A session speaks for the key it
-- was opened with, read again at every request: revoking the key ends it.
-- csrf is the session's token every form repeats.
CREATE TABLE dashboard_sessions (
    token_hash bytea       PRIMARY KEY CHECK (length(token_hash) = 32),
    key_id     text        NOT NULL REFERENCES api_keys (id),
    csrf       text        NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL
);
CREATE INDEX dashboard_sessions_expiry ON dashboard_sessions (expires_at);

-- +goose Down
DROP TABLE dashboard_sessions;
