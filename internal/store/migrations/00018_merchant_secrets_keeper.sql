-- +goose Up

-- Merchants' webhook secrets sealed by a key management service
-- (MERCHANT_SECRETS_KEEPER, gocloud.dev/secrets) are stored as 'kms:v1:…'.
ALTER TABLE merchant_webhook_secrets DROP CONSTRAINT merchant_webhook_secrets_secret_check;
ALTER TABLE merchant_webhook_secrets ADD CONSTRAINT merchant_webhook_secrets_secret_check
  CHECK (secret LIKE 'enc:v1:%' OR secret LIKE 'kms:v1:%' OR secret LIKE 'plain:%');

-- +goose Down
ALTER TABLE merchant_webhook_secrets DROP CONSTRAINT merchant_webhook_secrets_secret_check;
ALTER TABLE merchant_webhook_secrets ADD CONSTRAINT merchant_webhook_secrets_secret_check
  CHECK (secret LIKE 'enc:v1:%' OR secret LIKE 'plain:%');
