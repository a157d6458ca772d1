-- Failed attempts of the guessing limits (docs/security.md §3), in the database so that every API process counts the
-- same: a row per failure, per kind (login, coupon…) and key (an account or a client address, stored as its sha256: no
-- e-mail nor address in clear). Rows older than the window are swept.
CREATE TABLE failed_attempts (
  id bigserial PRIMARY KEY, kind text NOT NULL, key_hash text NOT NULL, at timestamptz NOT NULL
);
-- the window's count and its limit-th most recent failure, per kind and key
CREATE INDEX failed_attempts_key_idx ON failed_attempts (kind, key_hash, at);
-- the sweep of expired rows
CREATE INDEX failed_attempts_at_idx ON failed_attempts (at);
