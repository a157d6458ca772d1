-- The organiser, its storefront website and pages. Settings and billing stay jsonb: their shape is spec 000 §3/§9 and
-- evolves with the admin console, not with queries.
CREATE TABLE organisers (
  id serial PRIMARY KEY,
  cuid text NOT NULL UNIQUE,
  name text NOT NULL,
  logo text,
  timezone text NOT NULL DEFAULT 'Europe/Brussels',
  currency text NOT NULL DEFAULT 'EUR',
  languages text[] NOT NULL DEFAULT ARRAY['fr','en'],
  settings jsonb NOT NULL DEFAULT '{}',
  billing jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);

CREATE TABLE websites (
  id serial PRIMARY KEY,
  organiser_id int NOT NULL REFERENCES organisers(id),
  hostname text NOT NULL UNIQUE,
  theme text NOT NULL DEFAULT 'default',
  accent_color text NOT NULL DEFAULT '#e67e22',
  css text NOT NULL DEFAULT '',
  header jsonb NOT NULL DEFAULT '{}',
  footer jsonb NOT NULL DEFAULT '{}',
  topbar jsonb NOT NULL DEFAULT '{}',
  pages_settings jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE pages (
  id serial PRIMARY KEY,
  website_id int NOT NULL REFERENCES websites(id),
  title text NOT NULL,
  description text,
  pathname text NOT NULL,
  type text NOT NULL DEFAULT 'DEFAULT' CHECK (type IN ('DEFAULT','AVAILABILITY')),
  content jsonb NOT NULL DEFAULT '[]',
  position int NOT NULL DEFAULT 0,
  UNIQUE (website_id, pathname)
);

CREATE TABLE blog_articles (
  id serial PRIMARY KEY,
  organiser_id int NOT NULL REFERENCES organisers(id),
  cuid text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  content text NOT NULL,
  images jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL
);
