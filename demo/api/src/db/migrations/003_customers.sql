-- Customers, their sessions and participants. Passwords are scrypt hashes, session tokens are stored as sha256 only.
CREATE TABLE customers (
  id serial PRIMARY KEY, organiser_id int NOT NULL REFERENCES organisers(id), cuid text NOT NULL UNIQUE,
  firstname text NOT NULL, lastname text NOT NULL, email text NOT NULL, phone text, address jsonb,
  custom_data jsonb NOT NULL DEFAULT '[]', password_hash text NOT NULL, created_at timestamptz NOT NULL,
  UNIQUE (organiser_id, email)
);
CREATE TABLE sessions (
  id serial PRIMARY KEY, customer_id int NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE, created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL, revoked_at timestamptz
);
CREATE TABLE participants (
  id serial PRIMARY KEY, customer_id int NOT NULL REFERENCES customers(id) ON DELETE CASCADE, cuid text NOT NULL UNIQUE,
  firstname text NOT NULL, lastname text NOT NULL, birthdate date, custom_data jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL, deleted_at timestamptz
);
CREATE TABLE custom_fields (
  id serial PRIMARY KEY, organiser_id int NOT NULL REFERENCES organisers(id),
  entity text NOT NULL CHECK (entity IN ('CUSTOMERS','PARTICIPANTS')),
  type text NOT NULL CHECK (type IN ('TEXT','LONGTEXT','DATE','CHOICES_SINGLE','CHOICES_MULTIPLE')),
  title text NOT NULL, description text, required boolean NOT NULL DEFAULT false, active boolean NOT NULL DEFAULT true,
  "order" int NOT NULL DEFAULT 0, pattern text, choices jsonb NOT NULL DEFAULT '[]', deferred boolean NOT NULL DEFAULT false
);
CREATE TABLE wallets (customer_id int PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE, amount int NOT NULL DEFAULT 0);
