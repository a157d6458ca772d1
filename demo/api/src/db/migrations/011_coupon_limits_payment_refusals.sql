-- Coupon limits, checked when a cart is processed: a validity window, and how many processed carts may use it in all
-- and per customer (null: no limit).
ALTER TABLE coupons
  ADD COLUMN starts_at timestamptz, ADD COLUMN ends_at timestamptz,
  ADD COLUMN max_uses int CHECK (max_uses > 0), ADD COLUMN max_uses_per_customer int CHECK (max_uses_per_customer > 0);
CREATE INDEX carts_coupon_uses_idx ON carts (coupon_id, customer_id) WHERE processed_at IS NOT NULL;

-- Why a payment was refused before any money was taken (PLACES_UNAVAILABLE, COUPON_*), shown on return.
ALTER TABLE payments ADD COLUMN failure_reason text;
