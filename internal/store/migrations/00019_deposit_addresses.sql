-- +goose Up

-- Deposit addresses (issue 27): a swap on a chain whose vault has a
-- DepositAddressFactory has an address that takes plain transfers. The
-- scanner watches each until watch_until (its deposit deadline, or its
-- creation, plus the watching window), reading only final blocks:
-- plain_cursor on the scanner's row is the last final block read for them,
-- committed with the observations it made. native_credited is the native
-- coin an address has received and been credited for so far: its balance
-- plus what sweeps took out, minus this, is what arrived since.
CREATE TABLE deposit_addresses (
    chain_id        bigint NOT NULL,
    address         text NOT NULL CHECK (address ~ '^0x[0-9a-f]{40}$'),
    factory         text NOT NULL CHECK (factory ~ '^0x[0-9a-f]{40}$'),
    swap_id         text NOT NULL,
    watch_until     timestamptz NOT NULL,
    native_credited numeric(78, 0) NOT NULL DEFAULT 0 CHECK (native_credited >= 0),
    -- swept_credits names the credits the sweeper last swept (or gave up on):
    -- the same credits are never swept twice, so an address whose money
    -- cannot move (a refused token, a third party's sweep) does not come back.
    swept_credits   text,
    created_at      timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (chain_id, address),
    UNIQUE (chain_id, factory, swap_id)
);
CREATE INDEX deposit_addresses_open ON deposit_addresses (chain_id, factory, watch_until);

ALTER TABLE scanners ADD COLUMN plain_cursor bigint;

-- What an observation is: '' a deposit into the vault (its Deposited log);
-- 'sweep' the vault's Deposited log of a sweep from a deposit address (the
-- money was credited when it reached the address: delivered to no swap);
-- 'transfer' a token's Transfer log to a deposit address; 'balance' native
-- coin that reached a deposit address (no log: its balance at a final block).
ALTER TABLE observations ADD COLUMN kind text NOT NULL DEFAULT ''
    CHECK (kind IN ('', 'sweep', 'transfer', 'balance'));
CREATE INDEX observations_sweeps ON observations (chain_id, payer, token) WHERE kind = 'sweep';

-- +goose Down
DROP INDEX observations_sweeps;
ALTER TABLE observations DROP COLUMN kind;
ALTER TABLE scanners DROP COLUMN plain_cursor;
DROP TABLE deposit_addresses;
