-- +goose Up
-- Exchanges are pinned to their route too (issue 28): an exchange key first
-- traded on-chain through a chain's DEX route ('dex') must never then go to
-- the HTTP exchange, nor the reverse, or the deposit could be exchanged
-- twice.
ALTER TABLE payment_routes DROP CONSTRAINT payment_routes_route_check;
ALTER TABLE payment_routes ADD CONSTRAINT payment_routes_route_check CHECK (route IN ('http', 'onchain', 'dex'));

-- +goose Down
DELETE FROM payment_routes WHERE route = 'dex';
ALTER TABLE payment_routes DROP CONSTRAINT payment_routes_route_check;
ALTER TABLE payment_routes ADD CONSTRAINT payment_routes_route_check CHECK (route IN ('http', 'onchain'));
