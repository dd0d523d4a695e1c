-- +goose Up
-- seen_workflow: a workflow took a delivery for this swap once. A swap that
-- has no workflow now but had one is not "unmatched" (nobody started it yet)
-- but gone: it closed and Temporal's retention removed it. Its terms are gone
-- with it, so a deposit confirmed for it goes to a person instead of waiting
-- parked for a start that will never come.
ALTER TABLE outbox_swaps ADD COLUMN seen_workflow boolean NOT NULL DEFAULT false;
UPDATE outbox_swaps s SET seen_workflow = true
    WHERE EXISTS (SELECT 1 FROM outbox o
                  WHERE o.scanner_id = s.scanner_id AND o.swap_id = s.swap_id AND o.state IN ('done', 'closed', 'late-refund'));

-- +goose Down
ALTER TABLE outbox_swaps DROP COLUMN seen_workflow;
