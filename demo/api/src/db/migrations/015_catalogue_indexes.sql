-- The catalogue at scale (docs/design.md "The catalogue at scale"): lists, calendar and dates read indexed columns and a
-- maintained count, never a sub-query per row of the whole table.

-- Live (not cancelled) registrations of each availability, kept by the database itself in the very statement that
-- inserts, cancels, moves or deletes a registration, whatever code path runs it. Places held in carts expire with
-- time: they are never stored here but summed at read time over the unexpired items (cart_items_expires_idx).
ALTER TABLE availabilities ADD COLUMN registered_count int NOT NULL DEFAULT 0;
UPDATE availabilities a SET registered_count = r.n
FROM (SELECT availability_id, count(*)::int AS n FROM registrations WHERE NOT cancelled GROUP BY availability_id) r
WHERE r.availability_id = a.id;

-- One UPDATE per statement, for the net change of each availability only: a statement that changes neither
-- `cancelled` nor `availability_id` (a payment, an edit of options) writes nothing and takes no availability lock.
CREATE FUNCTION registrations_count_availabilities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE availabilities a SET registered_count = a.registered_count + d.n
    FROM (SELECT availability_id, count(*)::int AS n FROM new_rows WHERE NOT cancelled GROUP BY availability_id) d
    WHERE a.id = d.availability_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE availabilities a SET registered_count = a.registered_count - d.n
    FROM (SELECT availability_id, count(*)::int AS n FROM old_rows WHERE NOT cancelled GROUP BY availability_id) d
    WHERE a.id = d.availability_id;
  ELSE
    UPDATE availabilities a SET registered_count = a.registered_count + d.n
    FROM (
      SELECT availability_id, sum(n)::int AS n FROM (
        SELECT availability_id, 1 AS n FROM new_rows WHERE NOT cancelled
        UNION ALL SELECT availability_id, -1 FROM old_rows WHERE NOT cancelled
      ) changes GROUP BY availability_id HAVING sum(n) <> 0
    ) d
    WHERE a.id = d.availability_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER registrations_count_insert AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registrations_count_availabilities();
CREATE TRIGGER registrations_count_update AFTER UPDATE ON registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registrations_count_availabilities();
CREATE TRIGGER registrations_count_delete AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION registrations_count_availabilities();

-- The unexpired cart items, which are all that a list adds to the counts above.
CREATE INDEX cart_items_expires_idx ON cart_items (expires_at);
-- A date's held places (the page's sessions, a cart's dates).
CREATE INDEX registration_dates_date_idx ON registration_dates (date_id);
CREATE INDEX cart_item_dates_date_idx ON cart_item_dates (date_id);

-- The default list: OPEN and not full by its registrations (queries/availability-status.ts writes this predicate), in
-- its order, with the columns its filters read: its pages and its count read this index alone.
CREATE INDEX availabilities_open_idx ON availabilities (start_at, id)
  INCLUDE (end_at, activity_id, location_id, price, age_minimum, age_maximum)
  WHERE status = 'OPEN' AND (capacity IS NULL OR registered_count < capacity);
-- and its complement among the OPEN ones, full by their registrations: the FULL filter reads it beside the ids that cart
-- holds fill
CREATE INDEX availabilities_full_idx ON availabilities (start_at, id) WHERE status = 'OPEN' AND capacity IS NOT NULL AND registered_count >= capacity;
-- The lists' orders: (start_at, id) is the default order itself and replaces (start_at); price either way, then start
-- and id; the activities by title, for the title order.
CREATE INDEX availabilities_start_id_idx ON availabilities (start_at, id);
DROP INDEX availabilities_start_idx;
CREATE INDEX availabilities_price_idx ON availabilities (price, start_at, id);
CREATE INDEX availabilities_price_desc_idx ON availabilities (price DESC, start_at, id);
CREATE INDEX activities_title_idx ON activities (title, id);
-- "Ends at or after t" as a range of start_at: from t minus the longest duration, which these answer at once (max()).
CREATE INDEX availabilities_duration_idx ON availabilities ((end_at - start_at));
CREATE INDEX availability_dates_duration_idx ON availability_dates ((end_at - start_at));
CREATE INDEX availability_dates_start_idx ON availability_dates (start_at);
-- The filters' look-ups: a location, the activities of a catalog or of a category. An activity's availabilities by end
-- (the activities list's `after`, its upcoming prices and places) replace the index on activity_id alone.
CREATE INDEX availabilities_location_idx ON availabilities (location_id);
CREATE INDEX availabilities_activity_end_idx ON availabilities (activity_id, end_at) INCLUDE (price, location_id);
DROP INDEX availabilities_activity_idx;
CREATE INDEX activity_catalogs_catalog_idx ON activity_catalogs (catalog_id);
CREATE INDEX activity_categories_category_idx ON activity_categories (category_id);

-- Look-ups by a case-insensitive key: sign-in and accounts by e-mail, coupon and voucher codes.
CREATE INDEX customers_email_lower_idx ON customers (organiser_id, lower(email));
CREATE INDEX coupons_code_upper_idx ON coupons (upper(code));
CREATE INDEX customer_vouchers_code_upper_idx ON customer_vouchers (upper(code));
