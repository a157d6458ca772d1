-- Accounts (password reset, demo outbox), checkout (stored answer, payments) and held resource slots.
CREATE TABLE password_resets (
  id serial PRIMARY KEY, customer_id int NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE, created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL, used_at timestamptz
);
-- What the demo would have e-mailed; read back by GET /api/demo/outbox (tests, e2e, the curious).
CREATE TABLE outbox (
  id serial PRIMARY KEY, to_email text NOT NULL, subject text NOT NULL, text text NOT NULL, link text, created_at timestamptz NOT NULL
);

-- checkout_answer: the answer of the last accepted submit, replayed to any later submit (idempotency).
ALTER TABLE carts
  ADD COLUMN payment_strategy text, ADD COLUMN payment_reference text, ADD COLUMN checkout_answer jsonb,
  ADD COLUMN total_amount int, ADD COLUMN discount_amount int, ADD COLUMN wallet_amount int, ADD COLUMN fees_amount int,
  ADD COLUMN to_pay_amount int;

CREATE TABLE payments (
  id serial PRIMARY KEY, cuid text NOT NULL UNIQUE, cart_id int NOT NULL REFERENCES carts(id),
  strategy text NOT NULL, amount int NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING','SUCCEEDED','FAILED')),
  return_url text, item_ids int[] NOT NULL, created_at timestamptz NOT NULL, completed_at timestamptz
);
CREATE INDEX payments_cart_idx ON payments (cart_id);

-- A resource is held from one instant to another, by a live cart item or by a confirmed booking.
CREATE TABLE resource_holds (
  id serial PRIMARY KEY, resource_id int NOT NULL REFERENCES resources(id),
  start_at timestamptz NOT NULL, end_at timestamptz NOT NULL,
  cart_item_id int REFERENCES cart_items(id) ON DELETE CASCADE, booking_id int REFERENCES bookings(id)
);
CREATE INDEX resource_holds_resource_idx ON resource_holds (resource_id, start_at);
