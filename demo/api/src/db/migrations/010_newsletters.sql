-- Newsletter subscribers (000 §1) and the token their unsubscribe links carry (000 §7 POST /api/newsletters/unsubscribe).
-- Like password resets, only the token's sha256 is stored: a database leak unsubscribes no one. A subscriber is an
-- e-mail, with the customer when it has an account; unsubscribing keeps the row (and the instant) so a second click
-- can answer "already unsubscribed" instead of "unknown link".
CREATE TABLE newsletter_subscriptions (
  id serial PRIMARY KEY, organiser_id int NOT NULL REFERENCES organisers(id),
  customer_id int REFERENCES customers(id) ON DELETE SET NULL, email text NOT NULL,
  token_hash text NOT NULL UNIQUE, created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL, unsubscribed_at timestamptz
);
CREATE INDEX newsletter_subscriptions_customer_idx ON newsletter_subscriptions (customer_id);
