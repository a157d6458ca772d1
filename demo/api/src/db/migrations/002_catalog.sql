-- Catalog entities. Money is integer minor units; every timestamp is timestamptz.
CREATE TABLE catalogs (id serial PRIMARY KEY, organiser_id int NOT NULL REFERENCES organisers(id), cuid text NOT NULL UNIQUE, title text NOT NULL);

-- conditions: {activity_ids?: int[], location_ids?: int[], catalog_ids?: int[]}; {} matches everything of the entity.
CREATE TABLE segments (
  id serial PRIMARY KEY, organiser_id int NOT NULL REFERENCES organisers(id), cuid text NOT NULL UNIQUE,
  entity text NOT NULL CHECK (entity IN ('CUSTOMERS','PARTICIPANTS','AVAILABILITIES')),
  name text NOT NULL, conditions jsonb NOT NULL DEFAULT '{}', "default" boolean NOT NULL DEFAULT false
);

CREATE TABLE locations (
  id serial PRIMARY KEY, organiser_id int NOT NULL REFERENCES organisers(id), cuid text NOT NULL UNIQUE,
  name text NOT NULL, title text NOT NULL, street text, number text, postcode text, city text,
  latitude double precision, longitude double precision
);

CREATE TABLE category_groups (
  id serial PRIMARY KEY, organiser_id int NOT NULL REFERENCES organisers(id), cuid text NOT NULL UNIQUE,
  title text NOT NULL, scope text NOT NULL DEFAULT 'PRIMARY', "order" int NOT NULL DEFAULT 0
);
CREATE TABLE categories (
  id serial PRIMARY KEY, group_id int NOT NULL REFERENCES category_groups(id), cuid text NOT NULL UNIQUE,
  title text NOT NULL, "order" int NOT NULL DEFAULT 0
);

CREATE TABLE activities (
  id serial PRIMARY KEY, organiser_id int NOT NULL REFERENCES organisers(id), cuid text NOT NULL UNIQUE,
  title text NOT NULL, description text NOT NULL DEFAULT '', instructions text NOT NULL DEFAULT '',
  registration_flow text NOT NULL DEFAULT 'REGISTRATION',
  settings jsonb NOT NULL DEFAULT '{"allow_registrations_after_start": false}',
  images jsonb NOT NULL DEFAULT '[]',
  default_capacity int, default_price int NOT NULL DEFAULT 0, default_deposit int NOT NULL DEFAULT 0
);
CREATE TABLE activity_catalogs (activity_id int NOT NULL REFERENCES activities(id), catalog_id int NOT NULL REFERENCES catalogs(id), PRIMARY KEY (activity_id, catalog_id));
CREATE TABLE activity_categories (activity_id int NOT NULL REFERENCES activities(id), category_id int NOT NULL REFERENCES categories(id), PRIMARY KEY (activity_id, category_id));

-- status is what staff set; FULL is computed at read time from capacity and held places (registrations + live cart items).
CREATE TABLE availabilities (
  id serial PRIMARY KEY, activity_id int NOT NULL REFERENCES activities(id), location_id int REFERENCES locations(id),
  cuid text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN','CLOSED','OVERLAP')),
  start_at timestamptz NOT NULL, end_at timestamptz NOT NULL,
  registrations_start_at timestamptz, registrations_end_at timestamptz,
  capacity int CHECK (capacity IS NULL OR capacity >= 0),
  price int NOT NULL DEFAULT 0, deposit int NOT NULL DEFAULT 0,
  age_minimum int, age_maximum int
);
CREATE INDEX availabilities_start_idx ON availabilities (start_at);
CREATE INDEX availabilities_activity_idx ON availabilities (activity_id);

CREATE TABLE availability_dates (
  id serial PRIMARY KEY, availability_id int NOT NULL REFERENCES availabilities(id) ON DELETE CASCADE, cuid text NOT NULL UNIQUE,
  start_at timestamptz NOT NULL, end_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN','CLOSED','OVERLAP')),
  capacity int
);
CREATE INDEX availability_dates_availability_idx ON availability_dates (availability_id);

CREATE TABLE options (
  id serial PRIMARY KEY, activity_id int NOT NULL REFERENCES activities(id), cuid text NOT NULL UNIQUE,
  title text NOT NULL, description text, required boolean NOT NULL DEFAULT false, multiple boolean NOT NULL DEFAULT false,
  answer_required boolean NOT NULL DEFAULT false, "order" int NOT NULL DEFAULT 0
);
CREATE TABLE option_prices (
  id serial PRIMARY KEY, option_id int NOT NULL REFERENCES options(id), cuid text NOT NULL UNIQUE,
  label text NOT NULL, amount int, percentage numeric, "order" int NOT NULL DEFAULT 0
);
CREATE TABLE questions (
  id serial PRIMARY KEY, activity_id int NOT NULL REFERENCES activities(id), cuid text NOT NULL UNIQUE,
  title text NOT NULL, description text, type text NOT NULL DEFAULT 'TEXT', required boolean NOT NULL DEFAULT false,
  "order" int NOT NULL DEFAULT 0
);

CREATE TABLE periods (id serial PRIMARY KEY, organiser_id int NOT NULL REFERENCES organisers(id), cuid text NOT NULL UNIQUE, title text NOT NULL, start_at timestamptz NOT NULL, end_at timestamptz NOT NULL);

CREATE TABLE bundles (
  id serial PRIMARY KEY, organiser_id int NOT NULL REFERENCES organisers(id), cuid text NOT NULL UNIQUE,
  title text NOT NULL, description text NOT NULL DEFAULT '', price int NOT NULL, capacity int, duration int,
  expires_at timestamptz, images jsonb NOT NULL DEFAULT '[]', entity text NOT NULL DEFAULT 'PARTICIPANTS'
);
CREATE TABLE memberships (
  id serial PRIMARY KEY, organiser_id int NOT NULL REFERENCES organisers(id), cuid text NOT NULL UNIQUE,
  title text NOT NULL, description text NOT NULL DEFAULT '', price int NOT NULL, images jsonb NOT NULL DEFAULT '[]',
  entity text NOT NULL DEFAULT 'PARTICIPANTS' CHECK (entity IN ('PARTICIPANTS','CUSTOMERS')),
  period_type text NOT NULL CHECK (period_type IN ('ROLLING','FIXED')),
  rolling_period_type text, rolling_period_duration int, fixed_period_start_at timestamptz, fixed_period_end_at timestamptz
);
CREATE TABLE vouchers (
  id serial PRIMARY KEY, organiser_id int NOT NULL REFERENCES organisers(id), cuid text NOT NULL UNIQUE,
  title text NOT NULL, description text NOT NULL DEFAULT '', price int NOT NULL, duration int, images jsonb NOT NULL DEFAULT '[]',
  bundle_id int REFERENCES bundles(id)
);

CREATE TABLE resources (
  id serial PRIMARY KEY, organiser_id int NOT NULL REFERENCES organisers(id), location_id int REFERENCES locations(id),
  cuid text NOT NULL UNIQUE, name text NOT NULL, images jsonb NOT NULL DEFAULT '[]'
);
-- prices: [{duration (s), amount}], first one gives the slot's end.
CREATE TABLE resource_availabilities (
  id serial PRIMARY KEY, resource_id int NOT NULL REFERENCES resources(id), cuid text NOT NULL UNIQUE,
  start_at timestamptz NOT NULL, prices jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX resource_availabilities_start_idx ON resource_availabilities (resource_id, start_at);
