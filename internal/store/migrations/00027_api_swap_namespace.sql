-- +goose Up
-- Swap IDs are each merchant's own (issue 29): two merchants may both create
-- "order-1". api_swaps.swap_id stays the engine's swap ID (the workflow ID,
-- what deposits carry on-chain and observations and webhook events name);
-- for swaps created from now on the API derives it from the merchant and
-- merchant_swap_id (api.WorkflowID). The swaps created before keep theirs:
-- for them both IDs are the same.
ALTER TABLE api_swaps ADD COLUMN merchant_swap_id text;
UPDATE api_swaps SET merchant_swap_id = swap_id;
-- The previous build keeps working while this one rolls out (docs/deploy.md,
-- "Migrations"): its creates name no merchant_swap_id, and for it the swap
-- ID is both.
-- +goose StatementBegin
CREATE FUNCTION api_swaps_merchant_swap_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.merchant_swap_id := coalesce(NEW.merchant_swap_id, NEW.swap_id);
    RETURN NEW;
END $$;
-- +goose StatementEnd
CREATE TRIGGER api_swaps_merchant_swap_id BEFORE INSERT ON api_swaps
    FOR EACH ROW EXECUTE FUNCTION api_swaps_merchant_swap_id();
ALTER TABLE api_swaps ALTER COLUMN merchant_swap_id SET NOT NULL;
CREATE UNIQUE INDEX api_swaps_merchant_swap ON api_swaps (merchant_id, merchant_swap_id);

-- +goose Down
DROP INDEX api_swaps_merchant_swap;
DROP TRIGGER api_swaps_merchant_swap_id ON api_swaps;
DROP FUNCTION api_swaps_merchant_swap_id();
ALTER TABLE api_swaps DROP COLUMN merchant_swap_id;
