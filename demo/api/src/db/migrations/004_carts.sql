-- Carts and everything a processed cart turns into.
CREATE TABLE coupons (
  id serial PRIMARY KEY, organiser_id int NOT NULL REFERENCES organisers(id), cuid text NOT NULL UNIQUE,
  title text NOT NULL, label text NOT NULL, code text NOT NULL, amount int, percentage numeric, min_total_amount int,
  active boolean NOT NULL DEFAULT true
);
CREATE TABLE carts (
  id serial PRIMARY KEY, customer_id int NOT NULL REFERENCES customers(id), cuid text NOT NULL UNIQUE,
  reference text NOT NULL, coupon_id int REFERENCES coupons(id), created_at timestamptz NOT NULL, processed_at timestamptz
);
-- One open cart per customer, even under concurrent first adds.
CREATE UNIQUE INDEX carts_one_open_idx ON carts (customer_id) WHERE processed_at IS NULL;

-- availability_id is set for REGISTRATION items so held places are one indexed sum; payload keeps options/questions/etc.
CREATE TABLE cart_items (
  id serial PRIMARY KEY, cart_id int NOT NULL REFERENCES carts(id) ON DELETE CASCADE, cuid text NOT NULL UNIQUE,
  type text NOT NULL CHECK (type IN ('REGISTRATION','BUNDLE','VOUCHER','MEMBERSHIP','BOOKING','REGISTRATION_REQUEST')),
  participant_id int REFERENCES participants(id), availability_id int REFERENCES availabilities(id),
  price int NOT NULL, deposit int NOT NULL DEFAULT 0, quantity int NOT NULL DEFAULT 1 CHECK (quantity > 0),
  created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL, payload jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX cart_items_availability_idx ON cart_items (availability_id, expires_at);
CREATE TABLE cart_item_dates (
  cart_item_id int NOT NULL REFERENCES cart_items(id) ON DELETE CASCADE,
  date_id int NOT NULL REFERENCES availability_dates(id), PRIMARY KEY (cart_item_id, date_id)
);

CREATE TABLE registrations (
  id serial PRIMARY KEY, cuid text NOT NULL UNIQUE, reference text NOT NULL,
  customer_id int NOT NULL REFERENCES customers(id), participant_id int NOT NULL REFERENCES participants(id),
  availability_id int NOT NULL REFERENCES availabilities(id), cart_id int REFERENCES carts(id), bundle_id int,
  bundle_capacity_refunded boolean NOT NULL DEFAULT false,
  total_amount int NOT NULL DEFAULT 0, paid_amount int NOT NULL DEFAULT 0, deposit_amount int NOT NULL DEFAULT 0,
  options jsonb NOT NULL DEFAULT '[]', questions jsonb NOT NULL DEFAULT '[]',
  cancelled boolean NOT NULL DEFAULT false, created_at timestamptz NOT NULL
);
CREATE INDEX registrations_availability_idx ON registrations (availability_id) WHERE NOT cancelled;
CREATE TABLE registration_dates (
  id serial PRIMARY KEY, cuid text NOT NULL UNIQUE,
  registration_id int NOT NULL REFERENCES registrations(id) ON DELETE CASCADE,
  date_id int NOT NULL REFERENCES availability_dates(id), UNIQUE (registration_id, date_id)
);
CREATE TABLE registration_requests (
  id serial PRIMARY KEY, cuid text NOT NULL UNIQUE, reference text NOT NULL,
  customer_id int NOT NULL REFERENCES customers(id), participant_id int NOT NULL REFERENCES participants(id),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING','APPROVED','REJECTED','CANCELLED')),
  availability_ids int[] NOT NULL DEFAULT '{}', options jsonb NOT NULL DEFAULT '[]', questions jsonb NOT NULL DEFAULT '[]',
  total_amount int NOT NULL DEFAULT 0, paid_amount int NOT NULL DEFAULT 0, deposit_amount int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL
);
CREATE TABLE bookings (
  id serial PRIMARY KEY, cuid text NOT NULL UNIQUE, customer_id int NOT NULL REFERENCES customers(id),
  resource_id int NOT NULL REFERENCES resources(id), cart_id int REFERENCES carts(id),
  dates jsonb NOT NULL DEFAULT '[]', participations jsonb NOT NULL DEFAULT '[]', created_at timestamptz NOT NULL
);
CREATE TABLE customer_bundles (
  id serial PRIMARY KEY, cuid text NOT NULL UNIQUE, customer_id int NOT NULL REFERENCES customers(id),
  bundle_id int NOT NULL REFERENCES bundles(id), participant_id int REFERENCES participants(id),
  capacity int, used int NOT NULL DEFAULT 0, expires_at timestamptz,
  total_amount int NOT NULL DEFAULT 0, paid_amount int NOT NULL DEFAULT 0, created_at timestamptz NOT NULL
);
CREATE TABLE customer_vouchers (
  id serial PRIMARY KEY, cuid text NOT NULL UNIQUE, customer_id int NOT NULL REFERENCES customers(id),
  voucher_id int NOT NULL REFERENCES vouchers(id), code text NOT NULL UNIQUE, amount int, expires_at timestamptz,
  redeemed_at timestamptz, recipient_id int REFERENCES customers(id),
  total_amount int NOT NULL DEFAULT 0, paid_amount int NOT NULL DEFAULT 0, created_at timestamptz NOT NULL
);
CREATE TABLE customer_memberships (
  id serial PRIMARY KEY, cuid text NOT NULL UNIQUE, customer_id int NOT NULL REFERENCES customers(id),
  membership_id int NOT NULL REFERENCES memberships(id), participant_id int REFERENCES participants(id),
  status text NOT NULL DEFAULT 'ACTIVE', recurring boolean NOT NULL DEFAULT false, cycles jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL
);
CREATE TABLE attendance_charges (
  id serial PRIMARY KEY, cuid text NOT NULL UNIQUE, customer_id int NOT NULL REFERENCES customers(id),
  reference text NOT NULL, total_amount int NOT NULL DEFAULT 0, paid_amount int NOT NULL DEFAULT 0,
  billing_cycle jsonb NOT NULL DEFAULT '{}', items jsonb NOT NULL DEFAULT '[]', created_at timestamptz NOT NULL
);
CREATE TABLE documents (
  id serial PRIMARY KEY, organiser_id int NOT NULL REFERENCES organisers(id), cuid text NOT NULL UNIQUE,
  activity_id int REFERENCES activities(id), title text NOT NULL, description text, icon text,
  settings jsonb NOT NULL DEFAULT '{}', pages jsonb NOT NULL DEFAULT '[]'
);
CREATE TABLE reviews (
  id serial PRIMARY KEY, registration_id int NOT NULL UNIQUE REFERENCES registrations(id),
  score int NOT NULL CHECK (score BETWEEN 0 AND 5), message text, private boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
