-- The customer account area (issue 9): cancellations with their message, deleted (anonymised) accounts, and payments
-- of what a customer owes outside a cart.
ALTER TABLE registrations ADD COLUMN cancelled_at timestamptz, ADD COLUMN cancellation_message text;
ALTER TABLE registration_requests ADD COLUMN cancelled_at timestamptz;
ALTER TABLE customers ADD COLUMN deleted_at timestamptz;

-- A payment settles a cart (checkout) or one owned entity: destination {kind, id} (registration, registration_request,
-- booking, bundle, voucher, membership, attendance_charge), paid online (the simulator) or from the wallet (WALLET).
ALTER TABLE payments ALTER COLUMN cart_id DROP NOT NULL;
ALTER TABLE payments ALTER COLUMN item_ids SET DEFAULT '{}';
ALTER TABLE payments ADD COLUMN customer_id int REFERENCES customers(id), ADD COLUMN destination jsonb, ADD COLUMN reference text;
ALTER TABLE payments ADD CONSTRAINT payments_target_check CHECK ((cart_id IS NULL) <> (destination IS NULL));
UPDATE payments SET customer_id = c.customer_id FROM carts c WHERE c.id = payments.cart_id;
CREATE INDEX payments_customer_idx ON payments (customer_id);
