-- +goose Up

-- Batched payouts (DepositVaultV2.payBatch, issue 24): one transaction pays
-- up to 100 keys. A batch is a tx_sends row of kind 'batch' that owns the
-- nonce and the attempts, like any send; its members are the pay rows whose
-- batch_key names it, and they hold no nonce of their own. solo marks a pay
-- row that is sent in a transaction of its own: every row written without
-- batching, a refund of a deposit, a payment the batch's checks refused, and
-- a member whose batch failed (the link stays, as the record of what was
-- signed for it). A pay row neither solo nor in a batch is queued for the
-- next one.
ALTER TABLE tx_sends DROP CONSTRAINT tx_sends_kind_check;
ALTER TABLE tx_sends ADD CONSTRAINT tx_sends_kind_check CHECK (kind IN ('pay', 'filler', 'batch'));
ALTER TABLE tx_sends ADD COLUMN batch_key text REFERENCES tx_sends (key),
                     ADD COLUMN solo boolean NOT NULL DEFAULT true,
                     ADD CHECK (batch_key IS NULL OR kind = 'pay'),
                     -- A member pays through its batch's nonce, a queued row has none yet.
                     ADD CHECK (kind <> 'pay' OR solo OR nonce IS NULL),
                     ADD CHECK (kind <> 'batch' OR vault IS NOT NULL);
CREATE INDEX tx_sends_batch ON tx_sends (batch_key) WHERE batch_key IS NOT NULL;
CREATE INDEX tx_sends_queued ON tx_sends (chain_id, sender, created_at)
  WHERE kind = 'pay' AND NOT solo AND batch_key IS NULL AND state = 'unsent';

-- +goose Down
DROP INDEX tx_sends_queued;
DROP INDEX tx_sends_batch;
ALTER TABLE tx_sends DROP COLUMN solo, DROP COLUMN batch_key;
ALTER TABLE tx_sends DROP CONSTRAINT tx_sends_kind_check;
ALTER TABLE tx_sends ADD CONSTRAINT tx_sends_kind_check CHECK (kind IN ('pay', 'filler'));
