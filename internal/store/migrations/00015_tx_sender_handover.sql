-- +goose Up

-- Whether a node ever took this attempt (accepted it into its pool, or it
-- was mined). Never reset, unlike broadcast_block (the replacement clock,
-- cleared when a reorg sends a payment back): a payment none of whose
-- attempts was ever accepted was provably never sent, and only such a
-- payment is handed to a person without first being cancelled on chain.
ALTER TABLE tx_attempts ADD COLUMN accepted boolean NOT NULL DEFAULT false;
UPDATE tx_attempts SET accepted = true WHERE broadcast_block IS NOT NULL;
UPDATE tx_attempts a SET accepted = true
  FROM tx_sends s WHERE s.key = a.key AND s.mined_tx = a.tx_hash;

-- +goose Down
ALTER TABLE tx_attempts DROP COLUMN accepted;
