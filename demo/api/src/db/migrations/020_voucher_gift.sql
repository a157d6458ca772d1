-- A gift voucher's recipient name and message, as the buyer wrote them when adding it to the cart (000 §7 vouchers).
ALTER TABLE customer_vouchers
  ADD COLUMN recipient_name text CHECK (char_length(recipient_name) <= 100),
  ADD COLUMN message text CHECK (char_length(message) <= 500);
