-- Search by words (docs/decisions/0015-search.md). pg_trgm itself is created when the database
-- is opened (api/db/client.ts), once per database in schema public, so test schemas share it.

-- Each catalogue service knows its subcategory and the other words people type for it
-- (mehndi for mehendi, henna, wax, make-up…).
ALTER TABLE services ADD COLUMN IF NOT EXISTS subcategory_id integer;
ALTER TABLE services ADD COLUMN IF NOT EXISTS search_terms text NOT NULL DEFAULT '';

-- Provider names by trigram: "kesar" or a misspelt "kesr studio" finds the salon.
CREATE INDEX IF NOT EXISTS providers_name_trgm_idx ON providers USING gin (provider_name gin_trgm_ops);
