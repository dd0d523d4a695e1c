-- +goose Up
-- Test mode (issue 29): a 'test' key reaches only the chains the chains
-- file marks test (a testnet, the dev chain), so it never touches a live
-- vault. Keys made before are live.
ALTER TABLE api_keys ADD COLUMN mode text NOT NULL DEFAULT 'live' CHECK (mode IN ('live', 'test'));

-- +goose Down
ALTER TABLE api_keys DROP COLUMN mode;
