-- +goose Up
-- The outbox's foreign key to scanners checks every row a pass writes against
-- a scanner row the same transaction already holds FOR UPDATE (CommitPass,
-- Rewind and Checkpoint lock it first), and scanner rows are never deleted:
-- it can never fail, and it was a third of the COPY time of a catch-up's
-- outbox rows (docs/benchmarks.md). The observations' key went in 00004 for
-- the same reason.
ALTER TABLE outbox DROP CONSTRAINT outbox_scanner_id_fkey;

-- +goose Down
ALTER TABLE outbox ADD CONSTRAINT outbox_scanner_id_fkey FOREIGN KEY (scanner_id) REFERENCES scanners (scanner_id);
