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

-- A payment that returns a deposit to its payer (DepositVaultV2.refundDeposit)
-- names the deposit as the vault does: its payer (the recipient), the
-- payer's depositKey and the swap ID word. Both NULL for a plain pay().
ALTER TABLE tx_sends ADD COLUMN deposit_key text CHECK (deposit_key ~ '^0x[0-9a-f]{64}$'),
                     ADD COLUMN deposit_swap text CHECK (deposit_swap ~ '^0x[0-9a-f]{64}$'),
                     ADD CHECK ((deposit_key IS NULL) = (deposit_swap IS NULL));

-- +goose Down
ALTER TABLE tx_sends DROP COLUMN deposit_key, DROP COLUMN deposit_swap;
ALTER TABLE tx_attempts DROP COLUMN accepted;
