-- +goose Up

-- Scanner v2: what an operator must be able to see and trust.
ALTER TABLE scanners
    -- Forced checkpoints above the verified cursor: the heights never scanned.
    ADD COLUMN skips        jsonb NOT NULL DEFAULT '[]',
    -- The node as last seen and the last pass's outcome, written by every
    -- pass (also failed ones), so status shows an outage while retries fail.
    ADD COLUMN node_head    bigint,
    ADD COLUMN last_pass_at timestamptz,
    ADD COLUMN last_error   text,
    ADD COLUMN last_error_at timestamptz;

-- A final observation whose block left the canonical chain: finality was
-- violated. It is orphaned like a tentative one, but the flag keeps it apart
-- (its swap may already have been paid out).
ALTER TABLE observations ADD COLUMN finality_violated boolean NOT NULL DEFAULT false,
    -- unix seconds of the including block, carried by every delivery (swap.Event.BlockTime)
    ADD COLUMN block_time bigint NOT NULL DEFAULT 0;

-- Only CommitPass writes observations, and it holds the scanner's row FOR
-- UPDATE while it does, so the foreign key can never fail there; its per-row
-- check was about a third of the cost of a backfill's COPY (measured, see
-- docs/benchmarks.md).
ALTER TABLE observations DROP CONSTRAINT observations_scanner_id_fkey;

-- Two final observations of one deposit (a re-mined deposit after a finality
-- violation) are looked up by deposit ref on every promotion.
CREATE INDEX observations_deposit_ref ON observations (deposit_ref);

-- +goose Down
ALTER TABLE observations ADD CONSTRAINT observations_scanner_id_fkey FOREIGN KEY (scanner_id) REFERENCES scanners (scanner_id);
DROP INDEX observations_deposit_ref;
ALTER TABLE observations DROP COLUMN finality_violated, DROP COLUMN block_time;
ALTER TABLE scanners DROP COLUMN skips, DROP COLUMN node_head, DROP COLUMN last_pass_at,
    DROP COLUMN last_error, DROP COLUMN last_error_at;
