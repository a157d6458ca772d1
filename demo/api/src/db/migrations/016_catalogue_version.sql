-- The catalogue's version (lib/count-cache.ts): every statement that writes a table the lists' totals read takes the
-- next value. A sequence, not a row: a write never waits on another for it, and it moves even when its transaction
-- rolls back (a total counted again for nothing, never one kept past a change).
CREATE SEQUENCE catalogue_version;

CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalogue_version');
  RETURN NULL;
END $$;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['availabilities', 'availability_dates', 'activities', 'locations', 'activity_catalogs',
    'activity_categories', 'categories', 'category_groups', 'catalogs', 'segments', 'periods', 'carts', 'cart_items',
    'cart_item_dates', 'registrations', 'registration_dates']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump()',
      t || '_catalogue_version', t);
  END LOOP;
END $$;
