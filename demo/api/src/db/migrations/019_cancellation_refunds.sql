-- What a cancellation gave back to the customer's wallet, so a cancelled registration can say what became of what
-- was paid instead of showing an amount "to pay" (nothing is due on it: payables count 0).
ALTER TABLE registrations ADD COLUMN refunded_amount int NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0);
