-- Sessions now live 7 days from their last use (docs/security.md §2): tokens issued for 30 days keep at most 7 from
-- their creation, and slide from there when used.
UPDATE sessions SET expires_at = created_at + interval '7 days' WHERE expires_at > created_at + interval '7 days';

-- Single-use download tickets (POST /api/downloads): the browser opens the URL itself, so it carries this ticket
-- instead of the bearer token. Stored as sha256 like tokens; `resource` names what it downloads, for this customer only.
CREATE TABLE download_tickets (
  id serial PRIMARY KEY, customer_id int NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  ticket_hash text NOT NULL UNIQUE, resource jsonb NOT NULL,
  created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL, used_at timestamptz
);
