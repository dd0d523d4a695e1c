-- +goose Up

-- Row states, beyond pending and done:
--   unmatched    no workflow has this swap ID; re-driven when one starts
--   closed       the swap had finished and nothing is owed (a redelivery, its own deposit)
--   late-refund  a new deposit confirmed for a finished swap: a refund workflow was started
--   review       a person must decide (the swap refused the delivery for good, or ended
--                without completing while a deposit for it was confirmed)
ALTER TABLE outbox DROP CONSTRAINT outbox_state_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_state_check
    CHECK (state IN ('pending', 'done', 'unmatched', 'closed', 'late-refund', 'review'));

-- One row per (scanner, swap) that ever had a delivery: the unit a dispatcher claims.
-- Claiming the swap rather than its rows is what keeps a swap's deliveries in order
-- with several dispatchers: the lease is one row that FOR UPDATE SKIP LOCKED sees,
-- committed or not, instead of a NOT EXISTS over rows another transaction is still
-- leasing. A lease is due_at in the future with lease_owner set, so one partial
-- index answers "what is due" whatever the backlog: the claim reads only what it takes.
-- No foreign key to scanners: tests and benchmarks TRUNCATE scanners with the tables
-- the scanner owns.
CREATE TABLE outbox_swaps (
    scanner_id  text        NOT NULL,
    swap_id     text        NOT NULL,
    state       text        NOT NULL DEFAULT 'pending' CHECK (state IN ('idle', 'pending', 'unmatched')),
    due_at      timestamptz NOT NULL DEFAULT now(),
    lease_owner text,
    -- deliveries in a row that found no workflow for the swap; parks it at the limit
    misses      int         NOT NULL DEFAULT 0,
    -- failed rounds in a row (transient errors, too-early refusals): the backoff
    attempts    int         NOT NULL DEFAULT 0,
    last_error  text,
    parked_at   timestamptz,
    -- the kind of the swap's last signal: signals on different channels that wait in
    -- one workflow task are not read in the order they were sent, so the dispatcher
    -- waits for the swap to take one before it sends a signal of another kind
    last_kind   text,
    PRIMARY KEY (scanner_id, swap_id)
);
CREATE INDEX outbox_swaps_due ON outbox_swaps (scanner_id, due_at) WHERE state = 'pending';
CREATE INDEX outbox_swaps_parked ON outbox_swaps (scanner_id, parked_at) WHERE state = 'unmatched';

-- A swap's rows in order, and its parked rows; open rows by state and age (depth metrics).
DROP INDEX outbox_pending;
CREATE INDEX outbox_swap_pending ON outbox (scanner_id, swap_id, id) WHERE state = 'pending';
CREATE INDEX outbox_swap_parked ON outbox (scanner_id, swap_id) WHERE state = 'unmatched';
CREATE INDEX outbox_open ON outbox (scanner_id, state, created_at) WHERE state <> 'done';

-- When the dispatcher last looked for swaps started since their deposits were parked.
CREATE TABLE outbox_watch (
    scanner_id text        PRIMARY KEY,
    since      timestamptz NOT NULL,
    checked_at timestamptz NOT NULL
);

-- Rows written before this migration.
INSERT INTO outbox_swaps (scanner_id, swap_id, state, due_at)
    SELECT scanner_id, swap_id, 'pending', now() FROM outbox WHERE state = 'pending' GROUP BY 1, 2;
INSERT INTO outbox_swaps (scanner_id, swap_id, state, parked_at, misses)
    SELECT scanner_id, swap_id, 'unmatched', min(created_at), 1 FROM outbox WHERE state = 'unmatched' GROUP BY 1, 2
    ON CONFLICT (scanner_id, swap_id) DO NOTHING;
-- A swap with pending and unmatched rows goes out whole, in order.
UPDATE outbox o SET state = 'pending' FROM outbox_swaps s
    WHERE s.scanner_id = o.scanner_id AND s.swap_id = o.swap_id AND s.state = 'pending' AND o.state = 'unmatched';

-- Whoever writes outbox rows (the scanner's pass, a rewind, a checkpoint) wakes their
-- swaps here, so the writers need not know how the dispatcher claims. One statement per
-- INSERT statement, not per row. Swaps are locked in (scanner, swap) order, as the
-- dispatcher locks them, so the two never deadlock. The upsert comes first: it waits
-- for a dispatcher that is parking the swap, and the UPDATE after it (a new snapshot)
-- then sees every row that dispatcher parked and sends them again with the new one, so
-- a swap's rows never split between parked and pending.
-- +goose StatementBegin
CREATE FUNCTION outbox_wake_swaps() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    scanners text[];
    swaps    text[];
BEGIN
    -- Swaps that existed and were not pending (idle or parked) come back from the
    -- upsert with a non-zero xmax; only those can have parked rows.
    WITH woken AS (
        INSERT INTO outbox_swaps AS s (scanner_id, swap_id, state, due_at)
            SELECT DISTINCT scanner_id, swap_id, 'pending', now() FROM new_rows WHERE state = 'pending'
            ORDER BY scanner_id, swap_id
        ON CONFLICT (scanner_id, swap_id) DO UPDATE SET state = 'pending', due_at = now(), parked_at = NULL
            WHERE s.state <> 'pending'
        RETURNING s.scanner_id, s.swap_id, s.xmax <> 0 AS existed)
    SELECT array_agg(scanner_id), array_agg(swap_id) INTO scanners, swaps FROM woken WHERE existed;
    IF swaps IS NOT NULL THEN
        -- A statement of its own: its snapshot sees every row a dispatcher parked
        -- before the upsert above could lock the swap.
        UPDATE outbox o SET state = 'pending'
            FROM unnest(scanners, swaps) AS w(scanner_id, swap_id)
            WHERE o.scanner_id = w.scanner_id AND o.swap_id = w.swap_id AND o.state = 'unmatched';
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER outbox_wake_swaps AFTER INSERT ON outbox REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION outbox_wake_swaps();

-- +goose Down
DROP TRIGGER outbox_wake_swaps ON outbox;
DROP FUNCTION outbox_wake_swaps();
DROP TABLE outbox_watch;
DROP INDEX outbox_open;
DROP INDEX outbox_swap_parked;
DROP INDEX outbox_swap_pending;
CREATE INDEX outbox_pending ON outbox (state, id) WHERE state = 'pending';
DROP TABLE outbox_swaps;
UPDATE outbox SET state = 'closed' WHERE state IN ('late-refund', 'review');
ALTER TABLE outbox DROP CONSTRAINT outbox_state_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_state_check CHECK (state IN ('pending', 'done', 'unmatched', 'closed'));
