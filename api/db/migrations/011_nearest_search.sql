-- Search that costs the same at 200 or 100,000 providers (docs/decisions/0016-nearest-search.md):
-- each branch row carries where it is as a point and what its provider offers, so the search walks
-- one GiST index nearest-first and filters each branch without a lookup elsewhere.

-- x = longitude scaled by the cosine of the latitude, y = latitude, both in degrees: plain point
-- distance is then ground distance (within 0.1 % over a city), which the GiST index orders by.
ALTER TABLE branches ADD COLUMN IF NOT EXISTS geo point
  GENERATED ALWAYS AS (point(longitude * cos(radians(latitude)), latitude)) STORED;
ALTER TABLE branches ADD COLUMN IF NOT EXISTS service_type_id integer;
ALTER TABLE branches ADD COLUMN IF NOT EXISTS service_ids integer[] NOT NULL DEFAULT '{}';
ALTER TABLE branches ADD COLUMN IF NOT EXISTS category_ids integer[] NOT NULL DEFAULT '{}';

-- The week's opening hours in India time as minutes from Monday 0:00 (0 to 10080), from the
-- branch's working hours ({"Monday": "9:30 AM,8:00 PM", …}). A day whose closing time is not after
-- its opening time runs past midnight ("6:00 PM,2:00 AM"; Sunday's runs into Monday). Hours not in
-- that shape are closed, never an error.
CREATE OR REPLACE FUNCTION branch_open_week(hours jsonb) RETURNS int4multirange LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  days constant text[] := ARRAY['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  shape constant text := '^\s*\d{1,2}:\d{2}\s*[AP]M\s*,\s*\d{1,2}:\d{2}\s*[AP]M\s*$';
  week constant int := 7 * 1440;
  result int4multirange := '{}';
  day_hours text;
  t text;
  opens int;
  closes int;
  starts int;
  ends int;
BEGIN
  FOR i IN 1..7 LOOP
    day_hours := hours ->> days[i];
    CONTINUE WHEN day_hours IS NULL OR day_hours !~ shape;
    t := trim(split_part(day_hours, ',', 1));
    opens := mod(split_part(t, ':', 1)::int, 12) * 60 + substr(split_part(t, ':', 2), 1, 2)::int + CASE WHEN t LIKE '%PM' THEN 720 ELSE 0 END;
    t := trim(split_part(day_hours, ',', 2));
    closes := mod(split_part(t, ':', 1)::int, 12) * 60 + substr(split_part(t, ':', 2), 1, 2)::int + CASE WHEN t LIKE '%PM' THEN 720 ELSE 0 END;
    starts := (i - 1) * 1440 + opens;
    ends := (i - 1) * 1440 + closes + CASE WHEN closes <= opens THEN 1440 ELSE 0 END;
    IF ends <= week THEN
      result := result + int4multirange(int4range(starts, ends));
    ELSE
      result := result + int4multirange(int4range(starts, week), int4range(0, ends - week));
    END IF;
  END LOOP;
  RETURN result;
END $$;
ALTER TABLE branches ADD COLUMN IF NOT EXISTS open_week int4multirange
  GENERATED ALWAYS AS (branch_open_week(working_hours)) STORED;

CREATE INDEX IF NOT EXISTS branches_geo_idx ON branches USING gist (geo);

-- The provider's type and its active offerings' service and category ids, on each of its branches.
CREATE OR REPLACE FUNCTION refresh_branch_search(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE branches b SET
    service_type_id = p.service_type_id,
    service_ids = coalesce((SELECT array_agg(DISTINCT o.service_id ORDER BY o.service_id) FROM offerings o
                            WHERE o.provider_id = b.provider_id AND o.active AND o.service_id IS NOT NULL), '{}'),
    category_ids = coalesce((SELECT array_agg(DISTINCT o.category_id ORDER BY o.category_id) FROM offerings o
                             WHERE o.provider_id = b.provider_id AND o.active AND o.category_id IS NOT NULL), '{}')
  FROM providers p
  WHERE p.provider_id = b.provider_id AND b.provider_id = ANY (ids);
$$;

-- Offerings change in statements of many rows (the seed inserts thousands at once): one refresh per statement.
CREATE OR REPLACE FUNCTION offerings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_branch_search(ARRAY(SELECT DISTINCT provider_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_branch_search(ARRAY(SELECT DISTINCT provider_id FROM old_rows));
  ELSE
    PERFORM refresh_branch_search(ARRAY(SELECT provider_id FROM new_rows UNION SELECT provider_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS offerings_inserted ON offerings;
DROP TRIGGER IF EXISTS offerings_updated ON offerings;
DROP TRIGGER IF EXISTS offerings_deleted ON offerings;
CREATE TRIGGER offerings_inserted AFTER INSERT ON offerings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION offerings_changed();
CREATE TRIGGER offerings_updated AFTER UPDATE ON offerings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION offerings_changed();
CREATE TRIGGER offerings_deleted AFTER DELETE ON offerings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION offerings_changed();

-- A new branch (or one moved to another provider) starts with what its provider offers.
CREATE OR REPLACE FUNCTION branch_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.service_type_id := (SELECT service_type_id FROM providers WHERE provider_id = NEW.provider_id);
  NEW.service_ids := coalesce((SELECT array_agg(DISTINCT o.service_id ORDER BY o.service_id) FROM offerings o
                               WHERE o.provider_id = NEW.provider_id AND o.active AND o.service_id IS NOT NULL), '{}');
  NEW.category_ids := coalesce((SELECT array_agg(DISTINCT o.category_id ORDER BY o.category_id) FROM offerings o
                                WHERE o.provider_id = NEW.provider_id AND o.active AND o.category_id IS NOT NULL), '{}');
  RETURN NEW;
END $$;
DROP TRIGGER IF EXISTS branches_search_fill ON branches;
CREATE TRIGGER branches_search_fill BEFORE INSERT OR UPDATE OF provider_id ON branches
  FOR EACH ROW EXECUTE FUNCTION branch_search_fill();

-- A provider's type (salon or home) on its branches, whichever of the two is written first.
CREATE OR REPLACE FUNCTION provider_type_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE branches SET service_type_id = NEW.service_type_id WHERE provider_id = NEW.provider_id;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS providers_type_changed ON providers;
CREATE TRIGGER providers_type_changed AFTER INSERT OR UPDATE OF service_type_id ON providers
  FOR EACH ROW EXECUTE FUNCTION provider_type_changed();

SELECT refresh_branch_search(ARRAY(SELECT provider_id FROM providers));

-- Filters that few branches pass (a service no one nearby offers, home services of a salon-only
-- kind) are answered from these instead of walking every branch in the radius. btree_gin puts the
-- type beside the ids; it is created with pg_trgm when the database is opened (api/db/client.ts).
CREATE INDEX IF NOT EXISTS branches_type_services_idx ON branches USING gin (service_type_id, service_ids);
CREATE INDEX IF NOT EXISTS branches_type_categories_idx ON branches USING gin (service_type_id, category_ids);
