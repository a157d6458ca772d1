-- Pages embedding the widgets (their origins, e.g. "https://www.example.org"): with the website's own domain and the
-- hosted shell, the only places an e-mailed link (password reset) may point to. A jsonb list like the other settings.
ALTER TABLE websites ADD COLUMN embed_origins jsonb NOT NULL DEFAULT '[]';
