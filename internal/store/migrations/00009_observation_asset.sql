-- +goose Up
-- What a deposit paid in. Vault v2 takes native coin and allowlisted tokens:
-- token is the lower-case token address the Deposited log names (the zero
-- address for the native coin; v1 deposits are native), asset the symbol
-- the scanner's configuration gives it, or the token address itself when
-- the configuration does not know it. Both are recorded with the
-- observation, not looked up again when a later pass confirms or orphans
-- it: the deposit-confirmed and deposit-reorged deliveries must name the
-- asset the deposit-observed delivery named, even if the scanner's token
-- map changed in between. '' on rows written before this migration (v1,
-- native coin: the scanner names its native asset for them, as before).
ALTER TABLE observations ADD COLUMN token text NOT NULL DEFAULT '',
                         ADD COLUMN asset text NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE observations DROP COLUMN token, DROP COLUMN asset;
