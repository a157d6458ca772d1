-- The organiser's content in its other languages (lib/translate-content.ts): a glossary of whole strings, from a text
-- in the organiser's language (organisers.languages[1], SQL counts from 1) to its translation. A source edited in the organiser's
-- language no longer matches its entry, so it shows in the organiser's language until translated again: a stale
-- translation never shows outdated facts.
CREATE TABLE organiser_translations (
  organiser_id int NOT NULL REFERENCES organisers(id) ON DELETE CASCADE,
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2}$'),
  source text NOT NULL,
  translation text NOT NULL,
  PRIMARY KEY (organiser_id, lang, source)
);

-- Moves on any write to the glossaries or to an organiser (its languages): each process reloads what it cached
-- (lib/content-language.ts), as the catalogue's totals follow catalogue_version (migration 016).
CREATE SEQUENCE translations_version;

CREATE FUNCTION translations_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('translations_version');
  RETURN NULL;
END $$;

CREATE TRIGGER organiser_translations_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organiser_translations
  FOR EACH STATEMENT EXECUTE FUNCTION translations_version_bump();
CREATE TRIGGER organisers_translations_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organisers
  FOR EACH STATEMENT EXECUTE FUNCTION translations_version_bump();
