-- +goose Up
-- The hosted checkout page (/pay/{checkoutId}) is public: the customer has no
-- API key. It is addressed by this random token, never by the swap ID (which
-- the merchant chooses and may be guessable), so the page of one swap tells
-- nothing about how to reach another's. New rows get 128 random bits from the
-- API (co_ and 22 base64url characters); rows created before this migration
-- get a random UUID's 122 bits in the same shape.
ALTER TABLE api_swaps ADD COLUMN checkout_id text;
UPDATE api_swaps SET checkout_id = 'co_' || rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=');
ALTER TABLE api_swaps ALTER COLUMN checkout_id SET NOT NULL;
ALTER TABLE api_swaps ADD CONSTRAINT api_swaps_checkout_id_key UNIQUE (checkout_id);

-- +goose Down
ALTER TABLE api_swaps DROP COLUMN checkout_id;
