-- +goose Up
-- API keys a merchant manages itself (issue 29): a scope — 'write' may do
-- everything, 'read' only read (a dashboard's key) — and a name to tell them
-- apart. Keys made before have every right they had.
ALTER TABLE api_keys
    ADD COLUMN scope text NOT NULL DEFAULT 'write' CHECK (scope IN ('write', 'read')),
    ADD COLUMN name  text NOT NULL DEFAULT '' CHECK (length(name) <= 64);

-- +goose Down
ALTER TABLE api_keys DROP COLUMN name, DROP COLUMN scope;
